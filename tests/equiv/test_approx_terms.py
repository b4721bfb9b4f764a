"""terms.fapprox / terms.rfun: opaque approximations, read alike by the evaluator (a stand-in value) and the
solvers (an uninterpreted function: congruence and nothing more)."""
from __future__ import annotations

import numpy as np
import pytest

from equiv import smt
from equiv import terms as T
from equiv.evaluate import evaluate
from equiv.terms import F16, F32, F64, FP, REAL

SOLVERS = smt.available_solvers()


def fp32(name: str) -> T.Term:
    return T.var(name, FP(F32))


def test_never_folded_even_on_constants():
    c = T.fp_const(F32, 2.0)
    t = T.fapprox("ex2", "hardware", c)
    assert t.op == "fapprox" and not t.is_const() and t.params == ("ex2", "hardware")
    assert T.fapprox("ex2", "hardware", c) is t  # hash-consed
    assert T.fapprox("ex2", "numpy", c) is not t  # numpy's approximation is another function
    assert T.rebuild(t, (c,)) is t


@pytest.mark.parametrize("fn,impl,n", [("ex2", "gpu", 1), ("div", "hardware", 1), ("erf", "numpy", 1)])
def test_unknown_functions_and_arities_are_errors(fn, impl, n):
    with pytest.raises(ValueError):
        T.fapprox(fn, impl, *[fp32(f"x{i}") for i in range(n)])


def test_mixed_formats_are_errors():
    with pytest.raises(TypeError):
        T.fapprox("div", "hardware", fp32("a"), T.var("b", FP(F64)))
    with pytest.raises(TypeError):
        T.rfun("sqrt", fp32("a"))


def test_evaluator_stand_in_is_numpy_rounded_to_the_format():
    xs = np.array([0.5, -3.25, 10.0, 1e-3], dtype=np.float32)
    (got,) = evaluate([T.fapprox("ex2", "hardware", fp32("x"))], {"x": xs}, len(xs))
    assert got.dtype == np.float32 and np.array_equal(got, np.exp2(xs.astype(np.float64)).astype(np.float32))
    (rev,) = evaluate([T.fapprox("sin_rev", "hardware", fp32("x"))], {"x": xs}, len(xs))
    assert np.allclose(rev, np.sin(2 * np.pi * xs.astype(np.float64)), atol=1e-6)
    h = np.array([0.5, 2.0], dtype=np.float16)
    (mine,) = evaluate([T.fapprox("ex2", "numpy", T.var("h", FP(F16)))], {"h": h}, 2)
    assert np.array_equal(mine, np.exp2(h))  # numpy's own f16 loop, as the reference computes it
    (r,) = evaluate([T.rfun("sqrt", T.real_const(4))], {}, 1)
    assert r[0] == 2


@pytest.mark.parametrize("solver", SOLVERS)
def test_solvers_read_an_uninterpreted_function(solver):
    x, y = fp32("x"), fp32("y")
    fx, fy = T.fapprox("rsq", "hardware", x), T.fapprox("rsq", "hardware", y)
    congruence = T.and_(T.eq(x, y), T.not_(T.eq(fx, fy)))
    assert smt.solve(smt.to_smtlib([congruence]), solver, 20).status == "unsat"
    # nothing about the value: both 1/sqrt(4) = 0.5 and any other value are possible
    four = T.fp_const(F32, 4.0)
    for v in (0.5, 7.0):
        pinned = T.eq(T.fapprox("rsq", "hardware", four), T.fp_const(F32, v))
        assert smt.solve(smt.to_smtlib([pinned]), solver, 20).status == "sat"
    other = T.and_(T.eq(x, y), T.not_(T.eq(fx, T.fapprox("rsq", "numpy", y))))  # another impl: another function
    assert smt.solve(smt.to_smtlib([other]), solver, 20).status == "sat"


def test_smtlib_declares_one_function_per_fn_impl_format():
    x = fp32("x")
    h = T.var("h", FP(F16))
    goal = T.and_(T.feq(T.fapprox("ex2", "hardware", x), T.fapprox("ex2", "hardware", T.fneg(x))),
                  T.feq(T.fapprox("ex2", "hardware", h), h),
                  T.rlt(T.rfun("ex2", T.real_of(F32, T.var("b", T.BV(32)))), T.real_const(0)))
    text = smt.to_smtlib([goal])
    assert text.count("(declare-fun approx.hardware.ex2.f32 ((_ FloatingPoint 8 24)) (_ FloatingPoint 8 24))") == 1
    assert "(declare-fun approx.hardware.ex2.f16 ((_ FloatingPoint 5 11)) (_ FloatingPoint 5 11))" in text
    assert "(declare-fun real.ex2 (Real) Real)" in text
    assert smt.solve(text, "z3", 20).status in ("sat", "unsat")  # the script parses


def test_logic_names_the_uninterpreted_functions():
    x = fp32("x")
    assert smt.choose_logic(T.postorder([T.feq(T.fapprox("lg2", "hardware", x), x)])) == "QF_UFFP"
    assert smt.choose_logic(T.postorder([T.rlt(T.rfun("sin", T.real_const(1)), T.real_const(0))])) == "ALL"
