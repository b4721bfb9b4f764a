import numpy as np
from equiv.ref import kernel, In, Out, InOut, Scalar, i32, u32, f32, fma

G = lambda n: (n + 255) // 256


@kernel(block=256, grid=G)
def saxpy_fma(n: Scalar[i32], a: Scalar[f32], x: In[f32, "n"], y: InOut[f32, "n"]):
    return fma(a, x, y)                     # one rounding, like the FFMA nvcc emits


@kernel(block=256, grid=G, contract="real")
def saxpy_real(n: Scalar[i32], a: Scalar[f32], x: In[f32, "n"], y: InOut[f32, "n"]):
    return a * x + y                        # read as exact real arithmetic


@kernel(block=256, grid=G)
def saxpy_twostep(n: Scalar[i32], a: Scalar[f32], x: In[f32, "n"], y: InOut[f32, "n"]):
    return a * x + y                        # two roundings: not what the FFMA computes
