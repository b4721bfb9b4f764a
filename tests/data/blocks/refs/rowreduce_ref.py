import numpy as np
from equiv.ref import kernel, In, Out, Scalar, i32, f32

# One block of 256 threads per row of 256.


@kernel(block=256, grid=lambda rows: rows, contract="real")
def row_sum(rows: Scalar[i32], x: In[f32, "rows", 256], out: Out[f32, "rows"]):
    return x.sum(axis=1)


@kernel(block=256, grid=lambda rows: rows, contract="real")
def row_sum_stride(rows: Scalar[i32], x: In[f32, "rows", 256], out: Out[f32, "rows"]):
    return x.sum(axis=1)


# fmaxf returns the non-NaN operand where numpy's max propagates NaN: finite inputs only.
@kernel(block=256, grid=lambda rows: rows, contract="real", finite=True)
def row_max(rows: Scalar[i32], x: In[f32, "rows", 256], out: Out[f32, "rows"]):
    return x.max(axis=1)


@kernel(block=256, grid=lambda rows: rows, contract="real", finite=True)
def row_max_zero(rows: Scalar[i32], x: In[f32, "rows", 256], out: Out[f32, "rows"]):
    return np.max(x, axis=-1)
