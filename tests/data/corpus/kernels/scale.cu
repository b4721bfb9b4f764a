// y = s * x
__global__ void scale(int n, float s, const float* __restrict__ x, float* __restrict__ y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = s * x[i];
}
