"""Index arithmetic on symbolic shapes: broadcasting, basic indexing, reshape, transpose.

Shapes are tuples of BV64 terms (constants fold).  Each operation gives the
new shape and a map from an index of the result to an index of its source, so
no element is ever materialized; numpy's run-time checks on sizes (broadcast
compatibility, equal element counts, index bounds) become guards.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

from equiv import terms as T
from equiv.terms import Term
from semantics.tensor.context import input_error, require

Shape = tuple[Term, ...]
Index = tuple[Term, ...]
IndexMap = Callable[[Index], Index]

ZERO = T.bv(0, 64)
ONE = T.bv(1, 64)


def c64(v: int) -> Term:
    return T.bv(v, 64)


def _is_one(d: Term) -> bool:
    return d.is_const() and d.value == 1


def smax(a: Term, b: Term) -> Term:
    return T.ite(T.slt(a, b), b, a)


def smin(a: Term, b: Term) -> Term:
    return T.ite(T.slt(a, b), a, b)


def show(shape: Shape) -> str:
    return "(" + ", ".join(str(d.value) if d.is_const() else "?" for d in shape) + (",)" if len(shape) == 1 else ")")


# ----------------------------------------------------------------------------- linear index
def linear(idx: Index, shape: Shape) -> Term:
    """Row-major linear index."""
    k = ZERO
    for i, d in zip(idx, shape):
        k = T.add(T.mul(k, d), i)
    return k


def unravel(k: Term, shape: Shape) -> Index:
    """The multi-index of linear index k (k < the element count)."""
    if not shape:
        return ()
    out = []
    for d in reversed(shape[1:]):
        out.append(T.urem(k, d))
        k = T.udiv(k, d)
    out.append(k)
    return tuple(reversed(out))


def count(shape: Shape) -> Term:
    return T.mul(*shape) if shape else ONE


# ----------------------------------------------------------------------------- broadcasting
def broadcast(shapes: Sequence[Shape]) -> tuple[Shape, list[IndexMap]]:
    """numpy broadcasting; a size that may or may not be 1 gets an ite and a guard."""
    rank = max((len(s) for s in shapes), default=0)
    padded = [(None,) * (rank - len(s)) + tuple(s) for s in shapes]
    out: list[Term] = []
    for pos in range(rank):
        dims = [p[pos] for p in padded if p[pos] is not None]
        d = dims[0]
        for e in dims[1:]:
            d = _combine(d, e, shapes)
        out.append(d)
    result = tuple(out)

    def mapper(p: tuple) -> IndexMap:
        picks = []
        for pos, d in enumerate(p):
            if d is None:
                continue
            if d is result[pos]:
                picks.append(lambda idx, pos=pos: idx[pos])
            elif _is_one(d):
                picks.append(lambda idx: ZERO)
            else:
                picks.append(lambda idx, pos=pos, d=d: T.ite(T.eq(d, ONE), ZERO, idx[pos]))
        return lambda idx: tuple(f(idx) for f in picks)
    return result, [mapper(p) for p in padded]


def _combine(a: Term, b: Term, shapes) -> Term:
    if a is b or _is_one(b):
        return a
    if _is_one(a):
        return b
    require(T.or_(T.eq(a, b), T.eq(a, ONE), T.eq(b, ONE)),
            "operands could not be broadcast together with shapes " + " ".join(show(s) for s in shapes))
    return T.ite(T.eq(a, ONE), b, a)


def same_shape(got: Shape, want: Shape, message: str) -> None:
    """numpy requires equal shapes here (an output, an in-place target)."""
    if len(got) != len(want):
        raise input_error(message)
    for g, w in zip(got, want):
        require(T.eq(g, w), message)


# ----------------------------------------------------------------------------- basic indexing
@dataclass(frozen=True)
class Axis:
    """One dimension of an indexing result: a new axis (base None) or a slice of base dimension `base`."""
    base: int | None
    start: Term = ZERO
    step: int = 1
    length: Term = ONE


@dataclass(frozen=True)
class BasicIndex:
    shape: Shape
    axes: tuple[Axis, ...]  # the result's dimensions
    fixed: dict[int, Term]  # base dimension -> the integer index that removed it

    def source(self, idx: Index, rank: int) -> Index:
        """Base index of result index idx."""
        out = [ZERO] * rank
        for d, i in self.fixed.items():
            out[d] = i
        for a, i in zip(self.axes, idx):
            if a.base is not None:
                out[a.base] = T.add(a.start, T.mul(c64(a.step), i))
        return tuple(out)

    def target(self, base: Index) -> tuple[Term, Index]:
        """Whether base index `base` lies in the result, and its result index there."""
        conds = [T.eq(base[d], i) for d, i in self.fixed.items()]
        idx = []
        for a in self.axes:
            if a.base is None:
                idx.append(ZERO)
                continue
            b = base[a.base]
            off = T.sub(b, a.start) if a.step > 0 else T.sub(a.start, b)
            conds.append(T.sle(a.start, b) if a.step > 0 else T.sle(b, a.start))
            k = c64(abs(a.step))
            j = T.udiv(off, k)
            conds.append(T.eq(T.urem(off, k), ZERO))
            conds.append(T.ult(j, a.length))
            idx.append(j)
        return T.and_(*conds), tuple(idx)


def basic_index(shape: Shape, key: tuple) -> BasicIndex:
    """numpy basic indexing by a tuple of: BV64 term (an integer), slice of terms/None with int step, None, Ellipsis."""
    n_ell = sum(1 for k in key if k is Ellipsis)
    if n_ell > 1:
        raise input_error("an index can only have a single ellipsis ('...')")
    consumed = sum(1 for k in key if k is not None and k is not Ellipsis)
    if consumed > len(shape):
        raise input_error(f"too many indices: {consumed} for an array of {len(shape)} dimensions")
    full = []
    for k in key:
        if k is Ellipsis:
            full.extend([slice(None)] * (len(shape) - consumed))
        else:
            full.append(k)
    full.extend([slice(None)] * (len(shape) - sum(1 for k in full if k is not None)))
    axes: list[Axis] = []
    fixed: dict[int, Term] = {}
    d = 0
    for k in full:
        if k is None:
            axes.append(Axis(None))
            continue
        n = shape[d]
        if isinstance(k, slice):
            axes.append(_slice_axis(d, n, k))
        else:
            require(T.and_(T.sle(T.neg(n), k), T.slt(k, n)), f"index out of bounds for axis {d}")
            fixed[d] = T.ite(T.slt(k, ZERO), T.add(k, n), k)
        d += 1
    return BasicIndex(tuple(a.length for a in axes), tuple(axes), fixed)


def _slice_axis(d: int, n: Term, s: slice) -> Axis:
    """CPython's slice.indices on a symbolic length, with a constant step."""
    step = 1 if s.step is None else s.step
    if step == 0:
        raise input_error("slice step cannot be zero")
    trim = _trim(s)
    rows = _rows_of(n, step)
    if rows is not None and trim is not None and trim[1] == 0 and trim[0] < step:
        # x[a::k] of an axis of k*r elements, 0 <= a < k (interleaved data: x[0::2], x[1::2]): r elements,
        # one form for every a, so the lanes of a float2 broadcast without a case split
        return Axis(d, c64(trim[0]), step, rows)
    if step == 1 and trim is not None:
        # x[a:-b] with constants a, b >= 0 (x[1:], x[:-1], x[1:-1]): max(0, n - a - b) elements from a, one
        # form for every slice that drops a + b of them, so stencils' operands broadcast without a case split
        # (a length is never negative, so the clamps collapse; x[:] keeps the axis as it is)
        dropped = trim[0] + trim[1]
        return Axis(d, c64(trim[0]), 1, n if dropped == 0 else smax(ZERO, T.sub(n, c64(dropped))))
    if step > 0:
        lo, hi = ZERO, n
    else:
        lo, hi = c64(-1), T.sub(n, ONE)

    def clamp(v: Term | None, default: Term) -> Term:
        if v is None:
            return default
        return T.ite(T.slt(v, ZERO), smax(T.add(v, n), lo), smin(v, hi))
    start = clamp(s.start, lo if step > 0 else hi)
    stop = clamp(s.stop, hi if step > 0 else lo)
    span = T.sub(stop, start) if step > 0 else T.sub(start, stop)
    k = abs(step)
    length = T.ite(T.slt(ZERO, span), T.udiv(T.add(span, c64(k - 1)), c64(k)), ZERO)
    return Axis(d, start, step, length)


def _rows_of(n: Term, k: int) -> Term | None:
    """r where the axis length is written k * r with r a (sign-extended) 32-bit size, so that the product
    cannot wrap (1 < k < 2**31), else None."""
    if 1 < k < 1 << 31 and n.op == "mul" and len(n.args) == 2 and n.args[0].is_const() and n.args[0].value == k \
            and n.args[1].op == "sext" and n.args[1].args[0].width <= 32:
        return n.args[1]
    return None


def _trim(s: slice) -> tuple[int, int] | None:
    """(a, b) for a slice a:-b (or a:, :-b) with constants a >= 0 and b >= 0, else None."""
    def value(v: Term | None) -> int | None:
        if v is None:
            return 0
        return T.to_signed(v.value, v.width) if v.is_const() else None
    a, b = value(s.start), value(s.stop)
    if a is None or b is None or a < 0 or (s.stop is not None and b >= 0):
        return None
    return a, -b if s.stop is not None else 0


# ----------------------------------------------------------------------------- reshape / transpose
def reshape_map(old: Shape, new: Shape) -> IndexMap:
    """C-order reshape: through the linear index (numpy copies when it cannot view; the values are the same)."""
    if len(old) == len(new) and all(a is b for a, b in zip(old, new)):
        return lambda idx: idx
    return lambda idx: unravel(linear(idx, new), old)


def transpose_map(perm: Sequence[int]) -> IndexMap:
    """Result dimension j is source dimension perm[j]."""
    inverse = [0] * len(perm)
    for j, p in enumerate(perm):
        inverse[p] = j
    return lambda idx: tuple(idx[inverse[d]] for d in range(len(perm)))
