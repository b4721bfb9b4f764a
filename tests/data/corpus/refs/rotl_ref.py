import numpy as np
from equiv.ref import kernel, In, Out, InOut, Scalar, i32, u32, f32, fma

@kernel(block=256, grid=lambda n: (n + 255) // 256)
def rotl5(n: Scalar[i32], x: In[u32, "n"], y: Out[u32, "n"]):
    return (x << 5) | (x >> 27)
