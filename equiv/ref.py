"""What a reference file imports: `from equiv.ref import kernel, In, Out, InOut, Scalar, f32, fma`.

See SPEC §1: the decorated function's parameters are the kernel's C parameters;
its body is plain numpy; it returns the new contents of its Out/InOut buffers.
"""
from semantics.tensor.dtypes import bf16, f16, f32, f64, i8, i16, i32, i64, u8, u16, u32, u64
from semantics.tensor.fma import fma
from semantics.tensor.spec import In, InOut, KernelSpec, Out, Param, Scalar, kernel

__all__ = ["kernel", "In", "Out", "InOut", "Scalar", "KernelSpec", "Param", "fma",
           "i8", "u8", "i16", "u16", "i32", "u32", "i64", "u64", "f16", "bf16", "f32", "f64"]
