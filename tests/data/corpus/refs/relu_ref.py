import numpy as np
from equiv.ref import kernel, In, Out, InOut, Scalar, i32, u32, f32, fma

G = lambda n: (n + 255) // 256


@kernel(block=256, grid=G)
def relu(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    # NaN > 0 is False -> +0 (fmaxf returns the non-NaN operand); -0.0 > 0 is False -> +0
    # (max.f32 orders +0.0 > -0.0).
    return np.where(x > 0, x, np.float32(0))


@kernel(block=256, grid=G, finite=True)
def relu_maximum_finite(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return np.maximum(x, np.float32(0))


@kernel(block=256, grid=G)
def relu_maximum(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return np.maximum(x, np.float32(0))     # propagates NaN; fmaxf does not
