"""Concrete launch: every thread of a small grid at once, through the batch evaluator.

This is how equiv falsifies before any solver runs and how it replays a
solver's counterexample: the candidate's Meaning is evaluated with the thread
coordinates as the batch dimension, the reference runs as real numpy, and the
final memories are compared.  Faults the hardware would show (out-of-bounds,
writes into inputs, two threads writing different values, a read of an element
another thread writes) are reported as such.  Global atomics (block execution)
apply in thread order, each through semantics.isa.atomic_ops.atomic_update, the
definition the proofs fold with.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from equiv import terms as T
from equiv.evaluate import evaluate
from semantics.errors import Unsupported
from semantics.isa.atomic_ops import atomic_update
from semantics.simt import Access, Meaning

MAX_THREADS = 1 << 17


@dataclass
class Case:
    """Concrete inputs: scalar raw bits and buffer raw element bits (uint64), by parameter name."""

    scalars: dict[str, int]
    arrays: dict[str, np.ndarray]
    grid: tuple[int, int, int]


@dataclass
class Failure:
    kind: str  # mismatch | unwritten | out-of-bounds | input-write | conflict | race | shared-race | barrier
    buffer: str
    index: int | None  # flat element index
    thread: tuple[tuple[int, int, int], tuple[int, int, int]] | None  # (ctaid, tid)
    other_thread: tuple | None = None
    expected: int | None = None  # raw bits
    got: int | None = None
    access: Access | None = None
    detail: str = ""


@dataclass
class Run:
    """The candidate's effect on memory for one case."""

    final: dict[str, np.ndarray]
    written: dict[str, np.ndarray]
    writer: dict[str, np.ndarray]  # linear thread id of the last writer, -1 if none
    store_of: dict[str, np.ndarray]  # index into meaning.accesses of the surviving store, -1 if none
    faults: list[Failure] = field(default_factory=list)


def thread_coords(grid: tuple[int, int, int], block: tuple[int, int, int], t: int):
    bx, by, bz = block
    gx, gy, _ = grid
    per_block = bx * by * bz
    b, r = divmod(t, per_block)
    tid = (r % bx, (r // bx) % by, r // (bx * by))
    ctaid = (b % gx, (b // gx) % gy, b // (gx * gy))
    return ctaid, tid


def thread_env(grid, block) -> tuple[dict[str, np.ndarray], int]:
    bx, by, bz = block
    n = int(np.prod(grid)) * bx * by * bz
    t = np.arange(n, dtype=np.uint64)
    per_block = np.uint64(bx * by * bz)
    b, r = t // per_block, t % per_block
    gx, gy = np.uint64(grid[0]), np.uint64(grid[1])
    env = {
        "tid.x": r % np.uint64(bx), "tid.y": (r // np.uint64(bx)) % np.uint64(by), "tid.z": r // np.uint64(bx * by),
        "ctaid.x": b % gx, "ctaid.y": (b // gx) % gy, "ctaid.z": b // (gx * gy),
    }
    return env, n


MAX_ITERATIONS = 1 << 12


class BeyondUnroll(Unsupported):
    """The case runs a loop longer than its unrolled copies: the model says nothing about it."""


def run_candidate(meaning: Meaning, case: Case, base_env: dict[str, np.ndarray], unbound: int = 0) -> Run:
    """Execute every thread; base_env binds the inputs' variables (args, memories, pointers); every
    other variable (values the semantics leaves open, `undef:...`) takes the bits of `unbound`.

    A loop's body accesses are evaluated once per iteration, in order, while some thread still runs it:
    iteration k runs where k-1 did and took the back edge (the exact semantics; Loop.guard is not needed)."""
    block = meaning.launch.block
    tenv, n = thread_env(case.grid, block)
    env = dict(base_env)
    env.update(tenv)
    everything = [x for a in meaning.accesses for x in (a.guard, a.in_bounds, a.index, *a.values)]
    everything += [x for lp in meaning.loops for x in (lp.entry, lp.cont)]
    everything += [c for c, _ in meaning.unroll_bounds]
    everything += [p.cond for c in meaning.checks for p in c.pairs]
    for v in T.free_vars(everything):
        if v.sort.kind == "bool":
            env.setdefault(v.params[0], np.full(1, bool(unbound & 1)))
        else:
            env.setdefault(v.params[0], np.full(1, unbound & ((1 << v.sort.width) - 1), dtype=np.uint64))
    final = {b: np.array(case.arrays[b], dtype=np.uint64) for b in meaning.buffers}
    written = {b: np.zeros(len(final[b]), dtype=bool) for b in meaning.buffers}
    writer = {b: np.full(len(final[b]), -1, dtype=np.int64) for b in meaning.buffers}
    store_of = {b: np.full(len(final[b]), -1, dtype=np.int64) for b in meaning.buffers}
    reads: dict[str, list[tuple[np.ndarray, np.ndarray, Access]]] = {}
    run = Run(final, written, writer, store_of)
    if meaning.unroll_bounds:
        conds = evaluate([c for c, _ in meaning.unroll_bounds], env, n)
        for (c, where), v in zip(meaning.unroll_bounds, conds):
            if np.broadcast_to(v, (n,)).any():
                raise BeyondUnroll("a loop that runs more iterations than its unrolled copies", where)
    done = 0
    in_loop = {id(lp): [c for c in meaning.checks if lp.iter in T.free_vars([p.cond for p in c.pairs])]
               for lp in meaning.loops}  # a block's checks inside a loop (semantics/blockloop.py): per iteration
    for loop in meaning.loops:  # in program order, each run to its end before what follows it
        _run_accesses(run, meaning, range(done, loop.first), env, n, None, reads, case)
        for k, alive in iterations(loop, env, n):
            _run_accesses(run, meaning, range(loop.first, loop.last), env, n, alive, reads, case, k)
            _check_block_rules(run, in_loop[id(loop)], env, n, case, meaning.launch.block)
        done = loop.last
    _run_accesses(run, meaning, range(done, len(meaning.accesses)), env, n, None, reads, case)
    _check_races(run, meaning, reads, case)
    inside = {id(c) for cs in in_loop.values() for c in cs}
    _check_block_rules(run, [c for c in meaning.checks if id(c) not in inside], env, n, case, meaning.launch.block)
    return run


def iterations(loop, env: dict, n: int):
    """(k, which threads run iteration k) for each iteration some thread runs, with env's `iter` at k; then
    env's trip count is each thread's number of iterations.  Iteration k runs where k-1 did and took the
    back edge (the exact semantics; Loop.guard is not needed)."""
    (alive,) = evaluate([loop.entry], env, n)
    alive = np.broadcast_to(alive, (n,)).copy()
    trips = np.zeros(n, dtype=np.uint64)  # iterations each thread ran: what loop.trips stands for
    k = 0
    while alive.any():
        if k == MAX_ITERATIONS:
            raise Unsupported(f"a loop that runs more than {MAX_ITERATIONS} iterations in a concrete run")
        env[loop.iter.params[0]] = np.full(1, k, dtype=np.uint64)
        trips += alive
        yield k, alive
        (cont,) = evaluate([loop.cont], env, n)
        alive &= np.broadcast_to(cont, (n,))
        k += 1
    env[loop.trips.params[0]] = trips
    if loop.count is not None and (np.broadcast_to(evaluate([loop.count], env, n)[0], (n,)) != trips).any():
        raise Unsupported(f"loop {loop.head:#x}: the trip count read from its back-edge condition is not the one a "
                          f"concrete run counts")


def bind_trip_counts(meaning: Meaning, env: dict, n: int) -> None:
    """Each loop's trip count in env, as a run computes it (its body's accesses not run)."""
    for loop in meaning.loops:
        for _ in iterations(loop, env, n):
            pass


def _check_block_rules(run: Run, checks: list, env, n: int, case: Case, block) -> None:
    """Shared-memory races and barrier divergence (semantics/block.py): the first pair whose condition holds
    (nothing once one has).  The conditions speak of the block through ctaid alone (and of a loop's iteration,
    bound in env while it runs), so any thread of a block names it."""
    from semantics.block import thread_ids
    if any(f.kind in ("shared-race", "barrier") for f in run.faults):
        return
    for check in checks:
        held = evaluate([p.cond for p in check.pairs], env, n)
        for pair, v in zip(check.pairs, held):
            v = np.broadcast_to(v, (n,))
            if v.any():
                ctaid = thread_coords(case.grid, block, int(np.argmax(v)))[0]
                ids = thread_ids(block)
                run.faults.append(Failure(check.kind, "shared" if check.kind == "shared-race" else "barrier", None,
                                          (ctaid, ids[pair.a]), (ctaid, ids[pair.b]), detail=pair.detail))
                return


def _run_accesses(run: Run, meaning: Meaning, which, env, n: int, alive, reads, case: Case, k: int = -1) -> None:
    block = meaning.launch.block
    accesses = [meaning.accesses[i] for i in which]
    heads = evaluate([x for a in accesses for x in (a.guard, a.in_bounds, a.index)], env, n) if accesses else []
    guards = [np.broadcast_to(g, (n,)) & (True if alive is None else alive) for g in heads[0::3]]
    data = _values_where(meaning, [x for a in accesses for x in a.values], env, n, np.logical_or.reduce(guards))
    pos = 0
    tids = np.arange(n, dtype=np.int64)
    for ai, a, guard, inb, index in zip(which, accesses, guards, heads[1::3], heads[2::3]):
        values = data[pos: pos + len(a.values)]
        pos += len(a.values)
        active = guard & np.broadcast_to(inb, (n,))
        bad = guard & ~np.broadcast_to(inb, (n,))
        if bad.any():
            t = int(np.argmax(bad))
            run.faults.append(Failure("out-of-bounds", a.buffer, int(np.broadcast_to(index, (n,))[t]),
                                      thread_coords(case.grid, block, t), access=a,
                                      detail=f"{a.kind} outside {a.buffer}"))
            continue
        if not active.any():
            continue
        buf = meaning.buffers[a.buffer]
        if a.kind == "load":
            for j in range(len(a.values)):
                where = np.broadcast_to(index, (n,))[active].astype(np.int64) + j
                if k > 0 and (run.written[a.buffer][where] & (run.writer[a.buffer][where] == tids[active])).any():
                    # the symbolic body reads memory as it was before the loop, not an earlier iteration's store
                    raise Unsupported("a loop iteration that reads what an earlier iteration of its thread wrote")
                reads.setdefault(a.buffer, []).append((where, tids[active], a))
            continue
        if buf.kind == "in":
            t = int(np.argmax(active))
            run.faults.append(Failure("input-write", a.buffer, int(np.broadcast_to(index, (n,))[t]),
                                      thread_coords(case.grid, block, t), access=a,
                                      detail=f"store into the input buffer {a.buffer}"))
            continue
        for j, v in enumerate(values):
            where = np.broadcast_to(index, (n,))[active].astype(np.int64) + j
            val = np.broadcast_to(v, (n,))[active]
            who = tids[active]
            if a.kind == "atomic":
                _apply_atomics(run, a, ai, where, val, who)
            else:
                _apply_stores(run, a, ai, where, val, who, case, block)


THREAD_NAMES = ("tid.x", "tid.y", "tid.z", "ctaid.x", "ctaid.y", "ctaid.z")


def per_thread_names(meaning: Meaning) -> set[str]:
    """The names a run binds to one value per thread: the ids and the loops' trip counts."""
    return set(THREAD_NAMES) | {lp.trips.params[0] for lp in meaning.loops}


def restricted(env: dict, per_thread: set[str], pick) -> dict:
    """env for some of its threads: each per-thread array indexed by `pick` (a mask or a slice)."""
    return {k: (v[pick] if k in per_thread and v.shape != (1,) else v) for k, v in env.items()}


def _values_where(meaning: Meaning, roots: list[T.Term], env, n: int, live: np.ndarray) -> list[np.ndarray]:
    """The roots' values (n of each), computed only for the threads in `live` (0 elsewhere, never read): in a
    block's meaning one thread of 256 stores a value that carries every thread's loop sum."""
    if not roots:
        return []
    m = int(live.sum())
    if m == n:
        return [np.broadcast_to(v, (n,)) for v in evaluate(roots, env, n)]
    sub = restricted(env, per_thread_names(meaning), live)
    out = []
    for v in evaluate(roots, sub, m) if m else [np.zeros(1, dtype=np.uint64)] * len(roots):
        full = np.zeros(n, dtype=v.dtype)
        full[live] = np.broadcast_to(v, (m,))
        out.append(full)
    return out


def _apply_stores(run: Run, a: Access, ai: int, where, val, who, case: Case, block) -> None:
    b = a.buffer
    # two threads of this very store writing one element with different values
    order = np.lexsort((who, where))
    w_s, v_s, t_s = where[order], val[order], who[order]
    dup = (w_s[1:] == w_s[:-1]) & (v_s[1:] != v_s[:-1]) & (t_s[1:] != t_s[:-1])
    if dup.any():
        j = int(np.argmax(dup))
        run.faults.append(Failure("conflict", b, int(w_s[j]), thread_coords(case.grid, block, int(t_s[j])),
                                  thread_coords(case.grid, block, int(t_s[j + 1])), int(v_s[j]), int(v_s[j + 1]), a,
                                  detail="two threads write one element with different values"))
    prev_writer = run.writer[b][where]
    prev_val = run.final[b][where]
    clash = run.written[b][where] & (prev_writer != who) & (prev_val != val)
    if clash.any():
        j = int(np.argmax(clash))
        run.faults.append(Failure("conflict", b, int(where[j]), thread_coords(case.grid, block, int(prev_writer[j])),
                                  thread_coords(case.grid, block, int(who[j])), int(prev_val[j]), int(val[j]), a,
                                  detail="two threads write one element with different values"))
    run.final[b][where] = val
    run.written[b][where] = True
    run.writer[b][where] = who
    run.store_of[b][where] = ai


def _apply_atomics(run: Run, a: Access, ai: int, where, val, who) -> None:
    """Each thread's atomic in thread order: one round updates every element once, by its next thread."""
    b = a.buffer
    width = a.values[0].width
    old, value = T.var("atomic:old", T.BV(width)), T.var("atomic:value", T.BV(width))
    update = atomic_update("global", a.op, old, value)
    pending = np.argsort(who, kind="stable")
    while pending.size:
        _, first = np.unique(where[pending], return_index=True)
        now = pending[first]
        (new,) = evaluate([update], {"atomic:old": run.final[b][where[now]], "atomic:value": val[now]}, len(now))
        run.final[b][where[now]] = np.broadcast_to(new, (len(now),))
        pending = np.delete(pending, first)
    run.written[b][where] = True
    run.writer[b][where] = who
    run.store_of[b][where] = ai


def _check_races(run: Run, meaning: Meaning, reads, case: Case) -> None:
    block = meaning.launch.block
    for b, lst in reads.items():
        writer = run.writer[b]
        for where, who, a in lst:
            w = writer[where]
            race = (w >= 0) & (w != who)
            if race.any():
                j = int(np.argmax(race))
                run.faults.append(Failure("race", b, int(where[j]), thread_coords(case.grid, block, int(who[j])),
                                          thread_coords(case.grid, block, int(w[j])), access=a,
                                          detail=f"a thread reads {b}[{int(where[j])}] that another thread writes"))
                return


def compare(meaning: Meaning, run: Run, expected: dict[str, np.ndarray], must_cover: dict[str, bool],
            fmts: dict[str, T.FPFormat | None], case: Case) -> Failure | None:
    """The first way the candidate's memory differs from the reference's (faults first)."""
    if run.faults:
        return run.faults[0]
    from equiv import ieee
    block = meaning.launch.block
    for b, want in expected.items():
        got = run.final[b]
        fmt = fmts.get(b)
        same = got == want
        if fmt is not None:
            nan_got = np.isnan(ieee.from_bits(fmt, got).astype(np.float64))
            nan_want = np.isnan(ieee.from_bits(fmt, want).astype(np.float64))
            same |= nan_got & nan_want
        unwritten = ~run.written[b] if must_cover.get(b) else np.zeros(len(got), bool)
        bad = ~same | unwritten
        if bad.any():
            k = int(np.argmax(bad))
            if unwritten[k]:
                return Failure("unwritten", b, k, None, expected=int(want[k]), detail=f"{b}[{k}] is never written")
            t = int(run.writer[b][k])
            si = int(run.store_of[b][k])
            return Failure("mismatch", b, k, thread_coords(case.grid, block, t) if t >= 0 else None,
                           expected=int(want[k]), got=int(got[k]),
                           access=meaning.accesses[si] if si >= 0 else None)
    return None

