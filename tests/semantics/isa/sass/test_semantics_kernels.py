"""The SASS definitions against ptxas: run compiled validation kernels, compare with Python.

Each kernel of test_semantics_kernel_data.CUDA_SOURCE computes o[i] from a[i], b[i], c[i] with
documented C/PTX operations.  For every architecture (sm_80, sm_90, sm_100) the compiled SASS is
executed once by the instruction definitions with a concrete thread and *symbolic* input
elements; the resulting output terms are then evaluated on a few hundred edge-case and random
inputs by the batch evaluator and compared with an independent Python model of the source
(exact rationals for floating point, see test_semantics_fake).  A wrong operand order, LUT
convention, clamp, carry or rounding in a definition shows up as a mismatch here.
"""
from __future__ import annotations

import functools
import math
import struct
import zlib
from dataclasses import dataclass
from fractions import Fraction
from typing import Callable

import numpy as np
import pytest

from equiv import terms as T
from equiv.evaluate import evaluate
from equiv.terms import BV
from semantics.isa.sass import parser as P

import test_semantics_kernel_data as DATA
from test_semantics_fake import (
    NAN, FakeMachine, const_bytes, decode, encode_round, execute, f2b, flush_bits, is_nan_bits,
    ref_add, ref_fma, ref_mul, with_register_defaults,
)

M32 = (1 << 32) - 1
M64 = (1 << 64) - 1
N_SAMPLES = 160
THREAD = 37  # blockIdx.x = 1, threadIdx.x = 5 with blockDim.x = 32


# ----------------------------------------------------------------------------- types and inputs
@dataclass(frozen=True)
class Ty:
    name: str
    bits: int
    kind: str  # "int" | "uint" | "float" | "raw"
    fmt: str | None = None  # float format of a "float" (or of the lanes of an "h2")


TYPES = {
    "i8": Ty("i8", 8, "int"), "u8": Ty("u8", 8, "uint"), "i16": Ty("i16", 16, "int"), "u16": Ty("u16", 16, "uint"),
    "i32": Ty("i32", 32, "int"), "u32": Ty("u32", 32, "uint"), "i64": Ty("i64", 64, "int"), "u64": Ty("u64", 64, "uint"),
    "f32": Ty("f32", 32, "float", "f32"), "f64": Ty("f64", 64, "float", "f64"),
    "h": Ty("h", 16, "float", "f16"), "bf": Ty("bf", 16, "float", "bf16"),
    "h2": Ty("h2", 32, "h2", "f16"), "x128": Ty("x128", 128, "raw"), "x64": Ty("x64", 64, "raw"),
}


def sx(v: int, w: int) -> int:
    v &= (1 << w) - 1
    return v - (1 << w) if v >> (w - 1) else v


F32_EDGES = [0, 0x80000000, 0x7F800000, 0xFF800000, 0x7FC00000, 0x7F800001, 0xFFC00001, 0x7FFFFFFF, 1, 0x80000001,
             0x007FFFFF, 0x807FFFFF, 0x00800000, 0x80800000, 0x00800001, 0x7F7FFFFF, 0xFF7FFFFF, 0x3F800000,
             0xBF800000, 0x3F000000, 0xBF000000, 0x3FC00000, 0x40200000, 0xC0200000, 0x40400000, 0x3EFFFFFF,
             0x4F000000, 0xCF000000, 0x4F800000, 0x4F7FFFFF, 0x4EFFFFFF, 0xCF000001, 0x5F000000, 0xDF000000,
             0x5F800000, 0x5F7FFFFF, 0x3F7FFFFF, 0x3F800001, 0x447A0000, 0xC47A0000, 0x00000010, 0x0C000000,
             0x33800000, 0x33800001, 0x477FE000, 0x477FF000, 0x477FEFFF, 0x387FC000, 0x38800000, 0x33000000,
             0x7F000000, 0x42C80000, 0xC2C80000, 0x3F7FFFFE]
F16_EDGES = [0, 0x8000, 0x7C00, 0xFC00, 0x7E00, 0x7C01, 0xFE01, 1, 0x8001, 0x03FF, 0x83FF, 0x0400, 0x8400,
             0x3C00, 0xBC00, 0x3800, 0x7BFF, 0xFBFF, 0x4000, 0xC100, 0x3BFF, 0x3C01, 0x0200]
INT_EDGES = [0, 1, 2, 3, 4, 5, 7, 8, 12, 13, 31, 32, 33, 63, 64, 65, 100, 101, 0xFF, 0x100, 0xFFFF, 0x10000,
             0x7FFFFFFF, 0x80000000, 0x80000001, 0xFFFFFFFF, 0xFFFFFFFE, 0xFFFFFFFB, 0xFFFFFFFD, 0xFFFFFF9C,
             0x12345678, 0xCAFEBABE, 0x0000FFFF, 0xFFFF0000, 0x55555555, 0xAAAAAAAA, 0x00000010, 0x00008000]
SHIFT_EDGES = list(range(0, 70)) + [0x7F, 0x80, 0xFF, 0x100, 0x1000, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFF, 0xFFFFFFE0]


def gen_values(ty: Ty, rng: np.random.Generator, n: int, role: str) -> list[int]:
    """n input bit patterns for an argument: edge cases first, then random."""
    w = ty.bits
    if role == "shift":
        edges = SHIFT_EDGES
        rand = [int(x) for x in rng.integers(0, 80, n)]
    elif ty.kind == "float" and ty.fmt == "f32":
        edges = F32_EDGES
        rand = []
        for k in range(n):
            r = int(rng.integers(0, 4))
            if r == 0:
                rand.append(int(rng.integers(0, 1 << 32)))
            elif r == 1:  # moderate magnitudes
                e = int(rng.integers(110, 150))
                rand.append(int(rng.integers(0, 2)) << 31 | e << 23 | int(rng.integers(0, 1 << 23)))
            elif r == 2:  # near integers and halves
                v = float(rng.integers(-3000, 3000)) / 2.0 + float(rng.choice([0.0, 1e-3, -1e-3, 2.0 ** -20]))
                rand.append(f2b(v))
            else:  # tiny: subnormals and around 2^-126
                e = int(rng.integers(0, 3))
                rand.append(int(rng.integers(0, 2)) << 31 | e << 23 | int(rng.integers(0, 1 << 23)))
    elif ty.kind == "float" and ty.fmt == "f64":
        edges = [0, 1 << 63, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000, 1, 0x3FF0000000000000,
                 0x47EFFFFFE0000000, 0x47EFFFFFF0000000, 0x47EFFFFFEFFFFFFF, 0x3810000000000000,
                 0x380FFFFFF0000000, 0x36A0000000000000, 0x3FF0000010000000, 0x3FF0000030000000]
        rand = [int(x) for x in rng.integers(0, 1 << 63, n, dtype=np.uint64)]
        rand = [r ^ (int(rng.integers(0, 2)) << 63) if k % 2 else
                (0x3C0 + int(rng.integers(0, 0x80))) << 52 | (r & ((1 << 52) - 1)) for k, r in enumerate(rand)]
    elif ty.kind in ("float", "h2") and ty.fmt in ("f16", "bf16"):
        lane = F16_EDGES if ty.fmt == "f16" else [0, 0x8000, 0x7F80, 0xFF80, 0x7FC0, 1, 0x3F80, 0xBF80, 0x0080]
        if ty.kind == "h2":
            edges = [(x << 16 | y) for x in lane[:12] for y in lane[:12]]
        else:
            edges = lane
        rand = [int(x) for x in rng.integers(0, 1 << min(w, 62), n, dtype=np.uint64)]
        if ty.kind == "h2":
            rand = [r & M32 for r in rand]
    else:
        edges = [e & ((1 << w) - 1) for e in INT_EDGES]
        if w == 64:
            edges += [0x7FFFFFFFFFFFFFFF, 1 << 63, M64, 0xFFFFFFFF, 0x100000000, 0x1FFFFFFFF, 0xFFFFFFFF00000000,
                      0x123456789ABCDEF0, 0xFFFFFFFEDCBA9877, 7 << 32, 6, 14, 0x8000000000000007]
        if w <= 16:
            edges += [(1 << w) - 1, 1 << (w - 1), (1 << (w - 1)) - 1]
        rand = []
        for _ in range(n):
            r = int(rng.integers(0, 3))
            if r == 0 and w > 8:
                rand.append(int(rng.integers(0, 1 << 16)) - (1 << 15))
            else:
                hi = int(rng.integers(0, 1 << 32)) if w == 64 else 0
                rand.append(hi << 32 | int(rng.integers(0, 1 << 32)))
        rand = [r & ((1 << w) - 1) for r in rand]
    vals = list(dict.fromkeys(e & ((1 << w) - 1) for e in edges))
    return (vals + rand)[:max(n, len(vals))]


# ----------------------------------------------------------------------------- Python models
def u32(x: int) -> int:
    return x & M32


def cdiv(a: int, b: int) -> int:
    """C division: truncates toward zero."""
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def cmod(a: int, b: int) -> int:
    return a - cdiv(a, b) * b


def cmp6(a, b):
    return (a < b) + 2 * (a <= b) + 4 * (a == b) + 8 * (a != b) + 16 * (a > b) + 32 * (a >= b)


def prmt(a: int, b: int, s: int) -> int:
    """PTX prmt.b32 default mode."""
    data = a | b << 32
    out = 0
    for k in range(4):
        nib = s >> (4 * k) & 0xF
        byte = data >> (8 * (nib & 7)) & 0xFF
        if nib & 8:
            byte = 0xFF if byte & 0x80 else 0
        out |= byte << (8 * k)
    return out


def bmsk(a: int, b: int, clamp: bool) -> int:
    """PTX bmsk pseudocode, transcribed."""
    a1 = a & 0x1F
    mask0 = (M32 << a1) & M32
    b1 = b & 0x1F
    s = a1 + b1
    mask1 = (M32 << s) & M32 if s < 32 else 0
    over = s >= 32
    if clamp:
        if a >= 32:
            over = True
            mask0 = 0
        if b >= 32:
            over = True
    if over:
        mask1 = 0
    elif b1 == 0:
        mask1 = M32
    return mask0 & ~mask1 & M32


def szext(a: int, b: int, clamp: bool, signed: bool) -> int:
    """PTX szext pseudocode, transcribed."""
    b1 = b & 0x1F
    too_large = b >= 32 and clamp
    mask = 0 if too_large else (M32 << b1) & M32
    sign_pos = (b1 - 1) & 0x1F
    sign_bit = False if (b1 == 0 or too_large or not signed) else bool(a >> sign_pos & 1)
    return (a & ~mask & M32) | (mask if sign_bit else 0)


def shf(lo: int, hi: int, n: int, left: bool, clamp: bool) -> int:
    """PTX shf pseudocode."""
    n = min(n, 32) if clamp else n & 0x1F
    v = hi << 32 | lo
    if left:
        return (v << n) >> 32 & M32
    return (v >> n) & M32


def bfind(a: int, shiftamt: bool) -> int:
    if a == 0:
        return M32
    pos = a.bit_length() - 1
    return 31 - pos if shiftamt else pos


def f_min_max(a: int, b: int, fmt: str, want_max: bool):
    """PTX min/max: NaN ignored, canonical NaN if both, +0 > -0."""
    da, db = decode(a, fmt), decode(b, fmt)
    if da[0] == "nan" and db[0] == "nan":
        return NAN
    if da[0] == "nan":
        return b
    if db[0] == "nan":
        return a

    def key(d, bits):
        if d[0] == "inf":
            return (-math.inf if d[1] else math.inf, 0)
        return (d[2], -1 if (d[2] == 0 and d[1]) else 0)

    ka, kb = key(da, a), key(db, b)
    if want_max:
        return a if ka > kb else b
    return a if ka < kb else b


def f_value(bits: int, fmt: str = "f32"):
    d = decode(bits, fmt)
    if d[0] == "nan":
        return None
    if d[0] == "inf":
        return -math.inf if d[1] else math.inf
    return d[2]


def f_cmp(a: int, b: int, fmt: str = "f32") -> tuple:
    """(unordered, lt, eq, gt)."""
    x, y = f_value(a, fmt), f_value(b, fmt)
    if x is None or y is None:
        return True, False, False, False
    return False, x < y, x == y, x > y


def round_int(bits: int, mode: str, fmt: str = "f32"):
    """roundToIntegral (mode RN/RZ/RM/RP) as bits; NaN -> NAN."""
    d = decode(bits, fmt)
    if d[0] == "nan":
        return NAN
    if d[0] == "inf":
        return bits
    v = d[2]
    r = int_round(v, mode)
    return encode_round(Fraction(r), d[1], fmt, "RN")


def int_round(v: Fraction, mode: str) -> int:
    fl = v.numerator // v.denominator
    if mode == "RM":
        return fl
    if mode == "RP":
        return fl if fl == v else fl + 1
    if mode == "RZ":
        return fl if v >= 0 or fl == v else fl + 1
    r = v - fl
    if r > Fraction(1, 2) or (r == Fraction(1, 2) and fl % 2):
        return fl + 1
    return fl


def f2int(bits: int, mode: str, width: int, signed: bool, nan_value: int, ftz: bool = False) -> int:
    """PTX cvt float->int: round, saturate; NaN -> nan_value."""
    if ftz:
        bits = flush_bits(bits)
    d = decode(bits, "f32")
    lo, hi = (-(1 << (width - 1)), (1 << (width - 1)) - 1) if signed else (0, (1 << width) - 1)
    if d[0] == "nan":
        return nan_value
    if d[0] == "inf":
        r = lo if d[1] else hi
    else:
        r = min(max(int_round(d[2], mode), lo), hi)
    return r & ((1 << width) - 1)


def i2f(v: int, mode: str = "RN", fmt: str = "f32") -> int:
    return encode_round(Fraction(v), 0, fmt, mode)


def fconv(bits: int, src: str, dst: str, mode: str = "RN"):
    d = decode(bits, src)
    if d[0] == "nan":
        return NAN
    if d[0] == "inf":
        e, p = {"f16": (5, 11), "bf16": (8, 8), "f32": (8, 24), "f64": (11, 53)}[dst]
        return d[1] << (e + p - 1) | ((1 << e) - 1) << (p - 1)
    return encode_round(d[2], d[1], dst, mode)


def neg32(bits: int) -> int:
    return bits ^ 0x80000000


def lanes(x: int) -> tuple[int, int]:
    return x & 0xFFFF, x >> 16


def pack(lo, hi):
    return ("h2", lo, hi)


def half2(fn, arity=2):
    def model(*xs):
        xs = xs[:arity]
        los = [lanes(x)[0] for x in xs]
        his = [lanes(x)[1] for x in xs]
        return pack(fn(*los), fn(*his))
    return model


def h_min_max(want_max):
    return lambda a, b: f_min_max(a, b, "f16", want_max)


@dataclass
class Spec:
    types: tuple[str, str, str]
    out: str
    model: Callable
    roles: tuple[str, str, str] = ("", "", "")


def S(ta, tb, tc, to, model, roles=("", "", "")):
    return Spec((ta, tb, tc), to, model, roles)


SH = ("", "shift", "")
SH3 = ("", "", "shift")

SPECS: dict[str, Spec] = {
    # integer arithmetic
    "k_iadd": S("i32", "i32", "i32", "i32", lambda a, b, c: a + b),
    "k_isub": S("i32", "i32", "i32", "i32", lambda a, b, c: a - b),
    "k_imul": S("i32", "i32", "i32", "i32", lambda a, b, c: a * b),
    "k_imad": S("i32", "i32", "i32", "i32", lambda a, b, c: a * b + c),
    "k_imulc": S("i32", "i32", "i32", "i32", lambda a, b, c: sx(a, 32) * 12345 - sx(c, 32) * 7),
    "k_mulhi_s": S("i32", "i32", "i32", "i32", lambda a, b, c: (sx(a, 32) * sx(b, 32)) >> 32),
    "k_mulhi_u": S("u32", "u32", "u32", "u32", lambda a, b, c: (a * b) >> 32),
    "k_madhi_u": S("u32", "u32", "u32", "u32", lambda a, b, c: ((a * b) >> 32) + c),
    "k_mul_wide_s": S("i32", "i32", "i32", "i64", lambda a, b, c: sx(a, 32) * sx(b, 32)),
    "k_mul_wide_u": S("u32", "u32", "u32", "u64", lambda a, b, c: a * b),
    "k_mad_wide_u": S("u32", "u32", "u64", "u64", lambda a, b, c: a * b + c),
    "k_add64": S("i64", "i64", "i32", "i64", lambda a, b, c: a + b),
    "k_sub64": S("i64", "i64", "i32", "i64", lambda a, b, c: a - b),
    "k_neg64": S("i64", "i32", "i32", "i64", lambda a, b, c: -a),
    "k_add64c": S("u64", "u32", "u32", "u64", lambda a, b, c: a + 0x123456789),
    "k_add64i": S("i64", "i32", "i32", "i64", lambda a, b, c: a + sx(b, 32)),
    "k_mul64": S("i64", "i64", "i32", "i64", lambda a, b, c: a * b),
    "k_umulhi64": S("u64", "u64", "u32", "u64", lambda a, b, c: (a * b) >> 64),
    "k_mulhi64s": S("i64", "i64", "i32", "i64", lambda a, b, c: (sx(a, 64) * sx(b, 64)) >> 64),
    "k_cmp64": S("i64", "i64", "i32", "i32", lambda a, b, c: cmp6(sx(a, 64), sx(b, 64))),
    "k_ucmp64": S("u64", "u64", "i32", "i32", lambda a, b, c: cmp6(a, b)),
    "k_scmp": S("i32", "i32", "i32", "i32", lambda a, b, c: cmp6(sx(a, 32), sx(b, 32))),
    "k_ucmp": S("u32", "u32", "i32", "i32", lambda a, b, c: cmp6(a, b)),
    "k_cmpk": S("i32", "u32", "i32", "i32", lambda a, b, c: (sx(a, 32) < 100) + 2 * (b > 7) + 4 * (sx(a, 32) >= -3)
                + 8 * (b <= 0x80000000) + 16 * (a == 0) + 32 * (b != 5)),
    "k_bool3": S("i32", "i32", "i32", "i32", lambda a, b, c: _bool3(sx(a, 32) > 0, sx(b, 32) > 0, sx(c, 32) > 0)),
    "k_idiv7": S("i32", "i32", "i32", "i32", lambda a, b, c: cdiv(sx(a, 32), 7)),
    "k_imod13": S("i32", "i32", "i32", "i32", lambda a, b, c: cmod(sx(a, 32), 13)),
    "k_udiv7": S("u32", "u32", "u32", "u32", lambda a, b, c: a // 7),
    "k_umod13": S("u32", "u32", "u32", "u32", lambda a, b, c: a % 13),
    "k_udiv10": S("u32", "u32", "u32", "u32", lambda a, b, c: a // 10 + a % 3),
    "k_idivm3": S("i32", "i32", "i32", "i32", lambda a, b, c: cdiv(sx(a, 32), -3)),
    "k_idiv4": S("i32", "i32", "i32", "i32", lambda a, b, c: cdiv(sx(a, 32), 4) + cmod(sx(a, 32), 8)),
    "k_udiv64_7": S("u64", "u32", "u32", "u64", lambda a, b, c: a // 7),
    "k_idiv64_7": S("i64", "u32", "u32", "i64", lambda a, b, c: cdiv(sx(a, 64), 7)),
    "k_imin": S("i32", "i32", "i32", "i32", lambda a, b, c: min(sx(a, 32), sx(b, 32))),
    "k_imax": S("i32", "i32", "i32", "i32", lambda a, b, c: max(sx(a, 32), sx(b, 32))),
    "k_umin": S("u32", "u32", "u32", "u32", lambda a, b, c: min(a, b)),
    "k_umax": S("u32", "u32", "u32", "u32", lambda a, b, c: max(a, b)),
    "k_iclamp": S("i32", "i32", "i32", "i32", lambda a, b, c: min(max(sx(a, 32), -5), 100)),
    "k_iabs": S("i32", "i32", "i32", "i32", lambda a, b, c: abs(sx(a, 32))),
    "k_isel": S("i32", "i32", "i32", "i32", lambda a, b, c: a if sx(a, 32) < sx(b, 32) else b * 3),
    "k_sgn": S("i32", "i32", "i32", "i32", lambda a, b, c: (sx(a, 32) > 0) - (sx(a, 32) < 0)),
    # bits
    "k_popc": S("u32", "u32", "u32", "i32", lambda a, b, c: bin(a).count("1")),
    "k_clz": S("u32", "u32", "u32", "i32", lambda a, b, c: 32 - a.bit_length()),
    "k_ffs": S("u32", "u32", "u32", "i32", lambda a, b, c: (a & -a).bit_length()),
    "k_brev": S("u32", "u32", "u32", "u32", lambda a, b, c: int(f"{a:032b}"[::-1], 2)),
    "k_bfind": S("u32", "u32", "u32", "u32", lambda a, b, c: bfind(a, False)),
    "k_bfind_sh": S("u32", "u32", "u32", "u32", lambda a, b, c: bfind(a, True)),
    "k_rotl5": S("u32", "u32", "u32", "u32", lambda a, b, c: (a << 5 | a >> 27)),
    "k_shf_l_clamp": S("u32", "u32", "u32", "u32", lambda a, b, c: shf(a, b, c, True, True), SH3),
    "k_shf_r_clamp": S("u32", "u32", "u32", "u32", lambda a, b, c: shf(a, b, c, False, True), SH3),
    "k_shf_l_wrap": S("u32", "u32", "u32", "u32", lambda a, b, c: shf(a, b, c, True, False), SH3),
    "k_shf_r_wrap": S("u32", "u32", "u32", "u32", lambda a, b, c: shf(a, b, c, False, False), SH3),
    "k_shl": S("u32", "u32", "u32", "u32", lambda a, b, c: a << b if b < 32 else 0, SH),
    "k_shr_u": S("u32", "u32", "u32", "u32", lambda a, b, c: a >> b if b < 32 else 0, SH),
    "k_shr_s": S("i32", "u32", "u32", "i32", lambda a, b, c: sx(a, 32) >> min(b, 31), SH),
    "k_shl64": S("u64", "u32", "u32", "u64", lambda a, b, c: a << b if b < 64 else 0, SH),
    "k_shr64_u": S("u64", "u32", "u32", "u64", lambda a, b, c: a >> b if b < 64 else 0, SH),
    "k_shr64_s": S("i64", "u32", "u32", "i64", lambda a, b, c: sx(a, 64) >> min(b, 63), SH),
    "k_shk": S("i32", "u32", "u32", "i32", lambda a, b, c: (sx(a, 32) >> 3) + (a << 7) + (b >> 9) + (b << 30)),
    "k_shk64": S("i64", "u64", "u32", "i64",
                 lambda a, b, c: (sx(a, 64) >> 13) ^ (b << 40) ^ (b >> 37) ^ (a << 3)),
    "k_prmt": S("u32", "u32", "u32", "u32", lambda a, b, c: prmt(a, b, 0x5140) ^ prmt(a, b, 0x7362)),
    "k_prmt_sx": S("u32", "u32", "u32", "u32", lambda a, b, c: prmt(a, b, 0x9810) + prmt(a, b, 0xCAFE)),
    "k_prmt_reg": S("u32", "u32", "u32", "u32", lambda a, b, c: prmt(a, b, c)),
    "k_bswap": S("u32", "u32", "u32", "u32", lambda a, b, c: int.from_bytes(a.to_bytes(4, "little"), "big")),
    "k_bmsk_c": S("u32", "u32", "u32", "u32", lambda a, b, c: bmsk(a, b, True), ("shift", "shift", "")),
    "k_bmsk_w": S("u32", "u32", "u32", "u32", lambda a, b, c: bmsk(a, b, False), ("shift", "shift", "")),
    "k_szext_cs": S("i32", "u32", "u32", "i32", lambda a, b, c: szext(a, b, True, True), SH),
    "k_szext_cu": S("u32", "u32", "u32", "u32", lambda a, b, c: szext(a, b, True, False), SH),
    "k_szext_ws": S("i32", "u32", "u32", "i32", lambda a, b, c: szext(a, b, False, True), SH),
    "k_lop1": S("u32", "u32", "u32", "u32", lambda a, b, c: ((a & b) ^ c) + ((a | ~b) & c)),
    "k_lop2": S("u32", "u32", "u32", "u32", lambda a, b, c: (a & ~b) | (b ^ (c & a))),
    "k_lop3": S("u32", "u32", "u32", "u32", lambda a, b, c: (a & b) | (~a & c)),
    "k_ptest": S("u32", "u32", "u32", "i32", lambda a, b, c: 5 if a & 0x10 else 7),
    "k_ptest2": S("u32", "u32", "u32", "i32", lambda a, b, c: 11 if (a ^ b) & c else -2),
    "k_sx16": S("i32", "i32", "i32", "i32", lambda a, b, c: sx(a, 16) + sx(sx(a, 32) >> 8, 8)),
    "k_bfe": S("u32", "i32", "u32", "u32", lambda a, b, c: ((a >> 4) & 0xFF) + (sx(b << 20, 32) >> 24)),
    # narrow memory
    "k_u8": S("u8", "u8", "u8", "u8", lambda a, b, c: a + b * 3),
    "k_s8": S("i8", "i8", "i8", "i32", lambda a, b, c: sx(a, 8) + 2 * sx(b, 8)),
    "k_u16": S("u16", "u16", "u16", "u16", lambda a, b, c: a * 3 + b),
    "k_s16": S("i16", "i16", "i16", "i32", lambda a, b, c: sx(a, 16) - sx(b, 16)),
    "k_s8s": S("i8", "i8", "i8", "i8", lambda a, b, c: a if sx(a, 8) > sx(b, 8) else b),  # VIMNMX.S16x2
    # float arithmetic
    "k_fadd": S("f32", "f32", "f32", "f32", lambda a, b, c: ref_add(a, b)),
    "k_fsub": S("f32", "f32", "f32", "f32", lambda a, b, c: ref_add(a, neg32(b))),
    "k_fmul": S("f32", "f32", "f32", "f32", lambda a, b, c: ref_mul(a, b)),
    "k_ffma": S("f32", "f32", "f32", "f32", lambda a, b, c: ref_fma(a, b, c)),
    "k_ffma2": S("f32", "f32", "f32", "f32", lambda a, b, c: ref_fma(neg32(a), b, c)),
    "k_fneg": S("f32", "f32", "f32", "f32", lambda a, b, c: NAN if is_nan_bits(a) else neg32(a)),
    "k_fabs": S("f32", "f32", "f32", "f32", lambda a, b, c: NAN if is_nan_bits(a) else a & 0x7FFFFFFF),
    "k_fnabs": S("f32", "f32", "f32", "f32", lambda a, b, c: ref_mul(a | 0x80000000, b)),
    "k_fimm": S("f32", "f32", "f32", "f32", lambda a, b, c: ref_fma(a, f2b(1.5), 0x00800000)),
    "k_fimm2": S("f32", "f32", "f32", "f32", lambda a, b, c: _fimm2(a)),
    "k_fadd_rz": S("f32", "f32", "f32", "f32", lambda a, b, c: ref_add(a, b, mode="RZ")),
    "k_fadd_ru": S("f32", "f32", "f32", "f32", lambda a, b, c: ref_add(a, b, mode="RP")),
    "k_fadd_rd": S("f32", "f32", "f32", "f32", lambda a, b, c: ref_add(a, b, mode="RM")),
    "k_fmul_rz": S("f32", "f32", "f32", "f32", lambda a, b, c: ref_mul(a, b, mode="RZ")),
    "k_fmul_ru": S("f32", "f32", "f32", "f32", lambda a, b, c: ref_mul(a, b, mode="RP")),
    "k_fmul_rd": S("f32", "f32", "f32", "f32", lambda a, b, c: ref_mul(a, b, mode="RM")),
    "k_fma_rn": S("f32", "f32", "f32", "f32", lambda a, b, c: ref_fma(a, b, c)),
    "k_fma_rz": S("f32", "f32", "f32", "f32", lambda a, b, c: ref_fma(a, b, c, mode="RZ")),
    "k_fma_ru": S("f32", "f32", "f32", "f32", lambda a, b, c: ref_fma(a, b, c, mode="RP")),
    "k_fma_rd": S("f32", "f32", "f32", "f32", lambda a, b, c: ref_fma(a, b, c, mode="RM")),
    "k_fadd_ftz": S("f32", "f32", "f32", "f32", lambda a, b, c: _ftz(ref_add(flush_bits(a), flush_bits(b)))),
    "k_fsub_ftz_rz": S("f32", "f32", "f32", "f32",
                       lambda a, b, c: _ftz(ref_add(flush_bits(a), neg32(flush_bits(b)), mode="RZ"))),
    "k_fmin": S("f32", "f32", "f32", "f32", lambda a, b, c: f_min_max(a, b, "f32", False)),
    "k_fmax": S("f32", "f32", "f32", "f32", lambda a, b, c: f_min_max(a, b, "f32", True)),
    "k_fmin_ftz": S("f32", "f32", "f32", "f32", lambda a, b, c: f_min_max(flush_bits(a), flush_bits(b), "f32", False)),
    "k_fmax_ftz": S("f32", "f32", "f32", "f32", lambda a, b, c: f_min_max(flush_bits(a), flush_bits(b), "f32", True)),
    "k_fclamp": S("f32", "f32", "f32", "f32", lambda a, b, c: _min(_max(a, 0), f2b(1.0))),
    "k_fclamp2": S("f32", "f32", "f32", "f32", lambda a, b, c: _min(_max(a, f2b(-1000.0)), b)),
    "k_frelu": S("f32", "f32", "f32", "f32", lambda a, b, c: a if f_cmp(a, 0)[3] else 0),
    "k_fsel": S("f32", "f32", "f32", "f32",
                lambda a, b, c: ref_mul(a, f2b(2.0)) if f_cmp(a, b)[1] else ref_add(b, f2b(1.0))),
    "k_fcmp": S("f32", "f32", "f32", "i32", lambda a, b, c: _fcmp6(a, b, False)),
    "k_fcmpn": S("f32", "f32", "f32", "i32", lambda a, b, c: _fcmp6(a, b, True)),
    "k_fcls": S("f32", "f32", "f32", "i32", lambda a, b, c: _fcls(a)),
    "k_fsetp_ftz": S("f32", "f32", "f32", "i32", lambda a, b, c: _fsetp_ftz(a, b)),
    "k_fsetp_num": S("f32", "f32", "f32", "i32", lambda a, b, c: (not f_cmp(a, b)[0]) + 2 * f_cmp(a, b)[0]),
    "k_frnd": S("f32", "f32", "f32", "f32", lambda a, b, c: round_int(a, "RN")),
    "k_ffloor": S("f32", "f32", "f32", "f32", lambda a, b, c: round_int(a, "RM")),
    "k_fceil": S("f32", "f32", "f32", "f32", lambda a, b, c: round_int(a, "RP")),
    "k_ftrunc": S("f32", "f32", "f32", "f32", lambda a, b, c: round_int(a, "RZ")),
    "k_fcopysign": S("f32", "f32", "f32", "f32", lambda a, b, c: ("exact", (a & 0x7FFFFFFF) | (b & 0x80000000))),
    # conversions
    "k_i2f": S("i32", "i32", "i32", "f32", lambda a, b, c: i2f(sx(a, 32))),
    "k_u2f": S("u32", "u32", "u32", "f32", lambda a, b, c: i2f(a)),
    "k_i2f_rz": S("i32", "u32", "u32", "f32", lambda a, b, c: ref_add(i2f(sx(a, 32), "RZ"), i2f(b, "RM"))),
    "k_i2f_ru": S("i32", "u32", "u32", "f32", lambda a, b, c: ref_mul(i2f(sx(a, 32), "RP"), i2f(b, "RP"))),
    "k_l2f": S("i64", "i32", "i32", "f32", lambda a, b, c: i2f(sx(a, 64))),
    "k_ul2f": S("u64", "i32", "i32", "f32", lambda a, b, c: i2f(a)),
    "k_f2i": S("f32", "f32", "f32", "i32", lambda a, b, c: f2int(a, "RZ", 32, True, 0)),
    "k_f2u": S("f32", "f32", "f32", "u32", lambda a, b, c: f2int(a, "RZ", 32, False, 0)),
    "k_f2i_rn": S("f32", "f32", "f32", "i32", lambda a, b, c: f2int(a, "RN", 32, True, 0)),
    "k_f2i_rd": S("f32", "f32", "f32", "i32", lambda a, b, c: f2int(a, "RM", 32, True, 0)),
    "k_f2i_ru": S("f32", "f32", "f32", "i32", lambda a, b, c: f2int(a, "RP", 32, True, 0)),
    "k_f2u_rn": S("f32", "f32", "f32", "u32", lambda a, b, c: f2int(a, "RN", 32, False, 0)),
    "k_f2l": S("f32", "f32", "f32", "i64", lambda a, b, c: f2int(a, "RZ", 64, True, 1 << 63)),
    "k_f2ul": S("f32", "f32", "f32", "u64", lambda a, b, c: f2int(a, "RZ", 64, False, 1 << 63)),
    "k_f2i_ftz": S("f32", "f32", "f32", "i32", lambda a, b, c: f2int(a, "RP", 32, True, 0, ftz=True)),
    "k_d2f": S("f64", "f64", "f64", "f32", lambda a, b, c: fconv(a, "f64", "f32")),
    "k_d2f_rz": S("f64", "f64", "f64", "f32", lambda a, b, c: fconv(a, "f64", "f32", "RZ")),
    "k_f2h": S("f32", "f32", "f32", "h", lambda a, b, c: fconv(a, "f32", "f16")),
    "k_f2h_rz": S("f32", "f32", "f32", "h", lambda a, b, c: fconv(a, "f32", "f16", "RZ")),
    "k_f2bf": S("f32", "f32", "f32", "bf", lambda a, b, c: fconv(a, "f32", "bf16")),
    "k_f2bf_rz": S("f32", "f32", "f32", "bf", lambda a, b, c: fconv(a, "f32", "bf16", "RZ")),
    "k_h2f": S("h", "h", "h", "f32", lambda a, b, c: fconv(a, "f16", "f32")),
    "k_bf2f": S("bf", "bf", "bf", "f32", lambda a, b, c: fconv(a, "bf16", "f32")),
    "k_f22h2": S("f32", "f32", "f32", "h2", lambda a, b, c: pack(fconv(a, "f32", "f16"), fconv(b, "f32", "f16"))),
    "k_f22bf2": S("f32", "f32", "f32", "h2",
                  lambda a, b, c: ("bf2", fconv(a, "f32", "bf16"), fconv(b, "f32", "bf16"))),
    # packed half
    "k_hadd2": S("h2", "h2", "h2", "h2", half2(lambda a, b: ref_add(a, b, "f16"))),
    "k_hmul2": S("h2", "h2", "h2", "h2", half2(lambda a, b: ref_mul(a, b, "f16"))),
    "k_hfma2": S("h2", "h2", "h2", "h2", half2(lambda a, b, c: ref_fma(a, b, c, "f16"), 3)),
    "k_hmax2": S("h2", "h2", "h2", "h2", half2(h_min_max(True))),
    "k_hmin2": S("h2", "h2", "h2", "h2", half2(h_min_max(False))),
    "k_hscale": S("h2", "h2", "h2", "h2", lambda a, b, c: pack(ref_fma(a & 0xFFFF, 0x3800, 0x3C00, "f16"),
                                                               ref_fma(a >> 16, 0xC200, 0x3400, "f16"))),
    "k_hconst": S("u32", "u32", "u32", "u32", lambda a, b, c: 0xC1003C00 ^ a),
    "k_hadd": S("h", "h", "h", "h", lambda a, b, c: ref_add(a, b, "f16")),
    # predicate logic (PLOP3) and `@P0 BRA P1, target`
    "k_pq": S("i32", "i32", "i32", "i32", lambda a, b, c: _pq(sx(a, 32) > 0, sx(b, 32) > 0, sx(c, 32) > 0)),
    "k_pq2": S("f32", "f32", "f32", "i32", lambda a, b, c: _pq2(a, b, c)),
    "k_pl3": S("f32", "f32", "f32", "i32", lambda a, b, c: _pl3(a, b, c)),
    # narrow loads without __restrict__, int -> double
    "k_sxld": S("i8", "i16", "u8", "i32", lambda a, b, c: sx(a, 8) * sx(b, 16) + c),
    "k_i2d": S("i32", "i32", "i32", "f64", lambda a, b, c: i2f(sx(a, 32), fmt="f64")),
}

# kernels with scalar parameters s, t read from the constant bank: name -> (a, s, t, out, model)
SCALAR_SPECS: dict[str, Spec] = {
    "ks_lin": S("i32", "i32", "i32", "i32", lambda a, s_, t: a * (s_ * t + 3) + (s_ << 2) - (sx(t, 32) >> 1)),
    "ks_sel": S("i32", "i32", "i32", "i32",
                lambda a, s_, t: a + max(sx(s_, 32), sx(t, 32)) + (1 if sx(s_, 32) < 0 else 2)),
    "ks_u8": S("i32", "u8", "i8", "i32", lambda a, s_, t: a + s_ * 3 + sx(t, 8)),
    "ks_u16": S("i32", "u16", "i16", "i32", lambda a, s_, t: a * s_ - sx(t, 16)),
    "ks_bits": S("u32", "u32", "u32", "u32", lambda a, s_, t: a ^ (((s_ & ~t) | (s_ >> 3)) + bin(s_).count("1")
                                                                + (32 - t.bit_length())
                                                                + int(f"{s_:032b}"[::-1], 2))),
    "ks_f": S("f32", "f32", "f32", "f32", lambda a, s_, t: _fma_nan(t, t, ref_mul(a, s_))),
    "ks_64": S("i64", "i64", "i64", "i64", lambda a, s_, t: a * (s_ + t) + s_ * t + (sx(s_, 64) >> (t & 63))
               + (sx(s_, 64) < sx(t, 64))),
    "ks_div": S("u32", "u32", "u32", "u32",
                lambda a, s_, t: a + s_ // 7 + t % 13 + abs(s_ - t) + min(s_, t)),
}


def _pq(p, q, s_):
    t = (p and q) or s_
    u = ((p != s_) and not q) or t
    return int(t) + 2 * int(u)


def _pq2(a, b, c):
    p = is_nan_bits(a)
    q = decode(b, "f32")[0] == "num"
    s_ = f_cmp(c, a)[1]
    t = (p != q) and not s_
    u = (p or s_) and q
    return 4 * int(t) + 8 * int(u)


def _pl3(a, b, c):
    if (is_nan_bits(a) or is_nan_bits(b)) and not f_cmp(c, f2b(1.0))[1]:
        return 5
    return int(f_cmp(a, b)[1]) ^ int(f_cmp(b, c)[1])


def _fma_nan(a, b, c):
    return NAN if c == NAN else ref_fma(a, b, c)


def _bool3(p, q, r):
    if (p ^ q) ^ r:
        return 1 if (p and q) or r else 2
    return 3 if (p or not q) and r else 4


def _ftz(x):
    return x if x == NAN else flush_bits(x)


def _max(a, b):
    return f_min_max(a, b, "f32", True)


def _min(a, b):
    return f_min_max(a, b, "f32", False)


def _fimm2(a):
    t = ref_add(a, f2b(3.0))
    if t == NAN:
        return NAN
    return ref_fma(t, f2b(-0.25), f2b(1e30))


def _fcmp6(a, b, negate):
    un, lt, eq, gt = f_cmp(a, b)
    bits = [eq, not eq, lt, lt or eq, gt, gt or eq]  # C != is true on NaN
    if negate:
        bits = [not x for x in bits]
    return sum(int(x) << k for k, x in enumerate(bits))


def _fcls(a):
    d = decode(a, "f32")
    return (d[0] == "nan") + 2 * (d[0] == "inf") + 4 * (d[0] == "num") + 8 * (a >> 31)


def _fsetp_ftz(a, b):
    un, lt, eq, gt = f_cmp(flush_bits(a), flush_bits(b))
    return int(lt) + 2 * int(eq or un)


# ----------------------------------------------------------------------------- running a kernel
BASES = {"a": 0x7F00_0000_0000, "b": 0x7F10_0000_0000, "c": 0x7F20_0000_0000, "o": 0x7F30_0000_0000}


def _functions(arch: str) -> dict[str, P.Function]:
    cache = _functions.cache  # type: ignore[attr-defined]
    if arch not in cache:
        fns = P.parse_sass(DATA.sass(arch), f"val.{arch}.sass")
        cache[arch] = {f.name: f for f in fns}
    return cache[arch]


_functions.cache = {}  # type: ignore[attr-defined]


class KernelRun:
    """One symbolic execution of a kernel for one thread with symbolic input elements."""

    def __init__(self, arch: str, name: str, params, elem: dict[str, int], *, env=None,
                 tid=(THREAD % 32, 0, 0), ctaid=(THREAD // 32, 0, 0), block=(32, 1, 1), grid=(4, 1, 1)):
        self.elem = elem  # buffer -> element bytes
        self.vars: dict[str, T.Term] = {}
        special = {}
        for d, ax in enumerate("XYZ"):
            special[f"SR_TID.{ax}"] = tid[d]
            special[f"SR_CTAID.{ax}"] = ctaid[d]
        self.m = FakeMachine(arch, const=const_bytes(arch, params, block, grid), special=special,
                             mem_fallback=self._fallback)
        self.m.env = env
        execute(_functions(arch)[name].instructions, self.m)

    def _fallback(self, addr: int) -> T.Term:
        for buf, base in BASES.items():
            eb = self.elem.get(buf)
            if eb and base <= addr < base + (1 << 36):
                k, off = divmod(addr - base, eb)
                name = f"{buf}{k}"
                v = self.vars.get(name)
                if v is None:
                    v = self.vars[name] = T.var(name, BV(8 * eb))
                return T.extract(v, 8 * off + 7, 8 * off)
        raise AssertionError(f"access outside every buffer: {addr:#x}")

    def output(self, index: int) -> T.Term:
        eb = self.elem["o"]
        a = BASES["o"] + index * eb
        out = self.m.mem[a]
        for k in range(1, eb):
            out = T.concat(self.m.mem[a + k], out)
        return out


def k_params(n: int) -> bytes:
    return struct.pack("<iiQQQQ", n, 0, BASES["a"], BASES["b"], BASES["c"], BASES["o"])


def _to_pattern(ty: Ty, x) -> int:
    return x & ((1 << ty.bits) - 1)


def _check_value(spec_out: Ty, got: int, want, ctx: str) -> None:
    if isinstance(want, tuple) and want and want[0] in ("h2", "bf2"):
        fmt = "f16" if want[0] == "h2" else "bf16"
        for lane, w in ((got & 0xFFFF, want[1]), (got >> 16, want[2])):
            if w == NAN:
                assert is_nan_bits(lane, fmt), f"{ctx}: lane {lane:#06x}, expected NaN"
            else:
                assert lane == w, f"{ctx}: lane {lane:#06x}, expected {w:#06x}"
        return
    if isinstance(want, tuple) and want and want[0] == "exact":
        assert got == want[1], f"{ctx}: got {got:#x}, expected {want[1]:#x}"
        return
    if want == NAN:
        assert spec_out.kind == "float" and is_nan_bits(got, spec_out.fmt), f"{ctx}: got {got:#x}, expected NaN"
        return
    want = _to_pattern(spec_out, want)
    assert got == want, f"{ctx}: got {got:#x}, expected {want:#x}"


def _samples(spec: Spec, rng) -> list[tuple[int, int, int]]:
    cols = [gen_values(TYPES[t], rng, N_SAMPLES, role) for t, role in zip(spec.types, spec.roles)]
    # edge crossings of the first two arguments, then the columns side by side
    out = []
    e0, e1 = cols[0][:20], cols[1][:20]
    for x in e0:
        for y in e1[:8]:
            out.append((x, y, cols[2][len(out) % len(cols[2])]))
    n = max(len(c) for c in cols)
    for k in range(n):
        out.append(tuple(c[(k * (j + 1) + j) % len(c)] for j, c in enumerate(cols)))
    if spec.types[0] == spec.types[2] == "f32":  # fma cancellation: c = -round(a*b)
        for k in range(40):
            a, b = cols[0][k + 30], cols[1][k + 7]
            p = ref_mul(a, b)
            if p != NAN:
                out.append((a, b, neg32(p)))
    return out


ARCH_LIST = ("sm_80", "sm_90", "sm_100")


@functools.lru_cache(maxsize=None)
def _cases(name: str):
    """Inputs and modeled outputs of a kernel (shared by the three architectures)."""
    spec = SPECS[name]
    rng = np.random.default_rng(zlib.crc32(name.encode()))
    samples = _samples(spec, rng)
    return samples, [spec.model(*s) for s in samples]


@pytest.mark.parametrize("arch", ARCH_LIST)
@pytest.mark.parametrize("name", sorted(SPECS))
def test_kernel_matches_model(arch, name):
    spec = SPECS[name]
    tys = [TYPES[t] for t in spec.types]
    out_ty = TYPES[spec.out]
    elem = {b: ty.bits // 8 for b, ty in zip("abc", tys)}
    elem["o"] = out_ty.bits // 8
    samples, wants = _cases(name)
    env = {}
    for j, (buf, ty) in enumerate(zip("abc", tys)):
        env[f"{buf}{THREAD}"] = np.array([s[j] for s in samples], dtype=np.uint64)
    env["o" + str(THREAD)] = np.zeros(len(samples), dtype=np.uint64)
    run = KernelRun(arch, name, k_params(1000), elem, env=env)
    out = run.output(THREAD)
    for v in run.vars:
        assert v in env, f"{name}: reads {v}, an element other than its own"
    (got,) = evaluate([out], with_register_defaults(env, [out], len(samples)), len(samples))
    for k, (s, want) in enumerate(zip(samples, wants)):
        _check_value(out_ty, int(got[k]), want, f"{arch} {name}{tuple(hex(x) for x in s)}")


def _scalar_params(s_ty: Ty, t_ty: Ty, n: int = 1000):
    """(int n, const TA* pa, TS s, TT t, TO* po) in the parameter space, s and t symbolic."""
    out: list = list(struct.pack("<iiQ", n, 0, BASES["a"]))
    svar, tvar = T.var("s", BV(s_ty.bits)), T.var("t", BV(t_ty.bits))
    for v, ty in ((svar, s_ty), (tvar, t_ty)):
        size = ty.bits // 8
        while len(out) % size:
            out.append(0)
        out.extend(T.extract(v, 8 * k + 7, 8 * k) for k in range(size))
    while len(out) % 8:
        out.append(0)
    out.extend(struct.pack("<Q", BASES["o"]))
    return out


@functools.lru_cache(maxsize=None)
def _scalar_cases(name: str):
    spec = SCALAR_SPECS[name]
    rng = np.random.default_rng(zlib.crc32(name.encode()))
    samples = _samples(spec, rng)
    return samples, [spec.model(*s_) for s_ in samples]


@pytest.mark.parametrize("arch", ARCH_LIST)
@pytest.mark.parametrize("name", sorted(SCALAR_SPECS))
def test_scalar_parameter_kernel_matches_model(arch, name):
    spec = SCALAR_SPECS[name]
    ta, ts, tt = (TYPES[t] for t in spec.types)
    out_ty = TYPES[spec.out]
    samples, wants = _scalar_cases(name)
    env = {f"a{THREAD}": np.array([x[0] for x in samples], dtype=np.uint64),
           "s": np.array([x[1] for x in samples], dtype=np.uint64),
           "t": np.array([x[2] for x in samples], dtype=np.uint64)}
    run = KernelRun(arch, name, _scalar_params(ts, tt), {"a": ta.bits // 8, "o": out_ty.bits // 8}, env=env)
    out = run.output(THREAD)
    (got,) = evaluate([out], with_register_defaults(env, [out], len(samples)), len(samples))
    for k, (x, want) in enumerate(zip(samples, wants)):
        _check_value(out_ty, int(got[k]), want, f"{arch} {name}{tuple(hex(v) for v in x)}")


@pytest.mark.parametrize("arch", ARCH_LIST)
def test_out_of_range_thread_stores_nothing(arch):
    for name in ("k_iadd", "k_fadd", "k_cmp64", "k_hfma2", "k_f2l"):
        spec = SPECS[name]
        elem = {b: TYPES[t].bits // 8 for b, t in zip("abc", spec.types)}
        elem["o"] = TYPES[spec.out].bits // 8
        run = KernelRun(arch, name, k_params(THREAD), elem)
        assert all(g.is_const() and not g.value for g, _, _ in run.m.stores), name
        assert not run.m.loads or all(g.is_const() and not g.value for g, _, _ in run.m.loads)


def _f32_samples(rng, n=200):
    return gen_values(TYPES["f32"], rng, n, "")


@pytest.mark.parametrize("arch", ARCH_LIST)
def test_vector_and_64bit_index_kernels(arch):
    rng = np.random.default_rng(7)
    xs = _f32_samples(rng)
    nsm = len(xs)
    # float4: x + 1, y, z, w * 2
    run = KernelRun(arch, "k_v4", k_params(1000), {"a": 16, "b": 16, "c": 16, "o": 16})
    out = run.output(THREAD)
    quads = [xs[k] | xs[(k + 1) % nsm] << 32 | xs[(k + 2) % nsm] << 64 | xs[(k + 3) % nsm] << 96 for k in range(nsm)]
    env = {f"a{THREAD}": np.array(quads, dtype=object)}
    (got,) = evaluate([out], env, nsm)
    for k in range(nsm):
        g = int(got[k])
        ws = [ref_add(xs[k], f2b(1.0)), ("exact", xs[(k + 1) % nsm]), ("exact", xs[(k + 2) % nsm]),
              ref_mul(xs[(k + 3) % nsm], f2b(2.0))]
        for lane, w in enumerate(ws):
            _check_value(TYPES["f32"], g >> (32 * lane) & M32, w, f"{arch} k_v4 lane {lane}")
    # int2: (x - y, y)
    run = KernelRun(arch, "k_v2", k_params(1000), {"a": 8, "b": 8, "c": 8, "o": 8})
    out = run.output(THREAD)
    pairs = [xs[k] | xs[-k - 1] << 32 for k in range(nsm)]
    (got,) = evaluate([out], {f"a{THREAD}": np.array(pairs, dtype=np.uint64)}, nsm)
    for k in range(nsm):
        assert int(got[k]) == ((xs[k] - xs[-k - 1]) & M32) | xs[-k - 1] << 32
    # long long n: a[i] + b[i]
    params = struct.pack("<qQQQQ", 1000, BASES["a"], BASES["b"], BASES["c"], BASES["o"])
    run = KernelRun(arch, "k_idx64", params, {"a": 4, "b": 4, "c": 4, "o": 4})
    out = run.output(THREAD)
    env = {f"a{THREAD}": np.array(xs, dtype=np.uint64), f"b{THREAD}": np.array(xs[::-1], dtype=np.uint64)}
    (got,) = evaluate([out], env, nsm)
    for k in range(nsm):
        _check_value(TYPES["f32"], int(got[k]), ref_add(xs[k], xs[nsm - 1 - k]), f"{arch} k_idx64")
    # unsigned long long n: o[i] = a[n - 1 - i]
    n = 1000
    params = struct.pack("<QQQQQ", n, BASES["a"], BASES["b"], BASES["c"], BASES["o"])
    run = KernelRun(arch, "k_rev", params, {"a": 4, "b": 4, "c": 4, "o": 4})
    out = run.output(THREAD)
    assert out is run.vars[f"a{n - 1 - THREAD}"]


@pytest.mark.parametrize("arch", ARCH_LIST)
def test_two_dimensional_kernel(arch):
    w, h = 13, 11
    params = struct.pack("<iiQQQ", w, h, BASES["a"], BASES["b"], BASES["o"])
    rng = np.random.default_rng(3)
    xs = _f32_samples(rng)
    for tid, ctaid in (((3, 2, 0), (1, 1, 0)), ((7, 3, 0), (0, 2, 0)), ((0, 0, 0), (1, 0, 0))):
        x = ctaid[0] * 8 + tid[0]
        y = ctaid[1] * 4 + tid[1]
        run = KernelRun(arch, "k_2d", params, {"a": 4, "b": 4, "o": 4}, tid=tid, ctaid=ctaid,
                        block=(8, 4, 1), grid=(2, 3, 1))
        inside = x < w and y < h
        if not inside:
            assert all(g.is_const() and not g.value for g, _, _ in run.m.stores)
            continue
        out = run.output(x * h + y)
        env = {f"a{y * w + x}": np.array(xs, dtype=np.uint64), f"b{y * w + x}": np.array(xs[::-1], dtype=np.uint64)}
        (got,) = evaluate([out], env, len(xs))
        for k in range(len(xs)):
            _check_value(TYPES["f32"], int(got[k]), ref_fma(xs[k], f2b(2.0), xs[len(xs) - 1 - k]), f"{arch} k_2d")


def test_every_validation_kernel_is_checked():
    names = set(_functions("sm_90"))
    extra = {"k_v4", "k_v2", "k_idx64", "k_rev", "k_2d"}
    assert names - set(SPECS) - set(SCALAR_SPECS) - extra == set()
