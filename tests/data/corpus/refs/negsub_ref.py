import numpy as np
from equiv.ref import kernel, In, Out, InOut, Scalar, i32, u32, f32, fma

@kernel(block=256, grid=lambda n: (n + 255) // 256)
def neg_sub(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return -x                               # but 0.0f - (+0.0f) == +0.0
