"""Running a reference with real numpy on concrete inputs: the ground truth a counterexample replays on.

Inputs are checked against the signature (dtype, shape from the scalar
values); the function gets copies, so it may modify them freely; results are
cast to each buffer's dtype as `out[...] = result` would, and every Out/InOut
buffer comes back (an InOut not returned, unchanged).
"""
from __future__ import annotations

from typing import Any, Mapping

import numpy as np

from semantics.errors import InputError
from semantics.tensor.context import traceback_line
from semantics.tensor.dtypes import DType, bf16, cast_concrete, is_bf16_carrier
from semantics.tensor.shapes import parse_shape
from semantics.tensor.spec import KernelSpec, Param


def run(spec: KernelSpec, args: Mapping[str, Any]) -> dict[str, np.ndarray]:
    names = [p.name for p in spec.params]
    unknown = sorted(set(args) - set(names))
    missing = [n for n in names if n not in args]
    if unknown or missing:
        raise spec.error(f"{spec.name} takes {', '.join(names)}"
                         + (f"; unknown: {', '.join(unknown)}" if unknown else "")
                         + (f"; missing: {', '.join(missing)}" if missing else ""))
    values: dict[str, Any] = {p.name: _scalar(spec, p, args[p.name]) for p in spec.scalars}
    sizes = {k: int(v) for k, v in values.items() if spec.param(k).dtype.is_int}
    shapes = {p.name: buffer_shape(spec, p, sizes) for p in spec.buffers}
    inputs = {p.name: _buffer(spec, p, args[p.name], shapes[p.name]) for p in spec.buffers}
    call = {p.name: values[p.name] if p.kind == "scalar" else inputs[p.name].copy() for p in spec.params}
    try:
        with np.errstate(all="ignore"):
            result = spec.fn(**call)
    except InputError as e:
        if e.filename:
            raise
        raise InputError(e.message, spec.filename, traceback_line(e.__traceback__, spec.filename)) from None
    except Exception as e:
        line = traceback_line(e.__traceback__, spec.filename) or spec.line
        raise InputError(f"the reference raised {type(e).__name__}: {e}", spec.filename, line) from e
    returned = spec.returned(result, call)
    out = {}
    for p in spec.outputs:
        if p.name not in returned:
            out[p.name] = inputs[p.name]
            continue
        with np.errstate(all="ignore"):
            a = cast_concrete(returned[p.name], p.dtype)
        if a.ndim == 0 and all(d == 1 for d in shapes[p.name]):
            a = a.reshape(shapes[p.name])  # a scalar result (x.sum()) for a one-element buffer
        if a.shape != shapes[p.name]:
            raise spec.error(f"the returned {p.name} has shape {a.shape}, the buffer has {shapes[p.name]}")
        out[p.name] = a
    return out


def buffer_shape(spec: KernelSpec, p: Param, sizes: Mapping[str, int]) -> tuple[int, ...]:
    """The concrete shape of buffer p for the given integer scalar values."""
    dims = []
    for s in p.shape:
        try:
            d = s if isinstance(s, int) else parse_shape(s).value(sizes)
        except ZeroDivisionError:
            raise spec.error(f"shape {s!r} of {p.name} divides by zero for {_show(sizes)}") from None
        if d < 0:
            raise spec.error(f"shape {s!r} of {p.name} is {d} for {_show(sizes)}")
        dims.append(d)
    return tuple(dims)


def _show(sizes: Mapping[str, int]) -> str:
    return ", ".join(f"{k} = {v}" for k, v in sizes.items())


def _scalar(spec: KernelSpec, p: Param, v) -> np.generic:
    """The numpy scalar the function receives; ints must fit, floats round to the dtype."""
    dt: DType = p.dtype
    a = np.asarray(v)
    if a.shape != () or a.dtype.kind not in "biuf" or (dt.is_int and a.dtype.kind == "f"):
        raise spec.error(f"scalar {p.name} ({dt}) cannot take {v!r}")
    with np.errstate(all="ignore"):
        c = cast_concrete(a, dt)
    if dt.is_int and int(c) != int(a):
        raise spec.error(f"scalar {p.name} ({dt}) cannot hold {v!r}")
    return c[()]


def _buffer(spec: KernelSpec, p: Param, v, shape: tuple[int, ...]) -> np.ndarray:
    a = np.asarray(v)
    if a.dtype != p.dtype.carrier:
        want = "float32 (carrying bf16 values)" if p.dtype is bf16 else str(p.dtype.carrier)
        raise spec.error(f"buffer {p.name} must be a {want} array, not {a.dtype}")
    if a.shape != shape:
        raise spec.error(f"buffer {p.name} must have shape {shape}, not {a.shape}")
    if p.dtype is bf16 and not is_bf16_carrier(a):
        raise spec.error(f"buffer {p.name} holds float32 values that are not bf16 values")
    return a
