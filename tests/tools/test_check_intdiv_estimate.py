"""tools/check_intdiv_estimate.py: the lemma behind reading ptxas's integer division as exact.  The full run
covers every divisor (minutes); here a sample and the edges, and the check's power to fail."""
import numpy as np

from tools import check_intdiv_estimate as C


def test_the_lemma_holds_on_a_sample_and_the_edges(capsys):
    assert C.main(["--sample", "200000"]) == 0
    assert "failures: 0" in capsys.readouterr().out


def test_the_check_fails_where_the_reciprocal_is_two_steps_too_large(monkeypatch):
    """The band matters: two bit steps above the correctly rounded reciprocal overshoot at D = 3 (E*D > 2^32,
    the first quotient one too large, which the corrections cannot lower)."""
    monkeypatch.setattr(C, "ULPS", (2,))
    assert C.bad_divisors(np.array([3], dtype=np.uint64)).tolist() == [3]


def test_the_estimate_is_ptxas_s_arithmetic_for_a_small_divisor():
    d = np.array([1, 7], dtype=np.uint64)
    e = C.refined_estimate(d, np.float32(1.0) / C.rp_f32(d))
    assert e.tolist() == [2 ** 32 - 1, (2 ** 32 - 1) // 7]
