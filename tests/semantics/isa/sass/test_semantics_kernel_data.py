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
// ---- predicate logic and branches with a predicate operand
K(k_pq, i32, i32, i32, i32, { i32 r; asm("{ .reg .pred p, q, s, t, u; setp.gt.s32 p, %1, 0; setp.gt.s32 q, %2, 0; setp.gt.s32 s, %3, 0; and.pred t, p, q; or.pred t, t, s; xor.pred u, p, s; and.pred u, u, !q; or.pred u, u, t; selp.s32 %0, 1, 0, t; @u add.s32 %0, %0, 2; }" : "=r"(r) : "r"(a), "r"(b), "r"(c)); o = r; })
K(k_pq2, float, float, float, i32, { i32 r; asm("{ .reg .pred p, q, s, t, u; testp.notanumber.f32 p, %1; testp.finite.f32 q, %2; setp.lt.f32 s, %3, %1; xor.pred t, p, q; not.pred u, s; and.pred t, t, u; or.pred u, p, s; and.pred u, u, q; selp.s32 %0, 4, 0, t; @u add.s32 %0, %0, 8; }" : "=r"(r) : "f"(a), "f"(b), "f"(c)); o = r; })
K(k_pl3, float, float, float, i32, o = (isnan(a) || isnan(b)) && !(c < 1.0f) ? 5 : (a < b) ^ (b < c))
// ---- scalar parameters (uniform datapath on sm_90/sm_100)
#define KS(name, TA, TS, TT, TO, ...) \
  extern "C" __global__ void name(int n, const TA* __restrict__ pa, TS s, TT t, TO* po) { \
    int i = blockIdx.x * blockDim.x + threadIdx.x; \
    if (i >= n) return; \
    TA a = pa[i]; TO o; __VA_ARGS__; po[i] = o; }
KS(ks_lin, i32, i32, i32, i32, o = a * (s * t + 3) + (s << 2) - (t >> 1))
KS(ks_sel, i32, i32, i32, i32, o = a + (s > t ? s : t) + (s < 0 ? 1 : 2))
KS(ks_u8, i32, u8, i8, i32, o = a + s * 3 + t)
KS(ks_u16, i32, u16, i16, i32, o = a * s - t)
KS(ks_bits, u32, u32, u32, u32, o = a ^ (((s & ~t) | (s >> 3)) + __popc(s) + __clz(t) + __brev(s)))
KS(ks_f, float, float, float, float, o = a * s + t * t)
KS(ks_64, i64, i64, i64, i64, o = a * (s + t) + s * t + (s >> (t & 63)) + (s < t))
KS(ks_div, u32, u32, u32, u32, o = a + s / 7u + t % 13u + (s > t ? s - t : t - s) + min(s, t))
// ---- narrow loads without __restrict__, int -> double
extern "C" __global__ void k_sxld(int n, const i8* pa, const i16* pb, const u8* pc, i32* po) {
  int i = blockIdx.x * blockDim.x + threadIdx.x; if (i >= n) return;
  po[i] = pa[i] * pb[i] + pc[i]; }
K(k_i2d, i32, i32, i32, double, o = (double)a)
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
        'eNrtXVlz28i1fp78Cvk1kZjuxn7zMrItxa7IMosSE0epKRUXYMwaLb6iNKM7NZXffoHecHrBxgUSzXZ5Z7PRAL7zndOnz/LD',
        '7H6eHmT3DwfL2+sY/emHwePk4ef08Qf+zx9On+5mj4v7u4P/Ofjlmsz/9Nc/o/zHn/968OnzPw9G+PBg9h/0jH7KfyPxTwd/',
        'o5/j4vMLMjoYRYcHF6Prd5fHH98P/s0/JfJTQj+9BJ958jMEvvmFf+rLTz35TfFZUHz28dPxe3rR4pdcmP9T/h+EjwvpuIuT',
        'y+Hg7yeD4/P3B8P8UsNL7Ts4LL41vOTfisrZ89HFLzkSFbN7fFyszP55VE6OlMmLLw0R/1JSfOnH/J8nXz6KC06K//tw+umY',
        'DD59Oj4YJYcHR6OrfJ78Vz4VGXixj+MgSjDCQUiC9AhF/KvTcq2+cVd0teLCs2Lk+Oz9u0HoH4yL0eVILN/mXMw3+NfH9yf0',
        'rdGJE2ViOTzVhvu24RESw7Ni+Nn7vw/YzP8ZkXwx/EOMwIdB8aEPPsTqG0fG2xvxJ4KJtqSQPRZtSeIOMAXh6Sl/7MWqilsO',
        '+KcMhJfFmv4zCgfsSgn/kKKwfI2You3t6PiAPvu/5fI0kD904XpIfy2li642F7HB2CNUzMTLrxU3YogFMSfzyslGV4bcBVVy',
        'J58fm4U+El0MiCKMQgzy8aqgEVMWLq3iyb85OPlSftmzSCkQpsgiTFQqzz4PvcHZ+JJJ8BVbBhWnZy+f841cQtJKKibqnAGf',
        '07PPyWTy+P17j15+iKyMIF/HTA7P3wGdOzDRfcXmKS9CBfXs5JjKm+US8U/FwgiU03z04MNHcRF1+Owndt38K+D5ZnUiieQK',
        'Qr4C5VXHCK6ACXC5gsgYTm/T01bApFkXwADKLhBAHwig3yCAi/lz6DsRNDTkRsSPrv3iwxlbesHAZPCQPi3T4vX64DlQ8bv4',
        'cDrIh4Z+jg0msITDQKraSSsxhYInpCIUF9ZkwyJ+9LrD4t2HmvoCw+eGtCLLFWZWmU2V73q6EEZS0jH8VgshrNCoGNyakNHQ',
        'kFFxa1xziuUZaja2EhFXoPm3pALdvvb8lXQ0TX2LlJEaA9NTzSq/ygT0qw1Mv1roAovchJoNGKg2oD+IwtiLcBAT5GHFBIxa',
        'yUZcYdgFdsMukbgqZjWgxQTSYvgFGrwskkkYSo4YMUIppFAprscxDhhurqKFiRJDS9oEFn/fwJIMAi+MfC+nbBT2ihVM4oNR',
        'vAmwMEbBBRvz3yBS2Kf5hYpfGGKEYahYRwmiGIIGPMasBFHWZC503g2Hq6Mo1Hi6LYrC9VDktd92ro6j0DArbDh69/n84vL4',
        '/LKKecCqo9ZEObXsDEN901zCkBkG5HRwWjCgr5MRICuh2vz1cbZ8vpmva5XuHn9pyMMDnBCUkDgJAhTFFnVXmIyjwUVu6AqT',
        'ke7DcAbeQtwKo4nFRvKbbMYJ+FLMbUZf8y+A4VPTsGptM6q7w8SwGWdWm7HKjePZ/TJpKXkXMX0OHNSGCTq4wCGdpsp3MxgL',
        'DRDb3DclmoMSzfmeoMJ5U68pMEAuxiW5CMJXDVChDYQmWccCXV7PF792VAhodbGsdUPWiCXaqFnRQSFgVKMRymGxHY6JBb2o',
        '2v6Y2PSGr+sNKoRjdVdNWWFcSFUOwXRW/MyK/1Cs0jF7tmeXcmM9Lh7wuHjC9Lv0Psaq7Nm+hGu+RCVwXOCIrymGomcsOzxk',
        '43Kk+UnxMwDLxqjN8ytdoBSiY0apY0ap/ApXfB8+lls6wpZDqW9MATIuCI3djVyAJxctZsp/O0LPc3rzUDjHzCV0wGehtxHJ',
        'S+MMiqq8rHhpR9plKX5/zN+OMvQIPG85lOH14uRMXLR8JYIeYnV9oVxa+Whwyscm5voCOVSQG9QaASM2OlYuagrpimjOrpnG',
        'VnPAVvMmtgr9756solU3zJi04iqV0jSyqqK0uGoLJEQyslPaFG6/66zhGeANCjaMFBqSTmsOyJi6qzOJ4FlhbOg0ZHgSIeGF',
        'BndlgD8uhK3FB9KLSo2L4EjBNAFfjD4Yq2vhvkm4lELnM8ml/1adxoJ+SpFNTIpiBAAEGk7jV2uM+JAjopTuwLhoXK4xggyl',
        '8ATVCpLPdYISI8NDfuPwylcKUQkbkT9GhUnpVcrXDOmKfiNSnyb7ioIMRl6UOnx411P53wFUE7OSDjxmk9F7kEueWzzcPvML',
        'sYFi/lSdiPC7EnyCM41TA3Eswz4nqI3cSYOSYG1nR9SdHSEqCROvJOH87w0knO2bH2o7HoR2nqgmDwJ9A5Hmfq9wFFh3ISW3',
        'M4/Up/GZPLyw6Yl5edCsxyxwzz+CJKzvWiJItsAMQMAMQE0InC4elw6EPe5a/I67FmLftZyefebaJwIWNJp1w+ncZuf7Uvd5',
        'cNvBDIG3o5N/SstB0fbDz8N30hhQtLtQWZHYGzC3TKmusG6Y+IfApucmSkYU7WNsO+B+IVR3HdAILy3xK6jUy6N8qVR8eZY/',
        'g6dbgU0WPajNgSxGQBajJll8wqETxUpRDPvWB8WVx4VvSzXziSqI+ShdWUWaw7ijOFrkIEd//qPWRB+OPl3KI1r0nCQYAX9j',
        'pgZLCXwfSTMU1WgYJp8A1QSgmjSiOnagfj2gppcex4wDbZBdxdKhk17EhhxgFdh8JyQYmOsX3wiFUDGqYrgKokiDKAYQxU0Q',
        'XaY3DqMrYbTCXO/FBOL+1BPDH3El9Lx2ZNKRh6W/VvfVShNCc5Iw14FiZbyRzkPhtoUGiy8cDKqfVvVXliOJYTPp4hLosTtV',
        '4rJGnNzy+mZx58TlJfatXi/7VjpfXLNlrTpqBXvSFEaCFpMdMbOEmPYI971wP6R+XiFNGmqXhxD8VdjWPDIYeGRwg0fm+tuN',
        't+5Z+474ydWbiyxHr2sAu8aP3QHYGm6NSauNltA6XIW59XgQBFLyeGptVKQfhLOws4uLfx+8RewASAmVVmUlUcISEAT7KXuz',
        'l2Pl1f4x8v44PPjLx/PTg/KlMvgXL1XuLCH0q2byLTN5DafwStwmn/iET4zLvBkMpgzg4opB9DTKcqA+QXCTrE2O7JPHLdeb',
        'aE9ILmBScy2eLiMvNi3H5lbAF5jO47Hhb+TJAItWzA0AsR7Kh+Xn7Gzu4t/n73KcQE82JUliC9jXwuUzNVzeswfjJlq4PEE1',
        'J4hE29gRsLEjpIkq/5fsJVVivHmuxLiGLHVeE4FC+bfMmKFoFVPaQrTqijSPRiMpzlsRbKo63mIR5h9l7Id4xjNkBL9XswWV',
        'JcUVXl4hYVLbcAVuWnMWpX5RKPpxmbcQZXGBfwQFndgTLwRZJrZva3Ssx4nISyfa15RjSWXBlKzENWN9rUq4UzWrs+QHyNyU',
        '4KQS8+FcUStol4FasZA2vodJxP3FYA+T2MgrgVQO7Lwp0C3TRvJy3LUmdzUxxca5y+CPaUc2tXJX2Iq7DN5MFZEzzIgr8G4y',
        'cyguw7PhUL7tsc4q06VYQKiVqhSpJyIK1EJMlwqjhdqkkIVO1AX72qQUrUPJsGIc/ZNPj54nlICQcn6iEIliKYWtcFYSCU85',
        'wwaREEAksW3DmECWAUQyUYzUeiL5Opl//2kAUddg7JXzAKJ2dpAP0/hGkYVKkIVKxjhsNIVsI/UUO8Od2JA2QBnlQ45OvlvJ',
        '94Lo+gMNv2R/M0756bmTkd26zkn/9dfZ/d3y0fntXk+8Scf0p9KMjYShPMvfujdDyHpQDRLoLEEja2TPfV3OJjepQ9LrQVIF',
        'VR8VufODoIsrWMt1UiemKy7CNwZFcLmZY2eB2Rp5T19vF3dk31Tr9jLstqpZ22nVTWvUT+efvhCQYw4efVqTZ76eGr2dPDtU',
        'OlR2QeWbHmCZ3U66wjJeHZY8zbozLOP1YJn0Acu4uraVDZbSHVi69taEpQa4+gvUOzeCVmdaofVMCywjtj2WWK3hBV4T9TJx',
        '7MsjW+UcItYTL9eIMMsp+enGUbKj5BpKHp8RoxbNFsl4Mp87QDpANvmCegNkRsg0c4h0iKxE5Ck5HQ7enuJwMDx+94/r47cM',
        'nQEocbJNdH514HTgrAdn/7jMKfP7z8/0ejna8VuVeGo4n5ms7qBdxffJEmpkQdfApwk1pM7r6W3A6+kwt8eYo4bh4JRH5LIr',
        'EeWMcFve9iy3EK8fft837G3vVGejFe2CDhKzCu4M828wugKFss0id+x8WuAPbQZ/DnwOfMzG6xd5Xx3x7TX2Xo7zvjrY7T3s',
        '+sXcnOyjmbe1Wulei1rpr2h/cVrULvZIUb+Ysl3UtKONNoI4B7e9h1s/WMvI4jp7/N3FJu5slOsp+Tg4vbwavDv5eDY4v9Q4',
        'alshrRl5unHF/PewmH8Bt6LN0OVofP6ut5L+GXFo21e0XbwA2p6uH1zFlt3WiUVSb4/qcHH98OQQs9OI6duCyiEzd5DZbcP7',
        '7PPnUc+YcYpptzHT5x7NQWXnbRhq+vZKMQ40Ow2angHzdOPc1fvqri46O477clU7nO01zi76wtmiOPB9cuH132V4vb+J8PoC',
        'jqMh71SjZIAWfJjbbMWHCfBFZmV3G959VJZSQnX93ddJ8lysErfgYLxvML6qg/EnG4xp2/DeYPxEXMuv3d2PcCT1sxNZOKjs',
        'NlR68nDM7r/933Lx853TjeuCxbdpmfpWJrW6MVylnmljafxVdKNaAtmjZXYR4vWAWUnkadxLoZrs8SH/pyO23fXJjc7fiwCG',
        'fvgtXbjuTDuOl+Isuie4ZDf39w8OL7uNF3oQ3RNgHu5c2MJuw6UnoCzTx2/Xd0+3ztDet1Ilsn9CDNsneIr3qbVBnpZNN86P',
        'z7Ui/1oZ00zWyodd1oZK4yjQQyMWg2Dpe9YsqqivL+5FuY8RsvULFCZ/vH6/QC443dMynOA4wakQnKJbTZEl0iw8XNBOyuHY',
        'Ppz7fCtlDbeRNSJ7UdSKmlcnar4magEQtaBxs3SzXLexzY5YNzVN4PzdNGVYq8Cx0VYz042bqgZ/5A8h4VqbP15Gi4uC2uip',
        '+Jr5hbIC7MWHM/aIE9FaPNZ7MmsdpEjNxBVS9kYVM/p5CARMbWJDP45AF6ohgYJVOruQaAXD233F4hZSAvt9+WZ7BdF0NKTf',
        'TuHooK73aKgJbwSEN2oU3ttvd3vZlirZfFeqpL0PF1UXfN6431aTQdlOUippX/zNJrtGkzbehlJz2yrikclWd0NkWJWhVQZr',
        '+pHqV+QNqBSi4PJj0YyljIVwTGiKpKd1tw65pMv5fG7VQlULmtjKstOwxd1l7cPjjafYNUWnC6UbXWSxpAm4ZgSbTZ1aZUW/',
        'ZgKu6Yu2LrTQ3BVsRqWaFD64JoHN75qAXTbNmoHrBuIIgMDrzqW9I68LlKw4RMdpTXtRrB0UEHBQQFALNnRk6MhwS2T4poEN',
        'd5AMX4ALX4IK37wUF755QTJcpjfOe+LO9ysrJNvbIVsZsYx488BrzcQLKj/2ZY+v7cXDZQ/pjUvr2uHjl6LbUaltSB/9B7PZ',
        'zeT2m6sY7yrGV/MhgyVikDzCvO+5yoNsjAj9NY9dKugOaXSHAd3hVtB1fLe7fJdrx8HF8SWgvG2z3e3k2R2eObprpLvihKvv',
        'toPZ7eLOgdOBszs4+8Dm5Nnh0u2ZG2zEpMwh7okwHSgdKNuDsgdMLp+mhRJ3+bVOj9dBs9j6FFFUo1KTH/XQu3IynzsT00Gz',
        'DTT7bKl6O+le79B1XDdAGdpai0db67hutDq3nRXWXiDcRMd1QzZW6bh+mr8mWtSA9lsPOPK332+dQv/JQd9B/4WhP3wZ6P/u',
        'oO+g/8LQv3oZ6N856Dvovyj0XwD3TzfdLX23/dwrp934rKwupvcB387uswClq+roQNkAymHvoHSOOgfKBlBe9QnKwn3s1LcD',
        'ZYP3uF/1TUHp1LcDZQMoh72D0qlvB8oGUPaqvhe3t8TFS7+eeOkKQcKDfJn54tdpFk0Tj3jIvlIihvl9eEmGo+IveMCrl+IA',
        '+ZEfhgQncZz+xUM2QOrR2OsC0uFxB/CYeNG6gJSw4xmweICjwE98L0AxISSO8j/TIy/edlPzu8l06dSyC3+pVMun4uSC1dzh',
        '8rt9g7EzLB0Vvq5UJoorBpoSMFvLZLpLf3Z42X28HLHIz63DJbudEHfevIndaNytBkzL4+AOu1H9/Lv2QLv+vNnYyM5bHXuv',
        'ed7sF6/J6+fAOce9g72D/SuBfV+ov31yFW6c67H25LBPv+Pyaerg6OBY5wnnWqy3wxmHR4fHRjz2A8dlvHaZ8R2BJyvKfcGL',
        'ckdKUe5wBTDK+oZDBNGlYArU107UOoxFvUb1NiIEh0/k8Py50SBZG2pnP7HbGCpFkabKdz1DTHzxLWwU+WKQHsd12J9XDKyI',
        'DGa3HIrnpEFfr0Aulx0ZcuLbbpaBfTj6xIuE05KPcRwjvW8GG5KIcpTaEMIwKVO2eS0prXInFcD8pi21pNap9b/E4XevETRv',
        'Gh7ghKCExEkQoCjGGzwVCDqcCujDrScBYxy2PA1QR9p7Ia+mJVdpsFEKBUV8ksASrEzaSqHwzSFMtLj8JuLMNtEFq6q6GtEk',
        'wgMS4TU1V94DiYh6k4itnpNtVjo6GksaqWsQT8t3nIj+EZ7eNpxzOg43XCBwGa9rV5HVIU3YE+kMabK2XWVvdrK6XUW62FUh',
        't6tIF7sKrWhXRXqN+G3ZVTWuQIkpz1ZqPrPwAWF+QFv17O6WVFhtSSlCR6o6JpENWlFP8V5uZNDObWTQGhuZdQQueLmNDGq7',
        'kSkFhwhtFRjGln0Hso69Nc1S55P6LsOSNmJmVfQz84GGT8U40GOMahDs65KhdvVCrJuHmHNmysTZyXF+3cHFFzFv2b9s2/uQ',
        '5XPnjYgLdHk9gS7MUomgGWlsEmYacJGtYQlXFRCIoq9cBIC4vWDlb4/p8tHF0Lhggg0GEzAMYdBNKa3YONTHGnCWFqw+RKJZ',
        'URl2gJ5DhdfL3pA0OIEtYgo715Ha+IR1mhhTUXKk/uoD//NV+wMcEY8E2PNJFHm+F8F1r5IJYKIUcL1hf3DrRzQeo1QfwI5j',
        'W+P7m/tvnmN7x/YvFjpWGulq+JjZ0257kWS5EDiTxwnBqxEC3oSNCUE0600IsBMCJwSvQAiQbtRHsemsUUUmLMUGPc/NPQB3',
        'qtKxiO8E1KOErewBlr+nz4/Xv7lcTJeLWe30/PuXy8G/eixEzkA5c8VkHCjrQSkd7H3C0nGlg2UtLHuE5PR2+cv1bw6QDpBV',
        'gHz76eIfvSpvCsmZg6SDZB0k+wTk8reJ60/8XZxd0xMK4hmH1puv1PDt4fbx+qFzcQ/ncLLixvCshFtrDmDnsQ06nNo1B9iI',
        'w4khH+NDkNOxdTcrRf7StZl1Crwh2QBp0UQxPTsO2P+Y6TcylHM2yVKg9zMzt0ZJrUF1IW3rAt2h3OUfN6PcK1EeYJ+mBNSh',
        'nJ0IeCHRM2zKIwEF6DS+ufoQbZOYX379JfT3JDtAuzklMSTeCOax1wH0xngr0kO/JdiVgcSKd1sQcqyHcqoRzTIZPDB2Zkqu',
        'BcZi4LyUDyNm7uIDDCUthSg26J2tNL+nYvIYBv17SqAcW0T+rkZYhqfOwShiilnCDS0WWpeERi5zOTw+LKNZMTKH+xUsgivy',
        'iIIyUSFfcinJIlo71CQ5ApIcNUvyd6+8ilfWj42GcbdcaXX8FvMTgAzLHXDUGI5NRIwenkMZZuPKmhpl6YeoIt41tN6vHvB6',
        'clzOSdPccLr1fISvD6F/vdy3agGNEkAfgxKJH7cSjKTb5mVSu3mpqCTQTXu123d3rAQAFEgs/I9y2RY1pmo9bq3R3D3PMNXs',
        'HL+etVaA/MmB3IG8O8jHHUE+fjGQ38AtiYO4g3g7iJcbhgRuLyDWdZRzS0pKhdXNtBUev3ZRI86h2pBWbDMzyNaDmnJsukA7',
        'h82WKe89Y9PVT3bIrEXmmRYDqhe92g4ss+uH698eOkeVuOgAFx2wuegARsz/4scb/QYJFCJw40TAicDLi8AZE4HyWKpfKXi4',
        'nt1Mbp0YODF4aU3wcnrASYCTgNegCF5IDTzcP94ELsB8ZwPMdStCHrRDJ8e2As2n2eJunvOow8/udpE8+0yxc/GBY6cPyDi8',
        '7DpeegLLQ/qrw8rOYuXt6OSf/QAly1zn613HCdJxAlUTKmvP8zN3lnQRiSLCuMp5vsl6frOb3x3Mdl91GUgrwXTE0ZQZoeYV',
        'cEo10spKOGVNOTz332YOTrub2vt5+K4f7bb8+W7dtBcHnNcDHP64LrWmPdJZdQWe1Kxtb57KWHqqGvPfIOx+LGrfCiDJUHr6',
        'CxldlUwsr9VRabFMXWDE95m5mGwic9H+PniGxlBhzx85ikGKmKe3qajK31gLwpOp227sMP8ev73oR3EvVjlcclB5RVBhvWR5',
        'uuYRrxt/qdIbHSI3oiGkqW1tHZ5uJ67IhUv/r1aiBSiV7Oli3jeq+txGeOHT7eLOAdMBsxswt4/LhSNMh8smXPZNlgtHlg6U',
        'nUDZAybni19D/zpa1+GIVgcq0lqttgUqWr/ODt5cnR0CeiE0bFrqE1HVfQtbqK8WdiJ+UvyECSTA03jGPY2YPyfP5mPULiD6',
        '41IHIpvdT0BJqHnFokjFclKlmW4CHI5Gu+DMfC8xGK/4IPnBDZ+DZtCEeqNrZZXF1WXjC3BfcTGD0vtaHgkNeRvtI9uNsbof',
        'yo0FdCife2LrEezLfmSikEmxZ8RK4Z3i0+BQzig/DbVKEL7s0KrXr2MVeVTfMZG+YxBcGMPyKj54lL4czUcmRhdo3nvNvMdJ',
        'K3Eoi7FMtRRm0VOcAw7PNE6bA06bN21KHKftCqdR2QnnU/rToLMajuKi6QOOmlVzlP0i8/YklbYiKaU+ZBVJoXqSAjcGSQpb',
        'SKq4sZGvt96RN8S7+PxXCK4qsJ5WfUO2SsSlwaTwl5Ja60FiCSGTaY3pI8ErkM8USvEOD+wrjDpSSqzdkaRKYlBlYt5RIO4I',
        '1PlmrFbDUlONpWaApWYtLC9/T8551ZtLIEP5G/EUJ2t7ilXFGVgPXadQcwrZljrWs7YsLT3FvF1vXNO0tHJuUpFv4NvuX8s3',
        'oMMLkVPPiI9U06q6Tba9QJp+RrxOgbRCFG67dk7dEe3cd1IO6igNXrWupq/BL4X1SD6jqXxLgVUBS1H3oVI19hIF1EOh+AL+',
        'A0xoQztqlV92odcIhXoKQVGLyo25avxuDe2FeYrRd+8ISvoqFpFs7pRQNxoBJq/0LBxLIVqwy2qwRj3+wyYWcpt4xOIbqrg/',
        'tN2/3gaSozwwtnjzuvLNwQYyzZ5u7+fYkfqLkHoXmOcmWDorfmYtUU4qUd7I0ADjkcT4vKo8zyZDuQvSjb57MEZ9gTHajIVh',
        'eANqfJtyX0m9Bkr1nBmkurCM8xAmfEXxPt92M/b6lDYZCLceOrkKg+5eOFHSVzjRhhhUbNA6cKe6nUQmbLV9VwD3XVbc1mz6',
        '0iaS3R5gVyBZF/62kfA3bxPhb+AmiXqTyND3QgoMFy5p0bFBEYO0nfthe7Cd3t/feHt5WLBBT5zV8qs/lkd19TpWOpbXdkfm',
        'euqLgBik37UIiO1woMzFyMxsEFxSEjyj5YcEYuiXz6OqxBHFW6HOTcQXtLlJ9dyh8MMrp53WFRNtAX6bbYvWbkSeVxdrIOWj',
        'oDvpIVGODMQiiqFYWy5WTgysD0EMJcphgTh1jblNN1ROPmnaDDyZpfvxN3KOCSQkom2d1zkamN1++8Xxkf/ats2NJNehV0pD',
        'UlgRUaDHlbOvnJ9o0m3NI0slvKXO5ccPWYFgZGGkE0O+1eB27ikq5ozNOaVQYLOjkjxaNM4q6WwhcJ9JAVSZpzAgdBOO9pax',
        'tDuSl/WEYNP2S1eQeMrTmRCuLSz+khJ4CBkqT0iuA/B2/qqi8jEoh5fqZTy5Fst1YrDHJWIIAetOLIl8BHjXQyUQQ4GK8tAC',
        'sEh9Y030hlczJrbYfh4gTD0878b9KbhsIA9p4UvKLDcbgAtzaiCohoGJ5rwkwHlJGp2XM5jH4xi4L4uwmrA3H5xpkIsMmJOU',
        '6ou/2ZgY8gECsXZ+Wx4eWgzD8xMzeM9YBaBihTxRCw4mRryIlSu0G9G7z4VwOgud+VrNjlCn/8BklsjCZmHDm9JWGWksGumE',
        'FjewaKREvrV9zZx0NSJV1M6UX7iJSmfdqHTeSKVpOyrFWR2VartrAnbXpGl3vXRUujdUuiKNOgrtjUJfgj4dda5InYUVun4L',
        '5J0kz2DzUcxB+1LFqLqh2KRtzPO0baPkWf1Wl3S3RqHnz6BS/UqDky9AOs3OZMX/2xwG55btcM1aAeHaeBxZ/JgnyhJJwxJJ',
        'FSPTb0PKC/g3VF9DM9f79ptH9qcNEjsUDWNxa4J1Qpq0vgKbZ6FOjcR2dFVABKR8VGidSTutM62Emu1NqBTeFs8KhYc2fWVj',
        '8NCir7JK1KHq1RILJ3sWm49gTcWFuopjrgkLZdl7dROvQSPyl0D8JhVHgpaOlrBOxUWaiouBioubXd1OwzkNtx0N98q1m9Ns',
        'u6/ZdkerOY3Wj0a7fbr5ugj95X5mn3pbyD712nm9fOt4q9tr83qtKel+bk9oLbO8rEH+MphkiErXiRp4apnTV+cEqfNFziVM',
        'EDaTLrHlnSLwhcSSNH8Fcj1jI1dez3QNQc5nMbWkfyjbCZvySFb7uDJyTMW9sPzWSDkGR8YRLtVWCU+wD/WYEfopfTD0twh8',
        'HptJrUf06Sb64awdCIEWfVOGFHxhbwljrj//Syt+ICVBXhQN4OGeclUzJXxFTCM/nrcSJe1EtibPVYu8JyDynjSXCGOE+N0H',
        '32NPjZn0B1EYexEOYoI8vKHKN10IkaxIiHVHAfXMWVFaRDLXVQ0bxiBfHobXpxVzEm3OrAPLARgiQGq4BamRijjDKtGyk2B8',
        'WCa/myQIJFFkZMWQ/0BYWQjCysJmy6SzGO5e3iHGPYhhaNQhaKhAVVNFY4tiyOAbqGFi9TKoWw96OgFPwLGWvBD6Naosd1Fm',
        'LVZVccANArBO5u1kPg/9xXcvAV0TFMRWtzTY41aCkXTr3j6p7d4eNIZUtsB8u66O7cuywUg1XT9dmXm2gy88gSEp6V09VkYN',
        '6F4n4Zaie+86jGyc3ttn33SpedS2VLnw+oBKR54fhFGc6PmO0tSJANDMykVzDXEicSZcvyr1XfpzZ3vC4e0V4+1K7G2rgXbF',
        '96m9Am35NN0DwzXqyW7dauHUrWwkW5ZPVfT0UYUhC8q9/VduwexFKWv09DrphlRPOzQ7NHdAczOYXwbLt5P59W+LeXr91BHQ',
        'eA3/HvXZ4FU8fBi9wM6KOXjX21qFh+K2sT2f1VZ/FSPzQNkG+CocG4mutmov8CJ2UZy3CiROWwUlZ9oKJBQq/Qmows2hHaYY',
        'fof8vjbneLh9ullNTOLVpSRmjsvOMhLvQHWEuFuwS9wq2KXdiWCNc2FWX9ikRgXqbgn+7horfDQcJurMH6sm+XrMLyC9dJB2',
        'kN4wpF8AzpP518Ue0HPSF5aTdlgu3nNcVwckqk9b8qy41oWl9gKo1oUc6UbQvJWhkmrPPbTX08k6SQkwZj58BOXeq20ZICUY',
        'b8aQWUFMXBebvepiA+CZWA7/t9bLhoFz6cDpwNkAzp6BuciROXOw3FTB56i9mVwLywbTYh2TeQVYgqKSHvISewRG2XAoqmre',
        'vtHO17lZ7EziTdBp3C17P952abyWNvesFRN3LZPXakeYAYcvBoFHoa1wuWHkrhNIUdC1Y2tnRNSzNWjT2IMFsXyaOkg6SDac',
        'Fibi3LsfUE7mcwdKB8pmUG4Rk/8P2odWdQ==',
    ],
    'sm_90': [
        'eNrtXVlzG8e1fnZ+BfWaCEh3z37zYkoiI1VICQUQjoJUioVtLJZJSpcQbV6XK7/9zvR6epkFJDBDCa2SZFpo9PTMfN85p0+f',
        '5Yfl59X6KP98d7S5uczQn34Yfp3f/bz++gP/3x9O72+XX68+3x79z9Evl2T1p7/+GRW//vzXo7M3r4/G+OXR8t/oAf2n+Iuk',
        '/zn6G/0cl59PyPhonL08mowvX18cv3sz/Bf/lLBPp+Oj6TgEn3/knwfl59Ni+mEcFkNieAmMxDVCeQ1C57gAV4jkZ4H8TMwe',
        'y7UjOfF4JmZNxLWLC0fgwqEYkJYD3p0fv6H3Vv6hA8eEf56pz4v5yz/0JscB/3xOP5+cXIyGfz8ZHr9/czQqxowuxFxJ+T98',
        '7EIb+2GshtJpiwczQnzoshz6Y/G/Jx/fia+v+J2Wj7F8SOApyje1VstNxBLi8gL881x/FyGcBYlZMIJX0sYQ8b4wFlca/vPd',
        'mxO6oPKSxaNVTw8TNtHfh2zAar1Z/ru4avGGSDG3mCowpgrhVCEfFMI1aRiSOMURuFykXS4El4v1V474axpn/PPEWE7MHiRb',
        'TswHUdycnp4fs0mKmysfQMQ/paiZXJQLAYuIy0WAC1HsqBeMKT5ejY+LSxU//60g61D+Mpl7t/51S+oSizqtiEsfxPmHn4bT',
        'gFD+jWfiD2RuI78judDIwdNYe+bsWvSBCr4RSGjJoWKczjkiiHSh8dsYPzz5qL4SSJoC/mUO/tHXdfZhFAzPphdMHMzYJcv/',
        'ooegmOmFTvYKpim+LvU5Iz5n4J5zpc+ZwjkDpMuA4zdvArrIEQICRr60XA4qXje9biR4MGPfkZfl4uDkmDJzBMVgcV0oDoox',
        'w7fvxIRIyNKIDlRPl4mFRikUtGJzKBcX88VRDKRwcZG+uEQMytij1hcX13I3gkICcDcF3E0buHu1eojDZ8XeSl5GbXkZ18Ed',
        '/WcL9oaV7HUyN2rLXHoXk7dn7CZKLpDh3fp+sxaifbY9cyukntSSjLGTt6fD4rJxWOCPyQ3CQSfNCMhZQbJYLI89aZu5dJ4R',
        'fknvRqM3o6xGb6Rmi1wkx604SbR5A6g+Z2wtasY6u09KK6HXG1getTIkYvBohDSwHk2i3UJi3oL2UJiWL8ZKLd+hiv+VbCkj',
        '0ONkBJ07cZA/1I3JRCARQeHAjesKwsfV5nFikj1xMDdtYfNmbZDLtbfLplWac1Fl06ZA0i0lFMWi3Ghk3HeZtakyazXiEwax',
        'AZPTkO4UZ+XlTHoAWxsZUMMAargJaqGH2jOBGkZurGGSHpVWzbZgo/NpaGPyDJd6g/8FocY+LSFa/MEQWwyE5TocKEwh6gAK',
        'CUAhabKLtnZHPAWGWT0MpTdgdzDMeoRh3B6GmbGLhyh8/eH95OL4/cU2ck/un1O1f+Zyj5wOTzlJ5NUqBZ7QreEOBN7m4bpL',
        'rGFcDzZJxl3CTc73SLwpKzZrZRHP6yziVENcaRGPh5PC/hcWMd3t4hyKo6XDmsPYbRSvwNiUG8Xs/uGmd91CMOe2edhgOaNW',
        'ljPW5s1qLWflNhtOUnrzJg2sLfJwaqmH1NwlGzwvnw/bhRDLyh5OcEzt+1pLW1c3bD7os0sMhMfctZFC89qyoYVKEUBgpjYg',
        '+hwQfV5P9M3l6upXb9s8QqlgVKNVKnxQRNcrbg+yvoNu8CALp7eue5DEJUaG8qEUn+oeC/p8plyvrZfl77z8B83Etr4TKzdS',
        'mJW/I/AdTnr+Si6kK2Navpdp+WLod+lFp8Yemwm/KRN+/DozTsWp3F8yHxkTaVTwDKbsXadwGUHdM9Rc53ytZ3CtWK41EzPL',
        'tUbyoYg1Fn8N0MOKDodiYMo8a0d8fcKPOBUyHQoDeUPijQyMG6JI/bF4jNrQAVihHMoAOzk5ExdVN4GhpFDri+XS1EPHa7g1',
        '19cXyaHiUUKdFMHzILGolSXSFESB92BtiLQciLS8SaTFoTeTHyPRyCMkmm63VIlHJfiWLYzuVZXRDd0Ma+hmcNrdmBiyjx/u',
        'idMEjl8qwoJcAn5ZGi9Tw3qxfLJQkGFkSQcoySbC7BEj6WWl9iZwqBB6EV+OOTjQV8M9vtpisBKr5V9IF3JMXiVSHLAVzTSh',
        'xkQGEAFwnrhagaRqwlAXauCqqVpkAmWaJllGWEkWW6SJkfFLfufwyjNNtAmDkj9HTfbSq4A3vTC+AR4Sll/RwUHRfP7hpyO2',
        'zBAKOfrPEVRZ4PA5EO556HnNHYcJITi0E/MTpE9EhKHMveUEG1I4Ekdm/HNSRzC+AyWBa5+pOAWWE+rCmkRKWBc/Nwjr3Fuf',
        'e3Jp9GJ6Vm6JVOhFTRQDd7GdT8/YrhduhpCKKOChG2yXCCVu5V4pgcIW2BUBsCuCJqgurr5uPFoPba90evaBK7kEmPbcmDD2',
        'KqHUmVS4a9Cdvhqf/CSNDs1OGH0YvZY7Kuf+JhH7G+YEetQGBxg+4UuwxeAmUE401RaZ+yu4fYl1YwDuCdTGQDtQ1GM41LaA',
        'PquldabYvEN4ktPjHseeyI8gctzAY3OxDhJPS8eZvjkgzs1BBdNXbZi+rvfIx00bg1DG7+TFr9qtwWh8fiH9leghy+iB0qwi',
        'CtAZukf07aKI8hhIN0JgUSIGui2DLAeMAGYYbjTD7lNPiB0TogHIasM8SS3eYDuMZpoaMbpmGM1eSMG3bkKqc8WmHTE1wRvu',
        'RhKAb0kSUgvvBJIAwDsE8A6b4L1ZX3t870HgO3YjXRlu1chdW04SzUMSys38hXam1QBjpHuJTQ+xtHtMHxB1pmim0QvlgCW2',
        'lRUKl4tu4+k+XzWSwJGhi2oRoFrUimqxQbUEUC1potr11a2n2p629FVe1V739PphdSYPq63QGZUmws7zqcEUWEHUGf9swHxS',
        '5AmmlPAhVBtS4W4Nqcsv18ETUoY0/DsQKl94UEOe7zdIp42eidujP9uDRytzerTMOcPKQF7UJrkGu+ZMKqMgWIzZZPKvo1eU',
        'csWj0/hQE2yiUeKUn+ZONUT8MQ7+eHn0l3fvT48UKhhnSlTIYF6oW6pmCh0zJXacfqTi9NFDpMUic8zyibGS2RhMmcHFjViY',
        'B0YOR8IawbMBY3LknnzZcr0r/QmpBaxrrsWF3kg7Fz0VNslHmDMXsOEvxMkNOzUozRGxHiqj1ecsPmzyr/evC5zAk4KmGHV2',
        'VEBlN+FxSCKxTopvEuo5JgFIAGQ7Z5BjQiKnnDZcQMQwUwgwU0jSJKf/l/j4tq7iKY1Nb4M4X1bGYjlkteOow8j0ah+YmTtk',
        'r7pwrCd/thW+uFUkGNlOSwR2qh1NmUly9kvwe6kF4oX1QoySV5PfWviOkY9bXiwt+YOADGHSXS2MBVc3r6wi70mIb4xUJpK6',
        'qu4xtsJ3FA+M1crFZtY9UgGKq25Si5qp1jQs6wgqDip0E3HrIZyrHuypqSt+ekfDzxOZKgF1RqXATKC2AAITAYGJGgWml5eW',
        'vAy3jwd+grwkNZl2TRLm8fKyUgo9RV7GreWlU/q75WVTBr1gumVRzYAwCe2hgtuxMTSqnlWmTrJwaC0qWHxBEzZExDk7JOKF',
        'JntjY1Io/U70BYfGpBSXIymexTj6Xz49epjT00DNGqbyCwcuqxEvatGXQjH3Y7EQLsDoZDiA+/tVfbBz8PTIwMtP85XPoHk2',
        'm/MANW7OiXtzPsVxK4OucoNO3Bt0fd5o+006MTfpbwu08w1gsb1Gl29LgyhiP1mnH/RstCan/gknIJeflp9vN1+9Y/aZZDHu',
        'MH3MGUe11u3wRGwQlgV2gyVCztALkFpWF0P1lLyyT5vl/HrtYfidwPDt6fkxGZ7zKj8D4eQalIp9GG0d+Aem44ilYnVYppbY',
        'qbZ1GH1Kmu2nm6tb4s2Eb8hM2OKseHc+/GgHPvy35+/PPxJQPAPsLkirAhpPsglu5g8e6B7o/QD9RZdIz2/m3t//DR3N9uLv',
        'd7vm0XacwK2cYmQ7p5gZ5Z06nSyhYUNRlHG2ySu7j9ZSM6f8CSFAhV65v/Z6xeuVLvSKtgERYB/UhJbuXLXMVysPdg/2XsCO',
        '6W+9JsJe0Z4Tssg93D3cO4D7KTkdDV+d4nh4GpDh6Pj1Py6PX7FXHplHgfsG/SePeY/5rjD/DCBfCHmfmP9cvPTE7aVvewra',
        '/sCIF2IuQ1bliRFMZ+zigMjj7vBwR0/JS5FHB7BjJAIPyTsAXl4Ytpd3v3vwfccn5MQq9esyMYeFuFPdK+yqq0aUhgAh2hEI',
        'PQIPHoH9we+TF4GHCMDnJAE/efwdOv76At+KeBPwW+gqsuPtx2lZZr9A32kxcyn5Mifw6jLGnwg6j7jDRVzXcMvJ1WX+1Qu5',
        'g4oEPyXvhqcXs+Hrk3dnw/cXs+5Bd3/tD1AOqXVNibiyo9/FePr+dQ8NbHLiAXdwgJv0Crj7yztf+erg1GpZNqAXjXp1eXfv',
        '4XZocOvPgivwtvJ4O7hdw9mHD+PeAOf16cEBrp/dqcfZIdptdK/Qk3DziDs0xPWGtvtrf8RwcEcMZe/oaffHCx5qhwm1SfdQ',
        'uypP6++9l9fnZey/2HYJ8fGIV1rVas2XYrYwJcsPab51CLMvWCc7+u8IZleHtQkcclhksCMG7IjbsON3z4491eus4Nlj2OFE',
        '8mq7UpzrNozLtyuauR07KAnODRIIioxotENZYl5EFhKNJqwmZB80uff2ymHtxCQaVZpTZzkmVx5sBwq2Sfdgy5efv/zf5urn',
        'W28DfE8W8rNtRyOLjWas+Uix/0SI185nPQAWabdVv/Kvd8X/eol7UI7W8fs3IgaoY5/+cn3lm0weHtjKiIzOsZZff/5858F2',
        'cGCj4Rido+3u1kf+HBzWOkfZZv31y+Xt/Y3fr3iP/pMqLYE6eSmoSl+8AjxM0hQHWRAGJMYJTpNoPUBJTenWzFm5lTX/en/8',
        '3uj6Y5TwDmTzHAR658jWOaF49bxjcyoGEbNj848v9FEiPXYGPZ6Ve6kU1nAF7EwBO9NW7Ow2ccyz07Pz8ewsW/OVOW8Vfbki',
        '8ZPOVs7sE/VVXEHusJ7cURtyx6ItVg23k1bcTg1uZ4DbWePO9Xrj7bvvxL5j3Zynzm7ORLPxKnowkz8EM4xOzCiv7ntZfs1u',
        '3ay8h5O3vK5cJhprpgDi2Ekl1WMO6twTe732hYO6pxtCAiu3pZQnvFNpKla6JtBtGdlrJWaLP/pxBvp96m39dFdpxnv60Wvl',
        'a3ittLarZwapDqgPG1jPG6l/88UfEPSh0h+VKBlstbfL3F3Btuvv6aad6C6uU53iPha4z2XLX8kOXNM5N5CqObRUM2kQEIEt',
        'aBJGK13f1rSxt+4osnssywo2DrkQN9tpjP28A6YULyEk+49lZ2DRPF4aDfSP1rX41Nmg1LwFCkZuWpTrT03Bu1CbC3lNBK6p',
        'te88dfLLvOYK3GMo7lHvbQ8MntBh8ORghgjCoSQa7FwMrKtIdTsV8xBcR7MYNrhv7DRvnEIRcApFwhYi1ktYL2H3KmFf7EnE',
        'focStgcB27V8fbErAfvi25Cwm7Uv9uGDXDoIcjHkahVHiRHUWn4eQEFavjrweajam3YQ8prfra99wuthneeV7RfZo54xV2aX',
        'TZ/z5fX85ovvoOJPDrrooMKgjhjMB5jGHxpRh3wM90U6juyaohJDgw0RYEPUig1e/h6U/C10/XByfAFEcHfS92b+4A9uvfjt',
        'UPyWh6e99XrOb65uPd493vvEe6dwnz94qHvnRwfOD2U1h8yp0bVY9zj3OO8D513CfHO/KK0XX7vBGzDdGDDl1rQMdhwrE2bQ',
        'ZUfx+WrlzXWP9m7RDqz1Li31bksoY1wPdHr2VP61S6jL+b4JrKtH7sJ6eS9OsLOZUjdr1tsRIncQQl1Ya03QnhGuYHk1qRYt',
        'b04av7QIUBFVm2qTploEyOn5sSoHFHGuxVoMrcm11DzkjA2yJYBsSRuy3XuyebIdCtlGPZPtd082T7ZDIdusZ7LderJ5sh0G',
        '2fpk2v11tzs275k4YK/z9IzumKTfuUPHRIlzX0nb47wznI/6w7n3NHucd4bzWS84L49UvN3icd4JzssTlZ7sFopzb7d4nHeG',
        '81F/OPd2i8d5Zzjvx265urkhPjHmO0mMAXXeMlDnDQ9jEhXz14A9cYKd5cvyvK4A4pp5CROWzTUor4aHvPQ8jlCYhHFMcJam',
        '678EWpWExrQbYoA5AGAOWoDZY/l7x3IWJI8Ds4Qs1xh4iJMozMIgQikhJE2K/64HQaoV/2jCKzbwSgBeSRNeb+eLjTcxvqd2',
        'YdEe2oWhHbQLY+AvifTHGP3BznYGsjpJF/b0wte7PLj8W/oZKxcpwdZF+u3t+mcPtoME24DF0neItfxmTnxkyEFGhgT7iAwJ',
        '9xEZkuw4MiQsSRYACnURGlIwzRPNE+3QiNY5z27ufWk/7/fu6Ly+F6f35n7hEe4R3s3JDvdfdn9+6SHuId4hxDtG+Cbd1qEY',
        'PAHgcT3AY1aXewqfwRMBHrcGeAV4KyEeu+E7V61sJryVTaK1sok1V4+sdV2uuHizvJ41ewQzDe5saNmyBYsbi8GglRxUPHia',
        'dJCo2SK2hBGsKMkQ38jZXJs3EH4zflMjDIvpoJpHpEqdY0WiadqKR6TiG5VOL75PYI8sFk/XeGSMKPLWEvPWkNU9ZzQ+v2B7',
        'DtoWPE1TZPbEYkP4Ya81JNFnoVXXkwTDIak+C3IMyVgZdFrAa4LjByJruI+1Nc+l+Cgem0uCIFjsHUiQJZAgyyYJgmOvIr8h',
        'FUncKnKK46dVwSBuNanPuwtVaTAsyzRuEDVEbP2tMVA40EE0+oL+NOuumvm9J44nzh6JQ9zEoTCvZI5CA/OqBcD/FwB1guN9',
        'VZnepJ4VezZI9d6KmYscpI4cutGauY3WlWGBYXHz0GhdW0YrajBa8zbCgJMCWnao0mjdnTnaPnPYtWFlrFHazWViRgaP4yoz',
        '1OQxAdZe0qo541P6st6nflPZKYe721SiPW0q0Z42lVH/m0pUv6lUVCVC40ZWd/SKDVy2gwbpi3ztNa4vYbh/H2dFg2eoAond',
        'WI91F87F6KVGoEDMyzv7qS0fDk1Onp0cFxceTj7KgWLvV6jQ2oPheJcHw5uHTvd9Pqyu97A6Zq9RAa/6FeqbLx5ip4As3Rva',
        'Fg1ZOBadgDKI4vockWwHOSJfvq43X33Ano8jet5xRA0bMtHVVPajXWs2XFOUkd4FdiSalcYq4Ag9xMhqBEtb1SrVs4A9cJN2',
        'gUlP2ZtR6noF9P3ldyGQ31X8HA5xQgIS4SAkSRKEQRKtByjZOuHLBjjQS7ZFppo9JwLhkdXlea/5i9efvwReM3nN9C1rpnYR',
        'rmqjpEW5xnYH8g4CXgvaeYPQ0+7waMd7aDPaJcvuaYc97TztDol22qmG2mslqcU9QFWuGQVd0cPK3pqJmBB+IMF+mLXbmwU7',
        '2Jttfl8/fL38zVcz8P74DloKTf7+8WL4zz4aCjGcL30BPI/zrnA+Fd7yXpDuJbpHekdI7wPli5vNL5e/eYx7jO8f46/OJ//o',
        'x2qhKF96lHuUd4PyXjC++W3+xZ8OHl54SiIP9khgxaXss/TTl7ubr5d3nZYa805M3xesJyemnoNDLx91d1hAubZ58CaMN2H2',
        'b8KAPE0Q9pjSwJGI/UtFzibVQ8t5vgbscOVsdp6yWfLHk8fXA9l/rLwiT6DIExUYLy9eSx52FBbExMzcNI6tFX9o1ol2bt0B',
        'lTaffolDb/P1XLk7bV+5mxk0qbt0dxy2wb+zerea11G+W5uXtKjgPXnLA+gTmQiCYAS9IxGFHfLyQEV9q135CFIz/0Ql5mEi',
        'pluBSj6hvUJDM6ZmmifPBigeQTltrI8OlGTQYovZUspXi2UKAVxHoksCvr9mZjBLCo+hIEj14fFLeDiO7PGZSlgr1uDYMcaw',
        'NAkQHQsgOhbNosMrYW/BdpOwBhPLKEESs2SCnVemxBpeaRqYjgTRmkr/4sRIVTNGFSPWHeaofbqLw8uNV8/fTmMNyzOyi84a',
        'u9XNpscldSeITrhhwjzfMswrsK1eXfFmPD0hAuouqNJHgi7pLiqWULbce7Z4tnTPlumWbJn2z5Zrv/HzXOmeK2ovpaViQ9KY',
        'dOHGn6SXWUOuA81y6UPH/F6ni9CxSluKdBcsWcDdxwR7uHcG92nPcPcdQjzYOwL7mREBb3qx9oz0/PLu8re7TkPLfJSPj/Lp',
        'KcqHaZd/6q7jroN9StJde9J50h0Q6c4Y6dQpS0+8u7tcXs9vPPE88Q5G2z0DXec55zl3UMqub1V39/nrdeSzhQ4pW8i0smTe',
        'UGSe5ew1a2iRX92uCrHvwXdI4Ds9+0CBN3nLPVmt8JbtCm8ebAcIts6Rdrf+1QPtkID2anzyU9coy/ONB9nhgQyZIIMaFYEe',
        'UQik28lCzthKpNhnHefl9e8eogepcC2UKiAOOBJzsytGIxSxAUUCoEia8j4/f1l6LB5UUYwPo9dd6+TNz7ceZIcEMv6YLvTH',
        'pCJTZ+BZ5U0tAEltjyDC9XfxF0Tmj2VjBi5dRSuhWWNoSLjD0JCrzdpHQX0jkeBZq0Dw7dJ/rcgqZxRU6eDeIgrcHQZVfZ4C',
        '3w/DfPl+9Cy8EJInaJeD95TY76v5wm/RDksdHL+aOIxf2qUqMfdme7V3r7o+SfXo6x19P707f3/+UXYeHPC+TZr9IcZIj0AM',
        'Bef+cXl/M/fFq3z9nQ5S/xnSlf+fN5l4oVsJew2avr+5uvVg92DvDewdYv3KC3aP9Q6x3ptQv/JC3QO9L6B3ifPV1a9xeJn4',
        'aNw94L2xlsJi21oKBv6ZKRDq1SdJmJW/QeYg313SB3PGvdiYP5jA8F+vHRcowDuSVerY7GFmcsOxKOJeDiDHR5XTy//oDYi5',
        'y3vGFxDx0NmZVfzv/MNPqgaEmC7RinrVChajlTg9a/8IetaBu07BIiOwyIwvMqSbcsdtq9Z15dQBu5+BnHv+Ut6o0nSJbNPM',
        'pRLFsNZfnH4avZQzyk8zo1aT8o5alX3ndacWIFZ5AcujheCthHI0H7msJYCQgCuIhAi8OgQe8rqqhAfhglDEhue6ICRICcLi',
        '54ZdnBeE34cgpJSKVwv625KBNYKNM9Z29zoFm/sieRvJhlpINtxOspEWki2ol2zgtqFkC8EikXpMA8Z0S/yJ+y2m/K8g8shu',
        '3AlqYQUwWinTpFFSWfmBj4bij69RCCPR5XcGhaBcYsSFqHOF81Yia2Hch5SqxJKqS/s+InEfsF3Mqq2AWxuWXg4svbyFpRf6',
        'o4JDywGxagXpYQh8X8M1OlJUNAMc0ENgBy7InelYFlMmUIDZpczRQ85+peILS2Tt7OnNlZyVpxyU9wN1YBs4gycyKVLWtQXS',
        'zbiIp9RHL2l1E3hXQf+8ylrxKtiKV1nFATBVOTGD8GBsNWKSR8Ex5Mzb0/NjMjw/P6ZfHQhlXiLW0vqilDhV0RH/ZWYs6vxO',
        'oIqMXfWMRQXxxDTWw1Yngk+hSWleY+RpsieaxLumSXv14/JsNRjOAM8zO2xOS5a1dqCoduaA/3JZ0iqjeMDq8hO7Ojgz0PQN',
        '7apVLFG0g1Ci+5vPK+x1yXdHEsMjFq6X5W8QGg/NNRv+YKvgTJK3/MpIN7M55FcA8vvPCikFfuKh/K1AOdgaykGFr3mtb8qp',
        'Q2ZsiXq44whfgn0xzitOUMKWNSITSBvUKj462cmBYcey2++v+w8EFZY6qhHteZ0zKzfDRa09LRKwl3tabEk1Q7h3kAzQsXD3',
        'WH8S1oMdYB1sXolz8wpME0EJyxev5b604QRuyYn9Q37x+fN14A+HnlMSTHXNqtp2CNvXrKrOlMnbFMty16yq7pew55pV8kAJ',
        'nLcariB9HILjQu3oR0uMEyEFoR5SgGNt6McP46ocOgzPf/S5SV3SHT8Ici6GGHNn1YuJjXO6uRY1UY4k6g6pV2JE4KGQnLUc',
        'io1J9XNx572JocQ6HHeBK9VOx0UMQMQtX3m9XKYPyjGINyZ8Ia5E3BkBRHdtECMjgICMANKUEbC8+fKLNxh6iKfrzTjeVojW',
        '59gO6BX0FBb2lfcnbSQEliyJhSTjB1F5SQRtn6i/YCBIjDyaQM6Z2nNKFjs6imaM7Oyh6b1Ey9lg5M1IK//nhI466dflZmlZ',
        'aQ8z5G0RDbGpLY2aFSnrx2qeoqvTPAT34lScrIl9ki4eo1wIUBDF+0zUs9K6i+qX4U0VkftCSxZBSY8KpWjT5CfLnOb6zIgx',
        'ghJUB5P2yCKwwhxcEAl5m0Ix+mPxytT1gO7U5ai1aASlagNrSdDu1kjYSrAbBzsEHOyQxoOdpU9A7MUkbhLCy+2E8KqNsnAK',
        '9qy+omuDzEItrqulhV/Y8kSFLITiJyOgwBJFqMVXgzqdMdINZk16YOUh1jLWK0Q80uxkWxzHwps5s+X8e9sprV0yrZKoxC1Q',
        'MyCbYjEkhGJdl2+xQ54uGt6WscSlHmnGbhd22XbJcShXY1uOO1+1cV0oyqUew0iT5S/Km1W+bKPshiXJQxCFrclzWL8DnC7K',
        'iYJWcto4WyTgbJE0tqjzctrL6W7l9CNltJfPncrnPmSzl8ua/dxpn12falh3UJ66XSMtkxIqQwhTt3dEm7atg8QybEiNjERu',
        'm4i0+KrT6B6efFQXFglHF0BIEk32WcYfMcheL8ORLcPVXdCliBsJ7DbBdFnEdlczkUy/jRu+jaslf9Is+O0X5RL+tr4htqsa',
        'rLnu4c9tbZLUKJMWCbeGv9oGkBM6KyB/U1NLrW0tlTq0VF4JP9zunZMm7OtvQ1MaSHjBUltbOPVcChWGE6mu90agAqlUeZFS',
        'efLaocPZE5taT9N3SV1sEFfTJG3wK/F3SLJWenFu6MUF0IuL5gMDrxa9WnzuavGZqESvDg9LHX57qtCrwUepwZv7609Xcbht',
        'hdHgCZoQ1WtCfhLHNGGwE02InnktGkzaF6NBprpcba0uXfVokKku823VpTNzJnZkTGPHuBSkqRMzCMkxJzHmDGBevMhssBLj',
        'Q0difPKSy0NNc2nxSRhKn8zSUTDrPYYSkt45hpUmkuo6KZEz5Eir/DGQrf3cyeflff+XXjTRYhTsJHSqBEVGaww070J+KuP/',
        'yidkRBdpGfEDWTlE89m1qgaD1/C9qfgjzLP8R5p2kmVK+AXFqnh4kQg/EtPIj3EdjTCBaqdFkjwxojwJiPIkzbUcmbztMtAz',
        'agj0LJ9Z+ddOAz2j70jk4mg/MlfN+y0LXSh9dKkLxU4o05apNM0c9Y2qJHLsCleNTP7ixCmQ05eqdpEmitMquouEyxTKWBDU',
        'PQdB3fNm66pbrvtGxE8r9WdXDtoR1fGuqQ7DtlOrwwF724EgtzIHaiievpQ5pLZdxWcLBZUCh0klDAocWGGHLXj2lP7D89Uq',
        'Dq880b6dFiKV2RMtG287e4jY7M23Ze9WLGOwN9XozE77H34E2UWRSG6FZ/9BW5o8Jf+f0mTpnd7PpJZMV05vVU4GFKMLwihO',
        '0syqLSfMuQSg1DbnUBVcRUpcvIMuD7frn/0RzaGjdSb8HtUwnQm3Rz8w3dwvvJHvjfzujXzN/BhYtjsxi2f+V+6ELaJ0Z354',
        'onii9EqUZp70TJOb+eryt6vV+vLe2z7PhSfVpQDqGkRwVzPaohRAUB9E31A+0l0JoJpEuKrWXuouBKBxs00tADYtRnBejCpL',
        '4jMnlHA0xU0uJIx26EO6ub/unnY+j9ykXdpePSWt+rJsp5qSVn1ZotZqKRVzpgCmuOKAxelBcgE/NbYvTyk8I3Hvu8x63HeJ',
        '+z4xP199uupU0B/eXqTCflq0IMayTdWjx5dbam9juSsjOY2spNIawm2OP9zllqott6Bdwe/QQUu7xE8EKquBvEPTDoud0Yip',
        '2ew8MYiZAmKmbcIR/cbHd8brojOehvjMETSz//Z4DO8bj3eP987w3hfWrwqw+8PnbpCedoN0sgekRztCOqiaHKAgcwU/SW/v',
        'gNYtG6NWnRiyHfh4r4odiN99fDse3l52H+6Nwg5cvDss9lq3rTABJoIHbb9u7X7iKU7dUud4leONq26MK63JdpeW1eZ+4VHu',
        'Ud4BymWk96APnM9XK49zj/Mucd4FzP8f9z3zKw==',
    ],
    'sm_100': [
        'eNrtXWtzG7mx/bz5FdqvickAmPfNl5Vtaa2KZLEo0VGUSqkokrNmRZJ9RWtXd2srv/3O4DUNDOZBkRxSZqtsr73EYDDDcw4a',
        'je7GD5Mv09lB+uXxYHF/Qwn50w/9b+PHX2bfflD//uH46WHybf7l4eB/Dv5zw6Z/+uufSfbz578enL5/dzCkbw4m/yLP5N/Z',
        'H140+ffB33gDmje4YMODIXtzcDG8uTx53/+n/Izpiwm8OCTqYk82GPVD/2A0DGGrWLfy9S08fYsr+VkgPhsNs8sD/um7y0Mw',
        'hFAPITGG4KvOI9CBDzpQN4jzz0/ODt/zHvLf/EZDJj9P+OcXR5eD/s9H/cOP7w8G2cMOLlXbKP+HbDsu+sra5L/5PYee/PzW',
        '6Ot8WHTFm2avZ0Bk00ne9Kfsn0dXJ6r7qXzW/GXm3wZ4l7F63Jn5xn3YKtCt0mKgkXqQMB+G+JwSeCejj0R9a5SqPvr/OHl/',
        'xAeUd0ae/eLtUYmQn/uiwXS2mPwrG9W//zVkff0dUc/qyodd+bKRD8dkIClRz0UDcLvAuJ0PbheaXzmRX+MwkZ9H1nBC8YrE',
        'cELZiOPm+PjsUHSSPVz+AgL5KUfNxWU+EDCIMB8EuBHHS/EFU46Pt8PD7FbZ3/+WUbavf2z+Ps5+fTmBryCBa8ixBH/5+zo7',
        '/9QfeYwTeXitfkMq85EGbrUIjfcuOuIvVfGIQU5rHmXtTF4yRaZLg+NW+/7RVXGJp6kMOJg4ODg230jsZiH/Ik/PB17/dHQp',
        'xOBaDCz/b9Y0u9+PengTs3UgW3vu1tNWDOc6cHL4/r3Hb18SGv2tpLph9q3n9+av4FK99kgMIr9eD0HKw9EhZ+pAS12cD5ZB',
        'ecja9D+cyI5Fo0T0nDUs3rSSCedbHRNDJhrZ7evBhXJwrDS4wBxcpBol4rWbgwtruRxA0QBcjgGX4wYuz6fPoY9sfhGbN8Jk',
        'PcvJKTt/iosPp+Ihcvaw/uPsaTFTk8I1ZPLFh+N+1jT0M3QJ7jMJKW0ITOu+iRfN5YLpOR2pfBGhGiJ/NjVEwV3ZnAFhCC1h',
        'kPO7Sxg0j6/F7QphYMY1nn2NU0zqUFlw32/F/aCVuRGCVxDWvYLIeJyo1eMIuyC7RtsFHRoFv7JlVYS8XEWEoVwpIfz+kVsb',
        'AtP+jJQkEEM7nEZ3JA10LQeRg9txC0s5acWucaUlPHZohGUJx0DlJhqaalBudAptcBnDcWEMG9M7A7jM/t4Tcg3VgWMuv61N',
        'G2CpEwt2FMCONsHOR9jtEOwoceOOsvggnwuWBR7vz0Ce0LcckNlvCqEmPqEZANQfEF8CiPk4HEiMIfIAEhlAImuypJZ3a2wY',
        'ikkjFLXboSUUky1CMWwPxcTyBUAkvjv/eHF5+PFyGR3Uq/C4WIVLHWTH/WNJFH23SuFT862/BuFbPN/tGt4obQScZmdryInG',
        'L8dcYU8ndVa3ibncjh72L7L1gLKj+WqYpkBW5Eq7yZKetJDT5dfVMbC2xRuKnQtr08qktDDMw5JhbnIo71WsHJjTKk+gSVp0',
        '28I2j5axzXMSjWhYZ1MX9nn/IuYPbFOuZKL3RzF/AtAwdnnpwHQk3gf0CnIcDoZnl2CllSR8xrqGFjlAfigeWRvcbrNczUp6',
        'AlvBLl/cTOe/oom0wXmJsprlu9uRbYpDgyNbqYM5eZHKyWum+/xwUngNKPct+bNJ/istaQVsnlOYCr+Bn+S/AlsqhDyOpDzG',
        'Sh4Z8FHXuuj9ki4InZKq0NND0Lf1LCJl9+yR5yl/MMv5xscUvtGztpJuKAKfTs4+nl3px9VyxO9Joc9TaIHdLR+D6HdWWrBb',
        '2qhGAiWhRHlmrcQTi/FjwPhxE+NDHw3RFxLeJHOZ8SO+gqh32TUYrJMqgzV2cz70nTYrZS7ej7QvfyS8nfl0lN0+zf/OATvJ',
        'Z9mRfm+c/qOSC3SUv+lR/qr5s4p+RqYXfiStJKWUsiW/bQJlYGSYU7LFdaktM4civatwJPxb5+YO/7d2k3viyhxJIzEXaJto',
        'pCXEF0M5OhXGj3wdFPYT6H4Kx7F8NEp0hz5UBvOuRI8ygrIwEroguhro8Yth+HCQsdE8fGM8PhjDNdSJkTKtxAsV7+ZSv99I',
        'vW5ulBVf4ti6NjKvFa8w0RcbuBEmyNn5pwMxfvVOJvp/81sr9+O0YLqnHOXQAJ05HPY+cMDr/lOzI6bMRzkJMOhitjaUoG+K',
        '0ToSyjmMMdc6ruBdMSzmmXLN/EKus783yHWK5tkGzbN4G9aZ18I6q443kO6ss9GpMB884KEixd6/DJ8QgQRQbysXFBFUWmBd',
        'eMC68Jrgejv/tkDEvtS+IE32ReOOYAdLCkqctsXx6bmcEkMwb0sTwlgTqFmN2x580jIMh8H54J2anQzX6+jt8OiTmrJi0y6A',
        'c6KapXr838IxMyovFurWHr5tLvl6Mk70pn3KjEkvMEZizbWhnmsD00CAc3/R3Nfzs7HlZ8Zi6DAu8SYnpd0+g+rF12bv/L10',
        'JfFEQ6T6C6keNjDdnr8cNOeOL0MxEtbsVyy0YNpGC2b1vvHQkoK0ijcZW7KfinWGIL5wlsnAt5KzjLYJxWPmmpHJm/f0KsIr',
        '0SIEM2AC2Q9YEQBWBI2siJEUGyJF7sG1eUGXnv54T6PYfnUJ2Twx5HJQqbuc/vwKR7sT4hSsYSJzg11OBpALlVCPICEA1MHa',
        'hDauTRazO8T6prBeXsN0ZepVo3hWcsIYLghfuwMuS/7jGkgT0OvppeyVlm2hwaXpN+LOGh82yaYU6rQLg5J5JZw7plX4U+7s',
        'qb2GlXxGVVSEbvGgFRVDi4oRoGLURMW7+QNScZP7OGS7THR6CsyN6GI3A+5DpzrqOLem8sfoCV8Ws2cdubdDZbPsEVYzvQzX',
        'g1freliD4XXz9c7DjY2ugr3abGrUEyBZBwEsUCZOV5ndZ3WULmmTX0NdfVaHFYggsYuLf/aHR1n7T0fDn4+yK95yhjFq8OOY',
        'f+kfDz8a3/ofQ/aH+nNg2Gn5F68X65AyxxI9IxM+2Sgp6CMsB9RHRUA9eTYyCKyxUTW24A/1p+l7UGMbiEgRQqDHQQ56SqDb',
        'od2gb1sOemK+oGIA05p7BW8OYES/2Hk4VobJFUyMkxkDP+rtIRHXldkkajxciPXnYvPh7cU/P76zkQB3HZy81duDjLVgEvNq',
        'N5EjuAsBdiWA1rJGrf1fhtFlXUY0JnELg6N2E7mIUGKurE13ZlPTKtd3rXItAS1uHJpJnGanUaWC0lbxVszVqV8p9V45EY4H',
        'tUSp+FEUnhhhZ36NdshcLdMdLHF1yV3fVl5tfrM45xCBMhKaAxMhzs0jq8hV0lGApMgLKu5qKrZegJUynag12oEh5sYzco2k',
        'VQ9Ja/SeWu+RQsE3ddWHfdWDPYaqnxP30wkPBI908gKU+ibRFCIPRJMA0SSNooma6dRMv1VE7ro0k9VE4japzMs1s1KJVtHM',
        'sLVmOmcAt2Y2ZcMrthvfutyFMoXSbEoLe85oGlT3qpMZRQCwYbaqCwzBYSq+2KGKl4b+hlanUAGPzAH7VqcclwMt0aod/6/s',
        'njynfIcwTqHgcRGjnss6pLe18ItNo5YqFeOdieBNBoWuOmjYg3IHVtopMMvTBiH7PJ5iMstOLbVbxA8y91J7RMPVltvMvdw2',
        '+33BkrsULvwhQzwTSzTW/0BuPuSWUSD+Vtry4JujNUnxK2x73HyefHlYfENv6w4lFq4xm8sZcjUzjfJIrRYmGX69CSHOGAyQ',
        '6VUXbrVKmtfnxWR8N0MofkdQ/HB8dijyDnrKqdXLJ/h+sHSMoOwqKtzxpJ+na5QzX+vwuUrW6+f7+QNDU+GVmQqv1iv/Ic/b',
        'YaC+BVhmsFY1LlayC+7Hzwh2BPv2wP5jl2hP78e4CfDKNl23sgng9teT5XhBW3nJ2HJeMjsUPHY6XXxgS3H4MLVTWBneo1PG',
        'YZ72CvE92dzydIdzC84tXc0tehGiwN6riStd+9Qynk4R7Aj2rYCd8l/aUbh5tKeM3aYId4R7R3A/ZseD/ttjGvaPPdYfHL77',
        '+83h2wNV/tbcG9w08D8j7hH3XeJ+B2CfiT3m9O+Sx565PfZtd0bbbyDJ+sseAztIMMexiw0jxN5+Yo/vnufSxxuIrSUGN887',
        'AF+aGbo3j78jAL/znXNWqsrrMjn7mewVB1CUi6NaERwKiGRNQEQUIgq5BbgtCH5GKdxXEO6SEn5GDCIGt6eDU4Ym4Ws5HGTN',
        'S5LjvDp+hsDjrOdcARMn+OrSxVcEHqJuv1HXNeRSNr9Jv6HY7V3k+DE76R9fXvffHZ2c9j9eXncPvKc73GjZt9NnctTlh/1d',
        'Dkcf323hDJqUIej2EnQXWwXd080jlsLayyk2rz+wldl1fvP4hJDbR8htz6LLMDdFzO3lSuL0/Hy4NdDh3LqXoNvOqhWxtq92',
        'HF8/bEnkEHX7iLqtIe7pDrci9nIrIj8eetT9NgTCbX/hdtE93Ob5Dv8TeoIxz6M5z8NfQ55HDvPhQJZ0NYrT53KbmZb5hzyP',
        '2zdqb/MD9fj/JzBr269NCNHNAoshIWBI2IYhvyNDNlgYtIJrL2GIE83T5Wp+ztqwLl2uOudyDOFEOLOIoGgy4BES+bkSKjKR',
        'GVQRtSe3QZUntF32b3WmEVmkTnWWszJHwO0x4C66B1w6+fL1/xbzXx7QHkCLuaPDbHRh00SlpYqS/bywKT+n8DbutrpY+u0x',
        '+ycq7945Yocf36vYoY79/pPZHE+z3E/A5VEcneMtvfvy5REBt5eA4yEcnSPu8QEjhvYSb50jbTH79vXm4eke1zC4hll5DSPr',
        '88WgIn72+mk/imPqJZ7vsZBGNI6CWY9ENeViE2e1WPeZm6Xy4Z4+wIeA83v08T36OE55HHQMjoO+Vkm4xnHQP/3obq3ScK+h',
        'd7RyrRXDWrKArTFga9yKrbuXmIZsRba62ZqfGZjn01UcFhaov5nslUw/Ki6lFWT368keLEP2UB3Z1YLrUSuuxxbX4Ym6SeMq',
        '926BNuB3ZANWHxmtSGAeHE1mkAry6E1WvuovJx+PD8BlqcEg8wjovH+rvTxbhp9PP5Ln08eaSxOwo0jr3oyxMVkiZHF6XjE7',
        'J4CDA1bic+g8QjSwzlzNdzZjFZrjOGxVYE/wmQA+h9ah95F+thNjy5SPvtgQjWuPHqXGuYOA92PA+3Ej7++/4o4Czu+rz++W',
        'dLSZfWnNab/uY3raMD12UrmgOieblgJj7pZjuVziGUJ4nfUINZdF8NENsS09eVwhKupQiqFx6DJ/RH2UaAxfUXHWKNOvkDgP',
        'VA70GyJALScVA2HSYvHgSaNVsA3hOaNAAgOogAE8fLRSAAN41jI4exl4JBhtoX8ofyh/r1P+HOpnqNuPph+iJI+moWOpH3uZ',
        '+pGXqR/djPpp8aoQP+ug5bL62efJf2fyt5hhLQ6Uv64q7ZtaR+q0DsSSMjvONP/qwOfg5NIOIk3Tx9kd5p/u33ZZfqqieI/X',
        'ApNdnuecTu7G91/xUBSU6o6SZSTclf72KI/5syL9YCN1mKO1MdYoxb7FigCwImjFCtTivdPibO7vXxxeAjnuTonvx8+4J4pS',
        '3KHVnKtsvje5tSOd0/v5A2IeMb9tzHcK+fEzwh3h3iHctyrviHXE+raw3iXUF0+3uSWDZRUQ8d0hPl+u5rGFw8Kc6XV5kPh4',
        'OkXzHRHfPeKBzHdpue9eBWRKG8FOqfSgtoa7aPxa8J7EdXjPn8UJeNFT7GbObDlSpA5SFDc2ThlozwpXjHrRqRGkbncavSmR',
        'ABIAdBobncaQFsfHZ4dFxR5pUmlXZ+DkW2x74UOLcBEgXNSGcE9IOCTcPhFusGXC/Y6EQ8LtE+Gut0y4ByQcEm5/CLdNtj3d',
        '7d4KDr0V37FHenTKV1DbcFbkWMci2Ij1TrE+2B7W0QuNWO8U69txQudbLmjDINY73XHZkg3DsY42DGK9U6wPtod1tGEQ651i',
        'fTs2zPz+nmFyzXeUXCNLsCWgBBvthywv5F4D9sgJdpF/SwQqPaMSAvceRiKhvZffjfZl1XgaED/yw5DRJI5nf/EIhHpj2g6z',
        'wOwBMHstwIxY/t6xnHjRy8CsIStnDNqnUeAnvheQmDEWR9l/Zz0vNoqYNeGVWnhlAK+sCa8P49sFmhloZnTnKuGfiaJ93Uan',
        '3mLlyb1M4eWfKcBdd5fB+zD7BQG3t4DrifD7DvGW3o8ZBo9g8Mi+BY/0thI9krENyYZkw0itbiK1cI2Ka9SO16hd+8EXT7eI',
        'ckR5dxs+W8sSRpgjzLcA8w5RvoiXdjZ6mwV52AjyUJwgIkDuNYM8XAbkEsBhDczFaS0X8rSWSJfPTosvVSNddhfXY72eNbDQ',
        'Nj+iQT2XqiM+Ese1GD4g0ZzXNIevIQYNZ7ph9k3lX6su4R0VPcvHG5BSgdeKl6VZKtGv+g9g/3nP8gSaAYXVfWhBsFHchrdw',
        'MWFcUV310wMvKHxj4QS8SUEk/QCR/QCuVyOWGYPh2aXeDCbPcRwT+6Qr0SQWlUJLTSKzF14JPYoobBKbvcSOJhytn0547bAL',
        'Gj4zs1A7EZcVYx9ruclepUtxjNrwQHEmQHEmTYpDQ5xWX9m0ytzT6oiGq02tzD21mv2uo3yvRcgkMXjCiiaqdm+pDRQNSk0W',
        '9eQpE90VXX9CEiGJNkwi5iaRcq7VsYjUkkijQTjxPDCx+GAGomGd0bsKexYxkmclm5cYNm/iYhCr2fRstIsnrRhrG7r62d12',
        '8cwy+yh8VdAuTivtVlJvF1sWb2TOEktavNWMrbJ4w9YedNd6WXDP4q9llgaWDIRV1q3NcWYf9lh5ik+yhsNbn2Jc0zr4XUG2',
        'Rn5XrGkr5GL5Na2xSC0YFlesaVnNks1a01Zw18VDi/Wezd1qvjeug6sYHizN8OpV8BrWtKR+TVtQOlCzNisdvV6xbkzWcPr6',
        'bTrDWRvdsd0c92IeyEzAEYEa9Mw8C1m7adLUfRayp/o9zfuFK03q2/w8PTrMbty/uNINixOR49r97HCd+9mL551bZmJk4MYj',
        'A4V9l8AjK+2FnIwSLMCsPSvGco+UsJxIt2MCkVyf7ZKsIdvl67fZ4hvGHGIY1O6HQTUs4s7OP+l5hv/MDLuuKUgqMCatgZzY',
        '+PgCReHQmLZC8yRdfutbeE5s1C6uapX1HKcvTkTfX7YaAdlq2d/9Po2YxwLq+SyKPN+LglmPREunr5UBDuamsmVGNMQjhfAA',
        'Inzz2Zh3X756ODvh7PTaZ6d2QbrFokkdV8xfKHcmzljJ8bDZmN2MemgYIvX2k3oqRp5TL5p0Tz2K1EPq7Rv1CNznKNZdUVzi',
        'H6CrJ5dpTDngp+VlmgpPsTYvxMXX7dZr3hrWa4vfZ8/fbn7Deg3or+8ofPri56vL/j+2EkDNsT7Bcn+I9S6xPlLe9K2gHZUd',
        '0d4h2reB9Nv7xX9ufkOcI867wfnbs4u/b8eC4UifINIR6d0hfSs4X/w2/oq7iPsZzhLpTUDmleJYNlnt6uvj/bebx52rsIaO',
        'TnR0bsjRaaYJidiS7jYVON8Wz2jOoDnTjTkDUktBuGTMg00C8X8q0kz5fDQZpzPAkLo0086zTHMuIZGQSFskUpDhvB2RIi9k',
        'NpGs7e6CQzyDxdjv7oBOi8//CX20A52c8mty05bjFKtPS6uz3iaV5lgMCABIFfpt8k5KvGJGv6xMLKPf6qSvglsXH2QgfqST',
        'SgiMxHcktYhNYRnsaC7DK19BbOeyFCmDlKnupkUGI4hK1iO0CB7b6aUyqyB7BXm3odk6H7NnaEEIhpJ/tVSnIsBxRKYayEW1',
        'MI1FLnsIxSA2m4dqD50LCCm3T4oEuGwMjpVkCCusAPm4BfJx2ywfOBnjZNxdAhxMVBNTrF3toZynVkgbnRozMW9ZZL2BeZhG',
        'Vuqb1SprMesw5+3zY+jfLHCa3oFpOlx2mvbd03QLO7WDOdr2xsTupNMLaaAI77gOE/PKFrA5Acukdh5P5hnztGNeUpQxHDeA',
        'MQFgTNCKMU/IGGTMdhgzWpIxo+0z5g4XgsiX7fClWFsZKd6QODZlpCEYg4yB645nmBsMOcO1T1chZ5V2Fesu0DKDPMYUI+Q7',
        'hfxoy5DHw1MQ8B0C/tSKore9WxtGe3rzePPb486FpGFkEEYGbSgySMwy/zDdyl0HCOXEu0PiIfH2jHingnjFLsyWuPd4M7kb',
        '3yP5kHx7NevtwJyHvEPe7d2kt+0p7/HLt7sAs472LevItrh0/lFg7/VsNPvoNp0/TDP5RwDuGwCPT885+C4+SA9XK8wl68Ic',
        'Am5PAdc52h5nvyLY9g1sb4dHn7pGWpouEGj7CTRiAw3OrgScbUVA+p51tk6GsFJCxiZrSk/ufke47u0kXEJsGZQ9icrUPrGj',
        'EZbUgiUDsGRNOaVfvk4Ql3tXhON88K7r+XrxywMCbd+AJl7TR+s1ydxE86y/uiMPWeloiER/XjoaokgUBMcbicapkWPMWmF+',
        'laiS+WKGQVSvKKg8aRVTvlxmcSkwyxlElfvDlwgod0dRVW+/8EM9Ddzn34+Z3CfylEuB5LWpfauEkc/Ht7iC278Z4fDthcMe',
        '5gdpRfbSbaOm73wXN2ARgRtH4KeTs49nV/yb1A6BrN+ePGbKMEpU25LzIISCunmsPt2PsYYWRmN3FI0tUK+3DyBLhkGzBb3O',
        'uOyn+/kDAh+BvxPA7xD3cxR8xH3HuN+62M9R7BH0uwD6LjE/nf8a+jcRBgJvCPuNJR5uly3xYHFBmAt+UeIkvwHzk/wXSGKU',
        'K1T+Yk4vxYuRFWWHnuUQnzlukAF5oIvpid79xOaJY1DMPRxAlKsixVj+Nh3qcq/y+k3xTcpTKs0ETd7Z2fmnojyF6jIyao/V',
        'Co11cjrf1r+Sr9d68hgMNAADTcBAfb6wdzx+cUJf3j08oi/gl8j7jN/oBy9mwkhvQ0jF4u5V42h1/mkgv9oAfJpYpaUKz2up',
        'ruq4blsEhE3fwopuvoRJIL2619CrO6klhFLHKURGAL5GAl74rKrSCJPiqMLUU1McGSnEMft7w+oPxfH7EUdOq3B6y3+VdLFG',
        '7CR7y65kp9i5b5K2UTvSUu1oO7VjLdTOq1c78OhQ7XwwUPLG2FjtCdaXZLFvWTpZ9/9V5B6Uzy4Fpbw8GDCVGAoVVRarkK2h',
        'JMrx+mC8nhIpKI56uAEYbvLmwD3acStJu7WeSasuK6nupPxMgXomWNF62lYAZ5Z1mALrMG1hHfq4RbGP6SqlkkdmLIRcF8lZ',
        'nxTUNKqIicrqRsKYvEIuW4e6TjRzx1CoSu3kORU/sbpgQkreAf5wOX/lDp/UgV6xYeyV6tSqgRCjtKzfKjZjlfLvObXuPXQ3',
        '7Aa3klbc8pbiVlKxAc2noRBMLtc5REvnUOkt6RDy58Px2aEwUHpqws+RW7IMVLV0Po0H8sdOtDR5HsGpM3SVa1ZF0iPbsPdb',
        '7UCuQpfcFKcEp6K9i9cQYAZhzGKrvED0dTmKz2kMkpLjodytJ39cxrbWvp44eICVS587Qv7MuueNM8oqAU1P91+m1EOKIEV4',
        's9kk/5W2ZAhzMQRCfgogT1theZV0lVzuI4TyXkM5qfYeG0ksdiCVALVr0UFK6pxWl72MXNRgrQyd1TYhUcX3GPovV3C+Oidl',
        '2IN1LlGrEr3OpU1S30GSAkr9a8O7twa8y4Uscy5kgb9cUaLkvzeTclpwgrbkxOYhf/vly52Hm0q7lpxTXXqr9sSH5UtvVWfw',
        'pG1qfrlLb1UfCbHB0lviW7fCCXwznEBuF6mmV+fDciqecaCmu2lo7ZaFRtO8pac6hf5n3T4qD9i3RkGM/SKjKbNGYZz191Oe',
        'AmhuyPnFhlz2muFm0U+ltgS2pXDLiHesd/p9eebhjwMGN4t+Um2IcmPng2Vwnyjrx7P68fN+KNwjqoRdDHeOfhr41t0o6Els',
        'rzveB3hGxR/mXkaq/Sv5ZTBrGcnAMpI1Vj24/4qnJGJE3xpOSTTePLWFxkrIoWX9IPYlPT4oa//KSFdm7nRl6UlUFFT+zYHp',
        'i88/Lg5V9GGWcqAb6L20/BRTrRimsOY2lfEEfvHQERhVZLwmfRU1AqEiuYkHroN78zFYyatSjtp8S6rfkC9L6Zm78uYrYvAV',
        '3OrP9bG3MXiFEyPASlxOoO5OwaADM6qBD5zU6GopGjS1ti4DIyQL6mqlVgZQUYFWghwv1pjjNdm5bETUylcZ/VwpAo7jxSo0',
        's6Q6dZc2aGewmnYyO8zTlE7fVk5xOdSVQjeiCrdlSeyKIE4GNbpQsMSI8gQSRY3AJKeHVBxc7UEtbNKoiUOjiB0IOm2jUSvF',
        'Iy1Qo1Cj1qpRL9Qn1CbUJof9tHPnuKI6NalT7FanltHmlQIVuwXK6NZf3Y7y29pRrMWlplaVTTCrjo/nGmT/6ArkFbmE0ZY0',
        'e6y8BwYWVGqBxco+QiGp/AriuIKUtM+prFGFsrJqwfNB74lzMVnIYZ3aGcJ6WyWsrLQurRDWaYOwequuS0n361KUVZTV/ZXV',
        '1SQV5RTl1JLT+6e7z/PQX7r0nbdZRSWNiir3m4Sies2KSnZcUSlrL6lkM5JK1iWppezJUmoddbSLiyzLYSk3wdEns/r0YFKl',
        '0ppSVqVfkVUZybWtmatobFpSuGuZGNsjdspkWGglv8y17Wyn3QfWxk7sTiLv6YOq3HmKlBbS9F8+iMjcAC/lK+oStonoeEBL',
        'kqljPXjtOTOBu5RI2dOJ6NeGcrYpNgDE8wpuPFOZIKpfZGpsysgbmvvOWstVN/pjWkcqyqCOtsipZFbwDwPBP6y5pJhQ4F2L',
        '/wma4384uINl4n+C70iE84fZhAoX/b5mGXapkanHUIZ8neHGNTZxlNGo0+rQFdEU2HyW2mtLdVwl1XEV/VXBnRjqL3ATjoGb',
        'cNxsf+0e9/HYzQbq0w1Rn66b+jC6Ly4V6BZfpQI/iJOroXz8Rte2KFtesjclM9px71umDKyjQD3b6mrDuVVO3RxPp6E/R9K9',
        'rmr4lQG3LXf6yKwVk9NlmbwU44rAJmJu+5mck2HpVyAwPVDZ2xRMUV5buqySSMrpMkGX6w6VJojdKRktp55pG3eqXZ0A4DWP',
        'tPWDMIoTZwpe36pQ7unjzWyzj1TBV2VXhGsoVv4w+wU3DBC9oLYGawXba+U+2Q5sF0+3uDDAhcF2FgZOM8Ws5cZeUMutO3MF',
        'iYPE2RnitOfNFmlzP57e/Dafzm6e0FbaJd5UZ6HWRdRKdzZZIgu1Oos7bRF2605CrSYVrSqMHrtzUA2uNqWhFt1SAvulpLKq',
        'c+EHhpv0le4oStboj7p/uttN6n3HdQ8qqBe3n7KiDQSzR2s+biBWfcYAqrRiIyewvLqV25+xtcxZpfaBxj4evojY7xr728T9',
        'ePp5vnOC//2tUypsqdsW5Ji0Kb7x8qof7e0td4EOp8EVVVpGtM2WirvqR7UV5zXXoPUdtCzXkghK5d44zmx7LHTGQ8b2OcCR',
        'RcwYEDNuExCJiyBMK+zq4CdXkcPyjuBGT30SmF8g5hHznWJ+W3ifZ4DHDe3u0B5/v4WA2qJdGjR899wjXuKKspJtZG0caNB4',
        'tZSgdA3+33m2IsHVyOvy/q5xNcKW8v6WFw5kualigzUIm5YafpmSRpxz0G6NsYrDN59/cPpBY6s7Y2trltbi6RaRjkjvCOnl',
        'CHMet9Ix5sfTKWIeMb9NzG8a8v8PHo5koA==',
    ],
}


if __name__ == "__main__":
    if sys.argv[1:2] == ["--regen"]:
        regen()
    elif sys.argv[1:2] == ["--dump"]:
        sys.stdout.write(sass(sys.argv[2]))
    else:
        raise SystemExit("usage: test_semantics_kernel_data.py --regen | --dump ARCH")
