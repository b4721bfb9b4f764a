"""The `equiv` command: prove, emulate (check, optimize and serve come with their issues)."""
from __future__ import annotations

import argparse
import json
import os
import signal
import sys
import traceback

from semantics.errors import InputError, Unsupported

EXIT_INPUT = 3


def _parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="equiv", description="Prove GPU kernels equivalent to numpy references.")
    sub = ap.add_subparsers(dest="cmd", required=True)
    pr = sub.add_parser("prove", help="prove or refute a candidate against a reference (ref.py), or two programs "
                                      "against each other (a.ptx b.sass: the first is the reference)")
    pr.add_argument("ref")
    pr.add_argument("cand")
    pr.add_argument("--kernel")
    pr.add_argument("--arch")
    pr.add_argument("--contract", choices=["exact", "real"])
    pr.add_argument("--finite", action="store_true", default=None)
    pr.add_argument("--cert", nargs="?", const="", default=None,
                    help="write the certificate of a proof (default path: beside the candidate, NAME.cert.json)")
    pr.add_argument("--evidence", choices=["auto", "smt", "proof"], default="auto",
                    help="certificate evidence: proof = every solver answer becomes a checked DRUP refutation; "
                         "smt = two solvers; auto = proofs where they are small, else two solvers")
    pr.add_argument("--json", action="store_true")
    pr.add_argument("--timeout", type=float, default=60.0)
    pr.add_argument("--solver", choices=["z3", "cvc5", "bitwuzla", "portfolio"], default="bitwuzla")
    em = sub.add_parser("emulate", help="run both sides on the CPU on random and edge-case inputs")
    em.add_argument("ref")
    em.add_argument("cand")
    em.add_argument("--kernel")
    em.add_argument("--arch")
    em.add_argument("--inputs", type=int, default=3, help="input sets per size")
    em.add_argument("--seed", type=int, default=0)
    em.add_argument("--json", action="store_true")
    ck = sub.add_parser("check", help="re-check a certificate (exit 0 only if valid)")
    ck.add_argument("cert")
    ck.add_argument("--ref")
    ck.add_argument("--cand")
    ck.add_argument("--timeout", type=float, default=300.0)
    ck.add_argument("--json", action="store_true")
    ex = sub.add_parser("explain", help="print a certificate for a person")
    ex.add_argument("cert")
    ex.add_argument("--json", action="store_true")
    for name, what in (("optimize", "e-graph search"), ("serve", "JSON-lines protocol for searchers")):
        p = sub.add_parser(name, help=f"{what} (not available yet)")
        p.add_argument("rest", nargs="*")
        p.add_argument("--json", action="store_true")
    return ap


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        if args.cmd == "prove":
            return _prove(args)
        if args.cmd == "emulate":
            return _emulate(args)
        if args.cmd == "check":
            return _check(args)
        if args.cmd == "explain":
            return _explain(args)
        print(f"equiv {args.cmd}: not available in this version", file=sys.stderr)
        return 2
    except InputError as e:
        _emit(args, {"status": "input-error", "error": str(e)}, f"error: {e}")
        return EXIT_INPUT
    except Unsupported as e:
        _emit(args, {"status": "unknown", "reason": str(e)}, f"UNKNOWN  {e}")
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # the reader left (`equiv prove ... | head`): nothing more to say, and no traceback
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # Python's flush at exit would fail again
        return 128 + signal.SIGPIPE
    except Exception as e:  # an internal error is never a verdict
        detail = traceback.format_exc() if _debug() else ""
        _emit(args, {"status": "unknown", "reason": f"internal error: {type(e).__name__}: {e}"},
              f"UNKNOWN  internal error: {type(e).__name__}: {e}\n{detail}".rstrip())
        return 2


def _debug() -> bool:
    return bool(os.environ.get("EQUIV_DEBUG"))


def _emit(args, obj: dict, text: str) -> None:
    if getattr(args, "json", False):
        print(json.dumps(obj, sort_keys=True))
    else:
        print(text, file=sys.stderr if obj.get("status") == "input-error" else sys.stdout)


def _load(args):
    from semantics.candidate import Candidate
    from semantics.tensor.load import load_ref
    ref = load_ref(args.ref, kernel=args.kernel)
    cand = Candidate.from_file(args.cand, arch=args.arch)
    return ref, cand


def _progress_printer():
    if not sys.stderr.isatty():
        return None

    def show(i: int, n: int, name: str) -> None:
        sys.stderr.write(f"\r\033[K  [{i + 1}/{n}] {name}")
        sys.stderr.flush()
    return show


def _is_program(path: str) -> bool:
    return not path.lower().endswith(".py")


def _prove_programs(args) -> int:
    from equiv.api import prove_programs
    from semantics.candidate import Candidate
    if args.cert is not None:
        raise InputError("certificates are written for proofs against a ref.py reference, not program against "
                         "program")
    if args.contract == "real" or args.finite:
        raise InputError("program against program is compared bit for bit (--contract exact, no --finite)")
    left = Candidate.from_file(args.ref, arch=args.arch)
    right = Candidate.from_file(args.cand, arch=args.arch)
    v = prove_programs(left, right, kernel=args.kernel, arch=args.arch, timeout=args.timeout, solver=args.solver)
    print(v.to_json() if args.json else v.format(color=sys.stdout.isatty()))
    return v.exit_code


def _prove(args) -> int:
    from equiv.api import prove
    if _is_program(args.ref):
        return _prove_programs(args)
    ref, cand = _load(args)
    progress = None if args.json else _progress_printer()
    v = prove(ref, cand, arch=args.arch, contract=args.contract, finite=args.finite, timeout=args.timeout,
              solver=args.solver, progress=progress)
    if progress is not None:
        sys.stderr.write("\r\033[K")
    if args.json:
        print(v.to_json())
    else:
        print(v.format(color=sys.stdout.isatty()))
    if args.cert is not None and v.status == "proved" and v.bounded:
        print("  no certificate: a bounded proof covers only the listed sizes", file=sys.stderr)
    elif args.cert is not None and v.status == "proved":
        _write_cert(v, args)
    return v.exit_code


def _write_cert(v, args) -> None:
    from pathlib import Path
    from equiv.certify import EvidenceUnavailable, certificate
    path = Path(args.cert) if args.cert else Path(args.cand).with_suffix(".cert.json")
    try:
        cert = certificate(v, args.ref, args.cand, timeout=args.timeout, evidence=args.evidence)
    except EvidenceUnavailable as e:
        print(f"  no certificate written: {e}", file=sys.stderr)
        return
    cert.save_beside(path, args.ref, args.cand)
    if not args.json:
        print(f"  certificate: {path}")


def _check(args) -> int:
    from proofs.check import check
    report = check(args.cert, args.ref, args.cand, timeout=args.timeout)
    if args.json:
        print(json.dumps({"valid": report.valid, "reason": report.reason, "field": report.where,
                          "obligations": len(report.rows), "seconds": round(report.seconds, 3)}, sort_keys=True))
    else:
        print(report.format())
    return 0 if report.valid else 1


def _explain(args) -> int:
    from proofs.certificate import Certificate, CertificateError
    try:
        c = Certificate.load(args.cert)
    except CertificateError as e:
        raise InputError(str(e), args.cert)
    if args.json:
        print(c.to_json())
        return 0
    print(f"certificate {c.format} (equiv {c.equiv_version})")
    print(f"  reference: {c.reference['path']}  kernel {c.reference['kernel']}  sha256 {c.reference['sha256'][:16]}…")
    print(f"  candidate: {c.candidate['path']}  symbol {c.candidate.get('symbol')}  sha256 {c.candidate['sha256'][:16]}…")
    print(f"  arch {c.arch}, contract {c.contract}, finite {c.domain.get('finite')}, assume {c.domain.get('assume')}")
    for a in c.assumptions:
        print(f"  assumes: {a}")
    for o in c.obligations:
        ev = o.evidence
        how = ", ".join(ev.solvers) if ev.solvers else ""
        extra = f" [{ev.form}, {ev.encoding}]" if ev.level == "smt-unsat" else ""
        print(f"  {o.kind:15} {o.name:36} {ev.level}{extra} {how}")
        for lem in ev.lemmas:
            print(f"      lemma: floor(({lem['a']}*x + {lem['b']}) / {lem['c']}) = floor(x / {lem['d']})")
    return 0


def _emulate(args) -> int:
    from equiv.falsify import counterexample, falsify
    from semantics.problem import build_problem
    ref, cand = _load(args)
    problem = build_problem(ref, cand, args.arch)
    out = falsify(problem, seeds=args.inputs, seed=args.seed)
    if out is None:
        if args.json:
            print(json.dumps({"status": "pass", "kernel": ref.name}))
        else:
            print(f"PASS     {ref.name} ({problem.arch.name}): every probe agrees (this is testing, not a proof)")
        return 0
    cex = counterexample(problem, out)
    if args.json:
        from dataclasses import asdict
        print(json.dumps({"status": "fail", "kernel": ref.name, "counterexample": asdict(cex)}, sort_keys=True))
    else:
        print(f"FAIL     {ref.name} ({problem.arch.name}, contract {problem.contract})")
        print("\n".join(cex.lines()))
    return 1


if __name__ == "__main__":
    sys.exit(main())
