"""The division lemma: its arithmetic criterion agrees with brute force, and it recognises real idioms only."""
import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from equiv import terms as T
from equiv.evaluate import evaluate
from proofs.lemmas import division_identity, recognise, rewrite


@settings(max_examples=300, deadline=None)
@given(a=st.integers(1, 300), b=st.integers(0, 40), c=st.integers(1, 5000), d=st.integers(2, 40),
       width=st.integers(3, 10))
def test_criterion_matches_brute_force(a, b, c, d, width):
    xs = range(1 << width)
    truth = all((a * x + b) // c == x // d for x in xs)
    assert division_identity(a, b, c, d, width) == truth


x = T.var("x", T.BV(32))


def hi(v, m):
    return T.extract(T.mul(T.zext(v, 64), T.bv(m, 64)), 63, 32)


def test_recognises_ptxas_idioms_and_rejects_wrong_magic():
    q13 = T.lshr(hi(x, 0x4EC4EC4F), T.bv(2, 32))
    t = hi(x, 0x24924925)
    q7 = T.lshr(T.add(T.lshr(T.sub(x, t), T.bv(1, 32)), t), T.bv(2, 32))
    assert recognise(q13)[0] is T.udiv(x, T.bv(13, 32))
    assert recognise(q7)[0] is T.udiv(x, T.bv(7, 32))
    assert recognise(T.lshr(hi(x, 0x4EC4EC4E), T.bv(2, 32))) is None
    xs = np.random.default_rng(0).integers(0, 2 ** 32, 50000, dtype=np.uint64)
    for q, d in ((q13, 13), (q7, 7)):
        assert np.all(evaluate([q], {"x": xs}, len(xs))[0] == xs // np.uint64(d))


def test_rewrite_reports_the_lemmas_it_used():
    r13 = T.sub(x, T.mul(T.bv(13, 32), T.lshr(hi(x, 0x4EC4EC4F), T.bv(2, 32))))
    (out,), used = rewrite([r13])
    assert out is T.urem(x, T.bv(13, 32))
    assert [u.d for u in used] == [13] and all(u.holds() for u in used)
