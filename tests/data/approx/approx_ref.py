"""References for approx.cu: the functions the approximate instructions stand for (contract real)."""
import numpy as np
from equiv.ref import kernel, In, Out, Scalar, i32, f32

GRID = dict(block=256, grid=lambda n: (n + 255) // 256, contract="real")


@kernel(**GRID)
def ex2k(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return np.exp2(x)


@kernel(**GRID)
def rsqk(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return 1 / np.sqrt(x)


@kernel(**GRID)
def lg2k(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return np.log2(x)


@kernel(symbol="ex2k_twice", **GRID)
def ex2k_wrong(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return np.exp2(x)  # the kernel computes 2^(2x)


@kernel(**GRID)
def expk(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return np.exp(x)  # __expf: 2^(x * 1.4426950216...), read as e^x under real (the constant's rounding assumed)


@kernel(**GRID)
def sink(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return np.sin(x)  # __sinf: MUFU.SIN(x * 0.15915494 rounded toward zero), in revolutions: read as sin(x)


@kernel(symbol="expk", **GRID)
def expk_wrong(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return np.exp2(x)  # __expf is e^x, not 2^x


@kernel(symbol="sink", **GRID)
def sink_wrong(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return np.cos(x)  # __sinf is sin x


@kernel(**GRID)
def logk(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return np.log(x)  # __logf: log2(x) * 0.6931471806 (ln 2 rounded), read as ln x under real


@kernel(symbol="logk", **GRID)
def logk_wrong(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return np.log2(x)  # __logf is ln x, not log2 x


@kernel(**GRID)
def cubek(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return x ** 3  # numpy calls libm's pow: under real the product x * x * x, the kernel's two FMULs


@kernel(symbol="cubek", **GRID)
def cubek_wrong(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return np.power(x, 4)


@kernel(**GRID)
def geluk(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    inner = np.float32(0.7978845608) * (x + np.float32(0.044715) * x ** 3)
    return np.float32(0.5) * x * (np.float32(1) + np.tanh(inner))
