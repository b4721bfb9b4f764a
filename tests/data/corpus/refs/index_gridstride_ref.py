import numpy as np
from equiv.ref import kernel, In, Out, Scalar, f32, i32


# index_gridstride.cu: 64 blocks whatever the size; rows * cols a non-negative int with room for the last
# stride (the flat index must not wrap)
@kernel(block=256, grid=64, assume=lambda rows, cols: (rows > 0) & (cols > 0) & (rows * cols <= 2 ** 30))
def row_bias_gridstride(rows: Scalar[i32], cols: Scalar[i32], a: In[f32, "rows", "cols"], bias: In[f32, "cols"],
                        out: Out[f32, "rows", "cols"]):
    return a + bias
