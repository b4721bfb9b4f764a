"""Loops read by induction: one symbolic iteration `iter` of the body stands for all of them.

The body runs once on unknown carried values (`loopin:` variables).  Every
carried value the body depends on must be an induction variable, x' = x + d
with d the same in every iteration (a 64-bit one may live in a register pair);
then iteration k starts from x0 + k*d, and the body's accesses, with `iter`
free, describe every iteration at once.

Which iterations run: iteration k runs iff the loop was entered and every
earlier iteration took the back edge.  `Loop.guard(k)` is the quantifier-free
stand-in  entry & Q(k) & (k == 0 | Q(k-1) & cont(k-1)),  where Q says that no
32-bit induction variable has wrapped (as a signed integer) by iteration k.
It contains every iteration that runs once Q is shown inductive (obligation
`loop-invariant`), and only those once `loop-monotone` (Q(k) & cont(k)
implies Q(k-1) & cont(k-1)) is shown too; proofs/obligations.py states both.
A loop whose index really overflows fails `loop-invariant`: never a proof.
"""
from __future__ import annotations

from dataclasses import dataclass

from equiv import terms as T
from equiv.terms import BV, Term
from semantics.errors import Unsupported

ITER = T.var("iter", BV(64))
LOOPIN = "loopin:"


@dataclass(frozen=True)
class InductionVar:
    name: str
    start: Term
    step: Term

    def at(self, k: Term) -> Term:
        w = self.start.width
        kk = T.extract(k, w - 1, 0) if w < 64 else k
        return T.add(self.start, T.mul(kk, self.step))

    def no_wrap(self, k: Term) -> Term:
        """start + k*step, as signed integers (128 bits: nothing wraps), stays a signed w-bit value."""
        w = self.start.width
        exact = T.add(T.sext(self.start, 128), T.mul(T.zext(k, 128), T.sext(self.step, 128)))
        return T.and_(T.sle(T.bv(-(1 << (w - 1)) & T.mask(128), 128), exact),
                      T.sle(exact, T.bv((1 << (w - 1)) - 1, 128)))


@dataclass(frozen=True)
class Loop:
    head: int
    back: int
    entry: Term  # iteration 0 runs
    cont: Term  # iteration ITER takes the back edge (ITER free)
    ivs: tuple[InductionVar, ...]
    first: int  # accesses[first:last] belong to the body, ITER free in them
    last: int

    def at(self, t: Term, k: Term) -> Term:
        return t if k is ITER else T.substitute(t, {id(ITER): k})

    def bounded(self, k: Term) -> Term:
        return T.and_(*[iv.no_wrap(k) for iv in self.ivs if iv.start.width <= 32])

    def guard(self, k: Term = ITER) -> Term:
        prev = T.sub(k, T.bv(1, 64))
        return T.and_(self.entry, self.bounded(k),
                      T.or_(T.eq(k, T.bv(0, 64)), T.and_(self.bounded(prev), self.at(self.cont, prev))))


def loopin(name: str, sort) -> Term:
    return T.var(LOOPIN + name, sort)


def has_loopin(t: Term) -> bool:
    return any(v.params[0].startswith(LOOPIN) for v in T.free_vars([t]))


class Carried:
    """The registers a loop body writes: induction-variable guesses from iteration 0, refined until each
    guess reproduces itself (x at ITER, run through the body, gives x at ITER + 1); the rest are opaque."""

    def __init__(self, pre: dict, first_pass: dict, name_of, pair_of):
        self.pre, self.name_of = pre, name_of
        written = [k for k in sorted(first_pass) if first_pass[k] is not pre.get(k)
                   and not first_pass[k].params[:1] == (LOOPIN + name_of(k),)]
        self.steps: dict[tuple, Term] = {}
        self.opaque: set[tuple] = set()
        taken: set = set()
        for k in written:
            if k in taken:
                continue
            hk = pair_of(k)
            v = first_pass[k]
            if v.sort.kind != "bv":
                self.opaque.add((k,))
            elif hk in written and hk not in taken:
                taken.add(hk)
                self.steps[(k, hk)] = T.sub(T.concat(first_pass[hk], v), T.concat(self.start(hk), self.start(k)))
            else:
                self.steps[(k,)] = T.sub(v, self.start(k))

    def start(self, k) -> Term:
        v = self.pre.get(k)
        return v if v is not None else T.var("undef:" + self.name_of(k), BV(32))

    def _iv(self, ks: tuple) -> InductionVar:
        if len(ks) == 1:
            return InductionVar(self.name_of(ks[0]), self.start(ks[0]), self.steps[ks])
        lo, hi = ks
        return InductionVar(f"{self.name_of(hi)}:{self.name_of(lo)}", T.concat(self.start(hi), self.start(lo)),
                            self.steps[ks])

    def ivs(self) -> tuple[InductionVar, ...]:
        return tuple(self._iv(ks) for ks in self.steps if ks not in self.opaque)

    def values(self) -> dict:
        out = {}
        for ks in self.steps:
            if ks in self.opaque:
                continue
            v = self._iv(ks).at(ITER)
            if len(ks) == 1:
                out[ks[0]] = v
            else:
                out[ks[0]], out[ks[1]] = T.extract(v, 31, 0), T.extract(v, 63, 32)
        for ks in self.opaque:
            for k in ks:
                out[k] = loopin(self.name_of(k), self.pre[k].sort if k in self.pre else
                                (T.BOOL if k[0] == "P" else BV(32)))
        return out

    def refine(self, post: dict) -> bool:
        """Mark the guesses the body does not reproduce as opaque; True if any changed."""
        vals = self.values()
        bad = []
        for ks, d in self.steps.items():
            if ks in self.opaque:
                continue
            if len(ks) == 1:
                got = T.sub(post[ks[0]], vals[ks[0]])
            else:
                got = T.sub(T.concat(post[ks[1]], post[ks[0]]), T.concat(vals[ks[1]], vals[ks[0]]))
            if got is not d:
                bad.append(ks)
        self.opaque.update(bad)
        return bool(bad)

    def check_dead(self, roots: list[Term], where: str) -> None:
        """An opaque register the body's effects depend on: that is a reduction or a recurrence, not modeled."""
        for v in T.free_vars(roots):
            if v.params[0].startswith(LOOPIN):
                raise Unsupported(f"a value carried around the loop that is not an induction variable "
                                  f"({v.params[0][len(LOOPIN):]})", where)
