// Stencils with a zero halo and a cyclic shift, against references written with np.pad and np.roll.

extern "C" __global__ void blur3(int n, const float* x, float* y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float l = i > 0 ? x[i - 1] : 0.0f;
        float r = i + 1 < n ? x[i + 1] : 0.0f;
        y[i] = l + x[i] + r;
    }
}

// wrong: no left guard, so thread 0 reads x[-1]
extern "C" __global__ void blur3_noleft(int n, const float* x, float* y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float r = i + 1 < n ? x[i + 1] : 0.0f;
        y[i] = x[i - 1] + x[i] + r;
    }
}

// wrong: the halo is 1.0f, not 0.0f
extern "C" __global__ void blur3_onehalo(int n, const float* x, float* y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float l = i > 0 ? x[i - 1] : 1.0f;
        float r = i + 1 < n ? x[i + 1] : 1.0f;
        y[i] = l + x[i] + r;
    }
}

extern "C" __global__ void rotate1(int n, const float* x, float* y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = x[(i + n - 1) % n];
}

// wrong: rotates the other way (y[i] = x[i + 1])
extern "C" __global__ void rotate1_back(int n, const float* x, float* y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = x[(i + 1) % n];
}
