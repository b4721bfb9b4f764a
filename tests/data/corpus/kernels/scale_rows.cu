// Row scaling with one block row per matrix row (blockIdx.y), against a * s[:, None] (a broadcast column).

extern "C" __global__ void scale_rows(int m, int n, const float* a, const float* s, float* c)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    int i = blockIdx.y;
    if (i < m && j < n)
        c[i * n + j] = a[i * n + j] * s[i];
}

// wrong: scales by the column's entry, the broadcast along the other axis (and reads s past m when n > m)
extern "C" __global__ void scale_rows_by_col(int m, int n, const float* a, const float* s, float* c)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    int i = blockIdx.y;
    if (i < m && j < n)
        c[i * n + j] = a[i * n + j] * s[j];
}
