import numpy as np
from equiv.ref import kernel, In, Out, InOut, Scalar, i32, u32, f32, fma

@kernel(block=(16, 16), grid=lambda n: ((n + 15) // 16, (n + 15) // 16))
def transpose_inplace(n: Scalar[i32], a: InOut[f32, "n", "n"]):
    return a.T
