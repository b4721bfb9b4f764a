import numpy as np
from equiv.ref import kernel, In, Out, InOut, Scalar, i32, u32, f32, fma

@kernel(block=128, grid=lambda n: (n + 127) // 128)
def scale(n: Scalar[i32], s: Scalar[f32], x: In[f32, "n"], y: Out[f32, "n"]):
    return s * x
