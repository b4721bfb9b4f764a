// y = rotate-left(x, 5) on uint32
extern "C" __global__ void rotl5(int n, const unsigned* x, unsigned* y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        unsigned v = x[i];
        y[i] = (v << 5) | (v >> 27);
    }
}
