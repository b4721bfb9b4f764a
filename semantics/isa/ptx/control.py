"""Control (PTX ISA 9.7.13): bra, ret, exit; and the instructions whose meaning involves other
threads (barriers, shuffles, atomics), which are refused by name until the execution model
covers them.

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


def _not_modeled(reason: str):
    def fn(m, ins):
        raise unsupported(m, ins, reason)
    return fn


_SCOPES = ("cta", "cluster", "gpu", "sys")
_ATOM_MODS = ("global", "shared", "relaxed", "acquire", "release", "acq_rel") + _SCOPES + (
    "add", "inc", "dec", "min", "max", "and", "or", "xor", "exch", "cas", "noftz",
    "b32", "b64", "u32", "u64", "s32", "s64", "f16", "bf16", "f32", "f64", "v2", "v4")
_BARRIER_MODS = ("sync", "arrive", "red", "aligned", "popc", "and", "or", "u32", "pred")

for _op, _mods, _reason in (
        ("bar", _BARRIER_MODS, "barrier synchronization between threads is not modeled yet"),
        ("barrier", _BARRIER_MODS, "barrier synchronization between threads is not modeled yet"),
        ("shfl", ("sync", "up", "down", "bfly", "idx", "b32"), "warp shuffles (data from other threads) "
                                                               "are not modeled yet"),
        ("atom", _ATOM_MODS, "atomic read-modify-write is not modeled yet"),
        ("red", _ATOM_MODS, "atomic reductions are not modeled yet")):
    PTX.define(_op, mods=_mods, doc=f"{_op}: refused ({_reason})")(_not_modeled(_reason))
