// Stencils against references written with shifted slices (x[1:] - x[:-1], x[:-2] + x[1:-1] + x[2:]).

extern "C" __global__ void diff(int n, const float* x, float* y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n - 1)
        y[i] = x[i + 1] - x[i];
}

// wrong: i < n lets the last thread read x[n] and write y[n - 1], one past each buffer
extern "C" __global__ void diff_overrun(int n, const float* x, float* y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = x[i + 1] - x[i];
}

extern "C" __global__ void sum3(int n, const float* x, float* y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n - 2)
        y[i] = (x[i] + x[i + 1]) + x[i + 2];
}

// wrong: adds in another order, (x[i] + x[i + 2]) + x[i + 1], which rounds differently
extern "C" __global__ void sum3_reordered(int n, const float* x, float* y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n - 2)
        y[i] = (x[i] + x[i + 2]) + x[i + 1];
}
