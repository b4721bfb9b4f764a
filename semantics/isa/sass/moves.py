"""Moves: MOV, UMOV, R2UR, S2R, S2UR, CS2R, P2R (IMAD.MOV and the HFMA2 move idiom are
ordinary IMAD / HFMA2 and live with their families)."""
from __future__ import annotations

from equiv import terms as T
from semantics.isa.sass.instructions import (
    F32, Const, FImm, Imm, Mods, Other, Pred, Reg, Special, dest_reg, float_imm_bits, operands, unsupported,
)
from semantics.isa.sass.table import SASS


def _move_src(m, ins, op):
    """The 32 raw bits of a move source: a register or constant without modifiers, or a literal."""
    if isinstance(op, Reg):
        if op.neg or op.abs or op.bitnot or op.suffixes or op.wide:
            raise unsupported(m, ins, f"source {op!r}")
        return m.read(op, 32)
    if isinstance(op, Imm):
        return m.read(op, 32)
    if isinstance(op, FImm):
        return T.bv(float_imm_bits(m, ins, op, F32, nan_ok=False), 32)
    if isinstance(op, Const):
        if op.neg or op.abs or op.bitnot:
            raise unsupported(m, ins, f"source {op!r}")
        return m.read(op, 32)
    raise unsupported(m, ins, f"source {op!r}")


def _mov(uniform_dest: bool | None):
    def fn(m, ins):
        Mods(m, ins).done()
        ops = operands(m, ins, 2, 3)
        d = dest_reg(m, ins, ops[0], uniform=uniform_dest)
        if len(ops) == 3:
            # MOV Rd, Rs, 0xf: the 4-bit lane mask of the older encoding; only "all lanes" is a plain move
            if not (isinstance(ops[2], Imm) and ops[2].value == 0xF):
                raise unsupported(m, ins, "a lane mask other than 0xf")
        m.write(d, _move_src(m, ins, ops[1]))
    return fn


SASS.define("MOV", doc="MOV Rd, src: Rd = src (32 raw bits)")(_mov(False))
SASS.define("UMOV", doc="UMOV URd, src: URd = src (32 raw bits)")(_mov(True))
SASS.define("R2UR", doc="R2UR URd, Rs: URd = Rs")(_mov(True))


def _s2r(uniform_dest: bool):
    def fn(m, ins):
        Mods(m, ins).done()
        d, sr = operands(m, ins, 2)
        d = dest_reg(m, ins, d, uniform=uniform_dest)
        if not isinstance(sr, Special):
            raise unsupported(m, ins, f"source {sr!r}")
        m.write(d, m.read(sr, 32))
    return fn


SASS.define("S2R", doc="S2R Rd, SR_x: Rd = special register")(_s2r(False))
SASS.define("S2UR", doc="S2UR URd, SR_x: URd = special register")(_s2r(True))


@SASS.define("CS2R")
def cs2r(m, ins):
    """CS2R Rd, SRZ: the pair Rd, Rd+1 = 0 (a 64-bit special register read; only SRZ is modeled)."""
    Mods(m, ins).done()
    d, sr = operands(m, ins, 2)
    d = dest_reg(m, ins, d, uniform=False)
    if not (isinstance(sr, Special) and sr.name == "SRZ"):
        raise unsupported(m, ins, f"special register {sr!r}")
    m.write(d, T.bv(0, 64))


@SASS.define("P2R")
def p2r(m, ins):
    """P2R Rd, PR, RZ, mask: the predicates P0..P6 packed into bits 0..6 of Rd, those outside the mask zero.
    ptxas saves a predicate across code that needs the register this way and restores it with ISETP.NE.
    Only RZ as the merged register and a mask within bits 0..6 are read: how bits outside the mask take a
    register's value is not relied on."""
    Mods(m, ins).done()
    d, pr, merged, mask = operands(m, ins, 4)
    if not (isinstance(pr, Other) and pr.text == "PR"):
        raise unsupported(m, ins, f"source {pr!r}")
    if not (isinstance(merged, Reg) and merged.index is None and not merged.uniform and not merged.suffixes):
        raise unsupported(m, ins, f"merged register {merged!r}")
    if not (isinstance(mask, Imm) and 0 <= mask.value < 0x80):
        raise unsupported(m, ins, f"mask {mask!r}")
    bits = [T.ite(m.read_pred(Pred(False, i)), T.bv(1 << i, 32), T.bv(0, 32)) for i in range(7) if mask.value >> i & 1]
    m.write(dest_reg(m, ins, d), T.bor(T.bv(0, 32), *bits))
