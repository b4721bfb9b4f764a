import numpy as np
from equiv.ref import kernel, In, Out, Scalar, i32, f32

# j + blockDim.x must not overflow int: the loop's own precondition
BOUND = lambda m, n: n <= 1 << 30


@kernel(block=32, grid=lambda m, n: m, contract="real", assume=BOUND)
def row_sum_warp(m: Scalar[i32], n: Scalar[i32], x: In[f32, "m", "n"], y: Out[f32, "m"]):
    return x.sum(axis=1)


@kernel(block=32, grid=lambda m, n: m, contract="real", assume=BOUND)
def row_sum_warp_half(m: Scalar[i32], n: Scalar[i32], x: In[f32, "m", "n"], y: Out[f32, "m"]):
    return x.sum(axis=1)
