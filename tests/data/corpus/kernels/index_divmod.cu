// 2-D indexing from a flat thread index: row = i / cols, col = i % cols with int (signed) operands, as most
// kernels write it (ptxas's division by a variable, the kernel's own sign handling).
extern "C" __global__ void row_bias(int rows, int cols, const float* a, const float* bias, float* out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < rows * cols)
        out[i] = a[i] + bias[i % cols];
}

extern "C" __global__ void row_scale(int rows, int cols, const float* a, const float* s, float* out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < rows * cols)
        out[i] = a[i] * s[i / cols];
}

// wrong: the column bias indexed by the row
extern "C" __global__ void row_bias_by_row(int rows, int cols, const float* a, const float* bias, float* out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < rows * cols)
        out[i] = a[i] + bias[i / cols];
}
