import numpy as np
from equiv.ref import kernel, In, Out, InOut, Scalar, i32, u32, f32, fma

# The candidate's only kernel is ops::iadd (mangled _ZN3ops4iaddEiPKiS1_Pi).
@kernel(block=128, grid=lambda n: (n + 127) // 128)
def iadd(n: Scalar[i32], a: In[i32, "n"], b: In[i32, "n"], c: Out[i32, "n"]):
    return a + b
