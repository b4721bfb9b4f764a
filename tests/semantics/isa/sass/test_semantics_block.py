"""The block-level SASS forms (shared memory, barriers, shuffles, votes, warp reductions, atomics,
MUFU) on a fake warp, against independent statements of the CUDA / PTX documentation; and every
such instruction nvcc emitted in tests/data/sass_block/block.*.sass is read by its definition."""
from __future__ import annotations

from pathlib import Path

import pytest

from equiv import terms as T
from semantics.errors import Unsupported
from semantics.isa.atomic_ops import OPS as ATOMIC_OPS, atomic_update
from semantics.isa.sass import parser as P
from semantics.isa.sass.table import SASS

from test_semantics_fake import FakeMachine, as_term, run, step, value

SAMPLES = Path(__file__).resolve().parents[3] / "data" / "sass_block"
WARP = 32
M32 = (1 << 32) - 1
BLOCK_OPCODES = {"LDS", "STS", "BAR", "WARPSYNC", "SHFL", "VOTE", "REDUX", "CREDUX", "ATOMG", "ATOM", "REDG", "RED",
                 "ATOMS", "MUFU"}


class WarpFake(FakeMachine):
    """FakeMachine as lane `lane` of a warp: the other lanes' registers and predicates, the active
    lanes, byte-addressed shared memory, and a record of barriers, atomics and approximations."""

    def __init__(self, lane: int = 0, *, lane_regs=None, lane_preds=None, active=None, shared=None, **kw):
        super().__init__(special={"SR_LANEID": lane}, **kw)
        self.lane = lane
        self.lane_regs = {i: [as_term(v) for v in vs] for i, vs in (lane_regs or {}).items()}  # index -> 32 values
        self.lane_preds = {i: [T.const_bool(v) for v in vs] for i, vs in (lane_preds or {}).items()}
        self.active = [True] * WARP if active is None else active
        self.shared: dict[int, Term] = {a: T.bv(b, 8) for a, b in (shared or {}).items()}
        self.barriers, self.warp_syncs, self.atomics, self.approxes = [], [], [], []
        for i, vs in self.lane_regs.items():
            self.regs[i] = vs[lane]
        for i, vs in self.lane_preds.items():
            self.preds[i] = vs[lane]

    def _by_lane(self, lane: Term, values: list[Term]) -> Term:
        out = values[0]
        for k in range(1, WARP):
            out = T.ite(T.eq(lane, T.bv(k, 32)), values[k], out)
        return out

    def read_lane(self, op, lane, width=32):
        assert width == 32 and isinstance(op, P.Reg) and not op.uniform
        return self._by_lane(lane, self.lane_regs[op.index])

    def lane_active(self, lane):
        return self._by_lane(lane, [T.const_bool(a) for a in self.active])

    def read_lane_pred(self, p, lane):
        vals = [T.true()] * WARP if p.index is None else self.lane_preds[p.index]
        v = self._by_lane(lane, vals)
        return T.not_(v) if p.neg else v

    def load(self, space, addr, bits):
        if space != "shared":
            return super().load(space, addr, bits)
        assert addr.width == 32 and addr.is_const()
        out = self.shared[addr.value]
        for k in range(1, bits // 8):
            out = T.concat(self.shared[addr.value + k], out)
        return out

    def store(self, space, addr, v):
        if space != "shared":
            return super().store(space, addr, v)
        assert addr.width == 32 and addr.is_const()
        for k in range(v.width // 8):
            self.shared[addr.value + k] = T.extract(v, 8 * k + 7, 8 * k)

    def barrier(self, bar_id, count):
        self.barriers.append((value(bar_id), None if count is None else value(count)))

    def warp_sync(self, mask):
        self.warp_syncs.append(mask)

    def atomic(self, space, op, addr, v, compare=None):
        self.atomics.append((space, op, value(addr), value(v), None if compare is None else value(compare)))
        return T.bv(0x1234, 32)

    def approx(self, fn, x):
        self.approxes.append((fn, value(T.fp_to_bits(x, 0x7FFFFFFF))))
        return T.fp_from_bits(T.F32, T.bv(0xABCD, 32))


def R(m, i: int) -> int:
    return value(m.reg(i))


def lanes_vals(f) -> list[int]:
    return [f(k) & M32 for k in range(WARP)]


# ----------------------------------------------------------------------------- shared memory
def test_shared_loads_and_stores_of_every_size():
    mem = {0x100 + k: (0x80 + 7 * k) & 0xFF for k in range(16)}
    base = dict(regs={3: 0x40, 5: 0x100}, uregs={4: 0xC0}, shared=mem)
    word = int.from_bytes(bytes(mem[0x100 + k] for k in range(16)), "little")
    for text, bits, signed in [("LDS R1, [R5]", 32, False), ("LDS.U8 R1, [R5]", 8, False), ("LDS.S8 R1, [R5]", 8, True),
                               ("LDS.U16 R1, [R5]", 16, False), ("LDS.S16 R1, [R5]", 16, True),
                               ("LDS.64 R1, [R5]", 64, False), ("LDS.128 R1, [R5]", 128, False)]:
        m = step(WarpFake(**base), text)
        v = word & ((1 << bits) - 1)
        if bits < 32:
            v = (v - (1 << bits) if signed and v >> (bits - 1) else v) & M32
        got = sum(R(m, 1 + k) << (32 * k) for k in range(max(1, bits // 32)))
        assert got == v, text
    # addresses: scaled register (sm_80's R.X4), uniform register, negative offsets, 32-bit wrap
    for text, addr in [("LDS R1, [R3.X4]", 0x100), ("LDS R1, [R3+UR4]", 0x100), ("LDS R1, [R5+-0x4]", 0xFC),
                       ("LDS R1, [UR4+0x40]", 0x100), ("LDS R1, [R6+0x104]", 0x100), ("LDS R1, [R3.X4+UR4+-0xc0]", 0x100)]:
        m = WarpFake(regs={3: 0x40, 5: 0x100, 6: M32 - 3}, uregs={4: 0xC0}, shared={addr + k: k + 1 for k in range(4)})
        assert R(step(m, text), 1) == 0x04030201, text


def test_shared_stores_write_the_low_bytes_and_register_groups():
    m = WarpFake(regs={2: 0x10, 4: 0x44332211, 5: 0x88776655, 6: 0xCCBBAA99, 7: 0x00FFEEDD})
    step(m, "STS.U8 [R2], R4")
    step(m, "STS.U16 [R2+0x4], R4")
    step(m, "STS.128 [R2+0x10], R4")
    step(m, "STS.64 [R2.X4+-0x20], R4")
    assert {a: value(b) for a, b in m.shared.items()} == (
        {0x10: 0x11, 0x14: 0x11, 0x15: 0x22} | {0x20 + k: b for k, b in enumerate(bytes.fromhex("112233445566778899aabbccddeeff00"))}
        | {0x20 + k: b for k, b in enumerate(bytes.fromhex("1122334455667788"))})


@pytest.mark.parametrize("text", ["STS.S8 [R2], R4", "LDS.E R1, [R2]", "LDS R1, [R2.64]", "LDS R1, [-R2]",
                                  "LDS R1, desc[UR4][R2]", "STS [R2], -R4", "LDS UR1, [R2]"])
def test_shared_refusals(text):
    with pytest.raises((Unsupported, P.SassParseError)):
        step(WarpFake(regs={2: 0}, shared={k: 0 for k in range(8)}), text)


def test_single_thread_machines_refuse_shared_memory():
    with pytest.raises(Unsupported, match="shared"):
        run("LDS R1, [R2]")


# ----------------------------------------------------------------------------- barriers
def test_barriers():
    m = WarpFake(regs={9: 3})
    for text in ("BAR.SYNC.DEFER_BLOCKING 0x0", "BAR.SYNC 0x0", "BAR.SYNC.DEFER_BLOCKING 0x1, 0x40",
                 "BAR.SYNC.DEFER_BLOCKING R9"):
        step(m, text)
    assert m.barriers == [(0, None), (0, None), (1, 64), (3, None)]
    for text in ("BAR.SYNC.DEFER_BLOCKING R8, R8", "BAR.ARV 0x2, 0x40", "BAR.RED.POPC.DEFER_BLOCKING 0x0",
                 "BAR.DEFER_BLOCKING 0x0"):
        with pytest.raises(Unsupported):
            step(WarpFake(regs={8: 0}), text)


def test_warpsync():
    m = WarpFake(regs={7: 0xFFFF})
    step(m, "WARPSYNC 0xffffffff")
    assert m.warp_syncs == []
    step(m, "WARPSYNC R7")
    step(m, "WARPSYNC 0xff")
    assert [value(x) for x in m.warp_syncs] == [0xFFFF, 0xFF]
    with pytest.raises(Unsupported):
        run("WARPSYNC R7")


# ----------------------------------------------------------------------------- shuffles
def cuda_shfl(mode: str, lane: int, b: int, width: int) -> tuple[int, bool]:
    """The CUDA Programming Guide's statement of __shfl*_sync(mask, var, b, width): the lane read
    and whether it was in range (the own lane otherwise)."""
    seg = lane - lane % width
    if mode == "IDX":
        return seg + b % width, True
    if mode == "UP":
        return (lane - b, True) if lane % width >= b else (lane, False)
    if mode == "DOWN":
        return (lane + b, True) if lane % width + b < width else (lane, False)
    j = lane ^ b  # BFLY: lanes of later segments are out of range
    return (j, True) if j < seg + width else (lane, False)


@pytest.mark.parametrize("mode", ["IDX", "UP", "DOWN", "BFLY"])
def test_shuffles_against_the_cuda_statement(mode):
    values = lanes_vals(lambda k: 0x1000 + 17 * k)
    for width in (1, 2, 4, 8, 16, 32):
        c = ((32 - width) << 8) | (0 if mode == "UP" else 0x1F)
        for b in range(width):
            for lane in range(WARP):
                want_lane, want_ok = cuda_shfl(mode, lane, b, width)
                m = WarpFake(lane, lane_regs={5: values}, regs={16: b, 17: c})
                step(m, f"SHFL.{mode} P1, R3, R5, R16, R17")
                assert (R(m, 3), value(m.preds[1])) == (values[want_lane], want_ok), (mode, width, b, lane)
    # literal operands, RZ as c, and only b[4:0] counts
    m = step(WarpFake(6, lane_regs={5: values}), f"SHFL.{mode} PT, R3, R5, 0x21, {'RZ' if mode == 'UP' else '0x1f'}")
    want_lane, _ = cuda_shfl(mode, 6, 1, 32)
    assert R(m, 3) == values[want_lane]


def test_shuffle_refusals():
    for text in ("SHFL.IDX PT, R3, -R5, R1, 0x1f", "SHFL PT, R3, R5, R1, 0x1f", "SHFL.IDX PT, R3, R5, UR1, 0x1f",
                 "SHFL.IDX PT, R3, R5.64, R1, 0x1f", "SHFL.IDX !P0, R3, R5, R1, 0x1f"):
        with pytest.raises(Unsupported):
            step(WarpFake(lane_regs={5: [0] * WARP}), text)
    with pytest.raises(Unsupported, match="block-level"):
        from semantics.simt import ThreadState
        ThreadState.read_lane(type("S", (), {"where": lambda self: "here"})(), None, T.bv(0, 32))


# ----------------------------------------------------------------------------- votes and reductions
ACTIVE = [k % 3 != 1 for k in range(WARP)]
PRED = [k % 5 in (0, 2) for k in range(WARP)]


def test_votes():
    ballot = sum(1 << k for k in range(WARP) if ACTIVE[k] and PRED[k])
    active = sum(1 << k for k in range(WARP) if ACTIVE[k])
    m = WarpFake(0, lane_preds={2: PRED}, active=ACTIVE)
    step(m, "VOTE.ANY R7, P3, P2")
    assert (R(m, 7), value(m.preds[3])) == (ballot, 1)
    step(m, "VOTE.ANY R8, PT, PT")
    assert R(m, 8) == active
    step(m, "VOTE.ANY R9, PT, !P2")
    assert R(m, 9) == active & ~ballot
    step(m, "VOTE.ALL P4, P2")
    assert value(m.preds[4]) == 0
    only = [ACTIVE[k] and PRED[k] for k in range(WARP)]
    m = WarpFake(0, lane_preds={2: PRED}, active=only)
    step(m, "VOTE.ALL P4, P2")
    step(m, "VOTE.ANY P5, !P2")
    assert (value(m.preds[4]), value(m.preds[5])) == (1, 0)
    for text in ("VOTE.ALL R1, PT, P2", "VOTE.EQ P1, P2", "VOTE P1, P2", "VOTE.ANY R1, PT, UP2"):
        with pytest.raises(Unsupported):
            step(WarpFake(lane_preds={2: PRED}), text)


@pytest.mark.parametrize("text,fold", [
    ("REDUX UR5, R2", lambda xs: __import__("functools").reduce(lambda a, b: a & b, xs, M32)),
    ("REDUX.OR UR5, R2", lambda xs: __import__("functools").reduce(lambda a, b: a | b, xs, 0)),
    ("REDUX.XOR UR5, R2", lambda xs: __import__("functools").reduce(lambda a, b: a ^ b, xs, 0)),
    ("REDUX.SUM UR5, R2", lambda xs: sum(xs) & M32), ("REDUX.SUM.S32 UR5, R2", lambda xs: sum(xs) & M32),
    ("REDUX.MAX UR5, R2", max), ("REDUX.MIN UR5, R2", min), ("CREDUX.MAX UR5, R2", max), ("CREDUX.MIN UR5, R2", min),
    ("REDUX.MAX.S32 UR5, R2", lambda xs: max(xs, key=signed) ), ("REDUX.MIN.S32 UR5, R2", lambda xs: min(xs, key=signed)),
    ("CREDUX.MAX.S32 UR5, R2", lambda xs: max(xs, key=signed)), ("CREDUX.MIN.S32 UR5, R2", lambda xs: min(xs, key=signed)),
])
def test_warp_reductions_over_the_active_lanes(text, fold):
    vals = lanes_vals(lambda k: (k * 0x9E3779B9) ^ (0x80000000 if k % 4 == 0 else 0))
    m = step(WarpFake(0, lane_regs={2: vals}, active=ACTIVE), text)
    assert value(m.uregs[5]) == fold([v for v, a in zip(vals, ACTIVE) if a]), text


def signed(x: int) -> int:
    return x - (1 << 32) if x >> 31 else x


def test_warp_reduction_refusals():
    for text in ("REDUX.OR.S32 UR5, R2", "CREDUX UR5, R2", "CREDUX.SUM UR5, R2", "REDUX R5, R2", "REDUX UR5, UR2"):
        with pytest.raises(Unsupported):
            step(WarpFake(lane_regs={2: [0] * WARP}), text)


# ----------------------------------------------------------------------------- atomics
PTX_ATOM = {  # the PTX ISA's atom descriptions, on Python integers (u32)
    "add": lambda a, b: (a + b) & M32, "and": lambda a, b: a & b, "or": lambda a, b: a | b, "xor": lambda a, b: a ^ b,
    "exch": lambda a, b: b, "min.u32": min, "max.u32": max,
    "min.s32": lambda a, b: min(a, b, key=signed), "max.s32": lambda a, b: max(a, b, key=signed),
    "inc": lambda a, b: 0 if a >= b else a + 1, "dec": lambda a, b: b if a == 0 or a > b else a - 1,
}
EDGES = [0, 1, 2, 16, 17, 18, 0x7FFFFFFF, 0x80000000, M32, 0x12345678]


def test_atomic_updates_against_the_ptx_statement():
    for op, f in PTX_ATOM.items():
        for a in EDGES:
            for b in EDGES:
                assert value(atomic_update("global", op, T.bv(a, 32), T.bv(b, 32))) == f(a, b), (op, a, b)
    for a in EDGES:
        assert value(atomic_update("global", "cas", T.bv(a, 32), T.bv(7, 32), T.bv(17, 32))) == (7 if a == 17 else a)
    assert set(ATOMIC_OPS) == set(PTX_ATOM) | {"cas", "fadd"}


def test_atomic_f32_add_rounds_to_nearest_and_flushes_subnormals():
    f = lambda x, y: value(atomic_update("global", "fadd", T.bv(x, 32), T.bv(y, 32)))  # noqa: E731
    assert f(0x3F800000, 0x3F800000) == 0x40000000            # 1 + 1
    assert f(0x3F800000, 0x33800000) == 0x3F800000            # 1 + 2^-24: a tie, to even
    assert f(0x3F800000, 0x33800001) == 0x3F800001            # just above the tie
    assert f(0x00000001, 0x00400000) == 0x00000000            # subnormal inputs flush to +0
    assert f(0x80000001, 0x80000000) == 0x80000000            # -subnormal + -0 = -0
    assert f(0x00800000, 0x80800001) == 0x80000000            # -2^-149 flushes to -0
    assert f(0x7F800000, 0xFF800000) == 0x7FFFFFFF            # inf - inf: the canonical NaN
    with pytest.raises(Unsupported):
        atomic_update("global", "cas", T.bv(0, 32), T.bv(0, 32))


@pytest.mark.parametrize("text,call", [
    ("ATOMG.E.ADD.STRONG.GPU PT, R3, desc[UR10][R4.64+0x14], R2", ("global", "add", 0x1014, 5, None)),
    ("ATOMG.E.ADD.F32.FTZ.RN.STRONG.GPU PT, R3, [R4.64], R2", ("global", "fadd", 0x1000, 5, None)),
    ("ATOMG.E.MAX.STRONG.GPU PT, R3, [R4.64+0xc], R2", ("global", "max.u32", 0x100C, 5, None)),
    ("ATOMG.E.EXCH.STRONG.GPU PT, R3, [R4.64+0x1c], R2", ("global", "exch", 0x101C, 5, None)),
    ("ATOMG.E.CAS.STRONG.GPU PT, R3, [R4+0x18], R2, R6", ("global", "cas", 0x1018, 9, 5)),
    ("ATOM.E.ADD.STRONG.GPU PT, R3, [R4.64+0x4], R2", ("global", "add", 0x1004, 5, None)),
    ("ATOM.E.CAS.STRONG.GPU PT, R3, [R4+0xc], R2, R6", ("global", "cas", 0x100C, 9, 5)),
    ("ATOMS.ADD R3, [R7+UR4], R2", ("shared", "add", 0x430, 5, None)),
    ("ATOMS.MAX.S32 R3, [R7], R2", ("shared", "max.s32", 0x30, 5, None)),
    ("ATOMS.MIN R3, [R7+0x200], R2", ("shared", "min.u32", 0x230, 5, None)),
    ("ATOMS.INC R3, [R7.X4], R2", ("shared", "inc", 0xC0, 5, None)),
    ("ATOMS.POPC.INC.32 R3, [R7+UR4]", ("shared", "add", 0x430, 1, None)),  # warp-aggregated atomicAdd(p, 1)
    ("ATOMS.EXCH R3, [R7+UR4], R2", ("shared", "exch", 0x430, 5, None)),
    ("ATOMS.CAS R3, [R7], R2, R6", ("shared", "cas", 0x30, 9, 5)),
])
def test_atomics_call_the_machine(text, call):
    m = step(WarpFake(regs={2: 5, 4: 0x1000, 5: 0, 6: 9, 7: 0x30}, uregs={4: 0x400}), text)
    assert m.atomics == [call] and R(m, 3) == 0x1234


@pytest.mark.parametrize("text,call", [
    ("REDG.E.ADD.STRONG.GPU desc[UR10][R4.64], R2", ("global", "add", 0x1000, 5, None)),
    ("RED.E.ADD.F32.FTZ.RN.STRONG.GPU [R4.64], R2", ("global", "fadd", 0x1000, 5, None)),
    ("REDG.E.MIN.S32.STRONG.GPU desc[UR10][R4.64+0x4], R2", ("global", "min.s32", 0x1004, 5, None)),
    ("RED.E.AND.STRONG.GPU [R4.64+0x8], R2", ("global", "and", 0x1008, 5, None)),
    ("REDG.E.OR.STRONG.GPU desc[UR10][R4.64+0xc], R2", ("global", "or", 0x100C, 5, None)),
    ("REDG.E.XOR.STRONG.GPU desc[UR10][R4.64+0x10], R2", ("global", "xor", 0x1010, 5, None)),
    ("REDG.E.INC.STRONG.GPU desc[UR10][R4.64+0x4], R2", ("global", "inc", 0x1004, 5, None)),
    ("RED.E.DEC.STRONG.GPU [R4.64+0x8], R2", ("global", "dec", 0x1008, 5, None)),
])
def test_reductions_call_the_machine_and_write_nothing(text, call):
    m = step(WarpFake(regs={2: 5, 4: 0x1000, 5: 0, 3: 77}), text)
    assert m.atomics == [call] and R(m, 3) == 77


def test_compare_and_store_spin_reports_success():
    for dest, read in (("R9", lambda m: R(m, 9)), ("P1", lambda m: int(value(m.preds[1])))):
        for old, ok in ((5, 1), (6, 0)):
            m = WarpFake(regs={2: 0x40, 8: 5, 9: 7})
            m.atomic = lambda space, op, addr, v, compare=None, old=old: (  # noqa: E731
                m.atomics.append((space, op, value(addr), value(v), value(compare))) or T.bv(old, 32))
            step(m, f"ATOMS.CAST.SPIN {dest}, [R2+0x8], R8, R9")
            assert m.atomics == [("shared", "cas", 0x48, 7, 5)] and read(m) == ok


@pytest.mark.parametrize("text", [
    "ATOMG.E.ADD.F32.STRONG.GPU PT, R3, [R4.64], R2",        # f32 add without .FTZ.RN
    "ATOMG.E.MAX.F32.FTZ.RN.STRONG.GPU PT, R3, [R4.64], R2",
    "ATOMG.E.ADD.S32.STRONG.GPU PT, R3, [R4.64], R2",
    "ATOMG.E.ADD.STRONG.SYS PT, R3, [R4.64], R2",            # scopes other than GPU
    "ATOMG.E.ADD.64.STRONG.GPU PT, R3, [R4.64], R2",         # 64-bit atomics
    "ATOM.E.ADD.F32.FTZ.RN.STRONG.GPU P0, RZ, [R4.64+0x8], R2",  # the generic form's predicate result
    "ATOMG.E.ADD.STRONG.GPU PT, R3, [R4], R2",               # a 32-bit address outside CAS
    "ATOMG.E.CAS.STRONG.GPU PT, R3, [R4.64], R2",             # CAS without its new value
    "ATOMG.ADD.STRONG.GPU PT, R3, [R4.64], R2",
    "ATOM.E.CAST.SPIN.STRONG.SM PT, R9, [R4+0x8], R8, R9",
    "ATOMS.CAST R3, [R7], R2, R6",
    "ATOMS.ADD R3, [R7], -R2",
    "ATOMS.ADD.F32.FTZ.RN R3, [R7], R2",                     # not emitted: refused
])
def test_atomic_refusals(text):
    with pytest.raises((Unsupported, P.SassParseError)):
        step(WarpFake(regs={2: 5, 4: 0x1000, 5: 0, 6: 9, 7: 0x30}), text)


# ----------------------------------------------------------------------------- MUFU
def test_mufu_hands_the_function_to_the_machine():
    names = {"SIN": "sin_rev", "COS": "cos_rev"}  # MUFU.SIN/COS take revolutions
    for fn in ("RCP", "RSQ", "EX2", "LG2", "SIN", "COS", "SQRT", "TANH"):
        m = step(WarpFake(regs={2: 0xBF800000}), f"MUFU.{fn} R1, R2")
        assert m.approxes == [(names.get(fn, fn.lower()), 0xBF800000)] and R(m, 1) == 0xABCD
    m = WarpFake(regs={2: 0xBF800000})
    for text in ("MUFU.RSQ R1, |R2|", "MUFU.RSQ R1, -R2", "MUFU.RSQ R1, -|R2|", "MUFU.EX2 R1, 2"):
        step(m, text)
    assert [x for _, x in m.approxes] == [0x3F800000, 0x3F800000, 0xBF800000, 0x40000000]
    for text in ("MUFU R1, R2", "MUFU.RCP64H R1, R2", "MUFU.RCP R1, ~R2"):
        with pytest.raises(Unsupported):
            step(WarpFake(regs={2: 0}), text)


def test_single_thread_machine_reads_mufu_as_an_opaque_approximation():
    from semantics.simt import ThreadState
    x = T.fp_from_bits(T.F32, T.var("x", T.BV(32)))
    assert ThreadState.approx(None, "rcp", x) is T.fapprox("rcp", "hardware", x)


# ----------------------------------------------------------------------------- the real samples
class AnyWarp(WarpFake):
    """Every register, predicate, lane and memory word is a fresh value: only operand forms matter."""

    def reg(self, index, uniform=False):
        return T.bv(0x40, 32) if index is not None else T.bv(0, 32)

    def read(self, op, width=32):
        if isinstance(op, P.Const):
            return T.bv(0x40, width)
        return super().read(op, width)

    def read_lane(self, op, lane, width=32):
        return T.bv(1, 32)

    def lane_active(self, lane):
        return T.true()

    def read_lane_pred(self, p, lane):
        return T.true()

    def load(self, space, addr, bits):
        return T.bv(0, bits)

    def store(self, space, addr, v):
        pass


def test_every_block_level_instruction_nvcc_emitted_is_read():
    seen = set()
    for path in sorted(SAMPLES.glob("block.*.sass")):
        for fn in P.parse_sass(path.read_text(), str(path)):
            for ins in fn.instructions:
                if ins.opcode in BLOCK_OPCODES:
                    step(AnyWarp(3), ins)
                    seen.add(ins.opcode)
    assert seen == BLOCK_OPCODES - {"ATOM"}, seen  # generic atomics need a pointer of unknown space
