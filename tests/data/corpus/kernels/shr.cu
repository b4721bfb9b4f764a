// y = x >> (s & 31), arithmetic shift of int32
__global__ void shr_var(int n, int s, const int* x, int* y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = x[i] >> (s & 31);
}
