"""numpy's creation functions at a Scalar size: read while a trace runs, numpy's own everywhere else."""
from __future__ import annotations

import numpy as np
import pytest

from equiv.ref import Out, Scalar, f32, i32, kernel
from semantics.errors import Unsupported
from semantics.tensor import creation
from semantics.tensor.tracer import trace

K = dict(block=32, grid=1)


def test_numpy_is_its_own_outside_a_trace_even_after_a_failing_one():
    originals = (np.zeros, np.ones, np.full, np.arange, np.array)

    @kernel(**K)
    def fails(n: Scalar[i32], y: Out[f32, "n"]):
        return np.arange(0, n, 2, dtype=np.float32)
    with pytest.raises(Unsupported, match="step other than 1"):
        trace(fails)
    assert (np.zeros, np.ones, np.full, np.arange, np.array) == originals
    with creation.patched():  # a concrete call inside a trace is numpy's own
        assert np.arange(3).tolist() == [0, 1, 2] and np.full(2, 7).dtype == np.int64
        assert np.array([1.5, 2]).dtype == np.float64


@pytest.mark.parametrize("body,message", [
    (lambda n: np.arange(1, n, dtype=np.float32), "floats from a start other than 0"),
    (lambda n: np.arange(n * 0.5), "bounds other than integers"),
])
def test_arange_forms_left_out_are_refused(body, message):
    @kernel(**K)
    def k(n: Scalar[i32], y: Out[f32, "n"]):
        return body(n)
    with pytest.raises(Unsupported, match=message):
        trace(k)
