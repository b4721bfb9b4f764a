// y = x (written as x + 0.0f)
extern "C" __global__ void add_zero(int n, const float* x, float* y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = x[i] + 0.0f;
}
