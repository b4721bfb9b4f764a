"""Certificates of corpus proofs pass `equiv check`; every meaningful single-field edit is rejected, naming the field."""
import copy
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from equiv.api import prove
from equiv.certify import certificate
from proofs.certificate import Certificate
from proofs.check import check
from semantics.candidate import Candidate
from semantics.tensor.load import load_ref

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "tests" / "data" / "corpus"
CASES = {c["name"]: c for c in json.loads((CORPUS / "manifest.json").read_text())}
PROVED = ["saxpy_fma", "udiv7_u32", "saxpy_real", "select_gt", "relu_where"]


def paths(name: str, arch: str = "sm_90"):
    c = CASES[name]
    return CORPUS / "refs" / c["ref"], CORPUS / "sass" / f"{Path(c['cu']).stem}.{arch}.sass"


def make_cert(name: str, where: Path, arch: str = "sm_90") -> Path:
    c = CASES[name]
    ref_path, cand_path = paths(name, arch)
    ref = load_ref(ref_path, kernel=c["kernel"])
    v = prove(ref, Candidate.from_file(cand_path), contract=c["contract"], finite=c["finite"] or None)
    assert v.status == "proved", v.format()
    cert = certificate(v, ref_path, cand_path)
    out = where / f"{name}.{arch}.cert.json"
    cert.save_beside(out, ref_path, cand_path)
    return out


@pytest.fixture(scope="module")
def certs(tmp_path_factory):
    where = tmp_path_factory.mktemp("certs")
    return {name: make_cert(name, where) for name in PROVED}


@pytest.mark.parametrize("name", PROVED)
def test_untouched_certificate_is_valid(certs, name):
    report = check(certs[name])
    assert report.valid, report.reason
    assert len(report.rows) == len(Certificate.load(certs[name]).obligations)


def _edit(path: Path, tmp_path: Path, fn) -> Path:
    data = json.loads(path.read_text())
    fn(data)
    out = tmp_path / "edited.cert.json"
    out.write_text(json.dumps(data))
    # keep the relative source paths valid from the new folder
    for side in ("reference", "candidate"):
        src = (path.parent / json.loads(path.read_text())[side]["path"]).resolve()
        data[side]["path"] = os.path.relpath(src, tmp_path)
    out.write_text(json.dumps(data))
    return out


def _first(data, level):
    return next(o for o in data["obligations"] if o["evidence"]["level"] == level)


TAMPERS = {
    "reference.sha256": lambda d: d["reference"].__setitem__("sha256", "0" * 64),
    "candidate.sha256": lambda d: d["candidate"].__setitem__("sha256", "f" * 64),
    "contract": lambda d: d.__setitem__("contract", "real" if d["contract"] == "exact" else "exact"),
    "arch": lambda d: d.__setitem__("arch", "sm_80"),
    "domain.finite": lambda d: d["domain"].__setitem__("finite", not d["domain"]["finite"]),
    "domain.smtlib": lambda d: d["domain"].__setitem__("smtlib", d["domain"]["smtlib"].replace("bvsle", "bvslt", 1)),
    "assumptions": lambda d: d["assumptions"].pop(),
    "obligation text": lambda d: d["obligations"][0].__setitem__("smtlib", d["obligations"][0]["smtlib"].replace(
        "(assert", "(assert true) (assert", 1)),
    "dropped obligation": lambda d: d["obligations"].pop(),
    "level smt-unsat -> structural": lambda d: _first(d, "smt-unsat")["evidence"].__setitem__("level", "structural"),
    "one solver": lambda d: _first(d, "smt-unsat")["evidence"].__setitem__("solvers", ["z3"]),
    "unknown form": lambda d: _first(d, "smt-unsat")["evidence"].__setitem__("form", "relaxed:7"),
    "witness": lambda d: d["witnesses"].__setitem__(next(iter(d["witnesses"])), "rows-x"),
    "format": lambda d: d.__setitem__("format", "equiv-cert/0"),
}


@pytest.mark.parametrize("tamper", list(TAMPERS))
@pytest.mark.parametrize("name", ["saxpy_fma", "select_gt"])
def test_tampered_certificate_is_rejected(certs, tmp_path, name, tamper):
    edited = _edit(certs[name], tmp_path, TAMPERS[tamper])
    report = check(edited)
    assert not report.valid
    assert report.reason


def test_lemma_tamper_is_rejected(certs, tmp_path):
    def bump(d):
        ob = next(o for o in d["obligations"] if o["evidence"]["lemmas"])
        ob["evidence"]["lemmas"][0]["a"] += 1
    report = check(_edit(certs["udiv7_u32"], tmp_path, bump))
    assert not report.valid and "lemma" in report.reason


def test_certificate_of_another_candidate_is_rejected(certs):
    ref_path, _ = paths("saxpy_fma")
    _, other = paths("vadd")
    report = check(certs["saxpy_fma"], cand_path=other)
    assert not report.valid and "candidate.sha256" in report.reason


def test_checker_imports_only_the_trusted_base():
    code = ("import sys, proofs.check\n"
            "print('\\n'.join(m for m in sys.modules if m.split('.')[0] in "
            "('equiv', 'semantics', 'proofs', 'egraphs', 'frontends')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True).stdout
    loaded = set(out.split())
    allowed_equiv = {"equiv", "equiv.terms", "equiv.smt", "equiv.evaluate", "equiv.ieee"}
    bad = {m for m in loaded if (m.startswith("equiv") and m not in allowed_equiv) or m.split(".")[0] in
           ("egraphs", "frontends")}
    assert not bad, f"the checker pulls in untrusted modules: {sorted(bad)}"
    assert "proofs.check" in loaded and "semantics.simt" in loaded


def test_proof_level_certificate_and_a_damaged_proof_line(tmp_path):
    from proofs.certificate import pack_proof, unpack_proof
    from proofs.drup import parse_proof
    c = CASES["saxpy_fma"]
    ref_path, cand_path = paths("saxpy_fma")
    v = prove(load_ref(ref_path, kernel=c["kernel"]), Candidate.from_file(cand_path))
    cert = certificate(v, ref_path, cand_path, evidence="proof")
    assert {o.evidence.level for o in cert.obligations} <= {"proof", "structural"}
    good = tmp_path / "proof.cert.json"
    cert.save_beside(good, ref_path, cand_path)
    assert check(good).valid
    split = next(o for o in cert.obligations if o.evidence.level == "proof" and " " in o.evidence.drup)
    whole = split.evidence.drup
    split.evidence.drup = whole.split(" ")[0]  # a split form proved in pieces: one piece's proof dropped
    cert.save(good)
    report = check(good)
    assert not report.valid and "drup" in report.reason
    split.evidence.drup = whole
    first, *rest = whole.split(" ")
    steps = parse_proof(unpack_proof(first))
    split.evidence.drup = " ".join([pack_proof(steps[: len(steps) // 2])] + rest)  # a proof cut in half
    cert.save(good)
    report = check(good)
    assert not report.valid and "drup" in report.reason


@pytest.mark.parametrize("name", ["block_sum", "warp_sum", "atomic_sum"])
def test_block_level_proofs_have_valid_certificates_that_name_the_block_assumption(tmp_path, name):
    """Shared memory, barriers, shuffles, the real-sum pairing and grid-wide atomics re-derive identically."""
    blocks = ROOT / "tests" / "data" / "blocks"
    c = next(c for c in json.loads((blocks / "manifest.json").read_text()) if c["name"] == name)
    ref_path, cand_path = blocks / "refs" / c["ref"], blocks / "sass" / f"{Path(c['cu']).stem}.sm_90.sass"
    v = prove(load_ref(ref_path, kernel=c["kernel"]), Candidate.from_file(cand_path), contract=c["contract"])
    assert v.status == "proved", v.format()
    cert = certificate(v, ref_path, cand_path)
    out = tmp_path / "block.cert.json"
    cert.save_beside(out, ref_path, cand_path)
    assert any("block-level execution" in a for a in cert.assumptions)
    report = check(out)
    assert report.valid, report.reason
    data = json.loads(out.read_text())
    data["assumptions"] = [a for a in data["assumptions"] if "block-level" not in a]
    out.write_text(json.dumps(data))
    assert not check(out).valid


def test_piecewise_witness_certificate_is_rederived(tmp_path):
    """vadd4's coverage witness is solved from its two stores: the checker re-derives it from the name, and a
    template that names one writer per element (linear-x/4, missing the tail) is rejected."""
    blocks = ROOT / "tests" / "data" / "blocks"
    ref_path, cand_path = blocks / "refs" / "vec4_ref.py", blocks / "sass" / "vec4.sm_90.sass"
    v = prove(load_ref(ref_path, kernel="vadd4"), Candidate.from_file(cand_path))
    assert v.status == "proved", v.format()
    cert = certificate(v, ref_path, cand_path)
    assert cert.witnesses == {"c": "solved-stores"}
    good = tmp_path / "vadd4.cert.json"
    cert.save_beside(good, ref_path, cand_path)
    assert check(good).valid, check(good).reason
    edited = _edit(good, tmp_path, lambda d: d["witnesses"].__setitem__("c", "linear-x/4"))
    assert not check(edited).valid


def test_no_certificate_when_a_piece_lacks_a_second_solver(monkeypatch):
    """The checker asks MIN_SOLVERS solvers of every piece; a piece that only one confirms (the tiled matmul's
    tiling side conditions: bitwuzla alone) gives no certificate, saying which, rather than one it would reject."""
    import equiv.certify as certify
    from equiv.certify import EvidenceUnavailable
    c = CASES["saxpy_real"]
    ref_path, cand_path = paths("saxpy_real")
    v = prove(load_ref(ref_path, kernel=c["kernel"]), Candidate.from_file(cand_path), contract=c["contract"])
    assert v.status == "proved"
    monkeypatch.setattr(certify, "confirm", lambda target, enc, pool, deadline, agreed=(): ["z3"])
    monkeypatch.setattr(certify, "_proof", lambda *a, **k: None)  # no DRUP shortcut: the two-solver path
    with pytest.raises(EvidenceUnavailable, match="shown unsat by z3 .* needs 2"):
        certificate(v, ref_path, cand_path, evidence="smt")
