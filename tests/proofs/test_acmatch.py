"""proofs/acmatch.py: conditions under which two reductions in different orders are equal."""
from equiv import terms as T
from equiv.evaluate import evaluate
from proofs.acmatch import ac_congruent, settled_guards

import numpy as np

X = T.var("mem:x", T.ARRAY(64, 32))
C = T.var("ctaid.x", T.BV(64))
N = T.var("arg:n", T.BV(64))


def atom(k: int, base: T.Term = C) -> T.Term:
    return T.real_of(T.F32, T.select(X, T.add(T.mul(base, T.bv(8, 64)), T.bv(k, 64))))


CONTEXT = T.ult(C, T.bv(4, 64))


def test_the_same_atoms_in_another_order_pair_up():
    left = T.radd(*[atom(k) for k in range(8)])
    right = T.radd(T.radd(atom(7), atom(3)), T.radd(*[atom(k) for k in (0, 1, 2, 4, 5, 6)]))
    assert ac_congruent(left, right, CONTEXT) is T.true()


def test_indices_that_are_equal_only_as_values_give_a_condition_to_prove():
    other = T.add(T.mul(C, T.bv(4, 64)), T.mul(C, T.bv(4, 64)))  # 8c written differently
    left = T.radd(*[atom(k) for k in range(4)])
    right = T.radd(*[atom(k, T.udiv(other, T.bv(8, 64))) for k in range(4)])
    cond = ac_congruent(left, right, CONTEXT)
    assert cond is not None and not cond.is_const()


def test_guarded_summands_pair_with_their_atom_under_the_guard():
    guard = T.ult(T.add(T.mul(C, T.bv(8, 64)), T.bv(5, 64)), N)
    left = T.radd(*[atom(k) for k in range(5)], T.ite(guard, atom(5), T.real_const(0)))
    right = T.radd(*[atom(k) for k in range(6)])
    cond = ac_congruent(left, right, CONTEXT)
    (holds,) = evaluate([cond], {"ctaid.x": np.array([1], np.uint64), "arg:n": np.array([100], np.uint64)}, 1)
    (fails,) = evaluate([cond], {"ctaid.x": np.array([1], np.uint64), "arg:n": np.array([10], np.uint64)}, 1)
    assert bool(holds[0]) and not bool(fails[0])


def test_sums_of_different_lengths_or_other_reads_do_not_pair():
    assert ac_congruent(T.radd(atom(0), atom(1)), T.radd(atom(0), atom(1), atom(2)), CONTEXT) is None
    assert ac_congruent(T.radd(atom(0), atom(1)), T.radd(atom(0), atom(2)), CONTEXT) is None
    assert ac_congruent(atom(0), atom(0), CONTEXT) is None  # not sums: congruence elsewhere decides


def test_max_trees_in_different_orders_pair_up():
    ints = [T.select(T.var("mem:v", T.ARRAY(64, 32)), T.add(C, T.bv(k, 64))) for k in range(4)]
    smax = lambda a, b: T.ite(T.slt(a, b), b, a)  # noqa: E731
    left = smax(smax(ints[0], ints[1]), smax(ints[2], ints[3]))
    right = smax(smax(smax(ints[3], ints[0]), ints[2]), ints[1])
    assert ac_congruent(left, right, CONTEXT) is T.true()
    smin = lambda a, b: T.ite(T.slt(a, b), a, b)  # noqa: E731
    assert ac_congruent(left, smin(smin(ints[0], ints[1]), smin(ints[2], ints[3])), CONTEXT) is None


def test_in_range_tests_true_in_every_sampled_thread_are_settled():
    """i < n for the lanes of a block when n is a whole number of blocks: settled true (a guess the caller
    must prove); a test that depends on the lane's data or fails somewhere is not settled."""
    whole = T.and_(CONTEXT, T.eq(T.urem(N, T.bv(8, 64)), T.bv(0, 64)), T.ult(C, T.udiv(N, T.bv(8, 64))))
    in_range = T.ult(T.add(T.mul(C, T.bv(8, 64)), T.bv(5, 64)), N)
    below_ten = T.ult(N, T.bv(10, 64))
    by_data = T.eq(T.select(X, C), T.bv(0, 32))
    t = T.radd(T.ite(in_range, atom(5), T.real_const(0)), T.ite(below_ten, atom(1), atom(2)),
               T.ite(by_data, atom(3), atom(4)))
    assert settled_guards(t, whole) == [(in_range, True)]
    assert settled_guards(t, CONTEXT) == []  # without the whole-blocks facts, some n puts the lane past the end
