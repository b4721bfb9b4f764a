// Integer row reductions by one thread per row over a symbolic row length: a wrapping sum, a signed max that
// starts from the row's first element, an unsigned min that starts from UINT_MAX.  nvcc unrolls each loop 16x
// and 4x with a remainder loop (sm_90/sm_100 fold pairs of max/min into VIMNMX3); the reference is numpy's
// x.sum / x.max / x.min over the row, exact in any order.

extern "C" __global__ void row_isum(int m, int n, const int* __restrict__ x, int* __restrict__ out)
{
    int row = blockIdx.x * blockDim.x + threadIdx.x;
    if (row < m) {
        int acc = 0;
        for (int j = 0; j < n; ++j)
            acc += x[row * n + j];
        out[row] = acc;
    }
}

// wrong: reads column-major (x[j * m + row]), a transposed matrix
extern "C" __global__ void row_isum_colmajor(int m, int n, const int* __restrict__ x, int* __restrict__ out)
{
    int row = blockIdx.x * blockDim.x + threadIdx.x;
    if (row < m) {
        int acc = 0;
        for (int j = 0; j < n; ++j)
            acc += x[j * m + row];
        out[row] = acc;
    }
}

extern "C" __global__ void row_imax(int m, int n, const int* __restrict__ x, int* __restrict__ out)
{
    int row = blockIdx.x * blockDim.x + threadIdx.x;
    if (row < m) {
        int best = x[row * n];
        for (int j = 1; j < n; ++j)
            best = max(best, x[row * n + j]);
        out[row] = best;
    }
}

// wrong: starts from 0, so a row of negative values gives 0
extern "C" __global__ void row_imax_zero(int m, int n, const int* __restrict__ x, int* __restrict__ out)
{
    int row = blockIdx.x * blockDim.x + threadIdx.x;
    if (row < m) {
        int best = 0;
        for (int j = 0; j < n; ++j)
            best = max(best, x[row * n + j]);
        out[row] = best;
    }
}

// wrong: j < n - 1 skips the row's last element
extern "C" __global__ void row_imax_short(int m, int n, const int* __restrict__ x, int* __restrict__ out)
{
    int row = blockIdx.x * blockDim.x + threadIdx.x;
    if (row < m) {
        int best = x[row * n];
        for (int j = 1; j < n - 1; ++j)
            best = max(best, x[row * n + j]);
        out[row] = best;
    }
}

extern "C" __global__ void row_umin(int m, int n, const unsigned* __restrict__ x, unsigned* __restrict__ out)
{
    int row = blockIdx.x * blockDim.x + threadIdx.x;
    if (row < m) {
        unsigned least = 0xffffffffu;
        for (int j = 0; j < n; ++j)
            least = min(least, x[row * n + j]);
        out[row] = least;
    }
}
