"""Certificate benchmark: proving vs checking time, and DRUP proof sizes, for proved corpus cases on sm_90.

    python bench/certs.py [--cases N]
"""
from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
CORPUS = ROOT / "tests" / "data" / "corpus"


def main() -> int:
    from equiv.api import prove
    from equiv.certify import EvidenceUnavailable, certificate
    from proofs.certificate import unpack_proof
    from proofs.check import check
    from semantics.candidate import Candidate
    from semantics.tensor.load import load_ref

    ap = argparse.ArgumentParser()
    ap.add_argument("--cases", type=int, default=8)
    args = ap.parse_args()
    cases = [c for c in json.loads((CORPUS / "manifest.json").read_text()) if c["expect"] == "proved"][: args.cases]
    print(f"{'case':26} {'evidence':9} {'prove s':>8} {'check s':>8} {'steps':>8} {'KB':>7}")
    out = Path(tempfile.mkdtemp())
    for c in cases:
        ref_path = CORPUS / "refs" / c["ref"]
        cand_path = CORPUS / "sass" / f"{Path(c['cu']).stem}.sm_90.sass"
        for evidence in ("smt", "proof"):
            t0 = time.perf_counter()
            v = prove(load_ref(ref_path, kernel=c["kernel"]), Candidate.from_file(cand_path),
                      contract=c["contract"], finite=c["finite"] or None, timeout=30)
            if v.status != "proved":
                break
            try:
                cert = certificate(v, ref_path, cand_path, evidence=evidence)
            except EvidenceUnavailable:
                print(f"{c['name']:26} {evidence:9} {'(no proof object: integer or real goals)':>40}")
                continue
            t_prove = time.perf_counter() - t0
            path = out / f"{c['name']}.{evidence}.cert.json"
            cert.save(path)
            t0 = time.perf_counter()
            report = check(path)
            t_check = time.perf_counter() - t0
            steps = sum(len(unpack_proof(o.evidence.drup)) for o in cert.obligations if o.evidence.drup)
            flag = "" if report.valid else f"  INVALID: {report.reason}"
            print(f"{c['name']:26} {evidence:9} {t_prove:8.2f} {t_check:8.2f} {steps:8d} "
                  f"{path.stat().st_size / 1024:7.0f}{flag}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
