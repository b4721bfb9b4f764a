"""In-bounds of a 2-D access whose byte offset is a polynomial in the row length: factor it out.

A loop over rows of a row-major (D0, N) buffer addresses it at  R*N + C  bytes, built by 64-bit
multiply-adds (`IMAD.WIDE`: B + 4*col + 64*iter*n + ...), with R (row bytes) and C (column bytes) linear
in the loop's iteration.  Bounding R*N + C by the buffer's  eb*D0*N  is nonlinear and wrapping, which
no solver does well.  The lemma this module rests on, over 32-bit r, c, d0, n (Z: zero extension to 64 bits):

    r < d0, c < n and Z(d0)*Z(n) < 2**31 imply that an eb-byte access at byte offset
    (eb*Z(r))*Z(n) + eb*Z(c) lies inside the eb*Z(d0)*Z(n) bytes of the buffer and is aligned.

It is applied at R = eb*Z(r), C = eb*Z(c), D0 = Z(d0), N = Z(n) with r, c, d0, n the low words of R/eb,
C/eb, D0, N: those equalities are premises of the piece, so the lemma needs no wrapping 64-bit reasoning
(stated over 64-bit R, C its integer reading is full of mod 2**64, which z3 often cannot see through).
It is stated once per element size over fresh variables (`lemma_goals`) and shown unsat by solvers like
any obligation, so it is checked, not trusted.  What is left of the in-bounds goal, hypotheses & guard &
not(the lemma's premises at R, C), is linear in the iteration.  Monomials are split by identity: each
one that has N as a factor must rebuild to itself as (rest)*N, and the sum of the parts to the offset.
"""
from __future__ import annotations

from equiv import terms as T
from equiv.terms import Term
from proofs import radix
from semantics.simt import Access, Buffer, in_bounds

HALF = T.bv(1 << 31, 64)


def _z(x: Term) -> Term:
    return T.zext(x, 64)


def _words(r: Term, c: Term, d0: Term, n: Term) -> Term:
    """The lemma's hypotheses on its 32-bit variables."""
    return T.and_(T.ult(r, d0), T.ult(c, n), T.ult(T.mul(_z(d0), _z(n)), HALF))


def premises(r: Term, c: Term, d0: Term, n: Term, eb: int) -> Term:
    """The lemma's hypotheses at 64-bit row bytes r, column bytes c, dimensions d0 x n: each is the
    (scaled) zero extension of a 32-bit word, and the words meet `_words`."""
    shift = T.bv(eb.bit_length() - 1, 64)
    low = lambda x: T.extract(x, 31, 0)
    wr, wc, wd, wn = low(T.lshr(r, shift)), low(T.lshr(c, shift)), low(d0), low(n)
    e = T.bv(eb, 64)
    return T.and_(T.eq(r, T.mul(e, _z(wr))), T.eq(c, T.mul(e, _z(wc))), T.eq(d0, _z(wd)), T.eq(n, _z(wn)),
                  _words(wr, wc, wd, wn))


def rows_and_columns(inb: Term, shape: tuple[Term, ...], total: Term, eb: int) -> tuple[Term, Term] | None:
    """(R, C) with `inb` = in_bounds(R*N + C, total, eb) by identity and ring laws, N the row length; None if
    no monomial has N as a factor or what N is made of occurs in another product of unknowns."""
    parts = inb.args if inb.op == "and" else (inb,)
    diff = next((p.args[0] for p in parts if p.op == "ult" and p.args[1] is total), None)
    if diff is None or in_bounds(diff, total, eb) is not inb:
        return None
    n = shape[1]
    inside = set(map(id, T.free_vars([n])))  # what N is made of: elsewhere, the factoring would miss it
    got = _split(diff, n, inside)
    return None if got is None or got[0] is None else got


def _split(t: Term, n: Term, inside: set[int]) -> tuple[Term | None, Term] | None:
    """(R, C) with t = R*N + C, R None where no monomial has N as a factor.  A sum's monomials split by
    identity: each with N as a factor rebuilds to itself as (rest)*N, and the parts sum to t.  A selection
    splits through its branches, ite(p, R1*N + C1, R2*N + C2) = ite(p, R1, R2)*N + ite(p, C1, C2): paths
    merged at a join (a loop skipped or run, an unrolled block taken or not) leave the row term in every
    branch of an address, or a different number of rows in each."""
    if t.op == "ite":
        branches = [_split(b, n, inside) for b in t.args[1:]]
        if None in branches:
            return None
        (r1, c1), (r2, c2) = branches
        if r1 is None and r2 is None:
            return None, t
        zero = T.bv(0, t.width)
        return T.ite(t.args[0], zero if r1 is None else r1, zero if r2 is None else r2), T.ite(t.args[0], c1, c2)
    monos = t.args if t.op == "add" else (t,)
    plain = [m for m in monos if m.op != "ite"]
    sels = [m for m in monos if m.op == "ite"]
    rows, rest = [], []
    for mono in plain:
        others = [x for x in mono.args if x is not n] if mono.op == "mul" else None
        if others is not None and len(others) == len(mono.args) - 1:
            r = T.mul(*others) if len(others) > 1 else others[0]
            if T.mul(r, n) is not mono:
                return None
            rows.append(r)
        elif _hides_product(mono, inside):
            return None
        else:
            rest.append(mono)
    zero = T.bv(0, t.width)
    if plain and T.add(*[T.mul(x, n) for x in rows], *rest) is not T.add(*plain):
        return None
    for sel in sels:
        got = _split(sel, n, inside)
        if got is None:
            return None
        if got[0] is not None:
            rows.append(got[0])
        rest.append(got[1])
    if T.add(*plain, *sels) is not t:
        return None
    return (T.add(*rows) if rows else None), (T.add(*rest) if rest else zero)


def _hides_product(t: Term, inside: set[int]) -> bool:
    """A product of unknowns inside t that involves N's variables (a row term the factoring would miss);
    N elsewhere (the counter a loop leaves, in bit masks of N) stays in the columns."""
    for x in T.postorder([t]):
        if x.op == "mul" and sum(not y.is_const() for y in x.args) > 1 and \
                any(id(v) in inside for v in T.free_vars([x])):
            return True
    return False


def split(context: Term, a: Access, b: Buffer) -> tuple[tuple[Term, ...], int, set] | None:
    """Pieces whose unsat, with the lemma for the element size (returned) and the radix rules (returned),
    is unsat of  context & not in-bounds.  The offset is factored as it is, or else after the mixed-radix
    rewriting (proofs/radix.py: ext(r*m + c) = Z(r)*Z(m) + Z(c) where it fits), whose side conditions become
    pieces of their own as there."""
    if len(b.shape) != 2 or len(a.values) != 1:
        return None
    eb = b.elem_bytes
    total = T.mul(b.size, T.bv(eb, 64))
    found = rows_and_columns(a.in_bounds, b.shape, total, eb)
    if found is not None:
        return (T.and_(context, T.not_(premises(*found, b.shape[0], b.shape[1], eb))),), eb, set()
    goal = T.and_(context, T.not_(a.in_bounds))
    rw = radix.Rewriter(goal)
    rw(goal)
    shape = tuple(rw(d) for d in b.shape)
    found = rows_and_columns(rw(a.in_bounds), shape, rw(total), eb) if rw.rules else None
    if found is None:
        return None
    out, rules = radix.split(goal, rw, T.and_(rw(context), T.not_(premises(*found, shape[0], shape[1], eb))))
    return out, eb, rules


def lemma_goals(sizes: set[int]) -> list[tuple[str, Term]]:
    """The lemma for each element size, over fresh variables (sorted by name: deterministic)."""
    r, c, d0, n = (T.var(f"lemma:{v}", T.BV(32)) for v in ("r", "c", "d0", "n"))
    out = []
    for eb in sorted(sizes):
        e = T.bv(eb, 64)
        offset = T.add(T.mul(T.mul(e, _z(r)), _z(n)), T.mul(e, _z(c)))
        total = T.mul(_z(d0), _z(n), e)
        out.append((f"factor-lemma:{eb}", T.and_(_words(r, c, d0, n), T.not_(in_bounds(offset, total, eb)))))
    return out
