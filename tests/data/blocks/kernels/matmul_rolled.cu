// Naive matmul with the K-loop kept rolled (#pragma unroll 1): one FFMA per iteration, the accumulator
// carried around the loop (semantics/loops.py reads it as a sum over the trip count).
extern "C" __global__ void matmul_rolled(int m, int n, int k, const float* __restrict__ A,
                                         const float* __restrict__ B, float* __restrict__ C)
{
    int row = blockIdx.y * blockDim.y + threadIdx.y;
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    if (row < m && col < n) {
        float acc = 0.0f;
#pragma unroll 1
        for (int t = 0; t < k; ++t)
            acc += A[row * k + t] * B[t * n + col];
        C[row * n + col] = acc;
    }
}

// wrong: the loop starts at t = 1, dropping the product A[row][0] * B[0][col]
extern "C" __global__ void matmul_rolled_skip0(int m, int n, int k, const float* __restrict__ A,
                                               const float* __restrict__ B, float* __restrict__ C)
{
    int row = blockIdx.y * blockDim.y + threadIdx.y;
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    if (row < m && col < n) {
        float acc = 0.0f;
#pragma unroll 1
        for (int t = 1; t < k; ++t)
            acc += A[row * k + t] * B[t * n + col];
        C[row * n + col] = acc;
    }
}
