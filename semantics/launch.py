"""Launch shapes and the proof's domain, computed from the reference's Python functions.

The grid and assume functions are ordinary Python over the scalar parameters;
they run here on `SymInt`s, integers whose value is a 64-bit term read as a
mathematical integer (the domain bounds every input far below 2**63, so no
64-bit operation here wraps).  Python control flow on a symbolic condition
(`min`, `max`, `if`, `and`, `or`) is followed down every path: `explore` runs
the function once per path and joins the results under the paths' conditions.
"""
from __future__ import annotations

import contextvars
from typing import Callable

from equiv import terms as T
from equiv.terms import BV, Term
from semantics.errors import Unsupported

W = 64


def _lift(v) -> Term:
    if isinstance(v, SymInt):
        return v.term
    if isinstance(v, bool):
        raise Unsupported("a boolean used as an integer in a launch or assume function")
    if isinstance(v, int):
        return T.bv(v, W)
    raise Unsupported(f"a {type(v).__name__} in a launch or assume function")


class SymBool:
    """A condition over SymInts; usable with &, |, ~ but never as a Python bool."""

    def __init__(self, term: Term):
        self.term = term

    def __bool__(self):
        if self.term.is_const():
            return bool(self.term.value)
        paths = _PATHS.get()
        if paths is None:
            raise Unsupported("Python control flow (if/and/or/min/max) on a symbolic size outside a launch or "
                              "assume function")
        return paths.decide(self.term)

    def __and__(self, o): return SymBool(T.and_(self.term, as_bool(o)))
    __rand__ = __and__
    def __or__(self, o): return SymBool(T.or_(self.term, as_bool(o)))
    __ror__ = __or__
    def __invert__(self): return SymBool(T.not_(self.term))


def as_bool(v) -> Term:
    if isinstance(v, SymBool):
        return v.term
    if isinstance(v, bool):
        return T.const_bool(v)
    raise Unsupported(f"{v!r} used as a condition")


class SymInt:
    """A symbolic Python integer."""

    def __init__(self, term: Term):
        if term.sort != BV(W):
            raise TypeError("SymInt holds a 64-bit term")
        self.term = term

    def __add__(self, o): return SymInt(T.add(self.term, _lift(o)))
    __radd__ = __add__
    def __sub__(self, o): return SymInt(T.sub(self.term, _lift(o)))
    def __rsub__(self, o): return SymInt(T.sub(_lift(o), self.term))
    def __mul__(self, o): return SymInt(T.mul(self.term, _lift(o)))
    __rmul__ = __mul__
    def __neg__(self): return SymInt(T.neg(self.term))
    def __floordiv__(self, o): return SymInt(floor_div(self.term, _lift(o)))
    def __rfloordiv__(self, o): return SymInt(floor_div(_lift(o), self.term))
    def __mod__(self, o): return SymInt(floor_mod(self.term, _lift(o)))
    def __rmod__(self, o): return SymInt(floor_mod(_lift(o), self.term))
    def __lshift__(self, o): return SymInt(T.shl(self.term, _lift(o)))
    def __rshift__(self, o): return SymInt(T.ashr(self.term, _lift(o)))
    def __lt__(self, o): return SymBool(T.slt(self.term, _lift(o)))
    def __le__(self, o): return SymBool(T.sle(self.term, _lift(o)))
    def __gt__(self, o): return SymBool(T.sgt(self.term, _lift(o)))
    def __ge__(self, o): return SymBool(T.sge(self.term, _lift(o)))
    def __eq__(self, o): return SymBool(T.eq(self.term, _lift(o)))  # type: ignore[override]
    def __ne__(self, o): return SymBool(T.not_(T.eq(self.term, _lift(o))))  # type: ignore[override]
    __hash__ = None  # type: ignore[assignment]

    def __bool__(self):
        return bool(self != 0)

    def __index__(self):
        raise Unsupported("a symbolic size where Python needs a concrete int")


def floor_div(a: Term, b: Term) -> Term:
    """Python's // (toward -inf); Python raises on 0, the domain keeps divisors nonzero.  By a power of two (a
    grid's `(n + 255) // 256`) it is an arithmetic shift, exactly: a division would cost every query that
    reads the launch a divider circuit."""
    if _power_of_two(b):
        return T.ashr(a, T.bv(b.value.bit_length() - 1, W))
    q = T.sdiv(a, b)
    r = T.srem(a, b)
    adjust = T.and_(T.not_(T.eq(r, T.bv(0, W))), T.not_(T.eq(T.slt(r, T.bv(0, W)), T.slt(b, T.bv(0, W)))))
    return T.sub(q, T.ite(adjust, T.bv(1, W), T.bv(0, W)))


def floor_mod(a: Term, b: Term) -> Term:
    if _power_of_two(b):  # Python's % by 2^k: the low k bits, for either sign of a
        return T.band(a, T.bv(b.value - 1, W))
    return T.sub(a, T.mul(floor_div(a, b), b))


def _power_of_two(b: Term) -> bool:
    return b.op == "const" and 0 < b.value < (1 << (W - 1)) and b.value & (b.value - 1) == 0


def normalize_dims(v, what: str) -> tuple:
    if isinstance(v, (int, SymInt)):
        v = (v,)
    if not isinstance(v, tuple) or not 1 <= len(v) <= 3:
        raise Unsupported(f"{what} must be an int or a tuple of up to 3")
    return tuple(v) + (1,) * (3 - len(v))


def int_term(v) -> Term:
    return _lift(v)


MAX_PATHS = 64  # paths through one launch or assume function (a min() is two, a chain of k ifs k + 1)


class _Path:
    """One run's branch decisions: those of `forced` first, then the true side of every new branch."""

    def __init__(self, forced: tuple[bool, ...]):
        self.forced, self.taken, self.conditions = forced, [], []

    def decide(self, cond: Term) -> bool:
        side = self.forced[len(self.taken)] if len(self.taken) < len(self.forced) else True
        self.taken.append(side)
        self.conditions.append(cond if side else T.not_(cond))
        return side


_PATHS: contextvars.ContextVar[_Path | None] = contextvars.ContextVar("launch_paths", default=None)


def explore(fn: Callable[[], object], join: Callable[[Term, object, object], object]) -> object:
    """fn's result over every path through its branches on symbolic conditions: `join(c, a, b)` is a where
    c holds, else b.  The paths' conditions partition the domain, so the join is exact."""
    results, pending = [], [()]
    while pending:
        path = _Path(pending.pop())
        token = _PATHS.set(path)
        try:
            value = fn()
        finally:
            _PATHS.reset(token)
        pending += [tuple(path.taken[:i]) + (not path.taken[i],) for i in range(len(path.forced), len(path.taken))]
        results.append((T.and_(*path.conditions), value))
        if len(results) > MAX_PATHS:
            raise Unsupported(f"a launch or assume function with more than {MAX_PATHS} paths through its branches")
    joined = results[-1][1]
    for cond, value in reversed(results[:-1]):
        joined = join(cond, value, joined)
    return joined


def join_ints(cond: Term, a, b) -> SymInt:
    return SymInt(T.ite(cond, _lift(a), _lift(b)))


def join_bools(cond: Term, a, b) -> SymBool:
    return SymBool(T.ite(cond, as_bool(a), as_bool(b)))


def join_dims(cond: Term, a, b) -> tuple:
    return tuple(join_ints(cond, x, y) for x, y in zip(normalize_dims(a, "grid"), normalize_dims(b, "grid")))
