"""Memory: LDG/STG (global), LD/ST (generic addresses, read as global), LDS/STS
(shared), and the constant-bank loads LDC, LDCU, ULDC.

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
    return _size(m, ins, size, store=store)


def _size(m, ins, size: str | None, *, store: bool) -> tuple[int, bool]:
    """(bits, sign-extend) of a size modifier (None: 32 bits); stores have no signed sizes."""
    if store and size in ("S8", "S16"):
        raise unsupported(m, ins, "signed store size")
    return _SIZES[size] if size else (32, False)


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


_SCALES = {"X4": 4, "X8": 8, "X16": 16}


def shared_address(m, ins, op) -> Term:
    """The 32-bit shared-window address of `[Ra(.Xk)+URb+imm]`: Ra scaled by k (sm_80 prints
    `[R3.X4]` for R3 * 4), plus URb, plus the signed offset, modulo 2^32."""
    if not isinstance(op, Mem) or op.desc is not None:
        raise unsupported(m, ins, f"shared memory operand {op!r}")
    addr = T.bv(op.offset, 32)
    for reg in (op.base, op.ubase):
        if reg is None:
            continue
        scale = 1
        if reg.suffixes and reg.suffixes[0] in _SCALES and not reg.uniform:
            scale = _SCALES[reg.suffixes[0]]
            reg = Reg(reg.uniform, reg.index, reg.wide, suffixes=reg.suffixes[1:])
        if reg.neg or reg.abs or reg.bitnot or reg.suffixes or reg.wide:
            raise unsupported(m, ins, f"shared address register {reg!r}")
        addr = T.add(addr, T.mul(m.read(reg, 32), T.bv(scale, 32)))
    return addr


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
    m.write(d, _extend(m, ins, m.load("global", address(m, ins, mem), bits), bits, signed))


def _store(m, ins):
    bits, _ = _access_mods(m, ins, store=True)
    mem, src = operands(m, ins, 2)
    m.store("global", address(m, ins, mem), _regs_read(m, ins, src, bits))


def _shared_access(m, ins, *, store: bool) -> tuple[int, bool]:
    mo = Mods(m, ins)
    size = mo.one(tuple(_SIZES))
    mo.done()
    return _size(m, ins, size, store=store)


def _extend(m, ins, v: Term, bits: int, signed: bool) -> Term:
    """A loaded value as written to registers: 8/16-bit values extend to 32 bits."""
    if v.width != bits:
        raise unsupported(m, ins, f"a {bits}-bit load returned {v.width} bits")
    return (T.sext if signed else T.zext)(v, 32) if bits < 32 else v


@SASS.define("LDS", mods=tuple(_SIZES))
def lds(m, ins):
    """LDS[.size] d, [Ra(.Xk)+URb+imm]: shared load into d (a register group for .64/.128);
    8/16-bit sizes zero- (.U) or sign- (.S) extend to 32 bits."""
    bits, signed = _shared_access(m, ins, store=False)
    d, mem = operands(m, ins, 2)
    d = dest_reg(m, ins, d, uniform=False)
    m.write(d, _extend(m, ins, m.load("shared", shared_address(m, ins, mem), bits), bits, signed))


@SASS.define("STS", mods=tuple(_SIZES))
def sts(m, ins):
    """STS[.size] [Ra(.Xk)+URb+imm], v: shared store of the low bits of v / the register group at v."""
    bits, _ = _shared_access(m, ins, store=True)
    mem, src = operands(m, ins, 2)
    m.store("shared", shared_address(m, ins, mem), _regs_read(m, ins, src, bits))


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
