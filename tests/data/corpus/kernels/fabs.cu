// y = |x|
__global__ void vabs(int n, const float* x, float* y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = fabsf(x[i]);
}
