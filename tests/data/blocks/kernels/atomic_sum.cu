// Whole-array sum: each block reduces its 256 elements in shared memory and thread 0 adds the block's
// partial sum into the single float *out with atomicAdd (in whatever order the blocks finish).
#define BLOCK 256

__device__ float block_reduce(float v, float* sh)
{
    int tid = threadIdx.x;
    sh[tid] = v;
    __syncthreads();
    for (int s = BLOCK / 2; s > 0; s >>= 1) {
        if (tid < s)
            sh[tid] += sh[tid + s];
        __syncthreads();
    }
    return sh[0];
}

extern "C" __global__ void atomic_sum(int n, const float* __restrict__ x, float* out)
{
    __shared__ float sh[BLOCK];
    int i = blockIdx.x * BLOCK + threadIdx.x;
    float total = block_reduce(i < n ? x[i] : 0.0f, sh);
    if (threadIdx.x == 0)
        atomicAdd(out, total);
}

// wrong: a plain read-modify-write instead of atomicAdd: blocks race on *out and partial sums get lost
extern "C" __global__ void atomic_sum_plain(int n, const float* __restrict__ x, float* out)
{
    __shared__ float sh[BLOCK];
    int i = blockIdx.x * BLOCK + threadIdx.x;
    float total = block_reduce(i < n ? x[i] : 0.0f, sh);
    if (threadIdx.x == 0)
        *out += total;
}
