"""Benchmark: the block-level corpus (tests/data/blocks), one row per case: verdict and seconds.

    python bench/blocks.py [--arch sm_90] [--timeout 120] [NAME ...]

Issue 5's bars: a block reduction proved under `real` in under 10 s; the 16x16 tiled matmul with symbolic K
(`matmul_tiled`) in under 60 s: 56 s on a quiet 2-core machine (session 15; its K-loop with barriers read by
induction over the block, semantics/blockloop.py).
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
BLOCKS = ROOT / "tests" / "data" / "blocks"


def main() -> int:
    from equiv.api import prove
    from semantics.candidate import Candidate
    from semantics.tensor.load import load_ref

    ap = argparse.ArgumentParser()
    ap.add_argument("names", nargs="*", help="cases to run (default: all)")
    ap.add_argument("--arch", default="sm_90")
    ap.add_argument("--timeout", type=float, default=120.0, help="seconds per verdict")
    args = ap.parse_args()
    print(f"{'case':26} {'expect':8} {'verdict':8} {'seconds':>8}  reason")
    wrong = 0
    for case in json.loads((BLOCKS / "manifest.json").read_text()):
        if args.names and case["name"] not in args.names:
            continue
        ref = load_ref(BLOCKS / "refs" / case["ref"], kernel=case["kernel"])
        cand = Candidate.from_file(BLOCKS / "sass" / f"{Path(case['cu']).stem}.{args.arch}.sass")
        t0 = time.perf_counter()
        v = prove(ref, cand, contract=case["contract"], finite=case["finite"] or None, timeout=args.timeout)
        seconds = time.perf_counter() - t0
        wrong += v.status not in (case["expect"], "unknown")
        print(f"{case['name']:26} {case['expect']:8} {v.status:8} {seconds:8.2f}  {(v.reason or '')[:70]}", flush=True)
    print(f"verdicts opposite to the manifest: {wrong}")
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
