"""ISA-neutral pieces of the instruction definitions, shared by the SASS and PTX tables.

What lives here is defined by the vendor once for both levels (ptxas lowers
PTX `setp`, `min`, `prmt`, `cvt` to SASS FSETP, FMNMX, PRMT, F2I with the same
rules), so each rule is written once: modifier parsing that refuses what it did
not consume, the hardware's floating-point conventions (canonical NaN,
flush-to-zero, saturation), the PTX compare / min / max / float-to-int rules,
and bit-level helpers over terms.  Nothing here reads a machine or an operand.
"""
from __future__ import annotations

from typing import Callable, Iterable, Sequence

from equiv import ieee
from equiv import terms as T
from equiv.terms import FPFormat, Sort, Term

# NaN bit patterns the hardware writes for a NaN result (one per format).
CANONICAL_NAN = {"f16": 0x7FFF, "bf16": 0x7FFF, "f32": 0x7FFFFFFF}


# ----------------------------------------------------------------------------- modifiers
class Mods:
    """The modifiers of one instruction, consumed group by group; leftovers are refused.

    Every definition lists its accepted modifiers in `define(..., mods=...)` (what
    `IsaTable.lookup` checks one by one) and additionally reads them here, which
    refuses duplicates, two members of one group, and combinations the definition
    never consumed.  `fail(what)` builds the exception naming the instruction."""

    def __init__(self, mods: Sequence[str], fail: Callable[[str], Exception]):
        self.fail = fail
        self.left = list(mods)
        if len(set(self.left)) != len(self.left):
            raise fail("repeated modifier")

    def flag(self, name: str) -> bool:
        if name in self.left:
            self.left.remove(name)
            return True
        return False

    def one(self, group: Iterable[str], default: str | None = None) -> str | None:
        found = [g for g in group if g in self.left]
        if len(found) > 1:
            raise self.fail(f"modifiers {'.'.join(found)} together")
        if found:
            self.left.remove(found[0])
            return found[0]
        return default

    def drop(self, names: Iterable[str]) -> list[str]:
        """Consume any of `names` (hints that do not change the value)."""
        return [n for n in names if self.flag(n)]

    def done(self) -> None:
        if self.left:
            raise self.fail(f"modifier combination with {'.'.join(self.left)}")


# ----------------------------------------------------------------------------- compares
def icompare(cmp: str, a: Term, b: Term, signed: bool) -> Term:
    """Integer eq/ne/lt/le/gt/ge, signed or unsigned (case-insensitive: SASS LT, PTX lt)."""
    lt = T.slt if signed else T.ult
    le = T.sle if signed else T.ule
    return {
        "eq": lambda: T.eq(a, b), "ne": lambda: T.not_(T.eq(a, b)),
        "lt": lambda: lt(a, b), "le": lambda: le(a, b),
        "gt": lambda: lt(b, a), "ge": lambda: le(b, a),
    }[cmp.lower()]()


# ----------------------------------------------------------------------------- floating point
def fzero(fmt: FPFormat, negative: bool = False) -> Term:
    return T.fp_bits_const(fmt, (1 << (fmt.width - 1)) if negative else 0)


def flush(x: Term) -> Term:
    """FTZ: a subnormal becomes the zero of its sign."""
    fmt = x.sort.fmt
    return T.ite(T.fissubnormal(x), T.ite(T.fisneg(x), fzero(fmt, True), fzero(fmt)), x)


def to_bits(x: Term) -> Term:
    """Bits of an FP result as the hardware writes them (canonical NaN)."""
    fmt = x.sort.fmt
    if fmt.name not in CANONICAL_NAN:
        raise ValueError(f"no canonical NaN known for {fmt.name}")
    return T.fp_to_bits(x, CANONICAL_NAN[fmt.name])


def undefined(addr: int, what: str, sort: Sort) -> Term:
    """A value the documentation leaves unspecified: a variable `undef:<what>@<addr>` that every
    obligation quantifies over, so nothing proved depends on its value.  All dynamic instances
    of the instruction at addr share the name (an under-approximation where that matters)."""
    return T.var(f"undef:{what}@{addr}", sort)


def unspecified_nan(addr: int, fmt: FPFormat, what: str) -> Term:
    """The bits of some NaN of fmt, which one unspecified."""
    return T.nan_pattern(fmt, undefined(addr, what, T.BV(fmt.width)))


def result_bits(addr: int, x: Term, tag: str = "") -> Term:
    """The bits of a floating result: the canonical NaN for f32/f16/bf16 (`to_bits`); an f64
    NaN result is some NaN, which one unspecified (neither PTX nor SASS documents its payload)."""
    fmt = x.sort.fmt
    if fmt.name in CANONICAL_NAN:
        return to_bits(x)
    return T.fp_to_bits_open(x, undefined(addr, f"nan{tag}", T.BV(fmt.width)))


def ftz_result(addr: int, x: Term, may_round_up: bool, tag: str = "") -> Term:
    """A result flushed to sign-preserving zero where subnormal (.ftz / .FTZ).  Where an exact result below
    the smallest normal can round up to it (products, fused multiply-adds), whether the hardware flushes it
    (tininess before rounding) is not documented: a result of exactly the smallest normal is then either
    that or the signed zero, an `undefined` choice."""
    fmt = x.sort.fmt
    flushed = flush(x)
    if not may_round_up:
        return flushed
    smallest = T.feq(T.fabs(x), T.fp_const(fmt, ieee.min_normal(fmt)))
    zero = T.ite(T.fisneg(x), fzero(fmt, True), fzero(fmt))
    return T.ite(T.and_(smallest, undefined(addr, f"ftz{tag}", T.BOOL)), zero, flushed)


def without_flush(t: Term) -> Term:
    """t with the FTZ flushes around it taken off (`flush`, `ftz_result`'s choice): the value a pattern of
    operations reads through them, as the `real` contract does."""
    while True:
        kept = unflushed(t)
        if kept is not None:
            t = kept
        elif t.op == "ite" and t.args[0].op == "fissubnormal" and t.args[0].args[0] is t.args[2] \
                and t is flush(t.args[2]):
            t = t.args[2]
        else:
            return t


def sat_result(addr: int, x: Term, tag: str = "") -> Term:
    """.SAT / .sat: clamp to [0.0, 1.0], NaN -> +0.0 (`saturate`); whether a -0.0 result stays -0.0 is not
    documented, so it is either zero, an `undefined` choice."""
    minus_zero = T.and_(T.fiszero(x), T.fisneg(x))
    return T.ite(T.and_(minus_zero, undefined(addr, f"sat{tag}", T.BOOL)), fzero(x.sort.fmt), saturate(x))


def unflushed(t: Term) -> Term | None:
    """For a result `ftz_result` built (the flushed value, or zero by the undocumented choice), the value
    without that choice: the `real` contract reads flushing as the identity, choice included."""
    if t.op != "ite" or t.args[0].op != "and":
        return None
    choice = [c for c in t.args[0].args if c.op == "var" and c.params[0].startswith("undef:ftz")]
    return t.args[2] if choice else None


def saturate(x: Term) -> Term:
    """.SAT / .sat for results that are never -0.0: NaN -> +0, below 0 -> +0, above 1 -> 1.

    (Callers guarantee a -0.0 result cannot occur, or decide it themselves: whether
    the hardware keeps -0.0 or writes +0.0 is not documented.)"""
    fmt = x.sort.fmt
    one = T.fp_const(fmt, 1.0)
    zero = fzero(fmt)
    return T.ite(T.fisnan(x), zero, T.ite(T.flt(x, zero), zero, T.ite(T.flt(one, x), one, x)))


def fcompare(cmp: str, a: Term, b: Term) -> Term:
    """PTX setp semantics: ordered compares are false on NaN, unordered (..u) true.

    cmp is case-insensitive (SASS spells it LTU, PTX ltu)."""
    cmp = cmp.lower()
    unordered = T.or_(T.fisnan(a), T.fisnan(b))
    if cmp == "num":
        return T.not_(unordered)
    if cmp == "nan":
        return unordered
    is_unordered = cmp in ("equ", "neu", "ltu", "leu", "gtu", "geu")
    base = cmp[:-1] if is_unordered else cmp
    rel = {
        "eq": lambda: T.feq(a, b), "ne": lambda: T.not_(T.feq(a, b)),
        "lt": lambda: T.flt(a, b), "le": lambda: T.fle(a, b),
        "gt": lambda: T.flt(b, a), "ge": lambda: T.fle(b, a),
    }[base]()
    if is_unordered:
        return T.or_(rel, unordered)
    return T.and_(rel, T.not_(unordered))


def fminmax(a: Term, b: Term, is_min: Term) -> Term:
    """PTX min/max without .NaN (PTX ISA 9.7.3.11 min, 9.7.3.12 max), which ptxas lowers to FMNMX:

        if (isNaN(x) && isNaN(y)) z = NaN; else if (isNaN(x)) z = y; else if (isNaN(y)) z = x;
        else z = (x > y) ? x : y;   // note: +0.0 > -0.0 here

    and the Notes: "If values of both inputs are 0.0, then +0.0 > -0.0."  The NaN result is
    written as the canonical NaN.  (The same rules hold for the f16 lanes of HMNMX2.)  Each is a float
    fold's operation (T.fold_combine), so a loop of fmaxf is an ffold."""
    return T.ite(is_min, T.fold_combine("min", a, b), T.fold_combine("max", a, b))


def float_to_int(x: Term, rm: str, width: int, signed: bool, nan_value: int) -> Term:
    """PTX cvt float-to-int: round x in mode rm, saturate to the width's range; NaN -> nan_value."""
    fmt = x.sort.fmt
    r = T.fround(rm, x)
    if signed:
        lo = T.bv(1 << (width - 1), width)
        hi = T.bv((1 << (width - 1)) - 1, width)
        lo_f = T.fp_const(fmt, -(2.0 ** (width - 1)))
        hi_f = T.fp_const(fmt, 2.0 ** (width - 1))
    else:
        lo = T.bv(0, width)
        hi = T.bv((1 << width) - 1, width)
        lo_f = T.fp_const(fmt, 0.0)
        hi_f = T.fp_const(fmt, 2.0 ** width)
    below = T.fle(r, lo_f)
    above = T.fle(hi_f, r)
    inside = T.fp_to_int_raw("RTZ", width, r, signed)  # r is integral and in range here
    return T.ite(T.fisnan(x), T.bv(nan_value, width),
                 T.ite(below, lo, T.ite(above, hi, inside)))


# ----------------------------------------------------------------------------- bits
def umin(a: Term, b: Term) -> Term:
    return T.ite(T.ult(a, b), a, b)


def popcount(x: Term) -> Term:
    """Population count of x, as a value of x's width: summed in just enough bits for w ones and zero-extended,
    so that counts of one value read at any width are one term (a solver shown the sum in 32 bits must
    otherwise prove that its high bits are zero: a counting argument CDCL finds hard)."""
    w = x.width
    narrow = w.bit_length()
    return T.zext(T.add(*[T.zext(T.extract(x, i, i), narrow) for i in range(w)]), w)


def bit_reverse(x: Term) -> Term:
    w = x.width
    out = T.extract(x, 0, 0)
    for i in range(1, w):
        out = T.concat(out, T.extract(x, i, i))
    return out


def highest_set_bit(x: Term) -> Term:
    """Position of the most significant 1 bit of x, all ones (-1) when x = 0; x's width."""
    w = x.width
    out = T.bv(-1, w)
    for i in range(w):  # later (higher) bits win
        out = T.ite(T.eq(T.extract(x, i, i), T.bv(1, 1)), T.bv(i, w), out)
    return out


def lut3(lut: int, a: Term, b: Term, c: Term) -> Term:
    """Bitwise 3-input function given by its truth table: bit (a<<2 | b<<1 | c) of lut.

    Equivalently lut = F(0xF0, 0xCC, 0xAA).  Built as a Shannon expansion on a
    with compact two-input cofactors, so common tables give small terms."""
    lut &= 0xFF
    w = a.width
    ones = T.bv(-1, w)
    zero = T.bv(0, w)
    hi = (lut >> 4) & 0xF   # a = 1: index b<<1 | c
    lo = lut & 0xF          # a = 0

    def two(t: int) -> Term:
        # t: bit (b<<1 | c)
        table = {
            0x0: zero, 0xF: ones,
            0xC: b, 0x3: T.bnot(b), 0xA: c, 0x5: T.bnot(c),
            0x8: T.band(b, c), 0xE: T.bor(b, c), 0x6: T.bxor(b, c), 0x9: T.bnot(T.bxor(b, c)),
            0x7: T.bnot(T.band(b, c)), 0x1: T.bnot(T.bor(b, c)),
            0x4: T.band(b, T.bnot(c)), 0x2: T.band(T.bnot(b), c),
            0xD: T.bor(b, T.bnot(c)), 0xB: T.bor(T.bnot(b), c),
        }
        return table[t]

    if hi == lo:
        return two(hi)
    if hi == (~lo & 0xF):
        return T.bxor(a, two(lo))
    f1, f0 = two(hi), two(lo)
    if lo == 0:
        return T.band(a, f1)
    if hi == 0:
        return T.band(T.bnot(a), f0)
    if hi == 0xF:
        return T.bor(a, f0)
    if lo == 0xF:
        return T.bor(T.bnot(a), f1)
    return T.bor(T.band(a, f1), T.band(T.bnot(a), f0))


def lut3_bool(lut: int, a: Term, b: Term, c: Term) -> Term:
    """The predicate version of `lut3`."""
    lut &= 0xFF
    terms = []
    for i in range(8):
        if lut >> i & 1:
            lits = [a if i & 4 else T.not_(a), b if i & 2 else T.not_(b), c if i & 1 else T.not_(c)]
            terms.append(T.and_(*lits))
    return T.or_(*terms) if terms else T.false()


def combine(bop: str, x: Term, p: Term) -> Term:
    """The and/or/xor that folds a compare result with the predicate operand of a setp
    (case-insensitive: SASS .AND, PTX .and)."""
    op = {"and": T.and_, "or": T.or_, "xor": T.xor}.get(bop.lower())
    if op is None:
        raise ValueError(bop)
    return op(x, p)


def permute(a: Term, sel: Term, b: Term) -> Term:
    """PTX prmt.b32 default mode: result byte i from selector nibble i of sel over the bytes
    of b:a (a = bytes 0..3); a nibble with bit 3 set replicates the byte's sign bit."""
    bytes_ = [T.extract(a, 8 * k + 7, 8 * k) for k in range(4)] + [T.extract(b, 8 * k + 7, 8 * k) for k in range(4)]
    out = None
    for i in range(4):
        nib = T.extract(sel, 4 * i + 3, 4 * i)
        if nib.is_const():
            s = nib.value
            byte = bytes_[s & 7]
            if s & 8:
                byte = T.sext(T.extract(byte, 7, 7), 8)
        else:
            idx = T.extract(nib, 2, 0)
            byte = bytes_[7]
            for k in range(6, -1, -1):
                byte = T.ite(T.eq(idx, T.bv(k, 3)), bytes_[k], byte)
            byte = T.ite(T.eq(T.extract(nib, 3, 3), T.bv(1, 1)), T.sext(T.extract(byte, 7, 7), 8), byte)
        out = byte if out is None else T.concat(byte, out)
    return out
