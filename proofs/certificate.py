"""The certificate, format equiv-cert/1: what was proved, under which assumptions, with which evidence.

JSON, validated on read.  Nothing in it is ever executed: the checker
re-derives every obligation from the sources and only compares and re-solves.
"""
from __future__ import annotations

import hashlib
import json
import os
from dataclasses import asdict, dataclass, field
from pathlib import Path

FORMAT = "equiv-cert/1"
LEVELS = ("structural", "smt-unsat", "lemma", "proof")


class CertificateError(Exception):
    """A certificate that is malformed or fails a check; the message names the field."""

    def __init__(self, field_name: str, message: str):
        self.field = field_name
        super().__init__(f"{field_name}: {message}")


@dataclass
class Evidence:
    level: str  # structural | smt-unsat | lemma
    solvers: list[str] = field(default_factory=list)
    lemmas: list[dict] = field(default_factory=list)  # {"a","b","c","d","width"}: division identities
    seconds: float = 0.0
    form: str = "goal"  # "goal" or "relaxed:K": which (equal or stronger) formula was shown unsat
    encoding: str = "bv"  # "bv" or "integer" (the exact integer reading), comma-separated per piece of a split form
    drup: str = ""  # level proof: DRUP refutations of the bit-blasted CNFs (zlib, base64), one per piece, space-separated


@dataclass
class ObligationRecord:
    name: str
    kind: str
    smtlib: str  # the goal (must be unsat), before any lemma rewriting
    evidence: Evidence


@dataclass
class Certificate:
    reference: dict  # {"path", "sha256", "kernel"}
    candidate: dict  # {"path", "sha256", "symbol"}
    arch: str
    contract: str
    domain: dict  # {"finite", "assume", "sizes", "smtlib"}
    assumptions: list[str]
    witnesses: dict[str, str]  # output buffer -> coverage witness template name
    obligations: list[ObligationRecord]
    equiv_version: str
    format: str = FORMAT

    def to_json(self) -> str:
        return json.dumps(asdict(self), indent=1, sort_keys=True)

    def save(self, path: str | Path) -> None:
        Path(path).write_text(self.to_json() + "\n")

    def save_beside(self, path: str | Path, ref_path: str | Path, cand_path: str | Path) -> None:
        """Save at path with the sources named relative to its folder, where `equiv check` looks for them."""
        base = Path(path).resolve().parent
        self.reference["path"] = os.path.relpath(Path(ref_path).resolve(), base)
        self.candidate["path"] = os.path.relpath(Path(cand_path).resolve(), base)
        self.save(path)

    @classmethod
    def load(cls, path: str | Path) -> "Certificate":
        try:
            data = json.loads(Path(path).read_text())
        except (OSError, UnicodeDecodeError) as e:
            raise CertificateError("file", f"cannot read {path}: {e}")
        except json.JSONDecodeError as e:
            raise CertificateError("file", f"not JSON: {e}")
        return cls.from_dict(data)

    @classmethod
    def from_dict(cls, data) -> "Certificate":
        _need(data, "", dict)
        if data.get("format") != FORMAT:
            raise CertificateError("format", f"expected {FORMAT!r}, got {data.get('format')!r}")
        for key, typ in (("reference", dict), ("candidate", dict), ("arch", str), ("contract", str),
                         ("domain", dict), ("assumptions", list), ("witnesses", dict), ("obligations", list),
                         ("equiv_version", str)):
            _need(data.get(key), key, typ)
        for side in ("reference", "candidate"):
            _need(data[side].get("sha256"), f"{side}.sha256", str)
            _need(data[side].get("path"), f"{side}.path", str)
        _need(data["reference"].get("kernel"), "reference.kernel", str)
        obs = []
        for i, o in enumerate(data["obligations"]):
            where = f"obligations[{i}]"
            _need(o, where, dict)
            for key in ("name", "kind", "smtlib"):
                _need(o.get(key), f"{where}.{key}", str)
            ev = o.get("evidence")
            _need(ev, f"{where}.evidence", dict)
            if ev.get("level") not in LEVELS:
                raise CertificateError(f"{where}.evidence.level", f"unknown level {ev.get('level')!r}")
            _need(ev.get("solvers", []), f"{where}.evidence.solvers", list)
            _need(ev.get("lemmas", []), f"{where}.evidence.lemmas", list)
            enc = ev.get("encoding", "bv")
            if not isinstance(enc, str) or any(e not in ("bv", "integer") for e in enc.split(",")) \
                    or not isinstance(ev.get("form", "goal"), str):
                raise CertificateError(f"{where}.evidence", "unknown form or encoding")
            obs.append(ObligationRecord(o["name"], o["kind"], o["smtlib"],
                                        Evidence(ev["level"], list(ev.get("solvers", [])), list(ev.get("lemmas", [])),
                                                 float(ev.get("seconds", 0.0)), ev.get("form", "goal"),
                                                 ev.get("encoding", "bv"), str(ev.get("drup", "")))))
        return cls(data["reference"], data["candidate"], data["arch"], data["contract"], data["domain"],
                   list(data["assumptions"]), dict(data["witnesses"]), obs, data["equiv_version"])


def _need(value, name: str, typ) -> None:
    if not isinstance(value, typ):
        raise CertificateError(name or "certificate", f"missing or not a {typ.__name__}")


def sha256_file(path: str | Path) -> str:
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


def pack_proof(steps: list[tuple[str, list[int]]]) -> str:
    import base64
    import zlib
    text = "\n".join(("d " if k == "d" else "") + " ".join(map(str, c)) + " 0" for k, c in steps)
    return base64.b64encode(zlib.compress(text.encode(), 9)).decode()


def unpack_proof(blob: str) -> list[str]:
    import base64
    import binascii
    import zlib
    try:
        return zlib.decompress(base64.b64decode(blob.encode(), validate=True)).decode().splitlines()
    except (binascii.Error, zlib.error, UnicodeDecodeError) as e:
        raise CertificateError("evidence.drup", f"not a packed proof: {e}")
