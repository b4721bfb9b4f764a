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
    address, space "global" (generic addresses are global ones, see `cvta`), or a
    BV32 one, space "shared"; `m.load_param(name, offset, bits)` reads the kernel
    parameter space; `m.shared_offset(name)` is the shared-window offset of a
    `.shared` variable (None for another name).
  * block-level: `m.barrier`, `m.read_lane`, `m.lane_active`, `m.read_lane_pred`,
    `m.atomic` (semantics/isa/spec.py's Machine); `m.approx(fn, *xs)` the value of an
    approximate instruction (float_alu.py).
  * `m.label(name) -> int`: the addr a label names (bra's operand is Sym(label)).
  * `m.branch(target_addr, cond)` / `m.exit()`; the guard `@%p` is applied by
    the executor, never here.
  * `m.where() -> str`: the position of the current instruction, for errors.
  * Floating results leave as bits with NVIDIA's canonical NaN (0x7fffffff for
    f32), the value the hardware writes: what ptxas-compiled SASS produces.
  * A value the manual leaves unspecified (division by zero, f64 NaN payloads,
    abs/neg of a NaN, ...) is a variable named `undef:<what>@<addr>`, like an
    uninitialized register: an input the obligations quantify over.
  * anything a definition does not fully understand raises Unsupported naming
    it: a wrong definition is a false proof, an Unsupported is "unknown".
"""
from __future__ import annotations

from semantics.isa.spec import IsaTable

PTX = IsaTable("ptx")

# The families register their definitions into PTX on import; opcodes with integer and
# floating cases (add.s32, add.f32) are defined once each by overload.register.
import semantics.isa.ptx.moves  # noqa: E402,F401
import semantics.isa.ptx.int_alu  # noqa: E402,F401
import semantics.isa.ptx.compare  # noqa: E402,F401
import semantics.isa.ptx.float_alu  # noqa: E402,F401
import semantics.isa.ptx.convert  # noqa: E402,F401
import semantics.isa.ptx.memory  # noqa: E402,F401
import semantics.isa.ptx.control  # noqa: E402,F401
import semantics.isa.ptx.block  # noqa: E402,F401
import semantics.isa.ptx.atomic  # noqa: E402,F401
from semantics.isa.ptx import overload  # noqa: E402

overload.register(PTX)

__all__ = ["PTX"]
