"""The PTX instruction table: every definition the PTX semantics knows.

Conventions every definition follows (the machine is semantics/ptx_thread.py's
`PtxThread`, or a test double with the same methods):
  * `m.read(op, width)`: the bits of a source operand as BV(width).  A register
    wider than `width` gives its low bits (PTX lets ld/st/cvt name wider
    registers); a narrower one is refused.  `Imm` wraps modulo 2**width; `FImm`
    of another width is converted to the instruction's float type (PTX reads
    every float literal as double and converts it).  `Special` reads 32 bits.
  * `m.read_pred(op)`: Bool of a `.pred` register, `Not(reg)`, or a `Guard`.
  * `m.reg_width(reg)`: the declared width of a register (1 for `.pred`).
  * `m.write(reg, value)`: value must be exactly the declared width (extend or
    truncate explicitly first); `m.write_pred(reg, value)` for `.pred`.
  * `m.load(space, addr, bits)` / `m.store(space, addr, value)` with a BV64
    address, space "global" (generic addresses are global ones, see `cvta`);
    `m.load_param(name, offset, bits)` reads the kernel parameter space.
  * `m.branch(target_addr, cond)` / `m.exit()`; the guard `@%p` is applied by
    the executor, never here.
  * Floating results leave as bits with NVIDIA's canonical NaN (0x7fffffff for
    f32), the value the hardware writes: what ptxas-compiled SASS produces.
  * anything a definition does not fully understand raises Unsupported naming
    it: a wrong definition is a false proof, an Unsupported is "unknown".
"""
from __future__ import annotations

from semantics.isa.spec import IsaTable

PTX = IsaTable("ptx")

__all__ = ["PTX"]
