import numpy as np
from equiv.ref import kernel, In, Out, InOut, Scalar, i32, u32, f32, fma

G = lambda n: (n + 255) // 256


@kernel(block=256, grid=G)
def select_gt(n: Scalar[i32], m: In[i32, "n"], a: In[f32, "n"], b: In[f32, "n"], c: Out[f32, "n"]):
    return np.where(m > 0, a, b)


@kernel(block=256, grid=G)
def select_ge(n: Scalar[i32], m: In[i32, "n"], a: In[f32, "n"], b: In[f32, "n"], c: Out[f32, "n"]):
    return np.where(m >= 0, a, b)
