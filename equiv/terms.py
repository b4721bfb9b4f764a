"""The one term language every layer speaks.

Terms are hash-consed: structurally equal terms are the same Python object, so
`a is b` is structural equality and "identical canonical terms" is an identity
test.  Smart constructors fold constants and normalise (sorted commutative
arguments, linear forms for bit-vector sums), so the same function read with
constant inputs is a concrete emulator and with variables a symbolic semantics.

Sorts: Bool, BitVec(w) (1..128), Float(fmt), Real, Array(index_w -> elem_w).
Floating values follow SMT-LIB FP semantics (a single NaN); their bit patterns
only appear through `fp_to_bits`, whose NaN pattern is an explicit parameter.
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass
from fractions import Fraction
from typing import Iterable


# ----------------------------------------------------------------------------- sorts
@dataclass(frozen=True)
class FPFormat:
    name: str
    ebits: int
    sbits: int  # significand bits including the hidden bit (SMT-LIB convention)

    @property
    def width(self) -> int:
        return self.ebits + self.sbits


F16 = FPFormat("f16", 5, 11)
BF16 = FPFormat("bf16", 8, 8)
F32 = FPFormat("f32", 8, 24)
F64 = FPFormat("f64", 11, 53)
FORMATS = {f.name: f for f in (F16, BF16, F32, F64)}


@dataclass(frozen=True)
class Sort:
    kind: str  # "bool" | "bv" | "fp" | "real" | "array"
    width: int = 0  # bv width, or array element width
    fmt: FPFormat | None = None
    index_width: int = 0  # arrays

    def __repr__(self) -> str:
        if self.kind == "bv":
            return f"BV{self.width}"
        if self.kind == "fp":
            return self.fmt.name
        if self.kind == "array":
            return f"Array[BV{self.index_width}->BV{self.width}]"
        return self.kind.capitalize()


BOOL = Sort("bool")
REAL = Sort("real")
_bv_sorts: dict[int, Sort] = {}


def BV(width: int) -> Sort:
    if not 1 <= width <= 128:
        raise ValueError(f"bit-vector width {width} out of range")
    s = _bv_sorts.get(width)
    if s is None:
        s = _bv_sorts[width] = Sort("bv", width)
    return s


def FP(fmt: FPFormat) -> Sort:
    return Sort("fp", fmt.width, fmt)


def ARRAY(index_width: int, elem_width: int) -> Sort:
    return Sort("array", elem_width, None, index_width)


ROUNDING = ("RNE", "RTZ", "RTP", "RTN")


# ----------------------------------------------------------------------------- terms
class Term:
    """A node of the DAG.  Never build one directly: use the constructors below."""

    __slots__ = ("op", "sort", "args", "params", "key", "__weakref__")

    def __init__(self, op: str, sort: Sort, args: tuple, params: tuple, key: int):
        self.op = op
        self.sort = sort
        self.args = args
        self.params = params
        self.key = key  # deterministic structural hash: canonical order across runs

    # convenience for instruction definitions: BV arithmetic reads like the manual
    def __add__(self, o): return add(self, _lift(o, self))
    def __radd__(self, o): return add(_lift(o, self), self)
    def __sub__(self, o): return sub(self, _lift(o, self))
    def __rsub__(self, o): return sub(_lift(o, self), self)
    def __mul__(self, o): return mul(self, _lift(o, self))
    def __rmul__(self, o): return mul(_lift(o, self), self)
    def __and__(self, o): return band(self, _lift(o, self)) if self.sort.kind == "bv" else and_(self, o)
    def __or__(self, o): return bor(self, _lift(o, self)) if self.sort.kind == "bv" else or_(self, o)
    def __xor__(self, o): return bxor(self, _lift(o, self)) if self.sort.kind == "bv" else xor(self, o)
    def __invert__(self): return bnot(self) if self.sort.kind == "bv" else not_(self)
    def __neg__(self): return neg(self)
    def __lshift__(self, o): return shl(self, _lift(o, self))
    def __rshift__(self, o): return lshr(self, _lift(o, self))

    @property
    def width(self) -> int:
        return self.sort.width

    @property
    def value(self):
        """The Python value of a constant (int for BV, bool, bits for FP, Fraction for Real)."""
        if self.op != "const":
            raise ValueError("not a constant")
        return self.params[0]

    def is_const(self) -> bool:
        return self.op == "const"

    def __repr__(self) -> str:
        from equiv.smt import show  # late: printing only
        return show(self)


def _lift(o, like: Term) -> Term:
    if isinstance(o, Term):
        return o
    if isinstance(o, bool):
        return const_bool(o)
    if isinstance(o, int):
        return bv(o, like.width)
    raise TypeError(f"cannot use {o!r} as a term")


_table: dict[tuple, Term] = {}


def _sort_key(s: Sort) -> str:
    return repr(s)


def mk(op: str, sort: Sort, args: tuple = (), params: tuple = ()) -> Term:
    """Hash-consed node creation, without any simplification."""
    ident = (op, sort, tuple(id(a) for a in args), params)
    t = _table.get(ident)
    if t is not None:
        return t
    h = hashlib.blake2b(digest_size=8)
    h.update(f"{op}|{_sort_key(sort)}|{params!r}".encode())
    for a in args:
        h.update(a.key.to_bytes(8, "little"))
    t = Term(op, sort, args, params, int.from_bytes(h.digest(), "little"))
    _table[ident] = t
    return t


def term_count() -> int:
    return len(_table)


# ----------------------------------------------------------------------------- leaves
def mask(w: int) -> int:
    return (1 << w) - 1


def to_signed(v: int, w: int) -> int:
    v &= mask(w)
    return v - (1 << w) if v >> (w - 1) else v


def var(name: str, sort: Sort) -> Term:
    return mk("var", sort, (), (name,))


def bv(value: int, width: int) -> Term:
    return mk("const", BV(width), (), (value & mask(width),))


TRUE_ = None  # set below


def const_bool(b: bool) -> Term:
    return mk("const", BOOL, (), (bool(b),))


def true() -> Term:
    return const_bool(True)


def false() -> Term:
    return const_bool(False)


def fp_bits_const(fmt: FPFormat, bits: int) -> Term:
    """A floating constant given by its IEEE bit pattern (all NaN patterns are the one NaN)."""
    from equiv import ieee
    bits &= mask(fmt.width)
    if ieee.is_nan_bits(fmt, bits):
        bits = ieee.default_nan_bits(fmt)
    return mk("const", FP(fmt), (), (bits,))


def fp_const(fmt: FPFormat, value: float) -> Term:
    from equiv import ieee
    return fp_bits_const(fmt, ieee.bits_of_float(fmt, value))


def real_const(v: Fraction | int) -> Term:
    return mk("const", REAL, (), (Fraction(v),))


# ----------------------------------------------------------------------------- booleans
def not_(a: Term) -> Term:
    if a.op == "const":
        return const_bool(not a.value)
    if a.op == "not":
        return a.args[0]
    return mk("not", BOOL, (a,))


def _nary_bool(op: str, xs: Iterable[Term], unit: bool) -> Term:
    flat: dict[int, Term] = {}
    for x in xs:
        if x.op == "const":
            if x.value != unit:
                return const_bool(not unit)
            continue
        for y in (x.args if x.op == op else (x,)):
            flat[id(y)] = y
    items = sorted(flat.values(), key=lambda t: t.key)
    ids = {id(t) for t in items}
    if any(t.op == "not" and id(t.args[0]) in ids for t in items):
        return const_bool(not unit)
    if not items:
        return const_bool(unit)
    if len(items) == 1:
        return items[0]
    return mk(op, BOOL, tuple(items))


def and_(*xs: Term) -> Term:
    return _nary_bool("and", xs, True)


def or_(*xs: Term) -> Term:
    return _nary_bool("or", xs, False)


def implies(a: Term, b: Term) -> Term:
    return or_(not_(a), b)


def xor(a: Term, b: Term) -> Term:
    return not_(eq(a, b))


def ite(c: Term, a: Term, b: Term) -> Term:
    if a.sort != b.sort:
        raise TypeError(f"ite branches differ: {a.sort} vs {b.sort}")
    if c.op == "const":
        return a if c.value else b
    if a is b:
        return a
    if c.op == "not":
        return ite(c.args[0], b, a)
    if a.sort == BOOL:
        if a.op == "const" and b.op == "const":
            return c if a.value else not_(c)
        if a.op == "const":
            return or_(c, b) if a.value else and_(not_(c), b)
        if b.op == "const":
            return or_(not_(c), a) if b.value else and_(c, a)
    # the bit of a one-bit test: ite(b == 1, 1, 0) -> b
    if a.sort == BV(1) and a.op == "const" and b.op == "const" and c.op == "eq" and c.args[0].sort == BV(1):
        x, y = c.args
        bit = x if y.op == "const" else y if x.op == "const" else None
        k = (y if y.op == "const" else x).value if bit is not None else None
        if bit is not None and a.value != b.value:
            return bit if a.value == k else bnot(bit)
    if c.op == "eq" and _is_division_by_zero_default(c, a, b):
        return b
    signed = _signed_division(c, a, b)
    if signed is not None:
        return signed
    # ite(s, ite(z, x, y), ite(z, u, v)) -> ite(z, ite(s, x, u), ite(s, y, v)) for a zero test z (a division's
    # divisor): one test of z, outermost, where a later ite(z, ..) meets it.  Zero tests go out in key order.
    if a.op == "ite" and b.op == "ite" and a.args[0] is b.args[0] and _is_zero_test(a.args[0]) \
            and (not _is_zero_test(c) or a.args[0].key < c.key):
        return ite(a.args[0], ite(c, a.args[1], b.args[1]), ite(c, a.args[2], b.args[2]))
    # ite(c, ite(c, x, y), z) -> ite(c, x, z)
    if a.op == "ite" and a.args[0] is c:
        return ite(c, a.args[1], b)
    if b.op == "ite" and b.args[0] is c:
        return ite(c, a, b.args[2])
    return mk("ite", a.sort, (c, a, b))


def _is_division_by_zero_default(c: Term, a: Term, b: Term) -> bool:
    """ite(d == 0, ~0, x udiv d) is x udiv d: bvudiv by 0 gives all ones (ptxas's division writes ~d there);
    ite(d == 0, x, x urem d) is x urem d.  A test w == 0 of d = |w| is the same test."""
    tested = _zero_tested(c)
    if b.op not in ("udiv", "urem") or tested is None:
        return False
    if not (tested is b.args[1] or tested is magnitude_of(b.args[1])):
        return False  # a test of neither d nor w for d = |w|
    d = b.args[1]
    if b.op == "urem":
        return a is b.args[0]
    return a.op == "bnot" and (a.args[0] is d or a.args[0] is tested) or a.op == "const" and a.value == mask(a.width)


def _zero_tested(c: Term) -> Term | None:
    """x for a test x == 0 (either side), else None."""
    if c.op != "eq" or c.args[0].sort.kind != "bv":
        return None
    x, k = c.args if c.args[1].op == "const" else c.args[::-1]
    return x if k.op == "const" and k.value == 0 and x.op != "const" else None


def _is_zero_test(c: Term) -> bool:
    return _zero_tested(c) is not None


def magnitude_of(t: Term) -> Term | None:
    """w for |w| as a program computes it, ite(w < 0, -w, w) (IABS): else None."""
    if t.op != "ite" or t.args[2].sort.kind != "bv":
        return None
    c, neg_w, w = t.args
    if c.op == "slt" and c.args[0] is w and c.args[1].op == "const" and c.args[1].value == 0 \
            and neg_w is neg(w):
        return w
    return None


def _signed_division(c: Term, a: Term, b: Term) -> Term | None:
    """SMT-LIB's bvsdiv and bvsrem by their definition over magnitudes, as programs write them:
    ite(0 <= x ^ w, |x| udiv |w|, -(|x| udiv |w|)) is x sdiv w, and ite(0 <= x, |x| urem |w|, -(...)) is
    x srem w (for every x and w: a zero w included)."""
    if c.op != "sle" or not (c.args[0].op == "const" and c.args[0].value == 0) or a.op not in ("udiv", "urem"):
        return None
    if b is not neg(a):
        return None
    x, w = magnitude_of(a.args[0]), magnitude_of(a.args[1])
    if x is None or w is None:
        return None
    if a.op == "udiv" and c.args[1] is bxor(x, w):
        return sdiv(x, w)
    if a.op == "urem" and c.args[1] is x:
        return srem(x, w)
    return None


def eq(a: Term, b: Term) -> Term:
    if a.sort != b.sort:
        raise TypeError(f"eq of different sorts: {a.sort} vs {b.sort}")
    if a is b:
        return true()
    if a.op == "const" and b.op == "const":
        return const_bool(a.value == b.value)
    if a.sort == BOOL:
        if a.op == "const":
            return b if a.value else not_(b)
        if b.op == "const":
            return a if b.value else not_(a)
    if a.sort.kind == "bv":
        if a.op == "const" and b.op != "const":
            a, b = b, a
        # x + c1 == c2  ->  x == c2 - c1 (bijective)
        if b.op == "const" and a.op == "add" and a.args[-1].op == "const":
            rest = _rebuild_sum(a.args[:-1], a.width)
            return eq(rest, bv(b.value - a.args[-1].value, a.width))
        # zext(x) == c with c beyond x's range; zext(x) == c within it -> x == c (fewer bits to reason about)
        if b.op == "const" and a.op == "zext":
            inner = a.args[0]
            if b.value >> inner.width:
                return false()
            return eq(inner, bv(b.value, inner.width))
        if b.op == "const" and b.value == 0 and magnitude_of(a) is not None:  # |w| == 0 exactly where w == 0
            return eq(magnitude_of(a), b)
        # ite(c, k1, k2) == k for constants (a predicate saved to a register by P2R and tested again): c, not c,
        # or a constant
        if b.op == "const" and a.op == "ite" and a.args[1].op == "const" and a.args[2].op == "const":
            yes, no = a.args[1].value == b.value, a.args[2].value == b.value
            return const_bool(yes) if yes == no else a.args[0] if yes else not_(a.args[0])
    if a.key > b.key:
        a, b = b, a
    return mk("eq", BOOL, (a, b))


def distinct(a: Term, b: Term) -> Term:
    return not_(eq(a, b))


# ----------------------------------------------------------------------------- bit-vectors
def _need_bv(*xs: Term) -> int:
    w = xs[0].sort.width
    for x in xs:
        if x.sort.kind != "bv" or x.sort.width != w:
            raise TypeError(f"bit-vector operands of one width expected, got {[x.sort for x in xs]}")
    return w


def _linear(t: Term) -> dict[int, list]:
    """Linear form of a BV sum: {id(monomial) or 0 for the constant: [monomial, coefficient]}."""
    out: dict[int, list] = {}
    w = t.width

    def put(m: Term | None, c: int):
        k = 0 if m is None else id(m)
        if k in out:
            out[k][1] = (out[k][1] + c) & mask(w)
        else:
            out[k] = [m, c & mask(w)]

    parts = t.args if t.op == "add" else (t,)
    for p in parts:
        if p.op == "const":
            put(None, p.value)
        elif p.op == "mul" and p.args[0].op == "const":
            rest = p.args[1] if len(p.args) == 2 else mk("mul", p.sort, p.args[1:])
            put(rest, p.args[0].value)
        else:
            put(p, 1)
    return out


def _rebuild_sum(parts: Iterable[Term], w: int) -> Term:
    parts = list(parts)
    if not parts:
        return bv(0, w)
    if len(parts) == 1:
        return parts[0]
    return mk("add", BV(w), tuple(parts))


def add(*xs: Term) -> Term:
    w = _need_bv(*xs)
    acc: dict[int, list] = {}
    for x in xs:
        for k, (m, c) in _linear(x).items():
            if k in acc:
                acc[k][1] = (acc[k][1] + c) & mask(w)
            else:
                acc[k] = [m, c]
    _recombine_divmod(acc, w)
    _fold_remainders(acc, w)
    merged = _merge_selections(acc, w)
    if merged is not None:
        return add(*merged)
    konst = acc.pop(0, [None, 0])[1]
    parts = []
    for m, c in sorted(acc.values(), key=lambda mc: mc[0].key):
        if c == 0:
            continue
        parts.append(m if c == 1 else _scale(m, c))
    if konst:
        parts.append(bv(konst, w))
    if len(parts) == 2:
        packed = _as_concat(parts[0], parts[1]) or _as_concat(parts[1], parts[0])
        if packed is not None:
            return packed
    return _rebuild_sum(parts, w)


def _merge_selections(acc: dict[int, list], w: int) -> list[Term] | None:
    """The sum's terms with every group of selections on one condition made one selection of the sums,
    c*ite(p, a, b) + d*ite(p, e, f) = ite(p, c*a + d*e, c*b + d*f) (exact); None if no two share a condition.
    Paths merged at a join leave such pairs (an induction variable's step as ite(p, 0, -32z) + ite(p, 0, 32z)),
    whose sum folds only once its branches meet."""
    groups: dict[int, list[int]] = {}
    for k, (m, c) in acc.items():
        if m is not None and m.op == "ite" and c != 0:
            groups.setdefault(id(m.args[0]), []).append(k)
    shared = [ks for ks in groups.values() if len(ks) > 1]
    if not shared:
        return None
    out = []
    for ks in shared:
        sel = [acc.pop(k) for k in ks]
        cond = sel[0][0].args[0]
        branch = lambda i: add(*[mul(bv(c, w), m.args[i]) for m, c in sel])
        out.append(ite(cond, branch(1), branch(2)))
    konst = acc.pop(0, [None, 0])[1]
    out += [m if c == 1 else _scale(m, c) for m, c in acc.values() if c != 0]
    return out + [bv(konst, w)]


def _as_concat(high: Term, low: Term) -> Term | None:
    """2**j * A + zext(y) with y of j bits has no carries: it is concat(A's low bits, y)."""
    if low.op != "zext" or high.op != "mul" or len(high.args) != 2 or high.args[0].op != "const":
        return None
    j = low.args[0].width
    if high.args[0].value != 1 << j:
        return None
    return concat(extract(high.args[1], high.width - j - 1, 0), low.args[0])


def _strip_trunc(t: Term) -> tuple[Term, int]:
    """t = extract(x, w-1, 0) -> (x, w); else (t, t.width)."""
    if t.op == "extract" and t.params[1] == 0:
        return t.args[0], t.width
    return t, t.width


def _recombine_divmod(acc: dict[int, list], w: int) -> None:
    """c*(a udiv b)*b + c*(a urem b) -> c*a (also under a common truncation): keeps thread-index algebra closed."""
    rems = [(k, m, c) for k, (m, c) in acc.items() if k and _strip_trunc(m)[0].op == "urem"]
    for k_rem, m_rem, c in rems:
        inner, tw = _strip_trunc(m_rem)
        a, b = inner.args
        q = udiv(a, b)
        q_t = q if tw == q.width else extract(q, tw - 1, 0)
        if b.op == "const":
            key_q, need = id(q_t), (c * b.value) & mask(w)
        else:
            b_t = b if tw == b.width else extract(b, tw - 1, 0)
            key_q, need = id(mul(q_t, b_t)), c
        if key_q in acc and acc[key_q][1] == need and k_rem in acc:
            del acc[key_q]
            del acc[k_rem]
            whole = a if tw == a.width else extract(a, tw - 1, 0)
            for kk, (mm, cc) in _linear(mul(bv(c, w), whole)).items():
                if kk in acc:
                    acc[kk][1] = (acc[kk][1] + cc) & mask(w)
                else:
                    acc[kk] = [mm, cc]


def _fold_remainders(acc: dict[int, list], w: int) -> None:
    """c*a - c*(a udiv b)*b -> c*(a urem b) for b not a constant (whose remainder is written the other way,
    `_divrem`): one term for the remainder however a program computes it (bvudiv/bvurem by 0 included)."""
    for k, (m, c) in list(acc.items()):
        if k not in acc or m is None or m.op != "mul" or len(m.args) != 2:
            continue
        for q, b in (m.args, m.args[::-1]):
            if q.op == "udiv" and q.args[1] is b and b.op != "const":
                a = q.args[0]
                if id(a) in acc and (acc[id(a)][1] + c) & mask(w) == 0:
                    ca = acc.pop(id(a))[1]
                    del acc[k]
                    r = urem(a, b)
                    acc[id(r)] = [r, (acc[id(r)][1] + ca) & mask(w) if id(r) in acc else ca]
                break


def _scale(m: Term, c: int) -> Term:
    w = m.width
    if m.op == "mul":
        return mk("mul", m.sort, (bv(c, w),) + m.args)
    return mk("mul", m.sort, (bv(c, w), m))


def neg(a: Term) -> Term:
    if a.sort.kind == "fp":
        return fneg(a)
    if a.sort == REAL:
        return rmul(real_const(-1), a)
    return mul(bv(-1, a.width), a)


def sub(a: Term, b: Term) -> Term:
    return add(a, neg(b))


def mul(*xs: Term) -> Term:
    w = _need_bv(*xs)
    c = 1
    factors: list[Term] = []
    for x in xs:
        if x.op == "const":
            c = (c * x.value) & mask(w)
        elif x.op == "mul":
            for f in x.args:
                if f.op == "const":
                    c = (c * f.value) & mask(w)
                else:
                    factors.append(f)
        else:
            factors.append(x)
    if c == 0:
        return bv(0, w)
    if not factors:
        return bv(c, w)
    if len(factors) == 1 and factors[0].op == "ite" and c != 1 and \
            (factors[0].args[1].op == "const" or factors[0].args[2].op == "const"):
        # -ite(c, 2, q) -> ite(c, -2, -q): a negated choice with a constant side stays a choice
        p, x, y = factors[0].args
        return ite(p, mul(bv(c, w), x), mul(bv(c, w), y))
    if len(factors) == 1 and factors[0].op == "add":
        # distribute a constant over a sum: keeps linear forms linear
        if c == 1:
            return factors[0]
        return add(*[mul(bv(c, w), p) for p in factors[0].args])
    factors.sort(key=lambda t: t.key)
    mono = factors[0] if len(factors) == 1 else mk("mul", BV(w), tuple(factors))
    return mono if c == 1 else _scale(mono, c)


def _bitwise(op: str, fold, unit: int | None, absorb: int | None, xs: tuple[Term, ...]) -> Term:
    w = _need_bv(*xs)
    konst = None
    flat: dict[int, Term] = {}
    for x in xs:
        for y in (x.args if x.op == op else (x,)):
            if y.op == "const":
                konst = y.value if konst is None else fold(konst, y.value) & mask(w)
            elif op == "bxor" and id(y) in flat:
                del flat[id(y)]  # x ^ x = 0
            else:
                flat[id(y)] = y
    if konst is not None and absorb is not None and konst == absorb & mask(w):
        return bv(absorb, w)
    items = sorted(flat.values(), key=lambda t: t.key)
    if op != "bxor":
        ids = {id(t) for t in items}
        for t in items:
            if t.op == "bnot" and id(t.args[0]) in ids:
                return bv(0 if op == "band" else -1, w)
    if konst is not None and konst != unit & mask(w):
        items.append(bv(konst, w))
    if not items:
        return bv(unit, w)
    if len(items) == 1:
        return items[0]
    return mk(op, BV(w), tuple(items))


def band(*xs: Term) -> Term:
    r = _bitwise("band", lambda a, b: a & b, -1, 0, xs)
    # x & (2**j - 1) is the zero-extended low j bits: one canonical form for masks and truncations
    if r.op == "band" and len(r.args) == 2 and r.args[1].op == "const":
        c = r.args[1].value
        if c & (c + 1) == 0:
            j = c.bit_length()
            return zext(extract(r.args[0], j - 1, 0), r.width)
    return r


def bor(*xs: Term) -> Term:
    return _bitwise("bor", lambda a, b: a | b, 0, -1, xs)


def bxor(*xs: Term) -> Term:
    return _bitwise("bxor", lambda a, b: a ^ b, 0, None, xs)


def bnot(a: Term) -> Term:
    _need_bv(a)
    if a.op == "const":
        return bv(~a.value, a.width)
    if a.op == "bnot":
        return a.args[0]
    return mk("bnot", a.sort, (a,))


def _shift(op: str, a: Term, s: Term) -> Term:
    w = _need_bv(a, s)
    if s.op == "const":
        k = s.value
        if k == 0:
            return a
        if a.op == "const":
            if op == "shl":
                return bv(a.value << k if k < w else 0, w)
            if op == "lshr":
                return bv(a.value >> k if k < w else 0, w)
            return bv(to_signed(a.value, w) >> min(k, w - 1), w)
        if k >= w and op != "ashr":
            return bv(0, w)
        if op == "shl" and k < w:
            return mul(bv(1 << k, w), a)  # keeps address arithmetic linear
        if op == "lshr" and k < w:
            return zext(extract(a, w - 1, k), w)
        if op == "ashr":
            return sext(extract(a, w - 1, min(k, w - 1)), w)
    return mk(op, a.sort, (a, s))


def shl(a: Term, s: Term) -> Term:
    return _shift("shl", a, s)


def lshr(a: Term, s: Term) -> Term:
    return _shift("lshr", a, s)


def ashr(a: Term, s: Term) -> Term:
    return _shift("ashr", a, s)


def _divrem(op: str, a: Term, b: Term) -> Term:
    w = _need_bv(a, b)
    if a.op == "const" and b.op == "const":
        x, y = a.value, b.value
        if op == "udiv":
            return bv(x // y if y else mask(w), w)
        if op == "urem":
            return bv(x % y if y else x, w)
        sx, sy = to_signed(x, w), to_signed(y, w)
        if op == "sdiv":
            if sy == 0:
                return bv(1 if sx < 0 else -1, w)
            q = abs(sx) // abs(sy)
            return bv(q if (sx < 0) == (sy < 0) else -q, w)
        if sy == 0:
            return bv(sx, w)
        r = abs(sx) % abs(sy)
        return bv(-r if sx < 0 else r, w)
    if b.op == "const" and b.value == 1:
        return a if op in ("udiv", "sdiv") else bv(0, w)
    narrow_divisor = op == "urem" and b.op == "zext" and b.args[0].width == a.args[0].width if a.op == "zext" else False
    if op in ("udiv", "urem") and a.op == "zext" and (
            narrow_divisor or b.op == "const" and 0 < b.value and b.value >> a.args[0].width == 0):
        # unsigned division of zero-extended values is the narrow one, extended (a remainder by zero too; a
        # quotient by zero is all ones in each width, so not for a variable divisor)
        narrow = a.args[0].width
        return zext(_divrem(op, a.args[0], b.args[0] if b.op == "zext" else bv(b.value, narrow)), w)
    if op in ("udiv", "urem") and b.op == "const" and b.value & (b.value - 1) == 0 and b.value:
        k = b.value.bit_length() - 1
        return lshr(a, bv(k, w)) if op == "udiv" else band(a, bv(b.value - 1, w))
    if op == "urem" and b.op == "const" and b.value:
        return sub(a, mul(b, udiv(a, b)))  # one form for remainders, as compilers compute them
    return mk(op, a.sort, (a, b))


def udiv(a: Term, b: Term) -> Term:
    return _divrem("udiv", a, b)


def urem(a: Term, b: Term) -> Term:
    return _divrem("urem", a, b)


def sdiv(a: Term, b: Term) -> Term:
    return _divrem("sdiv", a, b)


def srem(a: Term, b: Term) -> Term:
    return _divrem("srem", a, b)


def extract(a: Term, hi: int, lo: int) -> Term:
    """Bits hi..lo of a (inclusive)."""
    w = a.sort.width
    if a.sort.kind != "bv" or not 0 <= lo <= hi < w:
        raise TypeError(f"extract [{hi}:{lo}] of {a.sort}")
    n = hi - lo + 1
    if n == w:
        return a
    if a.op == "const":
        return bv(a.value >> lo, n)
    if a.op == "extract":
        return extract(a.args[0], hi + a.params[1], lo + a.params[1])
    if a.op == "concat":
        hi_part, lo_part = a.args
        lw = lo_part.width
        if hi < lw:
            return extract(lo_part, hi, lo)
        if lo >= lw:
            return extract(hi_part, hi - lw, lo - lw)
    if a.op in ("zext", "sext"):
        inner = a.args[0]
        iw = inner.width
        if hi < iw:
            return extract(inner, hi, lo)
        if a.op == "zext" and lo >= iw:
            return bv(0, n)
        if a.op == "zext" and lo < iw <= hi:
            return zext(extract(inner, iw - 1, lo), n)
        if a.op == "sext" and lo >= iw - 1:
            return sext(extract(inner, iw - 1, iw - 1), n)
        if a.op == "zext" and lo == 0:
            return zext(inner, n)
        if a.op == "sext" and lo == 0:
            return sext(inner, n)
    if lo > 0 and a.op in ("add", "mul"):
        # bits above lo of a sum whose every term is a multiple of 2**lo: divide the terms, no carry is lost
        scaled = _divide_linear(a, lo)
        if scaled is not None:
            return extract(scaled, hi - lo, 0)
    if lo == 0 and a.op in ("add", "mul", "band", "bor", "bxor", "bnot"):
        # the low bits of a ring/bitwise operation depend only on the low bits of its operands
        parts = [extract(p, hi, 0) for p in a.args]
        return {"add": add, "mul": mul, "band": band, "bor": bor, "bxor": bxor, "bnot": bnot}[a.op](*parts)
    if lo == 0 and a.op == "ite":
        return ite(a.args[0], extract(a.args[1], hi, 0), extract(a.args[2], hi, 0))
    if lo == 0 and a.op == "ifold" and a.params[1] == "add":
        # the low bits of a wrapping sum are the wrapping sum of the low bits (numpy sums i32 in i64)
        return ifold("add", bound_var(a), a.args[0], a.args[1], extract(a.args[2], hi, 0))
    return mk("extract", BV(n), (a,), (hi, lo))


def _divide_linear(a: Term, k: int) -> Term | None:
    """a / 2**k as a linear form with exact coefficient division, or None if some coefficient is odd-ish."""
    w = a.width
    parts = []
    for m, c in _linear(a).values():
        if c % (1 << k):
            return None
        parts.append(bv(c >> k, w) if m is None else mul(bv(c >> k, w), m))
    return add(*parts)


def trunc(a: Term, w: int) -> Term:
    return extract(a, w - 1, 0)


_concats: dict[tuple[int, int], Term] = {}  # terms live as long as the table, so their ids stay theirs


def concat(hi: Term, lo: Term) -> Term:
    """hi:lo, with the pairs nvcc's 64-bit arithmetic leaves in two 32-bit registers read back as one value.
    Memoized: reading a carry chain tries several splits, each a concat, so a pointer advanced k times would
    otherwise cost time exponential in k."""
    key = (id(hi), id(lo))
    hit = _concats.get(key)
    if hit is None:
        hit = _concats[key] = _concat(hi, lo)
    return hit


def _concat(hi: Term, lo: Term) -> Term:
    _need_bv(hi)
    _need_bv(lo)
    w = hi.width + lo.width
    if hi.op == "const" and lo.op == "const":
        return bv((hi.value << lo.width) | lo.value, w)
    if hi.op == "const" and hi.value == 0:
        return zext(lo, w)
    # concat(x[h:m+1], x[m:l]) -> x[h:l]
    if hi.op == "extract" and lo.op == "extract" and hi.args[0] is lo.args[0] and hi.params[1] == lo.params[0] + 1:
        return extract(hi.args[0], hi.params[0], lo.params[1])
    # concat(X[h:m], X[m-1:0]) where the low part was simplified: recompute and compare identities
    if hi.op == "extract" and hi.params[1] == lo.width and hi.args[0].width == w and extract(hi.args[0], lo.width - 1, 0) is lo:
        return hi.args[0]
    # a signed wide product from the unsigned one: hi(zext a * zext b) + sign(a)*b + sign(b)*a over a*b
    signed = _signed_wide_product(hi, lo)
    if signed is not None:
        return signed
    # a 64-bit add written as a carry chain: concat(ha + hb + carry(la, lb), la + lb)
    chained = _carry_chain(hi, lo)
    if chained is not None:
        return chained
    # sign extension written as a pair: concat(sign-fill of x, x)
    if _is_sign_fill(hi, lo):
        return sext(lo, w)
    return mk("concat", BV(w), (hi, lo))


def _signed_wide_product(hi: Term, lo: Term) -> Term | None:
    """X with its unsigned product zext(a)*zext(b) made signed, where the pair is nvcc's signed wide product
    in 32-bit words (`(size_t)row * n`, IMAD.WIDE.U32 with an addend): X's high word plus each operand times
    the other's sign word (-1 or 0), over X's low word.  Exact: concat(hi(X) + R, lo(X)) is X + R * 2**w, and
    sext(a) is zext(a) - 2**w * signbit(a), so R = sign(a)*b + sign(b)*a turns zext(a)*zext(b) into
    sext(a)*sext(b) (mod 2**2w)."""
    if hi.op != "add" or hi.sort != lo.sort:
        return None
    w = lo.width
    sign = lambda x: sext(extract(x, w - 1, w - 1), w)
    for high in hi.args:
        if high.op != "extract" or high.params != (2 * w - 1, w) or extract(high.args[0], w - 1, 0) is not lo:
            continue
        x = high.args[0]
        rest = sub(hi, high)
        for m, c in _linear(x).values():
            if m is None or c != 1 or m.op != "mul" or len(m.args) != 2 or any(f.op != "zext" for f in m.args):
                continue
            a, b = (f.args[0] for f in m.args)
            if a.width == w and b.width == w and add(mul(sign(a), b), mul(sign(b), a)) is rest:
                return add(sub(x, m), mul(sext(a, 2 * w), sext(b, 2 * w)))
    return None


def _low_addend(x: Term, w: int) -> Term | None:
    """x as the zero extension of a w-bit value: zext(v) with v w bits wide, or a constant below 2**w."""
    if x.op == "zext" and x.args[0].width == w:
        return x.args[0]
    if x.is_const() and x.value < (1 << w):
        return bv(x.value, w)
    return None


def _carry_chain(hi: Term, lo: Term) -> Term | None:
    if lo.op != "add" or hi.sort != lo.sort:
        return None
    w = lo.width
    parts = _linear(hi)
    for key, (m, coef) in parts.items():
        # the carry's own operands say how lo was split: carry(la, lb) with la + lb == lo
        if m is None or coef != 1 or m.op != "zext" or m.args[0].op != "extract" or m.args[0].params != (w, w):
            continue
        s = m.args[0].args[0]
        if s.op != "add" or len(s.args) != 2:
            continue
        halves = [_low_addend(x, w) for x in s.args]  # the two w-bit addends, zero-extended (or constants)
        if any(h is None for h in halves):
            continue
        la, lb = halves
        if add(la, lb) is not lo:
            continue
        rest = [mm if c == 1 else _scale(mm, c) for k, (mm, c) in parts.items() if k != key and mm is not None]
        if 0 in parts:
            rest.append(bv(parts[0][1], w))
        # several carries (a 64-bit value incremented several times): the rest with one addend is itself a chain
        for part, other in ((la, lb), (lb, la)):
            if other.is_const() and len(rest) > 1:
                inner = concat(add(*rest), part)
                if inner.op != "concat":
                    return add(inner, zext(other, 2 * w))
        if len(rest) <= 2:
            rest += [bv(0, w)] * (2 - len(rest))
            splits = [(rest[0], rest[1]), (rest[1], rest[0])]
        else:  # one of la, lb is itself a chain's low word (a 64-bit offset added to a pointer): one part is the other's
            splits = [(add(*rest[:i], *rest[i + 1:]), r) for i, r in enumerate(rest)]
            splits += [(hb, ha) for ha, hb in splits]
        options = []
        for ha, hb in splits:
            x, y = concat(ha, la), concat(hb, lb)
            options.append(((x.op == "concat") + (y.op == "concat"), add(x, y)))
        return min(options, key=lambda o: o[0])[1]
    return None


def _is_sign_fill(hi: Term, lo: Term) -> bool:
    return (hi.op == "sext" and hi.args[0].op == "extract" and hi.args[0].args[0] is lo
            and hi.args[0].params == (lo.width - 1, lo.width - 1))


def zext(a: Term, w: int) -> Term:
    _need_bv(a)
    if w == a.width:
        return a
    if w < a.width:
        raise TypeError("zext to a narrower width")
    if a.op == "const":
        return bv(a.value, w)
    if a.op == "zext":
        return zext(a.args[0], w)
    return mk("zext", BV(w), (a,))


def sext(a: Term, w: int) -> Term:
    _need_bv(a)
    if w == a.width:
        return a
    if w < a.width:
        raise TypeError("sext to a narrower width")
    if a.op == "const":
        return bv(to_signed(a.value, a.width), w)
    if a.op in ("sext", "zext"):
        return (sext if a.op == "sext" else zext)(a.args[0], w)
    return mk("sext", BV(w), (a,))


def _cmp(op: str, a: Term, b: Term) -> Term:
    w = _need_bv(a, b)
    if a.op == "const" and b.op == "const":
        x, y = a.value, b.value
        if op in ("slt", "sle"):
            x, y = to_signed(x, w), to_signed(y, w)
        return const_bool(x < y if op in ("ult", "slt") else x <= y)
    if a is b:
        return const_bool(op in ("ule", "sle"))
    if op == "ult" and b.op == "const" and b.value == 0:
        return false()
    if op == "ule" and a.op == "const" and a.value == 0:
        return true()
    return mk(op, BOOL, (a, b))


def ult(a: Term, b: Term) -> Term: return _cmp("ult", a, b)
def ule(a: Term, b: Term) -> Term: return _cmp("ule", a, b)
def slt(a: Term, b: Term) -> Term: return _cmp("slt", a, b)
def sle(a: Term, b: Term) -> Term: return _cmp("sle", a, b)
def ugt(a: Term, b: Term) -> Term: return _cmp("ult", b, a)
def uge(a: Term, b: Term) -> Term: return _cmp("ule", b, a)
def sgt(a: Term, b: Term) -> Term: return _cmp("slt", b, a)
def sge(a: Term, b: Term) -> Term: return _cmp("sle", b, a)


def bool_to_bv(c: Term, w: int = 1) -> Term:
    return ite(c, bv(1, w), bv(0, w))


# ----------------------------------------------------------------------------- arrays
def select(arr: Term, idx: Term) -> Term:
    if arr.sort.kind != "array" or idx.sort != BV(arr.sort.index_width):
        raise TypeError(f"select {arr.sort} at {idx.sort}")
    return mk("select", BV(arr.sort.width), (arr, idx))


# ----------------------------------------------------------------------------- floating point
def _need_fp(*xs: Term) -> FPFormat:
    f = xs[0].sort.fmt
    for x in xs:
        if x.sort.kind != "fp" or x.sort.fmt != f:
            raise TypeError(f"floating operands of one format expected, got {[x.sort for x in xs]}")
    return f


def _fold_fp(op: str, sort: Sort, args: tuple[Term, ...], params: tuple) -> Term | None:
    if not all(a.op == "const" for a in args):
        return None
    from equiv.evaluate import evaluate_const  # one definition of IEEE arithmetic
    return evaluate_const(mk(op, sort, args, params))


def _fp_op(op: str, sort: Sort, args: tuple[Term, ...], params: tuple = ()) -> Term:
    folded = _fold_fp(op, sort, args, params)
    if folded is not None:
        return folded
    return mk(op, sort, args, params)


def _commute(*xs: Term) -> tuple[Term, ...]:
    return tuple(sorted(xs, key=lambda t: t.key))


def fp_from_bits(fmt: FPFormat, b: Term) -> Term:
    if b.sort != BV(fmt.width):
        raise TypeError(f"{fmt.name} from {b.sort}")
    if b.op == "const":
        return fp_bits_const(fmt, b.value)
    if b.op == "fp_to_bits" and b.args[0].sort.fmt == fmt:
        return b.args[0]  # NaN -> some NaN bits -> the NaN: exact
    if (b.op == "zext" and b.args[0].op == "extract" and b.args[0].params == (fmt.width - 2, 0)
            and b.args[0].args[0].width == fmt.width):
        return fabs(fp_from_bits(fmt, b.args[0].args[0]))  # the sign bit cleared (x & 0x7fffffff): |x|
    sign = 1 << (fmt.width - 1)
    if b.op == "bxor" and len(b.args) == 2 and b.args[1].op == "const" and b.args[1].value == sign:
        return fneg(fp_from_bits(fmt, b.args[0]))  # the sign bit flipped (x ^ 0x80000000): -x
    if b.op == "ite" and b.args[2].op == "fp_to_bits" and b.args[2].args[0].sort.fmt == fmt:
        x = b.args[2].args[0]  # fp_to_bits_open(x, u): x's bits, or some NaN's where x is NaN
        if b.args[0] is fisnan(x) and _is_nan_pattern(fmt, b.args[1]):
            return x
    return mk("fp_from_bits", FP(fmt), (b,))


def nan_pattern(fmt: FPFormat, u: Term) -> Term:
    """The bits of some NaN of fmt, which one chosen by u: u with the exponent all ones, and the
    quiet bit set where the fraction would otherwise be zero (an infinity)."""
    w, frac = fmt.width, fmt.sbits - 1
    v = bor(u, bv(((1 << fmt.ebits) - 1) << frac, w))
    no_fraction = eq(band(v, bv((1 << frac) - 1, w)), bv(0, w))
    return ite(no_fraction, bor(v, bv(1 << (frac - 1), w)), v)


def fp_to_bits_open(x: Term, u: Term) -> Term:
    """The bits of x where the pattern of a NaN is left open: `nan_pattern(u)` for a NaN x."""
    from equiv import ieee
    return ite(fisnan(x), nan_pattern(x.sort.fmt, u), fp_to_bits(x, ieee.default_nan_bits(x.sort.fmt)))


def _is_nan_pattern(fmt: FPFormat, t: Term) -> bool:
    """t is `nan_pattern(fmt, u)` for some u (rebuilt and compared: hash-consing makes that exact)."""
    if t.op == "const":
        return _is_nan_bits(fmt, t.value)
    if t.op != "ite" or t.args[2].op != "bor" or len(t.args[2].args) != 2:
        return False
    exp = ((1 << fmt.ebits) - 1) << (fmt.sbits - 1)
    rest = [a for a in t.args[2].args if not (a.op == "const" and a.value == exp)]
    return len(rest) == 1 and nan_pattern(fmt, rest[0]) is t


def fp_to_bits(x: Term, nan_bits: int) -> Term:
    """IEEE bit pattern of x; a NaN becomes `nan_bits` (what the producing hardware or library emits)."""
    f = _need_fp(x)
    if x.op == "const":
        return bv(nan_bits if _is_nan_const(x) else x.value, f.width)
    return mk("fp_to_bits", BV(f.width), (x,), (nan_bits & mask(f.width),))


def _is_nan_const(x: Term) -> bool:
    return _is_nan_bits(x.sort.fmt, x.value)


def _is_nan_bits(fmt: FPFormat, bits: int) -> bool:
    from equiv import ieee
    return ieee.is_nan_bits(fmt, bits)


def _check_rm(rm: str) -> None:
    if rm not in ROUNDING:
        raise ValueError(f"rounding mode {rm}")


def fadd(rm: str, a: Term, b: Term) -> Term:
    _check_rm(rm)
    f = _need_fp(a, b)
    # x + z = x for the zero z of the opposite sign to the one a tie of zeros rounds to (-0.0 unless
    # rounding down): ptxas's FADD R, |x|, -RZ, written as a move that flushes nothing
    zero = 0 if rm == "RTN" else 1 << (f.width - 1)
    for x, z in ((a, b), (b, a)):
        if z.op == "const" and z.value == zero:
            return x
    return _fp_op("fadd", FP(f), _commute(a, b), (rm,))


def fsub(rm: str, a: Term, b: Term) -> Term:
    return fadd(rm, a, fneg(b))


def fmul(rm: str, a: Term, b: Term) -> Term:
    _check_rm(rm)
    f = _need_fp(a, b)
    return _fp_op("fmul", FP(f), _commute(a, b), (rm,))


def fdiv(rm: str, a: Term, b: Term) -> Term:
    _check_rm(rm)
    f = _need_fp(a, b)
    return _fp_op("fdiv", FP(f), (a, b), (rm,))


def ffma(rm: str, a: Term, b: Term, c: Term) -> Term:
    _check_rm(rm)
    f = _need_fp(a, b, c)
    a, b = _commute(a, b)
    return _fp_op("ffma", FP(f), (a, b, c), (rm,))


def fsqrt(rm: str, a: Term) -> Term:
    _check_rm(rm)
    f = _need_fp(a)
    return _fp_op("fsqrt", FP(f), (a,), (rm,))


def fround(rm: str, a: Term) -> Term:
    """roundToIntegral in mode rm."""
    _check_rm(rm)
    f = _need_fp(a)
    return _fp_op("fround", FP(f), (a,), (rm,))


def fneg(a: Term) -> Term:
    f = _need_fp(a)
    if a.op == "fneg":
        return a.args[0]
    return _fp_op("fneg", FP(f), (a,))


def fabs(a: Term) -> Term:
    f = _need_fp(a)
    if a.op in ("fabs", "fneg"):
        return fabs(a.args[0]) if a.op == "fneg" else a
    return _fp_op("fabs", FP(f), (a,))


def _fp_pred(op: str, *xs: Term) -> Term:
    _need_fp(*xs)
    if op in ("feq",):
        xs = _commute(*xs)
    return _fp_op(op, BOOL, xs)


def feq(a: Term, b: Term) -> Term: return _fp_pred("feq", a, b)
def flt(a: Term, b: Term) -> Term: return _fp_pred("flt", a, b)
def fle(a: Term, b: Term) -> Term: return _fp_pred("fle", a, b)
def fgt(a: Term, b: Term) -> Term: return _fp_pred("flt", b, a)
def fge(a: Term, b: Term) -> Term: return _fp_pred("fle", b, a)
def fisnan(a: Term) -> Term: return _fp_pred("fisnan", a)
def fisinf(a: Term) -> Term: return _fp_pred("fisinf", a)
def fiszero(a: Term) -> Term: return _fp_pred("fiszero", a)
def fissubnormal(a: Term) -> Term: return _fp_pred("fissubnormal", a)
def fisneg(a: Term) -> Term:
    """Sign bit set (true for -0.0; false for the NaN, whose sign SMT-LIB leaves open)."""
    return _fp_pred("fisneg", a)


def fp_to_fp(rm: str, fmt: FPFormat, a: Term) -> Term:
    _check_rm(rm)
    src = _need_fp(a)
    if src == fmt:
        return a
    return _fp_op("fp_to_fp", FP(fmt), (a,), (rm,))


def fp_from_int(rm: str, fmt: FPFormat, a: Term, signed: bool) -> Term:
    _check_rm(rm)
    _need_bv(a)
    return _fp_op("fp_from_sbv" if signed else "fp_from_ubv", FP(fmt), (a,), (rm,))


def fp_to_int_raw(rm: str, width: int, a: Term, signed: bool) -> Term:
    """SMT-LIB fp.to_sbv / fp.to_ubv: unspecified for NaN and out of range.

    Callers must guard it (see semantics for saturating conversions)."""
    _check_rm(rm)
    _need_fp(a)
    return _fp_op("fp_to_sbv" if signed else "fp_to_ubv", BV(width), (a,), (rm,))


# ----------------------------------------------------------------------------- approximations
# function -> arity.  sin_rev/cos_rev take revolutions (SASS MUFU.SIN/COS: sin(2*pi*x)); the others radians.
APPROX_ARITY = {"rcp": 1, "rsq": 1, "sqrt": 1, "ex2": 1, "lg2": 1, "sin": 1, "cos": 1, "sin_rev": 1,
                "cos_rev": 1, "tanh": 1, "exp": 1, "exp_fast": 1, "sin_fast": 1,
                "cos_fast": 1, "log": 1, "div": 2, "pow": 2}
# whose approximation: the GPU's (MUFU, .approx), nvcc's libdevice code around it (semantics/isa/sass/
# libm_lowering.py), or numpy's libm/SIMD code
APPROX_IMPLS = ("hardware", "libdevice", "numpy")


def fapprox(fn: str, impl: str, *xs: Term) -> Term:
    """impl's approximation of fn: a function of its arguments and nothing more.  Never folded, even on
    constants: its value is unknown, so no constant stands for it (and it must stay visible to the checks
    that refuse it under contract exact)."""
    if APPROX_ARITY.get(fn) != len(xs) or impl not in APPROX_IMPLS:
        raise ValueError(f"approximation {impl} {fn} of {len(xs)} arguments")
    f = _need_fp(*xs)
    return mk("fapprox", FP(f), tuple(xs), (fn, impl))


# ----------------------------------------------------------------------------- reals (contract "real")
def real_of(fmt: FPFormat, bits: Term) -> Term:
    """The real number an input float stands for under the `real` contract (an uninterpreted atom)."""
    return mk("real_of", REAL, (bits,), (fmt.name,))


def real_int(x: Term, signed: bool) -> Term:
    """The integer a bit-vector stands for (two's complement where signed) as a real: the `real` contract's
    reading of an int-to-float conversion (its rounding read away like every other).  Extensions that keep
    the value are peeled, so one integer has one reading whatever width a side converts it from."""
    while x.op == "zext" or (x.op == "sext" and signed):
        signed, x = signed and x.op == "sext", x.args[0]
    if x.op == "const":
        v = x.value - (1 << x.width) if signed and x.value >> (x.width - 1) else x.value
        return real_const(v)
    return mk("real_int", REAL, (x,), ("s" if signed else "u",))


def _rfold(op, xs):
    if all(x.op == "const" for x in xs):
        v = xs[0].value
        for x in xs[1:]:
            v = op(v, x.value)
        return real_const(v)
    return None


def radd(*xs: Term) -> Term:
    flat = []
    c = Fraction(0)
    for x in xs:
        for y in (x.args if x.op == "radd" else (x,)):
            if y.op == "const":
                c += y.value
            else:
                flat.append(y)
    flat.sort(key=lambda t: t.key)
    if c:
        flat.append(real_const(c))
    if not flat:
        return real_const(0)
    return flat[0] if len(flat) == 1 else mk("radd", REAL, tuple(flat))


def rmul(*xs: Term) -> Term:
    flat = []
    c = Fraction(1)
    for x in xs:
        for y in (x.args if x.op == "rmul" else (x,)):
            if y.op == "const":
                c *= y.value
            else:
                flat.append(y)
    if c == 0:
        return real_const(0)
    flat.sort(key=lambda t: t.key)
    if c != 1:
        flat.insert(0, real_const(c))
    if not flat:
        return real_const(c)
    return flat[0] if len(flat) == 1 else mk("rmul", REAL, tuple(flat))


def rdiv(a: Term, b: Term) -> Term:
    """a / b as a * (1 / b), the field's own definition: one form for a quotient, whichever way a side
    writes it (a / b, or a times a reciprocal)."""
    if b.op == "const" and b.value != 0:
        return rmul(a, real_const(1 / b.value))
    one = real_const(1)
    inverse = mk("rdiv", REAL, (one, b))
    return inverse if a is one else rmul(a, inverse)


def rfun(name: str, x: Term) -> Term:
    """An uninterpreted real function (named as in APPROX_ARITY: sqrt, ex2, sin, ...) of one real: under `real` both sides name the
    same mathematical function by the same symbol, and nothing else is claimed about it."""
    if x.sort != REAL:
        raise TypeError(f"real function {name} of {x.sort}")
    return mk("rfun", REAL, (x,), (name,))


def rlt(a: Term, b: Term) -> Term:
    folded = _rfold(lambda x, y: x < y, (a, b)) if a.op == b.op == "const" else None
    return const_bool(a.value < b.value) if folded is not None else mk("rlt", BOOL, (a, b))


def rle(a: Term, b: Term) -> Term:
    if a.op == "const" and b.op == "const":
        return const_bool(a.value <= b.value)
    return mk("rle", BOOL, (a, b))


# ----------------------------------------------------------------------------- sums over a symbolic range
SUMVAR = "sumvar#"  # reserved prefix of the variables sums bind: nothing else may be named so


def sum_var(n: int) -> Term:
    """The n-th bound index variable (64-bit, like the tracer's indices)."""
    return var(f"{SUMVAR}{n}", BV(64))


FOLD_OPS = ("ifold", "ffold", "rfold")  # the sums of a kind (params[1]): fold_combine's


def is_sum(t: Term) -> bool:
    return t.op in ("fsum", "rsum", *FOLD_OPS)


def bound_var(t: Term) -> Term:
    """The variable a sum binds (its body's free index)."""
    return var(t.params[0], BV(64))


def _sum(op: str, sort: Sort, i: Term, lo: Term, hi: Term, body: Term, extra: tuple = ()) -> Term:
    if i.op != "var" or not i.params[0].startswith(SUMVAR) or i.sort != BV(64):
        raise TypeError(f"a sum binds a {SUMVAR} variable of 64 bits, not {i}")
    if lo.sort != BV(64) or hi.sort != BV(64):
        raise TypeError("sum bounds are 64-bit indices")
    return mk(op, sort, (lo, hi, body), (i.params[0], *extra))


def sum_of(op: str, lo: Term, hi: Term, body_of, kind: str = "add") -> Term:
    """fsum, rsum or a fold (of `kind`) of body_of(i) for a fresh i: numbered one above the sums inside the
    body, so the name is deterministic and no inner sum binds it."""
    probe = sum_var(0)
    body = body_of(probe)
    i = sum_var(_SUM_DEPTH.of(body) + 1)
    body = substitute_var(body, probe, i)
    if op in FOLD_OPS:
        return {"ifold": ifold, "ffold": ffold, "rfold": rfold}[op](kind, i, lo, hi, body)
    return (fsum if op == "fsum" else rsum)(i, lo, hi, body)


# the integer folds: each kind's combining operation and its identity (the value of an empty range)
FOLD_KINDS = ("add", "smax", "smin", "umax", "umin")
ORDER_FOLD_KINDS = ("max", "min")  # the float and real folds

# The real an infinite float stands for under contract real (proofs/realvalue.py): beyond every finite float
# and every sum of them; the identity of a real max or min fold.
REAL_INFINITY = Fraction(2) ** 1100


def fless_zero_ordered(x: Term, y: Term) -> Term:
    """x < y where -0.0 counts as less than +0.0 (no NaN handling)."""
    both_zero_split = and_(fiszero(x), fiszero(y), fisneg(x), not_(fisneg(y)))
    return or_(flt(x, y), both_zero_split)


def fold_combine(kind: str, a: Term, b: Term) -> Term:
    """a (+) b for a fold kind: the one definition the fold's readers (evaluator, loops, peeling, the ISA's
    min and max) share.  Bit-vectors: a wrapping add or a signed/unsigned max or min.  Floats: PTX max/min
    (FMNMX, fmaxf/fminf): a NaN operand is ignored and -0.0 is below +0.0, a total order on the other values,
    so the fold is associative and commutative (NaN only when both are).  Reals: max/min."""
    kinds = ORDER_FOLD_KINDS if a.sort.kind in ("fp", "real") else FOLD_KINDS
    if kind not in kinds:
        raise ValueError(f"no {a.sort} fold {kind}")
    if a.sort.kind == "fp":
        lt = fless_zero_ordered(a, b) if kind == "max" else fless_zero_ordered(b, a)
        return ite(fisnan(a), b, ite(fisnan(b), a, ite(lt, b, a)))
    if a.sort.kind == "real":
        return ite(rlt(a, b) if kind == "max" else rlt(b, a), b, a)
    if kind == "add":
        return add(a, b)
    lt = slt(a, b) if kind[0] == "s" else ult(a, b)
    return ite(lt, b, a) if kind[1:] == "max" else ite(lt, a, b)


def minmax_of(t: Term) -> tuple[str, Term, Term] | None:
    """(kind, a, b) if t selects the larger or smaller of a and b by comparing the two: ite(a < b, b, a) is
    max(a, b), and so is ite(a <= b, b, a) (a tie picks the same value); a float's is fold_combine's (either
    operand order, as the smart constructors folded a constant one); else None."""
    if t.op != "ite":
        return None
    c, yes, no = t.args
    if c.op == "fisnan":
        if yes.sort != c.args[0].sort:
            return None  # a select of something else on a NaN test
        for a, b in ((c.args[0], yes), (yes, c.args[0])):
            for kind in ORDER_FOLD_KINDS:
                if fold_combine(kind, a, b) is t:
                    return kind, a, b
        return None
    if c.op not in ("slt", "sle", "ult", "ule", "rlt", "rle"):
        return None
    a, b = c.args
    sign = "" if c.op[0] == "r" else c.op[0]
    if (yes, no) == (b, a):
        return sign + "max", a, b
    if (yes, no) == (a, b):
        return sign + "min", a, b
    return None


def fold_identity(kind: str, sort: Sort) -> Term:
    """x (+) e = x for every x: what a fold over an empty range is (a float fold's is NaN)."""
    if sort.kind == "fp":
        return fp_bits_const(sort.fmt, mask(sort.fmt.width))
    if sort.kind == "real":
        return real_const(-REAL_INFINITY if kind == "max" else REAL_INFINITY)
    w = sort.width
    return bv({"add": 0, "umax": 0, "umin": mask(w), "smax": 1 << (w - 1), "smin": mask(w - 1)}[kind], w)


def ifold(kind: str, i: Term, lo: Term, hi: Term, body: Term) -> Term:
    """The fold of `kind` over lo <= i < hi (signed) of a bit-vector body: wrapping sum or a signed/unsigned
    max or min.  Each is associative and commutative, so the fold has one value whatever the order: exact
    under every contract (numpy's integer sum, a loop's integer accumulator).  An empty range gives the
    identity (fold_identity)."""
    if kind not in FOLD_KINDS:
        raise ValueError(f"no integer fold {kind}")
    if body.sort.kind != "bv":
        raise TypeError(f"ifold of {body.sort}")
    return _sum("ifold", body.sort, i, lo, hi, body, (kind,))


def ffold(kind: str, i: Term, lo: Term, hi: Term, body: Term) -> Term:
    """The PTX max or min (fold_combine) over lo <= i < hi (signed) of a float body: one value in any order,
    NaN for an empty range or one of NaNs only (a loop of fmaxf).  numpy's max is another function (it
    propagates NaN and returns either zero on a tie): a reference's max is an ffold read under contract real
    only, where the two agree."""
    if kind not in ORDER_FOLD_KINDS:
        raise ValueError(f"no float fold {kind}")
    if body.sort.kind != "fp":
        raise TypeError(f"ffold of {body.sort}")
    return _sum("ffold", body.sort, i, lo, hi, body, (kind,))


def rfold(kind: str, i: Term, lo: Term, hi: Term, body: Term) -> Term:
    """max or min over lo <= i < hi (signed) of a real body (an ffold under contract real); an empty range
    gives the identity, the real standing for -infinity (max) or +infinity (min)."""
    if kind not in ORDER_FOLD_KINDS:
        raise ValueError(f"no real fold {kind}")
    if body.sort != REAL:
        raise TypeError(f"rfold of {body.sort}")
    return _sum("rfold", REAL, i, lo, hi, body, (kind,))


def fsum(i: Term, lo: Term, hi: Term, body: Term) -> Term:
    """sum_{lo <= i < hi (signed)} body, floats added in an order left unspecified: only the `real` contract
    reads it (as rsum); concrete runs add in index order."""
    if body.sort.kind != "fp":
        raise TypeError(f"fsum of {body.sort}")
    return _sum("fsum", body.sort, i, lo, hi, body)


def rsum(i: Term, lo: Term, hi: Term, body: Term) -> Term:
    """sum_{lo <= i < hi (signed)} body over the reals (0 when hi <= lo)."""
    if body.sort != REAL:
        raise TypeError(f"rsum of {body.sort}")
    return _sum("rsum", REAL, i, lo, hi, body)


# ----------------------------------------------------------------------------- traversal
def substitute(t: Term, mapping: dict[int, Term]) -> Term:
    """Replace subterms (keyed by id) and rebuild through the smart constructors."""
    memo: dict[int, Term] = dict(mapping)
    return _subst(t, memo)


def substitute_kept(t: Term, memo: dict[int, Term]) -> Term:
    """substitute with a memo the caller keeps (it starts as the mapping; the terms it names must stay
    alive): many terms under one mapping share the rebuilt subterms."""
    return _subst(t, memo)


def _subst(t: Term, memo: dict[int, Term], unchanged=None) -> Term:
    """`unchanged(x)`: x is known to hold none of the replaced subterms (kept without walking it)."""
    stack = [t]
    while stack:
        x = stack[-1]
        if id(x) in memo:
            stack.pop()
            continue
        if unchanged is not None and unchanged(x):
            memo[id(x)] = x
            stack.pop()
            continue
        pending = [a for a in x.args if id(a) not in memo]
        if pending:
            stack.extend(pending)
            continue
        stack.pop()
        new_args = tuple(memo[id(a)] for a in x.args)
        if all(n is o for n, o in zip(new_args, x.args)):
            memo[id(x)] = x
        else:
            memo[id(x)] = rebuild(x, new_args)
    return memo[id(t)]


def rebuild(t: Term, args: tuple[Term, ...]) -> Term:
    """The same operation over new arguments, simplified."""
    op, p = t.op, t.params
    simple = {
        "not": lambda: not_(*args), "and": lambda: and_(*args), "or": lambda: or_(*args),
        "ite": lambda: ite(*args), "eq": lambda: eq(*args),
        "add": lambda: add(*args), "mul": lambda: mul(*args), "band": lambda: band(*args),
        "bor": lambda: bor(*args), "bxor": lambda: bxor(*args), "bnot": lambda: bnot(*args),
        "shl": lambda: shl(*args), "lshr": lambda: lshr(*args), "ashr": lambda: ashr(*args),
        "udiv": lambda: udiv(*args), "urem": lambda: urem(*args), "sdiv": lambda: sdiv(*args),
        "srem": lambda: srem(*args), "concat": lambda: concat(*args),
        "extract": lambda: extract(args[0], p[0], p[1]),
        "zext": lambda: zext(args[0], t.width), "sext": lambda: sext(args[0], t.width),
        "ult": lambda: ult(*args), "ule": lambda: ule(*args), "slt": lambda: slt(*args),
        "sle": lambda: sle(*args), "select": lambda: select(*args),
        "fp_from_bits": lambda: fp_from_bits(t.sort.fmt, args[0]),
        "fp_to_bits": lambda: fp_to_bits(args[0], p[0]),
        "fadd": lambda: fadd(p[0], *args), "fmul": lambda: fmul(p[0], *args),
        "fdiv": lambda: fdiv(p[0], *args), "ffma": lambda: ffma(p[0], *args),
        "fsqrt": lambda: fsqrt(p[0], *args), "fround": lambda: fround(p[0], *args),
        "fneg": lambda: fneg(*args), "fabs": lambda: fabs(*args),
        "feq": lambda: feq(*args), "flt": lambda: flt(*args), "fle": lambda: fle(*args),
        "fisnan": lambda: fisnan(*args), "fisinf": lambda: fisinf(*args),
        "fiszero": lambda: fiszero(*args), "fissubnormal": lambda: fissubnormal(*args),
        "fisneg": lambda: fisneg(*args),
        "fp_to_fp": lambda: fp_to_fp(p[0], t.sort.fmt, args[0]),
        "fp_from_sbv": lambda: fp_from_int(p[0], t.sort.fmt, args[0], True),
        "fp_from_ubv": lambda: fp_from_int(p[0], t.sort.fmt, args[0], False),
        "fp_to_sbv": lambda: fp_to_int_raw(p[0], t.width, args[0], True),
        "fp_to_ubv": lambda: fp_to_int_raw(p[0], t.width, args[0], False),
        "real_of": lambda: mk("real_of", REAL, args, p), "real_int": lambda: real_int(args[0], p[0] == "s"),
        "radd": lambda: radd(*args), "rmul": lambda: rmul(*args), "rdiv": lambda: rdiv(*args),
        "rlt": lambda: rlt(*args), "rle": lambda: rle(*args),
        "fapprox": lambda: fapprox(p[0], p[1], *args), "rfun": lambda: rfun(p[0], *args),
        "fsum": lambda: fsum(var(p[0], BV(64)), *args), "rsum": lambda: rsum(var(p[0], BV(64)), *args),
        "ifold": lambda: ifold(p[1], var(p[0], BV(64)), *args),
        "ffold": lambda: ffold(p[1], var(p[0], BV(64)), *args),
        "rfold": lambda: rfold(p[1], var(p[0], BV(64)), *args),
    }
    f = simple.get(op)
    if f is None:
        return mk(op, t.sort, args, p)
    return f()


def postorder(roots: Iterable[Term]) -> list[Term]:
    """Every distinct subterm, children before parents."""
    seen: set[int] = set()
    out: list[Term] = []
    for r in roots:
        stack = [(r, False)]
        while stack:
            x, done = stack.pop()
            if done:
                out.append(x)
                continue
            if id(x) in seen:
                continue
            seen.add(id(x))
            stack.append((x, True))
            stack.extend((a, False) for a in reversed(x.args) if id(a) not in seen)
    return out


class Summary:
    """A value of every term built bottom-up, combine(x, the arguments' values), remembered per term across
    calls (terms are immutable and hash-consed: a term shared by many roots is walked once)."""

    LIMIT = 200_000  # entries kept (each keeps its term alive) before starting afresh

    def __init__(self, combine):
        self.combine = combine
        self.seen: dict[int, tuple[Term, object]] = {}

    def of(self, t: Term):
        seen = self.seen
        hit = seen.get(id(t))
        if hit is not None and hit[0] is t:
            return hit[1]
        if len(seen) > self.LIMIT:
            seen.clear()
        known = lambda x: (h := seen.get(id(x))) is not None and h[0] is x
        stack = [t]
        while stack:
            x = stack[-1]
            if known(x):
                stack.pop()
                continue
            pending = [a for a in x.args if not known(a)]
            if pending:
                stack.extend(pending)
                continue
            stack.pop()
            seen[id(x)] = (x, self.combine(x, [seen[id(a)][1] for a in x.args]))
        return seen[id(t)][1]


class Mentions(Summary):
    """Whether a subterm satisfying `leaf` occurs in a term (remembered, see Summary)."""

    def __init__(self, leaf):
        super().__init__(lambda x, inside: leaf(x) or any(inside))

    def holds(self, t: Term) -> bool:
        return self.of(t)


_MENTIONS_VAR: dict[int, tuple[Term, Mentions]] = {}


def mentions_var(t: Term, v: Term) -> bool:
    """Whether the variable v occurs in t (remembered per variable, see Summary)."""
    hit = _MENTIONS_VAR.get(id(v))
    if hit is None or hit[0] is not v:
        if len(_MENTIONS_VAR) > 64:
            _MENTIONS_VAR.clear()
        hit = _MENTIONS_VAR[id(v)] = (v, Mentions(lambda x, v=v: x is v))
    return hit[1].holds(t)


def substitute_var(t: Term, v: Term, value: Term) -> Term:
    """substitute(t, {v: value}) rebuilding only the subterms v occurs in (`mentions_var`)."""
    return _subst(t, {id(v): value}, lambda x: not mentions_var(x, v))


_SUM_DEPTH = Summary(lambda x, inside: max([int(x.params[0][len(SUMVAR):]) if is_sum(x) else 0, *inside]))


def free_vars(roots: Iterable[Term]) -> list[Term]:
    return [t for t in postorder(roots) if t.op == "var"]


def contains(t: Term, pred) -> bool:
    return any(pred(x) for x in postorder([t]))
