import numpy as np
from equiv.ref import kernel, In, Out, InOut, Scalar, i32, u32, f32, fma

G = lambda n: (n + 127) // 128


@kernel(block=128, grid=G)
def top_nibble(n: Scalar[i32], x: In[i32, "n"], y: Out[i32, "n"]):
    return (x >> 28) & 0xF                  # the kernel's >> on int sign-extends


@kernel(block=128, grid=G)
def top_nibble_arith(n: Scalar[i32], x: In[i32, "n"], y: Out[i32, "n"]):
    return x >> 28
