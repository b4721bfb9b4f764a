// y = x, with the block size hard-coded as 256
extern "C" __global__ void copy256(int n, const float* x, float* y)
{
    int i = blockIdx.x * 256 + threadIdx.x;
    if (i < n)
        y[i] = x[i];
}
