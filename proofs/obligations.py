"""Two meanings and a domain -> the proof obligations.

Each obligation is a Bool term `goal` that must be unsatisfiable: the domain,
the thread bounds and the access's guard, conjoined with the negation of the
property.  A goal that the smart constructors already fold to `false` is
discharged structurally (the two sides were identical canonical terms).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from equiv import terms as T
from equiv.terms import Term
from proofs import atomic_final, factor, radix, signs, tiling
from proofs.sums import sum_congruent
from semantics.problem import OutputSpec
from semantics.simt import Access, Buffer, Meaning, thread_vars



@dataclass
class Obligation:
    kind: str  # output-eq | atomic-final | coverage | in-bounds | no-input-write | no-conflict | no-race
    name: str  # unique, stable: used in certificates
    goal: Term  # must be unsat
    buffer: str
    access: Access | None = None
    other: Access | None = None  # the second access of a two-thread obligation
    witness: dict = field(default_factory=dict)  # coverage: thread coordinates as terms of the index
    # each implied by goal: unsat of one discharges it; a tuple is one form split into pieces that must all be unsat
    relaxed: list = field(default_factory=list)

    @property
    def structural(self) -> bool:
        return self.goal.is_const() and not self.goal.value


def bits_equal(a: Term, b: Term, fmt: T.FPFormat | None) -> Term:
    """Equality of output bits under `exact`: identical, or both NaN for floats."""
    if fmt is None:
        return T.eq(a, b)
    if a.op == b.op == "fp_to_bits" and a.args[0] is b.args[0]:
        return T.true()  # one value; the NaN patterns may differ, and NaN matches NaN
    return T.or_(T.eq(a, b), T.and_(T.fisnan(T.fp_from_bits(fmt, a)), T.fisnan(T.fp_from_bits(fmt, b))))


def congruent(a: Term, b: Term, values: bool = False) -> Term:
    """A condition under which the bit patterns a and b are equal, from their shapes alone:
    the same operation over congruent arguments, or reads of one memory at equal indices.  With `values`
    (a and b floating-point), floating-point arithmetic is followed down to where the two shapes differ, and
    there the two values are compared (SMT-LIB's =: one NaN, two zeros), which the arithmetic above cannot
    tell apart: a cheap condition where two sides write one clamp two ways under a product or a division."""
    if a is b:
        return T.true()
    if values:
        return _congruent_values(a, b)
    for x, y in ((a, b), (b, a)):  # x = fp_to_bits(fp_from_bits(y')) is y' for every non-NaN y'
        if x.op == "fp_to_bits" and x.args[0].op == "fp_from_bits" and y.sort == x.sort:
            inner = congruent(x.args[0].args[0], y)
            nan = T.fisnan(x.args[0])
            return T.and_(inner, T.not_(nan))
    if a.op != b.op or a.params != b.params or a.sort != b.sort or len(a.args) != len(b.args) or not a.args:
        return T.false()
    if a.op == "select":
        return T.and_(congruent(a.args[0], b.args[0]), T.eq(a.args[1], b.args[1]))
    return _pairings(a, b, congruent)


def _pairings(a: Term, b: Term, arguments) -> Term:
    """a and b, one operation, congruent argument by argument (`arguments` compares a pair)."""
    same = T.and_(*[arguments(x, y) for x, y in zip(a.args, b.args)])
    if a.op in _COMMUTATIVE and len(a.args) == 2 and not (same.is_const() and same.value):
        # sorted by their terms, the factors of two products may pair the other way round
        return T.or_(same, T.and_(arguments(a.args[0], b.args[1]), arguments(a.args[1], b.args[0])))
    return same


def _congruent_values(a: Term, b: Term) -> Term:
    """Two f32/f64 terms: congruent shapes, else the same arithmetic over congruent values, else their value
    equality."""
    shapes = congruent(a, b)
    if not (shapes.is_const() and not shapes.value) or a.sort != b.sort or a.sort.kind != "fp":
        return shapes
    if a.op == b.op and a.params == b.params and a.op in _ARITHMETIC:
        return _pairings(a, b, _congruent_values)
    return T.eq(a, b)


_COMMUTATIVE = ("fadd", "fmul")  # as values: SMT-LIB's fp.add and fp.mul commute, NaN included
_ARITHMETIC = ("fadd", "fsub", "fmul", "fdiv", "ffma", "fsqrt", "fneg", "fabs")  # functions of their values


def _congruent_output(v: Term, want: Term, fmt: T.FPFormat | None) -> Term:
    """A condition under which `bits_equal` holds from the shapes alone: for floats, congruent values (each
    side writes its own NaN pattern, and bits_equal lets NaN match NaN)."""
    if fmt is not None and v.op == want.op == "fp_to_bits":
        shapes = congruent(v.args[0], want.args[0])
        return congruent(v.args[0], want.args[0], values=True) if shapes.is_const() and not shapes.value else shapes
    return congruent(v, want)


def _same_body(f: Term, g: Term) -> Term:
    """Two sums' bodies at one point: value-free where their shapes match (reads at equal indices)."""
    c = congruent(f, g)
    return T.eq(f, g) if c.is_const() and not c.value else c


def tiled_forms(mine: Term, theirs: Term, context: Term, rules: set) -> list[tuple[Term, ...]]:
    """Relaxed forms (pieces) of mine = theirs where theirs is a sum (over the reals, or an integer fold) that
    mine adds in pieces (proofs/tiling.py), after the operands both combine (an atomic's old value:
    `tiling.without_common`): the tiling's offsets as single terms, then (where it differs) per branch of the
    merged paths inside them; the radix rules their claims use go into `rules`."""
    mine, theirs, sides = tiling.without_common(mine, theirs)
    out = []
    for lift in (False, True):
        tiles = tiling.tiled(mine, theirs, context, _same_body, lift)
        if tiles is None:
            continue
        split = [radix.conjunct_pieces(base, claims, shared=True) for base, claims in tiling.pooled(tiles, context)]
        rules.update(*(used for _, used in split))
        out.append(tuple(q for pieces, _ in split for q in pieces) + tuple(T.and_(context, T.not_(_same_body(a, b)))
                                                                           for a, b in sides))
    return out


def _mixed_radix_pieces(hyp: Term, other_hyp: Term, hyp2: Term, g1: Term, g2: Term, i1: Term,
                        i2: Term) -> tuple[Term, ...] | None:
    """Two threads writing one element of a row-major buffer: where both indices are r*m + c with c < m
    (mixed radix, no overflow), equal indices mean equal (r, c).  So hyp2 & g1 & g2 & i1 == i2 implies
    (r1 = r2 and c1 = c2) or a fit condition fails; each case is a piece, the fit ones about one thread alone
    (dropping conjuncts only weakens them, so each piece stays implied by the obligation)."""
    a, b = radix.radix_form(i1), radix.radix_form(i2)
    if a is None or b is None or a[1] is not b[1]:
        return None
    (r1, m, c1), (r2, _, c2) = a, b
    return (T.and_(hyp2, g1, g2, T.eq(i1, i2), T.eq(r1, r2), T.eq(c1, c2)),
            T.and_(hyp, g1, T.not_(radix.fits(r1, m, c1))),
            T.and_(other_hyp, g2, T.not_(radix.fits(r2, m, c2))))


def _elements(a: Access) -> list[tuple[Term, Term]]:
    return [(T.add(a.index, T.bv(k, 64)), v) for k, v in enumerate(a.values)]


def final_guard(meaning: Meaning, s: Access, k: int) -> Term:
    """Store s's element k survives: no later store of this thread writes the same element."""
    idx = T.add(s.index, T.bv(k, 64))
    later = []
    seen = False
    for a in meaning.stores():
        if a is s:
            seen = True
            continue
        if seen and a.buffer == s.buffer:
            for j, _ in _elements(a):
                later.append(T.and_(a.guard, T.eq(j, idx)))
    return T.and_(s.guard, T.not_(T.or_(*later)))


def _same_index_same_value(i1: Term, v1: Term, i2: Term, v2: Term) -> Term:
    """Two writes of one element with different values, with each index generalized to a fresh variable
    wherever it occurs: implied by the real clash (take the variables = the indices), and unsat whenever
    each value is a function of its index alone (the data it reads there)."""
    j1, j2 = T.var("index#1", i1.sort), T.var("index#2", i2.sort)
    w1, w2 = T.substitute(v1, {id(i1): j1}), T.substitute(v2, {id(i2): j2})
    return T.and_(T.eq(j1, j2), T.not_(T.eq(w1, w2)))


def _per_iteration(writer, a: Access) -> bool:
    """An access inside the loop that writes (`store_loop`: one per iteration); other accesses are made once
    per thread."""
    return writer is not None and writer.iter in T.free_vars([a.guard, a.index, a.in_bounds, *a.values])


def store_loop(meaning: Meaning):
    """The loop read by induction whose body writes memory (semantics/simt.py allows one), or None."""
    return next((lp for lp in meaning.loops if any(a.kind != "load" for a in meaning.accesses[lp.first:lp.last])),
                None)


def worker_vars(meaning: Meaning) -> tuple[Term, ...]:
    """What names one unit of work: the thread, and the iteration of the loop that writes, if one does."""
    lp = store_loop(meaning)
    return meaning.launch.tid + meaning.launch.ctaid + ((lp.iter,) if lp is not None else ())


def loop_obligations(loop, hyp: Term) -> list[Obligation]:
    """What makes Loop.guard exactly the iterations that run (semantics/loops.py): Q is inductive along the
    iterations that run (Q(0) holds of any machine value), and continuing is downward closed under Q:
    Q(k) & Q(k+1) & cont(k) imply Q(k-1) & cont(k-1), so Q(k-1) & cont(k-1) & Q(k) give every earlier cont.
    Their relaxed forms read k*step from free offsets (Loop.abstract): linear even for a symbolic stride."""
    k = loop.iter
    up, down = T.add(k, T.bv(1, 64)), T.sub(k, T.bv(1, 64))
    c, c_down = loop.at(loop.cont, k), loop.at(loop.cont, down)
    step = T.and_(hyp, loop.guard(k), c, T.not_(loop.bounded(up)))
    mono = T.and_(hyp, loop.entry, T.not_(T.eq(k, T.bv(0, 64))), loop.bounded(k), loop.bounded(up), c,
                  T.not_(T.and_(loop.bounded(down), c_down)))
    out = []
    for kind, goal in (("loop-invariant", step), ("loop-monotone", mono)):
        out.append(Obligation(kind, f"{kind}@{loop.head:04x}", goal, "", relaxed=relaxed_loop((loop,), goal)))
    return out


def _iteration_pieces(loop, hyp: Term, other_hyp: Term, hyp2: Term, a1: Access, a2: Access,
                      mapping: dict[int, Term]) -> tuple[Term, ...] | None:
    """Two units of work (thread, iteration) touching one element of a loop whose index is an injective
    extension of a 32-bit induction variable V = S + k*M (S the thread's start, M the step, the same for all).

    The guards of both accesses contain Q (semantics/loops.py): V is the exact integer S + k*M.  Then equal
    indices mean equal V, and where 0 <= S < M (pieces 2, 3: one thread each, linear), unique division gives
    equal k and equal S: piece 1 says that contradicts distinct units of work (linear).  Every piece keeps only
    conjuncts of the obligation and its consequences, so each is implied by it."""
    if loop is None or len(a1.values) != 1 or len(a2.values) != 1:
        return None
    v1 = radix.strip_ext(a1.index)
    k = loop.iter
    iv = next((x for x in loop.counting() if x.start.width == 32 and x.at(k) is v1), None)  # in Q: exact
    if iv is None or radix.strip_ext(a2.index) is not iv.at(k):
        return None
    if any(w is k or w.params[0].startswith(("tid.", "ctaid.")) for w in T.free_vars([iv.step])):
        return None
    s1, s2 = iv.start, T.substitute(iv.start, mapping)
    fits = lambda start: T.and_(T.slt(T.bv(0, 32), iv.step), T.sle(T.bv(0, 32), start), T.slt(start, iv.step))
    same_unit = T.and_(hyp2, T.eq(k, mapping[id(k)]), T.eq(s1, s2))
    return (same_unit, T.and_(hyp, T.not_(fits(s1))), T.and_(other_hyp, T.not_(fits(s2))))


def relaxed_loop(loops, goal: Term) -> list:
    """The offsets form of a loop kernel's goal, when it has one (see Loop.abstract), each loop's products
    read from its own offsets."""
    out = goal
    for loop in loops:
        P = loop.offsets()
        mapping = {}
        for d in (1, -1):  # iterations k+1 and k-1, as the loop obligations spell them
            kd = T.add(loop.iter, T.bv(d & T.mask(64), 64))
            sh = loop.shifted(P, d)
            for iv in loop.ivs:
                mapping[id(iv.offset(kd))] = sh[iv.name]
                mapping[id(iv.product(kd))] = T.extract(sh[iv.name], iv.start.width - 1, 0)
        a = loop.abstract(T.substitute(out, mapping), P)
        out = out if a is None else a
    return [] if out is goal else [out]


def build(meaning: Meaning, outputs: dict[str, OutputSpec], domain: Term,
          contract: str = "exact", value_map: Callable[[Term, T.FPFormat | None], Term] | None = None,
          equal: Callable[[Term, Term, T.FPFormat | None], Term] | None = None,
          witnesses: dict[str, "Witness"] | None = None) -> list[Obligation]:
    """All obligations for one candidate.  `value_map`/`equal` reinterpret values for the `real` contract."""
    from proofs.acmatch import ac_congruent, settled_guards  # they build on `congruent` below
    equal = equal or bits_equal
    value_map = value_map or (lambda v, fmt: v)
    launch = meaning.launch
    bare = T.and_(domain, launch.thread_bounds())  # the loop obligations' own hypothesis: the exit fact rests on them
    hyp = T.and_(bare, meaning.exit_fact or T.true())
    obs: list[Obligation] = []
    counter: dict[str, int] = {}

    def name(kind: str, a: Access | None, extra: str = "") -> str:
        base = f"{kind}:{a.buffer}@{a.ins.addr:04x}" if a is not None else f"{kind}"
        base += extra
        n = counter.get(base, 0)
        counter[base] = n + 1
        return base if n == 0 else f"{base}#{n}"

    loops = meaning.loops
    loop = store_loop(meaning)
    rules: set = set()  # mixed-radix rewriting rules used (proofs/radix.py): each becomes a lemma obligation

    def radix_first(goal: Term, relaxed: list, words: bool = False) -> list:
        split = None if goal.is_const() else radix.pieces(goal, words=words)
        if split is None:
            return relaxed
        rules.update(split[1])
        return [split[0]] + relaxed

    # in-bounds of every access; no store into an input buffer
    factored: set = set()  # element sizes whose factoring lemma is used (proofs/factor.py)
    for a in meaning.accesses:
        goal = T.and_(hyp, a.guard, T.not_(a.in_bounds))
        relaxed = radix_first(goal, relaxed_loop(loops, goal))
        by_rows = factor.split(T.and_(hyp, a.guard), a, meaning.buffers[a.buffer])
        if by_rows is not None:
            factored.add(by_rows[1])
            rules.update(by_rows[2])
            relaxed.insert(0, by_rows[0])
        obs.append(Obligation("in-bounds", name("in-bounds", a), goal, a.buffer, a, relaxed=relaxed))
        if a.kind in ("store", "atomic") and meaning.buffers[a.buffer].kind == "in":
            obs.append(Obligation("no-input-write", name("no-input-write", a), T.and_(hyp, a.guard), a.buffer, a))

    # every surviving store equals the reference's element
    for s in meaning.stores():
        spec = outputs.get(s.buffer)
        if spec is None:
            continue
        for k, (idx, v) in enumerate(_elements(s)):
            want = spec.element(idx)
            mine, theirs = value_map(v, spec.fmt), value_map(want, spec.fmt)
            ok = equal(mine, theirs, spec.fmt)
            context = T.and_(hyp, s.in_bounds, final_guard(meaning, s, k))
            goal = T.and_(context, T.not_(ok))
            sames = [_congruent_output(v, want, spec.fmt)] if contract == "exact" else []
            sames.append(ac_congruent(mine, theirs, context))  # reductions in another order
            relaxed = [T.and_(context, T.not_(c)) for c in sames if c is not None and not c.is_const()]
            by_guards = []  # the in-range tests that hold in every thread of the block settled, then paired
            guards = settled_guards(v, context)
            if guards:
                settled = value_map(T.substitute(v, {id(c): T.const_bool(b) for c, b in guards}), spec.fmt)
                cond = ac_congruent(settled, theirs, context)
                if cond is not None and not cond.is_const():
                    facts = T.and_(*[c if b else T.not_(c) for c, b in guards])
                    by_guards.append(T.and_(context, T.not_(T.and_(facts, cond))))
            pairs, by_pairs = sames[-1], []
            if pairs is not None and pairs.op == "and":  # the operands' index equalities, one at a time
                split, used = radix.conjunct_pieces(context, [(T.true(), c) for c in pairs.args], shared=True)
                if used:
                    rules.update(used)
                    by_pairs.append(split)
            by_sums = sum_congruent(mine, theirs, _same_body)  # sums over one symbolic range, term by term
            if by_sums is not None and not by_sums.is_const():
                by_sums = T.and_(context, T.not_(by_sums))
                relaxed = radix_first(by_sums, [by_sums]) + relaxed
            relaxed = tiled_forms(mine, theirs, context, rules) + relaxed  # a sum added in pieces, each case split
            # words: the value's index sums lifted too (radix rule 6), so that equal reads fold to one term
            relaxed = by_pairs + by_guards + radix_first(goal, relaxed + relaxed_loop(loops, goal), words=True)
            obs.append(Obligation("output-eq", name("output-eq", s, f"[{k}]" if len(s.values) > 1 else ""), goal,
                                  s.buffer, s, relaxed=relaxed))

    for lp in loops:
        obs += loop_obligations(lp, T.and_(bare, meaning.exit_facts_before(lp)))
        if lp.count is not None:  # a term read as the trip count (semantics/blockloop.py): the exit fact holds of it
            goal = T.and_(bare, meaning.exit_facts_before(lp), T.not_(lp.exit_fact(lp.count)))
            obs.append(Obligation("loop-count", f"loop-count@{lp.head:04x}", goal, "",
                                  relaxed=relaxed_loop((lp,), goal)))
    for check in meaning.checks:  # block execution: no shared-memory race, no barrier divergence
        obs.append(Obligation(check.kind, check.name, T.and_(hyp, check.cond), ""))
    for cond, where in meaning.unroll_bounds:  # an unrolled loop has ended within its copies
        obs.append(Obligation("loop-bound", name("loop-bound", None, f"@{where.rsplit('loop ', 1)[-1]}"),
                              T.and_(hyp, cond), ""))

    # two threads (two iterations of a loop count as two): conflicting writes, and reads of what another writes
    tid2, ctaid2 = thread_vars("#2")
    mine = worker_vars(meaning)
    theirs = tid2 + ctaid2 + ((T.var(f"{loop.iter.params[0]}#2", loop.iter.sort),) if loop is not None else ())
    mapping = {id(v): w for v, w in zip(mine, theirs)}
    trips2 = {id(lp.trips): T.var(f"{lp.trips.params[0]}#2", lp.trips.sort) for lp in loops}
    mapping.update(trips2)  # the other thread's own trip counts
    other_bounds = T.substitute(T.and_(launch.thread_bounds(), meaning.exit_fact or T.true()), mapping)
    distinct = T.or_(*[T.not_(T.eq(v, w)) for v, w in zip(mine, theirs)])
    one_thread = T.and_(*[T.eq(v, w) for v, w in zip(mine, theirs) if loop is None or v is not loop.iter])
    other_bounds = T.and_(other_bounds, T.implies(one_thread, T.and_(  # a thread's counts are its own
        *[T.eq(lp.trips, trips2[id(lp.trips)]) for lp in loops])))
    hyp2 = T.and_(hyp, other_bounds, distinct)
    hyp2_threads = T.and_(hyp, other_bounds, T.not_(one_thread))  # for accesses made once per thread
    other_hyp = T.and_(domain, other_bounds)
    stores = meaning.stores()
    for i, s1 in enumerate(stores):
        for s2 in stores[i:]:
            if s1.buffer != s2.buffer:
                continue
            h2 = hyp2 if _per_iteration(loop, s1) or _per_iteration(loop, s2) else hyp2_threads
            clash, collide, parts, alike = [], [], [], []
            for k1, (i1, v1) in enumerate(_elements(s1)):
                for k2, (i2, v2) in enumerate(_elements(s2)):
                    # out-of-bounds writes are the in-bounds obligation's business: here both are in bounds
                    g1 = T.and_(final_guard(meaning, s1, k1), s1.in_bounds)
                    g2 = T.substitute(T.and_(final_guard(meaning, s2, k2), s2.in_bounds), mapping)
                    same = T.eq(i1, T.substitute(i2, mapping))
                    differ = T.not_(T.eq(v1, T.substitute(v2, mapping)))
                    clash.append(T.and_(g1, g2, same, differ))
                    alike.append(_same_index_same_value(i1, v1, T.substitute(i2, mapping), T.substitute(v2, mapping)))
                    collide.append(T.and_(g1, g2, same))
                    parts.append((g1, g2))
            # relaxed: no two threads write one element at all (values aside)
            relaxed = [T.and_(h2, T.or_(*collide))] + relaxed_loop(loops, T.and_(h2, T.or_(*collide)))
            relaxed += relaxed_loop(loops, T.and_(h2, T.or_(*clash)))
            if contract == "exact":
                relaxed.insert(0, T.or_(*alike))  # values that are functions of the index cannot conflict
            if len(collide) == 1:
                (g1, g2), = parts
                by_radix = _mixed_radix_pieces(hyp, other_hyp, h2, g1, g2, s1.index, T.substitute(s2.index, mapping))
                if by_radix is not None:
                    relaxed.insert(0, by_radix)  # cheaper than the plain form when indices are row*m + col
                pieces = _iteration_pieces(loop, hyp, other_hyp, h2, s1, s2, mapping)
                if pieces is not None:
                    relaxed.insert(0, pieces)
            obs.append(Obligation("no-conflict", name("no-conflict", s1, f"~{s2.ins.addr:04x}"),
                                  T.and_(h2, T.or_(*clash)), s1.buffer, s1, s2, relaxed=relaxed))
    for ld in meaning.loads():
        for s in stores + meaning.atomics():  # an element another thread updates atomically is a race too
            if s.buffer != ld.buffer:
                continue
            hits = [T.and_(T.eq(i1, T.substitute(i2, mapping)))
                    for i1, _ in _elements(ld) for i2, _ in _elements(s)]
            goal = T.and_(hyp2, ld.guard, ld.in_bounds, T.substitute(T.and_(s.guard, s.in_bounds), mapping),
                          T.or_(*hits))
            relaxed = relaxed_loop(loops, goal)
            pieces = _iteration_pieces(loop, hyp, other_hyp, hyp2, ld, s, mapping)
            if pieces is not None:
                relaxed.insert(0, pieces)
            obs.append(Obligation("no-race", name("no-race", ld, f"~{s.ins.addr:04x}"), goal, ld.buffer, ld, s,
                                  relaxed=relaxed))

    # coverage: every element is written, or keeps a value the reference agrees with; atomically updated
    # buffers state every element's final value instead (proofs/atomic_final.py)
    for bname, spec in outputs.items():
        finals = atomic_final.final_values(meaning, bname)
        if finals is not None:
            obs += atomic_final.obligations(meaning, spec, finals, domain, contract, value_map, equal, rules)
            continue
        ob = coverage(meaning, spec, domain, equal, value_map, (witnesses or {}).get(bname))
        ob.relaxed = ob.relaxed[:1] + radix_first(ob.goal, ob.relaxed[1:]) if isinstance(ob.witness, dict) \
            and store_loop(meaning) is not None else radix_first(ob.goal, ob.relaxed)
        obs.append(ob)
    obs += [Obligation("radix-lemma", lname, goal, "") for lname, goal in radix.lemma_goals(rules)]
    obs += [Obligation("factor-lemma", lname, goal, "") for lname, goal in factor.lemma_goals(factored)]
    for ob in obs:  # each form with the signs of its divisions' operands decided (proofs/signs.py)
        forms = [signs.decided_form(f) for f in [ob.goal] + ob.relaxed]
        ob.relaxed += [f for f in forms if f is not None]
    return obs


Witness = dict[str, Callable[[tuple[Term, ...], Term], Term]]  # thread variable -> f(multi-index, linear index)


@dataclass(frozen=True)
class Piece:
    """One case of a piecewise witness: the unit of work `writer` names, and the one store it must use
    (None: any store of the buffer)."""
    writer: Witness
    store: Access | None = None


def as_pieces(witness: Witness | tuple[Piece, ...]) -> tuple[Piece, ...]:
    return witness if isinstance(witness, tuple) else (Piece(witness),)


def element_index(b: Buffer) -> tuple[tuple[Term, ...], Term, Term]:
    """Fresh multi-index variables of buffer b, their linear index, and their range condition."""
    dims = b.shape
    es = tuple(T.var(f"elem:{b.name}.{d}", T.BV(64)) for d in range(len(dims)))
    k = T.bv(0, 64)
    for e, n in zip(es, dims):
        k = T.add(T.mul(k, n), e)
    in_range = T.and_(*[T.ult(e, n) for e, n in zip(es, dims)])
    return es, k, in_range


def keeps_agreeing_value(spec: OutputSpec, k: Term, equal=bits_equal, value_map=lambda v, fmt: v) -> Term:
    """Element k may stay unwritten: an InOut element whose value before the launch is the reference's."""
    if spec.must_cover:
        return T.false()
    return equal(value_map(T.select(spec.buffer.mem, k), spec.fmt), value_map(spec.element(k), spec.fmt), spec.fmt)


def coverage(meaning: Meaning, spec: OutputSpec, domain: Term, equal, value_map,
             witness: Witness | tuple[Piece, ...] | None) -> Obligation:
    b = spec.buffer
    es, k, in_range = element_index(b)
    stores = [s for s in meaning.stores() if s.buffer == b.name]
    unchanged_ok = keeps_agreeing_value(spec, k, equal, value_map)
    if not stores or witness is None:
        # nobody writes (or no thread could be named): every element must keep an agreeing value
        goal = T.and_(domain, in_range, T.not_(unchanged_ok))
        return Obligation("coverage", f"coverage:{b.name}", goal, b.name)
    uncovered = T.and_(domain, in_range, T.not_(unchanged_ok))
    cases = [_piece_writes(meaning, stores, p, es, k) for p in as_pieces(witness)]
    named = _worker_mapping(meaning, Piece(witness), es, k) if isinstance(witness, dict) else None
    if named is not None:
        # the one named thread's loops ran their trip counts (a store after a loop is guarded by how many
        # iterations it ran); several pieces name several threads, whose counts one variable cannot hold
        facts = _exit_facts_read(meaning, T.and_(*[T.and_(*c) for c in cases]))
        uncovered = T.and_(uncovered, T.substitute(facts, named))
    goal = T.and_(uncovered, T.not_(_written(cases)))
    # each piece alone: where its unit runs its store, that store writes k; and some piece's unit runs
    split = (T.and_(uncovered, T.not_(T.or_(*[runs for runs, _ in cases]))),) + tuple(
        T.and_(uncovered, runs, T.not_(hits)) for runs, hits in cases)
    relaxed = [split] if len(cases) > 1 else []
    lp = store_loop(meaning)
    if named is not None and lp is not None:
        # the named iteration runs (a store of the loop's body writes k), or it does not (one after the loop
        # does: its remainder): two cases, each far easier for a solver than their disjunction
        ran = T.substitute(lp.guard(), named)
        relaxed.insert(0, (T.and_(goal, ran), T.and_(goal, T.not_(ran))))
    return Obligation("coverage", f"coverage:{b.name}", goal, b.name, witness=witness, relaxed=relaxed)


def _piece_writes(meaning: Meaning, stores: list[Access], piece: Piece, es: tuple[Term, ...], k: Term
                  ) -> tuple[Term, Term]:
    """(the unit of work the piece names for element k exists and runs its store, that store writes k);
    with no store named, (the unit exists, one of `stores` runs and writes k).  A worker variable the
    witness does not name is 0: iteration 0 of a loop.  A template's "iter" is the writing loop's iteration,
    whichever loop that is (the second of a kernel is `iter1`)."""
    mapping = _worker_mapping(meaning, piece, es, k)
    in_launch = T.substitute(meaning.launch.thread_bounds(), mapping)
    hits = lambda s: T.or_(*[T.eq(T.substitute(i, mapping), k) for i, _ in _elements(s)])
    if piece.store is not None:
        return T.and_(in_launch, T.substitute(piece.store.guard, mapping)), hits(piece.store)
    written = [T.and_(T.substitute(s.guard, mapping), T.eq(T.substitute(i, mapping), k))
               for s in stores for i, _ in _elements(s)]
    return in_launch, T.or_(*written)


def _exit_facts_read(meaning: Meaning, t: Term) -> Term:
    """The exit facts (Loop.exit_fact) of the pinned loops whose trip counts t reads, and of those their facts
    read: each holds of every run, so any of them may be assumed, and the fewer the easier the query."""
    facts, todo, seen = [], [t], set()
    while todo:
        free = {id(v) for v in T.free_vars([todo.pop()])}
        for lp in meaning.pinned:
            if id(lp.trips) in free and id(lp) not in seen:
                seen.add(id(lp))
                facts.append(lp.exit_fact())
                todo.append(facts[-1])
    return T.and_(*facts)


def _worker_mapping(meaning: Meaning, piece: Piece, es: tuple[Term, ...], k: Term) -> dict[int, Term]:
    """The worker variables as the piece names them for element k (one it does not name is 0)."""
    lp = store_loop(meaning)
    named = lambda v: "iter" if lp is not None and v is lp.iter and v.params[0] not in piece.writer else v.params[0]
    return {id(v): piece.writer[named(v)](es, k) if named(v) in piece.writer else T.bv(0, v.width)
            for v in worker_vars(meaning)}


def witness_writes(meaning: Meaning, stores: list[Access], witness: Witness | tuple[Piece, ...],
                   es: tuple[Term, ...], k: Term) -> Term:
    """Some piece's unit of work exists and writes element k."""
    return _written([_piece_writes(meaning, stores, p, es, k) for p in as_pieces(witness)])


def _written(cases: list[tuple[Term, Term]]) -> Term:
    return T.or_(*[T.and_(runs, hits) for runs, hits in cases])


def finite_inputs(problem, goal: Term) -> Term:
    """Under finite=True: every float element the goal reads is finite."""
    if not problem.finite:
        return goal
    extra = []
    fmts = {b.name: o.fmt for b, o in ((problem.buffers[n], o) for n, o in problem.outputs.items())}
    for p in problem.spec.params:
        if p.kind != "scalar" and p.dtype.is_float:
            fmts[p.name] = p.dtype.fmt
    for t in T.postorder([goal]):
        if t.op == "select":
            name = t.args[0].params[0][len("mem:"):]
            fmt = fmts.get(name)
            if fmt is not None:
                x = T.fp_from_bits(fmt, t)
                extra.append(T.not_(T.or_(T.fisnan(x), T.fisinf(x))))
    return T.and_(goal, *extra)


def _t32(x: Term) -> Term:
    return T.extract(x, 31, 0)


def split_linear(v: Term, n: int) -> tuple[Term, Term]:
    """(v / n, v % n) as 32-bit block and thread coordinates."""
    nn = T.bv(n, 64)
    return _t32(T.udiv(v, nn)), _t32(T.urem(v, nn))


def witness_templates(block: tuple[int, int, int], shape: tuple[Term, ...], grid: tuple[Term, ...] | None = None
                      ) -> dict[str, Witness]:
    """The fixed, trusted list of coverage witnesses for a buffer of this shape: inverse maps of the usual
    indexings, by name."""
    bx, by, _ = block
    zero = lambda es, k: T.bv(0, 32)
    out: list[tuple[str, Witness]] = [("linear-x", {
        "ctaid.x": lambda es, k: split_linear(k, bx)[0], "tid.x": lambda es, k: split_linear(k, bx)[1],
        "ctaid.y": zero, "tid.y": zero, "ctaid.z": zero, "tid.z": zero})]
    for s in (2, 4, 8):  # each thread writes s consecutive elements (i*s + j): the writer of k is thread k / s
        per = lambda k, s=s: T.udiv(k, T.bv(s, 64))
        out.append((f"linear-x/{s}", {
            "ctaid.x": lambda es, k, per=per: split_linear(per(k), bx)[0],
            "tid.x": lambda es, k, per=per: split_linear(per(k), bx)[1],
            "ctaid.y": zero, "tid.y": zero, "ctaid.z": zero, "tid.z": zero}))
    if grid is not None:  # a grid-stride loop: element k is iteration k / stride of thread k % stride
        stride = lambda: T.mul(T.zext(grid[0], 64), T.bv(bx, 64))
        lin = lambda k: T.urem(k, stride())
        out.append(("grid-stride-x", {
            "ctaid.x": lambda es, k: split_linear(lin(k), bx)[0], "tid.x": lambda es, k: split_linear(lin(k), bx)[1],
            "iter": lambda es, k: T.udiv(k, stride()),
            "ctaid.y": zero, "tid.y": zero, "ctaid.z": zero, "tid.z": zero}))
    for s in (32,):  # one element per group of s threads (a warp's lane 0): the writer of k is thread k * s
        first = lambda k, s=s: T.mul(k, T.bv(s, 64))
        out.append((f"linear-x*{s}", {
            "ctaid.x": lambda es, k, first=first: split_linear(first(k), bx)[0],
            "tid.x": lambda es, k, first=first: split_linear(first(k), bx)[1],
            "ctaid.y": zero, "tid.y": zero, "ctaid.z": zero, "tid.z": zero}))
    out.append(("block-x", {  # one element per block, written by its thread 0 (a block's partial sum)
        "ctaid.x": lambda es, k: _t32(k), "tid.x": zero, "ctaid.y": zero, "tid.y": zero, "ctaid.z": zero,
        "tid.z": zero}))
    if len(shape) == 2:
        for name, row, col in (("rows-y", 0, 1), ("rows-x", 1, 0)):
            out.append((name, {
                "ctaid.x": lambda es, k, c=col: split_linear(es[c], bx)[0], "tid.x": lambda es, k, c=col: split_linear(es[c], bx)[1],
                "ctaid.y": lambda es, k, r=row: split_linear(es[r], by)[0], "tid.y": lambda es, k, r=row: split_linear(es[r], by)[1],
                "ctaid.z": zero, "tid.z": zero}))
        # a block per row, its threads striding the row (`for (j = tid; j < n; j += blockDim.x)`): element (r, c)
        # is iteration c / blockDim of thread c % blockDim of block r
        out.append(("block-per-row", {
            "ctaid.x": lambda es, k: _t32(es[0]), "tid.x": lambda es, k: split_linear(es[1], bx)[1],
            "iter": lambda es, k: T.udiv(es[1], T.bv(bx, 64)),
            "ctaid.y": zero, "tid.y": zero, "ctaid.z": zero, "tid.z": zero}))
        # a thread per row, its store loop over the row unrolled u times (`for (j = 0; j < n; j++) o[j] = ...`):
        # element (r, c) is iteration c / u of thread r (past the loop's last whole iteration, one of the
        # remainder's stores, which follow it)
        for u in (1, 2, 4, 8):
            out.append((f"row-loop/{u}", {
                "ctaid.x": lambda es, k: split_linear(es[0], bx)[0], "tid.x": lambda es, k: split_linear(es[0], bx)[1],
                "iter": lambda es, k, u=u: T.udiv(es[1], T.bv(u, 64)),
                "ctaid.y": zero, "tid.y": zero, "ctaid.z": zero, "tid.z": zero}))
        # column-major writes (index x*n + y for an (n, m) buffer): element k is written at x = k / n, y = k % n
        rows = shape[0]
        parts = {"x": lambda k: T.udiv(k, rows), "y": lambda k: T.urem(k, rows)}
        for name, xs, ys in (("cols-x", "x", "y"), ("cols-y", "y", "x")):
            out.append((name, {
                "ctaid.x": lambda es, k, f=parts[xs]: split_linear(f(k), bx)[0],
                "tid.x": lambda es, k, f=parts[xs]: split_linear(f(k), bx)[1],
                "ctaid.y": lambda es, k, f=parts[ys]: split_linear(f(k), by)[0],
                "tid.y": lambda es, k, f=parts[ys]: split_linear(f(k), by)[1],
                "ctaid.z": zero, "tid.z": zero}))
    return dict(out)
