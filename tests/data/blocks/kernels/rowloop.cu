// Row sums by one thread per row over a symbolic row length n: nvcc splits the loop into 16x and 4x unrolled
// loops, an 8x block and a remainder loop (several loops in sequence, each read by induction).

extern "C" __global__ void row_sum_loop(int m, int n, const float* __restrict__ x, float* __restrict__ out)
{
    int row = blockIdx.x * blockDim.x + threadIdx.x;
    if (row < m) {
        float acc = 0.0f;
        for (int j = 0; j < n; ++j)
            acc += x[row * n + j];
        out[row] = acc;
    }
}

// wrong: the loop starts at j = 1, dropping the first element of every row
extern "C" __global__ void row_sum_loop_skip(int m, int n, const float* __restrict__ x, float* __restrict__ out)
{
    int row = blockIdx.x * blockDim.x + threadIdx.x;
    if (row < m) {
        float acc = 0.0f;
        for (int j = 1; j < n; ++j)
            acc += x[row * n + j];
        out[row] = acc;
    }
}
