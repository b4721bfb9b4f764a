import numpy as np
from equiv.ref import kernel, In, Out, InOut, Scalar, i32, u32, f32, fma

# The candidate's only kernel is the template instance vmul_t<float>.
@kernel(block=256, grid=lambda n: (n + 255) // 256)
def vmul(n: Scalar[i32], a: In[f32, "n"], b: In[f32, "n"], c: Out[f32, "n"]):
    return a * b
