import numpy as np
from equiv.ref import kernel, In, Out, Scalar, i32, f32

G = lambda n: (n + 255) // 256


@kernel(block=256, grid=G)
def vdiv(n: Scalar[i32], a: In[f32, "n"], b: In[f32, "n"], c: Out[f32, "n"]):
    return a / b


@kernel(block=256, grid=G)
def vdiv_swapped(n: Scalar[i32], a: In[f32, "n"], b: In[f32, "n"], c: Out[f32, "n"]):
    return a / b


@kernel(block=256, grid=G)
def vdiv_recip(n: Scalar[i32], a: In[f32, "n"], b: In[f32, "n"], c: Out[f32, "n"]):
    return a / b


@kernel(block=256, grid=G)
def vrcp(n: Scalar[i32], a: In[f32, "n"], b: In[f32, "n"], c: Out[f32, "n"]):
    return np.float32(1) / a


@kernel(block=256, grid=G)
def vsqrt(n: Scalar[i32], a: In[f32, "n"], b: In[f32, "n"], c: Out[f32, "n"]):
    return np.sqrt(a)


@kernel(block=256, grid=G)
def vsqrt_eps(n: Scalar[i32], a: In[f32, "n"], b: In[f32, "n"], c: Out[f32, "n"]):
    return np.sqrt(a)


@kernel(block=256, grid=G)
def vdiv_scalar(n: Scalar[i32], a: In[f32, "n"], b: In[f32, "n"], c: Out[f32, "n"], s: Scalar[f32]):
    return a / s


@kernel(block=256, grid=G)
def vdiv_count(n: Scalar[i32], a: In[f32, "n"], b: In[f32, "n"], c: Out[f32, "n"]):
    return a / n.astype(np.float32)
