// Elementwise work over rows of symbolic length, one block per row, each thread striding the row by the block:
// every thread's trip count is its own (semantics/blockloop.py), and the stores lie inside that loop.

extern "C" __global__ void row_scale_bs(int rows, int cols, const float* __restrict__ x, float* __restrict__ y)
{
    for (int j = threadIdx.x; j < cols; j += blockDim.x)
        y[blockIdx.x * cols + j] = 2.0f * x[blockIdx.x * cols + j];
}

// wrong: `j <= cols` writes one element past each row: the next row's first (same value) or, in the last
// row, past the end of y
extern "C" __global__ void row_scale_bs_le(int rows, int cols, const float* __restrict__ x, float* __restrict__ y)
{
    for (int j = threadIdx.x; j <= cols; j += blockDim.x)
        y[blockIdx.x * cols + j] = 2.0f * x[blockIdx.x * cols + j];
}
