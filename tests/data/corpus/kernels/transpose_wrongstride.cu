// y (m, n) = transpose of x (n, m)
extern "C" __global__ void transpose_ws(int n, int m, const float* x, float* y)
{
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    int row = blockIdx.y * blockDim.y + threadIdx.y;
    if (row < n && col < m)
        y[col * m + row] = x[row * m + col];
}
