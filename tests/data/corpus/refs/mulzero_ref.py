import numpy as np
from equiv.ref import kernel, In, Out, InOut, Scalar, i32, u32, f32, fma

@kernel(block=256, grid=lambda n: (n + 255) // 256)
def mul_zero(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return x - x                            # +0.0 for finite x; x * 0.0f is -0.0 for negative x
