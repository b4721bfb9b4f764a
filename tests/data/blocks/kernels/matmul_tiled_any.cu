// The textbook shared-memory tiled matmul: ceil(k / 16) phases, tile entries past m, n or k load 0, so any
// m, n, k work (no multiple-of-16 assumption).
#define TILE 16

extern "C" __global__ void matmul_tiled_any(int m, int n, int k, const float* __restrict__ A,
                                            const float* __restrict__ B, float* __restrict__ C)
{
    __shared__ float As[TILE][TILE], Bs[TILE][TILE];
    int tx = threadIdx.x, ty = threadIdx.y;
    int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
    float acc = 0.0f;
    for (int ph = 0; ph < (k + TILE - 1) / TILE; ++ph) {
        int ka = ph * TILE + tx, kb = ph * TILE + ty;
        As[ty][tx] = (row < m && ka < k) ? A[row * k + ka] : 0.0f;
        Bs[ty][tx] = (col < n && kb < k) ? B[kb * n + col] : 0.0f;
        __syncthreads();
        for (int j = 0; j < TILE; ++j)
            acc += As[ty][j] * Bs[j][tx];
        __syncthreads();
    }
    if (row < m && col < n)
        C[row * n + col] = acc;
}

// wrong: the A tile's k bound is missing, so the last phase reads A[row][k..] past the row (the next row's
// elements, or past the buffer on the last row) when k is not a multiple of 16
extern "C" __global__ void matmul_tiled_any_nokbound(int m, int n, int k, const float* __restrict__ A,
                                                     const float* __restrict__ B, float* __restrict__ C)
{
    __shared__ float As[TILE][TILE], Bs[TILE][TILE];
    int tx = threadIdx.x, ty = threadIdx.y;
    int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
    float acc = 0.0f;
    for (int ph = 0; ph < (k + TILE - 1) / TILE; ++ph) {
        int ka = ph * TILE + tx, kb = ph * TILE + ty;
        As[ty][tx] = row < m ? A[row * k + ka] : 0.0f;
        Bs[ty][tx] = (col < n && kb < k) ? B[kb * n + col] : 0.0f;
        __syncthreads();
        for (int j = 0; j < TILE; ++j)
            acc += As[ty][j] * Bs[j][tx];
        __syncthreads();
    }
    if (row < m && col < n)
        C[row * n + col] = acc;
}
