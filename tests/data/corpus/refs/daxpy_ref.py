import numpy as np
from equiv.ref import kernel, In, Out, InOut, Scalar, i32, f32, f64, fma

G = lambda n: (n + 255) // 256


@kernel(block=256, grid=G)
def daxpy(n: Scalar[i32], a: Scalar[f64], x: In[f64, "n"], y: InOut[f64, "n"]):
    return fma(a, x, y)                     # nvcc contracts a*x + y into one DFMA


def mix(x, z):
    s = x.astype(np.float64) + z
    return {"y": np.where(s > 0, s, 0.0), "w": s.astype(np.float32)}


@kernel(block=256, grid=G)
def dmix(n: Scalar[i32], x: In[f32, "n"], z: In[f64, "n"], y: Out[f64, "n"], w: Out[f32, "n"]):
    return mix(x, z)


@kernel(block=256, grid=G)
def dmix_narrow(n: Scalar[i32], x: In[f32, "n"], z: In[f64, "n"], y: Out[f64, "n"], w: Out[f32, "n"]):
    return mix(x, z)
