import numpy as np
from equiv.ref import kernel, In, Out, Scalar, i32, f32

G = lambda n: (n + 255) // 256


@kernel(block=256, grid=G)
def sigmoid(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return np.float32(1) / (np.float32(1) + np.exp(-x))


@kernel(block=256, grid=G)
def sigmoid_sign(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return np.float32(1) / (np.float32(1) + np.exp(-x))


@kernel(block=256, grid=G)
def silu(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return x / (np.float32(1) + np.exp(-x))


@kernel(block=256, grid=G)
def vexp(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return np.exp(x)
