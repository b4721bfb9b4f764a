"""The instruction-definition DSL: each instruction's meaning is one Python function over term values.

A definition reads operands from a `Machine` and writes results back.  The
executor (semantics/simt.py) supplies the machine and guards every write with
the instruction's predicate and path condition, so a definition never sees
predication.  Because the term constructors fold constants, the same function
is the concrete emulator (constants in) and the symbolic semantics (variables in).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterable, Protocol

from equiv.terms import Term
from semantics.errors import Unsupported


class Machine(Protocol):
    """What an instruction may do to the state of one (symbolic) thread."""

    arch: str

    def read(self, op, width: int = 32) -> Term:
        """Raw bits of a register / immediate / constant-bank / special-register operand.

        width 64 reads a register pair (R2.64 or R2 with an instruction-defined 64-bit use).
        Source modifiers (-, |..|, ~) are NOT applied: the instruction knows if they are
        integer or floating modifiers (see `int_operand` / `float_operand`)."""

    def read_pred(self, p) -> Term:
        """Bool value of a predicate operand, with `!` applied; PT is true."""

    def write(self, reg, value: Term) -> None:
        """Write a 32-bit value, or a 64-bit value to the pair reg, reg+1; RZ discards."""

    def write_pred(self, p, value: Term) -> None:
        """Write a predicate register; PT discards."""

    def load(self, space: str, addr: Term, bits: int) -> Term:
        """Load `bits` (32/64/128, or 8/16 zero-extended by the caller) from space 'global'|'shared'|'local'."""

    def store(self, space: str, addr: Term, value: Term) -> None:
        """Store a value of 8..128 bits."""

    def branch(self, target: int, cond: Term) -> None:
        """Jump to `target` where cond holds (cond is already combined with the guard by the executor)."""

    def exit(self) -> None:
        """The thread ends here (under the current guard)."""


Semantics = Callable[[Machine, "object"], None]


@dataclass(frozen=True)
class InstrDef:
    opcode: str
    mods: frozenset[str]
    fn: Semantics
    doc: str


class IsaTable:
    """The table of one ISA family: opcode -> definition, with the modifiers each accepts."""

    def __init__(self, name: str):
        self.name = name
        self.defs: dict[str, InstrDef] = {}

    def define(self, opcode: str, *, mods: Iterable[str] = (), doc: str = "") -> Callable[[Semantics], Semantics]:
        def deco(fn: Semantics) -> Semantics:
            if opcode in self.defs:
                raise ValueError(f"{self.name}: {opcode} defined twice")
            self.defs[opcode] = InstrDef(opcode, frozenset(mods), fn, doc or (fn.__doc__ or "").strip())
            return fn
        return deco

    def lookup(self, opcode: str, mods: Iterable[str], where: str) -> InstrDef:
        d = self.defs.get(opcode)
        if d is None:
            raise Unsupported(f"{self.name} opcode {opcode}", where)
        for m in mods:
            if m not in d.mods:
                raise Unsupported(f"{self.name} modifier {opcode}.{m}", where)
        return d

    def forms(self) -> list[tuple[str, tuple[str, ...]]]:
        """Every (opcode, accepted modifiers) pair: what GPU validation must cover."""
        return [(d.opcode, tuple(sorted(d.mods))) for d in self.defs.values()]
