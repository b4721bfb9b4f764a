// Sums finished by atomicAdd over a grid that depends on n: per warp after shuffles, and per block after a
// shared-memory tree over two elements a thread (proofs/atomic_final.py sums over the symbolic grid).

// the warp's sum of v in lane 0 (lanes reading past lane 31 get their own value)
__device__ float warp_sum(float v)
{
    for (int off = 16; off > 0; off >>= 1)
        v += __shfl_down_sync(0xffffffff, v, off);
    return v;
}

// each warp's lane 0 adds the warp's shuffle-reduced sum
extern "C" __global__ void warp_atomic_sum(int n, const float* __restrict__ x, float* out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float v = warp_sum(i < n ? x[i] : 0.0f);
    if ((threadIdx.x & 31) == 0)
        atomicAdd(out, v);
}

// wrong: lanes 0 and 16 both add, and lane 16 holds the sum of lanes 16..31 a second time
extern "C" __global__ void warp_atomic_sum_twice(int n, const float* __restrict__ x, float* out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float v = warp_sum(i < n ? x[i] : 0.0f);
    if ((threadIdx.x & 15) == 0)
        atomicAdd(out, v);
}

// 512 elements a block: each thread loads x[i] and x[i + second], then a shared-memory tree; thread 0 adds
// the block's sum
__device__ void sum2_block(int n, const float* __restrict__ x, float* out, int second)
{
    __shared__ float sh[256];
    int tid = threadIdx.x;
    int i = blockIdx.x * 512 + tid;
    float v = 0.0f;
    if (i < n) v += x[i];
    if (i + second < n) v += x[i + second];
    sh[tid] = v;
    __syncthreads();
    for (int s = 128; s > 0; s >>= 1) {
        if (tid < s) sh[tid] += sh[tid + s];
        __syncthreads();
    }
    if (tid == 0) atomicAdd(out, sh[0]);
}

extern "C" __global__ void sum2_atomic(int n, const float* __restrict__ x, float* out)
{
    sum2_block(n, x, out, 256);
}

// wrong: the second element is 128 ahead, not 256: elements 128..255 of a block twice, 384..511 never
extern "C" __global__ void sum2_atomic_offset(int n, const float* __restrict__ x, float* out)
{
    sum2_block(n, x, out, 128);
}
