import numpy as np
from equiv.ref import kernel, In, InOut, Scalar, i32, f32

# A fixed size, so the whole-array sum reduces a constant length (4 blocks of 256).
N = 1024


@kernel(block=256, grid=N // 256, assume=lambda n: n == N, contract="real")
def atomic_sum(n: Scalar[i32], x: In[f32, N], out: InOut[f32, 1]):
    return out + x.sum()


@kernel(block=256, grid=N // 256, assume=lambda n: n == N, contract="real")
def atomic_sum_plain(n: Scalar[i32], x: In[f32, N], out: InOut[f32, 1]):
    return out + x.sum()
