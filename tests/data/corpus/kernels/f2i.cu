// y = (int) clamp(x, -1000, 1000): the conversion is always in range
__global__ void f2i_clamped(int n, const float* x, int* y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = (int)fminf(fmaxf(x[i], -1000.0f), 1000.0f);
}
