"""Conversions: I2F, I2FP (int -> float), F2I (float -> int), F2F (f64 <-> f32),
F2FP (two f32 -> packed f16x2 / bf16x2).

They follow PTX `cvt` (PTX ISA 9.7.9.21), which is what ptxas lowers to them:
float-to-int rounds in the given mode and saturates to the destination range;
a NaN gives 0 for 32-bit destinations (the .NTZ form ptxas always emits for them)
and 1 << 63 for 64-bit destinations ("Otherwise 1 << (BitWidth(dst) - 1)").
Conversions to floating point round in the given mode (RN by default).  NaN
results are written as the canonical NaN of the destination format (an
assumption: the manual leaves conversion NaN payloads open).
"""
from __future__ import annotations

from equiv import ieee
from equiv import terms as T
from equiv.terms import BF16, F16, F32, F64, Term
from semantics.isa.common import float_to_int, result_bits
from semantics.isa.sass.instructions import (
    INT_ROUND_MODS, ROUND_MODS, Const, Imm, Mods, Reg, dest_reg, float_src, operands, to_bits, unsupported,
)
from semantics.isa.sass.table import SASS

_RND = tuple(ROUND_MODS)
_INT_TYPES = ("S32", "U32", "S64", "U64")


def _int_source(m, ins, op, width: int) -> Term:
    if isinstance(op, Reg):
        if op.neg or op.abs or op.bitnot or op.suffixes:
            raise unsupported(m, ins, f"source {op!r}")
    elif getattr(op, "neg", False) or getattr(op, "abs", False) or getattr(op, "bitnot", False):
        raise unsupported(m, ins, f"source {op!r}")
    if not isinstance(op, (Reg, Const, Imm)) or (isinstance(op, Imm) and width != 32):
        raise unsupported(m, ins, f"source {op!r}")
    return m.read(op, width)


def _i2f(m, ins, dst: str, src: str, rm: str) -> None:
    d, a = operands(m, ins, 2)
    d = dest_reg(m, ins, d)
    width = 64 if src.endswith("64") else 32
    v = _int_source(m, ins, a, width)
    fmt = F64 if dst == "F64" else F32
    x = T.fp_from_int(rm, fmt, v, src.startswith("S"))
    if fmt is F64:
        # an integer never converts to NaN, so the NaN pattern is never used
        m.write(d, T.fp_to_bits(x, ieee.default_nan_bits(F64)))
    else:
        m.write(d, to_bits(x))


@SASS.define("I2F", mods=("F32", "F64") + _INT_TYPES + _RND)
def i2f(m, ins):
    """I2F[.F32|.F64][.S32|.U32|.S64|.U64][.RN|.RZ|.RM|.RP] d, a: d = float(a) rounded
    (defaults F32, S32, RN); 64-bit sources and F64 results are register pairs."""
    mo = Mods(m, ins)
    dst = mo.one(("F32", "F64"), "F32")
    src = mo.one(_INT_TYPES, "S32")
    rm = ROUND_MODS[mo.one(_RND, "RN")]
    mo.done()
    _i2f(m, ins, dst, src, rm)


@SASS.define("I2FP", mods=("F32", "S32", "U32") + _RND)
def i2fp(m, ins):
    """I2FP.F32.{S32|U32}[.RZ|.RM|.RP] d, a: d = float(a) rounded (RN default)."""
    mo = Mods(m, ins)
    if not mo.flag("F32"):
        raise unsupported(m, ins, "destination type")
    src = mo.one(("S32", "U32"))
    rm = ROUND_MODS[mo.one(_RND, "RN")]
    mo.done()
    if src is None:
        raise unsupported(m, ins, "source type missing")
    _i2f(m, ins, "F32", src, rm)


@SASS.define("F2I", mods=("F32", "F64", "FTZ", "NTZ") + _INT_TYPES + tuple(INT_ROUND_MODS))
def f2i(m, ins):
    """F2I[.F32|.F64][.FTZ][.S32|.U32|.S64|.U64][.TRUNC|.FLOOR|.CEIL][.NTZ] d, a: PTX
    cvt.{rni,rzi,rmi,rpi}[.ftz].<int>.{f32|f64}: round (nearest even by default), saturate.
    A NaN gives 0 for f32 sources and 32-bit results (.NTZ, required there), otherwise
    1 << (width - 1) (no .NTZ).  .FTZ flushes a subnormal f32 input to zero first."""
    mo = Mods(m, ins)
    src = mo.one(("F32", "F64"), "F32")
    ftz = mo.flag("FTZ")
    dst = mo.one(_INT_TYPES, "S32")
    rm = INT_ROUND_MODS.get(mo.one(tuple(INT_ROUND_MODS)), "RNE")
    ntz = mo.flag("NTZ")
    mo.done()
    width = 64 if dst.endswith("64") else 32
    zero_nan = width == 32 and src == "F32"
    if zero_nan and not ntz:
        raise unsupported(m, ins, "32-bit result of an f32 without .NTZ (NaN result not modeled)")
    if ntz and not zero_nan:
        raise unsupported(m, ins, ".NTZ with a 64-bit result or an f64 source")
    if ftz and src == "F64":
        raise unsupported(m, ins, ".FTZ on an f64 source")
    d, a = operands(m, ins, 2)
    x = float_src(m, ins, a, F64 if src == "F64" else F32, ftz=ftz)
    nan_value = 0 if zero_nan else 1 << (width - 1)
    m.write(dest_reg(m, ins, d), float_to_int(x, rm, width, dst.startswith("S"), nan_value))


@SASS.define("F2F", mods=("F32", "F64") + _RND)
def f2f(m, ins):
    """F2F.F32.F64[.RZ|.RM|.RP] d, a: d = the f64 pair a rounded to f32 (RN default);
    F2F.F64.F32 d, a: the exact widening into a pair, a NaN becoming some f64 NaN
    (`common.result_bits`).  Other type pairs are refused."""
    types = [t for t in ins.mods if t in ("F32", "F64", "F16", "BF16")]
    mo = Mods(m, ins)
    mo.drop(("F32", "F64"))
    rm = ROUND_MODS[mo.one(_RND, "RN")]
    mo.done()
    d, a = operands(m, ins, 2)
    if types == ["F32", "F64"]:
        x = float_src(m, ins, a, F64)
        m.write(dest_reg(m, ins, d), to_bits(T.fp_to_fp(rm, F32, x)))
    elif types == ["F64", "F32"]:
        x = float_src(m, ins, a, F32)
        m.write(dest_reg(m, ins, d), result_bits(ins.addr, T.fp_to_fp(rm, F64, x)))
    else:
        raise unsupported(m, ins, "type pair")


@SASS.define("F2FP", mods=("F16", "BF16", "F32", "PACK_AB", "RZ", "RN"))
def f2fp(m, ins):
    """F2FP{.F16|.BF16}.F32.PACK_AB[.RZ] d, a, b: PTX cvt.{rn,rz}.{f16x2,bf16x2}.f32 d, a, b:
    d[31:16] = convert(a), d[15:0] = convert(b).  sm_8x prints F2FP.PACK_AB (f16) and
    F2FP.BF16.PACK_AB without the source type; those spellings are accepted there only."""
    mo = Mods(m, ins)
    typ = mo.one(("F16", "BF16"))
    src32 = mo.flag("F32")
    if not mo.flag("PACK_AB"):
        raise unsupported(m, ins, "F2FP without .PACK_AB")
    rm = ROUND_MODS[mo.one(("RN", "RZ"), "RN")]
    mo.done()
    if not src32:
        arch = str(getattr(m, "arch", ""))
        if not arch.startswith("sm_8") or typ == "F16":
            raise unsupported(m, ins, f"F2FP without the .F32 source type on {arch or 'this target'}")
    fmt = BF16 if typ == "BF16" else F16
    d, a_op, b_op = operands(m, ins, 3)
    for op in (a_op, b_op):
        if isinstance(op, Reg) and (op.neg or op.abs or op.bitnot or op.suffixes or op.wide):
            raise unsupported(m, ins, f"source {op!r}")
    a = float_src(m, ins, a_op, F32)
    b = float_src(m, ins, b_op, F32)
    hi = to_bits(T.fp_to_fp(rm, fmt, a))
    lo = to_bits(T.fp_to_fp(rm, fmt, b))
    m.write(dest_reg(m, ins, d), T.concat(hi, lo))
