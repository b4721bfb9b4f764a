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
extern "C" __global__ void div_two(const float* a, const float* b, float* c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = a[i] / b[i] + b[i] / a[i];
}
extern "C" __global__ void div_three(const float* a, const float* b, float* c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = (a[i] / b[i]) / (a[i] + 1.0f) - b[i] / (a[i] * b[i]);
}
extern "C" __global__ void div_branch(const float* a, const float* b, float* c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = a[i] > 0.0f ? a[i] / b[i] : b[i] / a[i];
}
extern "C" __global__ void div_2d(const float* a, const float* s, float* c, int rows, int cols) {
  int col = blockIdx.x * blockDim.x + threadIdx.x, row = blockIdx.y;
  if (col < cols && row < rows) c[row * cols + col] = a[row * cols + col] / s[row];
}
extern "C" __global__ void div_and_sqrt(const float* a, const float* b, float* c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = sqrtf(a[i]) / b[i];
}
extern "C" __global__ void sqrt_two(const float* a, const float* b, float* c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = sqrtf(a[i]) + sqrtf(b[i]);
}
extern "C" __global__ void rcp_two(const float* a, const float* b, float* c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = 1.0f / a[i] - 1.0f / b[i];
}
