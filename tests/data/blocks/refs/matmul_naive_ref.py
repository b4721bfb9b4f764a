import numpy as np
from equiv.ref import kernel, In, Out, Scalar, i32, f32

GRID = lambda m, n: ((n + 15) // 16, (m + 15) // 16)
GRID_K = lambda m, n, k: ((n + 15) // 16, (m + 15) // 16)


# the inner dimension as a kernel parameter: a reduction over the symbolic length k
@kernel(block=(16, 16), grid=GRID_K, contract="real")
def matmul_naive(m: Scalar[i32], n: Scalar[i32], k: Scalar[i32], A: In[f32, "m", "k"], B: In[f32, "k", "n"],
                 C: Out[f32, "m", "n"]):
    return A @ B


# the same kernel with k pinned to 64 by the domain: the reduced length is the constant 64
@kernel(block=(16, 16), grid=GRID_K, assume=lambda m, n, k: k == 64, contract="real", symbol="matmul_naive")
def matmul_naive_k64(m: Scalar[i32], n: Scalar[i32], k: Scalar[i32], A: In[f32, "m", 64], B: In[f32, 64, "n"],
                     C: Out[f32, "m", "n"]):
    return A @ B


@kernel(block=(16, 16), grid=GRID_K, assume=lambda m, n, k: k == 64, contract="real")
def matmul_naive_ldb(m: Scalar[i32], n: Scalar[i32], k: Scalar[i32], A: In[f32, "m", 64], B: In[f32, 64, "n"],
                     C: Out[f32, "m", "n"]):
    return A @ B


@kernel(block=(16, 16), grid=GRID, contract="real")
def matmul_k64(m: Scalar[i32], n: Scalar[i32], A: In[f32, "m", 64], B: In[f32, 64, "n"], C: Out[f32, "m", "n"]):
    return np.matmul(A, B)


@kernel(block=(16, 16), grid=GRID)
def imatmul_k64(m: Scalar[i32], n: Scalar[i32], A: In[i32, "m", 64], B: In[i32, 64, "n"], C: Out[i32, "m", "n"]):
    return A @ B                # int32 @ int32 stays int32, wrapping: exact in any order


@kernel(block=(16, 16), grid=GRID)
def imatmul_k64_short(m: Scalar[i32], n: Scalar[i32], A: In[i32, "m", 64], B: In[i32, 64, "n"],
                      C: Out[i32, "m", "n"]):
    return np.dot(A, B)
