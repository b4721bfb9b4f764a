"""The probes of tools/validate_on_gpu.py: tiny CUDA kernels that make nvcc emit each modeled SASS form.

Every probe is the body of one kernel (PRELUDE): thread i < n reads A = a[i], B = b[i], C = c[i]
(raw 32-bit words; floats as bits) and writes out[k*n + i] for k < NOUT through OUT(k, v).
Inline PTX (`I1("bfind.u32", A)` and friends) pins the instruction where plain C would leave
ptxas a choice.  A *uniform* probe computes on the scalar parameters ua, ub, uc instead (one
triple per launch), which is what makes ptxas use the uniform datapath (UIADD3, ULOP3, ...); its
result g leaves through OBSERVE(g): the load a[g & 1023] (its address is computed in uniform
registers) and the compare A < g.

`forms` says what a probe is for, as SASS text OPCODE.MOD...; the validator checks that each one
is in the probe's SASS, so the list cannot drift from what nvcc really emits.  The coverage check
(`coverage`) asks that every (opcode, modifier) of `SASS.forms()` be in some probe's forms or be
explained in UNREACHABLE.
"""
from __future__ import annotations

from dataclasses import dataclass

NOUT = 4  # result words per thread: out has NOUT * n words
UNIFORM_SPAN = 1024  # OBSERVE indexes a[0 .. UNIFORM_SPAN - 1]: uniform probes need n >= this
ARCHS = ("sm_80", "sm_90", "sm_100")

PRELUDE = r"""
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
"""


@dataclass(frozen=True)
class Probe:
    name: str
    body: str  # CUDA statements; see PRELUDE for what is in scope
    forms: tuple[str, ...]  # the SASS forms (OPCODE.MOD...) it exists to exercise
    operands: str = "u32"  # operand generator (validate_on_gpu.OPERANDS); for uniform probes: of ua, ub, uc
    arch: str = "sm_90"
    uniform: bool = False  # reads ua, ub, uc (one triple per launch) instead of per-thread operands

    def source(self) -> str:
        return PRELUDE + self.body + "\n}\n"


def parse_form(text: str) -> tuple[str, frozenset[str]]:
    """"ISETP.LT.U32.AND" -> ("ISETP", {"LT", "U32", "AND"}): modifiers compare as a set."""
    opcode, *mods = text.split(".")
    return opcode, frozenset(mods)


def _p(name: str, body: str, forms: str, **kw) -> Probe:
    return Probe(name, body, tuple(forms.split()), **kw)


def _setps(macro: str, ty: str, x: str, y: str, forms: str) -> str:
    """A probe body of one comparison a word: OUT(k, macro("setp.<form>.<ty>", x, y, C & 1)) for the k-th form
    ("lt.and", "neu.xor.ftz"), the combining predicate from C's low bit."""
    return " ".join(f'OUT({k}, {macro}("setp.{f}.{ty}", {x}, {y}, C & 1));' for k, f in enumerate(forms.split()))


_X = "W(A, B)"  # a 64-bit operand from two words
_Y = "W(B, C)"

PROBES: tuple[Probe, ...] = (
    # ------------------------------------------------------------------ moves, memory, control
    _p("copy", "OUT(0, A);",
       "LDC LDC.64 S2R S2UR ULDC ULDC.64 IMAD IMAD.WIDE ISETP.GE.AND EXIT LDG.E STG.E BRA NOP"),
    _p("mov", "u32 x = 0x3f800000, y = 0x12345678; if (A & 1) { x = B; y = C; } OUT(0, x); OUT(1, y); "
              "OUT(2, 0x7fffffff);", "MOV SEL"),
    _p("int64_select", "u64 x = 0, y = 0; if (A & 1) { x = W(C, B); y = x * 3; } "
                       "((u64*)out)[i] = x; ((u64*)out)[n + i] = y;",
       "CS2R MOV IMAD.MOV.U32 IMAD.X LEA.HI.X SHF.L.U64.HI STG.E.64"),
    _p("ldg_hints", 'OUT(0, LD("ld.global.nc.u32", a + i)); OUT(1, LD("ld.global.L1::evict_first.u32", b + i)); '
                    'OUT(2, LD("ld.global.L1::evict_last.u32", c + i)); OUT(3, LD("ld.global.lu.u32", a + (i ^ 1)));',
       "LDG.E.CONSTANT LDG.E.EF LDG.E.EL LDG.E.LU"),
    _p("ldg_cache", 'OUT(0, LD("ld.global.L1::no_allocate.u32", a + i)); OUT(1, LD("ld.global.L2::128B.u32", b + i)); '
                    'OUT(2, LD("ld.global.L2::256B.u32", c + i)); OUT(3, LD("ld.global.cs.u32", a + (i ^ 1)));',
       "LDG.E.NA LDG.E.LTC128B LDG.E.LTC256B LDG.E.EF"),
    _p("ldg_order", 'OUT(0, LD("ld.relaxed.gpu.global.u32", a + i)); OUT(1, LD("ld.relaxed.sys.global.u32", b + i)); '
                    'OUT(2, LD("ld.relaxed.cta.global.u32", c + i)); '
                    'OUT(3, LD("ld.volatile.global.u32", a + (i ^ 1)));',
       "LDG.E.STRONG.GPU LDG.E.STRONG.SYS LDG.E.STRONG.SM"),
    _p("ldg_sizes", "const uint8_t* a8 = (const uint8_t*)a; const int8_t* b8 = (const int8_t*)b; "
                    "const uint16_t* c16 = (const uint16_t*)c; const int16_t* a16 = (const int16_t*)a; "
                    "OUT(0, a8[4 * i + (B & 3)]); OUT(1, (s32)b8[4 * i + (C & 3)]); "
                    "OUT(2, c16[2 * i + (A & 1)]); OUT(3, (s32)a16[2 * i + (B & 1)]);",
       "LDG.E.U8 LDG.E.S8 LDG.E.U16 LDG.E.S16"),
    _p("ldg_vector", "u64 x = ((const u64*)a)[i >> 1]; uint4 v = ((const uint4*)b)[i >> 2]; "
                     "OUT64(0, x); OUT(2, v.x ^ v.y); OUT(3, v.z + v.w);",
       "LDG.E.64 LDG.E.128"),
    _p("stg_sizes", "((uint8_t*)out)[4 * i + (B & 3)] = A; ((uint16_t*)out)[2 * (n + i) + (C & 1)] = B; "
                    "((u64*)out)[n + i] = W(A, C);",
       "STG.E.U8 STG.E.U16 STG.E.64"),
    _p("stg_128", "((uint4*)out)[i] = make_uint4(A, B, C, A ^ B);", "STG.E.128"),
    _p("stg_hints", 'ST("st.global.cs.u32", out + i, A); ST("st.global.L1::evict_last.u32", out + n + i, B); '
                    'ST("st.global.L1::no_allocate.u32", out + 2 * n + i, C); '
                    'ST("st.global.L1::evict_first.u32", out + 3 * n + i, A ^ C);',
       "STG.E.EF STG.E.EL STG.E.NA"),
    _p("stg_order", 'ST("st.relaxed.gpu.global.u32", out + i, A); ST("st.relaxed.sys.global.u32", out + n + i, B); '
                    'ST("st.relaxed.cta.global.u32", out + 2 * n + i, C); '
                    'ST("st.volatile.global.u32", out + 3 * n + i, A ^ C);',
       "STG.E.STRONG.GPU STG.E.STRONG.SYS STG.E.STRONG.SM"),
    _p("generic", 'OUT(0, LD("ld.u32", a + i)); ST("st.u32", out + n + i, B); '
                  'OUT(2, LD("ld.relaxed.gpu.u32", b + i)); ST("st.relaxed.sys.u32", out + 3 * n + i, C);',
       "LD.E ST.E LD.E.STRONG.GPU ST.E.STRONG.SYS LEA.HI.X.SX32"),
    _p("generic_sizes", 'const uint8_t* a8 = (const uint8_t*)a; OUT(0, LD("ld.u8", a8 + (4 * i + (int)(B & 3)))); '
                        'OUT(1, LD("ld.s8", a8 + (4 * i + (int)(C & 3)))); '
                        'OUT(2, LD("ld.u16", (const uint16_t*)b + (2 * i + (int)(A & 1)))); '
                        'OUT(3, LD("ld.s16", (const uint16_t*)c + (2 * i + (int)(B & 1))));',
       "LD.E.U8 LD.E.S8 LD.E.U16 LD.E.S16"),
    _p("generic_vector", '{ u64 r; asm volatile("ld.u64 %0, [%1];" : "=l"(r) '
                         ': "l"((const u64*)a + (i >> 1))); OUT64(0, r); } '
                         '{ u32 x, y, z, w; '
                         'asm volatile("ld.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(x), "=r"(y), "=r"(z), '
                         '"=r"(w) : "l"((const uint4*)b + (i >> 2))); OUT(2, x ^ y); OUT(3, z + w); }',
       "LD.E.64 LD.E.128"),
    _p("generic_hints", 'OUT(0, LD("ld.L1::evict_first.u32", a + i)); OUT(1, LD("ld.L1::evict_last.u32", b + i)); '
                        'OUT(2, LD("ld.lu.u32", c + i)); OUT(3, LD("ld.L1::no_allocate.u32", a + (i ^ 1)));',
       "LD.E.EF LD.E.EL LD.E.LU LD.E.NA"),
    _p("generic_cache", 'OUT(0, LD("ld.L2::128B.u32", a + i)); OUT(1, LD("ld.L2::256B.u32", b + i)); '
                        'OUT(2, LD("ld.relaxed.sys.u32", c + i)); OUT(3, LD("ld.relaxed.cta.u32", a + (i ^ 1)));',
       "LD.E.LTC128B LD.E.LTC256B LD.E.STRONG.SYS LD.E.STRONG.SM"),
    _p("generic_store_sizes", 'ST("st.u8", (uint8_t*)out + (4 * i + (int)(B & 3)), A); '
                              'ST("st.u16", (uint16_t*)out + (2 * (n + i) + (int)(C & 1)), B); '
                              'asm volatile("st.u64 [%0], %1;" :: "l"((u64*)out + n + i), "l"(W(A, C)));',
       "ST.E.U8 ST.E.U16 ST.E.64"),
    _p("generic_store_128", 'asm volatile("st.v4.u32 [%0], {%1, %2, %3, %4};" :: "l"((uint4*)out + i), '
                            '"r"(A), "r"(B), "r"(C), "r"(A ^ B));', "ST.E.128"),
    _p("generic_store_hints", 'ST("st.cs.u32", out + i, A); ST("st.L1::evict_last.u32", out + n + i, B); '
                              'ST("st.L1::no_allocate.u32", out + 2 * n + i, C); '
                              'ST("st.relaxed.gpu.u32", out + 3 * n + i, A ^ C);',
       "ST.E.EF ST.E.EL ST.E.NA ST.E.STRONG.GPU"),
    _p("generic_store_order", 'ST("st.relaxed.cta.u32", out + i, A); ST("st.L1::evict_first.u32", out + n + i, B);',
       "ST.E.STRONG.SM ST.E.EF"),
    _p("ldg_nc_hints", 'OUT(0, LD("ld.global.nc.L1::evict_first.u32", a + i)); '
                       'OUT(1, LD("ld.global.nc.L2::128B.u32", b + i));',
       "LDG.E.EF.CONSTANT LDG.E.LTC128B.CONSTANT"),
    _p("param_bytes", "u32 g = ((const unsigned char*)&ua)[1] + ((const signed char*)&ub)[2] + "
                      "((const unsigned short*)&uc)[1] + ((const short*)&ua)[1]; "
                      "OUT(0, A ^ a[g & 1023]); OUT(1, A ^ a[(g >> 10) & 1023]); OUT(2, A ^ a[(g >> 20) & 1023]); "
                      "OUT(3, A ^ a[g >> 30]);",
       "LDC.U16 LEA.HI.SX32", uniform=True),
    _p("param_bytes_uniform", "OUT(0, (A < ((const signed char*)&ua)[0]) ? B : C); "
                              "OUT(1, (B < ((const short*)&ub)[0]) ? A : C);",
       "ULDC.U8 ULDC.U16 UPRMT", uniform=True),
    _p("param_bytes_sm100", "OUT(0, (A < ((const signed char*)&ua)[0]) ? B : C); "
                            "OUT(1, (B < ((const unsigned short*)&ub)[1]) ? A : C); OBSERVE(ua + uc);",
       "LDCU LDCU.64 LDCU.U8 LDCU.U16", uniform=True, arch="sm_100"),
    _p("branch_sm100", "u32 x = A; if ((int)ua < (int)ub) { x = a[(A ^ ub) & 1023]; x = b[(x + uc) & 1023]; "
                       "} OUT(0, x);",
       "BRA.U LDCU.128 UISETP.GE.AND", uniform=True, arch="sm_100"),
    _p("reconvergent_sm100", "u32 x = A; if ((int)A < (int)B) { x = a[B & 1023]; if (C & 2) x += b[x & 1023]; "
                             "} OUT(0, x);",
       "BSSY.RECONVERGENT BSYNC.RECONVERGENT", arch="sm_100"),
    _p("branch", "u32 x = A; if ((int)A < (int)B) { x = a[B & 1023]; if (C & 2) x += b[x & 1023]; } OUT(0, x);",
       "BSSY BSYNC BRA"),
    # ------------------------------------------------------------------ integer
    _p("imad", 'OUT(0, I3("mad.lo.u32", A, B, C)); OUT(1, I2("mul.hi.u32", A, B)); OUT(2, I2("mul.hi.s32", A, B)); '
               'OUT(3, I3("mad.lo.u32", A, 7, C));',
       "IMAD IMAD.HI.U32 IMAD.HI"),
    _p("imad_wide", 'OUT64(0, L2("mul.wide.u32", A, B)); OUT64(2, L2("mul.wide.s32", A, C));',
       "IMAD.WIDE.U32 IMAD.WIDE"),
    _p("int_mix32", "u32 x = A, y = B, z = C;\n#pragma unroll\nfor (int k = 0; k < 6; k++) { x += y; z ^= x; "
                    "z = (z << 7) | (z >> 25); y += z * 3; x ^= y << 2; y = y + (x << 4); z -= x; }\n"
                    "OUT(0, x); OUT(1, y); OUT(2, z);",
       "IMAD.IADD IMAD.SHL.U32 LEA IADD3 LOP3.LUT SHF.L.W.U32.HI"),
    _p("int_branchy", "u32 x = A, y = B; if ((int)x < 0) { x = -x; y = C; } else if (x > 100) { y = y * 5; x = 7; } "
                      "if (y & 4) { x = x + C; } else { y = -y; } OUT(0, x); OUT(1, y);",
       "IMAD.MOV SEL"),
    _p("iadd3", f'OUT(0, A + B + C); OUT(1, A - B + 7); u64 s = {_X} + {_Y}; OUT64(2, s);',
       "IADD3 IADD3.X"),
    _p("iadd3_sum3", f'OUT64(0, {_X} + {_Y} + W(C, A));',  # three 64-bit terms: two carries out, two in
       "IADD3 IADD3.X"),
    _p("lea", "OUT(0, (A << 3) + B); OUT(1, B + (A >> 28)); OUT(2, (u32)(W(A, C) >> 27) + B);",
       "LEA LEA.HI"),
    _p("lea_sx32", "OUT(0, B + ((s32)A >> 31 >> 29)); OUT(1, (u32)((s64)(s32)A * 8 >> 32) + B);", "LEA.HI.SX32"),
    _p("viadd", "u32 v = a[0]; OUT(0, A + b[(v + ua) & 1023]);", "VIADD"),
    _p("lop3", "OUT(0, A & B); OUT(1, (A | B) ^ C); OUT(2, ~A & C); OUT(3, (A & B) | (~A & C));", "LOP3.LUT"),
    _p("plop3", 'u32 r; asm volatile("{ .reg .pred p, q, s, t; setp.lt.s32 p, %1, %2; setp.gt.u32 q, %2, %3; '
                'and.pred s, p, q; setp.ne.u32 t, %4, 0; xor.pred s, s, t; selp.u32 %0, 1, 0, s; }" '
                ': "=r"(r) : "r"(A), "r"(B), "r"(C), "r"(C & 4)); OUT(0, r);',
       "PLOP3.LUT"),
    _p("shf_funnel", 'OUT(0, I3("shf.l.wrap.b32", A, C, B)); OUT(1, I3("shf.l.clamp.b32", A, C, B)); '
                     'OUT(2, I3("shf.r.wrap.b32", A, C, B)); OUT(3, I3("shf.r.clamp.b32", A, C, B));',
       "SHF.L.W.U32.HI SHF.L.U32.HI SHF.R.W.U32 SHF.R.U32", operands="shift"),
    _p("shf_32", 'OUT(0, I2("shl.b32", A, B)); OUT(1, I2("shr.u32", A, B)); OUT(2, I2("shr.s32", A, B)); '
                 'OUT(3, (s32)A >> (B & 31));',
       "SHF.L.U32 SHF.R.U32.HI SHF.R.S32.HI", operands="shift"),
    _p("shf_64", f'OUT64(0, LL2("shl.b64", {_X}, C)); OUT64(2, LL2("shr.u64", {_X}, C));',
       "SHF.L.U64.HI SHF.L.U32 SHF.R.U64 SHF.R.U32.HI", operands="shift64"),
    _p("shf_s64", f'OUT64(0, LL2("shr.s64", {_X}, C));', "SHF.R.S64 SHF.R.S32.HI", operands="shift64"),
    _p("isetp", 'OUT(0, P2("setp.lt.s32", A, B) | P2("setp.le.u32", A, B) << 1 | P2("setp.eq.s32", A, B) << 2); '
                'OUT(1, PQ2("setp.gt.and.s32", A, B, C & 1)); OUT(2, PQ2("setp.ge.or.u32", A, B, C & 1)); '
                'OUT(3, PQ2("setp.ne.xor.s32", A, B, C & 1));',
       "ISETP.GT.AND ISETP.GE.U32.OR ISETP.NE.XOR ISETP.GT.U32.AND"),
    _p("isetp_more", 'OUT(0, PQ2("setp.eq.xor.s32", A, B, C & 1)); OUT(1, PQ2("setp.ne.and.u32", A, B, C & 1)); '
                     'OUT(2, PQ2("setp.lt.or.s32", A, B, C & 1)); OUT(3, PQ2("setp.le.and.s32", A, B, C & 1));',
       "ISETP.EQ.XOR ISETP.NE.U32.AND ISETP.LT.OR ISETP.LE.AND"),
    _p("isetp_64", "s64 x = (s64)W(A, B), y = (s64)W(C, B); "
                   "OUT(0, (x < y) | (x == y) << 1 | ((u64)x > (u64)y) << 2 | (x != y) << 3 | (x >= y) << 4);",
       "ISETP.NE.AND.EX ISETP.GE.AND.EX ISETP.GT.U32.AND.EX ISETP.GE.U32.AND"),
    _p("vimnmx", 'OUT(0, I2("min.s32", A, B)); OUT(1, I2("max.u32", A, B)); OUT(2, I2("min.u32", A, C)); '
                 'OUT(3, I2("max.s32", A, C));', "VIMNMX VIMNMX.U32"),
    _p("imnmx", 'OUT(0, I2("min.s32", A, B)); OUT(1, I2("max.u32", A, B));', "IMNMX IMNMX.U32", arch="sm_80"),
    _p("vimnmx3", 'OUT(0, I2("max.s32", I2("max.s32", A, B), C)); OUT(1, I2("min.u32", I2("min.u32", A, B), C));',
       "VIMNMX3 VIMNMX3.U32"),
    _p("vimnmx_16x2", 'OUT(0, I2("min.u16x2", A, B)); OUT(1, I2("max.s16x2", A, B)); OUT(2, I2("max.u16x2", A, C)); '
                      'OUT(3, I2("min.s16x2", A, C));', "VIMNMX.U16x2 VIMNMX.S16x2"),
    _p("viaddmnmx", 'OUT(0, I2("min.u32", I2("add.u32", A, B), C)); OUT(1, I2("max.s32", I2("add.s32", A, B), C));',
       "VIADDMNMX VIADDMNMX.U32"),
    _p("iabs_popc_brev", 'OUT(0, I1("abs.s32", A)); OUT(1, I1("popc.b32", A)); OUT(2, I1("brev.b32", A));',
       "IABS POPC BREV"),
    _p("flo", 'OUT(0, I1("bfind.u32", A)); OUT(1, I1("bfind.shiftamt.u32", A)); OUT(2, I1("clz.b32", B));',
       "FLO.U32 FLO.U32.SH"),
    _p("prmt", 'OUT(0, I3("prmt.b32", A, C, B)); OUT(1, __byte_perm(A, B, 0x7351));', "PRMT"),
    _p("bmsk", 'OUT(0, I2("bmsk.clamp.b32", A, B)); OUT(1, I2("bmsk.wrap.b32", A, B));', "BMSK BMSK.W",
       operands="small"),
    _p("sgxt", 'OUT(0, I2("szext.clamp.s32", A, B)); OUT(1, I2("szext.wrap.s32", A, B)); '
               'OUT(2, I2("szext.clamp.u32", A, B)); OUT(3, I2("szext.wrap.u32", A, B));',
       "SGXT SGXT.W SGXT.U32 SGXT.W.U32", operands="shift"),
    # ------------------------------------------------------------------ uniform datapath
    _p("u_add", "OBSERVE(ua + ub + uc);", "UIADD3 USHF.L.U32 ULOP3.LUT UIADD3.X MOV", uniform=True),
    _p("u_mad", "OBSERVE(ua * ub + uc);", "UIMAD", uniform=True),
    _p("u_const", "OBSERVE(ua * 0x12345u + 0x9abcdefu);", "UMOV UIMAD", uniform=True),
    _p("u_bits", "OBSERVE(__popc(ua) + (__clz(ub) << 8) + (__brev(uc) & 0xffff0000));",
       "UFLO.U32 UPOPC UBREV", uniform=True),
    _p("u_sel", "OBSERVE(((int)ua < (int)ub) ? uc : ua);", "UISETP.GE.AND", uniform=True),
    _p("u_chain", "u32 v = a[ua & 1023]; u32 w = b[(v ^ ub) & 1023]; OUT(0, A + c[(w + uc) & 1023]);",
       "IMAD.U32", uniform=True),
    _p("u_wide", "u64 w = (u64)ua * ub; s64 v = (s64)(int)ua * (int)uc; OBSERVE((u32)w ^ (u32)(w >> 32) "
                 "^ (u32)v ^ (u32)((u64)v >> 32));",
       "UIMAD.WIDE.U32 UIMAD.WIDE", uniform=True),
    _p("u_lea", "OBSERVE((ua << 3) + ub + (uc >> 28));", "ULEA ULEA.HI", uniform=True),
    _p("u_lea_sx32", "OUT(0, A ^ a[((const unsigned char*)&ua)[1]]); "
                     "OUT(1, B ^ b[((const signed char*)&ub)[3] + 128]); "
                     "OUT(2, C ^ c[((const short*)&uc)[1] & 1023]);",
       "ULEA.HI.SX32 ULEA.HI.X.SX32", uniform=True),
    _p("u_shift", "OBSERVE((ua >> (ub & 31)) ^ (u32)((int)uc >> (ua & 31)) ^ __funnelshift_lc(ua, ub, uc) "
                  "^ __funnelshift_r(uc, ua, ub));",
       "USHF.R.W.U32.HI USHF.R.W.S32.HI USHF.L.U32.HI USHF.R.W.U32", uniform=True, operands="shift"),
    _p("u_shift64", "u64 w = W(ua, ub) >> (uc & 63); s64 v = (s64)W(ub, ua) >> (uc & 63); "
                    "OBSERVE((u32)w ^ (u32)(w >> 32) ^ (u32)v ^ (u32)((u64)v >> 32));",
       "USHF.R.U64 USHF.R.U32.HI USHF.R.S64 USHF.R.S32.HI", uniform=True, operands="shift64"),
    _p("u_compare", "OBSERVE((ua == ub) "
                    "? uc : (ua < uc ? ub : 7u));", "UISETP.NE.AND UISETP.GE.U32.AND USEL", uniform=True),
    _p("u_compare_bool", "OBSERVE(((int)ua <= (int)ub || ub > uc) ? uc : ua ^ ub);", "UISETP.GT.U32.AND UISETP.LE.OR",
       uniform=True),
    _p("u_compare_xor", "OBSERVE((ua != ub) ^ ((int)uc > 5) ? uc : ub);", "UISETP.GT.AND UISETP.NE.XOR", uniform=True),
    _p("u_compare_eq", "OBSERVE(((ua == ub) && ((int)uc < 3)) ? uc : ub);", "UISETP.EQ.AND UISETP.GE.AND",
       uniform=True),
    _p("u_compare_64", "OBSERVE(W(ua, ub) < W(uc, ub) ? ua : uc);", "UISETP.GE.U32.AND.EX", uniform=True),
    _p("u_minmax", "OBSERVE(min(ua, ub) "
                   "+ max((int)ub, (int)uc));", "UISETP.LT.U32.AND UISETP.LT.AND USEL", uniform=True),
    _p("u_plop3", 'u32 r; asm volatile("{ .reg .pred p, q, s, t; setp.lt.s32 p, %1, %2; setp.gt.u32 q, %2, %3; '
                  'and.pred s, p, q; setp.ne.u32 t, %4, 0; xor.pred s, s, t; selp.u32 %0, %1, %3, s; }" '
                  ': "=r"(r) : "r"(ua), "r"(ub), "r"(uc), "r"(uc & 4)); OBSERVE(r);', "UPLOP3.LUT", uniform=True),
    _p("u_flo_sh", 'OBSERVE(I1("bfind.shiftamt.u32", ua));', "UFLO.U32.SH", uniform=True),
    _p("u_prmt", "OBSERVE(__byte_perm(ua, ub, uc));", "UPRMT", uniform=True),
    _p("u_bmsk", 'OBSERVE(I2("bmsk.clamp.b32", ua, ub) ^ I2("bmsk.wrap.b32", ub, uc));', "UBMSK UBMSK.W",
       uniform=True, operands="small"),
    _p("u_sgxt", 'OBSERVE(I2("szext.clamp.s32", ua, ub) ^ I2("szext.wrap.u32", uc, ub));', "USGXT USGXT.W.U32",
       uniform=True, operands="shift"),
    # ------------------------------------------------------------------ f32
    _p("fadd", 'OUT(0, F2("add.rn.f32", A, B)); OUT(1, F2("add.rz.f32", A, B)); OUT(2, F2("add.rm.f32", A, B)); '
               'OUT(3, F2("add.rp.f32", A, B));', "FADD FADD.RZ FADD.RM FADD.RP", operands="f32"),
    _p("fadd_ftz", 'OUT(0, F2("add.ftz.f32", A, B)); OUT(1, F2("add.rz.ftz.f32", A, B)); '
                   'OUT(2, F2("add.rm.ftz.f32", A, B)); OUT(3, F2("add.rp.ftz.f32", A, B));',
       "FADD.FTZ FADD.FTZ.RZ FADD.FTZ.RM FADD.FTZ.RP", operands="f32"),
    _p("fadd_sat", 'OUT(0, U(__saturatef(F(A)))); OUT(1, F2("add.sat.f32", A, B)); '
                   'OUT(2, F2("mul.sat.f32", A, B)); OUT(3, F3("fma.rn.sat.f32", A, B, C));',
       "FADD.SAT FMUL.SAT FFMA.SAT", operands="f32"),
    _p("fmul", 'OUT(0, F2("mul.rn.f32", A, B)); OUT(1, F2("mul.rz.f32", A, B)); OUT(2, F2("mul.rm.f32", A, B)); '
               'OUT(3, F2("mul.rp.f32", A, B));', "FMUL FMUL.RZ FMUL.RM FMUL.RP", operands="f32"),
    _p("ffma", 'OUT(0, F3("fma.rn.f32", A, B, C)); OUT(1, F3("fma.rz.f32", A, B, C)); '
               'OUT(2, F3("fma.rm.f32", A, B, C)); OUT(3, F3("fma.rp.f32", A, B, C));',
       "FFMA FFMA.RZ FFMA.RM FFMA.RP", operands="f32"),
    _p("fmul_ftz", 'OUT(0, F2("mul.ftz.f32", A, B)); OUT(1, F2("mul.rz.ftz.f32", A, B)); '
                   'OUT(2, F2("mul.rm.ftz.f32", A, B)); OUT(3, F2("mul.rp.ftz.f32", A, B));',
       "FMUL.FTZ FMUL.FTZ.RZ FMUL.FTZ.RM FMUL.FTZ.RP", operands="f32"),
    _p("ffma_ftz", 'OUT(0, F3("fma.rn.ftz.f32", A, B, C)); OUT(1, F3("fma.rz.ftz.f32", A, B, C)); '
                   'OUT(2, F3("fma.rm.ftz.f32", A, B, C)); OUT(3, F3("fma.rp.ftz.f32", A, B, C));',
       "FFMA.FTZ FFMA.FTZ.RZ FFMA.FTZ.RM FFMA.FTZ.RP", operands="f32"),
    _p("fsetp_ordered", _setps("FPQ2", "f32", "A", "B", "lt.and eq.and le.and gt.and"),
       "FSETP.LT.AND FSETP.EQ.AND FSETP.LE.AND FSETP.GT.AND", operands="f32"),
    _p("fsetp_more", _setps("FPQ2", "f32", "A", "B", "ne.or ge.or num.xor nan.and"),
       "FSETP.NE.OR FSETP.GE.OR FSETP.NUM.XOR FSETP.NAN.AND", operands="f32"),
    _p("fsetp_unordered", _setps("FPQ2", "f32", "A", "B", "ltu.or equ.or leu.or gtu.or"),
       "FSETP.LTU.OR FSETP.EQU.OR FSETP.LEU.OR FSETP.GTU.OR", operands="f32"),
    _p("fsetp_ftz", _setps("FPQ2", "f32", "A", "B", "neu.xor.ftz geu.xor.ftz lt.xor.ftz eq.xor.ftz"),
       "FSETP.NEU.FTZ.XOR FSETP.GEU.FTZ.XOR FSETP.LT.FTZ.XOR FSETP.EQ.FTZ.XOR", operands="f32"),
    _p("dadd", 'OUT64(0, DD2("add.rn.f64", D(A, B), D(C, B))); OUT64(2, DD2("add.rz.f64", D(A, B), D(B, A)));',
       "DADD DADD.RZ", operands="f64"),
    _p("dadd_directed", 'OUT64(0, DD2("add.rm.f64", D(A, B), D(C, B))); OUT64(2, DD2("add.rp.f64", D(A, B), D(B, A)));',
       "DADD.RM DADD.RP", operands="f64"),
    _p("dmul", 'OUT64(0, DD2("mul.rn.f64", D(A, B), D(C, B))); OUT64(2, DD2("mul.rz.f64", D(A, B), D(B, A)));',
       "DMUL DMUL.RZ", operands="f64"),
    _p("dmul_directed", 'OUT64(0, DD2("mul.rm.f64", D(A, B), D(C, B))); OUT64(2, DD2("mul.rp.f64", D(A, B), D(B, A)));',
       "DMUL.RM DMUL.RP", operands="f64"),
    _p("dfma", 'OUT64(0, DD3("fma.rn.f64", D(A, B), D(C, B), D(B, A))); '
               'OUT64(2, DD3("fma.rz.f64", D(B, A), D(A, B), D(C, B)));',
       "DFMA DFMA.RZ", operands="f64"),
    _p("dfma_directed", 'OUT64(0, DD3("fma.rm.f64", D(A, B), D(C, B), D(B, A))); '
                        'OUT64(2, DD3("fma.rp.f64", D(B, A), D(A, B), D(C, B)));',
       "DFMA.RM DFMA.RP", operands="f64"),
    _p("dsetp_ordered", _setps("DPQ2", "f64", "D(A, B)", "D(C, B)", "lt.and eq.and le.and gt.and"),
       "DSETP.LT.AND DSETP.EQ.AND DSETP.LE.AND DSETP.GT.AND", operands="f64"),
    _p("dsetp_more", _setps("DPQ2", "f64", "D(A, B)", "D(C, B)", "ne.or ge.or num.xor nan.and"),
       "DSETP.NE.OR DSETP.GE.OR DSETP.NUM.XOR DSETP.NAN.AND", operands="f64"),
    _p("dsetp_unordered", _setps("DPQ2", "f64", "D(A, B)", "D(C, B)", "ltu.or equ.or leu.xor gtu.xor"),
       "DSETP.LTU.OR DSETP.EQU.OR DSETP.LEU.XOR DSETP.GTU.XOR", operands="f64"),
    _p("dmnmx", 'OUT64(0, DD2("max.f64", D(A, B), D(C, B))); OUT64(2, DD2("min.f64", D(A, B), D(B, A)));',
       "DSETP.MAX.AND DSETP.MIN.AND", operands="f64"),
    _p("dsetp_unordered_more", _setps("DPQ2", "f64", "D(A, B)", "D(C, B)", "neu.and geu.and"),
       "DSETP.NEU.AND DSETP.GEU.AND", operands="f64"),
    _p("fmnmx", 'OUT(0, F2("min.f32", A, B)); OUT(1, F2("max.f32", A, B)); OUT(2, F2("min.ftz.f32", A, B)); '
                'OUT(3, F2("max.ftz.f32", A, B));', "FMNMX FMNMX.FTZ", operands="f32"),
    _p("fmnmx3", 'OUT(0, F2("max.f32", F2("max.f32", A, B), C)); OUT(1, F2("min.f32", F2("min.f32", A, B), C)); '
                 'OUT(2, F2("max.ftz.f32", F2("max.ftz.f32", A, B), C));', "FMNMX3 FMNMX3.FTZ", operands="f32",
       arch="sm_100"),
    _p("fsel", "float x = F(A); OUT(0, U(x > 1.0f ? F(B) : 2.5f)); OUT(1, U(isnan(x) ? -1.0f : x));",
       "FSEL", operands="f32"),
    _p("frnd", 'OUT(0, F1("cvt.rni.f32.f32", A)); OUT(1, F1("cvt.rmi.f32.f32", A)); OUT(2, F1("cvt.rpi.f32.f32", A)); '
               'OUT(3, F1("cvt.rzi.f32.f32", A));', "FRND FRND.FLOOR FRND.CEIL FRND.TRUNC", operands="f32"),
    # ------------------------------------------------------------------ f16x2
    _p("half", 'OUT(0, I3("fma.rn.f16x2", A, B, C)); OUT(1, I2("add.rn.f16x2", A, B)); '
               'OUT(2, I2("min.f16x2", A, B)); OUT(3, I2("max.f16x2", A, B));',
       "HFMA2.MMA HMNMX2", operands="f16x2"),
    _p("half_mul", "OUT(0, H2(__hmul2(HX(A), HX(B)))); OUT(1, H2(__hmul2(HX(A), __float2half2_rn(3.0f)))); "
                   "OUT(2, H2(__hfma2(HX(A), HX(B), __float2half2_rn(0.5f)))); "
                   "OUT(3, H2(__hadd2(HX(C), __float2half2_rn(0.25f))));",
       "HMUL2 HADD2", operands="f16x2"),
    _p("half_fma", "OUT(0, H2(__hfma2(HX(A), HX(B), HX(C)))); OUT(1, H2(__hfma2(HX(B), HX(C), HX(A)))); "
                   "OUT(2, H2(__hfma2(HX(C), HX(A), HX(B)))); "
                   "OUT(3, H2(__hfma2(HX(A), HX(A), __float2half2_rn(0.5f))));",
       "HFMA2 HFMA2.MMA", operands="f16x2"),
    _p("half_setp0", _setps("HPQ2", "f16", "A", "B >> 16", "lt.and eq.or le.xor gt.and"),
       "HSETP2.LT.AND HSETP2.EQ.OR HSETP2.LE.XOR HSETP2.GT.AND", operands="f16x2"),
    _p("half_setp1", _setps("HPQ2", "f16", "A", "B >> 16", "ne.or ge.xor num.and nan.or"),
       "HSETP2.NE.OR HSETP2.GE.XOR HSETP2.NUM.AND HSETP2.NAN.OR", operands="f16x2"),
    _p("half_setp2", _setps("HPQ2", "f16", "A", "B >> 16", "ltu.xor equ.and leu.or gtu.xor"),
       "HSETP2.LTU.XOR HSETP2.EQU.AND HSETP2.LEU.OR HSETP2.GTU.XOR", operands="f16x2"),
    _p("half_setp3", _setps("HPQ2", "f16", "A", "B >> 16", "neu.and geu.or"),
       "HSETP2.NEU.AND HSETP2.GEU.OR", operands="f16x2"),
    _p("half_to_f32", "OUT(0, U(__low2float(HX(A)))); OUT(1, U(__high2float(HX(A))));", "HADD2.F32",
       operands="f16x2"),
    # ------------------------------------------------------------------ conversions
    _p("i2f_32", 'OUT(0, IF("cvt.rn.f32.s32", A)); OUT(1, IF("cvt.rz.f32.u32", A)); OUT(2, IF("cvt.rm.f32.s32", A)); '
                 'OUT(3, IF("cvt.rp.f32.u32", A));',
       "I2FP.F32.S32 I2FP.F32.U32.RZ I2F.RM I2F.U32.RP"),
    _p("i2f_64", f'OUT(0, LF("cvt.rn.f32.s64", {_X})); OUT(1, LF("cvt.rz.f32.u64", {_X})); '
                 f'OUT(2, LF("cvt.rm.f32.s64", {_X})); OUT(3, LF("cvt.rp.f32.u64", {_X}));',
       "I2F.S64 I2F.U64.RZ I2F.S64.RM I2F.U64.RP", operands="i64"),
    _p("i2f_f64", f'OUT64(0, DI("cvt.rn.f64.s32", A)); OUT64(2, DL("cvt.rz.f64.u64", {_X}));',
       "I2F.F64 I2F.F64.U64.RZ", operands="i64"),
    _p("i2f_f64_more", f'OUT64(0, DI("cvt.rp.f64.u32", A)); OUT64(2, DL("cvt.rm.f64.s64", {_X}));',
       "I2F.F64.U32.RP I2F.F64.S64.RM", operands="i64"),
    _p("f2i_32", 'OUT(0, FI("cvt.rni.s32.f32", A)); OUT(1, FI("cvt.rzi.u32.f32", A)); '
                 'OUT(2, FI("cvt.rmi.s32.f32", A)); '
                 'OUT(3, FI("cvt.rpi.ftz.u32.f32", A));',
       "F2I.NTZ F2I.U32.TRUNC.NTZ F2I.FLOOR.NTZ F2I.FTZ.U32.CEIL.NTZ", operands="f32"),
    _p("f2i_64", 'OUT64(0, FL("cvt.rni.s64.f32", A)); OUT64(2, FL("cvt.rzi.u64.f32", B));',
       "F2I.S64 F2I.U64.TRUNC", operands="f32"),
    _p("f2f", 'OUT(0, FD("cvt.rn.f32.f64", D(A, B))); OUT(1, FD("cvt.rz.f32.f64", D(A, B))); '
              'OUT(2, FD("cvt.rm.f32.f64", D(A, B))); OUT(3, FD("cvt.rp.f32.f64", D(A, B)));',
       "F2F.F32.F64 F2F.F32.F64.RZ F2F.F32.F64.RM F2F.F32.F64.RP", operands="f64"),
    _p("f2f_f64", 'OUT64(0, DF("cvt.f64.f32", A)); OUT64(2, DF("cvt.f64.f32", C));', "F2F.F64.F32", operands="f32"),
    _p("f2i_f64", 'OUT(0, ID("cvt.rzi.s32.f64", D(A, B))); OUT(1, ID("cvt.rni.u32.f64", D(A, B))); '
                  'OUT64(2, LID("cvt.rmi.s64.f64", D(A, B)));',
       "F2I.F64.TRUNC F2I.U32.F64 F2I.S64.F64.FLOOR", operands="f64"),
    _p("f2fp", 'OUT(0, PK("cvt.rn.f16x2.f32", A, B)); OUT(1, PK("cvt.rz.f16x2.f32", A, B)); '
               'OUT(2, PK("cvt.rn.bf16x2.f32", A, B)); OUT(3, PK("cvt.rz.bf16x2.f32", A, B));',
       "F2FP.F16.F32.PACK_AB F2FP.F16.F32.PACK_AB.RZ F2FP.BF16.F32.PACK_AB F2FP.BF16.F32.PACK_AB.RZ",
       operands="f32"),
)

_DEFAULT = "the default, which cuobjdump/nvdisasm never print (nvcc 13.0): probe {0} asks for it and gets the bare form"
_NO_PTX = "no PTX {0} maps to it: nvcc 13.0 never emits it"
_SM100_256 = "sm_100 only, and only on 256-bit accesses (LDG.E.ENL2.256), which the semantics does not model"
_UNIFORM_IDIOM = ("a vector-pipe balancing spelling of IMAD; ptxas (nvcc 13.0, sm_90/sm_100) never uses it on the "
                  "uniform datapath: uniform probes get UIMAD, UIMAD.WIDE[.U32] and UIADD3 instead")
_SUBWORD_CONST = ("ptxas reads sub-word parameters with unsigned 8/16-bit loads and sign-extends with PRMT "
                  "(probes param_bytes*); no probe made it emit this form (nor a 128-bit constant load on sm_90)")

_BLOCK = ("needs block-level execution (tests/semantics/isa/sass/test_semantics_block.py checks it on a fake "
          "warp; samples in tests/data/sass_block/block.cu)")

# Table entries no probe exercises, with the reason.  "OPCODE" explains a whole opcode (and so all its
# modifiers), "OPCODE.MOD" one accepted modifier of it.
_LOWERING = ("read only inside ptxas's IEEE division / reciprocal / square root lowering, whose reading is an "
             "assumption of the verdict (semantics/isa/sass/ieee_lowering.py), not an instruction's value to compare")
UNREACHABLE: dict[str, str] = {
    "FCHK": "its predicate is left open (undef), so any hardware value agrees; " + _LOWERING,
    "BREAK": "changes only which threads a convergence barrier waits for, nothing a probe's thread computes",
    "P2R": "ptxas emits it only to save a predicate under register pressure (a block-wide softmax), which no "
           "probe-sized kernel creates; only RZ merged and a mask in bits 0..6 are read",
    **dict.fromkeys(("BSSY.RELIABLE", "BSYNC.RELIABLE"),
                    "sm_100 emits it only inside ptxas's division subroutines specialised to a literal; like "
                    "BSSY/BSYNC it changes which threads a convergence barrier waits for, nothing a thread computes"),
    "CALL": _LOWERING, "CALL.REL": _LOWERING, "CALL.NOINC": _LOWERING,
    "ISETP.S32": _DEFAULT.format("isetp (setp.lt.s32)"),
    "UISETP.S32": _DEFAULT.format("u_compare_bool ((int) compares)"),
    "IMNMX.S32": _DEFAULT.format("imnmx (min.s32)"),
    "VIMNMX.S32": _DEFAULT.format("vimnmx (min.s32)"),
    "VIMNMX3.S32": _DEFAULT.format("vimnmx3 (max.s32)"),
    "VIADDMNMX.S32": _DEFAULT.format("viaddmnmx (max.s32)"),
    "SGXT.S32": _DEFAULT.format("sgxt (szext.clamp.s32)"),
    "USGXT.S32": _DEFAULT.format("u_sgxt (szext.clamp.s32)"),
    "FADD.RN": _DEFAULT.format("fadd (add.rn.f32)"),
    "FMUL.RN": _DEFAULT.format("fmul (mul.rn.f32)"),
    "FFMA.RN": _DEFAULT.format("ffma (fma.rn.f32)"),
    "DADD.RN": _DEFAULT.format("dadd (add.rn.f64)"),
    "DMUL.RN": _DEFAULT.format("dmul (mul.rn.f64)"),
    "DFMA.RN": _DEFAULT.format("dfma (fma.rn.f64)"),
    "F2F.RN": _DEFAULT.format("f2f (cvt.rn.f32.f64)"),
    "F2FP.RN": _DEFAULT.format("f2fp (cvt.rn.f16x2.f32)"),
    "I2F.F32": _DEFAULT.format("i2f_64 (cvt.rn.f32.s64)"),
    "I2F.RN": _DEFAULT.format("i2f_64 (cvt.rn.f32.s64)"),
    "I2F.S32": _DEFAULT.format("i2f_32 (cvt.rm.f32.s32)"),
    "I2FP.RN": _DEFAULT.format("i2f_32 (cvt.rn.f32.s32)"),
    "I2FP.RM": "ptxas lowers cvt.rm.f32.{s32,u32} to I2F.RM, not I2FP (probe i2f_32)",
    "I2FP.RP": "ptxas lowers cvt.rp.f32.{s32,u32} to I2F.RP, not I2FP (probe i2f_32)",
    "F2I.F32": _DEFAULT.format("f2i_32 (cvt.rni.s32.f32)"),
    "F2I.S32": _DEFAULT.format("f2i_32 (cvt.rni.s32.f32)"),
    "UIMAD.HI": "mul.hi on uniform operands becomes UIMAD.WIDE[.U32] (probe u_wide); nvcc 13.0 emits no UIMAD.HI",
    "UIMAD.IADD": _UNIFORM_IDIOM,
    "UIMAD.MOV": _UNIFORM_IDIOM,
    "UIMAD.SHL": _UNIFORM_IDIOM,
    "UIMAD.X": _UNIFORM_IDIOM,
    "UIMNMX": "uniform min/max become UISETP + USEL (probe u_minmax); nvcc 13.0 emits no UIMNMX for sm_90 or sm_100",
    "R2UR": ("ptxas moves a vector value to the uniform file only where a consumer needs a uniform register; "
             "none of the attempts (values loaded from uniform addresses, float results used as uniform indices) "
             "made nvcc 13.0 emit it for sm_90 or sm_100, and the test corpus has none"),
    "LDG.ENL2": _SM100_256,
    "LD.ENL2": _SM100_256,
    "STG.ENL2": _SM100_256,
    "ST.ENL2": _SM100_256,
    "LD.CONSTANT": "ld.nc exists only for the global state space: a generic LD is never .CONSTANT",
    "STG.CONSTANT": _NO_PTX.format("store (st has no .nc)"),
    "ST.CONSTANT": _NO_PTX.format("store (st has no .nc)"),
    "STG.LU": _NO_PTX.format("store cache operator (st has .wb/.cg/.cs/.wt, no .lu)"),
    "ST.LU": _NO_PTX.format("store cache operator (st has .wb/.cg/.cs/.wt, no .lu)"),
    "STG.LTC128B": _NO_PTX.format("store (the .L2::128B prefetch size is a load qualifier)"),
    "ST.LTC128B": _NO_PTX.format("store (the .L2::128B prefetch size is a load qualifier)"),
    "STG.LTC256B": _NO_PTX.format("store (the .L2::256B prefetch size is a load qualifier)"),
    "ST.LTC256B": _NO_PTX.format("store (the .L2::256B prefetch size is a load qualifier)"),
    "STG.S8": "a store has no signedness; the semantics refuses it (memory.py) and ptxas never emits it",
    "STG.S16": "a store has no signedness; the semantics refuses it (memory.py) and ptxas never emits it",
    "ST.S8": "a store has no signedness; the semantics refuses it (memory.py) and ptxas never emits it",
    "ST.S16": "a store has no signedness; the semantics refuses it (memory.py) and ptxas never emits it",
    "LDC.U8": _SUBWORD_CONST,
    "LDC.S8": _SUBWORD_CONST,
    "LDC.S16": _SUBWORD_CONST,
    "LDC.128": _SUBWORD_CONST,
    "ULDC.S8": _SUBWORD_CONST,
    "ULDC.S16": _SUBWORD_CONST,
    "ULDC.128": _SUBWORD_CONST,
    "LDCU.S8": _SUBWORD_CONST.replace("sm_90", "sm_100").replace("param_bytes*", "param_bytes_sm100"),
    "LDCU.S16": _SUBWORD_CONST.replace("sm_90", "sm_100").replace("param_bytes*", "param_bytes_sm100"),
    "YIELD": ("ptxas puts it in loops (before a backward branch), which the executor refuses; no straight-line "
              "probe has it"),
    "DEPBAR": ("ptxas uses it to wait for asynchronous copies (LDGSTS, cp.async), which the semantics does not "
               "model; no probe has it"),
    "WARPSYNC": ("__syncwarp() compiles to NOP in converged code; in divergent code it comes with BRA.CONV, "
                 "CALL.REL.NOINC and RET (sm_80) or as WARPSYNC.ALL / WARPSYNC.COLLECTIVE (sm_90, sm_100), none "
                 "of which is modeled; `WARPSYNC Rmask` before divergent shuffles and votes " + _BLOCK),
    **dict.fromkeys(("LDS", "STS", "ATOMS"), "shared memory " + _BLOCK),
    "BAR": "a block barrier " + _BLOCK,
    **dict.fromkeys(("SHFL", "VOTE", "VOTEU", "REDUX", "CREDUX"), "it reads other lanes of the warp: it " + _BLOCK),
    **dict.fromkeys(("ATOMG", "ATOM", "REDG", "RED"), "an atomic read-modify-write " + _BLOCK),
    "MUFU": ("the hardware documents error bounds, not bits: the single-thread emulation refuses it "
             "(Machine.approx), so a probe cannot compare bits"),
}
# Opcodes the single-thread emulation cannot run at all, so no probe can check them yet.
NOT_EMULATED = frozenset({"LDS", "STS", "ATOMS", "BAR", "SHFL", "VOTE", "VOTEU", "REDUX", "CREDUX", "ATOMG", "ATOM",
                          "REDG", "RED", "MUFU"})


def probe_named(name: str) -> Probe:
    for p in PROBES:
        if p.name == name:
            return p
    raise KeyError(name)
