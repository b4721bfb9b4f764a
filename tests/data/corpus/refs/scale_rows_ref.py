import numpy as np
from equiv.ref import kernel, In, Out, Scalar, i32, f32

GRID = lambda m, n: ((n + 255) // 256, m)


@kernel(block=(256, 1), grid=GRID)
def scale_rows(m: Scalar[i32], n: Scalar[i32], a: In[f32, "m", "n"], s: In[f32, "m"], c: Out[f32, "m", "n"]):
    return a * s[:, None]


@kernel(block=(256, 1), grid=GRID)
def scale_rows_by_col(m: Scalar[i32], n: Scalar[i32], a: In[f32, "m", "n"], s: In[f32, "m"], c: Out[f32, "m", "n"]):
    return a * s[:, None]
