import numpy as np
from equiv.ref import kernel, In, Out, InOut, Scalar, i32, u32, f32, fma

@kernel(block=256, grid=lambda n: (n + 255) // 256)
def bitops(n: Scalar[i32], a: In[u32, "n"], b: In[u32, "n"], c: Out[u32, "n"]):
    return (a & b) | (~a & np.uint32(0x0F0F0F0F))
