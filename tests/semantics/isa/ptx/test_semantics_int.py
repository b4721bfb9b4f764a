"""PTX integer arithmetic, logic, shifts, compares and selects on concrete operands, against
Python integers and the manual's own pseudocode (bfe, bfi, prmt) written out bit by bit."""
from __future__ import annotations

import itertools

import pytest

from equiv import terms as T

from .test_semantics_fake import FakePtx, batch, free_names, refuses, reg, run, step, value

WIDTHS = {16: "%rs", 32: "%r", 64: "%rd"}


def edges(w: int) -> list[int]:
    m = (1 << w) - 1
    return [0, 1, 2, 3, 7, m, m - 1, 1 << (w - 1), (1 << (w - 1)) - 1, (1 << (w - 1)) + 1, 0x5A5A5A5A5A5A5A5A & m,
            0x123456789ABCDEF0 & m]


def sx(v: int, w: int) -> int:
    return v - (1 << w) if v >> (w - 1) & 1 else v


def pairs(w):
    return list(itertools.product(edges(w), edges(w)))


def cols(rows, *names):
    return {n: [r[k] for r in rows] for k, n in enumerate(names)}


def binary(text: str, w: int, rows, dw: int | None = None):
    """Results of `text` (d, a, b registers of width w; d of width dw) over rows of (a, b)."""
    p, pd = WIDTHS[w], WIDTHS[dw or w]
    return batch(text.format(d=f"{pd}1", a=f"{p}2", b=f"{p}3"), cols(rows, f"{p}2", f"{p}3"), [f"{pd}1"])[f"{pd}1"]


TYPES = [(k, w) for k in "su" for w in (16, 32, 64)]


# ----------------------------------------------------------------------------- add, sub, mul, mad
@pytest.mark.parametrize("k,w", TYPES)
def test_add_sub_wrap(k, w):
    rows = pairs(w)
    m = (1 << w) - 1
    assert binary(f"add.{k}{w} {{d}}, {{a}}, {{b}}", w, rows) == [(a + b) & m for a, b in rows]
    assert binary(f"sub.{k}{w} {{d}}, {{a}}, {{b}}", w, rows) == [(a - b) & m for a, b in rows]


def test_add_sub_sat_s32():
    rows = pairs(32)
    clamp = lambda v: max(-(1 << 31), min((1 << 31) - 1, v)) & 0xFFFFFFFF
    assert binary("add.sat.s32 {d}, {a}, {b}", 32, rows) == [clamp(sx(a, 32) + sx(b, 32)) for a, b in rows]
    assert binary("sub.sat.s32 {d}, {a}, {b}", 32, rows) == [clamp(sx(a, 32) - sx(b, 32)) for a, b in rows]


def test_immediates_wrap_to_the_type():
    assert reg(run("add.s32 %r1, %r2, -1", regs={"%r2": 5}), "%r1") == 4
    assert reg(run("add.u16 %rs1, %rs2, 0x10001", regs={"%rs2": 5}), "%rs1") == 6


@pytest.mark.parametrize("k,w", TYPES)
def test_mul_modes(k, w):
    rows = pairs(w)
    m = (1 << w) - 1
    v = (lambda x: sx(x, w)) if k == "s" else (lambda x: x)
    assert binary(f"mul.lo.{k}{w} {{d}}, {{a}}, {{b}}", w, rows) == [(a * b) & m for a, b in rows]
    assert binary(f"mul.hi.{k}{w} {{d}}, {{a}}, {{b}}", w, rows) == [(v(a) * v(b)) >> w & m for a, b in rows]
    if w < 64:
        got = binary(f"mul.wide.{k}{w} {{d}}, {{a}}, {{b}}", w, rows, dw=2 * w)
        assert got == [(v(a) * v(b)) & ((1 << 2 * w) - 1) for a, b in rows]


@pytest.mark.parametrize("k,w", TYPES)
def test_mad_modes(k, w):
    p = WIDTHS[w]
    m = (1 << w) - 1
    c = 0x8765_4321_0FED_CBA9 & m
    v = (lambda x: sx(x, w)) if k == "s" else (lambda x: x)
    for mode, want in (("lo", lambda a, b: (a * b + c) & m), ("hi", lambda a, b: ((v(a) * v(b) >> w) + c) & m)):
        for a, b in pairs(w)[::5]:
            got = reg(run(f"mad.{mode}.{k}{w} {p}1, {p}2, {p}3, {p}4", regs={f"{p}2": a, f"{p}3": b, f"{p}4": c}),
                      f"{p}1")
            assert got == want(a, b), (mode, hex(a), hex(b))
    if w < 64:
        pd = WIDTHS[2 * w]
        for a, b in pairs(w)[::5]:
            cc = 0xFFFF_FFFF_0000_0001 & ((1 << 2 * w) - 1)
            got = reg(run(f"mad.wide.{k}{w} {pd}1, {p}2, {p}3, {pd}4", regs={f"{p}2": a, f"{p}3": b, f"{pd}4": cc}),
                      f"{pd}1")
            assert got == (v(a) * v(b) + cc) & ((1 << 2 * w) - 1)


def test_mad_hi_sat_s32():
    for a, b in pairs(32)[::3]:
        for c in (0, 1, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFF):
            m = run("mad.hi.sat.s32 %r1, %r2, %r3, %r4", regs={"%r2": a, "%r3": b, "%r4": c})
            want = max(-(1 << 31), min((1 << 31) - 1, (sx(a, 32) * sx(b, 32) >> 32) + sx(c, 32)))
            assert reg(m, "%r1") == want & 0xFFFFFFFF


@pytest.mark.parametrize("k", "su")
def test_mul24_mad24(k):
    for a, b in pairs(32):
        a24, b24 = (sx(x & 0xFFFFFF, 24) if k == "s" else x & 0xFFFFFF for x in (a, b))
        p = a24 * b24
        m = run(f"mul24.lo.{k}32 %r1, %r2, %r3", regs={"%r2": a, "%r3": b})
        assert reg(m, "%r1") == p & 0xFFFFFFFF
        m = run(f"mul24.hi.{k}32 %r1, %r2, %r3", regs={"%r2": a, "%r3": b})
        assert reg(m, "%r1") == (p >> 16) & 0xFFFFFFFF
        m = run(f"mad24.lo.{k}32 %r1, %r2, %r3, %r4", regs={"%r2": a, "%r3": b, "%r4": 0x80000001})
        assert reg(m, "%r1") == (p + 0x80000001) & 0xFFFFFFFF
    m = run("mad24.hi.sat.s32 %r1, %r2, %r3, %r4", regs={"%r2": 0x7FFFFF, "%r3": 0x7FFFFF, "%r4": 0x7FFFFFFF})
    assert reg(m, "%r1") == 0x7FFFFFFF


@pytest.mark.parametrize("text", [
    "add.sat.u32 %r1, %r2, %r3", "add.sat.s64 %rd1, %rd2, %rd3", "add.cc.s32 %r1, %r2, %r3",
    "addc.s32 %r1, %r2, %r3", "add.u16x2 %r1, %r2, %r3", "add.s32 %r1, %rd2, %r3", "add.s32 %rd1, %r2, %r3",
    "add.s32 %r1, %r2", "add.s32.u32 %r1, %r2, %r3", "add.s32.s32 %r1, %r2, %r3", "add %r1, %r2, %r3",
    "mul.s32 %r1, %r2, %r3", "mul.lo.hi.s32 %r1, %r2, %r3", "mul.wide.s64 %rd1, %rd2, %rd3",
    "mul.wide.s32 %r1, %r2, %r3", "mad.lo.sat.s32 %r1, %r2, %r3, %r4", "mad.hi.sat.u32 %r1, %r2, %r3, %r4",
    "mul24.wide.s32 %rd1, %r2, %r3", "mul24.lo.s16 %rs1, %rs2, %rs3", "mul.lo.s32.ftz %r1, %r2, %r3",
])
def test_arithmetic_refusals(text):
    refuses(text)


# ----------------------------------------------------------------------------- div, rem
@pytest.mark.parametrize("k,w", TYPES)
def test_div_rem_truncate_toward_zero(k, w):
    rows = [(a, b) for a, b in pairs(w) if b and not (k == "s" and a == 1 << (w - 1) and b == (1 << w) - 1)]
    m = (1 << w) - 1
    v = (lambda x: sx(x, w)) if k == "s" else (lambda x: x)

    def cdiv(a, b):
        q = abs(a) // abs(b)
        return q if (a < 0) == (b < 0) else -q

    assert binary(f"div.{k}{w} {{d}}, {{a}}, {{b}}", w, rows) == [cdiv(v(a), v(b)) & m for a, b in rows]
    assert binary(f"rem.{k}{w} {{d}}, {{a}}, {{b}}", w, rows) == [(v(a) - cdiv(v(a), v(b)) * v(b)) & m
                                                                   for a, b in rows]


@pytest.mark.parametrize("op,what", [("div", "div0"), ("rem", "rem0")])
@pytest.mark.parametrize("w", (16, 32, 64))
def test_signed_min_by_minus_one_is_an_unspecified_value(op, what, w):
    p = WIDTHS[w]
    lo = 1 << (w - 1)
    got = batch(f"{op}.s{w} {p}1, {p}2, {p}3", {f"{p}2": [lo, lo, lo - 1], f"{p}3": [(1 << w) - 1, 1, (1 << w) - 1],
                                               f"undef:{what}@0": [5, 5, 5]}, [f"{p}1"])[f"{p}1"]
    assert got == [5, lo if op == "div" else 0, (1 - lo) % (1 << w) if op == "div" else 0]
    assert reg(run(f"{op}.u{w} {p}1, {p}2, {p}3", regs={f"{p}2": lo, f"{p}3": (1 << w) - 1}), f"{p}1") == \
        (0 if op == "div" else lo)


@pytest.mark.parametrize("op,what", [("div", "div0"), ("rem", "rem0")])
def test_division_by_zero_is_an_unspecified_value(op, what):
    m = run(f"{op}.u32 %r1, %r2, %r3", regs={"%r2": 7, "%r3": 0})
    assert free_names(m.value("%r1")) == {f"undef:{what}@0"}
    got = batch(f"{op}.s32 %r1, %r2, %r3", {"%r2": [7, 7, 7], "%r3": [0, 0, 2], f"undef:{what}@0": [5, 9, 9]},
                ["%r1"])["%r1"]
    assert got == [5, 9, 3 if op == "div" else 1]


# ----------------------------------------------------------------------------- abs, neg, min, max
@pytest.mark.parametrize("w", (16, 32, 64))
def test_abs_neg(w):
    p = WIDTHS[w]
    m_ = (1 << w) - 1
    rows = edges(w)
    got = batch(f"abs.s{w} {p}1, {p}2", {f"{p}2": rows}, [f"{p}1"])[f"{p}1"]
    assert got == [abs(sx(a, w)) & m_ for a in rows]
    got = batch(f"neg.s{w} {p}1, {p}2", {f"{p}2": rows}, [f"{p}1"])[f"{p}1"]
    assert got == [-a & m_ for a in rows]
    refuses(f"abs.u{w} {p}1, {p}2")


@pytest.mark.parametrize("k,w", TYPES)
def test_min_max(k, w):
    rows = pairs(w)
    v = (lambda x: sx(x, w)) if k == "s" else (lambda x: x)
    m = (1 << w) - 1
    assert binary(f"min.{k}{w} {{d}}, {{a}}, {{b}}", w, rows) == [min(v(a), v(b)) & m for a, b in rows]
    assert binary(f"max.{k}{w} {{d}}, {{a}}, {{b}}", w, rows) == [max(v(a), v(b)) & m for a, b in rows]


def test_min_max_relu():
    rows = pairs(32)
    assert binary("max.relu.s32 {d}, {a}, {b}", 32, rows) == [max(0, sx(a, 32), sx(b, 32)) for a, b in rows]
    assert binary("min.relu.s32 {d}, {a}, {b}", 32, rows) == [max(0, min(sx(a, 32), sx(b, 32))) for a, b in rows]
    refuses("max.relu.u32 %r1, %r2, %r3")


# ----------------------------------------------------------------------------- bits
@pytest.mark.parametrize("w", (32, 64))
def test_popc_clz_brev_bfind(w):
    p = WIDTHS[w]
    rows = edges(w) + [1 << k for k in range(w)]
    out = lambda text: batch(text, {f"{p}2": rows}, ["%r1" if "brev" not in text else f"{p}1"])
    assert out(f"popc.b{w} %r1, {p}2")["%r1"] == [bin(a).count("1") for a in rows]
    assert out(f"clz.b{w} %r1, {p}2")["%r1"] == [w - a.bit_length() for a in rows]
    assert out(f"brev.b{w} {p}1, {p}2")[f"{p}1"] == [int(f"{a:0{w}b}"[::-1], 2) for a in rows]
    hsb = lambda a: a.bit_length() - 1 if a else 0xFFFFFFFF
    assert out(f"bfind.u{w} %r1, {p}2")["%r1"] == [hsb(a) for a in rows]
    nonsign = lambda a: hsb(a ^ ((1 << w) - 1) if a >> (w - 1) else a)
    assert out(f"bfind.s{w} %r1, {p}2")["%r1"] == [nonsign(a) for a in rows]
    shift = lambda d: d if d == 0xFFFFFFFF else w - 1 - d
    assert out(f"bfind.shiftamt.s{w} %r1, {p}2")["%r1"] == [shift(nonsign(a)) for a in rows]


def bfe_ref(a: int, b: int, c: int, w: int, signed: bool) -> int:
    """PTX ISA 9.7.1.19's pseudocode, bit by bit."""
    msb = w - 1
    pos, length = b & 0xFF, c & 0xFF
    sbit = 0 if not signed or length == 0 else a >> min(pos + length - 1, msb) & 1
    return sum(((a >> (pos + i) & 1) if i < length and pos + i <= msb else sbit) << i for i in range(w))


def bfi_ref(a: int, b: int, c: int, d: int, w: int) -> int:
    """PTX ISA 9.7.1.20's pseudocode, bit by bit."""
    pos, length = c & 0xFF, d & 0xFF
    f = b
    i = 0
    while i < length and pos + i <= w - 1:
        f = f & ~(1 << (pos + i)) | (a >> i & 1) << (pos + i)
        i += 1
    return f


FIELDS = [0, 1, 3, 8, 17, 31, 32, 33, 40, 63, 64, 65, 200, 255, 256, 0x100 + 4, 0xFFFFFF03]


@pytest.mark.parametrize("k,w", [(k, w) for k in "su" for w in (32, 64)])
def test_bfe_against_the_pseudocode(k, w):
    p = WIDTHS[w]
    rows = [(a, b, c) for a in (0x8000_00F0_F00F_0F0F & ((1 << w) - 1), 0x7F0F_F00F_0F0F_0F0F & ((1 << w) - 1))
            for b in FIELDS for c in FIELDS]
    got = batch(f"bfe.{k}{w} {p}1, {p}2, %r3, %r4", cols(rows, f"{p}2", "%r3", "%r4"), [f"{p}1"])[f"{p}1"]
    assert got == [bfe_ref(a, b, c, w, k == "s") for a, b, c in rows]


@pytest.mark.parametrize("w", (32, 64))
def test_bfi_against_the_pseudocode(w):
    p = WIDTHS[w]
    a, b = 0x1234_5678_9ABC_DEF1 & ((1 << w) - 1), 0xF0F0_F0F0_F0F0_F0F0 & ((1 << w) - 1)
    rows = [(c, d) for c in FIELDS for d in FIELDS]
    got = batch(f"bfi.b{w} {p}1, {p}2, {p}3, %r4, %r5", {**cols(rows, "%r4", "%r5"), f"{p}2": [a] * len(rows),
                                                       f"{p}3": [b] * len(rows)}, [f"{p}1"])[f"{p}1"]
    assert got == [bfi_ref(a, b, c, d, w) for c, d in rows]


def prmt_ref(a: int, b: int, c: int) -> int:
    data = (b << 32 | a).to_bytes(8, "little")
    out = 0
    for i in range(4):
        s = c >> 4 * i & 0xF
        byte = data[s & 7]
        if s & 8:
            byte = 0xFF if byte & 0x80 else 0
        out |= byte << 8 * i
    return out


def test_prmt_default_mode():
    a, b = 0x8833_44F5, 0x1177_C022
    sels = [0x3210, 0x7654, 0x0123, 0x89AB, 0xCDEF, 0x4444, 0xFFFF3210, 0x1F2E]
    got = batch("prmt.b32 %r1, %r2, %r3, %r4", {"%r2": [a] * 8, "%r3": [b] * 8, "%r4": sels}, ["%r1"])["%r1"]
    assert got == [prmt_ref(a, b, c) for c in sels]
    assert reg(run("prmt.b32 %r1, %r2, %r3, 0x5410", regs={"%r2": a, "%r3": b}), "%r1") == prmt_ref(a, b, 0x5410)
    refuses("prmt.b32.f4e %r1, %r2, %r3, %r4")


def test_lop3_every_lut_and_the_predicate_form():
    a, b, c = 0xF0F0_1234, 0xCCCC_5678, 0xAAAA_9ABC
    for lut in range(256):
        m = run(f"lop3.b32 %r1, %r2, %r3, %r4, {lut}", regs={"%r2": a, "%r3": b, "%r4": c})
        want = sum((lut >> ((a >> i & 1) << 2 | (b >> i & 1) << 1 | (c >> i & 1)) & 1) << i for i in range(32))
        assert reg(m, "%r1") == want, lut
    for bop, q, lut, want_p in (("or", False, 0, False), ("or", True, 0, True), ("and", True, 0x80, True),
                                ("and", False, 0xFF, False), ("and", True, 0, False)):
        m = run(f"lop3.{bop}.b32 %r1|%p1, %r2, %r3, %r4, {lut}, %p2", regs={"%r2": a, "%r3": b, "%r4": c, "%p2": q})
        assert value(m.value("%p1")) == want_p
    refuses("lop3.b32 %r1, %r2, %r3, %r4, %r5")
    refuses("lop3.b32 %r1, %r2, %r3, %r4, 256")
    refuses("lop3.or.b32 %r1, %r2, %r3, %r4, 1, %p2")


@pytest.mark.parametrize("w", (16, 32, 64))
def test_logic_bits(w):
    rows = pairs(w)
    m = (1 << w) - 1
    assert binary(f"and.b{w} {{d}}, {{a}}, {{b}}", w, rows) == [a & b for a, b in rows]
    assert binary(f"or.b{w} {{d}}, {{a}}, {{b}}", w, rows) == [a | b for a, b in rows]
    assert binary(f"xor.b{w} {{d}}, {{a}}, {{b}}", w, rows) == [a ^ b for a, b in rows]
    p = WIDTHS[w]
    got = batch(f"not.b{w} {p}1, {p}2", {f"{p}2": edges(w)}, [f"{p}1"])[f"{p}1"]
    assert got == [~a & m for a in edges(w)]
    got = batch(f"cnot.b{w} {p}1, {p}2", {f"{p}2": edges(w)}, [f"{p}1"])[f"{p}1"]
    assert got == [int(a == 0) for a in edges(w)]


def test_logic_predicates():
    for x, y in itertools.product((False, True), repeat=2):
        for op, f in (("and", lambda: x and y), ("or", lambda: x or y), ("xor", lambda: x != y)):
            m = run(f"{op}.pred %p1, %p2, %p3", regs={"%p2": x, "%p3": y})
            assert value(m.value("%p1")) == f()
        m = run("or.pred %p1, %p2, !%p3", regs={"%p2": x, "%p3": y})
        assert value(m.value("%p1")) == (x or not y)
        assert value(run("not.pred %p1, %p2", regs={"%p2": x}).value("%p1")) == (not x)
    refuses("and.b32 %p1, %p2, %p3")
    refuses("and.pred %p1, %r2, %p3")
    refuses("and.u32 %r1, %r2, %r3")
    refuses("cnot.pred %p1, %p2")


# ----------------------------------------------------------------------------- shifts
AMOUNTS = [0, 1, 5, 15, 16, 17, 31, 32, 33, 63, 64, 65, 1000, 0x80000000, 0xFFFFFFFF]


@pytest.mark.parametrize("w", (16, 32, 64))
def test_shl_shr_clamp_to_the_width(w):
    p = WIDTHS[w]
    m = (1 << w) - 1
    rows = [(a, n) for a in (0x8421_8421_8421_8421 & m, 0x7F00_FF00_FF00_FF01 & m) for n in AMOUNTS]
    ins_ = cols(rows, f"{p}2", "%r3")
    out = lambda text: batch(text, ins_, [f"{p}1"])[f"{p}1"]
    assert out(f"shl.b{w} {p}1, {p}2, %r3") == [(a << n) & m if n < w else 0 for a, n in rows]
    for t in (f"b{w}", f"u{w}"):
        assert out(f"shr.{t} {p}1, {p}2, %r3") == [a >> n if n < w else 0 for a, n in rows]
    assert out(f"shr.s{w} {p}1, {p}2, %r3") == [(sx(a, w) >> min(n, w)) & m for a, n in rows]
    refuses(f"shl.b{w} {p}1, {p}2, %rd3")
    refuses(f"shl.u{w} {p}1, {p}2, %r3")


@pytest.mark.parametrize("d,mode", itertools.product("lr", ("clamp", "wrap")))
def test_shf(d, mode):
    a, b = 0x89AB_CDEF, 0x0123_4567
    rows = [(a, b, n) for n in AMOUNTS]
    got = batch(f"shf.{d}.{mode}.b32 %r1, %r2, %r3, %r4", cols(rows, "%r2", "%r3", "%r4"), ["%r1"])["%r1"]
    for (_, _, c), g in zip(rows, got):
        n = min(c, 32) if mode == "clamp" else c & 31
        v = b << 32 | a
        want = (v << n) >> 32 & 0xFFFFFFFF if d == "l" else (v >> n) & 0xFFFFFFFF
        assert g == want, (d, mode, c)
    refuses("shf.l.b32 %r1, %r2, %r3, %r4")
    refuses("shf.clamp.b32 %r1, %r2, %r3, %r4")


# ----------------------------------------------------------------------------- setp, set, selp
ICMP = {"eq": lambda a, b: a == b, "ne": lambda a, b: a != b, "lt": lambda a, b: a < b, "le": lambda a, b: a <= b,
        "gt": lambda a, b: a > b, "ge": lambda a, b: a >= b}
ALIASES = {"lo": "lt", "ls": "le", "hi": "gt", "hs": "ge"}


@pytest.mark.parametrize("k,w", TYPES)
def test_setp_integer_comparisons(k, w):
    p = WIDTHS[w]
    rows = pairs(w)
    v = (lambda x: sx(x, w)) if k == "s" else (lambda x: x)
    cmps = list(ICMP) + (list(ALIASES) if k == "u" else [])
    for cmp in cmps:
        got = batch(f"setp.{cmp}.{k}{w} %p1|%p2, {p}3, {p}4", cols(rows, f"{p}3", f"{p}4"), ["%p1", "%p2"])
        want = [ICMP[ALIASES.get(cmp, cmp)](v(a), v(b)) for a, b in rows]
        assert got["%p1"] == want and got["%p2"] == [not x for x in want], cmp
    for cmp in ("eq", "ne"):
        got = batch(f"setp.{cmp}.b{w} %p1, {p}3, {p}4", cols(rows, f"{p}3", f"{p}4"), ["%p1"])["%p1"]
        assert got == [ICMP[cmp](a, b) for a, b in rows]


def test_setp_bool_ops_second_destination_and_sinks():
    for bop, f in (("and", lambda t, c: t and c), ("or", lambda t, c: t or c), ("xor", lambda t, c: t != c)):
        for a, b, c in itertools.product((1, 5), (3,), (False, True)):
            m = run(f"setp.lt.{bop}.s32 %p1|%p2, %r1, %r2, %p3", regs={"%r1": a, "%r2": b, "%p3": c})
            t = a < b
            assert value(m.value("%p1")) == f(t, c) and value(m.value("%p2")) == f(not t, c)
            m = run(f"setp.lt.{bop}.s32 %p1, %r1, %r2, !%p3", regs={"%r1": a, "%r2": b, "%p3": c})
            assert value(m.value("%p1")) == f(t, not c)
    m = step(FakePtx(regs={"%r1": 1, "%r2": 2}), "setp.lt.s32 _, %r1, %r2")
    assert "%p1" not in m.values


@pytest.mark.parametrize("text", [
    "setp.lo.s32 %p1, %r1, %r2", "setp.lt.b32 %p1, %r1, %r2", "setp.equ.s32 %p1, %r1, %r2",
    "setp.lt.s32 %p1, %r1, %rd2", "setp.lt.and.s32 %p1, %r1, %r2", "setp.lt.s32 %p1, %r1, %r2, %p3",
    "setp.lt.eq.s32 %p1, %r1, %r2", "setp.s32 %p1, %r1, %r2", "setp.lt.and.or.s32 %p1, %r1, %r2, %p3",
    "setp.lt.ftz.s32 %p1, %r1, %r2", "setp.lt.s32 %r5, %r1, %r2",
])
def test_setp_refusals(text):
    refuses(text)


def test_set_and_selp():
    m = run("set.lt.u32.s32 %r1, %r2, %r3", regs={"%r2": 0xFFFFFFFF, "%r3": 0})
    assert reg(m, "%r1") == 0xFFFFFFFF
    m = run("set.gt.and.f32.s32 %r1, %r2, %r3, %p1", regs={"%r2": 2, "%r3": 1, "%p1": True})
    assert reg(m, "%r1") == 0x3F800000
    m = run("set.eq.s32.s32 %r1, %r2, %r3", regs={"%r2": 2, "%r3": 1})
    assert reg(m, "%r1") == 0
    refuses("set.eq.u16.s32 %rs1, %r2, %r3")
    for c in (False, True):
        m = run("selp.b64 %rd1, %rd2, %rd3, %p1", regs={"%rd2": 1 << 40, "%rd3": 7, "%p1": c})
        assert reg(m, "%rd1") == (1 << 40 if c else 7)
        m = run("selp.f32 %f1, 0f3F800000, %f2, %p1", regs={"%f2": 0x7FC00001, "%p1": c})
        assert reg(m, "%f1") == (0x3F800000 if c else 0x7FC00001)  # bit for bit: a NaN payload stays
    m = run("selp.u32 %r1, 1, 0, !%p1", regs={"%p1": False})
    assert reg(m, "%r1") == 1
    refuses("selp.pred %p1, %p2, %p3, %p4")


def test_guard_keeps_the_old_value():
    m = run("@%p1 add.s32 %r1, %r2, 1", regs={"%p1": False, "%r1": 9, "%r2": 3})
    assert reg(m, "%r1") == 9
    m = run("@!%p1 add.s32 %r1, %r2, 1", regs={"%p1": False, "%r1": 9, "%r2": 3})
    assert reg(m, "%r1") == 4
    sym = run("@%p1 add.s32 %r1, %r2, 1").value("%r1")
    assert sym.op == "ite" and free_names(sym) == {"%p1", "%r1", "%r2"}
    assert T.substitute(sym, {id(T.var("%p1", T.BOOL)): T.true()}) is T.add(T.var("%r2", T.BV(32)), T.bv(1, 32))
