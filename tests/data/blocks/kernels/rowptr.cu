// Row kernels written with a row pointer, `x + (size_t)row * n`: nvcc forms the 64-bit offset as an unsigned
// wide product with two sign corrections of its high word (IMAD.WIDE.U32 + IMAD), and walks the row with a
// 64-bit pointer split across registers that are not a pair.

// out[row] = sum of the row: four loops in sequence (16x, 8x block, 4x, remainder), each read by induction
extern "C" __global__ void row_sum_ptr(int m, int n, const float* __restrict__ x, float* __restrict__ out)
{
    int row = blockIdx.x * blockDim.x + threadIdx.x;
    if (row >= m) return;
    const float* xr = x + (size_t)row * n;
    float acc = 0.0f;
    for (int j = 0; j < n; ++j) acc += xr[j];
    out[row] = acc;
}

// wrong: the row pointer strides by m, not n (reads another row's elements, or past the buffer)
extern "C" __global__ void row_sum_ptr_stride(int m, int n, const float* __restrict__ x, float* __restrict__ out)
{
    int row = blockIdx.x * blockDim.x + threadIdx.x;
    if (row >= m) return;
    const float* xr = x + (size_t)row * m;
    float acc = 0.0f;
    for (int j = 0; j < n; ++j) acc += xr[j];
    out[row] = acc;
}

// out = x / rowsum(x), one thread per row: the store loop is 4x unrolled with a remainder loop (at most three
// iterations, unrolled), each element through nvcc's IEEE division (fast path and slow-path CALL in the body)
extern "C" __global__ void row_normalize_ptr(int m, int n, const float* __restrict__ x, float* __restrict__ out)
{
    int row = blockIdx.x * blockDim.x + threadIdx.x;
    if (row >= m) return;
    const float* xr = x + (size_t)row * n;
    float s = 0.0f;
    for (int j = 0; j < n; ++j) s += xr[j];
    float* o = out + (size_t)row * n;
    for (int j = 0; j < n; ++j) o[j] = xr[j] / s;
}

// wrong: the store loop stops one short, leaving each row's last element unwritten
extern "C" __global__ void row_normalize_ptr_short(int m, int n, const float* __restrict__ x, float* __restrict__ out)
{
    int row = blockIdx.x * blockDim.x + threadIdx.x;
    if (row >= m) return;
    const float* xr = x + (size_t)row * n;
    float s = 0.0f;
    for (int j = 0; j < n; ++j) s += xr[j];
    float* o = out + (size_t)row * n;
    for (int j = 0; j < n - 1; ++j) o[j] = xr[j] / s;
}
