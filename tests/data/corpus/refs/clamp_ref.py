import numpy as np
from equiv.ref import kernel, In, Out, InOut, Scalar, i32, u32, f32, fma

@kernel(block=256, grid=lambda n: (n + 255) // 256)
def clamp(n: Scalar[i32], lo: Scalar[f32], hi: Scalar[f32], x: In[f32, "n"], y: Out[f32, "n"]):
    v = np.where(x < lo, lo, x)
    return np.where(v > hi, hi, v)
