// c = m > 0 ? a : b
extern "C" __global__ void select_gt(int n, const int* m, const float* a, const float* b, float* c)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        c[i] = m[i] > 0 ? a[i] : b[i];
}
