// Reductions whose loop trip count differs between threads: each thread first strides over its share
// (`j += blockDim.x` over a row of symbolic length, or a grid-stride loop over n), then the block or warp
// combines the partial sums.  Block execution reads the loop by induction per thread, each thread's count a
// closed form that obligation `loop-count` checks.

// one block per row of symbolic length: block-stride partial sums, then a shared-memory tree
extern "C" __global__ void row_sum_bs(int rows, int cols, const float* __restrict__ x, float* __restrict__ out)
{
    __shared__ float sh[256];
    int t = threadIdx.x;
    float s = 0.0f;
    for (int j = t; j < cols; j += blockDim.x)
        s += x[blockIdx.x * cols + j];
    sh[t] = s;
    __syncthreads();
    for (int k = 128; k > 0; k >>= 1) {
        if (t < k)
            sh[t] += sh[t + k];
        __syncthreads();
    }
    if (t == 0)
        out[blockIdx.x] = sh[0];
}

// wrong: the loop strides by half the block, so every element of a row past the first 128 is added twice
extern "C" __global__ void row_sum_bs_halfstride(int rows, int cols, const float* __restrict__ x,
                                                 float* __restrict__ out)
{
    __shared__ float sh[256];
    int t = threadIdx.x;
    float s = 0.0f;
    for (int j = t; j < cols; j += blockDim.x / 2)
        s += x[blockIdx.x * cols + j];
    sh[t] = s;
    __syncthreads();
    for (int k = 128; k > 0; k >>= 1) {
        if (t < k)
            sh[t] += sh[t + k];
        __syncthreads();
    }
    if (t == 0)
        out[blockIdx.x] = sh[0];
}

// a grid-stride partial sum per thread, a warp-shuffle tree, one atomic add per warp
extern "C" __global__ void gs_shfl_atomic(int n, const float* __restrict__ x, float* out)
{
    float s = 0.0f;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        s += x[i];
    for (int o = 16; o > 0; o >>= 1)
        s += __shfl_down_sync(0xffffffffu, s, o);
    if ((threadIdx.x & 31) == 0)
        atomicAdd(out, s);
}

// wrong: the stride is one block, so every block sums the elements from its own start to n: most elements are
// added by several blocks
extern "C" __global__ void gs_shfl_atomic_blockstride(int n, const float* __restrict__ x, float* out)
{
    float s = 0.0f;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x)
        s += x[i];
    for (int o = 16; o > 0; o >>= 1)
        s += __shfl_down_sync(0xffffffffu, s, o);
    if ((threadIdx.x & 31) == 0)
        atomicAdd(out, s);
}
