"""The machine the PTX definitions run on: one symbolic thread with PTX's named, typed registers.

Everything that is not about registers is the SASS thread's: the launch, the
parameter space (PTX's `.param` state space of a kernel is the constant bank
the driver fills, so `ld.param` reads the same bytes a SASS `c[0x0][...]` does),
memory accesses resolved against the reference's buffers, and control flow.
"""
from __future__ import annotations

import numpy as np

from equiv import ieee
from equiv import terms as T
from equiv.terms import BV, Term
from semantics.errors import InputError, Unsupported
from semantics.isa.ptx import ast as A
from semantics.simt import AXES, KernelEnv, ThreadState


class PtxThread(ThreadState):
    """ThreadState with PTX operands: registers by name, parameters by symbol, labels by name."""

    def __init__(self, env: KernelEnv, function: A.Function):
        super().__init__(env)
        self.function = function
        self.named: dict[str, Term] = {}
        self._params = {p.name: p for p in function.params}

    def where(self) -> str:
        ins = self.ins
        return f"{self.env.filename}:{ins.line}: {ins.text}" if ins else self.env.filename

    # -------------------------------------------------------------- registers
    def reg_width(self, reg: A.Reg) -> int:
        decl = self.function.regs.get(reg.name)
        if decl is None:
            raise InputError(f"register {reg.name} is not declared", self.env.filename, self.ins.line if self.ins else None)
        return decl.width

    def _value(self, reg: A.Reg) -> Term:
        return self._under_guard(self._raw(reg))

    def _raw(self, reg: A.Reg) -> Term:
        """The register's value on every path (what a guarded write keeps where its guard fails)."""
        w = self.reg_width(reg)
        v = self.named.get(reg.name)
        if v is None:
            sort = T.BOOL if w == 1 else BV(w)
            v = self.named[reg.name] = T.var(f"{self.fresh_prefix}{reg.name}", sort)
        return v

    def read(self, op, width: int = 32) -> Term:
        if isinstance(op, A.Reg):
            w = self.reg_width(op)
            if w == 1:
                raise Unsupported(f"predicate {op.name} read as a {width}-bit value", self.where())
            if w < width:
                raise Unsupported(f"{w}-bit register {op.name} read as {width} bits", self.where())
            v = self._value(op)
            return v if w == width else T.extract(v, width - 1, 0)
        if isinstance(op, A.Imm):
            return T.bv(op.value & T.mask(width), width)
        if isinstance(op, A.FImm):
            return self._float_literal(op, width)
        if isinstance(op, A.Special):
            return self._ptx_special(op.name, width)
        raise Unsupported(f"operand {op!r} read as a value", self.where())

    def _float_literal(self, op: A.FImm, width: int) -> Term:
        if op.width == width:
            return T.bv(op.bits, width)
        fmt = {16: T.F16, 32: T.F32, 64: T.F64}.get(width)
        if fmt is None or op.width not in (32, 64):
            raise Unsupported(f"a {op.width}-bit float literal read as {width} bits", self.where())
        # PTX reads a float literal as the instruction's type, rounding to nearest.
        src = T.F32 if op.width == 32 else T.F64
        value = ieee.from_bits(src, np.array([op.bits], dtype=np.uint64))
        return T.bv(int(ieee.to_bits(fmt, ieee.convert(fmt, value, "RNE"))[0]), width)

    def read_pred(self, p) -> Term:
        if isinstance(p, A.Guard):
            v = self._pred(p.reg)
            return T.not_(v) if p.neg else v
        if isinstance(p, A.Not):
            return T.not_(self._pred(p.reg))
        if isinstance(p, A.Reg):
            return self._pred(p)
        raise Unsupported(f"operand {p!r} read as a predicate", self.where())

    def _pred(self, reg: A.Reg) -> Term:
        if self.reg_width(reg) != 1:
            raise Unsupported(f"register {reg.name} read as a predicate", self.where())
        return self._value(reg)

    def write(self, reg, value: Term) -> None:
        if not isinstance(reg, A.Reg):
            raise Unsupported(f"write to {reg!r}", self.where())
        w = self.reg_width(reg)
        if w == 1 or value.sort.kind != "bv" or value.width != w:
            raise Unsupported(f"write of a {value.sort} value to the {w}-bit register {reg.name}", self.where())
        self.named[reg.name] = T.ite(self.guard, value, self._raw(reg))

    def write_pred(self, p, value: Term) -> None:
        if not isinstance(p, A.Reg) or self.reg_width(p) != 1:
            raise Unsupported(f"predicate destination {p!r}", self.where())
        self.named[p.name] = T.ite(self.guard, value, self._raw(p))

    # -------------------------------------------------------------- loop support
    def fresh(self) -> "PtxThread":
        return type(self)(self.env, self.function)

    def state(self) -> dict:
        return {("N", name): v for name, v in self.named.items()}

    def set_state(self, values: dict) -> None:
        self.named = {k[1]: v for k, v in values.items()}

    @staticmethod
    def state_name(key) -> str:
        return key[1]

    @staticmethod
    def pair_key(key):
        return None  # PTX registers have their declared width: 64-bit values need no pairing

    def static_target(self, ins) -> int | None:
        if ins.opcode == "bra" and ins.operands and isinstance(ins.operands[-1], A.Sym):
            return self.function.labels.get(ins.operands[-1].name)
        return None

    # -------------------------------------------------------------- special registers
    def _ptx_special(self, name: str, width: int) -> Term:
        launch = self.env.launch
        for d, a in enumerate(AXES):
            table = {f"%tid.{a}": launch.tid[d], f"%ntid.{a}": launch.block_dim(d),
                     f"%ctaid.{a}": launch.ctaid[d], f"%nctaid.{a}": launch.grid[d]}
            if name in table:
                v = table[name]
                break
        else:
            if name != "%laneid":
                raise Unsupported(f"special register {name}", self.where())
            v = self._special("SR_LANEID")
        if width == 32:
            return v
        if width == 64:
            return T.zext(v, 64)
        raise Unsupported(f"special register {name} read as {width} bits", self.where())

    # -------------------------------------------------------------- parameters and labels
    def load_param(self, name: str, offset: int, bits: int) -> Term:
        p = self._params.get(name)
        if p is None:
            raise Unsupported(f"ld.param of {name}, which is not a parameter of {self.function.name}", self.where())
        nbytes = bits // 8
        if offset < 0 or offset + nbytes > p.nbytes:
            raise Unsupported(f"ld.param of bytes {offset}..{offset + nbytes} of the {p.nbytes}-byte {name}",
                              self.where())
        return self.const_bytes(self.env.arch.param_base + p.offset + offset, nbytes)

    def shared_offset(self, name: str) -> int | None:
        """The shared-window byte offset of a `.shared` variable, None for any other name."""
        return self.function.shared.get(name)

    def label(self, name: str) -> int:
        addr = self.function.labels.get(name)
        if addr is None:
            raise InputError(f"branch to unknown label {name}", self.env.filename, self.ins.line if self.ins else None)
        return addr

    def branch(self, target: int, cond: Term) -> None:
        if target == len(self.function.instructions):  # a label at the end: leaving the kernel
            self.exited.append(T.and_(self.guard, cond))
        else:
            super().branch(target, cond)
