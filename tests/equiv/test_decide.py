"""The wall-clock budget of one verdict (equiv/decide.py): building a meaning has no solver limit of its own,
so a candidate whose construction runs on is stopped with `unknown`, never a verdict."""
import signal
import time
from pathlib import Path

import pytest

from equiv import decide as D
from equiv import prover
from semantics.candidate import Candidate
from semantics.tensor.load import load_ref

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "tests" / "data" / "corpus"


def test_a_construction_that_runs_on_is_unknown_at_the_budget(monkeypatch):
    def endless(*args, **kw):
        while True:
            time.sleep(0.01)
    monkeypatch.setattr(D, "build_problem", endless)
    monkeypatch.setattr(D, "GRACE", 0.0)
    monkeypatch.setattr(D, "SLACK", 1.0)
    ref = load_ref(CORPUS / "refs" / "saxpy_ref.py", kernel="saxpy_fma")
    t0 = time.perf_counter()
    v = D.decide(ref, Candidate.from_file(CORPUS / "sass" / "saxpy.sm_90.sass"), None, "exact", None,
                 prover.Options(timeout=0.3))
    assert v.status == "unknown" and "timeout" in v.reason and "reading the candidate" in v.reason
    assert time.perf_counter() - t0 < 5
    assert signal.getitimer(signal.ITIMER_REAL)[0] == 0  # the timer is disarmed again


def test_within_the_budget_the_verdict_is_the_provers():
    ref = load_ref(CORPUS / "refs" / "saxpy_ref.py", kernel="saxpy_fma")
    v = D.decide(ref, Candidate.from_file(CORPUS / "sass" / "saxpy.sm_90.sass"), None, "exact", None,
                 prover.Options(timeout=60))
    assert v.status == "proved", v.format()
    assert signal.getitimer(signal.ITIMER_REAL)[0] == 0


def test_an_outer_budget_is_left_alone():
    with D.wall_clock(30):
        armed = signal.getitimer(signal.ITIMER_REAL)[0]
        with D.wall_clock(0.01):
            time.sleep(0.05)  # the inner budget arms nothing: no interruption
        assert 0 < signal.getitimer(signal.ITIMER_REAL)[0] <= armed
    assert signal.getitimer(signal.ITIMER_REAL)[0] == 0
