import numpy as np
from equiv.ref import kernel, In, Out, Scalar, i32, i64

GRID = lambda n: (n + 255) // 256


@kernel(block=256, grid=GRID)
def add3_i64(a: In[i64, "n"], b: In[i64, "n"], c: In[i64, "n"], d: Out[i64, "n"], n: Scalar[i32]):
    return a + b + c


@kernel(block=256, grid=GRID)
def add3_i64_narrow(a: In[i64, "n"], b: In[i64, "n"], c: In[i64, "n"], d: Out[i64, "n"], n: Scalar[i32]):
    return a + b + c
