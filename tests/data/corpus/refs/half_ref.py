import numpy as np
from equiv.ref import kernel, fma, In, Out, InOut, Scalar, i32, f16

GRID = lambda n: ((n + 255) // 256, 1)


@kernel(block=(256, 1), grid=GRID)
def relu_h(n: Scalar[i32], x: In[f16, "n"], y: Out[f16, "n"]):
    return np.where(x > 0, x, np.float16(0))


@kernel(block=(256, 1), grid=GRID)
def relu_h_ge(n: Scalar[i32], x: In[f16, "n"], y: Out[f16, "n"]):
    return np.where(x > 0, x, np.float16(0))


# f16 + f16 rounded once to f16, as numpy's float16 add
@kernel(block=(256, 1), grid=GRID)
def add_h(n: Scalar[i32], a: In[f16, "n"], b: In[f16, "n"], c: Out[f16, "n"]):
    return a + b


# one rounding of a*x + y to f16
@kernel(block=(256, 1), grid=GRID)
def axpy_h(n: Scalar[i32], a: Scalar[f16], x: In[f16, "n"], y: InOut[f16, "n"]):
    y[:] = fma(a, x, y)
