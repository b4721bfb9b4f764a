// __shfl_down_sync warp reduction, then atomicAdd into one global counter.
extern "C" __global__ void warp_sum(const int *x, int *total, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int v = i < n ? x[i] : 0;
    for (int d = 16; d > 0; d /= 2) v += __shfl_down_sync(0xffffffffu, v, d);
    if ((threadIdx.x & 31) == 0) atomicAdd(total, v);
}
