// Two kernels in one file: unsigned division and modulo by constants.
extern "C" __global__ void udiv7(int n, const unsigned* x, unsigned* y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = x[i] / 7u;
}

extern "C" __global__ void umod13(int n, const unsigned* x, unsigned* y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = x[i] % 13u;
}
