"""FakeMachine: a test double of the Machine protocol (semantics/isa/spec.py) over dicts of terms,
plus the helpers the SASS semantics tests share: single-instruction execution, a forward-branch
executor (the same contract as semantics/simt.py's), and an independent IEEE reference
(exact rationals, no numpy rounding) to compute expected floating-point results.

The tests in this file check the fake itself.
"""
from __future__ import annotations

import functools
import math
import struct
from fractions import Fraction

import numpy as np
import pytest

from equiv import terms as T
from equiv.evaluate import evaluate
from equiv.terms import BV, Term
from semantics.errors import Unsupported
from semantics.isa.sass import parser as P
from semantics.isa.sass.arch import ARCHS
from semantics.isa.sass.table import SASS

U32 = (1 << 32) - 1


def as_term(v, width: int = 32) -> Term:
    return v if isinstance(v, Term) else T.bv(v, width)


class FakeMachine:
    """Registers, predicates, constant bank 0, special registers and byte memory in dicts.

    Values are terms: constants for concrete checks, variables for symbolic ones.  Every write
    is guarded by `self.guard` (what the executor sets from the guard predicate and path)."""

    def __init__(self, arch: str = "sm_90", *, regs=None, uregs=None, preds=None, upreds=None,
                 const: dict[int, int | Term] | None = None, special: dict[str, Term | int] | None = None,
                 memory=None, mem_fallback=None):
        self.arch = arch
        self.regs: dict[int, Term] = {k: as_term(v) for k, v in (regs or {}).items()}
        self.uregs: dict[int, Term] = {k: as_term(v) for k, v in (uregs or {}).items()}
        self.preds: dict[int, Term] = {k: T.const_bool(v) if isinstance(v, bool) else v for k, v in (preds or {}).items()}
        self.upreds: dict[int, Term] = {k: T.const_bool(v) if isinstance(v, bool) else v for k, v in (upreds or {}).items()}
        self.const = dict(const or {})  # byte offset in bank 0 -> byte value (int or BV8 term)
        self.special = {k: as_term(v) for k, v in (special or {}).items()}
        self.mem: dict[int, Term] = dict(memory or {})  # byte address -> BV8 term
        self.mem_fallback = mem_fallback
        # With sample inputs (env: variable -> values), a data-dependent address or path
        # condition that takes one value on every sample is replaced by that value: the
        # test only ever evaluates the results on those samples.
        self.env: dict | None = None
        self.guard: Term = T.true()
        self.loads: list[tuple[Term, int, int]] = []
        self.stores: list[tuple[Term, int, Term]] = []
        self.branches: list[tuple[int, Term]] = []
        self.exits: list[Term] = []
        self.ins = None

    def where(self) -> str:
        return f"fake: {self.ins.text}" if self.ins is not None else "fake"

    # registers --------------------------------------------------------------
    def _file(self, uniform: bool) -> dict[int, Term]:
        return self.uregs if uniform else self.regs

    def reg(self, index: int | None, uniform: bool = False) -> Term:
        if index is None:
            return T.bv(0, 32)
        f = self._file(uniform)
        if index not in f:
            f[index] = T.var(f"{'U' if uniform else ''}R{index}", BV(32))
        return f[index]

    def pred(self, index: int | None, uniform: bool = False) -> Term:
        if index is None:
            return T.true()
        f = self.upreds if uniform else self.preds
        if index not in f:
            f[index] = T.var(f"{'U' if uniform else ''}P{index}", T.BOOL)
        return f[index]

    # Machine protocol ---------------------------------------------------------
    def read(self, op, width: int = 32) -> Term:
        if isinstance(op, P.Reg):
            lo = self.reg(op.index, op.uniform)
            if width == 32:
                return lo
            if width == 64:
                hi = self.reg(None if op.index is None else op.index + 1, op.uniform)
                return T.concat(hi, lo)
            raise AssertionError(f"register read of width {width}")
        if isinstance(op, P.Imm):
            return T.bv(op.value, width)
        if isinstance(op, P.Const):
            assert op.bank == 0, op
            off = op.offset
            if op.reg is not None:
                r = self.reg(op.reg.index, op.reg.uniform)
                assert r.is_const(), "register-indexed constant read with a symbolic index"
                off += r.value
            out = None
            for k in range(width // 8):
                if off + k not in self.const:
                    raise AssertionError(f"constant bank byte {off + k:#x} read but not provided")
                byte = as_term(self.const[off + k], 8)
                out = byte if out is None else T.concat(byte, out)
            return out
        if isinstance(op, P.Special):
            if op.name == "SRZ":
                return T.bv(0, 32)
            if op.name not in self.special:
                raise Unsupported(f"special register {op.name}", self.where())
            return self.special[op.name]
        raise AssertionError(f"the semantics read {op!r} through Machine.read")

    def read_pred(self, p) -> Term:
        assert isinstance(p, P.Pred), p
        v = self.pred(p.index, p.uniform)
        return T.not_(v) if p.neg else v

    def write(self, reg, value: Term) -> None:
        assert isinstance(reg, P.Reg) and not reg.neg and not reg.abs and not reg.bitnot, reg
        assert value.sort.kind == "bv" and value.width in (32, 64, 96, 128), value.sort
        if reg.index is None:
            return
        f = self._file(reg.uniform)
        for k in range(value.width // 32):
            word = T.extract(value, 32 * k + 31, 32 * k)
            old = self.reg(reg.index + k, reg.uniform)
            f[reg.index + k] = T.ite(self.guard, word, old)

    def write_pred(self, p, value: Term) -> None:
        assert isinstance(p, P.Pred) and not p.neg, p
        assert value.sort == T.BOOL
        if p.index is None:
            return
        old = self.pred(p.index, p.uniform)
        (self.upreds if p.uniform else self.preds)[p.index] = T.ite(self.guard, value, old)

    def _byte(self, addr: int) -> Term:
        if addr not in self.mem:
            if self.mem_fallback is None:
                raise AssertionError(f"load of unknown byte {addr:#x}")
            self.mem[addr] = self.mem_fallback(addr)
        return self.mem[addr]

    def on_samples(self, t: Term) -> Term:
        """t, or the constant it equals on every sample of self.env."""
        if t.is_const() or self.env is None:
            return t
        n = len(next(iter(self.env.values())))
        (vals,) = evaluate([t], with_register_defaults(self.env, [t], n), n)
        first = vals[0]
        if all(v == first for v in vals):
            return T.const_bool(bool(first)) if t.sort == T.BOOL else T.bv(int(first), t.width)
        return t

    def load(self, space: str, addr: Term, bits: int) -> Term:
        if space != "global":
            raise Unsupported(f"{space} memory", self.where())
        addr = self.on_samples(addr)
        assert addr.width == 64 and addr.is_const(), f"non-constant address {addr}"
        a = addr.value
        self.loads.append((self.guard, a, bits))
        out = self._byte(a)
        for k in range(1, bits // 8):
            out = T.concat(self._byte(a + k), out)
        return out

    def store(self, space: str, addr: Term, value: Term) -> None:
        if space != "global":
            raise Unsupported(f"{space} memory", self.where())
        addr = self.on_samples(addr)
        assert addr.width == 64 and addr.is_const(), f"non-constant address {addr}"
        a = addr.value
        self.stores.append((self.guard, a, value))
        for k in range(value.width // 8):
            old = self.mem.get(a + k)
            if old is None:
                old = self.mem_fallback(a + k) if self.mem_fallback else T.bv(0, 8)
            self.mem[a + k] = T.ite(self.guard, T.extract(value, 8 * k + 7, 8 * k), old)

    def branch(self, target: int, cond: Term) -> None:
        self.branches.append((target, T.and_(self.guard, cond)))

    def exit(self) -> None:
        self.exits.append(self.guard)

    # block-level operations: refused, as by the single-thread machine (test_semantics_block.py
    # has a fake that implements them)
    def barrier(self, bar_id, count):
        raise Unsupported("a block barrier", self.where())

    def warp_sync(self, mask):
        raise Unsupported("a warp barrier", self.where())

    def read_lane(self, op, lane, width=32):
        raise Unsupported("another lane's register", self.where())

    def lane_active(self, lane):
        raise Unsupported("the active lanes", self.where())

    def read_lane_pred(self, p, lane):
        raise Unsupported("another lane's predicate", self.where())

    def atomic(self, space, op, addr, value, compare=None):
        raise Unsupported("an atomic", self.where())

    def approx(self, fn, x):
        raise Unsupported(f"MUFU.{fn.upper()}", self.where())


def with_register_defaults(env: dict, terms, n: int) -> dict:
    """env plus the value 0 for registers never written (FakeMachine names them R7, UP0, ...) and
    for values the documentation leaves open (`undef:...`: tests check what holds for any choice)."""
    import re
    out = dict(env)
    for v in T.free_vars(list(terms)):
        name = v.params[0]
        if name not in out and (re.fullmatch(r"U?[RP]\d+", name) or name.startswith("undef:")):
            out[name] = np.zeros(n, dtype=bool if v.sort == T.BOOL else np.uint64)
    return out


# ----------------------------------------------------------------------------- running instructions
@functools.lru_cache(maxsize=4096)
def parse_one(text: str, arch: str = "sm_90") -> P.Instruction:
    src = f"\t.target {arch}\n\t\tFunction : t\n        /*0000*/                   {text} ;\n"
    (fn,) = P.parse_sass(src, "<test>")
    (ins,) = fn.instructions
    return ins


def step(m: FakeMachine, text: str | P.Instruction) -> FakeMachine:
    """Execute one instruction (unguarded) on m."""
    ins = parse_one(text, m.arch) if isinstance(text, str) else text
    m.ins = ins
    d = SASS.lookup(ins.opcode, ins.mods, ins.text)
    pred = m.read_pred(ins.pred) if ins.pred is not None else T.true()
    m.guard = pred
    m.branches, m.exits = [], []
    d.fn(m, ins)
    m.guard = T.true()
    return m


def run(text: str, arch: str = "sm_90", **state) -> FakeMachine:
    return step(FakeMachine(arch, **state), text)


def batch(text: str, inputs: dict[str, list], outputs: list[str], arch: str = "sm_90", **state) -> dict[str, list]:
    """Execute one instruction once with symbolic registers/predicates (named R2, UR4, P1, ...),
    then evaluate the named outputs for every row of `inputs` (name -> values) at once."""
    m = step(FakeMachine(arch, **state), text)
    n = len(next(iter(inputs.values())))
    env = {}
    for name, vals in inputs.items():
        is_pred = name.lstrip("U").startswith("P")
        env[name] = np.array([bool(v) for v in vals] if is_pred else [int(v) for v in vals],
                             dtype=bool if is_pred else np.uint64)
    terms = []
    for name in outputs:
        uniform = name.startswith("U")
        kind, idx = name.lstrip("U")[0], int(name.lstrip("U")[1:])
        terms.append(m.pred(idx, uniform) if kind == "P" else m.reg(idx, uniform))
    vals = evaluate(terms, with_register_defaults(env, terms, n), n)
    return {name: [int(x) for x in v] for name, v in zip(outputs, vals)}


def value(t: Term) -> int:
    assert t.is_const(), f"not a constant: {t}"
    return int(t.value)


def execute(instructions, m: FakeMachine) -> FakeMachine:
    """Run a function's instructions in address order under reach conditions (forward branches
    only), the contract semantics/simt.py's executor implements."""
    incoming: dict[int, list[Term]] = {}
    reach_next = T.true()
    for ins in instructions:
        reach = m.on_samples(T.or_(reach_next, *incoming.pop(ins.addr, [])))
        if reach.is_const() and not reach.value:
            reach_next = reach
            continue
        m.ins = ins
        d = SASS.lookup(ins.opcode, ins.mods, ins.text)
        pred = m.read_pred(ins.pred) if ins.pred is not None else T.true()
        m.guard = T.and_(reach, pred)
        m.branches, m.exits = [], []
        d.fn(m, ins)
        leaving = []
        for target, cond in m.branches:
            if cond.is_const() and not cond.value:
                continue
            if target <= ins.addr:
                raise Unsupported("backward branch", ins.text)
            incoming.setdefault(target, []).append(cond)
            leaving.append(cond)
        leaving.extend(m.exits)
        reach_next = T.and_(reach, T.not_(T.or_(*leaving))) if leaving else reach
    m.guard = T.true()
    return m


def const_bytes(arch: str, params, block=(32, 1, 1), grid=(4, 1, 1)) -> dict[int, int | Term]:
    """Constant bank 0 as the driver lays it out for arch (see arch.py).

    params: bytes, or a list of ints / BV8 terms (symbolic scalar parameters)."""
    a = ARCHS[arch]
    out: dict[int, int | Term] = {}

    def put(off: int, data):
        for k, byte in enumerate(data):
            out[off + k] = byte

    put(a.ntid, struct.pack("<3I", *block))
    put(a.nctaid, struct.pack("<3I", *grid))
    put(a.stack_init, struct.pack("<I", 0xFFFC00))
    if a.mem_desc is not None:
        put(a.mem_desc, struct.pack("<Q", 0x1234_5678_9ABC_DEF0))
    put(a.param_base, params)
    return out


# ----------------------------------------------------------------------------- IEEE reference
# An independent reference: exact rational arithmetic and explicit rounding to the format.
FORMATS = {"f16": (5, 11), "bf16": (8, 8), "f32": (8, 24), "f64": (11, 53)}


def decode(bits: int, fmt: str):
    """bits -> ('nan',) | ('inf', sign) | ('num', sign, Fraction)."""
    e, p = FORMATS[fmt]
    w = e + p
    sign = bits >> (w - 1) & 1
    ex = bits >> (p - 1) & ((1 << e) - 1)
    man = bits & ((1 << (p - 1)) - 1)
    bias = (1 << (e - 1)) - 1
    if ex == (1 << e) - 1:
        return ("nan",) if man else ("inf", sign)
    if ex == 0:
        v = Fraction(man, 1 << (p - 1)) * Fraction(2) ** (1 - bias)
    else:
        v = Fraction((1 << (p - 1)) + man, 1 << (p - 1)) * Fraction(2) ** (ex - bias)
    return ("num", sign, -v if sign else v)


def encode_round(v: Fraction, sign_if_zero: int, fmt: str, mode: str) -> int:
    """Round the exact rational v to fmt in mode ('RN', 'RZ', 'RP', 'RM'); a zero result takes
    sign_if_zero when v == 0, else the sign of v."""
    e, p = FORMATS[fmt]
    w = e + p
    bias = (1 << (e - 1)) - 1
    emin = 1 - bias
    emax = bias
    if v == 0:
        return sign_if_zero << (w - 1)
    sign = 1 if v < 0 else 0
    a = -v if sign else v
    ex = a.numerator.bit_length() - a.denominator.bit_length()
    while Fraction(2) ** ex > a:
        ex -= 1
    while Fraction(2) ** (ex + 1) <= a:
        ex += 1
    ex = max(ex, emin)
    q = ex - (p - 1)
    scaled = a / Fraction(2) ** q
    m0 = scaled.numerator // scaled.denominator
    r = scaled - m0
    up = False
    if r:
        if mode == "RN":
            up = r > Fraction(1, 2) or (r == Fraction(1, 2) and m0 % 2 == 1)
        elif mode == "RP":
            up = not sign
        elif mode == "RM":
            up = bool(sign)
    m_ = m0 + (1 if up else 0)
    if m_ == 1 << p:
        m_ >>= 1
        q += 1
    top = q + p - 1
    if m_ >= 1 << (p - 1) and top > emax:
        to_inf = mode == "RN" or (mode == "RP" and not sign) or (mode == "RM" and sign)
        if to_inf:
            return (sign << (w - 1)) | (((1 << e) - 1) << (p - 1))
        return (sign << (w - 1)) | (((1 << e) - 2) << (p - 1)) | ((1 << (p - 1)) - 1)
    if m_ == 0:
        return sign << (w - 1)
    if m_ < 1 << (p - 1):
        return (sign << (w - 1)) | m_
    return (sign << (w - 1)) | ((top + bias) << (p - 1)) | (m_ - (1 << (p - 1)))


NAN = "nan"


def ref_add(a: int, b: int, fmt: str = "f32", mode: str = "RN"):
    x, y = decode(a, fmt), decode(b, fmt)
    if x[0] == "nan" or y[0] == "nan":
        return NAN
    if x[0] == "inf" or y[0] == "inf":
        if x[0] == "inf" and y[0] == "inf" and x[1] != y[1]:
            return NAN
        s = x[1] if x[0] == "inf" else y[1]
        return encode_inf(s, fmt)
    s = x[2] + y[2]
    if s == 0:
        if x[2] == 0 and y[2] == 0 and x[1] == y[1]:
            zs = x[1]
        else:
            zs = 1 if mode == "RM" else 0
        return encode_round(Fraction(0), zs, fmt, mode)
    return encode_round(s, 0, fmt, mode)


def encode_inf(sign: int, fmt: str) -> int:
    e, p = FORMATS[fmt]
    return (sign << (e + p - 1)) | (((1 << e) - 1) << (p - 1))


def ref_mul(a: int, b: int, fmt: str = "f32", mode: str = "RN"):
    x, y = decode(a, fmt), decode(b, fmt)
    if x[0] == "nan" or y[0] == "nan":
        return NAN
    sx = x[1]
    sy = y[1]
    s = sx ^ sy
    if x[0] == "inf" or y[0] == "inf":
        other = y if x[0] == "inf" else x
        if other[0] == "num" and other[2] == 0:
            return NAN
        return encode_inf(s, fmt)
    return encode_round(x[2] * y[2], s, fmt, mode)


def ref_fma(a: int, b: int, c: int, fmt: str = "f32", mode: str = "RN"):
    x, y, z = decode(a, fmt), decode(b, fmt), decode(c, fmt)
    if NAN in (x[0], y[0], z[0]):
        return NAN
    ps = x[1] ^ y[1]
    if x[0] == "inf" or y[0] == "inf":
        other = y if x[0] == "inf" else x
        if other[0] == "num" and other[2] == 0:
            return NAN
        if z[0] == "inf" and z[1] != ps:
            return NAN
        return encode_inf(ps, fmt)
    if z[0] == "inf":
        return encode_inf(z[1], fmt)
    prod = x[2] * y[2]
    s = prod + z[2]
    if s == 0:
        if prod == 0 and z[2] == 0 and ps == z[1]:
            zs = ps
        else:
            zs = 1 if mode == "RM" else 0
        return encode_round(Fraction(0), zs, fmt, mode)
    return encode_round(s, 0, fmt, mode)


def is_nan_bits(bits: int, fmt: str = "f32") -> bool:
    return decode(bits, fmt)[0] == "nan"


def flush_bits(bits: int, fmt: str = "f32") -> int:
    """FTZ of an input or result: a subnormal becomes the zero of its sign."""
    e, p = FORMATS[fmt]
    if bits >> (p - 1) & ((1 << e) - 1) == 0:
        return bits & (1 << (e + p - 1))
    return bits


def f2b(x: float) -> int:
    return struct.unpack("<I", struct.pack("<f", x))[0]


def b2f(b: int) -> float:
    return struct.unpack("<f", struct.pack("<I", b & U32))[0]


def f32_value(bits: int):
    """Fraction, or 'nan', or ±inf as float."""
    d = decode(bits, "f32")
    if d[0] == "nan":
        return NAN
    if d[0] == "inf":
        return -math.inf if d[1] else math.inf
    return d[2]


# ----------------------------------------------------------------------------- tests of the fake and reference
def test_fake_registers_pairs_and_guard():
    m = FakeMachine(regs={2: 0x11111111, 3: 0x22222222})
    assert value(m.read(P.Reg(False, 2), 64)) == 0x22222222_11111111
    m.guard = T.false()
    m.write(P.Reg(False, 2), T.bv(5, 32))
    assert value(m.regs[2]) == 0x11111111
    m.guard = T.true()
    m.write(P.Reg(False, 4), T.bv(0xAAAA_BBBB_CCCC_DDDD, 64))
    assert value(m.regs[4]) == 0xCCCCDDDD and value(m.regs[5]) == 0xAAAABBBB
    m.write(P.Reg(False, None), T.bv(7, 32))  # RZ discards
    assert value(m.read(P.Reg(False, None))) == 0


def test_reference_rounding_matches_numpy_round_to_nearest():
    rng = np.random.default_rng(1)
    for _ in range(300):
        a, b = (int(x) for x in rng.integers(0, 1 << 32, 2))
        if is_nan_bits(a) or is_nan_bits(b):
            continue
        got = ref_add(a, b)
        with np.errstate(all="ignore"):
            want = f2b(float(np.float32(b2f(a)) + np.float32(b2f(b))))
        assert got == NAN and math.isnan(b2f(want)) or got == want
        got = ref_mul(a, b)
        with np.errstate(all="ignore"):
            want = f2b(float(np.float32(b2f(a)) * np.float32(b2f(b))))
        assert got == NAN and math.isnan(b2f(want)) or got == want


def test_reference_directed_rounding_small_cases():
    one = f2b(1.0)
    tiny = 1  # smallest subnormal
    assert ref_add(one, tiny, mode="RP") == f2b(1.0) + 1
    assert ref_add(one, tiny, mode="RZ") == one
    assert ref_add(one, tiny | 0x80000000, mode="RM") == f2b(1.0) - 1
    assert ref_add(f2b(1.0), f2b(-1.0), mode="RM") == 0x80000000
    assert ref_add(f2b(1.0), f2b(-1.0), mode="RN") == 0
    big = f2b(3.4028234663852886e38)
    assert ref_add(big, big, mode="RZ") == big
    assert ref_add(big, big, mode="RN") == 0x7F800000


def test_step_refuses_unknown_opcode_and_modifier():
    with pytest.raises(Unsupported, match="opcode FOO"):
        run("FOO R1, R2")
    with pytest.raises(Unsupported, match="IADD3.Q"):
        run("IADD3.Q R1, R2, R3, RZ")


def eval_terms(terms, env, n):
    return evaluate(list(terms), env, n)
