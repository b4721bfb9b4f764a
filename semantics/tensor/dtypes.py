"""The element types a reference names (`i32`, `f16`, ...), and their numpy and term counterparts.

One table serves the decorator, the concrete runner and the tracer, so the three
agree on widths, signedness and IEEE formats.  bf16 has no numpy dtype: its
values travel in float32 carrier arrays (as in equiv.ieee) and are rounded to
bf16 where a buffer stores them.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from equiv import ieee
from equiv.terms import BF16, F16, F32, F64, FPFormat


@dataclass(frozen=True)
class DType:
    name: str
    kind: str  # "int" | "uint" | "float" | "bool"
    width: int
    fmt: FPFormat | None
    carrier: np.dtype  # the numpy dtype holding the values (float32 for bf16)

    @property
    def signed(self) -> bool:
        return self.kind == "int"

    @property
    def is_float(self) -> bool:
        return self.kind == "float"

    @property
    def is_int(self) -> bool:
        return self.kind in ("int", "uint")

    @property
    def dtype(self) -> np.dtype:
        """The numpy dtype, so `x.astype(f32)` works in plain numpy; bf16 has none (numpy lacks the type)."""
        if self.fmt is BF16:
            raise AttributeError("bf16 has no numpy dtype")
        return self.carrier

    @property
    def nan_bits(self) -> int:
        """The bits numpy's `np.nan` has in this format: what a NaN output is written as."""
        return ieee.default_nan_bits(self.fmt)

    def __repr__(self) -> str:
        return self.name


def _int(name: str, np_type) -> DType:
    d = np.dtype(np_type)
    return DType(name, "int" if d.kind == "i" else "uint", d.itemsize * 8, None, d)


i8, u8, i16, u16 = _int("i8", np.int8), _int("u8", np.uint8), _int("i16", np.int16), _int("u16", np.uint16)
i32, u32, i64, u64 = _int("i32", np.int32), _int("u32", np.uint32), _int("i64", np.int64), _int("u64", np.uint64)
f16 = DType("f16", "float", 16, F16, np.dtype(np.float16))
bf16 = DType("bf16", "float", 16, BF16, np.dtype(np.float32))
f32 = DType("f32", "float", 32, F32, np.dtype(np.float32))
f64 = DType("f64", "float", 64, F64, np.dtype(np.float64))
BOOL = DType("bool", "bool", 1, None, np.dtype(np.bool_))  # comparisons and masks; never a buffer type

USER_DTYPES: dict[str, DType] = {d.name: d for d in (i8, u8, i16, u16, i32, u32, i64, u64, f16, bf16, f32, f64)}
_BY_NUMPY: dict[np.dtype, DType] = {d.carrier: d for d in USER_DTYPES.values() if d is not bf16}
_BY_NUMPY[BOOL.carrier] = BOOL


def from_numpy(dt) -> DType | None:
    """The DType of a numpy dtype (or anything np.dtype accepts); None for types equiv does not model."""
    try:
        d = np.dtype(dt)
    except TypeError:
        return None
    return _BY_NUMPY.get(d)


def cast_concrete(values, dt: DType) -> np.ndarray:
    """numpy's `out[...] = values` for a buffer of dtype dt; into bf16, one RNE rounding to bf16."""
    a = np.asarray(values)
    if dt is not bf16:
        return a.astype(dt.carrier)
    if a.dtype.kind in "iub":
        src = from_numpy(a.dtype)
        bits = a.astype(np.uint64) if src.kind == "bool" else a.view(f"u{a.dtype.itemsize}").astype(np.uint64)
        return ieee.from_int(BF16, bits, src.width, src.signed, "RNE").astype(np.float32)
    return ieee.convert(BF16, a.astype(np.float64), "RNE").astype(np.float32)


def is_bf16_carrier(a: np.ndarray) -> bool:
    """Every element of a float32 array is a bf16 value (low 16 bits clear, or a NaN)."""
    return bool(np.all(((a.view(np.uint32) & np.uint32(0xFFFF)) == 0) | np.isnan(a)))
