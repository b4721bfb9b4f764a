"""proofs/realvalue.py: approximations and square roots read as the real functions they stand for."""
from __future__ import annotations

import pytest

from equiv import terms as T
from equiv.terms import F32, FP
from proofs.realvalue import approx_real, real_value
from semantics.errors import Unsupported

BITS = T.var("b", T.BV(32))
X = T.fp_from_bits(F32, BITS)
RX = T.real_of(F32, BITS)
ONE = T.real_const(1)


def real_of_fp(t: T.Term) -> T.Term:
    return real_value(T.fp_to_bits(t, 0x7FFFFFFF), F32)


@pytest.mark.parametrize("fn,want", [
    ("rcp", T.rdiv(ONE, RX)),
    ("rsq", T.rdiv(ONE, T.rfun("sqrt", RX))),
    ("sqrt", T.rfun("sqrt", RX)),
    ("ex2", T.rfun("ex2", RX)), ("lg2", T.rfun("lg2", RX)), ("tanh", T.rfun("tanh", RX)),
    ("sin", T.rfun("sin", RX)), ("sin_rev", T.rfun("sin_rev", RX)),
])
def test_hardware_approximations_read_as_their_functions(fn, want):
    assert real_of_fp(T.fapprox(fn, "hardware", X)) is want


def test_reference_and_hardware_name_one_function():
    """np.exp2 (numpy's) and MUFU.EX2 (the GPU's) differ in bits, but over the reals both are 2^x."""
    assert real_of_fp(T.fapprox("ex2", "numpy", X)) is real_of_fp(T.fapprox("ex2", "hardware", X))
    # a reference's 1/np.sqrt(x) and MUFU.RSQ meet at 1/sqrt(x)
    assert real_of_fp(T.fdiv("RNE", T.fp_const(F32, 1.0), T.fsqrt("RNE", X))) is \
        real_of_fp(T.fapprox("rsq", "hardware", X))


def test_revolutions_are_not_radians():
    assert real_of_fp(T.fapprox("sin_rev", "hardware", X)) is not real_of_fp(T.fapprox("sin", "numpy", X))


def test_division_reads_exactly():
    y = T.fp_from_bits(F32, T.var("c", T.BV(32)))
    assert approx_real("div", RX, ONE) is RX
    assert real_of_fp(T.fapprox("div", "hardware", X, y)) is T.rdiv(RX, T.real_of(F32, T.var("c", T.BV(32))))


NEG_INF = T.fp_const(F32, float("-inf"))
Y = T.fp_from_bits(F32, T.var("c", T.BV(32)))
RY = T.real_of(F32, T.var("c", T.BV(32)))


def test_an_infinity_is_compared_and_selected_below_every_value():
    """A max reduction's -INFINITY start: max(x, -inf) reads as x, and a comparison with it is decided."""
    m = T.ite(T.flt(X, NEG_INF), NEG_INF, X)  # max(x, -inf) as FMNMX's selection has it
    assert real_of_fp(m) is RX
    zero = T.eq(BITS, T.bv(0, 32))
    guarded = T.ite(zero, NEG_INF, X)  # a padded lane: compared branch by branch
    assert real_value(T.bool_to_bv(T.flt(guarded, Y)), None) is \
        T.bool_to_bv(T.or_(zero, T.rlt(RX, RY)))
    assert real_value(T.fp_to_bits(NEG_INF, 0x7FFFFFFF), F32).value < -2**1000  # a selected infinity stays one
    assert real_value(T.bool_to_bv(T.fisinf(NEG_INF)), None) is T.bv(1, 1)


def test_a_float_max_reads_as_the_real_max_taken_inside_an_infinite_start():
    """FMNMX's NaN and signed-zero rules vanish over the reals; a loop's max with a start that is -INFINITY on
    the path that skips an earlier loop is taken branch by branch, so each branch keeps the fold's shape."""
    mx = lambda a, b: T.fold_combine("max", a, b)
    assert real_of_fp(mx(X, Y)) is T.fold_combine("max", RX, RY)
    assert real_of_fp(mx(NEG_INF, X)) is RX
    skipped = T.eq(BITS, T.bv(0, 32))
    start = T.ite(skipped, NEG_INF, X)
    assert real_of_fp(mx(start, Y)) is T.ite(skipped, RY, T.fold_combine("max", RX, RY))
    i, n, a = T.sum_var(1), T.var("n", T.BV(64)), T.var("mem:A", T.ARRAY(64, 32))
    fold = T.ffold("min", i, T.bv(0, 64), n, T.fp_from_bits(F32, T.select(a, i)))
    assert real_of_fp(fold) is T.rfold("min", i, T.bv(0, 64), n, T.real_of(F32, T.select(a, i)))


@pytest.mark.parametrize("make", [lambda: T.fadd("RNE", X, NEG_INF), lambda: T.fmul("RNE", NEG_INF, X),
                                  lambda: T.fabs(T.ite(T.flt(X, Y), NEG_INF, X)), lambda: T.ffma("RNE", X, Y, NEG_INF)])
def test_arithmetic_on_an_infinity_is_refused(make):
    with pytest.raises(Unsupported, match="infinity"):
        real_of_fp(make())


def test_two_paths_to_one_real_need_no_condition():
    """ptxas's fast and slow paths of one operation are chosen by a test of a float's bits, which has no reading
    over the reals; where both paths read as the same real, the choice is not read at all."""
    bits = lambda x: T.fp_to_bits(x, 0x7FFFFFFF)
    chosen = T.ult(bits(T.fadd("RNE", X, X)), T.bv(5, 32))
    same = T.ite(chosen, bits(X), bits(T.fadd("RNE", X, T.fp_const(F32, -0.0))))
    assert real_value(same, F32) is RX
    with pytest.raises(Unsupported, match="fp_to_bits"):
        real_value(T.ite(chosen, bits(X), bits(T.fadd("RNE", X, X))), F32)


def test_an_integer_converted_reads_as_that_integer():
    n = T.var("arg:n", T.BV(32))
    as_float = T.fp_from_int("RNE", F32, n, True)
    got = real_value(T.fp_to_bits(as_float, 0x7FFFFFFF), F32)
    assert got is T.real_int(n, True)
    # the reference converts a 64-bit length sign-extended from the same parameter: one reading
    assert real_value(T.fp_to_bits(T.fp_from_int("RNE", F32, T.sext(n, 64), True), 0x7FFFFFFF), F32) is got
    assert T.real_int(T.zext(n, 64), True) is T.real_int(n, False)  # zero extension: n's unsigned value
    assert T.real_int(T.sext(n, 64), False).args[0].op == "sext"  # not the same integer: kept
    assert T.real_int(T.bv(0xFFFFFFFF, 32), True) is T.real_const(-1)
    assert T.real_int(T.bv(0xFFFFFFFF, 32), False) is T.real_const(0xFFFFFFFF)
