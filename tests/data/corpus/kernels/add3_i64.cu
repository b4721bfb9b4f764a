// 64-bit sums of three terms: ptxas adds the low words with one IADD3 that has two carry-outs and the high
// words with an IADD3.X that takes both
extern "C" __global__ void add3_i64(const long long* __restrict__ a, const long long* __restrict__ b,
                                    const long long* __restrict__ c, long long* __restrict__ d, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) d[i] = a[i] + b[i] + c[i];
}

// wrong: a + b is kept in an int (narrowed to 32 bits, then sign-extended) before c is added
extern "C" __global__ void add3_i64_narrow(const long long* __restrict__ a, const long long* __restrict__ b,
                                           const long long* __restrict__ c, long long* __restrict__ d, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        int s = a[i] + b[i];
        d[i] = s + c[i];
    }
}
