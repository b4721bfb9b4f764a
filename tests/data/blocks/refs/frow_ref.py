import numpy as np
from equiv.ref import kernel, In, Out, Scalar, i32, f32

GRID = lambda m, n: ((m + 255) // 256, 1)


# a float max over a symbolic length: exact over the reals in any order; np.max of an empty row raises, so
# the reference is defined for n >= 1 only
@kernel(block=(256, 1), grid=GRID, contract="real")
def row_fmax(m: Scalar[i32], n: Scalar[i32], x: In[f32, "m", "n"], out: Out[f32, "m"]):
    return x.max(axis=1)


@kernel(block=(256, 1), grid=GRID, contract="real")
def row_fmax_zero(m: Scalar[i32], n: Scalar[i32], x: In[f32, "m", "n"], out: Out[f32, "m"]):
    return np.max(x, axis=1)


@kernel(block=(256, 1), grid=GRID, contract="real")
def row_fmin(m: Scalar[i32], n: Scalar[i32], x: In[f32, "m", "n"], out: Out[f32, "m"]):
    return x.min(axis=1)


@kernel(block=(256, 1), grid=GRID, contract="real")
def row_fmin_short(m: Scalar[i32], n: Scalar[i32], x: In[f32, "m", "n"], out: Out[f32, "m"]):
    return np.min(x, axis=-1)
