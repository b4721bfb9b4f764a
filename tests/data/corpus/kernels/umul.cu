// c = a * b on uint32 (wraps mod 2^32)
extern "C" __global__ void umul(int n, const unsigned* __restrict__ a,
                                const unsigned* __restrict__ b, unsigned* __restrict__ c)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        c[i] = a[i] * b[i];
}
