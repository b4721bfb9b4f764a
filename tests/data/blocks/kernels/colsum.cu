// Column sums by one thread per column over a symbolic number of rows m: the reads step by the row length n
// (x[r*n + col]), so nvcc's unrolled loops advance a pointer by 4n bytes and the reference's sum over axis 0
// reads x[r, col] at col + n*r: the pieces are tiled in units of the row length.

extern "C" __global__ void col_sum(int m, int n, const float* __restrict__ x, float* __restrict__ out)
{
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    if (col < n) {
        float acc = 0.0f;
        for (int r = 0; r < m; ++r)
            acc += x[r * n + col];
        out[col] = acc;
    }
}

// wrong: the loop stops one row short, dropping the last row of every column
extern "C" __global__ void col_sum_short(int m, int n, const float* __restrict__ x, float* __restrict__ out)
{
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    if (col < n) {
        float acc = 0.0f;
        for (int r = 0; r < m - 1; ++r)
            acc += x[r * n + col];
        out[col] = acc;
    }
}

// An int column sum (wrapping adds: exact under every contract)
extern "C" __global__ void col_isum(int m, int n, const int* __restrict__ x, int* __restrict__ out)
{
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    if (col < n) {
        int acc = 0;
        for (int r = 0; r < m; ++r)
            acc += x[r * n + col];
        out[col] = acc;
    }
}

// wrong: reads row-major x[col*m + r], the transposed element
extern "C" __global__ void col_isum_transposed(int m, int n, const int* __restrict__ x, int* __restrict__ out)
{
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    if (col < n) {
        int acc = 0;
        for (int r = 0; r < m; ++r)
            acc += x[col * m + r];
        out[col] = acc;
    }
}
