import numpy as np
from equiv.ref import kernel, In, Out, InOut, Scalar, i32, u32, f32, fma

G = lambda n: (n + 255) // 256


@kernel(block=256, grid=G)
def smod8(n: Scalar[i32], x: In[i32, "n"], y: Out[i32, "n"]):
    # C remainder has the sign of x; at INT_MIN, -x wraps to INT_MIN and INT_MIN % 8 == 0 == C's answer.
    return np.where(x < 0, -((-x) % 8), x % 8)


@kernel(block=256, grid=G)
def smod8_floor(n: Scalar[i32], x: In[i32, "n"], y: Out[i32, "n"]):
    return x % 8                            # numpy: sign of the divisor
