"""FakePtx: a test double of the PTX machine (semantics/isa/ptx/table.py's docstring) over dicts
of terms, including the block-level methods (other lanes' registers, active lanes, shared memory,
atomics, barriers) for one thread of a warp, the helpers the PTX semantics tests share (instruction text -> ast.Instruction, one-step
execution, batch evaluation over many inputs), and an independent IEEE reference: exact rationals
rounded by integer arithmetic, to compute expected floating-point results.

Instructions are built from text by a deliberately small reader of this file (`ins`), not by
semantics/isa/ptx/parser.py, so these tests do not depend on the parser.  The tests in this file
check the fake and the reference themselves.
"""
from __future__ import annotations

import math
import re
import struct
from fractions import Fraction
from types import SimpleNamespace

import numpy as np
import pytest

from equiv import terms as T
from equiv.evaluate import evaluate
from equiv.terms import BV, Term
from semantics.errors import Unsupported
from semantics.isa.atomic_ops import atomic_update
from semantics.isa.ptx import ast as A
from semantics.isa.ptx.table import PTX

# register name prefixes -> declared widths (the names nvcc gives each .reg type)
# (cuda_fp16.h's inline PTX declares its comparison results as `.reg .pred __$tempN` in an inner scope)
WIDTHS = {"%rd": 64, "%fd": 64, "%rs": 16, "%hh": 32, "%h": 16, "%r": 32, "%f": 32, "%p": 1, "%q": 128,
          "__$temp": 1}


def width_of(name: str) -> int:
    for prefix in sorted(WIDTHS, key=len, reverse=True):
        if re.fullmatch(re.escape(prefix) + r"\d+", name):
            return WIDTHS[prefix]
    raise AssertionError(f"no width for register {name}")


class FakePtx:
    """Registers by name, byte memory, parameter bytes, special registers and labels in dicts.

    Values are terms: constants for concrete checks, variables (named like the register) for
    symbolic ones.  Every write is guarded by `self.guard`.  Block level: `lanes` holds other
    lanes' registers (lane -> name -> value; a missing one is the variable `NAME@laneI`),
    `active` the mask of lanes executing the instruction, `shared` the shared-window bytes,
    `symbols` the `.shared` variables' offsets; `approx=True` answers m.approx with a variable
    `approx:FN` (else it refuses like the single-thread machine); `over_reals` is KernelEnv's."""

    def __init__(self, *, regs=None, memory=None, params=None, special=None, labels=None, lanes=None,
                 active: int = 0xFFFFFFFF, shared=None, symbols=None, approx: bool = False,
                 over_reals: bool = False):
        self.env = SimpleNamespace(over_reals=over_reals)  # KernelEnv's question-over-the-reals flag
        self.values: dict[str, Term] = {}
        for name, v in (regs or {}).items():
            w = width_of(name)
            self.values[name] = v if isinstance(v, Term) else (T.const_bool(bool(v)) if w == 1 else T.bv(v, w))
        self.mem: dict[int, int] = dict(memory or {})  # byte address -> byte
        self.params: dict[str, bytes] = dict(params or {})
        self.special = {k: T.bv(v, 32) if isinstance(v, int) else v for k, v in (special or {}).items()}
        self.labels = dict(labels or {})
        self.guard: Term = T.true()
        self.loads: list[tuple[Term, int]] = []
        self.stores: list[tuple[Term, Term]] = []
        self.branches: list[tuple[int, Term]] = []
        self.exits: list[Term] = []
        self.ins: A.Instruction | None = None
        self.lanes: dict[int, dict[str, int]] = dict(lanes or {})
        self.active = active
        self.shared: dict[int, int] = dict(shared or {})
        self.symbols: dict[str, int] = dict(symbols or {})
        self.approx_ok = approx
        self.approxes: list[tuple[str, tuple[Term, ...]]] = []
        self.barriers: list[tuple[Term, Term | None]] = []
        self.atomics: list[tuple[str, str, Term, Term, Term | None]] = []

    def where(self) -> str:
        return f"fake:{self.ins.line}: {self.ins.text}" if self.ins else "fake"

    # registers ------------------------------------------------------------------
    def reg_width(self, reg: A.Reg) -> int:
        return width_of(reg.name)

    def value(self, name: str) -> Term:
        if name not in self.values:
            w = width_of(name)
            self.values[name] = T.var(name, T.BOOL if w == 1 else BV(w))
        return self.values[name]

    def read(self, op, width: int = 32) -> Term:
        if isinstance(op, A.Reg):
            w = width_of(op.name)
            assert 1 < w and width <= w, (op, width)
            v = self.value(op.name)
            return v if w == width else T.extract(v, width - 1, 0)
        if isinstance(op, A.Imm):
            return T.bv(op.value, width)
        if isinstance(op, A.FImm):
            if op.width == width:
                return T.bv(op.bits, width)
            assert (op.width, width) == (64, 32), op  # the only conversion these tests use
            as_f64 = struct.unpack("<d", struct.pack("<Q", op.bits))[0]
            return T.bv(struct.unpack("<I", struct.pack("<f", np.float32(as_f64)))[0], 32)
        if isinstance(op, A.Special):
            if op.name not in self.special:
                raise Unsupported(f"special register {op.name}", self.where())
            v = self.special[op.name]
            return v if width == 32 else T.zext(v, width)
        raise AssertionError(f"the semantics read {op!r} through read")

    def read_pred(self, p) -> Term:
        if isinstance(p, A.Guard):
            v = self.value(p.reg.name)
            return T.not_(v) if p.neg else v
        if isinstance(p, A.Not):
            return T.not_(self.value(p.reg.name))
        assert isinstance(p, A.Reg) and width_of(p.name) == 1, p
        return self.value(p.name)

    def write(self, reg, value: Term) -> None:
        assert isinstance(reg, A.Reg) and value.sort == BV(width_of(reg.name)), (reg, value.sort)
        self.values[reg.name] = T.ite(self.guard, value, self.value(reg.name))

    def write_pred(self, reg, value: Term) -> None:
        assert isinstance(reg, A.Reg) and width_of(reg.name) == 1 and value.sort == T.BOOL, reg
        self.values[reg.name] = T.ite(self.guard, value, self.value(reg.name))

    # memory, parameters, control ---------------------------------------------------
    def _bytes(self, space: str, addr: Term) -> dict[int, int]:
        assert addr.width == {"global": 64, "shared": 32}[space] and addr.is_const(), (space, addr)
        return self.mem if space == "global" else self.shared

    def _read_bytes(self, space: str, addr: Term, bits: int) -> Term:
        data = self._bytes(space, addr)
        return T.bv(int.from_bytes(bytes(data[addr.value + k] for k in range(bits // 8)), "little"), bits)

    def _write_bytes(self, space: str, addr: Term, value: Term) -> None:
        data = self._bytes(space, addr)
        if value.is_const():
            for k, byte in enumerate(value.value.to_bytes(value.width // 8, "little")):
                data[addr.value + k] = byte

    def load(self, space: str, addr: Term, bits: int) -> Term:
        self.loads.append((addr, bits))
        return self._read_bytes(space, addr, bits)

    def store(self, space: str, addr: Term, value: Term) -> None:
        self.stores.append((addr, value))
        self._write_bytes(space, addr, value)

    def shared_offset(self, name: str) -> int | None:
        return self.symbols.get(name)

    # block level -------------------------------------------------------------------
    def _lane_value(self, name: str, i: int) -> Term:
        w = width_of(name)
        sort = T.BOOL if w == 1 else BV(w)
        v = self.lanes.get(i, {}).get(name)
        if v is None:
            return T.var(f"{name}@lane{i}", sort)
        return T.const_bool(bool(v)) if w == 1 else T.bv(v, w)

    def _across(self, lane: Term, pick) -> Term:
        out = pick(31)
        for i in range(30, -1, -1):
            out = T.ite(T.eq(lane, T.bv(i, 32)), pick(i), out)
        return out

    def read_lane(self, op, lane: Term, width: int = 32) -> Term:
        assert isinstance(op, A.Reg) and width_of(op.name) == width and lane.width == 32, (op, width)
        return self._across(lane, lambda i: self._lane_value(op.name, i))

    def read_lane_pred(self, p, lane: Term) -> Term:
        reg = p.reg if isinstance(p, A.Not) else p
        v = self._across(lane, lambda i: self._lane_value(reg.name, i))
        return T.not_(v) if isinstance(p, A.Not) else v

    def lane_active(self, lane: Term) -> Term:
        return T.eq(T.band(T.lshr(T.bv(self.active, 32), lane), T.bv(1, 32)), T.bv(1, 32))

    def barrier(self, bar_id: Term, count: Term | None) -> None:
        self.barriers.append((bar_id, count))

    def atomic(self, space: str, op: str, addr: Term, value: Term, compare: Term | None = None) -> Term:
        self.atomics.append((space, op, addr, value, compare))
        old = self._read_bytes(space, addr, value.width)
        self._write_bytes(space, addr, atomic_update(space, op, old, value, compare))
        return old

    def approx(self, fn: str, *xs: Term) -> Term:
        if not self.approx_ok:
            raise Unsupported(f"approximate {fn}: prove under contract=real", self.where())
        self.approxes.append((fn, xs))
        return T.var(f"approx:{fn}", xs[0].sort)

    def load_param(self, name: str, offset: int, bits: int) -> Term:
        data = self.params[name][offset:offset + bits // 8]
        assert len(data) == bits // 8, (name, offset, bits)
        return T.bv(int.from_bytes(data, "little"), bits)

    def label(self, name: str) -> int:
        return self.labels[name]

    def branch(self, target: int, cond: Term) -> None:
        self.branches.append((target, T.and_(self.guard, cond)))

    def exit(self) -> None:
        self.exits.append(self.guard)


# ----------------------------------------------------------------------------- instruction text
def _split(text: str) -> list[str]:
    """Split operands at commas outside {} and []."""
    out, depth, cur = [], 0, ""
    for ch in text:
        depth += {"{": 1, "[": 1, "}": -1, "]": -1}.get(ch, 0)
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    return out + [cur.strip()] if cur.strip() else out


def operand(tok: str):
    if tok.startswith("{"):
        return A.Vec(tuple(operand(t) for t in _split(tok[1:-1])))
    if tok.startswith("["):
        body = tok[1:-1].replace(" ", "")
        base, off = (re.fullmatch(r"([^+-]+)(?:\+?(-?\w+))?", body).groups())
        offset = int(off, 0) if off else 0
        if re.fullmatch(r"-?\d+|0x[0-9a-f]+", base):  # [imm]: an absolute address
            return A.Addr(None, int(base, 0) + offset)
        return A.Addr(operand(base), offset)
    if tok.startswith("!"):
        return A.Not(A.Reg(tok[1:]))
    if "|" in tok:
        first, second = tok.split("|")
        return A.PredPair(operand(first), operand(second))
    if re.fullmatch(r"0[fF][0-9a-fA-F]{8}", tok):
        return A.FImm(int(tok[2:], 16), 32)
    if re.fullmatch(r"0[dD][0-9a-fA-F]{16}", tok):
        return A.FImm(int(tok[2:], 16), 64)
    if re.fullmatch(r"-?(0x[0-9a-fA-F]+|\d+)", tok):
        return A.Imm(int(tok, 0))
    if re.fullmatch(r"-?\d+\.\d*(e-?\d+)?", tok):
        return A.FImm(struct.unpack("<Q", struct.pack("<d", float(tok)))[0], 64)
    if re.fullmatch(r"%(tid|ntid|ctaid|nctaid)\.[xyz]|%laneid|%warpid|%clock64", tok):
        return A.Special(tok)
    if tok.startswith("%"):
        return A.Reg(tok)
    return A.Sym(tok)


def ins(text: str, addr: int = 0) -> A.Instruction:
    """`[@[!]%p] opcode.mods operands`, as an ast.Instruction at addr."""
    guard = None
    g = re.match(r"@(!?)(%p\d+)\s+", text)
    if g:
        guard = A.Guard(A.Reg(g.group(2)), g.group(1) == "!")
        text = text[g.end():]
    head, _, rest = text.partition(" ")
    opcode, *mods = head.split(".")
    return A.Instruction(addr, opcode, tuple(mods), tuple(operand(t) for t in _split(rest)), guard, addr + 1, text)


def step(m: FakePtx, text: str | A.Instruction, addr: int = 0) -> FakePtx:
    """Execute one instruction on m, under its guard."""
    i = ins(text, addr) if isinstance(text, str) else text
    m.ins = i
    d = PTX.lookup(i.opcode, i.mods, m.where())
    m.guard = m.read_pred(i.pred) if i.pred is not None else T.true()
    d.fn(m, i)
    m.guard = T.true()
    return m


def run(text: str, **state) -> FakePtx:
    return step(FakePtx(**state), text)


def value(t: Term) -> int:
    assert t.is_const(), f"not a constant: {t}"
    return int(t.value)


def reg(m: FakePtx, name: str) -> int:
    return value(m.value(name))


def batch(text: str, inputs: dict[str, list], outputs: list[str], **state) -> dict[str, list[int]]:
    """Execute one instruction once on symbolic registers, then evaluate the outputs for every
    row of inputs (register name -> values).  Every other variable (an unspecified value,
    `undef:...`) is 0 unless inputs names it."""
    m = step(FakePtx(**state), text)
    n = len(next(iter(inputs.values())))
    terms = [m.value(o) for o in outputs]
    env = {}
    for v in T.free_vars(terms):
        name = v.params[0]
        vals = inputs.get(name, [0] * n)
        env[name] = np.array([bool(x) for x in vals] if v.sort == T.BOOL else [int(x) for x in vals],
                             dtype=bool if v.sort == T.BOOL else np.uint64)
    results = evaluate(terms, env, n)
    return {o: [int(x) for x in r] for o, r in zip(outputs, results)}


def free_names(t: Term) -> set[str]:
    return {v.params[0] for v in T.free_vars([t])}


def refuses(text: str, match: str | None = None, **state) -> None:
    with pytest.raises(Unsupported, match=match):
        run(text, **state)


# ----------------------------------------------------------------------------- IEEE reference
FORMATS = {"f16": (5, 11), "bf16": (8, 8), "f32": (8, 24), "f64": (11, 53)}  # (exponent bits, precision)
NAN = "nan"
INF = "inf"


def decode(bits: int, fmt: str):
    """bits -> NAN, (INF, sign) or the exact Fraction (with its sign bit for zeros: (0, sign))."""
    e, p = FORMATS[fmt]
    sign = bits >> (e + p - 1) & 1
    exp = bits >> (p - 1) & ((1 << e) - 1)
    frac = bits & ((1 << (p - 1)) - 1)
    if exp == (1 << e) - 1:
        return NAN if frac else (INF, sign)
    bias = (1 << (e - 1)) - 1
    mant = frac if exp == 0 else frac | (1 << (p - 1))
    v = Fraction(mant) * Fraction(2) ** (max(exp, 1) - bias - (p - 1))
    return (-v if sign else v), sign


def encode(v: Fraction, fmt: str, mode: str, zero_sign: int = 0) -> int:
    """The bits of the exact rational v rounded to fmt in mode (rn rz rm rp)."""
    e, p = FORMATS[fmt]
    bias = (1 << (e - 1)) - 1
    top = 1 << (e + p - 1)
    if v == 0:
        return zero_sign * top
    sign = int(v < 0)
    a = abs(v)
    lead = a.numerator.bit_length() - a.denominator.bit_length()  # floor(log2 a), or one more
    if Fraction(2) ** lead > a:
        lead -= 1
    q = max(lead, 1 - bias) - (p - 1)  # the quantum: subnormals share the smallest normal's
    scaled = a / Fraction(2) ** q
    n, r = divmod(scaled.numerator, scaled.denominator)
    frac = Fraction(r, scaled.denominator)
    up = {"rn": frac > Fraction(1, 2) or (frac == Fraction(1, 2) and n % 2 == 1),
          "rz": False, "rp": frac > 0 and not sign, "rm": frac > 0 and bool(sign)}[mode]
    n += up
    if n == 1 << p:
        n, q = n >> 1, q + 1
    if n >= 1 << (p - 1) and q + p - 1 > bias:  # overflow
        to_inf = mode == "rn" or (mode == "rp" and not sign) or (mode == "rm" and sign)
        mag = ((1 << e) - 1) << (p - 1) if to_inf else (((1 << e) - 1) << (p - 1)) - 1
        return sign * top | mag
    if n < 1 << (p - 1):  # subnormal (or zero)
        return sign * top | n
    return sign * top | (q + p - 1 + bias) << (p - 1) | (n - (1 << (p - 1)))


def inf_bits(sign: int, fmt: str) -> int:
    e, p = FORMATS[fmt]
    return sign << (e + p - 1) | ((1 << e) - 1) << (p - 1)


def _num(x):
    return x[0] if isinstance(x, tuple) and x[0] != INF else None


def ref_arith(op: str, xs: list[int], fmt: str = "f32", mode: str = "rn"):
    """Reference add / sub / mul / fma / div / sqrt: NAN or the result bits."""
    d = [decode(x, fmt) for x in xs]
    if NAN in d:
        return NAN
    if op == "sub":
        return _add(d[0], _negate(d[1]), fmt, mode)
    if op == "add":
        return _add(d[0], d[1], fmt, mode)
    if op == "mul":
        return _mul(d[0], d[1], fmt, mode)
    if op == "fma":
        prod = _mul_exact(d[0], d[1])
        return NAN if prod == NAN else _add(prod, d[2], fmt, mode)
    if op == "div":
        x, y = d
        s = x[1] ^ y[1]
        if _is_inf(x) and _is_inf(y) or _num(x) == 0 and _num(y) == 0:
            return NAN
        if _is_inf(x) or _num(y) == 0:
            return inf_bits(s, fmt)
        if _is_inf(y):
            return encode(Fraction(0), fmt, mode, zero_sign=s)
        return encode(_num(x) / _num(y), fmt, mode, zero_sign=s)
    if op == "sqrt":
        (x,) = d
        if _is_inf(x):
            return NAN if x[1] else xs[0]
        v = _num(x)
        if v == 0:
            return xs[0]
        return NAN if v < 0 else _round_sqrt(v, fmt, mode)
    raise AssertionError(op)


def _negate(x):
    if x[0] == INF:
        return (INF, 1 - x[1])
    return (-x[0], 1 - x[1])


def _is_inf(x) -> bool:
    return x[0] == INF


def _mul_exact(x, y):
    s = x[1] ^ y[1]
    if _is_inf(x) or _is_inf(y):
        if _num(x) == 0 or _num(y) == 0:
            return NAN
        return (INF, s)
    return (x[0] * y[0], s)


def _mul(x, y, fmt, mode):
    p = _mul_exact(x, y)
    if p == NAN:
        return NAN
    if _is_inf(p):
        return inf_bits(p[1], fmt)
    return encode(p[0], fmt, mode, zero_sign=p[1])


def _add(x, y, fmt, mode):
    if _is_inf(x) or _is_inf(y):
        if _is_inf(x) and _is_inf(y) and x[1] != y[1]:
            return NAN
        return inf_bits(x[1] if _is_inf(x) else y[1], fmt)
    s = x[0] + y[0]
    if s == 0:  # IEEE 754 6.3: an exact zero sum is -0 only for (-0) + (-0), or in rm
        zs = x[1] if x[0] == 0 and y[0] == 0 and x[1] == y[1] else int(mode == "rm")
        return encode(Fraction(0), fmt, mode, zero_sign=zs)
    return encode(s, fmt, mode)


def _round_sqrt(v: Fraction, fmt: str, mode: str) -> int:
    """sqrt(v) correctly rounded: bracket it between neighbours of the format by squaring."""
    approx = encode(Fraction(math.sqrt(float(v))), fmt, "rz")
    lo = approx
    while _value(lo + 1, fmt) ** 2 <= v:
        lo += 1
    while _value(lo, fmt) ** 2 > v:
        lo -= 1
    lv, hv = _value(lo, fmt), _value(lo + 1, fmt)
    if lv ** 2 == v:
        return lo
    mid = (lv + hv) / 2
    pick_hi = {"rn": mid ** 2 < v or (mid ** 2 == v and lo % 2), "rz": False, "rm": False, "rp": True}[mode]
    return lo + 1 if pick_hi else lo


def _value(bits: int, fmt: str) -> Fraction:
    d = decode(bits, fmt)
    return d[0] if d != NAN and d[0] != INF else Fraction(2) ** 20000


def f32(x: float) -> int:
    return struct.unpack("<I", struct.pack("<f", x))[0]


def f64(x: float) -> int:
    return struct.unpack("<Q", struct.pack("<d", x))[0]


def as_f32(bits: int) -> float:
    return struct.unpack("<f", struct.pack("<I", bits))[0]


def flush_bits(bits: int, fmt: str = "f32") -> int:
    """A subnormal becomes the zero of its sign (.ftz)."""
    e, p = FORMATS[fmt]
    return bits & (1 << (e + p - 1)) if bits >> (p - 1) & ((1 << e) - 1) == 0 else bits


# ----------------------------------------------------------------------------- tests of the fake
def test_reader_builds_the_ast():
    i = ins("@!%p1 setp.lt.and.s32 %p2|%p3, %r1, -5, !%p4")
    assert (i.opcode, i.mods, i.pred) == ("setp", ("lt", "and", "s32"), A.Guard(A.Reg("%p1"), True))
    assert i.operands == (A.PredPair(A.Reg("%p2"), A.Reg("%p3")), A.Reg("%r1"), A.Imm(-5), A.Not(A.Reg("%p4")))
    assert ins("ld.global.v2.f32 {%f1, _}, [%rd2+-8]").operands == (
        A.Vec((A.Reg("%f1"), A.Sym("_"))), A.Addr(A.Reg("%rd2"), -8))
    assert ins("ld.param.u64 %rd1, [k_param_0+8]").operands[1] == A.Addr(A.Sym("k_param_0"), 8)
    assert ins("mov.f32 %f1, 0f3F800000").operands[1] == A.FImm(0x3F800000, 32)
    assert ins("mov.u32 %r1, %tid.x").operands[1] == A.Special("%tid.x")


def test_fake_registers_guard_and_memory():
    m = FakePtx(regs={"%rd1": 0x1122334455667788})
    assert value(m.read(A.Reg("%rd1"), 32)) == 0x55667788
    m.guard = T.false()
    m.write(A.Reg("%rd1"), T.bv(5, 64))
    assert reg(m, "%rd1") == 0x1122334455667788
    m = FakePtx(memory={0x100 + k: k + 1 for k in range(4)})
    assert value(m.load("global", T.bv(0x100, 64), 32)) == 0x04030201


def test_reference_agrees_with_the_hardware_formats():
    rng = np.random.default_rng(7)
    for a, b in rng.integers(0, 1 << 32, (400, 2)):
        a, b = int(a), int(b)
        for op, f in (("add", np.add), ("mul", np.multiply), ("div", np.divide)):
            with np.errstate(all="ignore"):
                want = f(np.float32(as_f32(a)), np.float32(as_f32(b)))
            got = ref_arith(op, [a, b])
            assert (got == NAN) if np.isnan(want) else got == f32(float(want)), (op, hex(a), hex(b))
        with np.errstate(all="ignore"):
            want = np.sqrt(np.float32(as_f32(a)))
        got = ref_arith("sqrt", [a])
        assert (got == NAN) if np.isnan(want) else got == f32(float(want)), hex(a)


def test_reference_directed_rounding_and_edges():
    one = f32(1.0)
    assert ref_arith("add", [one, 1], mode="rp") == one + 1
    assert ref_arith("add", [one, 1], mode="rz") == one
    assert ref_arith("add", [one, 1 | 1 << 31], mode="rm") == one - 1
    assert ref_arith("add", [one, f32(-1.0)], mode="rm") == 1 << 31
    big = 0x7F7FFFFF
    assert ref_arith("add", [big, big], mode="rz") == big
    assert ref_arith("add", [big, big]) == 0x7F800000
    assert encode(Fraction(1, 2 ** 149), "f32", "rn") == 1
    assert encode(Fraction(1, 2 ** 150), "f32", "rn") == 0 and encode(Fraction(1, 2 ** 150), "f32", "rp") == 1
