"""mov (PTX ISA 9.7.9.1, 9.7.9.2): registers, literals and special registers (`%tid.x`, ...),
predicates, and the vector packs `mov.b64 %rd1, {%r1, %r2}` / unpacks `mov.b64 {%r1, %r2}, %rd1`
(element 0 is the low part).

`mov.{u32,u64,b32,b64} d, var` of a `.shared` variable gives its shared-window address
(`m.shared_offset`, see memory.py); `mov` of a parameter, another variable or a function name
(its address) is not modeled yet.
"""
from __future__ import annotations

from equiv import terms as T
from semantics.isa.ptx.ast import Imm, Sym, Vec
from semantics.isa.ptx.instructions import (
    BIT_TYPES, INT_TYPES, Mods, dest, is_sink, operands, pred_dest, pred_src, src, unsupported,
)
from semantics.isa.ptx.table import PTX

_TYPES = ("pred",) + BIT_TYPES + INT_TYPES + ("f32", "f64")


@PTX.define("mov", mods=_TYPES)
def mov(m, ins):
    """mov.type d, a: d = a, bit for bit; for .b16/.b32/.b64, d or a may be a vector of 2 or 4
    equal parts (low part first); mov.pred takes a predicate or the literal 0 / 1."""
    mo = Mods(m, ins)
    ty = mo.type(_TYPES)
    mo.done()
    d, a = operands(m, ins, 2)
    if isinstance(a, Sym):
        at = m.shared_offset(a.name)
        if at is None or ty.kind not in ("u", "s", "b") or ty.width < 32:
            raise unsupported(m, ins, f"the address of {a.name} (parameter, global variable and function "
                                      "addresses are not modeled yet)")
        dest(m, ins, d, T.bv(at, ty.width))
        return
    if ty.kind == "pred":
        value = T.const_bool(bool(a.value)) if isinstance(a, Imm) and a.value in (0, 1) else pred_src(m, ins, a)
        pred_dest(m, ins, d, value)
        return
    if not (isinstance(d, Vec) or isinstance(a, Vec)):
        dest(m, ins, d, src(m, ins, a, ty.width))
        return
    vec = a if isinstance(a, Vec) else d
    n = len(vec.elems)
    if ty.kind != "b" or n not in (2, 4) or ty.width % n or isinstance(a, Vec) == isinstance(d, Vec):
        raise unsupported(m, ins, f"vector mov of {n} elements as .{ty.name}")
    w = ty.width // n
    if isinstance(a, Vec):
        value = None
        for e in a.elems:
            part = src(m, ins, e, w)
            value = part if value is None else T.concat(part, value)
        dest(m, ins, d, value)
        return
    whole = src(m, ins, a, ty.width)
    for k, e in enumerate(d.elems):
        if not is_sink(e):
            dest(m, ins, e, T.extract(whole, w * k + w - 1, w * k))
