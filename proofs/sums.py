"""Equality of two sums over symbolic ranges (`rsum`, contract real) by their parts.

sum_{lo1<=i<hi1} f(i) = sum_{lo2<=j<hi2} g(j) follows from lo1 = lo2, hi1 = hi2 and f(v) = g(v) for every v
in the range: one quantifier-free condition with v a fresh free variable, so a solver's unsat of
`context & !condition` is the equality for all v at once.  The SMT reading of a sum (equiv/smt.py,
`abstract_sums`) only makes equal sums equal; this is where sums with different-looking bodies meet.
"""
from __future__ import annotations

from equiv import terms as T
from equiv.terms import Term

POINT = T.var(T.SUMVAR + "point", T.BV(64))  # reserved: no sum binds it (sum_of numbers its variables)


def sum_congruent(a: Term, b: Term) -> Term | None:
    """A condition implying a == b for two rsum terms (the point in the range is free), else None."""
    if a.op != "rsum" or b.op != "rsum":
        return None
    (lo1, hi1, f), (lo2, hi2, g) = a.args, b.args
    f_at = T.substitute(f, {id(T.bound_var(a)): POINT})
    g_at = T.substitute(g, {id(T.bound_var(b)): POINT})
    inside = T.and_(T.sle(lo1, POINT), T.slt(POINT, hi1))
    return T.and_(T.eq(lo1, lo2), T.eq(hi1, hi2), T.implies(inside, T.eq(f_at, g_at)))
