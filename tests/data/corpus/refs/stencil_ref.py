import numpy as np
from equiv.ref import kernel, In, Out, Scalar, i32, f32

G = lambda n: (n + 255) // 256


@kernel(block=256, grid=G, assume=lambda n: n >= 1)
def diff(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n - 1"]):
    return x[1:] - x[:-1]


@kernel(block=256, grid=G, assume=lambda n: n >= 1)
def diff_overrun(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n - 1"]):
    return x[1:] - x[:-1]


@kernel(block=256, grid=G, assume=lambda n: n >= 2)
def sum3(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n - 2"]):
    return (x[:-2] + x[1:-1]) + x[2:]


@kernel(block=256, grid=G, assume=lambda n: n >= 2)
def sum3_reordered(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n - 2"]):
    return (x[:-2] + x[1:-1]) + x[2:]
