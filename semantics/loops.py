"""Loops read by induction: one symbolic iteration `iter` of the body stands for all of them.

The body runs once on unknown carried values (`loopin:` variables).  Every
carried value the body depends on must be an induction variable, x' = x + d
with d the same in every iteration (a 64-bit one may live in a register pair);
then iteration k starts from x0 + k*d, and the body's accesses, with `iter`
free, describe every iteration at once.

Which iterations run: iteration k runs iff the loop was entered and every
earlier iteration took the back edge.  `Loop.guard(k)` is the quantifier-free
stand-in  entry & Q(k) & (k == 0 | Q(k-1) & cont(k-1)),  where Q says that no
32-bit induction variable the back-edge condition reads (`Loop.counting`) has
wrapped (as a signed integer) by iteration k.
It contains every iteration that runs once Q is shown inductive (obligation
`loop-invariant`), and only those once `loop-monotone` (Q(k) & cont(k)
implies Q(k-1) & cont(k-1)) is shown too; proofs/obligations.py states both.
A loop whose index really overflows fails `loop-invariant`: never a proof.

After the loop: a float register the body only adds to (x' = x + f or fma(a, b, x), f free of carried
values) is an accumulator, holding x0 + sum_{k<N} f(k) after N iterations (an fsum: only contract real reads
it); so is, where the reference has a fold to meet it (KernelEnv.folds), a float register the body maxes or
mins with f (an ffold: PTX max/min, exact in any order) and an integer register the body adds f to or
maxes/mins with f (an ifold, exact).  N is the free variable TRIPS, pinned by `Loop.exit_fact`: iteration
N-1 runs and does not take the back edge.  Exactly the real trip count satisfies it once both obligations
above hold and the loop ends: it has a 32-bit induction variable with a constant nonzero step (Q bounds its
iterations) and the body neither exits nor branches out (`Loop.exits_by_falling_through`).  Induction variables after the loop are x0 + N*d.
"""
from __future__ import annotations

from dataclasses import dataclass

from equiv import terms as T
from equiv.terms import BV, Term
from semantics.errors import Unsupported

ITER = T.var("iter", BV(64))
TRIPS = T.var("trips", BV(64))  # how many iterations ran: free, pinned by Loop.exit_fact
LOOPIN = "loopin:"


def loop_vars(n: int) -> tuple[Term, Term]:
    """(iter, trips) of the n-th loop of a kernel read by induction (loops in sequence each have their own)."""
    return (ITER, TRIPS) if n == 0 else (T.var(f"iter{n}", BV(64)), T.var(f"trips{n}", BV(64)))


@dataclass(frozen=True)
class InductionVar:
    name: str
    start: Term
    step: Term

    def at(self, k: Term) -> Term:
        return T.add(self.start, self.product(k))

    def step128(self) -> Term:
        return T.sext(self.step, 128)

    def product(self, k: Term) -> Term:
        """The one place the iteration enters this variable's value: k * step in the variable's width."""
        w = self.start.width
        return T.mul(T.extract(k, w - 1, 0) if w < 64 else k, self.step)

    def offset(self, k: Term) -> Term:
        """k * step as a signed integer (128 bits: nothing wraps)."""
        return T.mul(T.zext(k, 128), T.sext(self.step, 128))

    def no_wrap(self, k: Term | None = None, offset: Term | None = None) -> Term:
        """start + k*step, as signed integers, stays a signed w-bit value."""
        w = self.start.width
        exact = T.add(T.sext(self.start, 128), self.offset(k) if offset is None else offset)
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
    paths: tuple[Term, ...] = ()  # those accesses' guards within the body (entry & path), before `guard` joins them
    iter: Term = ITER  # the symbolic iteration free in the body's accesses (loop_vars)
    trips: Term = TRIPS  # the trip count, pinned by exit_fact
    count: Term | None = None  # where a term stands for the trip count (0 if not entered): obligation `loop-count`

    def at(self, t: Term, k: Term) -> Term:
        return t if k is self.iter else T.substitute(t, {id(self.iter): k})

    def counting(self) -> tuple[InductionVar, ...]:
        """The 32-bit induction variables the back-edge condition reads (k*step a subterm of cont, and x(k) + c
        one where any is): those whose wrapping would change which iterations run.  Any choice is sound:
        obligations loop-invariant and loop-monotone are stated over the Q it makes.  The others wrap as their
        bits do (x0 + k*d modulo 2^w is exact either way); demanding that a dead tile index not wrap would only
        ask for a harder proof."""
        nodes = T.postorder([self.cont])
        inside = {id(t) for t in nodes}
        read = [iv for iv in self.ivs if iv.start.width <= 32 and id(iv.product(self.iter)) in inside]
        sums = [t for t in nodes if t.op == "add"]

        def direct(iv: InductionVar) -> bool:  # cont reads x(k) + c itself, not only a product x shares
            at = iv.at(self.iter)
            return id(at) in inside or any(t.width == at.width and T.sub(t, at).is_const() for t in sums)
        # ivs stepping alike share the product k*step: one that cont reads singles out the counter (an index
        # row*n + 16k beside a count-down -(n & ~15) + 16k != 0 need not be shown not to wrap)
        return tuple(iv for iv in read if direct(iv)) or tuple(read)

    def bounded(self, k: Term) -> Term:
        """Q(k): no counting induction variable has wrapped, and no counter has crossed zero (`counters`)."""
        return T.and_(*[iv.no_wrap(k) for iv in self.counting()],
                      *[_not_crossed(e0, b, k) for e0, b in self.counters()])

    def counters(self) -> list[tuple[Term, int]]:
        """(e0, b) for each conjunct  e(iter) != 0  of cont with e(k) = e0 + k*b in 32 bits, b a nonzero
        constant and e0 free of iter: a count-down `x != 0` exit.  Such a loop runs until e reaches 0, and Q
        says e has not crossed 0 (true at k = 0 whatever e0 is): with `loop-invariant` that shows e lands on 0
        (b divides e0) rather than passing it and wrapping around."""
        out = []
        for c in (self.cont.args if self.cont.op == "and" else (self.cont,)):
            if c.op != "not" or c.args[0].op != "eq" or c.args[0].args[0].sort != BV(32):
                continue
            got = self._linear(T.sub(*c.args[0].args))
            if got is not None and got[1] != 0:
                out.append((got[0], T.to_signed(got[1], 32)))
        return out

    def _prev(self, k: Term) -> Term:
        prev = T.sub(k, T.bv(1, 64))
        return T.or_(T.eq(k, T.bv(0, 64)), T.and_(self.bounded(prev), self.at(self.cont, prev)))

    def guard(self, k: Term | None = None) -> Term:
        k = self.iter if k is None else k
        return T.and_(self.entry, self.bounded(k), self._prev(k))

    def counted(self) -> bool:
        """A 32-bit induction variable with a constant nonzero step: with `loop-invariant` it never wraps,
        so the loop ends within 2**32 iterations."""
        return any(iv.start.width == 32 and iv.step.is_const() and iv.step.value != 0 for iv in self.counting())

    def exit_fact(self, n: Term | None = None) -> Term:
        """The trip count n (default: trips): if the loop is entered, iteration n-1 runs and does not take the
        back edge."""
        n = self.trips if n is None else n
        last = T.sub(n, T.bv(1, 64))
        return T.implies(self.entry, T.and_(T.not_(T.eq(n, T.bv(0, 64))), self.guard(last),
                                            T.not_(self.at(self.cont, last))))

    def closed_trips(self) -> Term | None:
        """The trip count as a term of what the loop reads before it starts, where cont(k) compares two 32-bit
        terms whose difference is linear in k with a constant slope that closes the gap (`j < n` with j stepping
        by 256: `for (j = tid; j < n; j += blockDim.x)`): 1 + the number of k >= 0 for which the comparison
        holds, counted as exact integers; or where cont is `e(k) != 0` with e stepping by one (nvcc's remainder
        loops count `n & 3` down to zero): 1 + the k, modulo 2**32, at which e reaches 0.  Only a reading: obligation `loop-count` checks it against exit_fact
        (with loop-invariant and loop-monotone, exactly one n satisfies that), and concrete runs compare it with
        the iterations they run.  None for any other back-edge condition."""
        c, holds = self.cont, True
        while c.op == "not":
            c, holds = c.args[0], not holds
        if c.op == "eq" and not holds and c.args[0].sort == BV(32):  # a count to zero by one: `x != 0`
            got = self._linear(T.sub(*c.args))
            if got is None or T.to_signed(got[1], 32) not in (1, -1):
                return None
            e0 = got[0] if T.to_signed(got[1], 32) == -1 else T.neg(got[0])  # k runs up to e0 (mod 2**32)
            return T.add(T.bv(1, 64), T.zext(e0, 64))
        if c.op not in ("slt", "sle", "ult", "ule") or c.args[0].width != 32:
            return None
        lhs, rhs = c.args
        strict = c.op.endswith("lt")
        if not holds:  # not(a < b) is b <= a; not(a <= b) is b < a
            lhs, rhs, strict = rhs, lhs, not strict
        ext = (lambda t: T.sext(t, 64)) if c.op[0] == "s" else (lambda t: T.zext(t, 64))
        sides = [self._linear(t) for t in (lhs, rhs)]
        if None in sides:
            return None
        (l0, ls), (r0, rs) = sides
        slope = T.to_signed(rs, 32) - T.to_signed(ls, 32)  # the gap rhs - lhs changes by this per iteration
        if slope >= 0:
            return None
        gap = T.sub(ext(r0), ext(l0))  # the comparison holds at k while gap + k*slope > 0 (>= 0 if not strict)
        if not strict:
            gap = T.add(gap, T.bv(1, 64))
        m = T.bv(-slope, 64)
        more = T.ite(T.sle(gap, T.bv(0, 64)), T.bv(0, 64),
                     T.udiv(T.add(gap, T.bv(-slope - 1, 64)), m))
        return T.add(T.bv(1, 64), more)

    def _linear(self, e: Term) -> tuple[Term, int] | None:
        """(e0, b) with e(k) = e0 + k*b in 32 bits, b a constant (0 where iter does not occur), else None."""
        k32 = T.extract(self.iter, 31, 0)
        at = [T.substitute(e, {id(self.iter): T.bv(j, 64)}) for j in (0, 1)]
        b = T.sub(at[1], at[0])
        if not b.is_const() or T.sub(e, T.mul(k32, b)) is not at[0]:
            return None
        return at[0], b.value

    # ---------------------------------------------------------------- offsets: k*step as free variables
    def offsets(self) -> dict[str, Term]:
        """One free 128-bit variable per induction variable, standing for ITER * step (see `abstract`)."""
        tag = "" if self.iter is ITER else f"{self.iter.params[0]}:"  # loops in sequence may share register names
        return {iv.name: T.var(f"offset:{tag}{iv.name}", BV(128)) for iv in self.ivs}

    def shifted(self, offsets: dict[str, Term], d: int) -> dict[str, Term]:
        """The offsets of iteration k + d."""
        return {iv.name: T.add(offsets[iv.name], T.mul(T.bv(d & T.mask(128), 128), iv.step128()))
                for iv in self.ivs}

    def offset_facts(self, offsets: dict[str, Term]) -> Term:
        """What k*step is for every k: 0 at k = 0, else on step's side of 0 and at least as far out."""
        zero = T.eq(self.iter, T.bv(0, 64))
        facts = [T.implies(zero, T.and_(*[T.eq(p, T.bv(0, 128)) for p in offsets.values()]))]
        for iv in self.ivs:
            p, st, z = offsets[iv.name], iv.step128(), T.bv(0, 128)
            facts.append(T.implies(T.not_(zero), T.and_(T.implies(T.sle(z, st), T.sle(st, p)),
                                                        T.implies(T.sle(st, z), T.sle(p, st)))))
        return T.and_(*facts)

    def bounded_at(self, offsets: dict[str, Term]) -> Term:
        return T.and_(*[iv.no_wrap(offset=offsets[iv.name]) for iv in self.counting()])

    def abstract(self, t: Term, offsets: dict[str, Term]) -> Term | None:
        """t with iter * step read from offsets instead (iteration k-1's from the offsets minus step), and
        the facts every k*step has; None if t does not change.  Sound as a relaxation: every replaced
        subterm equals its replacement when offsets = ITER * step, so a model of t gives one of the result,
        and the result's unsat is t's.  It removes the products of a symbolic stride."""
        mapping = {}
        for iv in self.ivs:
            mapping[id(iv.product(self.iter))] = T.extract(offsets[iv.name], iv.start.width - 1, 0)
            mapping[id(iv.offset(self.iter))] = offsets[iv.name]
        cont = T.substitute(self.cont, mapping)
        down = self.shifted(offsets, -1)
        cont_down = T.substitute(cont, {id(offsets[n]): down[n] for n in offsets})
        mapping[id(self._prev(self.iter))] = T.or_(T.eq(self.iter, T.bv(0, 64)),
                                              T.and_(self.bounded_at(down), cont_down))
        out = T.substitute(t, mapping)
        return None if out is t else T.and_(out, self.offset_facts(offsets))


def _not_crossed(e0: Term, b: int, k: Term) -> Term:
    """e0 + k*b, as exact integers, is on e0's side of 0 or at 0."""
    w = 128
    e = T.add(T.sext(e0, w), T.mul(T.zext(k, w), T.bv(b & T.mask(w), w)))
    z, s0 = T.bv(0, w), T.sext(e0, w)
    return T.and_(T.implies(T.sle(z, s0), T.sle(z, e)), T.implies(T.sle(s0, z), T.sle(e, z)))


@dataclass(frozen=True)
class Accumulator:
    """A register the body combines with f, f free of carried values: a float register it adds to (a chain of
    FADDs and FFMAs, `kind` "add") or maxes/mins with (FMNMX, `kind` "max"/"min"), `nan_bits` the NaN bits of
    its result; or an integer register (`nan_bits` None) it folds with a wrapping add or a max/min (`kind` from
    terms.FOLD_KINDS)."""
    start: Term  # the register's bits before the loop
    term: Term  # f at iteration `iter`
    nan_bits: int | None
    kind: str
    iter: Term = ITER

    def after(self, n: Term) -> Term:
        """The register's bits after n iterations: x0 combined with f(k) for every k < n.  A float sum is an
        fsum, read under contract real (it leaves the order of the additions open; the loop's own order is one
        of them), and a start of +0.0 is dropped (0 + s = s over the reals).  A fold (an integer one, a float
        max or min) is exact in any order, and a start that is the fold's identity is dropped."""
        at = lambda i: T.substitute(self.term, {id(self.iter): i})
        if self.nan_bits is None:
            return self._folded(self.start, T.sum_of("ifold", T.bv(0, 64), n, at, self.kind))
        start = T.fp_from_bits(self.term.sort.fmt, self.start)
        if self.kind != "add":
            return T.fp_to_bits(self._folded(start, T.sum_of("ffold", T.bv(0, 64), n, at, self.kind)),
                                self.nan_bits)
        s = T.sum_of("fsum", T.bv(0, 64), n, at)
        if not (self.start.is_const() and self.start.value == 0):
            s = T.fadd("RNE", start, s)
        return T.fp_to_bits(s, self.nan_bits)

    def _folded(self, start: Term, s: Term) -> Term:
        return s if start is T.fold_identity(self.kind, start.sort) else T.fold_combine(self.kind, start, s)


def accumulation(post: Term, carried: Term, folds: bool) -> tuple[Term, int, str] | None:
    """(f, NaN bits, kind) if post is the bits of carried combined with f, f free of carried values: a chain
    of additions x + g and fused multiply-adds fma(a, b, x) = a*b + x (an unrolled body adds several
    products; kind "add", f the sum of the g's and a*b's), or with `folds` a chain of float max/min selects
    of one kind; else None.  The sum's own rounding is immaterial: a float sum is read under contract real
    only (an fsum)."""
    if post.op != "fp_to_bits":
        return None
    x = post.args[0]
    mine = lambda t: t.op == "fp_from_bits" and t.args[0] is carried
    has = has_loopin
    added = []
    while not mine(x):
        if x.op == "fadd" and has(x.args[0]) != has(x.args[1]):
            inner, other = (x.args[0], x.args[1]) if has(x.args[0]) else (x.args[1], x.args[0])
            added.append(other)
        elif x.op == "ffma" and has(x.args[2]) and not has(x.args[0]) and not has(x.args[1]):
            inner = x.args[2]
            added.append(T.fmul(x.params[0], x.args[0], x.args[1]))
        else:
            got = _minmax_chain(post.args[0], mine) if folds else None
            return None if got is None else (got[0], post.params[0], got[1])
        x = inner
    if not added:
        return None
    f = added[-1]
    for g in reversed(added[:-1]):  # in the order the body adds them
        f = T.fadd("RNE", f, g)
    return f, post.params[0], "add"


def int_accumulation(post: Term, carried: Term) -> tuple[Term, None, str] | None:
    """(f, None, kind) if post is carried folded with f, f free of carried values: carried + f (a wrapping
    sum), or a chain of max/min selects of one kind (an unrolled body folds several values), else None."""
    if post.sort.kind != "bv":
        return None  # a predicate
    added = T.sub(post, carried)
    if not has_loopin(added):
        return added, None, "add"
    got = _minmax_chain(post, lambda t: t is carried)
    return None if got is None else (got[0], None, got[1])


def _minmax_chain(x: Term, mine) -> tuple[Term, str] | None:
    """(f, kind) if x is a chain of max/min selects of one kind down to the carried value (`mine`), f the
    other operands folded in the body's order."""
    kind, others = None, []
    while not mine(x):
        step = _minmax_step(x)
        if step is None or kind not in (None, step[0]):
            return None
        kind, x = step[0], step[1]
        others.append(step[2])
    if not others:
        return None
    f = others[-1]
    for g in reversed(others[:-1]):
        f = T.fold_combine(kind, f, g)
    return f, kind


def _minmax_step(x: Term) -> tuple[str, Term, Term] | None:
    """(kind, inner, other) if x is a max or min of inner and other (T.minmax_of), inner the one with carried
    values."""
    got = T.minmax_of(x)
    if got is None:
        return None
    kind, a, b = got
    if has_loopin(a) == has_loopin(b):
        return None
    return (kind, a, b) if has_loopin(a) else (kind, b, a)


def loopin(name: str, sort) -> Term:
    return T.var(LOOPIN + name, sort)


def has_loopin(t: Term) -> bool:
    """Whether a `loopin:` variable occurs in t: remembered per term (terms are immutable), since in block
    execution every thread's carried registers share the block's reduction trees."""
    return _LOOPIN.holds(t)


def has_loopin_any(ts: list[Term]) -> bool:
    return any(has_loopin(t) for t in ts)


_LOOPIN = T.Mentions(lambda x: x.op == "var" and x.params[0].startswith(LOOPIN))
_POINTER = T.Mentions(lambda x: x.op == "var" and x.params[0].startswith("ptr:"))


class Carried:
    """The registers a loop body writes: induction-variable guesses from iteration 0, refined until each
    guess reproduces itself (x at ITER, run through the body, gives x at ITER + 1); the rest are opaque."""

    def __init__(self, pre: dict, first_pass: dict, name_of, pair_of, iter: Term = ITER):
        self.pre, self.name_of, self.iter, self.first_pass = pre, name_of, iter, first_pass
        self.sorts = {k: v.sort for k, v in first_pass.items()}
        written = [k for k in sorted(first_pass) if first_pass[k] is not pre.get(k)
                   and not first_pass[k].params[:1] == (LOOPIN + name_of(k),)]
        self.steps: dict[tuple, Term] = {}
        self.opaque: set[tuple] = set()
        self.tried: set[tuple] = set()  # register pairs guessed once and refuted (never guessed again)
        for k in written:
            if first_pass[k].sort.kind != "bv":
                self.opaque.add((k,))
            self.steps[(k,)] = T.sub(first_pass[k], self.start(k)) if first_pass[k].sort.kind == "bv" else None
        while self._pair_apart():  # pointers split across registers that are not a pair, first
            pass
        for k in written:  # then register pairs R2k:R2k+1
            hk = pair_of(k)
            if (k,) in self.steps and (hk,) in self.steps and (k,) not in self.opaque and (hk,) not in self.opaque:
                del self.steps[(k,)], self.steps[(hk,)]
                self.steps[(k, hk)] = T.sub(T.concat(first_pass[hk], first_pass[k]),
                                            T.concat(self.start(hk), self.start(k)))

    def start(self, k) -> Term:
        v = self.pre.get(k)
        return v if v is not None else T.var("undef:" + self.name_of(k), self.sorts[k])

    def _iv(self, ks: tuple) -> InductionVar:
        if len(ks) == 1:
            return InductionVar(self.name_of(ks[0]), self.start(ks[0]), self.steps[ks])
        lo, hi = ks
        return InductionVar(f"{self.name_of(hi)}:{self.name_of(lo)}", T.concat(self.start(hi), self.start(lo)),
                            self.steps[ks])

    def ivs(self) -> tuple[InductionVar, ...]:
        return tuple(self._iv(ks) for ks in self.steps if ks not in self.opaque)

    def values(self, k: Term | None = None) -> dict:
        """Every register at iteration k (default: the loop's own `iter`): induction variables at k, the rest
        opaque."""
        k = self.iter if k is None else k
        out = {}
        for ks in self.steps:
            if ks in self.opaque:
                continue
            v = self._iv(ks).at(k)
            if len(ks) == 1:
                out[ks[0]] = v
            else:
                out[ks[0]], out[ks[1]] = T.extract(v, 31, 0), T.extract(v, 63, 32)
        for ks in self.opaque:
            for r in ks:
                out[r] = loopin(self.name_of(r), self.sorts[r])
        return out

    def pairs_at(self, k: Term) -> dict[tuple, Term]:
        """The 64-bit induction variables held in register pairs, (lo, hi) -> their value at iteration k."""
        return {ks: self._iv(ks).at(k) for ks in self.steps if len(ks) == 2 and ks not in self.opaque}

    def refine(self, post: dict) -> bool:
        """Mark the guesses the body does not reproduce as opaque, a pair's first as two single registers;
        True if any changed."""
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
        for ks in bad:
            if len(ks) == 1:
                self.opaque.add(ks)
                continue
            del self.steps[ks]  # two 32-bit values that happen to sit side by side
            self.tried.add(ks)
            for r in ks:
                self.steps[(r,)] = T.sub(self.first_pass[r], self.start(r))
        return bool(bad) | self._pair_apart()

    def _pair_apart(self) -> bool:
        """A 64-bit pointer whose halves live in registers that are not a pair (the remainder loop's
        `MOV R7, R3 ... IADD3.X R7, RZ, R7`): an opaque high half and a low half whose 64-bit step is one
        constant are guessed to be one induction variable (checked by the next refinement, tried once).  A high
        half's own step is then a carry, not a constant."""
        singles = [ks[0] for ks in self.steps if len(ks) == 1 and self.sorts[ks[0]] == BV(32)]
        for hi in [r for r in singles if (r,) in self.opaque or not self.steps[(r,)].is_const()]:
            for lo in singles:
                if lo == hi or (lo, hi) in self.tried or (lo,) in self.opaque:
                    continue
                if not self.steps[(lo,)].is_const() and not _POINTER.holds(self.first_pass[lo]):
                    continue  # a constant 64-bit step has a constant low word, unless it does not fold as one:
                    # extract(p + 4) - extract(p), a pointer's low word
                d = T.sub(T.concat(self.first_pass[hi], self.first_pass[lo]), T.concat(self.start(hi), self.start(lo)))
                if d.is_const() and d.value != 0:
                    self.tried.add((lo, hi))
                    for r in (lo, hi):
                        del self.steps[(r,)]
                        self.opaque.discard((r,))
                    self.steps[(lo, hi)] = d
                    return True
        return False

    def accumulators(self, post: dict, folds: bool) -> dict:
        """The opaque registers the body only adds to (`accumulation`), or with `folds` also float registers it
        maxes/mins with and integer registers it folds into (`int_accumulation`), by register."""
        out = {}
        for ks in self.opaque:
            if len(ks) != 1:
                continue
            k = ks[0]
            x = loopin(self.name_of(k), self.sorts[k])
            got = accumulation(post[k], x, folds)  # registers hold bits: a float one is read through fp_to_bits
            if got is None and folds:
                got = int_accumulation(post[k], x)
            if got is not None:
                out[k] = Accumulator(self.start(k), *got, self.iter)
        return out

    def check_dead(self, roots: list[Term], where: str) -> None:
        """An opaque register the body's effects depend on: that is a reduction or a recurrence, not modeled."""
        if not has_loopin_any(roots):
            return
        for v in T.free_vars(roots):
            if v.params[0].startswith(LOOPIN):
                raise Unsupported(f"a value carried around the loop that is not an induction variable "
                                  f"({v.params[0][len(LOOPIN):]})", where)
