"""Concrete search for differences under the `real` contract, and of integer folds under any contract.

The falsifier compares bits only under `exact`: under `real` a bit difference
may be rounding alone.  Here the output-eq goals themselves (exact rational
arithmetic in the evaluator) are evaluated on small launches whose float
inputs are small integers, where float sums and maxima are exact too.  A
thread where a goal holds is a difference of the two algorithms; the case is
then replayed like any counterexample (both sides run, bits compared).  An integer fold over a symbolic
range (`ifold`) is read by SMT as an uninterpreted function, so a model there is no counterexample either:
the same search, with signed integer inputs small too, finds a difference of two folds.
"""
from __future__ import annotations

import numpy as np

from equiv import ieee
from equiv import terms as T
from equiv.emulate import Case, bind_trip_counts, per_thread_names, restricted, thread_env
from equiv.evaluate import evaluable, evaluate
from equiv.falsify import Outcome, base_env, check_case, make_case, minimise, size_candidates
from semantics.errors import Unsupported

MAX_THREADS = 4096
MAX_GRID_THREADS = 1 << 15  # where the goals name no thread (an atomic's final value): a fixed grid of 64 x 256
CASES = 9


# mixed signs, all negative (a max that starts at 0), all positive, and distinct values (None: a shuffled
# run of integers around 0, so that a maximum over part of a row differs from one over all of it)
RANGES = ((-4, 5), (-9, 0), (1, 10), None)


def small_integers(problem, arrays: dict[str, np.ndarray], rng: np.random.Generator,
                   bounds: tuple[int, int] | None = RANGES[0], ints: bool = False) -> dict[str, np.ndarray]:
    """The arrays with every float buffer refilled with small integers (exact floats, exact sums), and with
    `ints` every signed integer buffer too (an integer fold's signs: a max that starts at 0 shows on a
    negative run)."""
    out = dict(arrays)
    for p in problem.spec.params:
        if p.kind == "scalar" or not (p.dtype.is_float or ints and p.dtype.is_int and p.dtype.signed):
            continue
        size = len(arrays[p.name])
        if bounds is None:
            values = (rng.permutation(size) - size // 2).astype(np.float64)
        else:
            values = rng.integers(*bounds, size).astype(np.float64)
        if p.dtype.is_float:
            fmt = p.dtype.fmt
            out[p.name] = ieee.to_bits(fmt, ieee.round_f64(fmt, values, "RNE").astype(ieee.carrier(fmt)))
        else:
            out[p.name] = (values.astype(np.int64) & T.mask(p.dtype.width)).astype(np.uint64)
    return out


def refute_real(problem, goals: list[T.Term], folds: bool = False) -> Outcome | None:
    """The first small launch on which some output-eq goal holds and the run shows the difference; with
    `folds` (the goals hold integer folds) signed integer inputs are small too."""
    # a real function has no exact value here (a difference could be the stand-in's rounding): only the goals
    # without one are evaluated
    goals = [g for g in goals if not any(t.op in ("rfun", "fapprox") for t in T.postorder([g]))]
    # finite=True's facts about reads inside sums name the sum's variable: true of these finite inputs anyway
    goals = [T.and_(*[c for c in (g.args if g.op == "and" else (g,)) if evaluable(c)]) for g in goals]
    if not goals:
        return None
    rng = np.random.default_rng(3)
    per_thread = per_thread_names(problem.meaning)
    trip_names = {x.params[0] for lp in problem.meaning.loops for x in (lp.iter, lp.trips)}
    grid_level = not {v.params[0] for v in T.free_vars(goals)} & per_thread
    limit = MAX_GRID_THREADS if grid_level else MAX_THREADS  # a goal per thread is evaluated in every thread
    tried = 0
    for sizes in size_candidates(problem.spec):
        case = make_case(problem, sizes, rng, True)
        if case is None:
            continue
        tenv, n = thread_env(case.grid, problem.spec.block)
        if n == 0 or n > limit:
            continue
        case = Case(case.scalars, small_integers(problem, case.arrays, rng, RANGES[tried % len(RANGES)], folds),
                    case.grid)
        env = base_env(problem, case)
        env.update(tenv)
        # values the semantics leaves open (`undef:`: FCHK's outcome, which a loop's entry may follow) read 0
        loops = [x for lp in problem.meaning.loops for x in (lp.entry, lp.cont)]
        for v in T.free_vars(goals + loops):
            if v.params[0] not in env and v.params[0] not in trip_names:
                env[v.params[0]] = np.zeros(1, dtype=bool if v.sort.kind == "bool" else np.uint64)
        try:
            bind_trip_counts(problem.meaning, env, n)  # the goals' trip counts are the run's, not free
        except Unsupported:  # a loop past the emulator's iterations: no concrete run at these sizes
            continue
        for lp in problem.meaning.loops:  # a store inside a loop: its goal read at the first iteration (a hint
            env.setdefault(lp.iter.params[0], np.zeros(1, dtype=np.uint64))  # only: the concrete run decides)
        if any(_holds_somewhere(g, env, per_thread, n) for g in goals):
            out = check_case(problem, case, values=True)
            if out.failure is not None:
                return minimise(problem, out, values=True)
        tried += 1
        if tried == CASES:
            break
    return None


def _holds_somewhere(goal: T.Term, env: dict, per_thread: set[str], n: int) -> bool:
    """Whether the goal holds in some thread, its real arithmetic evaluated only in the threads where the
    rest of it (the store's guard: often one thread per block) holds; once where it names no thread.
    `per_thread`: the names env binds to one value per thread (ids, loops' trip counts)."""
    if not {v.params[0] for v in T.free_vars([goal])} & per_thread:  # one value for the grid (an atomic's)
        env, n = restricted(env, per_thread, slice(0, 1)), 1
    parts = goal.args if goal.op == "and" else (goal,)
    cheap = [x for x in parts if not any(y.sort == T.REAL for y in T.postorder([x]))]
    if cheap:
        (where,) = evaluate([T.and_(*cheap)], env, n)
        where = np.broadcast_to(where, (n,))
        if not where.any():
            return False
        if not where.all():
            env = restricted(env, per_thread, where)
            n = int(where.sum())
    (holds,) = evaluate([goal], env, n)
    return bool(np.broadcast_to(holds, (n,)).any())

