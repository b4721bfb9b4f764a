// y = x / 4 on int32 (C division truncates toward zero)
extern "C" __global__ void sdiv4(int n, const int* x, int* y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = x[i] / 4;
}
