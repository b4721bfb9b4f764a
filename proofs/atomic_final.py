"""What a buffer that global atomics update holds after the whole grid, against the reference.

A global atomic is an Access of kind "atomic" (semantics/block.py) whose terms speak of one block
with a symbolic ctaid and pick the thread by the symbolic tid.  Every thread of every block adds
its contribution to one element, in an order nobody fixes; the ops modeled are order-free
(semantics.isa.atomic_ops.fold), so folding the contributions in grid order gives every order's
value.  That needs a concrete grid (the reference's grid function under the domain) and a concrete
number of elements: one obligation per element, `atomic-final:buf[j]`, which states the element's
final value whether or not a thread touches it, so it replaces the buffer's coverage obligation.
"""
from __future__ import annotations

import itertools

from equiv import terms as T
from equiv.terms import Term
from semantics.errors import Unsupported
from semantics.isa.atomic_ops import fold
from semantics.problem import OutputSpec
from semantics.simt import Access, Meaning

MAX_ELEMENTS = 1024  # one obligation per element


def contributions(meaning: Meaning, atomics: list[Access]) -> list[tuple[Term, Term, Term]]:
    """(guard, index, value) of every thread of the grid, per atomic access, blocks and threads in order."""
    from semantics.block import thread_ids
    launch = meaning.launch
    if not all(g.is_const() for g in launch.grid):
        raise Unsupported(f"global atomics into {atomics[0].buffer} with a grid that is not a constant under the "
                          f"domain: the final value folds every block's contributions")
    ids = [tuple(T.bv(c, 32) for c in tid) for tid in thread_ids(launch.block)]
    out = []
    for a in atomics:
        for ctaid in itertools.product(*[range(g.value) for g in launch.grid]):
            for tid in ids:
                at = {id(v): T.bv(c, 32) for v, c in zip(launch.ctaid, ctaid)}
                at.update({id(v): c for v, c in zip(launch.tid, tid)})
                guard = _at(T.and_(a.guard, a.in_bounds), at)
                if guard.is_const() and not guard.value:
                    continue
                out.append((guard, _at(a.index, at), _at(a.values[0], at)))
    return out


def _at(t: Term, at: dict[int, Term]) -> Term:
    """t for one thread: down a chain of if-then-else by thread (semantics/block.py's merge) to the branch
    the thread takes, without rebuilding the others, then substituted."""
    while t.op == "ite":
        c = T.substitute(t.args[0], at)
        if not c.is_const():
            break
        t = t.args[1] if c.value else t.args[2]
    return T.substitute(t, at)


def final_values(meaning: Meaning, buffer: str) -> list[Term] | None:
    """Each element's value after every atomic of the grid, or None when no atomic updates `buffer`."""
    atomics = [a for a in meaning.atomics() if a.buffer == buffer]
    if not atomics:
        return None
    b = meaning.buffers[buffer]
    ops = sorted({a.op for a in atomics})
    if len(ops) > 1:
        raise Unsupported(f"atomics of two operations ({', '.join(ops)}) into {buffer}: the value left depends on "
                          f"their order")
    if any(s.buffer == buffer for s in meaning.stores()):
        raise Unsupported(f"plain stores and atomics into one buffer {buffer}")
    size = T.bv(1, 64)
    for d in b.shape:
        size = T.mul(size, d)
    if not size.is_const() or size.value > MAX_ELEMENTS:
        raise Unsupported(f"atomics into {buffer}, whose number of elements is not a constant of at most "
                          f"{MAX_ELEMENTS}")
    parts = contributions(meaning, atomics)
    out = []
    for j in range(size.value):
        k = T.bv(j, 64)
        out.append(fold("global", ops[0], T.select(b.mem, k), [(T.and_(g, T.eq(i, k)), v) for g, i, v in parts]))
    return out


def obligations(meaning: Meaning, spec: OutputSpec, finals: list[Term], domain: Term, contract: str,
                value_map, equal) -> list:
    """One `atomic-final` obligation per element: its final value equals the reference's."""
    from proofs.acmatch import ByValue, ac_congruent
    from proofs.obligations import Obligation, congruent
    by_value = ByValue() if contract == "exact" else None
    out = []
    for j, final in enumerate(finals):
        want = spec.element(T.bv(j, 64))
        mine, theirs = value_map(final, spec.fmt), value_map(want, spec.fmt)
        goal = T.and_(domain, T.not_(equal(mine, theirs, spec.fmt)))
        sames = [congruent(final, want)] if contract == "exact" else []
        sames.append(ac_congruent(mine, theirs, domain, by_value))
        relaxed = [T.and_(domain, T.not_(c)) for c in sames if c is not None and not c.is_const()]
        out.append(Obligation("atomic-final", f"atomic-final:{spec.buffer.name}[{j}]", goal, spec.buffer.name,
                              relaxed=relaxed))
    return out
