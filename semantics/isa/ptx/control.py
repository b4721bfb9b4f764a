"""Control (PTX ISA 9.7.13): bra, ret, exit.  (Barriers, shuffles and votes are in block.py,
atomics in atomic.py.)

The executor combines every branch and exit with the guard `@%p` and the path condition;
definitions only state their own condition.
"""
from __future__ import annotations

from equiv import terms as T
from semantics.isa.ptx.ast import Sym
from semantics.isa.ptx.instructions import Mods, operands, unsupported
from semantics.isa.ptx.table import PTX


@PTX.define("bra", mods=("uni",))
def bra(m, ins):
    """bra[.uni] label: jump to the label (under the guard); .uni only promises that the
    branch is not divergent."""
    mo = Mods(m, ins)
    mo.flag("uni")
    mo.done()
    (target,) = operands(m, ins, 1)
    if not isinstance(target, Sym):
        raise unsupported(m, ins, f"branch target {target!r} (only labels are modeled)")
    m.branch(m.label(target.name), T.true())


def _end(m, ins):
    mo = Mods(m, ins)
    mo.flag("uni")
    mo.done()
    operands(m, ins, 0)
    m.exit()


PTX.define("ret", mods=("uni",), doc="ret[.uni]: in a kernel, the thread ends (device-function calls are "
                                     "not modeled)")(_end)
PTX.define("exit", doc="exit: the thread ends")(_end)
