"""The parsed form of a PTX module: what the parser produces and the PTX semantics consumes.

Instructions are numbered in program order (`addr` is that index), so branch
targets, the executor and error messages speak of positions the way SASS does
of byte addresses.  Operands keep PTX's own spelling of names (`%r1`, `%rd2`,
`%tid.x`, `saxpy_param_0`); widths come from the `.reg` declarations.
"""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Reg:
    """A virtual register, `%r1`; `%p1` is a predicate register (declared `.pred`)."""

    name: str


@dataclass(frozen=True)
class Imm:
    """An integer literal (decimal, 0x hex, 0 octal, 0b binary, optional sign, optional U suffix)."""

    value: int


@dataclass(frozen=True)
class FImm:
    """A floating literal as bits: 0fXXXXXXXX (width 32) or 0dXXXXXXXXXXXXXXXX (width 64).

    A decimal literal such as `1.5` is stored as its f64 bits (PTX reads it as double)."""

    bits: int
    width: int


@dataclass(frozen=True)
class Special:
    """A special register: `%tid.x`, `%ntid.y`, `%ctaid.z`, `%nctaid.x`, `%laneid`, `%warpid`, ..."""

    name: str


@dataclass(frozen=True)
class Sym:
    """A name that is not a register: a parameter, a label, or a variable (`.shared`/`.global`)."""

    name: str


@dataclass(frozen=True)
class Addr:
    """A memory operand `[base+offset]`: base is a Reg, a Sym (param/variable) or None (`[0x100]`)."""

    base: Reg | Sym | None
    offset: int


@dataclass(frozen=True)
class Vec:
    """A vector operand `{%f1, %f2, _, %f4}` (`_` is the sink, a Sym named "_")."""

    elems: tuple


@dataclass(frozen=True)
class Not:
    """A negated predicate source `!%p1`."""

    reg: Reg


@dataclass(frozen=True)
class PredPair:
    """The two destinations of `setp ... %p1|%p2` (the second gets the negated result)."""

    first: Reg
    second: Reg


@dataclass(frozen=True)
class Guard:
    """`@%p1` or `@!%p1` in front of an instruction."""

    reg: Reg
    neg: bool


@dataclass(frozen=True)
class Instruction:
    addr: int  # position in the function, from 0
    opcode: str  # "add", "ld", "setp", "mad", ...
    mods: tuple[str, ...]  # the dotted suffixes in order, without dots: ("lo", "s32"), ("global", "v2", "f32")
    operands: tuple
    pred: Guard | None
    line: int  # 1-based line in the file
    text: str  # the instruction as written, without the trailing ';'


@dataclass(frozen=True)
class Param:
    name: str
    type: str  # "u32", "f32", "u64", "b8", ...
    nbytes: int  # element size times array count
    align: int
    offset: int  # in the parameter space, after PTX's alignment rules
    count: int = 1  # `.param .b8 p[16]` has count 16


@dataclass(frozen=True)
class RegDecl:
    type: str  # "b32", "pred", "f32", "u64", ...
    width: int  # bits; 1 for .pred


@dataclass(frozen=True)
class Variable:
    """A module- or function-level variable (`.shared .align 4 .b8 tile[1024];`)."""

    name: str
    space: str  # "shared" | "global" | "const" | "local" | "param" (a call sequence's `.param .b32 param0;`)
    type: str
    nbytes: int
    align: int


@dataclass
class Function:
    name: str
    entry: bool  # .entry (a kernel) vs .func
    params: list[Param]
    regs: dict[str, RegDecl]  # every register name the declarations make: %r0 .. %r5 for `%r<6>`
    instructions: tuple[Instruction, ...]
    labels: dict[str, int]  # label -> addr of the instruction that follows it (len(instructions) at the end)
    variables: list[Variable] = field(default_factory=list)  # function-level
    directives: dict[str, tuple[int, ...]] = field(default_factory=dict)  # maxntid, reqntid, minnctapersm
    line: int = 0
    returns: list[Param] = field(default_factory=list)  # a .func's `(.param .b32 func_retval0)`, own offsets
    shared: dict[str, int] = field(default_factory=dict)  # `.shared` variable -> byte offset (shared_layout)


@dataclass
class Module:
    version: str  # "9.0"
    target: str  # "sm_90" (first target entry)
    address_size: int
    functions: list[Function]
    variables: list[Variable] = field(default_factory=list)  # module-level


def shared_layout(variables: list[Variable]) -> dict[str, int]:
    """Byte offsets of the `.shared` variables in the block's shared window: the static ones in
    declaration order, each at its alignment, then the `.extern` ones (size 0: the dynamic shared
    memory the launch sizes) after them.  ptxas chooses its own layout; a kernel cannot tell (an
    access outside its variable is undefined), so any disjoint layout has the same meaning."""
    out: dict[str, int] = {}
    end = 0
    for v in sorted((v for v in variables if v.space == "shared"), key=lambda v: v.nbytes == 0):
        end = -(-end // v.align) * v.align
        out[v.name] = end
        end += v.nbytes
    return out


class PtxParseError(Exception):
    def __init__(self, message: str, filename: str, line: int | None):
        super().__init__(f"{filename}:{line}: {message}" if line else f"{filename}: {message}")
        self.message = message
        self.filename = filename
        self.line = line
