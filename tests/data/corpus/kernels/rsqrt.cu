// rsqrtf (PTX rsqrt.approx.f32): ptxas scales a subnormal operand by 2^24 around MUFU.RSQ and the result
// back by 2^12; read as 1/sqrt(x) under contract real (semantics/isa/sass/libm_lowering.py).
extern "C" __global__ void vrsqrt(int n, const float* x, float* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = rsqrtf(x[i]);
}
// each 2-vector (x[i], z[i]) scaled to unit length: x / |(x, z)|
extern "C" __global__ void unit2(int n, const float* x, const float* z, float* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) { float a = x[i], b = z[i]; y[i] = a * rsqrtf(a * a + b * b); }
}
// wrong: the guard lets thread n read and write one element past the end
extern "C" __global__ void vrsqrt_overrun(int n, const float* x, float* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i <= n) y[i] = rsqrtf(x[i]);
}
