// c = a + b using the intrinsic __fadd_rz
__global__ void vadd_rz(int n, const float* a, const float* b, float* c)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        c[i] = __fadd_rz(a[i], b[i]);
}
