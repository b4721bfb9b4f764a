// Two kernels in one file: y = x + k * (right neighbour of x).
// blend_next reads x[i + 1] for every i < n; blend_next_guarded only when i + 1 < n.
extern "C" __global__ void blend_next(int n, int k, const int* x, int* y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = x[i] + k * x[i + 1];
}

extern "C" __global__ void blend_next_guarded(int n, int k, const int* x, int* y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        int nxt = (i + 1 < n) ? x[i + 1] : 0;
        y[i] = x[i] + k * nxt;
    }
}
