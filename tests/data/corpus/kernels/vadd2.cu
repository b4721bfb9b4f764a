// c = a + b, two elements per thread
__global__ void vadd2(int n, const float* a, const float* b, float* c)
{
    int i = 2 * (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n)
        c[i] = a[i] + b[i];
    if (i + 1 < n)
        c[i + 1] = a[i + 1] + b[i + 1];
}
