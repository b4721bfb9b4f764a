"""The library surface (SPEC section 4), gathered in one place."""
from __future__ import annotations

from equiv import prover
from equiv.progprove import prove_programs
from semantics.candidate import Candidate
from semantics.problem import build_problem
from equiv.session import Session
from equiv.verdict import Verdict
from semantics.errors import Unsupported
from semantics.tensor.load import load_ref

__all__ = ["Candidate", "Session", "Verdict", "load_ref", "prove", "prove_programs"]


def prove(ref, candidate: Candidate, arch: str | None = None, contract: str | None = None,
          finite: bool | None = None, timeout: float = 60.0, solver: str = "bitwuzla", progress=None) -> Verdict:
    """One verdict; Unsupported constructs give `unknown` naming them, InputError propagates (exit 3)."""
    contract = contract or ref.options.contract
    try:
        problem = build_problem(ref, candidate, arch, contract, finite)
    except Unsupported as e:
        return Verdict("unknown", ref.name, arch or "?", contract, reason=str(e), unsupported=True)
    return prover.prove(problem, prover.Options(timeout=timeout, solver=solver), progress=progress)
