"""Control: BRA, EXIT, and the instructions that only schedule or manage warp
convergence (NOP, BSSY, BSYNC, YIELD, DEPBAR), which do not change a single
thread's values or memory.  (Barriers and WARPSYNC are in `sync`.)

The executor combines every branch and exit with the instruction's guard and
path condition; definitions only state their own condition.
"""
from __future__ import annotations

from equiv import terms as T
from semantics.isa.sass.instructions import Imm, Mods, Other, Pred, operands, unsupported
from semantics.isa.sass.parser import Target
from semantics.isa.sass.table import SASS


@SASS.define("BRA", mods=("U",))
def bra(m, ins):
    """BRA [[!]Pn,] target: jump where the predicate operand holds (and the guard, which the
    executor adds).  ptxas emits `@P0 BRA P1, L` for "if (P0 && P1) goto L" and
    `BRA.U !UP0, L` for a uniform loop test; .U only says the branch is warp-uniform."""
    mo = Mods(m, ins)
    mo.flag("U")
    mo.done()
    ops = operands(m, ins, 1, 2)
    cond = T.true()
    if len(ops) == 2:
        p = ops[0]
        if not isinstance(p, Pred):
            raise unsupported(m, ins, f"branch condition {p!r}")
        cond = m.read_pred(p)
    target = ops[-1]
    if not isinstance(target, Target):
        raise unsupported(m, ins, f"branch target {target!r}")
    m.branch(target.addr, cond)


@SASS.define("EXIT")
def exit_(m, ins):
    """EXIT: the thread ends (under the guard)."""
    Mods(m, ins).done()
    operands(m, ins, 0)
    m.exit()


def _no_effect(doc: str, mods=(), check=None):
    def fn(m, ins):
        mo = Mods(m, ins)
        mo.drop(mods)
        mo.done()
        if check is not None:
            check(m, ins)
    fn.__doc__ = doc
    return fn


def _no_operands(m, ins):
    operands(m, ins, 0)


def _barrier_then_target(m, ins):
    ops = operands(m, ins, 2)
    if not (isinstance(ops[0], Other) and isinstance(ops[1], Target)):
        raise unsupported(m, ins, "operands")


def _barrier_only(m, ins):
    ops = operands(m, ins, 1)
    if not isinstance(ops[0], Other):
        raise unsupported(m, ins, "operands")


def _depbar(m, ins):
    for op in ins.operands:
        if not isinstance(op, (Other, Imm)):
            raise unsupported(m, ins, "operands")


SASS.define("NOP")(_no_effect("NOP: nothing.", check=_no_operands))
SASS.define("YIELD")(_no_effect("YIELD: a scheduling hint; no effect on the thread's state.", check=_no_operands))
# sm_100 marks convergence barriers .RECONVERGENT or .RELIABLE (ptxas's specialised IEEE slow paths): which
# kind of barrier the warp waits at, never a thread's values.
_BARRIER_KINDS = ("RECONVERGENT", "RELIABLE")
SASS.define("BSSY", mods=_BARRIER_KINDS)(_no_effect(
    "BSSY Bn, target: records the reconvergence point of a divergent region; no effect on values.",
    mods=_BARRIER_KINDS, check=_barrier_then_target))
SASS.define("BSYNC", mods=_BARRIER_KINDS)(_no_effect(
    "BSYNC Bn: waits for the warp to reconverge; no effect on a thread's values.",
    mods=_BARRIER_KINDS, check=_barrier_only))
SASS.define("BREAK", mods=_BARRIER_KINDS)(_no_effect(
    "BREAK Bn: leaves convergence barrier Bn (the warp no longer waits for this thread at its BSYNC); no effect on "
    "a thread's values.", mods=_BARRIER_KINDS, check=_barrier_only))
SASS.define("DEPBAR", mods=("LE",))(_no_effect(
    "DEPBAR.LE SBn, k: waits on a scoreboard; no effect on values.", mods=("LE",), check=_depbar))
