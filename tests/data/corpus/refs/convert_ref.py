import numpy as np
from equiv.ref import kernel, In, Out, InOut, Scalar, i32, u32, f32, fma

# convert.cu holds two extern "C" kernels with these exact names.
G = lambda n: (n + 255) // 256


@kernel(block=256, grid=G)
def i2f(n: Scalar[i32], x: In[i32, "n"], y: Out[f32, "n"]):
    return x.astype(np.float32)


@kernel(block=256, grid=G)
def u2f(n: Scalar[i32], x: In[u32, "n"], y: Out[f32, "n"]):
    return x.astype(np.float32)
