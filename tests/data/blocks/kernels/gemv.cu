// y = A x by one thread per row over a symbolic row length n: nvcc's 16x/8x/4x/1x pieces read A's row and
// all of x, each product a term of the reference's sum over j < n (A @ x under contract real).

extern "C" __global__ void gemv(int m, int n, const float* __restrict__ A, const float* __restrict__ x,
                                float* __restrict__ y)
{
    int row = blockIdx.x * blockDim.x + threadIdx.x;
    if (row < m) {
        float acc = 0.0f;
        for (int j = 0; j < n; ++j)
            acc += A[row * n + j] * x[j];
        y[row] = acc;
    }
}

// wrong: x is read at the row, not the column (A's row scaled by one element of x)
extern "C" __global__ void gemv_xrow(int m, int n, const float* __restrict__ A, const float* __restrict__ x,
                                     float* __restrict__ y)
{
    int row = blockIdx.x * blockDim.x + threadIdx.x;
    if (row < m) {
        float acc = 0.0f;
        for (int j = 0; j < n; ++j)
            acc += A[row * n + j] * x[row];
        y[row] = acc;
    }
}
