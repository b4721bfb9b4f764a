// sqrtf(-x): ptxas folds the negation into the fast path's operands (MUFU.RSQ R, -R0; FMUL.FTZ R, R0, -R;
// its domain test on the bits of -x + -0.0).  sqrt_neg_abs takes |x| where the reference negates: -0.0 differs.
extern "C" __global__ void sqrt_neg(int n, const float* x, float* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = sqrtf(-x[i]);
}

extern "C" __global__ void sqrt_neg_abs(int n, const float* x, float* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = sqrtf(fabsf(x[i]));
}
