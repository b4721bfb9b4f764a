// Row L2 normalisation, one block per row of symbolic length: per-thread strided sums of squares, a
// shared-memory tree, rsqrtf of the sum plus an epsilon, and a second block-stride loop scaling the row.
// Under contract real rsqrtf is 1/sqrt (an assumption the verdict lists), as numpy's x / np.sqrt(s + eps).

extern "C" __global__ void row_l2norm(int rows, int cols, const float* __restrict__ x, float* __restrict__ y)
{
    __shared__ float sh[256];
    int t = threadIdx.x;
    float s = 0.f;
    for (int j = t; j < cols; j += blockDim.x) { float v = x[blockIdx.x * cols + j]; s += v * v; }
    sh[t] = s;
    __syncthreads();
    for (int k = 128; k > 0; k >>= 1) { if (t < k) sh[t] += sh[t + k]; __syncthreads(); }
    float inv = rsqrtf(sh[0] + 1e-6f);
    for (int j = t; j < cols; j += blockDim.x) y[blockIdx.x * cols + j] = x[blockIdx.x * cols + j] * inv;
}

// wrong: the scaling loop runs to j <= cols, one store past each row (past the end of y in the last row)
extern "C" __global__ void row_l2norm_le(int rows, int cols, const float* __restrict__ x, float* __restrict__ y)
{
    __shared__ float sh[256];
    int t = threadIdx.x;
    float s = 0.f;
    for (int j = t; j < cols; j += blockDim.x) { float v = x[blockIdx.x * cols + j]; s += v * v; }
    sh[t] = s;
    __syncthreads();
    for (int k = 128; k > 0; k >>= 1) { if (t < k) sh[t] += sh[t + k]; __syncthreads(); }
    float inv = rsqrtf(sh[0] + 1e-6f);
    for (int j = t; j <= cols; j += blockDim.x) y[blockIdx.x * cols + j] = x[blockIdx.x * cols + j] * inv;
}
