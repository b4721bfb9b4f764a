"""Instructions whose meaning involves the other threads of the block (PTX ISA 9.7.13): bar/barrier,
shfl.sync, vote.sync.  (Atomics are in atomic.py.)

Each definition computes per thread what it can (the source lane of a shuffle, its in-range
predicate, the lanes a vote counts) and asks the block-level machine only for what crosses
threads: `m.barrier(id, count)`, `m.read_lane(op, lane)`, `m.read_lane_pred(p, lane)` and
`m.lane_active(lane)` (semantics/isa/spec.py); the single-thread machine refuses those, so a
kernel that uses them is `unknown` until the block executor runs it.

What the manual leaves undefined is an `undef:` value (instructions.undefined): a shuffle that
reads a lane that is inactive or outside membermask, and any .sync instruction executed by a
thread outside its own membermask ("The behavior of shfl.sync is undefined if the executing
thread is not in the membermask", likewise vote.sync).  Those names are per instruction; the
block executor must make them per thread.
"""
from __future__ import annotations

from equiv import terms as T
from equiv.terms import BV, Term
from semantics.isa.ptx.ast import PredPair, Reg, Special
from semantics.isa.ptx.instructions import Mods, dest, operands, pred_dest, pred_src, src, undefined, unsupported
from semantics.isa.ptx.table import PTX

LANES = 32
_LANE = Special("%laneid")


def _bit(mask: Term, lane: Term) -> Term:
    """Bool: bit `lane` (0..31) of a 32-bit mask."""
    return T.eq(T.band(T.lshr(mask, lane), T.bv(1, 32)), T.bv(1, 32))


# ----------------------------------------------------------------------------- barriers
def _barrier(m, ins) -> None:
    mo = Mods(m, ins)
    mo.flag("cta")
    if not mo.flag("sync"):
        raise unsupported(m, ins, "only the .sync form of a barrier is modeled (not .arrive, .red, .warp)")
    mo.flag("aligned")
    mo.done()
    ops = operands(m, ins, 1, 2)
    bar_id = src(m, ins, ops[0], 32)
    m.barrier(bar_id, src(m, ins, ops[1], 32) if len(ops) == 2 else None)


@PTX.define("bar", mods=("sync", "cta"))
def bar(m, ins):
    """bar{.cta}.sync a{, b}: wait at barrier a (0..15) until b threads (all of the block when b is
    absent; "b must be a multiple of the warp size") have arrived; "bar{.cta}.sync is equivalent to
    barrier{.cta}.sync.aligned" (PTX ISA 9.7.13.4)."""
    _barrier(m, ins)


@PTX.define("barrier", mods=("sync", "aligned", "cta"))
def barrier(m, ins):
    """barrier{.cta}.sync{.aligned} a{, b}: as bar.sync; without .aligned, threads may reach barrier a
    at different instructions (the machine's barrier counts arrivals by id, which covers both)."""
    _barrier(m, ins)


# ----------------------------------------------------------------------------- shfl.sync
def source_lane(mode: str, lane: Term, b: Term, c: Term) -> tuple[Term, Term]:
    """(j, pval) of shfl.sync's semantics (PTX ISA 9.7.9.6) as BV32 / Bool, j already replaced by the
    thread's own lane where pval is false:

        bval = b[4:0]; cval = c[4:0]; segmask = c[12:8]
        maxLane = (lane & segmask) | (cval & ~segmask); minLane = lane & segmask
        up: j = lane - bval, pval = (j >= maxLane)      down: j = lane + bval, pval = (j <= maxLane)
        bfly: j = lane ^ bval, pval = (j <= maxLane)    idx: j = minLane | (bval & ~segmask), pval = (j <= maxLane)
        if (!pval) j = lane

    (j is a signed integer: lane - bval may be negative.)"""
    five = T.bv(31, 32)
    bval, cval = T.band(b, five), T.band(c, five)
    seg = T.band(T.lshr(c, T.bv(8, 32)), five)
    not_seg = T.bxor(seg, five)
    max_lane = T.bor(T.band(lane, seg), T.band(cval, not_seg))
    if mode == "up":
        j = T.sub(lane, bval)
        pval = T.sle(max_lane, j)
    else:
        j = {"down": lambda: T.add(lane, bval), "bfly": lambda: T.bxor(lane, bval),
             "idx": lambda: T.bor(T.band(lane, seg), T.band(bval, not_seg))}[mode]()
        pval = T.sle(j, max_lane)
    return T.ite(pval, j, lane), pval


@PTX.define("shfl", mods=("sync", "up", "down", "bfly", "idx", "b32"))
def shfl(m, ins):
    """shfl.sync.{up,down,bfly,idx}.b32 d[|p], a, b, c, membermask: d = a of source lane j
    (`source_lane`), p = pval.  "results are undefined if a thread sources a register from an
    inactive thread or a thread that is not in membermask"; the deprecated form without .sync
    is refused."""
    mo = Mods(m, ins)
    if not mo.flag("sync"):
        raise unsupported(m, ins, "shfl without .sync (deprecated, not valid for sm_70+)")
    mode = mo.one(("up", "down", "bfly", "idx"))
    mo.type(("b32",))
    mo.done()
    if mode is None:
        raise unsupported(m, ins, "mode (.up/.down/.bfly/.idx) missing")
    out, a, b, c, member = operands(m, ins, 5)
    d, p = (out.first, out.second) if isinstance(out, PredPair) else (out, None)
    own = src(m, ins, a, 32)
    lane = m.read(_LANE, 32)
    j, pval = source_lane(mode, lane, src(m, ins, b, 32), src(m, ins, c, 32))
    mask = src(m, ins, member, 32)
    value = m.read_lane(a, j, 32) if isinstance(a, Reg) else own
    defined = T.and_(_bit(mask, lane), _bit(mask, j), m.lane_active(j))
    dest(m, ins, d, T.ite(defined, value, undefined(ins, "shfl", BV(32))))
    if p is not None:
        pred_dest(m, ins, p, T.ite(_bit(mask, lane), pval, undefined(ins, "shfl.p", T.BOOL)))


# ----------------------------------------------------------------------------- vote.sync
def _vote_value(mode: str, votes: list[tuple[Term, Term]]) -> Term:
    """The vote over (counted, predicate) per lane: all, any, uni (Bool) or ballot (BV32)."""
    if mode == "ballot":
        out = T.bv(0, 32)
        for i, (counted, p) in enumerate(votes):
            out = T.bor(out, T.shl(T.bool_to_bv(T.and_(counted, p), 32), T.bv(i, 32)))
        return out
    every = T.and_(*(T.or_(T.not_(counted), p) for counted, p in votes))
    some = T.or_(*(T.and_(counted, p) for counted, p in votes))
    if mode == "all":
        return every
    if mode == "any":
        return some
    return T.or_(every, T.not_(some))


@PTX.define("vote", mods=("sync", "all", "any", "uni", "ballot", "pred", "b32"))
def vote(m, ins):
    """vote.sync.{all,any,uni}.pred d, {!}a, membermask / vote.sync.ballot.b32 d, {!}a, membermask
    (PTX ISA 9.7.13.7): the predicate a of every non-exited thread in membermask (here: the lanes
    in membermask that execute this instruction) reduced: all true, any true, all equal; ballot
    sets bit i to lane i's a, 0 for a lane not counted ("A thread not specified in membermask
    will contribute a 0 for its entry in vote.sync.ballot.b32")."""
    mo = Mods(m, ins)
    if not mo.flag("sync"):
        raise unsupported(m, ins, "vote without .sync (deprecated, not valid for sm_70+)")
    mode = mo.one(("all", "any", "uni", "ballot"))
    ty = mo.type(("pred", "b32"))
    mo.done()
    if mode is None or (mode == "ballot") != (ty.name == "b32"):
        raise unsupported(m, ins, "mode and type do not match (ballot is .b32, all/any/uni .pred)")
    d, a, member = operands(m, ins, 3)
    pred_src(m, ins, a)  # type-checks the operand
    mask = src(m, ins, member, 32)
    votes = []
    for i in range(LANES):
        lane = T.bv(i, 32)
        votes.append((T.and_(_bit(mask, lane), m.lane_active(lane)), m.read_lane_pred(a, lane)))
    value = _vote_value(mode, votes)
    inside = _bit(mask, m.read(_LANE, 32))
    if mode == "ballot":
        dest(m, ins, d, T.ite(inside, value, undefined(ins, "vote", BV(32))))
    else:
        pred_dest(m, ins, d, T.ite(inside, value, undefined(ins, "vote", T.BOOL)))
