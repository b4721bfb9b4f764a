"""ptxas's 32-bit integer division by a variable (PTX div/rem .u32 and .s32, C's `i / w`, `i % w`), read as
the exact quotient and remainder.

PTX defines integer div and rem exactly; SASS has no divider, so ptxas computes N / D (N, D unsigned: the
operands, or their magnitudes for a signed division) from a reciprocal estimate:

    x  = D converted to f32 rounding up (I2F.U32.RP; I2F.RP for a magnitude)
    e  = f32->u32 truncation of MUFU.RCP(x) with 2^32 - 2 ulps folded into its exponent field
    E  = e + hi(e * (-e * D))                  one Newton step (IMAD.HI.U32 with e as the high addend)
    q0 = hi(E * N),  r0 = N - q0 * D          then twice: if r >= D { r -= D; q += 1 }

MUFU.RCP's bits are not documented, so no proof can show the sequence right; equiv reads it as the exact
quotient under an assumption listed in the verdict and certificate: with MUFU.RCP within rcp.approx.f32's
documented 1 ulp, E satisfies 2^32 - 2D <= E * D <= 2^32 for every divisor D >= 1 (checked for every D by
tools/check_intdiv_estimate.py). Then N*E/2^32 lies in (N/D - 2, N/D] for N < 2^32, so q0 is floor(N/D) or up
to two less, r0 = N - q0*D does not wrap, and the two corrections make q and r exact. With the signed
conversion (I2F.RP, a signed division's magnitude) D < 2^31 gives the same float; D >= 2^31 (the magnitude
2^31, or any D read as negative) gives a negative float, a negative reciprocal, bits that stay negative after
the added constant, so e = E = 0: then q0 = 0, r0 = N < 2D, and the corrections alone give N / D. D = 0 gives
x = +0.0, whose reciprocal PTX documents as +Inf, so e = E = 0 and the template's own value at D = 0 is read
there.

The sequence is recognized exactly: the SASS definitions run on ptxas's instructions (`_ESTIMATE`, `_CORE`)
over the operands found in the kernel's term, under the kernel's reach condition, and a register's value
must be the very term they compute.  Anything else keeps its MUFU (refused under `exact`).  The sign
handling around a signed division (IABS, negation by the operands' signs, ~D for D = 0) is the kernel's own
code and stays as it is; equiv/terms.py reads it as SMT-LIB's bvsdiv/bvsrem, which it is.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from equiv import terms as T
from equiv.terms import F32, Term
from semantics.isa.sass import template
from semantics.isa.sass.parser import Reg

ASSUMPTION = ("ptxas's 32-bit integer division by a variable read as exact: its MUFU.RCP estimate, within "
              "rcp.approx.f32's documented 1 ulp, refined by one Newton step (2^32 - 2D <= E*D <= 2^32 for every "
              "divisor D: tools/check_intdiv_estimate.py), leaves the quotient at most two short, which its two "
              "correction steps fix")

# operands: N in R0, D in R1; the estimate E in R5; the quotient ends in R5, the remainder in R2
# -e * D: ptxas negates e, or D where D is itself computed (then -D distributes over D's sum: another term)
_ESTIMATE = ("I2F{sign}.RP R6, R1", "MUFU.RCP R6, R6", "IADD3 R4, R6, 0xffffffe, RZ", "F2I.FTZ.U32.TRUNC.NTZ R5, R4",
             "MOV R4, RZ", "IADD3 R9, RZ, -R{negated}, RZ", "IMAD R9, R9, R{other}, RZ", "IMAD.HI.U32 R5, R5, R9, R4")
_NEGATED = ((5, 1), (1, 5))
# a correction step as ptxas writes it: r >= D (unsigned divisions), or not D > r (signed ones)
_STEPS = {
    "ge": ("ISETP.GE.U32.AND P{k}, PT, R2, R1, PT", "@P{k} IADD3 R2, R2, -R1, RZ", "@P{k} IADD3 R5, R5, 0x1, RZ"),
    "gt": ("ISETP.GT.U32.AND P{k}, PT, R1, R2, PT", "@!P{k} IADD3 R2, R2, -R1, RZ", "@!P{k} IADD3 R5, R5, 0x1, RZ"),
}
_CORE = ("IMAD.HI.U32 R5, R5, R0, RZ", "IADD3 R3, RZ, -R5, RZ", "IMAD R2, R3, R1, R0")
_FORMS = tuple((a, b) for a in _STEPS for b in _STEPS)
_SEARCH_DEPTH = 11  # edges from a written value down to the product hi(E * N)


def _estimate_code(signed: bool, negated: int, other: int) -> tuple:
    return template.code(tuple(line.format(sign="" if signed else ".U32", negated=negated, other=other)
                       for line in _ESTIMATE))


def _core_code(form: tuple[str, str]) -> tuple:
    steps = tuple(line.format(k=k) for k, step in enumerate(form) for line in _STEPS[step])
    return template.code(_CORE + steps)


def _register(scratch, index: int) -> Term:
    return scratch.read(Reg(False, index))


@dataclass
class IntDivisions:
    """The divisors one SASS run has converted for MUFU.RCP, and the division templates built on them."""

    divisors: list = field(default_factory=list)  # (signed, D)
    _estimates: dict = field(default_factory=dict)
    _cores: dict = field(default_factory=dict)

    def observe(self, machine, value: Term) -> None:
        """Note D where MUFU.RCP takes the reciprocal of D converted rounding up (the start of the sequence)."""
        if value.op != "fp_to_bits" or value.args[0].op != "fapprox" or value.args[0].params[0] != "rcp":
            return
        x = value.args[0].args[0]
        if x.op in ("fp_from_ubv", "fp_from_sbv") and x.params == ("RTP",) and x.sort == T.FP(F32) \
                and x.args[0].sort == T.BV(32):
            key = (x.op == "fp_from_sbv", x.args[0])
            if not any(k[0] == key[0] and k[1] is key[1] for k in self.divisors):
                self.divisors.append(key)

    def estimates(self, machine, signed: bool, d: Term) -> tuple[Term, ...]:
        """E in each of the forms ptxas writes it."""
        key = (signed, id(d))
        hit = self._estimates.get(key)
        if hit is None or hit[0] is not d:
            es = tuple(_register(template.run(machine, _estimate_code(signed, *form), {1: d}), 5)
                       for form in _NEGATED)
            hit = self._estimates[key] = (d, tuple(dict.fromkeys(es)))
        return hit[1]

    def core(self, machine, form, e: Term, n: Term, d: Term, reach: Term) -> tuple[Term, Term]:
        """(quotient, remainder) the sequence's core computes from E, N, D, resolved under `reach`."""
        key = (form, id(e), id(n), id(d), id(reach))
        hit = self._cores.get(key)
        if hit is None or any(a is not b for a, b in zip(hit[0], (e, n, d, reach))):
            scratch = template.run(machine, _core_code(form), {5: e, 0: n, 1: d}, reach)
            hit = self._cores[key] = ((e, n, d, reach), (_register(scratch, 5), _register(scratch, 2)))
        return hit[1]

    def settle(self, machine, merged: Term) -> tuple[Term, bool]:
        """A register's value after a write, with a completed division read as exact where the thread reaches
        it (elsewhere it keeps its value): ite(reach, exact, merged).  Returns (value, whether read)."""
        reach = machine.reach
        resolved = None
        for signed, d in self.divisors:
            for e, n in self._products(machine, signed, d, merged):
                if resolved is None:
                    from semantics.simt import resolve_under
                    resolved = resolve_under(merged, reach)
                for form in _FORMS:
                    q, r = self.core(machine, form, e, n, d, reach)
                    if resolved is q or resolved is r:
                        exact = T.udiv(n, d) if resolved is q else T.urem(n, d)
                        at_zero = _at_zero_divisor(resolved, d, signed)
                        return T.ite(reach, T.ite(T.eq(d, T.bv(0, 32)), at_zero, exact), merged), True
        return merged, False

    def _products(self, machine, signed: bool, d: Term, t: Term):
        """(E, N) for each estimate quotient hi(E * N) within reach of t."""
        for e in self.estimates(machine, signed, d):
            for n in _numerators(t, T.zext(e, 64)):
                yield e, n


def _at_zero_divisor(template: Term, d: Term, signed: bool) -> Term:
    """The template's value where D = 0: x = +0.0, and MUFU.RCP(+0.0) = +Inf (PTX documents rcp's special
    values), so the sequence is exact bit arithmetic there."""
    zero = T.substitute(template, {id(d): T.bv(0, 32)})
    x0 = T.fp_from_int("RTP", F32, T.bv(0, 32), signed)
    rcp0 = T.fapprox("rcp", "hardware", x0)
    return T.substitute(zero, {id(rcp0): T.fp_const(F32, float("inf"))})


def _numerators(t: Term, ze: Term) -> list[Term]:
    """N for every product zext(E) * zext(N) within reach of t (the quotient estimate hi(E * N))."""
    out = []
    for u in template.nodes_near(t, _SEARCH_DEPTH):
        if u.op == "mul" and len(u.args) == 2 and any(a is ze for a in u.args):
            other = u.args[1] if u.args[0] is ze else u.args[0]
            if other.op == "zext" and other.args[0].width == 32:
                out.append(other.args[0])
            elif other.op == "const":
                out.append(T.bv(other.value, 32))
    return out
