"""Atomics (PTX ISA 9.7.13.5, 9.7.13.6): atom and red on global (or generic) and shared memory.

`m.atomic(space, op, addr, value[, compare])` performs old = mem[addr]; mem[addr] = f(old, value)
as one indivisible step of the block-level machine and returns old; f is
semantics/isa/atomic_ops.py's.  red is the same call with the result discarded.  The address
is memory.py's (BV64 global, generic addresses read as global; BV32 shared).

Modeled (operation, type) pairs: add .u32/.s32/.u64/.s64 (wrapping), add.f32 (fadd: global
flushes subnormals, shared does not), inc/dec .u32, min/max .u32/.s32, and/or/xor/exch/cas
.b32/.b64.  Refused: the other types (f16, bf16, f64, 64-bit min/max, vectors, .noftz), memory
orders other than .relaxed (an .acquire/.release atomic orders the thread's other accesses
against other threads', which no executor models yet), and a global atomic of .cta or
.cluster scope (atomic only among some of the grid's threads).
"""
from __future__ import annotations

from equiv.terms import Term
from semantics.isa.ptx.ast import Addr
from semantics.isa.ptx.instructions import Mods, Type, dest, operands, src, unsupported
from semantics.isa.ptx.memory import address
from semantics.isa.ptx.table import PTX

_SPACES = ("global", "shared", "shared::cta")
_ORDERS = ("relaxed",)  # the table refuses .acquire/.release/.acq_rel (module docstring)
_SCOPES = ("cta", "cluster", "gpu", "sys")
_OPS = ("add", "inc", "dec", "min", "max", "and", "or", "xor", "exch", "cas")
_TYPES = ("b32", "b64", "u32", "u64", "s32", "s64", "f32")
_MACHINE_OP = {
    **{("add", t): "add" for t in ("u32", "s32", "u64", "s64")},
    ("add", "f32"): "fadd",
    ("inc", "u32"): "inc", ("dec", "u32"): "dec",
    **{(f, t): f"{f}.{t}" for f in ("min", "max") for t in ("u32", "s32")},
    **{(f, t): f for f in ("and", "or", "xor", "exch", "cas") for t in ("b32", "b64")},
}


def _parse(m, ins) -> tuple[str, str, Type]:
    """(machine space, machine op, type) of an atom/red."""
    mo = Mods(m, ins)
    space = mo.one(_SPACES, "generic")
    mo.one(_ORDERS)
    scope = mo.one(_SCOPES)
    op = mo.one(_OPS)
    ty = mo.type(_TYPES)
    mo.done()
    if op is None:
        raise unsupported(m, ins, "operation missing")
    machine_op = _MACHINE_OP.get((op, ty.name))
    if machine_op is None:
        raise unsupported(m, ins, f"{op}.{ty.name} is not modeled")
    if not space.startswith("shared") and scope in ("cta", "cluster"):
        raise unsupported(m, ins, f"a global atomic of .{scope} scope (atomic only within the {scope})")
    return ("shared" if space.startswith("shared") else "global"), machine_op, ty


def _target(m, ins, space: str, op) -> Term:
    if not isinstance(op, Addr):
        raise unsupported(m, ins, f"address {op!r}")
    return address(m, ins, space, op)


@PTX.define("atom", mods=_SPACES + _ORDERS + _SCOPES + _OPS + _TYPES)
def atom(m, ins):
    """atom{.relaxed}{.scope}{.global|.shared}.op.type d, [a], b{, c}: d = the old value at a, and
    a = f(old, b) atomically; cas: a = (old == b) ? c : old (module docstring)."""
    space, op, ty = _parse(m, ins)
    ops = operands(m, ins, 4 if op == "cas" else 3)
    addr = _target(m, ins, space, ops[1])
    b = src(m, ins, ops[2], ty.width)
    if op == "cas":
        old = m.atomic(space, op, addr, src(m, ins, ops[3], ty.width), compare=b)
    else:
        old = m.atomic(space, op, addr, b)
    dest(m, ins, ops[0], old)


@PTX.define("red", mods=_SPACES + _ORDERS + _SCOPES + tuple(o for o in _OPS if o not in ("exch", "cas")) + _TYPES)
def red(m, ins):
    """red{.relaxed}{.scope}{.global|.shared}.op.type [a], b: a = f(old, b) atomically (atom without
    the result; exch and cas have no red form)."""
    space, op, ty = _parse(m, ins)
    a, b = operands(m, ins, 2)
    m.atomic(space, op, _target(m, ins, space, a), src(m, ins, b, ty.width))
