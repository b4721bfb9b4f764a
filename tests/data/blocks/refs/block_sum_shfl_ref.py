import numpy as np
from equiv.ref import kernel, In, Out, Scalar, i32, f32

GRID = lambda n: (n + 255) // 256
WHOLE_BLOCKS = lambda n: n % 256 == 0


@kernel(block=256, grid=GRID, assume=WHOLE_BLOCKS, contract="real")
def block_sum_shfl(n: Scalar[i32], x: In[f32, "n"], out: Out[f32, "n // 256"]):
    return x.reshape(-1, 256).sum(axis=1)


@kernel(block=256, grid=GRID, assume=WHOLE_BLOCKS, contract="real")
def block_sum_shfl_nosync(n: Scalar[i32], x: In[f32, "n"], out: Out[f32, "n // 256"]):
    return x.reshape(-1, 256).sum(axis=1)
