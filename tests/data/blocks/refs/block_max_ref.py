import numpy as np
from equiv.ref import kernel, In, Out, Scalar, i32

GRID = lambda n: (n + 255) // 256
WHOLE_BLOCKS = lambda n: n % 256 == 0


@kernel(block=256, grid=GRID, assume=WHOLE_BLOCKS)
def block_max(n: Scalar[i32], x: In[i32, "n"], out: Out[i32, "n // 256"]):
    return x.reshape(-1, 256).max(axis=1)


@kernel(block=256, grid=GRID, assume=WHOLE_BLOCKS)
def block_max_halving(n: Scalar[i32], x: In[i32, "n"], out: Out[i32, "n // 256"]):
    return x.reshape(-1, 256).max(axis=1)
