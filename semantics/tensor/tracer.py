"""Symbolic execution of a reference: what `spec.run` would store at each output element, as terms.

The user's function runs once on SymArrays built from the symbolic inputs
(see semantics.tensor.inputs); each output becomes a function from a linear
element index (BV64) to the element's raw bits.  numpy's run-time shape checks
on symbolic sizes are collected into `guard`: where it fails, `spec.run`
raises, so a caller must show the domain implies it.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from equiv import terms as T
from equiv.terms import Term
from semantics.errors import InputError, Unsupported
from semantics.tensor import indexing as ix
from semantics.tensor import creation
from semantics.tensor.context import guard_of, traceback_line, tracing
from semantics.tensor.convert import check_cast, convert, from_bits, to_bits
from semantics.tensor.dtypes import DType
from semantics.tensor.inputs import SymbolicInputs, shape_terms
from semantics.tensor.spec import KernelSpec
from semantics.tensor.symarray import SymArray, operand

__all__ = ["TracedOutput", "trace", "shape_terms", "SymbolicInputs"]


@dataclass(frozen=True)
class TracedOutput:
    name: str
    dtype: DType
    shape: tuple[Term, ...]  # the buffer's declared shape
    element: Callable[[Term], Term]  # linear index (BV64) -> raw bits (BV of the dtype's width)
    guard: Term  # numpy's run-time checks pass (Bool); outside it the reference raises
    unordered: tuple[str, ...] = ()  # the trace's floating reductions (meaningful under contract real only)
    approximate: tuple[str, ...] = ()  # the trace's libm functions (meaningful under contract real only)


def trace(spec: KernelSpec, sym: SymbolicInputs | None = None) -> dict[str, TracedOutput]:
    """Every Out/InOut buffer's new contents, keyed by name (an InOut not returned: its old contents)."""
    sym = sym or SymbolicInputs.of(spec)
    shapes = shape_terms(spec, sym.scalars)
    args = {}
    for p in spec.params:
        if p.kind == "scalar":
            v = from_bits(p.dtype, sym.scalars[p.name])
            args[p.name] = SymArray(p.dtype, (), lambda idx, v=v: v, scalar=True)
        else:
            args[p.name] = _buffer(p.dtype, shapes[p.name], sym.buffers[p.name])
    with tracing(spec.filename) as ctx, creation.patched():
        try:
            result = spec.fn(**args)
        except (Unsupported, InputError):
            raise
        except Exception as e:
            line = traceback_line(e.__traceback__, spec.filename) or spec.line
            raise InputError(f"the reference raised {type(e).__name__}: {e}", spec.filename, line) from e
        returned = spec.returned(result, args)
        elements = {}
        for p in spec.outputs:
            if p.name in returned:
                elements[p.name] = _stored(spec, p.name, p.dtype, shapes[p.name], returned[p.name])
            else:
                mem = sym.buffers[p.name]
                elements[p.name] = lambda k, mem=mem: T.select(mem, k)
        guard = guard_of(ctx)
    unordered, approximate = tuple(ctx.unordered), tuple(ctx.approximate)
    return {p.name: TracedOutput(p.name, p.dtype, shapes[p.name], elements[p.name], guard, unordered, approximate)
            for p in spec.outputs}


def _buffer(dt: DType, shape: tuple[Term, ...], mem: Term) -> SymArray:
    return SymArray(dt, shape, lambda idx: from_bits(dt, T.select(mem, ix.linear(idx, shape))))


def _stored(spec: KernelSpec, name: str, dt: DType, shape: tuple[Term, ...], value) -> Callable[[Term], Term]:
    """`out[...] = value` for buffer `name`, read back at linear index k."""
    a = operand(value)
    if not isinstance(a, SymArray):
        a = SymArray.constant(a)
    if not a.shape_terms and all(d.is_const() and d.value == 1 for d in shape):
        a = a.reshape(*(1 for _ in shape))  # a scalar result (x.sum()) for a one-element buffer
    if len(a.shape_terms) != len(shape):
        raise spec.error(f"the returned {name} has {len(a.shape_terms)} dimensions, the buffer has {len(shape)}")
    ix.same_shape(a.shape_terms, shape, f"the returned {name} does not have the buffer's shape")
    check_cast(a.dt, dt)
    return lambda k: to_bits(dt, convert(a.at(ix.unravel(k, shape)), a.dt, dt))
