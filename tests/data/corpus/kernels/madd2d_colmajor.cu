// c = a + b for (n, m) matrices, but indexed as col * n + row
extern "C" __global__ void madd2d_cm(int n, int m, const float* a, const float* b, float* c)
{
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    int row = blockIdx.y * blockDim.y + threadIdx.y;
    if (row < n && col < m) {
        int k = col * n + row;
        c[k] = a[k] + b[k];
    }
}
