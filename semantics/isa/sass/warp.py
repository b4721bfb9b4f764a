"""Warp-level data exchange: SHFL (shuffles), VOTE (ballot, any, all), REDUX and CREDUX
(warp reductions into a uniform register).

Each definition computes per thread what it can (the source lane of a shuffle, its
in-range predicate) and asks the machine only for what crosses threads: another
lane's register (`read_lane`) or predicate (`read_lane_pred`), and which lanes
execute the instruction (`lane_active`).

Operand encodings, checked against inline PTX (tests/data/sass_block/block.cu,
kernel shfl_ptx): SASS `SHFL.mode Pd, Rd, Ra, b, c` takes PTX shfl.sync's b and c
unchanged, literal or register, with c = ((32 - width) << 8) | clamp: `shfl.sync.idx
.b32 d, a, 5, 0x101f` is `SHFL.IDX PT, R0, R2, 0x5, 0x101f`, and the c of an .up
shuffle over the whole warp is RZ.  The member mask has no SASS operand: under
divergence nvcc precedes the shuffle with `WARPSYNC Rmask`.
"""
from __future__ import annotations

from equiv import terms as T
from equiv.terms import Term
from semantics.isa.sass.instructions import (
    Imm, Mods, Pred, Reg, Special, dest_pred, dest_reg, int_src, operands, unsupported,
)
from semantics.isa.sass.table import SASS

WARP = 32
_LANEID = Special("SR_LANEID")


def _lanes() -> list[Term]:
    return [T.bv(k, 32) for k in range(WARP)]


def _low5(x: Term) -> Term:
    return T.band(x, T.bv(0x1F, 32))


def shuffle_source(mode: str, lane: Term, b: Term, c: Term) -> tuple[Term, Term]:
    """(source lane, in range) of PTX shfl.sync for this lane (all BV32), after the PTX ISA:
    segmask = c[12:8], maxLane = (lane & segmask) | (c[4:0] & ~segmask), minLane = lane & segmask;
    up: j = lane - b (in range if j >= maxLane), down: j = lane + b, bfly: j = lane ^ b,
    idx: j = minLane | (b[4:0] & ~segmask) (in range if j <= maxLane); out of range reads the own lane."""
    lane, bval, cval = _low5(lane), _low5(b), _low5(c)
    segmask = _low5(T.lshr(c, T.bv(8, 32)))
    max_lane = T.bor(T.band(lane, segmask), T.band(cval, T.bnot(segmask)))
    if mode == "UP":
        j = T.sub(lane, bval)  # -31..31 as a signed 32-bit value
        ok = T.sge(j, max_lane)
    else:
        j = {"DOWN": lambda: T.add(lane, bval), "BFLY": lambda: T.bxor(lane, bval),
             "IDX": lambda: T.bor(T.band(lane, segmask), T.band(bval, T.bnot(segmask)))}[mode]()
        ok = T.ule(j, max_lane)
    return T.ite(ok, j, lane), ok


def _shfl_operand(m, ins, op) -> Term:
    if isinstance(op, Reg) and op.uniform:
        raise unsupported(m, ins, f"shuffle operand {op!r}")
    if not isinstance(op, (Reg, Imm)):
        raise unsupported(m, ins, f"shuffle operand {op!r}")
    return int_src(m, ins, op)


@SASS.define("SHFL", mods=("IDX", "UP", "DOWN", "BFLY"))
def shfl(m, ins):
    """SHFL.mode Pd, Rd, Ra, b, c: Rd = Ra of the source lane that PTX shfl.sync.mode computes
    from b and c (see `shuffle_source`); Pd = whether that lane was in range."""
    mo = Mods(m, ins)
    mode = mo.one(("IDX", "UP", "DOWN", "BFLY"))
    mo.done()
    if mode is None:
        raise unsupported(m, ins, "a shuffle without a mode")
    p, d, a, b, c = operands(m, ins, 5)
    p, d = dest_pred(m, ins, p), dest_reg(m, ins, d, uniform=False)
    if not isinstance(a, Reg) or a.uniform or a.neg or a.abs or a.bitnot or a.suffixes or a.wide:
        raise unsupported(m, ins, f"shuffled value {a!r}")
    src, ok = shuffle_source(mode, m.read(_LANEID), _shfl_operand(m, ins, b), _shfl_operand(m, ins, c))
    value = m.read_lane(a, src) if a.index is not None else T.bv(0, 32)
    m.write(d, value)
    m.write_pred(p, ok)


def ballot(m, p) -> Term:
    """BV32 whose bit k says that lane k executes this instruction with predicate p true."""
    bits = T.bv(0, 32)
    for k, lane in enumerate(_lanes()):
        on = T.and_(m.lane_active(lane), m.read_lane_pred(p, lane))
        bits = T.bor(bits, T.ite(on, T.bv(1 << k, 32), T.bv(0, 32)))
    return bits


@SASS.define("VOTE", mods=("ANY", "ALL"))
@SASS.define("VOTEU", mods=("ANY", "ALL"))
def vote(m, ins):
    """VOTE.ANY Rd, Pd, Ps / VOTE.{ANY,ALL} Pd, Ps over the lanes executing it: Rd = ballot of Ps
    (bit k for lane k; `VOTE.ANY Rd, PT, PT` is the active mask), Pd = some (.ANY) / every (.ALL)
    executing lane has Ps.  VOTEU writes the same into a uniform register and predicate (nvcc's
    warp-aggregated atomics: `VOTEU.ANY UR4, UPT, PT` is the active mask)."""
    mo = Mods(m, ins)
    mode = mo.one(("ANY", "ALL"))
    mo.done()
    if mode is None:
        raise unsupported(m, ins, "a vote without a mode")
    ops = operands(m, ins, 2, 3)
    if len(ops) == 3 and mode != "ANY":
        raise unsupported(m, ins, "a register result of a vote other than .ANY")
    ps = ops[-1]
    if not isinstance(ps, Pred) or ps.uniform:
        raise unsupported(m, ins, f"voted predicate {ps!r}")
    pd = dest_pred(m, ins, ops[-2])
    bits = ballot(m, ps)
    if mode == "ANY":
        m.write_pred(pd, T.not_(T.eq(bits, T.bv(0, 32))))
    else:
        m.write_pred(pd, T.and_(*(T.or_(T.not_(m.lane_active(lane)), m.read_lane_pred(ps, lane))
                                  for lane in _lanes())))
    if len(ops) == 3:
        m.write(dest_reg(m, ins, ops[0], uniform=ins.opcode == "VOTEU"), bits)


# REDUX op -> (fold, identity for a lane that does not take part); no op modifier is AND
_U32 = (1 << 32) - 1
_REDUCTIONS = {
    "AND": (T.band, _U32), "OR": (T.bor, 0), "XOR": (T.bxor, 0), "SUM": (T.add, 0),
    "MIN": (lambda a, b: T.ite(T.ult(a, b), a, b), _U32), "MAX": (lambda a, b: T.ite(T.ugt(a, b), a, b), 0),
    "MIN.S32": (lambda a, b: T.ite(T.slt(a, b), a, b), 0x7FFFFFFF),
    "MAX.S32": (lambda a, b: T.ite(T.sgt(a, b), a, b), 0x80000000),
}


def _redux(ops: tuple[str, ...], default: str | None):
    def fn(m, ins):
        mo = Mods(m, ins)
        op = mo.one(ops) or default
        signed = mo.flag("S32")
        mo.done()
        if signed and op not in ("MIN", "MAX", "SUM"):
            raise unsupported(m, ins, f".S32 on {op}")
        if signed and op != "SUM":  # a two's complement sum is the same signed or not
            op += ".S32"
        if op is None:
            raise unsupported(m, ins, "a reduction without an operation")
        d, a = operands(m, ins, 2)
        d = dest_reg(m, ins, d, uniform=True)
        if not isinstance(a, Reg) or a.uniform or a.neg or a.abs or a.bitnot or a.suffixes or a.wide:
            raise unsupported(m, ins, f"reduced value {a!r}")
        fold, identity = _REDUCTIONS[op]
        out = T.bv(identity, 32)
        for lane in _lanes():
            value = m.read_lane(a, lane) if a.index is not None else T.bv(0, 32)
            out = fold(out, T.ite(m.lane_active(lane), value, T.bv(identity, 32)))
        m.write(d, out)
    return fn


SASS.define("REDUX", mods=("OR", "XOR", "SUM", "MIN", "MAX", "S32"), doc=(
    "REDUX[.op] URd, Ra: URd = op over the lanes executing it of their Ra (PTX redux.sync); "
    "op AND (no modifier), OR, XOR, SUM[.S32], MIN/MAX unsigned, .S32 signed"))(_redux(("OR", "XOR", "SUM", "MIN", "MAX"), "AND"))
SASS.define("CREDUX", mods=("MIN", "MAX", "S32"), doc=(
    "CREDUX.{MIN,MAX}[.S32] URd, Ra: what sm_100 emits for __reduce_min/max_sync (REDUX there has "
    "only AND/OR/XOR/SUM); read as the REDUX of the same operation"))(_redux(("MIN", "MAX"), None))
