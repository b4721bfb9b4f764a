import numpy as np
from equiv.ref import kernel, In, Out, Scalar, i32, u8

G = lambda n: (n + 255) // 256


@kernel(block=256, grid=G)
def sat_add_u8(n: Scalar[i32], a: In[u8, "n"], b: In[u8, "n"], c: Out[u8, "n"]):
    return np.minimum(a.astype(np.int32) + b, 255).astype(np.uint8)


@kernel(block=256, grid=G, symbol="sat_add_u8_wrap")
def sat_add_u8_wrap(n: Scalar[i32], a: In[u8, "n"], b: In[u8, "n"], c: Out[u8, "n"]):
    return np.minimum(a.astype(np.int32) + b, 255).astype(np.uint8)


@kernel(block=256, grid=lambda n, hi: (n + 255) // 256)
def add_clamp_i32(n: Scalar[i32], hi: Scalar[i32], a: In[i32, "n"], b: In[i32, "n"], c: Out[i32, "n"]):
    return np.maximum(np.minimum(a + b, hi), -hi)


@kernel(block=256, grid=lambda n, hi: (n + 255) // 256)
def add_clamp_i32_order(n: Scalar[i32], hi: Scalar[i32], a: In[i32, "n"], b: In[i32, "n"], c: Out[i32, "n"]):
    return np.maximum(np.minimum(a + b, hi), -hi)
