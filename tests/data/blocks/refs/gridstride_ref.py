import numpy as np
from equiv.ref import kernel, In, Out, Scalar, i32, f32

# A quarter of the threads a one-element-per-thread launch would need: each thread does ~4 iterations.
GRID = lambda n: (n + 1023) // 1024
BOUND = lambda n: n <= 1 << 30  # i + stride must not overflow int: the loop's own precondition


@kernel(block=256, grid=GRID, assume=BOUND)
def gs_add(n: Scalar[i32], a: In[f32, "n"], b: In[f32, "n"], c: Out[f32, "n"]):
    return a + b


@kernel(block=256, grid=GRID, assume=BOUND)
def gs_add_wrongstride(n: Scalar[i32], a: In[f32, "n"], b: In[f32, "n"], c: Out[f32, "n"]):
    return a + b


@kernel(block=256, grid=GRID, assume=BOUND)
def gs_add_blockstride(n: Scalar[i32], a: In[f32, "n"], b: In[f32, "n"], c: Out[f32, "n"]):
    return a + b
