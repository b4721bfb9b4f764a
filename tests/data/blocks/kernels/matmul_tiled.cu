// Shared-memory tiled matmul C[m][n] = A[m][k] @ B[k][n] with 16x16 tiles; k must be a multiple of 16
// (the reference assumes it), m and n are arbitrary (out-of-range tile entries load 0).
#define TILE 16

extern "C" __global__ void matmul_tiled(int m, int n, int k, const float* __restrict__ A,
                                        const float* __restrict__ B, float* __restrict__ C)
{
    __shared__ float As[TILE][TILE], Bs[TILE][TILE];
    int tx = threadIdx.x, ty = threadIdx.y;
    int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
    float acc = 0.0f;
    for (int t = 0; t < k; t += TILE) {
        As[ty][tx] = row < m ? A[row * k + t + tx] : 0.0f;
        Bs[ty][tx] = col < n ? B[(t + ty) * n + col] : 0.0f;
        __syncthreads();
        for (int j = 0; j < TILE; ++j)
            acc += As[ty][j] * Bs[j][tx];
        __syncthreads();
    }
    if (row < m && col < n)
        C[row * n + col] = acc;
}

// wrong: the B tile is loaded from row t + tx instead of t + ty (the tile index swapped)
extern "C" __global__ void matmul_tiled_bidx(int m, int n, int k, const float* __restrict__ A,
                                             const float* __restrict__ B, float* __restrict__ C)
{
    __shared__ float As[TILE][TILE], Bs[TILE][TILE];
    int tx = threadIdx.x, ty = threadIdx.y;
    int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
    float acc = 0.0f;
    for (int t = 0; t < k; t += TILE) {
        As[ty][tx] = row < m ? A[row * k + t + tx] : 0.0f;
        Bs[ty][tx] = col < n ? B[(t + tx) * n + col] : 0.0f;
        __syncthreads();
        for (int j = 0; j < TILE; ++j)
            acc += As[ty][j] * Bs[j][tx];
        __syncthreads();
    }
    if (row < m && col < n)
        C[row * n + col] = acc;
}

// wrong: no second __syncthreads, so a fast thread overwrites As/Bs for the next tile while slower
// threads still read the current one (a shared-memory race whenever k > 16)
extern "C" __global__ void matmul_tiled_nosync(int m, int n, int k, const float* __restrict__ A,
                                               const float* __restrict__ B, float* __restrict__ C)
{
    __shared__ float As[TILE][TILE], Bs[TILE][TILE];
    int tx = threadIdx.x, ty = threadIdx.y;
    int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
    float acc = 0.0f;
    for (int t = 0; t < k; t += TILE) {
        As[ty][tx] = row < m ? A[row * k + t + tx] : 0.0f;
        Bs[ty][tx] = col < n ? B[(t + ty) * n + col] : 0.0f;
        __syncthreads();
        for (int j = 0; j < TILE; ++j)
            acc += As[ty][j] * Bs[j][tx];
    }
    if (row < m && col < n)
        C[row * n + col] = acc;
}
