import numpy as np
from equiv.ref import kernel, In, Out, InOut, Scalar, i32, u32, f32, fma

G = lambda n: (n + 255) // 256


@kernel(block=256, grid=G, contract="real", finite=True)
def minmax_real(n: Scalar[i32], a: In[f32, "n"], b: In[f32, "n"], lo: Out[f32, "n"], hi: Out[f32, "n"]):
    return {"lo": np.minimum(a, b), "hi": np.maximum(a, b)}


@kernel(block=256, grid=G, finite=True)
def minmax_finite(n: Scalar[i32], a: In[f32, "n"], b: In[f32, "n"], lo: Out[f32, "n"], hi: Out[f32, "n"]):
    return {"lo": np.minimum(a, b), "hi": np.maximum(a, b)}


@kernel(block=256, grid=G)
def minmax_nan(n: Scalar[i32], a: In[f32, "n"], b: In[f32, "n"], lo: Out[f32, "n"], hi: Out[f32, "n"]):
    return {"lo": np.minimum(a, b), "hi": np.maximum(a, b)}
