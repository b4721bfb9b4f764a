import numpy as np
from equiv.ref import kernel, In, Out, Scalar, i32, f32

G = lambda n: (n + 255) // 256


@kernel(block=256, grid=G)
def sqrt_neg(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return np.sqrt(-x)


@kernel(block=256, grid=G)
def sqrt_neg_abs(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return np.sqrt(-x)


@kernel(block=256, grid=G, symbol="sqrt_neg_abs")
def sqrt_abs(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return np.sqrt(np.abs(x))
