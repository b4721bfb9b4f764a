// Double precision arithmetic and float intrinsics (__expf, sqrtf, division).
extern "C" __global__ void double_axpy(const double *x, double *y, double a, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i] / 3.0;
}

extern "C" __global__ void float_fns(const float *x, float *y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = __expf(x[i]) + sqrtf(x[i]) / (x[i] + 1.5f);
}
