// 16-bin histogram of the low 4 bits: every thread counts its element into bins[] with an integer atomicAdd.
extern "C" __global__ void hist16(int n, const unsigned* __restrict__ x, int* bins)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        atomicAdd(&bins[x[i] & 15u], 1);
}

// block-private variant: counts go to a shared-memory histogram first, then one atomicAdd per bin and block
extern "C" __global__ void hist16_shared(int n, const unsigned* __restrict__ x, int* bins)
{
    __shared__ int local[16];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (threadIdx.x < 16)
        local[threadIdx.x] = 0;
    __syncthreads();
    if (i < n)
        atomicAdd(&local[x[i] & 15u], 1);
    __syncthreads();
    if (threadIdx.x < 16)
        atomicAdd(&bins[threadIdx.x], local[threadIdx.x]);
}

// wrong: bins[b]++ is not atomic: threads of one bin race and counts get lost
extern "C" __global__ void hist16_plain(int n, const unsigned* __restrict__ x, int* bins)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        bins[x[i] & 15u]++;
}

// wrong: the bin is x % 16 on a signed int: negative elements give negative bins, out of bounds
extern "C" __global__ void hist16_signed(int n, const int* __restrict__ x, int* bins)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        atomicAdd(&bins[x[i] % 16], 1);
}
