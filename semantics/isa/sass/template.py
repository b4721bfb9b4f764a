"""ptxas's instruction sequences as templates: SASS text run through the same definitions on given operands,
so that a lowering is recognized as the very term its instructions compute (ieee_lowering, intdiv_lowering)."""
from __future__ import annotations

import dataclasses
import functools
from typing import Callable, Iterator

from equiv import terms as T
from equiv.terms import Term
from semantics.isa.sass.parser import parse_sass


@functools.cache
def code(lines: tuple[str, ...]) -> tuple:
    """The instructions of SASS lines (parsed once per sequence)."""
    text = "\tFunction : template\n" + "".join(f"/*{16 * i:04x}*/ {line} ;\n" for i, line in enumerate(lines))
    return parse_sass(text)[0].instructions


def run(machine, instructions, regs: dict[int, Term], reach: Term = T.true(), at: int | None = None):
    """A scratch thread that ran `instructions` from `regs`, each under `reach` and its predicate (as the
    kernel's run does), with no lowering read inside it; with `at`, each as if at that address (a value the
    documentation leaves open is named by its instruction's address: the kernel's closing instruction's)."""
    from semantics.isa.sass.table import SASS  # the table imports the lowerings
    from semantics.simt import ThreadState
    scratch = ThreadState(machine.env)
    scratch.settles = False
    for index, value in regs.items():
        scratch.regs[(False, index)] = value
    for ins in instructions:
        if at is not None:
            ins = dataclasses.replace(ins, addr=at)
        scratch.ins, scratch.guard = ins, reach
        pred = scratch.read_pred(ins.pred) if ins.pred is not None else T.true()
        scratch.guard = T.and_(reach, pred)
        SASS.lookup(ins.opcode, ins.mods, "template").fn(scratch, ins)
    scratch.guard = reach
    return scratch


def nodes_near(t: Term, depth: int, stop: Callable[[Term], bool] = lambda u: False) -> Iterator[Term]:
    """The nodes within `depth` edges of t, breadth first, each once at its least depth; below a node `stop`
    accepts, nothing."""
    level, seen = [t], {id(t)}
    for _ in range(depth + 1):
        nxt = []
        for u in level:
            yield u
            if stop(u):
                continue
            for a in u.args:
                if id(a) not in seen:
                    seen.add(id(a))
                    nxt.append(a)
        level = nxt
