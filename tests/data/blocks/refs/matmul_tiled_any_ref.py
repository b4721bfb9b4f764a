import numpy as np
from equiv.ref import kernel, In, Out, Scalar, i32, f32

GRID = lambda m, n, k: ((n + 15) // 16, (m + 15) // 16)
# the kernel's phase count (k + 15) / 16 overflows int near 2**31: k far from it
K_FITS = lambda m, n, k: k <= 1 << 30


# any m, n, k: the kernel pads partial tiles with zeros
@kernel(block=(16, 16), grid=GRID, assume=K_FITS, contract="real")
def matmul_tiled_any(m: Scalar[i32], n: Scalar[i32], k: Scalar[i32], A: In[f32, "m", "k"], B: In[f32, "k", "n"],
                     C: Out[f32, "m", "n"]):
    return A @ B


@kernel(block=(16, 16), grid=GRID, assume=K_FITS, contract="real")
def matmul_tiled_any_nokbound(m: Scalar[i32], n: Scalar[i32], k: Scalar[i32], A: In[f32, "m", "k"],
                              B: In[f32, "k", "n"], C: Out[f32, "m", "n"]):
    return A @ B
