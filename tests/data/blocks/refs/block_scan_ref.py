import numpy as np
from equiv.ref import kernel, In, Out, Scalar, i32

GRID = lambda nb: (nb, 1)


# each block's 256 elements scanned on their own: a cumulative int32 sum along the rows of an (nb, 256) view
@kernel(block=(256, 1), grid=GRID)
def block_scan(nb: Scalar[i32], x: In[i32, "nb", 256], y: Out[i32, "nb", 256]):
    return np.cumsum(x, axis=1, dtype=np.int32)


@kernel(block=(256, 1), grid=GRID)
def block_scan_race(nb: Scalar[i32], x: In[i32, "nb", 256], y: Out[i32, "nb", 256]):
    return np.cumsum(x, axis=1, dtype=np.int32)


@kernel(block=(256, 1), grid=GRID)
def block_scan_strict(nb: Scalar[i32], x: In[i32, "nb", 256], y: Out[i32, "nb", 256]):
    return np.cumsum(x, axis=1, dtype=np.int32)
