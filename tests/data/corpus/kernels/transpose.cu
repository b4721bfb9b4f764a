// y (m, n) = transpose of x (n, m)
extern "C" __global__ void transpose(int n, int m, const float* __restrict__ x, float* __restrict__ y)
{
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    int row = blockIdx.y * blockDim.y + threadIdx.y;
    if (row < n && col < m)
        y[col * n + row] = x[row * m + col];
}
