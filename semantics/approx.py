"""Approximate functions in a question: refused under contract exact, named assumptions under real.

The GPU's approximations (SASS MUFU, PTX .approx) and numpy's libm functions
have error bounds at best, never bits, so a meaning that contains one
(`terms.fapprox`) has no bit-exact value: under `exact` the question is
refused *before* any concrete run (a run could only use a stand-in value and
report a false mismatch).  Under `real` each is read as the function it
approximates (proofs/realvalue.py), and each reading becomes an assumption
line, derived from the terms alone so the prover and the checker agree.
"""
from __future__ import annotations

from typing import Iterable

from equiv import terms as T
from equiv.terms import Term
from semantics.errors import Unsupported
from semantics.isa.common import without_flush

# fn -> (the instructions that compute it, the function read under `real`)
_HARDWARE = {
    "ex2": ("MUFU.EX2 / ex2.approx.f32", "2^x"),
    "lg2": ("MUFU.LG2 / lg2.approx.f32", "log2(x)"),
    "rcp": ("MUFU.RCP / rcp.approx.f32", "1/x"),
    "rsq": ("MUFU.RSQ / rsqrt.approx.f32", "1/sqrt(x)"),
    "sqrt": ("MUFU.SQRT / sqrt.approx.f32", "sqrt(x)"),
    "sin": ("sin.approx.f32", "sin(x)"),
    "cos": ("cos.approx.f32", "cos(x)"),
    "sin_rev": ("MUFU.SIN", "sin(2*pi*x) (its operand is in revolutions)"),
    "cos_rev": ("MUFU.COS", "cos(2*pi*x) (its operand is in revolutions)"),
    "tanh": ("MUFU.TANH / tanh.approx.f32", "tanh(x)"),
    "div": ("div.approx.f32 / div.full.f32", "a/b"),
    "exp": ("nvcc's expf (MUFU.EX2 after its range reduction)", "e^x"),
    "exp_fast": ("MUFU.EX2 / ex2.approx.f32 of x times log2(e) rounded to f32 (__expf, expf under "
                 "-use_fast_math)", "e^x"),
    "log_fast": ("MUFU.LG2 / lg2.approx.f32 of x times ln(2) rounded to f32 (__logf, logf under -use_fast_math)",
                 "ln(x)"),
    "sin_fast": ("MUFU.SIN of x times 1/(2*pi) rounded to f32 (__sinf)", "sin(x)"),
    "cos_fast": ("MUFU.COS of x times 1/(2*pi) rounded to f32 (__cosf)", "cos(x)"),
}
# nvcc's software math functions read whole (semantics/isa/sass/*_lowering.py): fn -> (the code, the function)
_LIBDEVICE = {"tanh": ("nvcc's tanhf (libdevice: MUFU.EX2 and MUFU.RCP for |x| >= 0.6, 1 from 9.01, an odd "
                       "polynomial below 0.6)", "tanh(x)"),
              "log": ("nvcc's logf (libdevice: exponent split off by integer arithmetic, a polynomial in the "
                      "mantissa)", "ln(x)")}
_NUMPY = {"ex2": ("np.exp2", "2^x"), "lg2": ("np.log2", "log2(x)"), "exp": ("np.exp", "e^x"),
          "log": ("np.log", "ln(x)"), "sin": ("np.sin", "sin(x)"), "cos": ("np.cos", "cos(x)"),
          "tanh": ("np.tanh", "tanh(x)"), "pow": ("x ** k (libm's pow)", "the product of k factors x")}


# CUDA's fast intrinsics scale x by a constant rounded to f32, then apply MUFU: (MUFU function, the constant's
# bits) -> the function the pair approximates (the CUDA Math API documents __expf, __sinf and __cosf as fast
# approximations of e^x, sin x and cos x)
_SCALED = {("ex2", 0x3FB8AA3B): "exp_fast",  # log2(e): __expf, expf under -use_fast_math
           ("sin_rev", 0x3E22F983): "sin_fast", ("cos_rev", 0x3E22F983): "cos_fast"}  # 1/(2 pi): __sinf, __cosf


def hardware(fn: str, *xs: Term) -> Term:
    """The hardware's approximation of fn of xs, as an opaque term.  MUFU of x times a constant that stands for
    an exact factor (log2(e), 1/(2 pi)) is a fast intrinsic's idiom (`_SCALED`): it is read as one
    approximation of e^x, sin x or cos x, the constant's rounding part of that approximation, not as 2^x of a
    slightly different product; a negated constant (expf(-x)) as the function of -x."""
    if len(xs) == 1 and (x := without_flush(xs[0])).op == "fmul":
        a, b = x.args
        for y, c in ((a, b), (b, a)):
            if c.op == "const" and c.sort == T.FP(T.F32) and (fn, c.value & 0x7FFFFFFF) in _SCALED:
                return T.fapprox(_SCALED[fn, c.value & 0x7FFFFFFF], "hardware", T.fneg(y) if c.value >> 31 else y)
    return T.fapprox(fn, "hardware", *xs)


_LN2_F32 = 0x3F317218  # ln(2) rounded to f32: __logf multiplies log2(x) by it


def scaled_log(t: Term) -> Term | None:
    """x where t is __logf's idiom, log2(x) (MUFU.LG2) times ln(2) rounded to f32: one approximation of ln x
    under `real` (the consumer's FMUL, so a reading of the product, unlike `hardware`'s); else None."""
    if t.op != "fmul":
        return None
    a, b = (without_flush(y) for y in t.args)
    for lg, c in ((a, b), (b, a)):
        if c.op == "const" and c.sort == T.FP(T.F32) and c.value == _LN2_F32 and lg.op == "fapprox" \
                and lg.params == ("lg2", "hardware"):
            return lg.args[0]
    return None


def meaning_terms(meaning) -> list[Term]:
    """Every term a candidate's meaning (semantics.simt.Meaning) is made of."""
    out = [x for a in meaning.accesses for x in (a.guard, a.in_bounds, a.index, *a.values)]
    out += [x for lp in meaning.loops for x in (lp.entry, lp.cont)]
    out += [c for c, _ in meaning.unroll_bounds]
    out += [p.cond for c in meaning.checks for p in c.pairs]
    return out


def approximations(roots: Iterable[Term]) -> list[tuple[str, str]]:
    """The (impl, fn) of every approximation in the terms, sorted: a deterministic order.  __logf's product
    (`scaled_log`) counts as its own approximation of ln x."""
    nodes = T.postorder(roots)
    return sorted({t.params[::-1] for t in nodes if t.op == "fapprox"} |
                  {("hardware", "log_fast") for t in nodes if scaled_log(t) is not None})


def refuse_exact(found: list[tuple[str, str]], function, filename: str) -> None:
    """Under contract exact: an approximation has no value, so the question has no answer (named at the
    first approximate instruction of `function`, SASS or PTX)."""
    for impl, fn in found:
        if impl != "numpy":
            what = (_HARDWARE if impl == "hardware" else _LIBDEVICE)[fn][0]
            raise Unsupported(f"approximate {fn} ({what}) has no bit-exact specification (NVIDIA documents only "
                              "an error bound); prove under contract=real", _first_approximate(function, filename))


def _first_approximate(function, filename: str) -> str:
    for ins in function.instructions:
        if ins.opcode == "MUFU" or "approx" in ins.mods or "full" in ins.mods:
            return f"{filename}:{ins.line}: {ins.text}"
    return filename


def assumptions(found: list[tuple[str, str]]) -> list[str]:
    """One line per approximation read as the function it approximates (contract real)."""
    lines = []
    for impl, fn in found:
        if impl != "numpy":
            what, math = (_HARDWARE if impl == "hardware" else _LIBDEVICE)[fn]
            lines.append(f"{what} read as {math} (real contract; the hardware's error bound is not checked)")
        else:
            what, math = _NUMPY[fn]
            lines.append(f"{what} in the reference read as {math} (real contract; numpy's rounding is not "
                         "checked)")
    return lines


def independent_of_hardware(meaning, access=None) -> bool:
    """Whether a concrete failure at `access` (None: one that involves the whole launch, such as an
    unwritten element) does not depend on any approximation's value: only then does a run with stand-in
    values (equiv/evaluate.py) show it for the hardware too."""
    if access is None:
        roots = meaning_terms(meaning)
    else:
        roots = [access.guard, access.in_bounds, access.index, *access.values]
        roots += [c for c, _ in meaning.unroll_bounds]
        roots += [x for lp in meaning.loops for x in (lp.entry, lp.cont)]
    return all(impl == "numpy" for impl, _ in approximations(roots))
