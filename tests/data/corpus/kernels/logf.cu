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
// negative log (a loss's -log p): ptxas folds the negation into logf's closing FSEL
extern "C" __global__ void neglog(int n, const float* x, float* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = -logf(x[i]);
}
// log-sigmoid, -log(1 + e^-x)
extern "C" __global__ void logsigmoid(int n, const float* x, float* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = -logf(1.0f + expf(-x[i]));
}
// wrong: -log(1 + e^x), the sign inside the exponential lost
extern "C" __global__ void logsigmoid_sign(int n, const float* x, float* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = -logf(1.0f + expf(x[i]));
}
