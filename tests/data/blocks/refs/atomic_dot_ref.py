import numpy as np
from equiv.ref import kernel, In, InOut, Scalar, i32, f32

GRID = lambda n: (n + 255) // 256


@kernel(block=256, grid=GRID, contract="real")
def dot_atomic(n: Scalar[i32], x: In[f32, "n"], y: In[f32, "n"], out: InOut[f32, 1]):
    return out + np.sum(x * y)


@kernel(block=256, grid=GRID, contract="real")
def dot_atomic_shift(n: Scalar[i32], x: In[f32, "n"], y: In[f32, "n"], out: InOut[f32, 1]):
    return out + np.sum(x * y)


@kernel(block=256, grid=GRID, contract="real")
def dot_atomic_noguard(n: Scalar[i32], x: In[f32, "n"], y: In[f32, "n"], out: InOut[f32, 1]):
    return out + np.sum(x * y)


# the block-tree kernel of atomic_sum.cu over any n: one atomicAdd per block of its partial sum
@kernel(block=256, grid=GRID, contract="real")
def atomic_sum(n: Scalar[i32], x: In[f32, "n"], out: InOut[f32, 1]):
    return out + np.sum(x)
