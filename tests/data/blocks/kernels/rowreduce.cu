// Row reductions over rows of 256 floats: one block of 256 threads per row, a shared-memory tree.
#define ROW 256

extern "C" __global__ void row_sum(int rows, const float* __restrict__ x, float* __restrict__ out)
{
    __shared__ float sh[ROW];
    int tid = threadIdx.x;
    sh[tid] = x[blockIdx.x * ROW + tid];
    __syncthreads();
    for (int s = ROW / 2; s > 0; s >>= 1) {
        if (tid < s)
            sh[tid] += sh[tid + s];
        __syncthreads();
    }
    if (tid == 0)
        out[blockIdx.x] = sh[0];
}

// wrong: the row stride is 255, so every row but the first starts one element early per row
extern "C" __global__ void row_sum_stride(int rows, const float* __restrict__ x, float* __restrict__ out)
{
    __shared__ float sh[ROW];
    int tid = threadIdx.x;
    sh[tid] = x[blockIdx.x * (ROW - 1) + tid];
    __syncthreads();
    for (int s = ROW / 2; s > 0; s >>= 1) {
        if (tid < s)
            sh[tid] += sh[tid + s];
        __syncthreads();
    }
    if (tid == 0)
        out[blockIdx.x] = sh[0];
}

extern "C" __global__ void row_max(int rows, const float* __restrict__ x, float* __restrict__ out)
{
    __shared__ float sh[ROW];
    int tid = threadIdx.x;
    sh[tid] = x[blockIdx.x * ROW + tid];
    __syncthreads();
    for (int s = ROW / 2; s > 0; s >>= 1) {
        if (tid < s)
            sh[tid] = fmaxf(sh[tid], sh[tid + s]);
        __syncthreads();
    }
    if (tid == 0)
        out[blockIdx.x] = sh[0];
}

// wrong: the running maximum starts at 0.0f instead of the first element, so an all-negative row gives 0
extern "C" __global__ void row_max_zero(int rows, const float* __restrict__ x, float* __restrict__ out)
{
    __shared__ float sh[ROW];
    int tid = threadIdx.x;
    sh[tid] = fmaxf(0.0f, x[blockIdx.x * ROW + tid]);
    __syncthreads();
    for (int s = ROW / 2; s > 0; s >>= 1) {
        if (tid < s)
            sh[tid] = fmaxf(sh[tid], sh[tid + s]);
        __syncthreads();
    }
    if (tid == 0)
        out[blockIdx.x] = sh[0];
}
