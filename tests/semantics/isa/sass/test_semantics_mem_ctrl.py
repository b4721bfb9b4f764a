"""Memory, constant-bank, move and control SASS instructions; the table's refusal discipline."""
from __future__ import annotations

import pytest

from equiv import terms as T
from semantics.errors import Unsupported
from semantics.isa.sass import parser as P
from semantics.isa.sass.table import SASS

from test_semantics_fake import FakeMachine, const_bytes, parse_one, run, step, value

M32 = (1 << 32) - 1
BASE = 0x7F00_0000_1000


def mem_bytes(addr: int, data: bytes) -> dict:
    return {addr + k: T.bv(b, 8) for k, b in enumerate(data)}


def R(m, i):
    return value(m.regs[i])


@pytest.mark.parametrize("mods,data,want", [
    ("", bytes([0x78, 0x56, 0x34, 0x12]), [0x12345678]),
    (".U8", bytes([0x80]), [0x80]),
    (".S8", bytes([0x80]), [0xFFFFFF80]),
    (".U16", bytes([0x01, 0x80]), [0x8001]),
    (".S16", bytes([0x01, 0x80]), [0xFFFF8001]),
    (".64", bytes(range(8)), [0x03020100, 0x07060504]),
    (".128", bytes(range(16)), [0x03020100, 0x07060504, 0x0B0A0908, 0x0F0E0D0C]),
    (".CONSTANT", bytes([1, 0, 0, 0]), [1]),
    (".EF.128", bytes(range(16)), [0x03020100, 0x07060504, 0x0B0A0908, 0x0F0E0D0C]),
    (".STRONG.GPU", bytes([2, 0, 0, 0]), [2]),
    (".STRONG.SYS", bytes([3, 0, 0, 0]), [3]),
    (".LTC128B.CONSTANT", bytes([4, 0, 0, 0]), [4]),
    (".U16.CONSTANT", bytes([0xFF, 0xFF]), [0xFFFF]),
])
def test_ldg_sizes_and_hints(mods, data, want):
    for text in (f"LDG.E{mods} R4, desc[UR4][R2.64+0x10]", f"LDG.E{mods} R4, [R2.64+0x10]", f"LD.E{mods} R4, [R2.64+0x10]"):
        m = run(text, regs={2: (BASE - 0x10) & M32, 3: (BASE - 0x10) >> 32}, memory=mem_bytes(BASE, data))
        assert [R(m, 4 + k) for k in range(len(want))] == want, text
        assert m.loads == [(T.true(), BASE, 8 * len(data))]


def test_ldg_negative_offset_and_uniform_address():
    m = run("LDG.E R4, [R2.64+-0x4]", regs={2: (BASE + 4) & M32, 3: BASE >> 32}, memory=mem_bytes(BASE, b"\x09\0\0\0"))
    assert R(m, 4) == 9
    m = run("LDG.E R4, desc[UR6][UR4.64]", uregs={4: BASE & M32, 5: BASE >> 32}, memory=mem_bytes(BASE, b"\x07\0\0\0"))
    assert R(m, 4) == 7


@pytest.mark.parametrize("mods,nregs,nbytes", [("", 1, 4), (".U8", 1, 1), (".U16", 1, 2), (".64", 2, 8),
                                               (".128", 4, 16), (".EF", 1, 4), (".STRONG.SM", 1, 4), (".NA", 1, 4)])
def test_stg_sizes(mods, nregs, nbytes):
    regs = {2: BASE & M32, 3: BASE >> 32}
    regs.update({8 + k: 0x04030201 + 0x04040404 * k for k in range(nregs)})
    for text in (f"STG.E{mods} desc[UR4][R2.64], R8", f"ST.E{mods} [R2.64], R8"):
        m = run(text, regs=dict(regs))
        (g, addr, v), = m.stores
        assert addr == BASE and v.width == 8 * nbytes
        want = b"".join((0x04030201 + 0x04040404 * k).to_bytes(4, "little") for k in range(nregs))[:nbytes]
        assert value(v) == int.from_bytes(want, "little")
    m = run("STG.E.64 [R2.64+0x8], RZ", regs=dict(regs))
    assert m.stores[0][1] == BASE + 8 and value(m.stores[0][2]) == 0


@pytest.mark.parametrize("text", [
    "LDG R4, [R2.64]",                      # no .E
    "LDG.E R4, [R2]",                       # a 32-bit address register
    "LDG.E R4, [R2.64+UR4]",                # register and uniform register
    "LDG.E.U8.S8 R4, [R2.64]",
    "LDG.E.GPU R4, [R2.64]",                # scope without .STRONG
    "LDG.E.STRONG R4, [R2.64]",             # .STRONG without a scope
    "LDG.E.ZD R4, [R2.64]",
    "LDG.E.MMIO.SYS R4, [R2.64]",
    "STG.E.S8 [R2.64], R4",
    "STG.E [R2.64], -R4",
    "LDS R4, [R2]",
    "ATOMG.E.ADD.STRONG.GPU PT, R4, [R2.64], R5",
    "RED.E.ADD.STRONG.GPU [R2.64], R5",
])
def test_memory_refusals(text):
    with pytest.raises(Unsupported):
        run(text, regs={2: BASE & M32, 3: BASE >> 32})


def test_constant_bank_loads():
    const = {0x210 + k: b for k, b in enumerate(bytes(range(0x80, 0x90)))}
    m = run("LDC R1, c[0x0][0x210]", const=const)
    assert R(m, 1) == 0x83828180
    m = run("LDC.64 R2, c[0x0][0x218]", const=const)
    assert (R(m, 2), R(m, 3)) == (0x8B8A8988, 0x8F8E8D8C)
    m = run("LDCU.128 UR8, c[0x0][0x210]", arch="sm_100", const=const)
    assert [value(m.uregs[8 + k]) for k in range(4)] == [0x83828180, 0x87868584, 0x8B8A8988, 0x8F8E8D8C]
    m = run("ULDC.S8 UR5, c[0x0][0x211]", const=const)
    assert value(m.uregs[5]) == 0xFFFFFF81
    m = run("ULDC.U16 UR4, c[0x0][0x212]", const=const)
    assert value(m.uregs[4]) == 0x8382
    m = run("LDCU.U8 UR5, c[0x0][0x210]", arch="sm_100", const=const)
    assert value(m.uregs[5]) == 0x80
    m = run("LDC R5, c[0x0][R2+0x4]", regs={2: 0x210}, const=const)
    assert R(m, 5) == 0x87868584
    m = run("LDC R7, c[0x0][RZ]", const=const_bytes("sm_90", b""))
    assert R(m, 7) == 32  # blockDim.x
    with pytest.raises(Unsupported):
        run("LDC R1, -c[0x0][0x210]", const=const)
    with pytest.raises(Unsupported):
        run("LDC.U32 R1, c[0x0][0x210]", const=const)


def test_moves_and_special_registers():
    m = run("MOV R1, R2", regs={2: 5})
    assert R(m, 1) == 5
    m = run("MOV R1, c[0x0][0x28]", const={0x28: 0xFC, 0x29: 0xFF, 0x2A: 0, 0x2B: 0})
    assert R(m, 1) == 0xFFFC
    m = run("MOV R1, 0xfffffffe")
    assert R(m, 1) == 0xFFFFFFFE
    m = run("MOV R1, R2, 0xf", regs={2: 9})
    assert R(m, 1) == 9
    m = run("UMOV UR4, URZ", uregs={4: 3})
    assert value(m.uregs[4]) == 0
    m = run("MOV R4, UR4", uregs={4: 11})
    assert R(m, 4) == 11
    m = run("R2UR UR4, R2", regs={2: 12})
    assert value(m.uregs[4]) == 12
    m = run("S2R R0, SR_TID.X", special={"SR_TID.X": 37})
    assert R(m, 0) == 37
    m = run("S2UR UR4, SR_CTAID.X", special={"SR_CTAID.X": 2})
    assert value(m.uregs[4]) == 2
    m = run("CS2R R2, SRZ", regs={2: 1, 3: 1})
    assert (R(m, 2), R(m, 3)) == (0, 0)
    for text in ("MOV R1, -R2", "MOV R1, R2, 0x3", "MOV R1, +QNAN", "CS2R R2, SR_CLOCKLO", "S2R R0, R1",
                 "CS2R.32 R2, SR_CLOCKLO", "MOV.64 R1, R2"):
        with pytest.raises(Unsupported):
            run(text, special={})


@pytest.mark.parametrize("mask,preds,want", [
    (0x1, {0: True}, 1), (0x1, {0: False}, 0), (0x7F, {0: True, 3: True, 6: True}, 0x49),
    (0x0C, {2: True, 3: False, 4: True}, 0x4),  # predicates outside the mask are zero bits
])
def test_p2r_packs_the_predicates_under_the_mask(mask, preds, want):
    m = run(f"P2R R9, PR, RZ, {mask:#x}", regs={9: 0xFFFFFFFF}, preds={i: preds.get(i, False) for i in range(7)})
    assert R(m, 9) == want


@pytest.mark.parametrize("text", ["P2R R9, PR, R2, 0x1", "P2R R9, PR, RZ, 0xff", "P2R R9, R3, RZ, 0x1",
                                  "P2R.B1 R9, PR, RZ, 0x1"])
def test_p2r_forms_not_relied_on_are_refused(text):
    with pytest.raises(Unsupported):
        run(text, regs={2: 0, 3: 0}, preds={i: False for i in range(7)})


def test_guarded_writes_keep_the_old_value():
    m = FakeMachine(regs={1: 7, 2: 5}, preds={0: False})
    step(m, "@P0 IADD3 R1, R2, 0x1, RZ")
    assert R(m, 1) == 7
    step(m, "@!P0 IADD3 R1, R2, 0x1, RZ")
    assert R(m, 1) == 6


def test_branch_exit_and_no_effect_instructions():
    m = FakeMachine(preds={0: True})
    ins = parse_one("BRA 0x130")
    step(m, ins)
    assert m.branches == [(0x130, T.true())]
    step(m, "@P0 EXIT")
    assert m.exits == [T.true()]
    m = FakeMachine(preds={1: False, 0: True})
    step(m, "@P0 BRA P1, 0x210")
    assert m.branches == [(0x210, T.false())]
    m = FakeMachine(upreds={0: False})
    step(m, "BRA.U !UP0, 0x1a0")
    assert m.branches == [(0x1A0, T.true())]
    for text in ("NOP", "YIELD", "BSSY B0, 0x180", "BSSY.RECONVERGENT B0, 0x190", "BSYNC B0", "BSYNC.RECONVERGENT B0",
                 "WARPSYNC 0xffffffff", "DEPBAR.LE SB0, 0x0", "BREAK B2", "@P0 BREAK B1",
                 "BSSY.RELIABLE B2, 0x3a0", "@P0 BREAK.RELIABLE B2", "BSYNC.RELIABLE B2"):
        m = FakeMachine(regs={1: 1})
        step(m, text)
        assert m.branches == [] and m.exits == [] and m.stores == [] and R(m, 1) == 1
    for text in ("BRA.DIV UR4, 0x350", "WARPSYNC 0xf", "CALL.REL.NOINC 0x1d0", "RET.REL.NODEC R4 0x0",
                 "EXIT.KEEPREFCOUNT", "BSSY.UNKNOWN B2, 0x3a0", "BAR.SYNC.DEFER_BLOCKING 0x0", "MUFU.RCP R1, R2"):
        with pytest.raises(Unsupported):
            run(text)


def test_every_definition_refuses_an_unknown_modifier():
    for opcode in SASS.defs:
        with pytest.raises(Unsupported, match=f"{opcode}.BOGUS"):
            SASS.lookup(opcode, ("BOGUS",), "test")


def test_unsupported_names_the_instruction_and_its_position():
    with pytest.raises(Unsupported) as e:
        run("IMAD.WIDE.HI R1, R2, R3, R4")
    assert "IMAD.WIDE.HI" in str(e.value) and "fake" in str(e.value)


def test_definitions_never_read_float_immediates_through_the_machine():
    # FakeMachine.read refuses FImm: the definitions decode float immediates themselves (exactly)
    m = FakeMachine()
    with pytest.raises(AssertionError):
        m.read(P.FImm(1.5, "1.5"))
    run("FADD R1, R2, 1.5", regs={2: 0})
    run("HFMA2.MMA R3, -RZ, RZ, 0, 2.384185791015625e-07")
