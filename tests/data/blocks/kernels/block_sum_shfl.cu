// Block sum in two levels: each warp reduces with __shfl_down_sync, lane 0 of each warp puts its sum in
// shared memory, and after __syncthreads the first warp reduces the 8 warp sums the same way.
#define BLOCK 256
#define FULL 0xffffffffu

__device__ float warp_reduce(float v)
{
    for (int off = 16; off > 0; off >>= 1)
        v += __shfl_down_sync(FULL, v, off);
    return v;
}

extern "C" __global__ void block_sum_shfl(int n, const float* __restrict__ x, float* __restrict__ out)
{
    __shared__ float warp_sums[BLOCK / 32];
    int tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
    int i = blockIdx.x * BLOCK + tid;
    float v = warp_reduce(i < n ? x[i] : 0.0f);
    if (lane == 0)
        warp_sums[warp] = v;
    __syncthreads();
    if (warp == 0) {
        v = warp_reduce(lane < BLOCK / 32 ? warp_sums[lane] : 0.0f);
        if (lane == 0)
            out[blockIdx.x] = v;
    }
}

// wrong: no __syncthreads between the two levels, so the first warp may read warp_sums[1..7] before
// the other warps have written them (a shared-memory race)
extern "C" __global__ void block_sum_shfl_nosync(int n, const float* __restrict__ x, float* __restrict__ out)
{
    __shared__ float warp_sums[BLOCK / 32];
    int tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
    int i = blockIdx.x * BLOCK + tid;
    float v = warp_reduce(i < n ? x[i] : 0.0f);
    if (lane == 0)
        warp_sums[warp] = v;
    if (warp == 0) {
        v = warp_reduce(lane < BLOCK / 32 ? warp_sums[lane] : 0.0f);
        if (lane == 0)
            out[blockIdx.x] = v;
    }
}
