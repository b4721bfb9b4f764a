"""ptxas's lowering of IEEE f32 division, reciprocal and square root (nvcc's default `a / b`,
`1.0f / x`, `sqrtf(x)`): FCHK, CALL, and the fast paths read as the operation they implement; and
nvcc's default `expf`, read as e^x (an approximation: under `real` only).

PTX documents div.rn.f32, rcp.rn.f32 and sqrt.rn.f32 as correctly rounded.  ptxas implements
each as a fast path (MUFU.RCP or MUFU.RSQ refined by FFMAs) where a check says it is accurate
and a slow-path subroutine otherwise.  MUFU's bits and FCHK are not documented, so no proof can
show the fast path right; equiv reads ptxas's own code as the operation, lists that reading as an
assumption in the verdict and certificate, and recognizes the code exactly:

- `FCHK P, a, b` leaves P open (`undef:fchk@addr`): the program is read for both outcomes.
- A fast path is recognized as the very term its instructions compute (the SASS definitions run on
  ptxas's sequence, `_TEMPLATES`, over the same operands).  It becomes "the correctly rounded result
  where ptxas takes the fast path, an unspecified value elsewhere": for division, where FCHK clears
  P for the same operands; for the reciprocal, where x's biased exponent is in [1, 252]; for the
  square root, where x is in [2^-101, FLT_MAX] (the integer tests ptxas branches on before them).
- A CALL of a subroutine read as one of ptxas's slow paths (semantics/isa/sass/slowpath.py) writes the
  correctly rounded result into the registers holding it at the RET and an unspecified value into every
  other register and predicate the subroutine changes.
- A division by a literal c (`x / 3.0f`) has a fast path without MUFU: ptxas computes the reciprocal at
  compile time (1/c rounded, flushed as MUFU.RCP would flush it) and refines it as above.  It is recognized
  the same way, the template's MUFU.RCP replaced by each reciprocal ptxas may have chosen (`_reciprocals`),
  and read as above where FCHK of the same operands passes.  The subroutine ptxas calls is specialised to
  the literal (semantics/isa/sass/constant_division.py).

- expf's sequence (range reduction, MUFU.EX2, 2^k built in the exponent field) is recognized the same
  way, at the product of its two factors (an FMUL, or the consumer's FFMA it is fused into), and becomes
  the approximation e^x (semantics/approx.py: refused under `exact`, an assumption under `real`).

Anything else stays as it is: a fast path that differs in one operand or constant keeps its MUFU
(refused under `exact`), a check of other operands leaves the fast path unrecognized, and a CALL
of other code is refused.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass, field
from fractions import Fraction

import numpy as np

from equiv import terms as T
from equiv.terms import F32, Term
from semantics.isa.common import undefined
from semantics.isa.sass import template
from semantics.isa.sass.intdiv_lowering import IntDivisions
from semantics.isa.sass.instructions import Mods, Reg, dest_pred, float_src, operands, to_bits, unsupported
from semantics.isa.sass.parser import Const, FImm, Pred, Target
from semantics.isa.sass.slowpath import SlowPath, input_operand, read_slow_path
from semantics.isa.sass.subroutine import body_at
from semantics.isa.sass.table import SASS
from semantics.merges import prune_merges

_WHAT = {
    "div": ("IEEE f32 division (a / b, div.rn.f32)", "FCHK passes"),
    "rcp": ("IEEE f32 reciprocal (1.0f / x, rcp.rn.f32)", "x's biased exponent is in [1, 252]"),
    "sqrt": ("IEEE f32 square root (sqrtf, sqrt.rn.f32)", "x is in [2^-101, FLT_MAX]"),
}


_LITERAL = ("ptxas's IEEE f32 division by a literal (x / 3.0f) read as correctly rounded: its fast path from the "
            "compile-time reciprocal where FCHK passes (ptxas's own test, not documented), its subroutine "
            "specialised to the literal elsewhere (shown equal to ptxas's general one on that literal)")


def assumption(fn: str) -> str:
    if fn == "div_literal":
        return _LITERAL
    what, where = _WHAT[fn]
    return (f"ptxas's {what} read as correctly rounded: its MUFU fast path where {where} (ptxas's own test), "
            "its slow-path subroutine elsewhere (MUFU's bits and FCHK are not documented)")


def _exact(fn: str, xs: list[Term]) -> Term:
    if fn == "div":
        return T.fdiv("RNE", xs[0], xs[1])
    if fn == "rcp":
        return T.fdiv("RNE", T.fp_const(F32, 1.0), xs[0])
    return T.fsqrt("RNE", xs[0])


def _fast_domain(fn: str, x: Term) -> Term:
    """Where ptxas takes the reciprocal's or square root's fast path: its own test on x's bits, built as its
    instructions build it (so the program's branch condition is the same term): the biased exponent of x + 3
    is at least 4 (x normal, |x| < 2^126); x - 0x0d000000 is at most 0x727fffff (2^-101 <= x <= FLT_MAX)."""
    bits = _bits(x)
    if fn == "rcp":
        return T.ugt(T.band(T.add(bits, T.bv(0x1800000, 32)), T.bv(0x7F800000, 32)), T.bv(0x1FFFFFF, 32))
    return T.not_(T.ugt(T.add(bits, T.bv(-0x0D000000 & 0xFFFFFFFF, 32)), T.bv(0x727FFFFF, 32)))


# ptxas's fast paths as it emits them (nvcc 13.0 and 13.5, sm_80 to sm_100: tools/ieee_slowpaths.cu, the
# corpus's ieee_div.cu), renumbered: operands in R0 (and R3, the divisor), the result in the last register
# written.  The order of a product's factors and where a negation sits do not matter: the definitions build
# the same term.  tests/semantics/isa/sass/test_ieee_lowering.py checks them against real output.
_TEMPLATES = {
    "div": ("MUFU.RCP R8, R3", "FFMA R9, -R3, R8, 1", "FFMA R9, R8, R9, R8", "FFMA R8, R0, R9, RZ",
            "FFMA R10, -R3, R8, R0", "FFMA R9, R9, R10, R8"),
    "rcp": ("MUFU.RCP R7, R0", "FFMA R2, R0, R7, -1", "FADD.FTZ R2, -R2, -RZ", "FFMA R7, R7, R2, R7"),
    "sqrt": ("MUFU.RSQ R7, R0", "FMUL.FTZ R3, R0, R7", "FMUL.FTZ R7, R7, 0.5", "FFMA R0, -R3, R3, R0",
             "FFMA R7, R0, R7, R3"),
    # sqrtf(-x), sqrtf(fabsf(x)): the sign folded into the operands (an FTZ flush of -x is not spelled as
    # -(flush x)), R0 holding x
    "sqrt_neg": ("MUFU.RSQ R7, -R0", "FMUL.FTZ R3, R0, -R7", "FMUL.FTZ R7, R7, 0.5", "FFMA R0, -R3, R3, -R0",
                 "FFMA R7, R0, R7, R3"),
    "sqrt_abs": ("MUFU.RSQ R7, |R0|", "FMUL.FTZ R3, |R0|, R7", "FMUL.FTZ R7, R7, 0.5", "FFMA R0, -R3, R3, |R0|",
                 "FFMA R7, R0, R7, R3"),
}


def _expf(neg: str) -> tuple[str, ...]:
    """expf (libdevice, no fast math): 2^k * 2^(x*log2(e) - k), k from x*log2(e)/2 + 1/2 clamped and rounded
    down, 2^k built in the exponent field; the product is an FMUL or fused into the consumer's FFMA.  With
    neg "-", expf(-x) as sm_100 emits it, the negation on the constants."""
    return ("HFMA2.MMA R5, -RZ, RZ, 0.96630859375, -0.0022525787353515625", "MOV R9, 0x437c0000",
            f"FFMA.SAT R4, R0, {neg}R5, 0.5", "FFMA.RM R4, R4, R9, 12582913", "FADD R9, R4, -12583039",
            "SHF.L.U32 R4, R4, 0x17, RZ", f"FFMA R9, R0, {neg}1.4426950216293334961, -R9",
            f"FFMA R9, R0, {neg}1.925963033500011079e-08, R9", "MUFU.EX2 R9, R9", "FMUL R9, R4, R9")


_TEMPLATES.update(exp=_expf(""), exp_neg=_expf("-"))


def _template_lines(fn: str | tuple[str, int]) -> tuple[str, ...]:
    """A template by name, or ("div_by", k): the division's fast path from the compile-time reciprocal k."""
    if isinstance(fn, tuple):
        return (f"MOV R8, {fn[1]:#x}",) + _TEMPLATES["div"][1:]
    return _TEMPLATES[fn]


@functools.cache
def _reciprocals(c: int) -> tuple[int, ...]:
    """The f32 bits ptxas may use as 1/c for the literal c's bits: the floats less than 1 ulp from 1/c (rcp.approx
    .f32's documented bound), with a subnormal c read as zero (1/c infinite) and a subnormal reciprocal flushed
    to zero, as MUFU.RCP flushes them.  These are the values MUFU.RCP(c) may return, so the fast path read is
    the general one's with MUFU's value known: no claim beyond the general reading's."""
    x = np.array([c], dtype=np.uint32).view(np.float32)[0]
    with np.errstate(all="ignore"):
        r = np.float32(1) / (np.copysign(np.float32(0), x) if 0 < (c & 0x7FFFFFFF) < 0x800000 else x)
        near = [r, np.nextafter(r, np.float32(np.inf)), np.nextafter(r, np.float32(-np.inf))]
    if not np.isfinite(r):  # 1/0 is exactly infinite
        near = [r]
    else:
        exact = 1 / Fraction(float(x))
        near = [v for v in near if abs(Fraction(float(v)) - exact) < Fraction(float(np.spacing(np.abs(v))))]
    out = []
    for v in near:
        bits = int(np.array([v], dtype=np.float32).view(np.uint32)[0])
        if 0 < (bits & 0x7FFFFFFF) < 0x800000:
            bits &= 0x80000000
        if bits not in out:
            out.append(bits)
    return tuple(out)


def _literal(x: Term) -> int | None:
    """The bits of x where it is a constant (a literal operand), else None."""
    bits = _bits(x)
    return bits.value if bits.op == "const" else None
_APPROX_OF = {"rcp": "rcp", "sqrt": "rsq"}
_CHOICES = ("undef:ftz@", "undef:sat@")  # undocumented choices a template's instructions make


@dataclass
class IeeeLowering:
    """What one run of a SASS function knows of ptxas's IEEE lowering: its code (for CALL targets), the
    FCHKs executed, and the readings used (the verdict's assumptions); and of its integer divisions
    (semantics/isa/sass/intdiv_lowering.py)."""

    code: tuple
    checks: dict = field(default_factory=dict)  # (id a, id b) -> (a, b, the FCHK's open predicate)
    assumed: set = field(default_factory=set)
    divisions: IntDivisions = field(default_factory=IntDivisions)
    _templates: dict = field(default_factory=dict)
    _slow_paths: dict = field(default_factory=dict)

    def choices(self) -> frozenset[int]:
        """The FCHKs' open predicates, by id (semantics/merges.without_choices)."""
        return frozenset(id(f) for _, _, f in self.checks.values())

    def slow_path(self, env, entry: int) -> SlowPath | None:
        literals = tuple(sorted({(position, bits) for a, b, _ in self.checks.values()
                                 for position, bits in enumerate(map(_literal, (a, b))) if bits is not None}))
        key = (entry, literals)
        if key not in self._slow_paths:
            body = body_at(self.code, entry)
            self._slow_paths[key] = None if body is None else read_slow_path(env, body, literals)
        return self._slow_paths[key]

    def template(self, machine, fn: str | tuple[str, int], xs: tuple[Term, ...]) -> Term:
        """The bits ptxas's fast path for fn computes from operands xs, by the SASS definitions."""
        key = (fn,) + tuple(id(x) for x in xs)
        hit = self._templates.get(key)
        if hit is None or any(x is not y for x, y in zip(hit[0], xs)):  # ids are reused once a term is freed
            hit = (xs, _run_template(machine, fn, xs))
            self._templates[key] = hit
        return hit[1]


def _bits(x: Term) -> Term:
    return x.args[0] if x.op == "fp_from_bits" else to_bits(x)


def _run_template(machine, fn: str | tuple[str, int], xs: tuple[Term, ...]) -> Term:
    instructions = template.code(_template_lines(fn))
    scratch = template.run(machine, instructions, {reg: _bits(x) for reg, x in zip((0, 3), xs)})
    return _same_choices(scratch.regs[(False, instructions[-1].operands[0].index)])


def _same_choices(t: Term) -> Term:
    """t with every FTZ tininess and .SAT choice near its root renamed to one per kind: fast paths are
    recognized whatever the instructions' addresses (on their domains the choices never matter: the
    products are normal, the saturated value is not -0.0).  A choice found near the root is renamed wherever
    it occurs, rebuilding only what mentions it (in block execution an operand may be a whole reduction tree)."""
    found, stack, seen = {}, [(t, 0)], set()
    while stack:
        u, depth = stack.pop()
        if (id(u), depth) in seen:
            continue
        seen.add((id(u), depth))
        if u.op == "var" and u.params[0].startswith(_CHOICES):
            found[id(u)] = (u, T.var(u.params[0].split("@")[0] + "@*", u.sort))
        elif depth < 8:
            stack.extend((a, depth + 1) for a in u.args)
    for u, renamed in found.values():
        t = T.substitute_var(t, u, renamed)
    return t


_SIGN_OPS = {"fneg": "sqrt_neg", "fabs": "sqrt_abs"}


def _sign_folded(x: Term) -> tuple[str, Term] | None:
    """(template, v) where the operand x is -v or |v|.  A register's bits with the sign flipped or cleared (a
    `-R0` or `|R0|` operand) read as the float operation already (terms.fp_from_bits)."""
    name = _SIGN_OPS.get(x.op)
    return (name, x.args[0]) if name is not None else None


def _approximations_near(t: Term, depth: int = 6) -> list[Term]:
    """The fapprox nodes within `depth` edges of t (breadth first: each node at its least depth)."""
    return [u for u in template.nodes_near(t, depth, stop=lambda u: u.op == "fapprox") if u.op == "fapprox"]


def _result_bits(fn: str, xs: list[Term]) -> Term:
    """The bits of the correctly rounded result; a NaN is the canonical one, as every f32 instruction the
    lowering computes NaNs with (FADD, FFMA, MUFU) writes it."""
    return to_bits(_exact(fn, xs))


def settle(machine, value: Term) -> Term:
    """`value`, the bits an FFMA or FMUL writes, with ptxas's fast path read as the operation and expf's
    sequence as e^x (module doc)."""
    if value.op != "fp_to_bits" or value.args[0].op not in ("ffma", "fmul"):
        return value
    low: IeeeLowering = machine.env.ieee
    approximations = _approximations_near(value)
    if not approximations:  # most products: nothing to recognize, or a division by a literal
        return _literal_division(machine, low, value) if low.checks else value
    addr = machine.ins.addr
    plain = _same_choices(value)
    for approx in approximations:
        fn_hw, x = approx.params[0], approx.args[0]
        if fn_hw == "rcp" and value.args[0].op == "ffma":
            for a, b, f in list(low.checks.values()):
                if b is x and low.template(machine, "div", (a, b)) is plain:
                    low.assumed.add(assumption("div"))
                    return _division_read(addr, a, b, f)
        for fn in ("rcp", "sqrt"):
            folded = _sign_folded(x) if fn == "sqrt" else None
            if fn_hw == _APPROX_OF[fn] and (low.template(machine, fn, (x,)) is plain or folded is not None and
                                            low.template(machine, folded[0], folded[1:]) is plain):
                low.assumed.add(assumption(fn))
                return T.ite(_fast_domain(fn, x), _result_bits(fn, [x]), undefined(addr, f"fast.{fn}", T.BV(32)))
        if fn_hw == "ex2":
            exp = _exp_read(machine, low, plain.args[0], x)
            if exp is not None:
                return to_bits(exp)
    return value


def _literal_division(machine, low: IeeeLowering, value: Term) -> Term:
    """value read as a / c where it is the fast path of a division by the literal c whose FCHK ran (module
    doc); else value."""
    if value.args[0].op != "ffma":
        return value
    for a, b, f in list(low.checks.values()):
        if any(low.template(machine, fast, (a, b)) is value for fast in _literal_fast_paths(b)):
            low.assumed.add(assumption("div_literal"))
            return _division_read(machine.ins.addr, a, b, f)
    return value


def _literal_fast_paths(b: Term) -> tuple[tuple[str, int], ...]:
    c = _literal(b)
    return () if c is None else tuple(("div_by", k) for k in _reciprocals(c))


def _exp_read(machine, low: IeeeLowering, product: Term, r: Term) -> Term | None:
    """expf's product 2^k * 2^r (alone, or fused with an addend) read as e^x: an approximation, so refused
    under `exact` and an assumption under `real` (semantics/approx.py)."""
    if r.op != "ffma" or product.params != ("RNE",):
        return None
    for x in r.args[:2]:
        for form, power in (("exp", x), ("exp_neg", T.fneg(x))):
            expected = low.template(machine, form, (x,)).args[0]  # fmul(2^k, 2^r)
            if tuple(product.args[:2]) == tuple(expected.args) and expected.params == ("RNE",):
                e = T.fapprox("exp", "hardware", power)
                return e if product.op == "fmul" else T.ffma("RNE", e, T.fp_const(F32, 1.0), product.args[2])
    return None


# ----------------------------------------------------------------------------- FCHK, CALL
def _lowering(m) -> IeeeLowering | None:
    """The run's IeeeLowering (semantics.run sets it for SASS); None on a machine without one."""
    return getattr(getattr(m, "env", None), "ieee", None)


@SASS.define("FCHK")
def fchk(m, ins):
    """FCHK Pd, a, b: whether ptxas's division fast path is accurate for a / b.  Not documented, so Pd is
    left open; the division's fast path for the same a and b is read with it (module doc)."""
    Mods(m, ins).done()
    d, a_op, b_op = operands(m, ins, 3)
    for op in (a_op, b_op):
        if isinstance(op, FImm) or isinstance(op, (Reg, Const)) and not (op.neg or op.abs or op.bitnot):
            continue
        raise unsupported(m, ins, f"operand {op!r}")
    a, b = float_src(m, ins, a_op), float_src(m, ins, b_op)
    f = undefined(ins.addr, "fchk", T.BOOL)
    low = _lowering(m)
    if low is not None:
        low.checks[(id(a), id(b))] = (a, b, f)
        _settle_registers(m, low, a, b, f)
    m.write_pred(dest_pred(m, ins, d), f)


def _division_read(addr: int, a: Term, b: Term, f: Term) -> Term:
    """The division's fast path as read: open where FCHK (f) sends a / b to the slow path, else a / b."""
    return T.ite(f, undefined(addr, "fast.div", T.BV(32)), _result_bits("div", [a, b]))


def _settle_registers(m, low: IeeeLowering, a: Term, b: Term, f: Term) -> None:
    """A division fast path completed before its FCHK (a schedule ptxas may choose) is read now."""
    read = _division_read(m.ins.addr, a, b, f)
    fast = {id(low.template(m, form, (a, b))): read for form in ("div",) + _literal_fast_paths(b)}
    for key, v in list(m.regs.items()):
        settled = T.substitute(v, fast)
        if settled is not v:
            low.assumed.add(assumption("div"))
            m.regs[key] = settled


def settle_accesses(meaning) -> None:
    """Prune the path merges of the values a run that read ptxas's lowering stores (`prune_merges`)."""
    for access in meaning.accesses:
        memo: dict = {}
        access.values = [prune_merges(x, [access.guard], memo) for x in access.values]


@SASS.define("CALL", mods=("REL", "NOINC"))
def call(m, ins):
    """CALL.REL.NOINC target: runs the subroutine at target and returns to the next instruction.  Only
    ptxas's IEEE slow paths are known (module doc): the call writes their correctly rounded result and
    leaves every other register and predicate they change unspecified."""
    mo = Mods(m, ins)
    if not (mo.flag("REL") and mo.flag("NOINC")):
        raise unsupported(m, ins, "a call other than CALL.REL.NOINC")
    mo.done()
    (target,) = operands(m, ins, 1)
    low = _lowering(m)
    found = low.slow_path(m.env, target.addr) if low is not None and isinstance(target, Target) else None
    if found is None:
        raise unsupported(m, ins, "a subroutine that is not one of ptxas's IEEE division, reciprocal or square "
                                  "root slow paths")
    back = found.ret
    if back.op == "var" and back.params[0].startswith("in:"):
        back = m.read(input_operand(back.params[0]))
    if not (back.op == "const" and back.value == ins.addr + 16):
        raise unsupported(m, ins, "a return address other than the next instruction")
    xs = [T.fp_from_bits(F32, r if isinstance(r, Term) else m.read(r)) for r in found.operands]
    value = _result_bits(found.fn, xs)
    for file, index in found.changed:
        if file in ("R", "UR"):
            m.write(Reg(file == "UR", index), undefined(ins.addr, f"call.{file}{index}", T.BV(32)))
        else:
            m.write_pred(Pred(file == "UP", index), undefined(ins.addr, f"call.{file}{index}", T.BOOL))
    for r in found.results:
        m.write(r, value)
    low.assumed.add(assumption(found.fn))
