"""`fma(a, b, c)`: a*b+c with one rounding, on numpy values (concretely) and on SymArrays (as a term)."""
from __future__ import annotations

import numpy as np

from equiv import ieee
from equiv import terms as T
from semantics.errors import InputError
from semantics.tensor import indexing as ix
from semantics.tensor.context import input_error
from semantics.tensor.dtypes import from_numpy
from semantics.tensor.symarray import SymArray, operand, reader, stand_in


def _dtype(xs) -> np.dtype:
    """numpy's promotion of the three operands (Python scalars are weak); it must be floating."""
    dt = np.result_type(*xs)
    if dt.kind != "f" or from_numpy(dt) is None:
        raise InputError(f"fma needs floating-point operands, not {dt}")
    return dt


def _operand(x, dt: np.dtype) -> np.ndarray:
    with np.errstate(all="ignore"):
        return np.asarray(x).astype(dt)


def fma(a, b, c):
    """Fused multiply-add, correctly rounded (RNE) in the operands' promoted floating type."""
    if any(isinstance(x, SymArray) for x in (a, b, c)):
        return _symbolic(a, b, c)
    dt = _dtype((a, b, c))
    xs = [_operand(x, dt) for x in (a, b, c)]
    r = np.asarray(ieee.fma(from_numpy(dt).fmt, *xs, "RNE"), dtype=dt)
    return r[()] if r.ndim == 0 else r


def _symbolic(a, b, c):
    ops = [operand(x) for x in (a, b, c)]
    try:
        dt = _dtype([np.zeros((), stand_in(o)) if isinstance(o, SymArray) else o for o in ops])
    except InputError as e:
        raise input_error(e.message) from None
    rt = from_numpy(dt)
    arrays = [o if isinstance(o, SymArray) else SymArray.constant(_operand(o, dt)) for o in ops]
    shape, maps = ix.broadcast([x.shape_terms for x in arrays])
    readers = [reader(x, m, rt) for x, m in zip(arrays, maps)]
    return SymArray(rt, shape, lambda idx: T.ffma("RNE", *[r(idx) for r in readers]), scalar=not shape)
