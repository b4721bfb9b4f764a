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
from semantics.errors import Unsupported


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
    if bits.op == "ite":
        return T.ite(_boolbv(bits.args[0], memo), _bits_real(bits.args[1], fmt, memo), _bits_real(bits.args[2], fmt, memo))
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
        if v != v or v in (float("inf"), float("-inf")):
            raise Unsupported("a NaN or infinite constant under contract real")
        r = T.real_const(Fraction(v))
    elif op == "fp_from_bits":
        r = _bits_real(a[0], t.sort.fmt, memo)
    elif op == "fadd":
        r = T.radd(_real(a[0], memo), _real(a[1], memo))
    elif op == "fmul":
        r = T.rmul(_real(a[0], memo), _real(a[1], memo))
    elif op == "ffma":
        r = T.radd(T.rmul(_real(a[0], memo), _real(a[1], memo)), _real(a[2], memo))
    elif op == "fdiv":
        r = T.rdiv(_real(a[0], memo), _real(a[1], memo))
    elif op == "fneg":
        r = T.rmul(T.real_const(-1), _real(a[0], memo))
    elif op == "fabs":
        x = _real(a[0], memo)
        r = T.ite(T.rlt(x, T.real_const(0)), T.rmul(T.real_const(-1), x), x)
    elif op == "fsqrt":
        r = T.rfun("sqrt", _real(a[0], memo))
    elif op == "fapprox":
        r = approx_real(t.params[0], *[_real(x, memo) for x in a])
    elif op == "fp_to_fp":
        r = _real(a[0], memo)
    elif op == "fsum":
        r = T.rsum(T.bound_var(t), a[0], a[1], _real(a[2], memo))
    elif op == "ite":
        r = T.ite(_boolbv(a[0], memo), _real(a[1], memo), _real(a[2], memo))
    else:
        raise Unsupported(f"{op} under contract real")
    memo[id(t)] = r
    return r


def approx_real(fn: str, *xs: Term) -> Term:
    """The real function an approximation (terms.APPROX_ARITY) stands for."""
    if fn == "rcp":
        return T.rdiv(T.real_const(1), xs[0])
    if fn == "div":
        return T.rdiv(xs[0], xs[1])
    if fn == "rsq":
        return T.rdiv(T.real_const(1), T.rfun("sqrt", xs[0]))
    return T.rfun(fn, xs[0])


def _boolbv(t: Term, memo: dict) -> Term:
    """Bool or bit-vector terms whose floating parts are read over the reals."""
    if not _mentions_fp(t):
        return t
    got = memo.get(id(t))
    if got is not None:
        return got
    op, a = t.op, t.args
    zero = T.real_const(0)
    if op == "flt":
        r = T.rlt(_real(a[0], memo), _real(a[1], memo))
    elif op == "fle":
        r = T.rle(_real(a[0], memo), _real(a[1], memo))
    elif op == "feq":
        r = T.eq(_real(a[0], memo), _real(a[1], memo))
    elif op in ("fisnan", "fisinf", "fissubnormal"):
        r = T.false()  # no NaN, infinity or subnormal among the reals (FTZ flushing reads as identity)
    elif op == "fiszero":
        r = T.eq(_real(a[0], memo), zero)
    elif op == "fisneg":
        r = T.rlt(_real(a[0], memo), zero)
    elif op == "eq" and a[0].sort.kind == "fp":
        r = T.eq(_real(a[0], memo), _real(a[1], memo))
    elif op in ("fp_to_bits", "fp_to_sbv", "fp_to_ubv"):
        raise Unsupported(f"float to integer ({op}) under contract real")
    else:
        r = T.rebuild(t, tuple(_boolbv(x, memo) if x.sort.kind != "fp" else _real(x, memo) for x in a))
    memo[id(t)] = r
    return r
