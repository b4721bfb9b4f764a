"""Atomics in block execution (semantics/block.py) and their final values (proofs/atomic_final.py), on the
nvcc histograms of tests/data/blocks: the symbolic fold, the emulator and numpy agree."""
import itertools
import json
from pathlib import Path

import numpy as np
import pytest

from equiv import terms as T
from equiv.emulate import run_candidate
from equiv.evaluate import evaluate
from equiv.falsify import base_env, make_case, reference_bits
from proofs.atomic_final import final_values
from semantics.block import BlockRun
from semantics.candidate import Candidate
from semantics.errors import Unsupported
from semantics.isa.atomic_ops import fold
from semantics.problem import build_problem
from semantics.simt import Access, Meaning
from semantics.tensor.load import load_ref

BLOCKS = Path(__file__).resolve().parents[1] / "data" / "blocks"
CASES = {c["name"]: c for c in json.loads((BLOCKS / "manifest.json").read_text())}


def problem(name: str, contract: str | None = None):
    c = CASES[name]
    ref = load_ref(BLOCKS / "refs" / c["ref"], kernel=c["kernel"])
    cand = Candidate.from_file(BLOCKS / "sass" / f"{Path(c['cu']).stem}.sm_90.sass")
    return build_problem(ref, cand, None, contract or c["contract"], None)


@pytest.mark.parametrize("op", ["add", "max.s32", "min.u32", "and", "or", "xor"])
def test_fold_gives_one_value_in_every_order(op):
    rng = np.random.default_rng(1)
    values = [T.bv(int(v), 32) for v in rng.integers(0, 2 ** 32, 4, dtype=np.uint64)]
    hits = [T.true(), T.false(), T.true(), T.true()]
    old = T.bv(0x12345678, 32)
    results = {fold("global", op, old, list(p)).value for p in itertools.permutations(zip(hits, values))}
    assert len(results) == 1


@pytest.mark.parametrize("op", ["exch", "cas", "inc", "dec"])
def test_order_dependent_ops_do_not_fold(op):
    with pytest.raises(Unsupported, match="depends on their order"):
        fold("shared", op, T.bv(0, 32), [(T.true(), T.bv(1, 32))])


def test_global_atomic_is_an_access_with_its_operation():
    p = problem("hist16")
    (a,) = p.meaning.atomics()
    assert a.buffer == "bins" and a.op == "add" and a.values[0] is T.bv(1, 32)
    assert not p.meaning.stores()


def test_shared_popc_inc_atomics_do_not_race_with_each_other():
    p = problem("hist16_shared")
    assert not [c for c in p.meaning.checks if c.kind == "shared-race"]
    (a,) = p.meaning.atomics()  # one global add per bin and block, of the block's shared count
    assert a.op == "add" and any(t.op == "select" for t in T.postorder([a.values[0]]))


@pytest.mark.parametrize("name", ["hist16", "hist16_shared"])
def test_final_values_match_the_emulator_and_numpy(name):
    p = problem(name)
    case = make_case(p, {}, np.random.default_rng(3), False)
    assert case is not None and case.grid == (4, 1, 1)
    env = base_env(p, case)
    finals = final_values(p.meaning, "bins")
    symbolic = np.array([int(np.broadcast_to(v, (1,))[0]) for v in evaluate(finals, env, 1)], dtype=np.uint64)
    emulated = run_candidate(p.meaning, case, env).final["bins"]
    expected = reference_bits(p, case)["bins"]
    assert (symbolic == expected).all() and (emulated == expected).all()


def test_f32_atomic_add_has_no_exact_meaning(tmp_path):
    """Even against a reference with an exact meaning, RED.E.ADD.F32 rounds in the blocks' arrival order."""
    ref = tmp_path / "first.py"
    ref.write_text(
        "from equiv.ref import kernel, In, InOut, Scalar, i32, f32\n"
        "@kernel(block=256, grid=4, assume=lambda n: n == 1024)\n"
        "def atomic_sum(n: Scalar[i32], x: In[f32, 1024], out: InOut[f32, 1]):\n"
        "    return out + x[:1]\n")
    cand = Candidate.from_file(BLOCKS / "sass" / "atomic_sum.sm_90.sass")
    with pytest.raises(Unsupported, match="f32 atomic add"):
        build_problem(load_ref(ref, kernel="atomic_sum"), cand, None, "exact", None)


def test_a_used_atomic_result_is_refused():
    run = BlockRun.__new__(BlockRun)
    old = T.var("atomic-old:0120#3.0", T.BV(32))
    run.results = {old.params[0]}
    p = problem("hist16")
    (a,) = p.meaning.atomics()
    used = Access("store", "bins", a.index, [T.add(old, T.bv(1, 32))], a.guard, a.in_bounds, a.ins)
    meaning = Meaning([used], p.meaning.launch, p.meaning.buffers)
    with pytest.raises(Unsupported, match="the value an atomic returns is used"):
        run.unused_results(meaning)
    run.unused_results(p.meaning)  # the histogram never reads what REDG would return
