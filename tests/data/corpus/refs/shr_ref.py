import numpy as np
from equiv.ref import kernel, In, Out, InOut, Scalar, i32, u32, f32, fma

@kernel(block=256, grid=lambda n: (n + 255) // 256)
def shr_var(n: Scalar[i32], s: Scalar[i32], x: In[i32, "n"], y: Out[i32, "n"]):
    return x >> (s & 31)
