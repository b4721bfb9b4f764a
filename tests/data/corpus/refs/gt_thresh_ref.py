import numpy as np
from equiv.ref import kernel, In, Out, InOut, Scalar, i32, u32, f32, fma

@kernel(block=256, grid=lambda n: (n + 255) // 256)
def gt_thresh(n: Scalar[i32], t: Scalar[i32], x: In[u32, "n"], y: Out[i32, "n"]):
    # numpy compares uint32 with int32 exactly (both promoted to int64); C converts t to unsigned.
    return np.where(x > t, 1, 0).astype(np.int32)
