import numpy as np
from equiv.ref import kernel, In, Out, Scalar, i32, u32

G = lambda n: (n + 255) // 256


@kernel(block=256, grid=G)
def popc_u32(n: Scalar[i32], x: In[u32, "n"], y: Out[i32, "n"]):
    return np.bitwise_count(x).astype(np.int32)


@kernel(block=256, grid=G)
def popc_signed(n: Scalar[i32], x: In[i32, "n"], y: Out[i32, "n"]):
    return np.bitwise_count(x).astype(np.int32)
