"""Benchmark: median seconds per verdict on the corpus, proved and refuted apart; warm Session and cold CLI.

    python bench/run.py [--cold N] [--arch sm_90]

Prints a table. Targets (issue 2): refutation in a warm Session < 50 ms median, an elementwise proof < 2 s median.
"""
from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
CORPUS = ROOT / "tests" / "data" / "corpus"


def main() -> int:
    import equiv
    from semantics.candidate import Candidate

    ap = argparse.ArgumentParser()
    ap.add_argument("--arch", action="append", help="timed archs (default: sm_90 sm_100; sm_80 warms the session)")
    ap.add_argument("--cold", type=int, default=4, help="cases timed through the CLI (a fresh process each)")
    ap.add_argument("--timeout", type=float, default=20.0, help="seconds per verdict")
    args = ap.parse_args()
    archs = args.arch or ["sm_90", "sm_100"]  # sm_80 warms each session
    cases = json.loads((CORPUS / "manifest.json").read_text())
    warm: dict[str, list[float]] = {"proved": [], "refuted": [], "unknown": []}
    wrong: list[str] = []
    for case in cases:
        ref = equiv.load_ref(CORPUS / "refs" / case["ref"], kernel=case["kernel"])
        session = equiv.Session(ref, contract=case["contract"], finite=case["finite"] or None, timeout=args.timeout)
        texts = {a: (CORPUS / "sass" / f"{Path(case['cu']).stem}.{a}.sass").read_text()
                 for a in ("sm_80", "sm_90", "sm_100")}
        session.check(Candidate.from_sass(texts["sm_80"]))  # warm the session on another candidate
        for arch in archs:
            t0 = time.perf_counter()
            v = session.check(Candidate.from_sass(texts[arch]))
            warm[v.status].append(time.perf_counter() - t0)
            if v.status != case["expect"]:
                wrong.append(f"{case['name']} on {arch}: {v.status}, manifest {case['expect']}")
    cold: list[float] = []
    for case in cases[: args.cold]:
        stem = Path(case["cu"]).stem
        cmd = [sys.executable, "-m", "equiv.cli", "prove", str(CORPUS / "refs" / case["ref"]),
               str(CORPUS / "sass" / f"{stem}.sm_90.sass"), "--kernel", case["kernel"], "--contract", case["contract"]]
        t0 = time.perf_counter()
        subprocess.run(cmd, capture_output=True, cwd=ROOT)
        cold.append(time.perf_counter() - t0)
    print(f"{'measure':34} {'n':>4} {'median s':>10} {'max s':>8}")
    for status, xs in warm.items():
        if xs:
            print(f"{'warm Session, ' + status:34} {len(xs):4} {statistics.median(xs):10.4f} {max(xs):8.3f}")
    if cold:
        print(f"{'cold CLI (sm_90)':34} {len(cold):4} {statistics.median(cold):10.4f} {max(cold):8.3f}")
    print(f"verdicts different from the manifest: {len(wrong)}")
    for line in wrong:
        print(f"  {line}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
