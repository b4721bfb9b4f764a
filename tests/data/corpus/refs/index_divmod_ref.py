import numpy as np
from equiv.ref import kernel, In, Out, Scalar, f32, i32

# index_divmod.cu: a rows x cols matrix walked by a flat index; the domain keeps rows * cols a
# non-negative int with room for the last block (its threads' flat index must not wrap)
G = dict(block=256, grid=lambda rows, cols: (rows * cols + 255) // 256,
         assume=lambda rows, cols: (rows > 0) & (cols > 0) & (rows * cols <= 2 ** 30))


@kernel(**G)
def row_bias(rows: Scalar[i32], cols: Scalar[i32], a: In[f32, "rows", "cols"], bias: In[f32, "cols"],
             out: Out[f32, "rows", "cols"]):
    return a + bias


@kernel(**G)
def row_scale(rows: Scalar[i32], cols: Scalar[i32], a: In[f32, "rows", "cols"], s: In[f32, "rows"],
              out: Out[f32, "rows", "cols"]):
    return a * s[:, None]


@kernel(**G)
def row_bias_by_row(rows: Scalar[i32], cols: Scalar[i32], a: In[f32, "rows", "cols"], bias: In[f32, "cols"],
                    out: Out[f32, "rows", "cols"]):
    return a + bias
