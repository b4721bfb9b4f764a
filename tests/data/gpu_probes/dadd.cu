
#include <stdint.h>
#include <cuda_fp16.h>
typedef uint32_t u32; typedef int32_t s32; typedef uint64_t u64; typedef int64_t s64;
static __device__ __forceinline__ float F(u32 x) { return __uint_as_float(x); }
static __device__ __forceinline__ u32 U(float x) { return __float_as_uint(x); }
static __device__ __forceinline__ u64 W(u32 lo, u32 hi) { return ((u64)hi << 32) | lo; }
static __device__ __forceinline__ double D(u32 lo, u32 hi) { return __longlong_as_double((long long)W(lo, hi)); }
static __device__ __forceinline__ u64 DW(double x) { return (u64)__double_as_longlong(x); }
static __device__ __forceinline__ u32 H2(__half2 x) { return *(u32*)&x; }
static __device__ __forceinline__ __half2 HX(u32 x) { return *(__half2*)&x; }
#define OUT(k, v) (out[(k) * n + i] = (u32)(v))
#define OUT64(k, v) do { u64 v_ = (v); OUT(k, v_); OUT((k) + 1, v_ >> 32); } while (0)
#define I1(ins, x) ({ u32 r_; asm volatile(ins " %0, %1;" : "=r"(r_) : "r"(x)); r_; })
#define I2(ins, x, y) ({ u32 r_; asm volatile(ins " %0, %1, %2;" : "=r"(r_) : "r"(x), "r"(y)); r_; })
#define I3(ins, x, y, z) ({ u32 r_; asm volatile(ins " %0, %1, %2, %3;" : "=r"(r_) : "r"(x), "r"(y), "r"(z)); r_; })
#define L2(ins, x, y) ({ u64 r_; asm volatile(ins " %0, %1, %2;" : "=l"(r_) : "r"(x), "r"(y)); r_; })
#define LL2(ins, x, y) ({ u64 r_; asm volatile(ins " %0, %1, %2;" : "=l"(r_) : "l"(x), "r"(y)); r_; })
#define F1(ins, x) ({ float r_; asm volatile(ins " %0, %1;" : "=f"(r_) : "f"(F(x))); U(r_); })
#define F2(ins, x, y) ({ float r_; asm volatile(ins " %0, %1, %2;" : "=f"(r_) : "f"(F(x)), "f"(F(y))); U(r_); })
#define F3(ins, x, y, z) ({ float r_; asm volatile(ins " %0, %1, %2, %3;" : "=f"(r_) : "f"(F(x)), "f"(F(y)), "f"(F(z))); U(r_); })
#define FI(ins, x) ({ u32 r_; asm volatile(ins " %0, %1;" : "=r"(r_) : "f"(F(x))); r_; })
#define IF(ins, x) ({ float r_; asm volatile(ins " %0, %1;" : "=f"(r_) : "r"(x)); U(r_); })
#define LF(ins, x) ({ float r_; asm volatile(ins " %0, %1;" : "=f"(r_) : "l"(x)); U(r_); })
#define FL(ins, x) ({ u64 r_; asm volatile(ins " %0, %1;" : "=l"(r_) : "f"(F(x))); r_; })
#define DI(ins, x) ({ double r_; asm volatile(ins " %0, %1;" : "=d"(r_) : "r"(x)); DW(r_); })
#define DL(ins, x) ({ double r_; asm volatile(ins " %0, %1;" : "=d"(r_) : "l"(x)); DW(r_); })
#define FD(ins, x) ({ float r_; asm volatile(ins " %0, %1;" : "=f"(r_) : "d"(x)); U(r_); })
#define PK(ins, x, y) ({ u32 r_; asm volatile(ins " %0, %1, %2;" : "=r"(r_) : "f"(F(x)), "f"(F(y))); r_; })
#define P2(ins, x, y) ({ u32 r_; asm volatile("{ .reg .pred p; " ins " p, %1, %2; selp.u32 %0, 1, 0, p; }" : "=r"(r_) : "r"(x), "r"(y)); r_; })
#define PQ2(ins, x, y, q) ({ u32 r_; asm volatile("{ .reg .pred p, q; setp.ne.u32 q, %3, 0; " ins " p, %1, %2, q; selp.u32 %0, 1, 0, p; }" : "=r"(r_) : "r"(x), "r"(y), "r"(q)); r_; })
#define FP2(ins, x, y) ({ u32 r_; asm volatile("{ .reg .pred p; " ins " p, %1, %2; selp.u32 %0, 1, 0, p; }" : "=r"(r_) : "f"(F(x)), "f"(F(y))); r_; })
#define FPQ2(ins, x, y, q) ({ u32 r_; asm volatile("{ .reg .pred p, q; setp.ne.u32 q, %3, 0; " ins " p, %1, %2, q; selp.u32 %0, 1, 0, p; }" : "=r"(r_) : "f"(F(x)), "f"(F(y)), "r"(q)); r_; })
#define ID(ins, x) ({ u32 r_; asm volatile(ins " %0, %1;" : "=r"(r_) : "d"(x)); r_; })
#define LID(ins, x) ({ u64 r_; asm volatile(ins " %0, %1;" : "=l"(r_) : "d"(x)); r_; })
#define DF(ins, x) ({ double r_; asm volatile(ins " %0, %1;" : "=d"(r_) : "f"(F(x))); DW(r_); })
#define DD2(ins, x, y) ({ double r_; asm volatile(ins " %0, %1, %2;" : "=d"(r_) : "d"(x), "d"(y)); DW(r_); })
#define DD3(ins, x, y, z) ({ double r_; asm volatile(ins " %0, %1, %2, %3;" : "=d"(r_) : "d"(x), "d"(y), "d"(z)); DW(r_); })
#define HPQ2(ins, x, y, q) ({ u32 r_; asm volatile("{ .reg .pred p, q; setp.ne.u32 q, %3, 0; " ins " p, %1, %2, q; selp.u32 %0, 1, 0, p; }" : "=r"(r_) : "h"((unsigned short)(x)), "h"((unsigned short)(y)), "r"(q)); r_; })
#define DPQ2(ins, x, y, q) ({ u32 r_; asm volatile("{ .reg .pred p, q; setp.ne.u32 q, %3, 0; " ins " p, %1, %2, q; selp.u32 %0, 1, 0, p; }" : "=r"(r_) : "d"(x), "d"(y), "r"(q)); r_; })
#define LD(ins, p) ({ u32 r_; asm volatile(ins " %0, [%1];" : "=r"(r_) : "l"(p)); r_; })
#define ST(ins, p, v) asm volatile(ins " [%0], %1;" :: "l"(p), "r"((u32)(v)))
#define OBSERVE(g) do { u32 g_ = (g); OUT(0, A ^ a[g_ & 1023]); OUT(1, (A < g_) ? B : C); } while (0)
extern "C" __global__ void probe(const u32* a, const u32* b, const u32* c, u32* out, int n,
                                 u32 ua, u32 ub, u32 uc) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const u32 A = a[i], B = b[i], C = c[i];
OUT64(0, DD2("add.rn.f64", D(A, B), D(C, B))); OUT64(2, DD2("add.rz.f64", D(A, B), D(B, A)));
}
