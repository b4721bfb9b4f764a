// y = clamp(x, lo, hi) written with comparisons (NaN passes through)
extern "C" __global__ void clamp(int n, float lo, float hi, const float* x, float* y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float v = x[i];
        v = v < lo ? lo : v;
        v = v > hi ? hi : v;
        y[i] = v;
    }
}
