"""semantics/blockloop.py: a K-loop with barriers read by induction over the whole block (real nvcc output,
tests/data/blocks/kernels/matmul_tiled.cu), instead of unrolled until the block's ids fix its count."""
import functools

from equiv import terms as T
from equiv.emulate import iterations
from semantics.lift import lift
from semantics.loops import ITER, TRIPS
from test_block import problem

meaning = functools.cache(lambda name: problem(name).meaning)


def test_tiled_k_loop_is_one_loop_of_the_symbolic_thread():
    m = meaning("matmul_tiled")
    (loop,) = m.loops
    body, after = m.accesses[loop.first:loop.last], m.accesses[loop.last:]
    assert [(a.kind, a.buffer) for a in body] == [("load", "A"), ("load", "B")]
    assert [(a.kind, a.buffer) for a in after] == [("store", "C")]
    assert not m.checks  # each thread stores its own tile word: no race, no divergence
    # the trip count is the block's, one term: t = 16*iter runs while t + 16 < k
    assert {v.params[0] for v in T.free_vars([loop.cont])} == {"arg:k", ITER.params[0]}
    # every thread's loads of iteration `iter`, lifted to one term of the symbolic thread (no chain)
    tid = set(m.launch.tid)
    for a in body:
        assert ITER in T.free_vars([a.index]) and tid & set(T.free_vars([a.index]))
        assert not any(t.op == "ite" for t in T.postorder([a.index]))
    # C holds the sum over the trips of the 16 products each iteration's shared tiles give
    sums = [t for t in T.postorder(after[0].values) if T.is_sum(t)]
    assert sums and TRIPS in T.free_vars(after[0].values)
    assert len([t for t in T.postorder(after[0].values) if t.op == "fmul"]) == 16


def test_counting_variables_are_the_ones_the_back_edge_reads():
    (loop,) = meaning("matmul_tiled").loops
    assert [iv.name for iv in loop.counting()] == ["UR4"]  # not R15, B's row index (a dead tile row may wrap)
    assert {iv.name for iv in loop.ivs} >= {"UR4", "R15"}


def test_missing_second_barrier_races_across_the_back_edge():
    m = meaning("matmul_tiled_nosync")
    assert len(m.loops) == 1  # read by induction: the k = 64 of its reference's assume is not unrolled
    races = [c for c in m.checks if c.kind == "shared-race"]
    assert races and all("back-edge" in c.name for c in races)
    pair = races[0].pairs[0]
    assert pair.a != pair.b and "next iteration" in pair.detail
    # the condition speaks of iteration iter and iter + 1: a concrete run evaluates it per iteration
    assert ITER in T.free_vars([pair.cond])


def test_trip_counts_are_bound_without_running_the_body():
    import numpy as np
    (loop,) = meaning("matmul_tiled").loops
    env = {"arg:k": np.array([48], dtype=np.uint64)}
    assert [k for k, _ in iterations(loop, env, 1)] == [0, 1, 2]
    assert env[TRIPS.params[0]].tolist() == [3]


def test_lift_keeps_a_few_odd_threads_apart():
    """Thread 0's `16c + 0` folds to `16c`; the others share `16c + tid`: thread 0 is an exception."""
    tid = tuple(T.var(f"tid.{a}", T.BV(32)) for a in "xyz")
    c = T.var("c", T.BV(32))
    shape = lambda x: T.mul(T.add(T.mul(T.bv(16, 32), c), T.bv(x, 32)), T.var("n", T.BV(32)))
    per = [((x, 0, 0), shape(x)) for x in range(16)]
    per[0] = ((0, 0, 0), T.var("odd", T.BV(32)))  # a term no template gives
    lifted = lift(per, tid)
    assert lifted is not None and lifted.op == "ite"
    for ids, t in per:
        assert T.substitute(lifted, {id(v): T.bv(k, 32) for v, k in zip(tid, ids)}) is t
    per[1] = ((1, 0, 0), T.var("odd1", T.BV(32)))
    per[2] = ((2, 0, 0), T.var("odd2", T.BV(32)))
    assert lift(per, tid) is None  # past one in EXCEPTIONS: a chain instead
