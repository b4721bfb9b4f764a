// Sums finished by atomicAdd over a grid that depends on n: per warp after shuffles, and per block after a
// shared-memory tree over two elements a thread (proofs/atomic_final.py sums over the symbolic grid).

// each warp's lane 0 adds the warp's shuffle-reduced sum
extern "C" __global__ void warp_atomic_sum(int n, const float* __restrict__ x, float* out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float v = i < n ? x[i] : 0.0f;
    for (int off = 16; off > 0; off >>= 1)
        v += __shfl_down_sync(0xffffffff, v, off);
    if ((threadIdx.x & 31) == 0)
        atomicAdd(out, v);
}

// wrong: lanes 0 and 16 both add, and lane 16 holds the sum of lanes 16..31 a second time
extern "C" __global__ void warp_atomic_sum_twice(int n, const float* __restrict__ x, float* out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float v = i < n ? x[i] : 0.0f;
    for (int off = 16; off > 0; off >>= 1)
        v += __shfl_down_sync(0xffffffff, v, off);
    if ((threadIdx.x & 15) == 0)
        atomicAdd(out, v);
}

// 512 elements a block: each thread loads two, 256 apart, then a shared-memory tree
extern "C" __global__ void sum2_atomic(int n, const float* __restrict__ x, float* out)
{
    __shared__ float sh[256];
    int tid = threadIdx.x;
    int i = blockIdx.x * 512 + tid;
    float v = 0.0f;
    if (i < n) v += x[i];
    if (i + 256 < n) v += x[i + 256];
    sh[tid] = v;
    __syncthreads();
    for (int s = 128; s > 0; s >>= 1) {
        if (tid < s) sh[tid] += sh[tid + s];
        __syncthreads();
    }
    if (tid == 0) atomicAdd(out, sh[0]);
}

// wrong: the second element is 128 ahead, not 256: elements 128..255 of a block twice, 384..511 never
extern "C" __global__ void sum2_atomic_offset(int n, const float* __restrict__ x, float* out)
{
    __shared__ float sh[256];
    int tid = threadIdx.x;
    int i = blockIdx.x * 512 + tid;
    float v = 0.0f;
    if (i < n) v += x[i];
    if (i + 128 < n) v += x[i + 128];
    sh[tid] = v;
    __syncthreads();
    for (int s = 128; s > 0; s >>= 1) {
        if (tid < s) sh[tid] += sh[tid + s];
        __syncthreads();
    }
    if (tid == 0) atomicAdd(out, sh[0]);
}
