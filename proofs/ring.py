"""Equality of bit-vector polynomials: the commutative ring Z/2^w, decided by normal forms.

Index arithmetic after the mixed-radix lifting (proofs/radix.py) often differs only by distributivity:
a candidate that strength-reduces its pointer reads  col + 12n + 16nj  where the reference reads
col + n(16j + 12).  Bit-blasting a product of two unknowns does not see that (bitwuzla gives up on it in
20 s); expanded into sums of monomials with coefficients mod 2^w, the two are one polynomial.  Addition,
multiplication and left shifts by constants are the ring's operations on w-bit words, so two terms with one
normal form are equal for every value of their atoms (any other subterm, read as an opaque variable): an
identity of the ring, which needs no solver.
"""
from __future__ import annotations

from equiv import terms as T
from equiv.terms import Term

MAX_MONOMIALS = 256  # past this, the expansion is given up (no answer, never a wrong one)

Poly = dict[tuple[int, ...], int]  # sorted atom ids (with repeats) -> coefficient mod 2^w


def equal(a: Term, b: Term) -> bool:
    """True only where a = b is a ring identity (same normal form); False means: not shown."""
    if a is b:
        return True
    if a.sort != b.sort or a.sort.kind != "bv":
        return False
    memo: dict[int, Poly | None] = {}
    pa, pb = _normal(a, memo), _normal(b, memo)
    if pa is None or pb is None:
        return False
    m = T.mask(a.width)
    return all((pa.get(k, 0) - pb.get(k, 0)) & m == 0 for k in pa.keys() | pb.keys())


def low_bits(t: Term, k: int) -> int | None:
    """t mod 2^k where that is a constant of the ring Z/2^k, else None.  The low k bits of a sum or product
    depend only on those of its operands, and an extension or a low slice at least k bits wide keeps them: so
    `zext(c*n + 5) - zext(c)*zext(n)` is 5 mod 2^32 whether or not the 32-bit sum wrapped."""
    if t.sort.kind != "bv":
        return None
    got = _normal(t, {}, k)
    if got is None or any(key for key in got):
        return None
    return got.get((), 0)


def _normal(t: Term, memo: dict[int, Poly | None], bits: int | None = None) -> Poly | None:
    """The polynomial of t in Z/2^w (w its width), or with `bits` in Z/2^bits, through extensions and low
    slices at least that wide."""
    if id(t) in memo:
        return memo[id(t)]
    m = T.mask(t.width if bits is None else bits)
    inner = t.args[0] if bits is not None and t.op in ("zext", "sext", "extract") else None
    if inner is not None and bits <= inner.width and (t.op != "extract" or t.params[1] == 0 and bits <= t.width):
        got = _normal(inner, memo, bits)
    elif t.op == "const":
        got: Poly | None = {(): t.value & m} if t.value & m else {}
    elif t.op == "add":
        got = {}
        for x in t.args:
            px = _normal(x, memo, bits)
            if px is None:
                got = None
                break
            got = _plus(got, px, m)
    elif t.op == "mul":
        got = {(): 1}
        for x in t.args:
            px = _normal(x, memo, bits)
            if px is None or got is None:
                got = None
                break
            got = _times(got, px, m)
    elif t.op == "shl" and t.args[1].op == "const" and t.args[1].value < t.width:
        base = _normal(t.args[0], memo, bits)
        got = None if base is None else _times(base, {(): (1 << t.args[1].value) & m}, m)
    else:
        got = {(id(t),): 1}
    if got is not None and len(got) > MAX_MONOMIALS:
        got = None
    memo[id(t)] = got
    return got


def _plus(p: Poly, q: Poly, m: int) -> Poly:
    out = dict(p)
    for k, c in q.items():
        v = (out.get(k, 0) + c) & m
        if v:
            out[k] = v
        else:
            out.pop(k, None)
    return out


def _times(p: Poly, q: Poly, m: int) -> Poly | None:
    if len(p) * len(q) > MAX_MONOMIALS * 4:
        return None
    out: Poly = {}
    for k1, c1 in p.items():
        for k2, c2 in q.items():
            k = tuple(sorted(k1 + k2))
            v = (out.get(k, 0) + c1 * c2) & m
            if v:
                out[k] = v
            else:
                out.pop(k, None)
    return out
