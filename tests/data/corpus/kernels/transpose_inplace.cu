// a = a^T in place for a square (n, n) matrix
__global__ void transpose_inplace(int n, float* a)
{
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    int row = blockIdx.y * blockDim.y + threadIdx.y;
    if (row < n && col < n)
        a[row * n + col] = a[col * n + row];
}
