// c = a + b
extern "C" __global__ void vadd(int n, const float* __restrict__ a,
                                const float* __restrict__ b, float* __restrict__ c)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        c[i] = a[i] + b[i];
}
