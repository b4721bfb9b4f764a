// x = 2*x + 1 in place (contracted into one FFMA)
extern "C" __global__ void axpb(int n, float* x)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        x[i] = x[i] * 2.0f + 1.0f;
}
