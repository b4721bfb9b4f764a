"""nvcc's default `tanhf` (libdevice, no fast math) read as tanh(x): an approximation, under `real` only.

For |x| >= 0.6 libdevice computes 1 - 2 / (e^(2|x|) + 1) with MUFU.EX2 and MUFU.RCP, saturates to 1 from
|x| >= 9.01 and copies x's sign in with a LOP3; below 0.6 it computes an odd polynomial x + x * x^2 p(x^2);
a predicated FFMA merges the two.  Neither branch is tanh over the reals (the polynomial and the saturation
are approximations by design), so the sequence is recognized whole: ptxas's instructions (`_TANHF`, the
order of nvcc 13 for sm_80 to sm_100; register allocation and scheduling do not matter) run through the
same SASS definitions on the kernel's operand under the kernel's reach condition (template.py), and where
the register the predicated FFMA completes is that very term, it becomes tanh(x) (`terms.fapprox` "tanh",
impl "libdevice": refused under `exact`, an assumption under `real`, semantics/approx.py).  One changed
constant, operand or predicate loses the reading.
"""
from __future__ import annotations

from equiv import terms as T
from equiv.terms import Term
from semantics.isa.sass import template
from semantics.isa.sass.instructions import to_bits

_TANHF = ("MOV R10, 0x3c80f082", "MOV R9, 0x3f800000", "FMUL R4, |R0|, 2.8853900432586669922",
          "FMUL R11, R0, R0", "FSETP.GE.AND P1, PT, |R0|, 0.60000002384185791016, PT",
          "FSETP.GE.AND P0, PT, |R0|, 9.010913848876953125, PT", "FFMA R10, R11, R10, -0.052303962409496307373",
          "MUFU.EX2 R4, R4", "FADD R8, R4, 1", "FFMA R10, R11, R10, 0.1331529766321182251",
          "FFMA R10, R11, R10, -0.33332768082618713379", "MUFU.RCP R8, R8", "FFMA R10, R11, R10, RZ",
          "FFMA R9, R8, -2, R9", "FSEL R9, R9, 1, !P0", "LOP3.LUT R9, R9, 0x80000000, R0, 0xb8, !PT",
          "@!P1 FFMA R9, R0, R10, R0")


def read_tanh(machine, word: Term, old: Term, merged: Term) -> Term | None:
    """The register a predicated FFMA writing `word` over `old` leaves (`merged`), read as tanh(x) where it
    is tanhf's sequence on x; else None."""
    product = word.args[0] if word.op == "fp_to_bits" else None
    if product is None or product.op != "ffma" or not any(product.args[2] is f for f in product.args[:2]):
        return None
    x, reach = product.args[2], machine.reach
    prev = old.args[2] if old.op == "ite" and old.args[0] is reach else old
    bits = x.args[0] if x.op == "fp_from_bits" else to_bits(x)  # a loaded x: its raw bits, as LOP3 reads them
    scratch = template.run(machine, template.code(_TANHF), {0: bits, 9: prev}, reach)
    if scratch.regs[(False, 9)] is not merged:
        return None
    return T.ite(reach, to_bits(T.fapprox("tanh", "libdevice", x)), prev)
