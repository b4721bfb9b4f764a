"""Equality of two sums over symbolic ranges (`rsum`, contract real) by their parts.

sum_{lo1<=i<hi1} f(i) = sum_{lo2<=j<hi2} g(j) follows from lo1 = lo2, hi1 = hi2 and f(v) = g(v) for every v
in the range: one quantifier-free condition with v a fresh free variable, so a solver's unsat of
`context & !condition` is the equality for all v at once.  The SMT reading of a sum (equiv/smt.py,
`abstract_sums`) only makes equal sums equal; this is where sums with different-looking bodies meet.

A side may branch (ite) between sums and the constant 0, as a loop's accumulator does where the loop is
not entered (semantics/loops.py): 0 equals a sum over an empty range (hi <= lo).
"""
from __future__ import annotations

from fractions import Fraction
from typing import Callable

from equiv import terms as T
from equiv.terms import Term

POINT = T.var(T.SUMVAR + "point", T.BV(64))  # reserved: no sum binds it (sum_of numbers its variables)


Bodies = Callable[[Term, Term], Term]  # a condition implying that two bodies are equal


def sum_congruent(a: Term, b: Term, bodies: Bodies = T.eq) -> Term | None:
    """A condition implying a == b for two real terms made of rsum terms, ite and 0 (the point in the
    range is free), else None; None too when neither side is a sum.  `bodies` relates the bodies at the
    point: their equality, or a value-free condition implying it (reads at equal indices)."""
    if not any(x.op == "rsum" for x in (a, b)) and a.op != "ite" and b.op != "ite":
        return None
    return _congruent(a, b, bodies)


def _congruent(a: Term, b: Term, bodies: Bodies) -> Term | None:
    for x, y in ((a, b), (b, a)):
        if x.op == "ite":
            yes, no = _congruent(x.args[1], y, bodies), _congruent(x.args[2], y, bodies)
            if yes is None or no is None:
                return None
            return T.and_(T.implies(x.args[0], yes), T.implies(T.not_(x.args[0]), no))
    for x, y in ((a, b), (b, a)):
        if _is_zero(x) and y.op == "rsum":
            return T.sle(y.args[1], y.args[0])  # an empty range
    if a.op != "rsum" or b.op != "rsum":
        return None
    (lo1, hi1, f), (lo2, hi2, g) = a.args, b.args
    f_at = T.substitute(f, {id(T.bound_var(a)): POINT})
    g_at = T.substitute(g, {id(T.bound_var(b)): POINT})
    inside = T.and_(T.sle(lo1, POINT), T.slt(POINT, hi1))
    return T.and_(T.eq(lo1, lo2), T.eq(hi1, hi2), T.implies(inside, bodies(f_at, g_at)))


def _is_zero(t: Term) -> bool:
    return t.op == "const" and t.sort == T.REAL and t.value == Fraction(0)
