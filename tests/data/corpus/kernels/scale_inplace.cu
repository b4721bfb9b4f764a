// x *= s, in place
__global__ void scale_inplace(int n, float s, float* x)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        x[i] = x[i] * s;
}
