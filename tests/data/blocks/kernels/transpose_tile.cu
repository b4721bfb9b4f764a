// Transpose y[n][m] = x[m][n] through a shared 32x33 tile (the padding column avoids bank conflicts).
// Blocks of 32x8 threads; each thread moves 4 elements of the 32x32 tile.
#define TILE 32
#define ROWS 8

extern "C" __global__ void transpose_tile(int m, int n, const float* __restrict__ x, float* __restrict__ y)
{
    __shared__ float tile[TILE][TILE + 1];
    int c = blockIdx.x * TILE + threadIdx.x, r = blockIdx.y * TILE + threadIdx.y;
    for (int j = 0; j < TILE; j += ROWS)
        if (r + j < m && c < n)
            tile[threadIdx.y + j][threadIdx.x] = x[(r + j) * n + c];
    __syncthreads();
    c = blockIdx.y * TILE + threadIdx.x;   // a column of y is a row of x
    r = blockIdx.x * TILE + threadIdx.y;
    for (int j = 0; j < TILE; j += ROWS)
        if (r + j < n && c < m)
            y[(r + j) * m + c] = tile[threadIdx.x][threadIdx.y + j];
}

// no padding: 32-way bank conflicts on the column reads, but still correct
extern "C" __global__ void transpose_tile_nopad(int m, int n, const float* __restrict__ x, float* __restrict__ y)
{
    __shared__ float tile[TILE][TILE];
    int c = blockIdx.x * TILE + threadIdx.x, r = blockIdx.y * TILE + threadIdx.y;
    for (int j = 0; j < TILE; j += ROWS)
        if (r + j < m && c < n)
            tile[threadIdx.y + j][threadIdx.x] = x[(r + j) * n + c];
    __syncthreads();
    c = blockIdx.y * TILE + threadIdx.x;
    r = blockIdx.x * TILE + threadIdx.y;
    for (int j = 0; j < TILE; j += ROWS)
        if (r + j < n && c < m)
            y[(r + j) * m + c] = tile[threadIdx.x][threadIdx.y + j];
}

// wrong: the tile is read back in the order it was written (tile[y + j][x]), so each 32x32 block is
// copied, not transposed
extern "C" __global__ void transpose_tile_samedir(int m, int n, const float* __restrict__ x, float* __restrict__ y)
{
    __shared__ float tile[TILE][TILE + 1];
    int c = blockIdx.x * TILE + threadIdx.x, r = blockIdx.y * TILE + threadIdx.y;
    for (int j = 0; j < TILE; j += ROWS)
        if (r + j < m && c < n)
            tile[threadIdx.y + j][threadIdx.x] = x[(r + j) * n + c];
    __syncthreads();
    c = blockIdx.y * TILE + threadIdx.x;
    r = blockIdx.x * TILE + threadIdx.y;
    for (int j = 0; j < TILE; j += ROWS)
        if (r + j < n && c < m)
            y[(r + j) * m + c] = tile[threadIdx.y + j][threadIdx.x];
}
