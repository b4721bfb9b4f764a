"""Synchronization: the block barrier BAR.SYNC and the warp barrier WARPSYNC.

What nvcc 13 emits (tests/data/sass_block/block.cu): `__syncthreads()` is
`BAR.SYNC.DEFER_BLOCKING 0x0` on sm_80/90/100 (PTX `barrier.sync 0` is `BAR.SYNC 0x0`
on sm_80); `bar.sync 1, 64` is `BAR.SYNC.DEFER_BLOCKING 0x1, 0x40`; `bar.sync %r` is
`BAR.SYNC.DEFER_BLOCKING R9`.  `bar.sync %id, %n` packs both into one register
(`BAR.SYNC.DEFER_BLOCKING R8, R8` with R8 = n << 16 | id), a layout no document states:
that form is refused.  `BAR.ARV` (PTX bar.arrive) is not modeled.  `__syncwarp()` emits
no instruction; `WARPSYNC Rm` precedes warp operations under divergence.
"""
from __future__ import annotations

from equiv import terms as T
from semantics.isa.sass.instructions import Imm, Mods, Reg, int_src, operands, unsupported
from semantics.isa.sass.table import SASS

FULL_MASK = 0xFFFFFFFF


@SASS.define("BAR", mods=("SYNC", "DEFER_BLOCKING"))
def bar(m, ins):
    """BAR.SYNC[.DEFER_BLOCKING] id[, count]: wait at block barrier id (a literal or a register)
    until count threads (a literal; all threads of the block without it) have arrived.
    .DEFER_BLOCKING (bar.sync's aligned form) does not change what a thread observes."""
    mo = Mods(m, ins)
    if not mo.flag("SYNC"):
        raise unsupported(m, ins, "a barrier other than .SYNC")
    mo.flag("DEFER_BLOCKING")
    mo.done()
    ops = operands(m, ins, 1, 2)
    if not isinstance(ops[0], (Imm, Reg)):
        raise unsupported(m, ins, f"barrier id {ops[0]!r}")
    count = None
    if len(ops) == 2:
        if not isinstance(ops[1], Imm):
            raise unsupported(m, ins, "a thread count in a register (its bit layout is undocumented)")
        count = T.bv(ops[1].value, 32)
    m.barrier(int_src(m, ins, ops[0]), count)


@SASS.define("WARPSYNC")
def warpsync(m, ins):
    """WARPSYNC mask: the lanes in mask (a literal or a register) wait for each other.  The literal
    full mask keeps the single-thread reading: it changes no value of the thread.  Any other mask
    goes to the machine, which must know which lanes arrive (PTX: undefined if one does not)."""
    Mods(m, ins).done()
    (mask,) = operands(m, ins, 1)
    if isinstance(mask, Imm) and mask.value & FULL_MASK == FULL_MASK:
        return
    if not isinstance(mask, (Imm, Reg)):
        raise unsupported(m, ins, f"warp mask {mask!r}")
    m.warp_sync(int_src(m, ins, mask))
