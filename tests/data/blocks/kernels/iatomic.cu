// Integer block reductions finished by one atomic per block, over a grid that covers any n: a wrapping sum
// (atomicAdd) and a signed max (atomicMax).  Exact: the integer folds have one value in every order.
#include <climits>

extern "C" __global__ void isum_atomic(int n, const int* __restrict__ x, int* __restrict__ out)
{
    __shared__ int sh[256];
    int i = blockIdx.x * 256 + threadIdx.x;
    sh[threadIdx.x] = i < n ? x[i] : 0;
    __syncthreads();
    for (int k = 128; k > 0; k >>= 1) {
        if (threadIdx.x < k)
            sh[threadIdx.x] += sh[threadIdx.x + k];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        atomicAdd(out, sh[0]);
}

// wrong: the last block's missing elements are padded with 1, not 0
extern "C" __global__ void isum_atomic_pad1(int n, const int* __restrict__ x, int* __restrict__ out)
{
    __shared__ int sh[256];
    int i = blockIdx.x * 256 + threadIdx.x;
    sh[threadIdx.x] = i < n ? x[i] : 1;
    __syncthreads();
    for (int k = 128; k > 0; k >>= 1) {
        if (threadIdx.x < k)
            sh[threadIdx.x] += sh[threadIdx.x + k];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        atomicAdd(out, sh[0]);
}

extern "C" __global__ void imax_atomic(int n, const int* __restrict__ x, int* __restrict__ out)
{
    __shared__ int sh[256];
    int i = blockIdx.x * 256 + threadIdx.x;
    sh[threadIdx.x] = i < n ? x[i] : INT_MIN;
    __syncthreads();
    for (int k = 128; k > 0; k >>= 1) {
        if (threadIdx.x < k)
            sh[threadIdx.x] = max(sh[threadIdx.x], sh[threadIdx.x + k]);
        __syncthreads();
    }
    if (threadIdx.x == 0)
        atomicMax(out, sh[0]);
}

// wrong: pads with 0, so a grid of negative values reports 0
extern "C" __global__ void imax_atomic_pad0(int n, const int* __restrict__ x, int* __restrict__ out)
{
    __shared__ int sh[256];
    int i = blockIdx.x * 256 + threadIdx.x;
    sh[threadIdx.x] = i < n ? x[i] : 0;
    __syncthreads();
    for (int k = 128; k > 0; k >>= 1) {
        if (threadIdx.x < k)
            sh[threadIdx.x] = max(sh[threadIdx.x], sh[threadIdx.x + k]);
        __syncthreads();
    }
    if (threadIdx.x == 0)
        atomicMax(out, sh[0]);
}
