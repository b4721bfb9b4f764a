"""equiv.ref, the module a reference imports: dtypes, annotations, @kernel, KernelSpec.run, fma."""
from __future__ import annotations

import numpy as np
import pytest

from equiv import ieee
from equiv import terms as T
from equiv.ref import (In, InOut, KernelSpec, Out, Param, Scalar, bf16, f16, f32, f64, fma, i8, i16, i32, i64, kernel,
                       u8, u16, u32, u64)
from semantics.errors import InputError
from semantics.tensor.inputs import SymbolicInputs, shape_terms


# ----------------------------------------------------------------------------- dtypes
@pytest.mark.parametrize("dt,np_type,width,kind", [
    (i8, np.int8, 8, "int"), (u8, np.uint8, 8, "uint"), (i16, np.int16, 16, "int"), (u16, np.uint16, 16, "uint"),
    (i32, np.int32, 32, "int"), (u32, np.uint32, 32, "uint"), (i64, np.int64, 64, "int"),
    (u64, np.uint64, 64, "uint"), (f16, np.float16, 16, "float"), (f32, np.float32, 32, "float"),
    (f64, np.float64, 64, "float")])
def test_dtypes_know_numpy_width_and_signedness(dt, np_type, width, kind):
    assert np.dtype(dt) == np.dtype(np_type) and dt.width == width and dt.kind == kind
    assert dt.signed == (kind == "int")
    assert np.zeros(2).astype(dt).dtype == np_type  # usable in plain numpy
    if dt.is_float:
        assert dt.fmt.width == width
        assert dt.nan_bits == int(np.array(np.nan, np_type).view(f"u{width // 8}"))  # numpy's np.nan


def test_bf16_has_a_format_but_no_numpy_dtype():
    assert bf16.fmt is T.BF16 and bf16.width == 16 and bf16.carrier == np.float32 and bf16.nan_bits == 0x7FC0
    with pytest.raises(TypeError):
        np.dtype(bf16)


# ----------------------------------------------------------------------------- annotations and @kernel
@kernel(block=256, grid=lambda n: (n + 255) // 256, sizes={"n": [1, 256]}, finite=True)
def saxpy(n: Scalar[i32], a: Scalar[f32], x: In[f32, "n"], y: InOut[f32, "n"]):
    return fma(a, x, y)


@kernel(block=(16, 16), grid=(4, 2), symbol="_Z2mmv", smem=128, contract="real", assume=lambda n, m: n <= m)
def two(n: Scalar[i32], m: Scalar[u16], x: In[f16, "n", "2*m"], y: Out[f64, "n", " 2 * m "], z: Out[i8, 3]):
    return {"y": x, "z": np.zeros(3, np.int8)}


def test_kernel_spec_fields():
    assert isinstance(saxpy, KernelSpec) and saxpy.name == "saxpy"
    assert saxpy.params == (Param("n", "scalar", i32), Param("a", "scalar", f32), Param("x", "in", f32, ("n",)),
                            Param("y", "inout", f32, ("n",)))
    assert saxpy.block == (256, 1, 1)
    assert saxpy.grid(n=1000, a=1.0) == (4, 1, 1)
    assert saxpy.options.sizes == {"n": (1, 256)} and saxpy.options.finite and saxpy.options.contract == "exact"
    assert two.block == (16, 16, 1) and two.grid(n=1, m=2) == (4, 2, 1)
    assert two.options.symbol == "_Z2mmv" and two.options.smem == 128 and two.options.contract == "real"
    assert two.options.assume(n=1, m=2)
    assert two.param("y").shape == ("n", "2 * m") and two.param("z").shape == (3,)
    assert [p.name for p in two.outputs] == ["y", "z"] and [p.name for p in two.scalars] == ["n", "m"]


def test_grid_function_must_return_ints():
    @kernel(block=32, grid=lambda n: n / 32)
    def k(n: Scalar[i32], x: In[f32, "n"]):
        return {}
    with pytest.raises(InputError, match="grid="):
        k.grid(n=64)


def test_annotations_accept_numpy_types():
    assert In[np.float32, "n"].dtype is f32 and Scalar[np.uint8].dtype is u8


# ----------------------------------------------------------------------------- run
def test_run_saxpy_is_one_rounding():
    a = np.float32(1 + 2 ** -13)
    x = np.array([1 - 2 ** -13, 2], np.float32)
    y = np.array([-1, 0], np.float32)
    out = saxpy.run(n=2, a=a, x=x, y=y)
    assert list(out) == ["y"] and out["y"].dtype == np.float32
    assert out["y"][0] == np.float32(-(2.0 ** -26))  # a*x + y rounded once
    assert (a * x + y)[0] == 0  # two roundings lose it


def test_run_casts_like_out_assignment_and_keeps_unreturned_inout():
    @kernel(block=32, grid=1)
    def k(n: Scalar[i32], x: In[f64, "n"], y: InOut[i32, "n"], z: Out[f32, "n"], w: InOut[f32, "n"]):
        y += 1  # modifies the copy only: y is not returned
        x *= 2
        return {"z": x + 0.1, "w": x}
    x = np.array([1.0, -2.7], np.float64)
    y = np.array([5, 6], np.int32)
    w = np.zeros(2, np.float32)
    out = k.run(n=2, x=x, y=y, z=np.zeros(2, np.float32), w=w)
    assert set(out) == {"y", "z", "w"}
    assert out["y"].tolist() == [5, 6] and y.tolist() == [5, 6] and x.tolist() == [1.0, -2.7]
    assert out["z"].dtype == np.float32 and out["z"].tolist() == np.array([2.1, -5.3], np.float32).tolist()
    assert out["w"].dtype == np.float32


def test_run_rounds_bf16_stores_once():
    @kernel(block=32, grid=1)
    def k(n: Scalar[i32], x: In[f64, "n"], y: Out[bf16, "n"]):
        return x
    v = 1 + 2.0 ** -8 + 2.0 ** -30  # just above a bf16 tie: rounds up (a float32 step first would tie to even)
    out = k.run(n=1, x=np.array([v]), y=np.zeros(1, np.float32))
    assert out["y"].dtype == np.float32 and out["y"][0] == np.float32(1 + 2.0 ** -7)


@pytest.mark.parametrize("args,message", [
    (dict(n=2, a=1.0, x=np.zeros(2, np.float64), y=np.zeros(2, np.float32)), "must be a float32 array"),
    (dict(n=2, a=1.0, x=np.zeros(3, np.float32), y=np.zeros(2, np.float32)), "must have shape (2,)"),
    (dict(n=2, a=1.0, x=np.zeros(2, np.float32)), "missing: y"),
    (dict(n=2, a=1.0, x=np.zeros(2, np.float32), y=np.zeros(2, np.float32), q=1), "unknown: q"),
    (dict(n=2 ** 40, a=1.0, x=np.zeros(2, np.float32), y=np.zeros(2, np.float32)), "cannot hold"),
    (dict(n=2.0, a=1.0, x=np.zeros(2, np.float32), y=np.zeros(2, np.float32)), "cannot take"),
    (dict(n=-1, a=1.0, x=np.zeros(2, np.float32), y=np.zeros(2, np.float32)), "is -1"),
])
def test_run_checks_its_inputs(args, message):
    with pytest.raises(InputError, match=__import__("re").escape(message)):
        saxpy.run(**args)


def test_run_checks_the_returned_shape_and_reports_the_users_line():
    @kernel(block=32, grid=1)
    def bad_shape(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
        return x[1:]

    @kernel(block=32, grid=1)
    def raises(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
        return x[n]

    args = dict(n=2, x=np.zeros(2, np.float32), y=np.zeros(2, np.float32))
    with pytest.raises(InputError, match=r"has shape \(1,\), the buffer has \(2,\)"):
        bad_shape.run(**args)
    with pytest.raises(InputError, match="IndexError") as e:
        raises.run(**args)
    assert e.value.filename == __file__ and e.value.line == raises.line + 1


def test_bf16_buffers_must_hold_bf16_values():
    @kernel(block=32, grid=1)
    def k(n: Scalar[i32], x: In[bf16, "n"], y: Out[f32, "n"]):
        return x.astype(np.float32)
    ok = np.array([1.5, np.nan], np.float32)
    assert k.run(n=2, x=ok, y=np.zeros(2, np.float32))["y"][0] == 1.5
    with pytest.raises(InputError, match="not bf16 values"):
        k.run(n=1, x=np.array([1.1], np.float32), y=np.zeros(1, np.float32))


# ----------------------------------------------------------------------------- fma
def test_fma_rounds_once_in_every_format():
    e = 2.0 ** -13
    r32 = fma(np.float32(1 + e), np.float32(1 - e), np.float32(-1))
    assert type(r32) is np.float32 and r32 == np.float32(-e * e)
    r16 = fma(np.float16(1 + 2 ** -6), np.float16(1 - 2 ** -6), np.array([-1, 0], np.float16))
    assert r16.dtype == np.float16 and r16[0] == np.float16(-(2.0 ** -12))
    d = 2.0 ** -30
    assert fma(1 + d, 1 - d, -1.0) == -d * d  # Python floats: float64
    assert fma(np.float16(2), np.float32(3), 1).dtype == np.float32  # NEP 50 promotion


def test_fma_of_integers_is_an_input_error():
    with pytest.raises(InputError, match="floating-point operands"):
        fma(np.int32(1), 2, 3)


def test_fma_matches_ieee_on_random_values():
    rng = np.random.default_rng(1)
    a, b, c = (rng.standard_normal(200).astype(np.float32) for _ in range(3))
    assert (fma(a, b, c) == ieee.fma(T.F32, a, b, c)).all()


# ----------------------------------------------------------------------------- symbolic inputs
def test_shape_terms_extend_by_signedness():
    from equiv.evaluate import evaluate
    spec_shapes = shape_terms(two)
    assert SymbolicInputs.of(two).scalars["m"] is T.var("arg:m", T.BV(16))
    assert SymbolicInputs.of(two).buffers["x"] is T.var("mem:x", T.ARRAY(64, 16))
    n_dim, m_dim = spec_shapes["x"]
    got = evaluate([n_dim, m_dim], {"arg:n": np.array([0xFFFFFFFF], np.uint64), "arg:m": np.array([0xFFFF])}, 1)
    assert int(got[0][0]) == (1 << 64) - 1  # i32 -1 sign-extends
    assert int(got[1][0]) == 2 * 0xFFFF  # u16 zero-extends
    assert spec_shapes["z"] == (T.bv(3, 64),)
