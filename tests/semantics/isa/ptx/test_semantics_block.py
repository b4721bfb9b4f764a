"""PTX instructions that involve other threads (shared ld/st, bar/barrier, shfl.sync, vote.sync,
atom/red) and the approximate forms, on the fake machine's block-level methods.  References are
plain Python over integers, written from the manual's pseudocode; floats through numpy."""
from __future__ import annotations

import random

import numpy as np
import pytest

from equiv import terms as T
from semantics.isa.atomic_ops import atomic_update
from semantics.isa.ptx import ast as A

from .test_semantics_fake import FakePtx, as_f32, f32, flush_bits, refuses, reg, run, step, value

LANES = range(32)


def _bit(mask: int, i: int) -> bool:
    return mask >> i & 1 == 1


# ----------------------------------------------------------------------------- shared memory
def test_ld_st_shared_addresses():
    m = FakePtx(regs={"%r1": 8, "%rd1": 12, "%rd2": 1 << 32, "%f1": f32(1.5)}, symbols={"tile": 16},
                shared={k: k for k in range(64)})
    step(m, "st.shared.f32 [%r1+4], %f1")
    assert value(m.stores[-1][0]) == 12 and m.stores[-1][0].width == 32
    step(m, "ld.shared.u32 %r2, [%rd1]")  # a 64-bit shared-space address, narrowed
    assert reg(m, "%r2") == f32(1.5)
    step(m, "ld.shared.u16 %r3, [tile+2]")
    assert reg(m, "%r3") == 18 | 19 << 8
    step(m, "ld.shared.s8 %r4, [40]")
    assert reg(m, "%r4") == 40
    step(m, "mov.u32 %r5, tile")
    step(m, "mov.u64 %rd3, tile")
    assert reg(m, "%r5") == 16 and reg(m, "%rd3") == 16
    m = FakePtx(regs={"%rd2": 1 << 32}, shared={0xFFFFFFFF + k: 0 for k in range(4)})
    step(m, "ld.shared.u8 %rs1, [%rd2]")  # outside any window: an address the bound check refuses
    assert value(m.loads[-1][0]) == 0xFFFFFFFF


def test_shared_refusals():
    refuses("mov.u32 %r1, tile", match="address of tile")
    refuses("ld.shared.u32 %r1, [tile]", match="not a .shared variable")
    refuses("mov.u16 %rs1, tile", symbols={"tile": 0})
    refuses("cvta.shared.u64 %rd2, %rd1", match="shared state space")


# ----------------------------------------------------------------------------- barriers
def test_barriers():
    m = run("bar.sync 0")
    assert [(value(a), c) for a, c in m.barriers] == [(0, None)]
    m = run("barrier.sync.aligned %r1, 64", regs={"%r1": 3})
    assert [(value(a), value(c)) for a, c in m.barriers] == [(3, 64)]
    assert run("bar.cta.sync 1").barriers and run("barrier.sync 2").barriers
    refuses("bar.red.popc.u32 %r1, 0, %p1", match="bar.red")
    refuses("barrier.arrive 0")


# ----------------------------------------------------------------------------- shfl.sync
def ref_shfl(mode: str, lane: int, b: int, c: int) -> tuple[int, bool]:
    """The manual's pseudocode over Python ints: (source lane j, pval)."""
    bval, cval, seg = b & 31, c & 31, (c >> 8) & 31
    max_lane = (lane & seg) | (cval & ~seg & 31)
    min_lane = lane & seg
    if mode == "up":
        j, pval = lane - bval, lane - bval >= max_lane
    elif mode == "down":
        j, pval = lane + bval, lane + bval <= max_lane
    elif mode == "bfly":
        j = lane ^ bval
        pval = j <= max_lane
    else:
        j = min_lane | (bval & ~seg & 31)
        pval = j <= max_lane
    return (j if pval else lane), pval


@pytest.mark.parametrize("mode", ["up", "down", "bfly", "idx"])
def test_shfl_against_the_manuals_pseudocode(mode):
    rng = random.Random(mode)
    for _ in range(150):
        lane = rng.randrange(32)
        b = rng.choice([0, 1, 2, 5, 16, 31, 32, 33, rng.getrandbits(32)])
        c = rng.choice([31, 0, 0x1F1F, 0x1800, 0x181F, 0x1000, 0x0C07, rng.getrandbits(32)])
        member = rng.choice([0xFFFFFFFF, 0x0000FFFF, rng.getrandbits(32) | 1 << lane])
        active = rng.choice([0xFFFFFFFF, rng.getrandbits(32) | 1 << lane])
        values = {i: 0x100 + i for i in LANES}
        m = FakePtx(regs={"%r2": values[lane], "%r3": b, "%r4": c, "%r5": member},
                    special={"%laneid": lane}, lanes={i: {"%r2": v} for i, v in values.items()}, active=active)
        step(m, f"shfl.sync.{mode}.b32 %r1|%p1, %r2, %r3, %r4, %r5")
        j, pval = ref_shfl(mode, lane, b, c)
        d, p = m.value("%r1"), m.value("%p1")
        if not _bit(member, lane):  # "undefined if the executing thread is not in the membermask"
            assert not d.is_const() and not p.is_const()
            continue
        assert value(p) == pval
        if _bit(member, j) and _bit(active, j):
            assert value(d) == values[j], (mode, lane, b, c)
        else:  # "results are undefined if a thread sources a register from an inactive thread or ... not in membermask"
            assert not d.is_const() and any(v.params[0].startswith("undef:shfl") for v in T.free_vars([d]))


def test_shfl_outside_own_membermask_is_undefined_and_forms_refused():
    m = run("shfl.sync.idx.b32 %r1|%p1, %r2, 0, 31, 2", special={"%laneid": 0})
    assert not m.value("%r1").is_const() and not m.value("%p1").is_const()
    m = run("shfl.sync.bfly.b32 %r1, %r2, 1, 31, -1", special={"%laneid": 4}, lanes={5: {"%r2": 77}})
    assert reg(m, "%r1") == 77
    refuses("shfl.down.b32 %r1|%p1, %r2, 1, 31", match="without .sync")
    refuses("shfl.sync.b32 %r1, %r2, 1, 31, -1", match="mode")
    refuses("shfl.sync.up.b32 %rd1, %r2, 1, 0, -1")


# ----------------------------------------------------------------------------- vote.sync
def ref_vote(mode: str, preds: list[bool], member: int, active: int):
    counted = [i for i in LANES if _bit(member, i) and _bit(active, i)]
    if mode == "ballot":
        return sum(1 << i for i in counted if preds[i])
    if mode == "all":
        return all(preds[i] for i in counted)
    if mode == "any":
        return any(preds[i] for i in counted)
    return len({preds[i] for i in counted}) <= 1


@pytest.mark.parametrize("mode", ["all", "any", "uni", "ballot"])
def test_vote_against_a_reference(mode):
    rng = random.Random(mode)
    ty = "b32" if mode == "ballot" else "pred"
    d = "%r1" if mode == "ballot" else "%p1"
    for k in range(60):
        lane = rng.randrange(32)
        preds = [rng.random() < rng.choice([0.1, 0.5, 0.95, 1.0]) for _ in LANES]
        member = rng.choice([0xFFFFFFFF, rng.getrandbits(32)]) | 1 << lane
        active = rng.choice([0xFFFFFFFF, rng.getrandbits(32)]) | 1 << lane
        neg = k % 3 == 0
        seen = [not x for x in preds] if neg else preds
        m = FakePtx(regs={"%p2": preds[lane], "%r5": member}, special={"%laneid": lane},
                    lanes={i: {"%p2": x} for i, x in enumerate(preds)}, active=active)
        step(m, f"vote.sync.{mode}.{ty} {d}, {'!' if neg else ''}%p2, %r5")
        assert value(m.value(d)) == ref_vote(mode, seen, member, active)


def test_vote_refusals():
    refuses("vote.all.pred %p1, %p2", match="without .sync")
    refuses("vote.sync.ballot.pred %p1, %p2, -1", match="do not match")
    refuses("vote.sync.any.b32 %r1, %p2, -1", match="do not match")


# ----------------------------------------------------------------------------- atom, red
def ref_atomic(op: str, old: int, v: int, w: int, cmp: int | None = None) -> int:
    mask = (1 << w) - 1

    def s(x):
        return x - (1 << w) if x >> (w - 1) else x
    return {"add": lambda: (old + v) & mask, "and": lambda: old & v, "or": lambda: old | v, "xor": lambda: old ^ v,
            "exch": lambda: v, "cas": lambda: v if old == cmp else old,
            "min.u32": lambda: min(old, v), "max.u32": lambda: max(old, v),
            "min.s32": lambda: min(s(old), s(v)) & mask, "max.s32": lambda: max(s(old), s(v)) & mask,
            "inc": lambda: 0 if old >= v else old + 1,
            "dec": lambda: v if old == 0 or old > v else old - 1}[op]()


_ATOMS = [("add.u32", "add", 32), ("add.s64", "add", 64), ("and.b32", "and", 32), ("or.b64", "or", 64),
          ("xor.b32", "xor", 32), ("exch.b64", "exch", 64), ("min.u32", "min.u32", 32), ("max.s32", "max.s32", 32),
          ("min.s32", "min.s32", 32), ("max.u32", "max.u32", 32), ("inc.u32", "inc", 32), ("dec.u32", "dec", 32)]


@pytest.mark.parametrize("form,op,w", _ATOMS)
@pytest.mark.parametrize("space", ["global", "shared"])
def test_atom_and_red_against_a_reference(form, op, w, space):
    rng = random.Random(form + space)
    addr = 0x1000 if space == "shared" else 0x7F0000001000
    areg, breg, dreg = ("%r9" if space == "shared" else "%rd9"), ("%r2" if w == 32 else "%rd2"), \
        ("%r1" if w == 32 else "%rd1")
    edges = [0, 1, 2, 5, (1 << w) - 1, 1 << (w - 1), (1 << (w - 1)) - 1]
    for _ in range(40):
        old, v = rng.choice(edges + [rng.getrandbits(w)]), rng.choice(edges + [rng.getrandbits(w)])
        mem = {addr + k: b for k, b in enumerate(old.to_bytes(w // 8, "little"))}
        state = {"regs": {areg: addr, breg: v}, space if space == "shared" else "memory": mem}
        m = run(f"atom.{space}.{form} {dreg}, [{areg}], {breg}", **state)
        got = m.shared if space == "shared" else m.mem
        assert reg(m, dreg) == old
        assert int.from_bytes(bytes(got[addr + k] for k in range(w // 8)), "little") == ref_atomic(op, old, v, w)
        if op == "exch":
            continue
        m = run(f"red.{space}.{form} [{areg}], {breg}", **state)
        got = m.shared if space == "shared" else m.mem
        assert int.from_bytes(bytes(got[addr + k] for k in range(w // 8)), "little") == ref_atomic(op, old, v, w)


def test_atom_cas():
    for old in (5, 6):
        m = run("atom.global.cas.b32 %r1, [%rd9], 5, %r3", regs={"%rd9": 64, "%r3": 9},
                memory={64 + k: b for k, b in enumerate(old.to_bytes(4, "little"))})
        assert reg(m, "%r1") == old and m.mem[64] == (9 if old == 5 else old)
        assert [a[1] for a in m.atomics] == ["cas"]


def test_atomic_fadd_flushes_on_global_only():
    rng = np.random.default_rng(3)
    cases = [(0x00000001, 0x00000001), (0x00800000, 0x80000001), (0x3F800000, 0x00400000), (0x7F7FFFFF, 0x7F7FFFFF),
             (0x7F800000, 0xFF800000)] + [tuple(int(x) for x in rng.integers(0, 1 << 32, 2)) for _ in range(200)]
    for old, v in cases:
        for space in ("global", "shared"):
            got = value(atomic_update(space, "fadd", T.bv(old, 32), T.bv(v, 32)))
            a, b = (flush_bits(x) for x in (old, v)) if space == "global" else (old, v)
            with np.errstate(all="ignore"):
                want = np.float32(as_f32(a)) + np.float32(as_f32(b))
            if np.isnan(want):
                assert got == 0x7FFFFFFF
            else:
                want = f32(float(want))
                assert got == (flush_bits(want) if space == "global" else want), (space, hex(old), hex(v))


@pytest.mark.parametrize("text", [
    "atom.global.add.f64 %fd1, [%rd1], %fd2", "atom.global.min.u64 %rd2, [%rd1], %rd3",
    "atom.acquire.gpu.global.add.u32 %r1, [%rd1], 1", "atom.cta.global.add.u32 %r1, [%rd1], 1",
    "red.global.exch.b32 [%rd1], %r1", "atom.global.cas.b32 %r1, [%rd1], %r2", "atom.global.u32 %r1, [%rd1], 1",
    "atom.global.inc.u64 %rd2, [%rd1], %rd3",
])
def test_atomic_refusals(text):
    refuses(text, regs={"%rd1": 0x1000})


def test_shared_atomic_of_cta_scope_is_fine():
    m = run("atom.cta.shared.add.u32 %r1, [%r9], 3", regs={"%r9": 4}, shared={4 + k: 0 for k in range(4)})
    assert m.atomics[0][:2] == ("shared", "add") and m.shared[4] == 3


# ----------------------------------------------------------------------------- approximate forms
@pytest.mark.parametrize("text,fn,n", [
    ("ex2.approx.f32 %f1, %f2", "ex2", 1), ("lg2.approx.ftz.f32 %f1, %f2", "lg2", 1),
    ("sin.approx.f32 %f1, %f2", "sin", 1), ("cos.approx.ftz.f32 %f1, %f2", "cos", 1),
    ("rsqrt.approx.f32 %f1, %f2", "rsq", 1), ("tanh.approx.f32 %f1, %f2", "tanh", 1),
    ("rcp.approx.ftz.f32 %f1, %f2", "rcp", 1), ("sqrt.approx.f32 %f1, %f2", "sqrt", 1),
    ("div.approx.f32 %f1, %f2, %f3", "div", 2), ("div.full.ftz.f32 %f1, %f2, %f3", "div", 2),
])
def test_approximate_forms_ask_the_machine(text, fn, n):
    tiny = 0x00000005  # a subnormal input: flushed to +0 under .ftz
    m = run(text, regs={"%f2": tiny, "%f3": f32(3.0)}, approx=True)
    ((got_fn, xs),) = m.approxes
    assert got_fn == fn and len(xs) == n
    flushed = value(T.fp_to_bits(xs[0], 0)) == 0
    assert flushed == (".ftz" in text)
    assert not m.value("%f1").is_const()
    refuses(text, match=f"approximate {fn}")  # the single-thread machines refuse: prove under contract=real


def test_approximate_refusals_without_approx():
    refuses("ex2.f32 %f1, %f2", match="approx")
    refuses("ex2.approx.f16 %rs1, %rs2", approx=True)
    refuses("rcp.approx.ftz.f64 %fd1, %fd2", approx=True, match="other than .f32")


def test_single_thread_machine_refuses_block_level_methods():
    from semantics.simt import ThreadState
    st = ThreadState.__new__(ThreadState)
    st.ins = None
    st.env = type("Env", (), {"filename": "k.ptx"})()
    from semantics.errors import NeedsBlock, Unsupported
    for call, what in ((lambda: st.barrier(T.bv(0, 32), None), "barrier"),
                       (lambda: st.read_lane(A.Reg("%r1"), T.bv(0, 32)), "another lane's register"),
                       (lambda: st.lane_active(T.bv(0, 32)), "active lanes"),
                       (lambda: st.read_lane_pred(A.Reg("%p1"), T.bv(0, 32)), "another lane's predicate"),
                       (lambda: st.atomic("global", "add", T.bv(0, 64), T.bv(1, 32)), "atomic")):
        with pytest.raises(NeedsBlock, match=what):  # the block executor runs them (semantics/block.py)
            call()
    one = T.fp_const(T.F32, 1.0)  # an opaque term, never folded (semantics/approx.py judges it per contract)
    assert st.approx("ex2", one) is T.fapprox("ex2", "hardware", one)
