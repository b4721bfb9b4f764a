import numpy as np
from equiv.ref import kernel, In, Out, Scalar, i32, f32

GRID = lambda m, n: ((m + 255) // 256, 1)


# out[r] = sum over the row's n elements (contract real: numpy's order is its own)
@kernel(block=(256, 1), grid=GRID, contract="real")
def row_sum_ptr(m: Scalar[i32], n: Scalar[i32], x: In[f32, "m", "n"], out: Out[f32, "m"]):
    return x.sum(axis=1)


@kernel(block=(256, 1), grid=GRID, contract="real")
def row_sum_ptr_stride(m: Scalar[i32], n: Scalar[i32], x: In[f32, "m", "n"], out: Out[f32, "m"]):
    return x.sum(axis=1)


# each element over its row's sum
@kernel(block=(256, 1), grid=GRID, contract="real")
def row_normalize_ptr(m: Scalar[i32], n: Scalar[i32], x: In[f32, "m", "n"], out: Out[f32, "m", "n"]):
    return x / x.sum(axis=1, keepdims=True)


@kernel(block=(256, 1), grid=GRID, contract="real")
def row_normalize_ptr_short(m: Scalar[i32], n: Scalar[i32], x: In[f32, "m", "n"], out: Out[f32, "m", "n"]):
    return x / x.sum(axis=1, keepdims=True)
