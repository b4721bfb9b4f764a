"""Subroutines inside a SASS function: the code a CALL runs.

ptxas places the slow paths of IEEE division, reciprocal and square root after the kernel's
EXIT and reaches them with `CALL.REL.NOINC`; they end in `RET.REL.NODEC Rk`.  A body that only
computes on registers and kernel parameters (no memory, special registers, register-indexed
constants or register pairs) and branches only inside itself can be run like straight-line code
up to its RET.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from semantics.isa.sass.parser import Const, Instruction, Mem, Reg, Special, Target

_NOT_PURE = frozenset({"CALL", "BAR", "S2R", "S2UR", "CS2R", "SHFL", "VOTE", "WARPSYNC", "EXIT", "BPT"})


@dataclass(frozen=True)
class Body:
    """The instructions a CALL runs, with its RET as a NOP at the end (where the body's branches may go)."""

    entry: int
    instructions: tuple[Instruction, ...]
    ret: Instruction

    @property
    def return_register(self) -> Reg:
        return self.ret.operands[0]


def body_at(instructions: tuple[Instruction, ...], entry: int) -> Body | None:
    """The subroutine entered at `entry`, up to its first RET, if it is pure register code whose branches stay
    inside it; None otherwise."""
    start = next((i for i, ins in enumerate(instructions) if ins.addr == entry), None)
    if start is None:
        return None
    end = next((i for i in range(start, len(instructions)) if instructions[i].opcode == "RET"), None)
    if end is None:
        return None
    ret = instructions[end]
    if len(ret.operands) != 2 or not isinstance(ret.operands[0], Reg) or ret.operands[0].index is None:
        return None
    code = instructions[start:end]
    for ins in code:
        if ins.opcode in _NOT_PURE:
            return None
        for op in ins.operands:
            if isinstance(op, (Mem, Special)) or (isinstance(op, Reg) and op.wide):
                return None
            if isinstance(op, Const) and (op.bank != 0 or op.reg is not None):
                return None
            if isinstance(op, Target) and not entry <= op.addr <= ret.addr:
                return None
    end_nop = replace(ret, pred=None, opcode="NOP", mods=(), operands=(), text="NOP")
    return Body(entry, code + (end_nop,), ret)
