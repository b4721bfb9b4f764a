"""Grid and assume functions on symbolic sizes (semantics/launch.py): Python's // and % checked against Python
itself, by a power of two (a shift and a mask) and otherwise (a division); branches followed down every path."""
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, strategies as st

from equiv import terms as T
from equiv.evaluate import evaluate
from semantics.errors import Unsupported
from semantics.launch import W, SymInt, explore, floor_div, floor_mod, join_bools, join_dims, join_ints

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


def _paths(fn, join, n_values):
    """fn explored on a symbolic n, evaluated at each value: the same answers as Python's own run."""
    n = SymInt(A)
    t = explore(lambda: fn(n), join)
    terms = [x.term for x in (t if isinstance(t, tuple) else (t,))]
    env = {"a": np.array([v & T.mask(W) for v in n_values], dtype=np.uint64)}
    got = [np.broadcast_to(v, (len(n_values),)) for v in evaluate(terms, env, len(n_values))]
    return [tuple(T.to_signed(int(g[i]), W) if g.dtype != bool else bool(g[i]) for g in got)
            for i in range(len(n_values))]


def test_branches_in_launch_and_assume_functions_follow_every_path():
    """`min`, `max`, `if`/`else`, `and`/`or` and a size's truth value in a grid or assume function: each path
    is run once and the results joined under its condition (a grid capped at 1024 blocks for grid-stride loops)."""
    values = [0, 1, 255, 256, 257, 1 << 18, (1 << 18) + 1, 1 << 30, -5]
    capped = lambda n: (min((n + 255) // 256, 1024), max(n // 1024, 1), 1 if n else 2)
    assert _paths(capped, join_dims, values) == [capped(v) for v in values]
    assume = lambda n: n > 0 and n % 4 == 0 or n == -5
    assert _paths(assume, join_bools, values) == [(bool(assume(v)),) for v in values]
    ladder = lambda n: 1 if n < 10 else 2 if n < 300 else 3 if n < 1 << 20 else 4
    assert _paths(ladder, join_ints, values) == [(ladder(v),) for v in values]


def test_too_many_paths_is_unsupported():
    def many(n):
        k = 0
        for bit in range(7):  # 128 paths
            if (n >> bit) % 2 == 1:
                k += 1
        return k
    with pytest.raises(Unsupported, match="paths"):
        explore(lambda: many(SymInt(A)), join_ints)


CAPPED = '''
from equiv.ref import kernel, In, Out, Scalar, i32, f32

@kernel(block=256, grid=lambda n: min((n + 255) // 256, 64), assume=lambda n: n <= 1 << 30, symbol="gs_scale")
def capped(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return 2.0 * x

@kernel(block=256, grid=lambda n: min((n + 255) // 256, 64), assume=lambda n: n <= 1 << 30, symbol="gs_scale")
def capped_wrong(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return 3.0 * x
'''


def test_a_grid_stride_kernel_launched_on_a_capped_grid(tmp_path):
    from equiv.api import prove
    from semantics.candidate import Candidate
    from semantics.tensor.load import load_ref
    ref = tmp_path / "capped_ref.py"
    ref.write_text(CAPPED)
    sass = Path(__file__).resolve().parents[1] / "data" / "corpus" / "sass" / "gridstride.sm_90.sass"
    v = prove(load_ref(ref, kernel="capped"), Candidate.from_file(sass), timeout=60)
    assert v.status == "proved", v.format()
    w = prove(load_ref(ref, kernel="capped_wrong"), Candidate.from_file(sass), timeout=60)
    assert w.status == "refuted", w.format()
