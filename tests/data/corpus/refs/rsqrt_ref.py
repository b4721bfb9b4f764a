import numpy as np
from equiv.ref import kernel, In, Out, Scalar, i32, f32

G = lambda n: (n + 255) // 256


@kernel(block=256, grid=G, contract="real")
def vrsqrt(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return 1 / np.sqrt(x)


@kernel(block=256, grid=G, contract="real")
def unit2(n: Scalar[i32], x: In[f32, "n"], z: In[f32, "n"], y: Out[f32, "n"]):
    return x / np.sqrt(x * x + z * z)


@kernel(block=256, grid=G, contract="real")
def vrsqrt_overrun(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return 1 / np.sqrt(x)
