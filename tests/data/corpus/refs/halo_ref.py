import numpy as np
from equiv.ref import kernel, In, Out, Scalar, i32, f32

G = lambda n: (n + 255) // 256


# y[i] = x[i-1] + x[i] + x[i+1] with zeros outside x, added left to right as the kernel does
def _blur(x):
    p = np.pad(x, 1)
    return (p[:-2] + p[1:-1]) + p[2:]


@kernel(block=256, grid=G)
def blur3(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return _blur(x)


@kernel(block=256, grid=G)
def blur3_noleft(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return _blur(x)


@kernel(block=256, grid=G)
def blur3_onehalo(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return _blur(x)


# i + n - 1 must not overflow int: n <= 2**30
@kernel(block=256, grid=G, assume=lambda n: n <= 1 << 30)
def rotate1(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return np.roll(x, 1)


@kernel(block=256, grid=G, assume=lambda n: n <= 1 << 30)
def rotate1_back(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return np.roll(x, 1)
