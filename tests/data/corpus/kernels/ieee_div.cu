// nvcc's default (IEEE) division, reciprocal and square root: FCHK / range checks, MUFU fast paths and
// slow-path subroutines reached by CALL (semantics/isa/sass/ieee_lowering.py).
extern "C" __global__ void vdiv(int n, const float* a, const float* b, float* c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = a[i] / b[i];
}
// wrong: divides the other way round
extern "C" __global__ void vdiv_swapped(int n, const float* a, const float* b, float* c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = b[i] / a[i];
}
// wrong: multiplies by the rounded reciprocal (two roundings)
extern "C" __global__ void vdiv_recip(int n, const float* a, const float* b, float* c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = a[i] * (1.0f / b[i]);
}
extern "C" __global__ void vrcp(int n, const float* a, const float* b, float* c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = 1.0f / a[i];
}
extern "C" __global__ void vsqrt(int n, const float* a, const float* b, float* c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = sqrtf(a[i]);
}
// wrong: an epsilon inside the square root (a norm's habit): sqrt(0) is no longer 0
extern "C" __global__ void vsqrt_eps(int n, const float* a, const float* b, float* c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = sqrtf(a[i] + 1e-12f);
}
// the divisor a kernel parameter: ptxas's slow path reads it from the constant bank itself
extern "C" __global__ void vdiv_scalar(int n, const float* a, const float* b, float* c, float s) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = a[i] / s;
}
// the divisor an int parameter converted to float (I2F) in the kernel; the reference writes n.astype(np.float32)
extern "C" __global__ void vdiv_count(int n, const float* a, const float* b, float* c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = a[i] / (float)n;
}
