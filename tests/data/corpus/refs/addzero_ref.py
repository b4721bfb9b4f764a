import numpy as np
from equiv.ref import kernel, In, Out, InOut, Scalar, i32, u32, f32, fma

G = lambda n: (n + 255) // 256


@kernel(block=256, grid=G)
def add_zero(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return x.copy()                         # but -0.0 + 0.0 == +0.0


@kernel(block=256, grid=G)
def add_zero_same(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return x + np.float32(0)
