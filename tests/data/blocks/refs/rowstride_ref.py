import numpy as np
from equiv.ref import kernel, In, Out, Scalar, i32, f32

# j + blockDim.x must not overflow int: the loop's own precondition
ROWS = dict(block=256, grid=lambda rows, cols: rows, assume=lambda rows, cols: cols <= 1 << 30)


@kernel(**ROWS)
def row_scale_bs(rows: Scalar[i32], cols: Scalar[i32], x: In[f32, "rows", "cols"], y: Out[f32, "rows", "cols"]):
    return np.float32(2) * x


@kernel(**ROWS)
def row_scale_bs_le(rows: Scalar[i32], cols: Scalar[i32], x: In[f32, "rows", "cols"], y: Out[f32, "rows", "cols"]):
    return np.float32(2) * x
