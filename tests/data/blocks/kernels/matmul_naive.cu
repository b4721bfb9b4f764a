// Naive matmul C[m][n] = A[m][k] @ B[k][n], row-major, one thread per output element (2-D grid of
// 16x16 blocks: x runs over columns, y over rows).

extern "C" __global__ void matmul_naive(int m, int n, int k, const float* __restrict__ A,
                                        const float* __restrict__ B, float* __restrict__ C)
{
    int row = blockIdx.y * blockDim.y + threadIdx.y;
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    if (row < m && col < n) {
        float acc = 0.0f;
        for (int t = 0; t < k; ++t)
            acc += A[row * k + t] * B[t * n + col];
        C[row * n + col] = acc;
    }
}

// wrong: B is read at t * m + col, with m where its row length n belongs: right only when m == n
extern "C" __global__ void matmul_naive_ldb(int m, int n, int k, const float* __restrict__ A,
                                            const float* __restrict__ B, float* __restrict__ C)
{
    int row = blockIdx.y * blockDim.y + threadIdx.y;
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    if (row < m && col < n) {
        float acc = 0.0f;
        for (int t = 0; t < k; ++t)
            acc += A[row * k + t] * B[t * m + col];
        C[row * n + col] = acc;
    }
}

// the inner dimension fixed at compile time: the loop over K = 64 is fully unrolled
#define K64 64
extern "C" __global__ void matmul_k64(int m, int n, const float* __restrict__ A, const float* __restrict__ B,
                                      float* __restrict__ C)
{
    int row = blockIdx.y * blockDim.y + threadIdx.y;
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    if (row < m && col < n) {
        float acc = 0.0f;
#pragma unroll
        for (int t = 0; t < K64; ++t)
            acc += A[row * K64 + t] * B[t * n + col];
        C[row * n + col] = acc;
    }
}

// integer matmul with K = 64: wrapping 32-bit multiply-adds, exact in any order
extern "C" __global__ void imatmul_k64(int m, int n, const int* __restrict__ A, const int* __restrict__ B,
                                       int* __restrict__ C)
{
    int row = blockIdx.y * blockDim.y + threadIdx.y;
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    if (row < m && col < n) {
        int acc = 0;
#pragma unroll
        for (int t = 0; t < K64; ++t)
            acc += A[row * K64 + t] * B[t * n + col];
        C[row * n + col] = acc;
    }
}

// wrong: the loop stops at t < K64 - 1 (an off-by-one on the inner dimension)
extern "C" __global__ void imatmul_k64_short(int m, int n, const int* __restrict__ A, const int* __restrict__ B,
                                             int* __restrict__ C)
{
    int row = blockIdx.y * blockDim.y + threadIdx.y;
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    if (row < m && col < n) {
        int acc = 0;
#pragma unroll
        for (int t = 0; t < K64 - 1; ++t)
            acc += A[row * K64 + t] * B[t * n + col];
        C[row * n + col] = acc;
    }
}
