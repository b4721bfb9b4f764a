// nvcc's default logf (libdevice: the exponent split off by integer arithmetic on the bits, a polynomial in the
// mantissa), read as ln(x) under contract real (semantics/isa/sass/libm_lowering.py).
extern "C" __global__ void vlog(int n, const float* x, float* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = logf(x[i]);
}
extern "C" __global__ void softplus(int n, const float* x, float* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = logf(1.0f + expf(x[i]));
}
// wrong: no bounds check (the last block writes past y)
extern "C" __global__ void vlog_noguard(int n, const float* x, float* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = logf(x[i]);
}
