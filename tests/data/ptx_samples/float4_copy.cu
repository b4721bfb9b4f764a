// float4 (v4.f32) loads and stores.
extern "C" __global__ void float4_scale(const float4 *__restrict__ x, float4 *y, float a, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float4 v = x[i];
        y[i] = make_float4(a * v.x, a * v.y, a * v.z, a * v.w);
    }
}
