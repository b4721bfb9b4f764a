import numpy as np
from equiv.ref import kernel, In, Out, Scalar, i32, f32

GRID = lambda m, n: ((n + 31) // 32, (m + 31) // 32)


@kernel(block=(32, 8), grid=GRID)
def transpose_tile(m: Scalar[i32], n: Scalar[i32], x: In[f32, "m", "n"], y: Out[f32, "n", "m"]):
    return x.T


@kernel(block=(32, 8), grid=GRID)
def transpose_tile_nopad(m: Scalar[i32], n: Scalar[i32], x: In[f32, "m", "n"], y: Out[f32, "n", "m"]):
    return x.T


@kernel(block=(32, 8), grid=GRID)
def transpose_tile_samedir(m: Scalar[i32], n: Scalar[i32], x: In[f32, "m", "n"], y: Out[f32, "n", "m"]):
    return x.T
