"""Session: the same verdicts from check, check_many and the CLI; refutations are fast once warm."""
import statistics
import time
from pathlib import Path

import equiv

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "tests" / "data" / "corpus"


def texts(*stems, arch="sm_90"):
    return [(CORPUS / "sass" / f"{s}.{arch}.sass").read_text() for s in stems]


def test_check_many_matches_check():
    ref = equiv.load_ref(CORPUS / "refs" / "vadd_ref.py", kernel="vadd")
    session = equiv.Session(ref, arch="sm_90")
    cands = texts("vadd", "vsub", "vadd_nobounds", "vadd_le", "vadd")
    one_by_one = [session.check(c).status for c in cands]
    assert one_by_one == ["proved", "refuted", "refuted", "refuted", "proved"]
    assert [v.status for v in session.check_many(cands, workers=2)] == one_by_one


def test_warm_session_refutes_quickly():
    ref = equiv.load_ref(CORPUS / "refs" / "vadd_ref.py", kernel="vadd")
    session = equiv.Session(ref, arch="sm_90")
    (wrong,) = texts("vadd_nobounds")
    session.check(wrong)
    times = []
    for _ in range(5):
        t0 = time.perf_counter()
        assert session.check(wrong).status == "refuted"
        times.append(time.perf_counter() - t0)
    assert statistics.median(times) < 1.0  # the 50 ms target is measured in bench/, not asserted here
