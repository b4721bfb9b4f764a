// nvcc's default tanhf (libdevice: MUFU.EX2 / MUFU.RCP above 0.6, a polynomial below), read as tanh(x) under
// contract real (semantics/isa/sass/libm_lowering.py).
extern "C" __global__ void vtanh(int n, const float* x, float* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = tanhf(x[i]);
}
// GELU, tanh approximation
extern "C" __global__ void gelu_tanh(int n, const float* x, float* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) { float v = x[i]; y[i] = 0.5f * v * (1.0f + tanhf(0.7978845608f * (v + 0.044715f * v * v * v))); }
}
// wrong: 1 - tanh for 1 + tanh (the two differ wherever tanh is not 0)
extern "C" __global__ void gelu_tanh_sign(int n, const float* x, float* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) { float v = x[i]; y[i] = 0.5f * v * (1.0f - tanhf(0.7978845608f * (v + 0.044715f * v * v * v))); }
}
