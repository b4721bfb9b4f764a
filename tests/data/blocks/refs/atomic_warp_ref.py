import numpy as np
from equiv.ref import kernel, In, InOut, Scalar, i32, f32


@kernel(block=256, grid=lambda n: (n + 255) // 256, contract="real")
def warp_atomic_sum(n: Scalar[i32], x: In[f32, "n"], out: InOut[f32, 1]):
    return out + np.sum(x)


@kernel(block=256, grid=lambda n: (n + 255) // 256, contract="real")
def warp_atomic_sum_twice(n: Scalar[i32], x: In[f32, "n"], out: InOut[f32, 1]):
    return out + np.sum(x)


@kernel(block=256, grid=lambda n: (n + 511) // 512, contract="real")
def sum2_atomic(n: Scalar[i32], x: In[f32, "n"], out: InOut[f32, 1]):
    return out + np.sum(x)


@kernel(block=256, grid=lambda n: (n + 511) // 512, contract="real")
def sum2_atomic_offset(n: Scalar[i32], x: In[f32, "n"], out: InOut[f32, 1]):
    return out + np.sum(x)
