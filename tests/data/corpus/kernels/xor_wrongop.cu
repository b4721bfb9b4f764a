// c = a ^ b
__global__ void vxor(int n, const int* a, const int* b, int* c)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        c[i] = a[i] | b[i];
}
