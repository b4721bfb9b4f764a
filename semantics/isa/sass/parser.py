"""Parser for NVIDIA SASS text as printed by ``cuobjdump -sass`` and ``nvdisasm``.

It turns the text into functions, instructions and operands and gives them no
meaning; the semantics live elsewhere.  Both tools' layouts are accepted, with
or without ``/* 0x... */`` encoding comments, several functions (and, for
``cuobjdump`` of a host object, several architectures) per file.  Anything it
cannot read raises :class:`SassParseError` naming the file and line, so a
kernel is never checked against a silently misread program.
"""

from __future__ import annotations

import math
import re
import struct
from dataclasses import dataclass, field

__all__ = [
    "Const",
    "FImm",
    "Function",
    "Imm",
    "Instruction",
    "Mem",
    "Operand",
    "Other",
    "Pred",
    "Reg",
    "SassParseError",
    "Special",
    "Target",
    "demangle_name",
    "parse_sass",
]


class SassParseError(Exception):
    """Input that is not SASS as the tools print it; says where, so it can be fixed."""

    def __init__(self, message: str, filename: str, line: int) -> None:
        super().__init__(f"{filename}:{line}: {message}")
        self.message = message
        self.filename = filename
        self.line = line

    def __reduce__(self) -> tuple[type, tuple[str, str, int]]:
        # Exceptions pickle through their args; ours has three of them.
        return (SassParseError, (self.message, self.filename, self.line))


@dataclass(frozen=True)
class Reg:
    """A general (R0..R255, RZ) or uniform (UR0..UR63, URZ) register operand."""

    uniform: bool
    index: int | None  # None for RZ / URZ, the zero register
    wide: bool = False  # printed with ".64": a register pair
    neg: bool = False  # "-R3"
    abs: bool = False  # "|R3|"
    bitnot: bool = False  # "~R3"
    suffixes: tuple[str, ...] = ()  # ".H1", ".X4", ...; ".reuse" is a scheduling hint and dropped


@dataclass(frozen=True)
class Pred:
    """A predicate (P0..P6, PT) or uniform predicate (UP0..UP6, UPT)."""

    uniform: bool
    index: int | None  # None for PT / UPT, always true
    neg: bool = False  # "!P0"


@dataclass(frozen=True)
class Imm:
    """A hexadecimal integer immediate (0x4, -0x1), or a decimal one outside float opcodes."""

    value: int


@dataclass(frozen=True, eq=False)
class FImm:
    """A floating immediate (0.5, -126, 1.1754943508222875e-38, +INF, +QNAN).

    Equality compares the value's bits and the text, so that NaN equals NaN
    and -0.0 differs from 0.0 (the default compares values with ==).
    """

    value: float
    text: str

    def _key(self) -> tuple[bytes, str]:
        return struct.pack("<d", self.value), self.text

    def __eq__(self, other: object) -> bool:
        return isinstance(other, FImm) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())


@dataclass(frozen=True)
class Const:
    """A constant-bank operand: c[0x0][0x164], c[0x0][R2+0x10], cx[UR4][0x10]."""

    bank: int | Reg
    offset: int
    reg: Reg | None = None
    neg: bool = False
    abs: bool = False
    bitnot: bool = False
    suffixes: tuple[str, ...] = ()  # a half lane select, c[0x0][0x164].H0_H0


@dataclass(frozen=True)
class Mem:
    """A memory address: [R2.64+0x10], desc[UR4][R2.64], [R5+UR4+0x4], [0x10].

    ``base`` is the general register and ``ubase`` the uniform one, whichever are printed.
    """

    base: Reg | None
    offset: int
    desc: Reg | None = None
    ubase: Reg | None = None


@dataclass(frozen=True)
class Special:
    """A special register: SR_TID.X, SR_CTAID.Y, SR_LANEID, SRZ, SR_CLOCKLO."""

    name: str


@dataclass(frozen=True)
class Target:
    """A code address in the same function: 0x130 (cuobjdump) or `(.L_x_3) (nvdisasm)."""

    addr: int
    label: str | None = None


@dataclass(frozen=True)
class Other:
    """Any other operand (barrier B0, scoreboard SB0, external `(vprintf)), kept as text."""

    text: str


Operand = Reg | Pred | Imm | FImm | Const | Mem | Special | Target | Other


@dataclass(frozen=True)
class Instruction:
    """One instruction; ``text`` is as printed, minus address, encoding, ';' and braces."""

    addr: int  # from /*0040*/; 16 * index when the line has no address
    pred: Pred | None  # guard "@P0" / "@!P0" / "@UP1"
    opcode: str  # "IMAD"
    mods: tuple[str, ...]  # ("WIDE", "U32") from "IMAD.WIDE.U32"
    operands: tuple[Operand, ...]
    text: str
    line: int  # 1-based line in the input


@dataclass(frozen=True)
class Function:
    """The code of one ``.text`` section: a kernel with any subroutines placed in it."""

    name: str  # as printed, possibly mangled
    arch: str | None  # "sm_90"
    instructions: tuple[Instruction, ...]
    line: int
    # (ordinal, offset in parameter space, size in bytes) from EIATTR_KPARAM_INFO,
    # when nvdisasm's .nv.info.NAME section is in the text; else None.
    params: tuple[tuple[int, int, int], ...] | None = None


def _rx(pattern: str) -> re.Pattern[str]:
    # ASCII: "\d" and "\w" must not accept other scripts' digits and letters.
    return re.compile(pattern, re.ASCII)


# --- line level -------------------------------------------------------------
_ADDR = _rx(r"\s*/\*([0-9a-fA-F]+)\*/")
_ENCODING = _rx(r"/\*\s*0x[0-9a-fA-F]+\s*\*/")
_NVINFO = _rx(r"\s*//-+\s*nvinfo\s*:\s*(\w+)")
_SECTION = _rx(r"\.section\s+([^\s,]+)")
_FUNCTION = _rx(r"Function\s*:\s*(\S+)$")
_ARCH = _rx(r"(?:code for|\.target|arch\s*=)\s+(sm_\w+)")
_FATBIN = _rx(r"Fatbin (\w+) code:$")
_FATBIN_HEADER = _rx(r"=+$|compressed$|[A-Za-z_][\w ]*=.*$")
_END_OF_FUNCTION = _rx(r"\.{3,}$")
_LABEL = _rx(r"([\w.$]+):$")
_DIRECTIVE = _rx(r"\.\w")
_DATA = _rx(r"\.(byte|short|word|dword)\s+(.*)$")
_DATA_SIZES = {"byte": 1, "short": 2, "word": 4, "dword": 8}
# Groups: the text, then guard, opcode, ".MODS", operands.  The operands start
# and end with a non-blank and are matched greedily: several times faster than
# a lazy match, and no quadratic backtracking over runs of blanks.
_INSTRUCTION_TEXT = r"((?:@(\S+)\s+)?([A-Z][A-Z0-9_]*)((?:\.\w+)*)(?:\s+([^;/{}\s](?:[^;/{}]*[^;/{}\s])?))?)"
_INSTRUCTION = _rx(_INSTRUCTION_TEXT + "$")
# A whole instruction line, address first, in one match: the hot path.  Other
# lines (dual-issue braces, no address) go the general way through _INSTRUCTION.
_CODE_LINE = _rx(
    rf"\s*/\*([0-9a-fA-F]+)\*/\s*{_INSTRUCTION_TEXT}(?:\s*;)?\s*(?:/\*\s*0x[0-9a-fA-F]+\s*\*/\s*)?(?://.*)?$"
)

# --- operand level ----------------------------------------------------------
# Parentheses nest two deep: relocations such as "32@lo((misc + .L_x_0@srel))".
_TOKEN = _rx(r"(?:[^\s,\[\]()]|\[[^\[\]]*\]|\((?:[^()]|\([^()]*\))*\))+")
# Separators are never empty, so the list splits one way only (no backtracking blow-up).
_OPERAND_LIST = _rx(rf"{_TOKEN.pattern}(?:(?:\s*,\s*|\s+){_TOKEN.pattern})*$")
_REG = _rx(
    r"(?P<neg>-)?(?P<not>~)?(?P<abs>\|)?(?P<u>U?)R(?P<idx>\d{1,3}|Z)(?P<sfx>(?:\.\w+)*)"
    r"(?(abs)\|(?P<sfx2>(?:\.\w+)*))$"
)
_PRED = _rx(r"(?P<neg>!)?(?P<u>U?)P(?P<idx>[0-6]|T)$")
_CONST = _rx(r"(?P<neg>-)?(?P<not>~)?(?P<abs>\|)?cx?\[(?P<bank>[^\]]*)\]\[(?P<addr>[^\]]*)\](?(abs)\|)"
             r"(?P<sfx>(?:\.\w+)*)$")
# cuobjdump prints some sm_80 constants with a blank between bank and offset: "c[0x0] [0x164].H0_H0"
_CONST_BLANK = _rx(r"(cx?\[[^\]]*\])\s+\[")
_MEM = _rx(r"(?:desc\[(?P<desc>[^\]]*)\])?\[(?P<addr>[^\]]*)\]$")
_HEX = _rx(r"[-+]?0x[0-9a-fA-F]+$")
_DECIMAL = _rx(r"[-+]?\d+$")
_FLOAT = _rx(r"(?P<sign>[-+]?)(?:(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?|(?P<inf>INF)|(?P<nan>QNAN|SNAN|NAN))$")
_SPECIAL = _rx(r"SR(?:Z|_[\w.]+)$")
_LABEL_REF = _rx(r"`\(([^()]+)\)$")
_OTHER = _rx(r"[A-Za-z_$][\w.$]*(?:\[[^\[\]]*\])*$|\d+@\w+\(.*\)$")  # names, relocations
_REGISTER_LIKE = _rx(r"[-~|!]*U?[RP]\d")  # looks like a register but did not parse as one

# Opcodes whose decimal immediates are floating point (FMUL R0, R0, 16777216; HFMA2 ..., 0, 0).
_FLOAT_OPCODE = _rx(r"[FHD]|MUFU")
# Opcodes whose last operand is a code address in the function, which cuobjdump
# prints as a hex number.  Absolute forms (JMP, JCAL, "CALL.ABS.NOINC 0x0", which
# awaits relocation) are left as Imm: their number is not an offset in the function.
_BRANCH_OPCODES = frozenset({"BRA", "BSSY", "CALL", "RET", "LEPC", "SSY", "PBK", "PCNT", "CAL", "PRET"})
_MAX_DECIMAL_DIGITS = 20
_REG_LIMIT = {False: 255, True: 63}


@dataclass
class _Row:
    """An instruction line read but not yet decoded (its labels may come later)."""

    addr: int
    line: int
    text: str
    guard: str | None
    opcode: str
    mods: str
    args: str


@dataclass
class _OpenFunction:
    """A function being read: its rows so far and the labels placed in it."""

    name: str
    arch: str | None
    line: int
    rows: list[_Row] = field(default_factory=list)
    labels: dict[str, int] = field(default_factory=dict)
    pending_labels: list[str] = field(default_factory=list)


class _Parser:
    """Line-by-line state machine over the tools' output."""

    def __init__(self, filename: str) -> None:
        self.filename = filename
        self.arch: str | None = None
        self.function: _OpenFunction | None = None
        self.done: list[_OpenFunction] = []
        self.skipping = False  # inside a non-code section, or PTX in a fatbin listing
        self.info_for: str | None = None  # inside .nv.info.NAME
        self.kparam: bytearray | None = None  # bytes of the EIATTR_KPARAM_INFO being read
        self.kparams: dict[str, list[tuple[int, bytearray]]] = {}
        self.operands: dict[tuple[str, bool], Operand] = {}

    def error(self, message: str, line: int) -> SassParseError:
        return SassParseError(message, self.filename, line)

    def parse(self, text: str) -> list[Function]:
        for number, raw in enumerate(text.split("\n"), start=1):
            self.line(raw.rstrip("\r"), number)
        self.close()
        params = {name: self.decode_kparams(entries) for name, entries in self.kparams.items()}
        return [self.build(f, params.get(f.name)) for f in self.done]

    # --- lines ---------------------------------------------------------------

    def line(self, raw: str, number: int) -> None:
        if self.function is not None and (m := _CODE_LINE.match(raw)):
            self.add_row(int(m.group(1), 16), number, *m.group(2, 3, 4, 5, 6))
            return
        if self.info_for is not None and (m := _NVINFO.match(raw)):
            self.start_nvinfo(m.group(1), number)
            return
        addr_match = _ADDR.match(raw)
        body = raw[addr_match.end() :] if addr_match else raw
        body = _ENCODING.sub("", body).split("//", 1)[0].strip()
        if not body:
            return
        if addr_match and self.function is not None:  # an instruction, never a header
            self.instruction(body, int(addr_match.group(1), 16), number)
            return
        if self.header(body, number) or self.skipping:
            return
        if self.info_for is not None:
            self.nvinfo_data(body, number)
            return
        if m := _LABEL.match(body):
            if self.function is None:
                raise self.error(f"label {m.group(1)!r} outside a function", number)
            self.function.pending_labels.append(m.group(1))
            return
        if _DIRECTIVE.match(body):
            return
        if self.function is None:
            if _FATBIN_HEADER.match(body):
                return
            raise self.error(f"unexpected text outside a function: {body!r}", number)
        self.instruction(body, None, number)

    def header(self, body: str, number: int) -> bool:
        """Handles section, function, architecture and fatbin headers; True if it was one."""
        if m := _SECTION.match(body):
            self.close()
            name = m.group(1)
            if name.startswith(".text."):
                self.function = _OpenFunction(name[len(".text.") :], self.arch, number)
            elif name.startswith(".nv.info."):
                self.info_for = name[len(".nv.info.") :]
                self.kparams.setdefault(self.info_for, [])
            else:
                self.skipping = True
            return True
        if m := _FUNCTION.match(body):
            self.close()
            self.function = _OpenFunction(m.group(1), self.arch, number)
            return True
        if m := _ARCH.match(body):
            self.arch = m.group(1)
            return True
        if m := _FATBIN.match(body):
            self.close()
            self.skipping = m.group(1) != "elf"
            return True
        if _END_OF_FUNCTION.match(body) and not self.skipping and self.info_for is None:
            self.close()
            return True
        return False

    def close(self) -> None:
        """Ends the current function or section."""
        if self.function is not None:
            f = self.function
            end = f.rows[-1].addr + 16 if f.rows else 0
            f.labels.update(dict.fromkeys(f.pending_labels, end))
            self.done.append(f)
        self.function = None
        self.skipping = False
        self.info_for = None
        self.kparam = None

    def instruction(self, body: str, addr: int | None, number: int) -> None:
        text = body
        if text.startswith("{"):  # dual-issue pair, on older architectures
            text = text[1:].lstrip()
        if text.endswith("}"):
            text = text[:-1].rstrip()
        m = _INSTRUCTION.match(text.removesuffix(";").rstrip())
        if m is None:
            raise self.error(f"cannot read instruction {text!r}", number)
        self.add_row(addr, number, *m.groups())

    def add_row(
        self, addr: int | None, number: int, text: str, guard: str | None, opcode: str, mods: str, args: str | None
    ) -> None:
        f = self.function
        assert f is not None
        if addr is None:
            addr = 16 * len(f.rows)
        if f.pending_labels:
            f.labels.update(dict.fromkeys(f.pending_labels, addr))
            f.pending_labels.clear()
        f.rows.append(_Row(addr, number, text, guard, opcode, mods, args or ""))

    # --- .nv.info -------------------------------------------------------------

    def start_nvinfo(self, attribute: str, number: int) -> None:
        assert self.info_for is not None
        if attribute == "EIATTR_KPARAM_INFO":
            self.kparam = bytearray()
            self.kparams[self.info_for].append((number, self.kparam))
        else:
            self.kparam = None

    def nvinfo_data(self, body: str, number: int) -> None:
        m = _DATA.match(body)
        if m is None or self.kparam is None:
            return
        size = _DATA_SIZES[m.group(1)]
        values = [v.strip() for v in m.group(2).split(",")]
        if not all(_HEX.match(v) for v in values):
            return  # a length expression such as "(.L_21 - .L_20)", not payload
        for v in values:
            n = int(v, 16)
            if not 0 <= n < 1 << (8 * size):
                raise self.error(f"value {v} does not fit in .{m.group(1)}", number)
            self.kparam += n.to_bytes(size, "little")

    def decode_kparams(self, entries: list[tuple[int, bytearray]]) -> tuple[tuple[int, int, int], ...]:
        # Layout: 2 header bytes (format, attribute id), then u32 index, u16 ordinal,
        # u16 offset, u32 flags whose bits 18..31 are the size in bytes.
        params = []
        for number, data in entries:
            if len(data) != 14:
                raise self.error(f"EIATTR_KPARAM_INFO has {len(data)} bytes, expected 14", number)
            ordinal = int.from_bytes(data[6:8], "little")
            offset = int.from_bytes(data[8:10], "little")
            size = int.from_bytes(data[10:14], "little") >> 18
            params.append((ordinal, offset, size))
        return tuple(sorted(params))

    # --- instructions and operands ----------------------------------------------

    def build(self, f: _OpenFunction, params: tuple[tuple[int, int, int], ...] | None) -> Function:
        instructions = tuple(self.decode(row, f.labels) for row in f.rows)
        return Function(f.name, f.arch, instructions, f.line, params)

    def decode(self, row: _Row, labels: dict[str, int]) -> Instruction:
        pred = None
        if row.guard is not None:
            pred = _pred(row.guard)
            if pred is None:
                raise self.error(f"bad guard predicate {row.guard!r}", row.line)
        mods = tuple(row.mods.split(".")[1:])
        tokens = self.split_operands(row.args, row.line)
        float_op = _FLOAT_OPCODE.match(row.opcode) is not None
        operands = [self.operand(t, float_op, labels, row.line) for t in tokens]
        is_branch = row.opcode in _BRANCH_OPCODES or (row.opcode == "WARPSYNC" and "COLLECTIVE" in mods)
        if is_branch and "ABS" not in mods and operands and isinstance(operands[-1], Imm):
            operands[-1] = Target(operands[-1].value)
        return Instruction(row.addr, pred, row.opcode, mods, tuple(operands), row.text, row.line)

    def split_operands(self, args: str, number: int) -> list[str]:
        """Splits on commas (and blanks: "RET.REL.NODEC R4 0x0") outside brackets."""
        args = _CONST_BLANK.sub(r"\1[", args)
        if args and not _OPERAND_LIST.match(args):
            raise self.error(f"cannot split operands {args!r}", number)
        return _TOKEN.findall(args)

    def operand(self, tok: str, float_op: bool, labels: dict[str, int], number: int) -> Operand:
        if tok.startswith("`"):
            return self.label_ref(tok, labels, number)
        key = (tok, float_op)
        operand = self.operands.get(key)
        if operand is None:  # operands repeat a lot; decoding each text once halves the time
            operand = self.operands[key] = self.plain_operand(tok, float_op, number)
        return operand

    def plain_operand(self, tok: str, float_op: bool, number: int) -> Operand:
        if m := _REG.match(tok):
            return self.reg(m, tok, number)
        if p := _pred(tok):
            return p
        if m := _CONST.match(tok):
            return self.const(m, tok, number)
        if m := _MEM.match(tok):
            return self.mem(m, tok, number)
        if _HEX.match(tok):
            return Imm(int(tok, 16))
        if _DECIMAL.match(tok) and not float_op:
            if len(tok.lstrip("+-")) > _MAX_DECIMAL_DIGITS:
                raise self.error(f"integer immediate {tok!r} is too long", number)
            return Imm(int(tok))
        if m := _FLOAT.match(tok):
            return FImm(_float(m, tok), tok)
        if _SPECIAL.match(tok):
            return Special(tok)
        if _OTHER.match(tok) and not _REGISTER_LIKE.match(tok):
            return Other(tok)
        raise self.error(f"cannot read operand {tok!r}", number)

    def label_ref(self, tok: str, labels: dict[str, int], number: int) -> Target | Other:
        """nvdisasm's `(label): a Target if the label is in this function, else a symbol."""
        m = _LABEL_REF.match(tok)
        if m is None:
            raise self.error(f"cannot read operand {tok!r}", number)
        label = m.group(1)
        if label in labels:
            return Target(labels[label], label)
        if label.startswith(".L_"):
            raise self.error(f"undefined label {label!r}", number)
        return Other(tok)

    def reg(self, m: re.Match[str], tok: str, number: int) -> Reg:
        uniform = m.group("u") == "U"
        index = None if m.group("idx") == "Z" else int(m.group("idx"))
        if index is not None and index > _REG_LIMIT[uniform]:
            raise self.error(f"register {tok!r} out of range", number)
        suffixes = [s for s in (m.group("sfx") + (m.group("sfx2") or "")).split(".")[1:] if s != "reuse"]
        wide = "64" in suffixes
        if wide:
            suffixes.remove("64")
        return Reg(
            uniform,
            index,
            wide=wide,
            neg=bool(m.group("neg")),
            abs=bool(m.group("abs")),
            bitnot=bool(m.group("not")),
            suffixes=tuple(suffixes),
        )

    def plain_reg(self, text: str, number: int) -> Reg | None:
        """A register without -, ~ or |..| (as inside brackets), or None if not one."""
        m = _REG.match(text)
        if m is None or m.group("neg") or m.group("not") or m.group("abs"):
            return None
        return self.reg(m, text, number)

    def address(self, text: str, tok: str, number: int) -> tuple[Reg | None, Reg | None, int]:
        """Reads "R2.64+UR4+-0x4" into (general register, uniform register, offset)."""
        base: Reg | None = None
        ubase: Reg | None = None
        offset: int | None = None
        for term in text.split("+"):
            reg = self.plain_reg(term, number)
            if reg is not None and not reg.uniform and base is None:
                base = reg
            elif reg is not None and reg.uniform and ubase is None:
                ubase = reg
            elif reg is None and _HEX.match(term) and offset is None:
                offset = int(term, 16)
            else:
                raise self.error(f"unexpected {term!r} in address {tok!r}", number)
        return base, ubase, offset or 0

    def const(self, m: re.Match[str], tok: str, number: int) -> Const:
        bank_text = m.group("bank")
        bank: int | Reg | None = int(bank_text, 16) if _HEX.match(bank_text) else self.plain_reg(bank_text, number)
        if bank is None or (isinstance(bank, Reg) and not bank.uniform):
            raise self.error(f"bad constant bank in {tok!r}", number)
        base, ubase, offset = self.address(m.group("addr"), tok, number)
        if base is not None and ubase is not None:
            raise self.error(f"two registers in constant address {tok!r}", number)
        return Const(
            bank,
            offset,
            base or ubase,
            neg=bool(m.group("neg")),
            abs=bool(m.group("abs")),
            bitnot=bool(m.group("not")),
            suffixes=tuple(m.group("sfx").split(".")[1:]),
        )

    def mem(self, m: re.Match[str], tok: str, number: int) -> Mem:
        desc = None
        if m.group("desc") is not None:
            desc = self.plain_reg(m.group("desc"), number)
            if desc is None:
                raise self.error(f"bad descriptor in {tok!r}", number)
        base, ubase, offset = self.address(m.group("addr"), tok, number)
        return Mem(base, offset, desc, ubase)


def _pred(text: str) -> Pred | None:
    m = _PRED.match(text)
    if m is None:
        return None
    index = None if m.group("idx") == "T" else int(m.group("idx"))
    return Pred(m.group("u") == "U", index, bool(m.group("neg")))


def _float(m: re.Match[str], text: str) -> float:
    negative = m.group("sign") == "-"
    if m.group("nan"):
        return -math.nan if negative else math.nan
    if m.group("inf"):
        return -math.inf if negative else math.inf
    return float(text)


def parse_sass(text: str, filename: str = "<sass>") -> list[Function]:
    """Parses cuobjdump/nvdisasm SASS listing text into its functions, in order."""
    return _Parser(filename).parse(text)


_SOURCE_NAME = _rx(r"(\d+)")


def _name_length(digits: str) -> int:
    # Six or more digits cannot be a real name's length; skip converting huge numbers.
    return int(digits) if len(digits) < 6 else 1 << 30


def demangle_name(symbol: str) -> str:
    """The qualified name of an Itanium-mangled function, best effort, for messages.

    "_Z5saxpyifPKfPf" -> "saxpy", "_ZN3foo3barEv" -> "foo::bar"; template
    arguments and parameter types are dropped; anything not understood comes
    back unchanged.
    """
    if not symbol.startswith("_Z"):
        return symbol
    pos = 2 + (symbol[2:3] == "L")  # internal linkage
    nested = symbol[pos : pos + 1] == "N"
    if nested:
        pos += 1
        while symbol[pos : pos + 1] in ("r", "V", "K"):  # cv-qualifiers of a member function
            pos += 1
    parts: list[str] = []
    while True:
        if symbol.startswith("St", pos):
            parts.append("std")
            pos += 2
            continue
        m = _SOURCE_NAME.match(symbol, pos)
        if m is None:
            break
        start, end = m.end(), m.end() + _name_length(m.group(1))
        if end > len(symbol):
            return symbol
        name = symbol[start:end]
        parts.append("(anonymous namespace)" if name.startswith("_GLOBAL__N") else name)
        pos = _skip_template_args(symbol, end)
        if not nested:
            break
    if not parts or (nested and not symbol.startswith("E", pos)):
        return symbol
    return "::".join(parts)


def _skip_template_args(symbol: str, pos: int) -> int:
    """Position after a template argument list "I...E" at ``pos`` (if any)."""
    if not symbol.startswith("I", pos):
        return pos
    depth = 0
    while pos < len(symbol):
        if m := _SOURCE_NAME.match(symbol, pos):  # a name inside the arguments: skip it whole
            pos = m.end() + _name_length(m.group(1))
            continue
        c = symbol[pos]
        if c == "L":  # a literal such as "Li3E": its digits are a value, not a name length
            end = symbol.find("E", pos)
            pos = len(symbol) if end < 0 else end + 1
            continue
        if c in "INX":
            depth += 1
        elif c == "E":
            depth -= 1
            if depth == 0:
                return pos + 1
        pos += 1
    return pos
