// Float row max and min by one thread per row over a symbolic row length: fmaxf from -INFINITY, fminf from
// the row's first element.  fmaxf/fminf (FMNMX) ignore a NaN operand and order -0.0 below +0.0, so the loop's
// value is the same in any order; nvcc unrolls each loop 4x with a remainder loop.  The reference is numpy's
// x.max / x.min over the row, read under contract real (numpy propagates NaN and returns either zero on a tie).

extern "C" __global__ void row_fmax(int m, int n, const float* __restrict__ x, float* __restrict__ out)
{
    int row = blockIdx.x * blockDim.x + threadIdx.x;
    if (row < m) {
        float best = -INFINITY;
        for (int j = 0; j < n; ++j)
            best = fmaxf(best, x[row * n + j]);
        out[row] = best;
    }
}

// wrong: starts from 0.0f, so a row of negative values gives 0
extern "C" __global__ void row_fmax_zero(int m, int n, const float* __restrict__ x, float* __restrict__ out)
{
    int row = blockIdx.x * blockDim.x + threadIdx.x;
    if (row < m) {
        float best = 0.0f;
        for (int j = 0; j < n; ++j)
            best = fmaxf(best, x[row * n + j]);
        out[row] = best;
    }
}

extern "C" __global__ void row_fmin(int m, int n, const float* __restrict__ x, float* __restrict__ out)
{
    int row = blockIdx.x * blockDim.x + threadIdx.x;
    if (row < m) {
        float best = x[row * n];
        for (int j = 1; j < n; ++j)
            best = fminf(best, x[row * n + j]);
        out[row] = best;
    }
}

// wrong: stops one short, skipping the last element of every row
extern "C" __global__ void row_fmin_short(int m, int n, const float* __restrict__ x, float* __restrict__ out)
{
    int row = blockIdx.x * blockDim.x + threadIdx.x;
    if (row < m) {
        float best = x[row * n];
        for (int j = 1; j < n - 1; ++j)
            best = fminf(best, x[row * n + j]);
        out[row] = best;
    }
}
