"""np.concatenate, np.pad (constant mode) and np.roll: arrays whose elements are other arrays' elements at
moved indices, piecewise where the parts meet (a stencil's halo, a shifted copy).

Each gives the result's shape and its element function; index terms are 64-bit, lengths may be symbolic
(an element past one part's end is the next part's, chosen by an if-then-else on the index), and numpy's
own checks on the other axes become guards (`require`).  Values are converted to the dtype numpy picks.
"""
from __future__ import annotations

from typing import Callable, Sequence

from equiv import terms as T
from equiv.terms import Term
from semantics.tensor import indexing as ix
from semantics.tensor.context import input_error, require, unsupported
from semantics.tensor.convert import check_cast, convert
from semantics.tensor.dtypes import DType
from semantics.tensor.indexing import Index, Shape
from semantics.tensor.reduce import Array

Elements = Callable[[Index], Term]


def axis_of(axis, ndim: int, what: str) -> int:
    """A single axis argument, checked as numpy checks it."""
    if not isinstance(axis, int) or isinstance(axis, bool):
        raise unsupported(f"{what} with axis={axis!r}")
    if not -ndim <= axis < ndim:
        raise input_error(f"{what}: axis {axis} is out of bounds for array of dimension {ndim}")
    return axis % ndim


def concatenate(parts: Sequence[Array], axis: int, dt: DType) -> tuple[Shape, Elements]:
    """The parts one after another along `axis`; every other axis must agree."""
    first = parts[0]
    ndim = len(first.shape_terms)
    if ndim == 0:
        raise input_error("np.concatenate: zero-dimensional arrays cannot be concatenated")
    for p in parts[1:]:
        if len(p.shape_terms) != ndim:
            raise input_error("np.concatenate: all the input arrays must have the same number of dimensions")
        for k in range(ndim):
            if k != axis:
                require(T.eq(p.shape_terms[k], first.shape_terms[k]),
                        f"np.concatenate: the array dimensions except for axis {axis} must match exactly")
    for p in parts:
        check_cast(p.dt, dt)
    starts = [ix.ZERO]
    for p in parts:
        starts.append(T.add(starts[-1], p.shape_terms[axis]))
    shape = first.shape_terms[:axis] + (starts[-1],) + first.shape_terms[axis + 1:]

    def element(idx: Index) -> Term:
        i = idx[axis]
        value = None
        for p, lo, hi in reversed(list(zip(parts, starts, starts[1:]))):  # the last part where no other is
            v = convert(p.at(idx[:axis] + (T.sub(i, lo),) + idx[axis + 1:]), p.dt, dt)
            value = v if value is None else T.ite(T.slt(i, hi), v, value)
        return value
    return shape, element


def pad_widths(pad_width, ndim: int) -> list[tuple[int, int]]:
    """numpy's pad_width forms (n, (n,), (before, after), one pair per axis) as constant pairs."""
    def ints(x) -> tuple[int, ...]:
        flat = x if isinstance(x, (tuple, list)) else (x,)
        if not all(isinstance(v, int) and not isinstance(v, bool) for v in flat):
            raise unsupported(f"np.pad with pad_width={pad_width!r} (constant ints only)")
        if any(v < 0 for v in flat):
            raise input_error("np.pad: index can't contain negative values")
        return tuple(flat)
    if isinstance(pad_width, (tuple, list)) and pad_width and isinstance(pad_width[0], (tuple, list)):
        pairs = [ints(p) for p in pad_width]
        if len(pairs) == 1:
            pairs = pairs * ndim
    else:
        pairs = [ints(pad_width)] * ndim
    if len(pairs) != ndim or any(len(p) not in (1, 2) for p in pairs):
        raise input_error(f"np.pad: unable to broadcast pad_width {pad_width!r} to {ndim} dimensions")
    return [(p[0], p[-1]) for p in pairs]


def pad(a: Array, widths: list[tuple[int, int]], fill: Term) -> tuple[Shape, Elements]:
    """np.pad(a, widths, mode="constant", constant_values=fill): fill outside a's own elements."""
    shape = tuple(T.add(d, ix.c64(b + e)) for d, (b, e) in zip(a.shape_terms, widths))

    def element(idx: Index) -> Term:
        inside = T.and_(*[T.and_(T.sle(ix.c64(b), i), T.slt(i, T.add(d, ix.c64(b))))
                          for i, d, (b, _) in zip(idx, a.shape_terms, widths)])
        src = tuple(T.sub(i, ix.c64(b)) for i, (b, _) in zip(idx, widths))
        return T.ite(inside, a.at(src), fill)
    return shape, element


def roll(a: Array, shift: int, axis: int) -> tuple[Shape, Elements]:
    """np.roll along one axis: element i is a's element (i - shift) mod n (n > 0 wherever there is an i)."""
    n = a.shape_terms[axis]

    def element(idx: Index) -> Term:
        r = T.srem(T.sub(idx[axis], ix.c64(shift)), n)
        j = T.ite(T.slt(r, ix.ZERO), T.add(r, n), r)
        return a.at(idx[:axis] + (j,) + idx[axis + 1:])
    return a.shape_terms, element
