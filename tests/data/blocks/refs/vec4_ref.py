import numpy as np
from equiv.ref import kernel, In, Out, Scalar, i32, f32

# one thread per float4 (and the first n % 4 threads also take one tail element): ceil(n / 1024) blocks
GRID = lambda n: (n + 1023) // 1024
BOUND = lambda n: n <= 1 << 30  # the tail index 4 * (n / 4) + i must not overflow int


@kernel(block=256, grid=GRID, assume=BOUND)
def vadd4(n: Scalar[i32], a: In[f32, "n"], b: In[f32, "n"], c: Out[f32, "n"]):
    return a + b


@kernel(block=256, grid=GRID, assume=BOUND)
def vadd4_notail(n: Scalar[i32], a: In[f32, "n"], b: In[f32, "n"], c: Out[f32, "n"]):
    return a + b
