import numpy as np
from equiv.ref import kernel, In, Out, InOut, Scalar, i32, u32, f32, fma

@kernel(block=256, grid=lambda n: (n + 255) // 256)
def f2i_clamped(n: Scalar[i32], x: In[f32, "n"], y: Out[i32, "n"]):
    v = np.where(x >= np.float32(-1000), x, np.float32(-1000))   # NaN -> -1000, like fmaxf
    v = np.where(v <= np.float32(1000), v, np.float32(1000))
    return v.astype(np.int32)                                     # in range: truncation
