"""Every recorded oracle finding (tests/data/oracle_findings/NNN-*.ptx with the .sass ptxas made of it)
still has the status expected.json records.

A finding is a program on which the PTX semantics and the SASS semantics disagree (refuted) or cannot be
compared (unknown).  When the semantics are fixed its status becomes "proved": update expected.json then
(the test says which entry).  No ptxas is needed: the SASS is committed.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from equiv.progprove import prove_programs
from semantics.candidate import Candidate

DIR = Path(__file__).resolve().parents[1] / "data" / "oracle_findings"
EXPECTED = json.loads((DIR / "expected.json").read_text()) if (DIR / "expected.json").exists() else {}
FINDINGS = sorted(p.stem for p in DIR.glob("[0-9][0-9][0-9]-*.ptx"))


def test_every_finding_is_recorded():
    assert sorted(EXPECTED) == FINDINGS, "expected.json and the NNN-*.ptx files must name the same findings"
    for stem in FINDINGS:
        assert (DIR / f"{stem}.sass").exists(), f"{stem}.ptx has no {stem}.sass (nvdisasm of ptxas' cubin)"


@pytest.mark.parametrize("stem", FINDINGS)
def test_finding_status(stem):
    want = EXPECTED[stem]
    ptx = Candidate.from_ptx((DIR / f"{stem}.ptx").read_text(), f"{stem}.ptx")
    sass = Candidate.from_sass((DIR / f"{stem}.sass").read_text(), f"{stem}.sass")
    v = prove_programs(ptx, sass, kernel=want.get("kernel"), timeout=60)
    assert v.status == want["status"], (
        f"{stem}: now {v.status} ({v.reason or 'no reason'}), expected.json says {want['status']}: "
        f"if the semantics were fixed, set its status to {v.status!r} in tests/data/oracle_findings/expected.json")
