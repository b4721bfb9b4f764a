import numpy as np
from equiv.ref import kernel, In, Out, Scalar, i32, f32

# one block of 256 threads per row; a float sum in no fixed order and a square root: contract real
ROWS = dict(block=256, grid=lambda rows, cols: rows, assume=lambda rows, cols: (cols >= 1) & (cols <= 1 << 30),
            contract="real", finite=True)


@kernel(**ROWS)
def row_l2norm(rows: Scalar[i32], cols: Scalar[i32], x: In[f32, "rows", "cols"], y: Out[f32, "rows", "cols"]):
    return x / np.sqrt((x * x).sum(axis=1, keepdims=True) + np.float32(1e-6))


@kernel(**ROWS)
def row_l2norm_le(rows: Scalar[i32], cols: Scalar[i32], x: In[f32, "rows", "cols"], y: Out[f32, "rows", "cols"]):
    return x / np.sqrt(np.sum(x * x, axis=1, keepdims=True) + np.float32(1e-6))
