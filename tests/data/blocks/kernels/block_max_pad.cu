// Block maxima by warp shuffles, then the 8 warp maxima by one warp, the lanes past them padded with
// -INFINITY (the identity of max); each thread loads under i < n, padding with -INFINITY as well.

#include <math.h>

extern "C" __global__ void block_max_pad(int n, const float* __restrict__ x, float* __restrict__ out)
{
    __shared__ float w[8];
    int t = threadIdx.x;
    int i = blockIdx.x * 256 + t;
    float v = i < n ? x[i] : -INFINITY;
    for (int o = 16; o > 0; o >>= 1)
        v = fmaxf(v, __shfl_down_sync(0xffffffff, v, o));
    if ((t & 31) == 0)
        w[t >> 5] = v;
    __syncthreads();
    if (t < 32) {
        v = t < 8 ? w[t] : -INFINITY;
        for (int o = 4; o > 0; o >>= 1)
            v = fmaxf(v, __shfl_down_sync(0xffffffff, v, o));
        if (t == 0)
            out[blockIdx.x] = v;
    }
}

// wrong: the second stage starts at offset 2, so lane 0 combines only the first four warps' maxima
extern "C" __global__ void block_max_pad_half(int n, const float* __restrict__ x, float* __restrict__ out)
{
    __shared__ float w[8];
    int t = threadIdx.x;
    int i = blockIdx.x * 256 + t;
    float v = i < n ? x[i] : -INFINITY;
    for (int o = 16; o > 0; o >>= 1)
        v = fmaxf(v, __shfl_down_sync(0xffffffff, v, o));
    if ((t & 31) == 0)
        w[t >> 5] = v;
    __syncthreads();
    if (t < 32) {
        v = t < 8 ? w[t] : -INFINITY;
        for (int o = 2; o > 0; o >>= 1)
            v = fmaxf(v, __shfl_down_sync(0xffffffff, v, o));
        if (t == 0)
            out[blockIdx.x] = v;
    }
}
