// c = a + b for row-major (n, m) matrices
extern "C" __global__ void madd2d_sg(int n, int m, const float* a, const float* b, float* c)
{
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    int row = blockIdx.y * blockDim.y + threadIdx.y;
    if (row < m && col < n)
        c[row * m + col] = a[row * m + col] + b[row * m + col];
}
