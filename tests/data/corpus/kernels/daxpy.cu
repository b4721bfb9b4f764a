// Double precision: y = a*x + y (one DFMA), a widening mix (float + double, then narrowed back),
// and a wrong twin that narrows before adding (x stays float: the f32 sum rounds where the f64 one does not).
extern "C" __global__ void daxpy(int n, double a, const double* x, double* y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = a * x[i] + y[i];
}

extern "C" __global__ void dmix(int n, const float* x, const double* z, double* y, float* w)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        double s = (double)x[i] + z[i];
        y[i] = s > 0.0 ? s : 0.0;
        w[i] = (float)s;
    }
}

// wrong: adds in float, so y loses the low bits of z that the reference's f64 sum keeps
extern "C" __global__ void dmix_narrow(int n, const float* x, const double* z, double* y, float* w)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float s = x[i] + (float)z[i];
        y[i] = s > 0.0f ? (double)s : 0.0;
        w[i] = s;
    }
}
