"""nvcc's default `tanhf` and `logf` (libdevice, no fast math) read as tanh(x) and ln(x): approximations, under
`real` only; and the scalings around MUFU of `rsqrtf`, `exp2f` and `__log2f`, read as MUFU of the operand.

tanhf: for |x| >= 0.6 libdevice computes 1 - 2 / (e^(2|x|) + 1) with MUFU.EX2 and MUFU.RCP, saturates to 1
from |x| >= 9.01 and copies x's sign in with a LOP3; below 0.6 an odd polynomial x + x * x^2 p(x^2); a
predicated FFMA merges the two.  logf: x (scaled by 2^23 when subnormal) is split by integer arithmetic on
its bits into 2^e * m with m in [2/3, 4/3), ln(m) by a polynomial in m - 1, plus e * ln 2; +Inf and NaN pass
through an FFMA with +INF, zero gives -INF by an FSEL.  Neither is the function over the reals on any branch
(polynomials, saturation), so each sequence is recognized whole: ptxas's instructions (`_SEQUENCES`, in the
order nvcc 13 emits them for sm_80 to sm_100; register allocation and scheduling do not matter) run through
the same SASS definitions on the kernel's operand under the kernel's reach condition (template.py), and
where the register the sequence's last instruction completes is that very term, it becomes the function of
x (`terms.fapprox` impl "libdevice": refused under `exact`, an assumption under `real`, semantics/approx.py).
logf's code is exact arithmetic, so it is read so only for a question over the reals: under `exact`, and
program against program, its bits are its meaning.  One changed constant, operand or predicate loses the
reading.
"""
from __future__ import annotations

from equiv import terms as T
from equiv.terms import Term
from semantics.approx import hardware
from semantics.isa.sass import template
from semantics.isa.sass.instructions import to_bits

# operand in R0, result in R9
_TANHF = ("MOV R10, 0x3c80f082", "MOV R9, 0x3f800000", "FMUL R4, |R0|, 2.8853900432586669922",
          "FMUL R11, R0, R0", "FSETP.GE.AND P1, PT, |R0|, 0.60000002384185791016, PT",
          "FSETP.GE.AND P0, PT, |R0|, 9.010913848876953125, PT", "FFMA R10, R11, R10, -0.052303962409496307373",
          "MUFU.EX2 R4, R4", "FADD R8, R4, 1", "FFMA R10, R11, R10, 0.1331529766321182251",
          "FFMA R10, R11, R10, -0.33332768082618713379", "MUFU.RCP R8, R8", "FFMA R10, R11, R10, RZ",
          "FFMA R9, R8, -2, R9", "FSEL R9, R9, 1, !P0", "LOP3.LUT R9, R9, 0x80000000, R0, 0xb8, !PT",
          "@!P1 FFMA R9, R0, R10, R0")
_LOGF = ("MOV R5, 0x3e055027", "FSETP.GEU.AND P0, PT, R0, 1.175494350822287508e-38, PT",
         "@!P0 FMUL R0, R0, 8388608", "IADD3 R4, R0, -0x3f2aaaab, RZ", "ISETP.GE.U32.AND P1, PT, R0, 0x7f800000, PT",
         "LOP3.LUT R7, R4, 0xff800000, RZ, 0xc0, !PT", "IADD3 R4, R0, -R7, RZ", "I2FP.F32.S32 R7, R7",
         "FADD R6, R4, -1", "FSEL R4, RZ, -23, P0", "FSETP.NEU.AND P0, PT, R0, RZ, PT",
         "FFMA R5, R6, -R5, 0.14084610342979431152", "FFMA R4, R7, 1.1920928955078125e-07, R4",
         "@P1 MOV R7, 0x7f800000", *(f"FFMA R5, R6, R5, {c}" for c in (
             "-0.12148627638816833496", "0.13980610668659210205", "-0.16684235632419586182",
             "0.20012299716472625732", "-0.24999669194221496582", "0.33333182334899902344", "-0.5")),
         "FMUL R5, R6, R5", "FFMA R5, R6, R5, R6", "FFMA R4, R4, 0.69314718246459960938, R5",
         "@P1 FFMA R4, R0, R7, +INF", "FSEL R9, R4, -INF, P0")
_POLY = _LOGF[_LOGF.index("@P1 MOV R7, 0x7f800000") + 1:_LOGF.index("@P1 FFMA R4, R0, R7, +INF")]
# sm_100: +Inf and NaN tested as x > FLT_MAX's bits, the test's predicate reused for the zero test
_LOGF_SM100 = ("MOV R5, 0x3e055027", "FSETP.GEU.AND P0, PT, R0, 1.175494350822287508e-38, PT",
               "@!P0 FMUL R0, R0, 8388608", "IADD3 R4, R0, -0x3f2aaaab, RZ",
               "LOP3.LUT R7, R4, 0xff800000, RZ, 0xc0, !PT", "IADD3 R4, R0, -R7, RZ", "I2FP.F32.S32 R7, R7",
               "FADD R6, R4, -1", "FSEL R4, RZ, -23, P0", "ISETP.GT.U32.AND P0, PT, R0, 0x7f7fffff, PT",
               "FFMA R5, R6, -R5, 0.14084610342979431152", "FFMA R4, R7, 1.1920928955078125e-07, R4",
               "MOV R7, 0x7f800000", *_POLY, "@P0 FFMA R4, R0, R7, +INF", "FSETP.NEU.AND P0, PT, R0, RZ, PT",
               "FSEL R9, R4, -INF, P0")
# PTX's non-ftz rsqrt.approx.f32 (rsqrtf), ex2.approx.f32 (exp2f) and lg2.approx.f32 (__log2f): MUFU flushes a
# subnormal operand or result, so ptxas scales around it: rsqrt(2^24 x) * 2^12, (2^(x/2))^2 below x = -126,
# log2(2^24 x) - 24; over the reals each is the function of x itself, read as the MUFU instruction on x
_RSQRTF = ("FSETP.GEU.AND P0, PT, |R0|, 1.175494350822287508e-38, PT", "@!P0 FMUL R0, R0, 16777216",
           "MUFU.RSQ R9, R0", "@!P0 FMUL R9, R9, 4096")
_EXP2F = ("FSETP.GEU.AND P0, PT, R0, -126, PT", "@!P0 FMUL R0, R0, 0.5", "MUFU.EX2 R9, R0", "@!P0 FMUL R9, R9, R9")
_LOG2F = ("FSETP.GEU.AND P0, PT, |R0|, 1.175494350822287508e-38, PT", "@!P0 FMUL R0, R0, 16777216",
          "MUFU.LG2 R9, R0", "@!P0 FADD R9, R9, -24")
# logf is exact arithmetic: read as ln(x) only for a question over the reals (KernelEnv.over_reals); tanhf
# holds MUFU results, which have no exact meaning anyway
_EXACT_CODE = frozenset({"log"})

def _negated(sequence: tuple[str, ...]) -> tuple[str, ...]:
    """-logf(x): ptxas folds the negation into the closing FSEL (-R4, and +INF for zero)."""
    return sequence[:-1] + ("FSEL R9, -R4, +INF, P0",)


# the instruction that completes each sequence -> (function, implementation, its sequences, each with whether it
# computes the function's negation), per function
_SEQUENCES = {"FFMA": (("tanh", "libdevice", ((_TANHF, False),)),),
              "FSEL": (("log", "libdevice", tuple((q, neg) for s in (_LOGF, _LOGF_SM100)
                                                  for q, neg in ((s, False), (_negated(s), True)))),),
              "FMUL": (("rsq", "hardware", ((_RSQRTF, False),)), ("ex2", "hardware", ((_EXP2F, False),))),
              "FADD": (("lg2", "hardware", ((_LOG2F, False),)),)}
_INFINITIES = (0xFF800000, 0x7F800000)  # logf's value at zero, -INF (+INF for -logf)
_NEAR = 8  # how deep below the completed value the operand of logf is looked for
_BY_MUFU = frozenset({"rsq", "ex2", "lg2"})  # the scalings around one MUFU instruction of the function


def read(machine, word: Term, old: Term, merged: Term) -> Term | None:
    """The register a predicated FFMA, FMUL or FADD, or an FSEL, writing `word` over `old` leaves (`merged`),
    read as the function of x (tanh, ln, 1/sqrt, 2^x, log2) where it completes that function's sequence on x;
    else None."""
    reach = machine.reach
    prev = old.args[2] if old.op == "ite" and old.args[0] is reach else old
    for fn, impl, sequences in _SEQUENCES[machine.ins.opcode]:
        if fn in _EXACT_CODE and not machine.env.over_reals:
            continue
        for x in _operands(fn, word):
            bits = x.args[0] if x.op == "fp_from_bits" else to_bits(x)  # a loaded x: its raw bits, as LOP3 reads them
            for sequence, negated in sequences:
                scratch = template.run(machine, template.code(sequence), {0: bits, 9: prev}, reach, at=machine.ins.addr)
                if scratch.regs[(False, 9)] is merged:
                    value = hardware(fn, x) if impl == "hardware" else T.fapprox(fn, impl, x)
                    return T.ite(reach, to_bits(T.fneg(value) if negated else value), prev)
    return None


def _operands(fn: str, word: Term) -> list[Term]:
    """Where fn's operand may be: tanhf's last FFMA is x * (x^2 p(x^2)) + x; logf's FSEL is 0 / -INF by a test
    of x, the scalings' FMUL or FADD act on MUFU of x: the f32 values a few edges below it."""
    if fn == "tanh":
        product = word.args[0] if word.op == "fp_to_bits" else None
        if product is not None and product.op == "ffma" and any(product.args[2] is f for f in product.args[:2]):
            return [product.args[2]]
        return []
    if fn == "log" and (word.op != "ite" or not (word.args[2].op == "const" and word.args[2].value in _INFINITIES)):
        return []
    if not word.args:  # a constant result
        return []
    near = list(template.nodes_near(word.args[0], _NEAR))
    if fn in _BY_MUFU and not any(u.op == "fapprox" and u.params[0] == fn for u in near):
        return []  # no MUFU of fn below: not its scaling (most predicated FMUL/FADD), no template run
    return [u for u in near if u.sort == T.FP(T.F32) and u.op != "const"]
