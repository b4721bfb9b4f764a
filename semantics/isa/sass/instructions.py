"""Shared vocabulary of the SASS instruction definitions.

The definitions themselves live in one module per instruction family
(`int_alu`, `float_alu`, `convert`, `memory`, `moves`, `control`); `table.SASS`
is the table that collects them.  This module holds what every family needs:
operand decoding with the source modifiers applied (`int_src`, `float_src`),
modifier parsing that refuses what it does not understand, and the
floating-point conventions of the hardware (canonical NaN, flush-to-zero);
the ISA-neutral ones are shared with PTX in semantics/isa/common.py.

Conventions every definition follows:
  * registers are 32 bits; a 64-bit value lives in a register pair, low word in
    the named register (`m.read(op, 64)`, `m.write(reg, value64)`);
  * integer source modifiers: `-R` two's complement negation, `~R` bitwise not;
    floating source modifiers: `-R` negation, `|R|` absolute value (abs first);
  * FP32 results leave as bits with NVIDIA's canonical NaN 0x7fffffff, FP16 and
    BF16 results with 0x7fff (one NaN pattern per format, `CANONICAL_NAN`);
  * the guard predicate (`@P0`) is applied by the executor, never here;
  * anything outside what a definition fully understands raises Unsupported,
    naming it: a wrong definition is a false proof, an Unsupported is "unknown".
"""
from __future__ import annotations

import math

import numpy as np

from equiv import ieee
from equiv import terms as T
from equiv.terms import BF16, F16, F32, F64, FPFormat, Term
from semantics.errors import Unsupported
from semantics.isa import common
from semantics.isa.common import (
    CANONICAL_NAN, bit_reverse, combine, flush, fzero, highest_set_bit, lut3, lut3_bool, popcount, saturate,
    to_bits, umin,
)
from semantics.isa.sass.parser import Const, FImm, Imm, Instruction, Mem, Other, Pred, Reg, Special

# SASS rounding modifiers -> SMT-LIB rounding modes (RN is the default everywhere).
ROUND_MODS = {"RN": "RNE", "RZ": "RTZ", "RM": "RTN", "RP": "RTP"}
# F2I / FRND integer-rounding spellings.
INT_ROUND_MODS = {"TRUNC": "RTZ", "FLOOR": "RTN", "CEIL": "RTP"}


# ----------------------------------------------------------------------------- errors
def where(m, ins: Instruction) -> str:
    """`file:line: /*addr*/ text` from the machine when it can say so, else the instruction."""
    w = getattr(m, "where", None)
    if callable(w):
        try:
            return w()
        except Exception:  # pragma: no cover - a machine without position information
            pass
    return f"line {ins.line}: /*{ins.addr:04x}*/ {ins.text}"


def unsupported(m, ins: Instruction, what: str) -> Unsupported:
    """An Unsupported naming the instruction, for `raise unsupported(...)`."""
    name = ".".join((ins.opcode,) + tuple(ins.mods))
    return Unsupported(f"sass {name}: {what}", where(m, ins))


# ----------------------------------------------------------------------------- modifiers
class Mods(common.Mods):
    """`common.Mods` over one SASS instruction: refusals name it (see `unsupported`)."""

    def __init__(self, m, ins: Instruction):
        super().__init__(ins.mods, lambda what: unsupported(m, ins, what))


def operands(m, ins: Instruction, *counts: int) -> tuple:
    ops = ins.operands
    if counts and len(ops) not in counts:
        raise unsupported(m, ins, f"{len(ops)} operands")
    return ops


# ----------------------------------------------------------------------------- operand kinds
def is_zero_reg(op) -> bool:
    return isinstance(op, Reg) and op.index is None


def is_true_pred(op) -> bool:
    return isinstance(op, Pred) and op.index is None and not op.neg


def is_false_pred(op) -> bool:
    return isinstance(op, Pred) and op.index is None and op.neg


def is_plain_zero(op) -> bool:
    """RZ/URZ without modifiers, or the immediate 0: a source that adds nothing."""
    if isinstance(op, Reg):
        return op.index is None and not (op.neg or op.bitnot or op.abs)
    return isinstance(op, Imm) and op.value == 0


def dest_reg(m, ins: Instruction, op, *, uniform: bool | None = None, wide_ok: bool = False) -> Reg:
    """A destination register operand, checked: no modifiers, no lane selects."""
    if not isinstance(op, Reg) or op.neg or op.abs or op.bitnot or op.suffixes:
        raise unsupported(m, ins, f"destination {op!r}")
    if op.wide and not wide_ok:
        raise unsupported(m, ins, f"destination {op!r}")
    if uniform is not None and op.uniform != uniform:
        raise unsupported(m, ins, f"destination {op!r} in the wrong register file")
    return op


def dest_pred(m, ins: Instruction, op) -> Pred:
    if not isinstance(op, Pred) or op.neg:
        raise unsupported(m, ins, f"predicate destination {op!r}")
    return op


def pred_src(m, ins: Instruction, op) -> Term:
    if not isinstance(op, Pred):
        raise unsupported(m, ins, f"predicate operand {op!r}")
    return m.read_pred(op)


def _plain_reg(m, ins: Instruction, op: Reg) -> None:
    if op.suffixes:
        raise unsupported(m, ins, f"operand suffix .{'.'.join(op.suffixes)}")


def int_src(m, ins: Instruction, op, width: int = 32) -> Term:
    """An integer source with `-` (two's complement) and `~` (not) applied.

    `|R|` on an integer source, float immediates and predicates are refused."""
    if isinstance(op, Reg):
        _plain_reg(m, ins, op)
        if op.wide and width != 64:
            raise unsupported(m, ins, f"64-bit operand {op!r} in a 32-bit slot")
    elif isinstance(op, Imm):
        if width != 32:
            raise unsupported(m, ins, f"immediate {op.value:#x} in a {width}-bit slot")
    elif not isinstance(op, Const):
        raise unsupported(m, ins, f"integer operand {op!r}")
    if getattr(op, "abs", False):
        raise unsupported(m, ins, f"|.| on integer operand {op!r}")
    v = m.read(op, width)
    if getattr(op, "bitnot", False):
        if getattr(op, "neg", False):
            raise unsupported(m, ins, f"both - and ~ on {op!r}")
        v = T.bnot(v)
    if getattr(op, "neg", False):
        v = T.neg(v)
    return v


def int_src_parts(m, ins: Instruction, op) -> tuple[Term, str]:
    """The raw 32-bit value and how it enters an adder: 'plain', 'not' or 'neg'.

    Carry computations need to know: a negated source is added as ~x + 1, so
    it contributes 2**32 - x (which is 2**32, a carry, for x = 0)."""
    kind = "plain"
    if getattr(op, "abs", False):
        raise unsupported(m, ins, f"|.| on integer operand {op!r}")
    if getattr(op, "neg", False) and getattr(op, "bitnot", False):
        raise unsupported(m, ins, f"both - and ~ on {op!r}")
    if getattr(op, "neg", False):
        kind = "neg"
    elif getattr(op, "bitnot", False):
        kind = "not"
    raw = int_src(m, ins, _strip(op))
    return raw, kind


def _strip(op):
    if isinstance(op, Reg):
        return Reg(op.uniform, op.index, op.wide, suffixes=op.suffixes)
    if isinstance(op, Const):
        return Const(op.bank, op.offset, op.reg, suffixes=op.suffixes)
    return op


# ----------------------------------------------------------------------------- floating point
def float_imm_bits(m, ins: Instruction, op: FImm, fmt: FPFormat, *, nan_ok: bool = True) -> int:
    """Bits of a printed floating immediate, which must be exactly representable in fmt.

    A NaN immediate becomes the format's canonical NaN; where the bits matter
    (moves, selects) pass nan_ok=False: the printed text does not say which NaN."""
    v = op.value
    if math.isnan(v):
        if not nan_ok:
            raise unsupported(m, ins, f"NaN immediate {op.text} whose bits matter")
        return CANONICAL_NAN.get(fmt.name, ieee.default_nan_bits(fmt))
    bits = ieee.bits_of_float(fmt, v)
    back = float(ieee.from_bits(fmt, np.array([bits], dtype=np.uint64))[0])
    if not (back == v and math.copysign(1.0, back) == math.copysign(1.0, v)):
        raise unsupported(m, ins, f"immediate {op.text} is not exactly a {fmt.name}")
    return bits


def float_bits_src(m, ins: Instruction, op, fmt: FPFormat = F32) -> tuple[Term, bool, bool]:
    """(raw bits, neg, abs) of a floating source of format fmt (f32 or f64)."""
    w = fmt.width
    if isinstance(op, FImm):
        return T.bv(float_imm_bits(m, ins, op, fmt), w), False, False
    if isinstance(op, Reg):
        _plain_reg(m, ins, op)
        if op.bitnot:
            raise unsupported(m, ins, f"~ on floating operand {op!r}")
        if op.wide and w != 64:
            raise unsupported(m, ins, f"64-bit operand {op!r} in a {w}-bit slot")
        return m.read(op, w), op.neg, op.abs
    if isinstance(op, Const):
        if op.bitnot:
            raise unsupported(m, ins, f"~ on floating operand {op!r}")
        return m.read(op, w), op.neg, op.abs
    if isinstance(op, Imm):
        if w != 32:
            raise unsupported(m, ins, f"integer immediate in a {fmt.name} slot")
        return m.read(op, 32), False, False
    raise unsupported(m, ins, f"floating operand {op!r}")


def apply_fmods(x: Term, neg: bool, absolute: bool) -> Term:
    if absolute:
        x = T.fabs(x)
    if neg:
        x = T.fneg(x)
    return x


def float_src(m, ins: Instruction, op, fmt: FPFormat = F32, *, ftz: bool = False) -> Term:
    """A floating source as an FP term, |.| then - applied, optionally flushed (FTZ).

    Flushing happens on the register value, before the modifiers: it only maps
    subnormals to zero with their sign, so the order does not change the value."""
    bits, neg, absolute = float_bits_src(m, ins, op, fmt)
    x = T.fp_from_bits(fmt, bits)
    if ftz:
        x = flush(x)
    return apply_fmods(x, neg, absolute)


def imm_value(m, ins: Instruction, op, lo: int = 0, hi: int = (1 << 32) - 1) -> int:
    """A literal integer operand (Imm) within [lo, hi]."""
    if not isinstance(op, Imm) or not lo <= op.value <= hi:
        raise unsupported(m, ins, f"operand {op!r} where a literal in [{lo:#x}, {hi:#x}] is expected")
    return op.value


__all__ = [
    "BF16", "CANONICAL_NAN", "F16", "F32", "F64", "INT_ROUND_MODS", "Mods", "ROUND_MODS",
    "Const", "FImm", "Imm", "Mem", "Other", "Pred", "Reg", "Special",
    "apply_fmods", "bit_reverse", "combine", "dest_pred", "dest_reg", "flush", "float_bits_src",
    "float_imm_bits", "float_src", "fzero", "highest_set_bit", "imm_value", "int_src", "int_src_parts",
    "is_false_pred", "is_plain_zero", "is_true_pred", "is_zero_reg", "lut3", "lut3_bool", "operands",
    "popcount", "pred_src", "saturate", "to_bits", "umin", "unsupported", "where",
]
