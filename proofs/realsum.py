"""Sums under the `real` contract: equal when their summands pair up (addition is commutative).

A reduction's reference adds a row in one order; a tree or warp-shuffle
reduction adds the same elements in another.  Over the reals the order does
not matter, but a solver handed two differently shaped sums of hundreds of
array reads must discover which read matches which.  `sum_congruent(a, b)`
gives a condition under which a == b follows from their structure alone: the
same number of summands and a pairing under which each summand equals its
partner (the same operation over equal arguments, reads of one memory at
equal indices, a guarded summand whose guard holds; products pair their
factors the same way).  The pairing is found by evaluating the indices the
summands read at one sample point where the obligation's context holds (found
among fixed pseudo-random points, so the derivation is deterministic); it
decides only whether the condition can be proved, never whether the condition
implies a == b.
"""
from __future__ import annotations

import zlib

import numpy as np

from equiv import terms as T
from equiv.evaluate import evaluate
from equiv.terms import Term
from proofs.obligations import congruent

_NARY = ("radd", "rmul")


def sum_congruent(a: Term, b: Term, context: Term) -> Term | None:
    """A condition implying a == b, or None when a and b are not sums (or products) that pair up."""
    if a.op not in _NARY or a.op != b.op:
        return None
    sig = _Signatures([a, b], context)
    return _pair_up(a.args, b.args, sig) if sig.ok else None


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
    if x.op in _NARY and x.op == y.op:
        inner = _pair_up(x.args, y.args, sig)
        return inner if inner is not None else T.false()
    return congruent(x, y)


class _Signatures:
    """For each term, the multiset of (memory, index value at the sample point) of the reads in it."""

    def __init__(self, roots: list[Term], context: Term):
        selects = [t for t in T.postorder(roots) if t.op == "select"]
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


def _sample_point(context: Term, terms: list[Term]) -> dict | None:
    """A point (an evaluator environment) where the parts of `context` about the variables of `terms` hold,
    among fixed pseudo-random ones (so the derivation is deterministic)."""
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
    k = int(np.argmax(holds))
    return {name: (v if len(v) != _POINTS else v[k:k + 1]) for name, v in env.items()}
