// Warp shuffles, votes, shared memory (static and dynamic), barriers and atomics of every modeled kind.
__global__ void red(const float* x, float* out, int* cnt, unsigned* u, int n) {
  __shared__ float s[256];
  extern __shared__ int dyn[];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? x[i] : 0.0f;
  v += __shfl_down_sync(0xffffffff, v, 16);
  v += __shfl_xor_sync(0xffffffff, v, 1);
  v += __shfl_up_sync(0xffffffff, v, 2, 16);
  v += __shfl_sync(0xffffffff, v, 3, 8);
  unsigned b = __ballot_sync(0xffffffff, v > 0);
  int a = __all_sync(0xffffffff, v > 1);
  int y = __any_sync(0xffffffff, v > 2);
  s[threadIdx.x] = v;
  dyn[threadIdx.x] = b;
  __syncthreads();
  if (threadIdx.x == 0) { atomicAdd(out, s[5] + dyn[3]); atomicAdd(cnt, 1); atomicMax(cnt+1, a); atomicCAS(cnt+2, y, 7); atomicInc(u, 10); atomicExch(u+1, 3u); atomicSub(cnt+3, 2); }
  __shared__ int c;
  atomicAdd(&c, 1);
  atomicMin((unsigned*)&c, 4u);
  __syncthreads();
  if (threadIdx.x == 1) cnt[9] = c;
}
