"""PTX ld/st/cvta, mov, bra/ret/exit, refused control instructions, a straight-line
kernel body, and the table itself (every form documented, unknown modifiers refused)."""
from __future__ import annotations

import struct
from pathlib import Path

import pytest

from equiv import terms as T
from semantics.errors import Unsupported
from semantics.isa.ptx import ast as A
from semantics.isa.ptx.table import PTX

from .test_semantics_fake import FakePtx, f32, ins, refuses, reg, run, step, value

BASE = 0x7F00_0000_1000
MEM = {BASE + k: (0x11 * (k + 1)) & 0xFF for k in range(32)}
MEM[BASE + 32] = 0x80


def word(addr: int, n: int) -> int:
    return int.from_bytes(bytes(MEM[addr + k] for k in range(n)), "little")


def loaded(text: str, out: str) -> int:
    return reg(run(text, regs={"%rd1": BASE}, memory=MEM), out)


# ----------------------------------------------------------------------------- ld
def test_ld_param():
    params = {"k_param_0": struct.pack("<Q", BASE), "k_param_1": struct.pack("<if", -3, 1.5),
              "k_param_2": bytes(range(16))}
    m = FakePtx(params=params)
    step(m, "ld.param.u64 %rd1, [k_param_0]")
    step(m, "ld.param.s32 %r1, [k_param_1]")
    step(m, "ld.param.f32 %f1, [k_param_1+4]")
    step(m, "ld.param.v2.u32 {%r2, %r3}, [k_param_2+8]")
    step(m, "ld.param.u8 %rs1, [k_param_2+15]")
    assert reg(m, "%rd1") == BASE and reg(m, "%r1") == (-3) & 0xFFFFFFFF and reg(m, "%f1") == f32(1.5)
    assert (reg(m, "%r2"), reg(m, "%r3")) == (0x0B0A0908, 0x0F0E0D0C) and reg(m, "%rs1") == 15
    refuses("ld.param.u32 %r1, [%rd2]")
    refuses("ld.param.nc.u32 %r1, [k_param_0]")


def test_ld_global_and_generic():
    assert loaded("ld.global.u32 %r1, [%rd1+4]", "%r1") == word(BASE + 4, 4)
    assert loaded("ld.u32 %r1, [%rd1+4]", "%r1") == word(BASE + 4, 4)  # generic = global
    assert loaded("ld.global.nc.f32 %f1, [%rd1]", "%f1") == word(BASE, 4)
    assert loaded("ld.global.u64 %rd2, [%rd1+8]", "%rd2") == word(BASE + 8, 8)
    assert loaded("ld.global.f64 %fd2, [%rd1+-0]", "%fd2") == word(BASE, 8)
    assert loaded("ld.global.L1::evict_last.L2::256B.u32 %r1, [%rd1]", "%r1") == word(BASE, 4)
    assert loaded("ld.relaxed.gpu.global.u32 %r1, [%rd1]", "%r1") == word(BASE, 4)
    assert loaded("ld.volatile.global.cg.u32 %r1, [%rd1]", "%r1") == word(BASE, 4)
    m = run("ld.global.nc.v4.f32 {%f1, %f2, %f3, %f4}, [%rd1+16]", regs={"%rd1": BASE}, memory=MEM)
    assert [reg(m, f"%f{k}") for k in range(1, 5)] == [word(BASE + 16 + 4 * k, 4) for k in range(4)]
    assert m.loads == [(T.bv(BASE + 16, 64), 128)]  # one access of the whole vector
    m = run("ld.global.v2.u32 {_, %r2}, [%rd1]", regs={"%rd1": BASE}, memory=MEM)
    assert reg(m, "%r2") == word(BASE + 4, 4) and "%r1" not in m.values


def test_narrow_loads_extend_by_type():
    MEM[BASE + 33] = 0xFF
    assert loaded("ld.global.u8 %rs1, [%rd1+32]", "%rs1") == 0x80
    assert loaded("ld.global.s8 %rs1, [%rd1+32]", "%rs1") == 0xFF80
    assert loaded("ld.global.s8 %r1, [%rd1+32]", "%r1") == 0xFFFFFF80
    assert loaded("ld.global.u16 %r1, [%rd1+32]", "%r1") == 0xFF80
    assert loaded("ld.global.s16 %rd2, [%rd1+32]", "%rd2") == 0xFFFF_FFFF_FFFF_FF80
    assert loaded("ld.global.b16 %rs1, [%rd1+32]", "%rs1") == 0xFF80


@pytest.mark.parametrize("text", [
    "ld.local.u32 %r1, [%rd1]", "ld.const.u64 %rd2, [%rd1]",
    "ld.global.u32 %r1, [%r2]", "ld.global.u32 %r1, [tile]", "ld.global.u32 %r1, [0x100]",
    "ld.relaxed.global.u32 %r1, [%rd1]", "ld.volatile.gpu.global.u32 %r1, [%rd1]", "ld.global.v4.f64 {%fd1, %fd2, "
    "%fd3, %fd4}, [%rd1]", "ld.global.L2::cache_hint.u32 %r1, [%rd1], %rd2", "ld.global.v2.f32 %f1, [%rd1]",
    "ld.global.v2.f32 {%f1, %f2, %f3}, [%rd1]", "ld.nc.u32 %r1, [%rd1]", "ld.global.u32 %rs1, [%rd1]",
    "ld.global.f32 %fd1, [%rd1]", "ld.global.ca.cg.u32 %r1, [%rd1]", "ld.global.release.gpu.u32 %r1, [%rd1]",
    "ld.global.u32.s32 %r1, [%rd1]", "ld.global.f16 %rs1, [%rd1]",
])
def test_ld_refusals(text):
    refuses(text, regs={"%rd1": BASE}, memory=MEM)


# ----------------------------------------------------------------------------- st, cvta
def stored(text: str, **regs) -> list[tuple[int, int, int]]:
    m = run(text, regs={"%rd1": BASE, **regs})
    return [(value(a), v.width, value(v)) for a, v in m.stores]


def test_st():
    assert stored("st.global.u32 [%rd1+8], %r2", **{"%r2": 0xDEADBEEF}) == [(BASE + 8, 32, 0xDEADBEEF)]
    assert stored("st.f32 [%rd1], %f2", **{"%f2": f32(2.0)}) == [(BASE, 32, f32(2.0))]
    assert stored("st.global.u8 [%rd1], %rs2", **{"%rs2": 0x1234}) == [(BASE, 8, 0x34)]
    assert stored("st.global.u16 [%rd1], %r2", **{"%r2": 0x12345678}) == [(BASE, 16, 0x5678)]  # a wider source
    assert stored("st.global.u32 [%rd1], 7") == [(BASE, 32, 7)]
    assert stored("st.global.v4.f32 [%rd1+16], {%f1, %f2, %f3, %f4}",
                  **{f"%f{k}": k for k in range(1, 5)}) == [(BASE + 16, 128, 4 << 96 | 3 << 64 | 2 << 32 | 1)]
    assert stored("st.relaxed.sys.global.wt.b64 [%rd1], %rd2", **{"%rd2": 5}) == [(BASE, 64, 5)]


@pytest.mark.parametrize("text", [
    "st.local.f64 [%rd1], %fd1", "st.param.b32 [param0], %r1",
    "st.global.f32 [%rd1], %fd1", "st.global.v2.f32 [%rd1], %f1", "st.global.acquire.gpu.u32 [%rd1], %r1",
    "st.global.nc.u32 [%rd1], %r1", "st.global.ca.u32 [%rd1], %r1", "st.global.u32 [%r2], %r1",
])
def test_st_refusals(text):
    refuses(text, regs={"%rd1": BASE})


def test_cvta():
    for text in ("cvta.to.global.u64 %rd2, %rd1", "cvta.global.u64 %rd2, %rd1"):
        assert reg(run(text, regs={"%rd1": BASE}), "%rd2") == BASE
    refuses("cvta.to.shared.u64 %rd2, %rd1", match="shared state space")
    refuses("cvta.local.u64 %rd2, %rd1")
    refuses("cvta.to.global.u32 %r2, %r1")
    refuses("cvta.to.u64 %rd2, %rd1")


# ----------------------------------------------------------------------------- mov
def test_mov():
    special = {"%tid.x": 5, "%ntid.x": 128}
    assert reg(run("mov.u32 %r1, %tid.x", special=special), "%r1") == 5
    assert reg(run("mov.u32 %r1, %r2", regs={"%r2": 9}), "%r1") == 9
    assert reg(run("mov.u64 %rd1, -1"), "%rd1") == (1 << 64) - 1
    assert reg(run("mov.f32 %f1, 0f3F800000"), "%f1") == f32(1.0)
    assert reg(run("mov.f32 %f1, 0.5"), "%f1") == f32(0.5)
    assert reg(run("mov.b16 %rs1, %rs2", regs={"%rs2": 0xABCD}), "%rs1") == 0xABCD
    assert value(run("mov.pred %p1, %p2", regs={"%p2": True}).value("%p1"))
    assert not value(run("mov.pred %p1, 0").value("%p1"))
    assert not value(run("mov.pred %p1, !%p2", regs={"%p2": True}).value("%p1"))
    m = run("mov.b64 %rd1, {%r1, %r2}", regs={"%r1": 0x11111111, "%r2": 0x22222222})
    assert reg(m, "%rd1") == 0x22222222_11111111
    m = run("mov.b64 {%r1, %r2}, %rd1", regs={"%rd1": 0x22222222_11111111})
    assert (reg(m, "%r1"), reg(m, "%r2")) == (0x11111111, 0x22222222)
    m = run("mov.b32 {%rs1, _}, %r1", regs={"%r1": 0xAAAA5555})
    assert reg(m, "%rs1") == 0x5555 and "%rs2" not in m.values
    m = run("mov.b64 %rd1, {%rs1, %rs2, %rs3, %rs4}", regs={"%rs1": 1, "%rs2": 2, "%rs3": 3, "%rs4": 4})
    assert reg(m, "%rd1") == 4 << 48 | 3 << 32 | 2 << 16 | 1


@pytest.mark.parametrize("text", [
    "mov.u64 %rd1, k_param_0", "mov.u32 %r1, tile", "mov.u32 %rd1, %r2", "mov.u64 %rd1, %r2",
    "mov.u32 {%rs1, %rs2}, %r1", "mov.b64 %rd1, {%r1, %r2, %r3}", "mov.b64 {%r1, %r2}, {%r3, %r4}",
    "mov.b32 %r1, %p1", "mov.pred %p1, %r2", "mov.pred %r1, %p1", "mov.u32 %r1", "mov.u32.u32 %r1, %r2",
    "mov.u32 %r1, %clock64", "mov.b128 %q1, %q2",
])
def test_mov_refusals(text):
    refuses(text)


# ----------------------------------------------------------------------------- control
def test_bra_ret_exit():
    m = run("bra $L__BB0_2", labels={"$L__BB0_2": 7})
    assert m.branches == [(7, T.true())]
    m = run("@%p1 bra.uni $L__BB0_2", labels={"$L__BB0_2": 7})
    ((target, cond),) = m.branches
    assert target == 7 and cond is T.var("%p1", T.BOOL)
    m = run("@!%p1 ret", regs={"%p1": False})
    assert m.exits == [T.true()]
    assert run("exit").exits == [T.true()]
    refuses("bra %r1")
    refuses("bra.div $L1", labels={"$L1": 1})
    refuses("ret %r1")


@pytest.mark.parametrize("text,match", [
    ("bar.warp.sync -1", None), ("bar.arrive 0", "bar.arrive"), ("bar 0", ".sync form"), ("call.uni foo, (%r1)", "opcode call"),
    ("membar.gl", "opcode membar"),
])
def test_unmodeled_control_is_refused_by_name(text, match):
    refuses(text, match=match)


# ----------------------------------------------------------------------------- a straight-line kernel body
BODY = """ld.param.u64 %rd1, [bitops_param_1]
ld.param.u64 %rd2, [bitops_param_2]
mov.u32 %r3, %ctaid.x
mov.u32 %r4, %ntid.x
mov.u32 %r5, %tid.x
mad.lo.s32 %r1, %r3, %r4, %r5
cvta.to.global.u64 %rd4, %rd1
mul.wide.s32 %rd5, %r1, 4
add.s64 %rd6, %rd4, %rd5
cvta.to.global.u64 %rd7, %rd2
add.s64 %rd8, %rd7, %rd5
ld.global.u32 %r6, [%rd8]
ld.global.u32 %r7, [%rd6]
not.b32 %r8, %r7
and.b32 %r9, %r6, %r7
and.b32 %r10, %r8, 252645135
or.b32 %r11, %r9, %r10
st.global.u32 [%rd8], %r11"""


def test_kernel_body_from_the_corpus():
    x, y = 0x4000, 0x8000
    thread = 1 * 4 + 3
    mem = {}
    for base, v in ((x, 0xF0F0_1234), (y, 0x0FF0_AAAA)):
        for k, b in enumerate(struct.pack("<I", v)):
            mem[base + 4 * thread + k] = b
    m = FakePtx(params={"bitops_param_1": struct.pack("<Q", x), "bitops_param_2": struct.pack("<Q", y)},
                special={"%ctaid.x": 1, "%ntid.x": 4, "%tid.x": 3}, memory=mem)
    for addr, line in enumerate(BODY.splitlines()):
        step(m, ins(line, addr))
    a, b = 0xF0F0_1234, 0x0FF0_AAAA
    assert [(value(ad), value(v)) for ad, v in m.stores] == [(y + 4 * thread, (b & a) | (~a & 0x0F0F0F0F))]


# ----------------------------------------------------------------------------- the table
def test_forms_are_listed_and_documented():
    forms = PTX.forms()
    opcodes = {op for op, _ in forms}
    assert {"add", "mad", "setp", "cvt", "ld", "st", "mov", "bra", "fma", "div", "shf", "lop3"} <= opcodes
    for d in PTX.defs.values():
        assert d.doc, d.opcode
    assert PTX.defs["add"].doc.startswith("add[.sat].{s,u}{16,32,64}")  # one definition, every case documented
    assert "add[.rnd][.ftz][.sat].f32" in PTX.defs["add"].doc


@pytest.mark.parametrize("opcode,mods", [f for f in PTX.forms() if f[1]])
def test_unknown_and_repeated_modifiers_are_refused(opcode, mods):
    with pytest.raises(Unsupported, match="bogus"):
        step(FakePtx(), ins(".".join((opcode,) + mods[:1] + ("bogus",)) + " %r1, %r2"))
    with pytest.raises(Unsupported):
        step(FakePtx(), ins(".".join((opcode, mods[0], mods[0])) + " %r1, %r2"))


def test_unsupported_names_the_instruction_and_place():
    with pytest.raises(Unsupported) as e:
        run("add.sat.u64 %rd1, %rd2, %rd3")
    assert "ptx add.sat.u64" in e.value.construct and e.value.where == "fake:1: add.sat.u64 %rd1, %rd2, %rd3"


# ----------------------------------------------------------------------------- nvcc's PTX, through the real parser
class _AnyMemory(FakePtx):
    """Declared register widths, and memory, parameters and labels that take any address."""

    def __init__(self, function):
        super().__init__(special={s: T.var(s, T.BV(32)) for s in ("%tid.x", "%ntid.x", "%ctaid.x", "%tid.y",
                                                                  "%ntid.y", "%ctaid.y", "%nctaid.x", "%nctaid.y", "%laneid")},
                         symbols=function.shared)
        self.function = function

    def reg_width(self, reg) -> int:
        return self.function.regs[reg.name].width

    def value(self, name: str):
        if name not in self.values:
            w = self.function.regs[name].width
            self.values[name] = T.var(name, T.BOOL if w == 1 else T.BV(w))
        return self.values[name]

    def read(self, op, width: int = 32):
        if isinstance(op, A.Reg):
            v = self.value(op.name)
            return v if v.width == width else T.extract(v, width - 1, 0)
        return super().read(op, width)

    def write(self, reg, value) -> None:
        assert value.sort == T.BV(self.reg_width(reg)), (reg, value.sort)
        self.values[reg.name] = value

    def write_pred(self, reg, value) -> None:
        self.values[reg.name] = value

    def load(self, space, addr, bits):
        self.loads.append((addr, bits))
        return T.var(f"mem{len(self.loads)}", T.BV(bits))

    def store(self, space, addr, value) -> None:
        self.stores.append((addr, value))

    def atomic(self, space, op, addr, value, compare=None):
        self.atomics.append((space, op, addr, value, compare))
        return T.var(f"old{len(self.atomics)}", T.BV(value.width))

    def load_param(self, name, offset, bits):
        return T.var(f"{name}+{offset}", T.BV(bits))

    def label(self, name):
        return self.function.labels[name]


_REFUSED = ("call", "approximate", "shared state space",
            "local state space", "const state space", "st.param", "the address of", "[register+offset]",
            "may fuse")  # an unrounded add of a product outside a question over the reals


def test_every_instruction_nvcc_emits_runs_or_is_refused_by_name():
    from semantics.isa.ptx.parser import parse_ptx
    data = Path(__file__).resolve().parents[3] / "data"
    files = sorted((data / "corpus" / "ptx").glob("*.ptx")) + sorted((data / "ptx_samples").glob("*.ptx"))
    assert files
    ran = set()
    for path in files:
        for fn in parse_ptx(path.read_text(), str(path)).functions:
            m = _AnyMemory(fn)
            for i in fn.instructions:
                try:
                    step(m, i)
                    ran.add(".".join((i.opcode,) + i.mods))
                except Unsupported as e:
                    assert any(r in e.construct for r in _REFUSED), (path, i.text, e)
    assert {"mad.lo.s32", "ld.global.nc.v4.f32", "cvt.rzi.s32.f32", "shf.l.wrap.b32", "fma.rn.f64", "bar.sync",
            "shfl.sync.down.b32", "atom.global.add.u32", "ld.shared.f32", "st.shared.f32", "vote.sync.ballot.b32",
            "vote.sync.all.pred", "atom.global.cas.b32", "atom.global.add.f32", "atom.shared.min.u32",
            "shfl.sync.idx.b32"} <= ran
