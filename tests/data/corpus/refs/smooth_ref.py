import numpy as np
from equiv.ref import kernel, In, Out, InOut, Scalar, i32, u32, f32, fma

@kernel(block=256, grid=lambda n: (n + 255) // 256)
def smooth_inplace(n: Scalar[i32], y: InOut[f32, "n"]):
    return y * 0.5
