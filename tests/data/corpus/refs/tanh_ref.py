import numpy as np
from equiv.ref import kernel, In, Out, Scalar, i32, f32

G = lambda n: (n + 255) // 256


@kernel(block=256, grid=G, contract="real")
def vtanh(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return np.tanh(x)


@kernel(block=256, grid=G, contract="real")
def gelu_tanh(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    inner = np.float32(0.7978845608) * (x + np.float32(0.044715) * x * x * x)
    return np.float32(0.5) * x * (1 + np.tanh(inner))


@kernel(block=256, grid=G, contract="real")
def gelu_tanh_sign(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    inner = np.float32(0.7978845608) * (x + np.float32(0.044715) * x * x * x)
    return np.float32(0.5) * x * (1 + np.tanh(inner))
