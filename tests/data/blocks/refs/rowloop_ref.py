import numpy as np
from equiv.ref import kernel, In, Out, Scalar, i32, f32

GRID = lambda m, n: ((m + 255) // 256, 1)


# out[r] = sum over the row's n elements: a reduction over a symbolic length, read under contract real
@kernel(block=(256, 1), grid=GRID, contract="real")
def row_sum_loop(m: Scalar[i32], n: Scalar[i32], x: In[f32, "m", "n"], out: Out[f32, "m"]):
    return np.sum(x, axis=1)


@kernel(block=(256, 1), grid=GRID, contract="real")
def row_sum_loop_skip(m: Scalar[i32], n: Scalar[i32], x: In[f32, "m", "n"], out: Out[f32, "m"]):
    return x.sum(axis=1)
