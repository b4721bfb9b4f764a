import numpy as np
from equiv.ref import kernel, In, Out, InOut, Scalar, i32, u32, f32, fma

# bittricks.cu holds two C++ kernels, so each reference names its mangled symbol.
G = lambda n: (n + 255) // 256


@kernel(block=256, grid=G, symbol="_Z16clear_lowest_bitiPKjPj")
def clear_lowest_bit(n: Scalar[i32], x: In[u32, "n"], y: Out[u32, "n"]):
    return x & (x - 1)


@kernel(block=256, grid=G, symbol="_Z13iabs_signmaskiPKiPi")
def iabs_signmask(n: Scalar[i32], x: In[i32, "n"], y: Out[i32, "n"]):
    return np.where(x < 0, -x, x)           # -INT_MIN wraps to INT_MIN, like the kernel
