import numpy as np
from equiv.ref import kernel, InOut, Scalar, i32, f32

G = lambda n: (n + 255) // 256


@kernel(block=256, grid=G)
def relu_inplace(n: Scalar[i32], x: InOut[f32, "n"]):
    return np.where(x < 0, np.float32(0), x)


@kernel(block=256, grid=G)
def relu_inplace_le(n: Scalar[i32], x: InOut[f32, "n"]):
    return np.where(x < 0, np.float32(0), x)
