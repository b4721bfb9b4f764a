"""semantics/block.py: every thread of a block in lockstep, on real nvcc output (tests/data/blocks)."""
import json
from pathlib import Path

import pytest

from equiv import terms as T
from semantics.block import BlockCheck, execute_block, thread_ids
from semantics.candidate import Candidate
from semantics.errors import NeedsBlock
from semantics.problem import build_problem
from semantics.tensor.load import load_ref

BLOCKS = Path(__file__).resolve().parents[1] / "data" / "blocks"
CASES = {c["name"]: c for c in json.loads((BLOCKS / "manifest.json").read_text())}


def problem(name: str, arch: str = "sm_90", form: str = "sass"):
    c = CASES[name]
    ref = load_ref(BLOCKS / "refs" / c["ref"], kernel=c["kernel"])
    cand = Candidate.from_file(BLOCKS / form / f"{Path(c['cu']).stem}.{arch}.{form}")
    return build_problem(ref, cand, None, c["contract"], None)


def test_threads_are_numbered_x_fastest_so_warps_are_consecutive():
    ids = thread_ids((4, 2, 1))
    assert ids[:5] == [(0, 0, 0), (1, 0, 0), (2, 0, 0), (3, 0, 0), (0, 1, 0)] and len(ids) == 8


@pytest.mark.parametrize("arch", ["sm_80", "sm_90", "sm_100"])
def test_tree_reduction_runs_as_a_block_with_one_lifted_load_and_one_store(arch):
    p = problem("block_sum", arch)
    loads, stores = p.meaning.loads(), p.meaning.stores()
    assert len(loads) == 1 and len(stores) == 1
    tid = p.launch.tid[0]
    assert any(v is tid for v in T.free_vars([loads[0].index]))  # one term of the symbolic tid, not a chain
    assert stores[0].buffer == "out" and not p.meaning.checks  # barriers everywhere: no race, no divergence
    # thread 0 stores the sum of the 256 elements of its block
    value = stores[0].values[0]
    reads = {id(t) for t in T.postorder([value]) if t.op == "select"}
    assert len(reads) == 256


def test_a_missing_barrier_is_a_shared_race_between_two_named_threads():
    p = problem("block_sum_nosync")
    races = [c for c in p.meaning.checks if c.kind == "shared-race"]
    assert races and all(isinstance(c, BlockCheck) for c in races)
    pair = races[0].pairs[0]
    assert pair.a != pair.b and "between two barriers" in pair.detail


def test_a_barrier_half_the_block_skips_is_divergence():
    p = problem("block_sum_divergent")
    (div,) = [c for c in p.meaning.checks if c.kind == "barrier"]
    assert div.cond.is_const() and div.cond.value  # threads 128.. always skip it while 0.. wait
    assert "skips" in div.pairs[0].detail


def test_warp_shuffles_read_the_source_lane_before_the_instruction():
    p = problem("warp_sum")
    (store,) = p.meaning.stores()
    reads = {id(t) for t in T.postorder([store.values[0]]) if t.op == "select"}
    assert len(reads) == 32  # lane 0 of each warp sums its warp's 32 elements


def test_ptx_runs_in_block_mode_too():
    p = problem("block_sum", "sm_90", "ptx")
    assert len(p.meaning.stores()) == 1 and not p.meaning.checks


def test_the_symbolic_thread_hands_over_to_the_block_executor():
    from semantics.simt import ThreadState
    st = ThreadState.__new__(ThreadState)
    st.ins, st.env = None, type("Env", (), {"filename": "k.sass"})()
    with pytest.raises(NeedsBlock):
        st.barrier(T.bv(0, 32), None)


def test_block_execution_needs_a_concrete_block():
    p = problem("block_sum")
    env = type("Env", (), {})()
    env.launch = type("L", (), {"block": (T.var("ntid.x", T.BV(32)), 1, 1)})()
    with pytest.raises(Exception, match="concrete block size"):
        execute_block(p.function.instructions, env, None, None)


def test_a_barrier_no_thread_reaches_leaves_its_two_sides_in_one_interval():
    """`if (n > 512) __syncthreads();`: for n <= 512 the stores before it and the loads after it race; the pairs
    carry `not reached`, so with `if (n > 0)` (true in every launch with a block) they cannot hold."""
    races = [p.cond for c in problem("block_sum_condsync").meaning.checks if c.kind == "shared-race" for p in c.pairs]
    n = T.var("arg:n", T.BV(32))
    at = lambda cond, v: T.substitute(cond, {id(n): T.bv(v, 32)})
    assert races and all(at(c, 1024).is_const() and not at(c, 1024).value for c in races)  # the barrier runs
    assert any(at(c, 256).is_const() and at(c, 256).value for c in races)  # none waits: thread 0 reads sh[128]
    ok = [c for c in problem("block_sum_condsync_ok").meaning.checks if c.kind == "shared-race"]
    assert ok  # the pairs exist (the barrier is conditional), and the proof shows them unsat (test_blocks_corpus)
