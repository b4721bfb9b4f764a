// Two kernels in one file: int32 -> float and uint32 -> float (round to nearest even)
extern "C" __global__ void i2f(int n, const int* x, float* y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = (float)x[i];
}

extern "C" __global__ void u2f(int n, const unsigned* x, float* y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = (float)x[i];
}
