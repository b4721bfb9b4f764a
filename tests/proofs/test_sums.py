"""proofs/sums.py: two sums over symbolic ranges are equal when bounds and bodies are (body with the
index free in the range), and the condition fails when either differs."""
from __future__ import annotations

from equiv import smt
from equiv import terms as T
from proofs.sums import sum_congruent

K = T.var("k", T.BV(64))
A = T.var("mem:A", T.ARRAY(64, 32))


def _rsum(index_of, hi=K) -> T.Term:
    return T.sum_of("rsum", T.bv(0, 64), hi, lambda i: T.real_of(T.F32, T.select(A, index_of(i))))


def _holds(cond: T.Term, context: T.Term = T.true()) -> bool:
    goal = T.and_(context, T.not_(cond))
    return smt.solve_portfolio(smt.to_smtlib([goal]), timeout_s=10).status == "unsat"


def test_bodies_equal_only_in_the_range():
    # (i * 4) / 4 = i only while i * 4 does not wrap: true in [0, k) for k < 2^62, false beyond
    plain = _rsum(lambda i: i)
    scaled = _rsum(lambda i: T.lshr(T.mul(i, T.bv(4, 64)), T.bv(2, 64)))
    assert T.eq(plain, scaled) is not T.true()  # different terms: only the condition relates them
    cond = sum_congruent(plain, scaled)
    assert _holds(cond, T.slt(K, T.bv(1 << 62, 64)))
    assert not _holds(cond)


def test_different_bounds_or_bodies_fail():
    plain = _rsum(lambda i: i)
    assert not _holds(sum_congruent(plain, _rsum(lambda i: i, T.add(K, T.bv(1, 64)))))
    assert not _holds(sum_congruent(plain, _rsum(lambda i: T.add(i, T.bv(1, 64)))))
    assert sum_congruent(T.real_const(0), T.real_const(1)) is None  # no sum: not this module's business


def test_zero_is_an_empty_sum_and_ite_splits():
    # a loop's accumulator: the sum where the loop was entered, its start 0 where it was not
    plain = _rsum(lambda i: i)
    assert _holds(sum_congruent(plain, T.real_const(0)), T.sle(K, T.bv(0, 64)))
    assert not _holds(sum_congruent(plain, T.real_const(0)))
    entered = T.slt(T.bv(0, 64), K)
    assert _holds(sum_congruent(T.ite(entered, plain, T.real_const(0)), plain))
    assert not _holds(sum_congruent(T.ite(entered, plain, T.real_const(1)), plain) or T.false())


def test_cnf_and_integer_routes_decline_sums():
    """Sums are uninterpreted in the SMT reading: the CNF (bit-blasting) and integer routes must decline them."""
    from proofs import bitblast, intsmt
    fs = T.sum_of("fsum", T.bv(0, 64), K, lambda i: T.fp_from_bits(T.F32, T.extract(i, 31, 0)))
    goal = T.not_(T.eq(T.fp_to_bits(fs, 0x7fffffff), T.bv(0, 32)))
    assert not bitblast.applicable(goal)
    assert not intsmt.applicable(T.and_(T.slt(T.bv(0, 64), K), T.not_(T.eq(_rsum(lambda i: i), T.real_const(0)))))
