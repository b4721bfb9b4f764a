"""Memory (PTX ISA 9.7.9.8, 9.7.9.9, 9.7.9.20): ld, st, cvta.

  * `ld.param.T d, [param+off]` reads the kernel parameter space (`m.load_param`);
  * `ld`/`st` of `.global`, or without a state space (generic addressing), access
    global memory at a 64-bit register plus the offset.  equiv models every generic
    address as a global one: the kernels it checks take global pointers (and
    `cvta.to.global` is the identity); so cvta between generic addresses and the
    shared, local, const or param spaces is refused (a generic address of shared
    memory would be taken for a global one);
  * `ld`/`st.shared` access the block's shared window (`m.load("shared", a, bits)`
    with a BV32 byte address, executed by the block-level machine): the address is
    `[reg+off]` with a 32-bit register, or a 64-bit one holding a shared-space
    address (`mov.u64 %rd, var` and arithmetic on it), narrowed to 32 bits (an
    address with its high half set, outside any window, becomes 0xffffffff so that
    the machine's bound check fails), `[var+off]` with `var` a `.shared` variable
    (`m.shared_offset(var)`), or `[imm]`;
  * a destination wider than the type takes the value sign-extended for signed
    types and zero-extended otherwise; a wider source gives its low bits (9.4.1);
  * `.v2`/`.v4`: one access of the whole vector, element 0 at the lowest address;
  * cache operators, eviction and prefetch hints, `.nc`, `.volatile` and
    `.relaxed`/`.acquire`/`.release` with a scope do not change what one thread
    reads or writes and are accepted (races between threads are obligations of
    their own).
"""
from __future__ import annotations

from equiv import terms as T
from equiv.terms import Term
from semantics.isa.ptx.ast import Addr, Reg, Sym, Vec
from semantics.isa.ptx.instructions import Mods, Type, dest, is_sink, operands, src, unsupported
from semantics.isa.ptx.table import PTX

_SPACES = ("param", "global", "shared", "local", "const")
_SCOPES = ("cta", "cluster", "gpu", "sys")
_SCOPED_ORDERS = ("relaxed", "acquire", "release")
_EVICTION = ("L1::evict_normal", "L1::evict_unchanged", "L1::evict_first", "L1::evict_last", "L1::no_allocate")
_PREFETCH = ("L2::64B", "L2::128B", "L2::256B")
_VECTORS = {"v2": 2, "v4": 4}
_TYPES = ("b8", "b16", "b32", "b64", "u8", "u16", "u32", "u64", "s8", "s16", "s32", "s64", "f32", "f64")
_LD_CACHE = ("ca", "cg", "cs", "lu", "cv")
_ST_CACHE = ("wb", "cg", "cs", "wt")
_LD_ORDERS = ("weak", "volatile", "relaxed", "acquire")
_ST_ORDERS = ("weak", "volatile", "relaxed", "release")


def _access(m, ins, *, orders: tuple[str, ...], cache: tuple[str, ...], store: bool) -> tuple[str, Type, int]:
    """(space, type, vector length); space "generic" when none is named."""
    mo = Mods(m, ins)
    space = mo.one(_SPACES, "generic")
    order = mo.one(orders)
    scope = mo.one(_SCOPES)
    nc = mo.flag("nc")
    mo.one(cache)
    mo.one(_EVICTION)
    mo.one(_PREFETCH)
    count = _VECTORS.get(mo.one(tuple(_VECTORS)), 1)
    ty = mo.type(_TYPES)
    mo.done()
    if space in ("local", "const"):
        raise unsupported(m, ins, f"the .{space} state space is not modeled yet")
    if store and space == "param":
        raise unsupported(m, ins, "st.param (device-function calls) is not modeled")
    if (order in _SCOPED_ORDERS) != (scope is not None):
        raise unsupported(m, ins, "a memory order without its scope, or a scope without one")
    if nc and space != "global":
        raise unsupported(m, ins, ".nc outside ld.global")
    if count * ty.width > 128:
        raise unsupported(m, ins, f"a {count * ty.width}-bit access")
    return space, ty, count


def _global_address(m, ins, op) -> Term:
    """The 64-bit global (or generic) address of `[reg+off]`."""
    if not (isinstance(op, Addr) and isinstance(op.base, Reg)):
        raise unsupported(m, ins, f"address {op!r}: only [register+offset] global addresses are modeled")
    if m.reg_width(op.base) != 64:
        raise unsupported(m, ins, f"the {m.reg_width(op.base)}-bit address register {op.base.name}")
    return T.add(m.read(op.base, 64), T.bv(op.offset, 64))


def shared_address(m, ins, op) -> Term:
    """The BV32 shared-window byte address of `[reg+off]`, `[var+off]` or `[imm]` (module docstring)."""
    if not isinstance(op, Addr):
        raise unsupported(m, ins, f"shared address {op!r}")
    if op.base is None:
        return T.bv(op.offset & 0xFFFFFFFF, 32)
    if isinstance(op.base, Sym):
        at = m.shared_offset(op.base.name)
        if at is None:
            raise unsupported(m, ins, f"{op.base.name} is not a .shared variable")
        return T.bv((at + op.offset) & 0xFFFFFFFF, 32)
    w = m.reg_width(op.base)
    if w not in (32, 64):
        raise unsupported(m, ins, f"the {w}-bit address register {op.base.name}")
    a = T.add(m.read(op.base, w), T.bv(op.offset, w))
    if w == 32:
        return a
    inside = T.eq(T.extract(a, 63, 32), T.bv(0, 32))
    return T.ite(inside, T.extract(a, 31, 0), T.bv(0xFFFFFFFF, 32))


def address(m, ins, space: str, op) -> Term:
    """The address of a global/generic (BV64) or shared (BV32) access: what `m.load`/`m.store` take."""
    return shared_address(m, ins, op) if space == "shared" else _global_address(m, ins, op)


def _machine_space(space: str) -> str:
    """The machine's space of an access: generic addresses are global ones (module docstring)."""
    return "shared" if space == "shared" else "global"


def _elements(m, ins, op, count: int) -> tuple:
    """The registers of a data operand: itself, or the count elements of a vector."""
    if count == 1 and not isinstance(op, Vec):
        return (op,)
    if not (isinstance(op, Vec) and len(op.elems) == count):
        raise unsupported(m, ins, f"data operand {op!r} of a {count}-element access")
    return op.elems


@PTX.define("ld", mods=_SPACES + _SCOPES + _LD_ORDERS + ("nc",) + _LD_CACHE + _EVICTION + _PREFETCH
            + tuple(_VECTORS) + _TYPES)
def ld(m, ins):
    """ld[.space][.order.scope][.nc][.cache][hints][.v2|.v4].type d, [a]: d = the memory at a
    (see the module docstring); vector elements may be `_`."""
    space, ty, count = _access(m, ins, orders=_LD_ORDERS, cache=_LD_CACHE, store=False)
    d, a = operands(m, ins, 2)
    bits = ty.width * count
    if space == "param":
        if not (isinstance(a, Addr) and isinstance(a.base, Sym)):
            raise unsupported(m, ins, f"parameter address {a!r}")
        value = m.load_param(a.base.name, a.offset, bits)
    else:
        value = m.load(_machine_space(space), address(m, ins, space, a), bits)
    extend = None if ty.kind == "f" else ("s" if ty.signed else "z")
    for k, e in enumerate(_elements(m, ins, d, count)):
        if not is_sink(e):
            dest(m, ins, e, T.extract(value, ty.width * k + ty.width - 1, ty.width * k), extend=extend)


@PTX.define("st", mods=_SPACES + _SCOPES + _ST_ORDERS + _ST_CACHE + _EVICTION + tuple(_VECTORS) + _TYPES)
def st(m, ins):
    """st[.global|.shared][.order.scope][.cache][hints][.v2|.v4].type [a], b: the memory at a = b."""
    space, ty, count = _access(m, ins, orders=_ST_ORDERS, cache=_ST_CACHE, store=True)
    a, b = operands(m, ins, 2)
    value = None
    for e in _elements(m, ins, b, count):
        part = src(m, ins, e, ty.width, relaxed=ty.kind != "f")
        value = part if value is None else T.concat(part, value)
    m.store(_machine_space(space), address(m, ins, space, a), value)


@PTX.define("cvta", mods=("to", "global", "shared", "local", "const", "param", "u32", "u64"))
def cvta(m, ins):
    """cvta[.to].global.u64 d, a: d = a (generic and global addresses coincide in equiv's model,
    see the module docstring); the other state spaces and 32-bit addresses are refused."""
    mo = Mods(m, ins)
    mo.flag("to")
    space = mo.one(("global", "shared", "local", "const", "param"))
    ty = mo.type(("u32", "u64"))
    mo.done()
    if space != "global":
        raise unsupported(m, ins, f"cvta of the .{space} state space (generic addresses are modeled as global "
                                  "ones, see the module docstring)")
    if ty.width != 64:
        raise unsupported(m, ins, "32-bit addresses")
    d, a = operands(m, ins, 2)
    dest(m, ins, d, src(m, ins, a, 64))
