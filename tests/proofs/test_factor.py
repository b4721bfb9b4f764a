"""2-D in-bounds by factoring out the row length (proofs/factor.py): the split, the lemma, and its soundness."""
import numpy as np

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
    r, c = factor.rows_and_columns(in_bounds(diff, TOTAL, 4), SHAPE, TOTAL)
    assert r is T.mul(T.bv(64, 64), ITER) and c is T.mul(T.bv(4, 64), COL)


def test_the_row_length_anywhere_else_is_no_split():
    inside = T.sext(T.mul(T.var("arg:n", T.BV(32)), T.var("row", T.BV(32))), 64)  # n inside a 32-bit product
    diff = T.add(T.mul(T.bv(4, 64), inside), T.mul(T.bv(4, 64), ITER, N))
    assert factor.rows_and_columns(in_bounds(diff, TOTAL, 4), SHAPE, TOTAL) is None
    assert factor.rows_and_columns(in_bounds(T.mul(T.bv(4, 64), COL), TOTAL, 4), SHAPE, TOTAL) is None


def test_the_lemma_is_valid():
    (name, goal), = factor.lemma_goals({4})
    assert name == "factor-lemma:4"
    assert smt.solve(intsmt.to_int_smtlib(goal), "cvc5", 30).status == "unsat"


def test_the_lemma_holds_at_random_points():
    """Where the premises hold, the access is inside the buffer: sampled, a check on the statement itself."""
    (_, goal), = factor.lemma_goals({4})
    rng = np.random.default_rng(0)
    n = 20000
    env = {"lemma:D0": rng.integers(0, 300, n).astype(np.uint64), "lemma:N": rng.integers(0, 300, n).astype(np.uint64)}
    env["lemma:R"] = (rng.integers(0, 320, n) * 4).astype(np.uint64)
    env["lemma:C"] = (rng.integers(0, 320, n) * 4).astype(np.uint64)
    (bad,) = evaluate([goal], env, n)
    premises = evaluate([factor.premises(*(T.var(f"lemma:{v}", T.BV(64)) for v in ("R", "C", "D0", "N")), 4)],
                        env, n)[0]
    assert premises.sum() > 1000 and not np.broadcast_to(bad, (n,)).any()
