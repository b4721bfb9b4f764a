import numpy as np
from equiv.ref import kernel, In, Out, InOut, Scalar, i32, u32, f32, fma

@kernel(block=(16, 16), grid=lambda n, m: ((m + 15) // 16, (n + 15) // 16))
def transpose(n: Scalar[i32], m: Scalar[i32], x: In[f32, "n", "m"], y: Out[f32, "m", "n"]):
    return x.T
