// Integer block maximum: 256 threads, shared-memory tree; threads past n contribute INT_MIN.
#include <climits>
#define BLOCK 256

extern "C" __global__ void block_max(int n, const int* __restrict__ x, int* __restrict__ out)
{
    __shared__ int sh[BLOCK];
    int tid = threadIdx.x;
    int i = blockIdx.x * BLOCK + tid;
    sh[tid] = i < n ? x[i] : INT_MIN;
    __syncthreads();
    for (int s = BLOCK / 2; s > 0; s >>= 1) {
        if (tid < s)
            sh[tid] = max(sh[tid], sh[tid + s]);
        __syncthreads();
    }
    if (tid == 0)
        out[blockIdx.x] = sh[0];
}

// wrong: the halving starts at 64, so the upper half of the block (threads 128..255) is never compared
extern "C" __global__ void block_max_halving(int n, const int* __restrict__ x, int* __restrict__ out)
{
    __shared__ int sh[BLOCK];
    int tid = threadIdx.x;
    int i = blockIdx.x * BLOCK + tid;
    sh[tid] = i < n ? x[i] : INT_MIN;
    __syncthreads();
    for (int s = BLOCK / 4; s > 0; s >>= 1) {
        if (tid < s)
            sh[tid] = max(sh[tid], sh[tid + s]);
        __syncthreads();
    }
    if (tid == 0)
        out[blockIdx.x] = sh[0];
}
