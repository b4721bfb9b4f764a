import numpy as np
from equiv.ref import kernel, In, Out, Scalar, i32, f32

# one block of 256 threads per row; numpy's float mean has no fixed summation order: contract real
ROWS = dict(block=256, grid=lambda rows, cols: rows, assume=lambda rows, cols: (cols >= 1) & (cols <= 1 << 30),
            contract="real")


@kernel(**ROWS)
def row_mean_bs(rows: Scalar[i32], cols: Scalar[i32], x: In[f32, "rows", "cols"], out: Out[f32, "rows"]):
    return x.mean(axis=1)


@kernel(**ROWS)
def row_mean_bs_blockdim(rows: Scalar[i32], cols: Scalar[i32], x: In[f32, "rows", "cols"], out: Out[f32, "rows"]):
    return np.mean(x, axis=1)


@kernel(**ROWS)
def row_center_bs(rows: Scalar[i32], cols: Scalar[i32], x: In[f32, "rows", "cols"], y: Out[f32, "rows", "cols"]):
    return x - x.mean(axis=1, keepdims=True)


@kernel(**ROWS)
def row_center_bs_own(rows: Scalar[i32], cols: Scalar[i32], x: In[f32, "rows", "cols"],
                      y: Out[f32, "rows", "cols"]):
    return x - x.mean(axis=1, keepdims=True)
