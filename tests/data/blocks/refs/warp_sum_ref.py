import numpy as np
from equiv.ref import kernel, In, Out, Scalar, i32, f32

GRID = lambda n: (n + 255) // 256
WHOLE_WARPS = lambda n: n % 32 == 0


@kernel(block=256, grid=GRID, assume=WHOLE_WARPS, contract="real")
def warp_sum(n: Scalar[i32], x: In[f32, "n"], out: Out[f32, "n // 32"]):
    return x.reshape(-1, 32).sum(axis=1)


@kernel(block=256, grid=GRID, assume=WHOLE_WARPS, contract="real")
def warp_sum_xor(n: Scalar[i32], x: In[f32, "n"], out: Out[f32, "n // 32"]):
    return x.reshape(-1, 32).sum(axis=1)


@kernel(block=256, grid=GRID, assume=WHOLE_WARPS, contract="real")
def warp_sum_off32(n: Scalar[i32], x: In[f32, "n"], out: Out[f32, "n // 32"]):
    return x.reshape(-1, 32).sum(axis=1)
