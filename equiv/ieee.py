"""Bit-exact IEEE-754 arithmetic on numpy arrays, in every rounding mode.

Values travel in "carrier" arrays: float16 for f16, float32 for f32 and for
bf16 (holding bf16-representable values), float64 for f64.  Narrow formats are
computed in float64 rounded to odd, then rounded once to the target by
`round_f64`: with 53 >= p + 2 bits this is a correctly rounded result in any
mode (Boldo & Melquiond).  f64 results that float64 cannot produce directly
(fma, directed modes) take an exact rational path.
"""
from __future__ import annotations

from fractions import Fraction

import numpy as np

from equiv.terms import BF16, F64, FPFormat

CARRIER = {"f16": np.float16, "bf16": np.float32, "f32": np.float32, "f64": np.float64}
_UINT = {16: np.uint16, 32: np.uint32, 64: np.uint64}


def carrier(fmt: FPFormat):
    return CARRIER[fmt.name]


def emin(fmt: FPFormat) -> int:
    return 2 - (1 << (fmt.ebits - 1))


def emax(fmt: FPFormat) -> int:
    return (1 << (fmt.ebits - 1)) - 1


def max_finite(fmt: FPFormat) -> float:
    return float(np.ldexp(2.0 - 2.0 ** (1 - fmt.sbits), emax(fmt)))


def min_normal(fmt: FPFormat) -> float:
    return float(np.ldexp(1.0, emin(fmt)))


# ----------------------------------------------------------------------------- bits <-> carrier
def is_nan_bits(fmt: FPFormat, bits: int) -> bool:
    m = fmt.sbits - 1
    exp = (bits >> m) & ((1 << fmt.ebits) - 1)
    return exp == (1 << fmt.ebits) - 1 and bits & ((1 << m) - 1) != 0


def default_nan_bits(fmt: FPFormat) -> int:
    """The canonical pattern for the one SMT NaN: positive quiet NaN."""
    return ((1 << (fmt.ebits + 1)) - 1) << (fmt.sbits - 2)


def from_bits(fmt: FPFormat, bits: np.ndarray) -> np.ndarray:
    bits = np.asarray(bits, dtype=np.uint64)
    if fmt is BF16 or fmt.name == "bf16":
        return (bits.astype(np.uint32) << np.uint32(16)).view(np.float32)
    return bits.astype(_UINT[fmt.width]).view(carrier(fmt))


def to_bits(fmt: FPFormat, x: np.ndarray) -> np.ndarray:
    x = np.asarray(x, dtype=carrier(fmt))
    if fmt.name == "bf16":
        return (x.view(np.uint32) >> np.uint32(16)).astype(np.uint64)
    return x.view(_UINT[fmt.width]).astype(np.uint64)


def bits_of_float(fmt: FPFormat, value: float) -> int:
    if value != value:
        return default_nan_bits(fmt)
    r = round_f64(fmt, np.array([value], dtype=np.float64), "RNE")
    return int(to_bits(fmt, r.astype(carrier(fmt)))[0])


# ----------------------------------------------------------------------------- rounding
def round_f64(fmt: FPFormat, x: np.ndarray, rm: str) -> np.ndarray:
    """Round float64 values to `fmt` in mode rm; returns float64 holding fmt values."""
    x = np.asarray(x, dtype=np.float64)
    if fmt is F64 or fmt.name == "f64":
        return x.copy()
    with np.errstate(all="ignore"):
        finite = np.isfinite(x) & (x != 0)
        safe = np.where(finite, x, 1.0)
        _, e = np.frexp(safe)
        lead = e.astype(np.int64) - 1
        q = np.maximum(lead, emin(fmt)) - (fmt.sbits - 1)
        y = np.ldexp(safe, -q)
        r = {"RNE": np.rint, "RTZ": np.trunc, "RTP": np.ceil, "RTN": np.floor}[rm](y)
        out = np.ldexp(r, q)
        big = max_finite(fmt)
        over = np.abs(out) > big
        if rm == "RNE":
            ov = np.copysign(np.inf, x)
        elif rm == "RTZ":
            ov = np.copysign(big, x)
        elif rm == "RTP":
            ov = np.where(x > 0, np.inf, -big)
        else:
            ov = np.where(x < 0, -np.inf, big)
        out = np.where(over, ov, out)
        out = np.copysign(out, x)  # a value rounded to zero keeps its sign
        return np.where(finite, out, x)


def _odd_adjust(s: np.ndarray, err: np.ndarray) -> np.ndarray:
    """Turn a round-to-nearest float64 s (exact value s + err) into round-to-odd."""
    bits = s.view(np.uint64)
    even = (bits & np.uint64(1)) == 0
    toward = np.where(err > 0, np.inf, -np.inf)
    fix = (err != 0) & even & np.isfinite(s)
    return np.where(fix, np.nextafter(s, toward), s)


def _two_sum(a: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    s = a + b
    bb = s - a
    err = (a - (s - bb)) + (b - bb)
    return s, np.where(np.isfinite(s), err, 0.0)


def _finish(fmt: FPFormat, wide: np.ndarray, rm: str) -> np.ndarray:
    return round_f64(fmt, wide, rm).astype(carrier(fmt))


# ----------------------------------------------------------------------------- exact rational path (f64 fma, directed f64)
def _quantum(fmt: FPFormat, a: Fraction) -> int:
    """Exponent of the last significand bit of fmt at magnitude a > 0."""
    e = a.numerator.bit_length() - a.denominator.bit_length()
    if Fraction(2) ** e > a:
        e -= 1
    return max(e, emin(fmt)) - (fmt.sbits - 1)


def _round_scaled(fmt: FPFormat, sign: int, q: int, fl: int, exact: bool, above_half, rm: str) -> float:
    """Shared tail: magnitude is (fl + frac) * 2**q with frac in [0, 1); pick the neighbour by mode."""
    if rm == "RNE":
        up = above_half() or False
    elif rm == "RTZ":
        up = False
    elif rm == "RTP":
        up = not exact and sign > 0
    else:
        up = not exact and sign < 0
    mag = Fraction(fl + (1 if up else 0)) * Fraction(2) ** q
    if mag > Fraction(max_finite(fmt)):
        if rm == "RNE" or (rm == "RTP" and sign > 0) or (rm == "RTN" and sign < 0):
            return sign * float("inf")
        return sign * max_finite(fmt)
    return float(sign * mag) if mag != 0 else (-0.0 if sign < 0 else 0.0)


def round_fraction(fmt: FPFormat, v: Fraction, rm: str) -> float:
    """Correctly rounded value (a Python float, exact for fmt) of a nonzero rational."""
    sign = -1 if v < 0 else 1
    a = abs(v)
    q = _quantum(fmt, a)
    y = a / Fraction(2) ** q
    fl = y.numerator // y.denominator
    rem = y - fl
    half = lambda: rem > Fraction(1, 2) or (rem == Fraction(1, 2) and fl % 2 == 1)
    return _round_scaled(fmt, sign, q, fl, rem == 0, half, rm)


def round_sqrt_fraction(fmt: FPFormat, v: Fraction, rm: str) -> float:
    """Correctly rounded square root of a positive rational, by integer square roots."""
    import math
    q = _quantum(fmt, Fraction(math.sqrt(float(v))))
    scaled = v / Fraction(2) ** (2 * q)  # sqrt(v) / 2**q == sqrt(scaled)
    fl = math.isqrt(scaled.numerator // scaled.denominator)
    if fl >> fmt.sbits:  # the float estimate of the binade was one too low
        q += 1
        scaled = v / Fraction(2) ** (2 * q)
        fl = math.isqrt(scaled.numerator // scaled.denominator)
    exact = Fraction(fl * fl) == scaled
    half = lambda: Fraction((2 * fl + 1) ** 2, 4) < scaled  # a root is never exactly at a midpoint
    return _round_scaled(fmt, 1, q, fl, exact, half, rm)


def _exact_op(fmt: FPFormat, op: tuple, rtn_negzero, rm: str, *xs: np.ndarray) -> np.ndarray:
    """Element by element: special operands through float64 (whose IEEE rules hold in every mode), finite ones exactly.

    op is (exact, float64): exact returns the Fraction, or None where IEEE defines the result specially (x/0)."""
    exact_fn, float64_fn = op
    arrs = np.broadcast_arrays(*[np.asarray(x, dtype=np.float64) for x in xs])
    with np.errstate(all="ignore"):
        out = np.array(float64_fn(*arrs), dtype=np.float64)
    for i in np.ndindex(out.shape):
        vals = [float(a[i]) for a in arrs]
        if not all(np.isfinite(v) for v in vals):
            continue
        exact = exact_fn(*[Fraction(v) for v in vals])
        if exact is None:
            continue
        if exact == 0:
            if rm == "RTN" and rtn_negzero(*vals):
                out[i] = -0.0
            continue  # float64 already gave the exact zero its IEEE sign
        out[i] = round_fraction(fmt, exact, rm)
    return out if fmt.name == "f64" else out.astype(carrier(fmt))


_ADD = (lambda x, y: x + y, lambda x, y: x + y)
_MUL = (lambda x, y: x * y, lambda x, y: x * y)
_DIV = (lambda x, y: x / y if y != 0 else None, lambda x, y: x / y)
_FMA = (lambda x, y, z: x * y + z, lambda x, y, z: x * y + z)
_opposite_sum = lambda x, y: np.signbit(x) != np.signbit(y)
_opposite_fma = lambda x, y, z: np.signbit(x * y) != np.signbit(z)
_never = lambda *xs: False


# ----------------------------------------------------------------------------- operations
def add(fmt: FPFormat, a, b, rm: str = "RNE") -> np.ndarray:
    a = np.asarray(a, dtype=np.float64)
    b = np.asarray(b, dtype=np.float64)
    with np.errstate(all="ignore"):
        if fmt.name == "f64":
            return a + b if rm == "RNE" else _exact_op(fmt, _ADD, _opposite_sum, rm, a, b)
        s, err = _two_sum(a, b)
        out = _finish(fmt, _odd_adjust(s, err), rm)
        if rm == "RTN":  # an exact zero sum of opposite signs is -0 in RTN (IEEE 754 6.3)
            z = (out == 0) & (a == -b) & _opposite_sum(a, b)
            out = np.where(z, carrier(fmt)(-0.0), out)
        return out


def mul(fmt: FPFormat, a, b, rm: str = "RNE") -> np.ndarray:
    a = np.asarray(a, dtype=np.float64)
    b = np.asarray(b, dtype=np.float64)
    with np.errstate(all="ignore"):
        if fmt.name == "f64":
            return a * b if rm == "RNE" else _exact_op(fmt, _MUL, _never, rm, a, b)
        return _finish(fmt, a * b, rm)  # the product is exact in float64 for p <= 26


def div(fmt: FPFormat, a, b, rm: str = "RNE") -> np.ndarray:
    a = np.asarray(a, dtype=np.float64)
    b = np.asarray(b, dtype=np.float64)
    with np.errstate(all="ignore"):
        if rm == "RNE":
            q = a / b  # double rounding of a quotient is innocuous for p <= 25 (Figueroa)
            return q if fmt.name == "f64" else _finish(fmt, q, rm)
        return _exact_op(fmt, _DIV, _never, rm, a, b)


def sqrt(fmt: FPFormat, a, rm: str = "RNE") -> np.ndarray:
    a = np.asarray(a, dtype=np.float64)
    with np.errstate(all="ignore"):
        r = np.sqrt(a)
        if rm == "RNE":
            return r if fmt.name == "f64" else _finish(fmt, r, rm)
        out = r.copy()
        for i in np.ndindex(out.shape):
            x = float(a[i])
            if np.isfinite(x) and x > 0:
                out[i] = round_sqrt_fraction(fmt, Fraction(x), rm)
        return out if fmt.name == "f64" else out.astype(carrier(fmt))


def fma(fmt: FPFormat, a, b, c, rm: str = "RNE") -> np.ndarray:
    a = np.asarray(a, dtype=np.float64)
    b = np.asarray(b, dtype=np.float64)
    c = np.asarray(c, dtype=np.float64)
    with np.errstate(all="ignore"):
        if fmt.name == "f64":
            out = _exact_op(fmt, _FMA, _opposite_fma, rm, a, b, c)
            # finite a*b + infinite c is c, even where a*b overflows float64 (which would give inf - inf)
            return np.where(np.isfinite(a) & np.isfinite(b) & np.isinf(c), c, out)
        p = a * b  # exact
        s, err = _two_sum(p, c)
        out = _finish(fmt, _odd_adjust(s, err), rm)
        if rm == "RTN":
            z = (out == 0) & (p == -c) & _opposite_sum(p, c)
            out = np.where(z, carrier(fmt)(-0.0), out)
        return out


def round_integral(fmt: FPFormat, a, rm: str) -> np.ndarray:
    a = np.asarray(a, dtype=np.float64)
    r = {"RNE": np.rint, "RTZ": np.trunc, "RTP": np.ceil, "RTN": np.floor}[rm](a)
    r = np.copysign(r, a)  # IEEE: the sign of a zero result is the operand's
    return r.astype(carrier(fmt))


def convert(dst: FPFormat, a, rm: str) -> np.ndarray:
    """Any carrier to dst: float64 holds every narrower value exactly, so one rounding suffices."""
    a = np.asarray(a, dtype=np.float64)
    return a if dst.name == "f64" else _finish(dst, a, rm)


def from_int(dst: FPFormat, v: np.ndarray, width: int, signed: bool, rm: str) -> np.ndarray:
    """Integers (uint64 bit patterns of `width` bits) to dst, rounded in rm."""
    v = np.asarray(v, dtype=np.uint64)
    if signed:
        sv = _signed(v, width)
    else:
        sv = v
    if width <= 32:
        wide = sv.astype(np.float64)  # exact
        return wide if dst.name == "f64" else _finish(dst, wide, rm)
    ints = [int(x) for x in np.ravel(sv)]
    out = np.array([round_fraction(dst, Fraction(i), rm) for i in ints], dtype=np.float64).reshape(np.shape(v))
    return out if dst.name == "f64" else out.astype(carrier(dst))


def _signed(v: np.ndarray, width: int) -> np.ndarray:
    v = np.asarray(v, dtype=np.uint64)
    if width == 64:
        return v.view(np.int64)
    sign = np.uint64(1 << (width - 1))
    return ((v ^ sign).astype(np.int64) - np.int64(1 << (width - 1)))


def to_int(a, width: int, signed: bool, rm: str) -> np.ndarray:
    """fp.to_sbv/to_ubv as uint64 patterns: in range, rounded in rm; NaN and out of range give 0 (SMT leaves them open)."""
    a = np.asarray(a, dtype=np.float64)
    with np.errstate(all="ignore"):
        r = {"RNE": np.rint, "RTZ": np.trunc, "RTP": np.ceil, "RTN": np.floor}[rm](a)
        lo, hi = (-(2.0 ** (width - 1)), 2.0 ** (width - 1)) if signed else (0.0, 2.0 ** width)
        ok = np.isfinite(r) & (r >= lo) & (r < hi)
        r = np.where(ok, r, 0.0)
        if signed:
            out = r.astype(np.int64).view(np.uint64)
        else:
            out = r.astype(np.uint64)
    return out & np.uint64((1 << width) - 1)


def is_subnormal(fmt: FPFormat, a) -> np.ndarray:
    a = np.asarray(a, dtype=np.float64)
    return (a != 0) & (np.abs(a) < min_normal(fmt))

