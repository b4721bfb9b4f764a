import numpy as np
from equiv.ref import kernel, In, Out, InOut, Scalar, i32, f32, fma


@kernel(block=256, grid=lambda n: (n + 255) // 256)
def saxpy(n: Scalar[i32], a: Scalar[f32], x: In[f32, "n"], y: InOut[f32, "n"]):
    return fma(a, x, y)                  # the new contents of y
