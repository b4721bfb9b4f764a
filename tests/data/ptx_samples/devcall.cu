// A non-inlined __device__ function: .func with a return value and a call.
__device__ __noinline__ float poly(float x, float a, int k)
{
    float r = x;
    for (int j = 0; j < k; ++j) r = r * x + a;
    return r;
}

extern "C" __global__ void devcall(const float *x, float *y, float a, int k, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = poly(x[i], a, k);
}
