// y = -x
extern "C" __global__ void neg(int n, const float* x, float* y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = -x[i];
}
