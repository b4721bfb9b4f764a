"""numpy's creation functions at a symbolic size: `np.zeros(n)`, `np.ones((m, n))`, `np.full(n, v)`,
`np.arange(n)`; and `np.array([s, t])` of symbolic values (`np.array([x.sum()], dtype=np.float32)`).

They take no array argument, so numpy never dispatches them to SymArray: given a Scalar size they ask for a
Python int and the trace stops.  While a trace runs (`patched`), numpy's functions are wrapped: a call with
a symbolic size is built here, any other call goes to numpy's own function unchanged (a reference that imported
the name itself, `from numpy import zeros`, keeps numpy's and is refused as before).
"""
from __future__ import annotations

import threading
from contextlib import contextmanager
from typing import Iterator

import numpy as np

from equiv import terms as T
from semantics.tensor import indexing as ix
from semantics.tensor.context import unsupported
from semantics.tensor.convert import convert
from semantics.tensor.dtypes import from_numpy

_lock = threading.Lock()
_depth = 0
_ORIGINAL = {name: getattr(np, name) for name in ("zeros", "ones", "full", "arange", "array")}
_I64 = from_numpy(np.dtype(np.int64))


def _symbolic(*xs) -> bool:
    from semantics.tensor.symarray import SymArray
    flat = [y for x in xs for y in (x if isinstance(x, (tuple, list)) else (x,))]
    return any(isinstance(y, SymArray) for y in flat)


def full(shape, fill_value, dtype=None, order="C", **kw):
    """np.full at a symbolic shape: numpy's dtype is the fill value's (np.array(fill_value).dtype)."""
    from semantics.tensor.symarray import dims_of, dtype_arg, filled
    if not _symbolic(shape):
        return _ORIGINAL["full"](shape, fill_value, dtype, order, **kw)
    if kw:
        raise unsupported(f"np.full with {', '.join(sorted(kw))}=")
    return filled(dims_of(shape, "an array's shape"), fill_value, None if dtype is None else dtype_arg(dtype))


def zeros(shape, dtype=float, order="C", **kw):
    if not _symbolic(shape):
        return _ORIGINAL["zeros"](shape, dtype, order, **kw)
    return full(shape, 0, dtype, order, **kw)


def ones(shape, dtype=None, order="C", **kw):
    if not _symbolic(shape):
        return _ORIGINAL["ones"](shape, dtype, order, **kw)
    return full(shape, 1, float if dtype is None else dtype, order, **kw)


def arange(*args, dtype=None, **kw):
    """np.arange(stop) or np.arange(start, stop) with a symbolic bound and step 1: element k is start + k.  A
    float result only from 0 (numpy fills floats as start + k*delta in the float type: one rounding of k)."""
    from semantics.tensor.symarray import SymArray, dtype_arg, operand
    if not _symbolic(*args):
        return _ORIGINAL["arange"](*args, dtype=dtype, **kw)
    if kw or len(args) > 3 or len(args) == 3 and not (isinstance(args[2], int) and args[2] == 1):
        raise unsupported("np.arange with a step other than 1, or keywords, at a symbolic size")
    start, stop = (0, args[0]) if len(args) == 1 else args[:2]
    ops = [operand(x) for x in (start, stop)]
    if any(isinstance(o, SymArray) and (o.ndim or not o.dt.is_int) or
           not isinstance(o, SymArray) and not isinstance(o, int) for o in ops):
        raise unsupported("np.arange with bounds other than integers and integer Scalar parameters")
    stand = [_stand_in(o) for o in ops]
    out = from_numpy(_ORIGINAL["arange"](*stand).dtype) if dtype is None else dtype_arg(dtype)
    if out is None or not (out.is_int or out.is_float):
        raise unsupported(f"np.arange with dtype {dtype!r} at a symbolic size")
    lo, hi = (_as_i64(o) for o in ops)
    if out.is_float and not (lo.is_const() and lo.value == 0):
        raise unsupported("np.arange of floats from a start other than 0 at a symbolic size")
    length = T.ite(T.slt(lo, hi), T.sub(hi, lo), ix.ZERO)
    return SymArray(out, (length,), lambda idx: convert(T.add(lo, idx[0]), _I64, out))


def array(obj, dtype=None, *args, **kw):
    """np.array of a list of symbolic values or arrays: numpy's dtype discovery on stand-ins of their dtypes
    (a Python float among them is float64, as numpy's), each cast to it (unsafe, as numpy's), stacked."""
    from semantics.tensor.symarray import FUNCTIONS, SymArray, dtype_arg, operand
    if not (isinstance(obj, (list, tuple)) and _symbolic(obj)):
        return _ORIGINAL["array"](obj, dtype, *args, **kw)
    if args or any(k not in ("copy", "order") for k in kw):
        raise unsupported("np.array of symbolic values with ndmin=, subok= or like=")
    items = [operand(x) for x in obj]
    if any(isinstance(x, (list, tuple)) for x in items):
        raise unsupported("np.array of nested lists of symbolic values (stack the rows)")
    stand = [_stand_in(x) for x in items]
    dt = dtype_arg(dtype) if dtype is not None else from_numpy(_ORIGINAL["array"](stand).dtype)
    if dt is None:
        raise unsupported("np.array of symbolic values of that dtype")
    parts = [x.astype(dt) if isinstance(x, SymArray) else
             SymArray.constant(_ORIGINAL["array"](x, dt.carrier)[()]) for x in items]
    return FUNCTIONS["stack"](parts)


def _stand_in(x):
    """A value of a symbolic scalar's dtype (a one), or x itself: what numpy's dtype discovery is given."""
    from semantics.tensor.symarray import SymArray
    return np.ones((), x.dt.carrier)[()] if isinstance(x, SymArray) else x


def _as_i64(o):
    from semantics.tensor.symarray import SymArray
    if isinstance(o, SymArray):
        return convert(o.at(()), o.dt, _I64)
    return ix.c64(o) if o >= 0 else T.bv(o & T.mask(64), 64)


_WRAPPERS = {"zeros": zeros, "ones": ones, "full": full, "arange": arange, "array": array}


@contextmanager
def patched() -> Iterator[None]:
    """numpy's creation functions read symbolic sizes while a trace runs (nested and concurrent traces
    share one patch; every other call goes to numpy's own function)."""
    global _depth
    with _lock:
        if _depth == 0:
            for name, fn in _WRAPPERS.items():
                setattr(np, name, fn)
        _depth += 1
    try:
        yield
    finally:
        with _lock:
            _depth -= 1
            if _depth == 0:
                for name, fn in _ORIGINAL.items():
                    setattr(np, name, fn)

