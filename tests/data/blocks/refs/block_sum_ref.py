import numpy as np
from equiv.ref import kernel, In, Out, Scalar, i32, f32

# One partial sum per block of 256 elements; n is a whole number of blocks so the reduced axis is 256.
GRID = lambda n: (n + 255) // 256
WHOLE_BLOCKS = lambda n: n % 256 == 0


def partial_sums(x):
    return x.reshape(-1, 256).sum(axis=1)


@kernel(block=256, grid=GRID, assume=WHOLE_BLOCKS, contract="real")
def block_sum(n: Scalar[i32], x: In[f32, "n"], out: Out[f32, "n // 256"]):
    return partial_sums(x)


@kernel(block=256, grid=GRID, assume=WHOLE_BLOCKS, contract="real")
def block_sum_nosync(n: Scalar[i32], x: In[f32, "n"], out: Out[f32, "n // 256"]):
    return partial_sums(x)


@kernel(block=256, grid=GRID, assume=WHOLE_BLOCKS, contract="real")
def block_sum_halving(n: Scalar[i32], x: In[f32, "n"], out: Out[f32, "n // 256"]):
    return partial_sums(x)



@kernel(block=256, grid=GRID, assume=WHOLE_BLOCKS, contract="real")
def block_sum_divergent(n: Scalar[i32], x: In[f32, "n"], out: Out[f32, "n // 256"]):
    return partial_sums(x)


@kernel(block=256, grid=GRID, assume=WHOLE_BLOCKS, contract="real")
def block_sum_condsync(n: Scalar[i32], x: In[f32, "n"], out: Out[f32, "n // 256"]):
    return partial_sums(x)


@kernel(block=256, grid=GRID, assume=WHOLE_BLOCKS, contract="real")
def block_sum_condsync_ok(n: Scalar[i32], x: In[f32, "n"], out: Out[f32, "n // 256"]):
    return partial_sums(x)
