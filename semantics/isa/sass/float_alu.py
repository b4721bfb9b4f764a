"""Floating-point ALU: FADD, FMUL, FFMA, FSETP, FMNMX, FMNMX3, FSEL, FRND (f32), DADD, DMUL,
DFMA, DSETP (f64, register pairs) and the packed half-precision HFMA2, HADD2, HMUL2,
HMNMX2, HSETP2 (two f16 lanes per register, low lane in bits 15..0).

All results are IEEE-754 correctly rounded in the instruction's mode (RN by
default).  f32 results leave as bits with the canonical NaN 0x7fffffff, f16 lanes
with 0x7fff; an f64 NaN result is some NaN, which one unspecified
(`common.result_bits`: neither PTX nor SASS documents its payload).  Where the
documentation leaves a corner open (FTZ tininess, .SAT of -0.0, DSETP.MIN/MAX's
both-NaN pick) the result is an `undef:` choice; other undocumented forms are refused.
"""
from __future__ import annotations

import dataclasses

from equiv import terms as T
from equiv.terms import F16, F32, F64, Term
from semantics.isa.common import (
    fcompare, fminmax, ftz_result, result_bits, sat_result, undefined,
)
from semantics.isa.sass.instructions import (
    ROUND_MODS, Const, FImm, Imm, Mods, Reg, apply_fmods, combine, dest_pred, dest_reg, float_imm_bits,
    float_src, flush, is_true_pred, operands, pred_src, to_bits, unsupported,
)
from semantics.isa.sass.table import SASS

_RND = tuple(ROUND_MODS)


def _rounding(mo: Mods) -> str:
    return ROUND_MODS[mo.one(_RND, "RN")]


# ----------------------------------------------------------------------------- FADD / FMUL / FFMA
@SASS.define("FADD", mods=_RND + ("FTZ", "SAT"))
def fadd(m, ins):
    """FADD d, a, b: d = a + b rounded (RN default; .RZ/.RM/.RP).

    .FTZ flushes subnormal inputs and the result to sign-preserving zero.  (A sum of
    two normal-or-zero f32 values that is below 2^-126 in magnitude is exactly
    representable, so whether tininess is detected before or after rounding does not
    matter for FADD.)  .SAT clamps to [0, 1] with NaN -> +0; whether a -0.0 sum stays
    -0.0 is not documented, so it is either zero (`common.sat_result`)."""
    mo = Mods(m, ins)
    rm = _rounding(mo)
    ftz = mo.flag("FTZ")
    sat = mo.flag("SAT")
    mo.done()
    d, a_op, b_op = operands(m, ins, 3)
    a = float_src(m, ins, a_op, ftz=ftz)
    b = float_src(m, ins, b_op, ftz=ftz)
    r = T.fadd(rm, a, b)
    if ftz:
        r = flush(r)
    if sat:
        r = sat_result(ins.addr, r)
    m.write(dest_reg(m, ins, d), to_bits(r))


@SASS.define("FMUL", mods=_RND + ("FTZ", "SAT"))
def fmul(m, ins):
    """FMUL d, a, b: d = a * b rounded (RN default; .RZ/.RM/.RP).

    .FTZ flushes subnormal inputs and results; a product below 2^-126 can round up to
    2^-126, and whether the hardware then flushes it (tininess before rounding) is not
    documented, so that result is either (`common.ftz_result`).  .SAT as at FADD.  The
    .D2/.M4-style scalings are refused."""
    _product(m, ins, 3)


@SASS.define("FFMA", mods=_RND + ("FTZ", "SAT"))
def ffma(m, ins):
    """FFMA d, a, b, c: d = a * b + c with one rounding (RN default; .RZ/.RM/.RP); .FTZ and
    .SAT as at FMUL."""
    _product(m, ins, 4)


def _product(m, ins, count: int) -> None:
    mo = Mods(m, ins)
    rm = _rounding(mo)
    ftz = mo.flag("FTZ")
    sat = mo.flag("SAT")
    mo.done()
    d, *srcs = operands(m, ins, count)
    xs = [float_src(m, ins, a, ftz=ftz) for a in srcs]
    r = T.fmul(rm, *xs) if count == 3 else T.ffma(rm, *xs)
    if ftz:
        r = ftz_result(ins.addr, r, True)
    if sat:
        r = sat_result(ins.addr, r)
    m.write(dest_reg(m, ins, d), to_bits(r))


@SASS.define("DADD", mods=_RND)
def dadd(m, ins):
    """DADD d, a, b: d = a + b on f64 register pairs, rounded (RN default; .RZ/.RM/.RP)."""
    _double(m, ins, T.fadd, 3)


@SASS.define("DMUL", mods=_RND)
def dmul(m, ins):
    """DMUL d, a, b: d = a * b on f64 register pairs, rounded (RN default; .RZ/.RM/.RP)."""
    _double(m, ins, T.fmul, 3)


@SASS.define("DFMA", mods=_RND)
def dfma(m, ins):
    """DFMA d, a, b, c: d = a * b + c on f64 register pairs with one rounding."""
    _double(m, ins, T.ffma, 4)


def _double(m, ins, op, count: int) -> None:
    mo = Mods(m, ins)
    rm = _rounding(mo)
    mo.done()
    d, *srcs = operands(m, ins, count)
    r = op(rm, *(float_src(m, ins, a, F64) for a in srcs))
    m.write(dest_reg(m, ins, d, wide_ok=True), result_bits(ins.addr, r))


# ----------------------------------------------------------------------------- compares, min/max, select
_FCMP = ("LT", "EQ", "LE", "GT", "NE", "GE", "NUM", "NAN", "LTU", "EQU", "LEU", "GTU", "NEU", "GEU")
_BOOL_OPS = ("AND", "OR", "XOR")


@SASS.define("FSETP", mods=_FCMP + _BOOL_OPS + ("FTZ",))
def fsetp(m, ins):
    """FSETP.cmp[.FTZ].bop Pd, PT, a, b, Pc: Pd = (a cmp b) bop Pc.  cmp is one of PTX's
    ordered (EQ NE LT LE GT GE: false if either is NaN), unordered (EQU NEU LTU LEU GTU
    GEU: true if either is NaN), NUM (neither NaN) and NAN (either NaN); -0 == +0.
    .FTZ compares subnormal inputs as zeros.  The second destination is modeled only as PT."""
    _setp(m, ins, F32)


@SASS.define("DSETP", mods=_FCMP + _BOOL_OPS + ("MIN", "MAX"))
def dsetp(m, ins):
    """DSETP.cmp.bop Pd, PT, a, b, Pc: FSETP on f64 register pairs.

    DSETP.{MIN|MAX}.AND Pd, Pn, a, b, PT is how ptxas lowers PTX min/max.f64: the result's
    words are then selected by Pd (a, else b) and, under Pn, b's high word with the quiet
    bit set.  NVIDIA documents neither predicate; they are modeled as Pd = "PTX min/max picks
    a" and Pn = "both are NaN", the reading under which that lowering computes PTX min/max
    (a NaN operand ignored, -0.0 below +0.0; some NaN if both are NaN, Pd then left open).
    Other uses of the two predicates would rest on this reading alone, so the trailing
    predicate must be PT."""
    mo = Mods(m, ins)
    which = mo.one(("MIN", "MAX"))
    if which is None:
        _setp(m, ins, F64)
        return
    bop = mo.one(_BOOL_OPS)
    mo.done()
    pd, pn, a_op, b_op, pc = operands(m, ins, 5)
    if bop != "AND" or not is_true_pred(pc):
        raise unsupported(m, ins, "a combining predicate other than .AND PT")
    a = float_src(m, ins, a_op, F64)
    b = float_src(m, ins, b_op, F64)
    b_wins = T.fless_zero_ordered(a, b) if which == "MAX" else T.fless_zero_ordered(b, a)
    both_nan = T.and_(T.fisnan(a), T.fisnan(b))
    picks_a = T.ite(T.fisnan(b), T.true(), T.ite(T.fisnan(a), T.false(), T.not_(b_wins)))
    m.write_pred(dest_pred(m, ins, pd), T.ite(both_nan, undefined(ins.addr, "dsetp", T.BOOL), picks_a))
    if not is_true_pred(pn):
        m.write_pred(dest_pred(m, ins, pn), both_nan)


def _setp(m, ins, fmt) -> None:
    mo = Mods(m, ins)
    cmp = mo.one(_FCMP)
    ftz = mo.flag("FTZ")
    bop = mo.one(_BOOL_OPS)
    mo.done()
    if cmp is None or bop is None:
        raise unsupported(m, ins, "comparison or combining operation missing")
    pd, pq, a_op, b_op, pc = operands(m, ins, 5)
    if not is_true_pred(pq):
        raise unsupported(m, ins, f"second destination {pq!r}")
    a = float_src(m, ins, a_op, fmt, ftz=ftz)
    b = float_src(m, ins, b_op, fmt, ftz=ftz)
    m.write_pred(dest_pred(m, ins, pd), combine(bop, fcompare(cmp, a, b), pred_src(m, ins, pc)))


@SASS.define("FMNMX", mods=("FTZ",))
def fmnmx(m, ins):
    """FMNMX d, a, b, P: d = P ? min(a, b) : max(a, b) with PTX min/max semantics
    (NaN operands ignored, canonical NaN if both are NaN, -0.0 < +0.0); .FTZ flushes
    subnormal inputs first."""
    mo = Mods(m, ins)
    ftz = mo.flag("FTZ")
    mo.done()
    d, a_op, b_op, p_op = operands(m, ins, 4)
    a = float_src(m, ins, a_op, ftz=ftz)
    b = float_src(m, ins, b_op, ftz=ftz)
    m.write(dest_reg(m, ins, d), to_bits(fminmax(a, b, pred_src(m, ins, p_op))))


@SASS.define("FMNMX3", mods=("FTZ",))
def fmnmx3(m, ins):
    """FMNMX3 d, a, b, c, P: d = P ? min(a, b, c) : max(a, b, c), the three-source form ptxas emits on
    sm_100 for two chained min.f32/max.f32 (and .ftz; .NAN is not modeled): FMNMX's rules applied twice,
    one value whichever pair goes first (the float folds' operation, T.fold_combine).  GPU probe `fmnmx3`
    in tools/gpu_probes.py, not yet run on hardware."""
    mo = Mods(m, ins)
    ftz = mo.flag("FTZ")
    mo.done()
    d, a_op, b_op, c_op, p_op = operands(m, ins, 5)
    a, b, c = (float_src(m, ins, x, ftz=ftz) for x in (a_op, b_op, c_op))
    is_min = pred_src(m, ins, p_op)
    m.write(dest_reg(m, ins, d), to_bits(fminmax(fminmax(a, b, is_min), c, is_min)))


def _select_bits(m, ins, op, position: int) -> Term:
    """32 bits of a select source.  A register's -/|.| acts on the sign of its value; what it
    does to a NaN's pattern (flipped sign or a canonical NaN) is not documented, so such a
    NaN is some NaN (`fp_to_bits_open`), which one left open."""
    if isinstance(op, FImm):
        return T.bv(float_imm_bits(m, ins, op, F32, nan_ok=False), 32)
    if isinstance(op, (Reg, Const)):
        if op.bitnot or isinstance(op, Reg) and (op.suffixes or op.wide):
            raise unsupported(m, ins, f"operand {op!r}")
        bits = m.read(op, 32)
        if not (op.neg or op.abs):
            return bits
        value = apply_fmods(T.fp_from_bits(F32, bits), op.neg, op.abs)
        return T.fp_to_bits_open(value, undefined(ins.addr, f"fsel.nan{position}", T.BV(32)))
    if isinstance(op, Imm):
        return m.read(op, 32)
    raise unsupported(m, ins, f"operand {op!r}")


@SASS.define("FSEL")
def fsel(m, ins):
    """FSEL d, a, b, P: d = P ? a : b, bit for bit (but for a negated or absolute NaN)."""
    Mods(m, ins).done()
    d, a, b, p = operands(m, ins, 4)
    m.write(dest_reg(m, ins, d), T.ite(pred_src(m, ins, p), _select_bits(m, ins, a, 1), _select_bits(m, ins, b, 2)))


@SASS.define("FRND", mods=("FLOOR", "CEIL", "TRUNC"))
def frnd(m, ins):
    """FRND d, a: d = a rounded to an integral value (nearest even by default; .FLOOR,
    .CEIL, .TRUNC); the sign of a zero result is that of a (IEEE roundToIntegral)."""
    mo = Mods(m, ins)
    mode = {"FLOOR": "RTN", "CEIL": "RTP", "TRUNC": "RTZ", None: "RNE"}[mo.one(("FLOOR", "CEIL", "TRUNC"))]
    mo.done()
    d, a = operands(m, ins, 2)
    m.write(dest_reg(m, ins, d), to_bits(T.fround(mode, float_src(m, ins, a))))


# ----------------------------------------------------------------------------- packed half precision
def _half_sources(m, ins, ops) -> list:
    """Group the printed sources of a half instruction: two consecutive float immediates
    form one packed source, printed high lane first."""
    out = []
    i = 0
    while i < len(ops):
        if isinstance(ops[i], FImm):
            if i + 1 >= len(ops) or not isinstance(ops[i + 1], FImm):
                raise unsupported(m, ins, "a lone half immediate")
            out.append(("imm", ops[i], ops[i + 1]))
            i += 2
        else:
            out.append(("op", ops[i]))
            i += 1
    return out


def _half_lanes(m, ins, src) -> tuple[Term, Term]:
    """(low lane, high lane) of a packed f16 source as FP terms, modifiers applied."""
    if src[0] == "imm":
        hi = T.fp_bits_const(F16, float_imm_bits(m, ins, src[1], F16, nan_ok=False))
        lo = T.fp_bits_const(F16, float_imm_bits(m, ins, src[2], F16, nan_ok=False))
        return lo, hi
    op = src[1]
    if isinstance(op, Reg):
        if op.bitnot or op.wide:
            raise unsupported(m, ins, f"operand {op!r}")
        sfx = op.suffixes
        if sfx not in ((), ("H0_H0",), ("H1_H1",)):
            raise unsupported(m, ins, f"lane select .{'.'.join(sfx)}")
        bits = m.read(op, 32)
        lo = T.fp_from_bits(F16, T.extract(bits, 15, 0))
        hi = T.fp_from_bits(F16, T.extract(bits, 31, 16))
        if sfx == ("H0_H0",):
            hi = lo
        elif sfx == ("H1_H1",):
            lo = hi
        return apply_fmods(lo, op.neg, op.abs), apply_fmods(hi, op.neg, op.abs)
    if isinstance(op, Const):
        if op.bitnot or op.suffixes not in ((), ("H0_H0",), ("H1_H1",)):
            raise unsupported(m, ins, f"operand {op!r}")
        bits = m.read(dataclasses.replace(op, suffixes=()), 32)
        lo = T.fp_from_bits(F16, T.extract(bits, 15, 0))
        hi = T.fp_from_bits(F16, T.extract(bits, 31, 16))
        if op.suffixes == ("H0_H0",):
            hi = lo
        elif op.suffixes == ("H1_H1",):
            lo = hi
        return apply_fmods(lo, op.neg, op.abs), apply_fmods(hi, op.neg, op.abs)
    raise unsupported(m, ins, f"half operand {op!r}")


def _pack(lo: Term, hi: Term) -> Term:
    return T.concat(to_bits(hi), to_bits(lo))


def _half_op(name: str, nsrc: int, fn, mods=()):
    def definition(m, ins):
        mo = Mods(m, ins)
        mo.drop(mods)
        mo.done()
        ops = operands(m, ins)
        if not ops:
            raise unsupported(m, ins, "no operands")
        d = dest_reg(m, ins, ops[0])
        srcs = _half_sources(m, ins, ops[1:])
        if len(srcs) != nsrc:
            raise unsupported(m, ins, "operand layout")
        lanes = [_half_lanes(m, ins, s) for s in srcs]
        lo = fn(*[l[0] for l in lanes])
        hi = fn(*[l[1] for l in lanes])
        m.write(d, _pack(lo, hi))
    definition.__doc__ = fn.__doc__
    SASS.define(name, mods=mods)(definition)


def _hfma(a, b, c):
    """HFMA2[.MMA] d, a, b, c: per f16 lane d = a * b + c with one rounding (RN); .MMA only
    picks the pipe.  HFMA2 d, -RZ, RZ, hi, lo is the move of the packed immediate hi:lo."""
    return T.ffma("RNE", a, b, c)


def _hadd(a, b):
    """HADD2 d, a, b: per f16 lane d = a + b (RN)."""
    return T.fadd("RNE", a, b)


def _hmul(a, b):
    """HMUL2 d, a, b: per f16 lane d = a * b (RN)."""
    return T.fmul("RNE", a, b)


_half_op("HFMA2", 3, _hfma, mods=("MMA",))
_half_op("HMUL2", 2, _hmul)


@SASS.define("HADD2", mods=("F32",))
def hadd2(m, ins):
    """HADD2 d, a, b: per f16 lane d = a + b (RN).
    HADD2.F32 d, -RZ, h.H0_H0 (or .H1_H1): d = the f32 value of the selected half (the
    half-to-float conversion; -0.0 + x is x exactly); other .F32 forms are refused."""
    mo = Mods(m, ins)
    f32 = mo.flag("F32")
    mo.done()
    ops = operands(m, ins)
    if not ops:
        raise unsupported(m, ins, "no operands")
    d = dest_reg(m, ins, ops[0])
    srcs = _half_sources(m, ins, ops[1:])
    if len(srcs) != 2:
        raise unsupported(m, ins, "operand layout")
    if not f32:
        la, lb = (_half_lanes(m, ins, s) for s in srcs)
        m.write(d, _pack(_hadd(la[0], lb[0]), _hadd(la[1], lb[1])))
        return
    kinds = [s[1] if s[0] == "op" else None for s in srcs]
    neg_zero = [isinstance(k, Reg) and k.index is None and k.neg and not k.abs and not k.suffixes for k in kinds]
    if neg_zero[0] == neg_zero[1]:
        raise unsupported(m, ins, ".F32 other than -RZ + a half")
    other = srcs[1] if neg_zero[0] else srcs[0]
    op = other[1] if other[0] == "op" else None
    if not (isinstance(op, Reg) and op.suffixes in (("H0_H0",), ("H1_H1",))):
        raise unsupported(m, ins, ".F32 of a source without a lane select")
    lo, _ = _half_lanes(m, ins, other)
    m.write(d, to_bits(T.fp_to_fp("RNE", F32, lo)))


@SASS.define("HSETP2", mods=_FCMP + _BOOL_OPS)
def hsetp2(m, ins):
    """HSETP2.cmp.bop Pd, PT, a, b, Pc: Pd = (a cmp b) bop Pc over f16 lanes, FSETP's comparisons.  Only the
    form whose two lanes are one comparison is modeled (every register source selects one lane, .H0_H0 or
    .H1_H1; an immediate pair holds one value twice), so which destination gets which lane is not needed:
    the second destination must be PT."""
    mo = Mods(m, ins)
    cmp = mo.one(_FCMP)
    bop = mo.one(_BOOL_OPS)
    mo.done()
    if cmp is None or bop is None:
        raise unsupported(m, ins, "comparison or combining operation missing")
    ops = operands(m, ins)
    if len(ops) < 4 or not is_true_pred(ops[1]):
        raise unsupported(m, ins, "a second destination other than PT")
    srcs = _half_sources(m, ins, ops[2:-1])
    if len(srcs) != 2:
        raise unsupported(m, ins, "operand layout")
    lanes = []
    for src in srcs:
        if src[0] == "op" and getattr(src[1], "suffixes", ()) not in (("H0_H0",), ("H1_H1",)):
            raise unsupported(m, ins, "a source without a lane select (two lanes, two comparisons)")
        lo, hi = _half_lanes(m, ins, src)
        if lo is not hi:
            raise unsupported(m, ins, "an immediate pair of two values")
        lanes.append(lo)
    m.write_pred(dest_pred(m, ins, ops[0]), combine(bop, fcompare(cmp, *lanes), pred_src(m, ins, ops[-1])))


@SASS.define("HMNMX2")
def hmnmx2(m, ins):
    """HMNMX2 d, a, b, P: per f16 lane P ? min : max, with the PTX min/max rules."""
    Mods(m, ins).done()
    ops = operands(m, ins)
    if len(ops) < 3:
        raise unsupported(m, ins, "operand layout")
    d = dest_reg(m, ins, ops[0])
    srcs = _half_sources(m, ins, ops[1:-1])
    if len(srcs) != 2:
        raise unsupported(m, ins, "operand layout")
    is_min = pred_src(m, ins, ops[-1])
    la, lb = (_half_lanes(m, ins, s) for s in srcs)
    m.write(d, _pack(fminmax(la[0], lb[0], is_min), fminmax(la[1], lb[1], is_min)))
