"""equiv.smt: the printer, the solver bindings, and the one-semantics check.

The main guard is `test_solvers_agree_with_evaluator_*`: random well-sorted terms
over variables pinned to concrete (edge-biased) values; the evaluator's value v
must be the only value each solver allows, i.e. `term != v` is unsat.
"""
from __future__ import annotations

import math
import multiprocessing as mp
import os
import time
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from equiv import ieee, smt
from equiv import terms as T
from equiv.evaluate import evaluate, value_to_const
from equiv.terms import BF16, BOOL, BV, F16, F32, F64, FP, REAL, Sort, Term

SOLVERS = smt.available_solvers()
FMTS = (F16, BF16, F32, F64)
SETTINGS = dict(deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
SCALE = float(os.environ.get("EQUIV_TEST_SCALE", "1"))  # e.g. 20 for a soak run


def examples(n: int) -> int:
    return max(1, int(n * SCALE))


# ----------------------------------------------------------------------------- values
def bv_values(w: int) -> st.SearchStrategy[int]:
    m = T.mask(w)
    edges = sorted(v for v in {0, 1, m, m - 1, 1 << (w - 1), (1 << (w - 1)) - 1, w, w - 1} if 0 <= v <= m)
    return st.one_of(st.sampled_from(edges), st.integers(0, min(m, 2 * w + 2)), st.integers(0, m))


def fp_edges(f: T.FPFormat) -> list[int]:
    w, m = f.width, f.sbits - 1
    sign = 1 << (w - 1)
    inf = T.mask(f.ebits) << m
    one = T.mask(f.ebits - 1) << m
    pos = [0, inf, inf | (1 << (m - 1)), inf | 1, 1, T.mask(m), 1 << m, inf - 1, one, one | 1, one - 1]
    return pos + [sign | b for b in pos]


NICE = (1.0, 2.0, 0.5, 1.5, 3.0, 0.1, 1e-3, 255.0, 65504.0, 1e6, 2.0 ** -14, 2.0 ** -24, 1.0 + 2.0 ** -10,
        2.0 ** 31, 2.0 ** 63, 2.0 ** 64, 0.75, 7.5)


def fp_values(f: T.FPFormat) -> st.SearchStrategy[int]:
    nice = st.sampled_from(NICE).flatmap(
        lambda x: st.sampled_from([x, -x])).map(lambda x: ieee.bits_of_float(f, x))
    return st.one_of(st.sampled_from(fp_edges(f)), nice, st.integers(0, T.mask(f.width)))


def value_strategy(s: Sort):
    if s.kind == "bool":
        return st.booleans()
    if s.kind == "bv":
        return bv_values(s.width)
    if s.kind == "fp":
        return fp_values(s.fmt)
    if s.kind == "real":
        return st.fractions(min_value=-20, max_value=20, max_denominator=12)
    if s.kind == "array":
        return st.lists(bv_values(s.width), max_size=1 << s.index_width)
    raise AssertionError(s)


def const_of(s: Sort, v) -> Term:
    if s.kind == "bool":
        return T.const_bool(v)
    if s.kind == "bv":
        return T.bv(v, s.width)
    if s.kind == "fp":
        return T.fp_bits_const(s.fmt, v)
    return T.real_const(v)


def env_value(s: Sort, v) -> np.ndarray:
    if s.kind == "bool":
        return np.array([v])
    if s.kind == "bv":
        return np.array([v], dtype=np.uint64 if s.width <= 64 else object)
    if s.kind == "fp":
        return ieee.from_bits(s.fmt, np.array([v], dtype=np.uint64))
    if s.kind == "real":
        return np.array([Fraction(v)], dtype=object)
    return np.array(v, dtype=np.uint64)


# ----------------------------------------------------------------------------- random terms
class Gen:
    """Draws well-sorted terms through the smart constructors, and concrete values for their variables."""

    def __init__(self, draw, reals: bool = False, arrays: bool = True):
        self.draw = draw
        self.reals = reals
        self.arrays = arrays
        self.values: dict[str, tuple[Term, object]] = {}

    def var(self, s: Sort) -> Term:
        k = self.draw(st.integers(0, 1))
        name = f"v{k}:{s!r}!"  # ':' '!' '[' '-' '>' exercise symbol quoting
        t = T.var(name, s)
        if name not in self.values:
            self.values[name] = (t, self.draw(value_strategy(s)))
        return t

    def leaf(self, s: Sort) -> Term:
        if self.draw(st.integers(0, 3)) == 0:
            return const_of(s, self.draw(value_strategy(s)))
        return self.var(s)

    def term(self, s: Sort, depth: int) -> Term:
        if depth <= 0 or self.draw(st.integers(0, 5)) == 0:
            return self.leaf(s)
        d = depth - 1
        builders = {"bool": self.bool_term, "bv": self.bv_term, "fp": self.fp_term, "real": self.real_term}
        return builders[s.kind](s, d)

    def rm(self) -> str:
        return self.draw(st.sampled_from(T.ROUNDING))

    def fmt(self) -> T.FPFormat:
        return self.draw(st.sampled_from(FMTS))

    def width(self, lo: int = 1, hi: int = 64) -> int:
        return self.draw(st.one_of(st.sampled_from([w for w in (1, 8, 16, 32, 64) if lo <= w <= hi]),
                                   st.integers(lo, hi)))

    def pick(self, options: list[str]) -> str:
        return self.draw(st.sampled_from(options))

    def bv_term(self, s: Sort, d: int) -> Term:
        w = s.width
        ops = ["add", "mul", "sub", "neg", "band", "bor", "bxor", "bnot", "shl", "lshr", "ashr",
               "udiv", "urem", "sdiv", "srem", "extract", "ite"]
        if w <= 64:  # equiv.ieee.to_int stops at 64 bits
            ops += ["to_int"]
        if w >= 2:
            ops += ["concat", "zext", "sext"]
        if w in (16, 32, 64):
            ops += ["to_bits", "to_bits"]
        if self.arrays and w <= 64:  # evaluator arrays are uint64
            ops += ["select"]
        op = self.pick(ops)
        sub = lambda: self.term(s, d)
        if op in ("add", "mul", "band", "bor", "bxor"):
            n = self.draw(st.integers(2, 3))
            return getattr(T, op)(*[sub() for _ in range(n)])
        if op in ("sub", "udiv", "urem", "sdiv", "srem"):
            return getattr(T, op)(sub(), sub())
        if op in ("neg", "bnot"):
            return getattr(T, op)(sub())
        if op in ("shl", "lshr", "ashr"):
            return getattr(T, op)(sub(), sub())
        if op == "extract":
            w2 = self.draw(st.integers(w, min(w + 20, 128)))
            lo = self.draw(st.integers(0, w2 - w))
            return T.extract(self.term(BV(w2), d), lo + w - 1, lo)
        if op == "concat":
            k = self.draw(st.integers(1, w - 1))
            return T.concat(self.term(BV(w - k), d), self.term(BV(k), d))
        if op in ("zext", "sext"):
            k = self.draw(st.integers(1, w - 1))
            return getattr(T, op)(self.term(BV(k), d), w)
        if op == "ite":
            return T.ite(self.term(BOOL, d), sub(), sub())
        if op == "to_bits":
            f = self.draw(st.sampled_from([f for f in FMTS if f.width == w]))
            nan = self.draw(st.one_of(st.just(ieee.default_nan_bits(f)), st.just(T.mask(w)), st.integers(0, T.mask(w))))
            return T.fp_to_bits(self.term(FP(f), d), nan)
        if op == "to_int":
            return self.guarded_to_int(w, d)
        if op == "select":
            iw = self.draw(st.integers(1, 3))
            return T.select(self.var(T.ARRAY(iw, w)), self.term(BV(iw), d))
        raise AssertionError(op)

    def guarded_to_int(self, w: int, d: int) -> Term:
        """fp.to_sbv/ubv is unspecified outside its range: guard it the way semantics layers must."""
        f, rm, signed = self.fmt(), self.rm(), self.draw(st.booleans())
        x = self.term(FP(f), d)
        r = T.fround(rm, x)
        lo = T.fp_const(f, -(2.0 ** (w - 1)) if signed else 0.0)
        hi = T.fp_const(f, 2.0 ** (w - 1 if signed else w))
        ok = T.and_(T.not_(T.fisinf(x)), T.fle(lo, r), T.flt(r, hi))
        return T.ite(ok, T.fp_to_int_raw(rm, w, x, signed), T.bv(0, w))

    def bool_term(self, s: Sort, d: int) -> Term:
        ops = ["eq", "cmp", "not", "and", "or", "ite", "fcmp", "fclass", "fcmp", "fclass"]
        if self.reals:
            ops += ["rcmp"]
        op = self.pick(ops)
        if op == "eq":
            kind = self.pick(["bv", "fp", "bool"])
            srt = BV(self.width()) if kind == "bv" else FP(self.fmt()) if kind == "fp" else BOOL
            return T.eq(self.term(srt, d), self.term(srt, d))
        if op == "cmp":
            srt = BV(self.width())
            return getattr(T, self.pick(["ult", "ule", "slt", "sle"]))(self.term(srt, d), self.term(srt, d))
        if op == "not":
            return T.not_(self.term(BOOL, d))
        if op in ("and", "or"):
            n = self.draw(st.integers(2, 3))
            return getattr(T, op + "_")(*[self.term(BOOL, d) for _ in range(n)])
        if op == "ite":
            return T.ite(self.term(BOOL, d), self.term(BOOL, d), self.term(BOOL, d))
        if op == "fcmp":
            srt = FP(self.fmt())
            return getattr(T, self.pick(["feq", "flt", "fle"]))(self.term(srt, d), self.term(srt, d))
        if op == "fclass":
            fn = getattr(T, self.pick(["fisnan", "fisinf", "fiszero", "fissubnormal", "fisneg"]))
            return fn(self.term(FP(self.fmt()), d))
        if op == "rcmp":
            return getattr(T, self.pick(["rlt", "rle"]))(self.term(REAL, d), self.term(REAL, d))
        raise AssertionError(op)

    def fp_term(self, s: Sort, d: int) -> Term:
        f = s.fmt
        op = self.pick(["fadd", "fsub", "fmul", "fdiv", "ffma", "fsqrt", "fround", "fneg", "fabs",
                        "from_bits", "to_fp", "from_int", "ite"])
        sub = lambda: self.term(s, d)
        if op in ("fadd", "fsub", "fmul", "fdiv"):
            return getattr(T, op)(self.rm(), sub(), sub())
        if op == "ffma":
            return T.ffma(self.rm(), sub(), sub(), sub())
        if op in ("fsqrt", "fround"):
            return getattr(T, op)(self.rm(), sub())
        if op in ("fneg", "fabs"):
            return getattr(T, op)(sub())
        if op == "from_bits":
            return T.fp_from_bits(f, self.term(BV(f.width), d))
        if op == "to_fp":
            return T.fp_to_fp(self.rm(), f, self.term(FP(self.fmt()), d))
        if op == "from_int":
            return T.fp_from_int(self.rm(), f, self.term(BV(self.width()), d), self.draw(st.booleans()))
        if op == "ite":
            return T.ite(self.term(BOOL, d), sub(), sub())
        raise AssertionError(op)

    def real_term(self, s: Sort, d: int) -> Term:
        op = self.pick(["radd", "rmul", "rdiv", "real_of", "neg"])
        sub = lambda: self.term(REAL, d)
        if op in ("radd", "rmul"):
            return getattr(T, op)(sub(), sub())
        if op == "neg":
            return T.neg(sub())
        if op == "rdiv":  # x/0 is unspecified in SMT-LIB (the evaluator says 0): guard
            num, den = sub(), sub()
            return T.ite(T.eq(den, T.real_const(0)), T.real_const(0), T.rdiv(num, den))
        f = self.fmt()
        return T.real_of(f, self.term(BV(f.width), d))


# ----------------------------------------------------------------------------- the check
def case_strategy(root: st.SearchStrategy[Sort], reals: bool = False, max_depth: int = 3):
    @st.composite
    def case(draw):
        g = Gen(draw, reals=reals)
        s = draw(root)
        t = g.term(s, draw(st.integers(1, max_depth)))
        return t, {n: tv for n, tv in g.values.items()}
    return case()


def pins(values: dict[str, tuple[Term, object]]) -> list[Term]:
    """Assertions fixing every variable to its concrete value (arrays read 0 past their length)."""
    out = []
    for t, v in values.values():
        s = t.sort
        if s.kind == "array":
            for i in range(1 << s.index_width):
                out.append(T.eq(T.select(t, T.bv(i, s.index_width)), T.bv(v[i] if i < len(v) else 0, s.width)))
        else:
            out.append(T.eq(t, const_of(s, v)))
    return out


def check_agreement(t: Term, values: dict[str, tuple[Term, object]]) -> None:
    used = {x.params[0] for x in T.free_vars([t])}
    values = {n: tv for n, tv in values.items() if n in used}
    env = {n: env_value(tv[0].sort, tv[1]) for n, tv in values.items()}
    (v,) = evaluate([t], env, 1)
    expect = value_to_const(t, v[0])

    # constant folding through the smart constructors is the evaluator too
    scalars = {id(tv[0]): const_of(tv[0].sort, tv[1]) for tv in values.values() if tv[0].sort.kind != "array"}
    folded = T.substitute(t, scalars)
    if folded.op == "const":
        assert folded is expect, f"folding {smt.show(t, 2000)} gives {folded!r}, evaluator {expect!r} ({values})"

    assertions = pins(values)
    # real_of is uninterpreted: fix it at the points this evaluation reads, as the evaluator does
    reads = [x for x in T.postorder([t]) if x.op == "real_of"]
    for x, rv in zip(reads, evaluate(reads, env, 1)):
        (bits,) = evaluate([x.args[0]], env, 1)
        assertions.append(T.eq(T.mk("real_of", REAL, (T.bv(int(bits[0]), x.args[0].width),), x.params),
                               T.real_const(rv[0])))
    claim = T.not_(T.eq(t, expect))
    if claim.op == "const":
        assert claim.value is False, f"{t!r} simplifies to differ from the evaluator's {expect!r}"
        return
    script = smt.to_smtlib(assertions + [claim])
    for solver in solvers_for(assertions + [claim]):
        r = smt.solve(script, solver, timeout_s=20, isolate=False)  # pinned: no search, no overrun
        assert r.status == "unsat", (
            f"{solver}: {r.status} {r.reason}\nterm: {smt.show(t, 4000)}\nvalues: {values}\n"
            f"evaluator: {expect!r}\n{script}")


BV_WIDTHS = st.one_of(st.sampled_from([1, 2, 7, 8, 16, 31, 32, 33, 63, 64]), st.integers(1, 64), st.integers(65, 128))
FP_SORTS = st.sampled_from([FP(f) for f in FMTS])


@settings(max_examples=examples(300), **SETTINGS)
@given(case_strategy(BV_WIDTHS.map(BV)))
def test_solvers_agree_with_evaluator_bv(case):
    check_agreement(*case)


@settings(max_examples=examples(400), **SETTINGS)
@given(case_strategy(FP_SORTS, max_depth=4))
def test_solvers_agree_with_evaluator_fp(case):
    check_agreement(*case)


@settings(max_examples=examples(100), **SETTINGS)
@given(case_strategy(st.just(BOOL)))
def test_solvers_agree_with_evaluator_bool(case):
    check_agreement(*case)


@settings(max_examples=examples(40), **SETTINGS)
@given(case_strategy(st.just(REAL), reals=True))
def test_solvers_agree_with_evaluator_real(case):
    check_agreement(*case)


def solvers_for(roots: list[Term]) -> list[str]:
    """The installed solvers that can read these terms: the pip bitwuzla has no reals and no bf16."""
    if any(x.sort in (REAL, FP(BF16)) for x in T.postorder(roots)):
        return [s for s in SOLVERS if s != "bitwuzla"]
    return SOLVERS


def in_int_range(fmt: T.FPFormat, bits: int, rm: str, width: int, signed: bool) -> bool:
    """Where fp.to_sbv/to_ubv is specified (the guard semantics layers put around it)."""
    v = smt._fp_value(fmt, bits)
    if not math.isfinite(v):
        return False
    r = float(ieee.round_integral(fmt, np.array([v]), rm)[0])
    lo, hi = (-(2 ** (width - 1)), 2 ** (width - 1)) if signed else (0, 2 ** width)
    return lo <= r < hi


GRID_EXTRA = (1.5, -3.0, 0.1, 2.0 ** 31)
QUICK_EDGES = (0, 1, 2, 4, 6, 7, 8, 11, 12, 16, 18, 20)  # indices into fp_edges: zeros, infs, NaN, extremes, ~1


def grid(fmt: T.FPFormat, rm: str, full: bool) -> list[list[Term]]:
    """Every FP op over every pair of edge values (fma: times a few addends) as unfolded constant
    applications (T.mk), as assertion sets claiming some application differs from the evaluator's
    value: the solvers' own constant folding must refute them.  Claims touching bf16 go in a set of
    their own, which bitwuzla cannot read."""
    edges = fp_edges(fmt)
    edges = (edges if full else [edges[i] for i in QUICK_EDGES]) + [
        ieee.bits_of_float(fmt, v) for v in (GRID_EXTRA if full else GRID_EXTRA[:2])]
    addends = [0, 1 << (fmt.width - 1), edges[1], edges[2]]  # +-0, +inf, NaN
    S = FP(fmt)
    apps = [(op, S, 2, (rm,)) for op in ("fadd", "fmul", "fdiv")] + [("ffma", S, 3, (rm,))]
    apps += [(op, S, 1, (rm,)) for op in ("fsqrt", "fround")]
    apps += [("fp_to_fp", FP(g), 1, (rm,)) for g in FMTS if g != fmt]
    apps += [(op, BV(w), 1, (rm,)) for op in ("fp_to_sbv", "fp_to_ubv") for w in (8, 32)]
    if rm == "RNE":  # the rest ignore the mode: check them once
        apps += [(op, S, 1, ()) for op in ("fneg", "fabs")] + [(op, BOOL, 2, ()) for op in ("feq", "flt", "fle")]
        apps += [(op, BOOL, 1, ()) for op in ("fisnan", "fisinf", "fiszero", "fissubnormal", "fisneg")]
    cases = [(a, b, c) for a in edges for b in edges for c in addends]
    cols = [np.array(col, dtype=np.uint64) for col in zip(*cases)]
    xyz = [T.var(n, S) for n in "xyz"]
    env = {n: ieee.from_bits(fmt, col) for n, col in zip("xyz", cols)}
    roots = [T.mk(op, srt, tuple(xyz[:k]), p) for op, srt, k, p in apps]
    vals = evaluate(roots, env, len(cases))
    consts = {b: T.fp_bits_const(fmt, b) for b in set(edges) | set(addends)}
    claims: dict[bool, list[Term]] = {False: [], True: []}
    for i, abc in enumerate(cases):
        for (op, srt, k, p), r, v in zip(apps, roots, vals):
            if k < 3 and abc[2] != addends[0]:
                continue  # unary and binary ops: each case once
            if srt.kind == "bv" and not in_int_range(fmt, abc[0], rm, srt.width, op == "fp_to_sbv"):
                continue  # fp.to_sbv/ubv: unspecified out of range
            app = T.mk(op, srt, tuple(consts[b] for b in abc[:k]), p)
            claim = T.not_(T.mk("eq", BOOL, (app, value_to_const(r, v[i]))))
            claims[fmt is BF16 or srt == FP(BF16)].append(claim)
    return [[T.or_(*cs)] for cs in claims.values() if cs]


def check_grid(fmt: T.FPFormat, rm: str, full: bool) -> None:
    for assertions in grid(fmt, rm, full):
        script = smt.to_smtlib(assertions)
        for solver in solvers_for(assertions):
            r = smt.solve(script, solver, timeout_s=60)
            assert r.status == "unsat", f"{solver}: {r.status} {r.reason}"


@pytest.mark.parametrize("fmt", FMTS, ids=lambda f: f.name)
@pytest.mark.parametrize("rm", T.ROUNDING)
def test_fp_edge_grid(fmt, rm):
    check_grid(fmt, rm, full=False)


@pytest.mark.slow
@pytest.mark.parametrize("fmt", FMTS, ids=lambda f: f.name)
@pytest.mark.parametrize("rm", T.ROUNDING)
def test_fp_edge_grid_full(fmt, rm):
    check_grid(fmt, rm, full=True)


def test_evaluator_f64_fma_overflowing_product():
    """IEEE fma rounds a*b + c once: a finite product (however large) plus an infinite c is c."""
    x, y, z = (T.var(n, FP(F64)) for n in "xyz")
    env = {"x": np.array([np.finfo(np.float64).max]), "y": np.array([-1.5]), "z": np.array([np.inf])}
    (v,) = evaluate([T.ffma("RNE", x, y, z)], env, 1)
    assert v[0] == np.inf


# ----------------------------------------------------------------------------- models
def test_sat_models_read_back():
    x, y = T.var("in:x[0]", BV(32)), T.var("y.1", BV(7))
    f, h, g = T.var("f!", FP(F32)), T.var("h", FP(F16)), T.var("g", FP(F64))
    p, q = T.var("p", BOOL), T.var("q", BOOL)
    assertions = [
        T.eq(T.add(x, T.bv(3, 32)), T.bv(10, 32)), T.eq(y, T.bv(0x55, 7)),
        T.eq(f, T.fp_const(F32, 1.5)), T.fisnan(h), T.eq(g, T.fneg(T.fp_const(F64, 0.0))), p, T.not_(q),
    ]
    named = {"twice x": T.mul(x, T.bv(2, 32)), "fbits": T.fp_to_bits(T.fadd("RNE", f, f), 0),
             "nanbits": T.fp_to_bits(h, 0x7fff), "same": x}
    script = smt.to_smtlib(assertions, named=named)
    want = ["in:x[0]", "y.1", "f!", "h", "g", "p", "q", "twice x", "fbits", "nanbits", "same", "absent"]
    expect = {"in:x[0]": 7, "y.1": 0x55, "f!": 0x3FC00000, "h": ieee.default_nan_bits(F16),
              "g": 1 << 63, "p": True, "q": False, "twice x": 14, "fbits": 0x40400000, "nanbits": 0x7FFF,
              "same": 7, "absent": None}
    for solver in SOLVERS:
        r = smt.solve(script, solver, want=want)
        assert (r.status, r.model) == ("sat", expect), (solver, r)


def test_real_models_read_back():
    r_, b = T.var("r", REAL), T.var("b", BV(32))
    script = smt.to_smtlib([T.eq(T.rmul(r_, T.real_const(3)), T.real_const(-1)),
                            T.eq(T.real_of(F32, b), T.real_const(Fraction(5, 2)))],
                           named={"rr": T.radd(r_, T.real_const(1))})
    assert "(set-logic ALL)" in script
    for solver in SOLVERS:
        r = smt.solve(script, solver, want=["r", "rr"])
        if solver == "bitwuzla":
            assert r.status == "unknown" and r.reason  # no reals
        else:
            assert (r.status, r.model) == ("sat", {"r": Fraction(-1, 3), "rr": Fraction(2, 3)}), (solver, r)



def test_converted_integers_are_one_value_per_integer():
    """real_int is uninterpreted in SMT (equal integers, equal reals; nothing else claimed) and exact in the
    evaluator."""
    n, m = T.var("arg:n", BV(32)), T.var("arg:m", BV(32))
    same = smt.to_smtlib([T.rlt(T.real_int(n, True), T.real_int(T.add(n, T.bv(0, 32)), True))])
    other = smt.to_smtlib([T.rlt(T.real_int(n, True), T.real_int(m, True))])
    for solver in ("z3", "cvc5"):
        assert smt.solve(same, solver).status == "unsat"
        assert smt.solve(other, solver).status == "sat"
    env = {"arg:n": np.array([0xFFFFFFFE, 7], dtype=np.uint64)}
    assert list(evaluate([T.real_int(n, True)], env, 2)[0]) == [Fraction(-2), Fraction(7)]
    assert list(evaluate([T.real_int(n, False)], env, 2)[0]) == [Fraction(0xFFFFFFFE), Fraction(7)]

@st.composite
def sat_case(draw):
    g = Gen(draw, arrays=False)
    s = draw(st.one_of(st.sampled_from([BV(8), BV(16), BV(32), BOOL, FP(F16), FP(BF16)]), st.integers(1, 32).map(BV)))
    return g.term(s, draw(st.integers(1, 3))), g.values


@settings(max_examples=examples(30), **SETTINGS)
@given(sat_case(), st.sampled_from(SOLVERS))
def test_models_satisfy_under_the_evaluator(case, solver):
    """Models read back from a solver make the assertion true under the evaluator."""
    t, values = case
    env = {n: env_value(tv[0].sort, tv[1]) for n, tv in values.items()}
    used = [x for x in T.free_vars([t])]
    (v,) = evaluate([t], {x.params[0]: env[x.params[0]] for x in used}, 1)
    claim = T.not_(T.eq(t, value_to_const(t, v[0])))
    assume(claim.op != "const")
    script = smt.to_smtlib([claim])
    r = smt.solve(script, solver, timeout_s=1, want=[x.params[0] for x in used])
    assume(r.status == "sat")
    model_env = {x.params[0]: env_value(x.sort, r.model[x.params[0]]) for x in used}
    (ok,) = evaluate([claim], model_env, 1)
    assert ok[0], f"{solver} model {r.model} violates {claim!r}\n{script}"


# ----------------------------------------------------------------------------- printing
def hard_query() -> str:
    """f64 products and quotients: minutes of bit-blasting for every solver."""
    x, y, z = (T.var(n, FP(F64)) for n in "xyz")
    left = T.fmul("RNE", T.fmul("RNE", x, y), z)
    right = T.fmul("RNE", x, T.fmul("RNE", y, z))
    return smt.to_smtlib([T.not_(T.fisnan(left)), T.not_(T.eq(left, right)),
                          T.feq(T.fdiv("RNE", x, y), T.fsqrt("RNE", z))], named={"out": left})


def test_show_is_short_and_deterministic():
    x = T.var("x", BV(32))
    t = T.add(T.mul(x, T.var("y", BV(32))), T.bv(3, 32))
    assert repr(t) == "(bvadd (bvmul x y) #x00000003)" or repr(t) == "(bvadd (bvmul y x) #x00000003)"
    assert repr(T.fp_const(F32, -0.0)) == "-0.0:f32"
    assert repr(T.extract(x, 7, 0)) == "((_ extract 7 0) x)"
    assert repr(T.fp_to_bits(T.var("f", FP(F16)), 0x7E00)) == "(fp_to_bits[nan=#x7e00] f)"
    assert repr(T.mk("frob", BV(8), (T.var("b", BV(8)),), (3,))) == "(frob[3] b)"
    assert repr(T.bnot(T.var("a|b\\", BV(8)))) == "(bvnot 'a|b\\\\')"
    deep = x
    for _ in range(200):
        deep = T.mul(deep, T.add(deep, T.bv(1, 32)))  # a tree of 2**200 nodes
    t0 = time.perf_counter()
    s = smt.show(deep)
    assert time.perf_counter() - t0 < 0.05
    assert len(s) <= 201 and s.endswith("…")
    assert s == smt.show(deep)


def test_sharing_keeps_scripts_linear():
    x, y, z, w = (T.var(n, BV(32)) for n in "xyzw")
    t = x
    for _ in range(300):
        t = T.add(T.bxor(t, y), T.band(t, z))  # t used twice per level: a tree of 2**300 leaves
    script = smt.to_smtlib([T.eq(t, w)], named={"out": t})
    assert len(script) < 300 * 150
    for solver in SOLVERS:
        r = smt.solve(script, solver, want=["x", "y", "z", "w", "out"])
        assert r.status == "sat", (solver, r)
        env = {n: np.array([r.model[n]], dtype=np.uint64) for n in "xyzw"}
        (v,) = evaluate([t], env, 1)
        assert int(v[0]) == r.model["w"] == r.model["out"]


def test_deep_single_use_chains_parse():
    t = T.var("x", BV(16))
    for i in range(400):
        t = T.band(T.bor(t, T.var(f"a{i}", BV(16))), T.var(f"b{i}", BV(16)))
    script = smt.to_smtlib([T.ult(t, T.bv(3, 16))])
    assert script.count("define-fun") >= 800 // 41
    for solver in SOLVERS:
        assert smt.solve(script, solver).status == "sat", solver


def test_quoting_and_name_errors():
    odd = ["in:x[0]", "a.b!c", "sp ace", "0starts", "R1", "é"]
    vs = [T.var(n, BV(8)) for n in odd]
    script = smt.to_smtlib([T.eq(T.add(*vs), T.bv(0, 8))], named={"out put": vs[0]})
    assert "|in:x[0]|" in script and " R1 " in script and "|0starts|" in script
    for solver in SOLVERS:
        r = smt.solve(script, solver, want=odd + ["out put"])
        assert r.status == "sat" and sum(r.model[n] for n in odd) % 256 == 0, (solver, r)
        assert r.model["out put"] == r.model["in:x[0]"]
    with pytest.raises(ValueError):
        smt.to_smtlib([T.eq(T.var("a|b", BV(8)), T.bv(0, 8))])
    with pytest.raises(ValueError):
        smt.to_smtlib([T.eq(T.var("a", BV(8)), T.var("b", BV(8)))], named={"a": T.var("b", BV(8))})
    with pytest.raises(ValueError):  # one name, two sorts
        smt.to_smtlib([T.eq(T.zext(T.var("a", BV(8)), 9), T.var("a", BV(9)))])
    with pytest.raises(ValueError, match="no SMT-LIB form for frob"):
        smt.to_smtlib([T.eq(T.mk("frob", BV(8), (vs[0],)), vs[1])])


@pytest.mark.parametrize("build, logic", [
    (lambda: T.var("p", BOOL), "QF_UF"),
    (lambda: T.eq(T.var("x", BV(8)), T.bv(1, 8)), "QF_BV"),
    (lambda: T.eq(T.select(T.var("a", T.ARRAY(4, 8)), T.bv(1, 4)), T.bv(5, 8)), "QF_ABV"),
    (lambda: T.fisnan(T.fadd("RNE", T.var("f", FP(F16)), T.var("g", FP(F16)))), "QF_FP"),
    (lambda: T.eq(T.fp_to_bits(T.var("f", FP(BF16)), 0x7FC0), T.bv(0, 16)), "QF_BVFP"),
    (lambda: T.and_(T.fisnan(T.fp_from_bits(F32, T.select(T.var("a", T.ARRAY(2, 32)), T.bv(1, 2))))), "QF_ABVFP"),
    (lambda: T.rlt(T.rmul(T.var("r", REAL), T.var("r", REAL)), T.real_const(Fraction(1, 4))), "QF_NRA"),
    (lambda: T.rlt(T.var("r", REAL), T.real_const(Fraction(-1, 4))), "QF_LRA"),
    (lambda: T.rlt(T.real_of(F16, T.var("b", BV(16))), T.real_const(1)), "ALL"),
])
def test_logics_are_accepted(build, logic):
    script = smt.to_smtlib([build()])
    assert script.startswith(f"(set-logic {logic})")
    for solver in solvers_for([build()]):
        r = smt.solve(script, solver)
        assert r.status == "sat", (solver, r)


# ----------------------------------------------------------------------------- solving
def test_solver_errors_are_unknown():
    for solver in SOLVERS + ["nosuch"]:
        r = smt.solve("(set-logic QF_BV)(assert (= x", solver)
        assert r.status == "unknown" and r.reason, (solver, r)
        r = smt.solve("(set-logic QF_BV)(declare-const x Bool)(assert (= x #x00))(check-sat)", solver)
        assert r.status == "unknown" and r.reason, (solver, r)


def test_trivial_queries_are_fast():
    x = T.var("x", BV(32))
    script = smt.to_smtlib([T.ult(x, T.bv(1, 32)), T.eq(x, T.bv(5, 32))])
    for solver in SOLVERS:
        smt.solve(script, solver)  # warm the import
        best = min(smt.solve(script, solver).seconds for _ in range(5))
        assert smt.solve(script, solver).status == "unsat"
        if solver in ("bitwuzla", "z3"):
            assert best < 0.02, (solver, best)


@pytest.mark.parametrize("solver", SOLVERS)
def test_timeouts_return_unknown_quickly(solver):
    t0 = time.perf_counter()
    r = smt.solve(hard_query(), solver, timeout_s=0.3)
    assert r.status == "unknown" and time.perf_counter() - t0 < 3, r


def test_portfolio_timeout_kills_everyone():
    t0 = time.perf_counter()
    r = smt.solve_portfolio(hard_query(), timeout_s=0.3)
    assert r.status == "unknown" and time.perf_counter() - t0 < 4, r
    assert not mp.active_children()


@settings(max_examples=examples(15), **SETTINGS)
@given(case_strategy(st.one_of(BV_WIDTHS.map(BV), FP_SORTS, st.just(BOOL)), max_depth=2), st.booleans())
def test_portfolio_agrees_with_single_solvers(case, pinned):
    t, values = case
    # unpinned f32/f64 arithmetic is a real search: keep those runs to the quick kinds
    assume(pinned or not T.contains(t, lambda x: x.sort in (FP(F32), FP(F64))))
    used = {x.params[0] for x in T.free_vars([t])}
    values = {n: tv for n, tv in values.items() if n in used}
    env = {n: env_value(tv[0].sort, tv[1]) for n, tv in values.items()}
    (v,) = evaluate([t], env, 1)
    claim = T.not_(T.eq(t, value_to_const(t, v[0])))
    assertions = (pins(values) if pinned else []) + [claim]
    script = smt.to_smtlib(assertions)
    want = sorted(used)
    p = smt.solve_portfolio(script, timeout_s=10, want=want)
    assert p.status in ("sat", "unsat"), p
    for solver in SOLVERS:
        r = smt.solve(script, solver, timeout_s=10)
        assert r.status in (p.status, "unknown"), (solver, r, p)
    if p.status == "sat" and not any(tv[0].sort.kind == "array" for tv in values.values()):
        model_env = {n: env_value(values[n][0].sort, p.model[n]) for n in want}
        (ok,) = evaluate([claim], model_env, 1)
        assert ok[0]
    assert not mp.active_children()


def _solve_in_daemon(queue, script: str) -> None:
    queue.put((smt.solve(script, "cvc5").status, smt.solve_portfolio(script, timeout_s=5).status))


def test_daemonic_callers_solve_in_process():
    """Daemonic processes (pool workers) may not fork children: isolation falls back to taking turns."""
    x = T.var("x", BV(8))
    script = smt.to_smtlib([T.eq(T.add(x, x), T.bv(3, 8))])
    ctx = mp.get_context("fork")
    queue = ctx.Queue()
    p = ctx.Process(target=_solve_in_daemon, args=(queue, script), daemon=True)
    p.start()
    assert queue.get(timeout=20) == ("unsat", "unsat")
    p.join()


def test_portfolio_disagreement_raises():
    with pytest.raises(smt.SolverDisagreement):
        smt._check_agreement([smt.SolveResult("sat", "a", 0.0), smt.SolveResult("unsat", "b", 0.0)])
    smt._check_agreement([smt.SolveResult("sat", "a", 0.0), smt.SolveResult("unknown", "b", 0.0)])


def test_portfolio_skips_failing_solvers(monkeypatch):
    """A solver that crashes its process or answers unknown does not end the race."""
    import os

    monkeypatch.setitem(smt._SOLVERS, "z3", lambda script, timeout_s, want, keep: os._exit(3))
    monkeypatch.setitem(smt._SOLVERS, "cvc5", lambda script, timeout_s, want, keep: ("unknown", {}, "gave up"))
    x = T.var("x", BV(8))
    script = smt.to_smtlib([T.eq(T.add(x, x), T.bv(3, 8))])
    r = smt.solve_portfolio(script, solvers=("z3", "cvc5", "bitwuzla"), timeout_s=5)
    assert (r.status, r.solver) == ("unsat", "bitwuzla")
    r = smt.solve_portfolio(script, solvers=("z3", "cvc5"), timeout_s=5)
    assert r.status == "unknown" and "gave up" in r.reason and "died" in r.reason, r
