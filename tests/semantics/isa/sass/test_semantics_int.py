"""Integer SASS instructions on concrete operands, against Python-integer expectations.

Edge cases: carries, negation, 64-bit pairs, shifts >= 32 / 64, INT_MIN, signed/unsigned
compares, every LUT of LOP3/PLOP3; plus the forms each definition refuses.
"""
from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from equiv import terms as T
from semantics.errors import Unsupported

from test_semantics_fake import FakeMachine, run, step, value

M32 = (1 << 32) - 1
M64 = (1 << 64) - 1
u32s = st.integers(0, M32)
EDGE32 = [0, 1, 2, 0x7FFFFFFF, 0x80000000, 0x80000001, M32, M32 - 1, 0x12345678, 0xFFFF0000]


def sx(v, w=32):
    v &= (1 << w) - 1
    return v - (1 << w) if v >> (w - 1) else v


def R(m, i):
    return value(m.regs[i])


def UR(m, i):
    return value(m.uregs[i])


def P(m, i):
    return value(m.preds[i])


# ----------------------------------------------------------------------------- IMAD
@pytest.mark.parametrize("a,b,c", [(3, 5, 7), (M32, M32, 1), (0x80000000, 2, 0), (0x12345678, 0x9ABCDEF0, M32)])
def test_imad_low_word(a, b, c):
    for form in ("IMAD R1, R2, R3, R4", "IMAD.U32 R1, R2, R3, R4", "IMAD.SHL.U32 R1, R2, R3, R4",
                 "IMAD.IADD R1, R2, R3, R4", "IMAD.MOV R1, R2, R3, R4", "IMAD.MOV.U32 R1, R2, R3, R4"):
        m = run(form, regs={2: a, 3: b, 4: c})
        assert R(m, 1) == (a * b + c) & M32, form


def test_imad_source_modifiers_and_immediates():
    m = run("IMAD.MOV R1, RZ, RZ, -R7", regs={7: 5})
    assert R(m, 1) == (-5) & M32
    m = run("IMAD R9, R9, -0xd, R2", regs={9: 10, 2: 1})
    assert R(m, 9) == (10 * -13 + 1) & M32
    m = run("IMAD.IADD R0, R2, 0x1, -R11", regs={2: 3, 11: 10})
    assert R(m, 0) == (3 - 10) & M32
    # IMAD.SHL prints the multiplier (the encoding holds 0x2): x * 2, not x << 2
    m = run("IMAD.SHL.U32 R2, R0, 0x2, RZ", regs={0: 7})
    assert R(m, 2) == 14
    m = run("IMAD.MOV.U32 R1, RZ, RZ, c[0x0][0x28]", const={0x28: 0xFC, 0x29: 0xFF, 0x2A: 0, 0x2B: 0})
    assert R(m, 1) == 0xFFFC


@pytest.mark.parametrize("a,b", [(3, 5), (M32, M32), (0x80000000, 0x80000000), (0x7FFFFFFF, 0x80000000), (M32, 1)])
def test_imad_wide_and_hi(a, b):
    c = 0xDEADBEEF_CAFEBABE
    regs = {2: a, 3: b, 4: c & M32, 5: c >> 32}
    m = run("IMAD.WIDE R6, R2, R3, R4", regs=dict(regs))
    assert R(m, 6) | R(m, 7) << 32 == (sx(a) * sx(b) + c) & M64
    m = run("IMAD.WIDE.U32 R6, R2, R3, R4", regs=dict(regs))
    assert R(m, 6) | R(m, 7) << 32 == (a * b + c) & M64
    # .HI adds the register pair (c+1:c) to the 64-bit product and keeps the high word
    m = run("IMAD.HI R6, R2, R3, R4", regs=dict(regs))
    assert R(m, 6) == ((sx(a) * sx(b) + c) & M64) >> 32
    m = run("IMAD.HI.U32 R6, R2, R3, R4", regs=dict(regs))
    assert R(m, 6) == ((a * b + c) & M64) >> 32
    m = run("IMAD.HI.U32 R6, R2, R3, RZ", regs=dict(regs))
    assert R(m, 6) == (a * b) >> 32


def test_imad_wide_constant_addend_and_carries():
    const = {0x160 + k: b for k, b in enumerate((0x0000_7F00_1234_5678).to_bytes(8, "little"))}
    m = run("IMAD.WIDE R2, R0, R3, c[0x0][0x160]", regs={0: M32, 3: 4}, const=const)
    assert R(m, 2) | R(m, 3) << 32 == (0x7F00_1234_5678 - 4) & M64
    # carry-out of the 64-bit sum, then .X consuming it (the 128-bit product idiom)
    a, b, c = M32, M32, M64
    m = run("IMAD.WIDE.U32 R6, P0, R2, R3, R4", regs={2: a, 3: b, 4: c & M32, 5: c >> 32})
    total = a * b + c
    assert R(m, 6) | R(m, 7) << 32 == total & M64
    assert P(m, 0) == (total >> 64)
    m = step(m, "IMAD.WIDE.U32.X R8, R2, R3, RZ, P0")
    assert R(m, 8) | R(m, 9) << 32 == (a * b + (total >> 64)) & M64
    m = run("IMAD.X R9, RZ, RZ, RZ, P0", preds={0: True})
    assert R(m, 9) == 1
    m = run("IMAD.X R2, R11, 0x1, ~R5, P0", regs={11: 10, 5: 3}, preds={0: False})
    assert R(m, 2) == (10 + (~3 & M32)) & M32


@pytest.mark.parametrize("text", [
    "IMAD.WIDE.HI R1, R2, R3, R4",      # two results at once
    "IMAD.HI.X R1, R2, R3, R4, P0",      # carry with HI
    "IMAD.WIDE R1, -R2, R3, R4",         # negated factor in a wide product
    "IMAD.WIDE R1, R2, R3, -R4",         # negated 64-bit addend
    "IMAD.WIDE R1, R2, R3, 0x4",         # immediate 64-bit addend
    "IMAD.WIDE R1, P0, R2, R3, R4",      # carry-out of a signed wide product
    "IMAD.X R1, R2, R3, R4",             # .X without a carry-in
    "IMAD R1, R2, R3, R4, P0",           # carry-in without .X
    "IMAD R1, |R2|, R3, R4",
    "IMAD.SHL.WIDE R1, R2, R3, R4",      # the printing hints only occur on 32-bit IMAD
    "IMAD.MOV.X R1, RZ, RZ, R4, P0",
    "IMAD R1, R2.H1, R3, R4",
])
def test_imad_refuses(text):
    with pytest.raises(Unsupported):
        run(text)


# ----------------------------------------------------------------------------- IADD3 / VIADD
@given(u32s, u32s, u32s)
@settings(max_examples=60, deadline=None)
def test_iadd3_value(a, b, c):
    m = run("IADD3 R1, R2, -R3, ~R4", regs={2: a, 3: b, 4: c})
    assert R(m, 1) == (a - b + ~c) & M32
    m = run("IADD3 R1, PT, PT, R2, R3, R4", arch="sm_100", regs={2: a, 3: b, 4: c})
    assert R(m, 1) == (a + b + c) & M32


def test_iadd3_carry_out():
    for a, b in itertools.product(EDGE32, EDGE32):
        _iadd3_carry_case(a, b)


def _iadd3_carry_case(a, b):
    m = run("IADD3 R1, P0, R2, R3, RZ", regs={2: a, 3: b})  # sm_80/90 spelling
    assert R(m, 1) == (a + b) & M32 and P(m, 0) == ((a + b) >> 32)
    m = run("IADD3 R1, P1, PT, R2, R3, RZ", arch="sm_100", regs={2: a, 3: b})
    assert P(m, 1) == ((a + b) >> 32)
    # -x enters as ~x + 1: the carry of a - b is "no borrow", a >= b (a carry for b = 0)
    m = run("IADD3 R1, P0, R2, -R3, RZ", regs={2: a, 3: b})
    assert R(m, 1) == (a - b) & M32 and P(m, 0) == (a >= b)
    m = run("IADD3 R1, P0, R2, ~R3, RZ", regs={2: a, 3: b})
    assert P(m, 0) == ((a + (~b & M32)) >> 32)


def test_64bit_add_sub_neg_idioms():
    for x in (0, 1, 5, 0x80000000_00000000, M64, 0xFFFFFFFF, 0x1_00000000):
        for y in (0, 1, 0xFFFFFFFF, 0x1_00000000, M64, 0x12345678_9ABCDEF0):
            _idioms_64(x, y)


def _idioms_64(x, y):
    regs = {2: x & M32, 3: x >> 32, 4: y & M32, 5: y >> 32}
    m = FakeMachine(regs=dict(regs))
    step(m, "IADD3 R6, P0, R2, R4, RZ")
    step(m, "IADD3.X R7, R3, R5, RZ, P0, !PT")
    assert R(m, 6) | R(m, 7) << 32 == (x + y) & M64
    m = FakeMachine(regs=dict(regs))
    step(m, "IADD3 R8, P0, -R4, R2, RZ")
    step(m, "IADD3.X R9, ~R5, R3, RZ, P0, !PT")
    assert R(m, 8) | R(m, 9) << 32 == (x - y) & M64
    m = FakeMachine(regs=dict(regs))
    step(m, "IADD3 R6, P0, RZ, -R2, RZ")
    step(m, "IADD3.X R7, RZ, ~R3, RZ, P0, !PT")
    assert R(m, 6) | R(m, 7) << 32 == (-x) & M64
    m = FakeMachine(arch="sm_100", regs=dict(regs))
    step(m, "IADD3 R6, P0, PT, R2, R4, RZ")
    step(m, "IADD3.X R7, PT, PT, R3, R5, RZ, P0, !PT")
    assert R(m, 6) | R(m, 7) << 32 == (x + y) & M64


def test_three_term_64bit_sum_carries_twice():
    """ptxas's a + b + c over 64 bits: one IADD3 with two carry-outs (the two adders'), one IADD3.X adding both."""
    for x, y, z in itertools.product((0, 1, M32, 0xFFFFFFFF_FFFFFFFF, 0x80000000_FFFFFFFF, 0x12345678_9ABCDEF0),
                                     repeat=3):
        m = FakeMachine(regs={2: x & M32, 3: x >> 32, 4: y & M32, 5: y >> 32, 6: z & M32, 7: z >> 32})
        step(m, "IADD3 R8, P0, P1, R2, R4, R6")
        step(m, "IADD3.X R9, R3, R5, R7, P0, P1")
        assert R(m, 8) | R(m, 9) << 32 == (x + y + z) & M64
        low = (x & M32) + (y & M32)
        assert P(m, 0) == low >> 32 and P(m, 1) == ((low & M32) + (z & M32)) >> 32


@pytest.mark.parametrize("text", [
    "IADD3 R1, P0, R2, R3, R4",               # three live sources: a two-bit carry
    "IADD3 R1, P0, P1, R2, -R3, R4",          # two carry-outs with a negated source
    "IADD3.X R1, P0, P1, R2, R3, R4, P2, P3",  # carry-outs of .X
    "IADD3 R1, P0, -R2, -R3, RZ",             # two negations
    "IADD3.X R1, P0, R2, R3, RZ, P1, !PT",    # carry-out of .X
    "IADD3.X R1, R2, R3, RZ",                 # .X without carry-ins
    "IADD3 R1, R2, R3, RZ, P0, !PT",          # carry-ins without .X
    "IADD3 R1, R2, |R3|, RZ",
])
def test_iadd3_refuses(text):
    with pytest.raises(Unsupported):
        run(text)


def test_viadd_and_uniform_twin():
    m = run("VIADD R2, R0, 0x1800000", regs={0: M32})
    assert R(m, 2) == (M32 + 0x1800000) & M32
    m = run("UIADD3 UR4, UPT, UPT, -UR5, URZ, URZ", arch="sm_100", uregs={5: 3})
    assert UR(m, 4) == (-3) & M32
    m = run("UIADD3 UR4, UP1, UR6, UR4, URZ", uregs={6: M32, 4: 2})
    assert UR(m, 4) == 1 and value(m.upreds[1])
    m = run("UIMAD.WIDE.U32 UR4, UR9, 0x4ec4ec4f, URZ", uregs={9: M32})
    assert UR(m, 4) | UR(m, 5) << 32 == M32 * 0x4EC4EC4F


# ----------------------------------------------------------------------------- LEA
def test_lea_forms():
    for a in EDGE32:
        for n in (0, 1, 2, 3, 30, 31):
            _lea_case(a, n)


def _lea_case(a, n):
    b, c = 0x89ABCDEF, 0x7F001234
    m = run(f"LEA R1, R2, R3, {n:#x}", regs={2: a, 3: b})
    assert R(m, 1) == ((a << n) + b) & M32
    m = run(f"LEA R1, P0, R2, R3, {n:#x}", regs={2: a, 3: b})
    assert P(m, 0) == ((((a << n) & M32) + b) >> 32)
    m = run(f"LEA.HI R1, R2, R3, R4, {n:#x}", regs={2: a, 3: b, 4: c})
    assert R(m, 1) == (b + ((((c << 32 | a) << n) >> 32) & M32)) & M32
    m = run(f"LEA.HI.SX32 R1, R2, R3, {n:#x}", regs={2: a, 3: b})
    assert R(m, 1) == (b + (((sx(a) << n) >> 32) & M32)) & M32
    m = run(f"LEA.HI.X R1, R2, R3, R4, {n:#x}, P0", regs={2: a, 3: b, 4: c}, preds={0: True})
    assert R(m, 1) == (b + ((((c << 32 | a) << n) >> 32) & M32) + 1) & M32
    m = run(f"LEA.HI.X.SX32 R1, R2, R3, {n:#x}, P0", regs={2: a, 3: b}, preds={0: False})
    assert R(m, 1) == (b + (((sx(a) << n) >> 32) & M32)) & M32


def test_lea_64bit_address_idiom():
    for i in (0, 5, 0x7FFFFFFF, 0x80000000, M32):
        for base in (0x7F00_0000_1000, 0x7F00_FFFF_FFF0, 0xFFFF_FFFF_FFFF_FF00):
            _lea_address(i, base)


def _lea_address(i, base):
    m = FakeMachine(regs={0: i, 9: 0 if i < 0x80000000 else M32}, uregs={10: base & M32, 11: base >> 32})
    step(m, "LEA R4, P1, R0, UR10, 0x2")
    step(m, "LEA.HI.X R5, R0, UR11, R9, 0x2, P1")
    assert R(m, 4) | R(m, 5) << 32 == (base + 4 * sx(i)) & M64
    m = FakeMachine(regs={7: i}, uregs={6: base & M32, 7: base >> 32})
    step(m, "LEA R4, P0, R7, UR6, 0x1")
    step(m, "LEA.HI.X.SX32 R5, R7, UR7, 0x1, P0")
    assert R(m, 4) | R(m, 5) << 32 == (base + 2 * sx(i)) & M64


@pytest.mark.parametrize("text", ["LEA R1, R2, R3, 0x20", "LEA R1, R2, R3, R4", "LEA.X R1, R2, R3, 0x2, P0",
                                  "LEA R1, -R2, R3, 0x2", "LEA R1, P0, R2, -R3, 0x2", "LEA.HI.X R1, P0, R2, R3, R4, 0x2, P1"])
def test_lea_refuses(text):
    with pytest.raises(Unsupported):
        run(text)


# ----------------------------------------------------------------------------- LOP3 / PLOP3
def test_lop3_every_lut():
    a, b, c = 0xF0F0_1234, 0xCCCC_5678, 0xAAAA_9ABC
    for lut in range(256):
        m = run(f"LOP3.LUT P0, R1, R2, R3, R4, {lut:#x}, !PT", regs={2: a, 3: b, 4: c})
        want = 0
        for bit in range(32):
            idx = (a >> bit & 1) << 2 | (b >> bit & 1) << 1 | (c >> bit & 1)
            want |= (lut >> idx & 1) << bit
        assert R(m, 1) == want, hex(lut)
        assert P(m, 0) == (want != 0)


def test_lop3_forms():
    m = run("LOP3.LUT R7, R9, 0x80000000, R2, 0xb8, !PT", regs={9: 0x12345678, 2: 0x80000001})
    assert R(m, 7) == (0x12345678 & ~0x80000000) | (0x80000001 & 0x80000000)  # 0xb8 = (a & ~b) | (c & b)
    m = run("LOP3.LUT P0, RZ, R2, 0x10, RZ, 0xc0, !PT", regs={2: 0x10})
    assert P(m, 0) is True or P(m, 0) == 1
    m = run("LOP3.LUT R0, RZ, ~R2, RZ, 0x33, !PT", regs={2: 5})
    assert R(m, 0) == 5  # ~(~x)
    m = run("ULOP3.LUT UR4, UR4, 0xffff, URZ, 0xc0, !UPT", uregs={4: 0x12345678})
    assert UR(m, 4) == 0x5678
    for text in ("LOP3.LUT R1, R2, R3, R4, 0xc0, P0", "LOP3.LUT R1, R2, R3, R4, 0x100, !PT",
                 "LOP3 R1, R2, R3, R4, 0xc0, !PT", "LOP3.LUT R1, -R2, R3, R4, 0xc0, !PT"):
        with pytest.raises(Unsupported):
            run(text)


def test_plop3_every_lut():
    for lut in range(256):
        for p, q, r in itertools.product((False, True), repeat=3):
            m = run(f"PLOP3.LUT P0, PT, P1, P2, P3, {lut:#x}, 0x0", preds={1: p, 2: q, 3: r})
            assert P(m, 0) == bool(lut >> (p << 2 | q << 1 | r) & 1)
    m = run("PLOP3.LUT P6, PT, !P0, PT, PT, 0x80, 0x8", preds={0: True})
    assert P(m, 6) is False or P(m, 6) == 0
    with pytest.raises(Unsupported):
        run("PLOP3.LUT P0, P1, P2, P3, P4, 0x80, 0x8")


# ----------------------------------------------------------------------------- SHF
def _shf_model(lo, hi, n, left, typ, hi_word, wrap):
    limit = 32 if typ in ("U32", "S32") else 64
    k = n & 31 if wrap else min(n, limit)
    v = hi << 32 | lo
    if left:
        r = (v << k) & M64
    elif typ.startswith("S"):
        sv = v - (1 << 64) if v >> 63 else v
        r = (sv >> k) & M64
    else:
        r = v >> k
    return r >> 32 if hi_word else r & M32


SHIFTS = [0, 1, 5, 31, 32, 33, 40, 63, 64, 65, 100, 0x7FFFFFFF, 0x80000000, M32]


@pytest.mark.parametrize("direction", ["L", "R"])
@pytest.mark.parametrize("typ", ["U32", "S32", "U64", "S64"])
@pytest.mark.parametrize("hi_word", [False, True])
def test_shf_funnel(direction, typ, hi_word):
    for lo, hi in ((0x89ABCDEF, 0xF1234567), (0x12345678, 0x7EDCBA98), (M32, 0)):
        for n in SHIFTS:
            text = f"SHF.{direction}.{typ}{'.HI' if hi_word else ''} R1, R2, R3, R4"
            m = run(text, regs={2: lo, 3: n, 4: hi})
            assert R(m, 1) == _shf_model(lo, hi, n, direction == "L", typ, hi_word, False), (text, n)
            if typ in ("U32", "S32"):
                text = f"SHF.{direction}.W.{typ}{'.HI' if hi_word else ''} R1, R2, R3, R4"
                m = run(text, regs={2: lo, 3: n, 4: hi})
                assert R(m, 1) == _shf_model(lo, hi, n, direction == "L", typ, hi_word, True), (text, n)


def test_shf_common_idioms():
    m = run("SHF.R.U32.HI R2, RZ, 0x18, R2", regs={2: 0xAB000000})
    assert R(m, 2) == 0xAB
    m = run("SHF.R.S32.HI R0, RZ, 0x1f, R2", regs={2: 0x80000000})
    assert R(m, 0) == M32
    m = run("SHF.L.W.U32.HI R7, R2, 0x5, R2", regs={2: 0x80000001})
    assert R(m, 7) == 0x30
    m = run("SHF.L.U64.HI R0, R2, 0x2, R3", regs={2: 0xC0000000, 3: 1})
    assert R(m, 0) == 7
    m = run("USHF.R.S64 UR4, UR8, UR10, UR9", uregs={8: 0, 9: 0x80000000, 10: 40})
    assert UR(m, 4) == 0xFF800000
    for text in ("SHF.L.W.U64 R1, R2, R3, R4", "SHF.U32 R1, R2, R3, R4", "SHF.L.R.U32 R1, R2, R3, R4",
                 "SHF.L R1, R2, R3, R4", "SHF.L.U32 R1, R2, -R3, R4"):
        with pytest.raises(Unsupported):
            run(text)


# ----------------------------------------------------------------------------- ISETP / SEL / min / max
CMPS = {"EQ": lambda x, y: x == y, "NE": lambda x, y: x != y, "LT": lambda x, y: x < y,
        "LE": lambda x, y: x <= y, "GT": lambda x, y: x > y, "GE": lambda x, y: x >= y}


@pytest.mark.parametrize("cmp", sorted(CMPS))
def test_isetp_all_comparisons(cmp):
    f = CMPS[cmp]
    for a, b in itertools.product(EDGE32, EDGE32):
        for bop, pc in (("AND", True), ("AND", False), ("OR", False), ("OR", True), ("XOR", True)):
            m = run(f"ISETP.{cmp}.{bop} P0, PT, R2, R3, P1", regs={2: a, 3: b}, preds={1: pc})
            r = f(sx(a), sx(b))
            want = {"AND": r and pc, "OR": r or pc, "XOR": r != pc}[bop]
            assert P(m, 0) == want
            m = run(f"ISETP.{cmp}.U32.{bop} P0, PT, R2, R3, P1", regs={2: a, 3: b}, preds={1: pc})
            r = f(a, b)
            assert P(m, 0) == {"AND": r and pc, "OR": r or pc, "XOR": r != pc}[bop]


@pytest.mark.parametrize("cmp", sorted(CMPS))
def test_isetp_ex_64bit(cmp):
    vals = [0, 1, M32, 1 << 32, (1 << 32) + 1, 0x7FFFFFFF_FFFFFFFF, 1 << 63, M64, 0xFFFFFFFF_00000000]
    f = CMPS[cmp]
    for x, y in itertools.product(vals, vals):
        for signed in (True, False):
            u = "" if signed else ".U32"
            m = FakeMachine(regs={2: x & M32, 3: x >> 32, 4: y & M32, 5: y >> 32})
            step(m, f"ISETP.{cmp}.U32.AND P0, PT, R2, R4, PT")
            step(m, f"ISETP.{cmp}{u}.AND.EX P0, PT, R3, R5, PT, P0")
            want = f(sx(x, 64), sx(y, 64)) if signed else f(x, y)
            assert P(m, 0) == want, (cmp, hex(x), hex(y), signed)


def test_isetp_refuses():
    for text in ("ISETP.GE.AND P0, P1, R2, R3, PT", "ISETP.GE P0, PT, R2, R3, PT", "ISETP.AND P0, PT, R2, R3, PT",
                 "ISETP.GE.LT.AND P0, PT, R2, R3, PT", "ISETP.GE.AND.EX P0, PT, R2, R3, PT",
                 "ISETP.GE.AND !P0, PT, R2, R3, PT"):
        with pytest.raises(Unsupported):
            run(text)


def test_sel_imnmx_vimnmx_iabs():
    m = run("SEL R9, RZ, 0x1, !P0", preds={0: False})  # !P0 holds: the first source
    assert R(m, 9) == 0
    m = run("SEL R9, RZ, 0x1, !P0", preds={0: True})
    assert R(m, 9) == 1
    m = run("USEL UR5, UR9, UR8, UP1", uregs={9: 4, 8: 5}, upreds={1: False})
    assert UR(m, 5) == 5
    for a, b in itertools.product(EDGE32, EDGE32):
        for p in (True, False):
            m = run("IMNMX R1, R2, R3, P0", regs={2: a, 3: b}, preds={0: p})
            assert R(m, 1) == (min if p else max)(sx(a), sx(b)) & M32
            m = run("IMNMX.U32 R1, R2, R3, P0", regs={2: a, 3: b}, preds={0: p})
            assert R(m, 1) == (min if p else max)(a, b)
            m = run("VIMNMX R1, PT, PT, R2, R3, P0", arch="sm_100", regs={2: a, 3: b}, preds={0: p})
            assert R(m, 1) == (min if p else max)(sx(a), sx(b)) & M32
            m = run("VIMNMX.U32 R1, R2, R3, P0", regs={2: a, 3: b}, preds={0: p})
            assert R(m, 1) == (min if p else max)(a, b)
            m = run("IMNMX R1, PT, PT, R2, R3, P0", arch="sm_100", regs={2: a, 3: b}, preds={0: p})
            assert R(m, 1) == (min if p else max)(sx(a), sx(b)) & M32
        m = run("IABS R1, R2", regs={2: a})
        assert R(m, 1) == abs(sx(a)) & M32
    for a, b in itertools.product(EDGE32[:6], repeat=2):  # .S16x2/.U16x2: each 16-bit half on its own
        for p, signed in itertools.product((True, False), repeat=2):
            m = run(f"VIMNMX.{'S' if signed else 'U'}16x2 R1, R2, R3, P0", regs={2: a, 3: b}, preds={0: p})
            key = (lambda v: sx(v, 16)) if signed else (lambda v: v)
            lane = lambda lo: (min if p else max)((a >> lo) & 0xFFFF, (b >> lo) & 0xFFFF, key=key)
            assert R(m, 1) == lane(16) << 16 | lane(0)
    with pytest.raises(Unsupported):
        run("VIMNMX R1, P1, PT, R2, R3, P0")


@pytest.mark.parametrize("signed", [True, False])
def test_vimnmx3_three_sources(signed):
    """nvcc 13 fuses two min/max into VIMNMX3 on sm_90 and sm_100 (an unrolled row-max loop)."""
    form = "VIMNMX3 R1, R2, R3, R4, P0" if signed else "VIMNMX3.U32 R1, R2, R3, R4, P0"
    key = sx if signed else (lambda v: v)
    for a, b, c in itertools.product(EDGE32[:6], repeat=3):
        for p in (True, False):
            m = run(form, regs={2: a, 3: b, 4: c}, preds={0: p})
            assert R(m, 1) == (min if p else max)(a, b, c, key=key)
    with pytest.raises(Unsupported):
        run("VIMNMX3 R1, R2, R3, P0")  # two sources


@pytest.mark.parametrize("signed", [True, False])
def test_viaddmnmx_clamps_a_wrapping_sum(signed):
    """sm_90's VIADDMNMX (nvcc fuses `min(a + b, 255)` of two bytes into it): the 32-bit sum wraps, then the
    signed or unsigned min/max with the third source."""
    form = "VIADDMNMX R1, R2, R3, R4, P0" if signed else "VIADDMNMX.U32 R1, R2, R3, R4, P0"
    key = sx if signed else (lambda v: v)
    for a, b, c in itertools.product(EDGE32[:6], repeat=3):
        for p in (True, False):
            m = run(form, regs={2: a, 3: b, 4: c}, preds={0: p})
            assert R(m, 1) == (min if p else max)((a + b) & M32, c, key=key)
    m = run("VIADDMNMX.U32 R1, R2, R3, 0xff, PT", regs={2: 200, 3: 100})
    assert R(m, 1) == 0xFF
    with pytest.raises(Unsupported):
        run("VIADDMNMX.RELU R1, R2, R3, R4, P0")


# ----------------------------------------------------------------------------- bit counting, permutes, masks
def test_popc_flo_brev():
    for a in EDGE32 + [0x00010000, 0x8, 0x40000000]:
        _bits_case(a)


def _bits_case(a):
    assert R(run("POPC R1, R2", regs={2: a}), 1) == bin(a).count("1")
    assert R(run("POPC R1, ~R2", regs={2: a}), 1) == 32 - bin(a).count("1")
    pos = a.bit_length() - 1 if a else M32
    assert R(run("FLO.U32 R1, R2", regs={2: a}), 1) == pos
    assert R(run("FLO.U32.SH R1, R2", regs={2: a}), 1) == (31 - pos if a else M32)
    assert R(run("BREV R1, R2", regs={2: a}), 1) == int(f"{a:032b}"[::-1], 2)
    assert UR(run("UPOPC UR1, UR2", uregs={2: a}), 1) == bin(a).count("1")
    with pytest.raises(Unsupported):
        run("FLO R1, R2", regs={2: a})  # the signed form


def _prmt(a, b, s):
    data = a | b << 32
    out = 0
    for k in range(4):
        nib = s >> 4 * k & 0xF
        byte = data >> 8 * (nib & 7) & 0xFF
        if nib & 8:
            byte = 0xFF if byte & 0x80 else 0
        out |= byte << 8 * k
    return out


@given(u32s, u32s, st.integers(0, 0xFFFF))
@settings(max_examples=80, deadline=None)
def test_prmt_immediate_and_register_selectors(a, b, s):
    m = run(f"PRMT R1, R2, {s:#x}, R3", regs={2: a, 3: b})
    assert R(m, 1) == _prmt(a, b, s)
    m = run("PRMT R1, R2, R4, R3", regs={2: a, 3: b, 4: s | 0xABCD0000})
    assert R(m, 1) == _prmt(a, b, s)


def test_prmt_sign_extension_selector():
    m = run("PRMT R0, R2, 0x9910, RZ", regs={2: 0x1234_8001})
    assert R(m, 0) == 0xFFFF_8001
    m = run("UPRMT UR4, UR4, 0x8880, URZ", uregs={4: 0x80})
    assert UR(m, 4) == 0xFFFF_FF80


def _bmsk(a, b, clamp):
    a1, b1 = a & 31, b & 31
    mask0 = (M32 << a1) & M32
    s = a1 + b1
    mask1 = (M32 << s) & M32 if s < 32 else 0
    over = s >= 32
    if clamp and a >= 32:
        over, mask0 = True, 0
    if clamp and b >= 32:
        over = True
    if over:
        mask1 = 0
    elif b1 == 0:
        mask1 = M32
    return mask0 & ~mask1 & M32


def _szext(a, b, clamp, signed):
    b1 = b & 31
    big = b >= 32 and clamp
    mask = 0 if big else (M32 << b1) & M32
    sign = False if (b1 == 0 or big or not signed) else bool(a >> ((b1 - 1) & 31) & 1)
    return (a & ~mask & M32) | (mask if sign else 0)


def test_bmsk_sgxt_follow_ptx_pseudocode():
    for a in (0, 1, 5, 31, 32, 33, 0x80000000, M32):
        for b in (0, 1, 7, 16, 31, 32, 33, 100, M32):
            _bmsk_sgxt_case(a, b)


def _bmsk_sgxt_case(a, b):
    assert R(run("BMSK R1, R2, R3", regs={2: a, 3: b}), 1) == _bmsk(a, b, True)
    assert R(run("BMSK.W R1, R2, R3", regs={2: a, 3: b}), 1) == _bmsk(a, b, False)
    x = 0x8765_4321 ^ a
    assert R(run("SGXT R1, R2, R3", regs={2: x, 3: b}), 1) == _szext(x, b, True, True)
    assert R(run("SGXT.U32 R1, R2, R3", regs={2: x, 3: b}), 1) == _szext(x, b, True, False)
    assert R(run("SGXT.W R1, R2, R3", regs={2: x, 3: b}), 1) == _szext(x, b, False, True)
    assert R(run("SGXT.W.U32 R1, R2, R3", regs={2: x, 3: b}), 1) == _szext(x, b, False, False)


def test_symbolic_operands_build_terms():
    """The same definitions read variables: results are terms, and constants fold."""
    m = FakeMachine()
    step(m, "IADD3 R1, R2, 0x5, RZ")
    step(m, "LOP3.LUT R3, R1, R1, RZ, 0x3c, !PT")
    assert not m.regs[1].is_const()
    assert value(m.regs[3]) == 0  # x ^ x folds
    m.guard = T.true()
