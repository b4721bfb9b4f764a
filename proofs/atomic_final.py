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
from equiv.terms import F32, Term
from semantics.errors import Unsupported
from semantics.isa.common import to_bits
from semantics.isa.atomic_ops import fold
from semantics.problem import OutputSpec
from semantics.simt import Access, Meaning

MAX_ELEMENTS = 1024  # one obligation per element


def contributions(meaning: Meaning, atomics: list[Access]) -> list[tuple[Term, Term, Term]]:
    """(guard, index, value) of every thread of the grid, per atomic access, blocks and threads in order."""
    launch = meaning.launch
    ids = _thread_ids(launch)
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


def _thread_ids(launch) -> list[tuple[Term, ...]]:
    from semantics.block import thread_ids
    return [tuple(T.bv(c, 32) for c in tid) for tid in thread_ids(launch.block)]


# the atomics folded over a symbolic grid, by op: the integer fold they are (terms.FOLD_KINDS), or an fsum
GRID_FOLDS = {"fadd": None, "add": "add", "max.s32": "smax", "min.s32": "smin", "max.u32": "umax", "min.u32": "umin"}


def _grid_final(meaning: Meaning, atomics: list[Access], old: Term, k: Term, op: str) -> Term:
    """Element k's bits after the atomics over a grid whose x extent is symbolic (`(n + 255) // 256` blocks): each
    block's threads' contributions (the fold's identity where a thread adds nothing to k) combined, folded over the
    blocks, then combined with the old value.  f32 adds are an fsum (read under contract real only: an f32 atomic
    add under exact is refused, semantics/problem.py); integer adds, maxima and minima an ifold, exact in any
    order."""
    launch = meaning.launch
    if not all(g.is_const() and g.value == 1 for g in launch.grid[1:]):
        raise Unsupported(f"global atomics into {atomics[0].buffer} with a grid that is not a constant under the "
                          f"domain in y or z: the final value folds every block's contributions")
    ids = _thread_ids(launch)
    empty, value, combine, done = _fold_of(op)

    def block(b: Term) -> Term:
        at0 = {id(launch.ctaid[0]): T.extract(b, 31, 0), id(launch.ctaid[1]): T.bv(0, 32),
               id(launch.ctaid[2]): T.bv(0, 32)}
        terms = []
        for a in atomics:
            for tid in ids:
                at = at0 | {id(v): c for v, c in zip(launch.tid, tid)}
                hit = _at(T.and_(a.guard, a.in_bounds, T.eq(a.index, k)), at)
                if not (hit.is_const() and not hit.value):
                    terms.append(T.ite(hit, value(_at(a.values[0], at)), empty))
        return _tree(terms, combine, empty)
    blocks = T.zext(launch.grid[0], 64)
    kind = GRID_FOLDS[op]
    if kind is None:
        return done(combine(value(old), T.sum_of("fsum", T.bv(0, 64), blocks, block)))
    return done(combine(old, T.sum_of("ifold", T.bv(0, 64), blocks, block, kind)))


def _fold_of(op: str):
    """(identity, a contribution's value, combine, back to bits) of an op of GRID_FOLDS."""
    kind = GRID_FOLDS[op]
    if kind is None:
        return (T.fp_const(F32, 0.0), lambda v: T.fp_from_bits(F32, v), lambda a, b: T.fadd("RNE", a, b), to_bits)
    return T.fold_identity(kind, T.BV(32)), lambda v: v, lambda a, b: T.fold_combine(kind, a, b), lambda v: v


def _tree(terms: list[Term], combine, empty: Term) -> Term:
    """The terms combined as a balanced tree: the real reading and the tiling recurse on it (a chain of 512
    atomics of a grid of 64 blocks would be 512 deep)."""
    while len(terms) > 1:
        terms = [combine(*terms[i:i + 2]) if i + 1 < len(terms) else terms[i] for i in range(0, len(terms), 2)]
    return terms[0] if terms else empty


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
    if not all(g.is_const() for g in meaning.launch.grid):
        if ops[0] not in GRID_FOLDS:
            raise Unsupported(f"global atomic {ops[0]} into {buffer} with a grid that is not a constant under the "
                              f"domain: only an f32 add (under contract real) and integer adds, maxima and minima are "
                              f"folded over a symbolic grid")
        return [_grid_final(meaning, atomics, T.select(b.mem, k), k, ops[0])
                for k in (T.bv(j, 64) for j in range(size.value))]
    parts = contributions(meaning, atomics)
    out = []
    for j in range(size.value):
        k = T.bv(j, 64)
        hits = [(T.and_(g, T.eq(i, k)), v) for g, i, v in parts]
        if ops[0] in GRID_FOLDS:  # order-free: a balanced tree, not one chain of every thread's atomic
            empty, value, combine, done = _fold_of(ops[0])
            old = T.select(b.mem, k)
            out.append(done(combine(value(old), _tree([T.ite(h, value(v), empty) for h, v in hits], combine, empty))))
        else:
            out.append(fold("global", ops[0], T.select(b.mem, k), hits))
    return out


def obligations(meaning: Meaning, spec: OutputSpec, finals: list[Term], domain: Term, contract: str,
                value_map, equal, rules: set) -> list:
    """One `atomic-final` obligation per element: its final value equals the reference's (a sum over a
    symbolic grid against the reference's sum by tiling, its radix rules added to `rules`)."""
    from proofs.acmatch import ByValue, ac_congruent
    from proofs.obligations import Obligation, congruent, tiled_forms
    by_value = ByValue() if contract == "exact" else None
    out = []
    for j, final in enumerate(finals):
        want = spec.element(T.bv(j, 64))
        mine, theirs = value_map(final, spec.fmt), value_map(want, spec.fmt)
        goal = T.and_(domain, T.not_(equal(mine, theirs, spec.fmt)))
        sames = [congruent(final, want)] if contract == "exact" else []
        sames.append(ac_congruent(mine, theirs, domain, by_value))
        relaxed = [T.and_(domain, T.not_(c)) for c in sames if c is not None and not c.is_const()]
        relaxed = tiled_forms(mine, theirs, domain, rules) + relaxed
        out.append(Obligation("atomic-final", f"atomic-final:{spec.buffer.name}[{j}]", goal, spec.buffer.name,
                              relaxed=relaxed))
    return out
