// Warp sums: each warp of 32 threads sums its 32 elements with register shuffles; lane 0 writes the result.
// Every thread takes part in the shuffles (threads past n contribute 0), as the full mask requires.
#define FULL 0xffffffffu

extern "C" __global__ void warp_sum(int n, const float* __restrict__ x, float* __restrict__ out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float v = i < n ? x[i] : 0.0f;
    for (int off = 16; off > 0; off >>= 1)
        v += __shfl_down_sync(FULL, v, off);
    if ((threadIdx.x & 31) == 0 && i < n)
        out[i / 32] = v;
}

// butterfly variant: after the xor shuffles every lane holds the warp's sum
extern "C" __global__ void warp_sum_xor(int n, const float* __restrict__ x, float* __restrict__ out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float v = i < n ? x[i] : 0.0f;
    for (int off = 16; off > 0; off >>= 1)
        v += __shfl_xor_sync(FULL, v, off);
    if ((threadIdx.x & 31) == 0 && i < n)
        out[i / 32] = v;
}

// wrong: the first offset is 32, past the warp, where __shfl_down_sync returns the lane's own value:
// every value is doubled before the real reduction starts
extern "C" __global__ void warp_sum_off32(int n, const float* __restrict__ x, float* __restrict__ out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float v = i < n ? x[i] : 0.0f;
    for (int off = 32; off > 0; off >>= 1)
        v += __shfl_down_sync(FULL, v, off);
    if ((threadIdx.x & 31) == 0 && i < n)
        out[i / 32] = v;
}
