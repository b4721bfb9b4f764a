"""The one derivation of obligations, shared by the prover and the checker.

From a reference, a candidate, an arch, a contract and the names of the
coverage witnesses (the only thing the search contributes), this computes the
obligations and their SMT-LIB text deterministically: the same inputs always
give byte-identical text, which is what lets a certificate be compared.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from equiv import smt
from equiv.terms import Term
from proofs.obligations import build, finite_inputs
from proofs.realvalue import real_equal, real_value
from proofs.witnesses import named_witness
from semantics.candidate import Candidate
from semantics.problem import Problem, build_problem


@dataclass
class Derived:
    name: str
    kind: str
    goal: Term  # must be unsat (finite-input hypotheses included)
    relaxed: list = field(default_factory=list)  # each implied by goal (a tuple: pieces, all to be shown unsat)

    @property
    def text(self) -> str:
        return smt.to_smtlib([self.goal])

    def pieces(self, form: str) -> tuple[Term, ...]:
        """The formulas a named form stands for (all must be unsat); KeyError for an unknown form."""
        if form == "goal":
            return (self.goal,)
        if form.startswith("relaxed:") and form[8:].isdigit() and int(form[8:]) < len(self.relaxed):
            r = self.relaxed[int(form[8:])]
            return r if isinstance(r, tuple) else (r,)
        raise KeyError(form)

    @property
    def structural(self) -> bool:
        return self.goal.is_const() and not self.goal.value


@dataclass
class Derivation:
    problem: Problem
    obligations: list[Derived]
    witnesses: dict[str, str]

    @property
    def domain_text(self) -> str:
        return smt.to_smtlib([self.problem.domain])

    @property
    def assumptions(self) -> list[str]:
        return list(self.problem.assumptions)


def derive_problem(problem: Problem, witnesses: dict[str, str]) -> Derivation:
    """Obligations of a bound problem, with the named coverage witnesses (unknown names raise KeyError)."""
    chosen = {buf: named_witness(problem.meaning, problem.buffers[buf], wname) for buf, wname in witnesses.items()}
    kw = {"value_map": real_value, "equal": real_equal} if problem.contract == "real" else {}
    obs = build(problem.meaning, problem.outputs, problem.domain, problem.contract, witnesses=chosen, **kw)
    fin = lambda r: tuple(finite_inputs(problem, p) for p in r) if isinstance(r, tuple) else finite_inputs(problem, r)
    out = [Derived(o.name, o.kind, finite_inputs(problem, o.goal), [fin(r) for r in o.relaxed]) for o in obs]
    return Derivation(problem, out, dict(witnesses))


def derive(ref_path: str | Path, kernel: str, cand_path: str | Path, arch: str, contract: str, finite: bool,
           witnesses: dict[str, str]) -> Derivation:
    from semantics.tensor.load import load_ref
    spec = load_ref(ref_path, kernel=kernel)
    cand = Candidate.from_file(cand_path, arch=arch)
    return derive_problem(build_problem(spec, cand, arch, contract, finite), witnesses)

