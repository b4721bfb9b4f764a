"""PTX floating point on concrete operands: every rounding mode, +-0, +-inf, NaN, subnormals with
and without .ftz, .sat, the min/max and setp NaN rules, and the unspecified results (f64 NaNs,
abs/neg of a NaN, .ftz at the smallest normal, .sat of -0.0), against the exact-rational
reference of test_semantics_fake (not the evaluator under test)."""
from __future__ import annotations

import itertools
import math
from fractions import Fraction

import pytest

from equiv import terms as T
from semantics.errors import Unsupported

from .test_semantics_fake import (
    NAN, batch, decode, encode, f32, f64, flush_bits, free_names, ref_arith, refuses, reg, run, step,
)

CANON = 0x7FFFFFFF
SPECIAL = [0, 0x80000000, 0x7F800000, 0xFF800000, 0x7FC00000, 0xFF800001, 1, 0x80000001, 0x007FFFFF, 0x807FFFFF,
           0x00800000, 0x80800000, 0x3F800000, 0xBF800000, 0x3F800001, 0x33800000, 0x7F7FFFFF, 0xFF7FFFFF,
           0x40490FDB, 0xC0490FDB, 0x34000000, 0x00400000, 0x3EAAAAAB]
PAIRS = list(itertools.product(SPECIAL, SPECIAL))
TRIPLES = list(itertools.product(SPECIAL[::2], SPECIAL[::3], SPECIAL[1::2]))
MODES = ("rn", "rz", "rm", "rp")


def cols(rows, *names):
    return {n: [r[k] for r in rows] for k, n in enumerate(names)}


def is_nan(bits: int, fmt: str = "f32") -> bool:
    return decode(bits, fmt) == NAN


def same(got: int, want) -> bool:
    """An f32 result against the reference: a NaN result must be the canonical NaN."""
    return got == CANON if want == NAN else got == want


def results(text: str, rows, names=("%f2", "%f3", "%f4"), out="%f1", **extra):
    return batch(text, {**cols(rows, *names[:len(rows[0])]), **extra}, [out])[out]


# ----------------------------------------------------------------------------- add, sub, mul, fma
@pytest.mark.parametrize("mode", MODES)
def test_add_sub_mul_fma_every_mode(mode):
    for op in ("add", "sub", "mul"):
        got = results(f"{op}.{mode}.f32 %f1, %f2, %f3", PAIRS)
        for (a, b), g in zip(PAIRS, got):
            assert same(g, ref_arith(op, [a, b], mode=mode)), (op, mode, hex(a), hex(b))
    got = results(f"fma.{mode}.f32 %f1, %f2, %f3, %f4", TRIPLES)
    for (a, b, c), g in zip(TRIPLES, got):
        assert same(g, ref_arith("fma", [a, b, c], mode=mode)), (mode, hex(a), hex(b), hex(c))
    got = results(f"mad.{mode}.f32 %f1, %f2, %f3, %f4", TRIPLES)
    assert all(same(g, ref_arith("fma", list(r), mode=mode)) for r, g in zip(TRIPLES, got))


def test_no_rounding_modifier_is_rn_and_literals():
    assert results("add.f32 %f1, %f2, %f3", PAIRS) == results("add.rn.f32 %f1, %f2, %f3", PAIRS)
    assert results("mul.f32 %f1, %f2, %f3", PAIRS) == results("mul.rn.f32 %f1, %f2, %f3", PAIRS)
    assert reg(run("add.f32 %f1, %f2, 0f3F800000", regs={"%f2": f32(2.0)}), "%f1") == f32(3.0)
    assert reg(run("mul.f32 %f1, %f2, 1.5", regs={"%f2": f32(2.0)}), "%f1") == f32(3.0)
    assert reg(run("add.f64 %fd1, %fd2, 0d3FF0000000000000", regs={"%fd2": f64(2.0)}), "%fd1") == f64(3.0)


def test_fma_is_fused():
    x = f32(1.0) + (1 << 11)  # (1 + 2^-12)^2 - 1 keeps the 2^-24 a rounded product loses
    m = run("fma.rn.f32 %f1, %f2, %f2, %f3", regs={"%f2": x, "%f3": f32(-1.0)})
    assert reg(m, "%f1") == ref_arith("fma", [x, x, f32(-1.0)]) != ref_arith("add", [ref_arith("mul", [x, x]),
                                                                                    f32(-1.0)])
    m = run("fma.rm.f32 %f1, %f2, %f3, %f4", regs={"%f2": f32(2.0), "%f3": f32(3.0), "%f4": f32(-6.0)})
    assert reg(m, "%f1") == 0x80000000


F64S = [0, 1 << 63, f64(1.0), f64(-1.5), f64(3.0), f64(1e308), f64(-1e308), 1, f64(2.0 ** -1022), f64(0.1),
        0x7FF0000000000000, 0xFFF0000000000000, f64(1.0) + 1]


@pytest.mark.parametrize("mode", MODES)
def test_f64_arithmetic(mode):
    rows = list(itertools.product(F64S, F64S))
    for op in ("add", "mul", "div"):
        got = batch(f"{op}.{mode}.f64 %fd1, %fd2, %fd3", cols(rows, "%fd2", "%fd3"), ["%fd1"])["%fd1"]
        for (a, b), g in zip(rows, got):
            want = ref_arith(op, [a, b], "f64", mode)
            assert is_nan(g, "f64") if want == NAN else g == want, (op, mode, hex(a), hex(b))
    got = batch(f"sqrt.{mode}.f64 %fd1, %fd2", {"%fd2": F64S}, ["%fd1"])["%fd1"]
    for a, g in zip(F64S, got):
        want = ref_arith("sqrt", [a], "f64", mode)
        assert is_nan(g, "f64") if want == NAN else g == want, (mode, hex(a))


def test_f64_nan_results_are_unspecified_nans():
    m = run("add.rn.f64 %fd1, %fd2, %fd3", regs={"%fd2": 0x7FF0000000000000, "%fd3": 0xFFF0000000000000})
    assert free_names(m.value("%fd1")) == {"undef:nan@0"}
    pick = [0, 1, 1 << 63, 0x000F_FFFF_FFFF_FFFF, 0xFFFF_FFFF_FFFF_FFFF]
    got = batch("add.rn.f64 %fd1, %fd2, %fd3", {"%fd2": [0x7FF8000000000000] * 5, "%fd3": [0] * 5,
                                                "undef:nan@0": pick}, ["%fd1"])["%fd1"]
    assert all(is_nan(g, "f64") for g in got) and len(set(got)) == len(got)


def test_f32_nan_results_are_canonical():
    for text in ("add.f32 %f1, %f2, %f3", "mul.rz.f32 %f1, %f2, %f3", "div.rn.f32 %f1, %f2, %f3"):
        assert reg(run(text, regs={"%f2": 0xFFC00123, "%f3": f32(1.0)}), "%f1") == CANON


# ----------------------------------------------------------------------------- .ftz and .sat
def test_add_ftz_flushes_inputs_and_results():
    for mode in MODES:
        got = results(f"add.{mode}.ftz.f32 %f1, %f2, %f3", PAIRS)
        for (a, b), g in zip(PAIRS, got):
            want = ref_arith("add", [flush_bits(a), flush_bits(b)], mode=mode)
            assert same(g, want if want == NAN else flush_bits(want)), (mode, hex(a), hex(b))
    assert reg(run("add.ftz.f32 %f1, %f2, %f3", regs={"%f2": 0x00800001, "%f3": 0x80800000}), "%f1") == 0
    assert reg(run("add.ftz.f32 %f1, %f2, %f3", regs={"%f2": 0x80800001, "%f3": 0x00800000}), "%f1") == 1 << 31
    assert reg(run("add.f32 %f1, %f2, %f3", regs={"%f2": 0x00800001, "%f3": 0x80800000}), "%f1") == 1
    assert free_names(run("add.ftz.f32 %f1, %f2, %f3").value("%f1")) == {"%f2", "%f3"}


def test_mul_ftz_at_the_smallest_normal_is_unspecified():
    # (1 - 2^-24) * 2^-126 is below 2^-126 and rounds (to nearest) up to it: flushed only if
    # the hardware detects tininess before rounding, which the manual does not say.
    regs = {"%f2": [0x3F7FFFFF] * 2, "%f3": [0x00800000] * 2}
    got = batch("mul.rn.ftz.f32 %f1, %f2, %f3", {**regs, "undef:ftz@0": [False, True]}, ["%f1"])["%f1"]
    assert got == [0x00800000, 0]
    got = batch("mul.rn.ftz.f32 %f1, %f2, %f3", {"%f2": [0x3F000000] * 2, "%f3": [0x80800000] * 2,
                                                 "undef:ftz@0": [False, True]}, ["%f1"])["%f1"]
    assert got == [0x80400000 & 0x80000000] * 2  # a subnormal product is flushed either way
    got = results("mul.rz.ftz.f32 %f1, %f2, %f3", PAIRS)  # elsewhere: flushed inputs and results
    for (a, b), g in zip(PAIRS, got):
        want = ref_arith("mul", [flush_bits(a), flush_bits(b)], mode="rz")
        if want != NAN and want & 0x7FFFFFFF == 0x00800000:
            continue
        assert same(g, want if want == NAN else flush_bits(want)), (hex(a), hex(b))


def sat_ref(bits):
    if bits == NAN:
        return 0
    d = decode(bits, "f32")
    v = math.inf if d[0] == "inf" and not d[1] else -math.inf if d[0] == "inf" else d[0]
    return 0 if v < 0 else f32(1.0) if v > 1 else bits


def test_sat_clamps_and_flushes_nan_to_plus_zero():
    for op in ("add", "mul"):
        got = results(f"{op}.sat.f32 %f1, %f2, %f3", PAIRS)
        for (a, b), g in zip(PAIRS, got):
            want = ref_arith(op, [a, b])
            if want == 1 << 31:
                continue  # -0.0: below
            assert g == sat_ref(want), (op, hex(a), hex(b))
    got = batch("add.sat.f32 %f1, %f2, %f3", {"%f2": [1 << 31] * 2, "%f3": [1 << 31] * 2,
                                             "undef:sat@0": [False, True]}, ["%f1"])["%f1"]
    assert got == [1 << 31, 0]  # whether -0.0 saturates to +0.0 is not documented


# ----------------------------------------------------------------------------- div, rcp, sqrt
@pytest.mark.parametrize("mode", MODES)
def test_div_rcp_sqrt_correctly_rounded(mode):
    got = results(f"div.{mode}.f32 %f1, %f2, %f3", PAIRS)
    for (a, b), g in zip(PAIRS, got):
        assert same(g, ref_arith("div", [a, b], mode=mode)), (mode, hex(a), hex(b))
    got = results(f"rcp.{mode}.f32 %f1, %f2", [(a,) for a in SPECIAL])
    for a, g in zip(SPECIAL, got):
        assert same(g, ref_arith("div", [f32(1.0), a], mode=mode)), (mode, hex(a))
    got = results(f"sqrt.{mode}.f32 %f1, %f2", [(a,) for a in SPECIAL])
    for a, g in zip(SPECIAL, got):
        assert same(g, ref_arith("sqrt", [a], mode=mode)), (mode, hex(a))
    got = results(f"sqrt.{mode}.ftz.f32 %f1, %f2", [(a,) for a in SPECIAL])
    for a, g in zip(SPECIAL, got):
        assert same(g, ref_arith("sqrt", [flush_bits(a)], mode=mode)), (mode, hex(a))


@pytest.mark.parametrize("text", [
    "div.approx.f32 %f1, %f2, %f3", "div.full.f32 %f1, %f2, %f3", "div.approx.ftz.f32 %f1, %f2, %f3",
    "div.f32 %f1, %f2, %f3", "rcp.approx.f32 %f1, %f2", "rcp.approx.ftz.f64 %fd1, %fd2", "rcp.f32 %f1, %f2",
    "sqrt.approx.f32 %f1, %f2", "sqrt.f64 %fd1, %fd2", "ex2.approx.f32 %f1, %f2", "lg2.approx.ftz.f32 %f1, %f2",
    "sin.approx.f32 %f1, %f2", "cos.approx.f32 %f1, %f2", "rsqrt.approx.f64 %fd1, %fd2", "tanh.approx.f32 %f1, %f2",
    "div.rn.sat.f32 %f1, %f2, %f3", "div.rn.ftz.f64 %fd1, %fd2, %fd3",
])
def test_approximate_and_incomplete_forms_are_refused(text):
    refuses(text)


def test_approximate_refusal_says_so():
    refuses("ex2.approx.f32 %f1, %f2", match="approximate ex2")
    refuses("div.full.f32 %f1, %f2, %f3", match="approximate div")


# ----------------------------------------------------------------------------- abs, neg
def test_copysign_copies_a_sign_bit_into_b_bit_for_bit():
    pairs = [(a, b) for a in SPECIAL for b in SPECIAL]
    got = results("copysign.f32 %f1, %f2, %f3", pairs)
    assert got == [(a & 0x80000000) | (b & 0x7FFFFFFF) for a, b in pairs]  # NaN payloads kept
    nan64 = 0x7FF8_0000_0000_1234
    assert reg(run("copysign.f64 %fd1, %fd2, %fd3", regs={"%fd2": f64(-1.0), "%fd3": nan64}), "%fd1") == \
        nan64 | (1 << 63)


def test_abs_neg_exact_and_nan_inputs():
    finite = [a for a in SPECIAL if not is_nan(a)]
    got = results("abs.f32 %f1, %f2", [(a,) for a in finite])
    assert got == [a & 0x7FFFFFFF for a in finite]
    got = results("neg.f32 %f1, %f2", [(a,) for a in finite])
    assert got == [a ^ 0x80000000 for a in finite]
    got = results("abs.ftz.f32 %f1, %f2", [(a,) for a in finite])
    assert got == [flush_bits(a) & 0x7FFFFFFF for a in finite]
    for text in ("abs.f32 %f1, %f2", "neg.f32 %f1, %f2", "abs.ftz.f32 %f1, %f2"):
        # "For abs.f32, NaN input yields unspecified NaN"; neg: "NaN inputs yield an unspecified NaN"
        picks = [0, 1, 0x80000000, 0x7FFFFF, 0xFFFFFFFF]
        got = batch(text, {"%f2": [0xFFC00001] * 5, "undef:nan@0": picks}, ["%f1"])["%f1"]
        assert all(is_nan(g) for g in got) and len(set(got)) == len(got)
    nan64 = 0xFFF8_0000_0000_1234
    assert reg(run("abs.f64 %fd1, %fd2", regs={"%fd2": nan64}), "%fd1") == nan64  # "passed through unchanged"
    assert reg(run("abs.f64 %fd1, %fd2", regs={"%fd2": f64(-2.5)}), "%fd1") == f64(2.5)
    assert free_names(run("neg.f64 %fd1, %fd2", regs={"%fd2": nan64}).value("%fd1")) == {"undef:nan@0"}
    refuses("abs.ftz.f64 %fd1, %fd2")
    refuses("abs.rn.f32 %f1, %f2")


# ----------------------------------------------------------------------------- min, max
def minmax_ref(a, b, want_max, nan_mode=False):
    """PTX ISA 9.7.3.11/12: a NaN is ignored (canonical NaN if both are), -0.0 < +0.0."""
    if is_nan(a) or is_nan(b):
        if nan_mode or (is_nan(a) and is_nan(b)):
            return CANON
        return b if is_nan(a) else a
    key = lambda x: (float(decode(x, "f32")[0]) if decode(x, "f32")[0] != "inf" else
                     (-math.inf if x >> 31 else math.inf), -(x >> 31))
    return max(a, b, key=key) if want_max else min(a, b, key=key)


def test_min_max_rules():
    for op, nan_mode in itertools.product(("min", "max"), (False, True)):
        text = f"{op}{'.NaN' if nan_mode else ''}.f32 %f1, %f2, %f3"
        for (a, b), g in zip(PAIRS, results(text, PAIRS)):
            assert g == minmax_ref(a, b, op == "max", nan_mode), (text, hex(a), hex(b))
    got = results("max.ftz.f32 %f1, %f2, %f3", PAIRS)
    assert got == [minmax_ref(flush_bits(a), flush_bits(b), True) for a, b in PAIRS]
    assert reg(run("min.f64 %fd1, %fd2, %fd3", regs={"%fd2": 0, "%fd3": 1 << 63}), "%fd1") == 1 << 63
    assert reg(run("max.f64 %fd1, %fd2, %fd3", regs={"%fd2": 0x7FF8000000000001, "%fd3": f64(2.0)}),
               "%fd1") == f64(2.0)
    refuses("min.NaN.f64 %fd1, %fd2, %fd3")
    refuses("min.xorsign.abs.f32 %f1, %f2, %f3")
    refuses("min.f32 %f1, %f2, %f3, %f4")


# ----------------------------------------------------------------------------- setp, testp
FCMP = {"eq": lambda x, y: x == y, "ne": lambda x, y: x != y, "lt": lambda x, y: x < y, "le": lambda x, y: x <= y,
        "gt": lambda x, y: x > y, "ge": lambda x, y: x >= y}


def _real(bits):
    d = decode(bits, "f32")
    return None if d == NAN else (math.inf if not d[1] else -math.inf) if d[0] == "inf" else d[0]


@pytest.mark.parametrize("cmp", sorted(FCMP) + [c + "u" for c in sorted(FCMP)] + ["num", "nan"])
def test_setp_float_comparisons(cmp):
    for ftz in (False, True):
        text = f"setp.{cmp}{'.ftz' if ftz else ''}.f32 %p1, %f2, %f3"
        got = batch(text, cols(PAIRS, "%f2", "%f3"), ["%p1"])["%p1"]
        for (a, b), g in zip(PAIRS, got):
            x, y = (_real(flush_bits(v) if ftz else v) for v in (a, b))
            unordered = x is None or y is None
            if cmp == "num":
                want = not unordered
            elif cmp == "nan":
                want = unordered
            elif cmp.endswith("u") and cmp != "nu":
                want = unordered or FCMP[cmp[:-1]](x, y)
            else:
                want = not unordered and FCMP[cmp](x, y)
            assert g == want, (text, hex(a), hex(b))


def test_setp_f64_and_refusals():
    m = run("setp.ltu.f64 %p1|%p2, %fd1, %fd2", regs={"%fd1": 0x7FF8000000000000, "%fd2": 0})
    assert m.value("%p1").value and not m.value("%p2").value
    refuses("setp.lo.f32 %p1, %f1, %f2")
    refuses("setp.ltu.s32 %p1, %r1, %r2")
    refuses("setp.lt.ftz.f64 %p1, %fd1, %fd2")
    refuses("setp.lt.f32 %p1, %f1, 1")


@pytest.mark.parametrize("test,fn", [
    ("finite", lambda d: d != NAN and d[0] != "inf"), ("infinite", lambda d: d != NAN and d[0] == "inf"),
    ("number", lambda d: d != NAN), ("notanumber", lambda d: d == NAN),
    ("normal", lambda d: d != NAN and d[0] != "inf" and (d[0] == 0 or abs(d[0]) >= Fraction(2) ** -126)),
    ("subnormal", lambda d: d != NAN and d[0] != "inf" and 0 < abs(d[0]) < Fraction(2) ** -126),
])
def test_testp(test, fn):
    got = batch(f"testp.{test}.f32 %p1, %f2", {"%f2": SPECIAL}, ["%p1"])["%p1"]
    assert got == [fn(decode(a, "f32")) for a in SPECIAL]


# ----------------------------------------------------------------------------- half precision
H = [0, 0x8000, 0x3C00, 0xBC00, 0x7C00, 0xFC00, 0x7E00, 0x0001, 0x03FF, 0x0400, 0x7BFF, 0x3555, 0x4248]
HPAIRS = list(itertools.product(H, H))


def same_half(got, want):
    return got == 0x7FFF if want == NAN else got == want


@pytest.mark.parametrize("fmt", ("f16", "bf16"))
def test_half_add_mul_and_packed_lanes(fmt):
    for op in ("add", "sub", "mul"):
        got = batch(f"{op}.rn.{fmt} %rs1, %rs2, %rs3", cols(HPAIRS, "%rs2", "%rs3"), ["%rs1"])["%rs1"]
        for (a, b), g in zip(HPAIRS, got):
            assert same_half(g, ref_arith(op, [a, b], fmt)), (op, fmt, hex(a), hex(b))
    rows = [(a << 16 | b, c << 16 | d) for (a, b), (c, d) in zip(HPAIRS, HPAIRS[7:] + HPAIRS[:7])]
    got = batch(f"fma.rn.{fmt}x2 %r1, %r2, %r3, %r4", {**cols(rows, "%r2", "%r3"), "%r4": [0x3C00BC00] * len(rows)},
                ["%r1"])["%r1"]
    for (x, y), g in zip(rows, got):
        for k, c in ((0, 0xBC00), (1, 0x3C00)):
            lane = lambda v: v >> 16 * k & 0xFFFF
            assert same_half(lane(g), ref_arith("fma", [lane(x), lane(y), c], fmt)), (fmt, hex(x), hex(y), k)
    refuses(f"add.rz.{fmt} %rs1, %rs2, %rs3")


def test_half_ftz_and_refusals():
    got = batch("add.ftz.f16 %rs1, %rs2, %rs3", cols(HPAIRS, "%rs2", "%rs3"), ["%rs1"])["%rs1"]
    for (a, b), g in zip(HPAIRS, got):
        want = ref_arith("add", [flush_bits(a, "f16"), flush_bits(b, "f16")], "f16")
        assert same_half(g, want if want == NAN else flush_bits(want, "f16"))
    refuses("add.ftz.bf16 %rs1, %rs2, %rs3")
    refuses("add.sat.bf16x2 %r1, %r2, %r3")
    refuses("fma.f16 %rs1, %rs2, %rs3, %rs4")
    refuses("add.f16x2 %r1, %r2, 0f3C003C00")


# ----------------------------------------------------------------------------- refusals
@pytest.mark.parametrize("text", [
    "add.rn.rz.f32 %f1, %f2, %f3", "add.ftz.f64 %fd1, %fd2, %fd3", "add.sat.f64 %fd1, %fd2, %fd3",
    "fma.f32 %f1, %f2, %f3, %f4", "mad.f32 %f1, %f2, %f3, %f4", "mad.rn.f16 %rs1, %rs2, %rs3, %rs4",
    "add.f32 %f1, %f2, 1", "add.f32 %f1, %fd2, %f3", "add.f32 %fd1, %f2, %f3", "add.f32x2 %rd1, %rd2, %rd3",
    "add.rni.f32 %f1, %f2, %f3", "add.f32.f64 %f1, %f2, %f3", "mul.lo.f32 %f1, %f2, %f3",
])
def test_float_refusals(text):
    refuses(text)


def test_mad_f64_without_rounding_is_rn():
    regs = {"%fd2": f64(0.1), "%fd3": f64(3.0), "%fd4": f64(-0.3)}
    a = reg(run("mad.f64 %fd1, %fd2, %fd3, %fd4", regs=regs), "%fd1")
    assert a == reg(run("fma.rn.f64 %fd1, %fd2, %fd3, %fd4", regs=regs), "%fd1")
    assert a == encode(Fraction(0.1) * 3 + Fraction(-0.3), "f64", "rn")


def test_an_unrounded_add_of_a_product_is_refused_because_ptxas_may_fuse_it():
    m = run("mul.f32 %f1, %f2, %f3", regs={"%f2": T.var("x", T.BV(32)), "%f3": T.var("y", T.BV(32))})
    for text in ("add.f32 %f4, %f1, %f2", "sub.f32 %f4, %f2, %f1", "add.f32 %f4, %f1, 0f3F800000"):
        with pytest.raises(Unsupported, match="fuse"):
            step(m, text)
    # a written rounding pins the add (no fusion is allowed)
    assert free_names(step(m, "add.rn.f32 %f4, %f1, %f2").values["%f4"]) == {"x", "y"}


def test_over_the_reals_an_unrounded_add_of_a_product_is_read_unfused():
    """Fused or not, a*b + c is one real number: a question over the reals reads the add as written."""
    m = run("mul.f32 %f1, %f2, %f3", regs={"%f2": T.var("x", T.BV(32)), "%f3": T.var("y", T.BV(32))},
            over_reals=True)
    added = step(m, "add.f32 %f4, %f1, %f2").values["%f4"]
    assert free_names(added) == {"x", "y"} and any(t.op == "fmul" for t in T.postorder([added]))
