"""cvt (PTX ISA 9.7.9.21): conversions between the integer types, the float types, and both.

  * int -> int: truncated to a narrower type, sign- or zero-extended (by the source
    type) to a wider one; .sat clamps to the destination's range instead;
  * float -> int: rounded in the required integer rounding (.rni .rzi .rmi .rpi) and
    clamped to the destination range ("the result is clamped to the destination range
    by default"); a NaN gives 0, or 1 << (width - 1) "if source is .f64 or destination
    is .s64, .u64" (the rule ptxas's F2I follows, see common.float_to_int);
  * int -> float and narrowing float -> float: rounded in the required .rn .rz .rm .rp;
    widening float -> float is exact; a same-type conversion may round to an integral
    value (.rni ...);  f32 -> packed f16x2 / bf16x2 (`cvt.rn.f16x2.f32 d, a, b`: a in the
    upper half);
  * .ftz flushes f32 inputs and results, .sat clamps float results to [0.0, 1.0].

Operands may be wider registers than the types: a source gives its low bits, a
destination takes the result sign-extended for signed integer types and
zero-extended otherwise (PTX ISA 9.4.1).  .relu, .satfinite, .rna, .rs and the
narrow (fp8, fp6, fp4, tf32) formats are not modeled.
"""
from __future__ import annotations

from equiv import terms as T
from equiv.terms import Term
from semantics.isa.common import float_to_int
from semantics.isa.ptx.instructions import (
    IRND, RND, Type, dest, float_result, float_src, operands, split_types, src, unsupported,
)
from semantics.isa.ptx.table import PTX

_INT = ("u8", "u16", "u32", "u64", "s8", "s16", "s32", "s64")
_FLOAT = ("f16", "bf16", "f32", "f64")
_PACKED = ("f16x2", "bf16x2")
_TYPES = _INT + _FLOAT + _PACKED


def _int_to_int(v: Term, dst: Type, src_t: Type, sat: bool) -> Term:
    wide = (T.sext if src_t.signed else T.zext)(v, 65)  # 65 bits hold every s64 and u64 value
    if sat:
        w = dst.width
        lo, hi = (-(1 << (w - 1)), (1 << (w - 1)) - 1) if dst.signed else (0, (1 << w) - 1)
        lo_t, hi_t = T.bv(lo, 65), T.bv(hi, 65)
        wide = T.ite(T.slt(wide, lo_t), lo_t, T.ite(T.slt(hi_t, wide), hi_t, wide))
    return T.extract(wide, dst.width - 1, 0)


def _widens(dst: Type, src_t: Type) -> bool:
    """Every value of src_t is one of dst (f16 -> f32, bf16 -> f64, ...)."""
    return dst.fmt.ebits >= src_t.fmt.ebits and dst.fmt.sbits >= src_t.fmt.sbits


@PTX.define("cvt", mods=tuple(IRND) + tuple(RND) + ("ftz", "sat") + _TYPES)
def cvt(m, ins):
    """cvt[.irnd|.frnd][.ftz][.sat].dtype.atype d, a (and cvt.frnd.{f16x2,bf16x2}.f32 d, a, b):
    see the module docstring."""
    (dst, src_t), mo = split_types(m, ins, _TYPES, 2)
    irnd = mo.one(tuple(IRND))
    frnd = mo.one(tuple(RND))
    ftz = mo.flag("ftz")
    sat = mo.flag("sat")
    mo.done()
    if irnd and frnd:
        raise unsupported(m, ins, "integer and floating rounding together")
    if ftz and "f32" not in (dst.name, src_t.name):
        raise unsupported(m, ins, ".ftz without an .f32 type")
    if src_t.lanes > 1:
        raise unsupported(m, ins, f"conversion from .{src_t.name}")
    if dst.lanes > 1:
        _pack(m, ins, dst, src_t, frnd, bool(ftz or sat or irnd))
        return
    d, a = operands(m, ins, 2)
    extend = "s" if dst.signed else "z"
    if src_t.kind != "f" and dst.kind != "f":
        if irnd or frnd:
            raise unsupported(m, ins, "rounding in an integer-to-integer conversion")
        dest(m, ins, d, _int_to_int(src(m, ins, a, src_t.width, relaxed=True), dst, src_t, sat), extend=extend)
        return
    if dst.kind != "f":
        if irnd is None:
            raise unsupported(m, ins, "float-to-integer conversion without .rni/.rzi/.rmi/.rpi")
        x = float_src(m, ins, a, src_t.fmt, ftz=ftz, relaxed=True)
        nan = 1 << (dst.width - 1) if src_t.name == "f64" or dst.width == 64 else 0
        dest(m, ins, d, float_to_int(x, IRND[irnd], dst.width, dst.signed, nan), extend=extend)
        return
    if src_t.kind != "f":
        if frnd is None:
            raise unsupported(m, ins, "integer-to-float conversion without .rn/.rz/.rm/.rp")
        v = src(m, ins, a, src_t.width, relaxed=True)
        x = T.fp_from_int(RND[frnd], dst.fmt, v, src_t.signed)
        dest(m, ins, d, float_result(ins, x, ftz=ftz, sat=sat), extend=extend)
        return
    x = float_src(m, ins, a, src_t.fmt, ftz=ftz and src_t.name == "f32", relaxed=True)
    narrowing = not _widens(dst, src_t)
    if dst.name == src_t.name:
        if frnd:
            raise unsupported(m, ins, "floating rounding of a same-type conversion")
        r = T.fround(IRND[irnd], x) if irnd else x
    elif irnd:
        raise unsupported(m, ins, "integer rounding between different floating types")
    elif narrowing and frnd is None:
        raise unsupported(m, ins, "narrowing conversion without .rn/.rz/.rm/.rp")
    else:
        r = T.fp_to_fp(RND[frnd or "rn"], dst.fmt, x)  # exact when widening, whatever the mode
    r_bits = float_result(ins, r, ftz=ftz and dst.name == "f32", sat=sat, may_round_up=narrowing)
    dest(m, ins, d, r_bits, extend=extend)


def _pack(m, ins, dst: Type, src_t: Type, frnd: str | None, other_mods: bool) -> None:
    """cvt.{rn,rz}.{f16x2,bf16x2}.f32 d, a, b: d[31:16] = convert(a), d[15:0] = convert(b)."""
    if src_t.name != "f32" or frnd not in ("rn", "rz") or other_mods:
        raise unsupported(m, ins, f"this form of conversion to .{dst.name}")
    d, a, b = operands(m, ins, 3)
    hi, lo = (float_result(ins, T.fp_to_fp(RND[frnd], dst.fmt, float_src(m, ins, op, src_t.fmt)), tag=tag)
              for op, tag in ((a, ".1"), (b, ".0")))
    dest(m, ins, d, T.concat(hi, lo))
