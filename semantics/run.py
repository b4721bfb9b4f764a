"""Run a candidate's function as one symbolic thread, in the ISA it is written in."""
from __future__ import annotations

import dataclasses
import functools

from semantics.errors import InputError, NeedsBlock
from semantics.isa.sass.arch import ARCHS, Arch, arch_named
from semantics.simt import KernelEnv, Meaning, ThreadState, execute


def arch_for(candidate, name: str) -> Arch:
    """The arch facts a proof uses.  PTX does not depend on them beyond the parameter space, so a PTX
    target equiv has no SASS facts for (sm_52, sm_75, ...) keeps its name with sm_90's layout."""
    a = arch_named(name)
    if a is not None:
        return a
    if candidate.language == "ptx" and name.startswith("sm_"):
        return dataclasses.replace(ARCHS["sm_90"], name=name)
    raise InputError(f"unsupported architecture {name}; known: {', '.join(ARCHS)}", candidate.filename)


@functools.cache
def _ptx_machine(base: type[ThreadState]) -> type:
    """PtxThread with `base`'s memory model (base overrides load/store; PtxThread the operands)."""
    from semantics.ptx_thread import PtxThread
    return PtxThread if base is ThreadState else type(f"Ptx{base.__name__}", (base, PtxThread), {})


def machine(candidate, function, env: KernelEnv, base: type[ThreadState] = ThreadState) -> ThreadState:
    """The thread state the candidate's definitions run on; `base` chooses the memory model."""
    if candidate.language == "ptx":
        return _ptx_machine(base)(env, function)
    return base(env)


def run(candidate, function, env: KernelEnv, base: type[ThreadState] = ThreadState) -> Meaning:
    """One symbolic thread; every thread of one block where threads talk (shared memory, barriers, shuffles)."""
    if candidate.language == "ptx":
        from semantics.isa.ptx.table import PTX as table
    else:
        from semantics.isa.sass.ieee_lowering import IeeeLowering
        from semantics.isa.sass.table import SASS as table
        env.ieee = IeeeLowering(function.instructions)
    try:
        return _settled(env, execute(function.instructions, env, table, machine(candidate, function, env, base)))
    except NeedsBlock:
        if base is not ThreadState:
            raise
    from semantics.block import BlockThread, execute_block
    if env.ieee is not None:
        env.ieee = IeeeLowering(function.instructions)  # what the single-thread attempt saw is gone
    return _settled(env, execute_block(function.instructions, env, table,
                                       lambda e: machine(candidate, function, e, BlockThread)))


def _settled(env: KernelEnv, meaning: Meaning) -> Meaning:
    """Where ptxas's IEEE lowering was read, the stored values without the merges no path takes."""
    if env.ieee is not None and env.ieee.assumed:
        from semantics.isa.sass.ieee_lowering import settle_accesses
        settle_accesses(meaning)
    return meaning
