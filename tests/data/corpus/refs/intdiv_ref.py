import numpy as np
from equiv.ref import kernel, In, Out, Scalar, i32, u32

# intdiv.cu: division by a parameter w; the domain excludes w = 0 (C leaves it undefined)
G = dict(block=128, grid=lambda n: (n + 127) // 128, assume=lambda n, w: w > 0)


@kernel(**G)
def udivw(n: Scalar[i32], w: Scalar[u32], x: In[u32, "n"], y: Out[u32, "n"]):
    return x // w


@kernel(**G)
def umodw(n: Scalar[i32], w: Scalar[u32], x: In[u32, "n"], y: Out[u32, "n"]):
    return x % w


@kernel(**G)
def udivmodw(n: Scalar[i32], w: Scalar[u32], x: In[u32, "n"], q: Out[u32, "n"], r: Out[u32, "n"]):
    return {"q": x // w, "r": x % w}


@kernel(**G)
def sdivw(n: Scalar[i32], w: Scalar[i32], x: In[i32, "n"], y: Out[i32, "n"]):
    q = x // w  # floor; C truncates: one more where x is negative and not a multiple of w
    return np.where((x < 0) & (x % w != 0), q + 1, q)


@kernel(**G)
def smodw(n: Scalar[i32], w: Scalar[i32], x: In[i32, "n"], y: Out[i32, "n"]):
    r = x % w  # numpy's remainder has w's sign; C's has x's
    return np.where((x < 0) & (r != 0), r - w, r)


@kernel(**G)
def sdivw_floor(n: Scalar[i32], w: Scalar[i32], x: In[i32, "n"], y: Out[i32, "n"]):
    return x // w


@kernel(**G)
def udivw_off(n: Scalar[i32], w: Scalar[u32], x: In[u32, "n"], y: Out[u32, "n"]):
    return x // w


@kernel(**G)
def umodw_swapped(n: Scalar[i32], w: Scalar[u32], x: In[u32, "n"], y: Out[u32, "n"]):
    return x % w
