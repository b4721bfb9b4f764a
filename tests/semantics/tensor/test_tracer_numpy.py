"""The tracer against real numpy: for every reference in ref_programs, on random edge-biased inputs,
the traced terms evaluate to the bits numpy's run writes, at every flat index."""
from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import ref_programs
from semantics.tensor.spec import KernelSpec
from tensor_harness import check, inputs

PROGRAMS = [v for v in vars(ref_programs).values() if isinstance(v, KernelSpec)]


def test_enough_programs():
    assert len(PROGRAMS) >= 60


@pytest.mark.parametrize("spec", PROGRAMS, ids=lambda s: s.name)
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(data=st.data())
def test_trace_matches_numpy(spec, data):
    check(spec, data.draw(inputs(spec)))
