"""In-bounds of a 2-D access whose byte offset is a polynomial in the row length: factor it out.

A loop over rows of a row-major (D0, N) buffer addresses it at  R*N + C  bytes, built by 64-bit
multiply-adds (`IMAD.WIDE`: B + 4*col + 64*iter*n + ...), with R (row bytes) and C (column bytes) linear
in the loop's iteration.  Bounding R*N + C by the buffer's  eb*D0*N  is nonlinear and wrapping, which
no solver does well.  The lemma this module rests on:

    for 64-bit R, C, D0, N with 0 <= D0, N < 2**31 and D0*N < 2**31 (the domain's sizes),
    R and C multiples of eb, 0 <= R < eb*D0 and 0 <= C < eb*N  imply that an eb-byte access at
    R*N + C lies inside the eb*D0*N bytes of the buffer and is aligned.

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


def premises(r: Term, c: Term, d0: Term, n: Term, eb: int) -> Term:
    """The lemma's hypotheses at row bytes r, column bytes c, dimensions d0 x n."""
    z, low = T.bv(0, 64), T.bv(eb - 1, 64)
    sizes = T.and_(T.sle(z, d0), T.slt(d0, HALF), T.sle(z, n), T.slt(n, HALF), T.slt(T.mul(d0, n), HALF))
    return T.and_(sizes, T.eq(T.band(r, low), z), T.eq(T.band(c, low), z),
                  T.sle(z, r), T.slt(r, T.mul(T.bv(eb, 64), d0)), T.sle(z, c), T.slt(c, T.mul(T.bv(eb, 64), n)))


def rows_and_columns(inb: Term, shape: tuple[Term, ...], total: Term) -> tuple[Term, Term] | None:
    """(R, C) with the byte offset that in-bounds condition `inb` bounds by `total` = R*N + C by identity,
    N the row length; None if no monomial has N as a factor or what N is made of occurs elsewhere."""
    parts = inb.args if inb.op == "and" else (inb,)
    diff = next((p.args[0] for p in parts if p.op == "ult" and p.args[1] is total), None)
    if diff is None:
        return None
    n = shape[1]
    inside = set(map(id, T.free_vars([n])))  # what N is made of: elsewhere, the factoring would miss it
    rows, rest = [], []
    for mono in (diff.args if diff.op == "add" else (diff,)):
        others = [x for x in mono.args if x is not n] if mono.op == "mul" else None
        if others is not None and len(others) == len(mono.args) - 1:
            r = T.mul(*others) if len(others) > 1 else others[0]
            if T.mul(r, n) is not mono:
                return None
            rows.append(r)
        elif any(id(v) in inside for v in T.free_vars([mono])):
            return None
        else:
            rest.append(mono)
    if not rows:
        return None
    r, c = T.add(*rows), (T.add(*rest) if rest else T.bv(0, 64))
    if T.add(*[T.mul(x, n) for x in rows], *rest) is not diff:
        return None
    return r, c


def split(context: Term, a: Access, b: Buffer) -> tuple[tuple[Term, ...], int, set] | None:
    """Pieces whose unsat, with the lemma for the element size (returned) and the radix rules (returned),
    is unsat of  context & not in-bounds.  The offset is factored as it is, or else after the mixed-radix
    rewriting (proofs/radix.py: ext(r*m + c) = Z(r)*Z(m) + Z(c) where it fits), whose side conditions become
    pieces of their own as there."""
    if len(b.shape) != 2 or len(a.values) != 1:
        return None
    eb = b.elem_bytes
    total = T.mul(b.size, T.bv(eb, 64))
    found = rows_and_columns(a.in_bounds, b.shape, total)
    if found is not None:
        return (T.and_(context, T.not_(premises(*found, b.shape[0], b.shape[1], eb))),), eb, set()
    goal = T.and_(context, T.not_(a.in_bounds))
    rw = radix.Rewriter(goal)
    rw(goal)
    shape = tuple(rw(d) for d in b.shape)
    found = rows_and_columns(rw(a.in_bounds), shape, rw(total)) if rw.rules else None
    if found is None:
        return None
    out, rules = radix.split(goal, rw, T.and_(rw(context), T.not_(premises(*found, shape[0], shape[1], eb))))
    return out, eb, rules


def lemma_goals(sizes: set[int]) -> list[tuple[str, Term]]:
    """The lemma for each element size, over fresh variables (sorted by name: deterministic)."""
    r, c, d0, n = (T.var(f"lemma:{v}", T.BV(64)) for v in ("R", "C", "D0", "N"))
    out = []
    for eb in sorted(sizes):
        total = T.mul(d0, n, T.bv(eb, 64))
        out.append((f"factor-lemma:{eb}", T.and_(premises(r, c, d0, n, eb),
                                                 T.not_(in_bounds(T.add(T.mul(r, n), c), total, eb)))))
    return out
