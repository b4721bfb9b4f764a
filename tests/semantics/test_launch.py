"""Python's // and % on symbolic sizes (semantics/launch.py): the grid lambdas' arithmetic, checked against
Python itself, by a power of two (a shift and a mask) and otherwise (a division)."""
import numpy as np
from hypothesis import given, strategies as st

from equiv import terms as T
from equiv.evaluate import evaluate
from semantics.launch import W, floor_div, floor_mod

A = T.var("a", T.BV(W))


def run(t: T.Term, a: int) -> int:
    (v,) = evaluate([t], {"a": np.array([a & T.mask(W)], dtype=np.uint64)}, 1)
    return T.to_signed(int(np.broadcast_to(v, (1,))[0]), W)


@given(st.integers(-(1 << 62), 1 << 62), st.sampled_from([1, 2, 4, 256, 1 << 40, 3, 7, 255, -4, -3]))
def test_floor_division_and_modulo_are_pythons(a, b):
    d = T.bv(b & T.mask(W), W)
    assert run(floor_div(A, d), a) == a // b
    assert run(floor_mod(A, d), a) == a % b


def test_a_power_of_two_divisor_needs_no_divider():
    ops = {x.op for x in T.postorder([floor_div(A, T.bv(256, W)), floor_mod(A, T.bv(256, W))])}
    assert not ops & {"sdiv", "srem", "udiv", "urem"}
