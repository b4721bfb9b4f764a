import numpy as np
from equiv.ref import kernel, In, Out, Scalar, i32, f32

GRID = lambda m, n: ((n + 255) // 256, 1)


# out[c] = sum over the column's m elements: a reduction over a symbolic length, read under contract real
@kernel(block=(256, 1), grid=GRID, contract="real")
def col_sum(m: Scalar[i32], n: Scalar[i32], x: In[f32, "m", "n"], out: Out[f32, "n"]):
    return np.sum(x, axis=0)


@kernel(block=(256, 1), grid=GRID, contract="real")
def col_sum_short(m: Scalar[i32], n: Scalar[i32], x: In[f32, "m", "n"], out: Out[f32, "n"]):
    return x.sum(axis=0)


# int32 wrapping sums are exact
@kernel(block=(256, 1), grid=GRID)
def col_isum(m: Scalar[i32], n: Scalar[i32], x: In[i32, "m", "n"], out: Out[i32, "n"]):
    return x.sum(axis=0, dtype=np.int32)


@kernel(block=(256, 1), grid=GRID)
def col_isum_transposed(m: Scalar[i32], n: Scalar[i32], x: In[i32, "m", "n"], out: Out[i32, "n"]):
    return np.sum(x, axis=0, dtype=np.int32)
