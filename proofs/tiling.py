"""A reference sum against a candidate that adds the same terms in pieces: unrolled loops in sequence.

nvcc splits `for (t = 0; t < k; t++) acc += a[t]*b[t]` into a 16x unrolled loop, an 8x straight block, a 4x
loop and a 1x remainder loop (semantics/loops.py reads each by induction): under contract real the candidate
is a sum of pieces, each  sum_{lo_p <= j < hi_p} h_p(j)  (one term of an unrolled body) or a single term h_p,
inside if-then-else on the paths taken.  The reference is  sum_{lo <= t < hi} g(t).

Each piece gets a map into the reference's index, t = c_p + m_p*j (m_p = 0 for a single term), guessed from
the index of one read (`anchor`: a read of g whose index is alpha + t) and checked, never trusted:
  - every j in the piece's range lands in [lo, hi) (exact integers) and h_p(j) equals g(c_p + m_p*j)
    (reads at equal indices);
  - every integer t is hit by exactly as many pieces as [lo <= t < hi] (t free; membership is
    (t - c_p) divisible by m_p with the quotient in the piece's range).
Then the pieces' terms are the reference's terms, each once: the sums are equal over the reals.  The
condition is quantifier-free in fresh variables (t, one j per piece), so its unsat under the context is the
equality.  Each if-then-else case of the candidate, and each claim of its tiling, is its own piece of the
relaxed output-eq form.

An integer fold (`ifold`: a wrapping sum, a max or a min, exact under every contract) and a real max or min
(`rfold`: a float max loop or numpy max under contract real) are tiled the same way: their operations are
associative and commutative too, so a candidate that combines the reference's terms, each once, in any
grouping, has its value.  The candidate's pieces are then combined by that fold's own operation
(T.fold_combine: an integer add, or a select of the larger or smaller of two values), its empty value the
fold's identity (a real max's is the real standing for -infinity, a max loop's usual start); a max loop that
starts from the first element is a single-term piece.
"""
from __future__ import annotations

import dataclasses
import functools
from dataclasses import dataclass

import numpy as np

from equiv import terms as T
from equiv.evaluate import evaluate
from equiv.terms import Term
from proofs import radix, ring
from semantics.lift import lift
from semantics.simt import decides

TILE = T.var("tile:t", T.BV(64))  # the reference index every piece is counted at
_PROBE = T.var("tile:probe", T.BV(64))
MAX_CASES = 256
MAX_RESIDUES = 1024  # the most per-residue count queries (a block of 1024 threads)
_SAMPLES = 4


@dataclass(frozen=True)
class Piece:
    term: Term  # a product of reads, j free in it when it is a sum's
    j: Term | None = None  # the summation variable (None: one term)
    lo: Term | None = None
    hi: Term | None = None
    guard: Term = T.true()  # of j: the terms where it fails are 0 (a sum's body split on its own index)


@dataclass(frozen=True)
class Case:
    """One if-then-else case of the candidate (`cond`): under `base` (context & cond), each claim (premise, conclusion)
    says a piece lands in the reference's range and reads alike, and the `once` claims that every index is
    counted once."""
    base: Term
    cond: Term
    claims: tuple[tuple[Term, Term], ...]
    once: tuple[tuple[Term, Term], ...]


@dataclass(frozen=True)
class Fold:
    """The operation the pieces are combined with: the reals' + (rsum), or a fold's (ifold, rfold: `kind`)."""
    op: str
    kind: str = "add"

    def same(self, t: Term) -> bool:
        """t is a sum of this fold."""
        return t.op == self.op and (self.op == "rsum" or t.params[1] == self.kind)

    def operands(self, t: Term) -> tuple[Term, ...] | None:
        """What t combines with this fold's operation (None where it is not that operation)."""
        if self.op == "rsum":
            return t.args if t.op == "radd" else None
        if self.kind == "add":
            return t.args if t.op == "add" else None
        got = T.minmax_of(t)
        return got[1:] if got is not None and got[0] == self.kind and got[1].sort.kind == t.sort.kind else None

    def combine(self, a: Term, b: Term) -> Term:
        return T.radd(a, b) if self.op == "rsum" else T.fold_combine(self.kind, a, b)

    def combine_all(self, xs: list[Term]) -> Term:
        """xs combined (a real sum in one step: radd flattens, so pairwise is quadratic in a grid's terms)."""
        return T.radd(*xs) if self.op == "rsum" and len(xs) > 1 else functools.reduce(self.combine, xs)

    def is_empty(self, t: Term) -> bool:
        """t is the fold's identity (the value of no terms)."""
        if self.op == "rsum":
            return t.op == "const" and t.value == 0
        return t is T.fold_identity(self.kind, t.sort)


FOLDS = (Fold("rsum"), *(Fold("ifold", kind) for kind in T.FOLD_KINDS),
         *(Fold("rfold", kind) for kind in T.ORDER_FOLD_KINDS))


def without_common(mine: Term, theirs: Term) -> tuple[Term, Term, list[tuple[Term, Term]]]:
    """mine and theirs less the operands both combine by the same fold (an atomic's old value: old + a = old + b
    where a = b, max(old, a) = max(old, b) likewise) or both multiply by (a mean's 1/n: c*a = c*b where a = b):
    the sum left on each side is then what is tiled.  Where the sides still combine other operands alike
    (x - mean: x + (-1)*s/n), the one holding a sum is followed and the rest are paired in order: the pairs
    returned must be equal too (each its own claim; a wrong pairing only leaves a claim unproved).  A quotient
    or real function applied alike is followed into the one argument that differs."""
    if mine.op == theirs.op and mine.op in ("rdiv", "rfun") and mine.params == theirs.params:
        differ = [k for k, (x, y) in enumerate(zip(mine.args, theirs.args)) if x is not y]
        if len(differ) == 1:  # f(a) = f(b) where a = b: 1/sqrt(s + eps)
            return without_common(mine.args[differ[0]], theirs.args[differ[0]])
        summed = [k for k in differ if _holds_sum(mine.args[k]) and _holds_sum(theirs.args[k])]
        if len(summed) == 1:  # x[j] / s = x'[j] / s' where x[j] = x'[j] and s = s': a row over its sum
            a, b, sides = without_common(mine.args[summed[0]], theirs.args[summed[0]])
            return a, b, sides + [(mine.args[k], theirs.args[k]) for k in differ if k != summed[0]]
    for op, combine in (("rmul", lambda xs: T.rmul(*xs)),) + tuple((f, f.combine_all) for f in FOLDS):
        ours, yours = (op.operands(mine), op.operands(theirs)) if isinstance(op, Fold) else \
            ((mine.args, theirs.args) if mine.op == theirs.op == op else (None, None))
        if ours is None or yours is None:
            continue
        common = {id(x) for x in ours} & {id(x) for x in yours}
        rest = [[x for x in side if id(x) not in common] for side in (ours, yours)]
        if not all(rest):
            return mine, theirs, []
        summed = [[x for x in side if _holds_sum(x)] for side in rest]
        if len(rest[0]) == len(rest[1]) > 1 and all(len(x) == 1 for x in summed):
            others = [[x for x in side if x is not s[0]] for side, s in zip(rest, summed)]
            a, b, sides = without_common(summed[0][0], summed[1][0])
            return a, b, sides + list(zip(*others))
        if common:
            return without_common(combine(rest[0]), combine(rest[1]))
        return mine, theirs, []
    return mine, theirs, []


def _holds_sum(t: Term) -> bool:
    return any(x.op in ("rsum", "ifold", "rfold") for x in T.postorder([t]))


def tiled(mine: Term, theirs: Term, context: Term, bodies, lift: bool = False) -> list[Case] | None:
    """Per if-then-else case of `mine`, the claims that together say the case's pieces tile `theirs`: each
    base & premise & not conclusion  must be unsat; None when the shapes do not fit (a reference that is not
    one sum, a candidate not made of sums and products of reads, no anchor read, an unrolled body whose step
    is not one constant).  With `lift`, each offset is guessed per branch of the selections inside its
    extensions and slices (a read after merged loop paths, zext(extract[63, 2](ite(...)))), a claim per
    branch; None where that changes no offset.  Which guess a solver shows is not known ahead: a matmul's
    merged A and B indices need the branches, a matrix-vector product's remainder loop the single term."""
    if theirs.op == "radd" and any(x.op == "rsum" for x in T.postorder([mine])):
        theirs = as_sum(theirs) or theirs
    if theirs.op not in ("rsum", "ifold", "rfold"):
        return None
    fold = Fold(theirs.op, *theirs.params[1:])
    if not any(fold.same(x) or fold.operands(x) is not None for x in T.postorder([mine])):
        return None
    lo, hi, g = theirs.args
    anchor = _anchor(g, T.bound_var(theirs))
    if anchor is None:
        return None
    cases = _cases(mine, T.true(), {}, fold)
    if cases is None:
        return None
    alike: dict[tuple, list] = {}  # cases with the same pieces are one, under the disjunction of their conditions
    for cond, pieces in cases:
        alike.setdefault(tuple(id(x) for p in pieces for x in (p.term, p.j, p.lo, p.hi, p.guard)), [pieces]).append(cond)
    out, changed = [], False
    for pieces, *conds in alike.values():
        got = _tiles(pieces, theirs, anchor, bodies, lift)
        if got is None:
            return None
        claims, once, lifted = got
        changed |= lifted
        cond = T.or_(*conds)
        out.append(Case(T.and_(context, cond), cond, tuple((p, c) for p, c in claims if not (c.is_const() and c.value)), once))
    return out if changed or not lift else None


def as_sum(t: Term) -> Term | None:
    """A reference's sum of a constant number of terms (numpy's sum over a literal length, read over the reals)
    as the rsum over 0 <= p < L of one body, where its terms are one product of reads at indices stepping by one
    amount per memory, a constant for one of them (x[r, p], or a[i, p] * b[p, j]): so a candidate that adds them
    in a loop read by induction (an rsum over its trip count) meets it.  Checked, never trusted: the body at each
    p must rebuild, term for term, the p-th of them (the same terms, each once: the same real sum); else None."""
    terms = list(t.args)
    parts = [_factors(x) for x in terms]
    if any(p is None or p.keys() != parts[0].keys() for p in parts):
        return None
    keys = list(parts[0])
    index = lambda x, k: parts[x][k][1].args[1]
    # each term's position from a memory whose reads step by a constant (x[r, p]; a[i, p] of a product)
    for k0 in keys:
        d = [T.sub(index(x, k0), index(0, k0)) for x in range(len(terms))]
        if all(v.is_const() for v in d):
            break
    else:
        return None
    order = sorted(range(len(terms)), key=lambda x: T.to_signed(d[x].value, 64))
    first, second = order[0], order[1]
    reads = [parts[first][k][1] for k in keys]
    steps = [T.sub(index(second, k), index(first, k)) for k in keys]  # b[p, j]'s may be a term (the row length)
    if steps[keys.index(k0)].value == 0:
        return None

    def body(i: Term) -> Term:
        moved = {id(r): T.select(r.args[0], T.add(r.args[1], T.mul(i, st))) for r, st in zip(reads, steps)}
        return T.substitute(terms[first], moved)
    out = T.sum_of("rsum", T.bv(0, 64), T.bv(len(terms), 64), body)
    g, i = out.args[2], T.bound_var(out)
    if any(T.substitute(g, {id(i): T.bv(p, 64)}) is not terms[k] for p, k in enumerate(order)):
        return None
    return out


def pooled(cases: list[Case], context: Term) -> list[tuple[Term, list[tuple[Term, Term]]]]:
    """The cases' claims as (base, claims) groups where each piece claim is shown once, under the context and
    the disjunction of the cases that have the piece, and each case keeps its count: the same pieces recur in
    most cases (each loop's terms), the counts differ.  A claim holds under the disjunction exactly where it
    holds in each of those cases, so this is the cases' own condition in fewer queries (a 4-loop row sum: 150
    instead of 938)."""
    shared: dict[tuple[int, int], tuple[tuple[Term, Term], list[Term]]] = {}
    for case in cases:
        for premise, claim in case.claims:
            shared.setdefault((id(premise), id(claim)), ((premise, claim), []))[1].append(case.cond)
    groups: dict[int, tuple[Term, list]] = {}  # claims under one disjunction share a base (a loop's terms)
    for claim, conds in shared.values():
        base = T.and_(context, T.or_(*conds))
        groups.setdefault(id(base), (base, []))[1].append(claim)
    return list(groups.values()) + [(case.base, list(case.once)) for case in cases]


def _anchor(g: Term, t: Term) -> tuple[Term, Term, Term] | None:
    """(memory, alpha, stride) of a read of g whose index is alpha + stride*t exactly: stride 1 where a read
    steps by one (checked at sample points), else a read whose index is a polynomial with t only in
    stride*t, stride free of t (a column's x[c + n*t]: the pieces' maps are then in units of the stride)."""
    reads = [x for x in T.postorder([g]) if x.op == "select" and t in T.free_vars([x.args[1]])]
    at0 = lambda idx: T.substitute(idx, {id(t): T.bv(0, 64)})
    for x in reads:
        if _step(x.args[1], t) == 1:
            return x.args[0], at0(x.args[1]), T.bv(1, 64)
    for x in reads:
        idx = x.args[1]
        if idx.width != 64:
            continue
        stride = ring.quotient(T.sub(idx, at0(idx)), t, 64)
        if stride is not None and t not in T.free_vars([stride]) and ring.equal(
                idx, T.add(at0(idx), T.mul(stride, t))):
            return x.args[0], at0(idx), stride
    return None


def _step(idx: Term, j: Term, stride: Term | None = None) -> int | None:
    """(idx(j+1) - idx(j)) / stride if it is one integer at every sample (small random values, j = 0, 1, 2)."""
    rng = np.random.default_rng(7)
    idx, j = T.substitute(idx, {id(j): _PROBE}), _PROBE  # a summation variable is not evaluated free
    per = stride if stride is not None else T.bv(1, idx.width)
    others = [v for v in T.free_vars([idx, per]) if v is not j]
    if any(v.sort.kind != "bv" for v in others):
        return None
    n = _SAMPLES * 3
    env = {v.params[0]: np.repeat(rng.integers(1, 200, _SAMPLES).astype(np.uint64), 3) for v in others}
    env[j.params[0]] = np.tile(np.arange(3, dtype=np.uint64), _SAMPLES)
    vals, unit = evaluate([idx, per], env, n)
    vals = np.broadcast_to(vals, (n,)).astype(object).reshape(_SAMPLES, 3)
    unit = [T.to_signed(int(u), per.width) for u in np.broadcast_to(unit, (n,)).astype(object)[::3]]
    if 0 in unit:
        return None
    per_sample = {(T.to_signed(int(r[k + 1] - r[k]) & T.mask(64), 64), u) for r, u in zip(vals, unit) for k in (0, 1)}
    if any(d % u for d, u in per_sample):
        return None
    steps = {d // u for d, u in per_sample}
    return steps.pop() if len(steps) == 1 else None


def _cases(t: Term, cond: Term, fresh: dict, fold: Fold,
           bound: frozenset = frozenset()) -> list[tuple[Term, list[Piece]]] | None:
    """The candidate as (case condition, pieces) with if-then-else hoisted out of sums and products; an
    if-then-else on the index of a sum around it (`bound`) guards the pieces of each branch instead."""
    if cond.is_const() and not cond.value:
        return []
    combined = fold.operands(t)
    if combined is not None:
        acc = [(cond, [])]
        for a in combined:
            acc = _join(acc, a, fresh, fold, bound, lambda p, q: p + q)
            if acc is None:
                return None
        return acc
    if t.op == "ite":
        c = t.args[0]
        known = decides(cond, c)
        if known is not None:  # decided on this path already
            return _cases(t.args[1] if known else t.args[2], cond, fresh, fold, bound)
        merged = _merged_reads(c, t.args[1], t.args[2])
        if merged is not None:
            return [(cond, [Piece(merged)])]
        if any(id(v) in bound for v in T.free_vars([c])):
            yes, no = _cases(t.args[1], cond, fresh, fold, bound), _cases(t.args[2], cond, fresh, fold, bound)
            if yes is None or no is None:
                return None
            return _capped([(T.and_(cy, cn), [_guarded(p, c) for p in py] + [_guarded(p, T.not_(c)) for p in pn])
                            for cy, py in yes for cn, pn in no])
        yes = _cases(t.args[1], _taken(cond, c), fresh, fold, bound)
        no = _cases(t.args[2], T.and_(cond, T.not_(c)), fresh, fold, bound)
        return None if yes is None or no is None else _capped(yes + no)
    if t.op == "const":
        return [(cond, [])] if fold.is_empty(t) else None
    if t.op == "rmul":
        acc = [(cond, [Piece(T.real_const(1))])]
        for a in t.args:
            acc = _join(acc, a, fresh, fold, bound, _product)
            if acc is None:
                return None
        return acc
    if fold.same(t):
        lo, hi, body = t.args
        j = T.bound_var(t)
        inner = _cases(body, cond, fresh, fold, bound | {id(j)})
        if inner is None:
            return None
        jj = fresh.setdefault(id(t), T.var(f"tile:j{len(fresh)}", T.BV(64)))  # one per sum, in every case
        out = []
        for c, pieces in inner:
            if j in T.free_vars([c]) or any(p.j is not None for p in pieces):
                return None  # a case split on the summation index, or a sum inside a sum
            out.append((c, [Piece(T.substitute(p.term, {id(j): jj}), jj, lo, hi, T.substitute(p.guard, {id(j): jj}))
                            for p in pieces]))
        return out
    if T.is_sum(t):
        return None  # another fold's sum: its terms are not this one's
    return [(cond, [Piece(t)])]


def _taken(cond: Term, c: Term) -> Term:
    """cond & c without the negated conditions that c excludes (a chain over a block's threads, tid == k after
    tid != 0, ..., tid != k-1: the case is tid == k alone, so a claim pooled over 256 cases stays small).
    Dropping a conjunct only weakens the case, so its claims still imply the original's."""
    pins = _pins(c)
    keep = [a for a in (cond.args if cond.op == "and" else (cond,))
            if not (a.op == "not" and any(i in pins and pins[i][1] != k for i, (_, k) in _pins(a.args[0]).items()))]
    return T.and_(*keep, c)


def _pins(c: Term) -> dict[int, tuple[Term, int]]:
    """The variables that the conjunction c sets to constants (v == K among its conjuncts)."""
    out = {}
    for a in (c.args if c.op == "and" else (c,)):
        if a.op == "eq" and len(a.args) == 2:
            v, k = a.args if a.args[1].is_const() else a.args[::-1]
            if v.op == "var" and k.is_const():
                out[id(v)] = (v, k.value)
    return out


def _merged_reads(c: Term, yes: Term, no: Term) -> Term | None:
    """ite(c, x, y) for two products of reads of the same memories, as one product of reads at ite(c, i, j):
    equal (a read's value is a function of its index), and it keeps the case split out of the pieces."""
    fy, fn = _factors(yes), _factors(no)
    if fy is None or fn is None or fy.keys() != fn.keys():
        return None
    out = []
    for key, (fmt, r) in fy.items():
        other = fn[key][1]
        out.append(T.real_of(fmt, T.select(r.args[0], T.ite(c, r.args[1], other.args[1]))))
    return T.rmul(*out)


def _guarded(p: Piece, c: Term) -> Piece:
    return dataclasses.replace(p, guard=T.and_(p.guard, c))


def _join(acc, a: Term, fresh: dict, fold: Fold, bound: frozenset, combine) -> list | None:
    out = []
    for cond, pieces in acc:
        sub = _cases(a, cond, fresh, fold, bound)
        if sub is None:
            return None
        for c, more in sub:
            got = combine(pieces, more)
            if got is None:
                return None
            out.append((c, got))
    return _capped(out)


def _product(xs: list[Piece], ys: list[Piece]) -> list[Piece] | None:
    """A product of two single terms (a sum inside a product is not read)."""
    if len(xs) != 1 or len(ys) != 1 or xs[0].j is not None or ys[0].j is not None:
        return None if xs and ys else []
    return [Piece(T.rmul(xs[0].term, ys[0].term), guard=T.and_(xs[0].guard, ys[0].guard))]


def _capped(cases: list) -> list | None:
    return cases if len(cases) <= MAX_CASES else None


def _tiles(pieces: list[Piece], theirs: Term, anchor: tuple[Term, Term], bodies,
           lift: bool) -> tuple[list, tuple, bool] | None:
    """Each piece lands in the range and reads alike where its j is in its range (one claim per piece, or one
    per family of pieces, `_family`), and every index is counted once; and whether `lift` changed an offset."""
    lo, hi, g = theirs.args
    t = T.bound_var(theirs)
    mem, alpha, stride = anchor
    w = 128
    x = lambda v: T.sext(v, w)
    rows = []  # (piece, step, offset from the reference's index)
    lifted = False
    for p in pieces:
        reads = [r for r in T.postorder([p.term]) if r.op == "select" and r.args[0] is mem]
        if len(reads) != 1:
            return None
        idx = reads[0].args[1]
        m = 0 if p.j is None else _step(idx, p.j, stride)
        if m is None or (p.j is not None and m == 0):
            return None
        start = idx if p.j is None else T.substitute(idx, {id(p.j): T.bv(0, 64)})
        if stride.is_const() and stride.value == 1:
            c = _offset(_at_leaves(start, lambda i: T.sub(i, alpha)))
            if lift:
                branched = _offset(_at_leaves(_ites_out(start), lambda i: T.sub(_element_index(i), alpha)))
                lifted |= branched is not c
                c = branched
        else:
            c = _in_strides(start, alpha, stride)
            if c is None:
                return None
        rows.append((p, m, c))
    family = _family([r for r in rows if r[0].j is not None])
    if family is not None:
        rows = [r for r in rows if r[0].j is None] + [family[:3]]
    conds, members, residues = [], [], []  # residues: (step, offset) of each member, None where not constant
    for p, m, c in rows:
        if p.j is None:
            if not (p.guard.is_const() and p.guard.value):
                return None
            inside = T.true()
            members.append(T.eq(TILE, c))
            residues.append((0, c.value) if c.is_const() else None)
        else:
            inside = T.and_(T.sle(p.lo, p.j), T.slt(p.j, p.hi), p.guard)
            counted, cc = p, c
            if family is not None and p is family[0]:
                inside = T.and_(family[3], inside)
                counted, cc = _at_member(p, family[4]), T.zext(family[4], 64)  # the one member that can count TILE
            within, q = _member(T.sub(x(TILE), x(cc)), m, x(counted.lo), x(counted.hi))
            members.append(T.and_(within, T.substitute(counted.guard, {id(p.j): T.extract(q, 63, 0)})))
            residues.append((m, cc.value) if cc.is_const() else None)

        def claim(ci: Term, known: dict, p=p, m=m) -> Term:
            """The piece at offset ci (one branch of its offset, `known` the branch's conditions) lands in the
            range and reads what the reference reads there."""
            at, exact = (ci, x(ci)) if p.j is None else (T.add(ci, T.mul(T.bv(m & T.mask(64), 64), p.j)),
                                                         T.add(x(ci), T.mul(T.bv(m & T.mask(w), w), x(p.j))))
            lands = T.and_(T.sle(x(lo), exact), T.slt(exact, x(hi)))
            return T.and_(lands, _same_reads(T.substitute(p.term, known), T.substitute(g, {id(t): at}), bodies))
        conds.append((inside, _per_branch(c, claim)))
    return conds, _counted_once(members, residues, lo, hi), lifted


FAMILY = T.var("tile:u", T.BV(32))  # which piece of a family (its offset)
FAMILY_MIN = 32  # pieces read as one family from a warp's worth on (fewer: a claim each, as concrete as can be)
_FAMILY_J = T.var("tile:jf", T.BV(64))
_NOT_FAMILY = (T.var("tile:uy", T.BV(32)), T.var("tile:uz", T.BV(32)))


def _family(rows: list[tuple[Piece, int, Term]]) -> tuple | None:
    """Pieces that are one piece at the offsets a, a+1, ..., a+m-1, each stepping by m (a power of two): a
    block's 256 threads each summing its own stride of a row, t = d + 256*j for thread d.  Their terms, ranges
    and guards are lifted (semantics/lift.py, checked piece by piece) to one piece of FAMILY = its offset, so
    one claim speaks for all: (piece, m, zext(FAMILY), FAMILY in range, the member that can count TILE: the
    offset congruent to TILE mod m, as only there is TILE - offset divisible by m).  None otherwise."""
    if len(rows) < FAMILY_MIN or len({m for _, m, _ in rows}) != 1 or not all(c.is_const() for _, _, c in rows):
        return None
    m = rows[0][1]
    offsets = sorted(T.to_signed(c.value, 64) for _, _, c in rows)
    a = offsets[0]
    if m <= 1 or m & (m - 1) or offsets != list(range(a, a + m)) or a < 0 or a + m > 1 << 31:
        return None
    ids = [(T.to_signed(c.value, 64), 0, 0) for _, _, c in rows]
    common = [(p, {id(p.j): _FAMILY_J}) for p, _, _ in rows]
    fields = []
    for get in (lambda p: p.term, lambda p: p.lo, lambda p: p.hi, lambda p: p.guard):
        lifted = lift([(i, T.substitute(get(p), ren)) for i, (p, ren) in zip(ids, common)], (FAMILY, *_NOT_FAMILY))
        if lifted is None or any(v in T.free_vars([lifted]) for v in _NOT_FAMILY):
            return None
        fields.append(lifted)
    piece = Piece(fields[0], _FAMILY_J, fields[1], fields[2], fields[3])
    member = T.add(T.bv(a, 64), T.band(T.sub(TILE, T.bv(a, 64)), T.bv(m - 1, 64)))
    among = T.and_(T.ule(T.bv(a, 32), FAMILY), T.ult(FAMILY, T.bv(a + m, 32)))
    return piece, m, T.zext(FAMILY, 64), among, T.extract(member, 31, 0)


def _at_member(p: Piece, u: Term) -> Piece:
    at = lambda v: T.substitute(v, {id(FAMILY): u})
    return Piece(at(p.term), p.j, at(p.lo), at(p.hi), at(p.guard))


def _counted_once(members: list[Term], residues: list, lo: Term, hi: Term) -> tuple[tuple[Term, Term], ...]:
    """Claims (premise, conclusion) that every t is counted by the members as often as [lo <= t < hi]: one
    count over all members; or, where every member is t = c + m*q for one power of two m and constant c's (a
    grid's threads: piece d of every block is t = d + 256*b), one count per residue r of t mod m over the
    members with c = r mod m (t - c is then divisible by m for no other member: arithmetic on constants), so
    each query holds a few members instead of hundreds."""
    steps = {r[0] for r in residues if r is not None and r[0]}
    split = None not in residues and len(steps) == 1 and 1 < (m := steps.pop()) <= MAX_RESIDUES and m & (m - 1) == 0
    groups = [(r, [mb for mb, (_, c) in zip(members, residues) if (c - r) % m == 0]) for r in range(m)] if split \
        else [(None, members)]
    out = []
    for r, group in groups:
        cw = max(8, len(group).bit_length() + 1)  # the count cannot wrap
        count = T.add(T.bv(0, cw), *[T.ite(mb, T.bv(1, cw), T.bv(0, cw)) for mb in group])
        once = T.eq(count, T.ite(T.and_(T.sle(lo, TILE), T.slt(TILE, hi)), T.bv(1, cw), T.bv(0, cw)))
        k = m.bit_length() - 1 if split else 0
        premise = T.true() if r is None else T.eq(T.extract(TILE, k - 1, 0), T.bv(r, k))
        out.append((premise, once))
    return tuple(out)


def _offset(c: Term) -> Term:
    """A piece's offset from the reference's index: where it is a constant c0 modulo 2^32 only (a block's thread
    d strides a row from zext(row*n + d) - zext(row)*zext(n), which is d unless the 32-bit sum wraps,
    proofs/ring.low_bits), c0 as a signed 32-bit number.  Only a guess of the map: the claims check that the
    piece reads what the reference reads at c0 + m*j, and the member counts use it as given."""
    if c.is_const():
        return c
    low = ring.low_bits(c, 32)
    if low is None:  # a row read back from an element's index: (r*n + c) / n is r where c < n (radix)
        low = ring.low_bits(T.substitute(c, _rows_of(c)), 32)
    return c if low is None else T.bv(T.to_signed(low, 32) & T.mask(64), 64)


def _in_strides(idx: Term, alpha: Term, stride: Term) -> Term | None:
    """A guess of c with idx = alpha + stride*c, in each if-then-else branch: the quotient as a polynomial over
    64 bits, else over 32 (a column read x[c + n*r] from a 32-bit row*n + col, sign-extended); None where a
    branch is no multiple of the stride.  The claims check the guess."""
    leaves: list[Term | None] = []

    def divide(i: Term) -> Term:
        d = T.sub(_element_index(i), alpha)
        q = ring.quotient(d, stride, 64)
        if q is None and (q32 := ring.quotient(d, stride, 32)) is not None:
            q = T.sext(q32, 64)
        leaves.append(q)
        return q if q is not None else d
    out = _at_leaves(_ites_out(idx), divide)
    return None if any(q is None for q in leaves) else out


def _element_index(i: Term) -> Term:
    """An element index read back from a byte offset, zext(extract[63, 2](4*e)), as e where the offset's
    polynomial is a multiple of 4 (a guess: the claims compare the candidate's own index)."""
    if i.op == "zext" and i.args[0].op == "extract" and i.args[0].params[1] > 0 \
            and i.args[0].params[0] == i.args[0].args[0].width - 1:
        e = ring.shifted(i.args[0].args[0], i.args[0].params[1])
        if e is not None:
            return e if e.width == i.width else T.zext(e, i.width) if e.width < i.width else T.extract(e, i.width - 1, 0)
    return i


def _ites_out(t: Term) -> Term:
    """t with if-then-else lifted out of extensions and slices: op(ite(c, a, b)) = ite(c, op(a), op(b))."""
    if t.op not in ("zext", "sext", "extract"):
        return t
    a = _ites_out(t.args[0])
    if a.op != "ite":
        return t
    op = (lambda x: T.extract(x, *t.params[:2])) if t.op == "extract" else \
        (lambda x: (T.zext if t.op == "zext" else T.sext)(x, t.width))
    return T.ite(a.args[0], _ites_out(op(a.args[1])), _ites_out(op(a.args[2])))


def _rows_of(t: Term) -> dict[int, Term]:
    """Each quotient (r*n + c) / n in t (the row of an element of a row-major array, recovered by the
    reference from a flat index) mapped to r: right where 0 <= c < n and r*n + c does not wrap, which the
    claims about the guess then check."""
    out = {}
    for u in T.postorder([t]):
        if u.op == "udiv" and (form := radix.radix_form(u.args[0])) is not None \
                and radix.strip_ext(u.args[1]) is form[1] and form[0].width <= u.width:
            out[id(u)] = T.zext(form[0], u.width) if form[0].width < u.width else form[0]
    return out


def _per_branch(t: Term, f, known: dict | None = None) -> Term:
    """f(leaf, known) in t's if-then-else branches, known the substitution of each condition on the path by its
    truth value there: a claim per branch of an offset, so each branch's terms sit under its own conditions
    (a radix side condition about a loop that did not run is then asked only where it ran)."""
    known = known or {}
    if t.op == "ite":
        k = t.args[0]
        return T.ite(k, _per_branch(t.args[1], f, {**known, id(k): T.true()}),
                     _per_branch(t.args[2], f, {**known, id(k): T.false()}))
    return f(t, known)


def _at_leaves(t: Term, f) -> Term:
    """f applied in t's if-then-else branches (f(ite(c, a, b)) = ite(c, f(a), f(b))): there a row's base (a
    product of unknowns, row * n) cancels in the linear normal form, the offset from it and the reference's
    index at that offset fold back to the candidate's own index, instead of products in every query."""
    if t.op == "ite":
        return T.ite(t.args[0], _at_leaves(t.args[1], f), _at_leaves(t.args[2], f))
    return f(t)


def _member(d: Term, m: int, lo: Term, hi: Term) -> tuple[Term, Term]:
    """(d = m*q with q in [lo, hi), q): for a positive power of two (every unroll factor) a shift and a mask,
    which bit-blast to little, rather than a wide division."""
    w = d.sort.width
    if m > 0 and m & (m - 1) == 0:
        k = m.bit_length() - 1
        q = T.ashr(d, T.bv(k, w))
        divides = T.true() if k == 0 else T.eq(T.extract(d, k - 1, 0), T.bv(0, k))
    else:
        mm = T.bv(m & T.mask(w), w)
        q = T.sdiv(d, mm)
        divides = T.eq(T.srem(d, mm), T.bv(0, w))
    return T.and_(divides, T.sle(lo, q), T.slt(q, hi)), q


def _same_reads(h: Term, g: Term, bodies) -> Term:
    """h = g where both are products of reads of distinct memories: the reads of each memory at equal
    indices; otherwise `bodies`."""
    if g.op == "ite":  # h = ite(c, a, b): h = a where c holds (h read with c true), h = b where it fails
        c = g.args[0]
        return T.ite(c, _same_reads(T.substitute(h, {id(c): T.true()}), g.args[1], bodies),
                     _same_reads(T.substitute(h, {id(c): T.false()}), g.args[2], bodies))
    fh, fg = _factors(h), _factors(g)
    if fh is not None and fg is not None and fh.keys() == fg.keys():
        return T.and_(*[T.eq(fh[k][1].args[1], fg[k][1].args[1]) for k in fh])
    return bodies(h, g)


def _factors(t: Term) -> dict | None:
    """{(memory, format): (format, its read)} for a product of real readings of reads, each memory once;
    else None."""
    out = {}
    for f in (t.args if t.op == "rmul" else (t,)):
        key = (id(f.args[0].args[0]), f.params) if f.op == "real_of" and f.args[0].op == "select" else None
        if key is None or key in out:
            return None
        out[key] = (T.FORMATS[f.params[0]], f.args[0])
    return out
