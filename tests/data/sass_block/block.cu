// Block-level features: static and dynamic shared memory of every access size,
// __syncthreads, warp shuffles and votes, warp reductions, atomics, vector loads.
#include <stdint.h>

extern "C" __global__ void smem_sizes(const int *x, int *out) {
  __shared__ int8_t b8[256];
  __shared__ uint8_t u8[256];
  __shared__ int16_t b16[256];
  __shared__ uint16_t u16[256];
  __shared__ int2 v64[256];
  __shared__ int4 v128[256];
  int t = threadIdx.x;
  int v = x[blockIdx.x * 256 + t];
  b8[t] = (int8_t)v; u8[t] = (uint8_t)v; b16[t] = (int16_t)v; u16[t] = (uint16_t)v;
  v64[t] = make_int2(v, v + 1);
  v128[t] = make_int4(v, v + 1, v + 2, v + 3);
  __syncthreads();
  int s = 255 - t;
  int4 q = v128[s];
  int2 p = v64[s ^ 1];
  out[blockIdx.x * 256 + t] = b8[s] + u8[s ^ 3] + b16[s ^ 5] + u16[s ^ 7] + p.x + p.y + q.x + q.y + q.z + q.w;
}

extern "C" __global__ void smem_dynamic(const float *x, float *out) {
  extern __shared__ float dyn[];
  int t = threadIdx.x;
  dyn[t] = x[blockIdx.x * blockDim.x + t];
  __syncthreads();
  out[blockIdx.x * blockDim.x + t] = dyn[t + 3] + dyn[blockDim.x - 1 - t];
}

extern "C" __global__ void shuffles(const int *x, int *out, int w, int lane) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int v = x[t];
  int a = __shfl_sync(0xffffffffu, v, lane);
  int b = __shfl_sync(0xffffffffu, v, 3);
  int c = __shfl_sync(0xffffffffu, v, lane, 16);
  int d = __shfl_up_sync(0xffffffffu, v, 1);
  int e = __shfl_up_sync(0xffffffffu, v, w, 8);
  int f = __shfl_down_sync(0xffffffffu, v, 2, 16);
  int g = __shfl_xor_sync(0xffffffffu, v, 1);
  int h = __shfl_xor_sync(0xffffffffu, v, w);
  float fv = __int_as_float(v);
  float k = __shfl_down_sync(0xffffffffu, fv, w);
  out[t] = a + b + c + d + e + f + g + h + __float_as_int(k);
}

extern "C" __global__ void shuffle_partial(const int *x, int *out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int v = x[t];
  if (v > 0) v = __shfl_xor_sync(0x0000ffffu, v, 1);
  out[t] = v;
}

extern "C" __global__ void votes(const int *x, unsigned *out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int v = x[t];
  unsigned b = __ballot_sync(0xffffffffu, v > 0);
  int any = __any_sync(0xffffffffu, v & 1);
  int all = __all_sync(0xffffffffu, v < 100);
  unsigned act = __activemask();
  out[t] = b + any * 3 + all * 5 + act;
}

extern "C" __global__ void votes_partial(const int *x, unsigned *out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int v = x[t];
  unsigned b = 0;
  if (v > 5) b = __ballot_sync(__activemask(), v > 9);
  out[t] = b;
}

extern "C" __global__ void warp_reduce(const int *x, unsigned *out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int v = x[t];
  unsigned s = __reduce_add_sync(0xffffffffu, (unsigned)v);
  unsigned mx = __reduce_max_sync(0xffffffffu, (unsigned)v);
  int mn = __reduce_min_sync(0xffffffffu, v);
  unsigned o = __reduce_or_sync(0xffffffffu, (unsigned)v);
  out[t] = s + mx + mn + o;
}

extern "C" __global__ void atomics_global(const int *x, int *ci, unsigned *cu, float *cf, int *old) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int v = x[t];
  atomicAdd(ci + (v & 7), v);
  atomicAdd(cu + (v & 7), 1u);
  atomicAdd(cf + (v & 7), __int_as_float(v));
  atomicMax(ci + 8, v);
  atomicMin(ci + 9, v);
  atomicMax(cu + 8, (unsigned)v);
  atomicAnd(ci + 10, v);
  atomicOr(ci + 11, v);
  atomicXor(ci + 12, v);
  atomicInc(cu + 9, 17u);
  atomicDec(cu + 10, 17u);
  int a = atomicAdd(ci + 13, v);
  int b = atomicCAS(ci + 14, v, a);
  int c = atomicExch(ci + 15, b);
  float d = atomicAdd(cf + 9, 1.5f);
  unsigned e = atomicMax(cu + 11, (unsigned)c);
  old[t] = a + b + c + __float_as_int(d) + e;
}

extern "C" __global__ void atomics_shared(const int *x, int *out) {
  __shared__ int si[64];
  __shared__ float sf[64];
  __shared__ unsigned su[64];
  int t = threadIdx.x;
  if (t < 64) { si[t] = 0; sf[t] = 0.f; su[t] = 0; }
  __syncthreads();
  int v = x[blockIdx.x * blockDim.x + t];
  atomicAdd(&si[v & 63], v);
  atomicAdd(&sf[v & 63], __int_as_float(v));
  atomicMax(&si[(v >> 6) & 63], v);
  atomicMin(&su[(v >> 7) & 63], (unsigned)v);
  int o = atomicCAS(&si[(v >> 8) & 63], v, t);
  int e = atomicExch(&si[(v >> 9) & 63], o);
  atomicInc(&su[(v >> 3) & 63], 9u);
  __syncthreads();
  if (t < 64) out[blockIdx.x * 64 + t] = si[t] + __float_as_int(sf[t]) + su[t] + e;
}

extern "C" __global__ void vectors(const float4 *x, const int2 *y, float4 *o4, int2 *o2) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  float4 a = x[t];
  int2 b = y[t];
  o4[t] = make_float4(a.w, a.z + 1.f, a.y, a.x * 2.f);
  o2[t] = make_int2(b.y, b.x + 1);
}

// Inline PTX pins the shuffle operands: SASS SHFL's c operand is PTX's c = ((32 - width) << 8) | clamp.
extern "C" __global__ void shfl_ptx(const unsigned *x, unsigned *out, unsigned b, unsigned c) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned v = x[t], r0, r1, r2, r3;
  asm volatile("shfl.sync.idx.b32 %0, %1, 5, 0x101f, 0xffffffff;" : "=r"(r0) : "r"(v));
  asm volatile("shfl.sync.up.b32 %0, %1, 3, 0x1800, 0xffffffff;" : "=r"(r1) : "r"(v));
  asm volatile("shfl.sync.down.b32 %0, %1, %2, %3, 0xffffffff;" : "=r"(r2) : "r"(v), "r"(b), "r"(c));
  asm volatile("shfl.sync.bfly.b32 %0, %1, 7, %2, 0xffffffff;" : "=r"(r3) : "r"(v), "r"(c));
  out[t] = r0 + r1 + r2 + r3;
}

extern "C" __global__ void shfl_width(const int *x, int *out, int w) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  out[t] = __shfl_sync(0xffffffffu, x[t], t + 1, w);
}

// MUFU: the .approx PTX instructions (what __sinf, __expf, rsqrtf, ... use) map one to one.
extern "C" __global__ void mufu(const float *x, float *out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  float v = x[t], r[7];
  asm("rcp.approx.ftz.f32 %0, %1;" : "=f"(r[0]) : "f"(v));
  asm("rsqrt.approx.ftz.f32 %0, %1;" : "=f"(r[1]) : "f"(v));
  asm("ex2.approx.ftz.f32 %0, %1;" : "=f"(r[2]) : "f"(v));
  asm("lg2.approx.ftz.f32 %0, %1;" : "=f"(r[3]) : "f"(v));
  asm("sin.approx.ftz.f32 %0, %1;" : "=f"(r[4]) : "f"(v));
  asm("cos.approx.ftz.f32 %0, %1;" : "=f"(r[5]) : "f"(v));
  asm("sqrt.approx.ftz.f32 %0, %1;" : "=f"(r[6]) : "f"(v));
  out[t] = r[0] + r[1] + r[2] + r[3] + r[4] + r[5] + r[6];
}
