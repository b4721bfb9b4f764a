"""Integer arithmetic and logic (PTX ISA 9.7.1, 9.7.8): add, sub, mul, mad, mul24, mad24,
div, rem, abs, neg, min, max, popc, clz, bfind, brev, bfe, bfi, prmt, lop3, and, or, xor,
not, cnot, shl, shr, shf.

Arithmetic wraps modulo 2**n (n the type's width) unless `.sat` clamps it.  The
carry forms (.cc, addc, subc) and the packed types (.u16x2, .s8x4, ...) are not
modeled: the table refuses those modifiers and opcodes.
"""
from __future__ import annotations

from typing import Callable

from equiv import terms as T
from equiv.terms import BV, Term
from semantics.isa.common import bit_reverse, highest_set_bit, lut3, permute, popcount, umin
from semantics.isa.ptx.ast import Imm, PredPair
from semantics.isa.ptx.instructions import (
    BIT_TYPES, INT_TYPES, Mods, Type, dest, is_sink, operands, pred_dest, pred_src, src, undefined, unsupported,
)
from semantics.isa.ptx.overload import typed
from semantics.isa.ptx.table import PTX


def _ext(x: Term, ty: Type, width: int) -> Term:
    """x of type ty widened to width bits, by ty's signedness."""
    return (T.sext if ty.signed else T.zext)(x, width)


def _clamp_signed(x: Term, width: int) -> Term:
    """A wider signed value clamped to the signed range of `width` bits (.sat), as width bits."""
    lo = T.bv(-(1 << (width - 1)), x.width)
    hi = T.bv((1 << (width - 1)) - 1, x.width)
    return T.extract(T.ite(T.slt(x, lo), lo, T.ite(T.slt(hi, x), hi, x)), width - 1, 0)


def _sat_add(a: Term, b: Term) -> Term:
    """a + b as signed values, saturated to their width."""
    w = a.width
    return _clamp_signed(T.add(T.sext(a, w + 1), T.sext(b, w + 1)), w)


def _unary(m, ins, types, fn: Callable[[Term, Type], Term]) -> None:
    """d, a of one type: d = fn(a)."""
    mo = Mods(m, ins)
    ty = mo.type(types)
    mo.done()
    d, a = operands(m, ins, 2)
    dest(m, ins, d, fn(src(m, ins, a, ty.width), ty))


# ----------------------------------------------------------------------------- add, sub
def _add_sub(m, ins, op: Callable[[Term, Term], Term]) -> None:
    mo = Mods(m, ins)
    ty = mo.type(INT_TYPES)
    sat = mo.flag("sat")
    mo.done()
    if sat and ty.name != "s32":
        raise unsupported(m, ins, ".sat with a type other than .s32")
    d, a, b = operands(m, ins, 3)
    x, y = src(m, ins, a, ty.width), src(m, ins, b, ty.width)
    w = ty.width
    r = _clamp_signed(op(T.sext(x, w + 1), T.sext(y, w + 1)), w) if sat else op(x, y)
    dest(m, ins, d, r)


@typed("add", INT_TYPES, mods=("sat",))
def add(m, ins):
    """add[.sat].{s,u}{16,32,64} d, a, b: d = a + b; .sat (.s32 only) "limits result to
    MININT..MAXINT (no overflow)" (PTX ISA 9.7.1.1)."""
    _add_sub(m, ins, T.add)


@typed("sub", INT_TYPES, mods=("sat",))
def sub(m, ins):
    """sub[.sat].{s,u}{16,32,64} d, a, b: d = a - b; .sat as for add (.s32 only)."""
    _add_sub(m, ins, T.sub)


# ----------------------------------------------------------------------------- multiplies
def _product(ty: Type, mode: str, a: Term, b: Term) -> Term:
    """mul/mad: .lo the low n bits of a*b, .hi the high n bits, .wide all 2n bits."""
    if mode == "lo":
        return T.mul(a, b)
    w = ty.width
    full = T.mul(_ext(a, ty, 2 * w), _ext(b, ty, 2 * w))
    return full if mode == "wide" else T.extract(full, 2 * w - 1, w)


def _product24(ty: Type, mode: str, a: Term, b: Term) -> Term:
    """mul24/mad24: the 48-bit product of the low 24 bits of a and b (sign-extended for .s32),
    .lo its bits 31..0, .hi its bits 47..16.  The manual calls the operands "24-bit integer
    values held in 32-bit source registers"; the CUDA Math API (__mul24, __umul24, which nvcc
    emits as mul24.lo) says "The high order 8 bits of x and y are ignored"."""
    full = T.mul(_ext(T.extract(a, 23, 0), ty, 48), _ext(T.extract(b, 23, 0), ty, 48))
    return T.extract(full, 31, 0) if mode == "lo" else T.extract(full, 47, 16)


def _multiply(m, ins, *, addend: bool, narrow: bool) -> None:
    """mul, mad (narrow=False) and mul24, mad24 (narrow=True); mad adds c to the chosen part,
    and .hi.sat.s32 saturates that 32-bit signed addition (PTX ISA 9.7.1.4, 9.7.1.6)."""
    mo = Mods(m, ins)
    ty = mo.type(("u32", "s32") if narrow else INT_TYPES)
    mode = mo.one(("lo", "hi") if narrow else ("lo", "hi", "wide"))
    sat = mo.flag("sat")
    mo.done()
    if mode is None:
        raise unsupported(m, ins, "mode (.lo/.hi/.wide) missing")
    if mode == "wide" and ty.width == 64:
        raise unsupported(m, ins, ".wide of a 64-bit type")
    if sat and not (addend and mode == "hi" and ty.name == "s32"):
        raise unsupported(m, ins, ".sat outside .hi.s32")
    ops = operands(m, ins, 4 if addend else 3)
    a, b = (src(m, ins, op, ty.width) for op in ops[1:3])
    p = (_product24 if narrow else _product)(ty, mode, a, b)
    if addend:
        c = src(m, ins, ops[3], p.width)
        p = _sat_add(p, c) if sat else T.add(p, c)
    dest(m, ins, ops[0], p)


@typed("mul", INT_TYPES, mods=("lo", "hi", "wide"))
def mul(m, ins):
    """mul.{lo,hi,wide}.type d, a, b: the low, high or full (16/32-bit types) product
    (PTX ISA 9.7.1.3)."""
    _multiply(m, ins, addend=False, narrow=False)


@typed("mad", INT_TYPES, mods=("lo", "hi", "wide", "sat"))
def mad(m, ins):
    """mad.{lo,hi,wide}.type d, a, b, c: that part of a*b, plus c; mad.hi.sat.s32 saturates."""
    _multiply(m, ins, addend=True, narrow=False)


@PTX.define("mul24", mods=("lo", "hi", "u32", "s32"))
def mul24(m, ins):
    """mul24.{lo,hi}.{u32,s32} d, a, b: bits 31..0 or 47..16 of the 24x24-bit product."""
    _multiply(m, ins, addend=False, narrow=True)


@PTX.define("mad24", mods=("lo", "hi", "sat", "u32", "s32"))
def mad24(m, ins):
    """mad24.{lo,hi}.{u32,s32} d, a, b, c: that part of the 24x24-bit product plus c;
    mad24.hi.sat.s32 saturates the addition."""
    _multiply(m, ins, addend=True, narrow=True)


# ----------------------------------------------------------------------------- div, rem
def _divide(m, ins, signed_op, unsigned_op, what: str) -> None:
    mo = Mods(m, ins)
    ty = mo.type(INT_TYPES)
    mo.done()
    d, a, b = operands(m, ins, 3)
    w = ty.width
    x, y = src(m, ins, a, w), src(m, ins, b, w)
    q = (signed_op if ty.signed else unsigned_op)(x, y)
    unspecified = T.eq(y, T.bv(0, w))
    if ty.signed:
        overflow = T.and_(T.eq(x, T.bv(1 << (w - 1), w)), T.eq(y, T.bv(-1, w)))
        unspecified = T.or_(unspecified, overflow)
    dest(m, ins, d, T.ite(unspecified, undefined(ins, what, BV(w)), q))


@typed("div", INT_TYPES)
def div(m, ins):
    """div.type d, a, b: d = a / b, signed division truncating toward zero (the C semantics
    CUDA's `/` compiles to).  "Division by zero yields an unspecified, machine-specific value"
    (PTX ISA 9.7.1.8): an undefined value; so is the one overflowing signed quotient,
    MIN / -1, on which the manual says nothing (C leaves it undefined too)."""
    _divide(m, ins, T.sdiv, T.udiv, "div0")


@typed("rem", INT_TYPES)
def rem(m, ins):
    """rem.type d, a, b: d = a % b; a signed remainder takes the sign of a (C's `%`: the
    manual calls negative operands machine-dependent, and NVIDIA's division truncates).
    Division by zero and MIN % -1 (whose quotient overflows) give an undefined value
    (PTX ISA 9.7.1.9)."""
    _divide(m, ins, T.srem, T.urem, "rem0")


# ----------------------------------------------------------------------------- abs, neg, min, max
_SIGNED = ("s16", "s32", "s64")


@typed("abs", _SIGNED)
def abs_(m, ins):
    """abs.{s16,s32,s64} d, a: d = |a| (the most negative value stays itself)."""
    _unary(m, ins, _SIGNED, lambda x, ty: T.ite(T.slt(x, T.bv(0, ty.width)), T.neg(x), x))


@typed("neg", _SIGNED)
def neg(m, ins):
    """neg.{s16,s32,s64} d, a: d = -a."""
    _unary(m, ins, _SIGNED, lambda x, ty: T.neg(x))


def _minmax(m, ins, is_max: bool) -> None:
    mo = Mods(m, ins)
    ty = mo.type(INT_TYPES)
    relu = mo.flag("relu")
    mo.done()
    if relu and ty.name != "s32":
        raise unsupported(m, ins, ".relu with a type other than .s32")
    d, a, b = operands(m, ins, 3)
    x, y = src(m, ins, a, ty.width), src(m, ins, b, ty.width)
    lt = T.slt if ty.signed else T.ult
    r = T.ite(lt(y, x), x, y) if is_max else T.ite(lt(x, y), x, y)
    if relu:
        r = T.ite(T.slt(r, T.bv(0, 32)), T.bv(0, 32), r)
    dest(m, ins, d, r)


@typed("min", INT_TYPES, mods=("relu",))
def min_(m, ins):
    """min[.relu].type d, a, b: the smaller of a and b (signed or unsigned by type);
    .relu (.s32) clamps a negative result to 0 (PTX ISA 9.7.1.12)."""
    _minmax(m, ins, is_max=False)


@typed("max", INT_TYPES, mods=("relu",))
def max_(m, ins):
    """max[.relu].type d, a, b: the larger of a and b; .relu as for min (PTX ISA 9.7.1.13)."""
    _minmax(m, ins, is_max=True)


# ----------------------------------------------------------------------------- bit counting and fields
_B3264 = ("b32", "b64")


def _to_u32(x: Term) -> Term:
    """A count or position (at most 64, or all ones) of a 32/64-bit value as the .u32 result."""
    return T.extract(x, 31, 0)


@PTX.define("popc", mods=_B3264)
def popc(m, ins):
    """popc.{b32,b64} d, a: the number of 1 bits of a, as .u32."""
    _unary(m, ins, _B3264, lambda x, ty: _to_u32(popcount(x)))


@PTX.define("clz", mods=_B3264)
def clz(m, ins):
    """clz.{b32,b64} d, a: the number of leading zeros of a (the width for 0), as .u32."""
    _unary(m, ins, _B3264, lambda x, ty: _to_u32(T.sub(T.bv(ty.width - 1, ty.width), highest_set_bit(x))))


@PTX.define("bfind", mods=("u32", "u64", "s32", "s64", "shiftamt"))
def bfind(m, ins):
    """bfind[.shiftamt].{u32,u64,s32,s64} d, a: the position of the most significant non-sign
    bit (of ~a for negative signed a), 0xffffffff if none; .shiftamt gives msb - position
    instead (PTX ISA 9.7.1.16)."""
    mo = Mods(m, ins)
    ty = mo.type(("u32", "u64", "s32", "s64"))
    shiftamt = mo.flag("shiftamt")
    mo.done()
    d, a = operands(m, ins, 2)
    x = src(m, ins, a, ty.width)
    w = ty.width
    if ty.signed:
        x = T.ite(T.slt(x, T.bv(0, w)), T.bnot(x), x)
    pos = highest_set_bit(x)
    if shiftamt:
        pos = T.ite(T.eq(pos, T.bv(-1, w)), pos, T.sub(T.bv(w - 1, w), pos))
    dest(m, ins, d, _to_u32(pos))


@PTX.define("brev", mods=_B3264)
def brev(m, ins):
    """brev.{b32,b64} d, a: a with its bits reversed."""
    _unary(m, ins, _B3264, lambda x, ty: bit_reverse(x))


def _low_ones(k: Term) -> Term:
    """A mask of the low k bits, 0 <= k <= the width (k = width: all ones)."""
    w = k.width
    return T.lshr(T.bv(-1, w), T.sub(T.bv(w, w), k))


def _field(m, ins, op, w: int) -> Term:
    """A bfe/bfi position or length: a .u32 operand of which only the low 8 bits count."""
    return T.zext(T.extract(src(m, ins, op, 32), 7, 0), w)


@PTX.define("bfe", mods=("u32", "u64", "s32", "s64"))
def bfe(m, ins):
    """bfe.type d, a, b, c: the field of a at bit b (low 8 bits) of length c (low 8 bits),
    zero- or sign-extended, per the semantics of PTX ISA 9.7.1.19: bit i of d is a[pos+i]
    for i < len and pos+i <= msb, else the sign bit: 0 for unsigned types and for len = 0,
    else a[min(pos+len-1, msb)]."""
    mo = Mods(m, ins)
    ty = mo.type(("u32", "u64", "s32", "s64"))
    mo.done()
    d, a_op, b_op, c_op = operands(m, ins, 4)
    w = ty.width
    a = src(m, ins, a_op, w)
    pos, length = _field(m, ins, b_op, w), _field(m, ins, c_op, w)
    room = T.ite(T.ult(pos, T.bv(w, w)), T.sub(T.bv(w, w), pos), T.bv(0, w))
    keep = _low_ones(umin(length, room))
    field = T.band(T.lshr(a, pos), keep)
    if not ty.signed:
        dest(m, ins, d, field)
        return
    top = umin(T.sub(T.add(pos, length), T.bv(1, w)), T.bv(w - 1, w))
    sign = T.and_(T.not_(T.eq(length, T.bv(0, w))), T.eq(T.extract(T.lshr(a, top), 0, 0), T.bv(1, 1)))
    dest(m, ins, d, T.ite(sign, T.bor(field, T.bnot(keep)), field))


@PTX.define("bfi", mods=_B3264)
def bfi(m, ins):
    """bfi.{b32,b64} f, a, b, c, d: b with bits c .. c+d-1 (c, d: low 8 bits; bits beyond the
    msb are dropped) replaced by the low bits of a (PTX ISA 9.7.1.20)."""
    mo = Mods(m, ins)
    ty = mo.type(_B3264)
    mo.done()
    f, a_op, b_op, c_op, d_op = operands(m, ins, 5)
    w = ty.width
    a, b = src(m, ins, a_op, w), src(m, ins, b_op, w)
    pos, length = _field(m, ins, c_op, w), _field(m, ins, d_op, w)
    mask = T.shl(_low_ones(umin(length, T.bv(w, w))), pos)
    dest(m, ins, f, T.bor(T.band(b, T.bnot(mask)), T.band(T.shl(a, pos), mask)))


@PTX.define("prmt", mods=("b32",))
def prmt(m, ins):
    """prmt.b32 d, a, b, c: byte permute of b:a by the selector c, default mode (PTX ISA
    9.7.9.7); the .f4e/.b4e/.rc8/.ecl/.ecr/.rc16 modes are not modeled."""
    mo = Mods(m, ins)
    mo.type(("b32",))
    mo.done()
    d, a, b, c = operands(m, ins, 4)
    dest(m, ins, d, permute(src(m, ins, a, 32), src(m, ins, c, 32), src(m, ins, b, 32)))


# ----------------------------------------------------------------------------- logic
def _imm(m, ins, op, hi: int) -> int:
    if not (isinstance(op, Imm) and 0 <= op.value <= hi):
        raise unsupported(m, ins, f"operand {op!r} where a literal in [0, {hi}] is expected")
    return op.value


@PTX.define("lop3", mods=("b32", "and", "or"))
def lop3(m, ins):
    """lop3.b32 d, a, b, c, immLut: d = F(a, b, c) bitwise, immLut = F(0xF0, 0xCC, 0xAA);
    lop3.{and,or}.b32 d|p, a, b, c, immLut, q: also p = (d != 0) and/or q; d may be `_`
    (PTX ISA 9.7.8.6)."""
    mo = Mods(m, ins)
    mo.type(("b32",))
    bop = mo.one(("and", "or"))
    mo.done()
    ops = operands(m, ins, 6 if bop else 5)
    a, b, c = (src(m, ins, op, 32) for op in ops[1:4])
    r = lut3(_imm(m, ins, ops[4], 0xFF), a, b, c)
    if bop is None:
        dest(m, ins, ops[0], r)
        return
    if not isinstance(ops[0], PredPair):
        raise unsupported(m, ins, f"destination {ops[0]!r} where d|p is expected")
    nonzero = T.not_(T.eq(r, T.bv(0, 32)))
    q = pred_src(m, ins, ops[5])
    pred_dest(m, ins, ops[0].second, T.and_(nonzero, q) if bop == "and" else T.or_(nonzero, q))
    if not is_sink(ops[0].first):
        dest(m, ins, ops[0].first, r)


_LOGIC_TYPES = ("pred",) + BIT_TYPES


def _logic(op_bits, op_bool, nsrc: int):
    def fn(m, ins):
        mo = Mods(m, ins)
        ty = mo.type(_LOGIC_TYPES)
        mo.done()
        d, *srcs = operands(m, ins, nsrc + 1)
        if ty.kind == "pred":
            pred_dest(m, ins, d, op_bool(*(pred_src(m, ins, s) for s in srcs)))
        else:
            dest(m, ins, d, op_bits(*(src(m, ins, s, ty.width) for s in srcs)))
    return fn


PTX.define("and", mods=_LOGIC_TYPES, doc="and.{pred,b16,b32,b64} d, a, b: d = a & b")(_logic(T.band, T.and_, 2))
PTX.define("or", mods=_LOGIC_TYPES, doc="or.{pred,b16,b32,b64} d, a, b: d = a | b")(_logic(T.bor, T.or_, 2))
PTX.define("xor", mods=_LOGIC_TYPES, doc="xor.{pred,b16,b32,b64} d, a, b: d = a ^ b")(_logic(T.bxor, T.xor, 2))
PTX.define("not", mods=_LOGIC_TYPES, doc="not.{pred,b16,b32,b64} d, a: d = ~a")(_logic(T.bnot, T.not_, 1))


@PTX.define("cnot", mods=BIT_TYPES)
def cnot(m, ins):
    """cnot.{b16,b32,b64} d, a: d = (a == 0) ? 1 : 0."""
    _unary(m, ins, BIT_TYPES, lambda x, ty: T.bool_to_bv(T.eq(x, T.bv(0, ty.width)), ty.width))


# ----------------------------------------------------------------------------- shifts
def _shift_amount(m, ins, op, w: int) -> Term:
    """The unsigned 32-bit shift amount, clamped to the width: "Shift amounts greater than the
    register width N are clamped to N" (PTX ISA 9.7.8.8), as a w-bit value."""
    n = umin(src(m, ins, op, 32), T.bv(w, 32))
    return T.zext(n, w) if w > 32 else T.extract(n, w - 1, 0)


def _shift(m, ins, types, op: Callable[[Term, Term, Type], Term]) -> None:
    mo = Mods(m, ins)
    ty = mo.type(types)
    mo.done()
    d, a, b = operands(m, ins, 3)
    dest(m, ins, d, op(src(m, ins, a, ty.width), _shift_amount(m, ins, b, ty.width), ty))


@PTX.define("shl", mods=BIT_TYPES)
def shl(m, ins):
    """shl.{b16,b32,b64} d, a, b: a shifted left by b (unsigned 32-bit), zero-filled; b >= n gives 0."""
    _shift(m, ins, BIT_TYPES, lambda a, n, ty: T.shl(a, n))


_SHR_TYPES = BIT_TYPES + INT_TYPES


@PTX.define("shr", mods=_SHR_TYPES)
def shr(m, ins):
    """shr.type d, a, b: a shifted right by b; signed types fill with the sign bit, others
    with 0; b >= n gives all sign bits (signed) or 0 (PTX ISA 9.7.8.9)."""
    _shift(m, ins, _SHR_TYPES, lambda a, n, ty: (T.ashr if ty.signed else T.lshr)(a, n))


@PTX.define("shf", mods=("l", "r", "clamp", "wrap", "b32"))
def shf(m, ins):
    """shf.{l,r}.{clamp,wrap}.b32 d, a, b, c: funnel shift of the 64-bit b:a by n = min(c, 32)
    (.clamp) or c & 31 (.wrap); .l writes the high 32 bits of (b:a) << n, .r the low 32 bits
    of (b:a) >> n (PTX ISA 9.7.8.7)."""
    mo = Mods(m, ins)
    direction = mo.one(("l", "r"))
    mode = mo.one(("clamp", "wrap"))
    mo.type(("b32",))
    mo.done()
    if direction is None or mode is None:
        raise unsupported(m, ins, "direction or mode missing")
    d, a_op, b_op, c_op = operands(m, ins, 4)
    c = src(m, ins, c_op, 32)
    n = T.zext(umin(c, T.bv(32, 32)) if mode == "clamp" else T.band(c, T.bv(31, 32)), 64)
    v = T.concat(src(m, ins, b_op, 32), src(m, ins, a_op, 32))
    r = T.extract(T.shl(v, n), 63, 32) if direction == "l" else T.extract(T.lshr(v, n), 31, 0)
    dest(m, ins, d, r)
