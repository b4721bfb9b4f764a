import numpy as np
from equiv.ref import kernel, In, InOut, Scalar, i32, u32

# A fixed size, so each bin counts over a constant length; integer counts are exact in any order.
N = 1024
BINS = np.arange(16)


def add_counts(bins, keys):
    return bins + (keys[:, None] == BINS).sum(axis=0, dtype=np.int32)


@kernel(block=256, grid=N // 256, assume=lambda n: n == N)
def hist16(n: Scalar[i32], x: In[u32, N], bins: InOut[i32, 16]):
    return add_counts(bins, x & 15)


@kernel(block=256, grid=N // 256, assume=lambda n: n == N)
def hist16_shared(n: Scalar[i32], x: In[u32, N], bins: InOut[i32, 16]):
    return add_counts(bins, x & 15)


@kernel(block=256, grid=N // 256, assume=lambda n: n == N)
def hist16_plain(n: Scalar[i32], x: In[u32, N], bins: InOut[i32, 16]):
    return add_counts(bins, x & 15)


@kernel(block=256, grid=N // 256, assume=lambda n: n == N)
def hist16_signed(n: Scalar[i32], x: In[i32, N], bins: InOut[i32, 16]):
    return add_counts(bins, x % 16)         # numpy's % is never negative for a positive divisor
