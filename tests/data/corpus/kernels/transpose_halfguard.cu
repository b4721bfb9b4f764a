// y (m, n) = transpose of x (n, m)
__global__ void transpose_hg(int n, int m, const float* x, float* y)
{
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    int row = blockIdx.y * blockDim.y + threadIdx.y;
    if (row < n)
        y[col * n + row] = x[row * m + col];
}
