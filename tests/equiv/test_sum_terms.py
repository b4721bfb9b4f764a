"""Sums over a symbolic range (equiv/terms.py fsum/rsum): concrete values, and the SMT reading as
uninterpreted functions that makes equal sums equal and claims nothing else."""
from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest

from equiv import smt
from equiv import terms as T
from equiv.evaluate import evaluate

K = T.var("k", T.BV(64))
LO = T.var("lo", T.BV(64))
A = T.var("mem:A", T.ARRAY(64, 32))


def _elem(i: T.Term) -> T.Term:
    return T.fp_from_bits(T.F32, T.select(A, i))


def _f32(values) -> np.ndarray:
    return np.array([np.float32(v).view(np.uint32) for v in values], dtype=np.uint64)


def test_sum_values_exact_and_in_index_order():
    f = T.sum_of("fsum", LO, K, _elem)
    r = T.sum_of("rsum", LO, K, lambda i: T.real_of(T.F32, T.select(A, i)))
    env = {"lo": np.array([0, 0, 1, 3, 2], dtype=np.uint64), "k": np.array([0, 4, 4, 1, 2 ** 64 - 1], dtype=np.uint64),
           "mem:A": _f32([1, 2, 3, 4.5])}
    got_f, got_r = evaluate([f, r], env, 5)
    assert list(got_f) == [0, 10.5, 9.5, 0, 0]  # empty and reversed (hi < lo, signed) ranges sum to 0
    assert list(got_r) == [0, Fraction(21, 2), Fraction(19, 2), 0, 0]
    big = _f32([2.0 ** 24, 1, 1])  # index order with rounding: (2^24 + 1) + 1 rounds twice
    (v,) = evaluate([T.sum_of("fsum", T.bv(0, 64), K, _elem)], {"k": np.array([3], dtype=np.uint64), "mem:A": big}, 1)
    assert v[0] == np.float32(2.0 ** 24)


def test_nested_sums_bind_distinct_variables():
    m = T.var("m", T.BV(64))
    outer = T.sum_of("rsum", T.bv(0, 64), m, lambda i: T.sum_of(
        "rsum", T.bv(0, 64), K, lambda j: T.real_of(T.F32, T.select(A, T.add(T.mul(i, K), j)))))
    assert outer.params[0] == T.SUMVAR + "2" and outer.args[2].params[0] == T.SUMVAR + "1"
    (v,) = evaluate([outer], {"m": np.array([2], dtype=np.uint64), "k": np.array([2], dtype=np.uint64),
                              "mem:A": _f32([1, 2, 3, 4])}, 1)
    assert v[0] == 10


def _unsat(goal: T.Term) -> bool:
    return smt.solve_portfolio(smt.to_smtlib([goal]), timeout_s=10).status == "unsat"


def test_smt_reads_sums_alike_up_to_the_bound_name():
    i, j = T.sum_var(1), T.sum_var(2)
    r1 = T.rsum(i, LO, K, T.real_of(T.F32, T.select(A, i)))
    r2 = T.rsum(j, LO, K, T.real_of(T.F32, T.select(A, j)))
    assert _unsat(T.not_(T.eq(r1, r2)))


@pytest.mark.parametrize("other", ["bounds", "body"])
def test_smt_claims_nothing_about_different_sums(other):
    i = T.sum_var(1)
    r1 = T.rsum(i, LO, K, T.real_of(T.F32, T.select(A, i)))
    hi = T.add(K, T.bv(1, 64)) if other == "bounds" else K
    body = T.real_of(T.F32, T.select(A, T.add(i, T.bv(1, 64)))) if other == "body" else r1.args[2]
    assert not _unsat(T.not_(T.eq(r1, T.rsum(i, LO, hi, body))))


I32 = T.var("mem:I", T.ARRAY(64, 32))


def _int(i: T.Term) -> T.Term:
    return T.select(I32, i)


@pytest.mark.parametrize("kind, expect", [
    ("add", lambda xs: sum(xs) & 0xFFFFFFFF),
    ("smax", lambda xs: max(xs, key=_signed32, default=0x80000000)),
    ("smin", lambda xs: min(xs, key=_signed32, default=0x7FFFFFFF)),
    ("umax", lambda xs: max(xs, default=0)),
    ("umin", lambda xs: min(xs, default=0xFFFFFFFF)),
])
def test_integer_folds_take_every_value_once_and_the_identity_when_empty(kind, expect):
    data = [5, 0xFFFFFFF0, 7, 0x80000000, 3]
    f = T.sum_of("ifold", LO, K, _int, kind)
    los, his = [0, 1, 0, 2, 4], [5, 4, 0, 1, 5]
    env = {"lo": np.array(los, dtype=np.uint64), "k": np.array(his, dtype=np.uint64),
           "mem:I": np.array(data, dtype=np.uint64)}
    (got,) = evaluate([f], env, 5)
    assert [int(v) for v in got] == [expect(data[lo:hi]) for lo, hi in zip(los, his)]
    e = T.fold_identity(kind, T.BV(32))
    assert e is T.fold_combine(kind, e, e)


def _signed32(v: int) -> int:
    return v - (1 << 32) if v >> 31 else v


def test_the_low_word_of_a_wide_integer_sum_is_the_sum_of_the_low_words():
    """numpy sums int32 in int64; stored back to int32, the sum is the 32-bit wrapping sum of the elements."""
    wide = T.sum_of("ifold", LO, K, lambda i: T.sext(_int(i), 64))
    assert T.extract(wide, 31, 0) is T.sum_of("ifold", LO, K, _int)
    assert T.extract(T.sum_of("ifold", LO, K, lambda i: T.sext(_int(i), 64), "smax"), 31, 0).op == "extract"


def test_smt_tells_integer_folds_of_different_kinds_apart():
    i = T.sum_var(1)
    mx, mn = (T.ifold(kind, i, LO, K, _int(i)) for kind in ("smax", "smin"))
    assert not _unsat(T.not_(T.eq(mx, mn)))
    assert _unsat(T.not_(T.eq(mx, T.ifold("smax", T.sum_var(2), LO, K, _int(T.sum_var(2))))))


def _ptx_max(values: list[float], kind: str) -> float:
    """PTX max/min of a row: NaN ignored, -0.0 below +0.0 (NaN if nothing else is left)."""
    rest = [v for v in values if v == v]
    key = lambda v: (v, np.signbit(v) == 0)  # +0.0 above -0.0
    return float("nan") if not rest else (max if kind == "max" else min)(rest, key=key)


@pytest.mark.parametrize("kind", T.ORDER_FOLD_KINDS)
def test_float_folds_ignore_nan_and_order_signed_zeros_in_any_order(kind):
    data = [0.0, -0.0, float("nan"), -2.5, float("-inf"), 3.0, -0.0, float("nan")]
    f = T.sum_of("ffold", LO, K, _elem, kind)
    los, his = [0, 0, 2, 1, 0, 5, 7], [2, 8, 3, 3, 0, 2, 8]
    env = {"lo": np.array(los, dtype=np.uint64), "k": np.array(his, dtype=np.uint64), "mem:A": _f32(data)}
    (got,) = evaluate([f], env, len(los))
    for g, lo, hi in zip(got, los, his):
        want = _ptx_max(data[lo:hi], kind)
        assert (g != g and want != want) or (g == want and np.signbit(g) == np.signbit(want)), (lo, hi, g, want)
    x, y, z = (T.var(v, T.FP(T.F32)) for v in "xyz")
    e = T.fold_identity(kind, T.FP(T.F32))  # NaN: combining with it changes nothing
    assert T.fold_combine(kind, e, x) is x
    assert T.minmax_of(T.fold_combine(kind, x, y)) == (kind, x, y)
    inf = T.fp_const(T.F32, float("-inf") if kind == "max" else float("inf"))
    assert T.minmax_of(T.fold_combine(kind, inf, z)) == (kind, inf, z)  # the constant's NaN test folded away


@pytest.mark.parametrize("kind", T.ORDER_FOLD_KINDS)
def test_real_folds_take_the_extreme_and_their_identity_when_empty(kind):
    r = T.sum_of("rfold", LO, K, lambda i: T.real_of(T.F32, T.select(A, i)), kind)
    env = {"lo": np.array([0, 1, 2], dtype=np.uint64), "k": np.array([3, 3, 2], dtype=np.uint64),
           "mem:A": _f32([1.5, -4, 2])}
    (got,) = evaluate([r], env, 3)
    pick = max if kind == "max" else min
    assert list(got) == [pick(Fraction(3, 2), -4, 2), pick(-4, 2), T.fold_identity(kind, T.REAL).value]
    assert abs(got[2]) == T.REAL_INFINITY
    a, b = T.var("a", T.REAL), T.var("b", T.REAL)
    assert T.minmax_of(T.fold_combine(kind, a, b)) in ((kind, a, b), (kind, b, a))
    with pytest.raises(ValueError):
        T.fold_combine("smax", a, b)


def test_a_float_fold_survives_rebuilding_and_smt_tells_kinds_apart():
    i = T.sum_var(1)
    mx, mn = (T.ffold(kind, i, LO, K, _elem(i)) for kind in T.ORDER_FOLD_KINDS)
    k2 = T.var("k2", T.BV(64))
    assert T.substitute(mx, {id(K): k2}) is T.ffold("max", i, LO, k2, _elem(i))
    assert not _unsat(T.not_(T.eq(mx, mn)))
    assert _unsat(T.not_(T.eq(mx, T.ffold("max", T.sum_var(2), LO, K, _elem(T.sum_var(2))))))
