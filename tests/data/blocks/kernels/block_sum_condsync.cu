// Block sums whose first __syncthreads sits under a condition every thread of the block shares.  Where no
// thread reaches the barrier, the stores before it and the loads after it share one barrier interval.
#define BLOCK 256

// wrong: for n <= 512 no thread waits, and the tree's first step reads sh[tid + 128] while another warp may
// still be storing it (a shared-memory race that only some sizes have)
extern "C" __global__ void block_sum_condsync(int n, const float* __restrict__ x, float* __restrict__ out)
{
    __shared__ float sh[BLOCK];
    int tid = threadIdx.x;
    int i = blockIdx.x * BLOCK + tid;
    sh[tid] = i < n ? x[i] : 0.0f;
    if (n > 512)
        __syncthreads();
    for (int s = BLOCK / 2; s > 0; s >>= 1) {
        if (tid < s)
            sh[tid] += sh[tid + s];
        __syncthreads();
    }
    if (tid == 0)
        out[blockIdx.x] = sh[0];
}

// correct: the condition holds whenever a block runs at all (n = 0 launches no block)
extern "C" __global__ void block_sum_condsync_ok(int n, const float* __restrict__ x, float* __restrict__ out)
{
    __shared__ float sh[BLOCK];
    int tid = threadIdx.x;
    int i = blockIdx.x * BLOCK + tid;
    sh[tid] = i < n ? x[i] : 0.0f;
    if (n > 0)
        __syncthreads();
    for (int s = BLOCK / 2; s > 0; s >>= 1) {
        if (tid < s)
            sh[tid] += sh[tid + s];
        __syncthreads();
    }
    if (tid == 0)
        out[blockIdx.x] = sh[0];
}
