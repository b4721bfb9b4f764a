import numpy as np
from equiv.ref import kernel, In, Out, InOut, Scalar, i32, u32, f32, fma

# blend.cu holds two extern "C" kernels with these exact names.  With k == 0 both compute y = x;
# they differ only in whether x[i + 1] is read when i == n - 1.
G = lambda n: (n + 255) // 256


@kernel(block=256, grid=G, assume=lambda k: k == 0)
def blend_next(n: Scalar[i32], k: Scalar[i32], x: In[i32, "n"], y: Out[i32, "n"]):
    return x.copy()


@kernel(block=256, grid=G, assume=lambda k: k == 0)
def blend_next_guarded(n: Scalar[i32], k: Scalar[i32], x: In[i32, "n"], y: Out[i32, "n"]):
    return x.copy()
