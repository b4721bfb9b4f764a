"""Parser for PTX text as nvcc emits it (`nvcc -ptx`, CUDA 12/13), into the model of `ast.py`.

It reads the module structure, declarations and instructions and gives them no
meaning; the semantics live elsewhere.  Anything it cannot read raises
:class:`PtxParseError` with the file and line, so a kernel is never checked
against a silently misread program.  Debug output (`.loc`, `.file`,
`.section`) is accepted and skipped; `.extern`/forward `.func` prototypes are
read and not stored (only definitions become `Function`s).
"""
from __future__ import annotations

import re
import struct
from typing import NamedTuple, NoReturn

from semantics.isa.ptx.ast import (
    Addr,
    FImm,
    Function,
    Guard,
    Imm,
    Instruction,
    Module,
    Not,
    Param,
    PredPair,
    PtxParseError,
    Reg,
    RegDecl,
    Special,
    Sym,
    Variable,
    Vec,
    shared_layout,
)

__all__ = ["PtxParseError", "parse_ptx"]

# bytes of one element of each fundamental type (.pred is register-only, width 1)
_SIZES = {
    **dict.fromkeys(("b8", "u8", "s8"), 1),
    **dict.fromkeys(("b16", "u16", "s16", "f16", "bf16"), 2),
    **dict.fromkeys(("b32", "u32", "s32", "f32", "f16x2", "bf16x2"), 4),
    **dict.fromkeys(("b64", "u64", "s64", "f64"), 8),
    "b128": 16,
}
_SPACES = ("global", "shared", "const", "local")  # variable state spaces; bodies also declare .param
_LINKAGE = (".visible", ".weak", ".extern", ".common")
_INT_DIRECTIVES = ("maxntid", "reqntid", "minnctapersm", "maxnctapersm", "maxnreg", "reqnctapercluster",
                   "maxclusterrank")
_FLAG_DIRECTIVES = ("explicitcluster", "blocksareclusters", "noreturn")
_NOT_CODE_LABELS = (".callprototype", ".branchtargets", ".calltargets")  # `name: .callprototype ...;`
Operand = Reg | Special | Sym | Imm | FImm | Addr | Not | PredPair  # what a Vec holds; operands may also be Vec
_MAX_REG_COUNT = 1 << 16  # per `%r<N>`: far above what nvcc emits, low enough to never exhaust memory

_VECTOR_SPECIALS = frozenset(
    ("%tid", "%ntid", "%ctaid", "%nctaid", "%clusterid", "%nclusterid", "%cluster_ctaid", "%cluster_nctaid"))
_SCALAR_SPECIALS = frozenset(
    ("%laneid", "%warpid", "%nwarpid", "%smid", "%nsmid", "%gridid", "%is_explicit_cluster",
     "%cluster_ctarank", "%cluster_nctarank", "%lanemask_eq", "%lanemask_le", "%lanemask_lt", "%lanemask_ge",
     "%lanemask_gt", "%clock", "%clock_hi", "%clock64", "%globaltimer", "%globaltimer_lo", "%globaltimer_hi",
     "%total_smem_size", "%aggr_smem_size", "%dynamic_smem_size", "%reserved_smem_offset_begin",
     "%reserved_smem_offset_end", "%reserved_smem_offset_cap", "%reserved_smem_offset_0",
     "%reserved_smem_offset_1", "%current_graph_exec")
    + tuple(f"%pm{i}" for i in range(8)) + tuple(f"%pm{i}_64" for i in range(8))
    + tuple(f"%envreg{i}" for i in range(32)))

_LEX = re.compile(
    r"""(?P<space>[ \t\r\f\v]+)
      | (?P<nl>\n)
      | (?P<comment>//[^\n]*|/\*.*?\*/)
      | (?P<open_comment>/\*)
      | (?P<str>"[^"\n]*")
      | (?P<float>\d+(?:\.\d*(?:[eE][+-]?\d+)?|[eE][+-]?\d+)(?![\w.]))
      | (?P<num>\d\w*)
      | (?P<word>[%$A-Za-z_][\w$]*(?:\.[\w$]+(?:::[\w$]+)*)*)
      | (?P<dir>\.[A-Za-z_][\w$]*(?:::[\w$]+)*)
      | (?P<punct>[;,{}()\[\]<>:@!|+\-=])""",
    re.S | re.X | re.A)
_INT = re.compile(r"(?:0[xX](?P<x>[0-9A-Fa-f]+)|0[bB](?P<b>[01]+)|(?P<o>0[0-7]*)|(?P<d>[1-9]\d*))U?", re.A)
_HEX_FLOAT = re.compile(r"0[fF][0-9A-Fa-f]{8}|0[dD][0-9A-Fa-f]{16}", re.A)
_OPCODE = re.compile(r"[a-z][a-z0-9_]*", re.A)


class _Tok(NamedTuple):
    kind: str  # "word", "dir", "num", "float", "str", "punct", "eof"
    text: str
    line: int
    start: int  # offsets into the comment-free copy of the source
    end: int


def parse_ptx(text: str, filename: str = "<ptx>") -> Module:
    """Parse a PTX module; raises PtxParseError (file, 1-based line, the construct) for anything malformed."""
    return _Parser(text, filename).module()


def _lex(text: str, filename: str) -> tuple[list[_Tok], str]:
    """Tokens ending with an "eof" token, and the source with comments blanked (for Instruction.text)."""
    toks: list[_Tok] = []
    clean: list[str] = []
    line, pos = 1, 0
    while pos < len(text):
        m = _LEX.match(text, pos)
        if m is None:
            raise PtxParseError(f"unexpected character {text[pos]!r}", filename, line)
        kind = m.lastgroup
        if kind == "open_comment":
            raise PtxParseError("unterminated /* comment", filename, line)
        if kind == "comment":
            clean.append(re.sub(r"[^\n]", " ", m.group()))
        else:
            clean.append(m.group())
            if kind not in ("space", "nl"):
                toks.append(_Tok(kind, m.group(), line, pos, m.end()))
        line += m.group().count("\n")
        pos = m.end()
    toks.append(_Tok("eof", "", line, pos, pos))
    return toks, "".join(clean)


def _int_literal(text: str) -> int | None:
    """The value of a PTX integer literal (unsigned, at most 64 bits), or None if `text` is not one."""
    m = _INT.fullmatch(text)
    if m is None:
        return None
    if m["x"]:
        value = int(m["x"], 16)
    elif m["b"]:
        value = int(m["b"], 2)
    elif m["o"]:
        value = int(m["o"], 8)
    else:
        value = int(m["d"])
    return value if value < 1 << 64 else None


def _f64_bits(value: float) -> int:
    return struct.unpack("<Q", struct.pack("<d", value))[0]


def _describe(tok: _Tok) -> str:
    return "end of file" if tok.kind == "eof" else repr(tok.text)


class _Parser:
    """Recursive descent over the token list; `pos` indexes the next token."""

    def __init__(self, text: str, filename: str):
        self.filename = filename
        self.toks, self.clean = _lex(text, filename)
        self.pos = 0
        self.undeclared: dict[str, int] = {}  # %names used but not declared in the current function -> first line

    # -- token helpers -------------------------------------------------------------------------------------

    def fail(self, message: str, line: int) -> NoReturn:
        raise PtxParseError(message, self.filename, line)

    def peek(self, ahead: int = 0) -> _Tok:
        return self.toks[min(self.pos + ahead, len(self.toks) - 1)]

    def take(self) -> _Tok:
        tok = self.peek()
        if tok.kind != "eof":
            self.pos += 1
        return tok

    def accept(self, text: str) -> bool:
        if self.peek().text == text:
            self.pos += 1
            return True
        return False

    def expect(self, text: str, why: str) -> _Tok:
        tok = self.peek()
        if tok.text != text:
            self.fail(f"expected {text!r} {why}, got {_describe(tok)}", tok.line)
        return self.take()

    def word(self, what: str) -> _Tok:
        tok = self.peek()
        if tok.kind != "word":
            self.fail(f"expected {what}, got {_describe(tok)}", tok.line)
        return self.take()

    def integer(self, what: str) -> int:
        tok = self.take()
        value = _int_literal(tok.text) if tok.kind == "num" else None
        if value is None:
            self.fail(f"expected an integer for {what}, got {_describe(tok)}", tok.line)
        return value

    def alignment(self) -> int:
        line = self.peek().line
        align = self.integer(".align")
        if align <= 0 or align & (align - 1):
            self.fail(f".align {align} is not a power of two", line)
        return align

    def skip_line(self, line: int) -> None:
        """`.loc` and `.file` end at the end of their line, not at a ';'."""
        while self.peek().kind != "eof" and self.peek().line == line:
            self.take()

    def skip_braces(self, what: str) -> None:
        """Skip a balanced `{ ... }` (a debug `.section`), the next token being its '{'."""
        open_tok = self.expect("{", f"to open {what}")
        depth = 1
        while depth:
            tok = self.take()
            if tok.kind == "eof":
                self.fail(f"{what} opened here is not closed", open_tok.line)
            depth += {"{": 1, "}": -1}.get(tok.text, 0)

    def skip_statement(self, what: str, line: int) -> None:
        """Skip to the ';' that ends a statement we accept without reading (`.callprototype ...;`)."""
        while not self.accept(";"):
            if self.take().kind == "eof":
                self.fail(f"{what} is not terminated by ';'", line)

    def pragma(self) -> None:
        tok = self.take()
        if tok.kind != "str":
            self.fail(f"expected a string after .pragma, got {_describe(tok)}", tok.line)
        self.expect(";", "after .pragma")

    # -- module level --------------------------------------------------------------------------------------

    def module(self) -> Module:
        version: str | None = None
        target: str | None = None
        address_size = 32  # PTX's default when .address_size is absent
        functions: list[Function] = []
        variables: list[Variable] = []
        while self.peek().kind != "eof":
            tok = self.take()
            if tok.kind != "dir":
                self.fail(f"expected a directive at module level, got {_describe(tok)}", tok.line)
            if tok.text == ".version":
                ver = self.take()
                if ver.kind not in ("float", "num"):
                    self.fail(f"expected a version number after .version, got {_describe(ver)}", ver.line)
                version = ver.text
            elif tok.text == ".target":
                target = self.word("a target after .target").text
                while self.accept(","):
                    self.word("a target option after ','")
            elif tok.text == ".address_size":
                address_size = self.integer(".address_size")
            elif tok.text in (".file", ".loc"):
                self.skip_line(tok.line)
            elif tok.text == ".section":
                self.take()
                self.skip_braces(f".section at line {tok.line}")
            else:
                head = tok
                while head.text in _LINKAGE:
                    head = self.take()
                if head.text in (".entry", ".func"):
                    fn = self.function(head)
                    if fn is not None:
                        if any(f.name == fn.name for f in functions):
                            self.fail(f"function {fn.name} is defined twice", head.line)
                        functions.append(fn)
                elif head.text[1:] in _SPACES:
                    variables += self.variables(head.text[1:])
                else:
                    self.fail(f"unknown module-level directive {head.text or 'end of file'}", head.line)
        if version is None:
            self.fail("missing .version directive", 1)
        if target is None:
            self.fail("missing .target directive", 1)
        for fn in functions:
            fn.shared = shared_layout(variables + fn.variables)
        return Module(version, target, address_size, functions, variables)

    def variables(self, space: str) -> list[Variable]:
        """The rest of a `.shared .align 4 .b8 tile[1024];`-style declaration (after the state space)."""
        align: int | None = None
        vec = 1
        type_: str | None = None
        while self.peek().kind == "dir":
            tok = self.take()
            name = tok.text[1:]
            if name == "align":
                align = self.alignment()
            elif name in ("v2", "v4", "v8"):
                vec = int(name[1:])
            elif name in _SIZES and type_ is None:
                type_ = name
            else:
                self.fail(f"unexpected {tok.text} in a .{space} declaration", tok.line)
        if type_ is None:
            self.fail(f".{space} declaration without a type", self.peek().line)
        size = _SIZES[type_] * vec
        out = []
        while True:
            name_tok = self.word(f"a .{space} variable name")
            count = 1
            while self.accept("["):
                count = 0 if self.peek().text == "]" else count * self.integer(f"the size of {name_tok.text}")
                self.expect("]", f"after the size of {name_tok.text}")
            if self.accept("="):
                self.skip_initializer(name_tok)
            out.append(Variable(name_tok.text, space, type_, size * count, align or size))
            if not self.accept(","):
                break
        self.expect(";", f"after the .{space} declaration of {name_tok.text}")
        return out

    def skip_initializer(self, name_tok: _Tok) -> None:
        """Initial values are not part of the model; skip them up to the ',' or ';' that ends them."""
        depth = 0
        while depth or self.peek().text not in (",", ";"):
            tok = self.take()
            depth += {"{": 1, "(": 1, "}": -1, ")": -1}.get(tok.text, 0)
            if tok.kind in ("eof", "dir") or depth < 0:
                self.fail(f"unterminated initializer of {name_tok.text}", name_tok.line)

    # -- functions -----------------------------------------------------------------------------------------

    def function(self, head: _Tok) -> Function | None:
        """A `.entry`/`.func` after its linkage; None for a prototype (`...;` without a body)."""
        entry = head.text == ".entry"
        returns = self.params("the return parameters") if not entry and self.peek().text == "(" else []
        name = self.word(f"a name after {head.text}").text
        params = self.params(f"the parameters of {name}") if self.peek().text == "(" else []
        directives = self.performance_directives()
        if self.accept(";"):
            return None
        open_tok = self.expect("{", f"to open the body of {name}")
        regs: dict[str, RegDecl] = {}
        variables: list[Variable] = []
        labels: dict[str, int] = {}
        starts = self.body(name, open_tok, regs, variables, labels)
        end = self.pos
        self.undeclared = {}
        instructions = tuple(self.instruction(start, addr, regs) for addr, start in enumerate(starts))
        if self.undeclared:
            names = ", ".join(self.undeclared)
            self.fail(f"undeclared register(s) {names} in {name}", min(self.undeclared.values()))
        self.pos = end
        return Function(name, entry, params, regs, instructions, labels, variables, directives, head.line, returns)

    def params(self, what: str) -> list[Param]:
        """`( .param ..., ... )`, laid out in the parameter space with natural alignment."""
        self.expect("(", f"to open {what}")
        out: list[Param] = []
        if self.accept(")"):
            return out
        cursor = 0
        while True:
            param = self.param(what, cursor)
            cursor = param.offset + param.nbytes
            out.append(param)
            if not self.accept(","):
                break
        self.expect(")", f"to close {what}")
        return out

    def param(self, what: str, cursor: int) -> Param:
        """One `.param [.align N] .TYPE [.ptr .SPACE] NAME[[N]]`, placed at the first aligned offset >= cursor."""
        tok = self.take()
        if tok.text != ".param":
            self.fail(f"expected .param in {what}, got {_describe(tok)}", tok.line)
        align: int | None = None
        type_: str | None = None
        pointer = False
        while self.peek().kind == "dir":
            attr = self.take()
            name = attr.text[1:]
            if name == "align" and pointer:  # `.ptr [.space] .align N`: the pointee's alignment, not the param's
                self.alignment()
            elif name == "align":
                align = self.alignment()
            elif name in _SIZES and type_ is None:
                type_ = name
            elif name == "ptr":  # `.ptr .global .align 4` only informs the optimizer
                pointer = True
            elif name not in _SPACES:
                self.fail(f"unexpected {attr.text} in {what}", attr.line)
        if type_ is None:
            self.fail(f"parameter without a type in {what}", tok.line)
        name_tok = self.word(f"a parameter name in {what}")
        count = 1
        if self.accept("["):
            count = self.integer(f"the size of {name_tok.text}")
            self.expect("]", f"after the size of {name_tok.text}")
        size = _SIZES[type_]
        align = align or size
        offset = -(-cursor // align) * align
        return Param(name_tok.text, type_, size * count, align, offset, count)

    def performance_directives(self) -> dict[str, tuple[int, ...]]:
        """`.maxntid 256, 1, 1`, `.maxnreg 32`, `.noreturn`, ... between the parameters and the body."""
        out: dict[str, tuple[int, ...]] = {}
        while self.peek().kind == "dir":
            name = self.peek().text[1:]
            if name in _INT_DIRECTIVES:
                self.take()
                values = [self.integer(f".{name}")]
                while self.accept(","):
                    values.append(self.integer(f".{name}"))
                out[name] = tuple(values)
            elif name in _FLAG_DIRECTIVES:
                self.take()
                out[name] = ()
            elif name == "pragma":
                self.take()
                self.pragma()
            else:
                break
        return out

    def body(self, name: str, open_tok: _Tok, regs: dict[str, RegDecl], variables: list[Variable],
             labels: dict[str, int]) -> list[int]:
        """First pass: declarations and labels; returns the token index of each instruction, read later
        (once every register of the function is known)."""
        starts: list[int] = []
        depth = 1
        while depth:
            tok = self.peek()
            if tok.kind == "eof":
                self.fail(f"body of {name} opened here is not closed", open_tok.line)
            if tok.text in ("{", "}"):
                self.take()
                depth += 1 if tok.text == "{" else -1
            elif tok.kind == "dir":
                self.body_directive(name, regs, variables)
            elif tok.kind == "word" and self.peek(1).text == ":":
                self.pos += 2
                if self.peek().text in _NOT_CODE_LABELS:
                    self.skip_statement(self.peek().text, tok.line)
                elif tok.text in labels:
                    self.fail(f"label {tok.text} defined twice in {name}", tok.line)
                else:
                    labels[tok.text] = len(starts)
            else:
                starts.append(self.pos)
                self.skip_instruction()
        return starts

    def body_directive(self, fn_name: str, regs: dict[str, RegDecl], variables: list[Variable]) -> None:
        tok = self.take()
        name = tok.text[1:]
        if name == "reg":
            self.registers(regs)
        elif name in _SPACES or name == "param":
            variables += self.variables(name)
        elif name == "pragma":
            self.pragma()
        elif name == "loc":
            self.skip_line(tok.line)
        else:
            self.fail(f"unknown directive {tok.text} in the body of {fn_name}", tok.line)

    def registers(self, regs: dict[str, RegDecl]) -> None:
        """`.reg .b32 %r<6>;` (%r0..%r5) or `.reg .f32 %f1, %f2;`; a name may repeat only with its type."""
        tok = self.take()
        type_ = tok.text[1:]
        if tok.kind != "dir" or (type_ not in _SIZES and type_ != "pred"):
            if type_ in ("v2", "v4", "v8"):
                self.fail("vector registers (.reg .v2/.v4) are not supported", tok.line)
            self.fail(f"expected a register type after .reg, got {_describe(tok)}", tok.line)
        decl = RegDecl(type_, 1 if type_ == "pred" else 8 * _SIZES[type_])
        while True:
            name_tok = self.word("a register name")
            if "." in name_tok.text:
                self.fail(f"bad register name {name_tok.text!r}", name_tok.line)
            names = [name_tok.text]
            if self.accept("<"):
                count = self.integer(f"the count of {name_tok.text}<N>")
                if count > _MAX_REG_COUNT:
                    self.fail(f"register count {count} of {name_tok.text} is too large", name_tok.line)
                names = [f"{name_tok.text}{i}" for i in range(count)]
                self.expect(">", f"after {name_tok.text}<{count}")
            for reg in names:
                old = regs.setdefault(reg, decl)
                if old != decl:
                    self.fail(f"register {reg} declared as .{old.type} and as .{type_}", name_tok.line)
            if not self.accept(","):
                break
        self.expect(";", "after the .reg declaration")

    # -- instructions --------------------------------------------------------------------------------------

    def skip_instruction(self) -> None:
        """First pass over an instruction: find its ';' (vector braces nest; a scope brace ends nothing)."""
        first = self.peek()
        depth = 0
        while True:
            tok = self.take()
            if tok.text == ";" and not depth:
                return
            depth += {"{": 1, "}": -1}.get(tok.text, 0)
            if tok.kind in ("eof", "dir") or depth < 0 or (tok.text == ";" and depth):
                self.fail(f"instruction {first.text!r} is not terminated by ';'", first.line)

    def instruction(self, start: int, addr: int, regs: dict[str, RegDecl]) -> Instruction:
        self.pos = start
        first = self.peek()
        guard = None
        if self.accept("@"):
            neg = self.accept("!")
            guard = Guard(self.register(self.word("a guard predicate after '@'"), regs), neg)
        op = self.word("an instruction")
        opcode, *mods = op.text.split(".")
        if not _OPCODE.fullmatch(opcode):
            self.fail(f"{op.text!r} is not an instruction", op.line)
        operands = []
        if self.peek().text != ";":
            while True:
                operands.append(self.operand(op, regs))
                if not self.accept(","):
                    break
            if self.peek().text != ";":
                self.fail(f"expected ',' or ';' after an operand of {op.text}, got {_describe(self.peek())}"
                          " (missing ';'?)", op.line)
        text = " ".join(self.clean[first.start:self.toks[self.pos - 1].end].split())
        return Instruction(addr, opcode, tuple(mods), tuple(operands), guard, op.line, text)

    def operand(self, op: _Tok, regs: dict[str, RegDecl]) -> Vec | Operand:
        """One operand; `{a, b}` vectors and the `(a, b)` lists of `call` are both Vec."""
        close = {"{": "}", "(": ")"}.get(self.peek().text)
        if close is None:
            return self.simple(op, regs)
        self.take()
        elems = []
        if close == ")" and self.accept(")"):
            return Vec(())
        while True:
            elems.append(self.simple(op, regs))
            if not self.accept(","):
                break
        self.expect(close, f"to close a list operand of {op.text}")
        return Vec(tuple(elems))

    def simple(self, op: _Tok, regs: dict[str, RegDecl]) -> Operand:
        tok = self.take()
        if tok.text == "[":
            return self.address(op, regs)
        if tok.text == "!":
            return Not(self.register(self.word("a predicate after '!'"), regs))
        if tok.kind == "word":
            if self.accept("|"):
                return PredPair(self.register(tok, regs), self.register(self.word("a predicate after '|'"), regs))
            return self.name(tok, regs)
        negative = tok.text == "-"
        if negative:
            tok = self.take()
        if tok.kind == "float":
            return FImm(_f64_bits(-float(tok.text) if negative else float(tok.text)), 64)
        if tok.kind == "num":
            value = _int_literal(tok.text)
            if value is not None:
                return Imm(-value if negative else value)
            if _HEX_FLOAT.fullmatch(tok.text) and not negative:
                return FImm(int(tok.text[2:], 16), 32 if tok.text[1] in "fF" else 64)
            self.fail(f"bad numeric literal {tok.text!r} in {op.text}", tok.line)
        self.fail(f"expected an operand of {op.text}, got {_describe(tok)}", tok.line)

    def address(self, op: _Tok, regs: dict[str, RegDecl]) -> Addr:
        """`[base]`, `[base+8]`, `[base+-4]`, `[base-4]` or `[0x100]` (the '[' already taken)."""
        tok = self.take()
        base: Reg | Sym | None = None
        offset = 0
        if tok.kind == "num" and _int_literal(tok.text) is not None:
            offset = _int_literal(tok.text)
        elif tok.kind == "word" and not isinstance(resolved := self.name(tok, regs), Special):
            base = resolved
            if self.peek().text in ("+", "-"):
                sign = -1 if self.take().text == "-" else 1
                if self.accept("-"):
                    sign = -sign
                offset = sign * self.integer(f"the offset of an address in {op.text}")
        else:
            self.fail(f"bad address base {_describe(tok)} in {op.text}", tok.line)
        self.expect("]", f"to close an address in {op.text}")
        return Addr(base, offset)

    def name(self, tok: _Tok, regs: dict[str, RegDecl]) -> Reg | Special | Sym:
        """A declared register, else a special register, else (without '%') a symbol."""
        name = tok.text
        if name in regs:
            return Reg(name)
        if name.startswith("%"):
            base, _, suffix = name.partition(".")
            if (base in _VECTOR_SPECIALS and suffix in ("", "x", "y", "z")) or (
                    base in _SCALAR_SPECIALS and not suffix):
                return Special(name)
            return self.register(tok, regs)
        if "." in name:
            self.fail(f"bad operand {name!r}", tok.line)
        return Sym(name)

    def register(self, tok: _Tok, regs: dict[str, RegDecl]) -> Reg:
        """A register operand; an undeclared `%name` is collected and reported once for the function."""
        if tok.text not in regs:
            if not tok.text.startswith("%") or "." in tok.text:
                self.fail(f"{tok.text!r} is not a register", tok.line)
            self.undeclared.setdefault(tok.text, tok.line)
        return Reg(tok.text)
