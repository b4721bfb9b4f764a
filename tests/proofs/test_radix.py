"""Mixed-radix rewriting (proofs/radix.py): which rules fire, their lemmas, and that a rewrite keeps its value
wherever its side conditions hold."""
import numpy as np
import pytest

from equiv import smt, terms as T
from equiv.evaluate import evaluate
from proofs import radix

X = T.var("x", T.BV(32))
N = T.var("arg:n", T.BV(32))
ROW = T.var("row", T.BV(32))
WIDE = T.var("t", T.BV(64))
CHAIN = T.zext(T.sext(X, 62), 64)  # nvcc's 62-bit sign extension of an index, then the 64-bit address math
LIFTED = T.zext(T.add(T.sext(T.mul(N, ROW), 62), T.mul(T.bv(16, 62), T.extract(WIDE, 61, 0))), 64)
WORDS = T.zext(T.add(T.mul(T.bv(2, 32), N), X, T.mul(T.bv(16, 32), ROW)), 64)  # a 32-bit index of ids and sizes


def _rewritten(goal_part: T.Term, words: bool = False) -> tuple[T.Term, radix.Rewriter]:
    rw = radix.Rewriter(T.eq(goal_part, goal_part), words)
    return rw(goal_part), rw


def test_an_extension_chain_with_a_sign_extension_becomes_a_zero_extension():
    out, rw = _rewritten(CHAIN)
    assert out is T.zext(X, 64)
    assert rw.rules == {("chain", (("sext", 62), ("zext", 64)))}
    assert any(c is T.ult(X, T.bv(1 << 31, 32)) for c in rw.conditions)


def test_a_narrow_sum_under_a_zero_extension_is_lifted_to_64_bits():
    out, rw = _rewritten(LIFTED)
    assert out.width == 64 and not any(x.op == "extract" for x in T.postorder([out]))
    assert ("trunc", 62, 64) in rw.rules


def test_a_word_sum_of_variables_is_lifted_to_a_sum_of_their_zero_extensions():
    assert _rewritten(WORDS)[0] is WORDS  # only where asked: elsewhere the word is kept whole
    out, rw = _rewritten(WORDS, words=True)
    assert out is T.add(T.mul(T.bv(2, 64), T.zext(N, 64)), T.zext(X, 64), T.mul(T.bv(16, 64), T.zext(ROW, 64)))
    assert rw.rules == {("trunc", 32, 64)}


def test_a_bit_field_is_not_lifted():
    field = T.zext(T.extract(WIDE, 1, 0), 64)  # k & 3 is k % 4, no index that fits
    out, rw = _rewritten(field)
    assert out is field and not rw.rules


@pytest.mark.parametrize("term", [CHAIN, LIFTED, WORDS], ids=["chain", "lift", "words"])
def test_where_the_conditions_hold_the_rewrite_keeps_its_value(term):
    out, rw = _rewritten(term, words=term is WORDS)
    rng = np.random.default_rng(1)
    n = 20000
    small = rng.random(n) < 0.7  # mostly in range, so the conditions hold often
    env = {"x": np.where(small, rng.integers(0, 1 << 20, n), rng.integers(0, 1 << 32, n)).astype(np.uint64),
           "arg:n": np.where(small, rng.integers(0, 1 << 12, n), rng.integers(0, 1 << 31, n)).astype(np.uint64),
           "row": rng.integers(0, 1 << 12, n).astype(np.uint64),
           "t": np.where(small, rng.integers(0, 1 << 20, n), rng.integers(0, 1 << 63, n)).astype(np.uint64)}
    vals = [np.broadcast_to(v, (n,)) for v in evaluate([term, out, *rw.conditions], env, n)]
    held = np.logical_and.reduce([v.astype(bool) for v in vals[2:]])
    assert held.sum() > 1000 and (vals[0][held] == vals[1][held]).all()
    assert (vals[0] != vals[1]).any()  # outside the conditions the forms differ: the conditions are needed


def test_every_rule_used_has_a_lemma_a_solver_proves():
    rules = _rewritten(CHAIN)[1].rules | _rewritten(LIFTED)[1].rules
    goals = radix.lemma_goals(rules)
    assert {name for name, _ in goals} >= {"radix-lemma:chain.sext62.zext64", "radix-lemma:trunc62.64"}
    for name, goal in goals:
        assert smt.solve(smt.to_smtlib([goal]), "bitwuzla", 30).status == "unsat", name


@pytest.mark.parametrize("shared", [False, True])
def test_a_point_that_breaks_a_claim_satisfies_some_piece(shared):
    """conjunct_pieces is a split: wherever base holds and some premise -> claim fails, a piece holds there."""
    y = T.var("y", T.BV(32))
    base = T.ult(X, T.bv(1 << 20, 32))
    claims = [(T.ult(y, T.bv(50, 32)), T.ult(CHAIN, T.bv(1000, 64))),
              (T.ult(y, T.bv(50, 32)), T.ult(T.zext(T.sext(y, 62), 64), T.bv(40, 64))),
              (T.true(), T.ult(T.zext(T.sext(X, 62), 64), T.bv(1 << 19, 64)))]
    pieces, rules = radix.conjunct_pieces(base, claims, shared)
    assert rules and len(pieces) >= (2 if shared else len(claims))
    rng = np.random.default_rng(2)
    n = 20000
    env = {"x": rng.integers(0, 1 << 21, n).astype(np.uint64), "y": rng.integers(0, 64, n).astype(np.uint64)}
    goal = T.and_(base, T.not_(T.and_(*[T.implies(p, c) for p, c in claims])))
    held, *each = (np.broadcast_to(v, (n,)).astype(bool) for v in evaluate([goal, *pieces], env, n))
    assert held.sum() > 1000 and np.logical_or.reduce(each)[held].all()


def test_a_rewrite_inside_a_branch_needs_its_condition_only_where_the_branch_is_taken():
    """A loop's exit value ite(ran, x0 + trips*d, x0): the lifting of the taken branch is conditional on `ran`,
    so a trip count that is free where the loop did not run does not break the split."""
    ran = T.ult(X, T.bv(100, 32))
    goal = T.ult(T.ite(ran, CHAIN, T.bv(7, 64)), T.bv(1000, 64))
    rw = radix.Rewriter(goal)
    out = rw(goal)
    assert out is T.ult(T.ite(ran, T.zext(X, 64), T.bv(7, 64)), T.bv(1000, 64))
    assert rw.conditions == [T.implies(ran, T.ult(X, T.bv(1 << 31, 32)))]
    pieces, _ = radix.pieces(goal)
    rng = np.random.default_rng(3)
    n = 20000
    env = {"x": rng.integers(0, 1 << 32, n).astype(np.uint64)}
    held, *each = (np.broadcast_to(v, (n,)).astype(bool) for v in evaluate([goal, *pieces], env, n))
    assert held.sum() > 100 and np.logical_or.reduce(each)[held].all()  # still a split


def test_an_equality_that_is_a_ring_identity_folds_after_lifting():
    j = T.var("j", T.BV(64))
    nz = T.zext(N, 64)
    goal = T.and_(T.ult(X, T.bv(5, 32)), T.not_(T.eq(T.add(T.mul(T.bv(12, 64), nz), T.mul(T.bv(16, 64), nz, j)),
                                                     T.mul(nz, T.add(T.mul(T.bv(16, 64), j), T.bv(12, 64))))))
    rw = radix.Rewriter(goal)
    assert rw(goal) is T.false() and ("ring",) in rw.rules
    assert radix.lemma_goals(rw.rules) == []  # an identity of the ring needs no lemma


def test_a_long_chain_of_branches_is_rewritten_without_deep_recursion():
    """A block's merged value selects each thread's term by tid: 2000 nested if-then-else."""
    term = T.bv(0, 64)
    for k in range(2000):
        term = T.ite(T.eq(X, T.bv(k, 32)), T.zext(T.sext(T.add(X, T.bv(k, 32)), 62), 64), term)
    goal = T.ult(term, T.bv(1 << 40, 64))
    rw = radix.Rewriter(goal)
    out = rw(goal)
    assert ("chain", (("sext", 62), ("zext", 64))) in rw.rules and out is not goal
