// Kernels built on the GPU's approximate instructions (MUFU), for the `real` contract's reading of them
// (tests/semantics/test_approx.py).  Compiled with and without -use_fast_math: see regen.sh.
#define ELEMENTWISE(name, expr)                                        \
  extern "C" __global__ void name(int n, const float* x, float* y) {  \
    int i = blockIdx.x * blockDim.x + threadIdx.x;                     \
    if (i < n) y[i] = expr(x[i]);                                      \
  }

__device__ float exp2_of_twice(float v) { return exp2f(2.0f * v); }
__device__ float cube_of(float v) { return v * v * v; }
__device__ float gelu_tanh_of(float v) { return 0.5f * v * (1.0f + tanhf(0.7978845608f * (v + 0.044715f * v * v * v))); }

ELEMENTWISE(ex2k, exp2f)
ELEMENTWISE(rsqk, rsqrtf)
ELEMENTWISE(lg2k, __log2f)
ELEMENTWISE(ex2k_twice, exp2_of_twice)  // wrong on purpose: 2^(2x) where the reference says 2^x
ELEMENTWISE(expk, __expf)
ELEMENTWISE(sink, __sinf)
ELEMENTWISE(logk, __logf)
ELEMENTWISE(cubek, cube_of)  // against x ** 3: numpy's pow, read as x^3 under real
ELEMENTWISE(geluk, gelu_tanh_of)
