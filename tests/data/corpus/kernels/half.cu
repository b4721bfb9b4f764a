// Half-precision elementwise kernels (cuda_fp16.h): loads and stores of 16 bits, HSETP2 comparisons on one
// selected lane, HADD2/HFMA2 arithmetic rounded to f16.
// Generated with NVCC=/usr/local/cuda/bin/nvcc tests/data/corpus/regen.sh half (CUDA 13.0): the PyPI nvcc package
// has no cuda_fp16.h.
#include <cuda_fp16.h>

extern "C" __global__ void relu_h(int n, const __half* __restrict__ x, __half* __restrict__ y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        __half v = x[i];
        y[i] = __hgt(v, __float2half(0.0f)) ? v : __float2half(0.0f);
    }
}

// wrong: x >= 0 keeps -0.0 (numpy's where(x > 0, x, 0) gives +0.0)
extern "C" __global__ void relu_h_ge(int n, const __half* __restrict__ x, __half* __restrict__ y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        __half v = x[i];
        y[i] = __hge(v, __float2half(0.0f)) ? v : __float2half(0.0f);
    }
}

extern "C" __global__ void add_h(int n, const __half* __restrict__ a, const __half* __restrict__ b,
                                 __half* __restrict__ c)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        c[i] = __hadd(a[i], b[i]);
}

extern "C" __global__ void axpy_h(int n, __half a, const __half* __restrict__ x, __half* __restrict__ y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = __hfma(a, x[i], y[i]);
}
