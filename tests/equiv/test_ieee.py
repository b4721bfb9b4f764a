"""equiv.ieee against two independent oracles: exact rational rounding, and numpy's own RNE arithmetic."""
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from equiv import ieee
from equiv.terms import BF16, F16, F32, F64

MODES = ["RNE", "RTZ", "RTP", "RTN"]
NARROW = [F16, BF16, F32]


def bits_strategy(fmt):
    specials = [0, 1 << (fmt.width - 1), 1, (1 << (fmt.sbits - 1)) - 1, 1 << (fmt.sbits - 1),
                ieee.bits_of_float(fmt, 1.0), ieee.bits_of_float(fmt, ieee.max_finite(fmt))]
    return st.one_of(st.integers(0, (1 << fmt.width) - 1), st.sampled_from(specials),
                     st.sampled_from(specials).map(lambda b: b | (1 << (fmt.width - 1))))


def value(fmt, bits):
    return float(ieee.from_bits(fmt, np.array([bits], dtype=np.uint64))[0])


def oracle(fmt, exact, rm, fallback):
    """Correct rounding by exact rationals; specials and exact zeros from IEEE's rules (float64 applies them)."""
    if exact is None or exact == 0:
        return fallback
    return ieee.round_fraction(fmt, exact, rm)


def same(a, b):
    return (np.isnan(a) and np.isnan(b)) or (a == b and np.signbit(a) == np.signbit(b))


@pytest.mark.parametrize("fmt", NARROW, ids=lambda f: f.name)
@pytest.mark.parametrize("rm", MODES)
@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_add_mul_fma_against_exact_rounding(fmt, rm, data):
    a, b, c = (value(fmt, data.draw(bits_strategy(fmt))) for _ in range(3))
    fin = all(np.isfinite(v) for v in (a, b, c))
    with np.errstate(all="ignore"):
        got_add = float(ieee.add(fmt, np.array([a]), np.array([b]), rm)[0])
        got_mul = float(ieee.mul(fmt, np.array([a]), np.array([b]), rm)[0])
        got_fma = float(ieee.fma(fmt, np.array([a]), np.array([b]), np.array([c]), rm)[0])
    if fin:
        ea, em, ef = Fraction(a) + Fraction(b), Fraction(a) * Fraction(b), Fraction(a) * Fraction(b) + Fraction(c)
        if ea != 0:
            assert same(got_add, oracle(fmt, ea, rm, None))
        if em != 0:
            assert same(got_mul, oracle(fmt, em, rm, None))
        if ef != 0:
            assert same(got_fma, oracle(fmt, ef, rm, None))
        if ea == 0 and (a != 0 or b != 0 or np.signbit(a) != np.signbit(b)):
            assert np.signbit(got_add) == (rm == "RTN")


@settings(max_examples=300, deadline=None)
@given(a=bits_strategy(F32), b=bits_strategy(F32))
def test_rne_matches_numpy_float32(a, b):
    x, y = np.float32(value(F32, a)), np.float32(value(F32, b))
    with np.errstate(all="ignore"):
        for op, ref in ((ieee.add, x + y), (ieee.mul, x * y), (ieee.div, x / y)):
            got = op(F32, np.array([x], np.float32), np.array([y], np.float32), "RNE")[0]
            assert same(float(got), float(ref))
        assert same(float(ieee.sqrt(F32, np.array([x], np.float32))[0]), float(np.sqrt(x)))


@pytest.mark.parametrize("rm", MODES)
@settings(max_examples=100, deadline=None)
@given(a=bits_strategy(F32), b=bits_strategy(F32))
def test_directed_div_sqrt(rm, a, b):
    x, y = value(F32, a), value(F32, b)
    if np.isfinite(x) and np.isfinite(y) and y != 0 and x != 0:
        got = float(ieee.div(F32, np.array([x]), np.array([y]), rm)[0])
        assert same(got, ieee.round_fraction(F32, Fraction(x) / Fraction(y), rm))
    if np.isfinite(x) and x > 0:
        got = float(ieee.sqrt(F32, np.array([x]), rm)[0])
        r = Fraction(got)
        lo, hi = np.nextafter(np.float32(got), np.float32(-np.inf)), np.nextafter(np.float32(got), np.float32(np.inf))
        if rm in ("RTZ", "RTN"):
            assert r * r <= Fraction(x) < Fraction(float(hi)) ** 2
        elif rm == "RTP":
            assert Fraction(float(lo)) ** 2 < Fraction(x) <= r * r


@settings(max_examples=100, deadline=None)
@given(a=bits_strategy(F64), b=bits_strategy(F64), c=bits_strategy(F64))
def test_f64_fma_exact(a, b, c):
    x, y, z = (value(F64, v) for v in (a, b, c))
    got = float(ieee.fma(F64, np.array([x]), np.array([y]), np.array([z]))[0])
    if all(np.isfinite(v) for v in (x, y, z)):
        e = Fraction(x) * Fraction(y) + Fraction(z)
        if e != 0:
            assert same(got, ieee.round_fraction(F64, e, "RNE"))


def test_rounding_to_narrow_formats():
    assert ieee.bits_of_float(F16, 65504.0) == 0x7BFF
    assert ieee.bits_of_float(F16, 65520.0) == 0x7C00  # ties away from max finite round to inf in RNE
    assert ieee.bits_of_float(BF16, 1.0) == 0x3F80
    assert ieee.bits_of_float(F32, 2.0 ** -149) == 1
    assert ieee.bits_of_float(F32, 2.0 ** -150) == 0  # exact tie to even: zero
    x = np.array([2.0 ** -150 * 3], dtype=np.float64)
    assert ieee.to_bits(F32, ieee.round_f64(F32, x, "RNE").astype(np.float32))[0] == 2
    assert ieee.to_bits(F32, ieee.round_f64(F32, np.array([1e39]), "RTZ").astype(np.float32))[0] == 0x7F7FFFFF


def test_to_int_saturating_inputs_are_zero():
    out = ieee.to_int(np.array([-1.5, 2.5, 3e9, np.nan, -0.0]), 32, True, "RNE")
    assert list(out) == [0xFFFFFFFE, 2, 0, 0, 0]
