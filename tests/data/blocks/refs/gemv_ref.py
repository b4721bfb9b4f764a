import numpy as np
from equiv.ref import kernel, In, Out, Scalar, i32, f32

GRID = lambda m, n: ((m + 255) // 256, 1)


# y = A @ x: a sum over the symbolic row length n, read under contract real
@kernel(block=(256, 1), grid=GRID, contract="real")
def gemv(m: Scalar[i32], n: Scalar[i32], A: In[f32, "m", "n"], x: In[f32, "n"], y: Out[f32, "m"]):
    return A @ x


@kernel(block=(256, 1), grid=GRID, contract="real")
def gemv_xrow(m: Scalar[i32], n: Scalar[i32], A: In[f32, "m", "n"], x: In[f32, "n"], y: Out[f32, "m"]):
    return np.matmul(A, x)
