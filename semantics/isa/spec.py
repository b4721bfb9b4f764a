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
        """Load `bits` (8/16/32/64/128; the definition extends 8/16) from space 'global'|'shared'|'local'.

        A global address is BV64; a shared address is a BV32 byte address in the block's
        shared window, as SASS LDS/STS form it (on sm_90+ nvcc ORs SR_CgaCtaId << 24 into it)."""

    def store(self, space: str, addr: Term, value: Term) -> None:
        """Store a value of 8..128 bits (addresses as for `load`)."""

    # Block-level operations: they read or change other threads' state.  A single-thread
    # machine raises Unsupported for them; the block executor implements them.
    def barrier(self, bar_id: Term, count: Term | None) -> None:
        """Block barrier `bar_id` (BV32): wait until `count` threads (BV32; None: all threads of
        the block) have arrived; their shared and global writes before it are visible after it."""

    def warp_sync(self, mask: Term) -> None:
        """The lanes set in `mask` (BV32) wait for each other here (SASS WARPSYNC with a mask that
        is not the literal full mask).  PTX leaves undefined a thread outside the mask, or a lane
        in the mask that does not arrive: the machine must not prove anything of such a run."""

    def read_lane(self, op, lane: Term, width: int = 32) -> Term:
        """The value register operand `op` had in lane `lane` (BV32, 0..31) of this thread's warp
        just before this instruction.  For a lane that does not execute this instruction (inactive,
        exited, outside the block) the value is undefined: the machine returns an unconstrained one."""

    def lane_active(self, lane: Term) -> Term:
        """Bool: lane `lane` (BV32, 0..31) of this warp executes this same instruction."""

    def read_lane_pred(self, p, lane: Term) -> Term:
        """Predicate operand `p` (with `!` applied; PT is true) in lane `lane` before this instruction."""

    def atomic(self, space: str, op: str, addr: Term, value: Term, compare: Term | None = None) -> Term:
        """Atomically: old = mem[addr]; mem[addr] = semantics.isa.atomic_ops.atomic_update(space, op, old, value, compare);
        returns old (as wide as value).  space 'global' (addr BV64) or 'shared' (addr BV32);
        op is one of semantics.isa.atomic_ops.OPS."""

    def approx(self, fn: str, *xs: Term) -> Term:
        """The approximate function fn ('rcp', 'rsq', 'ex2', 'lg2', 'sin', 'cos', 'sin_rev', 'cos_rev' (in
        revolutions), 'sqrt', 'tanh', or 'div' of two: equiv.terms.APPROX_ARITY) of FP terms, as an FP
        term (SASS MUFU, PTX .approx).  The manuals give only error bounds,
        not bits: the machine decides how to read it (under `exact` there is no value)."""

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
        self.gaps: dict[str, str] = {}  # opcodes deliberately left out, with what the user can do instead

    def explain(self, opcode: str, why: str) -> None:
        """Say why an opcode has no definition: its Unsupported message carries the reason."""
        self.gaps[opcode] = why

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
            why = self.gaps.get(opcode)
            raise Unsupported(f"{self.name} opcode {opcode}" + (f" ({why})" if why else ""), where)
        for m in mods:
            if m not in d.mods:
                raise Unsupported(f"{self.name} modifier {opcode}.{m}", where)
        return d

    def forms(self) -> list[tuple[str, tuple[str, ...]]]:
        """Every (opcode, accepted modifiers) pair: what GPU validation must cover."""
        return [(d.opcode, tuple(sorted(d.mods))) for d in self.defs.values()]
