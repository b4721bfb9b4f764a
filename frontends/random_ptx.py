"""Random straight-line PTX kernels, for checking the PTX semantics against what ptxas makes of them.

    rng = random.Random(7)
    text, forms = random_kernel(rng, "k0")          # one `.visible .entry k0(...)` definition
    ptx = module([text], target="sm_90")           # a module ptxas accepts

Every kernel has the parameters `(.param .u64 out, .param .u64 in, .param .u32 s0,
.param .u32 s1)`.  It computes its global thread index from %ctaid.x, %ntid.x and
%tid.x, loads a few 32-bit, 64-bit and f32 words from `in` at `in + index*32`, runs
a random DAG of instructions over those values, the two scalar parameters and
constants, and stores one to three results to `out + index*32` (each result in its
own 8-byte slot, so the threads never touch each other's bytes).

The instructions are drawn from the integer, bit, predicate, f32 and conversion
forms of the PTX ISA, with random modifiers (rounding, .ftz, .sat, comparison and
combining operators, prmt modes, ...), edge-case constants (0, -0, inf, NaN,
denormals, extremes) and random `@%p` / `@!%p` guards.  Once the PTX instruction
table (semantics/isa/ptx/table.py) defines anything, only the (opcode, modifier)
forms it defines are drawn; `modeled_only=False` draws from the whole list.

Undefined behaviour that would make a comparison meaningless is avoided by
construction: an integer divisor is never 0 nor -1 (a literal from a pool, or a
register forced even and nonzero), a guarded instruction writes a
register that already holds a value (a `mov` of an older value first), and every
register is written before it is read.  Programs ptxas rejects are generator bugs.

`forms_used` is the list of (opcode, modifiers) of every instruction emitted, in
order, the modifiers as the parser splits them (`add.rz.ftz.f32` -> ("add",
("rz", "ftz", "f32"))).
"""
from __future__ import annotations

import math
import random
import re
import struct
from typing import Callable, NamedTuple

__all__ = ["RandomKernel", "random_kernel", "module", "kernels", "form_of", "modeled_table", "snippet", "PROFILES",
           "PTX_VERSION"]

PTX_VERSION = "9.0"  # the newest .version ptxas 13.0 reads; it accepts sm_80, sm_90 and sm_100 targets
PARAMS = "(\n\t.param .u64 out,\n\t.param .u64 in,\n\t.param .u32 s0,\n\t.param .u32 s1\n)"
PARAM_NAMES = ("out", "in", "s0", "s1")
STRIDE = 32  # bytes of `in` and of `out` that belong to one thread

# register kinds: prefix, declared type, the type a mov / st of it uses
_KINDS = {
    "i32": ("%r", ".b32", "b32"),
    "i64": ("%rd", ".b64", "b64"),
    "f32": ("%f", ".f32", "f32"),
    "f64": ("%fd", ".f64", "f64"),
    "i16": ("%rs", ".b16", "b16"),
    "pred": ("%p", ".pred", "pred"),
}
_INT_KIND = {"s8": "i16", "u8": "i16", "s16": "i16", "u16": "i16", "b16": "i16", "s32": "i32", "u32": "i32",
             "b32": "i32", "s64": "i64", "u64": "i64", "b64": "i64", "f32": "f32", "f64": "f64"}

F32_EDGE = [0x00000000, 0x80000000, 0x7F800000, 0xFF800000, 0x7FC00000, 0x7FFFFFFF, 0xFFC00001, 0x7F800001,
            0x00000001, 0x80000001, 0x007FFFFF, 0x00800000, 0x80800000, 0x3F800000, 0xBF800000, 0x3F000000,
            0x7F7FFFFF, 0xFF7FFFFF, 0x4B000000, 0x4B7FFFFF, 0x3FC00000, 0x40490FDB, 0x4F000000, 0x4F800000,
            0xCF000000, 0x5F000000, 0x3EAAAAAB, 0x33800000, 0x0C000000, 0x1F800000]
F64_EDGE = [0x0000000000000000, 0x8000000000000000, 0x7FF0000000000000, 0xFFF0000000000000,
            0x7FF8000000000000, 0x0000000000000001, 0x000FFFFFFFFFFFFF, 0x3FF0000000000000,
            0xBFF0000000000000, 0x7FEFFFFFFFFFFFFF, 0x3FE0000000000000, 0x47EFFFFFE0000000,
            0x47EFFFFFF0000000, 0x36A0000000000000, 0x3690000000000000, 0x41E0000000000000]
I32_EDGE = [0, 1, 2, 3, 7, 8, 15, 16, 31, 32, 33, 63, 64, 255, 256, 0xFFFF, 0x10000, 0x7FFFFFFF, 0x80000000,
            0xFFFFFFFF, 0xFFFFFFFE, 0x80000001, 0x55555555, 0xAAAAAAAA, 0x0F0F0F0F, 0x01234567, 0x76543210]
I64_EDGE = [0, 1, 2, 31, 32, 63, 64, 0xFFFFFFFF, 0x100000000, 0x7FFFFFFF, 0x80000000, 0x7FFFFFFFFFFFFFFF,
            0x8000000000000000, 0xFFFFFFFFFFFFFFFF, 0xFFFFFFFF00000000, 0x0123456789ABCDEF]
SHIFTS = [0, 1, 2, 5, 8, 15, 16, 17, 24, 31, 32, 33, 40, 63, 64, 65, 127, 255, 256, 0xFFFFFFFF, 0x80000000]

BF_IMM = [v for v in SHIFTS if v < 256]
INT_CMP_S = ["eq", "ne", "lt", "le", "gt", "ge"]
INT_CMP_U = ["eq", "ne", "lt", "le", "gt", "ge", "lo", "ls", "hi", "hs"]
INT_CMP_B = ["eq", "ne"]
FLT_CMP = ["eq", "ne", "lt", "le", "gt", "ge", "equ", "neu", "ltu", "leu", "gtu", "geu", "num", "nan"]
BOOL_OPS = ["and", "or", "xor"]
FRND = ["rn", "rz", "rm", "rp"]
IRND = ["rni", "rzi", "rmi", "rpi"]
PRMT_MODES = ["f4e", "b4e", "rc8", "ecl", "ecr", "rc16"]
CVT_INT = ["s8", "u8", "s16", "u16", "s32", "u32", "s64", "u64"]
TESTP = ["finite", "infinite", "number", "notanumber", "normal", "subnormal"]


# Forms the CI profile leaves out, with why: PTX forms whose SASS lowering the SASS semantics does not model
# yet (the proof would be `unknown`, unsupported SASS), and forms whose PTX result is unspecified for some
# inputs (abs/neg of a NaN: the program prover cannot decide "some choice matches" and says unknown).
# Regular expressions over the mnemonic ("fma.rn.ftz.f32").  The "full" profile draws everything modeled.
SASS_GAPS = {
    r"^(add|sub|mul|fma|mad)\.(\w+\.)*sat\.f32$": "FADD/FMUL/FFMA .SAT",
    r"^(mul|fma|mad)\.(\w+\.)*ftz\.(\w+\.)*f32$": "FMUL.FTZ, FFMA.FTZ",
    r"^(add|sub)\.sat\.s32$|^mad\.hi\.sat\.s32$": "PLOP3.LUT with R.SIGN operands",
    r"^mad\.hi\.[su]64$": "IADD3.X with a second carry-in",
    r"^bfind\.(shiftamt\.)?s": "signed FLO",
    r"^(min|max)\.relu": "VIMNMX.RELU",
    r"^(min|max)\.[su]32$": "VIADDMNMX, VIMNMX3 (sm_90+ fuse an add or a second min/max into IMNMX)",
    r"^(min|max)\.(\w+\.)*NaN": "FMNMX.NAN",
    r"^(div|sqrt|rcp)\.": "CALL (the IEEE division / square root slow paths)",
    r"^(div|rem)\.[su](32|64)$": "integer division (MUFU.RCP and a correction, or a CALL for 64 bits)",
    r"f64": "F2F.F64.F32, DADD, DSETP, ... (f64)",
    r"^cvt\.\w+\.(sat\.)?f32\.[su](8|16)$": "I2F.S8/.S16/.U16",
    r"^cvt\.\w+\.(ftz\.)?(sat\.)?[su](8|16)\.f32$": "F2I.S8/.U8/.S16/.U16",
    r"^cvt\.r[nzmp]i\.ftz\.": "FRND.FTZ",
    r"^cvt\.sat\.[su](8|16)\.": "I2I",
}
UNSPECIFIED = {
    r"^(abs|neg)\.(ftz\.)?f32$": "abs/neg of a NaN is an unspecified NaN",
    r"^cvt\.(r[nzmp]i\.)?(ftz\.)?sat\.f32\.f32$": "cvt.sat.f32.f32 of a NaN is unspecified",
}
# Forms whose proofs the solvers do not finish: x*y on 64 bits against ptxas' IMAD.WIDE.U32 / IMAD
# decomposition (bitwuzla, z3 and cvc5 all time out at 60 s on one mul.lo.u64).
SOLVER_HARD = {
    r"^(mul|mad)\.(lo|hi)\.[su]64$": "64-bit multiplication (no solver proves its 32-bit decomposition)",
    r"^popc\.b64$": "64-bit popcount (two adder trees: POPC(lo) + POPC(hi) against the PTX bit sum)",
}
# Not a mnemonic pattern either: f32 arithmetic (add/sub/mul/fma/mad) only on loads, constants and
# f32 arithmetic results.  An f32 operation over a value the two semantics build as different terms (min,
# selp, cvt, bit casts, ...: equal, but not structurally) makes the solver bit-blast both float circuits,
# and bitwuzla times out on most such programs (43% of the kernels with f32 arithmetic at 5 s).
FLOAT_ISLANDS = "(f32 arithmetic on f32 arithmetic only)"
NAN_SELECT = "(selp/slct of a NaN immediate)"  # not a mnemonic pattern: the generator reads it itself
SASS_GAPS[NAN_SELECT] = "FSEL with a NaN immediate (+QNAN, +SNAN) whose bits matter"
SOLVER_HARD[FLOAT_ISLANDS] = "f32 arithmetic over values the two semantics build differently"
PROFILES = {"full": {}, "ci": {**SASS_GAPS, **UNSPECIFIED, **SOLVER_HARD}}


class RandomKernel(NamedTuple):
    name: str
    text: str
    forms: list[tuple[str, tuple[str, ...]]]


class _Skip(Exception):
    """The drawn instruction form is not modeled (or not available on the target): draw another."""


def form_of(line: str) -> tuple[str, tuple[str, ...]]:
    """(opcode, modifiers) of one instruction line, the way the PTX parser splits it."""
    s = line.strip()
    if s.startswith("@"):
        s = s.split(None, 1)[1]
    mnemonic = s.split(None, 1)[0].rstrip(";")
    opcode, *mods = mnemonic.split(".")
    return opcode, tuple(mods)


def modeled_table() -> dict[str, frozenset[str]] | None:
    """opcode -> accepted modifiers of the PTX semantics, or None while the table is empty / missing."""
    try:
        from semantics.isa.ptx.table import PTX
    except Exception:  # the table is not importable yet
        return None
    defs = {op: d.mods for op, d in PTX.defs.items()}
    return defs or None


def _sm(arch: str) -> int:
    return int("".join(c for c in arch[3:] if c.isdigit()))


class _Gen:
    def __init__(self, rng: random.Random, name: str, arch: str, table, exclude, patterns=(), avoid=True):
        self.rng = rng
        self.patterns = [re.compile(p) for p in patterns]
        self.avoid = avoid  # steer clear of the recorded ptxas deviations (see random_kernel)
        # SASS selects a NaN immediate with FSEL +QNAN/+SNAN, whose bits the SASS semantics does not know
        self.nan_select = NAN_SELECT not in patterns
        # f32 arithmetic only on loads, constants and f32 arithmetic results (see FLOAT_ISLANDS)
        self.islands = FLOAT_ISLANDS in patterns
        self.clean: set[str] = set()
        self.name = name
        self.sm = _sm(arch)
        self.table = table
        self.exclude = exclude
        self.count = {k: 0 for k in _KINDS}
        self.pools: dict[str, list[str]] = {k: [] for k in _KINDS}
        self.unused: set[str] = set()
        self.seq: dict[str, int] = {}
        self.lines: list[str] = []
        self.forms: list[tuple[str, tuple[str, ...]]] = []
        self.p_imm = rng.choice([0.1, 0.25, 0.4])
        self.p_guard = rng.choice([0.0, 0.1, 0.2])

    # ------------------------------------------------------------------ plumbing
    def snapshot(self):
        return (len(self.lines), dict(self.count), {k: list(v) for k, v in self.pools.items()}, set(self.unused),
                dict(self.seq))

    def restore(self, saved) -> None:
        n, self.count, self.pools, self.unused, self.seq = saved
        del self.lines[n:]
        del self.forms[n:]

    def fresh(self, kind: str) -> str:
        self.count[kind] += 1
        return f"{_KINDS[kind][0]}{self.count[kind]}"

    def allowed(self, mnemonic: str) -> bool:
        op, mods = form_of(mnemonic)
        full = ".".join((op, *mods))
        if op in self.exclude or full in self.exclude or any(p.search(full) for p in self.patterns):
            return False
        if self.table is None:
            return True
        acc = self.table.get(op)
        return acc is not None and all(m in acc for m in mods)

    def check(self, *mnemonics: str) -> None:
        for m in mnemonics:
            if not self.allowed(m):
                raise _Skip(m)

    def line(self, text: str) -> None:
        self.lines.append(text)
        self.forms.append(form_of(text))

    def add(self, kind: str, reg: str) -> None:
        self.pools[kind].append(reg)
        self.unused.add(reg)
        self.seq[reg] = len(self.seq)

    def pick(self, kind: str, clean: bool = False) -> str:
        """An existing value of `kind`: unused ones first, recent ones more often; clean: f32 values from
        loads and f32 arithmetic only, where the profile keeps f32 arithmetic in islands."""
        pool = self.pools[kind]
        if not pool:
            self.make(kind)
        if clean and self.islands:
            pool = [r for r in self.pools[kind] if r in self.clean]
        fresh = [r for r in pool if r in self.unused]
        if fresh and self.rng.random() < 0.6:
            r = self.rng.choice(fresh[-4:])
        else:
            back = -math.log(1.0 - min(self.rng.random(), 0.999)) / 0.35  # exponential, bounded
            i = len(pool) - 1 - min(int(back), len(pool) - 1)
            r = pool[i]
        self.unused.discard(r)
        return r

    def src(self, kind: str, imm: bool = True, pool: list[int] | None = None, nan: bool = True,
            clean: bool = False) -> str:
        if imm and self.rng.random() < self.p_imm:
            return self.const(kind, pool, nan)
        return self.pick(kind, clean)

    def fsrc(self) -> str:
        """An f32 source of f32 arithmetic."""
        return self.src("f32", clean=True)

    def const(self, kind: str, pool: list[int] | None = None, nan: bool = True) -> str:
        r = self.rng
        if kind == "f32":
            bits = r.choice(F32_EDGE) if r.random() < 0.6 else _rand_f32(r)
            if not nan and (bits >> 23) & 0xFF == 0xFF and bits & 0x7FFFFF:
                bits = 0x7F800000 | (bits & 0x80000000)  # the infinity of that sign instead
            return f"0f{bits:08X}"
        if kind == "f64":
            bits = r.choice(F64_EDGE) if r.random() < 0.6 else _rand_f64(r)
            return f"0d{bits:016X}"
        width = {"i16": 16, "i32": 32, "i64": 64}[kind]
        if pool is not None:
            v = r.choice(pool)
        elif r.random() < 0.5:
            v = r.choice(I64_EDGE if width == 64 else I32_EDGE)
        else:
            v = r.getrandbits(r.choice([4, 8, 16, width]))
        v &= (1 << width) - 1
        style = r.random()
        if style < 0.3 and v >> (width - 1):
            return str(v - (1 << width))  # a negative literal
        if style < 0.6:
            return str(v)
        return f"0x{v:X}"

    def emit(self, mnemonic: str, dkind: str, srcs: list[str], guard: bool = True, dest: str | None = None,
             clean: bool = False) -> str:
        """`mnemonic d, srcs...` into a fresh register of dkind, sometimes under a random guard."""
        self.check(mnemonic)
        d = dest or self.fresh(dkind)
        prefix = ""
        if guard and self.pools["pred"] and self.rng.random() < self.p_guard:
            movt = _KINDS[dkind][2]
            self.check(f"mov.{movt}")
            old = self.src(dkind, clean=clean) if dkind != "pred" else self.pick("pred")
            self.line(f"mov.{movt} \t{d}, {old};")
            g = self.pick("pred")
            prefix = f"@{'!' if self.rng.random() < 0.4 else ''}{g} "
        self.line(f"{prefix}{mnemonic} \t{', '.join([d, *srcs])};")
        self.add(dkind, d)
        return d

    def make(self, kind: str) -> None:
        """A first value of a kind nothing has produced yet."""
        if kind == "pred":
            a = self.pick("i32")
            self.emit("setp.ne.s32", "pred", [a, self.const("i32")], guard=False)
        elif kind == "f64":
            self.emit("cvt.f64.f32", "f64", [self.pick("f32")], guard=False)
        elif kind == "i64":
            self.emit(f"cvt.{self.rng.choice('us')}64.{self.rng.choice('us')}32", "i64", [self.pick("i32")],
                      guard=False)
        elif kind == "i16":
            self.emit("cvt.u16.u32", "i16", [self.pick("i32")], guard=False)
        else:
            raise AssertionError(kind)

    # ------------------------------------------------------------------ the frame
    def prologue(self) -> tuple[str, str]:
        r = self.rng
        out, inp = self.fresh("i64"), self.fresh("i64")
        self.line(f"ld.param.u64 \t{out}, [out];")
        self.line(f"ld.param.u64 \t{inp}, [in];")
        for p in ("s0", "s1"):
            reg = self.fresh("i32")
            self.line(f"ld.param.u32 \t{reg}, [{p}];")
            self.add("i32", reg)
        gout, gin = self.fresh("i64"), self.fresh("i64")
        self.line(f"cvta.to.global.u64 \t{gout}, {out};")
        self.line(f"cvta.to.global.u64 \t{gin}, {inp};")
        tid, ctaid, ntid, idx = (self.fresh("i32") for _ in range(4))
        self.line(f"mov.u32 \t{tid}, %tid.x;")
        self.line(f"mov.u32 \t{ctaid}, %ctaid.x;")
        self.line(f"mov.u32 \t{ntid}, %ntid.x;")
        self.line(f"mad.lo.s32 \t{idx}, {ctaid}, {ntid}, {tid};")
        if r.random() < 0.3:
            self.pools["i32"].append(tid)
        off = self.fresh("i64")
        self.line(f"mul.wide.u32 \t{off}, {idx}, {STRIDE};")
        src, dst = self.fresh("i64"), self.fresh("i64")
        self.line(f"add.s64 \t{src}, {gin}, {off};")
        self.line(f"add.s64 \t{dst}, {gout}, {off};")
        # loads: 32-bit words at 0..12, a 64-bit word at 16, an f32 at 24/28
        for k in range(r.randint(1, 3)):
            reg = self.fresh("i32")
            t = r.choice(["u32", "s32", "b32"])
            self.line(f"ld.global.{t} \t{reg}, [{src}{'+' + str(4 * k) if k else ''}];")
            self.add("i32", reg)
        if r.random() < 0.6:
            reg = self.fresh("i64")
            self.line(f"ld.global.{r.choice(['u64', 's64', 'b64'])} \t{reg}, [{src}+16];")
            self.add("i64", reg)
        for k in range(r.randint(1, 2)):
            reg = self.fresh("f32")
            self.line(f"ld.global.f32 \t{reg}, [{src}+{24 + 4 * k}];")
            self.add("f32", reg)
            self.clean.add(reg)
        return src, dst

    def epilogue(self, dst: str) -> None:
        """One to three stores that together depend on every value nothing else used.

        A slot that gets one value stores it with its own type (st.global.f32, .u16, ...); a slot that
        gets several stores the xor of their bits (floats through mov.b32 / mov.b64, so NaN payloads
        and signed zeros stay visible), so that ptxas cannot drop any of the DAG as dead code."""
        r = self.rng
        kind_of = {v: k for k, vs in self.pools.items() for v in vs}
        items = sorted((v for v in self.unused if v in kind_of), key=self.seq.__getitem__)
        if not items:
            k = r.choice([k for k in ("i32", "i64", "f32") if self.pools[k]])
            items = [self.pools[k][-1]]
        n = r.randint(1, min(3, len(items)))
        groups: list[list[str]] = [[] for _ in range(n)]
        for i, v in enumerate(items):
            groups[i if i < n else r.randrange(n)].append(v)
        for slot, group in enumerate(groups):
            at = f"[{dst}{'+' + str(8 * slot) if slot else ''}]"
            if len(group) == 1:
                k, v = kind_of[group[0]], group[0]
                if k == "pred":
                    w = self.fresh("i32")
                    self.line(f"selp.u32 \t{w}, 1, 0, {v};")
                    k, v = "i32", w
                t = {"i32": r.choice(["u32", "b32", "s32"]), "i64": r.choice(["u64", "b64", "s64"]),
                     "f32": "f32", "f64": "f64", "i16": r.choice(["u16", "b16"])}[k]
                self.line(f"st.global.{t} \t{at}, {v};")
                continue
            wide = any(kind_of[v] in ("i64", "f64") for v in group)
            acc = None
            for v in group:
                bits = self.bits(kind_of[v], v, wide)
                if acc is None:
                    acc = bits
                else:
                    x = self.fresh("i64" if wide else "i32")
                    self.line(f"xor.b{64 if wide else 32} \t{x}, {acc}, {bits};")
                    acc = x
            self.line(f"st.global.{'u64' if wide else 'u32'} \t{at}, {acc};")
        self.line("ret;")

    def bits(self, kind: str, v: str, wide: bool) -> str:
        """The bits of a value as a b32 register (b64 if wide), converting as little as possible."""
        if kind == "f32":
            x = self.fresh("i32")
            self.line(f"mov.b32 \t{x}, {v};")
            kind, v = "i32", x
        elif kind == "f64":
            x = self.fresh("i64")
            self.line(f"mov.b64 \t{x}, {v};")
            kind, v = "i64", x
        elif kind == "pred":
            x = self.fresh("i32")
            a, b = self.rng.choice([(1, 0), (0, 1), (0x80000000, 7), (0xFFFFFFFF, 0)])
            self.line(f"selp.b32 \t{x}, {a}, {b}, {v};")
            kind, v = "i32", x
        elif kind == "i16":
            x = self.fresh("i32")
            self.line(f"cvt.u32.u16 \t{x}, {v};")
            kind, v = "i32", x
        if kind == "i32" and wide:
            x = self.fresh("i64")
            self.line(f"cvt.u64.u32 \t{x}, {v};")
            v = x
        return v

    # ------------------------------------------------------------------ instruction families
    def int_type(self, widths=(32, 64), signs="su") -> str:
        w = self.rng.choice(widths)
        return f"{self.rng.choice(signs)}{w}"

    def op_arith(self):
        r = self.rng
        op = r.choice(["add", "sub", "mul.lo", "mul.hi", "min", "max", "add", "sub"])
        t = self.int_type()
        if r.random() < 0.12:
            op, t = r.choice(["add.sat", "sub.sat"]), "s32"
        elif op in ("min", "max") and self.sm >= 90 and r.random() < 0.2:
            op, t = f"{op}.relu", "s32"
        k = _INT_KIND[t]
        self.emit(f"{op}.{t}", k, [self.src(k), self.src(k)])

    def op_wide(self):
        r = self.rng
        t = r.choice(["s32", "u32"])
        if r.random() < 0.5:
            self.emit(f"mul.wide.{t}", "i64", [self.src("i32"), self.src("i32")])
        else:
            self.emit(f"mad.wide.{t}", "i64", [self.src("i32"), self.src("i32"), self.src("i64")])

    def op_mad(self):
        r = self.rng
        if r.random() < 0.1:
            self.emit("mad.hi.sat.s32", "i32", [self.src("i32"), self.src("i32"), self.src("i32")])
            return
        t = self.int_type()
        k = _INT_KIND[t]
        self.emit(f"mad.{r.choice(['lo', 'hi'])}.{t}", k, [self.src(k), self.src(k), self.src(k)])

    def op_carry(self):
        r = self.rng
        t = r.choice(["u32", "s32", "u64", "s64"])
        k = _INT_KIND[t]
        a = r.choice(["add", "sub"])
        self.check(f"{a}.cc.{t}", f"{a}c.{t}")
        lo = self.fresh(k)
        self.line(f"{a}.cc.{t} \t{lo}, {self.src(k)}, {self.src(k)};")
        self.add(k, lo)
        hi = self.fresh(k)
        cc = ".cc" if r.random() < 0.3 else ""
        self.line(f"{a}c{cc}.{t} \t{hi}, {self.src(k)}, {self.src(k)};")
        self.add(k, hi)

    def op_unary(self):
        r = self.rng
        w = r.choice([32, 64])
        k = "i32" if w == 32 else "i64"
        op = r.choice(["abs", "neg", "not", "cnot", "popc", "clz", "brev", "bfind", "bfind.shiftamt"])
        if op in ("abs", "neg"):
            self.emit(f"{op}.s{w}", k, [self.pick(k)])
        elif op in ("not", "cnot", "brev"):
            self.emit(f"{op}.b{w}", k, [self.pick(k)])
        elif op in ("popc", "clz"):
            self.emit(f"{op}.b{w}", "i32", [self.pick(k)])
        else:
            self.emit(f"{op}.{r.choice('su')}{w}", "i32", [self.pick(k)])

    def op_logic(self):
        r = self.rng
        w = r.choice([32, 32, 64])
        k = "i32" if w == 32 else "i64"
        self.emit(f"{r.choice(['and', 'or', 'xor'])}.b{w}", k, [self.src(k), self.src(k)])

    def op_shift(self):
        r = self.rng
        w = r.choice([32, 64])
        k = "i32" if w == 32 else "i64"
        if r.random() < 0.35:
            op = f"shl.b{w}"
        else:
            op = f"shr.{r.choice('bus')}{w}"
        self.emit(op, k, [self.src(k), self.src("i32", pool=SHIFTS)])

    def op_bitfield(self):
        r = self.rng
        w = r.choice([32, 32, 64])
        k = "i32" if w == 32 else "i64"
        pos = self.src("i32", pool=BF_IMM)  # an immediate position / length must lie in 0..255
        ln = self.src("i32", pool=BF_IMM)
        if self.avoid and w == 64:
            # finding 001: ptxas' 64-bit bfe/bfi do not reduce a position or length of 256 or more
            # modulo 256 as the ISA says; keep register operands in range
            pos, ln = (self.mask8(x) for x in (pos, ln))
        if r.random() < 0.5:
            sign = r.choice("su")
            if self.avoid and sign == "s" and w == 32 and pos.isdigit() and int(pos) >= 32:
                pos = str(r.randrange(32))  # finding 002: ptxas folds bfe.s32 x, 32.., len wrongly
            self.emit(f"bfe.{sign}{w}", k, [self.src(k), pos, ln])
        else:
            self.emit(f"bfi.b{w}", k, [self.src(k), self.src(k), pos, ln])

    def mask8(self, op: str) -> str:
        if not op.startswith("%"):
            return op
        self.check("and.b32")
        m = self.fresh("i32")
        self.line(f"and.b32 \t{m}, {op}, 255;")
        self.add("i32", m)
        self.unused.discard(m)
        return m

    def op_prmt(self):
        r = self.rng
        mode = "" if r.random() < 0.6 else "." + r.choice(PRMT_MODES)
        sel = self.src("i32", pool=[0x3210, 0x0123, 0x7654, 0x4321, 0x8888, 0x9ABC, 0x1111, 0x5410, 0x7632,
                                    0x0, 0x3, 0xFFFF, 0xC0C0])
        self.emit(f"prmt.b32{mode}", "i32", [self.src("i32"), self.src("i32"), sel])

    def op_lop3(self):
        lut = self.rng.choice([0x96, 0xE8, 0xFE, 0x80, 0xCA, 0xB8, 0x3C, 0x5A, 0x0F, 0xF0, 0x00, 0xFF,
                               self.rng.randrange(256)])
        self.emit("lop3.b32", "i32", [self.src("i32"), self.src("i32"), self.src("i32"), f"0x{lut:02X}"])

    def op_shf(self):
        r = self.rng
        self.emit(f"shf.{r.choice('lr')}.{r.choice(['wrap', 'clamp'])}.b32", "i32",
                  [self.src("i32"), self.src("i32"), self.src("i32", pool=SHIFTS)])

    def op_sad(self):
        t = self.int_type()
        k = _INT_KIND[t]
        self.emit(f"sad.{t}", k, [self.src(k), self.src(k), self.src(k)])

    def op_setp(self):
        r = self.rng
        x = r.random()
        if x < 0.55:
            t = self.int_type(signs="sub")
            k = _INT_KIND[t]
            cmp = r.choice({"s": INT_CMP_S, "u": INT_CMP_U, "b": INT_CMP_B}[t[0]])
            mods, srcs = [cmp], [self.src(k), self.src(k)]
        else:
            t = "f32" if x < 0.9 else "f64"
            cmp = r.choice(FLT_CMP)
            mods, srcs = [cmp], [self.src(t), self.src(t)]
        ftz = t == "f32" and r.random() < 0.3
        if self.pools["pred"] and r.random() < 0.35:
            mods.append(r.choice(BOOL_OPS))
            c = self.pick("pred")
            srcs.append(f"!{c}" if r.random() < 0.3 else c)
        mnemonic = "setp." + ".".join(mods) + (".ftz" if ftz else "") + f".{t}"
        if r.random() < 0.3:  # both destinations: p|q
            self.check(mnemonic)
            p, q = self.fresh("pred"), self.fresh("pred")
            self.line(f"{mnemonic} \t{p}|{q}, {', '.join(srcs)};")
            self.add("pred", p)
            self.add("pred", q)
        else:
            self.emit(mnemonic, "pred", srcs)

    def op_selp(self):
        r = self.rng
        t = r.choice(["b32", "s32", "u32", "b64", "u64", "s64", "f32", "f32", "f64"])
        k = _INT_KIND[t]
        if not self.pools["pred"]:
            self.op_setp()
        nan = self.nan_select
        self.emit(f"selp.{t}", k, [self.src(k, nan=nan), self.src(k, nan=nan), self.pick("pred")])

    def op_slct(self):
        r = self.rng
        t = r.choice(["b32", "s32", "u32", "f32"])
        k = _INT_KIND[t]
        nan = self.nan_select
        if r.random() < 0.5:
            self.emit(f"slct.{t}.s32", k, [self.src(k, nan=nan), self.src(k, nan=nan), self.src("i32")])
        else:
            ftz = ".ftz" if r.random() < 0.3 else ""
            self.emit(f"slct{ftz}.{t}.f32", k, [self.src(k, nan=nan), self.src(k, nan=nan), self.src("f32")])

    def op_pred(self):
        r = self.rng
        if len(self.pools["pred"]) < 2:
            self.op_setp()
            return
        if r.random() < 0.25:
            self.emit("not.pred", "pred", [self.pick("pred")])
        else:
            self.emit(f"{r.choice(BOOL_OPS)}.pred", "pred", [self.pick("pred"), self.pick("pred")])

    def op_fbin(self):
        r = self.rng
        op = r.choice(["add", "sub", "mul"])
        # without a rounding modifier ptxas may contract mul+add into fma (finding 005) and fold x*1.0
        # keeping a NaN's payload (finding 006), both of which PTX allows
        mods = [r.choice(FRND)] if self.avoid or r.random() < 0.9 else []
        if r.random() < 0.3:
            mods.append("ftz")
        if op != "mul" or True:
            if r.random() < 0.2:
                mods.append("sat")
        self.clean.add(self.emit(".".join([op, *mods, "f32"]), "f32", [self.fsrc(), self.fsrc()], clean=True))

    def op_fma(self):
        r = self.rng
        op = "fma" if r.random() < 0.8 else "mad"
        mods = [r.choice(FRND)]
        if r.random() < 0.3:
            mods.append("ftz")
        if r.random() < 0.2:
            mods.append("sat")
        self.clean.add(self.emit(".".join([op, *mods, "f32"]), "f32", [self.fsrc(), self.fsrc(), self.fsrc()],
                                  clean=True))

    def op_fminmax(self):
        r = self.rng
        mods = []
        if r.random() < 0.3:
            mods.append("ftz")
        if r.random() < 0.3:
            mods.append("NaN")
        if self.sm >= 86 and r.random() < 0.2:
            mods += ["xorsign", "abs"]
        a = self.src("f32")
        b = self.src("f32")
        if self.avoid and b == a:  # finding 003: ptxas folds min(x, x) to x, keeping a NaN's payload
            b = self.const("f32")
        self.emit(".".join([r.choice(["min", "max"]), *mods, "f32"]), "f32", [a, b])

    def op_funary(self):
        r = self.rng
        op = r.choice(["abs", "neg", "copysign", "testp", "mov.b32 to int", "mov.b32 to float"])
        if op in ("abs", "neg"):
            self.emit(f"{op}{'.ftz' if r.random() < 0.3 else ''}.f32", "f32", [self.pick("f32")])
        elif op == "copysign":
            self.emit("copysign.f32", "f32", [self.src("f32"), self.src("f32")])
        elif op == "testp":
            # finding 004: ptxas drops the @p guard of testp (at -O0 too)
            self.emit(f"testp.{r.choice(TESTP)}.f32", "pred", [self.pick("f32")], guard=not self.avoid)
        elif op == "mov.b32 to int":
            self.emit("mov.b32", "i32", [self.pick("f32")])
        else:
            self.emit("mov.b32", "f32", [self.pick("i32")])

    def op_fdiv(self):
        """div/sqrt/rcp with IEEE rounding: ptxas expands them into a Newton iteration and a slow path."""
        r = self.rng
        op = r.choice(["div", "sqrt", "rcp"])
        mods = [r.choice(FRND)] + (["ftz"] if r.random() < 0.3 else [])
        srcs = [self.src("f32"), self.src("f32")] if op == "div" else [self.src("f32")]
        self.emit(".".join([op, *mods, "f32"]), "f32", srcs)

    def op_idiv(self):
        """div/rem of 32/64-bit integers by a divisor that is neither 0 nor -1 (unspecified results)."""
        r = self.rng
        t = self.int_type()
        k = _INT_KIND[t]
        w = int(t[1:])
        if r.random() < 0.4:
            divisor = self.const(k, pool=[1, 2, 3, 5, 7, 10, 16, 255, 641, 0x7FFFFFFF, (1 << w) - 3, 1 << (w - 1)])
        else:
            self.check(f"or.b{w}", f"and.b{w}")
            raw, even = self.fresh(k), self.fresh(k)
            self.line(f"or.b{w} \t{raw}, {self.pick(k)}, 2;")
            self.line(f"and.b{w} \t{even}, {raw}, -2;")
            divisor = even
        self.emit(f"{r.choice(['div', 'rem'])}.{t}", k, [self.src(k), divisor])

    def op_f64(self):
        r = self.rng
        op = r.choice(["add", "sub", "mul", "fma", "min", "max", "abs", "neg"])
        if op in ("add", "sub", "mul"):
            self.emit(f"{op}.{r.choice(FRND)}.f64", "f64", [self.src("f64"), self.src("f64")])
        elif op == "fma":
            self.emit(f"fma.{r.choice(FRND)}.f64", "f64", [self.src("f64"), self.src("f64"), self.src("f64")])
        elif op in ("min", "max"):
            self.emit(f"{op}.f64", "f64", [self.src("f64"), self.src("f64")])
        else:
            self.emit(f"{op}.f64", "f64", [self.pick("f64")])

    def op_cvt(self):
        r = self.rng
        x = r.random()
        sat = r.random() < 0.25
        if x < 0.3:  # integer to integer
            d, a = r.choice(CVT_INT), r.choice(CVT_INT)
            if d == a:
                d = "s32" if a != "s32" else "u64"
            # 8-bit types live in 16- or 32-bit registers
            dk = _INT_KIND[d] if d[1:] != "8" else r.choice(["i16", "i32"])
            ak = _INT_KIND[a] if a[1:] != "8" else r.choice(["i16", "i32"])
            sat = sat and not _fits(a, d)  # ptxas refuses .sat where every value fits
            if self.avoid and (d, a) == ("s64", "u32"):
                d = "u64"  # finding 008: ptxas -O3 sign-extends cvt.s64.u32 feeding shl.b64 (same meaning)
            self.emit(f"cvt{'.sat' if sat else ''}.{d}.{a}", dk, [self.pick(ak)])
        elif x < 0.55:  # float to integer
            d = r.choice(CVT_INT)
            a = "f32" if r.random() < 0.85 else "f64"
            dk = _INT_KIND[d] if d[1:] != "8" else r.choice(["i16", "i32"])
            ftz = ".ftz" if a == "f32" and r.random() < 0.3 else ""
            self.emit(f"cvt.{r.choice(IRND)}{ftz}{'.sat' if sat else ''}.{d}.{a}", dk, [self.pick(a)])
        elif x < 0.8:  # integer to float
            a = r.choice(CVT_INT)
            d = "f32" if r.random() < 0.85 else "f64"
            ak = _INT_KIND[a] if a[1:] != "8" else r.choice(["i16", "i32"])
            self.emit(f"cvt.{r.choice(FRND)}{'.sat' if sat else ''}.{d}.{a}", d, [self.pick(ak)])
        elif x < 0.9:  # f32 to f32: round to integer, or saturate
            ftz = ".ftz" if r.random() < 0.3 else ""
            if r.random() < 0.8:
                self.emit(f"cvt.{r.choice(IRND)}{ftz}{'.sat' if sat else ''}.f32.f32", "f32", [self.pick("f32")])
            else:
                self.emit(f"cvt{ftz}.sat.f32.f32", "f32", [self.pick("f32")])
        else:  # f32 <-> f64
            ftz = ".ftz" if r.random() < 0.3 else ""
            if r.random() < 0.5:
                self.emit(f"cvt{ftz}{'.sat' if sat else ''}.f64.f32", "f64", [self.pick("f32")])
            else:
                self.emit(f"cvt.{r.choice(FRND)}{ftz}{'.sat' if sat else ''}.f32.f64", "f32", [self.pick("f64")])

    def op_pack(self):
        r = self.rng
        if r.random() < 0.5:
            self.check("mov.b64")
            d = self.fresh("i64")
            self.line(f"mov.b64 \t{d}, {{{self.pick('i32')}, {self.pick('i32')}}};")
            self.add("i64", d)
        else:
            self.check("mov.b64")
            lo, hi = self.fresh("i32"), self.fresh("i32")
            self.line(f"mov.b64 \t{{{lo}, {hi}}}, {self.pick('i64')};")
            self.add("i32", lo)
            self.add("i32", hi)

    def op_mov(self):
        k = self.rng.choice(["i32", "i64", "f32"])
        self.emit(f"mov.{ {'i32': 'u32', 'i64': 'u64', 'f32': 'f32'}[k] }", k, [self.const(k)])


# (weight, family): what a random program is made of
FAMILIES: list[tuple[float, Callable]] = [
    (10, _Gen.op_arith), (3, _Gen.op_wide), (4, _Gen.op_mad), (2, _Gen.op_carry), (5, _Gen.op_unary),
    (5, _Gen.op_logic), (5, _Gen.op_shift), (4, _Gen.op_bitfield), (3, _Gen.op_prmt), (3, _Gen.op_lop3),
    (3, _Gen.op_shf), (1, _Gen.op_sad), (7, _Gen.op_setp), (5, _Gen.op_selp), (1, _Gen.op_slct),
    (2, _Gen.op_pred), (8, _Gen.op_fbin), (5, _Gen.op_fma), (4, _Gen.op_fminmax), (4, _Gen.op_funary),
    (1, _Gen.op_fdiv), (1, _Gen.op_f64), (8, _Gen.op_cvt), (2, _Gen.op_pack), (1, _Gen.op_mov),
]


# Families only the "full" profile draws (the "ci" one leaves out all their forms), kept out of FAMILIES so
# that adding them leaves the CI programs (fixed seeds) as they were.
FULL_ONLY: list[tuple[float, Callable]] = [(1, _Gen.op_idiv)]


def random_kernel(rng: random.Random, name: str, *, arch: str = "sm_90", size: tuple[int, int] = (5, 30),
                  modeled_only: bool = True, exclude=(), families=None, profile: str = "full",
                  avoid_findings: bool = True) -> tuple[str, list]:
    """One random `.visible .entry name(...)` definition and the (opcode, modifiers) of its instructions.

    size: the range of the number of instructions the random DAG draws (the frame's loads, stores and
    guards' movs come on top).  exclude: opcodes ("div") or forms ("cvt.rn.f32.f64") never to draw.
    families: [(weight, _Gen.op_x)] to draw from instead of FAMILIES.
    profile: "full" (every modeled form) or "ci" (without PROFILES["ci"]: forms whose SASS is not modeled
    yet, or whose PTX result is unspecified).  avoid_findings: steer clear of the ptxas deviations
    recorded in tests/data/oracle_findings (001: 64-bit bfe/bfi position / length >= 256; 002: bfe.s32
    with a constant position >= 32; 003: min/max.f32 of a value with itself; 004: a guarded testp; 005,
    006: f32 add/sub/mul without a rounding modifier; 008: cvt.s64.u32), so that a run finds new things;
    False reproduces them.
    """
    if name in PARAM_NAMES:
        # ptxas 13.0 can crash (SIGSEGV) on a module where an entry is named like one of its parameters:
        # tests/data/oracle_findings/ptxas/001-segfault-entry-named-like-its-param.ptx
        raise ValueError(f"a kernel may not be named like a parameter ({', '.join(PARAM_NAMES)})")
    table = modeled_table() if modeled_only else None
    g = _Gen(rng, name, arch, table, frozenset(exclude), PROFILES[profile], avoid_findings)
    _, dst = g.prologue()
    fams = families or (FAMILIES + FULL_ONLY if profile == "full" else FAMILIES)
    weights = [w for w, _ in fams]
    target = rng.randint(*size)
    made, tries = 0, 0
    while made < target and tries < 20 * target:
        tries += 1
        fam = rng.choices(fams, weights)[0][1]
        saved = g.snapshot()
        try:
            fam(g)
            made += 1
        except _Skip:  # drop what the family did before it found a form it may not draw
            g.restore(saved)
    g.epilogue(dst)
    decls = "".join(f"\t.reg {_KINDS[k][1]} \t{_KINDS[k][0]}<{g.count[k] + 1}>;\n" for k in _KINDS if g.count[k])
    body = "".join(f"\t{ln}\n" for ln in g.lines)
    return f".visible .entry {name}{PARAMS}\n{{\n{decls}\n{body}}}\n", g.forms


SNIPPET_FRAME = """\
	ld.param.u64 	%rd1, [out];
	ld.param.u64 	%rd2, [in];
	ld.param.u32 	%r1, [s0];
	ld.param.u32 	%r2, [s1];
	cvta.to.global.u64 	%rd3, %rd1;
	cvta.to.global.u64 	%rd4, %rd2;
	mov.u32 	%r3, %tid.x;
	mov.u32 	%r4, %ctaid.x;
	mov.u32 	%r5, %ntid.x;
	mad.lo.s32 	%r6, %r4, %r5, %r3;
	mul.wide.u32 	%rd5, %r6, 32;
	add.s64 	%rd6, %rd4, %rd5;
	add.s64 	%rd7, %rd3, %rd5;
"""


def snippet(name: str, body: str) -> str:
    """A kernel with the random kernels' parameters and frame around hand-written instructions (for
    reproducers): %r1/%r2 hold s0/s1, %rd6 points at the thread's 32 bytes of `in`, %rd7 at its 32 bytes
    of `out`; the body declares nothing (%r, %rd, %f, %fd, %rs, %p up to 63 are declared)."""
    decls = "".join(f"\t.reg {t} \t{p}<64>;\n" for p, t, _ in _KINDS.values())
    lines = "".join(f"\t{ln.strip()}\n" for ln in body.strip().splitlines() if ln.strip())
    return f".visible .entry {name}{PARAMS}\n{{\n{decls}\n{SNIPPET_FRAME}{lines}\tret;\n}}\n"


def module(kernels: list[str], target: str = "sm_90") -> str:
    """A PTX module holding the kernel definitions, for ptxas 13.0 (`.version 9.0`)."""
    head = f"//\n// random straight-line PTX (frontends/random_ptx.py)\n//\n\n.version {PTX_VERSION}\n" \
           f".target {target}\n.address_size 64\n\n"
    return head + "\n".join(kernels)


def kernels(arch: str = "sm_90", size: tuple[int, int] = (5, 30), name: str = "k", **kw):
    """Hypothesis strategy of RandomKernel: the generator driven by hypothesis' own random choices, so a
    failing program shrinks (fewer and simpler draws)."""
    from hypothesis import strategies as st

    @st.composite
    def _kernel(draw):
        rng = draw(st.randoms(use_true_random=False))
        text, forms = random_kernel(rng, name, arch=arch, size=size, **kw)
        return RandomKernel(name, text, forms)

    return _kernel()


def _range(t: str) -> tuple[int, int]:
    n = int(t[1:])
    return (-(1 << (n - 1)), (1 << (n - 1)) - 1) if t[0] == "s" else (0, (1 << n) - 1)


def _fits(a: str, d: str) -> bool:
    (alo, ahi), (dlo, dhi) = _range(a), _range(d)
    return dlo <= alo and ahi <= dhi


def _rand_f32(r: random.Random) -> int:
    x = r.random()
    if x < 0.5:  # a "nice" value: small integers and halves, either sign
        v = r.choice([-1, 1]) * r.randint(0, 1 << r.choice([2, 8, 24, 31])) / r.choice([1, 2, 4, 3, 7, 1024])
        return struct.unpack("<I", struct.pack("<f", v))[0]
    if x < 0.7:  # near the denormal boundary or the overflow boundary
        e = r.choice([0, 1, 2, 0xFD, 0xFE, 0x7E, 0x7F, 0x96, 0x9E])
        return (r.getrandbits(1) << 31) | (e << 23) | r.getrandbits(23)
    return r.getrandbits(32)


def _rand_f64(r: random.Random) -> int:
    if r.random() < 0.5:
        v = r.choice([-1, 1]) * r.randint(0, 1 << r.choice([8, 31, 53])) / r.choice([1, 2, 3, 1024])
        return struct.unpack("<Q", struct.pack("<d", v))[0]
    return r.getrandbits(64)
