"""The library surface (SPEC section 4), gathered in one place."""
from __future__ import annotations

from equiv import prover
from equiv.progprove import prove_programs
from semantics.candidate import Candidate
from equiv.decide import decide
from equiv.session import Session
from equiv.verdict import Verdict
from semantics.tensor.load import load_ref

__all__ = ["Candidate", "Session", "Verdict", "load_ref", "prove", "prove_programs"]


def prove(ref, candidate: Candidate, arch: str | None = None, contract: str | None = None,
          finite: bool | None = None, timeout: float = 60.0, solver: str = "bitwuzla", progress=None) -> Verdict:
    """One verdict within `timeout` seconds; Unsupported constructs give `unknown` naming them, InputError
    propagates (exit 3)."""
    return decide(ref, candidate, arch, contract or ref.options.contract, finite,
                  prover.Options(timeout=timeout, solver=solver), progress=progress)
