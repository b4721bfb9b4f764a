// A block per row of symbolic length: each thread sums its own stride of the row (its own trip count), a
// shared-memory tree adds the 256 partial sums, and the mean divides by the row length (nvcc's IEEE division:
// an FCHK-guarded fast path and a CALL to its slow-path subroutine).  Under contract real the division is the
// reals', and int-to-float conversion of the length reads as that integer.

extern "C" __global__ void row_mean_bs(int rows, int cols, const float* __restrict__ x, float* __restrict__ out)
{
    __shared__ float sh[256];
    int t = threadIdx.x;
    float s = 0.f;
    for (int j = t; j < cols; j += blockDim.x) s += x[blockIdx.x * cols + j];
    sh[t] = s;
    __syncthreads();
    for (int k = 128; k > 0; k >>= 1) { if (t < k) sh[t] += sh[t + k]; __syncthreads(); }
    if (t == 0) out[blockIdx.x] = sh[0] / cols;
}

// wrong: divides by the block size, not the row length
extern "C" __global__ void row_mean_bs_blockdim(int rows, int cols, const float* __restrict__ x,
                                                float* __restrict__ out)
{
    __shared__ float sh[256];
    int t = threadIdx.x;
    float s = 0.f;
    for (int j = t; j < cols; j += blockDim.x) s += x[blockIdx.x * cols + j];
    sh[t] = s;
    __syncthreads();
    for (int k = 128; k > 0; k >>= 1) { if (t < k) sh[t] += sh[t + k]; __syncthreads(); }
    if (t == 0) out[blockIdx.x] = sh[0] / blockDim.x;
}

// Centering: every thread reads the block's mean back from shared memory and strides the row again, storing
// x - mean (a second loop with its own per-thread trip count, after the division's two paths rejoin).
extern "C" __global__ void row_center_bs(int rows, int cols, const float* __restrict__ x, float* __restrict__ y)
{
    __shared__ float sh[256];
    int t = threadIdx.x;
    float s = 0.f;
    for (int j = t; j < cols; j += blockDim.x) s += x[blockIdx.x * cols + j];
    sh[t] = s;
    __syncthreads();
    for (int k = 128; k > 0; k >>= 1) { if (t < k) sh[t] += sh[t + k]; __syncthreads(); }
    float mean = sh[0] / cols;
    for (int j = t; j < cols; j += blockDim.x) y[blockIdx.x * cols + j] = x[blockIdx.x * cols + j] - mean;
}

// wrong: each thread centres by its own partial sum (sh[t], not sh[0]): right only in thread 0
extern "C" __global__ void row_center_bs_own(int rows, int cols, const float* __restrict__ x, float* __restrict__ y)
{
    __shared__ float sh[256];
    int t = threadIdx.x;
    float s = 0.f;
    for (int j = t; j < cols; j += blockDim.x) s += x[blockIdx.x * cols + j];
    sh[t] = s;
    __syncthreads();
    for (int k = 128; k > 0; k >>= 1) { if (t < k) sh[t] += sh[t + k]; __syncthreads(); }
    float mean = sh[t] / cols;
    for (int j = t; j < cols; j += blockDim.x) y[blockIdx.x * cols + j] = x[blockIdx.x * cols + j] - mean;
}
