// Two kernels in one file (selection by --kernel / symbol=).
// clear_lowest_bit: y = x & (x - 1)
__global__ void clear_lowest_bit(int n, const unsigned* x, unsigned* y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        unsigned v = x[i];
        y[i] = v & (v - 1u);
    }
}

// iabs_signmask: y = |x| through the sign mask (x >> 31)
__global__ void iabs_signmask(int n, const int* x, int* y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        int v = x[i];
        int m = v >> 31;
        y[i] = (int)(((unsigned)v ^ (unsigned)m) - (unsigned)m);
    }
}
