"""The `real` contract: every floating-point operation read as exact real arithmetic.

Input floats become uninterpreted real atoms (`real_of` of their bits), so a
proof holds for every real value they could stand for; rounding, FTZ flushing
and NaN disappear.  Integers stay machine integers.  Anything whose real
reading is not plain arithmetic (conversions to int, bit tricks on float
bits) is unsupported under `real`.  Square roots and the approximated
functions (SASS MUFU, PTX .approx, numpy's libm) are read as the function
they stand for: 1/x and a/b exactly, the others as uninterpreted real
functions (`real.sqrt`, `real.ex2`, ...) that both sides name alike;
semantics/approx.py lists each such reading as an assumption.
"""
from __future__ import annotations

from fractions import Fraction

import numpy as np

from equiv import ieee
from equiv import terms as T
from equiv.terms import Term
from semantics.approx import scaled_log
from semantics.errors import Unsupported
from semantics.isa.common import unflushed


def real_value(bits: Term, fmt: T.FPFormat | None) -> Term:
    """A buffer element's bits read as a real (ints unchanged)."""
    if fmt is None:
        return _boolbv(bits, {})
    return _bits_real(bits, fmt, {})


def real_equal(a: Term, b: Term, fmt: T.FPFormat | None) -> Term:
    return T.eq(a, b)


def _bits_real(bits: Term, fmt: T.FPFormat, memo: dict) -> Term:
    if bits.op == "fp_to_bits":
        return _real(bits.args[0], memo)
    if bits.op == "ite":  # two paths to one real (ptxas's fast and slow sqrt) need no condition read
        yes, no = _bits_real(bits.args[1], fmt, memo), _bits_real(bits.args[2], fmt, memo)
        return yes if yes is no else T.ite(_boolbv(bits.args[0], memo), yes, no)
    if bits.op == "const":
        return _real(T.fp_bits_const(fmt, bits.value), memo)
    if _mentions_fp(bits):
        raise Unsupported(f"float bits used as an integer ({bits.op}) under contract real")
    return T.real_of(fmt, bits)


def _mentions_fp(t: Term) -> bool:
    return any(x.sort.kind == "fp" for x in T.postorder([t]))


def _real(t: Term, memo: dict) -> Term:
    """A floating term read over the reals."""
    got = memo.get(id(t))
    if got is not None:
        return got
    op, a = t.op, t.args
    if op == "const":
        v = float(ieee.from_bits(t.sort.fmt, np.array([t.value], dtype=np.uint64))[0])
        if v != v:
            raise Unsupported("a NaN constant under contract real")
        r = T.real_const(INFINITY if v == float("inf") else -INFINITY if v == float("-inf") else Fraction(v))
    elif op == "fp_from_bits":
        r = _bits_real(a[0], t.sort.fmt, memo)
    elif op == "fadd":
        r = T.radd(*_finite(memo, _real(a[0], memo), _real(a[1], memo)))
    elif op == "fmul" and (x := scaled_log(t)) is not None:  # __logf: semantics/approx.py
        r = T.rfun("log", *_finite(memo, _real(x, memo)))
    elif op == "fmul":
        r = T.rmul(*_finite(memo, _real(a[0], memo), _real(a[1], memo)))
    elif op == "ffma":
        x, y, z = _finite(memo, *[_real(b, memo) for b in a])
        r = T.radd(T.rmul(x, y), z)
    elif op == "fdiv":
        r = T.rdiv(*_finite(memo, _real(a[0], memo), _real(a[1], memo)))
    elif op == "fneg":
        r = T.rmul(T.real_const(-1), *_finite(memo, _real(a[0], memo)))
    elif op == "fabs":
        (x,) = _finite(memo, _real(a[0], memo))
        r = T.ite(T.rlt(x, T.real_const(0)), T.rmul(T.real_const(-1), x), x)
    elif op == "fsqrt":
        r = T.rfun("sqrt", *_finite(memo, _real(a[0], memo)))
    elif op == "fapprox":
        r = approx_real(t.params[0], *_finite(memo, *[_real(x, memo) for x in a]))
    elif op == "fp_to_fp":
        r = _real(a[0], memo)
    elif op in ("fp_from_sbv", "fp_from_ubv"):
        r = T.real_int(_boolbv(a[0], memo), op == "fp_from_sbv")
    elif op == "fsum":
        r = T.rsum(T.bound_var(t), a[0], a[1], *_finite(memo, _real(a[2], memo)))
    elif op == "ffold":
        r = T.rfold(t.params[1], T.bound_var(t), a[0], a[1], *_finite(memo, _real(a[2], memo)))
    elif (mm := T.minmax_of(t)) is not None:
        r = _minmax(mm[0], _real(mm[1], memo), _real(mm[2], memo), memo)
    elif op == "ite" and (kept := unflushed(t)) is not None:
        r = _real(kept, memo)
    elif op == "ite":
        yes, no = _real(a[1], memo), _real(a[2], memo)
        r = yes if yes is no else T.ite(_boolbv(a[0], memo), yes, no)
    else:
        raise Unsupported(f"{op} under contract real")
    memo[id(t)] = r
    return r


# An infinite float constant (a max reduction's -INFINITY start, a min's +INFINITY) reads as T.REAL_INFINITY,
# beyond every finite float and every sum of them, and may only be compared and selected: a comparison with
# it is decided by its sign (`_order`), arithmetic on it is refused (`_finite`).
INFINITY = T.REAL_INFINITY


def _minmax(kind: str, x: Term, y: Term, memo: dict) -> Term:
    """A float max/min (T.fold_combine: NaN ignored, -0.0 below +0.0) of two reals, where neither rule is
    seen: the real max/min, decided where an operand is infinite, and taken inside a selection holding an
    infinity when the other operand holds none (a loop's -INFINITY start on the path that skips the loop,
    against the next loop's fold), so a fold's operation stays T.fold_combine's shape for proofs/tiling.py.
    Where both hold one (a tree over padded lanes) only the comparison is split (`_order`): pushing each into
    the other's branches would multiply them."""
    inf = [_holds_infinity(z, memo) for z in (x, y)]
    for i, z in enumerate((x, y)):
        if z.op == "ite" and inf[i] and not inf[1 - i]:
            key = ("minmax", kind, id(x), id(y))  # kept with x and y, so the ids stay theirs
            if key not in memo:
                c, p, q = z.args
                yes, no = ((p, y), (q, y)) if i == 0 else ((x, p), (x, q))
                memo[key] = (x, y, T.ite(c, _minmax(kind, *yes, memo), _minmax(kind, *no, memo)))
            return memo[key][2]
    if any(inf):
        lt = _order("lt", x, y, memo) if kind == "max" else _order("lt", y, x, memo)
        return T.ite(lt, y, x)
    return T.fold_combine(kind, x, y)


def _rank(x: Term) -> int:
    """+1 or -1 for the real standing for +inf or -inf, else 0."""
    return (1 if x.value > 0 else -1) if x.op == "const" and abs(x.value) == INFINITY else 0


def _holds_infinity(x: Term, memo: dict) -> bool:
    seen = memo.setdefault("infinity", {})
    if id(x) not in seen:
        seen[id(x)] = _rank(x) != 0 or any(_holds_infinity(y, memo) for y in x.args)
    return seen[id(x)]


def _finite(memo: dict, *xs: Term) -> tuple[Term, ...]:
    if any(_holds_infinity(x, memo) for x in xs):
        raise Unsupported("arithmetic on an infinity under contract real (only comparing and selecting it is read)")
    return xs


def _order(op: str, x: Term, y: Term, memo: dict) -> Term:
    """x < y, x <= y or x == y over the reals and the two infinities: a selection holding an infinity is
    compared branch by branch, and a comparison with an infinity is decided by the signs."""
    for i, z in enumerate((x, y)):
        if z.op == "ite" and _holds_infinity(z, memo):
            c, p, q = z.args
            yes, no = ((p, y), (q, y)) if i == 0 else ((x, p), (x, q))
            return T.ite(c, _order(op, *yes, memo), _order(op, *no, memo))
    rx, ry = _rank(x), _rank(y)
    if rx or ry:
        _finite(memo, *[z for z, r in ((x, rx), (y, ry)) if not r])
        return T.const_bool({"lt": rx < ry, "le": rx <= ry, "eq": rx == ry}[op])
    return {"lt": T.rlt, "le": T.rle, "eq": T.eq}[op](x, y)


_FAST = {"exp_fast": "exp", "sin_fast": "sin", "cos_fast": "cos"}  # semantics/approx.py's scaled MUFU readings


def approx_real(fn: str, *xs: Term) -> Term:
    """The real function an approximation (terms.APPROX_ARITY) stands for."""
    if fn == "rcp":
        return T.rdiv(T.real_const(1), xs[0])
    if fn == "div":
        return T.rdiv(xs[0], xs[1])
    if fn == "rsq":
        return T.rdiv(T.real_const(1), T.rfun("sqrt", xs[0]))
    if fn == "pow":
        return _integer_power(*xs)
    return T.rfun(_FAST.get(fn, fn), xs[0])


def _integer_power(x: Term, k: Term) -> Term:
    """x ** k for an integer constant k (the tracer's only use of pow): a product of k factors, over 1 for
    k < 0."""
    if k.op != "const" or k.value.denominator != 1 or k.value == 0:
        raise Unsupported(f"pow with exponent {k} under contract real: only nonzero integer constants are read")
    n = int(k.value)
    product = T.rmul(*[x] * abs(n))
    return product if n > 0 else T.rdiv(T.real_const(1), product)


def _boolbv(t: Term, memo: dict) -> Term:
    """Bool or bit-vector terms whose floating parts are read over the reals."""
    if not _mentions_fp(t):
        return t
    got = memo.get(id(t))
    if got is not None:
        return got
    op, a = t.op, t.args
    zero = T.real_const(0)
    if op in ("flt", "fle", "feq"):
        r = _order(op[1:], _real(a[0], memo), _real(a[1], memo), memo)
    elif op in ("fisnan", "fissubnormal"):
        r = T.false()  # no NaN or subnormal among the reals (FTZ flushing reads as identity)
    elif op == "fisinf":
        x = _real(a[0], memo)
        r = T.or_(_order("eq", x, T.real_const(INFINITY), memo), _order("eq", x, T.real_const(-INFINITY), memo))
    elif op == "fiszero":
        r = _order("eq", _real(a[0], memo), zero, memo)
    elif op == "fisneg":
        r = _order("lt", _real(a[0], memo), zero, memo)
    elif op == "eq" and a[0].sort.kind == "fp":
        r = _order("eq", _real(a[0], memo), _real(a[1], memo), memo)
    elif op in ("fp_to_bits", "fp_to_sbv", "fp_to_ubv"):
        raise Unsupported(f"float to integer ({op}) under contract real")
    else:
        r = T.rebuild(t, tuple(_boolbv(x, memo) if x.sort.kind != "fp" else _real(x, memo) for x in a))
    memo[id(t)] = r
    return r
