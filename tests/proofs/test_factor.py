"""2-D in-bounds by factoring out the row length (proofs/factor.py): the split, the lemma, and its soundness."""
import numpy as np
import pytest

from equiv import smt, terms as T
from equiv.evaluate import evaluate
from proofs import factor, intsmt
from semantics.simt import in_bounds

N = T.sext(T.var("arg:n", T.BV(32)), 64)
D0 = T.sext(T.var("arg:k", T.BV(32)), 64)
SHAPE = (D0, N)
TOTAL = T.mul(D0, N, T.bv(4, 64))
ITER = T.var("iter", T.BV(64))
COL = T.sext(T.var("col", T.BV(32)), 64)


def test_an_offset_with_the_row_length_as_a_factor_splits_into_rows_and_columns():
    diff = T.add(T.mul(T.bv(4, 64), COL), T.mul(T.bv(64, 64), ITER, N))
    r, c = factor.rows_and_columns(in_bounds(diff, TOTAL, 4), SHAPE, TOTAL, 4)
    assert r is T.mul(T.bv(64, 64), ITER) and c is T.mul(T.bv(4, 64), COL)


def test_a_row_term_every_branch_of_a_merged_offset_shares_is_taken_out_of_the_selection():
    """Paths merged at a join (a loop run or skipped) select among offsets that all hold the row term."""
    p, q = T.var("p", T.BOOL), T.var("q", T.BOOL)
    row = T.mul(T.bv(64, 64), ITER, N)
    col = T.mul(T.bv(4, 64), COL)
    diff = T.ite(p, T.add(row, col, T.bv(32, 64)), T.ite(q, T.add(row, col), row))
    r, c = factor.rows_and_columns(in_bounds(diff, TOTAL, 4), SHAPE, TOTAL, 4)
    assert r is T.mul(T.bv(64, 64), ITER)
    assert c is T.ite(p, T.add(col, T.bv(32, 64)), T.ite(q, col, T.bv(0, 64)))
    env = {"p": np.array([True, False, False]), "q": np.array([False, True, False]), "iter": np.uint64(3),
           "arg:n": np.uint32(7), "col": np.uint32(5)}
    assert (np.asarray(evaluate([T.eq(T.add(T.mul(r, N), c), diff)], env, 3)[0]) == True).all()  # noqa: E712


def test_a_selection_whose_branches_hold_different_rows_splits_through_its_branches():
    """nvcc's 8x block after a 16x K-loop: B's address is ite(ran, (16*trips + 8)*n, 8*n) + col."""
    p = T.var("p", T.BOOL)
    col = T.mul(T.bv(4, 64), COL)
    diff = T.add(col, T.ite(p, T.mul(T.bv(64, 64), ITER, N), T.mul(T.bv(32, 64), N)))
    r, c = factor.rows_and_columns(in_bounds(diff, TOTAL, 4), SHAPE, TOTAL, 4)
    assert r is T.ite(p, T.mul(T.bv(64, 64), ITER), T.bv(32, 64)) and c is T.add(col, T.bv(0, 64))
    env = {"p": np.array([True, False]), "iter": np.uint64(3), "arg:n": np.uint32(7), "col": np.uint32(5)}
    assert (np.asarray(evaluate([T.eq(T.add(T.mul(r, N), c), diff)], env, 2)[0]) == True).all()  # noqa: E712


def test_a_branch_that_hides_the_row_length_in_a_product_is_no_split():
    p = T.var("p", T.BOOL)
    inside = T.sext(T.mul(T.var("arg:n", T.BV(32)), T.var("row", T.BV(32))), 64)
    diff = T.ite(p, T.mul(T.bv(64, 64), ITER, N), T.mul(T.bv(4, 64), inside))
    assert factor.rows_and_columns(in_bounds(diff, TOTAL, 4), SHAPE, TOTAL, 4) is None


def test_the_row_length_anywhere_else_is_no_split():
    inside = T.sext(T.mul(T.var("arg:n", T.BV(32)), T.var("row", T.BV(32))), 64)  # n inside a 32-bit product
    diff = T.add(T.mul(T.bv(4, 64), inside), T.mul(T.bv(4, 64), ITER, N))
    assert factor.rows_and_columns(in_bounds(diff, TOTAL, 4), SHAPE, TOTAL, 4) is None
    assert factor.rows_and_columns(in_bounds(T.mul(T.bv(4, 64), COL), TOTAL, 4), SHAPE, TOTAL, 4) is None


def test_an_in_bounds_of_another_element_size_is_no_split():
    diff = T.add(T.mul(T.bv(4, 64), COL), T.mul(T.bv(64, 64), ITER, N))
    assert factor.rows_and_columns(in_bounds(diff, TOTAL, 2), SHAPE, TOTAL, 4) is None


@pytest.mark.parametrize("solver", ["cvc5", "z3"])
def test_the_lemma_is_valid_for_two_solvers(solver):
    """Certificates need two solvers to agree: both must see it quickly (its integer reading)."""
    for name, goal in factor.lemma_goals({1, 2, 4, 8}):
        assert smt.solve(intsmt.to_int_smtlib(goal), solver, 30).status == "unsat", name


def test_the_premises_imply_the_access_is_inside_at_random_points():
    """Where the premises hold at 64-bit R, C, D0, N, the access at R*N + C is inside: sampled, a check that the
    lemma's instance says what split relies on."""
    R, C, D0v, Nv = (T.var(f"v:{v}", T.BV(64)) for v in ("R", "C", "D0", "N"))
    inside = in_bounds(T.add(T.mul(R, Nv), C), T.mul(D0v, Nv, T.bv(4, 64)), 4)
    rng = np.random.default_rng(0)
    n = 20000
    env = {"v:D0": rng.integers(0, 300, n).astype(np.uint64), "v:N": rng.integers(0, 300, n).astype(np.uint64),
           "v:R": (rng.integers(0, 320, n) * 4 + (rng.random(n) < 0.1)).astype(np.uint64),
           "v:C": (rng.integers(0, 320, n) * 4).astype(np.uint64)}
    held, ok = (np.broadcast_to(x, (n,)) for x in evaluate([factor.premises(R, C, D0v, Nv, 4), inside], env, n))
    assert held.sum() > 1000 and ok[held].all()
    assert not held[env["v:R"] % 4 != 0].any()  # a misaligned row offset is no instance
