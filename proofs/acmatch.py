"""Reductions in another order: sums, products, max and min are equal when their operands pair up.

A reduction's reference combines a row in one order; a tree or warp-shuffle
reduction combines the same elements in another.  For real sums and products
and for max and min (integers, or reals under the `real` contract) the order
does not matter, but a solver handed two differently shaped trees of hundreds
of array reads must discover which read matches which.  `ac_congruent(a, b)`
gives a condition under which a == b follows from their structure alone: both
are the same associative-commutative operation (n-ary `radd`/`rmul`, or a tree
of `ite(x < y, y, x)`-shaped selections for max and min), over the same number
of operands, and under a pairing each operand equals its partner (the same
operation over equal arguments, reads of one memory at equal indices, a
guarded operand whose guard holds).  The pairing is found by evaluating the indices the
summands read at one sample point where the obligation's context holds (found
among fixed pseudo-random points, so the derivation is deterministic); it
decides only whether the condition can be proved, never whether the condition
implies a == b.

With `by_value` (an atomic's final value, proofs/atomic_final.py), wrapping bit-vector sums are one more
such operation and partners that differ in shape must be equal as values: one small equality per pair,
each for the solver, instead of one equation between two sums of a thousand terms.  Each equality is
generalized: the array reads in it become variables (read#0, read#1, ... in order of appearance), so it
must hold for any values read; that is stronger, hence still implies a == b, and the thousand equalities
of a histogram collapse into a few distinct terms.
"""
from __future__ import annotations

import numpy as np

from equiv import terms as T
from equiv.evaluate import evaluate
from equiv.terms import Term
from proofs.obligations import congruent

_NARY = ("radd", "rmul")


class ByValue:
    """Pair by value (module docstring), generalizing reads; one instance serves many pairings of terms that
    share subterms (the elements of one buffer): substitutions under one set of reads are done once."""

    def __init__(self):
        self.memos: dict[tuple[int, ...], tuple[list[Term], dict[int, Term]]] = {}

    def equal_for_any_reads(self, x: Term, y: Term) -> Term:
        """x == y with every array read replaced by a variable (one per distinct read)."""
        same = T.eq(x, y)
        reads = [t for t in T.postorder([same]) if t.op == "select"]
        key = tuple(id(r) for r in reads)
        if key not in self.memos:
            self.memos[key] = (reads, {id(r): T.var(f"read#{k}", r.sort) for k, r in enumerate(reads)})
        return T.substitute_kept(same, self.memos[key][1])


def ac_congruent(a: Term, b: Term, context: Term, by_value: ByValue | None = None) -> Term | None:
    """A condition implying a == b, or None when a and b are not one AC operation whose operands pair up."""
    xs, ys = _operands(a, by_value is not None), _operands(b, by_value is not None)
    if xs is None or ys is None or xs[0] != ys[0]:
        return None
    sig = _Signatures([a, b], context, by_value)
    return _pair_up(xs[1], ys[1], sig) if sig.ok else None


_ORDERS = {"slt": "s", "sle": "s", "ult": "u", "ule": "u", "rlt": "r", "rle": "r"}


def _operands(t: Term, by_value: bool = False) -> tuple[str, tuple[Term, ...]] | None:
    """(operation, operands) of an n-ary sum or product, or of a tree of max or min selections."""
    if t.op in _NARY or (by_value and t.op == "add"):
        return t.op, t.args
    top = _extremum(t)
    if top is None:
        return None
    out: list[Term] = []
    todo = [t]
    while todo:
        x = todo.pop()
        e = _extremum(x)
        if e is not None and e[0] == top[0]:
            todo += [e[2], e[1]]
        else:
            out.append(x)
    return top[0], tuple(out)


def _extremum(t: Term) -> tuple[str, Term, Term] | None:
    """("max.s", a, b) for ite(a < b, b, a) (or <=: equal values pick either), "min" likewise, else None.
    A disjunct of the condition that contradicts itself (x = 0 and x < 0, from the hardware's -0 < +0
    rule read over the reals) is dropped."""
    if t.op != "ite":
        return None
    c, x, y = t.args
    if c.op == "or":
        kept = [d for d in c.args if not _contradiction(d)]
        c = kept[0] if len(kept) == 1 else c
    kind = _ORDERS.get(c.op)
    if kind is None:
        return None
    p, q = c.args
    if x is q and y is p:
        return f"max.{kind}", p, q
    if x is p and y is q:
        return f"min.{kind}", p, q
    return None


def _contradiction(d: Term) -> bool:
    """A conjunction that says both x = 0 and x < 0 of one real x."""
    if d.op != "and":
        return False
    zero = T.real_const(0)
    eqs = {id(a.args[0]) for a in d.args if a.op == "eq" and a.args[1] is zero} | \
          {id(a.args[1]) for a in d.args if a.op == "eq" and a.args[0] is zero}
    return any(a.op == "rlt" and a.args[1] is zero and id(a.args[0]) in eqs for a in d.args)


def _pair_up(xs: tuple[Term, ...], ys: tuple[Term, ...], sig: "_Signatures") -> Term | None:
    if len(xs) != len(ys):
        return None
    pool: dict[tuple, list[Term]] = {}
    for y in ys:
        pool.setdefault(sig.of(y), []).append(y)
    conds = []
    for x in xs:
        partners = pool.get(sig.of(x))
        if not partners:
            return None
        conds.append(_congruent(x, partners.pop(0), sig))
    return T.and_(*conds)


def _congruent(x: Term, y: Term, sig: "_Signatures") -> Term:
    if x is y:
        return T.true()
    for p, q in ((x, y), (y, x)):  # a guarded summand: its branch taken, equal to the other side
        if p.op == "ite" and q.op != "ite":
            c, then, other = p.args
            return T.or_(T.and_(c, _congruent(then, q, sig)), T.and_(T.not_(c), _congruent(other, q, sig)))
    xs, ys = _operands(x, sig.by_value is not None), _operands(y, sig.by_value is not None)
    if xs is not None and ys is not None and xs[0] == ys[0]:
        inner = _pair_up(xs[1], ys[1], sig)
        return inner if inner is not None else T.false()
    same = congruent(x, y)
    if sig.by_value is not None and same.is_const() and not same.value:
        return sig.by_value.equal_for_any_reads(x, y)
    return same


class _Signatures:
    """For each term, the multiset of (memory, index value at the sample point) of the reads in it."""

    def __init__(self, roots: list[Term], context: Term, by_value: ByValue | None = None):
        self.by_value = by_value
        nodes = T.postorder(roots)
        bound = {id(T.bound_var(t)) for t in nodes if T.is_sum(t)}  # a sum's body reads at its index: no value
        selects = [t for t in nodes if t.op == "select" and not any(id(v) in bound for v in T.free_vars([t.args[1]]))]
        index_terms = [s.args[1] for s in selects]
        env = _sample_point(context, index_terms)
        self.ok = env is not None
        values = evaluate(index_terms, env, 1) if index_terms and self.ok else []
        self.reads = {id(s): (s.args[0].params, int(v[0])) for s, v in zip(selects, values)}
        self.memo: dict[int, tuple] = {}

    def of(self, t: Term) -> tuple:
        got = self.memo.get(id(t))
        if got is None:
            reads = sorted((self.reads.get(id(s), (s.args[0].params, -1)) for s in T.postorder([t])
                            if s.op == "select"), key=repr)
            got = self.memo[id(t)] = tuple(reads)
        return got


_POINTS = 4096
_POOL = np.array([0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 5, 7, 9, 31, 32, 33, 64, 96, 128, 255, 256, 512, 768, 1024, 2048],
                 dtype=np.uint64)


def settled_guards(t: Term, context: Term) -> list[tuple[Term, bool]]:
    """The selection conditions in t that depend on the thread, read no memory and no floats, and take one
    value at every sample point where the context holds (a thread's `i < n` in a block whose elements are
    all in range), with that value.  Only a guess: a caller that uses them must prove them."""
    conds = {id(x.args[0]): x.args[0] for x in T.postorder([t]) if x.op == "ite"}
    pure = [c for c in conds.values() if not c.is_const()
            and all(y.op != "select" and y.sort.kind in ("bv", "bool") for y in T.postorder([c]))
            and any(v.params[0].split(".")[0] in ("tid", "ctaid") for v in T.free_vars([c]))
            and not any(v.params[0].startswith(T.SUMVAR) for v in T.free_vars([c]))]  # (a sum's index: no value)
    if not pure:
        return []
    env = _holding_points(context, pure)
    if env is None:
        return []
    n = max(len(v) for v in env.values())
    out = []
    for c, vals in zip(pure, evaluate(pure, env, n)):
        vals = np.broadcast_to(vals, (n,))
        if vals.all() or not vals.any():
            out.append((c, bool(vals[0])))
    return out


def _sample_point(context: Term, terms: list[Term]) -> dict | None:
    """A point (an evaluator environment) where the parts of `context` about the variables of `terms` hold,
    among fixed pseudo-random ones (so the derivation is deterministic)."""
    env = _holding_points(context, terms)
    if env is None:
        return None
    return {name: (v if len(v) == 1 else v[:1]) for name, v in env.items()}


def _holding_points(context: Term, terms: list[Term]) -> dict | None:
    """The points, among fixed pseudo-random ones, where the parts of `context` about the variables of
    `terms` hold (an evaluator environment with one entry per such point), or None if there are none."""
    wanted = {id(v) for v in T.free_vars(terms)}
    parts = context.args if context.op == "and" else (context,)
    relevant = T.and_(*[c for c in parts if all(id(v) in wanted for v in T.free_vars([c]))])
    rng = np.random.default_rng(12345)
    env: dict = {}
    for v in T.free_vars([relevant] + terms):
        name, s = v.params[0], v.sort
        if s.kind == "bv":
            env[name] = rng.choice(_POOL, _POINTS) & np.uint64(T.mask(min(s.width, 64)))
        elif s.kind == "bool":
            env[name] = rng.random(_POINTS) < 0.5
        elif s.kind == "array":
            env[name] = np.zeros(1, dtype=np.uint64)
        else:
            return None
    (holds,) = evaluate([relevant], env, _POINTS)
    holds = np.broadcast_to(holds, (_POINTS,))
    if not holds.any():
        return None
    return {name: (v if len(v) != _POINTS else v[holds]) for name, v in env.items()}
