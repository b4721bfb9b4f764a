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
    memo: dict = {}
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


def quotient(t: Term, s: Term, bits: int) -> Term | None:
    """A term q of `bits` bits with t = s*q in the ring Z/2^bits, where s is one atom (after extensions, as
    _normal reads them) and every monomial of t holds it; else None.  Only a guess of a quotient for callers
    that check it: a column's reads x[c + n*r] give their row r = (index - c) / n this way."""
    memo: dict = {}
    ps, pt = _normal(s, memo, bits), _normal(t, memo, bits)
    if ps is None or pt is None or len(ps) != 1:
        return None
    ((key, coef),) = ps.items()
    if len(key) != 1 or coef != 1 or any(key[0] not in mono for mono in pt):
        return None
    out = {}
    for mono, c in pt.items():
        rest = list(mono)
        rest.remove(key[0])
        out[tuple(rest)] = c
    return _term(out, memo, bits)


def shifted(t: Term, k: int) -> Term | None:
    """t / 2^k as a polynomial of t's width where every coefficient of t is a multiple of 2^k, else None: a
    guess of the element index that a byte offset's top bits (extract[63, 2] of 4*i) hold."""
    memo: dict = {}
    pt = _normal(t, memo)
    if pt is None or any(c % (1 << k) for c in pt.values()):
        return None
    return _term({mono: c >> k for mono, c in pt.items()}, memo, t.width)


def _term(p: Poly, memo: dict, bits: int) -> Term:
    """p as a term of `bits` bits, its atoms those _normal named in memo (their low bits)."""
    low = lambda a: a if a.width == bits else T.extract(a, bits - 1, 0)
    return T.add(T.bv(0, bits), *[T.mul(T.bv(c, bits), *[low(memo[("atom", a)]) for a in mono]) for mono, c in p.items()])


def _normal(t: Term, memo: dict, bits: int | None = None) -> Poly | None:
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
    elif t.op == "concat":
        got = _concat(t, memo, m.bit_length())
    else:
        got = _atom(t, memo)
    if got is not None and len(got) > MAX_MONOMIALS:
        got = None
    memo[id(t)] = got
    return got


def _atom(t: Term, memo: dict) -> Poly:
    memo[("atom", id(t))] = t  # for rebuilding a term from a polynomial (_term)
    return {(id(t),): 1}


def _concat(t: Term, memo: dict, w: int) -> Poly | None:
    """hi:lo in Z/2^w (w at most t's width) is hi*2^|lo| + zext(lo): the first term depends only on hi mod
    2^(w - |lo|) (its own ring, a memo of its own), the second is an atom; where w <= |lo| only lo's low bits
    count.  (The term constructors write zext(x) + (a << 8) with disjoint bits as such a concat.)"""
    hi, lo = t.args
    part, bits = (lo, w) if w <= lo.width else (hi, w - lo.width)
    own: dict = {}
    got = _normal(part, own, bits)
    memo.update((k, v) for k, v in own.items() if isinstance(k, tuple))  # its atoms, for _term
    if got is None or part is lo:
        return got
    m = T.mask(w)
    high = _times(got, {(): 1 << lo.width}, m)
    return None if high is None else _plus(high, _atom(T.zext(lo, t.width), memo), m)


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
