"""Small references covering every op, dtype and promotion rule the tracer models.

test_tracer_numpy.py runs each on random edge-biased inputs with numpy and with
the traced terms and compares the bits.  Sizes are symbolic in the trace.
"""
import numpy as np

from equiv.ref import In, InOut, Out, Scalar, bf16, f16, f32, f64, fma, i8, i16, i32, i64, kernel, u8, u16, u32, u64

K = dict(block=32, grid=1)


# ----------------------------------------------------------------------------- float arithmetic
@kernel(**K)
def add_f32(n: Scalar[i32], x: In[f32, "n"], y: In[f32, "n"], z: Out[f32, "n"]):
    return x + y


@kernel(**K)
def sub_f64(n: Scalar[i32], x: In[f64, "n"], y: In[f64, "n"], z: Out[f64, "n"]):
    return x - y


@kernel(**K)
def mul_f16(n: Scalar[i32], x: In[f16, "n"], y: In[f16, "n"], z: Out[f16, "n"]):
    return x * y


@kernel(**K)
def div_f32_f16(n: Scalar[i32], x: In[f32, "n"], y: In[f32, "n"], h: In[f16, "n"], g: In[f16, "n"],
                a: Out[f32, "n"], b: Out[f16, "n"]):
    return {"a": x / y, "b": h / g}


@kernel(**K)
def neg_abs_pos(n: Scalar[i32], x: In[f64, "n"], a: Out[f64, "n"], b: Out[f64, "n"], c: Out[f64, "n"]):
    return {"a": -x, "b": np.abs(x), "c": np.positive(abs(np.negative(x)))}


@kernel(**K)
def saxpy_fma(n: Scalar[i32], a: Scalar[f32], x: In[f32, "n"], y: InOut[f32, "n"]):
    return fma(a, x, y)


@kernel(**K)
def saxpy_two_roundings(n: Scalar[i32], a: Scalar[f32], x: In[f32, "n"], y: InOut[f32, "n"]):
    return a * x + y


@kernel(**K)
def fma_f16(n: Scalar[i32], x: In[f16, "n"], y: In[f16, "n"], z: In[f16, "n"], o: Out[f16, "n"]):
    return fma(x, y, z)


@kernel(**K)
def fma_f64_weak(n: Scalar[i32], x: In[f64, "n"], y: In[f64, "n"], o: Out[f64, "n"]):
    return fma(x, 3.0, y)


@kernel(**K)
def fma_mixed(n: Scalar[i32], x: In[f16, "n"], y: In[f32, "n"], o: Out[f32, "n"]):
    return fma(x, y, 1)


@kernel(**K)
def sqrt_all(n: Scalar[i32], x: In[f32, "n"], h: In[f16, "n"], d: In[f64, "n"], i: In[i8, "n"],
             a: Out[f32, "n"], b: Out[f16, "n"], c: Out[f64, "n"], e: Out[f16, "n"]):
    return {"a": np.sqrt(x), "b": np.sqrt(h), "c": np.sqrt(d), "e": np.sqrt(i)}


@kernel(**K)
def powers(n: Scalar[i32], x: In[f32, "n"], h: In[f16, "n"], a: Out[f32, "n"], b: Out[f32, "n"], c: Out[f32, "n"],
           d: Out[f32, "n"], e: Out[f16, "n"], f: Out[f16, "n"]):
    return {"a": x ** 2, "b": x ** -1, "c": x ** 0, "d": x ** 1.0, "e": np.square(h), "f": np.power(h, 2)}


@kernel(**K)
def max_min_f32(n: Scalar[i32], x: In[f32, "n"], y: In[f32, "n"], a: Out[f32, "n"], b: Out[f32, "n"]):
    return {"a": np.maximum(x, y), "b": np.minimum(x, y)}


@kernel(**K)
def max_min_f16(n: Scalar[i32], x: In[f16, "n"], y: In[f16, "n"], a: Out[f16, "n"], b: Out[f16, "n"]):
    return {"a": np.maximum(x, y), "b": np.minimum(x, y)}


@kernel(**K)
def max_min_f64_zero(n: Scalar[i32], x: In[f64, "n"], a: Out[f64, "n"], b: Out[f64, "n"]):
    return {"a": np.maximum(x, 0.0), "b": np.minimum(-0.0, x)}


@kernel(**K)
def relu_where(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return np.where(x > 0, x, 0.0)


@kernel(**K)
def float_compares(n: Scalar[i32], x: In[f32, "n"], y: In[f32, "n"], a: Out[i8, "n"], b: Out[i8, "n"],
                   c: Out[i8, "n"], d: Out[i8, "n"], e: Out[i8, "n"], f: Out[i8, "n"]):
    return {"a": x < y, "b": x <= y, "c": x == y, "d": x != y, "e": x > 0.5, "f": x >= y}


@kernel(**K)
def where_int_literals(n: Scalar[i32], x: In[f32, "n"], y: In[f32, "n"], o: Out[f64, "n"]):
    return np.where(x > y, 1, 0) * 1.5


@kernel(**K)
def clamp_scalars(n: Scalar[i32], lo: Scalar[f32], hi: Scalar[f32], x: In[f32, "n"], y: Out[f32, "n"]):
    v = np.where(x < lo, lo, x)
    return np.where(v > hi, hi, v)


# ----------------------------------------------------------------------------- promotion (NEP 50)
@kernel(**K)
def weak_float_f16(n: Scalar[i32], x: In[f16, "n"], y: Out[f16, "n"]):
    return x + 0.1


@kernel(**K)
def weak_int_f32(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return x * 3 - 7


@kernel(**K)
def f16_plus_f32(n: Scalar[i32], x: In[f16, "n"], y: In[f32, "n"], z: Out[f32, "n"]):
    return x + y


@kernel(**K)
def i32_plus_f32(n: Scalar[i32], x: In[i32, "n"], y: In[f32, "n"], z: Out[f64, "n"]):
    return x + y


@kernel(**K)
def i64_plus_f64(n: Scalar[i32], x: In[i64, "n"], y: In[f64, "n"], z: Out[f64, "n"]):
    return x + y


@kernel(**K)
def u64_times_f32(n: Scalar[i32], x: In[u64, "n"], y: In[f32, "n"], z: Out[f64, "n"]):
    return x * y


@kernel(**K)
def i16_plus_f16(n: Scalar[i32], x: In[i16, "n"], y: In[f16, "n"], z: Out[f32, "n"]):
    return x + y


@kernel(**K)
def int_true_divide(n: Scalar[i32], x: In[i8, "n"], y: In[i8, "n"], a: Out[f64, "n"], b: Out[f64, "n"]):
    return {"a": x / y, "b": x / 3}


@kernel(**K)
def int_times_weak_float(n: Scalar[i32], x: In[i16, "n"], y: Out[f64, "n"]):
    return x * 0.5


@kernel(**K)
def strong_scalars(n: Scalar[i32], a: Scalar[f16], b: Scalar[f64], x: In[f32, "n"], p: Out[f32, "n"],
                   q: Out[f64, "n"]):
    return {"p": a * x, "q": b * x}


@kernel(**K)
def int_scalar_promotes(n: Scalar[i32], x: In[i8, "n"], y: Out[i32, "n"]):
    return x + n


@kernel(**K)
def numpy_constants(n: Scalar[i32], x: In[f32, "n"], a: Out[f32, "n"], b: Out[f32, "n"]):
    return {"a": x * np.float32(0.5), "b": np.float16(3) + x}


@kernel(**K)
def constant_array(x: In[f32, 3], y: Out[f32, 3]):
    return x * np.array([1.0, -2.0, 0.25], dtype=np.float32)


# ----------------------------------------------------------------------------- integers
@kernel(**K)
def int_wrap(n: Scalar[i32], x: In[i32, "n"], y: In[i32, "n"], u: In[u8, "n"], w: In[i64, "n"],
             a: Out[i32, "n"], b: Out[u8, "n"], c: Out[i64, "n"]):
    return {"a": x + y, "b": u - 200, "c": w * w}


@kernel(**K)
def weak_int_wrap(n: Scalar[i32], x: In[i8, "n"], u: In[u8, "n"], a: Out[i8, "n"], b: Out[u8, "n"]):
    return {"a": x + 1, "b": u + 255}


@kernel(**K)
def bitwise_count_all(n: Scalar[i32], x: In[i32, "n"], u: In[u64, "n"], b: In[i8, "n"],
                      p: Out[u8, "n"], q: Out[u8, "n"], r: Out[u8, "n"]):
    return {"p": np.bitwise_count(x), "q": np.bitwise_count(u), "r": np.bitwise_count(b)}  # |x| for signed


@kernel(**K)
def floordiv_mod_i32(n: Scalar[i32], x: In[i32, "n"], y: In[i32, "n"], q: Out[i32, "n"], r: Out[i32, "n"]):
    return {"q": x // y, "r": x % y}


@kernel(**K)
def floordiv_mod_small(n: Scalar[i32], x: In[i8, "n"], y: In[i8, "n"], u: In[u16, "n"], v: In[u16, "n"],
                       a: Out[i8, "n"], b: Out[i8, "n"], c: Out[u16, "n"], d: Out[u16, "n"]):
    return {"a": x // y, "b": x % y, "c": u // v, "d": u % v}


@kernel(**K)
def floordiv_weak(n: Scalar[i32], x: In[i64, "n"], a: Out[i64, "n"], b: Out[i64, "n"]):
    return {"a": x // 3, "b": x % -3}


@kernel(**K)
def shifts_i32(n: Scalar[i32], x: In[i32, "n"], s: In[i32, "n"], a: Out[i32, "n"], b: Out[i32, "n"],
               c: Out[i32, "n"]):
    return {"a": x << s, "b": x >> s, "c": x << 3}


@kernel(**K)
def shifts_unsigned(n: Scalar[i32], x: In[u32, "n"], s: In[u32, "n"], u: In[u8, "n"], t: In[u8, "n"],
                    a: Out[u32, "n"], b: Out[u32, "n"], c: Out[u8, "n"], d: Out[u8, "n"]):
    return {"a": x >> s, "b": x << s, "c": u << t, "d": u >> t}


@kernel(**K)
def shifts_64_mixed(n: Scalar[i32], x: In[i64, "n"], s: In[i64, "n"], u: In[u8, "n"], t: In[i8, "n"],
                    a: Out[i64, "n"], b: Out[i64, "n"], c: Out[i16, "n"]):
    return {"a": x << s, "b": x >> s, "c": u << t}


@kernel(**K)
def bitwise(n: Scalar[i32], x: In[u32, "n"], y: In[u32, "n"], i: In[i16, "n"], j: In[i16, "n"],
            a: Out[u32, "n"], b: Out[i16, "n"], c: Out[u32, "n"]):
    return {"a": (x & y) | (~x & np.uint32(0x0F0F0F0F)), "b": (i ^ j) | ~i, "c": x ^ 0xFFFF}


@kernel(**K)
def bitwise_mixed(n: Scalar[i32], x: In[i8, "n"], y: In[u8, "n"], a: Out[i16, "n"]):
    return x & y


@kernel(**K)
def abs_neg_int(n: Scalar[i32], x: In[i32, "n"], u: In[u8, "n"], a: Out[i32, "n"], b: Out[u8, "n"],
                c: Out[i32, "n"]):
    return {"a": np.abs(x), "b": -u, "c": np.where(x < 0, -x, x)}


@kernel(**K)
def int_power(n: Scalar[i32], x: In[i32, "n"], u: In[u8, "n"], a: Out[i32, "n"], b: Out[u8, "n"],
              c: Out[i32, "n"]):
    return {"a": x ** 3, "b": u ** 5, "c": x ** 0}


@kernel(**K)
def int_scalar_power(n: Scalar[i32], k: Scalar[i32], x: In[i32, "n"], a: Out[i32, "n"]):
    return x + k ** 2


@kernel(**K)
def signed_unsigned_compare(n: Scalar[i32], x: In[i64, "n"], y: In[u64, "n"], t: Scalar[i32], u: In[u32, "n"],
                            a: Out[i32, "n"], b: Out[i32, "n"]):
    return {"a": np.where(x < y, 1, 2), "b": np.where(u > t, 1, 0)}


@kernel(**K)
def out_of_range_python_int(n: Scalar[i32], u: In[u8, "n"], v: In[u16, "n"], a: Out[u8, "n"], b: Out[u16, "n"],
                            c: Out[u8, "n"]):
    return {"a": np.where(u < 300, u, 0), "b": np.where(v == -1, 1, v), "c": np.where(u >= -5, u, 7)}


@kernel(**K)
def int_max_min(n: Scalar[i32], x: In[i16, "n"], y: In[i16, "n"], u: In[u32, "n"], v: In[u32, "n"],
                a: Out[i16, "n"], b: Out[u32, "n"]):
    return {"a": np.maximum(x, y), "b": np.minimum(u, v)}


@kernel(**K)
def bool_logic(n: Scalar[i32], x: In[f32, "n"], y: In[i32, "n"], a: Out[i32, "n"], b: Out[i32, "n"],
               c: Out[i32, "n"]):
    p, q = x > 0, y < 0
    return {"a": np.where((p & q) | (p ^ ~q), 1, 0), "b": np.logical_and(x, y) + np.logical_not(y),
            "c": np.where(np.logical_or(p, y), 3, 4) + np.logical_xor(x, q)}


@kernel(**K)
def bool_arith(n: Scalar[i32], x: In[i32, "n"], y: In[i32, "n"], a: Out[i32, "n"], b: Out[i8, "n"]):
    p, q = x > 0, y > 0
    return {"a": (p + q) * 1 + (p * q) * 2, "b": np.maximum(p, q) + np.minimum(p, q) + (p < q)}


# ----------------------------------------------------------------------------- casts
@kernel(**K)
def f32_to_ints(n: Scalar[i32], x: In[f32, "n"], a: Out[i32, "n"], b: Out[i8, "n"], c: Out[u8, "n"],
                d: Out[i16, "n"], e: Out[u16, "n"], f: Out[i64, "n"], g: Out[u64, "n"]):
    return {"a": x.astype(np.int32), "b": x.astype(np.int8), "c": x.astype(np.uint8), "d": x.astype(i16),
            "e": x.astype(u16), "f": x.astype(i64), "g": x.astype(u64)}


@kernel(**K)
def f64_to_ints(n: Scalar[i32], x: In[f64, "n"], a: Out[i32, "n"], b: Out[u64, "n"], c: Out[i8, "n"],
                d: Out[u16, "n"]):
    return {"a": x.astype(np.int32), "b": x.astype(np.uint64), "c": x.astype(np.int8), "d": x.astype("uint16")}


@kernel(**K)
def f16_to_ints(n: Scalar[i32], x: In[f16, "n"], a: Out[u32, "n"], b: Out[i16, "n"], c: Out[u8, "n"],
                d: Out[i64, "n"], e: Out[u64, "n"]):
    return {"a": x.astype(np.uint32), "b": x.astype(np.int16), "c": x.astype(np.uint8), "d": x.astype(np.int64),
            "e": x.astype(np.uint64)}


@kernel(**K)
def ints_to_floats(n: Scalar[i32], x: In[i32, "n"], w: In[i64, "n"], u: In[u64, "n"], b: In[u8, "n"],
                   a: Out[f16, "n"], c: Out[f32, "n"], d: Out[f32, "n"], e: Out[f16, "n"], f: Out[f32, "n"],
                   g: Out[f64, "n"], h: Out[f16, "n"]):
    return {"a": x.astype(np.float16), "c": x.astype(f32), "d": w.astype(np.float32), "e": w.astype(np.float16),
            "f": u.astype(np.float32), "g": u.astype(float), "h": b.astype(np.float16)}


@kernel(**K)
def float_to_float(n: Scalar[i32], d: In[f64, "n"], x: In[f32, "n"], h: In[f16, "n"], a: Out[f32, "n"],
                   b: Out[f16, "n"], c: Out[f16, "n"], e: Out[f64, "n"]):
    return {"a": d.astype(np.float32), "b": d.astype(np.float16), "c": x.astype(np.float16),
            "e": h.astype(np.float64)}


@kernel(**K)
def int_to_int(n: Scalar[i32], x: In[i32, "n"], u: In[u8, "n"], s: In[i8, "n"], w: In[u64, "n"],
               a: Out[i8, "n"], b: Out[i32, "n"], c: Out[u64, "n"], d: Out[i16, "n"]):
    return {"a": x.astype(np.int8), "b": u.astype(np.int32), "c": s.astype(np.uint64), "d": w.astype(np.int16)}


@kernel(**K)
def bool_casts(n: Scalar[i32], x: In[f32, "n"], y: In[i16, "n"], a: Out[f32, "n"], b: Out[i32, "n"],
               c: Out[u8, "n"]):
    return {"a": (x > y).astype(np.float32), "b": y.astype(bool).astype(np.int32), "c": x.astype(np.bool_)}


@kernel(**K)
def store_casts(n: Scalar[i32], x: In[f32, "n"], y: In[f64, "n"], a: Out[f32, "n"], b: Out[i32, "n"],
                c: Out[f16, "n"]):
    return {"a": x.astype(np.float64) * y, "b": y, "c": x * y}


@kernel(**K)
def bf16_io(n: Scalar[i32], x: In[bf16, "n"], y: In[f32, "n"], a: Out[f32, "n"], b: Out[bf16, "n"],
            c: Out[bf16, "n"], d: Out[f16, "n"], e: Out[i32, "n"]):
    return {"a": x.astype(np.float32) * 2, "b": y * 3, "c": x, "d": x, "e": x.astype(np.int64)}


@kernel(**K)
def bf16_scalar(n: Scalar[i32], s: Scalar[bf16], x: In[f32, "n"], y: Out[f32, "n"]):
    return x * s.astype(f32)


# ----------------------------------------------------------------------------- shapes and data movement
@kernel(**K)
def transpose_2d(n: Scalar[i32], m: Scalar[i32], x: In[f32, "n", "m"], a: Out[f32, "m", "n"],
                 b: Out[f32, "m", "n"]):
    return {"a": x.T, "b": np.transpose(x) + 0}


@kernel(**K)
def reshape_1d_to_2d(n: Scalar[i32], m: Scalar[i32], x: In[i16, "n*m"], y: Out[i16, "n", "m"]):
    return x.reshape(n, m) * 2


@kernel(**K)
def reshape_2d_to_1d(n: Scalar[i32], m: Scalar[i32], x: In[f16, "n", "m"], a: Out[f16, "n*m"], b: Out[f16, "m*n"]):
    return {"a": x.reshape(-1), "b": np.ravel(x.T)}


@kernel(**K)
def reshape_infer(n: Scalar[i32], x: In[i32, "2*n"], y: Out[i32, 2, "n"]):
    return np.reshape(x, (2, -1)) + 1


@kernel(**K)
def stencil(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n-1"]):
    return x[1:] - x[:-1]


@kernel(**K)
def strided_slices(n: Scalar[i32], x: In[i32, "n"], a: Out[i32, "n"], b: Out[i32, "(n+1)//2"],
                   c: Out[i32, "n//2"]):
    return {"a": x[::-1], "b": x[::2], "c": x[1::2]}


@kernel(**K)
def odd_slices(n: Scalar[i32], x: In[i32, "n+4"], a: Out[i32, "(n+1)//2"], b: Out[i32, 2]):
    return {"a": x[2:-2:2], "b": x[-1:-3:-1]}


@kernel(**K)
def symbolic_slice(n: Scalar[i32], k: Scalar[i32], x: In[f32, "n+2"], y: Out[f32, "n"]):
    return x[:n] + x[2:k + 100]


@kernel(**K)
def slices_2d(n: Scalar[i32], m: Scalar[i32], x: In[f32, "n+1", "m"], a: Out[f32, "n+1"], b: Out[f32, "n", "m"]):
    return {"a": x[:, 0], "b": x[1:, ::-1]}


@kernel(**K)
def outer_newaxis(n: Scalar[i32], m: Scalar[i32], x: In[f32, "n"], y: In[f32, "m"], o: Out[f32, "n", "m"]):
    return x[:, None] * y[None, :]


@kernel(**K)
def broadcast_rows(n: Scalar[i32], m: Scalar[i32], x: In[f64, "n", "m"], y: In[f64, "m"], o: Out[f64, "n", "m"]):
    return x + y


@kernel(**K)
def broadcast_unknown(n: Scalar[i32], m: Scalar[i32], x: In[f32, "n"], y: In[f32, "m"], o: Out[f32, "n"]):
    return x + y  # numpy raises unless m == n or m == 1: that is the guard


@kernel(**K)
def constant_index(n: Scalar[i32], x: In[f32, "n+1"], a: Out[f32, "n+1"], b: Out[f32, "n+1"]):
    return {"a": x[0] * x, "b": x - x[-1]}


@kernel(**K)
def symbolic_index(n: Scalar[i32], k: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return x * x[k]  # numpy raises IndexError unless -n <= k < n


@kernel(**K)
def index_2d(n: Scalar[i32], m: Scalar[i32], x: In[u8, "n+1", "m+1"], a: Out[u8, "m+1"], b: Out[u8, "n+1"]):
    return {"a": x[-1], "b": x[..., 0] + x[0, -1]}


@kernel(**K)
def zero_d_buffer(x: In[f32], s: Scalar[f32], y: Out[f32]):
    return x * s


@kernel(**K)
def likes(n: Scalar[i32], t: Scalar[f32], x: In[f32, "n"], a: Out[f32, "n"], b: Out[i32, "n"], c: Out[f32, "n"],
          d: Out[i16, "n"], e: Out[f32, "n"]):
    return {"a": np.zeros_like(x) + x, "b": np.ones_like(x, dtype=np.int32), "c": np.full_like(x, 7.25),
            "d": np.full_like(x, 2.9, dtype=i16), "e": np.full_like(x, t)}


@kernel(**K)
def copies(n: Scalar[i32], x: In[f32, "n"], a: Out[f32, "n"], b: Out[f32, "n"]):
    return {"a": x.copy(), "b": np.copy(x)}


# ----------------------------------------------------------------------------- returns and in-place updates
@kernel(**K)
def inout_not_returned(n: Scalar[i32], x: In[f32, "n"], y: InOut[f32, "n"], o: Out[f32, "n"]):
    return {"o": x * 2}


@kernel(**K)
def inplace_add(n: Scalar[i32], x: In[f32, "n"], y: InOut[f32, "n"]):
    y += x
    return y


@kernel(**K)
def inplace_int_downcast(n: Scalar[i32], x: In[i32, "n"], y: InOut[i8, "n"]):
    y *= x  # int32 loop, cast back to int8 (same_kind)
    return y


@kernel(**K)
def inplace_float_downcast(n: Scalar[i32], x: In[f64, "n"], y: InOut[f32, "n"]):
    y -= x
    y **= 2
    return y


@kernel(**K)
def setitem_slice(n: Scalar[i32], x: In[f32, "n+1"], y: InOut[f32, "n+1"]):
    y[1:] = x[:-1]
    y[0] = -1.5
    return y


@kernel(**K)
def setitem_view_inplace(n: Scalar[i32], y: InOut[i32, "n"]):
    y[::2] += 1
    return y


@kernel(**K)
def view_sees_write(n: Scalar[i32], m: Scalar[i32], y: In[f32, "n+1", "m"], o: Out[f32, "m", "n+1"],
                    p: Out[f32, "n+1", "m"]):
    v = y.T
    before = y * 1
    y[0, :] = 0
    return {"o": v, "p": before}


@kernel(**K)
def write_through_view(n: Scalar[i32], y: InOut[f32, "n", 2]):
    v = y[:, 1]
    v *= 3
    return y


@kernel(**K)
def scalar_inplace_rebinds(n: Scalar[i32], a: Scalar[f32], x: In[f32, "n"], y: Out[f32, "n"]):
    b = a
    a += 1
    return x * b + a


@kernel(**K)
def scalar_math(a: Scalar[f32], b: Scalar[f32], i: Scalar[i32], j: Scalar[i32], u: Scalar[u8], s: Scalar[u8],
                h: Scalar[f16], p: Out[f32], q: Out[f32], r: Out[i32], t: Out[i32], v: Out[u8], w: Out[u8],
                z: Out[f64], e: Out[f16]):
    """numpy scalars go through numpy's scalar math, not the ufunc loops: the same rules must hold."""
    return {"p": a * b + a, "q": np.where(a > b, a / b, np.maximum(a, b) - b), "r": i // j + i % j - abs(i),
            "t": (i << j) ^ (i >> j) ^ (i + 1), "v": (u << s) | (u >> s) | -u, "w": u - s * u // 3,
            "z": i / j + a, "e": np.minimum(h, h * h) - np.sqrt(h)}


@kernel(**K)
def roundings(n: Scalar[i32], x: In[f32, "n"], h: In[f16, "n"], d: In[f64, "n"], i: In[i16, "n"],
              a: Out[f32, "n"], b: Out[f16, "n"], c: Out[f64, "n"], e: Out[f32, "n"], f: Out[i16, "n"],
              g: Out[f16, "n"]):
    return {"a": np.floor(x), "b": np.ceil(h), "c": np.trunc(d), "e": np.rint(x) + np.round(x),
            "f": np.floor(i) + np.ceil(i), "g": np.rint(i.astype(np.int8))}


# ----------------------------------------------------------------------------- NaN tests, fmax/fmin, copysign, clip
@kernel(**K)
def float_classes(n: Scalar[i32], x: In[f32, "n"], k: In[i32, "n"], a: Out[f32, "n"], b: Out[i32, "n"]):
    return {"a": np.where(np.isnan(x), np.float32(0), np.where(np.isinf(x), np.float32(1), x)),
            "b": np.where(np.isfinite(x) & ~np.isnan(k), k, 0)}


@kernel(**K)
def copysign_f32_f64(n: Scalar[i32], x: In[f32, "n"], y: In[f32, "n"], d: In[f64, "n"],
                     a: Out[f32, "n"], b: Out[f64, "n"]):
    return {"a": np.copysign(x, y), "b": np.copysign(d, -2.0)}


@kernel(**K)
def signs_and_steps(n: Scalar[i32], x: In[f32, "n"], y: In[f32, "n"], k: In[i32, "n"], u: In[u32, "n"],
                    a: Out[f32, "n"], b: Out[i32, "n"], c: Out[u32, "n"], e: Out[f32, "n"], f: Out[f32, "n"],
                    g: Out[i32, "n"]):
    """np.sign (+0.0 for -0.0, a NaN unchanged), heaviside, reciprocal, signbit of a loaded NaN."""
    return {"a": np.sign(x), "b": np.sign(k), "c": np.sign(u), "e": np.heaviside(x, y),
            "f": np.reciprocal(y), "g": np.where(np.signbit(x), k, -k)}


@kernel(**K)
def clip_forms(n: Scalar[i32], lo: Scalar[f32], x: In[f32, "n"], y: In[f32, "n"], k: In[i32, "n"],
               a: Out[f32, "n"], b: Out[f32, "n"], c: Out[i32, "n"], e: Out[f32, "n"]):
    return {"a": np.clip(x, np.float32(0), np.float32(1)), "b": np.clip(x, y, lo), "c": np.clip(k, -3, 100),
            "e": np.clip(x, None, y)}


@kernel(**K)
def interleaved_and_trimmed(n: Scalar[i32], x: In[f32, "2*n"], y: In[f32, "n"], a: Out[f32, "n"], b: Out[f32, "n"],
                            c: Out[f32, "n - 1"], e: Out[f32, "n - 2"]):
    return {"a": x[0::2] * x[1::2], "b": y[:] + y[::1], "c": y[1:] - y[:-1], "e": y[2:] * y[1:-1] - y[:-2]}


# ----------------------------------------------------------------------------- joins: concatenate, pad, roll, flip
@kernel(**K)
def halo_stencil(n: Scalar[i32], x: In[f32, "n"], a: Out[f32, "n"], b: Out[f32, "n"], c: Out[f32, "n + 3"]):
    """A 3-point stencil over a zero halo, two ways, and a mixed-dtype concatenate (f32 with an i16 constant)."""
    p = np.pad(x, 1)
    q = np.concatenate([np.zeros(1, np.float32), x, np.zeros(1, np.float32)])
    return {"a": p[:-2] + p[1:-1] + p[2:], "b": q[2:] - q[:-2],
            "c": np.concatenate([np.array([7, -1], np.int16), x, np.float32(0.5) * x[:1]])}


@kernel(**K)
def prefix_sums(n: Scalar[i32], m: Scalar[i32], k: In[i32, "n"], g: In[i32, "m", 3], a: Out[i32, "n"],
                b: Out[i64, "m", 3], c: Out[i32, "m", 3], e: Out[i64, "3*m"]):
    """np.cumsum: wrapping int32 when dtype= says so, int64 by default; along an axis, and flattened."""
    return {"a": np.cumsum(k, dtype=np.int32), "b": np.cumsum(g, axis=1), "c": g.cumsum(axis=0, dtype=np.int32),
            "e": np.cumsum(g)}


@kernel(**K)
def stacked(n: Scalar[i32], m: Scalar[i32], x: In[f32, "n"], y: In[f32, "n"], g: In[i32, "m", 3], a: Out[f32, "n", 2],
            b: Out[f32, 2, "n"], c: Out[i32, "m", 3, 2]):
    """np.stack along a new last, first and inner axis (a negative axis counted in the result's dimensions)."""
    return {"a": np.stack([x + y, x - y], axis=1), "b": np.stack((x, y)), "c": np.stack([g, g * 2], axis=-1)}


@kernel(**K)
def rolled_and_flipped(n: Scalar[i32], m: Scalar[i32], x: In[f32, "n"], g: In[i32, "m", 3], a: Out[f32, "n"],
                       b: Out[f32, "n"], c: Out[i32, "m", 3], e: Out[i32, "m", 5], f: Out[f32, "n"]):
    return {"a": np.roll(x, 2), "b": np.roll(x, -5) + np.flip(x), "c": np.flip(np.roll(g, 1, axis=1), axis=0),
            "e": np.pad(g, ((0, 0), (2, 0)), constant_values=-3), "f": np.nan_to_num(x, nan=1.5, posinf=2.0)}


# ----------------------------------------------------------------------------- layout: axes and triangles
@kernel(**K)
def axes_and_triangles(n: Scalar[i32], m: Scalar[i32], x: In[f32, "n", 3, 1], s: In[f32, 4, 4], v: In[i32, "m"],
                       w: In[i32, 3], a: Out[f32, 1, "n", 3], b: Out[f32, 3, "n"], c: Out[f32, 1, "n", 3],
                       d: Out[f32, 4, 4], e: Out[f32, 4, 4], f: Out[i32, "m", 3], g: Out[f32, 4]):
    """np.expand_dims / np.squeeze / np.swapaxes / np.moveaxis as views; np.triu / np.tril (a -0.0 above the
    diagonal becomes +0.0); np.outer, which numpy defines as a product of two broadcast views."""
    sq = np.squeeze(x, axis=2)
    return {"a": np.expand_dims(sq, 0), "b": np.swapaxes(x, 0, 1)[:, :, 0], "c": np.moveaxis(x, 2, 0),
            "d": np.triu(s, 1) + np.tril(s, -2), "e": np.tril(s), "f": np.outer(v, w),
            "g": s[None, :, :1].squeeze() * 2}


# ----------------------------------------------------------------------------- strong numpy scalars
@kernel(**K)
def f64_scalar_times_f32(n: Scalar[i32], x: In[f32, "n"], a: Out[f32, "n"], b: Out[f64, "n"], c: Out[f32, "n"]):
    # np.float64 subclasses Python's float but is no weak scalar: the product is computed in float64 and
    # rounded once more into a
    return {"a": np.float64(0.1) * x, "b": np.sqrt(2 / np.pi) * x, "c": x ** np.float64(2)}


@kernel(**K)
def clip_method_fabs(n: Scalar[i32], x: In[f32, "n"], k: In[i16, "n"], a: Out[f32, "n"], b: Out[f32, "n"],
                     c: Out[f64, "n"], d: Out[i16, "n"]):
    # ndarray.clip with numpy 2's keywords and positionally; np.fabs casts integers to float64 first
    return {"a": x.clip(min=0), "b": np.fabs(x), "c": np.fabs(k), "d": k.clip(-3, 7)}


@kernel(**K)
def views_fix_diff(n: Scalar[i32], x: In[f32, "n + 2"], u: In[u32, "n"], k: In[i32, "n + 2"], a: Out[u32, "n"],
                   b: Out[f32, "n"], c: Out[f32, "n"], d: Out[i32, "n"], e: Out[f32, "n"], s: Out[i32, 1]):
    # bit tricks through views (an input's bits, NaN payloads included), np.fix, np.diff once and twice,
    # np.atleast_1d of a 0-d sum
    return {"a": x[:-2].view(np.uint32) ^ u, "b": (u & 0x7FFFFFFF).view(np.float32), "c": np.fix(x[1:-1]),
            "d": np.diff(k, 2), "e": np.diff(x)[1:], "s": np.atleast_1d(k.sum(dtype=np.int32))}


@kernel(**K)
def inplace_outputs(n: Scalar[i32], a: Scalar[f32], x: In[f32, "n"], y: InOut[f32, "n"], z: Out[f32, "n"],
                    w: InOut[i32, "n + 1"]):
    # nothing returned: the outputs are written in place; w[0] keeps its old value
    y += a * x
    z[:] = x * 2
    w[1:] = 7


@kernel(**K)
def broadcast_to_forms(n: Scalar[i32], x: In[f32, "n", 3], b: In[f32, 3], c: In[f32, "n"], a: Out[f32, "n", 3],
                       d: Out[f32, "n", 3]):
    # a bias broadcast to a symbolic shape, a column read across rows
    return {"a": x + np.broadcast_to(b, (n, 3)), "d": np.broadcast_to(c[:, None], (n, 3)) * 2}


@kernel(**K)
def creation_at_symbolic_sizes(n: Scalar[i32], x: In[f32, "n"], a: Out[f32, "n"], b: Out[i64, "n"],
                               c: Out[i32, "n"], d: Out[f64, "n"], e: Out[f32, "n"], f: Out[f32, "n", 2],
                               g: Out[f32, "n", 2], h: Out[i32, "n"]):
    # numpy's creation functions given a Scalar size (read while the trace runs: semantics/tensor/creation.py)
    z = np.zeros(n, dtype=np.float32)
    z[1:] = x[1:]
    return {"a": z, "b": np.arange(n), "c": np.arange(2, n + 2, dtype=np.int32), "d": np.full(n, 0.5),
            "e": np.arange(n, dtype=np.float32) * x, "f": np.ones((n, 2), dtype=np.float32) * x[:, None],
            "g": np.full((n, 2), x[:2]), "h": np.full(n, x[0], dtype=np.int32)}


@kernel(**K)
def scalar_into_one_element(n: Scalar[i32], k: In[i32, "n"], x: In[f32, 4], s: Out[i32, 1], t: InOut[f32, 1, 1]):
    # a 0-d result stored into a buffer of one element, as numpy's out[...] = value would
    return {"s": k.sum(dtype=np.int32), "t": t[0, 0] + x.max()}


@kernel(**K)
def array_of_symbolic_values(n: Scalar[i32], k: In[i32, "n"], x: In[f32, 4], s: Out[i32, 1], t: Out[f64, 3],
                             u: Out[f32, 2, 4]):
    # np.array of symbolic values: numpy's dtype discovery (a Python float makes float64), unsafe casts, stacking
    return {"s": np.array([k.sum(dtype=np.int32)], dtype=np.int32), "t": np.array([x[0], 0.5, x.max()]),
            "u": np.array([x, x * 2])}


@kernel(**K)
def masked_assignment(n: Scalar[i32], a: Scalar[f32], x: In[f32, "n"], k: In[i16, "n"], y: Out[f32, "n"],
                      z: InOut[i16, "n"]):
    # a[mask] = one value: relu by a copy, a scalar parameter through a mask, an int clamp in place
    y = x.copy()
    y[y < 0] = 0
    y[np.isnan(x)] = a
    z[k > 7] = 7
    return {"y": y, "z": z}
