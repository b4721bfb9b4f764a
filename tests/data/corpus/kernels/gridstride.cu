// Grid-stride loops: one launch of any size covers n elements by striding over blockDim.x * gridDim.x.
extern "C" __global__ void gs_scale(int n, const float* __restrict__ x, float* __restrict__ y)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        y[i] = 2.0f * x[i];
}

// wrong: i <= n reads and writes one element past the end
extern "C" __global__ void gs_le(int n, const float* __restrict__ x, float* __restrict__ y)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i <= n; i += blockDim.x * gridDim.x)
        y[i] = 2.0f * x[i];
}

// wrong: every block starts at element threadIdx.x, so elements past the first block's stride are missed
extern "C" __global__ void gs_tidonly(int n, const float* __restrict__ x, float* __restrict__ y)
{
    for (int i = threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        y[i] = 2.0f * x[i];
}

// in place: y = a*x + y
extern "C" __global__ void gs_saxpy(int n, float a, const float* __restrict__ x, float* __restrict__ y)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        y[i] = a * x[i] + y[i];
}
