"""The independent checker: re-derive every obligation from the sources, compare, re-check the evidence.

Trusted base: equiv.terms (with the evaluator its constant folding uses),
equiv.smt, semantics, proofs.  No search, no falsification, no e-graphs: a
certificate can only pass if the obligations re-derived from the reference and
the candidate are exactly the ones it lists, and each is again shown unsat.
Nothing from the certificate is executed.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path

from equiv import smt
from proofs import bitblast, drup, intsmt, lemmas
from proofs.certificate import Certificate, CertificateError, sha256_file, unpack_proof
from proofs.derive import derive
from semantics.errors import InputError, Unsupported

MIN_SOLVERS = 2
INT_READERS = ("cvc5", "z3")  # the solvers that read the integer encoding (proofs/intsmt.py)


@dataclass
class Report:
    valid: bool
    reason: str = ""
    where: str = ""  # the certificate field that failed
    rows: list[tuple[str, str, str, float]] = field(default_factory=list)  # name, kind, level, seconds
    seconds: float = 0.0

    def format(self) -> str:
        head = "VALID    certificate" if self.valid else f"INVALID  certificate: {self.reason}"
        lines = [head]
        for name, kind, level, sec in self.rows:
            lines.append(f"  {level:11} {sec:7.3f}s  {name}")
        lines.append(f"  {len(self.rows)} obligations re-checked in {self.seconds:.2f} s")
        return "\n".join(lines)


def check(cert_path: str | Path, ref_path: str | Path | None = None, cand_path: str | Path | None = None,
          timeout: float = 120.0) -> Report:
    t0 = time.perf_counter()
    try:
        cert = Certificate.load(cert_path)
        rows = _check(cert, Path(cert_path), ref_path, cand_path, timeout)
    except CertificateError as e:
        return Report(False, str(e), e.field, seconds=time.perf_counter() - t0)
    return Report(True, rows=rows, seconds=time.perf_counter() - t0)


def _source(cert: Certificate, side: str, given, cert_path: Path) -> Path:
    path = Path(given) if given else (cert_path.parent / cert.__dict__[side]["path"])
    if not path.exists():
        raise CertificateError(f"{side}.path", f"{path} not found (pass --{'ref' if side == 'reference' else 'cand'})")
    if sha256_file(path) != cert.__dict__[side]["sha256"]:
        raise CertificateError(f"{side}.sha256", f"{path} does not have the hash the certificate names")
    return path


def _check(cert: Certificate, cert_path: Path, ref_path, cand_path, timeout: float):
    ref_file = _source(cert, "reference", ref_path, cert_path)
    cand_file = _source(cert, "candidate", cand_path, cert_path)
    try:
        d = derive(ref_file, cert.reference["kernel"], cand_file, cert.arch, cert.contract,
                   bool(cert.domain.get("finite")), cert.witnesses)
    except (InputError, Unsupported, KeyError) as e:
        raise CertificateError("obligations", f"the obligations cannot be re-derived: {e}")
    if d.domain_text != cert.domain.get("smtlib"):
        raise CertificateError("domain", "the domain differs from the one the sources give")
    if sorted(d.assumptions) != sorted(cert.assumptions):
        raise CertificateError("assumptions", "the assumptions differ from the ones the sources give")
    mine = {o.name: o for o in d.obligations}
    theirs = {o.name: o for o in cert.obligations}
    if set(mine) != set(theirs):
        missing = sorted(set(mine) - set(theirs))
        extra = sorted(set(theirs) - set(mine))
        raise CertificateError("obligations", f"missing {missing} / unknown {extra}")
    rows = []
    deadline = time.perf_counter() + timeout
    for rec in cert.obligations:
        ob = mine[rec.name]
        where = f"obligations[{rec.name}]"
        if rec.kind != ob.kind or rec.smtlib != ob.text:
            raise CertificateError(f"{where}.smtlib", "differs from the re-derived obligation")
        s0 = time.perf_counter()
        _recheck(ob, rec, where, deadline)
        rows.append((rec.name, rec.kind, rec.evidence.level, time.perf_counter() - s0))
    return rows


def _recheck(ob, rec, where: str, deadline: float) -> None:
    ev = rec.evidence
    goal, used = lemmas.rewrite([ob.goal])
    goal = goal[0]
    claimed = {(l["a"], l["b"], l["c"], l["d"], l["width"]) for l in ev.lemmas}
    found = {(l.a, l.b, l.c, l.d, l.width) for l in used}
    if claimed != found:
        raise CertificateError(f"{where}.evidence.lemmas", "not the lemmas the obligation needs")
    if not all(l.holds() for l in used):
        raise CertificateError(f"{where}.evidence.lemmas", "a lemma does not hold")
    if ev.level == "structural":
        if not (ob.goal.is_const() and not ob.goal.value):
            raise CertificateError(f"{where}.evidence.level", "structural, but the goal does not fold to false")
        return
    if ev.level == "lemma":
        if not (goal.is_const() and not goal.value):
            raise CertificateError(f"{where}.evidence.level", "lemma, but the rewritten goal does not fold to false")
        return
    # smt-unsat and proof: the named form of the goal (the goal, or a stronger relaxed form, maybe in pieces)
    try:
        pieces = [lemmas.rewrite([p])[0][0] for p in ob.pieces(ev.form)]
    except KeyError:
        raise CertificateError(f"{where}.evidence.form", f"no form {ev.form!r}")
    encodings = ev.encoding.split(",")
    if len(encodings) != len(pieces) or any(e not in ("bv", "integer") for e in encodings):
        raise CertificateError(f"{where}.evidence.encoding", f"{ev.encoding!r} does not fit {len(pieces)} piece(s)")
    if ev.level == "proof":  # one DRUP refutation per piece, space-separated
        if set(encodings) != {"bv"} or not all(bitblast.applicable(p) for p in pieces):
            raise CertificateError(f"{where}.evidence.level", "a proof object exists only for bit-vector goals")
        proofs = ev.drup.split(" ")
        if len(proofs) != len(pieces):
            raise CertificateError(f"{where}.evidence.drup", f"{len(proofs)} proof(s) for {len(pieces)} piece(s)")
        for piece, packed in zip(pieces, proofs):
            try:
                drup.check_refutation(bitblast.to_cnf(piece), drup.parse_proof(unpack_proof(packed)))
            except drup.DrupError as e:
                raise CertificateError(f"{where}.evidence.drup", str(e))
        return
    solvers = sorted(set(ev.solvers))
    if len(solvers) < MIN_SOLVERS or any(s not in smt.available_solvers() for s in solvers):
        raise CertificateError(f"{where}.evidence.solvers", f"needs {MIN_SOLVERS} available solvers, lists {solvers}")
    for target, enc in zip(pieces, encodings):
        try:
            agreed = confirm(target, enc, solvers, deadline)
        except SatAnswer as e:
            raise CertificateError(f"{where}.evidence", str(e))
        if len(agreed) < MIN_SOLVERS:
            raise CertificateError(f"{where}.evidence", f"fewer than {MIN_SOLVERS} of {solvers} answer unsat")


class SatAnswer(Exception):
    """A solver found a model of the bit-vector reading of a piece claimed unsat."""


CONFIRM_SLICES = (1.0, 10.0, float("inf"))  # seconds one solver gets on one reading of a piece, per round


def confirm(target, encoding: str, solvers, deadline: float, agreed: tuple[str, ...] = ()) -> list[str]:
    """The solvers that show the piece unsat under an exact reading, until MIN_SOLVERS agree: the bit-vector
    text, and with products of unknowns also the integer reading (proofs/intsmt.py: its unsat implies the
    bit-vector goal's); the recorded reading first, in rounds of growing time.  `agreed`: solvers whose unsat
    is already known."""
    scripts = {"bv": smt.to_smtlib([target])}
    if encoding == "integer" or intsmt.applicable(target):
        scripts["integer"] = intsmt.to_int_smtlib(target)
    agreed = list(agreed)
    known = _seen_unsat.get(scripts["bv"], frozenset()) & set(solvers)
    if len(known) >= MIN_SOLVERS:
        return sorted(known)
    readers = lambda e: [n for n in solvers if e == "bv" or n in INT_READERS]
    attempts = [(n, e) for e in [encoding] + [e for e in scripts if e != encoding] for n in readers(e)]
    for slice_ in CONFIRM_SLICES:  # every reading briefly first: a piece is usually quick in one, hopeless in another
        for name, enc in attempts:
            if len(agreed) >= MIN_SOLVERS:
                break
            if name in agreed:
                continue
            res = smt.solve(scripts[enc], name, max(0.1, min(slice_, deadline - time.perf_counter())))
            if res.status == "sat" and enc == "bv":
                raise SatAnswer(f"{res.solver} answers sat")
            if res.status == "unsat":
                agreed.append(name)
    if len(agreed) >= MIN_SOLVERS:
        _seen_unsat[scripts["bv"]] = frozenset(agreed) | known
    return sorted(agreed)


_seen_unsat: dict[str, frozenset[str]] = {}  # a piece's text -> the solvers that showed it unsat in this process
