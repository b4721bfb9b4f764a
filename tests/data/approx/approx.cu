// Kernels built on the GPU's approximate instructions (MUFU), for the `real` contract's reading of them
// (tests/semantics/test_approx.py).  Compiled with and without -use_fast_math: see regen.sh.
extern "C" __global__ void ex2k(int n, const float* x, float* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = exp2f(x[i]);
}

extern "C" __global__ void rsqk(int n, const float* x, float* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = rsqrtf(x[i]);
}

extern "C" __global__ void lg2k(int n, const float* x, float* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = __log2f(x[i]);
}

// wrong on purpose: 2^(2x) where the reference says 2^x
extern "C" __global__ void ex2k_twice(int n, const float* x, float* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = exp2f(2.0f * x[i]);
}

extern "C" __global__ void expk(int n, const float* x, float* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = __expf(x[i]);
}

extern "C" __global__ void sink(int n, const float* x, float* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = __sinf(x[i]);
}
