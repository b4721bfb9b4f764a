// Assorted instructions: select, MUFU, fp64, bit ops, vote, CAS, clock, a call, printf.
#include <cstdio>
__device__ __noinline__ float helper(float x) { return x * x + 1.0f; }

extern "C" __global__ void misc(int n, const float *x, const double *d, float *y, int *z,
                                unsigned long long *t) {
  __shared__ int counter;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (threadIdx.x == 0) counter = 0;
  __syncthreads();
  if (i < n) {
    float v = x[i];
    float w = v > 0.25f ? rsqrtf(v) : __expf(v);
    y[i] = helper(w) + (float)(d[i] + 1.5);
    unsigned b = __ballot_sync(0xffffffffu, v < 0.0f);
    int u = __popc(b) + __brev(i) + __byte_perm(i, b, 0x3210) + min(i, n - i);
    atomicAdd(&counter, 1);
    z[i] = atomicCAS(&z[i + n], u, i) + atomicExch(&z[2 * n], u);
  }
  if (i == 0) {
    t[0] = clock64();
    printf("n=%d\n", n);
  }
}
