// Reductions into one float by atomicAdd over a grid of (n + 255) / 256 blocks: the final value sums every
// thread's contribution, an fsum over the symbolic grid tiled against the reference's sum (proofs/tiling.py).

// dot product: every thread adds its own product
extern "C" __global__ void dot_atomic(int n, const float* __restrict__ x, const float* __restrict__ y, float* out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        atomicAdd(out, x[i] * y[i]);
}

// wrong: thread i adds x[i] * y[i + 1], one element off in y (and past its end for the last thread)
extern "C" __global__ void dot_atomic_shift(int n, const float* __restrict__ x, const float* __restrict__ y, float* out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        atomicAdd(out, x[i] * y[i + 1]);
}

// wrong: threads past n add 0 * garbage: they read x[i] and y[i] beyond both arrays
extern "C" __global__ void dot_atomic_noguard(int n, const float* __restrict__ x, const float* __restrict__ y, float* out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    atomicAdd(out, i < n ? x[i] * y[i] : 0.0f * x[i]);
}
