"""Sessions for search agents: one reference, many candidates, fast verdicts.

A Session keeps the reference's meaning and every discharged obligation: the
terms are hash-consed, so an obligation a previous candidate already proved
(same goal term) costs a dictionary lookup.  Wrong candidates usually die in
the concrete probes before any solver runs.
"""
from __future__ import annotations

import multiprocessing as mp
from typing import Iterable

from equiv import prover
from semantics.candidate import Candidate
from equiv.decide import decide
from equiv.verdict import Verdict
from semantics.errors import InputError


class Session:
    def __init__(self, ref, arch: str | None = None, contract: str | None = None, finite: bool | None = None,
                 timeout: float = 60.0, solver: str = "bitwuzla"):
        self.ref = ref
        self.arch = arch
        self.contract = contract or ref.options.contract
        self.finite = finite
        self.options = prover.Options(timeout=timeout, solver=solver)
        self.cache = prover.ProofCache()

    def check(self, candidate: str | Candidate) -> Verdict:
        """The verdict on one candidate (SASS or PTX text, or a Candidate)."""
        if isinstance(candidate, str):
            candidate = Candidate.from_text(candidate)
        return decide(self.ref, candidate, self.arch, self.contract, self.finite, self.options, self.cache)

    def check_many(self, candidates: Iterable[str | Candidate], workers: int = 2) -> list[Verdict]:
        """Verdicts in input order, from a pool of forked workers (the same verdicts as one by one)."""
        items = list(candidates)
        if workers <= 1 or len(items) <= 1:
            return [self.check(c) for c in items]
        global _worker_session
        _worker_session = self
        with mp.get_context("fork").Pool(workers) as pool:
            return pool.map(_check_one, items)


_worker_session: Session | None = None


def _check_one(candidate) -> Verdict:
    try:
        v = _worker_session.check(candidate)
        v.derivation = None  # terms live in this process's hash-consing table: not shipped back
        return v
    except InputError as e:
        return Verdict("unknown", _worker_session.ref.name, _worker_session.arch or "?", _worker_session.contract,
                       reason=f"input error: {e}")
