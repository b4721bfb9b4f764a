"""The tracer against real numpy: for every reference in ref_programs, on random edge-biased inputs,
the traced terms evaluate to the bits numpy's run writes, at every flat index."""
from __future__ import annotations

import numpy as np
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


@pytest.mark.parametrize("x, y", [(0.0, -0.0), (-0.0, 0.0)])
def test_one_sided_clip_ties_of_signed_zeros(x, y):
    """numpy 2.4's clip with one bound or an array bound is np.minimum(np.maximum(x, lo), hi): on +0.0 against
    -0.0 f32 returns the bound, where clip with two scalar bounds keeps x."""
    f32 = lambda v: np.array([v], np.float32)
    check(ref_programs.clip_forms, {"n": np.int32(1), "lo": np.float32(y), "x": f32(x), "y": f32(y),
                                    "k": np.zeros(1, np.int32), "a": f32(0), "b": f32(0),
                                    "c": np.zeros(1, np.int32), "e": f32(0)})
