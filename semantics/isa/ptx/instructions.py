"""Shared vocabulary of the PTX instruction definitions.

The definitions live in one module per family (`int_alu`, `compare`,
`float_alu`, `convert`, `memory`, `moves`, `control`); `table.PTX` collects
them.  This module holds what every family needs: errors that name the
instruction, strict modifier parsing, the PTX types, typed operand access
(`src`, `float_src`, `dest`, ...) and the floating-point result conventions.

PTX is typed: an instruction names its operand type (`add.s32`), and its
register operands must have that width (ld, st and cvt may name wider
registers: PTX ISA 9.4.1 "Operand Size Exceeding Instruction-Type Size").

Floating results (`float_result`):
  * f32, f16 and bf16 results leave with the canonical NaN the hardware writes
    (`common.CANONICAL_NAN`, the table's convention).  f64 results keep "NaN
    payloads" (PTX ISA 9.7.3) that the manual does not pin down, so an f64 NaN
    result is an unspecified NaN (`unspecified_nan`);
  * `.ftz` flushes subnormal results to sign-preserving zero.  Where an exact
    result below the smallest normal can round up to it, whether the hardware
    flushes it (tininess before rounding) is not documented: that result is
    either the smallest normal or the signed zero (`undefined` picks);
  * `.sat` clamps to [0.0, 1.0] with NaN -> +0.0; whether -0.0 stays -0.0 is
    not documented, so a -0.0 result is either zero.

A value the manual leaves unspecified is a variable `undef:<what>@<addr>`
(`undefined`): an input that every obligation quantifies over, so nothing
proved depends on its value.  One name per instruction: all dynamic instances
of the instruction share it (an under-approximation noted where it matters).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Sequence

from equiv import terms as T
from equiv.terms import FORMATS, FPFormat, Sort, Term
from semantics.errors import Unsupported
from semantics.isa import common
from semantics.isa.common import flush
from semantics.isa.ptx.ast import FImm, Imm, Instruction, Not, Reg, Special, Sym

# PTX rounding modifiers -> SMT-LIB rounding modes.
RND = {"rn": "RNE", "rz": "RTZ", "rm": "RTN", "rp": "RTP"}
# Integer rounding (cvt to an integer, or to an integral float).
IRND = {"rni": "RNE", "rzi": "RTZ", "rmi": "RTN", "rpi": "RTP"}


@dataclass(frozen=True)
class Type:
    """A PTX type: kind 's', 'u', 'b' (bits), 'f' or 'pred'; f16x2 and bf16x2 hold two lanes."""

    name: str
    kind: str
    width: int
    lanes: int = 1

    @property
    def signed(self) -> bool:
        return self.kind == "s"

    @property
    def fmt(self) -> FPFormat:
        return FORMATS[self.name.removesuffix("x2")]


TYPES = {
    **{f"{k}{w}": Type(f"{k}{w}", k, w) for k in "sub" for w in (8, 16, 32, 64)},
    "b128": Type("b128", "b", 128),
    **{n: Type(n, "f", FORMATS[n].width) for n in ("f16", "bf16", "f32", "f64")},
    "f16x2": Type("f16x2", "f", 32, 2),
    "bf16x2": Type("bf16x2", "f", 32, 2),
    "pred": Type("pred", "pred", 1),
}
INT_TYPES = tuple(f"{k}{w}" for k in "su" for w in (16, 32, 64))  # the arithmetic integer types
BIT_TYPES = ("b16", "b32", "b64")


# ----------------------------------------------------------------------------- errors and modifiers
def where(m, ins: Instruction) -> str:
    """`file:line: text` from the machine, else the instruction's own line and text."""
    w = getattr(m, "where", None)
    return w() if callable(w) else f"line {ins.line}: {ins.text}"


def unsupported(m, ins: Instruction, what: str) -> Unsupported:
    """An Unsupported naming the instruction, for `raise unsupported(...)`."""
    name = ".".join((ins.opcode,) + tuple(ins.mods))
    return Unsupported(f"ptx {name}: {what}", where(m, ins))


class Mods(common.Mods):
    """`common.Mods` over one PTX instruction (or `mods`, a part of its modifiers)."""

    def __init__(self, m, ins: Instruction, mods: Sequence[str] | None = None):
        super().__init__(ins.mods if mods is None else mods, lambda what: unsupported(m, ins, what))
        self.m = m
        self.ins = ins

    def type(self, allowed: Iterable[str]) -> Type:
        """The one instruction type among `allowed` (required)."""
        name = self.one(allowed)
        if name is None:
            raise unsupported(self.m, self.ins, "instruction type missing")
        return TYPES[name]


def split_types(m, ins: Instruction, allowed: Iterable[str], count: int) -> tuple[list[Type], Mods]:
    """The `count` type modifiers in order (cvt.f32.s32: destination, then source; they may
    repeat, as in cvt.rni.f32.f32) and a Mods over the other modifiers."""
    allowed = set(allowed)
    names = [x for x in ins.mods if x in allowed]
    if len(names) != count:
        raise unsupported(m, ins, f"{count} instruction types expected")
    return [TYPES[n] for n in names], Mods(m, ins, [x for x in ins.mods if x not in allowed])


def operands(m, ins: Instruction, *counts: int) -> tuple:
    ops = ins.operands
    if counts and len(ops) not in counts:
        raise unsupported(m, ins, f"{len(ops)} operands")
    return ops


def undefined(ins: Instruction, what: str, sort: Sort) -> Term:
    """A value the manual leaves unspecified (see the module docstring)."""
    return common.undefined(ins.addr, what, sort)


def is_sink(op) -> bool:
    """The sink `_`, which discards a result where PTX allows it."""
    return isinstance(op, Sym) and op.name == "_"


# ----------------------------------------------------------------------------- operands
def _reg_of_width(m, ins: Instruction, op: Reg, width: int, relaxed: bool) -> None:
    w = m.reg_width(op)
    if w == 1:
        raise unsupported(m, ins, f"predicate {op.name} where a {width}-bit value is expected")
    if w != width and not (relaxed and w > width):
        raise unsupported(m, ins, f"{w}-bit register {op.name} where the type is {width} bits")


def src(m, ins: Instruction, op, width: int, *, relaxed: bool = False) -> Term:
    """The bits of a register / literal / special-register source of an integer or bit type.

    relaxed: a wider register gives its low bits (ld, st and cvt only, PTX ISA 9.4.1)."""
    if isinstance(op, Reg):
        _reg_of_width(m, ins, op, width, relaxed)
    elif isinstance(op, Special):
        if width not in (32, 64):
            raise unsupported(m, ins, f"special register {op.name} as a {width}-bit value")
    elif not isinstance(op, (Imm, FImm)):
        raise unsupported(m, ins, f"operand {op!r}")
    return m.read(op, width)


def float_raw(m, ins: Instruction, op, fmt: FPFormat, *, relaxed: bool = False) -> Term:
    """The bits of a floating source of format fmt.

    A literal is read as the instruction's type (the machine converts `0d`/decimal
    literals); bf16 has no literal spelling, and integer literals are no floats.
    relaxed: a wider register gives its low bits (cvt, except from bf16: PTX ISA 9.7.9.21)."""
    if isinstance(op, Reg):
        _reg_of_width(m, ins, op, fmt.width, relaxed and fmt.name != "bf16")
    elif not (isinstance(op, FImm) and fmt.name != "bf16"):
        raise unsupported(m, ins, f"{fmt.name} operand {op!r}")
    return m.read(op, fmt.width)


def float_src(m, ins: Instruction, op, fmt: FPFormat, *, ftz: bool = False, relaxed: bool = False) -> Term:
    """A floating source as an FP term, flushed (sign-preserving) when ftz."""
    x = T.fp_from_bits(fmt, float_raw(m, ins, op, fmt, relaxed=relaxed))
    return flush(x) if ftz else x


def pred_src(m, ins: Instruction, op) -> Term:
    """A `.pred` source: `%p1` or `!%p1`."""
    reg = op.reg if isinstance(op, Not) else op
    if not (isinstance(reg, Reg) and m.reg_width(reg) == 1):
        raise unsupported(m, ins, f"predicate operand {op!r}")
    return m.read_pred(op)


def dest(m, ins: Instruction, op, value: Term, *, extend: str | None = None) -> None:
    """Write value to a register of exactly its width; extend='s'/'z' lets a wider register
    take it sign- or zero-extended (ld and cvt, PTX ISA 9.4.1 Table 28)."""
    if not isinstance(op, Reg):
        raise unsupported(m, ins, f"destination {op!r}")
    w = m.reg_width(op)
    if w == 1:
        raise unsupported(m, ins, f"predicate {op.name} as a {value.width}-bit destination")
    if w != value.width:
        if extend is None or w < value.width:
            raise unsupported(m, ins, f"{w}-bit register {op.name} where the type is {value.width} bits")
        value = (T.sext if extend == "s" else T.zext)(value, w)
    m.write(op, value)


def pred_dest(m, ins: Instruction, op, value: Term) -> None:
    """Write a `.pred` destination; the sink `_` discards."""
    if is_sink(op):
        return
    if not (isinstance(op, Reg) and m.reg_width(op) == 1):
        raise unsupported(m, ins, f"predicate destination {op!r}")
    m.write_pred(op, value)


# ----------------------------------------------------------------------------- floating results
def unspecified_nan(ins: Instruction, fmt: FPFormat, what: str) -> Term:
    """The bits of some NaN of fmt, which one unspecified."""
    return common.unspecified_nan(ins.addr, fmt, what)


def float_bits(ins: Instruction, x: Term, tag: str = "") -> Term:
    """The bits of a floating result: canonical NaN for f32/f16/bf16, unspecified for f64."""
    return common.result_bits(ins.addr, x, tag)


def float_result(ins: Instruction, x: Term, *, ftz: bool = False, sat: bool = False,
                 may_round_up: bool = False, tag: str = "") -> Term:
    """A floating result as bits, with .ftz and .sat applied (see the module docstring).

    may_round_up: the operation can round an exact value below the smallest normal up
    to it (mul, fma, div, rcp, narrowing cvt; not add/sub, whose tiny sums are exact).
    tag tells apart the unspecified values of one instruction's lanes."""
    if ftz:
        x = common.ftz_result(ins.addr, x, may_round_up, tag)
    if sat:
        x = common.sat_result(ins.addr, x, tag)
    return float_bits(ins, x, tag)
