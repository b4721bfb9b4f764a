"""Loops: induction over one symbolic iteration, unrolling where induction is refused, and the offsets relaxation."""
from pathlib import Path

import numpy as np
import pytest

from equiv import terms as T
from equiv.evaluate import evaluate
from semantics.candidate import Candidate
from semantics.isa.sass import parser as P
from semantics.isa.sass.arch import ARCHS
from semantics.loops import ITER
from semantics.problem import build_problem
from semantics.simt import KernelEnv, Launch, ThreadState, thread_vars
from semantics.tensor.load import load_ref

CORPUS = Path(__file__).resolve().parents[1] / "data" / "corpus"


def _problem(ref: str, kernel: str, cand: str):
    spec = load_ref(CORPUS / "refs" / ref, kernel=kernel)
    return build_problem(spec, Candidate.from_file(CORPUS / "sass" / cand))


def test_grid_stride_index_is_an_induction_variable_with_the_stride_as_step():
    p = _problem("gridstride_ref.py", "gs_scale", "gridstride.sm_90.sass")
    (loop,) = p.meaning.loops
    assert not p.meaning.unroll_bounds
    (iv,) = [v for v in loop.ivs if v.start.width == 32]
    tid, ctaid = p.launch.tid[0], p.launch.ctaid[0]
    assert iv.start is T.add(tid, T.mul(T.bv(256, 32), ctaid))
    # the step is blockDim.x * gridDim.x: 256 times the grid term
    env = {"arg:n": np.array([5000], dtype=np.uint64)}
    (grid,) = evaluate([p.launch.grid[0]], env, 1)
    (step,) = evaluate([iv.step], env, 1)
    assert int(step[0]) == 256 * int(grid[0]) and int(grid[0]) == (5000 + 1023) // 1024
    body = p.meaning.accesses[loop.first:loop.last]
    assert body and all(ITER in T.free_vars([a.index]) for a in body)


def test_a_loop_with_a_carried_sum_is_unrolled_with_a_bound_obligation():
    p = _problem("xorsum_ref.py", "xorsum", "xorsum.sm_90.sass")
    assert not p.meaning.loops
    assert len(p.meaning.unroll_bounds) >= 1
    assert all(ITER not in T.free_vars([a.guard]) for a in p.meaning.accesses)


def test_offsets_relaxation_agrees_with_the_goal_when_offsets_are_k_times_step():
    p = _problem("gridstride_ref.py", "gs_scale", "gridstride.sm_90.sass")
    (loop,) = p.meaning.loops
    P = loop.offsets()
    goal = loop.guard()
    relaxed = loop.abstract(goal, P)
    assert relaxed is not None and relaxed is not goal
    rng = np.random.default_rng(0)
    for _ in range(200):
        n, tid, ctaid, k = int(rng.integers(0, 1 << 20)), int(rng.integers(0, 256)), int(rng.integers(0, 4)), \
            int(rng.integers(0, 6))
        env = {"arg:n": np.array([n], dtype=np.uint64), "tid.x": np.array([tid], dtype=np.uint64),
               "ctaid.x": np.array([ctaid], dtype=np.uint64), "iter": np.array([k], dtype=np.uint64)}
        for v in ("tid.y", "tid.z", "ctaid.y", "ctaid.z"):
            env[v] = np.zeros(1, dtype=np.uint64)
        steps = evaluate([iv.step for iv in loop.ivs], env, 1)
        for iv, st in zip(loop.ivs, steps):
            w = iv.step.width
            s = int(st[0]) - (1 << w) * (int(st[0]) >> (w - 1))
            env[P[iv.name].params[0]] = np.array([(k * s) % (1 << 128)], dtype=object)
        a, b = evaluate([goal, relaxed], env, 1)
        assert bool(a[0]) == bool(b[0])


def test_a_guarded_write_keeps_the_old_value_unsimplified_where_its_guard_fails():
    tid, ctaid = thread_vars()
    launch = Launch((32, 1, 1), (T.bv(1, 32),) * 3, tid, ctaid)
    st = ThreadState(KernelEnv(ARCHS["sm_90"], launch, {}, []))
    c, d = T.var("c", T.BOOL), T.var("d", T.BOOL)
    r1 = P.Reg(False, 1)
    a, b = T.var("a", T.BV(32)), T.var("b", T.BV(32))
    st.guard = c
    st.write(r1, a)  # R1 = c ? a : undef
    st.guard = T.and_(c, d)  # implies c: reading R1 here resolves it to a
    st.write(r1, b)  # where c & d fails, R1 must still be c ? a : undef, not a
    st.guard = T.true()
    got = st.read(r1)
    env = {"a": np.array([1, 1, 1], dtype=np.uint64), "b": np.array([2, 2, 2], dtype=np.uint64),
           "undef:R1": np.array([3, 3, 3], dtype=np.uint64),
           "c": np.array([True, True, False]), "d": np.array([True, False, True])}
    (v,) = evaluate([got], env, 3)
    assert list(v) == [2, 1, 3]


def test_accumulation_reads_ffma_and_fadd_into_the_carried_register():
    from semantics.loops import ITER, TRIPS, Accumulator, accumulation, loopin
    f32 = T.F32
    acc = loopin("R11", T.BV(32))
    a = T.fp_from_bits(f32, T.select(T.var("mem:A", T.ARRAY(64, 32)), ITER))
    b = T.fp_from_bits(f32, T.var("arg:b", T.BV(32)))
    mine = T.fp_from_bits(f32, acc)
    got = accumulation(T.fp_to_bits(T.ffma("RNE", a, b, mine), 0x7fffffff), acc, False)
    assert got is not None and got[0] is T.fmul("RNE", a, b)
    assert accumulation(T.fp_to_bits(T.fadd("RNE", mine, a), 0x7fffffff), acc, False)[0] is a
    # not an accumulator: the product reads the carried value, or the register is scaled
    assert accumulation(T.fp_to_bits(T.ffma("RNE", mine, b, mine), 0x7fffffff), acc, False) is None
    assert accumulation(T.fp_to_bits(T.fmul("RNE", mine, a), 0x7fffffff), acc, False) is None
    after = Accumulator(T.bv(0, 32), a, 0x7fffffff, "add").after(TRIPS)
    assert after.op == "fp_to_bits" and after.args[0].op == "fsum" and after.args[0].args[1] is TRIPS
    started = Accumulator(T.var("arg:c", T.BV(32)), a, 0x7fffffff, "add").after(TRIPS)
    assert started.args[0].op == "fadd"  # a nonzero start is kept


def test_accumulation_reads_a_chain_of_fmas_as_the_sum_of_its_products():
    from semantics.loops import accumulation, loopin
    f32 = T.F32
    acc = loopin("R10", T.BV(32))
    a, b, c, d = (T.fp_from_bits(f32, T.var(f"arg:{v}", T.BV(32))) for v in "abcd")
    chain = T.ffma("RNE", c, d, T.ffma("RNE", a, b, T.fp_from_bits(f32, acc)))
    f, _, _ = accumulation(T.fp_to_bits(chain, 0x7fffffff), acc, False)
    assert f is T.fadd("RNE", T.fmul("RNE", a, b), T.fmul("RNE", c, d))
    # the carried value inside a product: no accumulator
    bad = T.ffma("RNE", T.fp_from_bits(f32, acc), b, T.ffma("RNE", a, b, T.fp_from_bits(f32, acc)))
    assert accumulation(T.fp_to_bits(bad, 0x7fffffff), acc, False) is None


def test_float_accumulation_reads_a_chain_of_fmnmx_as_a_float_fold():
    from semantics.loops import ITER, TRIPS, Accumulator, accumulation, loopin
    f32 = T.F32
    acc = loopin("R4", T.BV(32))
    mine = T.fp_from_bits(f32, acc)
    a, b = (T.fp_from_bits(f32, T.select(T.var("mem:A", T.ARRAY(64, 32)), T.add(ITER, T.bv(d, 64)))) for d in (0, 1))
    mx = lambda x, y: T.fold_combine("max", x, y)
    post = T.fp_to_bits(mx(mx(mine, a), b), 0x7FFFFFFF)  # an unrolled body: FMNMX3 acc, a, b
    assert accumulation(post, acc, True) == (mx(a, b), 0x7FFFFFFF, "max")
    assert accumulation(post, acc, False) is None  # only where the reference has a fold to meet it
    mixed = T.fp_to_bits(T.fold_combine("min", mx(mine, a), b), 0x7FFFFFFF)
    assert accumulation(mixed, acc, True) is None
    minus_inf = T.bv(0xFF800000, 32)
    after = Accumulator(minus_inf, a, 0x7FFFFFFF, "max").after(TRIPS)
    fold = T.sum_of("ffold", T.bv(0, 64), TRIPS, lambda i: T.substitute(a, {id(ITER): i}), "max")
    assert after is T.fp_to_bits(mx(T.fp_from_bits(f32, minus_inf), fold), 0x7FFFFFFF)
    nan_start = Accumulator(T.bv(0x7FFFFFFF, 32), a, 0x7FFFFFFF, "max").after(TRIPS)
    assert nan_start is T.fp_to_bits(fold, 0x7FFFFFFF)  # the identity start is dropped


def test_integer_accumulation_reads_a_wrapping_sum_or_a_chain_of_max_selects():
    from semantics.loops import ITER, TRIPS, Accumulator, int_accumulation, loopin
    acc = loopin("R0", T.BV(32))
    a, b = (T.select(T.var("mem:A", T.ARRAY(64, 32)), T.add(ITER, T.bv(d, 64))) for d in (0, 1))
    assert int_accumulation(T.add(acc, a, b), acc) == (T.add(a, b), None, "add")
    smax = lambda x, y: T.fold_combine("smax", x, y)
    f, _, kind = int_accumulation(smax(smax(acc, a), b), acc)  # an unrolled body: VIMNMX3 acc, a, b
    assert kind == "smax" and f is smax(a, b)  # in the order the body folds them
    assert int_accumulation(smax(acc, a), acc)[2] == "smax"
    assert int_accumulation(T.fold_combine("umin", a, acc), acc)[2] == "umin"
    # not a fold: kinds mixed, the carried value scaled, or compared with something other than a branch
    assert int_accumulation(T.fold_combine("smin", smax(acc, a), b), acc) is None
    assert int_accumulation(T.mul(acc, a), acc) is None
    assert int_accumulation(T.ite(T.slt(acc, a), b, acc), acc) is None
    after = Accumulator(T.bv(0x80000000, 32), a, None, "smax").after(TRIPS)
    assert after.op == "ifold" and after.params[1] == "smax"  # the identity start is dropped
    started = Accumulator(T.var("arg:c", T.BV(32)), a, None, "smax").after(TRIPS)
    assert started is smax(T.var("arg:c", T.BV(32)), after)


def test_a_count_down_exit_is_a_counter_that_must_not_cross_zero():
    from semantics.loops import ITER, Loop
    x0 = T.var("arg:k", T.BV(32))
    after = T.sub(T.add(x0, T.mul(T.bv(-4 & 0xffffffff, 32), T.extract(ITER, 31, 0))), T.bv(4, 32))
    loop = Loop(0, 1, T.true(), T.not_(T.eq(after, T.bv(0, 32))), (), 0, 0)
    (e0, b), = loop.counters()
    assert (b, e0) in ((-4, T.sub(x0, T.bv(4, 32))), (4, T.sub(T.bv(4, 32), x0)))  # e or -e: the same crossing
    q = loop.bounded(T.bv(3, 64))  # e(3) = k - 16: not crossed for k >= 16, crossed for 4 <= k < 16
    env = {"arg:k": np.array([16, 12, 0xfffffff0], dtype=np.uint64)}
    (v,) = evaluate([q], env, 3)
    assert list(v) == [True, False, True]  # a negative start moves away from 0: not a crossing


@pytest.mark.parametrize("cmp, start, step", [("slt", 5, 256), ("sle", 5, 256), ("ult", 0, 3), ("sgt", 1000, -7),
                                              ("not_sge", 3, 32)])
def test_a_closed_trip_count_is_the_count_a_run_makes(cmp, start, step):
    """for (j = start; j < n; j += step): 1 + the iterations whose next j still compares, for every n."""
    from semantics.loops import Loop
    n = T.var("arg:n", T.BV(32))
    nxt = T.add(T.bv(start + step & 0xffffffff, 32), T.mul(T.bv(step & 0xffffffff, 32), T.extract(ITER, 31, 0)))
    cont = {"slt": lambda: T.slt(nxt, n), "sle": lambda: T.sle(nxt, n), "ult": lambda: T.ult(nxt, n),
            "sgt": lambda: T.slt(n, nxt), "not_sge": lambda: T.not_(T.sle(n, nxt))}[cmp]()
    count = Loop(0, 1, T.true(), cont, (), 0, 0).closed_trips()
    ns = np.array([0, 1, 5, 6, 260, 261, 517, 999, 1000, 1001, 4096], dtype=np.uint64)
    (got,) = evaluate([count], {"arg:n": ns}, len(ns))
    for v, c in zip(ns, np.broadcast_to(got, ns.shape)):
        trips, k = 1, 0
        while True:  # the run: iteration k takes the back edge where cont(k) holds
            (holds,) = evaluate([cont], {"arg:n": np.array([v], dtype=np.uint64), "iter": np.array([k], dtype=np.uint64)}, 1)
            if not bool(np.broadcast_to(holds, (1,))[0]):
                break
            trips, k = trips + 1, k + 1
        assert int(c) == trips, (cmp, int(v))


@pytest.mark.parametrize("step", [-1, 1])
def test_closed_trip_count_of_a_count_to_zero(step):
    """nvcc's remainder loop `do { ...; r -= 1; } while (r != 0)` from r = n & 3 (and the count up from -r):
    the closed count agrees with a run of the back-edge condition."""
    from semantics.loops import Loop
    n = T.var("arg:n", T.BV(32))
    r = T.band(n, T.bv(3, 32)) if step == -1 else T.neg(T.band(n, T.bv(3, 32)))
    after = T.add(r, T.bv(step & 0xffffffff, 32), T.mul(T.bv(step & 0xffffffff, 32), T.extract(ITER, 31, 0)))
    cont = T.not_(T.eq(after, T.bv(0, 32)))
    count = Loop(0, 1, T.true(), cont, (), 0, 0).closed_trips()
    ns = np.array([1, 2, 3, 5, 6, 7, 1001, 4095], dtype=np.uint64)
    (got,) = evaluate([count], {"arg:n": ns}, len(ns))
    for v, c in zip(ns, np.broadcast_to(got, ns.shape)):
        trips, k = 1, 0
        while True:
            (holds,) = evaluate([cont], {"arg:n": np.array([v], dtype=np.uint64), "iter": np.array([k], dtype=np.uint64)}, 1)
            if not bool(np.broadcast_to(holds, (1,))[0]):
                break
            trips, k = trips + 1, k + 1
        assert int(c) == trips == (int(v) & 3), int(v)


def test_no_closed_trip_count_for_a_condition_that_does_not_close():
    from semantics.loops import Loop
    n = T.var("arg:n", T.BV(32))
    away = T.slt(T.sub(T.bv(0, 32), T.extract(ITER, 31, 0)), n)  # j decreasing against j < n: never ends
    assert Loop(0, 1, T.true(), away, (), 0, 0).closed_trips() is None
    assert Loop(0, 1, T.true(), T.eq(T.extract(ITER, 31, 0), n), (), 0, 0).closed_trips() is None


def test_a_pointer_split_across_registers_that_are_not_a_pair_is_one_induction_variable():
    from semantics.loops import Carried
    p = T.var("ptr:x", T.BV(64))
    lo, hi = ("R", False, 2), ("R", False, 7)
    pre = {lo: T.extract(p, 31, 0), hi: T.extract(p, 63, 32)}
    q = T.add(p, T.bv(4, 64))
    first = {lo: T.extract(q, 31, 0), hi: T.extract(q, 63, 32)}
    c = Carried(pre, first, ThreadState.state_name, ThreadState.pair_key)
    (iv,) = c.ivs()
    assert iv.step is T.bv(4, 64) and iv.start is p


def test_loops_in_sequence_are_each_read_by_induction():
    """nvcc's K-loop: 16x and 4x unrolled loops and a remainder loop, each with its own iteration and trip
    count; the accumulator after them is a sum over each loop's trips, and concrete runs follow all three."""
    from equiv.falsify import falsify
    from proofs.derive import derive_problem
    from equiv import smt
    blocks = CORPUS.parent / "blocks"
    spec = load_ref(blocks / "refs" / "matmul_naive_ref.py", kernel="matmul_naive")
    p = build_problem(spec, Candidate.from_file(blocks / "sass" / "matmul_naive.sm_90.sass"))
    loops = p.meaning.loops
    assert len(loops) == 3 and not p.meaning.unroll_bounds
    assert len({lp.iter.params[0] for lp in loops}) == 3 and set(p.meaning.pinned) == set(loops)
    (store,) = p.meaning.stores()
    trips = {v.params[0] for v in T.free_vars(store.values)}
    assert {"trips", "trips1", "trips2"} <= trips
    unsat = lambda piece: smt.solve(smt.to_smtlib([piece]), "bitwuzla", 20).status == "unsat"
    for ob in derive_problem(p, {}).obligations:  # the counters make every loop's guard exact
        if ob.kind in ("loop-invariant", "loop-monotone"):
            forms = ["goal"] + [f"relaxed:{i}" for i in range(len(ob.relaxed))]
            assert any(all(unsat(piece) for piece in ob.pieces(form)) for form in forms), ob.name
    assert falsify(p, seeds=2) is None


def test_a_register_pair_leaves_the_loop_as_one_64_bit_value():
    """A pointer held in R2:R3 is one induction variable: at the loop's exit its value is start + trips*step
    as 64 bits (Carried.pairs_at), so the address after the loop reads back as the pointer plus an offset."""
    from semantics.loops import Carried, TRIPS
    p = T.var("ptr:x", T.BV(64))
    lo, hi = ("R", False, 2), ("R", False, 3)
    pre = {lo: T.extract(p, 31, 0), hi: T.extract(p, 63, 32)}
    q = T.add(p, T.bv(64, 64))
    c = Carried(pre, {lo: T.extract(q, 31, 0), hi: T.extract(q, 63, 32)}, ThreadState.state_name,
                ThreadState.pair_key)
    assert c.pairs_at(TRIPS) == {(lo, hi): T.add(p, T.mul(TRIPS, T.bv(64, 64)))}


def test_a_register_computed_from_induction_variables_leaves_the_loop_as_its_last_iteration():
    """The back edge's predicate (k-th counter != 0) after the loop is its value in iteration trips - 1; a
    register that reads memory or an opaque register keeps no value (None: the caller makes it opaque)."""
    from semantics.loops import TRIPS, loopin
    from semantics.simt import _in_last_iteration
    n = T.var("arg:n", T.BV(32))
    k32 = T.extract(ITER, 31, 0)
    back = T.not_(T.eq(T.sub(n, T.mul(T.add(k32, T.bv(1, 32)), T.bv(4, 32))), T.bv(0, 32)))
    last = _in_last_iteration(back, ITER, TRIPS, T.true())
    assert last is T.substitute(back, {id(ITER): T.sub(TRIPS, T.bv(1, 64))})
    env = {"arg:n": np.array([12], dtype=np.uint32), "trips": np.array([3], dtype=np.uint64)}
    (value,) = evaluate([last], env, 1)
    assert not value[0]  # 12 = 3 * 4: the last iteration leaves the counter at 0
    mem = T.var("mem:x", T.ARRAY(64, 32))
    assert _in_last_iteration(T.add(loopin("R4", T.BV(32)), k32), ITER, TRIPS, T.true()) is None
    assert _in_last_iteration(T.select(mem, T.zext(k32, 64)), ITER, TRIPS, T.true()) is None


def _count_loop(e: T.Term) -> "Loop":
    from semantics.loops import Loop
    return Loop(0x100, 0x200, T.true(), T.not_(T.eq(e, T.bv(0, 32))), (), 0, 0)


def test_short_trips_reads_a_count_down_or_up_from_a_small_mask():
    """nvcc's remainder loop counts `n & 3` down (or its negation up) to zero: at most 3 iterations once
    entered with a nonzero count; at most 4 for the reading (count 0 runs once before the test)."""
    from semantics.simt import short_trips
    n = T.var("arg:n", T.BV(32))
    k = T.extract(ITER, 31, 0)
    assert short_trips(_count_loop(T.sub(T.band(n, T.bv(3, 32)), k))) == 4
    low2 = T.zext(T.extract(n, 1, 0), 32)
    assert short_trips(_count_loop(T.add(T.sub(T.bv(1, 32), low2), k))) == 3
    assert short_trips(_count_loop(T.sub(n, k))) is None  # a count the shape does not bound
    assert short_trips(_count_loop(T.sub(T.band(n, T.bv(255, 32)), k))) is None  # past UNROLL
    wrapped = T.zext(T.add(T.extract(n, 1, 0), T.bv(3, 2)), 32)  # (n - 1) & 3 in two bits: up to 3, not 2
    assert short_trips(_count_loop(T.add(T.sub(T.bv(1, 32), wrapped), k))) == 3
