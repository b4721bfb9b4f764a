// IEEE division with a literal operand (nvcc's default): ptxas computes the reciprocal at compile time and
// calls a slow-path subroutine specialised to the constant (semantics/isa/sass/constant_division.py).
extern "C" __global__ void div3(int n, const float* x, float* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = x[i] / 3.0f;
}
// hard sigmoid: relu6(x + 3) / 6
extern "C" __global__ void hardsigmoid(int n, const float* x, float* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = fminf(fmaxf(x[i] + 3.0f, 0.0f), 6.0f) / 6.0f;
}
// hard swish: x * relu6(x + 3) / 6 (the clamp written with fminf/fmaxf, the reference's with np.where)
extern "C" __global__ void hardswish(int n, const float* x, float* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) { float v = x[i]; y[i] = v * fminf(fmaxf(v + 3.0f, 0.0f), 6.0f) / 6.0f; }
}
// pixels to [0, 1]
extern "C" __global__ void normalize255(int n, const float* x, float* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = x[i] / 255.0f;
}
extern "C" __global__ void div_neg_tenth(int n, const float* x, float* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = x[i] / -0.1f;
}
// a literal dividend: the subroutine is specialised to the dividend
extern "C" __global__ void three_over(int n, const float* x, float* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = 3.0f / x[i];
}
// two literal divisions in one kernel: two specialised subroutines
extern "C" __global__ void thirds_sevenths(int n, const float* x, float* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = x[i] / 3.0f + x[i] / 7.0f;
}
// wrong: multiplies by the rounded reciprocal (a search agent's speed-up; two roundings)
extern "C" __global__ void div3_recip(int n, const float* x, float* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = x[i] * (1.0f / 3.0f);
}
// wrong: divides by 6 before clamping to [0, 6]: a different function
extern "C" __global__ void hardsigmoid_order(int n, const float* x, float* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = fminf(fmaxf(x[i] / 6.0f + 0.5f, 0.0f), 1.0f);
}
// wrong: 256 for 255
extern "C" __global__ void normalize256(int n, const float* x, float* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = x[i] / 256.0f;
}
