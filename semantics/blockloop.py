"""A loop with barriers in its body, read by induction over the whole block (a tiled matmul's K-loop).

Block execution (semantics/block.py) unrolls loops, which ends only where the
concrete thread ids fix the trip count; `for (t = 0; t < k; t += 16)` around
two `__syncthreads` does not end for a symbolic k.  Here every thread runs the
body once on the carried values of iteration `iter` (semantics/loops.py,
`Carried`, one per thread), in lockstep, so the body's barriers, shared memory
and warp exchanges work as in any interval.  What makes that one pass stand for
every iteration:

* Every thread that enters leaves after the same iterations: the back-edge
  condition, less the thread's entry condition, is one term for all threads
  (the iteration count is uniform), and no thread leaves by a break or an
  exit; else the loop is refused.  A thread that
  does not enter but has not exited skips the body's barriers: barrier
  divergence, as anywhere.
* Shared memory at the head of an iteration is unknown (`loopin:shared`): a
  load in the body sees only the stores of its own iteration before it, and
  one that could read older contents must not matter (the carried-value check:
  the unknown may appear in no effect).  After the loop it is unknown again
  (`loopout:shared`): code after the loop may not depend on it.
* Barrier intervals: within an iteration they are checked as usual, each
  condition joined with both threads' loop guards (same iteration).  The
  interval that crosses the back edge (the body's tail after its last barrier
  and the next iteration's head before its first) is checked for pairs of
  tail(k) and head(k+1).  The interval open at the loop's entry joins
  iteration 0's head, and the tail of the last iteration joins the code after
  the loop: where both sides of such a join touch shared memory the loop is
  refused (block.py `lonely` intervals), never assumed apart.

A loop whose first pass runs no barrier is not read as above (NoBarrier): unrolling
keeps its concrete trip counts; nor is a loop inside a body read here.

Own trip counts: a loop without barriers whose count differs between threads
(`for (j = tid; j < n; j += blockDim.x)` before a shared-memory tree; a
grid-stride partial sum before shuffles and an atomic) never ends unrolled.
With `barriers` false it is read by the same one pass over all threads, each
thread's count the closed form of Loop.closed_trips (0 where the thread does
not enter), its accumulators summed up to that count.  Its body may not touch
shared memory or exchange lanes (the threads are in different iterations).
The count is only a reading: obligation `loop-count` shows it satisfies the
exit fact, and concrete runs compare it with the iterations they count.
"""
from __future__ import annotations

from dataclasses import replace

from equiv import terms as T
from equiv.terms import Term
from semantics import loops as L
from semantics.block import LANE_OPCODES
from semantics.errors import Unsupported
from semantics.simt import LOOPOUT, Access, _after_loop, joined, resolve_under, strip_known


class NoBarrier(Exception):
    """The loop's body runs no barrier: it is not this module's to read."""


def induct(run, i: int, loop: tuple[int, int], reach: list[Term], incoming: list[dict], heads, copies: int,
           barriers: bool = True):
    """Read the loop at instruction index i by induction over every thread of `run` (a BlockRun); returns
    (index after the loop, each thread's condition of reaching what follows) like Lockstep._unroll.  Raises
    NoBarrier or Unsupported before it changes `incoming`; `run` is then the caller's to rewind (BlockRun.mark).

    With `barriers` false, the loop is one whose body runs no barrier and whose trip count differs between the
    threads (own trip counts, module docstring); NoBarrier then means that every count is a constant, which
    unrolling reads exactly."""
    head, back = loop
    threads = run.threads
    where = f"{threads[0].env.filename}: loop {head:#x}..{back:#x}"
    if any(head < t <= back for inc in incoming for t in inc):
        raise Unsupported("a branch into the middle of a loop", where)
    if not barriers and any(ins.opcode in LANE_OPCODES for ins in run.instructions if head <= ins.addr <= back):
        raise Unsupported("a warp exchange in a loop whose trip count differs between threads", where)
    entry = [joined(st, r, inc.get(head, [])) for st, r, inc in zip(threads, reach, incoming)]
    iter_var, trips = L.loop_vars(len(run.loops))
    pre = [st.state() for st in threads]
    first = [len(st.accesses) for st in threads]
    done = [st.done for st in threads]
    if barriers:
        if run.carry:
            raise Unsupported("a loop with barriers after a barrier that some runs do not reach", where)
        run.check_races()  # the interval open at the head, on its own (its join with iteration 0 below)
        pre_shared = run.shared_in(run.interval)
        run.interval += 1
    mark = run.mark()
    head_interval = run.interval

    def body(values: list[dict]):
        run.rewind(mark)
        if barriers:
            run.shared_unknown(L.LOOPIN + "shared")
        for st, p, v in zip(threads, pre, values):
            st.set_state({**p, **v})
            st.fresh_prefix = L.LOOPIN
        backs: list[list[Term]] = [[] for _ in threads]
        local: list[dict] = [{} for _ in threads]
        bounds: list = []
        j, _ = run._sweep(i, back, entry, local, heads, bounds, copies, head, loop, backs)
        for st in threads:
            st.fresh_prefix = "undef:"
        if barriers and run.interval == head_interval:
            raise NoBarrier()
        if not barriers and (run.interval != head_interval or len(run.touched) != mark.touched):
            raise Unsupported("shared memory or a barrier in a loop whose trip count differs between threads", where)
        if bounds:
            raise Unsupported("a loop inside a loop with barriers that does not end within its unrolled copies",
                              where)
        return j, [st.state() for st in threads], local, [T.or_(*b) for b in backs]

    under = lambda d, e: {k: resolve_under(v, e) for k, v in d.items()}
    _, first_pass, _, _ = body([{}] * len(threads))
    carried = [L.Carried(under(p, e), under(f, e), st.state_name, st.pair_key, iter_var)
               for st, p, f, e in zip(threads, pre, first_pass, entry)]
    j, post, local, conts = body([c.values() for c in carried])
    while any([c.refine(under(p, e)) for c, p, e in zip(carried, post, entry)]):
        j, post, local, conts = body([c.values() for c in carried])

    entered = [k for k, e in enumerate(entry) if not (e.is_const() and not e.value)]
    if not entered:
        raise Unsupported("a loop with barriers that no thread enters", where)
    cont = _uniform_continue(conts, entry, entered, where) if barriers else None
    per_thread = []
    for k, st in enumerate(threads):
        accesses = st.accesses[first[k]:]
        carried[k].check_dead([conts[k]] + [x for a in accesses for x in (a.guard, a.index, a.in_bounds, *a.values)],
                              where)
        lp = L.Loop(head, back, entry[k], conts[k], carried[k].ivs(), first[k], len(st.accesses),
                    tuple(a.guard for a in accesses), iter_var, trips)
        if not barriers:
            lp = replace(lp, count=_own_count(lp, k in entered, where))
        g = lp.guard()
        st.accesses[first[k]:] = [Access(a.kind, a.buffer, a.index, a.values, T.and_(g, a.guard), a.in_bounds,
                                         a.ins, a.op) for a in accesses]
        per_thread.append(lp)
    if not barriers and all(lp.count.is_const() for lp in per_thread):
        raise NoBarrier()  # the thread ids fix every count: unrolling reads the loop exactly
    if barriers:
        _close_barrier_loop(run, mark, per_thread, head_interval, iter_var, pre_shared, where)

    if any(local) or any(resolve_under(st.done, e) is not resolve_under(d, e)
                         for st, e, d in zip(threads, entry, done)):
        raise Unsupported("a loop with barriers that a thread can leave other than by its back edge (a break, an "
                          "exit): its iterations would differ between threads", where)
    ends = barriers and per_thread[entered[0]].counted()
    after = []
    for k, st in enumerate(threads):
        e, c = entry[k], carried[k]
        accs = c.accumulators(under(post[k], e), st.env.folds)
        c.check_dead([acc.term for acc in accs.values()], where)
        after.append(_after_loop(st, pre[k], post[k], c, accs, e, trips) if ends else
                     _after_loop(st, pre[k], post[k], c, accs, e, per_thread[k].count, True) if not barriers else
                     {r: (v if r in pre[k] and v is pre[k][r] else T.var(f"{LOOPOUT}{st.state_name(r)}", v.sort))
                      for r, v in post[k].items()})
    for st, state, inc in zip(threads, after, incoming):  # nothing is refused past here: `incoming` is the caller's
        st.set_state(state)
        inc.pop(head, None)
    run.thread_loops.append(per_thread)
    run.loops.append((head, back, entered, cont))
    return j, entry


def _own_count(lp, entered: bool, where: str) -> Term:
    """A thread's trip count as a term (Loop.closed_trips where the loop is entered, else 0)."""
    if not entered:
        return T.bv(0, 64)
    n = replace(lp, cont=strip_known(lp.cont, lp.entry)).closed_trips() if lp.counted() else None
    if n is None:
        raise Unsupported("a loop whose trip count differs between threads and whose back-edge condition is not "
                          "a comparison with a bound that an induction variable closes", where)
    return T.ite(lp.entry, n, T.bv(0, 64))


def _close_barrier_loop(run, mark, per_thread: list, head_interval: int, iter_var: Term, pre_shared: bool,
                        where: str) -> None:
    """The barrier intervals of a loop with barriers: checked within an iteration, across the back edge, and
    against the code before and after the loop (module docstring)."""
    guards = [lp.guard() for lp in per_thread]
    tail = run.interval
    run.check_races()
    run.guard_checks(mark, guards)
    run.join_back_edge(head_interval, tail, iter_var, guards)
    if L.has_loopin_any(run.body_terms(mark)):
        raise Unsupported("a shared-memory access or barrier whose address or condition depends on a value carried "
                          "around the loop that is not an induction variable", where)
    if run.carry:
        raise Unsupported("a loop whose last barrier some iterations do not reach", where)
    if pre_shared and run.shared_in(head_interval):
        raise Unsupported("shared-memory accesses both before a loop with barriers and before the first barrier "
                          "of its body, with no barrier between", where)
    run.interval += 1
    if pre_shared or run.shared_in(tail):
        run.lonely[run.interval] = where
    run.shared_unknown(LOOPOUT + "shared")


def _uniform_continue(conts: list[Term], entry: list[Term], entered: list[int], where: str) -> Term:
    """The back-edge condition every entering thread shares, less its own entry condition."""
    keys = {id(k): k for k in (strip_known(conts[t], entry[t]) for t in entered)}
    if len(keys) != 1:
        raise Unsupported("a loop with barriers whose iteration count differs between the threads of a block", where)
    return next(iter(keys.values()))
