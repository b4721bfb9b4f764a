"""Batch concrete evaluation of terms: thousands of input samples at once, bit-exact.

Representations: Bool -> bool arrays; BV(w<=64) -> uint64 arrays holding the
unsigned value; BV(w>64) -> object arrays of Python ints; FP -> carrier float
arrays (see equiv.ieee); Real -> object arrays of Fraction; Array -> uint64
arrays of shape (L,) (shared by all samples) or (n, L).  Every value has shape
(n,).  Partial operations never raise: out-of-range selects read 0, NaN
converts to 0, division by zero follows SMT-LIB.  Separate obligations make
those cases matter, so the evaluator only has to be total and agree with smt.py.
"""
from __future__ import annotations

from fractions import Fraction
from typing import Mapping

import numpy as np

from equiv import ieee
from equiv.terms import (FOLD_OPS, FORMATS, SUMVAR, Term, bv, const_bool, fold_combine, fold_identity, fp_bits_const,
                         is_sum, mask, postorder, real_const, var)

U64 = np.uint64


def _m(w: int):
    return U64(mask(w))


def _signed(v: np.ndarray, w: int) -> np.ndarray:
    return ieee._signed(v, w)


class EvalError(Exception):
    """A term the evaluator cannot read (an unbound variable): a bug in the caller, never a verdict."""


def evaluate(roots: list[Term], env: Mapping[str, np.ndarray], n: int) -> list[np.ndarray]:
    """Values of `roots` for n samples; env binds every variable name to its values."""
    return _evaluate(roots, env, n, {}, frozenset())


def _evaluate(roots: list[Term], env: Mapping[str, np.ndarray], n: int, known: dict,
              indices: frozenset) -> list[np.ndarray]:
    """`indices` names the bound variables of the sums being evaluated (their values are in env); `known`
    holds values of subterms that mention no other: a sum's body is evaluated once per index and reuses them."""
    nodes = postorder(roots)
    return _evaluate_nodes(nodes, _bound_names(nodes), roots, env, n, known, indices)


def _evaluate_nodes(nodes: list[Term], bound: dict[int, frozenset], roots: list[Term], env: Mapping[str, np.ndarray],
                    n: int, known: dict, indices: frozenset) -> list[np.ndarray]:
    """_evaluate over the roots' nodes in postorder and their bound names, computed once by the caller (a sum's
    body is evaluated once per index)."""
    vals = dict(known)
    for t in nodes:
        if id(t) in vals or not bound[id(t)] <= indices:
            continue  # a sum's body: read inside the sum, index by index
        if is_sum(t):
            vals[id(t)] = _sum(t, vals[id(t.args[0])], vals[id(t.args[1])], env, n, vals, indices)
        else:
            vals[id(t)] = _eval_node(t, [vals[id(a)] for a in t.args], env, n)
    return [vals[id(r)] for r in roots]


def evaluable(t: Term) -> bool:
    """t names no variable of a sum outside that sum (a fact about a read inside a sum's body, taken out of
    it, does: only a solver reads it, as a free variable)."""
    nodes = postorder([t])
    return not _bound_names(nodes)[id(t)]


def _bound_names(nodes: list[Term]) -> dict[int, frozenset]:
    """For each node, the variables of enclosing sums it mentions (empty outside any sum's body)."""
    out: dict[int, frozenset] = {}
    for t in nodes:
        if t.op == "var":
            out[id(t)] = frozenset((t.params[0],)) if t.params[0].startswith(SUMVAR) else frozenset()
        else:
            names = frozenset().union(*(out[id(a)] for a in t.args))
            out[id(t)] = names - {t.params[0]} if is_sum(t) else names
    return out


MAX_SUM = 1 << 16  # indices one concrete sum may run over (concrete runs use small sizes)


def _sum(t: Term, lo: np.ndarray, hi: np.ndarray, env: Mapping[str, np.ndarray], n: int, vals: dict,
         indices: frozenset):
    """sum over lo <= i < hi (signed 64-bit) of the body: exact Fractions for rsum, index-order RNE float adds
    for fsum (one order among those the term allows), a fold (ifold, ffold, rfold) through its own term
    (fold_combine) in index order (any order gives its value)."""
    lo_s, hi_s = _signed(lo, 64), _signed(hi, 64)
    first, last = int(lo_s.min(initial=0)), int(hi_s.max(initial=0))
    if last - first > MAX_SUM:
        raise EvalError(f"a sum over {last - first} indices")
    body, name = t.args[2], t.params[0]
    if t.op == "rsum":
        acc = np.array([Fraction(0)] * n, dtype=object)
        combine = lambda a, v: a + v
    elif t.op in FOLD_OPS:
        (acc,) = evaluate([fold_identity(t.params[1], t.sort)], {}, n)
        a, b = var("fold#acc", t.sort), var("fold#next", t.sort)  # names local to this evaluation
        step = fold_combine(t.params[1], a, b)
        combine = lambda x, v: evaluate([step], {a.params[0]: x, b.params[0]: v}, n)[0]
    else:
        acc = np.zeros(n, dtype=ieee.carrier(t.sort.fmt))
        combine = lambda a, v: ieee.add(t.sort.fmt, a, v, "RNE")
    nodes = postorder([body])
    bound = _bound_names(nodes)
    inside = indices | {name}
    for i in range(first, last):
        (v,) = _evaluate_nodes(nodes, bound, [body], {**env, name: np.full(n, i & mask(64), dtype=U64)}, n, vals,
                               inside)
        run = (lo_s <= i) & (i < hi_s)
        acc = np.where(run, combine(acc, v), acc)
    return acc


def evaluate_const(t: Term) -> Term:
    """Fold a term whose arguments are constants (used by the smart constructors)."""
    (v,) = evaluate([t], {}, 1)
    return value_to_const(t, v[0])


def value_to_const(t: Term, v) -> Term:
    s = t.sort
    if s.kind == "bool":
        return const_bool(bool(v))
    if s.kind == "bv":
        return bv(int(v), s.width)
    if s.kind == "fp":
        return fp_bits_const(s.fmt, int(ieee.to_bits(s.fmt, np.array([v]))[0]))
    if s.kind == "real":
        return real_const(v)
    raise EvalError(f"cannot fold {s}")


def _full(n: int, value, dtype) -> np.ndarray:
    return np.full(n, value, dtype=dtype)


def _eval_node(t: Term, a: list, env: Mapping[str, np.ndarray], n: int):
    op = t.op
    s = t.sort
    fn = _OPS.get(op)
    if fn is not None:
        with np.errstate(all="ignore"):
            return fn(t, a, n)
    if op == "var":
        name = t.params[0]
        if name not in env:
            raise EvalError(f"no value for variable {name}")
        v = np.asarray(env[name])
        if s.kind == "array":
            return v.astype(U64)
        if s.kind == "bool":
            return np.broadcast_to(v.astype(bool), (n,))
        if s.kind == "bv":
            if s.width > 64:
                return np.broadcast_to(np.asarray(v, dtype=object), (n,))
            return np.broadcast_to(v.astype(U64) & _m(s.width), (n,))
        if s.kind == "fp":
            return np.broadcast_to(v.astype(ieee.carrier(s.fmt)), (n,))
        if s.kind == "real":
            return np.broadcast_to(np.asarray(v, dtype=object), (n,))
    raise EvalError(f"no evaluation rule for {op}")


# ----------------------------------------------------------------------------- rules
def _const(t, a, n):
    s, v = t.sort, t.params[0]
    if s.kind == "bool":
        return _full(n, v, bool)
    if s.kind == "bv":
        return _full(n, v, U64) if s.width <= 64 else np.array([v] * n, dtype=object)
    if s.kind == "fp":
        return np.broadcast_to(ieee.from_bits(s.fmt, np.array([v], dtype=U64)), (n,))
    if s.kind == "real":
        return np.array([v] * n, dtype=object)
    raise EvalError(f"constant of sort {s}")


def _wide(t) -> bool:
    return t.sort.kind == "bv" and t.width > 64


def _arith(f):
    def rule(t, a, n):
        w = t.width
        if _wide(t):
            out = a[0]
            for x in a[1:]:
                out = np.array([f(int(p), int(q)) & mask(w) for p, q in zip(out, x)], dtype=object)
            return out
        out = a[0]
        for x in a[1:]:
            out = f(out, x)
        return out & _m(w)
    return rule


def _bitop(f):
    return _arith(f)


def _bnot(t, a, n):
    if _wide(t):
        return np.array([~int(x) & mask(t.width) for x in a[0]], dtype=object)
    return ~a[0] & _m(t.width)


def _shift(kind):
    def rule(t, a, n):
        w = t.width
        x, k = a
        if _wide(t):
            out = []
            for p, q in zip(x, k):
                p, q = int(p), int(q)
                if kind == "shl":
                    out.append((p << q) & mask(w) if q < w else 0)
                elif kind == "lshr":
                    out.append(p >> q if q < w else 0)
                else:
                    sp = p - (1 << w) if p >> (w - 1) else p
                    out.append((sp >> min(q, w - 1)) & mask(w))
            return np.array(out, dtype=object)
        big = k >= U64(w)
        kk = np.where(big, U64(0), k)
        if kind == "shl":
            return np.where(big, U64(0), (x << kk) & _m(w))
        if kind == "lshr":
            return np.where(big, U64(0), x >> kk)
        sx = _signed(x, w)
        kk = np.minimum(k, U64(w - 1)).astype(np.int64)
        return (sx >> kk).view(U64) & _m(w)
    return rule


def _divrem(kind):
    def rule(t, a, n):
        w = t.width
        x, y = a
        if _wide(t) or w == 64 and kind in ("sdiv", "srem"):
            from equiv.terms import _divrem as fold
            return np.array([fold(kind, bv(int(p), w), bv(int(q), w)).value for p, q in zip(x, y)],
                            dtype=object if _wide(t) else U64)
        zero = y == 0
        ys = np.where(zero, U64(1), y)
        if kind == "udiv":
            return np.where(zero, _m(w), x // ys)
        if kind == "urem":
            return np.where(zero, x, x % ys)
        sx, sy = _signed(x, w), _signed(y, w)
        sys_ = np.where(zero, 1, sy)
        q = np.abs(sx) // np.abs(sys_)
        if kind == "sdiv":
            q = np.where((sx < 0) != (sys_ < 0), -q, q)
            q = np.where(zero, np.where(sx < 0, 1, -1), q)
            return q.view(U64) & _m(w)
        r = np.abs(sx) % np.abs(sys_)
        r = np.where(sx < 0, -r, r)
        r = np.where(zero, sx, r)
        return r.view(U64) & _m(w)
    return rule


def _extract(t, a, n):
    hi, lo = t.params
    x = a[0]
    if isinstance(x, np.ndarray) and x.dtype == object:
        vals = [(int(v) >> lo) & mask(hi - lo + 1) for v in x]
        return np.array(vals, dtype=object if hi - lo + 1 > 64 else U64)
    return (x >> U64(lo)) & _m(hi - lo + 1)


def _concat(t, a, n):
    hi, lo = a
    lw = t.args[1].width
    if t.width > 64:
        return np.array([(int(p) << lw) | int(q) for p, q in zip(hi, lo)], dtype=object)
    return (hi << U64(lw)) | lo


def _zext(t, a, n):
    if t.width > 64:
        return np.array([int(v) for v in a[0]], dtype=object)
    return a[0].astype(U64)


def _sext(t, a, n):
    iw = t.args[0].width
    if t.width > 64 or iw > 64:
        return np.array([(int(v) - (1 << iw) if int(v) >> (iw - 1) else int(v)) & mask(t.width) for v in a[0]],
                        dtype=object if t.width > 64 else U64)
    return _signed(a[0], iw).view(U64) & _m(t.width)


def _cmp(kind):
    def rule(t, a, n):
        x, y = a
        w = t.args[0].width
        if w > 64:
            x = np.array([int(v) for v in x], dtype=object)
            y = np.array([int(v) for v in y], dtype=object)
            if kind in ("slt", "sle"):
                x = np.array([v - (1 << w) if v >> (w - 1) else v for v in x], dtype=object)
                y = np.array([v - (1 << w) if v >> (w - 1) else v for v in y], dtype=object)
        elif kind in ("slt", "sle"):
            x, y = _signed(x, w), _signed(y, w)
        return np.asarray(x < y if kind in ("ult", "slt") else x <= y, dtype=bool)
    return rule


def _eq(t, a, n):
    x, y = a
    srt = t.args[0].sort
    if srt.kind == "fp":  # SMT `=` on floats: NaN = NaN, +0 != -0
        bx, by = ieee.to_bits(srt.fmt, x), ieee.to_bits(srt.fmt, y)
        return (bx == by) | (np.isnan(x) & np.isnan(y))
    return np.asarray(x == y, dtype=bool)


def _ite(t, a, n):
    c, x, y = a
    if t.sort.kind == "array":
        raise EvalError("ite over arrays")
    return np.where(c, x, y)


def _select(t, a, n):
    arr, idx = a
    length = arr.shape[-1]
    ok = idx < U64(length)
    safe = np.where(ok, idx, U64(0)).astype(np.int64)
    if length == 0:
        return _full(n, 0, U64)
    got = arr[safe] if arr.ndim == 1 else arr[np.arange(n), safe]
    return np.where(ok, got, U64(0)) & _m(t.width)


def _fmt(t):
    return (t.sort if t.sort.kind == "fp" else t.args[0].sort).fmt


def _fp_from_bits(t, a, n):
    return ieee.from_bits(t.sort.fmt, a[0])


def _fp_to_bits(t, a, n):
    f = t.args[0].sort.fmt
    b = ieee.to_bits(f, a[0])
    return np.where(np.isnan(a[0]), U64(t.params[0]), b)


def _fpop(fn):
    def rule(t, a, n):
        return fn(_fmt(t), *a, t.params[0])
    return rule


def _fneg(t, a, n):
    return -a[0]


def _fabs(t, a, n):
    return np.abs(a[0])


def _pred(fn):
    def rule(t, a, n):
        return np.asarray(fn(t, *a), dtype=bool)
    return rule


def _fp_to_fp(t, a, n):
    return ieee.convert(t.sort.fmt, a[0], t.params[0])


def _from_int(signed):
    def rule(t, a, n):
        return ieee.from_int(t.sort.fmt, a[0], t.args[0].width, signed, t.params[0])
    return rule


def _to_int(signed):
    def rule(t, a, n):
        return ieee.to_int(a[0], t.width, signed, t.params[0])
    return rule


def _real_of(t, a, n):
    f = FORMATS[t.params[0]]
    xs = ieee.from_bits(f, a[0]).astype(np.float64)
    return np.array([Fraction(float(v)) if np.isfinite(v) else Fraction(0) for v in xs], dtype=object)


def _real_int(t, a, n):
    w = t.args[0].width
    signed = t.params[0] == "s"
    return np.array([Fraction(v - (1 << w) if signed and v >> (w - 1) else v) for v in (int(x) for x in a[0])],
                    dtype=object)


def _radd(t, a, n):
    out = a[0]
    for x in a[1:]:
        out = out + x
    return out


def _rmul(t, a, n):
    out = a[0]
    for x in a[1:]:
        out = out * x
    return out


def _rdiv(t, a, n):
    return np.array([p / q if q != 0 else Fraction(0) for p, q in zip(*a)], dtype=object)


# numpy's float64 reading of each approximated function (terms.APPROX_ARITY)
_APPROX_F64 = {
    "rcp": lambda x: 1.0 / x, "rsq": lambda x: 1.0 / np.sqrt(x), "sqrt": np.sqrt, "ex2": np.exp2,
    "lg2": np.log2, "sin": np.sin, "cos": np.cos, "sin_rev": lambda x: np.sin(2 * np.pi * x),
    "cos_rev": lambda x: np.cos(2 * np.pi * x), "tanh": np.tanh, "exp": np.exp, "exp_fast": np.exp,
    "sin_fast": np.sin, "cos_fast": np.cos, "log": np.log,
    "div": lambda a, b: a / b, "pow": np.power,
}
_NUMPY_DTYPES = {"f16": np.float16, "f32": np.float32, "f64": np.float64}


def _fapprox(t, a, n):
    """A stand-in value, never evidence: numpy's function in float64 rounded to the format (impl numpy: on
    the format's own dtype, as the reference computes it).  Concrete runs use it only to look for faults
    and to run the reference; no verdict under contract exact reads it (semantics/approx.py refuses)."""
    fn, impl = t.params
    f = t.sort.fmt
    native = _NUMPY_DTYPES.get(f.name)
    if impl == "numpy" and native is not None:
        return _APPROX_F64[fn](*[x.astype(native) for x in a]).astype(ieee.carrier(f))
    wide = _APPROX_F64[fn](*[x.astype(np.float64) for x in a])
    return ieee.round_f64(f, np.asarray(wide, dtype=np.float64), "RNE").astype(ieee.carrier(f))


def _rfun(t, a, n):
    """A float64 approximation of a real function, as a Fraction: it serves only searches that a solver or
    a concrete replay then confirms (proofs/realsum.py's pairing); a refutation never rests on it."""
    f = _APPROX_F64[t.params[0]]
    out = []
    for x in a[0]:
        v = float(f(np.float64(x)))
        out.append(Fraction(v) if np.isfinite(v) else Fraction(0))
    return np.array(out, dtype=object)


def _real_cmp(strict):
    def rule(t, a, n):
        return np.array([(p < q) if strict else (p <= q) for p, q in zip(*a)], dtype=bool)
    return rule


_OPS = {
    "const": _const,
    "not": lambda t, a, n: ~a[0],
    "and": lambda t, a, n: np.logical_and.reduce(a),
    "or": lambda t, a, n: np.logical_or.reduce(a),
    "ite": _ite, "eq": _eq,
    "add": _arith(lambda x, y: x + y), "mul": _arith(lambda x, y: x * y),
    "band": _bitop(lambda x, y: x & y), "bor": _bitop(lambda x, y: x | y), "bxor": _bitop(lambda x, y: x ^ y),
    "bnot": _bnot,
    "shl": _shift("shl"), "lshr": _shift("lshr"), "ashr": _shift("ashr"),
    "udiv": _divrem("udiv"), "urem": _divrem("urem"), "sdiv": _divrem("sdiv"), "srem": _divrem("srem"),
    "extract": _extract, "concat": _concat, "zext": _zext, "sext": _sext,
    "ult": _cmp("ult"), "ule": _cmp("ule"), "slt": _cmp("slt"), "sle": _cmp("sle"),
    "select": _select,
    "fp_from_bits": _fp_from_bits, "fp_to_bits": _fp_to_bits,
    "fadd": _fpop(ieee.add), "fmul": _fpop(ieee.mul), "fdiv": _fpop(ieee.div), "ffma": _fpop(ieee.fma),
    "fsqrt": _fpop(ieee.sqrt), "fround": _fpop(ieee.round_integral),
    "fneg": _fneg, "fabs": _fabs,
    "feq": _pred(lambda t, x, y: x == y), "flt": _pred(lambda t, x, y: x < y), "fle": _pred(lambda t, x, y: x <= y),
    "fisnan": _pred(lambda t, x: np.isnan(x)), "fisinf": _pred(lambda t, x: np.isinf(x)),
    "fiszero": _pred(lambda t, x: x == 0),
    "fissubnormal": _pred(lambda t, x: ieee.is_subnormal(t.args[0].sort.fmt, x)),
    "fisneg": _pred(lambda t, x: np.signbit(x) & ~np.isnan(x)),
    "fp_to_fp": _fp_to_fp,
    "fp_from_sbv": _from_int(True), "fp_from_ubv": _from_int(False),
    "fp_to_sbv": _to_int(True), "fp_to_ubv": _to_int(False),
    "real_of": _real_of, "real_int": _real_int, "radd": _radd, "rmul": _rmul, "rdiv": _rdiv,
    "rlt": _real_cmp(True), "rle": _real_cmp(False),
    "fapprox": _fapprox, "rfun": _rfun,
}
