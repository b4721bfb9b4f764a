"""Memory: LDG/STG (global), LD/ST (generic addresses, read as global), and the
constant-bank loads LDC, LDCU, ULDC.

Address = register pair (`[R2.64]`) + signed immediate offset, or a uniform
register pair (`[UR4.64]`) + offset; `desc[URx]` is the memory descriptor and
carries no address bits.  Cache-policy and memory-order modifiers (.CONSTANT,
.EF, .EL, .LU, .NA, .LTC128B, .STRONG.GPU, ...) do not change what one thread
reads or writes and are accepted as such; anything else is refused.
"""
from __future__ import annotations

from equiv import terms as T
from equiv.terms import Term
from semantics.isa.sass.instructions import Const, Mem, Mods, Reg, dest_reg, operands, unsupported
from semantics.isa.sass.table import SASS

# size modifier -> (bits, sign-extend)
_SIZES = {"U8": (8, False), "S8": (8, True), "U16": (16, False), "S16": (16, True), "64": (64, False),
          "128": (128, False)}
# cache policy / eviction / prefetch hints and memory-order scopes (as ptxas prints them for
# ld.global.nc, .L1::evict_*, .cs/.lu/.cv, .L2::128B/256B, ld.volatile/.relaxed.{cta,gpu,sys})
_HINTS = ("CONSTANT", "EF", "EL", "LU", "NA", "ENL2", "LTC128B", "LTC256B")
_ORDER = ("STRONG",)
_SCOPES = ("GPU", "SYS", "SM")
_MEM_MODS = ("E",) + tuple(_SIZES) + _HINTS + _ORDER + _SCOPES


def _access_mods(m, ins, *, store: bool) -> tuple[int, bool]:
    mo = Mods(m, ins)
    if not mo.flag("E"):
        raise unsupported(m, ins, "access without .E (32-bit addressing)")
    size = mo.one(tuple(_SIZES))
    mo.drop(_HINTS)
    strong = mo.flag("STRONG")
    scope = mo.one(_SCOPES)
    mo.done()
    if scope is not None and not strong:
        raise unsupported(m, ins, f".{scope} without .STRONG")
    if strong and scope is None:
        raise unsupported(m, ins, ".STRONG without a scope")
    bits, signed = _SIZES[size] if size else (32, False)
    if store and size == "S8" or store and size == "S16":
        raise unsupported(m, ins, "signed store size")
    return bits, signed


def address(m, ins, op) -> Term:
    """The 64-bit address of a memory operand."""
    if not isinstance(op, Mem):
        raise unsupported(m, ins, f"memory operand {op!r}")
    base = op.base
    ubase = op.ubase
    for r in (base, ubase, op.desc):
        if r is not None and (r.neg or r.abs or r.bitnot or r.suffixes):
            raise unsupported(m, ins, f"address register {r!r}")
    if base is not None and ubase is not None:
        raise unsupported(m, ins, "an address with both a register and a uniform register")
    reg = base if base is not None else ubase
    if reg is None:
        raise unsupported(m, ins, "an absolute address")
    if not reg.wide:
        raise unsupported(m, ins, "a 32-bit address register")
    return T.add(m.read(reg, 64), T.bv(op.offset, 64))


def _regs_read(m, ins, op, bits: int) -> Term:
    """The value of a store source: low bits of one register, a pair, or four registers."""
    if not isinstance(op, Reg) or op.neg or op.abs or op.bitnot or op.suffixes:
        raise unsupported(m, ins, f"store value {op!r}")
    if bits <= 32:
        v = m.read(op, 32)
        return v if bits == 32 else T.extract(v, bits - 1, 0)
    if bits == 64:
        return m.read(op, 64)
    if op.index is None:
        return T.bv(0, bits)
    words = [m.read(Reg(op.uniform, op.index + k), 32) for k in range(bits // 32)]
    out = words[0]
    for w in words[1:]:
        out = T.concat(w, out)
    return out


def _load(m, ins):
    bits, signed = _access_mods(m, ins, store=False)
    d, mem = operands(m, ins, 2)
    d = dest_reg(m, ins, d)
    v = m.load("global", address(m, ins, mem), bits)
    if v.width != bits:
        raise unsupported(m, ins, f"a {bits}-bit load returned {v.width} bits")
    if bits < 32:
        v = (T.sext if signed else T.zext)(v, 32)
    m.write(d, v)


def _store(m, ins):
    bits, _ = _access_mods(m, ins, store=True)
    mem, src = operands(m, ins, 2)
    m.store("global", address(m, ins, mem), _regs_read(m, ins, src, bits))


SASS.define("LDG", mods=_MEM_MODS, doc="LDG.E[.size] d, [addr]: global load; 8/16-bit sizes extend to 32 bits")(_load)
SASS.define("STG", mods=_MEM_MODS, doc="STG.E[.size] [addr], v: global store of the low bits / register group")(_store)
SASS.define("LD", mods=_MEM_MODS, doc="LD.E: generic-address load, read as a global load")(_load)
SASS.define("ST", mods=_MEM_MODS, doc="ST.E: generic-address store, read as a global store")(_store)


_CONST_SIZES = {"U8": (8, False), "S8": (8, True), "U16": (16, False), "S16": (16, True), "64": (64, False),
                "128": (128, False)}


def _const_load(uniform_dest: bool):
    def fn(m, ins):
        mo = Mods(m, ins)
        size = mo.one(tuple(_CONST_SIZES))
        mo.done()
        bits, signed = _CONST_SIZES[size] if size else (32, False)
        d, c = operands(m, ins, 2)
        d = dest_reg(m, ins, d, uniform=uniform_dest)
        if not isinstance(c, Const) or c.neg or c.abs or c.bitnot:
            raise unsupported(m, ins, f"source {c!r}")
        v = m.read(c, bits)
        if bits < 32:
            v = (T.sext if signed else T.zext)(v, 32)
        m.write(d, v)
    fn.__doc__ = "constant-bank load: d (register group) = c[bank][offset]; 8/16-bit sizes extend to 32 bits"
    return fn


SASS.define("LDC", mods=tuple(_CONST_SIZES))(_const_load(False))
SASS.define("LDCU", mods=tuple(_CONST_SIZES))(_const_load(True))
SASS.define("ULDC", mods=tuple(_CONST_SIZES))(_const_load(True))
