// y = x % 8 on int32 (C remainder takes the sign of the dividend)
__global__ void smod8(int n, const int* x, int* y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = x[i] % 8;
}
