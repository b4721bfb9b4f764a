import numpy as np
from equiv.ref import kernel, In, Out, InOut, Scalar, i32, u32, f32, fma

G = lambda n: (n + 255) // 256


@kernel(block=256, grid=G)
def sdiv4(n: Scalar[i32], x: In[i32, "n"], y: Out[i32, "n"]):
    # C truncates toward zero: for x < 0, trunc(x/4) = ceil(x/4) = floor((x+3)/4); x+3 cannot overflow there.
    return np.where(x < 0, (x + 3) // 4, x // 4)


@kernel(block=256, grid=G)
def sdiv4_floor(n: Scalar[i32], x: In[i32, "n"], y: Out[i32, "n"]):
    return x // 4                           # numpy floors toward -inf


@kernel(block=256, grid=G)
def sdiv4_negate(n: Scalar[i32], x: In[i32, "n"], y: Out[i32, "n"]):
    return np.where(x < 0, -((-x) // 4), x // 4)   # wrong only at INT_MIN, where -x wraps
