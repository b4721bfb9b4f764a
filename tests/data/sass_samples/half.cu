// Half precision arithmetic.
#include <cuda_fp16.h>
extern "C" __global__ void hfma(int n, const __half2 *a, const __half2 *b, __half2 *c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = __hfma2(__lowhigh2highlow(a[i]), b[i], __float2half2_rn(0.5f)) + __half2half2(__high2half(b[i]));
}

extern "C" __global__ void hscale(int n, const __half *a, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = __half2float(__hmul(a[i], __float2half(3.0f))) * 0.25f;
}
