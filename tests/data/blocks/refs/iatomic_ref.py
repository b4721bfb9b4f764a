import numpy as np
from equiv.ref import kernel, In, InOut, Scalar, i32

GRID = lambda n: ((n + 255) // 256,)


# out += the wrapping int32 sum of x (numpy's int64 sum, stored back as int32: its low word)
@kernel(block=256, grid=GRID)
def isum_atomic(n: Scalar[i32], x: In[i32, "n"], out: InOut[i32, 1]):
    return out + x.sum(keepdims=True).astype(np.int32)


@kernel(block=256, grid=GRID)
def isum_atomic_pad1(n: Scalar[i32], x: In[i32, "n"], out: InOut[i32, 1]):
    return out + x.sum(keepdims=True).astype(np.int32)


# out = max(out, max of x); np.max of an empty x raises, so n >= 1 is the reference's domain
@kernel(block=256, grid=GRID)
def imax_atomic(n: Scalar[i32], x: In[i32, "n"], out: InOut[i32, 1]):
    return np.maximum(out, x.max(keepdims=True))


@kernel(block=256, grid=GRID)
def imax_atomic_pad0(n: Scalar[i32], x: In[i32, "n"], out: InOut[i32, 1]):
    return np.maximum(out, x.max(keepdims=True))
