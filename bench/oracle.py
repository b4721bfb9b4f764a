"""Benchmark / long run of the ptxas oracle: random straight-line PTX proved equal to the SASS ptxas makes.

    python bench/oracle.py [--n 5000] [--arch sm_90] [--opt -O3] [--profile full|ci] [--size 5,30]
                           [--timeout 20] [--jobs N] [--seed S] [--keep-findings] [--minimize]

Prints a table: programs, proved / refuted / unknown, median and p95 seconds per program, the unknown
reasons, every refutation (seed and kernel, to reproduce with frontends.ptx_oracle.random_batch), and the
instruction-form coverage: how many of the PTX table's forms (`PTX.forms()`: opcode with its modifiers)
the random programs exercised, how many (opcode, modifier) pairs, and the modeled ones never exercised.

--profile full (default) draws every modeled form; ci is what tests/frontends/test_random_ptx.py draws.
--keep-findings draws the recorded ptxas deviations too (tests/data/oracle_findings), which the
generator otherwise steers clear of.  --minimize shrinks each refutation (frontends.ptx_oracle.minimize)
and prints it.
"""
from __future__ import annotations

import argparse
import collections
import os
import re
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def _norm(reason: str) -> str:
    """An unknown's reason without file positions, registers and numbers, so that like ones group."""
    reason = re.sub(r"^\S+:\d+: (/\*\w+\*/ )?", "", reason)
    reason = re.sub(r"\b(?:U?R\d+|U?P\d)\b|0x[0-9a-fA-F]+|%\w+|\b\d+(?:\.\d+)?(?:e[+-]?\d+)?\b", "#", reason)
    reason = re.sub(r"Reg\(.*", "Reg(...)", reason)
    return reason[:140]


def coverage(results, table) -> dict:
    """Which of the table's forms the programs exercised (all programs, and proved ones)."""
    used: dict[str, set[str]] = collections.defaultdict(set)
    proved: dict[str, set[str]] = collections.defaultdict(set)
    combos: set[tuple[str, tuple[str, ...]]] = set()
    for r in results:
        for op, mods in r.forms:
            used[op].update(mods)
            combos.add((op, tuple(mods)))
            if r.status == "proved":
                proved[op].update(mods)
    forms = dict(table)
    pairs = {(op, m) for op, mods in forms.items() for m in mods}
    return {
        "opcodes": len(forms),
        "opcodes_used": sorted(op for op in forms if op in used),
        "opcodes_proved": sorted(op for op in forms if op in proved),
        "pairs": len(pairs),
        "pairs_used": sorted(p for p in pairs if p[1] in used.get(p[0], ())),
        "pairs_proved": sorted(p for p in pairs if p[1] in proved.get(p[0], ())),
        "never": {op: sorted(m for m in mods if m not in used.get(op, ())) for op, mods in forms.items()},
        "combos": len(combos),
        "unmodeled_used": sorted(op for op in used if op not in forms),
    }


def main() -> int:
    from frontends.ptx_oracle import check_batch, compile_batch, explain, have_ptxas, minimize, random_batch
    from frontends.random_ptx import PROFILES
    from semantics.isa.ptx.table import PTX

    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--n", type=int, default=5000, help="programs (default 5000)")
    ap.add_argument("--arch", default="sm_90")
    ap.add_argument("--opt", default="-O3")
    ap.add_argument("--profile", default="full", choices=sorted(PROFILES))
    ap.add_argument("--size", default="5,30", help="random instructions per program, LO,HI (default 5,30)")
    ap.add_argument("--timeout", type=float, default=20.0, help="solver seconds per program (default 20)")
    ap.add_argument("--samples", type=int, default=8, help="concrete runs before the solver (default 8)")
    ap.add_argument("--batch", type=int, default=100, help="programs per ptxas call (default 100)")
    ap.add_argument("--jobs", type=int, default=max(1, len(os.sched_getaffinity(0))))
    ap.add_argument("--seed", default="bench")
    ap.add_argument("--keep-findings", action="store_true", help="also draw the recorded ptxas deviations")
    ap.add_argument("--minimize", action="store_true", help="shrink and print every refutation")
    args = ap.parse_args()
    if not have_ptxas():
        print("ptxas / nvdisasm not found (pip install nvidia-cuda-nvcc nvidia-cuda-nvdisasm)", file=sys.stderr)
        return 3
    size = tuple(int(x) for x in args.size.split(","))
    results, kernels = [], {}
    t0 = time.perf_counter()
    for b in range((args.n + args.batch - 1) // args.batch):
        n = min(args.batch, args.n - b * args.batch)
        seed = f"{args.seed}/{args.arch}/{args.opt}/{b}"
        ks = random_batch(seed, n, arch=args.arch, size=size, profile=args.profile,
                          avoid_findings=not args.keep_findings)
        for r in check_batch(ks, arch=args.arch, opt=args.opt, timeout=args.timeout, jobs=args.jobs,
                             samples=args.samples):
            results.append(r)
            kernels[len(results) - 1] = (seed, next(k for k in ks if k.name == r.name))
        done = len(results)
        print(f"\r{done}/{args.n} programs, {time.perf_counter() - t0:.0f} s", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    wall = time.perf_counter() - t0

    counts = collections.Counter(r.status for r in results)
    secs = sorted(r.seconds for r in results)
    p95 = secs[min(len(secs) - 1, int(0.95 * len(secs)))]
    print(f"ptxas oracle: {args.arch} {args.opt}, profile {args.profile}, {size[0]}-{size[1]} random "
          f"instructions, solver timeout {args.timeout:g} s, {args.jobs} jobs, {wall:.0f} s wall")
    print(f"{'measure':34} {'value':>10}")
    print(f"{'programs':34} {len(results):10}")
    for status in ("proved", "refuted", "unknown", "error"):
        print(f"{status:34} {counts.get(status, 0):10}")
    print(f"{'median s per program':34} {statistics.median(secs):10.3f}")
    print(f"{'p95 s per program':34} {p95:10.3f}")
    structural = sum(r.evidence == "structural" for r in results)
    print(f"{'proved structurally (no solver)':34} {structural:10}")

    reasons = collections.Counter(_norm(r.reason) for r in results if r.status in ("unknown", "error"))
    if reasons:
        print("\nunknown reasons:")
        for why, n in reasons.most_common(40):
            print(f"  {n:6}  {why}")
    bad = [i for i, r in enumerate(results) if r.status == "refuted"]
    if bad:
        print("\nrefutations (the PTX and SASS semantics disagree; reproduce with "
              "frontends.ptx_oracle.random_batch(SEED, ...), kernel NAME):")
        for i in bad:
            seed, k = kernels[i]
            print(f"  seed {seed!r} kernel {k.name}:")
            for ln in results[i].counterexample.splitlines():
                print(f"    {ln}")
            if args.minimize:
                small = minimize(k.text, args.arch, args.opt)
                ptx, sass = compile_batch([small], args.arch, args.opt)
                print("    minimized:")
                body = small[small.index("{"):]
                print("".join(f"      {ln}\n" for ln in body.splitlines()), end="")
                print("".join(f"      {ln}\n" for ln in explain(ptx, sass, k.name).splitlines()), end="")

    cov = coverage(results, PTX.forms())
    print("\ninstruction-form coverage (PTX.forms(): opcode with its accepted modifiers):")
    print(f"  opcodes exercised            {len(cov['opcodes_used']):4} / {cov['opcodes']} "
          f"({len(cov['opcodes_proved'])} in proved programs)")
    print(f"  (opcode, modifier) exercised {len(cov['pairs_used']):4} / {cov['pairs']} "
          f"({len(cov['pairs_proved'])} in proved programs)")
    print(f"  distinct (opcode, modifier list) forms drawn: {cov['combos']}")
    never_ops = [op for op in sorted(cov["never"]) if op not in cov["opcodes_used"]]
    print(f"  modeled opcodes never exercised ({len(never_ops)}): {' '.join(never_ops)}")
    print("  modifiers never exercised, by exercised opcode:")
    for op in cov["opcodes_used"]:
        if cov["never"][op]:
            print(f"    {op:10} {' '.join(cov['never'][op])}")
    if cov["unmodeled_used"]:
        print(f"  drawn but not in the table: {' '.join(cov['unmodeled_used'])}")
    excluded = PROFILES[args.profile]
    if excluded:
        print(f"  left out by the {args.profile} profile:")
        for pat, why in excluded.items():
            print(f"    {pat:55} {why}")
    return 0 if not bad else 1


if __name__ == "__main__":
    sys.exit(main())
