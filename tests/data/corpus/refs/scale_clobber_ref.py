import numpy as np
from equiv.ref import kernel, In, Out, InOut, Scalar, i32, u32, f32, fma

G = lambda n: (n + 255) // 256


@kernel(block=256, grid=G)
def scale_clobber(n: Scalar[i32], s: Scalar[f32], x: In[f32, "n"], y: Out[f32, "n"]):
    return x * s                            # y is right, but the kernel also overwrites x


@kernel(block=256, grid=G)
def scale_clobber_inout(n: Scalar[i32], s: Scalar[f32], x: InOut[f32, "n"], y: Out[f32, "n"]):
    return {"x": x * s, "y": x * s}
