"""From one term per concrete thread back to one term of the symbolic thread id.

Block execution (semantics/block.py) runs every thread with concrete ids, so
thread 5's address is `c*256 + 5` and thread 6's `c*256 + 6`.  Handing a
solver 256 such cases as an if-then-else chain makes it split on the thread;
`c*256 + tid.x` says the same in one term.  `lift` anti-unifies a few sample
threads (the same operation everywhere, constants that differ fitted as
`a + b.tid` modulo 2^w) and then *checks* the candidate: substituting every
thread's ids must give exactly that thread's term (hash-consed identity).  So
a lifted term is never a guess: where the check fails, there is no lift and the
caller keeps the chain.
"""
from __future__ import annotations

from equiv import terms as T
from equiv.terms import Term

Ids = tuple[int, int, int]


EXCEPTIONS = 8  # at most one thread in this many may keep its own term beside a lifted one


def lift(per_thread: list[tuple[Ids, Term]], tid: tuple[Term, Term, Term]) -> Term | None:
    """A term f(tid) with f(ids) identical to the thread's term for every (ids, term) given, or None.  Threads
    whose terms folded differently (thread 0's `n*(16c + 0)`) may be exceptions, each selected by its ids
    ahead of the lifted term: a few of them, not most (EXCEPTIONS)."""
    if not per_thread:
        return None
    first = per_thread[0][1]
    if all(t is first for _, t in per_thread):
        return first
    samples = _samples([ids for ids, _ in per_thread])
    by_ids = dict(per_thread)
    template = _generalize(tuple(by_ids[s] for s in samples), samples, tid, {})
    if template is None:
        return None
    odd = []
    for ids, t in per_thread:
        if T.substitute(template, {id(v): T.bv(c, 32) for v, c in zip(tid, ids)}) is not t:
            odd.append((ids, t))
            if len(odd) * EXCEPTIONS > len(per_thread):
                return None
    out = template
    for ids, t in reversed(odd):
        out = T.ite(T.and_(*[T.eq(v, T.bv(c, 32)) for v, c in zip(tid, ids)]), t, out)
    return out


def _samples(ids: list[Ids]) -> tuple[Ids, ...]:
    """A thread from the middle of every axis (a thread with a 0 coordinate is often special: `x + 0` folds to
    `x`) and, per axis, the nearest thread along that axis alone (where there is one): lane 0 of each warp is 32
    apart."""
    extent = [max(i[d] for i in ids) + 1 for d in range(3)]
    mid = tuple(e // 2 for e in extent)
    base = mid if mid in set(ids) else ids[len(ids) // 2]
    out = [base]
    for d in range(3):
        along = [i for i in ids if i[d] != base[d] and all(i[k] == base[k] for k in range(3) if k != d)]
        if along:
            out.append(min(along, key=lambda i: (abs(i[d] - base[d]), i[d])))
    return tuple(out)


def _generalize(ts: tuple[Term, ...], samples: tuple[Ids, ...], tid, memo: dict) -> Term | None:
    key = (samples, tuple(id(t) for t in ts))
    if key in memo:
        return memo[key]
    first = ts[0]
    if all(t is first for t in ts):
        out = first
    elif all(t.op == "const" and t.sort == first.sort and t.sort.kind == "bv" for t in ts):
        out = _fit(ts, samples, tid)
    elif all(t.op == first.op and t.params == first.params and t.sort == first.sort
             and len(t.args) == len(first.args) for t in ts) and first.args:
        # constructors sort the arguments of commutative operations by a hash that sees constants, so the
        # threads' orders can differ: order them by shape, then by their constants (x+k before x+k+16 in
        # every thread where the offsets are the same), failing that pair them by trial; `lift` checks
        out = _generalize_args(ts, [sorted(t.args, key=_order) if t.op in _COMMUTATIVE else t.args for t in ts],
                               samples, tid, memo)
        if out is None and first.op in _COMMUTATIVE:  # or: each thread's arguments matched to the first's
            aligned = [first.args] + [_align(first.args, t.args, (samples[0], sj), tid, memo)
                                      for t, sj in zip(ts[1:], samples[1:])]
            out = _generalize_args(ts, aligned, samples, tid, memo)
    else:
        out = None
    if out is None and any(_offset(t)[1] is not None for t in ts):
        # some thread's `x + k` folded to `x` where its k is 0 (thread 0 of two): both read as x + k
        split = [_offset(t) for t in ts]
        rest = _generalize(tuple(r for r, _ in split), samples, tid, memo)
        k = _generalize(tuple(T.bv(0, t.width) if c is None else c for t, (_, c) in zip(ts, split)), samples, tid, memo)
        out = None if rest is None or k is None else T.add(rest, k)
    memo[key] = out
    return out


def _offset(t: Term) -> tuple[Term, Term | None]:
    """(x, k) for a bit-vector sum x + k with a constant k (the constructor puts it last), else (t, None)."""
    if t.op == "add" and t.args[-1].op == "const":
        return T.add(*t.args[:-1]), t.args[-1]
    return t, None


def _generalize_args(ts, arglists, samples, tid, memo) -> Term | None:
    args = []
    for j in range(len(ts[0].args)):
        a = _generalize(tuple(al[j] for al in arglists), samples, tid, memo)
        if a is None:
            return None
        args.append(a)
    return T.rebuild(ts[0], tuple(args))


def _align(mine: tuple[Term, ...], theirs: tuple[Term, ...], pair: tuple[Ids, Ids], tid, memo) -> tuple[Term, ...]:
    """Another thread's arguments in the order that matches `mine`: each of mine takes the first unused one
    of the same shape that generalizes with it."""
    left = list(theirs)
    out = []
    for a in mine:
        same = [b for b in left if _shape(b) == _shape(a)]
        pick = next((b for b in same if _generalize((a, b), pair, tid, memo) is not None), same[0] if same else None)
        if pick is None:
            return theirs
        left.remove(pick)
        out.append(pick)
    return tuple(out)


_COMMUTATIVE = frozenset({"and", "or", "xor", "add", "mul", "band", "bor", "bxor", "eq", "fadd", "fmul"})
_SHAPES: dict[int, tuple[Term, int]] = {}
_CONSTS: dict[int, tuple[Term, tuple]] = {}


def _order(t: Term) -> tuple:
    hit = _CONSTS.get(id(t))
    if hit is None or hit[0] is not t:
        consts = tuple(x.value for x in T.postorder([t]) if x.op == "const" and x.sort.kind == "bv")
        if len(_CONSTS) > 200_000:
            _CONSTS.clear()
        hit = _CONSTS[id(t)] = (t, consts)
    return (_shape(t), hit[1])


def _shape(t: Term) -> int:
    """A structural hash that ignores the values of constants and the order of commutative arguments."""
    hit = _SHAPES.get(id(t))
    if hit is not None and hit[0] is t:
        return hit[1]
    kids = [_shape(a) for a in t.args]
    if t.op in _COMMUTATIVE:  # the constructor's order sees constants: the shape must not
        kids.sort()
    h = hash((t.op, None if t.op == "const" else t.params, repr(t.sort), tuple(kids)))
    if len(_SHAPES) > 200_000:
        _SHAPES.clear()
    _SHAPES[id(t)] = (t, h)
    return h


def _fit(ts: tuple[Term, ...], samples: tuple[Ids, ...], tid) -> Term | None:
    """a + sum_d b_d * tid_d (mod 2^w) through the samples' constants (the check in `lift` decides)."""
    w = ts[0].width
    m = T.mask(w)
    base_ids, base = samples[0], ts[0].value
    out = T.bv(0, w)
    rest = base
    for ids, t in zip(samples[1:], ts[1:]):
        d = next(k for k in range(3) if ids[k] != base_ids[k])
        step = ids[d] - base_ids[d]
        diff = T.to_signed((t.value - base) & m, w)
        if diff % step:
            return None
        b = (diff // step) & m
        rest = (rest - b * base_ids[d]) & m
        x = T.zext(tid[d], w) if w >= 32 else T.extract(tid[d], w - 1, 0)
        out = T.add(out, T.mul(T.bv(b, w), x))
    return T.add(T.bv(rest, w), out)
