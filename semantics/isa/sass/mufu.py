"""MUFU: the special-function unit's approximations (RCP, RSQ, EX2, LG2, SIN, COS, SQRT, TANH).

NVIDIA documents only error bounds for them (PTX rcp.approx, rsqrt.approx, ex2.approx,
lg2.approx, sin.approx, cos.approx, sqrt.approx), not bits, so the definition states the
operand decoding and leaves the function to the machine (`Machine.approx`).  nvcc emits
them for the .approx PTX instructions one to one (tests/data/sass_block/block.cu, kernel
mufu) and inside __frcp_rn, sqrtf, rsqrtf, exp2f, __log2f, __sinf, __cosf, __expf; MUFU.TANH for
tanh.approx.f32 (tanhf under -use_fast_math, sm_75 and later).
"""
from __future__ import annotations

from equiv import terms as T
from semantics.isa.sass.instructions import F32, Mods, dest_reg, float_bits_src, operands, to_bits, unsupported
from semantics.isa.sass.table import SASS

# SIN and COS take revolutions (ptxas multiplies radians by 1/(2*pi) first: DESIGN.md), so they are not
# PTX's sin/cos but sin(2*pi*x) and cos(2*pi*x)
_FUNCTIONS = {"RCP": "rcp", "RSQ": "rsq", "EX2": "ex2", "LG2": "lg2", "SIN": "sin_rev", "COS": "cos_rev",
              "SQRT": "sqrt", "TANH": "tanh"}
_SIGN = 0x80000000


@SASS.define("MUFU", mods=tuple(_FUNCTIONS))
def mufu(m, ins):
    """MUFU.fn Rd, a: Rd = fn(a) as the machine reads the approximation; the source modifiers
    |a| and -a act on the sign bit, as on every f32 source."""
    mo = Mods(m, ins)
    fn = mo.one(tuple(_FUNCTIONS))
    mo.done()
    if fn is None:
        raise unsupported(m, ins, "MUFU without a function")
    d, a = operands(m, ins, 2)
    bits, neg, absolute = float_bits_src(m, ins, a, F32)
    if absolute:
        bits = T.band(bits, T.bv(_SIGN - 1, 32))
    if neg:
        bits = T.bxor(bits, T.bv(_SIGN, 32))
    m.write(dest_reg(m, ins, d, uniform=False), to_bits(m.approx(_FUNCTIONS[fn], T.fp_from_bits(F32, bits))))
