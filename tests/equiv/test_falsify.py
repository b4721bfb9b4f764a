"""Counterexamples are small and say honestly what they leave out."""
from pathlib import Path

import numpy as np

from equiv.emulate import Case
from equiv.falsify import check_case, counterexample, minimise
from semantics.candidate import Candidate
from semantics.problem import build_problem
from semantics.tensor.load import load_ref

CORPUS = Path(__file__).resolve().parents[1] / "data" / "corpus"


def _problem():
    ref = load_ref(CORPUS / "refs" / "xor_wrongop_ref.py", kernel="vxor")
    return build_problem(ref, Candidate.from_file(CORPUS / "sass" / "xor_wrongop.sm_90.sass"))


def _random_case(problem, n: int) -> Case:
    rng = np.random.default_rng(5)
    arrays = {name: rng.integers(1, 2**32, n, dtype=np.uint64) for name in ("a", "b")}
    arrays["c"] = np.zeros(n, dtype=np.uint64)
    return Case({"n": n}, arrays, ((n + 255) // 256, 1, 1))


def test_minimise_keeps_only_what_the_failure_needs():
    """Hundreds of nonzero inputs, of which the a | b vs a ^ b mismatch at one index needs two."""
    problem = _problem()
    out = check_case(problem, _random_case(problem, 700))
    assert out.failure is not None
    small = minimise(problem, out, True)
    assert small.failure.index == out.failure.index
    nonzero = sum(int(np.count_nonzero(a)) for a in small.case.arrays.values())
    assert nonzero == 2
    shown = counterexample(problem, small).inputs
    assert {k for k in shown if "[" in k} == {f"a[{out.failure.index}]", f"b[{out.failure.index}]"}


def test_inputs_not_shown_are_counted_not_called_zero():
    problem = _problem()
    out = check_case(problem, _random_case(problem, 700))
    shown = counterexample(problem, out).inputs
    assert len([k for k in shown if k.startswith("a[") and k != "a[...]"]) == 8
    assert shown["a[...]"] == "692 more nonzero elements not shown"
