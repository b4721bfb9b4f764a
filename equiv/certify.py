"""Turning a proof into a certificate: confirm each solver answer with a second solver, record everything."""
from __future__ import annotations

import inspect
import time
from pathlib import Path

import equiv
from equiv import smt
from equiv import terms as T
from equiv.verdict import Verdict
from proofs import bitblast, drup, lemmas
from proofs.certificate import Certificate, Evidence, ObligationRecord, pack_proof, sha256_file
from proofs.check import MIN_SOLVERS, confirm

BV_SOLVERS = ("bitwuzla", "z3", "cvc5")
REAL_SOLVERS = ("z3", "cvc5")


def _targets(ob, form: str) -> list:
    return [lemmas.rewrite([p])[0][0] for p in ob.pieces(form)]


AUTO_CNF_LIMIT = 4000  # clauses: "auto" evidence upgrades to a proof object only where checking it is quick
AUTO_TERM_LIMIT = 150  # term nodes: above this "auto" does not even bit-blast


def _proof(ob, form: str, limit: int | None = None) -> str | None:
    """Checked DRUP refutations of the bit-blasted pieces of the form, packed and space-separated; None where
    some piece has none (or is over the limit)."""
    targets = _targets(ob, form)
    if not all(bitblast.applicable(t) for t in targets):
        return None
    if limit is not None and not all(_small(t) for t in targets):
        return None  # bit-blasting floating point or large terms is itself slow: not worth it for "auto"
    packed = []
    for target in targets:
        cnf = bitblast.to_cnf(target)
        if limit is not None and len(cnf) > limit:
            return None
        steps = bitblast.refute(cnf)
        if steps is None:
            return None
        drup.check_refutation(cnf, steps)  # never ship what our own checker rejects
        packed.append(pack_proof(steps))
    return " ".join(packed)


def _forms(ob) -> list[str]:
    return ["goal"] + [f"relaxed:{k}" for k in range(len(ob.relaxed))]


def _any_proof(ob, solved: str, encoding: str) -> tuple[str, str]:
    """A proof object for some form of the obligation: the solved one first unless it bit-blasts floating point,
    then the value-free forms (a CNF of two float circuits to be shown equal is hard for a SAT solver, while the
    value-free forms are small), floating-point ones last; ("", "") where none has one."""
    def has_fp(form: str) -> bool:
        return any(t.sort.kind == "fp" for t in T.postorder(list(_targets(ob, form))))

    order = sorted(_forms(ob), key=lambda f: (has_fp(f), f != solved))
    if set(encoding.split(",")) != {"bv"}:
        order = [f for f in order if f != solved]  # the integer reading of a nonlinear goal: its CNF is the hard one
    for form in order:
        packed = _proof(ob, form)
        if packed:
            return form, packed
    return solved, ""


def _small(goal) -> bool:
    nodes = T.postorder([goal])
    return len(nodes) <= AUTO_TERM_LIMIT and not any(t.sort.kind == "fp" for t in nodes)


class EvidenceUnavailable(Exception):
    """--evidence proof was demanded and some obligation has no checkable proof object."""


def certificate(v: Verdict, ref_path: str | Path, cand_path: str | Path, timeout: float = 60.0,
                evidence: str = "auto") -> Certificate:
    """The certificate of a proved verdict (v.derivation holds its obligations).

    evidence="proof" upgrades every solver answer to a DRUP refutation checked by proofs/drup.py, or raises
    EvidenceUnavailable; "auto" takes the strongest level that stays quick (proofs for small CNFs, else two
    solvers); "smt" always two solvers."""
    d = v.derivation
    problem = d.problem
    by_name = {o.name: o for o in d.obligations}
    records = []
    for r in v.obligations:
        ob = by_name[r.name]
        solvers: list[str] = []
        level, packed = r.evidence, ""
        form = r.form
        if r.evidence == "smt-unsat" and evidence == "proof":
            form, packed = _any_proof(ob, r.form, r.encoding)
        elif r.evidence == "smt-unsat" and evidence == "auto" and set(r.encoding.split(",")) == {"bv"}:
            packed = _proof(ob, r.form, AUTO_CNF_LIMIT) or ""
        if r.evidence == "smt-unsat" and evidence == "proof" and not packed:
            raise EvidenceUnavailable(f"no proof object for {r.name} ({r.encoding} encoding)")
        if packed:
            level = "proof"
        elif r.evidence == "smt-unsat":
            pool = [s for s in (REAL_SOLVERS if problem.contract == "real" else BV_SOLVERS)
                    if s in smt.available_solvers()]
            targets = _targets(ob, r.form)
            agreed: set[str] = set()
            for k, (target, enc) in enumerate(zip(targets, r.encoding.split(","))):
                # who answered: the recorded solver for a single formula; pieces go bitwuzla / cvc5 by encoding
                first = r.solvers[0] if len(targets) == 1 else ("bitwuzla" if enc == "bv" else "cvc5")
                got = confirm(target, enc, pool, time.perf_counter() + timeout, (first,) if first in pool else ())
                if len(got) < MIN_SOLVERS:  # the checker asks as many of each piece: it would reject the file
                    raise EvidenceUnavailable(f"{r.name}: piece {k + 1} of {len(targets)} ({r.form}) is shown unsat "
                                              f"by {', '.join(got) or 'none'} of {', '.join(pool)} within "
                                              f"{timeout:.0f} s; a certificate needs {MIN_SOLVERS}")
                agreed |= set(got)
            solvers = sorted(agreed)  # the checker asks MIN_SOLVERS of these to show each piece unsat
        records.append(ObligationRecord(r.name, r.kind, ob.text, Evidence(
            level, solvers, r.lemma_params, round(r.seconds, 4), form,
            ",".join(["bv"] * len(ob.pieces(form))) if packed else r.encoding, packed)))
    spec = problem.spec
    opts = spec.options
    assume = None
    if opts.assume is not None:
        try:
            assume = inspect.getsource(opts.assume).strip()
        except (OSError, TypeError):
            assume = repr(opts.assume)
    return Certificate(
        reference={"path": str(ref_path), "sha256": sha256_file(ref_path), "kernel": spec.name},
        candidate={"path": str(cand_path), "sha256": sha256_file(cand_path), "symbol": problem.function.name},
        arch=problem.arch.name, contract=problem.contract,
        domain={"finite": problem.finite, "assume": assume, "sizes": {k: list(v) for k, v in (opts.sizes or {}).items()},
                "smtlib": d.domain_text},
        assumptions=d.assumptions, witnesses=d.witnesses, obligations=records, equiv_version=equiv.__version__)
