"""numpy's axis bookkeeping (np.expand_dims, np.squeeze, np.swapaxes, np.moveaxis) and the triangle masks
(np.triu, np.tril), each as numpy defines it in terms of views the tracer already models: an index with
`None` or 0, a transpose, an element chosen by its row and column.

The functions take SymArrays and use only their public operations, so `symarray.py` can list them among
the numpy functions without an import cycle.
"""
from __future__ import annotations

from typing import Sequence

from equiv import terms as T
from semantics.tensor import indexing as ix
from semantics.tensor.context import input_error, unsupported
from semantics.tensor.joins import axis_of
from semantics.tensor.convert import zero


def _axes(axis, ndim: int, what: str) -> list[int]:
    """An int or a sequence of ints, each normalized against ndim and checked as numpy's normalize_axis_tuple."""
    out = [axis_of(a, ndim, what) for a in (axis if isinstance(axis, (tuple, list)) else [axis])]
    if len(set(out)) != len(out):
        raise input_error(f"{what}: repeated axis")
    return out


def expand_dims(a, axis):
    """A length-1 axis at each position of `axis` (positions in the result)."""
    new = _axes(axis, a.ndim + (len(axis) if isinstance(axis, (tuple, list)) else 1), "np.expand_dims")
    return a[tuple(None if k in new else slice(None) for k in range(a.ndim + len(new)))]


def squeeze(a, axis=None):
    """Drop length-1 axes: the given ones (each must be 1), or every one; a symbolic length that may be 1
    makes numpy's shape depend on the data, so axis=None refuses it."""
    dims = a.shape_terms
    if axis is None:
        if any(not d.is_const() for d in dims):
            raise unsupported("np.squeeze without axis= of an array with a symbolic length (name the axes)")
        drop = [k for k, d in enumerate(dims) if d.value == 1]
    else:
        drop = _axes(axis, a.ndim, "np.squeeze")
        for k in drop:
            if not dims[k].is_const():
                raise unsupported(f"np.squeeze of axis {k}, whose length is symbolic")
            if dims[k].value != 1:
                raise input_error("cannot select an axis to squeeze out which has size not equal to one")
    return a[tuple(0 if k in drop else slice(None) for k in range(a.ndim))]


def swapaxes(a, axis1, axis2):
    one, two = _axes(axis1, a.ndim, "np.swapaxes") + _axes(axis2, a.ndim, "np.swapaxes")
    perm = list(range(a.ndim))
    perm[one], perm[two] = two, one
    return a.transpose(perm)


def moveaxis(a, source, destination):
    """numpy's order: the axes not moved, in order, with each moved one inserted at its destination."""
    src = _axes(source, a.ndim, "np.moveaxis")
    dst = _axes(destination, a.ndim, "np.moveaxis")
    if len(src) != len(dst):
        raise input_error("`source` and `destination` arguments must have the same number of elements")
    order = [k for k in range(a.ndim) if k not in src]
    for d, s in sorted(zip(dst, src)):
        order.insert(d, s)
    return a.transpose(order)


def triangle(a, k, upper: bool, make):
    """np.triu / np.tril on the last two axes: element (i, j) kept where j - i >= k (upper) or j - i <= k,
    else zero of the dtype.  `make(dt, shape, fn)` builds the SymArray."""
    what = "np.triu" if upper else "np.tril"
    if a.ndim < 2:
        raise unsupported(f"{what} of a {a.ndim}-D array (2-D and more only)")
    if not isinstance(k, int) or isinstance(k, bool):
        raise unsupported(f"{what} with k={k!r} (a constant int only)")
    empty, offset, dt = zero(a.dt), ix.c64(k), a.dt

    def element(idx: Sequence) -> T.Term:
        i, j = idx[-2], idx[-1]
        keep = T.sle(T.add(i, offset), j) if upper else T.sle(j, T.add(i, offset))
        return T.ite(keep, a.at(tuple(idx)), empty)
    return make(dt, a.shape_terms, element)
