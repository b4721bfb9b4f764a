"""Tests for the SASS text parser.

The samples under tests/data/sass_samples are unedited cuobjdump / nvdisasm
output (see regen.sh there).  The few hand-written inputs below exist only to
exercise operand grammar or error paths; they are built in the tests and never
stored as if a tool had printed them.
"""

from __future__ import annotations

import math
import pickle
import re
import time
from functools import partial
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from semantics.isa.sass.parser import (
    Const,
    FImm,
    Function,
    Imm,
    Instruction,
    Mem,
    Other,
    Pred,
    Reg,
    SassParseError,
    Special,
    Target,
    demangle_name,
    parse_sass,
)

SAMPLES = Path(__file__).resolve().parents[3] / "data" / "sass_samples"


def load(name: str) -> list[Function]:
    return parse_sass((SAMPLES / name).read_text(), name)


def function(name: str, fn: str, arch: str | None = None) -> Function:
    (found,) = [f for f in load(name) if f.name == fn and (arch is None or f.arch == arch)]
    return found


def at(f: Function, addr: int) -> Instruction:
    (found,) = [i for i in f.instructions if i.addr == addr]
    return found


R = partial(Reg, False)
UR = partial(Reg, True)
RZ, URZ = R(None), UR(None)
PT = Pred(False, None)


def P(i: int, neg: bool = False) -> Pred:
    return Pred(False, i, neg)


def F(text: str) -> FImm:
    return FImm(float(text), text)


def one(text: str) -> Instruction:
    """Parses a single instruction line placed in a function (hand-written input)."""
    (f,) = parse_sass(f"\t\tFunction : f\n        /*0000*/                   {text} ;\n")
    (i,) = f.instructions
    return i


# --- the samples ----------------------------------------------------------------

INVENTORY = {
    "control.sm_100.cuobjdump.sass": [
        ("rowsum", "sm_100", 40),
        ("branchy", "sm_100", 32),
        ("transpose2d", "sm_100", 32),
    ],
    "control.sm_100.nvdisasm-c.sass": [
        ("rowsum", "sm_100", 40),
        ("branchy", "sm_100", 32),
        ("transpose2d", "sm_100", 32),
    ],
    "control.sm_90.nvdisasm-c.sass": [
        ("rowsum", "sm_90", 40),
        ("branchy", "sm_90", 40),
        ("transpose2d", "sm_90", 32),
    ],
    "elementwise.sm_100.nvdisasm-c.sass": [
        ("stencil", "sm_100", 40),
        ("int_ops", "sm_100", 48),
        ("clamp_relu", "sm_100", 32),
        ("saxpy", "sm_100", 32),
    ],
    "elementwise.sm_80.nvdisasm-c.sass": [
        ("stencil", "sm_80", 40),
        ("int_ops", "sm_80", 40),
        ("clamp_relu", "sm_80", 24),
        ("saxpy", "sm_80", 24),
    ],
    "elementwise.sm_90.cuobjdump.sass": [
        ("stencil", "sm_90", 40),
        ("int_ops", "sm_90", 48),
        ("clamp_relu", "sm_90", 32),
        ("saxpy", "sm_90", 32),
    ],
    "elementwise.sm_90.nvdisasm-c.sass": [
        ("stencil", "sm_90", 40),
        ("int_ops", "sm_90", 48),
        ("clamp_relu", "sm_90", 32),
        ("saxpy", "sm_90", 32),
    ],
    "half.sm_90.nvdisasm-c.sass": [("hscale", "sm_90", 32), ("hfma", "sm_90", 32)],
    "half.sm_90.nvdisasm-hex.sass": [("hscale", "sm_90", 32), ("hfma", "sm_90", 32)],
    "mangled.sm_90.nvdisasm-c.sass": [
        ("_ZN3ops5scaleEifPf", "sm_90", 32),
        ("_Z5saxpyifPKfPf", "sm_90", 32),
        ("_Z4addkIiEviT_PS0_", "sm_90", 32),
    ],
    "mangled.sm_90.nvdisasm.sass": [
        ("_ZN3ops5scaleEifPf", "sm_90", 32),
        ("_Z5saxpyifPKfPf", "sm_90", 32),
        ("_Z4addkIiEviT_PS0_", "sm_90", 32),
    ],
    "misc.sm_100.nvdisasm-c.sass": [("misc", "sm_100", 112)],
    "misc.sm_80.nvdisasm-c.sass": [("misc", "sm_80", 120)],
    "misc.sm_90.cuobjdump.sass": [("misc", "sm_90", 120)],
    "misc.sm_90.nvdisasm-c.sass": [("misc", "sm_90", 120)],
    "misc.sm_90.rdc.nvdisasm-c.sass": [("_Z6helperf", "sm_90", 16), ("misc", "sm_90", 128)],
    "params.o.cuobjdump.sass": [("params_mix", "sm_80", 32), ("params_mix", "sm_100", 40)],
    "params.sm_80.nvdisasm-plr.sass": [("params_mix", "sm_80", 20)],
    "params.sm_90.nvdisasm-c.sass": [("params_mix", "sm_90", 40)],
    "params.sm_90.nvdisasm-g.sass": [("params_mix", "sm_90", 40)],
    "params.sm_90.nvdisasm.sass": [("params_mix", "sm_90", 40)],
    "shared.sm_80.nvdisasm-c.sass": [("histogram", "sm_80", 40), ("block_reduce", "sm_80", 56)],
    "shared.sm_90.cuobjdump.sass": [("histogram", "sm_90", 40), ("block_reduce", "sm_90", 56)],
    "shared.sm_90.nvdisasm-c.sass": [("histogram", "sm_90", 40), ("block_reduce", "sm_90", 56)],
}


def test_inventory_lists_every_sample_and_data_stays_small() -> None:
    assert {p.name for p in SAMPLES.glob("*.sass")} == set(INVENTORY)
    assert sum(p.stat().st_size for p in SAMPLES.iterdir()) < 300_000


@pytest.mark.parametrize("name", sorted(INVENTORY))
def test_sample_functions(name: str) -> None:
    functions = load(name)
    assert [(f.name, f.arch, len(f.instructions)) for f in functions] == INVENTORY[name]
    text = (SAMPLES / name).read_text()
    # Every printed instruction line is one Instruction, at its printed address and line.
    printed = [n for n, line in enumerate(text.split("\n"), 1) if re.match(r"\s*/\*[0-9a-f]{4}\*/\s+[@A-Z]", line)]
    assert [i.line for f in functions for i in f.instructions] == printed
    for f in functions:
        assert [i.addr for i in f.instructions] == [16 * k for k in range(len(f.instructions))]
        assert f.instructions[-1].opcode in ("NOP", "BRA")
        assert all(i.text and not i.text.endswith(";") for i in f.instructions)


def comparable(f: Function) -> list[tuple[object, ...]]:
    """What cuobjdump and nvdisasm must agree on; nvdisasm alone also names labels."""
    return [
        (i.addr, i.pred, i.opcode, i.mods, tuple(Target(o.addr) if isinstance(o, Target) else o for o in i.operands))
        for i in f.instructions
    ]


@pytest.mark.parametrize(
    "a, b",
    [
        ("control.sm_100.cuobjdump.sass", "control.sm_100.nvdisasm-c.sass"),
        ("elementwise.sm_90.cuobjdump.sass", "elementwise.sm_90.nvdisasm-c.sass"),
        ("shared.sm_90.cuobjdump.sass", "shared.sm_90.nvdisasm-c.sass"),
        ("misc.sm_90.cuobjdump.sass", "misc.sm_90.nvdisasm-c.sass"),
        ("half.sm_90.nvdisasm-c.sass", "half.sm_90.nvdisasm-hex.sass"),
        ("mangled.sm_90.nvdisasm-c.sass", "mangled.sm_90.nvdisasm.sass"),
        ("params.sm_90.nvdisasm-c.sass", "params.sm_90.nvdisasm.sass"),
        ("params.sm_90.nvdisasm-c.sass", "params.sm_90.nvdisasm-g.sass"),
    ],
)
def test_same_cubin_same_instructions(a: str, b: str) -> None:
    fa, fb = load(a), load(b)
    assert [(f.name, f.arch) for f in fa] == [(f.name, f.arch) for f in fb]
    for x, y in zip(fa, fb):
        assert comparable(x) == comparable(y)
        if "cuobjdump" not in a:  # same tool, other options: identical but for line numbers
            assert [(i.text, i.operands) for i in x.instructions] == [(i.text, i.operands) for i in y.instructions]


def test_nvdisasm_life_ranges_match_cuobjdump_of_host_object() -> None:
    (plr,) = load("params.sm_80.nvdisasm-plr.sass")
    fat = function("params.o.cuobjdump.sass", "params_mix", "sm_80")
    n = len(plr.instructions)
    assert comparable(plr) == comparable(fat)[:n]
    assert {i.opcode for i in fat.instructions[n:]} == {"NOP"}


def test_cuobjdump_hex_targets_become_targets() -> None:
    f = function("control.sm_100.cuobjdump.sass", "rowsum")
    assert at(f, 0x00E0).operands == (Pred(True, 0, neg=True), Target(0x1A0))
    assert at(f, 0x0190).operands == (Pred(True, 0), Target(0x130))
    assert at(f, 0x01C0).operands == (Target(0x1C0),)
    misc = function("misc.sm_90.cuobjdump.sass", "misc")
    assert at(misc, 0x0080).operands == (Other("B0"), Target(0x560))  # BSSY B0, 0x560
    assert at(misc, 0x0300).operands == (Target(0x6A0),)  # CALL.REL.NOINC 0x6a0
    assert at(misc, 0x06D0).operands == (R(4), Target(0))  # RET.REL.NODEC R4 0x0
    sm80 = function("misc.sm_80.nvdisasm-c.sass", "misc")
    assert at(sm80, 0x0650).operands == (Imm(0xFFFFFFFF),)  # plain WARPSYNC takes a mask


def label_addresses(text: str) -> dict[str, int]:
    """Label -> address of the next printed instruction, read straight from the text."""
    labels: dict[str, int] = {}
    pending: list[str] = []
    for line in text.split("\n"):
        if m := re.match(r"([\w.$]+):\s*(//.*)?$", line):
            pending.append(m.group(1))
        elif m := re.match(r"\s*/\*([0-9a-f]{4})\*/\s+[@A-Z]", line):
            labels.update(dict.fromkeys(pending, int(m.group(1), 16)))
            pending = []
    return labels


@pytest.mark.parametrize("name", sorted(n for n in INVENTORY if "nvdisasm" in n))
def test_labels_resolve_to_the_next_instruction(name: str) -> None:
    labels = label_addresses((SAMPLES / name).read_text())
    targets = [o for f in load(name) for i in f.instructions for o in i.operands if isinstance(o, Target)]
    assert targets
    for t in targets:
        assert t.label is not None and labels[t.label] == t.addr


def test_labels_name_subroutines_and_the_function() -> None:
    f = function("misc.sm_90.nvdisasm-c.sass", "misc")
    call = at(f, 0x0300)
    assert call.text == "CALL.REL.NOINC `($misc$_Z6helperf)"
    assert call.operands == (Target(0x6A0, "$misc$_Z6helperf"),)
    assert at(f, 0x06D0).operands == (R(4), Target(0, "misc"))


EW_CU = "elementwise.sm_90.cuobjdump.sass"
EW_NV = "elementwise.sm_90.nvdisasm-c.sass"
HALF = "half.sm_90.nvdisasm-c.sass"
PLR = "params.sm_80.nvdisasm-plr.sass"
MISC80 = "misc.sm_80.nvdisasm-c.sass"
MISC90 = "misc.sm_90.nvdisasm-c.sass"
RDC = "misc.sm_90.rdc.nvdisasm-c.sass"
SHARED80 = "shared.sm_80.nvdisasm-c.sass"
SHARED90 = "shared.sm_90.nvdisasm-c.sass"
CONTROL100 = "control.sm_100.nvdisasm-c.sass"

EXACT = [
    # (file, function, addr, text, guard, opcode, mods, operands)
    (EW_CU, "int_ops", 0x0000, "LDC R1, c[0x0][0x28]", None, "LDC", (), (R(1), Const(0, 0x28))),
    (EW_CU, "int_ops", 0x0010, "S2R R3, SR_TID.X", None, "S2R", (), (R(3), Special("SR_TID.X"))),
    (EW_CU, "int_ops", 0x0030, "LDC R0, c[0x0][RZ]", None, "LDC", (), (R(0), Const(0, 0, RZ))),
    (
        EW_CU, "int_ops", 0x0060, "ISETP.GE.AND P0, PT, R0, UR4, PT",
        None, "ISETP", ("GE", "AND"), (P(0), PT, R(0), UR(4), PT),
    ),
    (EW_CU, "int_ops", 0x0070, "@P0 EXIT", P(0), "EXIT", (), ()),
    (EW_CU, "int_ops", 0x0080, "LDC.64 R2, c[0x0][0x218]", None, "LDC", ("64",), (R(2), Const(0, 0x218))),
    (
        EW_CU, "int_ops", 0x00C0, "IMAD.WIDE R2, R0, 0x4, R2",
        None, "IMAD", ("WIDE",), (R(2), R(0), Imm(4), R(2)),
    ),
    (
        EW_CU, "int_ops", 0x00E0, "LDG.E R3, desc[UR4][R2.64]",
        None, "LDG", ("E",), (R(3), Mem(R(2, wide=True), 0, desc=UR(4))),
    ),
    (
        EW_CU, "int_ops", 0x0100, "HFMA2.MMA R2, -RZ, RZ, 0, 0",
        None, "HFMA2", ("MMA",), (R(2), R(None, neg=True), RZ, F("0"), F("0")),
    ),
    (
        EW_CU, "int_ops", 0x0110, "IMAD.HI R8, R3, -0x6db6db6d, R2",
        None, "IMAD", ("HI",), (R(8), R(3), Imm(-0x6DB6DB6D), R(2)),
    ),
    (
        EW_CU, "int_ops", 0x0140, "LOP3.LUT R8, R3.reuse, 0x5a5a, RZ, 0x3c, !PT",
        None, "LOP3", ("LUT",), (R(8), R(3), Imm(0x5A5A), RZ, Imm(0x3C), Pred(False, None, neg=True)),
    ),
    (
        EW_CU, "int_ops", 0x0170, "IADD3 R13, R9, -R8, RZ",
        None, "IADD3", (), (R(13), R(9), R(8, neg=True), RZ),
    ),
    (
        EW_CU, "int_ops", 0x01F0, "LOP3.LUT R9, R2, 0xffff0000, RZ, 0xc, !PT",
        None, "LOP3", ("LUT",), (R(9), R(2), Imm(4294901760), RZ, Imm(12), Pred(False, None, neg=True)),
    ),
    (
        EW_CU, "int_ops", 0x01A0, "IMAD.WIDE.U32 R8, R2, -0x55555555, RZ",
        None, "IMAD", ("WIDE", "U32"), (R(8), R(2), Imm(-0x55555555), RZ),
    ),
    (EW_CU, "int_ops", 0x0240, "BRA 0x240", None, "BRA", (), (Target(0x240),)),
    (
        EW_NV, "stencil", 0x0100, "LDG.E R11, desc[UR4][R2.64+-0x4]",
        None, "LDG", ("E",), (R(11), Mem(R(2, wide=True), -4, desc=UR(4))),
    ),
    (
        EW_NV, "stencil", 0x00E0, "LDG.E R0, desc[UR4][R2.64+0x4]",
        None, "LDG", ("E",), (R(0), Mem(R(2, wide=True), 4, desc=UR(4))),
    ),
    (
        EW_NV, "stencil", 0x0140, "FFMA R0, -|R0|, R9, R11",
        None, "FFMA", (), (R(0), R(0, neg=True, abs=True), R(9), R(11)),
    ),
    (
        EW_NV, "stencil", 0x0150, "FSETP.NEU.AND P0, PT, |R0|, +INF , PT",
        None, "FSETP", ("NEU", "AND"), (P(0), PT, R(0, abs=True), F("+INF"), PT),
    ),
    (
        EW_NV, "stencil", 0x0190, "@!P0 FMUL R7, |R0|, -9.999999682655225389e-21",
        P(0, neg=True), "FMUL", (), (R(7), R(0, abs=True), F("-9.999999682655225389e-21")),
    ),
    (EW_NV, "stencil", 0x0180, "MOV R7, 0xbf800000", None, "MOV", (), (R(7), Imm(0xBF800000))),
    (
        EW_NV, "stencil", 0x0040, "UIADD3 UR4, UR4, -0x1, URZ",
        None, "UIADD3", (), (UR(4), UR(4), Imm(-1), URZ),
    ),
    (
        HALF, "hfma", 0x0130, "HADD2 R9, R0, R4.H1_H1",
        None, "HADD2", (), (R(9), R(0), R(4, suffixes=("H1_H1",))),
    ),
    (
        HALF, "hscale", 0x00E0, "HMUL2 R0, R2.H0_H0, 3, 3",
        None, "HMUL2", (), (R(0), R(2, suffixes=("H0_H0",)), F("3"), F("3")),
    ),
    (
        PLR, "params_mix", 0x0020, "HFMA2.MMA R9, -RZ, RZ, 0, 2.384185791015625e-07",
        None, "HFMA2", ("MMA",), (R(9), R(None, neg=True), RZ, F("0"), F("2.384185791015625e-07")),
    ),
    (
        PLR, "params_mix", 0x0040, "IMAD.WIDE R2, R4, R9, c[0x0][0x180]",
        None, "IMAD", ("WIDE",), (R(2), R(4), R(9), Const(0, 0x180)),
    ),
    (PLR, "params_mix", 0x0050, "LDG.E R2, [R2.64]", None, "LDG", ("E",), (R(2), Mem(R(2, wide=True), 0))),
    (
        MISC80, "misc", 0x01B0, "@P1 FSETP.GEU.AND P2, PT, |R2|, 1.175494350822287508e-38, PT",
        P(1), "FSETP", ("GEU", "AND"), (P(2), PT, R(2, abs=True), F("1.175494350822287508e-38"), PT),
    ),
    (MISC80, "misc", 0x04D0, "LDC.64 R8, c[0x4][R0]", None, "LDC", ("64",), (R(8), Const(4, 0, R(0)))),
    (
        MISC80, "misc", 0x0580, "IADD3.X R21, ~R0, R21, R3, P0, P1",
        None, "IADD3", ("X",), (R(21), R(0, bitnot=True), R(21), R(3), P(0), P(1)),
    ),
    (MISC80, "misc", 0x0480, "CS2R R10, SR_CLOCKLO", None, "CS2R", (), (R(10), Special("SR_CLOCKLO"))),
    (MISC80, "misc", 0x0520, "LEPC R2", None, "LEPC", (), (R(2),)),
    (
        MISC90, "misc", 0x0520, "ATOMS.POPC.INC.32 RZ, [UR4]",
        None, "ATOMS", ("POPC", "INC", "32"), (RZ, Mem(None, 0, ubase=UR(4))),
    ),
    (
        MISC90, "misc", 0x04B0, "ATOMG.E.CAS.STRONG.GPU PT, R10, [R10], R2, R3",
        None, "ATOMG", ("E", "CAS", "STRONG", "GPU"), (PT, R(10), Mem(R(10), 0), R(2), R(3)),
    ),
    (
        MISC90, "misc", 0x0660, "WARPSYNC.COLLECTIVE R15, `(.L_x_4)",
        None, "WARPSYNC", ("COLLECTIVE",), (R(15), Target(0x690, ".L_x_4")),
    ),
    (MISC90, "misc", 0x04D0, "S2UR UR5, SR_CgaCtaId", None, "S2UR", (), (UR(5), Special("SR_CgaCtaId"))),
    (
        SHARED80, "block_reduce", 0x00D0, "@!P1 LDS R5, [R9.X4+0x200]",
        P(1, neg=True), "LDS", (), (R(5), Mem(R(9, suffixes=("X4",)), 0x200)),
    ),
    (
        SHARED90, "block_reduce", 0x00F0, "BAR.SYNC.DEFER_BLOCKING 0x0",
        None, "BAR", ("SYNC", "DEFER_BLOCKING"), (Imm(0),),
    ),
    (
        SHARED90, "histogram", 0x01A0, "UIADD3.X UR5, URZ, UR5, URZ, UP0, !UPT",
        None, "UIADD3", ("X",), (UR(5), URZ, UR(5), URZ, Pred(True, 0), Pred(True, None, neg=True)),
    ),
    (
        RDC, "misc", 0x0210, "MOV R20, 32@lo((misc + .L_x_0@srel))",
        None, "MOV", (), (R(20), Other("32@lo((misc + .L_x_0@srel))")),
    ),
    (
        RDC, "misc", 0x0520, "UMOV UR4, `($___ZZ4miscE7counter__55)",
        None, "UMOV", (), (UR(4), Other("`($___ZZ4miscE7counter__55)")),
    ),
    (
        RDC, "misc", 0x0690, "CALL.ABS.NOINC `(vprintf)",
        None, "CALL", ("ABS", "NOINC"), (Other("`(vprintf)"),),
    ),
    (  # an absolute return address awaiting relocation, not a branch target
        RDC, "_Z6helperf", 0x0010, "RET.ABS.NODEC R20 0x0",
        None, "RET", ("ABS", "NODEC"), (R(20), Imm(0)),
    ),
    (
        CONTROL100, "rowsum", 0x00B0, "LDCU.64 UR6, c[0x0][0x358]",
        None, "LDCU", ("64",), (UR(6), Const(0, 0x358)),
    ),
]


@pytest.mark.parametrize("name, fn, addr, text, guard, opcode, mods, operands", EXACT)
def test_exact_decoding(
    name: str,
    fn: str,
    addr: int,
    text: str,
    guard: Pred | None,
    opcode: str,
    mods: tuple[str, ...],
    operands: tuple[object, ...],
) -> None:
    i = at(function(name, fn), addr)
    assert (i.text, i.pred, i.opcode, i.mods, i.operands) == (text, guard, opcode, mods, operands)


def test_shfl_and_reductions() -> None:
    f = function("shared.sm_90.nvdisasm-c.sass", "block_reduce")
    shfl = [i for i in f.instructions if i.opcode == "SHFL"]
    assert [i.operands[3] for i in shfl] == [Imm(16), Imm(8), Imm(4), Imm(2), Imm(1)]
    assert all(i.mods == ("DOWN",) and i.operands[4] == Imm(0x1F) for i in shfl)
    h = function("shared.sm_90.nvdisasm-c.sass", "histogram")
    red = [i for i in h.instructions if i.opcode == "REDG"]
    assert [i.mods for i in red] == [("E", "ADD", "STRONG", "GPU"), ("E", "MAX", "S32", "STRONG", "GPU")]


def test_kernel_parameters_from_nv_info() -> None:
    (params,) = load("params.sm_90.nvdisasm.sass")
    # char, short, double, struct of three floats, two pointers
    assert params.params == ((0, 0, 1), (1, 2, 2), (2, 8, 8), (3, 16, 12), (4, 32, 8), (5, 40, 8))
    by_name = {f.name: f.params for f in load("mangled.sm_90.nvdisasm.sass")}
    assert by_name == {
        "_ZN3ops5scaleEifPf": ((0, 0, 4), (1, 4, 4), (2, 8, 8)),
        "_Z5saxpyifPKfPf": ((0, 0, 4), (1, 4, 4), (2, 8, 8), (3, 16, 8)),
        "_Z4addkIiEviT_PS0_": ((0, 0, 4), (1, 4, 4), (2, 8, 8)),
    }
    assert all(f.params is None for f in load("params.sm_90.nvdisasm-c.sass") + load("params.o.cuobjdump.sass"))


def test_host_object_with_two_architectures() -> None:
    sm80, sm100 = load("params.o.cuobjdump.sass")
    assert (sm80.arch, sm100.arch) == ("sm_80", "sm_100")
    assert sm80.instructions[0].text == "MOV R1, c[0x0][0x28]"
    assert sm100.instructions[0].text == "LDC R1, c[0x0][0x37c]"


def test_function_line_numbers() -> None:
    text = (SAMPLES / "elementwise.sm_90.cuobjdump.sass").read_text().split("\n")
    for f in load("elementwise.sm_90.cuobjdump.sass"):
        assert text[f.line - 1].strip() == f"Function : {f.name}"
    text = (SAMPLES / "mangled.sm_90.nvdisasm.sass").read_text().split("\n")
    for f in load("mangled.sm_90.nvdisasm.sass"):
        assert text[f.line - 1].split()[:2] == [".section", f".text.{f.name},\"ax\",@progbits"]


# --- layouts the samples do not show (hand-written around real lines) ------------


def test_lines_without_addresses_count_by_sixteen() -> None:
    real = (SAMPLES / "control.sm_90.nvdisasm-c.sass").read_text()
    stripped = re.sub(r"/\*[0-9a-f]{4}\*/", "", real)
    expected = [comparable(f) for f in load("control.sm_90.nvdisasm-c.sass")]
    assert [comparable(f) for f in parse_sass(stripped)] == expected


def test_dual_issue_braces() -> None:
    text = "\tFunction : k\n /*0008*/ { IADD R0, R1, R2 ;\n /*0010*/   S2R R3, SR_TID.X ; }\n"
    (f,) = parse_sass(text)
    assert [(i.addr, i.opcode, i.text) for i in f.instructions] == [
        (8, "IADD", "IADD R0, R1, R2"),
        (16, "S2R", "S2R R3, SR_TID.X"),
    ]


def test_function_and_labels_without_instructions() -> None:
    text = "\t.section .text.k,\"ax\",@progbits\nk:\n.L_x_0:\n"
    (f,) = parse_sass(text)
    assert (f.name, f.arch, f.instructions, f.params) == ("k", None, (), None)


OPERANDS = [
    ("[R2+-0x4]", Mem(R(2), -4)),
    ("[R2.64+UR4+0x4]", Mem(R(2, wide=True), 4, ubase=UR(4))),
    ("[UR4+0x8]", Mem(None, 8, ubase=UR(4))),
    ("[0x10]", Mem(None, 16)),
    ("desc[UR4][R2.64+0x10]", Mem(R(2, wide=True), 16, desc=UR(4))),
    ("c[0x3][R2+0x10]", Const(3, 16, R(2))),
    ("-c[0x0][0x164]", Const(0, 0x164, neg=True)),
    ("|c[0x0][0x164]|", Const(0, 0x164, abs=True)),
    ("~c[0x0][0x164]", Const(0, 0x164, bitnot=True)),
    ("cx[UR4][0x10]", Const(UR(4), 16)),
    ("c[0x0][0x164].H1_H1", Const(0, 0x164, suffixes=("H1_H1",))),
    ("c[0x0] [0x164].H0_H0", Const(0, 0x164, suffixes=("H0_H0",))),  # cuobjdump's sm_80 spelling
    ("|R3|.H1", R(3, abs=True, suffixes=("H1",))),
    ("|R3.H1|", R(3, abs=True, suffixes=("H1",))),
    ("R3.B1.reuse", R(3, suffixes=("B1",))),
    ("R255", R(255)),
    ("UR63", UR(63)),
    ("UP6", Pred(True, 6)),
    ("!UPT", Pred(True, None, neg=True)),
    ("SRZ", Special("SRZ")),
    ("SR_LANEID", Special("SR_LANEID")),
    ("-INF", FImm(-math.inf, "-INF")),
    ("0.5", FImm(0.5, "0.5")),
    ("12", Imm(12)),
    ("+0x10", Imm(16)),
    ("SB0", Other("SB0")),
    ("`(shared_buf)", Other("`(shared_buf)")),
    ("gdesc[UR4]", Other("gdesc[UR4]")),
]


@pytest.mark.parametrize("text, operand", OPERANDS)
def test_operand_grammar(text: str, operand: object) -> None:
    assert one(f"MOV R0, {text}").operands == (R(0), operand)


def test_nan_immediates_compare_equal() -> None:
    (x,) = one("FSEL R0, +QNAN").operands[1:]
    assert isinstance(x, FImm) and math.isnan(x.value) and math.copysign(1, x.value) == 1
    assert x == FImm(math.nan, "+QNAN") and hash(x) == hash(FImm(math.nan, "+QNAN"))
    assert math.copysign(1, one("FSEL R0, -QNAN").operands[1].value) == -1  # type: ignore[union-attr]
    assert FImm(0.0, "0") != FImm(-0.0, "0") and FImm(1.0, "1") != FImm(1.5, "1")


def test_decimal_immediates_are_float_in_float_opcodes_only() -> None:
    assert one("FMUL R9, R0, 16777216").operands[2] == FImm(16777216.0, "16777216")
    assert one("DADD R8, R4, 1").operands[2] == FImm(1.0, "1")
    assert one("IADD3 R0, R1, 12, RZ").operands[2] == Imm(12)


# --- errors -------------------------------------------------------------------

KPARAM = '\t.section .nv.info.k,"",@"SHT_CUDA_INFO"\n\t//----- nvinfo : EIATTR_KPARAM_INFO\n'
BAD = [
    ("\tFunction : f\n /*0000*/ MOV R300, R1 ;", 2, "register 'R300' out of range"),
    ("\tFunction : f\n /*0000*/ MOV UR64, R1 ;", 2, "out of range"),
    ("\tFunction : f\n /*0000*/ @P7 EXIT ;", 2, "bad guard predicate"),
    ("\tFunction : f\n /*0000*/ ISETP.GE.AND P7, PT, R0, R1, PT ;", 2, "cannot read operand 'P7'"),
    ("\tFunction : f\n /*0000*/ LDG.E R0, [R2.64 ;", 2, "cannot split operands"),
    ("\tFunction : f\n /*0000*/ MOV R0, R1, ;", 2, "cannot split operands"),
    ("\tFunction : f\n /*0000*/ MOV R0,, R1 ;", 2, "cannot split operands"),
    ("\tFunction : f\n /*0000*/ LDG.E R0, [R2+R3] ;", 2, "unexpected 'R3' in address"),
    ("\tFunction : f\n /*0000*/ LDG.E R0, [R2+4] ;", 2, "unexpected '4' in address"),
    ("\tFunction : f\n /*0000*/ LDC R0, c[R1][0x4] ;", 2, "bad constant bank"),
    ("\tFunction : f\n /*0000*/ LDC R0, c[zz][0x4] ;", 2, "bad constant bank"),
    ("\tFunction : f\n /*0000*/ MOV R0, 0xzz ;", 2, "cannot read operand '0xzz'"),
    ("\tFunction : f\n /*0000*/ MOV R0, 123456789012345678901234 ;", 2, "too long"),
    ("\tFunction : f\n\n /*0000*/ BRA `(.L_x_9) ;", 3, "undefined label '.L_x_9'"),
    ("\tFunction : f\n /*0000*/ mov R0, R1 ;", 2, "cannot read instruction"),
    ("\tFunction : f\n /*0000*/ MOV R0; R1 ;", 2, "cannot read instruction"),
    (" /*0000*/ MOV R0, R1 ;", 1, "unexpected text outside a function"),
    ("hello", 1, "unexpected text outside a function"),
    (".L_x_0:", 1, "label '.L_x_0' outside a function"),
    (KPARAM + " /*0000*/ .byte 0x04, 0x17\n", 2, "EIATTR_KPARAM_INFO has 2 bytes, expected 14"),
    (KPARAM + " .byte 0x104", 3, "does not fit"),
]


@pytest.mark.parametrize("text, line, message", BAD)
def test_errors_name_file_and_line(text: str, line: int, message: str) -> None:
    with pytest.raises(SassParseError) as info:
        parse_sass(text, "bad.sass")
    e = info.value
    assert (e.filename, e.line) == ("bad.sass", line)
    assert message in e.message
    assert str(e) == f"bad.sass:{line}: {e.message}"
    assert str(pickle.loads(pickle.dumps(e))) == str(e)


REAL_LINES = sorted(
    {line for p in SAMPLES.glob("*.sass") for line in p.read_text().split("\n")}
)
SASS_ALPHABET = st.sampled_from(
    list("RUPZ0123456789abcdefx.,;:[]|-+~!@`()$_ /*\t{}cdesSRTXYLHB=") + ["\n", "0x", "R2.64"]
)


def parses_or_raises_sass_error(text: str) -> None:
    try:
        parse_sass(text, "fuzz.sass")
    except SassParseError as e:
        assert e.filename == "fuzz.sass" and 1 <= e.line <= text.count("\n") + 1


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=300))
def test_fuzz_random_text(text: str) -> None:
    parses_or_raises_sass_error(text)


@settings(max_examples=300, deadline=None)
@given(st.lists(SASS_ALPHABET, max_size=120).map("".join))
def test_fuzz_sass_like_text(text: str) -> None:
    parses_or_raises_sass_error("\tFunction : f\n" + text)


@st.composite
def mutated_lines(draw: st.DrawFn) -> str:
    lines = draw(st.lists(st.sampled_from(REAL_LINES), min_size=1, max_size=8))
    out = []
    for line in lines:
        for _ in range(draw(st.integers(0, 3))):
            pos = draw(st.integers(0, len(line)))
            action = draw(st.sampled_from(["insert", "delete", "replace"]))
            piece = draw(SASS_ALPHABET)
            if action == "insert":
                line = line[:pos] + piece + line[pos:]
            elif action == "delete":
                line = line[:pos] + line[pos + 1 :]
            else:
                line = line[:pos] + piece + line[pos + 1 :]
        out.append(line)
    return "\n".join(out)


@settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    mutated_lines(),
    st.sampled_from(["", "\tFunction : f\n", '\t.section .text.f,"ax",@progbits\n', KPARAM]),
)
def test_fuzz_mutated_real_lines(body: str, context: str) -> None:
    parses_or_raises_sass_error(context + body)


def test_pathological_lines_are_fast() -> None:
    lines = [
        "/*0000*/ IMAD " + " " * 20000 + "{",
        "/*0000*/ IMAD R0" + ".a" * 10000 + "!",
        "/*0000*/ FMUL R0, " + "1" * 20000 + "x",
        "/*0000*/ X " + "a " * 10000 + "{",
    ]
    for line in lines:
        start = time.perf_counter()
        with pytest.raises(SassParseError):
            parse_sass("\tFunction : f\n" + line)
        assert time.perf_counter() - start < 0.5


def test_parsing_two_thousand_instructions_is_fast() -> None:
    names = ["misc.sm_90.cuobjdump.sass", "elementwise.sm_90.cuobjdump.sass", "shared.sm_90.cuobjdump.sass"]
    texts = [(SAMPLES / n).read_text() for n in names]
    text = "\n".join(texts * 6)
    assert sum(len(f.instructions) for f in parse_sass(text)) >= 2000
    best = math.inf
    for _ in range(5):
        start = time.process_time()
        parse_sass(text)
        best = min(best, time.process_time() - start)
    assert best < 0.1


# --- names ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "symbol, name",
    [
        ("_Z5saxpyifPKfPf", "saxpy"),
        ("saxpy", "saxpy"),
        ("_ZN3foo3barEv", "foo::bar"),
        ("_ZN3ops5scaleEifPf", "ops::scale"),
        ("_Z4addkIiEviT_PS0_", "addk"),
        ("_ZN3ops4addkIiEEviT_PS1_", "ops::addk"),
        ("_ZN3ops4addkI3FooEEvT_", "ops::addk"),
        ("_Z4tileILi16ELi3EEvPf", "tile"),
        ("_ZN1a4tileILi16EEEvv", "a::tile"),
        ("_ZL6helperv", "helper"),
        ("_ZN12_GLOBAL__N_16kernelEv", "(anonymous namespace)::kernel"),
        ("_ZNSt6vectorIiSaIiEE9push_backEv", "std::vector::push_back"),
        ("_ZNK3Foo3getEv", "Foo::get"),
        ("$misc$_Z6helperf", "$misc$_Z6helperf"),
        ("_Z", "_Z"),
        ("_Z99short", "_Z99short"),
        ("_ZN3foo", "_ZN3foo"),
        ("_Z999999999999x", "_Z999999999999x"),
        ("", ""),
    ],
)
def test_demangle_name(symbol: str, name: str) -> None:
    assert demangle_name(symbol) == name


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("_ZNLIEKSt0123456789abcvifP")), max_size=40))
def test_demangle_name_never_raises(symbol: str) -> None:
    assert isinstance(demangle_name(symbol), str)


def test_block_level_operand_forms_in_real_sass() -> None:
    """tests/data/sass_block: scaled and uniform shared addresses, shuffle literals and registers,
    negated vote predicates, and the CAS address printed without .64."""
    path = SAMPLES.parent / "sass_block" / "block.sm_80.nvdisasm-c.sass"
    texts = {i.text: i for f in parse_sass(path.read_text(), path.name) for i in f.instructions}
    assert texts["STS.128 [R19.X16+0xe00], R4"].operands == (Mem(R(19, suffixes=("X16",)), 0xE00), R(4))
    assert texts["SHFL.UP PT, R9, R4, R19, 0x1800"].operands == (PT, R(9), R(4), R(19), Imm(0x1800))
    assert texts["SHFL.UP P0, R10, R11, 0x2, RZ"].operands == (P(0), R(10), R(11), Imm(2), RZ)
    assert texts["VOTE.ANY P0, !P0"].operands == (P(0), P(0, neg=True))
    assert texts["ATOMG.E.CAS.STRONG.GPU PT, R4, [R8+0x18], R2, R3"].operands == (
        PT, R(4), Mem(R(8), 0x18), R(2), R(3))
    assert texts["REDUX.SUM.S32 UR6, R2"].operands == (UR(6), R(2))
    path = SAMPLES.parent / "sass_block" / "block.sm_90.nvdisasm-c.sass"
    texts = {i.text: i for f in parse_sass(path.read_text(), path.name) for i in f.instructions}
    assert texts["LDS.U8 R17, [R17+UR5]"].operands == (R(17), Mem(R(17), 0, ubase=UR(5)))
    assert texts["BAR.SYNC.DEFER_BLOCKING 0x0"].operands == (Imm(0),)
