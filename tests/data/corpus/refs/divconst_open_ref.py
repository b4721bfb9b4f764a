import numpy as np
from equiv.ref import kernel, In, Out, Scalar, i32, f32

G = lambda n: (n + 255) // 256


@kernel(block=256, grid=G)
def normalize255(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return x / np.float32(255)


@kernel(block=256, grid=G)
def div_neg_tenth(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return x / np.float32(-0.1)


@kernel(block=256, grid=G)
def three_over(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return np.float32(3) / x
