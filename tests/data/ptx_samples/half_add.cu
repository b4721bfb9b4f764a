// Half precision: __half and __half2 adds.
#include <cuda_fp16.h>

extern "C" __global__ void half_add(const __half *x, const __half *y, __half *z, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) z[i] = __hadd(x[i], y[i]);
}

extern "C" __global__ void half2_add(const __half2 *x, const __half2 *y, __half2 *z, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) z[i] = __hadd2(x[i], y[i]);
}
