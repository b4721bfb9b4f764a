import numpy as np
from equiv.ref import kernel, In, Out, InOut, Scalar, i32, u32, f32, fma

@kernel(block=256, grid=lambda n: (n + 255) // 256)
def sumdiff(n: Scalar[i32], a: In[f32, "n"], b: In[f32, "n"], s: Out[f32, "n"], d: Out[f32, "n"]):
    return {"s": a + b, "d": a - b}
