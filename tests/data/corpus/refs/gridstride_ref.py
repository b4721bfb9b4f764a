import numpy as np
from equiv.ref import kernel, In, Out, InOut, Scalar, i32, f32, fma

# A quarter of the threads a one-element-per-thread launch would need: each thread does ~4 iterations.
GRID = lambda n: (n + 1023) // 1024
BOUND = lambda n: n <= 1 << 30  # i + stride must not overflow int: the loop's own precondition


@kernel(block=256, grid=GRID, assume=BOUND)
def gs_scale(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return 2.0 * x


@kernel(block=256, grid=GRID, symbol="gs_scale")
def gs_scale_unbounded(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return 2.0 * x


@kernel(block=256, grid=GRID, assume=BOUND)
def gs_le(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return 2.0 * x


@kernel(block=256, grid=GRID, assume=BOUND)
def gs_tidonly(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return 2.0 * x


@kernel(block=256, grid=GRID, assume=BOUND)
def gs_saxpy(n: Scalar[i32], a: Scalar[f32], x: In[f32, "n"], y: InOut[f32, "n"]):
    return fma(a, x, y)
