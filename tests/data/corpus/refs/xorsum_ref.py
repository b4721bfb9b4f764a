import numpy as np
from equiv.ref import kernel, In, Out, Scalar, i32

K = 5  # the loop runs at most K times: within equiv's unrolling, so it is proved by unrolling


def _xorsum(x, k):
    acc = np.zeros_like(x)
    for j in range(K):
        acc = np.where(j < k, acc + (x ^ j), acc)
    return acc


@kernel(block=256, grid=lambda n, k: (n + 255) // 256, assume=lambda n, k: k <= K)
def xorsum(n: Scalar[i32], k: Scalar[i32], x: In[i32, "n"], y: Out[i32, "n"]):
    return _xorsum(x, k)


@kernel(block=256, grid=lambda n, k: (n + 255) // 256, assume=lambda n, k: k <= K)
def xorsum_le(n: Scalar[i32], k: Scalar[i32], x: In[i32, "n"], y: Out[i32, "n"]):
    return _xorsum(x, k)
