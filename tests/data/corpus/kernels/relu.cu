// y = relu(x) via fmaxf
extern "C" __global__ void relu(int n, const float* x, float* y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = fmaxf(x[i], 0.0f);
}
