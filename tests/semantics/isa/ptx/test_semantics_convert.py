"""PTX cvt on concrete operands: every integer type pair (with .sat), float -> int rounding,
saturation and the NaN rule, int -> float and float -> float in every rounding mode, .ftz,
.sat, packed halves, wider registers, and the refused forms."""
from __future__ import annotations

import itertools
import math
from fractions import Fraction

import pytest

from .test_semantics_fake import NAN, batch, decode, encode, f32, f64, flush_bits, refuses, reg, run

INTS = [(k, w) for k in "us" for w in (8, 16, 32, 64)]
REG = {8: "%rs", 16: "%rs", 32: "%r", 64: "%rd"}  # an 8-bit type lives in a 16-bit register
MODES = ("rn", "rz", "rm", "rp")


def sx(v: int, w: int) -> int:
    return v - (1 << w) if v >> (w - 1) & 1 else v


_EDGES = (0, 1, 0x7F, 0x80, 0xFF, 0x100, 0x7FFF, 0x8000, 0xFFFF, 0x10000, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFF,
          1 << 32, (1 << 63) - 1, 1 << 63, (1 << 64) - 1, 0x1234_5678_9ABC_DEF0)


def int_edges(w: int) -> list[int]:
    return sorted({x & ((1 << w) - 1) for x in _EDGES})


def ext_to_reg(v: int, w: int, signed: bool, reg_w: int) -> int:
    return (sx(v, w) if signed else v) & ((1 << reg_w) - 1)


@pytest.mark.parametrize("dst,src", list(itertools.product(INTS, INTS)))
def test_int_to_int(dst, src):
    (dk, dw), (sk, sw) = dst, src
    d, s = REG[dw] + "1", REG[sw] + "2"
    rows = int_edges(sw)
    value = lambda v: sx(v, sw) if sk == "s" else v
    lo, hi = (-(1 << (dw - 1)), (1 << (dw - 1)) - 1) if dk == "s" else (0, (1 << dw) - 1)
    dregw = 16 if dw == 8 else dw
    for sat in ("", ".sat"):
        got = batch(f"cvt{sat}.{dk}{dw}.{sk}{sw} {d}, {s}", {s: rows}, [d])[d]
        for v, g in zip(rows, got):
            x = value(v)
            r = max(lo, min(hi, x)) if sat else x
            want = ext_to_reg(r & ((1 << dw) - 1), dw, dk == "s", dregw)
            assert g == want, (sat, dst, src, hex(v))


def test_wider_registers():
    # a source register wider than the type gives its low bits; a wider destination extends by the type
    assert reg(run("cvt.s32.s16 %r1, %r2", regs={"%r2": 0x1234_8001}), "%r1") == 0xFFFF_8001
    assert reg(run("cvt.u64.u16 %rd1, %rd2", regs={"%rd2": 0xFFFF_FFFF_FFFF_8001}), "%rd1") == 0x8001
    assert reg(run("cvt.s8.s32 %r1, %r2", regs={"%r2": 0x180}), "%r1") == 0xFFFF_FF80
    assert reg(run("cvt.u8.u32 %r1, %r2", regs={"%r2": 0x180}), "%r1") == 0x80
    assert reg(run("cvt.rn.f16.f32 %r1, %f2", regs={"%f2": f32(-1.0)}), "%r1") == 0xBC00  # zero-extended
    assert reg(run("cvt.f32.f16 %f1, %r2", regs={"%r2": 0xFFFF_3C00}), "%f1") == f32(1.0)
    refuses("cvt.u32.u64 %rs1, %rd2")
    refuses("cvt.f32.bf16 %f1, %r2")  # bf16 sources must be exact-width


# ----------------------------------------------------------------------------- float -> int
FLOATS32 = [0, 1 << 31, f32(0.5), f32(-0.5), f32(1.5), f32(2.5), f32(-2.5), f32(-1.5), f32(0.49999997),
            f32(127.5), f32(128.0), f32(-128.5), f32(255.5), f32(256.0), f32(-0.75), f32(65535.7), f32(2.0 ** 31),
            f32(-(2.0 ** 31)), f32(2.0 ** 32), f32(2.0 ** 63), f32(-(2.0 ** 63)), f32(2.0 ** 64), f32(1e30),
            0x7F800000, 0xFF800000, 0x7FC00000, 0xFFC00001, 1, 0x80000001, 0x007FFFFF, f32(3.4e38)]
FLOATS64 = [f64(x) for x in (0.0, -0.0, 0.5, -2.5, 2.5, 1e10, -1e10, 2.0 ** 31 - 0.5, 2.0 ** 63, -(2.0 ** 63) - 4096,
                             2.0 ** 64, 123456789.5)] + [0x7FF0000000000000, 0x7FF8000000000000, 1]


def to_int_ref(bits: int, fmt: str, mode: str, w: int, signed: bool) -> int:
    d = decode(bits, fmt)
    lo, hi = (-(1 << (w - 1)), (1 << (w - 1)) - 1) if signed else (0, (1 << w) - 1)
    if d == NAN:
        return 1 << (w - 1) if fmt == "f64" or w == 64 else 0
    if d[0] == "inf":
        r = hi if not d[1] else lo
    else:
        v = d[0]
        fl = math.floor(v)
        r = {"rzi": math.trunc(v), "rmi": fl, "rpi": math.ceil(v),
             "rni": fl + (1 if v - fl > Fraction(1, 2) or (v - fl == Fraction(1, 2) and fl % 2) else 0)}[mode]
        r = max(lo, min(hi, r))
    return r & ((1 << w) - 1)


@pytest.mark.parametrize("mode", ("rni", "rzi", "rmi", "rpi"))
@pytest.mark.parametrize("dst", INTS)
def test_float_to_int(mode, dst):
    k, w = dst
    d = REG[w] + "1"
    regw = 16 if w == 8 else w
    for fmt, src, rows in (("f32", "%f2", FLOATS32), ("f64", "%fd2", FLOATS64)):
        got = batch(f"cvt.{mode}.{k}{w}.{fmt} {d}, {src}", {src: rows}, [d])[d]
        for v, g in zip(rows, got):
            want = ext_to_reg(to_int_ref(v, fmt, mode, w, k == "s"), w, k == "s", regw)
            assert g == want, (mode, dst, fmt, hex(v))
    got = batch(f"cvt.{mode}.ftz.sat.{k}{w}.f32 {d}, %f2", {"%f2": FLOATS32}, [d])[d]
    for v, g in zip(FLOATS32, got):
        assert g == ext_to_reg(to_int_ref(flush_bits(v), "f32", mode, w, k == "s"), w, k == "s", regw)


# ----------------------------------------------------------------------------- int -> float
@pytest.mark.parametrize("mode", MODES)
def test_int_to_float(mode):
    for (k, w), fmt in itertools.product([(k, w) for k in "us" for w in (16, 32, 64)], ("f16", "f32", "f64")):
        s = REG[w] + "2"
        dreg = {"f16": "%rs1", "f32": "%f1", "f64": "%fd1"}[fmt]
        rows = int_edges(w)
        got = batch(f"cvt.{mode}.{fmt}.{k}{w} {dreg}, {s}", {s: rows}, [dreg])[dreg]
        for v, g in zip(rows, got):
            x = sx(v, w) if k == "s" else v
            assert g == encode(Fraction(x), fmt, mode), (mode, fmt, k, w, hex(v))


def test_int_to_float_sat():
    got = batch("cvt.rn.sat.f32.s32 %f1, %r2", {"%r2": [0, 1, 2, 0xFFFFFFFF]}, ["%f1"])["%f1"]
    assert got == [0, f32(1.0), f32(1.0), 0]


# ----------------------------------------------------------------------------- float -> float
F32S = [0, 1 << 31, 1, 0x80000001, 0x007FFFFF, 0x00800000, f32(1.0), f32(-1.0), f32(1.0 / 3), f32(65504.0),
        f32(65520.0), f32(6e-8), f32(3e-8), f32(1e-5), f32(3.4e38), 0x7F800000, 0xFF800000, 0x7FC00000,
        f32(2.5), f32(-2.5), f32(0.5), f32(1.5), 0x3F800001, 0x477FEFFF, 0x4B000001]


def ref_convert(bits, src, dst, mode):
    d = decode(bits, src)
    if d == NAN:
        return NAN
    if d[0] == "inf":
        e, p = {"f16": (5, 11), "bf16": (8, 8), "f32": (8, 24), "f64": (11, 53)}[dst]
        return d[1] << (e + p - 1) | ((1 << e) - 1) << (p - 1)
    return encode(d[0], dst, mode, zero_sign=d[1])


def is_nan(bits, fmt):
    return decode(bits, fmt) == NAN


@pytest.mark.parametrize("mode", MODES)
def test_narrowing(mode):
    for dst, dreg, canon in (("f16", "%rs1", 0x7FFF), ("bf16", "%rs1", 0x7FFF)):
        got = batch(f"cvt.{mode}.{dst}.f32 {dreg}, %f2", {"%f2": F32S}, [dreg])[dreg]
        for v, g in zip(F32S, got):
            want = ref_convert(v, "f32", dst, mode)
            assert g == (canon if want == NAN else want), (mode, dst, hex(v))
    rows = [f64(x) for x in (1.0 / 3, -1e-40, 1e-46, 3.5e38, -3.5e38, 1.0 + 2 ** -30, 0.1)] + [0x7FF8000000000000]
    got = batch(f"cvt.{mode}.f32.f64 %f1, %fd2", {"%fd2": rows}, ["%f1"])["%f1"]
    for v, g in zip(rows, got):
        want = ref_convert(v, "f64", "f32", mode)
        assert g == (0x7FFFFFFF if want == NAN else want), (mode, hex(v))
    got = batch(f"cvt.{mode}.ftz.f32.f64 %f1, %fd2", {"%fd2": rows}, ["%f1"])["%f1"]
    for v, g in zip(rows, got):
        want = ref_convert(v, "f64", "f32", mode)
        assert g == (0x7FFFFFFF if want == NAN else flush_bits(want)), (mode, hex(v))


def test_widening_is_exact():
    got = batch("cvt.f64.f32 %fd1, %f2", {"%f2": F32S}, ["%fd1"])["%fd1"]
    for v, g in zip(F32S, got):
        want = ref_convert(v, "f32", "f64", "rn")
        assert is_nan(g, "f64") if want == NAN else g == want, hex(v)
    halves = [0, 0x8000, 0x0001, 0x03FF, 0x3C00, 0x7BFF, 0xFC00, 0x7E00]
    got = batch("cvt.f32.f16 %f1, %rs2", {"%rs2": halves}, ["%f1"])["%f1"]
    assert got == [0x7FFFFFFF if is_nan(h, "f16") else ref_convert(h, "f16", "f32", "rn") for h in halves]
    got = batch("cvt.ftz.f32.f16 %f1, %rs2", {"%rs2": halves}, ["%f1"])["%f1"]  # f16 subnormals are f32 normals
    assert got == [0x7FFFFFFF if is_nan(h, "f16") else ref_convert(h, "f16", "f32", "rn") for h in halves]
    got = batch("cvt.f32.bf16 %f1, %rs2", {"%rs2": [0x3F80, 0x0001, 0xFF80]}, ["%f1"])["%f1"]
    assert got == [0x3F800000, 0x00010000, 0xFF800000]


@pytest.mark.parametrize("mode", ("rni", "rzi", "rmi", "rpi"))
def test_round_to_integral(mode):
    got = batch(f"cvt.{mode}.f32.f32 %f1, %f2", {"%f2": F32S}, ["%f1"])["%f1"]
    for v, g in zip(F32S, got):
        d = decode(v, "f32")
        if d == NAN:
            assert g == 0x7FFFFFFF
        elif d[0] == "inf" or d[0] == 0:
            assert g == v
        else:
            r = to_int_ref(v, "f32", mode, 200, True)
            r = r - (1 << 200) if r >> 199 else r
            assert g == encode(Fraction(r), "f32", "rn", zero_sign=d[1]), (mode, hex(v))


def test_same_type_ftz_and_sat():
    assert batch("cvt.ftz.f32.f32 %f1, %f2", {"%f2": F32S}, ["%f1"])["%f1"] == [
        0x7FFFFFFF if is_nan(v, "f32") else flush_bits(v) for v in F32S]
    got = batch("cvt.sat.f32.f32 %f1, %f2", {"%f2": [f32(2.0), f32(0.25), f32(-3.0), 0x7FC00000, 0xFF800000]},
                ["%f1"])["%f1"]
    assert got == [f32(1.0), f32(0.25), 0, 0, 0]


def test_pack_two_f32_into_halves():
    m = run("cvt.rn.f16x2.f32 %r1, %f2, %f3", regs={"%f2": f32(1.0), "%f3": f32(-2.0)})
    assert reg(m, "%r1") == 0x3C00_C000
    m = run("cvt.rz.bf16x2.f32 %r1, %f2, %f3", regs={"%f2": 0x3F80FFFF, "%f3": 0x7FC00000})
    assert reg(m, "%r1") == 0x3F80_7FFF
    refuses("cvt.rm.f16x2.f32 %r1, %f2, %f3")
    refuses("cvt.rn.relu.f16x2.f32 %r1, %f2, %f3")


@pytest.mark.parametrize("text", [
    "cvt.f32.s32 %f1, %r2", "cvt.rn.s32.f32 %r1, %f2", "cvt.rni.f32.s32 %f1, %r2", "cvt.rn.s32.s16 %r1, %rs2",
    "cvt.rzi.s32.s16 %r1, %rs2", "cvt.ftz.s32.f64 %r1, %fd2", "cvt.rn.relu.f16.f32 %rs1, %f2",
    "cvt.rna.tf32.f32 %r1, %f2", "cvt.rn.f32.f32 %f1, %f2", "cvt.rni.f64.f32 %fd1, %f2", "cvt.f32.f64 %f1, %fd2",
    "cvt.b32.u32 %r1, %r2", "cvt.rni.rn.s32.f32 %r1, %f2", "cvt.s32 %r1, %r2", "cvt.s32.s32.s32 %r1, %r2",
    "cvt.rn.satfinite.f16.f32 %rs1, %f2", "cvt.f32.f16x2 %f1, %r2", "cvt.rzi.rzi.s32.f32 %r1, %f2",
    "cvt.rn.f16.f32 %rs1, %f2, %f3",
])
def test_cvt_refusals(text):
    refuses(text)
