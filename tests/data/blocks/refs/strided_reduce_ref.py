import numpy as np
from equiv.ref import kernel, In, Out, InOut, Scalar, i32, f32

# j + blockDim.x (i + the grid's stride) must not overflow int: the loops' own precondition
ROWS = dict(block=256, grid=lambda rows, cols: rows, contract="real", assume=lambda rows, cols: cols <= 1 << 30)
GRID = dict(block=256, grid=lambda n: 64, contract="real", assume=lambda n: n <= 1 << 30)


@kernel(**ROWS)
def row_sum_bs(rows: Scalar[i32], cols: Scalar[i32], x: In[f32, "rows", "cols"], out: Out[f32, "rows"]):
    return x.sum(axis=1)


@kernel(**ROWS)
def row_sum_bs_halfstride(rows: Scalar[i32], cols: Scalar[i32], x: In[f32, "rows", "cols"], out: Out[f32, "rows"]):
    return x.sum(axis=1)


@kernel(**GRID)
def gs_shfl_atomic(n: Scalar[i32], x: In[f32, "n"], out: InOut[f32, 1]):
    return out + np.sum(x)


@kernel(**GRID)
def gs_shfl_atomic_blockstride(n: Scalar[i32], x: In[f32, "n"], out: InOut[f32, 1]):
    return out + np.sum(x)
