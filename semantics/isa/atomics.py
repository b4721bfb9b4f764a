"""What an atomic read-modify-write leaves in memory: one definition for every ISA and machine.

Instruction definitions name the operation (`Machine.atomic(space, op, ...)`); the machine that
performs the access calls `update` to compute the new memory contents, so the meaning of each
operation is stated once, here, after the PTX ISA's `atom` / `red` description.
"""
from __future__ import annotations

from equiv import terms as T
from equiv.terms import F32, Term
from semantics.isa.common import flush, to_bits

OPS = ("add", "fadd", "min.s32", "max.s32", "min.u32", "max.u32", "and", "or", "xor", "exch", "cas",
       "inc", "dec")


def _fadd(old: Term, value: Term) -> Term:
    """PTX atom.add.f32: round to nearest even; subnormal inputs and result flushed to sign-preserving zero."""
    a = flush(T.fp_from_bits(F32, old))
    b = flush(T.fp_from_bits(F32, value))
    return to_bits(flush(T.fadd("RNE", a, b)))


def update(op: str, old: Term, value: Term, compare: Term | None = None) -> Term:
    """The new memory value of atomic `op` given the old one (all as wide as value)."""
    if (op == "cas") != (compare is not None):
        raise ValueError(f"atomic {op}: compare is given exactly for cas")
    if op == "fadd":
        if value.width != 32:
            raise ValueError("atomic fadd is f32 only")
        return _fadd(old, value)
    if op in ("inc", "dec") and value.width != 32:
        raise ValueError(f"atomic {op} is u32 only")
    one = T.bv(1, value.width)
    table = {
        "add": lambda: T.add(old, value),
        "min.s32": lambda: T.ite(T.slt(value, old), value, old),
        "max.s32": lambda: T.ite(T.sgt(value, old), value, old),
        "min.u32": lambda: T.ite(T.ult(value, old), value, old),
        "max.u32": lambda: T.ite(T.ugt(value, old), value, old),
        "and": lambda: T.band(old, value),
        "or": lambda: T.bor(old, value),
        "xor": lambda: T.bxor(old, value),
        "exch": lambda: value,
        "cas": lambda: T.ite(T.eq(old, compare), value, old),
        # PTX: inc: (old >= b) ? 0 : old + 1;  dec: (old == 0 || old > b) ? b : old - 1
        "inc": lambda: T.ite(T.uge(old, value), T.bv(0, 32), T.add(old, one)),
        "dec": lambda: T.ite(T.or_(T.eq(old, T.bv(0, 32)), T.ugt(old, value)), value, T.sub(old, one)),
    }
    if op not in table:
        raise ValueError(f"unknown atomic operation {op!r}")
    return table[op]()
