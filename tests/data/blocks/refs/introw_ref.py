import numpy as np
from equiv.ref import kernel, In, Out, Scalar, i32, u32

GRID = lambda m, n: ((m + 255) // 256, 1)


# numpy sums int32 rows in int64; stored into int32 that is the 32-bit wrapping sum the loop computes
@kernel(block=(256, 1), grid=GRID)
def row_isum(m: Scalar[i32], n: Scalar[i32], x: In[i32, "m", "n"], out: Out[i32, "m"]):
    return x.sum(axis=1)


@kernel(block=(256, 1), grid=GRID)
def row_isum_colmajor(m: Scalar[i32], n: Scalar[i32], x: In[i32, "m", "n"], out: Out[i32, "m"]):
    return x.sum(axis=1)


# np.max of an empty row raises: the reference is defined for n >= 1 only
@kernel(block=(256, 1), grid=GRID)
def row_imax(m: Scalar[i32], n: Scalar[i32], x: In[i32, "m", "n"], out: Out[i32, "m"]):
    return x.max(axis=1)


@kernel(block=(256, 1), grid=GRID)
def row_imax_zero(m: Scalar[i32], n: Scalar[i32], x: In[i32, "m", "n"], out: Out[i32, "m"]):
    return x.max(axis=1)


@kernel(block=(256, 1), grid=GRID)
def row_imax_short(m: Scalar[i32], n: Scalar[i32], x: In[i32, "m", "n"], out: Out[i32, "m"]):
    return x.max(axis=1)


@kernel(block=(256, 1), grid=GRID)
def row_umin(m: Scalar[i32], n: Scalar[i32], x: In[u32, "m", "n"], out: Out[u32, "m"]):
    return np.min(x, axis=1)
