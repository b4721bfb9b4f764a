import numpy as np
from equiv.ref import kernel, In, Out, InOut, Scalar, i32, u32, f32, fma

# udiv.cu holds two extern "C" kernels with these exact names.
G = lambda n: (n + 127) // 128


@kernel(block=128, grid=G)
def udiv7(n: Scalar[i32], x: In[u32, "n"], y: Out[u32, "n"]):
    return x // 7


@kernel(block=128, grid=G)
def umod13(n: Scalar[i32], x: In[u32, "n"], y: Out[u32, "n"]):
    return x % 13
