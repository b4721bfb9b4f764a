// Row means by one thread per row over a literal row length of 256: nvcc unrolls the loop 32x, so an 8-trip
// loop read by induction (its accumulator a sum over its trip count) meets numpy's mean, a sum of 256 terms
// times 1/256: that sum is read as one sum over 0 <= p < 256 (proofs/tiling.py as_sum) before tiling.

extern "C" __global__ void row_mean256(int m, const float* __restrict__ x, float* __restrict__ out)
{
    int row = blockIdx.x * blockDim.x + threadIdx.x;
    if (row < m) {
        float acc = 0.0f;
        for (int j = 0; j < 256; ++j)
            acc += x[row * 256 + j];
        out[row] = acc / 256;
    }
}

// wrong: the loop stops at 255, dropping the last element of every row
extern "C" __global__ void row_mean256_short(int m, const float* __restrict__ x, float* __restrict__ out)
{
    int row = blockIdx.x * blockDim.x + threadIdx.x;
    if (row < m) {
        float acc = 0.0f;
        for (int j = 0; j < 255; ++j)
            acc += x[row * 256 + j];
        out[row] = acc / 256;
    }
}
