// y[i] = sum over j < k of (x[i] ^ j): a loop over a size parameter, which nvcc unrolls 16x, 4x and 1x
// into three loops in sequence.
extern "C" __global__ void xorsum(int n, int k, const int* __restrict__ x, int* __restrict__ y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        int acc = 0;
        for (int j = 0; j < k; j++)
            acc += x[i] ^ j;
        y[i] = acc;
    }
}

// wrong: j <= k runs one iteration too many
extern "C" __global__ void xorsum_le(int n, int k, const int* __restrict__ x, int* __restrict__ y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        int acc = 0;
        for (int j = 0; j <= k; j++)
            acc += x[i] ^ j;
        y[i] = acc;
    }
}
