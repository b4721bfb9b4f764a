"""Validation kernels for the SASS semantics, compiled by the real nvcc, committed with their SASS.

CUDA_SOURCE holds kernels whose every output element is a documented C or PTX function of the
inputs (PTX inline assembly pins the exact operation: shf.l.clamp, bfind, prmt, cvt.rpi.ftz, ...).
test_semantics_kernels.py executes the compiled SASS with the instruction definitions on edge-case
and random inputs and compares with an independent Python model: ptxas is the oracle for the
meaning of the instructions it chose.

SASS_Z holds, per architecture, the output of
    nvcc -cubin -O3 -diag-suppress 550 -arch=sm_XX -o k.cubin k.cu ; cuobjdump -sass k.cubin
with the encoding comments, blank lines, .headerflags and NOP lines removed, zlib-compressed and
base64-encoded (about 120 KB of text per architecture).  Regenerate with
    python tests/semantics/isa/sass/test_semantics_kernel_data.py --regen
(needs nvcc and cuobjdump on PATH, or NVCC= / CUOBJDUMP=); print one with --dump sm_90.
Generated with nvcc 13.0 (V13.0.88) and cuobjdump 13.5.
"""
from __future__ import annotations

import base64
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zlib
from pathlib import Path

ARCHS = ("sm_80", "sm_90", "sm_100")

CUDA_SOURCE = r'''
// Validation kernels for the SASS semantics: each computes o[i] from a[i], b[i], c[i]
// with C or PTX operations whose meaning is documented; the tests run the compiled
// SASS on edge-case and random inputs and compare with Python.
#include <cuda_fp16.h>
#include <cuda_bf16.h>
typedef unsigned u32; typedef int i32; typedef long long i64; typedef unsigned long long u64;
typedef unsigned short u16; typedef short i16; typedef unsigned char u8; typedef signed char i8;
#define K(name, TA, TB, TC, TO, ...) \
  extern "C" __global__ void name(int n, const TA* __restrict__ pa, const TB* __restrict__ pb, \
                                  const TC* __restrict__ pc, TO* po) { \
    int i = blockIdx.x * blockDim.x + threadIdx.x; \
    if (i >= n) return; \
    TA a = pa[i]; TB b = pb[i]; TC c = pc[i]; (void)a; (void)b; (void)c; \
    TO o; __VA_ARGS__; po[i] = o; }
#define PTX1(op, T, C, x) ({ T r_; asm(op " %0, %1;" : "=" C(r_) : C(x)); r_; })
#define PTX2(op, T, C, x, y) ({ T r_; asm(op " %0, %1, %2;" : "=" C(r_) : C(x), C(y)); r_; })
#define PTX3(op, T, C, x, y, z) ({ T r_; asm(op " %0, %1, %2, %3;" : "=" C(r_) : C(x), C(y), C(z)); r_; })
#define F2U(x) __float_as_uint(x)
#define U2F(x) __uint_as_float(x)
// ---- integer arithmetic
K(k_iadd, i32, i32, i32, i32, o = a + b)
K(k_isub, i32, i32, i32, i32, o = a - b)
K(k_imul, i32, i32, i32, i32, o = a * b)
K(k_imad, i32, i32, i32, i32, o = a * b + c)
K(k_imulc, i32, i32, i32, i32, o = a * 12345 - c * 7)
K(k_mulhi_s, i32, i32, i32, i32, o = __mulhi(a, b))
K(k_mulhi_u, u32, u32, u32, u32, o = __umulhi(a, b))
K(k_madhi_u, u32, u32, u32, u32, o = PTX3("mad.hi.u32", u32, "r", a, b, c))
K(k_mul_wide_s, i32, i32, i32, i64, o = (i64)a * b)
K(k_mul_wide_u, u32, u32, u32, u64, o = (u64)a * b)
K(k_mad_wide_u, u32, u32, u64, u64, o = (u64)a * b + c)
K(k_add64, i64, i64, i32, i64, o = a + b)
K(k_sub64, i64, i64, i32, i64, o = a - b)
K(k_neg64, i64, i32, i32, i64, o = -a)
K(k_add64c, u64, u32, u32, u64, o = a + 0x123456789ull)
K(k_add64i, i64, i32, i32, i64, o = a + b)
K(k_mul64, i64, i64, i32, i64, o = a * b)
K(k_umulhi64, u64, u64, u32, u64, o = __umul64hi(a, b))
K(k_mulhi64s, i64, i64, i32, i64, o = __mul64hi(a, b))
K(k_cmp64, i64, i64, i32, i32, o = (a < b) + 2 * (a <= b) + 4 * (a == b) + 8 * (a != b) + 16 * (a > b) + 32 * (a >= b))
K(k_ucmp64, u64, u64, i32, i32, o = (a < b) + 2 * (a <= b) + 4 * (a == b) + 8 * (a != b) + 16 * (a > b) + 32 * (a >= b))
K(k_scmp, i32, i32, i32, i32, o = (a < b) + 2 * (a <= b) + 4 * (a == b) + 8 * (a != b) + 16 * (a > b) + 32 * (a >= b))
K(k_ucmp, u32, u32, i32, i32, o = (a < b) + 2 * (a <= b) + 4 * (a == b) + 8 * (a != b) + 16 * (a > b) + 32 * (a >= b))
K(k_cmpk, i32, u32, i32, i32, o = (a < 100) + 2 * (b > 7u) + 4 * (a >= -3) + 8 * (b <= 0x80000000u) + 16 * (a == 0) + 32 * (b != 5u))
K(k_bool3, i32, i32, i32, i32, { bool p = a > 0, q = b > 0, r = c > 0; o = ((p ^ q) ^ r) ? ((p && q) || r ? 1 : 2) : ((p || !q) && r ? 3 : 4); })
K(k_idiv7, i32, i32, i32, i32, o = a / 7)
K(k_imod13, i32, i32, i32, i32, o = a % 13)
K(k_udiv7, u32, u32, u32, u32, o = a / 7u)
K(k_umod13, u32, u32, u32, u32, o = a % 13u)
K(k_udiv10, u32, u32, u32, u32, o = a / 10u + a % 3u)
K(k_idivm3, i32, i32, i32, i32, o = a / -3)
K(k_idiv4, i32, i32, i32, i32, o = a / 4 + a % 8)
K(k_udiv64_7, u64, u32, u32, u64, o = a / 7ull)
K(k_idiv64_7, i64, u32, u32, i64, o = a / 7ll)
K(k_imin, i32, i32, i32, i32, o = min(a, b))
K(k_imax, i32, i32, i32, i32, o = max(a, b))
K(k_umin, u32, u32, u32, u32, o = min(a, b))
K(k_umax, u32, u32, u32, u32, o = max(a, b))
K(k_iclamp, i32, i32, i32, i32, o = min(max(a, -5), 100))
K(k_iabs, i32, i32, i32, i32, o = abs(a))
K(k_isel, i32, i32, i32, i32, o = a < b ? a : b * 3)
K(k_sgn, i32, i32, i32, i32, o = (a > 0) - (a < 0))
// ---- bits
K(k_popc, u32, u32, u32, i32, o = __popc(a))
K(k_clz, u32, u32, u32, i32, o = __clz(a))
K(k_ffs, u32, u32, u32, i32, o = __ffs(a))
K(k_brev, u32, u32, u32, u32, o = __brev(a))
K(k_bfind, u32, u32, u32, u32, o = PTX1("bfind.u32", u32, "r", a))
K(k_bfind_sh, u32, u32, u32, u32, o = PTX1("bfind.shiftamt.u32", u32, "r", a))
K(k_rotl5, u32, u32, u32, u32, o = (a << 5) | (a >> 27))
K(k_shf_l_clamp, u32, u32, u32, u32, o = PTX3("shf.l.clamp.b32", u32, "r", a, b, c))
K(k_shf_r_clamp, u32, u32, u32, u32, o = PTX3("shf.r.clamp.b32", u32, "r", a, b, c))
K(k_shf_l_wrap, u32, u32, u32, u32, o = PTX3("shf.l.wrap.b32", u32, "r", a, b, c))
K(k_shf_r_wrap, u32, u32, u32, u32, o = PTX3("shf.r.wrap.b32", u32, "r", a, b, c))
K(k_shl, u32, u32, u32, u32, o = PTX2("shl.b32", u32, "r", a, b))
K(k_shr_u, u32, u32, u32, u32, o = PTX2("shr.u32", u32, "r", a, b))
K(k_shr_s, i32, u32, u32, i32, o = PTX2("shr.s32", i32, "r", a, b))
K(k_shl64, u64, u32, u32, u64, { u64 r; asm("shl.b64 %0, %1, %2;" : "=l"(r) : "l"(a), "r"(b)); o = r; })
K(k_shr64_u, u64, u32, u32, u64, { u64 r; asm("shr.u64 %0, %1, %2;" : "=l"(r) : "l"(a), "r"(b)); o = r; })
K(k_shr64_s, i64, u32, u32, i64, { i64 r; asm("shr.s64 %0, %1, %2;" : "=l"(r) : "l"(a), "r"(b)); o = r; })
K(k_shk, i32, u32, u32, i32, o = (a >> 3) + (a << 7) + (i32)(b >> 9) + (i32)(b << 30))
K(k_shk64, i64, u64, u32, i64, o = (a >> 13) ^ (i64)(b << 40) ^ (i64)(b >> 37) ^ (a << 3))
K(k_prmt, u32, u32, u32, u32, o = __byte_perm(a, b, 0x5140) ^ __byte_perm(a, b, 0x7362))
K(k_prmt_sx, u32, u32, u32, u32, o = PTX3("prmt.b32", u32, "r", a, b, 0x9810u) + PTX3("prmt.b32", u32, "r", a, b, 0xcafeu))
K(k_prmt_reg, u32, u32, u32, u32, o = PTX3("prmt.b32", u32, "r", a, b, c))
K(k_bswap, u32, u32, u32, u32, o = __byte_perm(a, 0, 0x0123))
K(k_bmsk_c, u32, u32, u32, u32, o = PTX2("bmsk.clamp.b32", u32, "r", a, b))
K(k_bmsk_w, u32, u32, u32, u32, o = PTX2("bmsk.wrap.b32", u32, "r", a, b))
K(k_szext_cs, i32, u32, u32, i32, o = PTX2("szext.clamp.s32", i32, "r", a, b))
K(k_szext_cu, u32, u32, u32, u32, o = PTX2("szext.clamp.u32", u32, "r", a, b))
K(k_szext_ws, i32, u32, u32, i32, o = PTX2("szext.wrap.s32", i32, "r", a, b))
K(k_lop1, u32, u32, u32, u32, o = ((a & b) ^ c) + ((a | ~b) & c))
K(k_lop2, u32, u32, u32, u32, o = (a & ~b) | (b ^ c & a))
K(k_lop3, u32, u32, u32, u32, o = (a & b) | (~a & c))
K(k_ptest, u32, u32, u32, i32, o = (a & 0x10) ? 5 : 7)
K(k_ptest2, u32, u32, u32, i32, o = ((a ^ b) & c) ? 11 : -2)
K(k_sx16, i32, i32, i32, i32, o = (i16)a + (i8)(a >> 8))
K(k_bfe, u32, i32, u32, u32, o = ((a >> 4) & 0xff) + (u32)((b << 20) >> 24))
// ---- narrow memory
K(k_u8, u8, u8, u8, u8, o = a + b * 3)
K(k_s8, i8, i8, i8, i32, o = a + 2 * b)
K(k_u16, u16, u16, u16, u16, o = a * 3 + b)
K(k_s16, i16, i16, i16, i32, o = a - b)
K(k_s8s, i8, i8, i8, i8, o = a > b ? a : b)
// ---- float arithmetic
K(k_fadd, float, float, float, float, o = a + b)
K(k_fsub, float, float, float, float, o = a - b)
K(k_fmul, float, float, float, float, o = a * b)
K(k_ffma, float, float, float, float, o = a * b + c)
K(k_ffma2, float, float, float, float, o = c - a * b)
K(k_fneg, float, float, float, float, o = -a)
K(k_fabs, float, float, float, float, o = fabsf(a))
K(k_fnabs, float, float, float, float, o = -fabsf(a) * b)
K(k_fimm, float, float, float, float, o = a * 1.5f + 1.17549435e-38f)
K(k_fimm2, float, float, float, float, o = (a + 3.0f) * -0.25f + 1e30f)
K(k_fadd_rz, float, float, float, float, o = __fadd_rz(a, b))
K(k_fadd_ru, float, float, float, float, o = __fadd_ru(a, b))
K(k_fadd_rd, float, float, float, float, o = __fadd_rd(a, b))
K(k_fmul_rz, float, float, float, float, o = __fmul_rz(a, b))
K(k_fmul_ru, float, float, float, float, o = __fmul_ru(a, b))
K(k_fmul_rd, float, float, float, float, o = __fmul_rd(a, b))
K(k_fma_rn, float, float, float, float, o = __fmaf_rn(a, b, c))
K(k_fma_rz, float, float, float, float, o = __fmaf_rz(a, b, c))
K(k_fma_ru, float, float, float, float, o = __fmaf_ru(a, b, c))
K(k_fma_rd, float, float, float, float, o = __fmaf_rd(a, b, c))
K(k_fadd_ftz, float, float, float, float, o = PTX2("add.ftz.f32", float, "f", a, b))
K(k_fsub_ftz_rz, float, float, float, float, o = PTX2("sub.rz.ftz.f32", float, "f", a, b))
K(k_fmin, float, float, float, float, o = fminf(a, b))
K(k_fmax, float, float, float, float, o = fmaxf(a, b))
K(k_fmin_ftz, float, float, float, float, o = PTX2("min.ftz.f32", float, "f", a, b))
K(k_fmax_ftz, float, float, float, float, o = PTX2("max.ftz.f32", float, "f", a, b))
K(k_fclamp, float, float, float, float, o = fminf(fmaxf(a, 0.0f), 1.0f))
K(k_fclamp2, float, float, float, float, o = fminf(fmaxf(a, -1000.0f), b))
K(k_frelu, float, float, float, float, o = a > 0.0f ? a : 0.0f)
K(k_fsel, float, float, float, float, o = a < b ? a * 2.0f : b + 1.0f)
K(k_fcmp, float, float, float, i32, o = (a == b) + 2 * (a != b) + 4 * (a < b) + 8 * (a <= b) + 16 * (a > b) + 32 * (a >= b))
K(k_fcmpn, float, float, float, i32, o = !(a == b) + 2 * !(a != b) + 4 * !(a < b) + 8 * !(a <= b) + 16 * !(a > b) + 32 * !(a >= b))
K(k_fcls, float, float, float, i32, o = isnan(a) + 2 * isinf(a) + 4 * isfinite(a) + 8 * signbit(a))
K(k_fsetp_ftz, float, float, float, i32, { u32 p, q; asm("{ .reg .pred t; setp.lt.ftz.f32 t, %1, %2; selp.u32 %0, 1, 0, t; }" : "=r"(p) : "f"(a), "f"(b)); asm("{ .reg .pred t; setp.equ.ftz.f32 t, %1, %2; selp.u32 %0, 2, 0, t; }" : "=r"(q) : "f"(a), "f"(b)); o = p + q; })
K(k_fsetp_num, float, float, float, i32, { u32 p, q; asm("{ .reg .pred t; setp.num.f32 t, %1, %2; selp.u32 %0, 1, 0, t; }" : "=r"(p) : "f"(a), "f"(b)); asm("{ .reg .pred t; setp.nan.f32 t, %1, %2; selp.u32 %0, 2, 0, t; }" : "=r"(q) : "f"(a), "f"(b)); o = p + q; })
K(k_frnd, float, float, float, float, o = rintf(a))
K(k_ffloor, float, float, float, float, o = floorf(a))
K(k_fceil, float, float, float, float, o = ceilf(a))
K(k_ftrunc, float, float, float, float, o = truncf(a))
K(k_fcopysign, float, float, float, float, o = copysignf(a, b))
// ---- conversions
K(k_i2f, i32, i32, i32, float, o = (float)a)
K(k_u2f, u32, u32, u32, float, o = (float)a)
K(k_i2f_rz, i32, u32, u32, float, o = __int2float_rz(a) + __uint2float_rd(b))
K(k_i2f_ru, i32, u32, u32, float, o = __int2float_ru(a) * __uint2float_ru(b))
K(k_l2f, i64, i32, i32, float, o = (float)a)
K(k_ul2f, u64, i32, i32, float, o = (float)a)
K(k_f2i, float, float, float, i32, o = (i32)a)
K(k_f2u, float, float, float, u32, o = (u32)a)
K(k_f2i_rn, float, float, float, i32, o = __float2int_rn(a))
K(k_f2i_rd, float, float, float, i32, o = __float2int_rd(a))
K(k_f2i_ru, float, float, float, i32, o = __float2int_ru(a))
K(k_f2u_rn, float, float, float, u32, o = __float2uint_rn(a))
K(k_f2l, float, float, float, i64, o = (i64)a)
K(k_f2ul, float, float, float, u64, o = (u64)a)
K(k_f2i_ftz, float, float, float, i32, { i32 r; asm("cvt.rpi.ftz.s32.f32 %0, %1;" : "=r"(r) : "f"(a)); o = r; })
K(k_d2f, double, double, double, float, o = (float)a)
K(k_d2f_rz, double, double, double, float, o = __double2float_rz(a))
K(k_f2h, float, float, float, u16, o = __half_as_ushort(__float2half(a)))
K(k_f2h_rz, float, float, float, u16, o = __half_as_ushort(__float2half_rz(a)))
K(k_f2bf, float, float, float, u16, o = __bfloat16_as_ushort(__float2bfloat16(a)))
K(k_f2bf_rz, float, float, float, u16, o = __bfloat16_as_ushort(__float2bfloat16_rz(a)))
K(k_h2f, u16, u16, u16, float, o = __half2float(__ushort_as_half(a)))
K(k_bf2f, u16, u16, u16, float, o = __bfloat162float(__ushort_as_bfloat16(a)))
K(k_f22h2, float, float, float, u32, { __half2 h = __floats2half2_rn(a, b); o = *(u32*)&h; })
K(k_f22bf2, float, float, float, u32, { __nv_bfloat162 h = __floats2bfloat162_rn(a, b); o = *(u32*)&h; })
// ---- packed half
K(k_hadd2, u32, u32, u32, u32, { __half2 x = *(__half2*)&a, y = *(__half2*)&b, r = __hadd2(x, y); o = *(u32*)&r; })
K(k_hmul2, u32, u32, u32, u32, { __half2 x = *(__half2*)&a, y = *(__half2*)&b, r = __hmul2(x, y); o = *(u32*)&r; })
K(k_hfma2, u32, u32, u32, u32, { __half2 x = *(__half2*)&a, y = *(__half2*)&b, z = *(__half2*)&c, r = __hfma2(x, y, z); o = *(u32*)&r; })
K(k_hmax2, u32, u32, u32, u32, { __half2 x = *(__half2*)&a, y = *(__half2*)&b, r = __hmax2(x, y); o = *(u32*)&r; })
K(k_hmin2, u32, u32, u32, u32, { __half2 x = *(__half2*)&a, y = *(__half2*)&b, r = __hmin2(x, y); o = *(u32*)&r; })
K(k_hscale, u32, u32, u32, u32, { __half2 x = *(__half2*)&a, r = __hfma2(x, __floats2half2_rn(0.5f, -3.0f), __floats2half2_rn(1.0f, 0.25f)); o = *(u32*)&r; })
K(k_hconst, u32, u32, u32, u32, { __half2 r = __halves2half2(__float2half(1.0f), __float2half(-2.5f)); o = *(u32*)&r ^ a; })
K(k_hadd, u16, u16, u16, u16, o = __half_as_ushort(__hadd(__ushort_as_half(a), __ushort_as_half(b))))
// ---- vector memory, 64-bit indexing, 2-D
extern "C" __global__ void k_v4(int n, const float4* pa, const float4* pb, const float4* pc, float4* po) {
  int i = blockIdx.x * blockDim.x + threadIdx.x; if (i >= n) return;
  float4 v = pa[i]; v.x += 1.0f; v.w *= 2.0f; po[i] = v; }
extern "C" __global__ void k_v2(int n, const int2* pa, const int2* pb, const int2* pc, int2* po) {
  int i = blockIdx.x * blockDim.x + threadIdx.x; if (i >= n) return;
  int2 v = pa[i]; v.x -= v.y; po[i] = v; }
extern "C" __global__ void k_idx64(long long n, const float* pa, const float* pb, const float* pc, float* po) {
  long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; if (i >= n) return;
  po[i] = pa[i] + pb[i]; }
extern "C" __global__ void k_rev(unsigned long long n, const float* pa, const float* pb, const float* pc, float* po) {
  unsigned long long i = (unsigned long long)blockIdx.x * blockDim.x + threadIdx.x; if (i >= n) return;
  po[i] = pa[n - 1 - i]; }
extern "C" __global__ void k_2d(int w, int h, const float* pa, const float* pb, float* po) {
  int x = blockIdx.x * blockDim.x + threadIdx.x; int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h) po[x * h + y] = pa[y * w + x] * 2.0f + pb[y * w + x]; }
'''


def strip_listing(text: str) -> str:
    """cuobjdump text without encodings, blank lines, .headerflags and NOPs."""
    out = []
    for line in text.splitlines():
        s = re.sub(r"/\* 0x[0-9a-f]+ \*/", "", line).rstrip()
        if not s.strip() or s.strip().startswith(".headerflags"):
            continue
        if re.match(r"\s*/\*[0-9a-f]+\*/\s+NOP\s*;", s):
            continue
        out.append(re.sub(r"^\s+(/\*[0-9a-f]+\*/)\s+", r"\1 ", s))
    return "\n".join(out) + "\n"


def sass(arch: str) -> str:
    return zlib.decompress(base64.b64decode("".join(SASS_Z[arch]))).decode()


def _tool(env: str, name: str) -> str:
    path = os.environ.get(env) or shutil.which(name)
    if not path:
        raise SystemExit(f"{name} not found (set {env}=)")
    return path


def regen() -> None:
    nvcc = _tool("NVCC", "nvcc")
    cuobjdump = _tool("CUOBJDUMP", "cuobjdump")
    blobs = {}
    with tempfile.TemporaryDirectory() as tmp:
        cu = Path(tmp) / "val.cu"
        cu.write_text(CUDA_SOURCE)
        for arch in ARCHS:
            cubin = Path(tmp) / f"{arch}.cubin"
            subprocess.run([nvcc, "-cubin", "-O3", "-diag-suppress", "550", f"-arch={arch}", "-o", str(cubin), str(cu)],
                           check=True)
            text = subprocess.run([cuobjdump, "-sass", str(cubin)], check=True, capture_output=True, text=True).stdout
            z = base64.b64encode(zlib.compress(strip_listing(text).encode(), 9)).decode()
            blobs[arch] = [z[k:k + 96] for k in range(0, len(z), 96)]
    me = Path(__file__)
    head = me.read_text().split("\n" + _MARK + "\n")[0] + "\n"
    body = [_MARK, "SASS_Z = {"]
    for arch in ARCHS:
        body.append(f"    {arch!r}: [")
        body.extend(f"        {chunk!r}," for chunk in blobs[arch])
        body.append("    ],")
    body.append("}")
    me.write_text(head + "\n".join(body) + "\n" + _TAIL)


def test_embedded_sass_is_present_for_every_arch():
    for arch in ARCHS:
        text = sass(arch)
        assert f"code for {arch}" in text and "Function : k_iadd" in text


_MARK = '# ---- generated by regen(): do not edit below'
_TAIL = '\n\nif __name__ == "__main__":\n    if sys.argv[1:2] == ["--regen"]:\n        regen()\n    elif sys.argv[1:2] == ["--dump"]:\n        sys.stdout.write(sass(sys.argv[2]))\n    else:\n        raise SystemExit("usage: test_semantics_kernel_data.py --regen | --dump ARCH")\n'

# ---- generated by regen(): do not edit below
SASS_Z = {
    'sm_80': [
        'eNrtXW1z2za2/tz9Fc7X3VgLgO93v9RJ7CaztqOR7W2uOxmPJJKNp5adsazWt7PT335JACQPXvgmkZRlwZOkaQSBIPmc5xzg',
        'vP0wfwijg/jh8WC5uPHR334YPU0ff42efuD/+8PJ6n7+dPtwf/A/B7/dkPBv//w7Sn7+/s+Ds8//OZjgtwfzX9Az+pr8Qfyv',
        'B/+in+P08wsyOZh4bw8uJjfvL48+fRj9L/+U5J8S+ukl+MzKP0Pgm1/4p3b+qZV/M/vMST/7dHb0gV40/Z0vzP6a/APh41w6',
        '7uL4cjz66Xh0dP7hYJxcanwpfQe76bfGl/xbXjF7Mjr9nY9E6ewWH+cLs3+eFJMjYfL0S2PEvxSkX/ox+d/jL5+yC07Tf/t4',
        'cnZERmdnRweT4O3B4eQ6mSf5nUxFRpZvY9/xAoyw4xInOkQe/+qsWKut3BVdbXbheTry6vTD+5FrH1ylo4uROH+bYTbf6OdP',
        'H47pW6MTB8LE+fBIGm7rhnsoGx6nw08//DRiM/8yIcli+IcYgQ+d9EMbfIjFN46UtzfhTwQTaUkueyzSkrI7wBSEJyf8saer',
        'Sm/Z4Z8yEF6ma/pl4o7YlQL+IUVh8RoxRdu7ydEBffb/SuRplP/IwvUY/V5IF11tImKjK4tQMctefqW4EUUsiDqZVUw2uVbk',
        'zimTu/z5sVnoI5HFgAjCmIlBMl4UNKLKwqVWPPk3R8dfii9bGikFwuRphIlK5ennsTU6vbpkEnzNlkHF6dlK5nyTLyFoJBVT',
        'cU6Hz2np52QyefThg0UvP0ZaRshfxzwfnrwDOrejovuazVNchArq6fERlTfNJfyv6cIIlNNk9Ojjp+wi4vD5V3bd5Cvg+cZV',
        'IonyFbh8BcKr9hFcARPgYgWeMpzepiWtgEmzLIAOlF0ggDYQQLtGAG/DZ9c2IqhoyE7Ej6794uMpW3rKwGT0GK2WUfp6bfAc',
        'qPhdfDwZJUNdO8EGE1jCYZCr2mkjMYWCl0mFm11Ykg2N+NHrjtN370rqCwwPFWlFmivMtTIbCd+1ZCH0cknH8FsNhLBEo2Jw',
        'a5mMuoqMZrfGNWe2PEXN+loi4go0+VauQPvXnr+TlqaprZEyUmFgWqJZZZeZgHa5gWmXC52jkRtXsgEd0Qa0R57rWx52fIIs',
        'LJiAXiPZ8EsMO0dv2AU5rtJZFWgxgdQYfo4EL41kEoaSQ0aMUAopVNLrcYwDhgtFtDBRYmiJ6sBi7xtYgpFjuZ5tJZSN3EGx',
        'gol/MPG7AAtjFJyyMf8DIoV9mlwo/Y0hRhiG0nUUIPIhaMBjjAsQxTUg+jYN226H3fVh5EpE3RRG7mYw8kQY4REOCAqIHzgO',
        '8vyuWMdV9qkikiSg5Ap84qmKtthaTgsQXmF39P7z+cXl0fmlhrpmZSNl5cpNA3Erqay+wC3F38cEmYQZBmT0Ed18TJWuw/4G',
        'YchwmixAtWsZLoFqREA1ojqgzh/ul0/7xnhVRyR9c14F1NYhvmKb6WWW8Dx569YcoXy7OYf24RxaWRnleZvrzW/L+fQuMkh6',
        'OUgqoerDdNc8cuQTwWaYm6sT0xV76ZzE0WlXDcw20ayL23uyb6q1H5T1rlmbadWuNerZ+dkXAnaX4NFHFTvMzdToYvpsUGlQ',
        '2QaVbwaAZbyYtoWlvz4s+QarNSz9zWAZDAFLv9yrpYOln8My6AiWEuCqL+ALWK1FdKgb5b7N0FjivfN1j8UXvXfgNdF9Ocf+',
        'xIVozqDvc+hnm3d2IgmwTwD2SS0lr+4MJRtKrqDkq1OinEL3SMbTMDSANICsOwsaDJAxIbPYINIgshSRJ+RkPHp3gt3R+Oj9',
        'v2+O3jF0OsDT0ic6vxlwGnBWg3N4XCaUGb/6U05rENeOrcSM6I45a/wz0/UPaNc5+xxPzi5BKJdjYyT7neVTT6uDU0+DuT3G',
        'HDUMRydpcFSuL4jgI+zrtD1OLMSbxz/3DXv9eXWsLr06TguJWQd3ivk3mlyDEFk1joL5pzP8oW7wZ8BnwMdsvGGR980Q315j',
        'b3uc983Abu9hNyzmQrKPZl5vUdJWgyjpF7S/SHCX7i5GJ8mqUrbz6na0XieIM3Dbe7gNg7WY3N7ET3+a2MSdjXI9IZ9GJ5fX',
        'o/fHn05H55cSR/UV0hqT1d2r90BYQ3kgrL4CWqupddbOtTDP4JYmGF5Ors7fM3RqrDCaeZS5FuwuaMqgbV/RdrEFtK1uHu+N',
        'TtxpnZjmbg+oDm9vHlcGMTuNmKEtqAQyoYHMbhvep58/TwbGjFFMu42ZIfdoBio7b8NQ03dQijGg2WnQDAyY1Z05rt7X4+pP',
        '5CQ9DBrmqNrgbK9xdjEUzm5Th+/KhNe/yvB6u4vw+hSOkzEvsCdkgKZ8mNhs6YcBOIuk6Ds5uzpl/4xA8TZUVdltkyTP23Xi',
        'FgyM9w3G11UwPtPBOC9QOAiMV3ug9V/vfoQjaZidyK2Bym5DZaATjvnD9/9b3v56b3TjpmCxdVqmUHCBTpVW6UbXr9SNitbT',
        '6kZLRuM6urGoHRdkxbR9xH4YltHzzB+kUE389Jj8ryG23T2Tm5x/yAIYhuG36PbO4GW38ZL6ogeCS3z38PBo8LLbeKGO6IEA',
        '83hvwhZ2Gy4DAWUZPX2/uV8tjKG9b6VK8pYtftGyBT1bJa2xagxyCrkT+t7Oj86VhixCGVNqaV8cn+Y5YslMoAkOyl4m76Dg',
        'Z4MI6N5Bkfjjm3QUvxfhPiaVHXX8DjrqMMFpn5ZhBMcITong/HR8RbNE6oWHC9pxMRzrh/Mz31JZw01kjbBBuEbUrCpRsyVR',
        'c4CoObWbpbvlpr2rdsS6EW/Ogfiyd9OUSdtdTainImt3xUAYy8YNl4HLK+Ep/ndC/ptJ+D8+nZ8cgKcYQlG4EuQg/Zr6hUjt',
        '1sV9JOjZB+15YlEm6cSkYuISKXsjihn93AUCNsaCkjrmm8lr3jZsTKBgiT3+gnRMzH787BYiAjtV2Wp7Bd7kKl1E8u0IjnYq',
        '7EvWrAoIrweE16sV3sX3+02lF60vvZU9TSukF20svUF30mu/zV970zNcVF7wufNzW0kG8356uZK2s7/pZPcnSXZpdTJbKXsv',
        'iAeHfix3bxRlTJBBVE4y8hWL/qsFUXD50WjGQsZcOMZVRdICfcG8bAhoEMhkNrFqoar1gKp1obRm91L58Jjsgl5knkR2TJgl',
        'S5qAa2Yk4MM3Vv34ArEzIWvrQgvNZRedqiaFDa6ZMd+sCbBzhYNhc0MncwEQeN0wt3fy6wIlmznRseAoIFIfTslRQICjgKAG',
        'bGjI0JBhT2T4poYNd5AMt8CF26DCN9viwjdbJMNldGdOT4x/v7RCssiIqIoRi4g3C7zWOHtBxcd23uOrv3i4+DG6M2ldO+x+',
        'SbsdFdqGDNF/MJ7fTRffTcV4UzG+nA8ZLHnL+ENM45yk6CY+Jgv9Vd0uJXSHJLrDgO5wI+gavttdvku04+ji6BJQXt9st5g+',
        'G+eZobtauks9XEO3HYwXt/cGnAac7cE5BDanzwaXZs9cYyMGRQ7xQIRpQGlA2RyUA2ByuZqlStzk1xo9XgXNdOuTRlFNCk1+',
        'OEDvymkYGhPTQLMJNIdsqbqYtq93aDquK6B0da3Fvd46riutznW+wsoLuF10XFdkY52O6yfJa6JFDWi/dYcjv/9+6xT6KwN9',
        'A/0tQ3+8Hej/aaBvoL9l6F9vB/r3BvoG+luF/hZwv7prb+mb7edeHdpdnRbVxeQ+4P3sPlNQmqqOBpQ1oBwPDkpzUGdAWQPK',
        '6yFBmR4fG/VtQFlzejys+qagNOrbgLIGlOPBQWnUtwFlDSgHVd+3iwUx8dIvJ166RJDwKFlmsvhNmkXTxCMesi+UiGHnPrwk',
        'w2H6Fzzi1Uuxg2zPdl2CA9+P/mEhHSDlaOxNAWnwuAN4DCxvU0DmsOMZsHiEPccObMtBPiHE95L/RoeW33dT8/vpbGnUsgl/',
        'KVXLJ5nngtXc4fLbv8HYGpaGCl9WKhPFFQNNAZjeMpnuo18NXnYfL4cs8rN3uMSLKTH+5i52o367GjAN3cEtdqOy/7vSoV3t',
        'b1Y2smEjt/eG/mY7fU3WMA7nBPcG9gb2LwT2Q6F+sTIVbszRY6XncMhzx+VqZuBo4Fh1Es612GDOGYNHg8daPA4Dx6W/cZnx',
        'HYEnK8p9wYtye0JRbncNMOb1DccIokvAFKivHYh1GNN6jeJteAgOn+bDk+dGg2R1qJ1/ZbcxFooizYTvWoqY2Nm3sFLki0H6',
        'yq/CflgysCQymN2ymz0nCfpyBfJ82Z4iJ7buZhnYx5MzXiSclnz0fR/JfTPYkCArRykNIQyTeco2ryUlVe6kApjctKaW1Ca1',
        '/pfYffUaQTpNwyMcEBQQP3Ac5Pm4Q6+A08IrIA/XegKusNvQGyCO1PdCXk9LrtNgoxAKivgggCVYmbQVQmGrQ5hocfkNMp9t',
        'IAtWWXU1IkmEBSTCqmuuvAcS4Q0mEb36ybqVjpbGkkTqEsSj4h0HWf8IS24bzjkdux0XCFz6m9pVZH1IE/ZEWkOabGxX6Zud',
        'rG9XkTZ2lcvtKtLGrkJr2lWeXCO+L7uq4igwx5SlKzUfa/iAsHNAXfXs9paUW25JCUJHyjomkQ6tqJW/lxsZtHMbGbTBRmYT',
        'gXO2t5FBTTcyheCQTFs5irGl34FsYm/N4sicSb3KsKROzKySfmY20PBRNg70GKMaBNuyZIhdvRDr5pHNOVdl4vT4KLnu6OJL',
        'Nm/Rv6zvfcjyufVGxAS6vJxAF2apeNCMVDYJcwm4SNewhKsKCMSsr5wHgNhfsPL3p2j5ZGJoTDBBh8EEDEMYdFOKSjYO1bEG',
        'nKUzVh+jrFlREXaAnl2B14vekDQ4gS1iBjvXkcr4hE2aGFNRMqT+4gP/k1XbI+wRizjYsonnWbblwXWvkwmgohRwvWJ/cOsn',
        'azxGqd6BHcd64/u7h++WYXvD9lsLHSuMdDF8TO1p118kWSIExuQxQvBihIA3YWNC4M0HEwJshMAIwQsQAiQb9Z6vHtaIIuMW',
        'YoOeQ3UPwA9V6VjEdwKiK6GXPcDyz+j56eYPk4tpcjHLDz1/+nI5+nnAQuQMlHNTTMaAshqU+QH7kLA0XGlgWQnLASE5Wyx/',
        'u/nDANIAsgyQ784u/j2o8qaQnBtIGkhWQXJIQC7/mJr+xK/Cd009FMRSnNbdV2r4/rh4unlsXdzDHDhpcaOcrLi9NQfQ81iH',
        'B07NmgN0cuDEkI/xW5DT0fsxK0X+0rSZNQq8JtkASdFEPvUdO+xf1PSbPJRzPo0joPdjNbdGSK1BVSFtmwLdoNzkH9ej3CpQ',
        '7mCbpgRUoZx5BCyXyBk2hUtAADqNby53onWJ+eW331x7T7IDpJsTEkP8TjCPrRagV8Zrke7aDcEuDCRavOuCkH05lFOMaM6T',
        'wR1lZybkWmCcDQwL+VBi5i4+wlDSQoh8hd7ZSpN7Sif3YdC/JQTKsUUk72qC8/DUEIwiqpgF3NBioXWBq+QyF8P9t0U0K0bq',
        'cLuERXBJHpFTJCokSy4kOYvWdiVJ9oAke/WS/OqVV/rKhrHRMG6XKy2O7zE/AchwvgP2asOxSRajh0Mow2xcUVOjKP3glcS7',
        'utr7lQNej4+KOWmaG456z0f49ujaN8t9qxZQKwH0MQiR+H4jwQjabV6mlZuXkkoC7bRXs313y0oAQIH42fljvmyNGhO1HrfW',
        'aO6epZhqeo7fzFpLQb4yIDcgbw/yq5Ygv9oayO/glsRA3EC8GcSLDUMAtxcQ6zLKuSWVS4X2mKkXHr8xUSPmQLUmrVhnZpDe',
        'g5oSbJpAO4PNhinvA2PT1E82yKxE5qkUAyoXveoHlvHN480fj62jSkx0gIkO6C46gBHzz9y9MWyQQCoCd0YEjAhsXwROmQgU',
        'bqlhpeDxZn43XRgxMGKwbU2wPT1gJMBIwEtQBFtSA48PT3eOCTDf2QBz2YrIHe3wkKOvQPNZfHsfJjxq8LO7XSRPP1PsXHzk',
        '2BkCMgYvu46XgcDyGP1usLKzWHk3Of7PMECJY9P5etdxgmScQNWEitrz3OfOki68rIgwLjs877Ke3/zuTwOz3VddCtIKMB1y',
        'NMVKqHkJnCKJtOICTnFdDs/D97mB0+6m9n4evx9Guy1/vd807cUA5+UAhz+uS6lpT35YdQ2e1Lxpb57SWHqqGpM/IOx+TGvf',
        'ZkDKQ+npb6R0VVKxvFFHpdtlZAIjXmfmYtBF5qL+ffAMjbHAnj9yFIMUMUtuU1GWv7ERhKczs93YYf49encxjOK+Xce5ZKDy',
        'gqDCesnydM1DXjf+UqQ3OiTfiLqQpvraOqwWU1PkwqT/lyvRFJRC9nQ67xtRffYRXrha3N4bYBpgtgNm/7i8NYRpcFmHy6HJ',
        '8taQpQFlK1AOgMnw9nfXvvE2PXBE6wMVSa1WmwIVbV5nB3dXZ4eAXgg1m5bqRFRx38IWaouFnYgdpL9gAgk4aTzlJ42YPydL',
        'd8YoXSDrj0sPENnsdgBKQoUliyIly4mEZroBOHBU2gXH6nvxwXjhDJI7bvgcNIPGlRtdC6tMr543vgD35aczCL2vc5fQmLfR',
        'PtTdGKv7IdyYQ4fyuae6HsF23o8sK2SS7hmxUHgn/dR5m8+Yf+pKlSDsvEOrXL+OVeQRz45JfnYMggt9WF7FBo/SzkfzkYHS',
        'BZr3XlPvcdpIHIpiLDMphTnrKc4Bh+cSp4WA08K6TYnhtF3hNCo7bjijvxQ6q+AoLpo24Kh5OUfpLxI2J6moEUkJ9SHLSApV',
        'kxS4MUhSWENS6Y1NbLn1Tn5DvIvPX5ngigJrSdU38laJuDCYBP4SUmstSCwuZDKpMb2X8QrkM4FSrLcH+hV6LSnFl+4op0qi',
        'UGWg3pGT3RGo881YrYKlZhJLzQFLzRtYXvae+HnFmwsgQ9mdnBQHG58Ui4rT0TpdZ1BzZrKd61hL27K0OCnm7Xr9iqalpXOT',
        'knwDW3f/Ur4BHZ6KnOgjPhRNq/I22foCabKPeJMCaakoLNp2Tt0R7Tx0Ug5qKQ1Wua6mr8EuhPUwf0az/C05WgWci7oNlaqy',
        'l0ih7maKz+E/YEId2lGj/LILuUYo1FMIippXbMxF47c3tKfmKUav/iAoGKpYRNCdl1A2GgEmr+UsHE0hWrDLqrFGLf6jE4t8',
        'm3jI4hvKuN/V3b/cBpKj3FG2eGFV+Wang0yz1eIhxIbUt0LqbWCemGDRPP0VN0Q5KUV5LUMDjHs5xsOy8jxdhnKnpOu9ejB6',
        'Q4HR68bCUE4DKs42830lPTUQqufMIdW5RZxHZsKXFO+zdTejr0+pkwG399DJdRh098KJgqHCiTpi0GyD1oI7xe0kUmEr7bsc',
        'uO/S4rZi0xfVkWx/gF2DZE34Wyfhb1YX4W/gJol4k0jR95kUKEe4pEHHBkEMombHD/3BdvbwcGftpbOgw5M4reVX7ZZHVfU6',
        '1nLLS7sjdT3VRUAU0m9bBETnHChyMWI1GwQXlAR9tNxJkA398nlSljginFaIc5PsC9LcpHxuNzuHF7yd2hUTaQF2k22L1G4k',
        '91enayDFo6A76TERXAbZItKhWFouFjwG2oeQDSWCsyDzuvrcphsLnk+aNgM9s3Q//iafYwoJiUhb501cA/PF998MH9kvbdtc',
        'S3IteqXUJIWlEQVyXDn7yvmxJN3aPLIoh3euc7n7IU4RjDSMdKzItxjczk+K0jl9dc5cKLDaUSl3LSq+SjqbC47PcgEUmSc1',
        'IGQTjvaW0bQ7yi9rZYJN2y9dQ+IpvDMuXJub/iUi0AnpCk8oXwfg7eRVecVjEJyX4mWsfC2a6/hgj0uyIQSsO9Ak8hFwuu4K',
        'gRgCVISH5oBFyhtrIje8mjOxxXp/QGbq4bAd90fgsk7upIUvKdbcrAMuzKmBoAoGJtLhJQGHl6T28HIO83gMAw9lEZYTdvfB',
        'mQq55AFzOaXa2d90TAz5AIFYO7spD481huH5sRq8p6wCULFAnqgBBxMlXkTLFdKNyN3nXDidhs5sqWaHK9O/ozKLp2Ezt+ZN',
        'Sav0JBb1ZELza1jUEyLfmr5mTroSkQpqZ8YvXEel83ZUGtZSadSMSnFcRaXS7pqA3TWp210vDZXuDZWuSaOGQgej0G3Qp6HO',
        'NakztUI3b4G8k+TpdB/F7DQvVYzKG4pNm8Y8z5o2Sp5Xb3VJe2sUnvwpVCpfaXT8BUin2pks/XfdgcG5ZjtcsVZAuDoeR5pz',
        'zGNhiaRmiaSMkem3IeU5/BviWUM919v6m0f6pw0SOwQNoznWBOuENKl9BbqThSo14uvRVQIRkPJRonWmzbTOrBRqujchUnhT',
        'PAsU7ur0lY7BXY2+iktRh8pXSzScbGlsPoIlFefKKo4dTWgoS9+rm1g1GpG/BGLXqTjiNDxocatUnCepOB+oOL/+qNtoOKPh',
        '+tFwL1y7Gc22+5ptd7Sa0WjDaLTF6u7brWsv9zP71Ooh+9Rqdupla8drj72612t1SfehPqG1yPLSBvnnwSRjVBydiIGnmjlt',
        'cU6QOp/mXMIEYTXpEmveKQJfCDRJ89cg19NXcuXlTFcX5HymU+f0D2U7YFMe5tU+rpUc0+xeWH6rJ7jBkeLCpdoq4An2rhwz',
        'Qj+lD4b+4YHPfTWp9ZA+3UB2zuqB4EjRN0VIwRf2ljDm+vMvWvEDCQnyWdEAHu6Zr2ouhK9k0+Qfh41ESfLIVuS5SpH3BETe',
        'k/oSYYwQX33wPbbEmEl75Lm+5WHHJ8jCHVW+aUOIZE1CrHIFVDNnSWmRnLmuK9jQB/nyMLw+KpmTSHPGLVgOwBABUsMNSI2U',
        'xBmWiZaeBP23RfK7SoJAErOMLB/yHwgrc0FYmVtvmbQWw93LO8R4ADF0lToENRWoKqpo9CiGDL6OGCZWLYOy9SCnE/AEHG3J',
        'i0y/eqXlLoqsxbIqDrhGADbJvJ2GoWvfvnoJaJugkG11C4PdbyQYQbvu7dPK7u1ObUhlA8w36+rYvCwbjFST9dO1mmc7+sIT',
        'GIKC3kW3MqpB9yYJtxTde9dhpHN6b55906bmUdNS5dmpD6h0ZNmO6/mBnO+YmzoeAJpauSiUEJclzribV6W+j35tbU8YvL1g',
        'vF1ne9tyoF3zfeqgQFuuZntguHoD2a29Fk7tZSPZsHyqoKcPSwxZUO7tr3wLpi9KWaGnN0k3pHraoNmguQWa68G8HSwvpuHN',
        'H7dhdLNqCWi8wfkePbPB65zwYbSFnRU74N1sa+W+zW4b6/NZdfVXMVIdyjrAl+FYSXTVVXuBF9GLYtgokDhqFJQcSyvIoVB6',
        'noBKjjkkZ4py7pDcV3cHD4vV3Xpi4q8vJT47uGwtI/4OVEfw2wW7+I2CXZp5BCsOF+bVhU0qVKB8LMHfXW2Fjxpnosz8vmiS',
        'b8b8GaSXBtIG0h1DegtwnobfbveAnoOhsBw0w3L6nv2qOiBeddqSpcW1LCyVF0CVR8iebASFjQyVSHrurr6eTtxKSoAx8/ET',
        'KPdebssAKcG4G0NmDTExXWz2qosNgGegcf731suGgXNpwGnAWQPOgYF5myBzbmDZVcFnr7mZXAnLGtNiE5N5DViCopIWsgJ9',
        'BEbRcMgra97eaefrxCw2JnEXdOq3y973+y6N19Dmnjdi4rZl8hrtCGNw4ItB4JGrK1yuGLmbBFKkdG3Y2hgR1WwN2jQOYEEs',
        'VzMDSQPJGm9hkPm9hwHlNAwNKA0o60HZIyb/HzkGcJQ=',
    ],
    'sm_90': [
        'eNrtXVlz20a2fs78Cvl1RuQAjf3OSxRbil0jySxKSnw5NaXihpgVLS5RTHRTqfz2C/SG0wtA0CIbknlctiOHze5G4/vOOd19',
        'lu+m97P5QX7/cLC8vc68v33Xfxw//DJ//I7/87uT1d30cXF/d/A/B79ek9nf/vl3r/j1938enL57ezD0Dw+m//GevP8Wf5H0',
        'vwf/op/75ecXZHgwzA4PLobXby+PPrzr/y//lLBPr4YHV8MQfP6Jfx6Un18V3ffjsGgSwyF8T4wRyjEI7eMSjBDJzwL5meg9',
        'lnP3ZMfDkeg1EWMXA0dg4FA0SMsGH86O3tFnK//QhkPCP8+qz4v+yz/0IYcB/3xMP784vhz0fzzuH52/OxgUbQaXoq+k/Adv',
        'O1HafhxWTWm3xcIMPN50Wjb9vvjn8acP4usz/qTlMpaLBFZRvql5Nd1ETCEuB+Cf5+q7CGEvnujF9+BIShsi3pfvi5H6P394',
        'd0wnVA5ZLG21ej5hHf3YZw1m8+X0P8WoxRsiRd+iq0DrKoRdhbxRCOekYEji1I/AcJEyXAiGi9VX7vHXNMz454k2nZgtJJtO',
        'zBtR3JycnB2xToqHKxcg4p9S1FxclhMBk4jLSYCBKHaqF+xTfPwwPCqGKn7+V0HWvvylM/dh/tuG1CUGdVoRly7E2cef+lcB',
        'ofwbjsQfyNy1/I7kRCMLT2NlzdlYdEEF3wgktORQ0U7lHBFEulT4rbXvH3+qvhJImgL+ZRb+0dd1+nEQ9E+vLpk4GLEhy/96',
        'T0HR0xuV7DVMq/g6VfuMeJ+Bvc+Z2mcK+ww8VQYcvXsX0EkOPCBg5EvLZaPiddNxI8GDEfuOHJaLg+MjyswBFIPFuFAcFG36',
        '7z+IDj0hSyPasFpdJhbWSqGgFZtDObmYT45iIIWTi9TJJaJRxpZanVzcyN0ICgnA3RRwN13D3cXsKQ5fFHtreRm15WXcBHfv',
        'vxuwN6xlr5W5UVvm0qe4eH/KHqLkAuk/zFfLuRDto82ZWyP1pJZkjL14f9Ivho3DAn9MbhAOOmlGQM4KksViemylTebSfgb+',
        'IX0ahd6Msgq9vaq3yEZyvxUnidJvANXniM2l6rHJ7pPSSuj1NSyPWhkSMVgaIQ2MpUmUR0j0R1AWhWn5oq3U8g5V/G9kQxnh',
        'fZ2MoH0nFvKHqjGZCCR6UDhw47qG8HG9eZzoZE8szE1b2LxZG+Ry7W2zaSvNOamzaVMg6aYSimJSdjQy7tvM2rQyaxXiEwax',
        'HpPTkO4UZ+VwOj2Are1pUPMB1Px1UAsRai8Ear5nx5pP0oPSqtkUbLQ/BW1Mnvml3uB/QaixT0uIFn98iC0GwnIeFhSmEHUA',
        'hQSgkKxB4efxbOYQh1kzDuVxwPZwmL0UHBIVh9ZtdYXVqQWrmbBgiHo6UULkyo/7bz+eX1wenV82Cci5BbOy3xCC0tZvvbHg',
        '1W3gCdjAUwy9L8BOmH1E+u+96/clWSL2EwQwg34xftOWINCgHwLoh+ugP72/Wz6iEH4hQji0y+A2oJ61OMxiyK+2/YnYEkwL',
        '7AZTz5Pb/ync/udWk1NI4GQLdsDn5XR8M0cYfiMwfH9ydkT6Z/yQsif2/r3yzKMfNUhhA7C51h1HLBWrfRLZLIUmjD7LSrhd',
        '3BE0E16RmRDazYRnmQih3UR4lnkQGubB2fnZJwL2/tU7AXZB0/7/WTbB7fgJgY5A7wbob1wiPb8du0S67zdDXe6Ntwl22d+r',
        'QDtJm9BePosV7qynpoup9pTILZSoBg7Vu+q2nPAtnKg6jY17a9BpfGjgv+YCO1U6TSEjgA1FUcbZJkeOrGRLOdnEUQ076QZs',
        'SwDbkrV6ZXWDegX1igu9omxABNh78i7GgWoZz2YIdgR7J2D36W95QLh7tOeETHKEO8LdAdxPyMmg/8OJH/dPAtIfHL399/XR',
        'D+yVR7oL4K5B/xkxj5h3hfkXAPlCyOd4Sv9CTumJ/ZS+7S1o+wsj7kdWuq/JGyN6vT9yd0GEuNs/3NFb8lLk0QbsGonAS3IH',
        'wMsLw/b64Q8E3zd8Q04MTyWbidkvxF3lfG96yWleGgKE3pZAiAjcewR2B7/PKAL3EYAvSQJ+RvztO/66At+MoAn4GoIitrz9',
        'KCBI0XdS9FxKvswKPBvosu2ADhG3v4hzDbecLK7zRxRye+UJfkI+9E8uR/23xx9O++eXI/egW93gBcqOEBe3R1y2ZcTJi4y0',
        'usioEFcGJF8Or87fHiiR3LUBh+ICI9wK4hBwewe4i04Bt7p+uEO1um9qtcwx0YlGXVw/rBBu+wa37iy4Am8zxNve7RpOP34c',
        'dgY41Kd7B7hudqeIs3202+heoSPhhojbN8R1hrbVDV4x7N0VwwdyUh7AucYaQm0/oXbhHmqL8rZ+hae8GJfRHJcRbiEuo4T4',
        'cMBzqyqpSksxW5iS5Yc03jqE0RcnZ1en/P97MLo6bAzgkM0ijR0xYEfchh1/IDvSFpj+CnbU8Oxr2GFF8mwjJBvssDIu34hx',
        'G7KDkuBMI4GgyIB6O1yUTUYqiQItYaRrmqzQXtmvnZhEYxXm5CzGZIFg21OwXbgHWz69//J/y8Uvd2gDfEsWcvBCLeQq2ags',
        'epF67NfhASvlMUndZv3KHx+Kf6LE3auD1uH5O+ED5PhMfzpf3CDY9g5spUeGc6zlN/f3Dwi2vQMbdcdwjraHO/T82TusOUfZ',
        'cv745fpudYv7FTzRf1amJZAnLwVZ6YtX4PeTNPWDLAgDEvuJnybRvOclDalbM2vm1hP6bs+Pzo3yckoKbwq0i+NTGc9a0AAU',
        'AgzFq+flmVLRiIBqYhRu379RW3lqjb01JQXTLZQUZOx0GziG7ER2fj07fzy+ojFvKkNFkcJhJH5S2cqZfVx91a8hd9hM7qgN',
        'uWPWyG/idtKK26nG7QxwO1u7c71Zon33jdh3ZQ63Ib2NE7VAGTRz0O8csOTySlmrP4fkT8GMf3w4PzkAq5ar5ILsKL9mfAGc',
        'HsqyqLwgNnNOGUFqG1R6o5bzFcw052sOHDStrlrwWx5bSnmSs1+pmOmcwGPLyJyrWdz3mJ8IjPiYAx+SWT0qzVgNUTZWPjeq',
        'gxrUJ5rRnWnUHwPqj9dS//YLXhB0odK/KlAy2Ghvl9mrgrV2KsjraUcriIY61SnuY4F7zqMcsMOvlyDDQKrm0FDNZI2ACExB',
        'kzBaqfo2rBd8xhNFZjV2mcHGIhfi9XYaY/9PH2QBTNpNCMleGPq+rKktjQb6x4N0F8+gLaH2CGO1UDurWQ4F76TaXMgxPTCm',
        'sC6m8L01L9sMPGMontEXk59rBk9oMXhy0EME4VASjbUhnmZdRWwWsB/iN9GMG4yENIpYnlidaLdQBNxCkbCFiEUJixJ2pxL2',
        'zY5E7DcoYTsQsK7l65ttCdg3r0PCLueY7AOdXBw4uWhytY6jRHNqLT8PoCAtXx34PKzKmzpwec0f5jcY8Lpf93ll+UW21CN2',
        'lOmy6HM+vRnffsEKKnhz4KKCCoO6x2De86n/oeZ1yNvws0jLld06r8RQY0ME2BC1YgPK372Sv4Wu718cXQIR7E763o6f8OIW',
        'xa9D8VtennZW6zm/Xdwh3hHvXeLdKdzHTwh1PPxwcPhRWc0hO9RwLdYR54jzLnDuEubL1aS0XjB3AxowbgyYcmtaOjsOKxOm',
        '57Ki+Hg2Q3Md0e4W7cBad2mpu02h7PvNQKd3T+Vf24S67O9VYL1achvWy2exgp31lNpZM9+MELmFENXASmmC9oywOctXnSre',
        '8nqn8aFBgBqv2lTpNFU8QE7Ojqp0QBHnWqz40OpcS/VLzlgjWwLIlrQh2wrJhmTbF7INOibbH0g2JNu+kG3UMdnukGxItv0g',
        'W5dMW9243bHhycQenzpfndIdkzx3dngwUeIcM2kjzp3hfNAdzvGkGXHuDOejTnBeXqmg3YI4d4Lz8kalI7uF4hztFsS5M5wP',
        'usM52i2Ic2c478ZuWdzeEgyM+UYCY0CetwzkefP7MYmK/hvAnljBzuJleVxXAHHNTgkTFs3VK0fz+zz1vB95YRLGMfGzNJ3/',
        'I1CyJKwNuyEamAMA5qAFmBHL3zqWsyD5OjBLyHKN4ff9JAqzMIi8lBCSJsV/570gVZJ/rMOrr+GVALySdXi9G0+WaGJ8S+XC',
        'oh2UC/O2UC6Mgb8k0p9D7092t9OT2Ulc2NMTzHe5d/G39DOWLlKCzUX47d38FwTbXoKtx3zpHWItvx0T9AzZS8+QYBeeIeEu',
        'PEOSLXuGhCXJAkAhF64hBdOQaEi0fSOac57drjC1H557O7qv7+TQe7maIMIR4W5udvj5pfv7S4Q4QtwhxB0jfJlueqAYPAPg',
        'cTPAY5aX+wquwTMBHrcGeA14ayEe2+E7rkrZXPBSNolSyiZWjnpkrutyxsWb5fms2RKMFLizpmXJFl88WAwazWSjYuFp0EFS',
        '9RaxKQxgRkmG+LWczZV+A3Fuxh9q4MNkOl7DElWpzv2KRFdpKx6Rmm/UHnrxfQJbslisrrZkjCjy0RL90Tyjes5geHbJ9hy0',
        'LHiapp5eE4s14Ze9RpNE7YVmXU8SHzZJ1V48S5OMpUGnCbwu/PiJyBzuQ2XOYyk+imWzSRAPJnsHEmQKJMh0nQTxY1SRr0hF',
        'EruKvPLj52XBIHY1qfa7DVWpMSzLFG6QqonY+httoHCgjaj3Bf1p5C6b+QqJg8TZIXGInTgU5rXMqdDATtUCcP4XAHXix7vK',
        'Mr1MkRU7NkjV2oqZjRykiRyq0ZrZjdaZZoH54uGh0To3jFZvjdGatxEGnBTQsvNqjdbtmaPtI4dtG1bGmkq72UzMSONxXGeG',
        '6jwmwNpLWhVnfE5d1lWKm0qnHHa3qfR2tKn0drSpjLrfVHrNm8qKqkRo3Miojl6zgcu2UCB9ks9R42IKw92fcdYUeIYqkJiF',
        '9Vh14Vy0nioECkS/vLJfteXzQ52Tp8dHxcD9i0+yodj7FSq08WI43ubF8PLJ6b4P3eo6d6tj9hoV8FW9QnXzxV3sKiDL4w1l',
        'i+YZOBaVgDKI4uYYkWwLMSJfHufLR3TYQz+il+1HtGZDJqqaynq0c8WGW+dlpFaBHYhipXHlcOQ9xZ5RCJaWqq1UzwTWwE3a',
        'OSY9Z29GqYsK6NuL7/JAfFfxc9j3ExKQyA9CkiRBGCTRvOclGwd8mQAHesm0yKpiz4lAeGRUed5p/OLN/ZcANRNqptesmdp5',
        'uFYbJcXLNTYrkDtweC1ohwYh0m7/aMdraDPaJVP3tPORdki7faKdcqtR7bWS1OAeoCrXjIKu3tPM3JoJnxB+IcF+GLXbmwVb',
        '2Jst/5g/PV7/jtkM8DzeQUmhix8/XfZ/7qKgEMP5FBPgIc5d4fxKnJZ3gnSU6Ih0R0jvAuWT2+Wv178jxhHju8f4D2cX/+7G',
        'aqEonyLKEeVuUN4Jxpe/j7/g7eD+uack8mKPBIZfyi5TP315uH28fnCaagwPMbEuWEeHmGoMDh0+cndZQLm2fEITBk2Y3Zsw',
        'IE4TuD2m1HEkYv+nJmaT6qHpOJ8DdthiNp2HbJb8QfJgPpDd+8pX5Akq8kQFxsvBG8nDrsKCmOiRm9q1dcUfGnWi3Fs7oNLy',
        '869xiDZfx5m70/aZu5lBk9pTd8dhG/xbs3dX/VrSdyv9khYZvC/ecwf6RAaCeNCD3hKIwi55uaOiutWuXYJUjz+pAvN8Irqb',
        'gUw+oTlDTTOmepgnjwYolqDsNlZbB5VkUHyL2VTKV+vLEAI4j0SVBHx/zcxgFhQeQ0GQqs3jQ3g57pntsypgrZiDZccYw9Qk',
        'QHRMgOiYrBcdqITRgnUTsAYDyyhBEj1lghlXVok1f6ZoYNoSeGtW+tdPtFA1rVXRYu4wRu3zQxxeL1E9v57CGsbJyDYqa2xX',
        'N+snLqk9QPSCGybs5Fu6eQWm1asq3oyHJ0RA3QV1+kjQJd1GxhLKlhWyBdnini1XG7Llqnu23ODGD7ninivVXkoJxYak0enC',
        'jT9JLz2HnAPNco2uY7jXceE6VmtLEXfOkgXc0ScY4e4M7lcdwx0rhCDYHYH9VPOA10+xdoz0/Prh+vcHp65l6OWDXj4defkw',
        '7fKzenTs2tmnJN0Nkg5Jt0ekO2Wkq25ZOuLdw/X0ZnyLxEPi7Y22ewG6DjmHnNsrZde1qnu4f7yJMFpon6KFdCtLxg1F+l3O',
        'TqOGJvniblaIfQTfPoHv5PQjBd7Fe36S1Qpv2bbwhmDbQ7A5R9rD/DcE2j4B7Yfh8U+uUZbnSwTZ/oHM00EGNaoHakR5INxO',
        'JnL2jUCKXeZxnt78gRDdS4VroLQCYo8jMderYqyFoq9BkQAoknVxn/dfpojFvUqK8XHw1rVOXv5yhyDbJ5DxZbpUl6nyTB2B',
        'tcrXlQAkjTWCCNffxV8Qmd+XhRm4dBWlhEZrXUPCLbqGLJZz9IJ6JZ7gWStH8M3Cfw3PKqsXVHnAvYEXuN0Nqv4+Bb4fhvny',
        '/ahReCEkT9AuBu85vt+L8QS3aPulDo5+uLAYv7RKVaLvzXZq7y5c36Qi+jpH308fzs7PPsnKgz1et0mxP0QbeSIQQ8G5e1yu',
        'bseYvArz7zgI/WdIr87/eZGJN6qVsFOn6dXt4g7BjmDvDOwOsb5AwY5Yd4j1zoT6AoU6Ar0roLvE+WzxWxxeJ+iNuwO8r82l',
        'MNk0l4KGf2YKhGr2SRJm5W8QOch3l3RhTvkpts8XJtDOr+eWAQrwDmSWOtZ7mOncsEyK2KcDyPGpiunlf9QCxPzIe8QnEHHX',
        '2ZGR/O/s409VDgjRXaIk9WoULFopcXrX/gnUrANPnYJJRmCSGZ9kSDfllseuSteVXQfseXqy7/GhfNBK0yWyTDOXShTDSn1x',
        '+ml0KHuUn2ZarqbqdNTI7DtuurUAvsoTmB4tBG8llK15y2kjAYQEnEEkRODVeWCR53UpPAgXhMI3PFcFIfEqQVj8vGYXh4Lw',
        '2xCElFLxbEJ/GzKwQbBxxprHvVbBZh8kbyPZvBaSzW8n2UgLyRY0Szbw2FCyhWCSXrVMPcZ0Q/yJ5y26/EsQeWAW7gS5sALo',
        'rZQp0iipzfzAW0Pxx+cohJGo8juCQlBOMeJC1DrDcSuRNdGeQ0pVYkjVqfkckXgOWC5m1lbAzTVLLweWXt7C0gvxqmDfYkCM',
        'XEGqGwLf13CN7lVU1B0cvKfAdFyQO9OhTKZMoAAzU5l7Tzn7lYovTD1jZ08fruSsvOWgvO9VF7aB1XkikyJl3pggXfeLeE5+',
        '9JJWtwEeFXTPq6wVr4KNeJXVXABTlRMzCPeGRiEmeRUcQ868Pzk7Iv2zsyP61Z5Q5iViDa0vUolTFR3xX3rEosrvBKrI2JbP',
        'WGQQT3RjPWx1I/gcmpTmte8hTXZEk3jbNGmvfmwnW2sMZ4Dnkek2pwTLGjtQr7HngP+yWdJVRHGP5eUnZnZwZqCpG9pZK1+i',
        'aAuuRKvb+5mPuuSbI4l2IhbOp+Vv4BoPzTUT/mCrYA2SN86VPdXM5pCfAcjvPiqkFPgJQvm1QDnYGMpBzVnzXN2U0wOZoSHq',
        '4Y4jPAT7Yj+vuUEJW+aITCBtvFb+0clWLgwdy27cX3fvCCosda9BtOdNh1m57i5q7Gk9AXu5p/UNqaYJdwfBAI6FO2L9WVgP',
        'toB1sHkl1s0rME0EJYyzeCX2pQ0n/Jac2D3kJ/f3NwFeDr2kIJj6nFWN5RA2z1lVHymTt0mWZc9ZVV8vYcc5q+SFErhv1Y6C',
        '1HYebBcqVz9KYJxwKQhVlwI/Vpp++jisi6Hz4f2P2jdpCrrjF0HWyRCt76x+MrF2TzdWvCbKlqR6QnoqMSDwUkj2Wjb1tU7V',
        'e3Hrs4mmxLgct4ErVW7HhQ9AxC1fOV4uwwdlG48XJnwjRiL2iACiHm0QLSKAgIgAsi4iYHr75Vc0GDrwp+vMON5UiDbH2Pbo',
        'CGoIC/vK+XEbCeFLlsRCkvGLqLwkgrJPVF8wECRaHE0g+0zNPiWLLRVFM0Z2tmhqLdGyN+h5M1DS/1mhU930q3KztKyUxQx5',
        'WURNbCpTo2ZFyuqx6rfo1W2eB/fiVJzMiXmTLpZRTgQoiOJ9JtVaKdVF1WF4UUXPPtCUeVDSq0Ip2hT5ySKnuT7TfIygBFXB',
        'pCxZBGaYgwE9IW9TKEa/L15ZNR7QnaocNSbtQam6hrUkaPdoJGwl2LWLHQIudsjai50pBiB2YhKvE8LTzYTwrI2ysAr2rDmj',
        '6xqZ5bUYVwkLvzTlSeWyEIqfNIcCQxR5Lb4aNOmMgWowK9LDr06IlYj1GhHvKXayKY5jcZo5MuX8uXkorQyZ1klUYheoGZBN',
        'sWgSQrGuyrfYIk8na96WNsWp6mnGHhdW2bbJcShXY1OOW1+1Ni4U5VKP+Z4iy9+UD1udZWtpNwxJHgIvbEWew/wd4HZRdhS0',
        'ktPa3SIBd4tkbYk6lNMop93K6a+U0SifncrnLmQzymXFfnZaZxdDDZsuylP70UjLoIRaF8LUfjqidNv2gMQwbEiDjPTsNhFp',
        '8VWr0d0//lQNLAKOLoGQJIrsM4w/opG9WYZ7pgyvnoJORTxIYJYJptMi5nE1E8n02/6ab/v1kj9ZL/jNF2UT/qa+IeZRNZhz',
        '0+KPTW2SNCiTFgG32nm1CSArdGZA/qa6lpqbWiq1aKm8Fn5+u3dO1mFffRuK0vDEKVhqagurnkuhwrAi1fbeCFQgtSovqlSe',
        'HDu0HPbEutZT9F3S5BvE1TRJ15wr8XdIslZ6cazpxQnQi5P1FwaoFlEtvnS1+EJUIqrD/VKHr08Vohr8KjV4u7r5vIjDTTOM',
        'Bs/QhF6zJuQ3cUwTBlvRhN4Lz0Xjk/bJaDxdXc42Vpe2fDSeri7zTdWlNXImtkRM+5Z2KQhTJ7oTkqVPovUZwLh4EdlgBMaH',
        'lsD45JDLQ0VzKf5JPpQ+maGjYNR7DCUkfXIfZppI6vOkRFaXIyXzR0+W9rMHn5fP/RcdNFF8FMwgdKoERURrDDTvRH4q/f/K',
        'FdK8i5SI+J7MHKKc2bXKBuPP4Xur/I98HuU/ULSTTFPCBxSz4u5Fwv1IdCM/9pto5BOodloEyRPNy5MAL0+yPpcjk7cuHT2j',
        'NY6e5ZqVf23V0TP6hkSuH+1G5lb9vmahC6WPKnWh2All2DKVppklv1GdRI5t7qqRzl8/sQrk9LDKXaSI4rSO7iLgMoUyFjh1',
        'j4FT93i9deWW61iI+Hmp/szMQVuiur9tqkO37dSocMDediDIXZkDDRRPD2UMqWlX8d5CQaXAYlIJg8IPDLfDFjx7Tv3h8WwW',
        'hwsk2uspIVIbPdGy8La1hojJ3nxT9m7EMgZ7XY2OzLD//icQXRSJ4FZ49x+0pclz4v8pTaZ46P1Ccsm4OvSu0smAZHRBGMVJ',
        'mhm55YQ5lwCUmuacVwdXERIXb6HKw938F7yi2Xe0jsS5Rz1MR+LYoxuYLlcTNPLRyHdv5CvmR8+w3YmePPMvuRM2iOLO/ECi',
        'IFE6Jcp6nnRMk9vx7Pr3xWx+vULb56XwpD4VQFOBCH7U7G2QCiBodqJfkz7SngmgnkR+Xa691J4IQOFmm1wArFvfg/36Xm1K',
        'fHYIJQ6a4nVHSL63xTOk29WNe9phHLlOu7S9ekpa1WXZTDUlreqyRK3VUir6TAFM/ZoLFusJkg34qbZ9eU7iGYl7rDKLuHeJ',
        '+y4xP559XjgV9Pu3F6mxnyYtiDFtk/Xo69Mttbex7JmRrEZWUmsN+W2uP+zpluott6Bdwu/QQkszxU8EMquBuEPdDout3oip',
        'Xuw80YiZAmKmbdwRceODlfFcVMZTEJ9ZnGZ2Xx6P4X2JeEe8O8N7V1hfFGDHy2c3SE/dIJ3sAOnRlpAOsiYHXpDZnJ/kaW+P',
        '5i0beq0qMWRbOONdFDsQ3H28nhPeTnYf9o3CFo54t5jstWlboQNMOA+a57qN+4nnHOqWOgdVDhpXbowrpci2S8tquZogyhHl',
        'DlAuPb17XeB8PJshzhHnLnHuAub/D1h9Sec=',
    ],
    'sm_100': [
        'eNrtXWlz4za2/Zz5Fe6vM20NAe5vvrTTbaddY7tVst3xcyrl0sa0Kl66LCvxS03Nb38kNl6A4CJLImXruroTJwJBkDrn4AJ3',
        'wQ/jh8l0L3l43Jvf3RDH+dsPvafh42/Tpx/kf/9wtLgfP80e7vf+Z+/3Gzr52z//7qQ/f//n3smnj3sD8n5v/Ivz7Pya/sMN',
        'x7/u/Ys1IFmDczrYG9D3e+eDm4vjT73/FZ9RdbEDLw4cebErGlz2Am/vchDAVpFq5albuOoWV+Izn392OUgv99mnHy8OwBAC',
        'NYRYG4InOw9BBx7oQN4gyj4/Pj34xHrI/rIbDaj4PGafnx9e9Hs/HfYOzj7t9dOH7V/ItmH2H6LtMO8rbZP9ZfccuOLzkdbX',
        'l0HeFWuavp6+I5qOs6Yf0v88vDqW3U/Es2YvM/s2wLuM5ONO9TfuwVa+apXkAw3lgwTZMPjnxIF30vqI5bdGiOyj9/Pxp0M2',
        'oKwz59nL3x4RCPmpxxtMpvPxL+mofv1lQHvqOyKu0ZUHu/JEIw+OSUNSLJ+L+OB2vnY7D9wu0L9yR3yNg1h8HhrDCfgr4sMJ',
        'RCOGm6Oj0wPeSfpw2QvwxacMNecX2UDAIIJsEOBGDC/5F0wYPn4cHKS3Sn//V0rZnvox+fs4/ePlBL6CBK4gxxL8Ze/r9MvX',
        '3qVLGZEH1/IvpDIbqW9Xi0B777wj9lIljyjktOJR2k7nJZVkutA4brTvHV7ll7iKyoCDsYWDQ/2NRHYWsi/y5Evf7Z1cXnAx',
        'uOYDy/6dNk3v904Nb6y39kVr19560ojhTAeODz59ctntC0KjvpVENUy/9eze7BVcyNce8kFk16shCHk4PGBM7Supi7LBUigP',
        'aZve52PRMW8U857ThvmbljJhfatDR5OJWnZ7anCBGBwtDM7XBxfKRjF/7frggkou+1A0AJcjwOWohsuzyXPgIZtfxOaNMFnN',
        'cmLKzp7i/PMJf4iMPbT3OF3Mp3JSuIZMPv981EubBl6KLs59KiClDIFJ1TfxormcMz2jIxEvIpBDZM8mh8i5K5pTIAyBIQxi',
        'frcJg+LxNb9dLgxUu8Y1r7GKSRUqc+57jbjvNzI3AvAKgqpXEGqPEzZ6HG4XpNcou6BFo+APuqyKOC9XEW4ol0oIu39o1wZf',
        'tz9DKQmOph1WozsUBrqSg9DC7aiBpRw3Ytew1BIeWjTCsIQjoHJjBU05KDs6uTbYjOEoN4a16Z0CXKa/73O5hurAMJfd1qQN',
        'sNQdA3YEwI7Uwc5D2G0R7Ihjxx2h0V42FywLPNafhjyubxkg078EQo1/QlIAyH9AfHEgZuOwIDGCyANIpACJtAaJ34aTyZZh',
        'Ma7Fotp3aIjFeFuwaJhJ1sV5jtexBa+xtIyobhllMLkkQe/jl7Pzi4OziyrBnFpwq/r1IDht/ZYbE07ZNgAF2wAMRp9T0FO+',
        'xqG9z87N54wwPv8NgpjDP71/1ULCNeDvAfh7dfAfP9zPn1CMt0iMPbsWNwH2pMG2mFgkqM2DUC43xil+3bHjqE2EMdxESKym',
        'qFTicA02wbf5eHg7RSi+ISh+Pjo9oEwD9+V2wH62W9LzK5S4ANgEdCXQymS1R31lSwBroQqfK1kKd7N7iqbCKzMVPLupsJKZ',
        '4NnNhJVMBK9gIpyenV5RsCeQfyfANqjaF1jJLrgbPiPYEezdgf1dm2hP7obbhnZCauGuFs2NAc8bvxbEKzetFfHZs1ghz3uy',
        'u4TkFnlTWiQWWuQ39nTvd1NeEAsv8k6DgiccdBq8L3CgxCUeaZ1GkBXClmLwEWxTd/WtZIsE2dTmTGCwLQRsC2vnlsUtzi04',
        't7Q1t6hFiAT7vvLXtDC1DCcTBDuCvROwE/ZHbRRuHu0JpaME4Y5wbwnuR/So3/vxiAS9I5f2+gcf/31z8OOeDBnSgwo3Dfxv',
        'iHvEfZu43wLYp2Kf4I79Fu3YU/uOfVPPaHMHkohZcynwIDG3/3V7DiPE3m5ij3nPM+ljDbhriULneQvgS1JD9+bxLwTgG/ec',
        '00Ikk83k7KWylwftFyPpjAgOCURnTUBEFCIKmQXYFQS/oRTuKgi3SQm/IQYRg93p4ISiSfhaEirWvCRJYcgQeJT2nClgbAWf',
        'DXjxeoCHqNtt1LUNuYTObpInFLudixw/ose9o4vr3sfD45Pe2cV1+8Bb3KKjZYOoC5qjLl4z6pTDI8odHjnqsgTpi8Hl2cc9',
        'LRu8NGFROjq8taAOQbeToDvvFHSLm8d7nGJ3cYrNqlp0MrvObh4XCLldhFx3Fl2KuQlibidXEidfvgw6Ax3OrTsJum5WrYi1',
        'XbXj2PqhI5FD1O0i6jpD3OIWXRE76Yo4pkfZBl3beEO47S7cztuH2yzz8C9wJxjzPOrzPLw15HlkMB/0RU1YrWRqJrepaZl9',
        'yPK4PZjNcXR6eSL+vwOztr3KhBDVzDcYEgCGBE0Y8hcypMCQEly/gCG0qoT4cgyxonmyFJoLDLGyLlmKdUsyhBHh1CCCpEmf',
        'RUicZ02udSK5RvnJtqmyQNtl91ZnCpF56lRrOSszBNwOA+68fcAl44fv/zef/XaP9gBazO1kRueFTWOZlho5/EeeIzKK2q0u',
        'ljw9pv+JyrtzG7GDs08ydqjlff/xdHaLgNtJwGVRHK3jLbl9eHhEwO0k4FgIR+uIe7zHiKGdxFvrSJtPn77f3C/ucA2Da5iV',
        '1zCiPl8EKuKnr5/0wigibux6Lg1ISKLQn+47YUW52NhaLfaIfa9nB2eFA/G08uEMZ+eHJypPNqUBOL7Qk1+7OC4qAsdFXcsk',
        '3Gu4Afrhnb21ox8BWHMwYrSGgxE5W7cvMQ3Zimy1s/Wnw0uWT6czVh7FOPDlbzp7BdMP80tJCdm9arL7y5A94I1JE66Hjbge',
        'GVyPAdfj2lXu7RxtwDdkA9qnr/8M6H8kCbLfwbuYQipc8qto8ap/HJ8d7YHLEo1BkD28f6O9OFvm81FvwFyN2SGtkeLSGHgU',
        'K0841xyTBUK+U4zMZ+cYcLBPC3wO5Mdedrnmkcx3QZlnM5KhOaz5WDt+NDDOfb7Izzblh50Xzjg/1lymbPS5QzSy0p6aftPY',
        '4P0Q8H5Yy/u77+hRwPl99fndkI4msy/RZ+7Kqbc50yMrlXOqM7Jdm+eM+2AsF0s8QwCvMx6h4rIQPromtoUnj0pERR5KoVQl',
        'Vo+oDq+P4Csaqs+peoVZhwSedcw+99UbcoBajksGQoXFIs7XJpMq2EqrbWpIoA8VUBZZTyoFULSixo4EBTsSlDTQP5Q/lL/X',
        'KX8W9dPU7Z2+D1GQR93QMdSPvkz9nJepH9mM+inxKhG//A2VqF8+g7xJ+ZtPsRYHyl9blfZ1rXOqtA7EklIzzjT76sDn4OTS',
        'FiJNk8fpLeaf7p67LDtVkb/Ha47JNs9zTsa3w7vveCgKSnVLyTIC7lJ/9wmL+TMi/WAjeZij4RirlWLPYIUPWOE3YgVq8c5p',
        'cTr3984PLoAct6fEd8Nn9ImiFLdoNWcqm/kmOzvSObmb3SPmEfNdY75VyA+fEe4I9xbh3qm8I9YR611hvU2ozxejzJLBsgqI',
        '+PYQny1Xs9jCQW7O7Ld5kPhwMkHzHRHfPuKBzLdpuW9fBWRCasFOiNhBbQx33vi14D2OqvCePYsV8LynyM6c6XKkSCykyG+s',
        'nTLQnBW2GPW8Uy1I3ew0fF8gASQA6DTSOo0gLY6OTg/yij3CpFJbnb6Vb5G5Cx8YhAsB4cImhFsg4ZBwu0S4fseE+wsJh4Tb',
        'JcJdd0y4eyQcEm53CNcl2xa327eCw92KN7wjfXnCVlBdbFZkWMci2Ij1VrHe7w7ruAuNWG8V691sQmcuF7RhEOutelw6smEY',
        '1tGGQay3ivV+d1hHGwax3irWu7FhZnd3FJNr3lByjSjBFoMSbKQX0KyQewXYQyvYef6tw1HpapUQ2O5hyBPa97O7kZ6oGk98',
        'xwu9IKAkjqLpP1wHQr02bYcaYHYBmN0GYEYsv3Usx274MjAryIoZg/RI6Hux5/pORCmNwvTf03030oqY1eGVGHilAK+0Dq/3',
        'w9EczQw0M9rbKmGf8aJ97UanjrDy5E6m8LLPJOCu28vgvZ/+hoDbWcDt8/D7FvGW3A0pBo9g8MiuBY/sdxI9krINyYZkw0it',
        'diK1cI2Ka9SW16ht74PPFyNEOaK8PYdPZ1nCCHOEeQcwbxHl82jpzUZ3syAPakEe8BNEOMjdepAHy4BcADiogDk/reVcnNYS',
        'qvLZSf6lKqSL7qJqrFezBhbaZkc0yOeSdcQv+XEt2h4Qb85qmsPXEIGGU9Uw/aayr1WV8A7znsXj9Z1CgdeSl6VYKtAv+/dh',
        '/1nP4gSaPoHVfUhOsMuoCW/hYkK7orzqpwteUPDewAl4k5xI6gFC8wFsr4YvM/qD0wvlDHaeoyhyzJOueJOIVwotNAn1Xlgl',
        '9DAksEmk9xJZmjC0fj1mtcPOSfBM9ULtDr8sH/tQyU36Km2Ko9WGB4ozBoozrlMcEuC0+sqmVWqfVi9JsNrUSu1Tq97vOsr3',
        'GoSMY40nNG8ia/cW2kDRIERn0b44ZaK9ousLJBGSaMMkonYSyc21KhY5lSRSaOCbeC6YWDwwA5GgyuhdhT3zCMmzks3raDZv',
        'bGMQrXB61trF40aMNQ1d9ex2u3hqmH0EvipoFyeldqtTbRcbFm+ozxJLWrzljC2zeIPGO+i29TLnnsFfwyz1DRkIyqxbk+PU',
        'POyx9BSfeA2Hty4iXNNa+F1Ctlp+l6xpS+Ri+TWttkjNGRaVrGlpxZLNWNOWcNfGQ4P1rsndcr7XroPLGO4vzfDyVfAa1rRO',
        '9Zo2p7QvZ21aOHq9ZN0Yr+H09VEyxVkbt2PbOe5FP5DZAUcEKtBT/SxktU2TJPazkF3Z70nWL1xpEs/k58nhQXrj3vmVapif',
        'iBxV+rODdfqz589bt8zEyMCNRwZy+y6GR1aaCzkRJZiDWe2saMs9p4DlWGw7xhDJ1dku8RqyXb4/TedPGHOIYVDbHwZVs4g7',
        '/fJVzTPsZ6rZdXVBUr42afXFxMbG50sKB9q0Fegn6bJbj+A5sWGzuKpV1nOMvjgRvb1sNQdkq6W/ez0SUpf6xPVoGLqeG/rT',
        'fSdcOn2tCHAwNxUtM0dBPJQI9yHCN5+Nefvw3cXZCWen1z47NQvSzRdN8rhi9kLZZuKUFjYeNhuzm1IPDUOk3m5ST8bIM+qF',
        '4/apR5B6SL1do54D/Rz5uiuMCvwDdHXFMo3KDfhJcZkmw1MM5wW/+LrZes1dw3pt/tf0+enmT6zXgPv1LYVPn/90ddH7uZMA',
        'aob1MZb7Q6y3ifVLuZveCdpR2RHtLaK9C6SP7ua/3/yJOEect4PzH0/P/92NBcOQPkakI9LbQ3onOJ//OfyOXsTdDGcJlROQ',
        'uoU4lk1Wu/r+ePd087h1FdZwoxM3Oje00amnCfHYkvacCoxv82c0Z9CcacecAamlIFwyYsEmPv8/JWmmbD4aD5MpYEhVmmnr',
        'WaYZl5BISKQOieSnOG9GpNANqEkkw92dc4hlsGj+7hboNP/2e+ChHWjllFeRm7Ycp2h1WlqV9TYuNcciQABAqsBrkndS4BXV',
        '+qVFYmn9lid95dw6/ywC8UOVVOLASHxLUgt3CotgR30ZXvoKIjOXJU8ZJFR2N8kzGEFUshqhQfDITC8VWQXpK8i6DfTW2Zhd',
        'TQsCMJTsqyUqFQGOI9TVQCyquWnMc9kDKAaR3jyQPnQmIE6xfZwnwKVjsKwkA1hhBcjHCMjHqF4+cDLGybi9BDiYqManWLPa',
        'QzFPLZc2MtFmYtYyz3oD8zAJjdQ3o1XaYtpiztu3x8C7meM0vQXTdLDsNO3Zp+kGdmoLc7S5GxPZk07PhYHCd8dVmJhbtID1',
        'CVgktbN4Mlebpy3zkqSMtnEDGOMDxviNGLNAxiBjumHM5ZKMueyeMbe4EES+dMOXfG2lpXhD4piUEYZgBDIGrlueYW4w5AzX',
        'Pm2FnJXaVbS9QMsU8hhTjJBvFfKXHUMeD09BwLcI+BMjit7c3dow2pObx5s/H7cuJA0jgzAyaEORQXyW+VnfVm47QCgj3i0S',
        'D4m3Y8Q74cTLvTAdce/xZnw7vEPyIfl2atbbgjkPeYe827lJr+sp7/Hh6dbHrKNdyzoyLS6Vf+Sbvp6NZh+Nktn9JJV/BOCu',
        'AfDo5AsD3/lnscPVCHPxujCHgNtRwLWOtsfpHwi2XQPbj4PDr20jLUnmCLTdBJpjAg3Org4428oB6XvG2TopwgoJGZusKT2+',
        '/QvhurOTcAGxRVDuC1Qm5okdtbAkBiwpgCWtyyl9+D5GXO5cEY4v/Y9tz9fz3+4RaLsGNP6azozXJHIT9bP+qo48pIWjIWL1',
        'eeFoiDxREBxvxBsnWo4xbYT5VaJKZvMpBlG9oqDyuFFM+XKZxYXALGsQVbYfvkRAuT2Kqtz9wg711HCffT96ch/PUy4Eklem',
        '9q0SRj4bjnAFt3szwsGP5xZ7mB2kFZpLt42avrNtdMAiAjeOwK/Hp2enV+ybVBsCab/74pgpzSiRbQubBwEU1M1jdXE3xBpa',
        'GI3dUjQ2R71yH0CWDPx6C3qdcdmLu9k9Ah+BvxXAbxH3MxR8xH3LuO9c7Gco9gj6bQB9m5ifzP4IvJsQA4E3hP3aEg+jZUs8',
        'GFzg5oKXlzjJbkC9OPsDkhjFCpW9mJML/mJERdmBa2yITy03SIHcV8X0eO9ebPLEMihqHw4gylWeYiz+6hvqwld5/T7/JsUp',
        'lXqCJuvs9MvXvDyF7DLUao9VCo1xcjpz61+J12s8eQQG6oOBxmCgHlvYWx4/P6Ev6x4e0eezS8R9hu/Vg+czYajcEEKx2Paq',
        'drQ6+9QXX60PPo2N0lL5zmuhruqwyi0CwqZHsKKbJ2Dii13da7irO64khFTHCUSGD75GB7zwaVmlESrEUYapJ7o4UicXx/T3',
        'mtUfiuPbEUdGq2AyYn8KulghdoK9xa1kq9jZb5I0UTunodqRZmpHG6idW6124NGh2nlgoM57zbG6z1lfkMWeYemk3f9Xkrtf',
        'PLsUlPJyYcBUrClUWFqsQrSGkijG64HxulKkoDiq4fpguPH7Pftoh40kbWQ8k1JdWlDdcfGZfPlMsKL1pKkATg3rMAHWYdLA',
        'OvTQRbGL6SqFkkd6LIRYF4lZ38mpqVUR45XVtYQxcYVYtg5UnWhqj6GQldqd54T/RPKCsVPYHWAPl/FXePiEDuznDmO3UKdW',
        'DsTRSst6jWIzVin/nlHrzsXthu3gVtyIW+5S3IpLHNBsGgrA5HKdQbRwDpVySQeQP5+PTg+4gbIvJ/wMuQXLQFZLZ9O4L37M',
        'REud5yGcOgNbuWZZJD00DXuvkQdyFbpkpjhxcCrauXgNDmYQxsxd5Tmir4tRfFZj0ClsPBS7dcWPzdhW2rfPDx6gxdLnlpA/',
        've557YyySkDT4u5hQlykCFKENZuOsz9JQ4ZQG0Mg5CcA8qQRlldJV8nkPkQo7zSU4/LdYy2JxQyk4qC2LTqcgjon5WUvQxs1',
        'aCNDZzUnJKr4DkP/5QrOVudOEfZgnevIVYla55I6qW8hSQGl/rXh3V0D3sVClloXsmC/XFKisH+vJ+U04ARpyInNQ3708HDr',
        'olNp25JzyktvVZ74sHzprfIMnqRJzS976a3yIyE2WHqLf+tGOIGnhxMId5FsevVlUEzF0w7UtDcNDG9ZoDXNWrqyU7j/rNqH',
        'xQF7xigczV+kNaXGKLSz/j5kKYC6Q87LHXLpa4bOog+Ftg5sS6DLiHWsPP2eOPPwXZ9CZ9EH2caR29jZYCn0E6X9uEY/XtYP',
        'gT6iUthF0HP0oe8ZdyOgJ+5et7wP8IySP9S+jJT+K/FlUGMZScEyktZWPbj7jqckYkTfGk5J1N48MYXGSMghRf1wzEv22aAM',
        '/5WWrkzt6cpiJ1FSUO5v9vW9+Ozj/FBFD2Yp+6qB8qVlp5gqxdCFNbOptCfw8ocOwahC7TWpq4gWCBUKJx64DvrmI7CSl6Uc',
        'lfkWl78hT5TS073y+iui8BWM1Ofq2NsIvMKxFmDFL3eg7k7AoH09qoEN3KnQ1UI0aGK4Ln0tJAvqaqlW+lBRgVaCHC9am+M1',
        '3rpsRNTKVxn9XCoCluPFSjSzoDpVl9Zop7+adlIzzFOXTs9UTn451JVcN8KSbcuC2OVBnBRqdK5gsRblCSSKaIFJ1h1SfnC1',
        'C7WwTqPGFo1yzEDQSRONWikeaY4ahRq1Vo16oT6hNqE2WeynrTvHFdWpTp0iuzo1jDYvFajILlBat97qdpTX1I6iDS7Vtapo',
        'ghl1fFzbIHuHVyCvyCaMpqSZY2U9ULCgkgssWtwj5JLKrnAsVzgF7bMqa1iirLRc8DzQe2xdTOZyWKV2mrCOyoSVFtalJcI6',
        'qRFWd9V1qdP+uhRlFWV1d2V1NUlFOUU5NeT0bnH7bRZ4S5e+czerqE6togp/E1dUt15RnS1XVEKbS6qzGUl11iWphezJQmod',
        'sbSL8izLQSE3wdInNfp0YVKl1JpCVqVXklUZirWtnquoOS0J9FrGmnvETJkMcq1kl9nczmbavW84diJ7Evm+OqjKnqdISC5N',
        '/2WDCHUHeCFfUZWwjXnHfVKQTBXrwWrP6QnchUTKfZWIfq0pZ5NiA0A8r6DjmYgEUfUiE80pI26o+52Vlstu1MekilSEQh1t',
        'kFNJjeAfCoJ/aH1JMa7A2xb/49fH/zBw+8vE//hvSISzh9mECuf9vmYZtqmRrsdQhjyV4cY0NraU0ajS6sAW0eSbfBbaa0p1',
        'VCbVURn9ZcGdCOov2CYcgm3CYb39tX3cx2M3a6hPNkR9sm7qw+i+qFCgm3+VEvwgTq6C8tF7VduiaHmJ3qTMqI17zzBlYB0F',
        '4ppWVxPOrXLq5nAyCbwZku51VcMvDbht6Olzpo2YnCzL5KUYlwc2ObrbT+ecCEu/AoHpvszeJmCKcpvSZZVEUkaXMW65blFp',
        'gsiektFw6pk02U41qxMAvGaRtp4fhFFsTcHrGRXKXXW8mWn2OWXwldkVwRqKld9Pf0OHAaIX1NagjWB7LbdPuoHtfDHChQEu',
        'DLpZGFjNFL2WG31BLbf2zBUkDhJna4jTnDcd0uZuOLn5czaZ3izQVtom3pRnoVZF1IrtbGeJLNTyLO6kQditPQm1nFSkrDB6',
        'ZM9B1bhal4aad0sc2C9xSqs65/vA0Elfuh1FnDXuR90tbreTem+47kEJ9aLmU1a4gWD2cM3HDUSyzwhAlZQ4cnxjV7fU/RkZ',
        'y5xVah8o7OPhi4j9trHfJe6Hk2+zrRP8t7dOKbGlRg3IMW5SfOPlVT+a21v2Ah1WgysstYxIE5eKvepHuRXn1teg9Sy0LNaS',
        '8Avl3hjOTHsssMZDRuY5wKFBzAgQM2oSEImLIEwrbOvgJ1uRw6JHcKOnPnHMzxHziPlWMd8V3mcp4NGh3R7ao7dbCKgp2oVB',
        'w7znruPGtigr0UbUxoEGjVtJCULWsP87S1ckuBp5Xbu/a1yN0KV2f4sLB2e5qWKDNQjrlhpekZJanLPfbI2xyoZvNv/g9IPG',
        'VnvGVmeW1nwxQqQj0ltCejHCnMWttIz54WSCmEfMd4n5TUP+/wFuQ9Eo',
    ],
}


if __name__ == "__main__":
    if sys.argv[1:2] == ["--regen"]:
        regen()
    elif sys.argv[1:2] == ["--dump"]:
        sys.stdout.write(sass(sys.argv[2]))
    else:
        raise SystemExit("usage: test_semantics_kernel_data.py --regen | --dump ARCH")
