// Grid-stride elementwise add: a launch of any size covers n elements by striding over blockDim.x * gridDim.x.
extern "C" __global__ void gs_add(int n, const float* __restrict__ a, const float* __restrict__ b,
                                  float* __restrict__ c)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        c[i] = a[i] + b[i];
}

// wrong: the stride is blockDim.x * blockDim.x (a typo for gridDim.x), so with few blocks the elements
// between blockDim.x * gridDim.x and blockDim.x * blockDim.x are never written
extern "C" __global__ void gs_add_wrongstride(int n, const float* __restrict__ a, const float* __restrict__ b,
                                              float* __restrict__ c)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * blockDim.x)
        c[i] = a[i] + b[i];
}

// slow but correct: the stride of one block makes later blocks redo elements, writing the same values again
extern "C" __global__ void gs_add_blockstride(int n, const float* __restrict__ a, const float* __restrict__ b,
                                              float* __restrict__ c)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x)
        c[i] = a[i] + b[i];
}
