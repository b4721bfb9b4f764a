"""Opcodes whose meaning depends on the instruction type: `add.s32` is integer
arithmetic (int_alu), `add.rn.f32` floating point (float_alu).

`IsaTable` holds one definition per opcode, so each family registers its case
with `typed(opcode, types, mods)`, and `register(PTX)` (at the bottom of
table.py, after every family is imported) defines each opcode once: a
dispatcher that picks the case by the type modifier, accepts the union of the
cases' modifiers, and documents every case.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from semantics.isa.ptx.instructions import unsupported
from semantics.isa.spec import IsaTable, Semantics


@dataclass(frozen=True)
class _Case:
    types: frozenset[str]
    mods: frozenset[str]
    fn: Semantics
    doc: str


_CASES: dict[str, list[_Case]] = {}


def typed(opcode: str, types: Iterable[str], mods: Iterable[str] = ()):
    """Register fn as opcode's meaning for the given type modifiers (mods: the others it reads)."""
    def deco(fn: Semantics) -> Semantics:
        types_ = frozenset(types)
        for case in _CASES.get(opcode, []):
            if case.types & types_:
                raise ValueError(f"ptx {opcode}: types {sorted(case.types & types_)} defined twice")
        _CASES.setdefault(opcode, []).append(_Case(types_, frozenset(mods) | types_, fn, (fn.__doc__ or "").strip()))
        return fn
    return deco


def _dispatcher(cases: list[_Case]) -> Semantics:
    def dispatch(m, ins):
        found = [c for c in cases if c.types & set(ins.mods)]
        if len(found) != 1:
            raise unsupported(m, ins, "instruction type missing or ambiguous")
        found[0].fn(m, ins)
    return dispatch


def register(table: IsaTable) -> None:
    for opcode, cases in _CASES.items():
        mods = frozenset().union(*(c.mods for c in cases))
        table.define(opcode, mods=mods, doc="\n".join(c.doc for c in cases))(_dispatcher(cases))
