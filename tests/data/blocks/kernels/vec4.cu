// float4-vectorized elementwise add: thread i handles elements 4i..4i+3 with 128-bit loads and stores,
// and the first n % 4 threads handle the scalar tail after the last whole float4.
extern "C" __global__ void vadd4(int n, const float* __restrict__ a, const float* __restrict__ b,
                                 float* __restrict__ c)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int n4 = n / 4;
    if (i < n4) {
        float4 x = reinterpret_cast<const float4*>(a)[i];
        float4 y = reinterpret_cast<const float4*>(b)[i];
        reinterpret_cast<float4*>(c)[i] = make_float4(x.x + y.x, x.y + y.y, x.z + y.z, x.w + y.w);
    }
    int j = 4 * n4 + i;
    if (j < n)
        c[j] = a[j] + b[j];
}

// wrong: no scalar tail, so the last n % 4 elements are never written
extern "C" __global__ void vadd4_notail(int n, const float* __restrict__ a, const float* __restrict__ b,
                                        float* __restrict__ c)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n / 4) {
        float4 x = reinterpret_cast<const float4*>(a)[i];
        float4 y = reinterpret_cast<const float4*>(b)[i];
        reinterpret_cast<float4*>(c)[i] = make_float4(x.x + y.x, x.y + y.y, x.z + y.z, x.w + y.w);
    }
}
