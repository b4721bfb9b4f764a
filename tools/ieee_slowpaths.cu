// Kernels whose SASS shows ptxas's IEEE f32 slow-path subroutines (tools/regen_ieee_slowpaths.py).
// The name's prefix says which operation each kernel's CALL computes: div_, rcp_ or sqrt_.
extern "C" __global__ void div_vv(const float* a, const float* b, float* c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = a[i] / b[i];
}
extern "C" __global__ void div_vs(const float* a, float* c, int n, float s) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = a[i] / s;
}
extern "C" __global__ void div_grid(const float* a, const float* b, float* c, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) c[i] = a[i] / b[i];
}
extern "C" __global__ void div_sum(const float* a, const float* b, float* c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = a[i] / (a[i] + b[i]);
}
extern "C" __global__ void rcp_v(const float* a, float* c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = 1.0f / a[i];
}
extern "C" __global__ void rcp_sigmoid(const float* a, float* c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = 1.0f / (1.0f + expf(-a[i]));
}
extern "C" __global__ void sqrt_v(const float* a, float* c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = sqrtf(a[i]);
}
extern "C" __global__ void sqrt_norm(const float* a, const float* b, float* c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = sqrtf(a[i] * a[i] + b[i] * b[i]);
}
