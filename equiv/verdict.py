"""Verdicts and counterexamples, as people and programs read them.

A counterexample is only ever built from a concrete run that failed (see
equiv.emulate): the solver's model is a suggestion until both sides replay it.
"""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field


@dataclass
class Counterexample:
    kind: str  # mismatch | unwritten | out-of-bounds | input-write | conflict | race | shared-race | barrier
    inputs: dict[str, str]  # parameter -> what matters of its value, as printed
    buffer: str
    index: list[int] | None  # multi-index of the element
    thread: dict | None  # {"block": [x,y,z], "thread": [x,y,z]}
    other_thread: dict | None = None
    expected: str | None = None  # value and hex
    got: str | None = None
    at: str | None = None  # the instruction: "/*0100*/ FFMA R7, R2, UR6, R7"
    detail: str = ""
    replayed: bool = True

    def lines(self) -> list[str]:
        out = []
        shown = ", ".join(f"{k} = {v}" for k, v in self.inputs.items())
        out.append(f"  inputs:  {shown}   (all other elements 0)" if shown else "  inputs:  (all elements 0)")
        if self.thread:
            out.append(f"  thread:  block ({_c(self.thread['block'])}) thread ({_c(self.thread['thread'])})")
        if self.other_thread:
            out.append(f"  and:     block ({_c(self.other_thread['block'])}) thread ({_c(self.other_thread['thread'])})")
        elem = f"{self.buffer}[{', '.join(map(str, self.index))}]" if self.index is not None else self.buffer
        if self.kind == "mismatch":
            out.append(f"  output:  {elem}  expected {self.expected}  got {self.got}")
        elif self.kind == "unwritten":
            out.append(f"  output:  {elem}  expected {self.expected}  but no thread writes it")
        elif self.kind in ("barrier", "shared-race"):  # about the block, not an element
            out.append(f"  {self.kind}: {self.detail}")
        else:
            out.append(f"  {self.kind}: {elem}  {self.detail}")
        if self.at:
            out.append(f"  at:      {self.at}")
        return out


def _c(v) -> str:
    return ",".join(str(x) for x in v)


@dataclass
class ObligationResult:
    name: str
    kind: str
    evidence: str  # structural | smt-unsat | lemma
    seconds: float
    solvers: list[str] = field(default_factory=list)
    lemmas: list[str] = field(default_factory=list)  # checked arithmetic facts the goal was rewritten with
    form: str = "goal"  # what was solved: the goal, or "relaxed:K" (a stronger, value-free form)
    encoding: str = "bv"  # "bv", or "integer" (the exact integer reading, for nonlinear index math)
    lemma_params: list[dict] = field(default_factory=list)


@dataclass
class Verdict:
    status: str  # proved | refuted | unknown
    kernel: str
    arch: str
    contract: str
    reason: str = ""
    counterexample: Counterexample | None = None
    obligations: list[ObligationResult] = field(default_factory=list)
    assumptions: list[str] = field(default_factory=list)
    bounded: dict[str, list[int]] | None = None  # sizes of a bounded proof
    unsupported: bool = False  # unknown because a construct has no semantics (not a solver's limit)
    seconds: float = 0.0
    certificate: object | None = None
    derivation: object | None = None  # the obligations, when proved: what a certificate records

    @property
    def exit_code(self) -> int:
        return {"proved": 0, "refuted": 1, "unknown": 2}[self.status]

    def to_dict(self) -> dict:
        d = asdict(self)
        d.pop("certificate", None)
        d.pop("derivation", None)
        return d

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), sort_keys=True)

    def headline(self) -> str:
        what = f"{self.kernel} ({self.arch}, contract {self.contract})"
        if self.status == "proved" and self.bounded:
            sizes = "; ".join(f"{k} in {{{', '.join(map(str, v))}}}" for k, v in self.bounded.items())
            return f"PROVED   {what} for {sizes} only (bounded)"
        return f"{self.status.upper():8} {what}"

    def format(self, color: bool = False) -> str:
        head = self.headline()
        if color:
            code = {"proved": "32", "refuted": "31", "unknown": "33"}[self.status]
            head = f"\033[1;{code}m{head[:8]}\033[0m{head[8:]}"
        lines = [head]
        if self.counterexample is not None:
            lines += self.counterexample.lines()
        if self.reason:
            lines.append(f"  reason:  {self.reason}")
        if self.status == "proved":
            levels: dict[str, int] = {}
            for o in self.obligations:
                levels[o.evidence] = levels.get(o.evidence, 0) + 1
            shown = ", ".join(f"{n} {k}" for k, n in sorted(levels.items()))
            lines.append(f"  {len(self.obligations)} obligations: {shown}; {self.seconds:.2f} s")
            if self.contract == "real":
                lines.append("  note:    proves the algorithm over the reals, not the floating-point rounding")
        for a in self.assumptions:
            lines.append(f"  assumes: {a}")
        return "\n".join(lines)
