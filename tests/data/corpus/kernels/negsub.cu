// y = -x (written as 0 - x)
__global__ void neg_sub(int n, const float* x, float* y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = 0.0f - x[i];
}
