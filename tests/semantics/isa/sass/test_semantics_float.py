"""Floating-point and conversion SASS instructions on concrete operands.

Expectations come from the exact-rational IEEE reference in test_semantics_fake (not from the
evaluator under test): every rounding mode, NaN, +-0, +-inf, subnormals with and without FTZ,
the PTX min/max and setp rules, saturation, float<->int conversions with saturation.
"""
from __future__ import annotations

import itertools
import math
import struct

import numpy as np
import pytest

from equiv import terms as T
from equiv.evaluate import evaluate
from semantics.errors import Unsupported

from test_semantics_fake import (
    NAN, batch, decode, encode_round, f2b, flush_bits, is_nan_bits, ref_add, ref_fma, ref_mul, run, value,
)

M32 = (1 << 32) - 1
CANON = 0x7FFFFFFF
SPECIAL = [0, 0x80000000, 0x7F800000, 0xFF800000, 0x7FC00000, 0xFF800001, 1, 0x80000001, 0x007FFFFF, 0x807FFFFF,
           0x00800000, 0x80800000, 0x3F800000, 0xBF800000, 0x3F800001, 0x33800000, 0x7F7FFFFF, 0xFF7FFFFF,
           0x40490FDB, 0xC0490FDB, 0x34000000, 0x00400000]


def R(m, i):
    return value(m.regs[i])


def P(m, i):
    return bool(value(m.preds[i]))


def same(got, want):
    """Result bits against a reference: NaN results must be the canonical NaN."""
    if want == NAN:
        return got == CANON
    return got == want


MODES = {"": "RN", ".RN": "RN", ".RZ": "RZ", ".RM": "RM", ".RP": "RP"}


PAIRS = list(itertools.product(SPECIAL, SPECIAL))
TRIPLES = list(itertools.product(SPECIAL[::2], SPECIAL[::2], SPECIAL[1::2]))


def cols(rows, *names):
    return {n: [r[k] for r in rows] for k, n in enumerate(names)}


@pytest.mark.parametrize("mod", sorted(MODES))
def test_fadd_fmul_ffma_every_mode(mod):
    rm = MODES[mod]
    got = batch(f"FADD{mod} R1, R2, R3", cols(PAIRS, "R2", "R3"), ["R1"])["R1"]
    for (a, b), g in zip(PAIRS, got):
        assert same(g, ref_add(a, b, mode=rm)), (mod, hex(a), hex(b))
    got = batch(f"FMUL{mod} R1, R2, R3", cols(PAIRS, "R2", "R3"), ["R1"])["R1"]
    for (a, b), g in zip(PAIRS, got):
        assert same(g, ref_mul(a, b, mode=rm)), (mod, hex(a), hex(b))
    got = batch(f"FFMA{mod} R1, R2, R3, R4", cols(TRIPLES, "R2", "R3", "R4"), ["R1"])["R1"]
    for (a, b, c), g in zip(TRIPLES, got):
        assert same(g, ref_fma(a, b, c, mode=rm)), (mod, hex(a), hex(b), hex(c))


def test_ffma_exact_cancellation_sign_and_double_rounding():
    # a*b exactly cancels c: +0 in RN, -0 in RM
    a, b = f2b(3.0), f2b(1.0 / 3.0)
    p = ref_mul(a, b)
    c = p ^ 0x80000000
    m = run("FFMA R1, R2, R3, R4", regs={2: a, 3: b, 4: c})
    assert R(m, 1) == ref_fma(a, b, c)
    m = run("FFMA.RM R1, R2, R3, R4", regs={2: f2b(2.0), 3: f2b(3.0), 4: f2b(-6.0)})
    assert R(m, 1) == 0x80000000
    # fused: one rounding; (1 + 2^-12)^2 - 1 keeps the 2^-24 term that a rounded product loses
    x = f2b(1.0) + (1 << 11)
    m = run("FFMA R1, R2, R2, R3", regs={2: x, 3: f2b(-1.0)})
    assert R(m, 1) == ref_fma(x, x, f2b(-1.0)) != ref_add(ref_mul(x, x), f2b(-1.0))


def test_source_modifiers_and_immediates():
    m = run("FADD R7, -R2, -RZ", regs={2: f2b(0.0)})
    assert R(m, 7) == 0x80000000
    m = run("FADD R7, |R2|, -RZ", regs={2: f2b(-2.5)})
    assert R(m, 7) == f2b(2.5)
    m = run("FADD R7, -|R2|, RZ", regs={2: f2b(2.5)})
    assert R(m, 7) == f2b(-2.5)
    m = run("FMUL R5, R0, 1.5", regs={0: f2b(2.0)})
    assert R(m, 5) == f2b(3.0)
    m = run("FFMA R6, R0, 1.84467440737095516160e+19, RZ", regs={0: f2b(1.0)})
    assert R(m, 6) == f2b(2.0 ** 64)
    m = run("FSETP.GEU.OR P2, PT, |R0|, 1.175494350822287508e-38, !P1", regs={0: 0x00800000}, preds={1: True})
    assert P(m, 2)
    m = run("FADD R0, R0, c[0x0][0x178]", regs={0: f2b(1.0)},
            const={0x178 + k: b for k, b in enumerate(struct.pack("<f", 0.5))})
    assert R(m, 0) == f2b(1.5)
    with pytest.raises(Unsupported, match="not exactly"):
        run("FMUL R1, R2, 0.1", regs={2: 0})
    with pytest.raises(Unsupported):
        run("FADD R1, ~R2, R3")


def test_fadd_ftz_flushes_inputs_and_results():
    for text, mode in (("FADD.FTZ R1, R2, R3", "RN"), ("FADD.FTZ.RZ R1, R2, R3", "RZ"), ("FADD.FTZ.RM R1, R2, R3", "RM")):
        got = batch(text, cols(PAIRS, "R2", "R3"), ["R1"])["R1"]
        for (a, b), g in zip(PAIRS, got):
            want = ref_add(flush_bits(a), flush_bits(b), mode=mode)
            assert same(g, want if want == NAN else flush_bits(want)), (text, hex(a), hex(b))
    # a sum whose exact value is subnormal is flushed, with its sign
    m = run("FADD.FTZ R1, R2, R3", regs={2: 0x00800001, 3: 0x80800000})
    assert R(m, 1) == 0
    m = run("FADD.FTZ R1, R2, R3", regs={2: 0x80800001, 3: 0x00800000})
    assert R(m, 1) == 0x80000000
    m = run("FADD R1, R2, R3", regs={2: 0x00800001, 3: 0x80800000})
    assert R(m, 1) == 1


def _saturated(s):
    if s == NAN:
        return 0
    d = decode(s, "f32")
    v = -math.inf if d[0] == "inf" and d[1] else math.inf if d[0] == "inf" else d[2]
    return 0 if v < 0 else f2b(1.0) if v > 1 else s


@pytest.mark.parametrize("text,ref", [("FADD.SAT R7, R2, R3", ref_add), ("FADD.SAT.RM R7, R2, R3", ref_add),
                                      ("FMUL.SAT R7, R2, R3", ref_mul), ("FFMA.SAT R7, R2, R3, R4", ref_fma)])
def test_sat_clamps_to_unit_interval_and_leaves_minus_zero_open(text, ref):
    """.SAT: NaN -> +0, below 0 -> +0, above 1 -> 1; a -0.0 result is either zero (not documented)."""
    mode = "RM" if ".RM" in text else "RN"
    rows = TRIPLES if "FFMA" in text else PAIRS
    got = batch(text, cols(rows, *("R2", "R3", "R4")[:len(rows[0])]), ["R7"])["R7"]
    for row, g in zip(rows, got):
        want = _saturated(ref(*row, mode=mode))
        assert g == want or (want == 0x80000000 and g == 0), (text, [hex(x) for x in row], hex(g))
    assert R(run("FADD.SAT R7, RZ, R2", regs={2: 0x80000000}), 7) in (0, 0x80000000)


@pytest.mark.parametrize("mod", ["", ".RZ", ".RM", ".RP"])
def test_fmul_ffma_ftz_flush_inputs_and_results(mod):
    """Inputs and subnormal results flushed; a result of exactly 2^-126 is that or the signed zero (the
    documentation leaves open whether a product just below it, rounded up, is flushed)."""
    rm = MODES[mod]
    smallest = 0x00800000
    for text, rows, ref in ((f"FMUL.FTZ{mod} R1, R2, R3", PAIRS, ref_mul), (f"FFMA.FTZ{mod} R1, R2, R3, R4", TRIPLES, ref_fma)):
        regs = ("R2", "R3", "R4")[:len(rows[0])]
        got = batch(text, cols(rows, *regs), ["R1"])["R1"]
        for row, g in zip(rows, got):
            want = ref(*[flush_bits(x) for x in row], mode=rm)
            if want == NAN:
                assert g == CANON, (text, [hex(x) for x in row])
            elif want & 0x7FFFFFFF == smallest:
                assert g in (want, want & 0x80000000), (text, [hex(x) for x in row])
            else:
                assert g == flush_bits(want), (text, [hex(x) for x in row], hex(g))
    m = run("FMUL.FTZ R1, R2, R3", regs={2: 0x00400000, 3: f2b(4.0)})  # a subnormal input reads as +0
    assert R(m, 1) == 0


@pytest.mark.parametrize("text", ["FMUL.D2 R1, R2, R3", "FADD.RZ.RM R1, R2, R3", "FADD.F64 R1, R2, R3",
                                  "FFMA.FTZ.RZ.RM R1, R2, R3, R4"])
def test_float_refusals(text):
    with pytest.raises(Unsupported):
        run(text)


# ----------------------------------------------------------------------------- FSETP / FMNMX / FSEL
D_SPECIAL = [0, 1 << 63, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000, 0xFFF0000000000001, 1,
             0x8000000000000001, 0x000FFFFFFFFFFFFF, 0x0010000000000000, 0x3FF0000000000000, 0xBFF0000000000001,
             0x7FEFFFFFFFFFFFFF, 0x3CA0000000000000, 0x400921FB54442D18, 0xC00921FB54442D18]
D_PAIRS = list(itertools.product(D_SPECIAL, D_SPECIAL))
D_TRIPLES = list(itertools.product(D_SPECIAL[::2], D_SPECIAL[1::2], D_SPECIAL[::3]))


def _pairs_in(rows, *regs):
    """f64 operands as register pairs: value k of each row into R<regs[k]> (low) and the next register."""
    out = {}
    for k, r in enumerate(regs):
        out[f"R{r}"] = [row[k] & M32 for row in rows]
        out[f"R{r + 1}"] = [row[k] >> 32 for row in rows]
    return out


def _pair_out(out, r):
    return [lo | (hi << 32) for lo, hi in zip(out[f"R{r}"], out[f"R{r + 1}"])]


@pytest.mark.parametrize("mod", sorted(MODES))
def test_dadd_dmul_dfma_every_mode(mod):
    """f64 arithmetic on register pairs; a NaN result is some NaN (its payload is not documented)."""
    rm = MODES[mod]
    for text, rows, ref in ((f"DADD{mod} R4, R2, R6", D_PAIRS, ref_add), (f"DMUL{mod} R4, R2, R6", D_PAIRS, ref_mul),
                            (f"DFMA{mod} R4, R2, R6, R8", D_TRIPLES, ref_fma)):
        regs = (2, 6, 8)[:len(rows[0])]
        got = _pair_out(batch(text, _pairs_in(rows, *regs), ["R4", "R5"]), 4)
        for row, g in zip(rows, got):
            want = ref(*row, fmt="f64", mode=rm)
            assert is_nan_bits(g, "f64") if want == NAN else g == want, (text, [hex(x) for x in row], hex(g))
    m = run("DADD R4, -R2, |R6|", regs={2: 0, 3: 0x3FF00000, 6: 0, 7: 0xC0000000})
    assert (R(m, 4), R(m, 5)) == (0, 0x3FF00000)  # -1 + |-2| = 1
    m = run("DFMA R4, R2, R6, 1", regs={2: 0, 3: 0x40000000, 6: 0, 7: 0x40080000})
    assert (R(m, 4), R(m, 5)) == (0, 0x401C0000)  # 2 * 3 + 1 = 7


def test_dsetp_compares_pairs():
    for cmp in ("LT", "GE", "NEU", "EQ"):
        got = batch(f"DSETP.{cmp}.AND P0, PT, R2, R6, PT", _pairs_in(D_PAIRS, 2, 6), ["P0"])["P0"]
        for (a, b), g in zip(D_PAIRS, got):
            x, y = (struct.unpack("<d", struct.pack("<Q", v))[0] for v in (a, b))
            unordered = math.isnan(x) or math.isnan(y)
            want = (unordered or FCMP[cmp[:-1]](x, y)) if cmp.endswith("U") else (not unordered and FCMP[cmp](x, y))
            assert bool(g) == want, (cmp, hex(a), hex(b))
    for text in ("DSETP.MAX.OR P1, P2, R4, R6, PT", "DSETP.MIN.AND P1, P2, R4, R6, P0"):
        with pytest.raises(Unsupported):
            run(text)


@pytest.mark.parametrize("which", ["MIN", "MAX"])
def test_dsetp_min_max_drive_ptxas_lowering_of_min_max_f64(which):
    """Pd picks a, Pn says both are NaN: the selects ptxas emits after it (low word by Pd, high word by Pd,
    then b's high word quieted under Pn) compute PTX min/max.f64: a NaN operand ignored, -0.0 < +0.0."""
    out = batch(f"DSETP.{which}.AND P0, P1, R2, R6, PT", _pairs_in(D_PAIRS, 2, 6), ["P0", "P1"])
    for (a, b), pick_a, both_nan in zip(D_PAIRS, out["P0"], out["P1"]):
        x, y = (struct.unpack("<d", struct.pack("<Q", v))[0] for v in (a, b))
        lo = a if pick_a else b
        hi = ((b >> 32) | 0x80000) if both_nan else (a if pick_a else b) >> 32
        got = (lo & M32) | (hi << 32)
        if math.isnan(x) and math.isnan(y):
            assert is_nan_bits(got, "f64")
            continue
        if math.isnan(x) or math.isnan(y):
            assert got == (b if math.isnan(x) else a)
            continue
        key = lambda v: (v, math.copysign(1.0, v))  # -0.0 below +0.0; equal keys are equal bits
        want = (min if which == "MIN" else max)((key(x), a), (key(y), b))[1]
        assert got == want, (which, hex(a), hex(b))


def _val(bits, fmt="f32"):
    d = decode(bits, fmt)
    if d[0] == "nan":
        return None
    if d[0] == "inf":
        return -math.inf if d[1] else math.inf
    return d[2]


FCMP = {
    "EQ": lambda x, y: x == y, "NE": lambda x, y: x != y, "LT": lambda x, y: x < y, "LE": lambda x, y: x <= y,
    "GT": lambda x, y: x > y, "GE": lambda x, y: x >= y,
}


def _compared(cmp, x, y):
    """The PTX setp rule for comparison cmp of two values (None: NaN): the U forms are true when unordered."""
    unordered = x is None or y is None
    if cmp == "NUM":
        return not unordered
    if cmp == "NAN":
        return unordered
    if cmp.endswith("U"):
        return unordered or FCMP[cmp[:-1]](x, y)
    return not unordered and FCMP[cmp](x, y)


@pytest.mark.parametrize("cmp", sorted(FCMP) + [c + "U" for c in sorted(FCMP)] + ["NUM", "NAN"])
def test_fsetp_every_comparison(cmp):
    for ftz in ("", ".FTZ"):
        got = batch(f"FSETP.{cmp}{ftz}.AND P0, PT, R2, R3, PT", cols(PAIRS, "R2", "R3"), ["P0"])["P0"]
        for (a, b), g in zip(PAIRS, got):
            fa, fb = (flush_bits(a), flush_bits(b)) if ftz else (a, b)
            assert bool(g) == _compared(cmp, _val(fa), _val(fb)), (cmp, ftz, hex(a), hex(b))
    m = run(f"FSETP.{cmp}.OR P0, PT, R2, R3, P1", regs={2: 0x7FC00000, 3: 0}, preds={1: True})
    assert P(m, 0)


def test_fsetp_xor_and_second_destination():
    m = run("FSETP.LT.XOR P0, PT, R3, R4, !P0", regs={3: f2b(1.0), 4: f2b(2.0)}, preds={0: True})
    assert P(m, 0)
    with pytest.raises(Unsupported):
        run("FSETP.LT.AND P0, P1, R3, R4, PT")


def _ptx_minmax(a, b, want_max):
    x, y = _val(a), _val(b)
    if x is None and y is None:
        return NAN
    if x is None:
        return b
    if y is None:
        return a
    kx = (x, -1 if x == 0 and a >> 31 else 0)
    ky = (y, -1 if y == 0 and b >> 31 else 0)
    if want_max:
        return a if kx > ky else b
    return a if kx < ky else b


def test_fmnmx_ptx_rules():
    for p, want_max in (("PT", False), ("!PT", True)):
        got = batch(f"FMNMX R1, R2, R3, {p}", cols(PAIRS, "R2", "R3"), ["R1"])["R1"]
        for (a, b), g in zip(PAIRS, got):
            assert same(g, _ptx_minmax(a, b, want_max)), (p, hex(a), hex(b))
        got = batch(f"FMNMX.FTZ R1, R2, R3, {p}", cols(PAIRS, "R2", "R3"), ["R1"])["R1"]
        for (a, b), g in zip(PAIRS, got):
            assert same(g, _ptx_minmax(flush_bits(a), flush_bits(b), want_max))
    rows = [(a, b, p) for a, b in PAIRS[::7] for p in (False, True)]
    got = batch("FMNMX R1, R2, R3, P0", cols(rows, "R2", "R3", "P0"), ["R1"])["R1"]
    for (a, b, p), g in zip(rows, got):
        assert same(g, _ptx_minmax(a, b, not p))
    # -0 < +0 in both orders
    assert R(run("FMNMX R1, R2, R3, PT", regs={2: 0, 3: 0x80000000}), 1) == 0x80000000
    assert R(run("FMNMX R1, R2, R3, PT", regs={2: 0x80000000, 3: 0}), 1) == 0x80000000
    assert R(run("FMNMX R1, R2, R3, !PT", regs={2: 0x80000000, 3: 0}), 1) == 0
    # a NaN operand is ignored, the other returned bit for bit (a subnormal stays without FTZ)
    assert R(run("FMNMX R1, R2, R3, P0", regs={2: 0x7FC00001, 3: 1}, preds={0: True}), 1) == 1
    assert R(run("FMNMX R7, RZ, R2, !PT", regs={2: 0xFFC00000}), 7) == 0


def test_fmnmx3_is_two_fmnmx_in_either_grouping():
    """ptxas (sm_100) fuses min.f32/max.f32 chains into FMNMX3: each of the three is PTX min/max's operand."""
    def minmax(a, b, want_max):  # the two-source rules, a NaN result fed on as the canonical NaN
        got = _ptx_minmax(a, b, want_max)
        return 0x7FFFFFFF if got == NAN else got
    for p, want_max in (("PT", False), ("!PT", True)):
        got = batch(f"FMNMX3 R1, R2, R3, R4, {p}", cols(TRIPLES, "R2", "R3", "R4"), ["R1"])["R1"]
        for (a, b, c), g in zip(TRIPLES, got):
            assert same(g, _ptx_minmax(minmax(a, b, want_max), c, want_max)), (p, hex(a), hex(b), hex(c))
            assert same(g, _ptx_minmax(a, minmax(b, c, want_max), want_max))
        got = batch(f"FMNMX3.FTZ R1, R2, R3, R4, {p}", cols(TRIPLES, "R2", "R3", "R4"), ["R1"])["R1"]
        for (a, b, c), g in zip(TRIPLES, got):
            assert same(g, _ptx_minmax(minmax(flush_bits(a), flush_bits(b), want_max), flush_bits(c), want_max))
    with pytest.raises(Unsupported):
        run("FMNMX3.NAN R1, R2, R3, R4, PT")


def test_fsel_is_a_bitwise_select():
    m = run("FSEL R9, R0, 2, !P0", regs={0: 0x7FC12345}, preds={0: False})
    assert R(m, 9) == 0x7FC12345
    m = run("FSEL R9, R0, 2, !P0", regs={0: 0x7FC12345}, preds={0: True})
    assert R(m, 9) == f2b(2.0)
    for text in ("FSEL R9, ~R0, R1, P0", "FSEL R9, R0, +QNAN, P0"):
        with pytest.raises(Unsupported):
            run(text)


@pytest.mark.parametrize("operand,x,want", [
    ("-R0", f2b(1.5), f2b(-1.5)), ("-R0", f2b(-0.0), f2b(0.0)), ("-R0", f2b(float("inf")), f2b(float("-inf"))),
    ("|R0|", f2b(-2.5), f2b(2.5)), ("|R0|", f2b(-0.0), f2b(0.0)), ("-|R0|", f2b(3.0), f2b(-3.0)),
    ("-R0", 0x00000001, 0x80000001),  # a subnormal keeps its bits: no FTZ on a select
])
def test_fsel_source_modifiers_act_on_the_sign(operand, x, want):
    m = run(f"FSEL R9, {operand}, 2, P0", regs={0: x}, preds={0: True})
    assert R(m, 9) == want


@pytest.mark.parametrize("operand", ["-R0", "|R0|"])
def test_fsel_of_a_modified_nan_is_some_nan(operand):
    """Whether -R / |R| flips a NaN's sign or writes a canonical NaN is not documented: the pattern is open."""
    t = run(f"FSEL R9, {operand}, 2, P0", regs={0: 0x7FC12345}, preds={0: True}).regs[9]
    (u,) = T.free_vars([t])
    assert u.params[0].startswith("undef:fsel.nan")
    choices = np.array([0, 0x7FC12345, 0xFFFFFFFF, 0x80000000, 0x00400001], dtype=np.uint64)
    (bits,) = evaluate([t], {u.params[0]: choices}, len(choices))
    assert all(is_nan_bits(int(b)) for b in np.broadcast_to(bits, choices.shape))


def _round_int(bits, mode):
    """roundToIntegral: NaN -> NaN, inf -> inf, a zero result keeps the operand's sign."""
    from fractions import Fraction
    d = decode(bits, "f32")
    if d[0] == "nan":
        return NAN
    if d[0] == "inf":
        return bits
    v = d[2]
    fl = v.numerator // v.denominator
    if mode == "RM":
        r = fl
    elif mode == "RP":
        r = fl if fl == v else fl + 1
    elif mode == "RZ":
        r = fl if v >= 0 or fl == v else fl + 1
    else:
        frac = v - fl
        r = fl + 1 if frac > Fraction(1, 2) or (frac == Fraction(1, 2) and fl % 2) else fl
    if r == 0:
        return bits & 0x80000000
    return encode_round(Fraction(r), 0, "f32", "RN")


@pytest.mark.parametrize("mod,mode", [("", "RN"), (".FLOOR", "RM"), (".CEIL", "RP"), (".TRUNC", "RZ")])
def test_frnd(mod, mode):
    vals = SPECIAL + [f2b(x) for x in (0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 0.49999997, -0.3, 8388607.5, 1e10)]
    for a in vals:
        m = run(f"FRND{mod} R1, R2", regs={2: a})
        assert same(R(m, 1), _round_int(a, mode)), (mod, hex(a))


# ----------------------------------------------------------------------------- half precision
def h(x: float) -> int:
    return struct.unpack("<H", struct.pack("<e", x))[0]


def test_hfma2_move_idiom():
    m = run("HFMA2.MMA R5, -RZ, RZ, 0, 2.384185791015625e-07")
    assert R(m, 5) == 0x4
    m = run("HFMA2 R7, -RZ, RZ, 2, 1", arch="sm_100")
    assert R(m, 7) == h(2.0) << 16 | h(1.0)
    m = run("HFMA2.MMA R3, -RZ, RZ, 0, 4.76837158203125e-07")
    assert R(m, 3) == 8
    m = run("HFMA2.MMA R2, -RZ, RZ, 0, 0")
    assert R(m, 2) == 0
    m = run("HFMA2 R9, -RZ, RZ, -3, 0.5")
    assert R(m, 9) == h(-3.0) << 16 | h(0.5)
    m = run("HFMA2.MMA R0, -RZ, RZ, -0, -0")
    assert R(m, 0) == 0x80008000
    with pytest.raises(Unsupported):
        run("HFMA2.MMA R5, -RZ, RZ, 0, 0.1")  # not an f16 value
    with pytest.raises(Unsupported):
        run("HFMA2.MMA R5, -RZ, RZ, +QNAN, 0")
    with pytest.raises(Unsupported):
        run("HFMA2 R5, R1, R2, 0.5")  # a lone half immediate


H_SPECIAL = [0, 0x8000, 0x7C00, 0xFC00, 0x7E00, 1, 0x8001, 0x03FF, 0x0400, 0x3C00, 0xBC00, 0x7BFF, 0x3555, 0xC200]


def _h(w):
    return 0x7FFF if w == NAN else w


def test_half2_arithmetic_lanes():
    rows = list(itertools.product(H_SPECIAL, H_SPECIAL))
    a = [x | y << 16 for x, y in rows]
    b = [y | x << 16 for x, y in rows]
    c = [0x3C00 | 0x8001 << 16] * len(rows)
    ins = {"R2": a, "R3": b, "R4": c}
    add = batch("HADD2 R1, R2, R3", ins, ["R1"])["R1"]
    mul = batch("HMUL2 R1, R2, R3", ins, ["R1"])["R1"]
    fma = batch("HFMA2 R1, R2, R3, R4", ins, ["R1"])["R1"]
    sel = batch("HADD2 R5, R2.H0_H0, R3.H1_H1", ins, ["R5"])["R5"]
    mx = batch("HMNMX2 R9, R2, R3, !PT", ins, ["R9"])["R9"]
    for k, (x, y) in enumerate(rows):
        assert add[k] == _h(ref_add(x, y, "f16")) | _h(ref_add(y, x, "f16")) << 16
        assert mul[k] == _h(ref_mul(x, y, "f16")) | _h(ref_mul(y, x, "f16")) << 16
        assert fma[k] == _h(ref_fma(x, y, 0x3C00, "f16")) | _h(ref_fma(y, x, 0x8001, "f16")) << 16
        assert sel[k] == _h(ref_add(x, x, "f16")) * 0x10001
        lo = mx[k] & 0xFFFF
        dx, dy = decode(x, "f16"), decode(y, "f16")
        if dx[0] == "nan" and dy[0] == "nan":
            assert lo == 0x7FFF
        elif dx[0] == "nan" or dy[0] == "nan":
            assert lo == (y if dx[0] == "nan" else x)
    m = run("HMUL2 R0, R2.H0_H0, 3, 3", regs={2: h(1.5)})
    assert R(m, 0) == h(4.5) * 0x10001
    m = run("HFMA2.MMA R9, R2, R5, 0.5, 0.5", regs={2: h(2.0) * 0x10001, 5: h(-1.0) * 0x10001})
    assert R(m, 9) == h(-1.5) * 0x10001


@pytest.mark.parametrize("cmp", sorted(FCMP) + [c + "U" for c in sorted(FCMP)] + ["NUM", "NAN"])
def test_hsetp2_compares_one_lane_of_each_source(cmp):
    rows = list(itertools.product(H_SPECIAL, H_SPECIAL))
    ins = {"R2": [0x1234 | x << 16 for x, _ in rows], "R3": [y | 0x5678 << 16 for _, y in rows]}
    got = batch(f"HSETP2.{cmp}.AND P0, PT, R2.H1_H1, R3.H0_H0, PT", ins, ["P0"])["P0"]
    for (a, b), g in zip(rows, got):
        assert bool(g) == _compared(cmp, _val(a, "f16"), _val(b, "f16")), (cmp, hex(a), hex(b))


def test_hsetp2_constants_immediates_and_refused_forms():
    const = dict(enumerate(struct.pack("<I", h(-2.0) << 16 | h(3.0)), start=0x164))
    m = run("HSETP2.GT.OR P1, PT, R2.H0_H0, c[0x0][0x164].H1_H1, P0", regs={2: h(-1.0)}, const=const,
            preds={0: False})
    assert P(m, 1)
    m = run("HSETP2.GE.XOR P1, PT, R2.H0_H0, 1, 1, !P0", regs={2: h(1.0)}, preds={0: False})
    assert not P(m, 1)
    for text in ("HSETP2.GT.AND P1, PT, R2, R3.H0_H0, PT",  # two lanes, two comparisons
                 "HSETP2.GT.AND P1, P2, R2.H0_H0, R3.H0_H0, PT",  # a second destination
                 "HSETP2.GT.AND P1, PT, R2.H0_H0, 1, 2, PT",  # an immediate pair of two values
                 "HSETP2.GT.AND P1, PT, R2.H0_H0, c[0x0][0x164], PT"):
        with pytest.raises(Unsupported):
            run(text, regs={2: 0, 3: 0}, const=const)


def test_hadd2_f32_is_the_half_to_float_conversion():
    for x in H_SPECIAL:
        m = run("HADD2.F32 R6, -RZ, R2.H0_H0", regs={2: x | 0xABCD << 16})
        d = decode(x, "f16")
        if d[0] == "nan":
            assert R(m, 6) == CANON
        elif d[0] == "inf":
            assert R(m, 6) == (0xFF800000 if d[1] else 0x7F800000)
        else:
            assert R(m, 6) == encode_round(d[2], d[1], "f32", "RN")
        m = run("HADD2.F32 R7, -RZ, R2.H1_H1", regs={2: x << 16})
        assert R(m, 7) == R(run("HADD2.F32 R6, -RZ, R2.H0_H0", regs={2: x}), 6)
    with pytest.raises(Unsupported):
        run("HADD2.F32 R6, R1.H0_H0, R2.H0_H0")
    with pytest.raises(Unsupported):
        run("HADD2.F32 R6, -RZ, R2")


# ----------------------------------------------------------------------------- conversions
INTS = [0, 1, 0x7FFFFFFF, 0x80000000, M32, 0x00FFFFFF, 0x01000001, 0x7FFFFFC0, 0xFFFFFF81, 0x12345677]


@pytest.mark.parametrize("mod,mode", [("", "RN"), (".RZ", "RZ"), (".RM", "RM"), (".RP", "RP")])
def test_int_to_float(mod, mode):
    for v in INTS:
        sv = v - (1 << 32) if v >> 31 else v
        assert R(run(f"I2F{mod} R1, R2", regs={2: v}), 1) == encode_round(sv, 0, "f32", mode)
        assert R(run(f"I2F.U32{mod} R1, R2", regs={2: v}), 1) == encode_round(v, 0, "f32", mode)
        assert R(run(f"I2FP.F32.S32{mod} R1, R2", regs={2: v}), 1) == encode_round(sv, 0, "f32", mode)
        assert R(run(f"I2FP.F32.U32{mod} R1, R2", regs={2: v}), 1) == encode_round(v, 0, "f32", mode)
    for v in (0, 1, (1 << 63), (1 << 64) - 1, 0x0020_0000_0000_0001, 0xFFF0_0000_0000_0001):
        sv = v - (1 << 64) if v >> 63 else v
        regs = {2: v & M32, 3: v >> 32}
        assert R(run(f"I2F.S64{mod} R1, R2", regs=regs), 1) == encode_round(sv, 0, "f32", mode)
        assert R(run(f"I2F.U64{mod} R1, R2", regs=regs), 1) == encode_round(v, 0, "f32", mode)
    m = run("I2F.F64 R4, R2", regs={2: 0x80000001})
    assert R(m, 4) | R(m, 5) << 32 == encode_round(-0x7FFFFFFF, 0, "f64", "RN")
    for text in ("I2F.F16 R1, R2", "I2F.S16 R1, R2", "I2F R1, -R2", "I2FP.F32 R1, R2"):
        with pytest.raises(Unsupported):
            run(text)


F2I_VALUES = SPECIAL + [f2b(x) for x in (2.5, -2.5, 3.5, -0.5, 0.5, 2147483520.0, 2147483648.0, -2147483648.0,
                                         -2147483904.0, 4294967040.0, 4294967296.0, 9.2233715e18, -9.2233715e18,
                                         1.8446743e19, 1e30, -1e30, 0.99999994, -0.99999994)]


def _f2int(bits, mode, width, signed, nan_value, ftz=False, fmt="f32"):
    if ftz:
        bits = flush_bits(bits)
    d = decode(bits, fmt)
    lo, hi = (-(1 << (width - 1)), (1 << (width - 1)) - 1) if signed else (0, (1 << width) - 1)
    if d[0] == "nan":
        return nan_value
    if d[0] == "inf":
        return (lo if d[1] else hi) & ((1 << width) - 1)
    v = d[2]
    fl = v.numerator // v.denominator
    if mode == "RM":
        r = fl
    elif mode == "RP":
        r = fl if fl == v else fl + 1
    elif mode == "RZ":
        r = fl if v >= 0 or fl == v else fl + 1
    else:
        frac = v - fl
        r = fl + 1 if frac > 0.5 or (frac == 0.5 and fl % 2) else fl
    return min(max(r, lo), hi) & ((1 << width) - 1)


@pytest.mark.parametrize("mod,mode", [("", "RN"), (".TRUNC", "RZ"), (".FLOOR", "RM"), (".CEIL", "RP")])
def test_float_to_int(mod, mode):
    ins = {"R2": F2I_VALUES}
    for text, width, signed, nan_value, ftz in ((f"F2I{mod}.NTZ", 32, True, 0, False),
                                                 (f"F2I.U32{mod}.NTZ", 32, False, 0, False),
                                                 (f"F2I.FTZ.U32{mod}.NTZ", 32, False, 0, True),
                                                 (f"F2I.FTZ{mod}.NTZ", 32, True, 0, True),
                                                 (f"F2I.S64{mod}", 64, True, 1 << 63, False),
                                                 (f"F2I.U64{mod}", 64, False, 1 << 63, False)):
        out = batch(f"{text} R4, R2", ins, ["R4", "R5"])
        for k, a in enumerate(F2I_VALUES):
            got = out["R4"][k] | (out["R5"][k] << 32 if width == 64 else 0)
            assert got == _f2int(a, mode, width, signed, nan_value, ftz), (text, hex(a))
    # FTZ matters for CEIL of a tiny positive subnormal
    assert R(run("F2I.CEIL.NTZ R1, R2", regs={2: 1}), 1) == 1
    assert R(run("F2I.FTZ.CEIL.NTZ R1, R2", regs={2: 1}), 1) == 0
    # f64 sources: register pairs; a NaN gives 1 << (width - 1) (PTX cvt with an .f64 source), no .NTZ
    ins = _pairs_in([(d,) for d in D_SPECIAL + [0x41E0000000000000, 0xC1E0000000200000, 0x3FF8000000000000]], 2)
    for text, width, signed in ((f"F2I.F64{mod}", 32, True), (f"F2I.U32.F64{mod}", 32, False),
                                (f"F2I.S64.F64{mod}", 64, True)):
        out = batch(f"{text} R4, R2", ins, ["R4", "R5"])
        for k, a in enumerate(_pair_out(ins, 2)):
            got = out["R4"][k] | (out["R5"][k] << 32 if width == 64 else 0)
            assert got == _f2int(a, mode, width, signed, 1 << (width - 1), fmt="f64"), (text, hex(a))
    for text in ("F2I.TRUNC R1, R2", "F2I.S64.TRUNC.NTZ R4, R2", "F2I.F64.TRUNC.NTZ R1, R2", "F2I.RZ.NTZ R1, R2",
                 "F2I.FTZ.F64.TRUNC R1, R2"):
        with pytest.raises(Unsupported):
            run(text)


def test_f64_to_f32_and_packs():
    ds = (0x3FF0000000000000, 0x3FF0000010000000, 0x3FF0000030000000, 0x47EFFFFFF0000000, 0x36A0000000000000,
          0x7FF8000000000001, 0xFFF0000000000000, 0x8000000000000000, 0x380FFFFFF0000000, 0xB80FFFFFF0000001)
    ins = {"R2": [d & M32 for d in ds], "R3": [d >> 32 for d in ds]}
    for mod, mode in (("", "RN"), (".RZ", "RZ"), (".RM", "RM"), (".RP", "RP")):
        out = batch(f"F2F.F32.F64{mod} R1, R2", ins, ["R1"])["R1"]
        for d, got in zip(ds, out):
            x = decode(d, "f64")
            if x[0] == "nan":
                assert got == CANON
            elif x[0] == "inf":
                assert got == (0xFF800000 if x[1] else 0x7F800000)
            else:
                assert got == encode_round(x[2], x[1], "f32", mode), (hex(d), mod)
    # F2F.F64.F32 widens exactly; a NaN becomes some f64 NaN
    got = _pair_out(batch("F2F.F64.F32 R4, R2", {"R2": SPECIAL}, ["R4", "R5"]), 4)
    for a, g in zip(SPECIAL, got):
        x = decode(a, "f32")
        if x[0] == "nan":
            assert is_nan_bits(g, "f64")
        else:
            assert g == struct.unpack("<Q", struct.pack("<d", struct.unpack("<f", struct.pack("<I", a))[0]))[0]
    with pytest.raises(Unsupported):
        run("F2F.F16.F32 R4, R2")
    # F2FP: first source to the high half, second to the low half
    rows = list(itertools.product(SPECIAL, SPECIAL[1::2]))
    for text, fmt, mode, arch in (("F2FP.F16.F32.PACK_AB", "f16", "RN", "sm_90"),
                                  ("F2FP.F16.F32.PACK_AB.RZ", "f16", "RZ", "sm_100"),
                                  ("F2FP.BF16.F32.PACK_AB", "bf16", "RN", "sm_90"),
                                  ("F2FP.BF16.F32.PACK_AB.RZ", "bf16", "RZ", "sm_90"),
                                  ("F2FP.PACK_AB", "f16", "RN", "sm_80"),
                                  ("F2FP.BF16.PACK_AB", "bf16", "RN", "sm_80")):
        out = batch(f"{text} R7, R3, R2", cols(rows, "R3", "R2"), ["R7"], arch=arch)["R7"]
        for (a, b), got in zip(rows, out):
            for half, src in ((got >> 16, a), (got & 0xFFFF, b)):
                dd = decode(src, "f32")
                if dd[0] == "nan":
                    assert half == 0x7FFF
                elif dd[0] == "inf":
                    assert half == encode_round(0, dd[1], fmt, mode) | (0x7C00 if fmt == "f16" else 0x7F80)
                else:
                    assert half == encode_round(dd[2], dd[1], fmt, mode), (text, hex(src))
    with pytest.raises(Unsupported):
        run("F2FP.PACK_AB R0, RZ, R2", arch="sm_90")
    with pytest.raises(Unsupported):
        run("F2FP.F16.F32.PACK_AB.RM R0, RZ, R2")
    with pytest.raises(Unsupported):
        run("F2FP.F16.F32 R0, RZ, R2")
