"""Shared by the tracer tests: random edge-biased inputs for a KernelSpec, and the tracer-vs-numpy check.

The check runs `spec.run` (real numpy) and evaluates the traced element terms at
every flat index at once (k is one BV64 variable over all indices), then compares
raw bits; any NaN matches any NaN.
"""
from __future__ import annotations

from functools import cache

import numpy as np
from hypothesis import assume
from hypothesis import strategies as st

from equiv import ieee
from equiv import terms as T
from equiv.evaluate import evaluate
from semantics.errors import InputError
from semantics.tensor.concrete import buffer_shape
from semantics.tensor.dtypes import DType
from semantics.tensor.spec import KernelSpec
from semantics.tensor.tracer import trace

FLOAT_EDGES = [0.0, -0.0, np.inf, -np.inf, np.nan, 1.0, -1.0, 0.5, 1.5, 2.5, -2.5, 3.0, -0.9, 0.9,
               5e-324, -5e-324, 1e-40, 6e-8, -6e-8, 1e-5, 2.0 ** -126, 2.0 ** -14, 65504.0, -65504.0, 65520.0,
               127.5, 255.9, 256.0, -128.5, -129.0, 32767.9, 32768.0, 65535.5, 65536.0,
               2.0 ** 31, -(2.0 ** 31), 2.0 ** 31 - 128, 2.0 ** 32, 2.0 ** 32 + 2 ** 9, -(2.0 ** 32),
               2.0 ** 63, -(2.0 ** 63), 2.0 ** 64, 1e20, -1e20, 3.4e38, 1e300, -1e300, 1.7976931348623157e308]


def _unsigned(width: int):
    return {8: np.uint8, 16: np.uint16, 32: np.uint32, 64: np.uint64}[width]


@cache
def edge_bits(dt: DType) -> tuple[int, ...]:
    w = dt.width
    if dt.is_float:
        out = {ieee.bits_of_float(dt.fmt, v) for v in FLOAT_EDGES}
        m = dt.fmt.sbits - 1
        exp_all = ((1 << dt.fmt.ebits) - 1) << m
        out |= {exp_all | 1, (1 << (w - 1)) | exp_all | (1 << (m - 1)), 1, (1 << m) - 1, 1 << m}  # NaNs, subnormals
        return tuple(sorted(out))
    vals = [0, 1, 2, 3, 7, 8, w - 1, w, w + 1, 2 * w, 31, 32, 63, 64, -1, -2, -3, -7, -8]
    vals += [1 << (w - 1), (1 << (w - 1)) - 1, (1 << (w - 1)) + 1, (1 << w) - 1]
    return tuple(sorted({v & ((1 << w) - 1) for v in vals}))


def bits_strategy(dt: DType):
    return st.one_of(st.sampled_from(edge_bits(dt)), st.integers(0, (1 << dt.width) - 1))


def from_bits(dt: DType, bits) -> np.ndarray:
    b = np.asarray(bits, dtype=np.uint64)
    if dt.is_float:
        return ieee.from_bits(dt.fmt, b)
    return b.astype(_unsigned(dt.width)).view(dt.carrier)


def to_bits(dt: DType, a: np.ndarray) -> np.ndarray:
    a = np.asarray(a, dtype=dt.carrier)
    if dt.is_float:
        return ieee.to_bits(dt.fmt, a)
    return a.view(_unsigned(dt.width)).astype(np.uint64)


def size_names(spec: KernelSpec) -> set[str]:
    from semantics.tensor.shapes import parse_shape
    return {n for p in spec.buffers for s in p.shape if isinstance(s, str) for n in parse_shape(s).names}


@st.composite
def inputs(draw, spec: KernelSpec, max_size: int = 4) -> dict:
    """Concrete arguments: small sizes, edge-biased scalars and elements (as raw bits, then numpy values)."""
    sizes = size_names(spec)
    args = {}
    for p in spec.scalars:
        if p.name in sizes:
            bits = draw(st.integers(0, max_size))
        elif p.dtype.is_int:
            bits = draw(st.one_of(st.integers(-6, 6).map(lambda v: v & ((1 << p.dtype.width) - 1)),
                                  bits_strategy(p.dtype)))
        else:
            bits = draw(bits_strategy(p.dtype))
        args[p.name] = from_bits(p.dtype, [bits])[0]
    ints = {p.name: int(args[p.name]) for p in spec.scalars if p.dtype.is_int}
    for p in spec.buffers:
        try:
            shape = buffer_shape(spec, p, ints)
        except InputError:
            assume(False)
        n = int(np.prod(shape, dtype=np.int64))
        bits = draw(st.lists(bits_strategy(p.dtype), min_size=n, max_size=n))
        args[p.name] = from_bits(p.dtype, bits).reshape(shape)
    return args


@cache
def traced(spec: KernelSpec):
    return trace(spec)


def env_of(spec: KernelSpec, args: dict) -> dict:
    env = {}
    for p in spec.params:
        a = np.asarray(args[p.name])
        bits = to_bits(p.dtype, a.reshape(-1))
        env[f"arg:{p.name}" if p.kind == "scalar" else f"mem:{p.name}"] = bits[0:1] if p.kind == "scalar" else bits
    return env


def check(spec: KernelSpec, args: dict) -> None:
    """The traced terms give, bit for bit, what numpy's run of the reference gives."""
    outs = traced(spec)
    env = env_of(spec, args)
    k = T.var("k", T.BV(64))
    guard = next(iter(outs.values())).guard
    try:
        expected = spec.run(**args)
    except InputError:
        (g,) = evaluate([guard], env, 1)
        assert not g[0], "numpy raised but the guard holds"
        return
    for name, out in outs.items():
        want = expected[name].reshape(-1)
        n = want.size
        env["k"] = np.arange(max(n, 1), dtype=np.uint64)
        got, g = evaluate([out.element(k), guard], env, max(n, 1))
        assert g.all(), "numpy succeeded but the guard fails"
        if n == 0:
            continue
        want_bits = to_bits(out.dtype, want)
        same = got == want_bits
        if out.dtype.is_float:
            with np.errstate(invalid="ignore"):
                same |= np.isnan(from_bits(out.dtype, got).astype(np.float64)) & np.isnan(want.astype(np.float64))
        if not same.all():
            i = int(np.flatnonzero(~same)[0])
            raise AssertionError(f"{spec.name}: output {name}[{i}] numpy {want[i]!r} (bits {int(want_bits[i]):#x}) "
                                 f"traced bits {int(got[i]):#x}; inputs {args}")

