"""Atomics: ATOMG / ATOM (global / generic read as global, like LD), RED / REDG (the same
without a result), ATOMS (shared), all 32-bit.

What nvcc 13 emits (tests/data/sass_block/block.cu, kernels atomics_global and
atomics_shared): `ATOMG.E.ADD.STRONG.GPU PT, Rd, desc[URx][Ra.64+imm], Rb`, the result-less
`REDG.E.MAX.S32.STRONG.GPU [Ra.64], Rb` (sm_80 prints RED), and for shared memory
`ATOMS.ADD Rd, [Ra+URb+imm], Rb`.  MIN/MAX without .S32 are unsigned (atomicMax on an
unsigned is ATOMG.E.MAX).  The CAS forms print their 64-bit address register without .64
(`ATOMG.E.CAS.STRONG.GPU PT, R12, [R4+0x18], R2, R3`, where R4:R5 holds the pointer that
the other atomics of the kernel address as [R4.64]); their operands are compare, then new.
f32 addition is `.ADD.F32.FTZ.RN`: PTX atom.add.f32 (round to nearest, subnormals flushed),
op "fadd" of semantics.isa.atomic_ops.  The leading predicate of ATOMG/ATOM is modeled only as
PT: generic ATOM.E.ADD.F32 writes it (`P0`) with a meaning no document states.

`ATOMS.CAST.SPIN Rd|Pd, [addr], cmp, new` is nvcc's compare-and-store in the spin loops that
emulate atomics the hardware lacks on shared memory (f32 add): it stores new where memory
holds cmp and reports success, 1/0 in Rd (sm_80/90, tested with ISETP.EQ.U32 Rd, 0x1) or in
Pd (sm_100); read as CAS with the success flag as result.

`ATOMS.POPC.INC.32 Rd, [addr]` is nvcc's warp-aggregated `atomicAdd(&s, 1)` on shared memory (the
histogram of tests/data/blocks, where lanes pass different addresses): the hardware counts the
active lanes that name one address (a population count) and adds that count once, which leaves
each word incremented once per lane that named it: op "add" with value 1 for every lane.  What
Rd receives depends on the order among the lanes; the executor refuses a use of it.
"""
from __future__ import annotations

from dataclasses import replace

from equiv import terms as T
from semantics.isa.sass.instructions import Mem, Mods, Reg, dest_pred, dest_reg, is_true_pred, operands, unsupported
from semantics.isa.sass.memory import address, shared_address
from semantics.isa.sass.table import SASS

_OPS = ("ADD", "MIN", "MAX", "AND", "OR", "XOR", "EXCH", "INC", "DEC", "CAS")
_FLOAT = ("F32", "FTZ", "RN")
_GLOBAL_MODS = ("E", "S32", "STRONG", "GPU") + _OPS + _FLOAT
_SHARED_MODS = ("S32", "CAST", "SPIN", "POPC", "32") + _OPS


def _operation(mo, m, ins) -> str:
    """The semantics.isa.atomic_ops operation named by the modifiers."""
    op = mo.one(_OPS)
    signed = mo.flag("S32")
    f32 = [mo.flag(x) for x in _FLOAT]
    if op is None:
        raise unsupported(m, ins, "an atomic without an operation")
    if any(f32):
        if not all(f32) or op != "ADD":
            raise unsupported(m, ins, "a floating atomic other than .ADD.F32.FTZ.RN")
        return "fadd"
    if op in ("MIN", "MAX"):
        return f"{op.lower()}.{'s32' if signed else 'u32'}"
    if signed:
        raise unsupported(m, ins, f".S32 on {op}")
    return op.lower()


def _value(m, ins, op):
    if not isinstance(op, Reg) or op.uniform or op.neg or op.abs or op.bitnot or op.suffixes or op.wide:
        raise unsupported(m, ins, f"atomic operand {op!r}")
    return m.read(op, 32)


def _global_address(m, ins, mem, op: str):
    """The 64-bit address; a CAS prints its register pair without .64 (see the module doc)."""
    if op == "cas" and isinstance(mem, Mem) and mem.base is not None and not mem.base.wide:
        mem = replace(mem, base=replace(mem.base, wide=True))
    return address(m, ins, mem)


def _global(result: bool):
    def fn(m, ins):
        mo = Mods(m, ins)
        if not mo.flag("E"):
            raise unsupported(m, ins, "an atomic without .E (32-bit addressing)")
        op = _operation(mo, m, ins)
        if not (mo.flag("STRONG") and mo.flag("GPU")):
            raise unsupported(m, ins, "an atomic whose scope is not .STRONG.GPU")
        mo.done()
        ops = operands(m, ins, *((4, 5) if result else (2, 3)))
        if result:
            if not is_true_pred(ops[0]):
                raise unsupported(m, ins, f"predicate result {ops[0]!r}")
            d, ops = dest_reg(m, ins, ops[1], uniform=False), ops[2:]
        mem, srcs = ops[0], ops[1:]
        if len(srcs) != (2 if op == "cas" else 1):
            raise unsupported(m, ins, f"{len(srcs)} value operands for {op}")
        values = [_value(m, ins, s) for s in srcs]
        compare = values[0] if op == "cas" else None
        old = m.atomic("global", op, _global_address(m, ins, mem, op), values[-1], compare)
        if result:
            m.write(d, old)
    return fn


SASS.define("ATOMG", mods=_GLOBAL_MODS, doc=(
    "ATOMG.E.op.STRONG.GPU PT, Rd, [addr], Rb[, Rc]: Rd = old global word; memory = op(old, Rb) "
    "(CAS: compare Rb, new Rc)"))(_global(True))
SASS.define("ATOM", mods=_GLOBAL_MODS, doc="ATOM.E...: a generic-address ATOMG, read as global (like LD)")(
    _global(True))
SASS.define("REDG", mods=_GLOBAL_MODS, doc="REDG.E.op.STRONG.GPU [addr], Rb: ATOMG without the result")(
    _global(False))
SASS.define("RED", mods=_GLOBAL_MODS, doc="RED.E.op.STRONG.GPU [addr], Rb: sm_80's REDG, read as global")(
    _global(False))


@SASS.define("ATOMS", mods=_SHARED_MODS)
def atoms(m, ins):
    """ATOMS.op Rd, [Ra(.Xk)+URb+imm], Rb[, Rc]: Rd = old shared word; memory = op(old, Rb)
    (CAS: compare Rb, new Rc).  ATOMS.POPC.INC.32 Rd, [addr]: an add of 1 (module docstring).  ATOMS.CAST.SPIN Rd|Pd, [addr], cmp, new: CAS whose result is
    success (1/0 in Rd, or Pd)."""
    mo = Mods(m, ins)
    cast = mo.flag("CAST")
    if cast != mo.flag("SPIN"):
        raise unsupported(m, ins, ".CAST without .SPIN or the converse")
    popc = mo.flag("POPC")
    if popc and not (mo.one(_OPS) == "INC" and mo.flag("32")):
        raise unsupported(m, ins, ".POPC other than .POPC.INC.32")
    op = "cas" if cast else "add" if popc else _operation(mo, m, ins)
    mo.done()
    d, mem, *srcs = operands(m, ins, 2, 3, 4)
    if len(srcs) != (2 if op == "cas" else 0 if popc else 1):
        raise unsupported(m, ins, f"{len(srcs)} value operands for {'POPC.INC' if popc else op}")
    values = [T.bv(1, 32)] if popc else [_value(m, ins, s) for s in srcs]
    compare = values[0] if op == "cas" else None
    d = dest_pred(m, ins, d) if cast and not isinstance(d, Reg) else dest_reg(m, ins, d, uniform=False)
    old = m.atomic("shared", op, shared_address(m, ins, mem), values[-1], compare)
    if not cast:
        m.write(d, old)
        return
    stored = T.eq(old, compare)
    if isinstance(d, Reg):
        m.write(d, T.ite(stored, T.bv(1, 32), T.bv(0, 32)))
    else:
        m.write_pred(d, stored)
