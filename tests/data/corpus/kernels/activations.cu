// Activations with nvcc's default expf and IEEE division (semantics/isa/sass/ieee_lowering.py), against
// numpy under contract real.
extern "C" __global__ void sigmoid(int n, const float* x, float* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = 1.0f / (1.0f + expf(-x[i]));
}
// wrong: exp(x) for exp(-x), i.e. sigmoid(-x)
extern "C" __global__ void sigmoid_sign(int n, const float* x, float* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = 1.0f / (1.0f + expf(x[i]));
}
extern "C" __global__ void silu(int n, const float* x, float* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = x[i] / (1.0f + expf(-x[i]));
}
extern "C" __global__ void vexp(int n, const float* x, float* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = expf(x[i]);
}
