// Block sum: 256 threads load one element each into shared memory and halve the active range each step
// (a tree reduction); thread 0 writes the block's partial sum.  Threads past n contribute 0.
#define BLOCK 256

extern "C" __global__ void block_sum(int n, const float* __restrict__ x, float* __restrict__ out)
{
    __shared__ float sh[BLOCK];
    int tid = threadIdx.x;
    int i = blockIdx.x * BLOCK + tid;
    sh[tid] = i < n ? x[i] : 0.0f;
    __syncthreads();
    for (int s = BLOCK / 2; s > 0; s >>= 1) {
        if (tid < s)
            sh[tid] += sh[tid + s];
        __syncthreads();
    }
    if (tid == 0)
        out[blockIdx.x] = sh[0];
}

// wrong: no __syncthreads in the loop, so a thread reads sh[tid + s] while another warp may still write it
extern "C" __global__ void block_sum_nosync(int n, const float* __restrict__ x, float* __restrict__ out)
{
    __shared__ float sh[BLOCK];
    int tid = threadIdx.x;
    int i = blockIdx.x * BLOCK + tid;
    sh[tid] = i < n ? x[i] : 0.0f;
    __syncthreads();
    for (int s = BLOCK / 2; s > 0; s >>= 1) {
        if (tid < s)
            sh[tid] += sh[tid + s];
    }
    if (tid == 0)
        out[blockIdx.x] = sh[0];
}

// wrong: the loop stops at s > 1, so the last step (sh[0] += sh[1]) is missing
extern "C" __global__ void block_sum_halving(int n, const float* __restrict__ x, float* __restrict__ out)
{
    __shared__ float sh[BLOCK];
    int tid = threadIdx.x;
    int i = blockIdx.x * BLOCK + tid;
    sh[tid] = i < n ? x[i] : 0.0f;
    __syncthreads();
    for (int s = BLOCK / 2; s > 1; s >>= 1) {
        if (tid < s)
            sh[tid] += sh[tid + s];
        __syncthreads();
    }
    if (tid == 0)
        out[blockIdx.x] = sh[0];
}

// wrong: only the first half of the block waits at the first __syncthreads (barrier divergence:
// undefined behavior; the hardware may hang or let the tree read elements not yet stored)
extern "C" __global__ void block_sum_divergent(int n, const float* __restrict__ x, float* __restrict__ out)
{
    __shared__ float sh[BLOCK];
    int tid = threadIdx.x;
    int i = blockIdx.x * BLOCK + tid;
    sh[tid] = i < n ? x[i] : 0.0f;
    if (tid < BLOCK / 2)
        __syncthreads();
    for (int s = BLOCK / 2; s > 0; s >>= 1) {
        if (tid < s)
            sh[tid] += sh[tid + s];
        __syncthreads();
    }
    if (tid == 0)
        out[blockIdx.x] = sh[0];
}
