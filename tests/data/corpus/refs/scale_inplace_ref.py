import numpy as np
from equiv.ref import kernel, In, Out, InOut, Scalar, i32, u32, f32, fma

@kernel(block=256, grid=lambda n: (n + 255) // 256)
def scale_inplace(n: Scalar[i32], s: Scalar[f32], x: InOut[f32, "n"]):
    return x * s
