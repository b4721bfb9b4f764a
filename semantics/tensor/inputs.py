"""The symbolic inputs of a reference: one variable per parameter, and the buffer shapes they imply.

Names are shared with the candidate side: scalar p is `arg:p` (its raw bits,
BV of the dtype's width) and buffer b is `mem:b` (raw element bits at the
row-major linear element index, BV64 -> BV(width)).  Sizes are 64-bit values
of the shape expressions over the scalar arguments (sign-extended for signed
dtypes), so both sides mean the same buffer extent.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from equiv import terms as T
from equiv.terms import ARRAY, BV, Term
from semantics.tensor.dtypes import DType
from semantics.tensor.shapes import parse_shape
from semantics.tensor.spec import KernelSpec, Param


def scalar_var(p: Param) -> Term:
    return T.var(f"arg:{p.name}", BV(p.dtype.width))


def buffer_var(p: Param) -> Term:
    return T.var(f"mem:{p.name}", ARRAY(64, p.dtype.width))


@dataclass(frozen=True)
class SymbolicInputs:
    scalars: Mapping[str, Term]  # raw bits of each Scalar parameter
    buffers: Mapping[str, Term]  # array of raw element bits of each buffer

    @classmethod
    def of(cls, spec: KernelSpec) -> "SymbolicInputs":
        """The standard variables `arg:p` and `mem:b`."""
        return cls({p.name: scalar_var(p) for p in spec.scalars}, {p.name: buffer_var(p) for p in spec.buffers})


def size_term(dtype: DType, bits: Term) -> Term:
    """An integer scalar's value as a 64-bit size (sign- or zero-extended)."""
    return T.sext(bits, 64) if dtype.signed else T.zext(bits, 64)


def shape_terms(spec: KernelSpec, scalars: Mapping[str, Term] | None = None) -> dict[str, tuple[Term, ...]]:
    """Each buffer's shape as BV64 terms, from the scalars' raw bits (default: the `arg:p` variables)."""
    scalars = scalars if scalars is not None else SymbolicInputs.of(spec).scalars
    env = {p.name: size_term(p.dtype, scalars[p.name]) for p in spec.scalars if p.dtype.is_int}
    return {p.name: tuple(T.bv(s, 64) if isinstance(s, int) else parse_shape(s).term(env) for s in p.shape)
            for p in spec.buffers}
