import numpy as np
from equiv.ref import kernel, In, Out, Scalar, i32, f32

G = lambda n: (n + 255) // 256


@kernel(block=256, grid=G)
def div3(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return x / np.float32(3)


@kernel(block=256, grid=G)
def hardsigmoid(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    relu6 = np.minimum(np.maximum(x + np.float32(3), np.float32(0)), np.float32(6))
    return np.where(np.isnan(x), np.float32(0), relu6) / np.float32(6)  # fmaxf drops a NaN operand


@kernel(block=256, grid=G)
def hardswish(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    relu6 = np.minimum(np.maximum(x + np.float32(3), np.float32(0)), np.float32(6))
    return x * np.where(np.isnan(x), np.float32(0), relu6) / np.float32(6)


@kernel(block=256, grid=G)
def normalize255(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return x / np.float32(255)


@kernel(block=256, grid=G)
def div_neg_tenth(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return x / np.float32(-0.1)


@kernel(block=256, grid=G)
def three_over(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return np.float32(3) / x


@kernel(block=256, grid=G)
def thirds_sevenths(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return x / np.float32(3) + x / np.float32(7)


@kernel(block=256, grid=G)
def div3_recip(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return x / np.float32(3)


@kernel(block=256, grid=G)
def hardsigmoid_order(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    relu6 = np.minimum(np.maximum(x + np.float32(3), np.float32(0)), np.float32(6))
    return np.where(np.isnan(x), np.float32(0), relu6) / np.float32(6)  # fmaxf drops a NaN operand


@kernel(block=256, grid=G)
def normalize256(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return x / np.float32(255)
