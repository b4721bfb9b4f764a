// c = a + b for row-major (n, m) matrices, 2-D launch: x -> column, y -> row
extern "C" __global__ void madd2d(int n, int m, const float* a, const float* b, float* c)
{
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    int row = blockIdx.y * blockDim.y + threadIdx.y;
    if (row < n && col < m)
        c[row * m + col] = a[row * m + col] + b[row * m + col];
}
