// c = a + b on int32 (in a namespace: mangled _ZN3ops4iadd...)
namespace ops {
__global__ void iadd(int n, const int* a, const int* b, int* c)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        c[i] = a[i] + b[i];
}
}
