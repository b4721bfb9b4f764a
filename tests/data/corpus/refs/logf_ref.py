import numpy as np
from equiv.ref import kernel, In, Out, Scalar, i32, f32

G = lambda n: (n + 255) // 256


@kernel(block=256, grid=G, contract="real")
def vlog(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return np.log(x)


@kernel(block=256, grid=G, contract="real")
def softplus(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return np.log(1 + np.exp(x))


@kernel(block=256, grid=G, contract="real")
def vlog_noguard(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return np.log(x)


@kernel(block=256, grid=G, contract="real")
def neglog(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return -np.log(x)


@kernel(block=256, grid=G, contract="real")
def logsigmoid(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return -np.log(1 + np.exp(-x))


@kernel(block=256, grid=G, contract="real")
def logsigmoid_sign(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return -np.log(1 + np.exp(-x))
