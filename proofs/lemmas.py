"""Division by a constant, as compilers write it, recognised and proved by arithmetic instead of bit-blasting.

ptxas turns `x / d` into a multiply-high by a magic constant and shifts (with an
add-back when the constant needs 33 bits).  SMT solvers time out on those
(DESIGN.md).  Here a 32-bit term over one unsigned atom x is read as exact
integer arithmetic — sums with signed coefficients, `floor(E / 2**s)` for
shifts and high halves — with interval bounds proving that no operation wraps,
then normalised to floor((a*x + b) / c).  That equals floor(x / d) for every x
in [0, 2**32) exactly when two linear conditions hold at the ends of the
quotient range (checked in Python integers), and the term is replaced by
`x udiv d`.  Each use is recorded as a lemma instance a checker can redo.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction

from equiv import terms as T
from equiv.terms import Term

MAGIC_MIN = 1 << 12  # a multiplication by a constant at least this large triggers the analysis


@dataclass(frozen=True)
class DivLemma:
    """floor((a*x + b) / c) == floor(x / d) for all 0 <= x < 2**width."""

    a: int
    b: int
    c: int
    d: int
    width: int

    def holds(self) -> bool:
        return division_identity(self.a, self.b, self.c, self.d, self.width)

    def params(self) -> dict:
        return {"a": self.a, "b": self.b, "c": self.c, "d": self.d, "width": self.width}

    def text(self) -> str:
        return f"floor(({self.a}*x + {self.b}) / {self.c}) = floor(x / {self.d}) for 0 <= x < 2**{self.width}"


def division_identity(a: int, b: int, c: int, d: int, width: int) -> bool:
    """Exact check of floor((a x + b)/c) = floor(x/d) on [0, 2**width), by linearity in the quotient q."""
    if a <= 0 or c <= 0 or d <= 0:
        return False
    top = (1 << width) - 1
    qmax = top // d
    # lower ends: a*q*d + b >= q*c  <=>  q*(a*d - c) + b >= 0, linear in q: check the extreme q
    lower = lambda q: q * (a * d - c) + b >= 0
    # upper ends of full blocks: a*(q*d + d - 1) + b < (q + 1)*c
    upper = lambda q, x_end: a * x_end + b < (q + 1) * c
    if not (lower(0) and lower(qmax)):
        return False
    if qmax >= 1 and not (upper(0, d - 1) and upper(qmax - 1, qmax * d - 1)):
        return False
    return upper(qmax, top)  # the last, possibly partial, block


# ----------------------------------------------------------------------------- exact integer expressions
class _Fail(Exception):
    pass


@dataclass(frozen=True)
class Floor:
    inner: "Lin"
    c: int


@dataclass(frozen=True)
class Lin:
    """sum of coef * atom + const; atoms are the variable x ("x") or Floor nodes."""

    coefs: tuple  # ((atom, coef), ...)
    const: int


def _lin(pairs: dict, const: int) -> Lin:
    return Lin(tuple(sorted(((k, v) for k, v in pairs.items() if v), key=repr)), const)


def _add(xs: list[tuple[int, "Lin"]]) -> Lin:
    pairs: dict = {}
    const = 0
    for k, l in xs:
        const += k * l.const
        for atom, c in l.coefs:
            pairs[atom] = pairs.get(atom, 0) + k * c
    return _fold_floors(_lin(pairs, const))


def _fold_floors(l: Lin) -> Lin:
    """n + Floor(E, c) = Floor(c*n + E, c) for integer n (every atom is an integer): try each floor of
    coefficient 1 as the one that absorbs the rest, keep the result with the fewest atoms left."""
    best = l
    for f, k in l.coefs:
        if not isinstance(f, Floor) or k != 1:
            continue
        inner_pairs = {a: kk for a, kk in f.inner.coefs}
        for a, kk in l.coefs:
            if a is not f:
                inner_pairs[a] = inner_pairs.get(a, 0) + f.c * kk
        merged = _fold_floors(_lin(inner_pairs, f.inner.const + f.c * l.const))
        cand = _lin({_floor(merged, f.c): 1}, 0)
        if _size(cand) < _size(best):
            best = cand
    return best


def _size(v) -> int:
    if isinstance(v, Lin):
        return sum(1 + (_size(a) if isinstance(a, Floor) else 0) for a, _ in v.coefs)
    return _size(v.inner)


def _floor(inner: Lin, c: int):
    """Floor(inner, c), flattening floor(floor(E/c1)/c2) = floor(E/(c1 c2))."""
    g = math.gcd(c, inner.const, *[k for _, k in inner.coefs])
    if g > 1:  # floor(g*E / (g*c)) = floor(E / c)
        inner = _lin({a: k // g for a, k in inner.coefs}, inner.const // g)
        c //= g
        inner = _fold_floors(inner)
    if c == 1:
        return inner
    if len(inner.coefs) == 1 and inner.const == 0 and isinstance(inner.coefs[0][0], Floor) and inner.coefs[0][1] == 1:
        f = inner.coefs[0][0]
        return Floor(f.inner, f.c * c)
    return Floor(inner, c)


def _as_lin(v) -> Lin:
    return v if isinstance(v, Lin) else _lin({v: 1}, 0)


def _affine(v) -> tuple[Fraction, Fraction, Fraction, Fraction]:
    """v = A*x + B + e with e in [emin, emax]: keeps the correlation that plain intervals lose (x - floor(m x))."""
    if v == "x":
        return Fraction(1), Fraction(0), Fraction(0), Fraction(0)
    if isinstance(v, Lin):
        A, B, lo, hi = Fraction(0), Fraction(v.const), Fraction(0), Fraction(0)
        for atom, k in v.coefs:
            a, b, e0, e1 = _affine(atom)
            A += k * a
            B += k * b
            lo += min(k * e0, k * e1)
            hi += max(k * e0, k * e1)
        return A, B, lo, hi
    a, b, e0, e1 = _affine(v.inner)  # floor(L / c) = L/c - delta, delta in [0, (c-1)/c] for integer L
    c = v.c
    return a / c, b / c, e0 / c - Fraction(c - 1, c), e1 / c


def _bounds(v, xmax: int) -> tuple[int, int]:
    a, b, e0, e1 = _affine(v)
    ends = (b, a * xmax + b)
    lo, hi = min(ends) + e0, max(ends) + e1
    return math.ceil(lo), math.floor(hi)


class _Reader:
    """Reads a BV term as an exact integer expression over the single atom x, or fails."""

    def __init__(self, atom: Term, xmax: int):
        self.atom = atom
        self.xmax = xmax
        self.memo: dict[int, Lin] = {}

    def read(self, t: Term) -> Lin:
        """t's value modulo 2**width (sums and constant products may wrap on the way: a ring is a ring)."""
        got = self.memo.get(id(t))
        if got is None:
            got = self.memo[id(t)] = self._read(t)
        return got

    def exact(self, t: Term) -> Lin:
        """t's value as an integer: only where the bounds prove that reduction modulo 2**width is the identity."""
        v = self.read(t)
        lo, hi = _bounds(v, self.xmax)
        if lo < 0 or hi >= 1 << t.width:
            raise _Fail()
        return v

    def _read(self, t: Term) -> Lin:
        if t is self.atom:
            return _lin({"x": 1}, 0)
        op = t.op
        if op == "const":
            return _lin({}, t.value)
        if op == "zext":
            return self.exact(t.args[0])
        if op == "extract":
            hi, lo = t.params
            inner = t.args[0]
            v = self.exact(inner)
            if hi == inner.width - 1:
                return _as_lin(_floor(v, 1 << lo))
            if lo == 0 and _bounds(v, self.xmax)[1] < 1 << (hi + 1):
                return v
            raise _Fail()
        if op == "add":
            return _add([(1, self.read(a)) for a in t.args])
        if op == "concat":
            hi_part, lo_part = t.args
            return _add([(1 << lo_part.width, self.exact(hi_part)), (1, self.exact(lo_part))])
        if op == "mul":
            consts = [a for a in t.args if a.op == "const"]
            rest = [a for a in t.args if a.op != "const"]
            if len(consts) != 1 or len(rest) != 1:
                raise _Fail()
            k = T.to_signed(consts[0].value, t.width)
            return _add([(k, self.read(rest[0]))])
        raise _Fail()


def _single_atom(t: Term) -> Term | None:
    """The one non-arithmetic leaf of an unsigned 32-bit value t, if there is exactly one."""
    atoms = []
    seen = set()
    stack = [t]
    while stack:
        x = stack.pop()
        if id(x) in seen:
            continue
        seen.add(id(x))
        if x.op in ("add", "mul", "zext", "extract", "concat") or x.op == "const":
            stack.extend(x.args)
        else:
            atoms.append(x)
    if len(atoms) == 1 and atoms[0].sort.kind == "bv" and atoms[0].width <= 32:
        return atoms[0]
    return None


def _has_magic(t: Term) -> bool:
    return any(x.op == "mul" and any(a.op == "const" and T.to_signed(a.value, a.width) >= MAGIC_MIN
                                     for a in x.args) for x in T.postorder([t]))


def recognise(t: Term) -> tuple[Term, DivLemma] | None:
    """t == zext(x udiv d) by a checked lemma, or None."""
    if t.sort.kind != "bv" or t.width > 64 or not _has_magic(t):
        return None
    x = _single_atom(t)
    if x is None:
        return None
    try:
        v = _Reader(x, (1 << x.width) - 1).exact(t)
    except _Fail:
        return None
    if len(v.coefs) != 1 or v.const != 0 or not isinstance(v.coefs[0][0], Floor) or v.coefs[0][1] != 1:
        return None
    f = v.coefs[0][0]
    if len(f.inner.coefs) != 1 or f.inner.coefs[0][0] != "x":
        return None
    a, b, c = f.inner.coefs[0][1], f.inner.const, f.c
    for d in {c // a, c // a + 1, -(-c // a)}:
        lemma = DivLemma(a, b, c, d, x.width)
        if d > 1 and lemma.holds():
            q = T.udiv(x, T.bv(d, x.width))
            return (T.zext(q, t.width) if t.width > x.width else q), lemma
    return None


def rewrite(roots: list[Term]) -> tuple[list[Term], list[DivLemma]]:
    """Replace every recognised division idiom (innermost first) in the roots."""
    lemmas: list[DivLemma] = []
    mapping: dict[int, Term] = {}
    for t in T.postorder(roots):
        if t.sort.kind == "bv" and t.op in ("extract", "zext", "add"):
            hit = recognise(t)
            if hit is not None:
                mapping[id(t)] = hit[0]
                if hit[1] not in lemmas:
                    lemmas.append(hit[1])
    if not mapping:
        return roots, []
    return [T.substitute(r, mapping) for r in roots], lemmas
