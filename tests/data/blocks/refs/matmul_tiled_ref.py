import numpy as np
from equiv.ref import kernel, In, Out, Scalar, i32, f32

GRID = lambda m, n, k: ((n + 15) // 16, (m + 15) // 16)
K64 = lambda m, n, k: k == 64


# k a multiple of 16, as the kernel requires: a reduction over the symbolic length k
@kernel(block=(16, 16), grid=GRID, assume=lambda m, n, k: k % 16 == 0, contract="real")
def matmul_tiled(m: Scalar[i32], n: Scalar[i32], k: Scalar[i32], A: In[f32, "m", "k"], B: In[f32, "k", "n"],
                 C: Out[f32, "m", "n"]):
    return A @ B


# k pinned to 64 (four tiles): the reduced length is a constant
@kernel(block=(16, 16), grid=GRID, assume=K64, contract="real", symbol="matmul_tiled")
def matmul_tiled_k64(m: Scalar[i32], n: Scalar[i32], k: Scalar[i32], A: In[f32, "m", 64], B: In[f32, 64, "n"],
                     C: Out[f32, "m", "n"]):
    return A @ B


@kernel(block=(16, 16), grid=GRID, assume=K64, contract="real")
def matmul_tiled_bidx(m: Scalar[i32], n: Scalar[i32], k: Scalar[i32], A: In[f32, "m", 64], B: In[f32, 64, "n"],
                      C: Out[f32, "m", "n"]):
    return A @ B


@kernel(block=(16, 16), grid=GRID, assume=K64, contract="real")
def matmul_tiled_nosync(m: Scalar[i32], n: Scalar[i32], k: Scalar[i32], A: In[f32, "m", 64], B: In[f32, 64, "n"],
                        C: Out[f32, "m", "n"]):
    return A @ B
