import numpy as np
from equiv.ref import kernel, In, Out, Scalar, i32, f32

# One partial sum per block of 256 threads; n is a whole number of blocks.
GRID = lambda n: (n + 255) // 256


@kernel(block=256, grid=GRID, assume=lambda n: n % 256 == 0, contract="real")
def block_sum_dyn(n: Scalar[i32], x: In[f32, "n"], out: Out[f32, "n // 256"]):
    return x.reshape(-1, 256).sum(axis=1)


@kernel(block=256, grid=GRID, assume=lambda n: n % 256 == 0, contract="real")
def block_sum_dyn_nosync(n: Scalar[i32], x: In[f32, "n"], out: Out[f32, "n // 256"]):
    return x.reshape(-1, 256).sum(axis=1)
