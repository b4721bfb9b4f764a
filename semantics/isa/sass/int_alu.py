"""Integer ALU: IMAD, IADD3, VIADD, LEA, LOP3, PLOP3, SHF, ISETP, SEL, IMNMX, VIMNMX(3), VIADDMNMX,
IABS, POPC, FLO, BREV, PRMT, BMSK, SGXT and their uniform-datapath twins (U...).

A uniform instruction computes exactly what its vector twin computes; only its
register file differs, and the operands already say which file they name.
"""
from __future__ import annotations

import functools

from equiv import terms as T
from equiv.terms import Term
from semantics.isa.common import icompare, permute
from semantics.isa.sass.instructions import (
    Imm, Mods, Pred, bit_reverse, combine, dest_pred, dest_reg, highest_set_bit, imm_value, int_src,
    int_src_parts, is_false_pred, is_plain_zero, is_true_pred, lut3, lut3_bool, operands, popcount,
    pred_src, umin, unsupported,
)
from semantics.isa.sass.table import SASS

MASK32 = (1 << 32) - 1


def _define_both(name: str, mods=(), doc: str = ""):
    """Register one function as NAME and UNAME (the uniform-datapath twin)."""
    def deco(fn):
        SASS.define(name, mods=mods, doc=doc)(fn)
        SASS.define("U" + name, mods=mods, doc=doc)(fn)
        return fn
    return deco


def _split_preds(ops, start: int):
    """Consecutive predicate operands from `start`: (preds, next index)."""
    preds = []
    i = start
    while i < len(ops) and isinstance(ops[i], Pred):
        preds.append(ops[i])
        i += 1
    return preds, i


def _carry_layout(m, ins, nsrc: int, max_outs: int):
    """d, [carry-out preds], nsrc sources, [carry-in preds]: the operand layout of IMAD, IADD3 and LEA."""
    ops = operands(m, ins)
    if not ops:
        raise unsupported(m, ins, "no operands")
    d = dest_reg(m, ins, ops[0])
    outs, i = _split_preds(ops, 1)
    srcs = ops[i:i + nsrc]
    ins_preds, j = _split_preds(ops, i + nsrc)
    if len(srcs) != nsrc or any(isinstance(s, Pred) for s in srcs) or j != len(ops) or len(outs) > max_outs:
        raise unsupported(m, ins, "operand layout")
    return d, outs, srcs, ins_preds


def _carry_in(m, ins, preds, second: bool = False) -> Term:
    """The carry-in of an .X instruction as a 32-bit 0, 1 (or 2).

    The second carry-in slot must be !PT, except where `second` (IADD3.X: it takes the second carry of a
    three-source IADD3, which its second adder adds too)."""
    if len(preds) not in (1, 2):
        raise unsupported(m, ins, f"{len(preds)} carry-in predicates")
    if len(preds) == 2 and not is_false_pred(preds[1]) and not second:
        raise unsupported(m, ins, f"second carry-in {preds[1]!r}")
    return T.add(*[T.zext(T.bool_to_bv(pred_src(m, ins, p)), 32) for p in preds if not is_false_pred(p)],
                 T.bv(0, 32))


def _no_carry_out(m, ins, preds) -> None:
    for p in preds:
        if not is_true_pred(p):
            raise unsupported(m, ins, f"carry-out {p!r}")


def _contribution(raw: Term, kind: str) -> Term:
    """What a 32-bit source adds into a 34-bit adder: x, ~x, or ~x + 1 (= 2**32 - x)."""
    if kind == "plain":
        return T.zext(raw, 34)
    if kind == "not":
        return T.zext(T.bnot(raw), 34)
    return T.add(T.zext(T.bnot(raw), 34), T.bv(1, 34))


def _carried(s34: Term) -> Term:
    """The carry out of a 32-bit adder whose 34-bit sum is s34."""
    return T.eq(T.extract(s34, 32, 32), T.bv(1, 1))


def _value(raw: Term, kind: str) -> Term:
    if kind == "plain":
        return raw
    if kind == "not":
        return T.bnot(raw)
    return T.neg(raw)


# ----------------------------------------------------------------------------- IMAD
def _mul_sources(m, ins, a_op, b_op, wide: bool):
    if wide:
        for op in (a_op, b_op):
            if getattr(op, "neg", False) or getattr(op, "bitnot", False):
                raise unsupported(m, ins, f"modifier on {op!r} in a 64-bit product")
    return int_src(m, ins, a_op), int_src(m, ins, b_op)


@_define_both("IMAD", mods=("WIDE", "HI", "U32", "MOV", "IADD", "SHL", "X"))
def imad(m, ins):
    """IMAD d, a, b, c: d = a*b + c (low 32 bits).  .MOV/.IADD/.SHL are the same operation,
    printed for the special operands (RZ*RZ+c, a*1+c, a*2^k+0; the printed b is the multiplier).
    .X adds a carry-in predicate.  .WIDE: the pair d = a*b + c with c a 64-bit pair (or
    64-bit constant), signed unless .U32; WIDE.U32 may write the carry-out of that 64-bit
    sum.  .HI: d = high word of a*b + c, where c names a register pair (c+1:c)."""
    mo = Mods(m, ins)
    wide = mo.flag("WIDE")
    hi = mo.flag("HI")
    u32 = mo.flag("U32")
    hint = mo.one(("MOV", "IADD", "SHL"))
    x = mo.flag("X")
    mo.done()
    if wide and hi:
        raise unsupported(m, ins, "WIDE with HI")
    if hint and (wide or hi or x):
        raise unsupported(m, ins, f".{hint} with .WIDE/.HI/.X")
    d, outs, srcs, ins_preds = _carry_layout(m, ins, 3, max_outs=2)
    if len(outs) > 1:
        raise unsupported(m, ins, "two carry-outs")
    if ins_preds and not x:
        raise unsupported(m, ins, "carry-in without .X")
    cin = _carry_in(m, ins, ins_preds) if x else None
    if x and not ins_preds:
        raise unsupported(m, ins, ".X without a carry-in")
    a_op, b_op, c_op = srcs

    if not wide and not hi:
        if outs:
            _no_carry_out(m, ins, outs)
        a, b = _mul_sources(m, ins, a_op, b_op, False)
        c = int_src(m, ins, c_op)
        r = T.add(T.mul(a, b), c)
        if cin is not None:
            r = T.add(r, cin)
        m.write(d, r)
        return

    a, b = _mul_sources(m, ins, a_op, b_op, True)
    ext = T.zext if u32 else T.sext
    prod = T.mul(ext(a, 64), ext(b, 64))
    if getattr(c_op, "neg", False) or getattr(c_op, "bitnot", False):
        raise unsupported(m, ins, f"modifier on the 64-bit addend {c_op!r}")
    if isinstance(c_op, Imm):
        raise unsupported(m, ins, "immediate 64-bit addend")
    c = int_src(m, ins, c_op, 64)

    if hi:
        if outs or x:
            raise unsupported(m, ins, "carry with .HI")
        r = T.add(prod, c)
        m.write(d, T.extract(r, 63, 32))
        return

    # WIDE
    total = T.add(prod, c)
    if cin is not None:
        total = T.add(total, T.zext(cin, 64))
    if outs and not is_true_pred(outs[0]):
        if not u32:
            raise unsupported(m, ins, "carry-out of a signed wide product")
        if x:
            raise unsupported(m, ins, "carry-out with .X")
        wide_sum = T.add(T.zext(prod, 66), T.zext(c, 66))
        m.write_pred(dest_pred(m, ins, outs[0]), T.eq(T.extract(wide_sum, 65, 64), T.bv(1, 2)))
    m.write(dest_reg(m, ins, d), total)


# ----------------------------------------------------------------------------- IADD3 / VIADD
@_define_both("IADD3", mods=("X",))
def iadd3(m, ins):
    """IADD3 d, [Pc0, Pc1,] a, b, c [, Pin0, Pin1]: d = a + b + c (+ carry-ins with .X).

    -x enters as ~x + 1, so a carry-out counts 2**32 - x (a carry for x = 0: the 64-bit
    negation/subtraction idiom).  A carry-out is modeled where only one adder carry can
    occur: no .X, the third source is zero, at most one source negated, Pc1 = PT.  Two carry-outs (a 64-bit
    sum of three terms: ptxas's `i += a + b` over 64 bits) are read as the two adders' carries, Pc0 of a + b
    and Pc1 of (a + b mod 2**32) + c, for sources not negated and no .X; the IADD3.X that takes them adds both
    (only their sum is observable there: the PTX-against-SASS oracle checks it, tests/equiv/test_progprove.py)."""
    mo = Mods(m, ins)
    x = mo.flag("X")
    mo.done()
    d, outs, srcs, ins_preds = _carry_layout(m, ins, 3, max_outs=2)
    if x != bool(ins_preds):
        raise unsupported(m, ins, "carry-in predicates and .X disagree")
    parts = [int_src_parts(m, ins, s) for s in srcs]
    r = T.add(*[_value(raw, kind) for raw, kind in parts])
    if x:
        r = T.add(r, _carry_in(m, ins, ins_preds, second=True))
    live = [p for p in outs if not is_true_pred(p)]
    if live:
        first_live = not is_true_pred(outs[0])
        second_live = len(outs) == 2 and not is_true_pred(outs[1])
        if second_live and not x and all(k == "plain" for _, k in parts):
            low = T.add(*[_contribution(*q) for q in parts[:2]])
            cascade = T.add(T.zext(T.extract(low, 31, 0), 34), _contribution(*parts[2]))
            for p, total in ((outs[0], low), (outs[1], cascade)):
                if not is_true_pred(p):
                    m.write_pred(dest_pred(m, ins, p), _carried(total))
            m.write(d, r)
            return
        if x or not first_live or second_live:
            raise unsupported(m, ins, "carry-out in this form")
        if not is_plain_zero(srcs[2]):
            raise unsupported(m, ins, "carry-out with a nonzero third source")
        if sum(1 for _, k in parts[:2] if k == "neg") > 1:
            raise unsupported(m, ins, "carry-out with two negated sources")
        s34 = T.add(_contribution(*parts[0]), _contribution(*parts[1]))
        m.write_pred(dest_pred(m, ins, outs[0]), _carried(s34))
    m.write(d, r)


@SASS.define("VIADD")
def viadd(m, ins):
    """VIADD d, a, b: d = a + b."""
    Mods(m, ins).done()
    d, a, b = operands(m, ins, 3)
    m.write(dest_reg(m, ins, d), T.add(int_src(m, ins, a), int_src(m, ins, b)))


# ----------------------------------------------------------------------------- LEA
@_define_both("LEA", mods=("HI", "X", "SX32"))
def lea(m, ins):
    """LEA d, [Pco,] a, b, n: d = (a << n) + b.
    LEA.HI d, [Pco,] a, b, c, n: d = b + high word of ((c:a) << n).
    .SX32 takes c as the sign extension of a (no c operand).  .X adds a carry-in (HI only).
    The carry-out is that of the 32-bit addition."""
    mo = Mods(m, ins)
    hi = mo.flag("HI")
    x = mo.flag("X")
    sx = mo.flag("SX32")
    mo.done()
    if (x or sx) and not hi:
        raise unsupported(m, ins, ".X/.SX32 without .HI")
    d, outs, srcs, ins_preds = _carry_layout(m, ins, 4 if hi and not sx else 3, max_outs=1)
    if x != bool(ins_preds):
        raise unsupported(m, ins, "carry-in predicates and .X disagree")
    n = imm_value(m, ins, srcs[-1], 0, 31)
    a_op, b_op = srcs[0], srcs[1]
    if getattr(a_op, "neg", False):
        raise unsupported(m, ins, f"negated shifted operand {a_op!r}")
    a = int_src(m, ins, a_op)
    if not hi:
        shifted = T.shl(a, T.bv(n, 32))
    else:
        if sx:  # the high word of sext(a) << n: a shifted right arithmetically (its sign word for n = 0, 1)
            shifted = T.ashr(a, T.bv(min(32 - n, 31), 32))
        else:
            c_op = srcs[2]
            if getattr(c_op, "neg", False):
                raise unsupported(m, ins, f"negated operand {c_op!r}")
            c = int_src(m, ins, c_op)
            shifted = T.extract(T.shl(T.concat(c, a), T.bv(n, 64)), 63, 32)
    b_raw, b_kind = int_src_parts(m, ins, b_op)
    r = T.add(shifted, _value(b_raw, b_kind))
    if x:
        r = T.add(r, _carry_in(m, ins, ins_preds))
    if outs and not is_true_pred(outs[0]):
        if x or b_kind == "neg":
            raise unsupported(m, ins, "carry-out in this form")
        s34 = T.add(T.zext(shifted, 34), _contribution(b_raw, b_kind))
        m.write_pred(dest_pred(m, ins, outs[0]), _carried(s34))
    m.write(d, r)


# ----------------------------------------------------------------------------- logic
def _logic_src(m, ins, op):
    if getattr(op, "neg", False):
        raise unsupported(m, ins, f"negated operand {op!r} of a logic operation")
    return int_src(m, ins, op)


@_define_both("LOP3", mods=("LUT",))
def lop3(m, ins):
    """LOP3.LUT [Pd,] d, a, b, c, lut, !PT: d = lut(a, b, c) bitwise (bit a<<2|b<<1|c of lut);
    Pd = (d != 0).  The trailing predicate input is modeled only as !PT."""
    mo = Mods(m, ins)
    if not mo.flag("LUT"):
        raise unsupported(m, ins, "LOP3 without .LUT")
    mo.done()
    ops = operands(m, ins, 6, 7)
    pd = None
    if len(ops) == 7:
        pd = dest_pred(m, ins, ops[0])
        ops = ops[1:]
    d, a_op, b_op, c_op, lut_op, pin = ops
    if not is_false_pred(pin):
        raise unsupported(m, ins, f"predicate input {pin!r}")
    lut = imm_value(m, ins, lut_op, 0, 0xFF)
    r = lut3(lut, _logic_src(m, ins, a_op), _logic_src(m, ins, b_op), _logic_src(m, ins, c_op))
    if pd is not None:
        m.write_pred(pd, T.not_(T.eq(r, T.bv(0, 32))))
    m.write(dest_reg(m, ins, d), r)


@_define_both("PLOP3", mods=("LUT",))
def plop3(m, ins):
    """PLOP3.LUT Pd, PT, a, b, c, lut, lut2: Pd = lut(a, b, c).  (lut2 feeds the second
    destination, which is modeled only as PT.)"""
    mo = Mods(m, ins)
    if not mo.flag("LUT"):
        raise unsupported(m, ins, "PLOP3 without .LUT")
    mo.done()
    pd, pq, a, b, c, lut_op, lut2 = operands(m, ins, 7)
    if not is_true_pred(pq):
        raise unsupported(m, ins, f"second destination {pq!r}")
    lut = imm_value(m, ins, lut_op, 0, 0xFF)
    imm_value(m, ins, lut2, 0, 0xFF)
    m.write_pred(dest_pred(m, ins, pd),
                 lut3_bool(lut, pred_src(m, ins, a), pred_src(m, ins, b), pred_src(m, ins, c)))


# ----------------------------------------------------------------------------- shifts
@_define_both("SHF", mods=("L", "R", "U32", "S32", "U64", "S64", "HI", "W"))
def shf(m, ins):
    """SHF.{L,R}.{U32,S32,U64,S64}[.HI][.W] d, lo, n, hi: the funnel shift of the pair hi:lo.

    The 64-bit value hi:lo is shifted left or right (arithmetic for S types) by
    min(n, 32) for 32-bit types and min(n, 64) for 64-bit types (n read unsigned);
    .W wraps instead: n & 31 (32-bit types only).  The result is the low word, or
    with .HI the high word, of the shifted value."""
    mo = Mods(m, ins)
    direction = mo.one(("L", "R"))
    typ = mo.one(("U32", "S32", "U64", "S64"))
    hi_word = mo.flag("HI")
    wrap = mo.flag("W")
    mo.done()
    if direction is None or typ is None:
        raise unsupported(m, ins, "direction or type missing")
    if wrap and typ in ("U64", "S64"):
        raise unsupported(m, ins, ".W with a 64-bit type")
    d, lo_op, n_op, hi_op = operands(m, ins, 4)
    if getattr(n_op, "neg", False) or getattr(n_op, "bitnot", False):
        raise unsupported(m, ins, f"modifier on the shift amount {n_op!r}")
    lo = _logic_src(m, ins, lo_op)
    hi = _logic_src(m, ins, hi_op)
    n = int_src(m, ins, n_op)
    limit = 32 if typ in ("U32", "S32") else 64
    if wrap:
        k = T.band(n, T.bv(31, 32))
    else:
        k = umin(n, T.bv(limit, 32))
    k64 = T.zext(k, 64)
    v = T.concat(hi, lo)
    if direction == "L":
        s = T.shl(v, k64)
    elif typ.startswith("S"):
        s = T.ashr(v, k64)
    else:
        s = T.lshr(v, k64)
    m.write(dest_reg(m, ins, d), T.extract(s, 63, 32) if hi_word else T.extract(s, 31, 0))


# ----------------------------------------------------------------------------- compares / selects
_ICMP = ("EQ", "NE", "LT", "LE", "GT", "GE")
_BOOL_OPS = ("AND", "OR", "XOR")


@_define_both("ISETP", mods=_ICMP + _BOOL_OPS + ("U32", "S32", "EX"))
def isetp(m, ins):
    """ISETP.cmp[.U32].bop Pd, PT, a, b, Pc: Pd = (a cmp b) bop Pc (signed unless .U32).

    .EX Pd, PT, a_hi, b_hi, Pc, Pex extends a compare of the low words (whose result is
    Pex, computed by the same cmp unsigned) to the 64-bit values: for LT/LE/GT/GE
    (a_hi strict-cmp b_hi) or (a_hi == b_hi and Pex); EQ: a_hi == b_hi and Pex;
    NE: a_hi != b_hi or Pex.  The second destination is modeled only as PT."""
    mo = Mods(m, ins)
    cmp = mo.one(_ICMP)
    signed = mo.one(("U32", "S32"), "S32") == "S32"
    bop = mo.one(_BOOL_OPS)
    ex = mo.flag("EX")
    mo.done()
    if cmp is None or bop is None:
        raise unsupported(m, ins, "comparison or combining operation missing")
    ops = operands(m, ins, 6 if ex else 5)
    pd, pq, a_op, b_op, pc = ops[:5]
    if not is_true_pred(pq):
        raise unsupported(m, ins, f"second destination {pq!r}")
    a = int_src(m, ins, a_op)
    b = int_src(m, ins, b_op)
    if not ex:
        r = icompare(cmp, a, b, signed)
    else:
        pex = pred_src(m, ins, ops[5])
        if cmp == "EQ":
            r = T.and_(T.eq(a, b), pex)
        elif cmp == "NE":
            r = T.or_(T.not_(T.eq(a, b)), pex)
        else:
            strict = {"LT": "LT", "LE": "LT", "GT": "GT", "GE": "GT"}[cmp]
            r = T.or_(icompare(strict, a, b, signed), T.and_(T.eq(a, b), pex))
    m.write_pred(dest_pred(m, ins, pd), combine(bop, r, pred_src(m, ins, pc)))


@_define_both("SEL")
def sel(m, ins):
    """SEL d, a, b, P: d = P ? a : b."""
    Mods(m, ins).done()
    d, a, b, p = operands(m, ins, 4)
    m.write(dest_reg(m, ins, d), T.ite(pred_src(m, ins, p), int_src(m, ins, a), int_src(m, ins, b)))


def _minmax(m, ins, sources: int, add_first: bool = False):
    """The IMNMX family: d, [PT, PT,] a, b[, c], P -> d = P ? min : max of the sources, signed unless .U32;
    with `add_first` the first two sources are added (32-bit, wrapping) before the comparison.
    sm_100's nvcc prints two predicate destinations after d; they are modeled only as PT."""
    mo = Mods(m, ins)
    kind = mo.one(("U32", "S32", "U16x2", "S16x2"), "S32")
    mo.done()
    signed = kind[0] == "S"
    ops = operands(m, ins, sources + 2, sources + 4)
    if len(ops) == sources + 4:
        if not (is_true_pred(ops[1]) and is_true_pred(ops[2])):
            raise unsupported(m, ins, "predicate destinations")
        ops = (ops[0],) + ops[3:]
    d, *srcs, p = ops
    vals = [int_src(m, ins, x) for x in srcs]
    if add_first:
        vals = [T.add(vals[0], vals[1])] + vals[2:]
    if kind.endswith("x2"):  # (VIMNMX only: the other definitions do not accept the modifier)
        lanes = [[T.extract(v, lo + 15, lo) for v in vals] for lo in (16, 0)]  # each 16-bit half on its own
    else:
        lanes = [vals]
    sign = "s" if signed else "u"
    is_min = pred_src(m, ins, p)
    pick = lambda xs: T.ite(is_min, *(functools.reduce(lambda x, y: T.fold_combine(sign + name, x, y), xs)
                                      for name in ("min", "max")))
    m.write(dest_reg(m, ins, d), functools.reduce(T.concat, [pick(xs) for xs in lanes]))


@_define_both("IMNMX", mods=("U32", "S32"))
def imnmx(m, ins):
    """IMNMX d, a, b, P: d = P ? min(a, b) : max(a, b)."""
    _minmax(m, ins, 2)


@SASS.define("VIMNMX", mods=("U32", "S32", "U16x2", "S16x2"))
def vimnmx(m, ins):
    """VIMNMX d, a, b, P: IMNMX's twin on sm_90 and later; .U16x2/.S16x2 take each 16-bit half on its own
    (PTX min/max.u16x2, s16x2; sm_100's ptxas clamps a byte sum that fits 16 bits with it)."""
    _minmax(m, ins, 2)


@SASS.define("VIMNMX3", mods=("U32", "S32"))
def vimnmx3(m, ins):
    """VIMNMX3 d, a, b, c, P: d = P ? min(a, b, c) : max(a, b, c), the three-source form nvcc 13 emits on
    sm_90 and later where two min/max fuse (ptxas's own output for a max.s32/min.u32 chain; GPU probe
    `vimnmx3` in tools/gpu_probes.py, not yet run on hardware)."""
    _minmax(m, ins, 3)


@SASS.define("VIADDMNMX", mods=("U32", "S32"))
def viaddmnmx(m, ins):
    """VIADDMNMX d, a, b, c, P: d = P ? min(a + b, c) : max(a + b, c), sm_90's DPX add-then-clamp
    (CUDA's __viaddmin_s32/__viaddmax_u32 ...; ptxas fuses `min(a + b, c)` into it).  The add wraps: the
    intrinsics document no saturation (GPU probe `viaddmnmx` in tools/gpu_probes.py, not yet run on
    hardware).  .RELU is not modeled."""
    _minmax(m, ins, 3, add_first=True)


# ----------------------------------------------------------------------------- bit counting
@SASS.define("IABS")
def iabs(m, ins):
    """IABS d, a: d = |a| (INT_MIN stays INT_MIN)."""
    Mods(m, ins).done()
    d, a_op = operands(m, ins, 2)
    a = int_src(m, ins, a_op)
    m.write(dest_reg(m, ins, d), T.ite(T.slt(a, T.bv(0, 32)), T.neg(a), a))


@_define_both("POPC")
def popc(m, ins):
    """POPC d, a: d = number of 1 bits of a."""
    Mods(m, ins).done()
    d, a = operands(m, ins, 2)
    m.write(dest_reg(m, ins, d), popcount(_logic_src(m, ins, a)))


@_define_both("FLO", mods=("U32", "SH"))
def flo(m, ins):
    """FLO.U32 d, a: d = position of the most significant 1 of a, 0xffffffff if a = 0
    (PTX bfind.u32); .SH gives 31 - position instead (bfind.shiftamt), still 0xffffffff for 0."""
    mo = Mods(m, ins)
    if not mo.flag("U32"):
        raise unsupported(m, ins, "signed FLO")
    sh = mo.flag("SH")
    mo.done()
    d, a = operands(m, ins, 2)
    x = _logic_src(m, ins, a)
    pos = highest_set_bit(x)
    if sh:
        pos = T.ite(T.eq(x, T.bv(0, 32)), T.bv(MASK32, 32), T.sub(T.bv(31, 32), pos))
    m.write(dest_reg(m, ins, d), pos)


@_define_both("BREV")
def brev(m, ins):
    """BREV d, a: d = a with its bits reversed."""
    Mods(m, ins).done()
    d, a = operands(m, ins, 2)
    m.write(dest_reg(m, ins, d), bit_reverse(_logic_src(m, ins, a)))


@_define_both("PRMT")
def prmt(m, ins):
    """PRMT d, a, sel, b: byte permute of b:a by the low 16 bits of sel (PTX prmt default mode)."""
    Mods(m, ins).done()
    d, a, s, b = operands(m, ins, 4)
    m.write(dest_reg(m, ins, d), permute(_logic_src(m, ins, a), _logic_src(m, ins, s), _logic_src(m, ins, b)))


@_define_both("BMSK", mods=("W",))
def bmsk(m, ins):
    """BMSK d, a, b: PTX bmsk.clamp.b32: the bits [a, min(a + b, 32)) set, with a and b clamped
    to 32 (a >= 32 gives 0, b = 0 gives 0); .W is bmsk.wrap: a and b taken modulo 32."""
    mo = Mods(m, ins)
    wrap = mo.flag("W")
    mo.done()
    d, a_op, b_op = operands(m, ins, 3)
    a = _logic_src(m, ins, a_op)
    b = _logic_src(m, ins, b_op)
    if wrap:
        a = T.band(a, T.bv(31, 32))
        b = T.band(b, T.bv(31, 32))
    else:
        a = umin(a, T.bv(32, 32))
        b = umin(b, T.bv(32, 32))
    # ((1 << b) - 1) << a, computed in 64 bits so b = 32 and a = 32 behave
    ones = T.sub(T.shl(T.bv(1, 64), T.zext(b, 64)), T.bv(1, 64))
    mask = T.extract(T.shl(ones, T.zext(a, 64)), 31, 0)
    m.write(dest_reg(m, ins, d), mask)


@_define_both("SGXT", mods=("U32", "S32", "W"))
def sgxt(m, ins):
    """SGXT d, a, b: sign-extend a from its low b bits (PTX szext.clamp.s32: b clamped to 32,
    b = 0 gives 0); .U32 zero-extends; .W wraps b to 0..31 (szext.wrap)."""
    mo = Mods(m, ins)
    signed = mo.one(("U32", "S32"), "S32") == "S32"
    wrap = mo.flag("W")
    mo.done()
    d, a_op, b_op = operands(m, ins, 3)
    a = _logic_src(m, ins, a_op)
    b = _logic_src(m, ins, b_op)
    b = T.band(b, T.bv(31, 32)) if wrap else umin(b, T.bv(32, 32))
    # keep the low b bits: shift left by 32-b then back (in 64 bits, so b = 0 gives 0)
    k = T.zext(T.sub(T.bv(32, 32), b), 64)
    up = T.shl(T.zext(a, 64), k)
    low32 = T.extract(up, 31, 0)  # a << (32 - b) within 32 bits (0 when b = 0)
    if signed:
        r = T.ashr(low32, T.extract(k, 31, 0))
        r = T.ite(T.eq(b, T.bv(0, 32)), T.bv(0, 32), r)
    else:
        r = T.lshr(low32, T.extract(k, 31, 0))
    m.write(dest_reg(m, ins, d), r)
