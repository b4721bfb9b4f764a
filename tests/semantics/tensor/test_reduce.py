"""Reductions in the tracer against real numpy, bit for bit, on random inputs of constant shapes.

Integer reductions are exact in any order, so they are checked on edge-biased values.  A floating
reduction's value depends on numpy's order (pairwise sums, BLAS), so floats are drawn from values
whose sums, products and maxima are the same in every order; the trace records those reductions as
order-dependent (contract real only), which is checked too.
"""
from __future__ import annotations

import numpy as np
import pytest

from equiv import terms as T
from equiv.ref import In, Out, Scalar, f16, f32, f64, i8, i16, i32, i64, kernel, u8, u32, u64
from semantics.errors import InputError, Unsupported
from semantics.tensor.tracer import trace
from tensor_harness import check, edge_bits, from_bits

K = dict(block=32, grid=1)


# ----------------------------------------------------------------------------- integer: exact
@kernel(**K)
def sum_i32_axis1(x: In[i32, 3, 5], o: Out[i64, 3]):
    return x.sum(axis=1)


@kernel(**K)
def sum_u32_all(x: In[u32, 7], o: Out[u64, 1]):
    return np.sum(x, keepdims=True)


@kernel(**K)
def sum_i8_dtype(x: In[i8, 4, 3], o: Out[i8, 3]):
    return x.sum(0, np.int8)


@kernel(**K)
def count_positive(x: In[i16, 2, 6], o: Out[i64, 2]):
    return (x > 0).sum(axis=-1)


@kernel(**K)
def prod_i16(x: In[i16, 3, 2], o: Out[i64, 2]):
    return np.prod(x, axis=0)


@kernel(**K)
def max_min_3d(x: In[i32, 2, 3, 4], u: In[u8, 2, 3, 4], a: Out[i32, 3], b: Out[u8, 3]):
    return {"a": x.max(axis=(0, 2)), "b": np.amin(u, axis=(-1, 0))}


@kernel(**K)
def mean_i32(x: In[i32, 4, 3], o: Out[f64, 4]):
    return np.mean(x, axis=1)


@kernel(**K)
def ufunc_reduce(x: In[i32, 4, 3], a: Out[i64, 3], b: Out[i32, 4]):
    return {"a": np.add.reduce(x), "b": np.maximum.reduce(x, axis=1)}


@kernel(**K)
def scalar_and_keepdims(x: In[i32, 3, 4], a: Out[i32, 3, 4], b: Out[i32, 3, 4]):
    return {"a": x - x.max(), "b": x - x.min(axis=1, keepdims=True)}


@kernel(**K)
def any_positive(x: In[i32, 3, 4], o: Out[u8, 4]):
    return (x > 0).max(axis=0).astype(np.uint8)


@kernel(**K)
def imatmul(a: In[i32, 3, 4], b: In[i32, 4, 2], v: In[i32, 4], c: Out[i32, 3, 2], d: Out[i32, 3],
            e: Out[i32, 3]):
    return {"c": a @ b, "d": np.dot(a, v), "e": np.matmul(a, v)}


@kernel(**K)
def matmul_mixed_ints(a: In[i8, 2, 3], b: In[i16, 3, 2], c: Out[i16, 2, 2]):
    return a @ b


@kernel(**K)
def vector_dot(a: In[i64, 5], b: In[i64, 5], c: Out[i64, 1]):
    return np.reshape(a @ b, (1,))


# ----------------------------------------------------------------------------- float: order-dependent
@kernel(**K)
def sum_f32_axis0(x: In[f32, 5, 3], o: Out[f32, 3]):
    return x.sum(axis=0)


@kernel(**K)
def mean_f32_f16(x: In[f32, 3, 6], h: In[f16, 3, 6], a: Out[f32, 3], b: Out[f16, 3]):
    return {"a": x.mean(axis=1), "b": np.mean(h, axis=-1)}


@kernel(**K)
def prod_f64(x: In[f64, 4, 3], o: Out[f64, 4]):
    return x.prod(axis=1)


@kernel(**K)
def max_min_f32(x: In[f32, 4, 5], a: Out[f32, 5], b: Out[f32, 4]):
    return {"a": np.max(x, axis=0), "b": x.min(axis=1)}


@kernel(**K)
def matmul_f32(a: In[f32, 3, 4], b: In[f32, 4, 2], v: In[f32, 4], c: Out[f32, 3, 2], d: Out[f32, 3]):
    return {"c": a @ b, "d": a @ v}


@kernel(**K)
def stacked_matmul(a: In[i32, 2, 3, 4], b: In[i32, 4, 2], v: In[i32, 4], s: In[i16, 1, 3, 2], c: Out[i32, 2, 3, 2],
                   d: Out[i32, 2, 3], e: Out[i32, 2, 3, 2]):
    """Stacks of matrices: b broadcast over a's leading axis, a 1-D operand as a column, stacks broadcast."""
    return {"c": a @ b, "d": np.matmul(a, v), "e": s @ (a @ b).transpose(0, 2, 1)[:, :, :2].astype(np.int16)}


@kernel(**K)
def einsum_forms(a: In[i32, 2, 3, 4], b: In[i32, 2, 4, 2], v: In[i16, 4], w: In[i32, 3], c: Out[i32, 2, 3, 2],
                 d: Out[i32, 3, 2], e: Out[i32, 1], f: Out[i32, 4, 3], g: Out[i32, 2, 4]):
    """Batched products, a contraction over two labels, a full sum, a transpose with an outer product, numpy's
    implicit output (labels seen once, sorted)."""
    return {"c": np.einsum("bik,bkj->bij", a, b), "d": np.einsum("bik,bkj->ij", a, b),
            "e": np.einsum("bik,k->", a, v).reshape(1), "f": np.einsum("i,j->ji", w, v), "g": np.einsum("bij,i", a, w)}


@kernel(**K)
def arg_extremes_i16(x: In[i16, 3, 5], a: Out[i64, 3], b: Out[i64, 1, 5], c: Out[i64, 1]):
    """The first of equal extremes (edge values repeat often here)."""
    return {"a": x.argmax(axis=1), "b": np.argmin(x, axis=0, keepdims=True), "c": np.argmax(x).reshape(1)}


INTS = [sum_i32_axis1, sum_u32_all, sum_i8_dtype, count_positive, prod_i16, max_min_3d, mean_i32, ufunc_reduce,
        scalar_and_keepdims, any_positive, imatmul, matmul_mixed_ints, vector_dot, stacked_matmul, einsum_forms,
        arg_extremes_i16]
@kernel(**K)
def var_std_f32(x: In[f32, 4, 8], v: Out[f32, 4], s: Out[f32, 4], w: Out[f32, 4, 1], a: Out[f64, 1]):
    """numpy's _var: the mean kept as an array, squared deviations summed, divided by count - ddof."""
    return {"v": x.var(axis=1), "s": np.std(x, axis=1), "w": np.var(x, axis=1, ddof=1, keepdims=True),
            "a": x.astype(np.float64).std(keepdims=True).reshape(1)}


@kernel(**K)
def einsum_matmul_f32(a: In[f32, 3, 4], b: In[f32, 4, 2], c: Out[f32, 3, 2], d: Out[f32, 2, 3]):
    return {"c": np.einsum("ik,kj->ij", a, b), "d": np.einsum("ik,kj->ji", a, b)}


@kernel(**K)
def norm_f32(x: In[f32, 3, 4], r: Out[f32, 3], k: Out[f32, 3, 1], w: Out[f32, 1, 1]):
    """np.linalg.norm: sqrt of the sum of squares along an axis; of dot(x, x) over the flattened array."""
    return {"r": np.linalg.norm(x, axis=1), "k": np.linalg.norm(x, axis=-1, keepdims=True),
            "w": np.linalg.norm(x, keepdims=True)}


FLOATS = [sum_f32_axis0, mean_f32_f16, prod_f64, max_min_f32, matmul_f32, var_std_f32, einsum_matmul_f32, norm_f32]
# values whose sum, product and maximum do not depend on the order (no -0.0 next to +0.0; no zero or
# inf in a matmul, where BLAS starts its sums at +0.0)
ORDER_FREE = {"sum": [0.0, 1.0, -1.0, 2.0, -3.0, 7.0, np.inf, -np.inf, np.nan],
              "mean": [0.0, 1.0, -1.0, 2.0, -3.0, 7.0, np.inf, np.nan],
              "prod": [1.0, -1.0, 2.0, 0.5, -4.0, 0.0, np.inf, np.nan],
              "max": [0.0, 1.0, -1.0, 2.5, -3.0, np.inf, -np.inf, np.nan],
              "matmul": [1.0, -1.0, 2.0, -3.0, 5.0],
              "var": [0.0, 1.0, -1.0, 2.0, -3.0, 7.0, np.nan],  # means in 1/32s: every deviation exact
              "norm": [0.0, 1.0, -1.0, 2.0, -3.0, np.inf, np.nan]}


def _args(spec, draw) -> dict:
    """draw(p) for every input buffer p, zeros for the outputs."""
    return {p.name: draw(p) if p.kind == "in" else np.zeros(p.shape, p.dtype.carrier) for p in spec.buffers}


def _int_args(spec, rng) -> dict:
    return _args(spec, lambda p: from_bits(p.dtype, rng.choice(edge_bits(p.dtype), size=p.shape)).reshape(p.shape))


def _float_args(spec, rng) -> dict:
    kind = next(k for k in ORDER_FREE if k in spec.name)
    return _args(spec, lambda p: rng.choice(ORDER_FREE[kind], size=p.shape).astype(p.dtype.carrier))


@pytest.mark.parametrize("spec", INTS, ids=lambda s: s.name)
def test_integer_reductions_match_numpy(spec):
    rng = np.random.default_rng(5)
    for _ in range(25):
        check(spec, _int_args(spec, rng))
    # the mean of ints sums in f64 (exact here: i32 values), which in general depends on the order
    assert bool(next(iter(trace(spec).values())).unordered) == (spec is mean_i32)


@pytest.mark.parametrize("spec", FLOATS, ids=lambda s: s.name)
def test_float_reductions_match_numpy_where_order_is_free(spec):
    rng = np.random.default_rng(7)
    for _ in range(25):
        check(spec, _float_args(spec, rng))
    unordered = next(iter(trace(spec).values())).unordered
    assert unordered and all(__file__ in u for u in unordered)


def test_float_argmax_argmin_take_the_first_nan_else_the_first_extreme():
    """Exact in any contract: numpy's argmax/argmin compare, they do not round."""
    @kernel(**K)
    def arg_f32(x: In[f32, 2, 6], a: Out[i64, 2], b: Out[i64, 2]):
        return {"a": np.argmax(x, axis=1), "b": x.argmin(axis=-1)}
    values = np.array([0.0, -0.0, 1.0, -1.0, np.inf, -np.inf, np.nan], np.float32)
    rng = np.random.default_rng(11)
    for _ in range(40):
        check(arg_f32, {"x": rng.choice(values, size=(2, 6)), "a": np.zeros(2, np.int64), "b": np.zeros(2, np.int64)})
    assert all(not o.unordered for o in trace(arg_f32).values())


def test_one_element_float_reduction_has_one_order():
    @kernel(**K)
    def single(x: In[f32, 4, 1], o: Out[f32, 4]):
        return x.sum(axis=1)
    assert next(iter(trace(single).values())).unordered == ()


def _refused(fn, error=Unsupported) -> str:
    with pytest.raises(error) as e:
        trace(fn)
    return str(e.value)


@kernel(**K)
def int_folds_symbolic(m: Scalar[i32], n: Scalar[i32], x: In[i32, "m", "n"], s: Out[i32, "m"], hi: Out[i32, "m"],
                       lo: Out[i32, "m"]):
    return {"s": x.sum(axis=1), "hi": x.max(axis=1), "lo": np.min(x, axis=1)}


def test_integer_folds_over_a_symbolic_length_are_exact_and_match_numpy():
    """One ifold per element (exact: no order recorded), equal to numpy on edge values for every small row
    length; max and min of an empty row are numpy errors, so the trace requires n > 0."""
    out = trace(int_folds_symbolic)
    e = T.var("e", T.BV(64))
    assert all(o.unordered == () for o in out.values())
    assert [out[k].element(e).op for k in ("s", "hi", "lo")] == ["ifold"] * 3  # the i64 sum's low word
    assert [out[k].element(e).params[1] for k in ("hi", "lo")] == ["smax", "smin"]
    assert out["hi"].guard is T.slt(T.bv(0, 64), T.sext(T.var("arg:n", T.BV(32)), 64))
    rng = np.random.default_rng(3)
    for n in range(1, 5):
        x = from_bits(i32, rng.choice(edge_bits(i32), size=(3, n))).reshape(3, n)
        check(int_folds_symbolic, {"m": np.int32(3), "n": np.int32(n), "x": x,
                                   **{k: np.zeros(3, np.int32) for k in ("s", "hi", "lo")}})


@kernel(**K)
def float_peaks_symbolic(m: Scalar[i32], n: Scalar[i32], x: In[f32, "m", "n"], hi: Out[f32, "m"], lo: Out[f32, "m"]):
    return {"hi": x.max(axis=1), "lo": np.min(x, axis=-1)}


def test_float_max_over_a_symbolic_length_is_an_ffold_read_under_real_only():
    """numpy's max propagates NaN and returns either zero on a tie, the ffold (PTX max) does neither: recorded
    as order-dependent (contract real); equal to numpy on values without NaN or signed zeros, for every small
    row length; max of an empty row is a numpy error, so the trace requires n > 0."""
    out = trace(float_peaks_symbolic)
    e = T.var("e", T.BV(64))
    assert all(o.unordered and "propagate NaN" in o.unordered[0] for o in out.values())
    assert [out[k].element(e).args[0].op for k in ("hi", "lo")] == ["ffold"] * 2
    assert [out[k].element(e).args[0].params[1] for k in ("hi", "lo")] == ["max", "min"]
    assert out["hi"].guard is T.slt(T.bv(0, 64), T.sext(T.var("arg:n", T.BV(32)), 64))
    rng = np.random.default_rng(5)
    for n in range(0, 5):
        x = rng.choice(np.array([-np.inf, -3.5, -1e-45, 1.0, 2.0, 7e37, np.inf], np.float32), size=(3, n))
        check(float_peaks_symbolic, {"m": np.int32(3), "n": np.int32(n), "x": x,
                                     "hi": np.zeros(3, np.float32), "lo": np.zeros(3, np.float32)})


@kernel(**K)
def matmul_symbolic_k(m: Scalar[i32], k: Scalar[i32], a: In[f32, "m", "k"], b: In[f32, "k", 4],
                      c: Out[f32, "m", 4]):
    return a @ b


@kernel(**K)
def row_sums_symbolic(m: Scalar[i32], n: Scalar[i32], x: In[f32, "m", "n"], o: Out[f32, "m"]):
    return x.sum(axis=1)


@pytest.mark.parametrize("spec", [matmul_symbolic_k, row_sums_symbolic], ids=lambda s: s.name)
def test_float_sum_over_a_symbolic_length_is_one_fsum_per_element(spec):
    """One fsum term per element (order-dependent: contract real only), equal to numpy on values whose sums
    are exact in every order (small integers), for every small size including the empty sum."""
    out = next(iter(trace(spec).values()))
    assert out.unordered and all(__file__ in u for u in out.unordered)
    assert out.element(T.var("e", T.BV(64))).args[0].op == "fsum"
    rng = np.random.default_rng(11)
    for size in range(5):
        args = {"m": np.int32(3), "k": np.int32(size), "n": np.int32(size)}
        for p in spec.buffers:
            shape = [int(args[d]) if isinstance(d, str) else d for d in p.shape]
            args[p.name] = rng.integers(-4, 5, shape).astype(np.float32)
        check(spec, {name: args[name] for name in (p.name for p in spec.params)})


@kernel(**K)
def row_means_symbolic(m: Scalar[i32], n: Scalar[i32], x: In[f32, "m", "n"], y: In[i16, "m", "n"],
                       o: Out[f32, "m"], p: Out[f64, "m"]):
    return {"o": x.mean(axis=1), "p": np.mean(y, axis=-1)}


def test_mean_over_a_symbolic_length_is_the_fsum_divided_by_the_length():
    """numpy's mean: the sum in its dtype (f32; f64 for integers) divided by the count converted to it; equal to
    numpy on small integers (exact sums) for every small row length."""
    out = trace(row_means_symbolic)
    e = T.var("e", T.BV(64))
    for name, fmt in (("o", "f32"), ("p", "f64")):
        q = out[name].element(e).args[0]
        assert q.op == "fdiv" and q.args[0].op == "fsum" and q.args[1].op == "fp_from_sbv" and q.sort.fmt.name == fmt
        assert out[name].unordered
    rng = np.random.default_rng(13)
    for n in range(1, 5):
        check(row_means_symbolic, {"m": np.int32(3), "n": np.int32(n),
                                   "x": rng.integers(-4, 5, (3, n)).astype(np.float32),
                                   "y": rng.integers(-9, 9, (3, n)).astype(np.int16),
                                   "o": np.zeros(3, np.float32), "p": np.zeros(3, np.float64)})


@kernel(**K)
def row_vars_symbolic(m: Scalar[i32], n: Scalar[i32], x: In[f32, "m", "n"], v: Out[f32, "m"], s: Out[f32, "m"]):
    return {"v": x.var(axis=1), "s": np.std(x, axis=1, ddof=1)}


def test_var_and_std_over_a_symbolic_length_divide_by_the_length_less_ddof():
    """numpy's _var over a row of symbolic length: the squared deviations from the mean summed (an fsum) and
    divided by n - ddof; sizes with n <= ddof (numpy's NaN) are outside the trace's guard.  Equal to numpy where
    every step is exact (integer data, power-of-two lengths), and the quotient by n - 1 is one rounding."""
    out = trace(row_vars_symbolic)
    assert out["v"].unordered and out["s"].unordered
    e = T.var("e", T.BV(64))
    q = out["v"].element(e).args[0]
    assert q.op == "fdiv" and q.args[0].op == "fsum"
    n = T.var("arg:n", T.BV(32))
    assert out["s"].guard is not T.true() and n in T.free_vars([out["s"].guard])
    rng = np.random.default_rng(5)
    for n in (2, 4, 8):
        check(row_vars_symbolic, {"m": np.int32(3), "n": np.int32(n),
                                  "x": rng.integers(-4, 5, (3, n)).astype(np.float32),
                                  "v": np.zeros(3, np.float32), "s": np.zeros(3, np.float32)})


@kernel(**K)
def einsum_symbolic(m: Scalar[i32], k: Scalar[i32], a: In[f32, "m", "k"], x: In[f32, "k"], e: Out[f32, "m"],
                    p: Out[f32, "m"]):
    return {"e": np.einsum("ij,j->i", a, x), "p": a @ x}


def test_einsum_over_one_symbolic_label_is_the_matmul_fsum():
    """One summed label of symbolic length: the same fsum term as a @ x (contract real), and numpy's values on
    exact cases."""
    out = trace(einsum_symbolic)
    i = T.var("i", T.BV(64))
    assert out["e"].element(i) is out["p"].element(i) and out["e"].unordered
    rng = np.random.default_rng(2)
    for k in range(0, 4):
        check(einsum_symbolic, {"m": np.int32(2), "k": np.int32(k), "a": rng.integers(-4, 5, (2, k)).astype(np.float32),
                                "x": rng.integers(-4, 5, k).astype(np.float32), "e": np.zeros(2, np.float32),
                                "p": np.zeros(2, np.float32)})


def test_symbolic_rows_with_a_constant_reduced_axis_trace():
    @kernel(**K)
    def partial(n: Scalar[i32], x: In[i32, "n"], o: Out[i32, "n // 4"]):
        return x.reshape(-1, 4).max(axis=1)
    assert next(iter(trace(partial).values())).unordered == ()


def test_numpy_errors_and_unmodeled_arguments():
    @kernel(**K)
    def empty_max(x: In[i32, 3, 0], o: Out[i32, 3]):
        return x.max(axis=1)

    @kernel(**K)
    def bad_axis(x: In[i32, 3], o: Out[i64, 1]):
        return x.sum(axis=1, keepdims=True)

    @kernel(**K)
    def inner_mismatch(a: In[i32, 2, 3], b: In[i32, 4, 2], c: Out[i32, 2, 2]):
        return a @ b

    @kernel(**K)
    def with_initial(x: In[i32, 3], o: Out[i64, 1]):
        return x.sum(keepdims=True, initial=5)

    @kernel(**K)
    def batched_dot(a: In[i32, 2, 2, 2], c: Out[i32, 2, 2, 2, 2]):
        return np.dot(a, a)
    assert "no identity" in _refused(empty_max, InputError)
    assert "out of bounds" in _refused(bad_axis, InputError)
    assert "inner dimensions" in _refused(inner_mismatch, InputError)
    assert "initial=" in _refused(with_initial)
    assert "3 and 3 dimensions" in _refused(batched_dot)
