"""A candidate kernel, whatever form it arrives in: SASS functions, or PTX functions read as PTX."""
from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from pathlib import Path

from semantics import toolchain
from semantics.errors import InputError
from semantics.isa.sass import parser as P

_PTX_HEAD = re.compile(r"^\s*\.version\s+\d", re.M)
_ARCH_LINE = re.compile(r"(?:code for|\.target)\s+(sm_\d+[a-z]?)")


@dataclass
class Candidate:
    """SASS text (as cuobjdump/nvdisasm print it) or PTX text, plus where it came from."""

    text: str
    filename: str = "<candidate>"
    source_hash: str = ""  # SHA-256 of the bytes the user gave (text, cubin or .cu)
    arch_hint: str | None = None
    language: str = "sass"  # "sass" | "ptx"
    _functions: list | None = field(default=None, repr=False)
    _ptx_target: str | None = field(default=None, repr=False)

    @classmethod
    def from_sass(cls, text: str, filename: str = "<sass>") -> "Candidate":
        return cls(text, filename, _sha(text.encode()))

    @classmethod
    def from_text(cls, text: str, filename: str = "<candidate>") -> "Candidate":
        """SASS or PTX text, told apart by PTX's mandatory `.version` directive."""
        return cls.from_ptx(text, filename) if _PTX_HEAD.search(text) else cls.from_sass(text, filename)

    @classmethod
    def from_ptx(cls, text: str, filename: str = "<ptx>") -> "Candidate":
        return cls(text, filename, _sha(text.encode()), language="ptx")

    @classmethod
    def from_cubin(cls, data: bytes, filename: str = "<cubin>") -> "Candidate":
        return cls(toolchain.disassemble_cubin(data, filename), filename, _sha(data))

    @classmethod
    def from_cuda(cls, source: str, arch: str = "sm_90", filename: str = "<cuda>") -> "Candidate":
        cubin = toolchain.compile_cuda(source, arch, filename)
        c = cls(toolchain.disassemble_cubin(cubin, filename), filename, _sha(source.encode()), arch)
        return c

    @classmethod
    def from_file(cls, path: str | Path, arch: str | None = None) -> "Candidate":
        p = Path(path)
        try:
            data = p.read_bytes()
        except OSError as e:
            raise InputError(f"cannot read candidate: {e.strerror}", str(p))
        suffix = p.suffix.lower()
        if data[:4] == b"\x7fELF" or suffix == ".cubin":
            return cls.from_cubin(data, str(p))
        text = _decode(data, str(p))
        if suffix == ".cu":
            return cls.from_cuda(text, arch or "sm_90", str(p))
        if suffix == ".ptx":
            return cls.from_ptx(text, str(p))
        if suffix in (".sass", ".s", ".asm"):
            return cls.from_sass(text, str(p))
        if suffix in (".txt", ""):
            return cls.from_text(text, str(p))
        raise InputError(f"unknown candidate type {suffix!r}: expected .sass, .txt, .cubin, .ptx or .cu", str(p))

    def functions(self) -> list:
        if self._functions is None and self.language == "ptx":
            self._functions = self._ptx_functions()
        if self._functions is None:
            try:
                self._functions = P.parse_sass(self.text, self.filename)
            except P.SassParseError as e:
                raise InputError(e.message, e.filename, e.line)
            if not self._functions:
                raise InputError("no SASS function found (expected cuobjdump -sass or nvdisasm output)", self.filename)
        return self._functions

    def _ptx_functions(self) -> list:
        from semantics.isa.ptx.ast import PtxParseError
        from semantics.isa.ptx.parser import parse_ptx
        try:
            module = parse_ptx(self.text, self.filename)
        except PtxParseError as e:
            raise InputError(e.message, e.filename, e.line)
        entries = [f for f in module.functions if f.entry]
        if not entries:
            raise InputError("no PTX kernel (.entry) found", self.filename)
        self._ptx_target = module.target
        return entries

    def pick(self, name: str, symbol: str | None):
        """The kernel the reference describes: by symbol, by (demangled) name, or the only one."""
        fns = self.functions()
        if symbol is not None:
            hits = [f for f in fns if f.name == symbol]
        else:
            hits = [f for f in fns if f.name == name] or [f for f in fns if _short(f.name) == name]
            if not hits and len(fns) == 1:
                hits = fns
        if len(hits) == 1:
            return hits[0]
        names = ", ".join(f.name for f in fns)
        want = symbol or name
        if not hits:
            raise InputError(f"kernel {want!r} not found in the candidate; it holds: {names}", self.filename)
        raise InputError(f"kernel {want!r} is ambiguous in the candidate ({names}): give symbol= in @kernel",
                         self.filename)

    def arch(self, function, override: str | None) -> str:
        if override:
            return override
        if self.language == "ptx":
            self.functions()
            return self._ptx_target
        if function.arch:
            return function.arch
        m = _ARCH_LINE.search(self.text)
        if m:
            return m.group(1)
        if self.arch_hint:
            return self.arch_hint
        raise InputError("the candidate names no architecture (no `.target sm_XX` line): pass --arch", self.filename)


def _short(symbol: str) -> str:
    return P.demangle_name(symbol).split("::")[-1]


def _sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _decode(data: bytes, filename: str) -> str:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise InputError(f"not a text file (byte {e.start} is not UTF-8)", filename)
