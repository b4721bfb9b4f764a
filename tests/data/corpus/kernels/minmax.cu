// two outputs: lo = fminf(a, b), hi = fmaxf(a, b)
extern "C" __global__ void minmax(int n, const float* a, const float* b, float* lo, float* hi)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float u = a[i], v = b[i];
        lo[i] = fminf(u, v);
        hi[i] = fmaxf(u, v);
    }
}
