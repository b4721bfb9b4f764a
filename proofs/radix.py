"""Mixed-radix index arithmetic read as exact integers: nonlinear goals split into easier pieces.

2-D kernels index with `r*m + c` (32-bit, `m` a size parameter), and the reference
unravels a flat index k into (k / m, k % m).  Solvers rarely see through the
sign extensions and the symbolic division.  The lemma this module rests on is
unique mixed-radix representation:

    for 32-bit r, m, c with r, m < 2**31, c < m and r*m + c < 2**31 as integers (`fits`),
    (1) ext(r*m + c) = Z(r)*Z(m) + Z(c) for the extension chains ext that nvcc's address math builds,
    (2) (Z(r)*Z(m) + Z(c)) udiv Z(m) = Z(r), and then (3) ... urem Z(m) = Z(c),
    (4) sext(m) = Z(m)            (Z: zero extension to 64 bits)
    (6) for a 64-bit x < 2**32, Z(x truncated to 32 bits) = x; so a w-bit sum of products under Z is the
        64-bit sum of its parts' 64-bit values (`_lift`: extensions and constants; with `words`, also
        32-bit variables as Z(v)) wherever that sum is below 2**w
    (7) for a 32-bit x < 2**31, ext(x) = Z(x) for any chain of zero and sign extensions to 64 bits
    and, for any 32-bit r, m, c, p with c < m, (5) r < p iff Z(r)*Z(m) + Z(c) < Z(p)*Z(m) (`monotone`);
    (8) an equality of two sums of products that one polynomial normal form makes equal is true
        (proofs/ring.py: distributivity, which bit-blasting a product of unknowns does not see).
    (9) for 64-bit r < 2**32, c < Z(m): (r*Z(m) + c) udiv Z(m) = r and ... urem Z(m) = c (the product cannot
        wrap): a row pointer's 64-bit (size_t)row * n + j, which the reference unravels, read back.

Each rule used is stated once over fresh variables (`lemma_goals`) and shown unsat by
solvers like any obligation, so it is checked, not trusted.  A goal G is rewritten
bottom-up by these rules into G', collecting the side condition of each rewrite;
the pieces are  G' & every condition  and  weak(G) & not(every condition)  (weak(G): the conjuncts of G
without array reads or floats; the conditions in one query, since the cost of a query is mostly its start).
If G had a model, either some condition fails there (the second piece has the model) or every rewrite kept
its value there (the lemmas), so G' holds: all pieces unsat means G is unsat.  Every piece also gets instances of (5),
valid facts that let a solver bound r*m + c without multiplying.
"""
from __future__ import annotations

from equiv import terms as T
from equiv.terms import Term
from proofs import ring

HALF = 1 << 31
MAX_GUARD = 8  # branch conditions and alternatives in one relevance condition (past it: true)


def radix_form(idx: Term) -> tuple[Term, Term, Term] | None:
    """idx = ext(R*M + C) with M a scalar parameter and ext injective (zero/sign extensions): (R, M, C).  R
    gathers every product with the factor M (`ty*n + 16*iter*n + col`: R = ty + 16*iter), which equals the
    sum's own value in the ring of w-bit words: R*M + C is idx's inner sum, by distributivity."""
    inner = strip_ext(idx)
    if inner.op not in ("add", "mul"):
        return None
    monos = inner.args if inner.op == "add" else (inner,)
    for mono in monos:
        for m in (mono.args if mono.op == "mul" else ()):
            if m.op == "var" and m.params[0].startswith("arg:"):
                rows = [(x, _cofactor(x, m)) for x in monos]
                rows = [(x, r) for x, r in rows if r is not None]
                r = T.add(*[r for _, r in rows])
                if not r.is_const():
                    return r, m, T.sub(inner, T.add(*[x for x, _ in rows]))
    return None


def _cofactor(mono: Term, m: Term) -> Term | None:
    """r with mono = r*m (m once among the product's factors; m itself is 1*m), else None."""
    if mono is m:
        return T.bv(1, m.width)
    if mono.op != "mul" or sum(1 for x in mono.args if x is m) != 1:
        return None
    rest = [x for x in mono.args if x is not m]
    return T.mul(*rest) if len(rest) > 1 else rest[0]


def strip_ext(t: Term) -> Term:
    while t.op in ("zext", "sext"):
        t = t.args[0]
    return t


def _z(x: Term) -> Term:
    """Zero extension to twice the width (64 bits for the 32-bit index math the rewriting reads)."""
    return T.zext(x, 2 * x.width)


def exact(r: Term, m: Term, c: Term) -> Term:
    """r*m + c at twice the width, where it cannot wrap."""
    return T.add(T.mul(_z(r), _z(m)), _z(c))


def fits(r: Term, m: Term, c: Term) -> Term:
    """r, m < 2**(w-1), c < m and r*m + c < 2**(w-1) (unsigned, w-bit r, m, c): the w-bit sum is that integer,
    and its sign bit is clear."""
    w = r.width
    h = T.bv(1 << (w - 1), w)
    return T.and_(T.ult(r, h), T.ult(m, h), T.ult(c, m), T.ult(exact(r, m, c), T.bv(1 << (w - 1), 2 * w)))


def _chain(t: Term) -> tuple[tuple[str, int], ...]:
    """The extensions from the 32-bit sum outwards, as (op, width)."""
    out = []
    while t.op in ("zext", "sext"):
        out.append((t.op, t.width))
        t = t.args[0]
    return tuple(reversed(out))


def _extend(x: Term, chain: tuple[tuple[str, int], ...]) -> Term:
    for op, w in chain:
        x = (T.zext if op == "zext" else T.sext)(x, w)
    return x


class Rewriter:
    """Applies the lemma's rules bottom-up, collecting their side conditions and which rules fired.

    A rewrite inside a branch of an if-then-else needs its condition only where that branch is taken (a
    loop's exit values read  ite(ran, x0 + trips*d, x0), and trips is free where the loop did not run): each
    node of the goal has a relevance condition (`relevance`: where its value can matter to the goal's), and a
    condition raised while rewriting it is  relevance -> condition.  In a model of the goal every node whose
    relevance holds keeps its value (by induction from the leaves: its rules' conditions hold there, and the
    children its value depends on are relevant there too), so the rewritten goal keeps the goal's value.
    Terms the rules build (not in the goal) are rewritten under the relevance of the goal's node being
    rewritten; where such a term was rewritten before, the conditions it needed are raised again under it."""

    def __init__(self, goal: Term, words: bool = False):
        self.words = words  # lift 32-bit sums of variables too (rule 6): sides of an equality to compare
        self.params = [t for t in T.free_vars([goal]) if t.params[0].startswith("arg:") and t.sort == T.BV(32)]
        self.conditions: list[Term] = []
        self.seen: set[int] = set()
        self.rules: set = set()
        self.forms: dict[int, tuple[Term, Term, Term]] = {}  # id(exact form) -> (r, m, c)
        self.relevant = relevance(goal)
        self.guard = T.true()
        self.memo: dict[int, Term] = {}
        self.goal = goal
        self.needs: dict[int, list[Term]] = {}  # the conditions raised while a node was rewritten
        self.raising: list[Term] | None = None  # while a node is rewritten: the conditions it raises

    def __call__(self, t: Term) -> Term:
        if self.raising is not None:
            return self._nested(t)
        if t is not self.goal:  # a term read apart from the goal: no relevance, every condition unguarded
            self.raising, self.guard = [], T.true()
            try:
                return self._nested(t)
            finally:
                self.raising = None
        for x in T.postorder([t]):
            if id(x) not in self.memo:
                self.guard = self.relevant.get(id(x), T.true())
                self._rewrite(x)
        return self.memo[id(t)]

    def _nested(self, t: Term) -> Term:
        """A term a rule builds, under the current guard: what was rewritten before raises its conditions again
        (its parts are visited too, so each node raises only its own)."""
        for x in T.postorder([t]):
            if id(x) in self.memo:
                for c in self.needs.get(id(x), ()):
                    self._condition(c)
            else:
                self._rewrite(x)
        return self.memo[id(t)]

    def _rewrite(self, x: Term) -> None:
        raised: list[Term] = []
        outer, self.raising = self.raising, raised
        try:
            self.memo[id(x)] = self._node(x)
        finally:
            self.raising = outer
        self.needs[id(x)] = raised
        if outer is not None:
            outer.extend(raised)

    def _condition(self, c: Term) -> None:
        if self.raising is not None:
            self.raising.append(c)
        c = T.implies(self.guard, c)
        if not (c.is_const() and c.value) and id(c) not in self.seen:
            self.seen.add(id(c))
            self.conditions.append(c)

    def _node(self, t: Term) -> Term:
        if t.op in ("zext", "sext") and t.width == 64 and strip_ext(t).width == 32:
            form = radix_form(t)
            if form is not None:
                r, m, c = self(form[0]), form[1], self(form[2])
                self._condition(self(fits(r, m, c)))
                self.rules.add(("ext", _chain(t)))
                x = self(exact(r, m, c))
                self.forms[id(x)] = (r, m, c)
                return x
            if t.op == "sext" and any(t.args[0] is p for p in self.params):
                self._condition(T.ult(t.args[0], T.bv(HALF, 32)))
                self.rules.add(("sext",))
                return _z(t.args[0])
            chain = _chain(t)
            if any(op == "sext" for op, _ in chain):  # (7): with the sign bit clear every extension is zero's
                x = self.memo[id(strip_ext(t))]
                self._condition(T.ult(x, T.bv(HALF, 32)))
                self.rules.add(("chain", chain))
                return self(_z(x))
        if t.op == "zext" and t.args[0].op == "extract" and t.args[0].params[1] == 0 \
                and t.args[0].args[0].width == t.width and t.args[0].width >= 16:
            # (6): a truncation of an index that fits undone (not a bit field such as k & 3: that is k % 4)
            x = self.memo[id(t.args[0].args[0])]
            self._condition(T.ult(x, T.bv(1 << t.args[0].width, x.width)))
            self.rules.add(("trunc", t.args[0].width, t.width))
            return x
        if t.op == "zext" and t.width == 64 and 16 <= t.args[0].width < 64 and t.args[0].op in ("add", "mul"):
            # (6) again: a narrow sum (an index shifted out of a byte offset) is the truncation of its 64-bit lift
            lifted = _lift(t.args[0], self.words)
            if lifted is not None and T.extract(lifted, t.args[0].width - 1, 0) is t.args[0]:
                x = self(lifted)
                self._condition(T.ult(x, T.bv(1 << t.args[0].width, 64)))
                self.rules.add(("trunc", t.args[0].width, 64))
                return x
        args = tuple(self.memo[id(a)] for a in t.args)
        if t.op == "eq" and args[0] is not args[1] and ring.equal(*args):  # (8): an identity of the ring
            self.rules.add(("ring",))
            return T.true()
        if t.op in ("udiv", "urem") and id(args[0]) in self.forms:
            r, m, c = self.forms[id(args[0])]
            if args[1] is _z(m):
                self._condition(self(fits(r, m, c)))  # the form may have been made under another guard
                self.rules.add((t.op,))
                return self(_z(r) if t.op == "udiv" else _z(c))
        if t.op in ("udiv", "urem") and t.width == 64 and args[1].op == "zext" and args[1].args[0].width == 32:
            split = _by_factor(args[0], args[1])
            if split is not None:  # (9): a 64-bit row*m + c (a row pointer's (size_t)row * n + j) read back
                r, c = split
                self._condition(T.and_(T.ult(r, T.bv(1 << 32, 64)), T.ult(c, args[1])))
                self.rules.add((t.op + "64",))
                return r if t.op == "udiv" else c
        return t if all(a is b for a, b in zip(args, t.args)) else T.rebuild(t, args)


def _by_factor(x: Term, m: Term) -> tuple[Term, Term] | None:
    """(r, c) with x = r*m + c by distributivity: r sums the cofactors of x's monomials that hold m, c the
    rest; None where none holds it."""
    monos = x.args if x.op == "add" else (x,)
    rows = [_cofactor(mono, m) for mono in monos]
    if all(r is None for r in rows):
        return None
    rest = [mono for mono, r in zip(monos, rows) if r is None]
    return T.add(*[r for r in rows if r is not None]), (T.add(*rest) if rest else T.bv(0, 64))


def relevance(goal: Term) -> dict[int, Term]:
    """id(node) -> a condition that holds wherever the node's value can matter to the goal's: the disjunction of
    its paths' branch conditions (a branch of ite(c, a, b) matters only where c, or not c, holds).  Weakened to
    true past MAX_GUARD (a block's values are chains of 256 if-then-else over the threads): a weaker relevance
    only asks more of the rules' conditions."""
    out = {id(goal): T.true()}
    weight = {id(goal): 0}
    for x in reversed(T.postorder([goal])):  # every parent before its children
        r, w = out[id(x)], weight[id(x)]
        if x.op == "ite":
            c = x.args[0]
            parts = [(c, r, w), (x.args[1], T.and_(r, c), w + 1), (x.args[2], T.and_(r, T.not_(c)), w + 1)]
        else:
            parts = [(a, r, w) for a in x.args]
        for a, g, wa in parts:
            if id(a) in out and out[id(a)] is g:  # another path under the same condition: nothing to add
                wa = max(weight[id(a)], wa)
            elif id(a) in out:
                g, wa = T.or_(out[id(a)], g), weight[id(a)] + wa + 1
            if wa > MAX_GUARD or g.is_const():
                g, wa = T.true(), 0
            out[id(a)], weight[id(a)] = g, wa
    return out


def _lift(y: Term, words: bool) -> Term | None:
    """A 64-bit term whose truncation to y's width is y, made of the 64-bit terms y truncates and extends;
    None where some part has no such term."""
    if y.op == "extract" and y.params[1] == 0 and y.args[0].width == 64:
        return y.args[0]
    if y.op in ("zext", "sext"):
        return (T.zext if y.op == "zext" else T.sext)(y.args[0], 64)
    if words and y.op == "var" and y.width == 32:  # a thread id or size: the word it is
        return T.zext(y, 64)
    if y.is_const():
        return T.bv(T.to_signed(y.value, y.width) & T.mask(64), 64)
    if y.op in ("add", "mul"):
        parts = [_lift(a, words) for a in y.args]
        return None if any(p is None for p in parts) else (T.add if y.op == "add" else T.mul)(*parts)
    return None


def monotone(r: Term, m: Term, c: Term, p: Term) -> Term:
    """(5): valid for all 32-bit values (the 64-bit products cannot wrap)."""
    return T.implies(T.ult(c, m), T.eq(T.ult(r, p), T.ult(exact(r, m, c), T.mul(_z(p), _z(m)))))


def same_extension(m: Term) -> Term:
    """(4) as a fact: valid for every 32-bit m."""
    return T.implies(T.ult(m, T.bv(HALF, 32)), T.eq(T.sext(m, 64), _z(m)))


def weak(goal: Term) -> Term:
    """The conjuncts of goal without array reads or floats (implied by goal, and about indices only)."""
    parts = goal.args if goal.op == "and" else (goal,)
    keep = [p for p in parts if not any(x.op == "select" or x.sort.kind == "fp" for x in T.postorder([p]))]
    return T.and_(*keep)


def pieces(goal: Term, implied: Term | None = None, words: bool = False) -> tuple[tuple[Term, ...], set] | None:
    """The split of goal (all pieces unsat => goal unsat) and the rules it used; None where none applies.
    The side conditions' pieces read `implied` (a formula goal implies; default: goal itself)."""
    rw = Rewriter(goal, words)
    rewritten = rw(goal)
    return None if not rw.rules else split(goal if implied is None else implied, rw, rewritten)


def conjunct_pieces(base: Term, claims: list[tuple[Term, Term]], shared: bool = False) -> tuple[tuple[Term, ...], set]:
    """The split of  base & not(premise_1 -> claim_1 & ... & premise_n -> claim_n)  into the pieces of each
    base & premise_i & not claim_i: smaller queries.  Where there is a premise, their side conditions' pieces
    read only  base & premise_i  (implied by that goal, so still a split), so claims under one premise share
    them: each is solved once.

    `shared` (many claims over one base that need nothing of each other, such as the index equalities of an
    unrolled dot product): every side condition reads base & premise alone, and those of one premise go into
    one piece, their disjunction (unsat iff each is): one query instead of hundreds of near-identical ones (64
    offsets of one row bound); and word sums of variables are lifted too, so that the two sides of an index
    equality usually fold to one term.  Pieces that fold to false are left out (nothing to show)."""
    out: dict[int, Term] = {}
    sides: dict[int, dict[int, Term]] = {}  # shared: by premise
    rules: set = set()
    for premise, claim in claims:
        goal = T.and_(base, premise, T.not_(claim))
        got = pieces(goal, T.and_(base, premise) if shared or not premise.is_const() else None, words=shared)
        parts, used = got if got is not None else ((goal,), set())
        rules |= used
        for k, p in enumerate(parts):
            if not (p.is_const() and not p.value):
                (sides.setdefault(id(premise), {}) if shared and k > 0 else out).setdefault(id(p), p)
    for group in sides.values():
        joined = T.or_(*group.values())
        out.setdefault(id(joined), joined)
    return tuple(out.values()), rules


def split(goal: Term, rw: Rewriter, main: Term) -> tuple[tuple[Term, ...], set]:
    """The pieces for a goal that `rw` has rewritten: `main` (the rewritten goal, or a form whose unsat
    implies its unsat), and one piece saying some side condition fails, reading the conjuncts of `goal` (or of
    a formula it implies) about indices; with the rules used."""
    facts = [rw(monotone(r, m, c, p)) for r, m, c in rw.forms.values() for p in rw.params]
    rules = rw.rules | ({("monotone",), ("sext",)} if facts else set())
    facts += [same_extension(p) for p in rw.params]  # the conditions' pieces read the unrewritten goal
    weak_goal = T.and_(weak(goal), *facts)
    side = T.and_(weak_goal, T.not_(T.and_(*rw.conditions)))  # one query: unsat iff every condition holds
    return (T.and_(main, *facts, *rw.conditions),) + (() if side.is_const() else (side,)), rules


def lemma_goals(rules: set) -> list[tuple[str, Term]]:
    """Each rule used, as a goal over fresh variables that must be unsat (sorted by name: deterministic)."""
    r, m, c = (T.var(f"lemma:{v}", T.BV(32)) for v in "rmc")
    x = exact(r, m, c)
    hyp = fits(r, m, c)
    quotient = T.eq(T.udiv(x, _z(m)), _z(r))
    out = []
    for rule in rules:
        if rule[0] == "ext":
            name = "radix-lemma:" + ".".join(f"{op}{w}" for op, w in rule[1])
            out.append((name, T.and_(hyp, T.not_(T.eq(_extend(T.add(T.mul(r, m), c), rule[1]), x)))))
        elif rule[0] == "udiv":
            out.append(("radix-lemma:udiv", T.and_(hyp, T.not_(quotient))))
        elif rule[0] == "urem":  # given (2), already shown
            out.append(("radix-lemma:urem", T.and_(hyp, quotient, T.not_(T.eq(T.urem(x, _z(m)), _z(c))))))
        elif rule[0] in ("udiv64", "urem64"):  # (9): x = r*Z(m) + c with r < 2**32 and c < Z(m) cannot wrap
            r64, c64 = T.var("lemma:r64", T.BV(64)), T.var("lemma:c64", T.BV(64))
            x64 = T.add(T.mul(r64, _z(m)), c64)
            op, want = (T.udiv, r64) if rule[0] == "udiv64" else (T.urem, c64)
            out.append((f"radix-lemma:{rule[0]}", T.and_(T.ult(r64, T.bv(1 << 32, 64)), T.ult(c64, _z(m)),
                                                        T.not_(T.eq(op(x64, _z(m)), want)))))
        elif rule[0] == "trunc":
            _, low, high = rule
            x64 = T.var("lemma:x", T.BV(high))
            out.append((f"radix-lemma:trunc{low}.{high}", T.and_(T.ult(x64, T.bv(1 << low, high)),
                                                                 T.not_(T.eq(T.zext(T.extract(x64, low - 1, 0), high), x64)))))
        elif rule[0] == "ring":  # decided by normal forms (proofs/ring.py), valid for every value: no lemma
            continue
        elif rule[0] == "monotone":
            p = T.var("lemma:p", T.BV(32))
            out.append(("radix-lemma:monotone", T.not_(monotone(r, m, c, p))))
        elif rule[0] == "chain":
            name = "radix-lemma:chain." + ".".join(f"{op}{w}" for op, w in rule[1])
            out.append((name, T.and_(T.ult(m, T.bv(HALF, 32)), T.not_(T.eq(_extend(m, rule[1]), _z(m))))))
        else:
            out.append(("radix-lemma:sext", T.not_(same_extension(m))))
    return sorted(out, key=lambda p: p[0])
