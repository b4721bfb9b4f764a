// c = (a & b) | (~a & 0x0F0F0F0F)
extern "C" __global__ void bitops(int n, const unsigned* a, const unsigned* b, unsigned* c)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        unsigned u = a[i];
        c[i] = (u & b[i]) | (~u & 0x0F0F0F0Fu);
    }
}
