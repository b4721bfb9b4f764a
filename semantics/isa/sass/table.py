"""The SASS instruction table: every definition the SASS semantics knows.

`SASS.lookup(opcode, mods, where)` returns the definition or raises
Unsupported naming the opcode or the modifier; a definition additionally
refuses modifier combinations and operand forms it does not model.  The
definitions live in one module per family and register themselves here when
imported (the imports at the bottom).
"""
from __future__ import annotations

from semantics.isa.spec import IsaTable

SASS = IsaTable("sass")

# The families register their definitions into SASS on import.
import semantics.isa.sass.moves  # noqa: E402,F401
import semantics.isa.sass.int_alu  # noqa: E402,F401
import semantics.isa.sass.float_alu  # noqa: E402,F401
import semantics.isa.sass.convert  # noqa: E402,F401
import semantics.isa.sass.memory  # noqa: E402,F401
import semantics.isa.sass.control  # noqa: E402,F401
import semantics.isa.sass.sync  # noqa: E402,F401
import semantics.isa.sass.warp  # noqa: E402,F401
import semantics.isa.sass.atomics  # noqa: E402,F401
import semantics.isa.sass.mufu  # noqa: E402,F401
import semantics.isa.sass.ieee_lowering  # noqa: E402,F401

__all__ = ["SASS"]
