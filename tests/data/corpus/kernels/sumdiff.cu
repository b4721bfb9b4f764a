// two outputs: s = a + b, d = a - b
extern "C" __global__ void sumdiff(int n, const float* a, const float* b, float* s, float* d)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float u = a[i], v = b[i];
        s[i] = u + v;
        d[i] = u - v;
    }
}
