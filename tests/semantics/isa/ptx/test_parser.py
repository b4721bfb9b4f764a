"""Tests for the PTX text parser.

The .ptx files under tests/data/corpus/ptx and tests/data/ptx_samples are
unedited `nvcc -ptx -O3` output (see the regen.sh next to them).  The small
hand-written modules below exist only to pin down one construct or error path.
"""
from __future__ import annotations

import re
import struct
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from semantics.isa.ptx.ast import (
    Addr,
    FImm,
    Guard,
    Imm,
    Module,
    Not,
    Param,
    PredPair,
    PtxParseError,
    Reg,
    RegDecl,
    Special,
    Sym,
    Variable,
    Vec,
)
from semantics.isa.ptx.parser import parse_ptx

DATA = Path(__file__).resolve().parents[3] / "data"
CORPUS_PTX = sorted((DATA / "corpus" / "ptx").glob("*.ptx"))
SAMPLES = sorted((DATA / "ptx_samples").glob("*.ptx"))

HEADER = ".version 9.0\n.target sm_90\n.address_size 64\n"


def kernel(body: str, regs: str = ".reg .pred %p<3>;\n.reg .b32 %r<10>;\n.reg .f32 %f<5>;\n.reg .b64 %rd<5>;\n",
           params: str = ".param .u64 k_param_0") -> str:
    """A one-kernel module around `body` (the kernel header is on line 4, the body starts on line 6)."""
    return f"{HEADER}.visible .entry k({params})\n{{\n{regs}{body}\n}}\n"


def one(body: str, **kw):
    """The single instruction of a kernel whose body is `body`."""
    fn = parse_ptx(kernel(body, **kw)).functions[0]
    assert len(fn.instructions) == 1
    return fn.instructions[0]


def operands(body: str, **kw):
    return one(body, **kw).operands


def error(text: str) -> PtxParseError:
    with pytest.raises(PtxParseError) as info:
        parse_ptx(text, "t.ptx")
    assert info.value.filename == "t.ptx"
    return info.value


def f64(x: float) -> int:
    return struct.unpack("<Q", struct.pack("<d", x))[0]


# -- module structure ----------------------------------------------------------------------------------------


def test_saxpy_module_exactly():
    text = (DATA / "corpus" / "ptx" / "saxpy.sm_90.ptx").read_text()
    m = parse_ptx(text)
    assert (m.version, m.target, m.address_size, m.variables) == ("9.0", "sm_90", 64, [])
    [fn] = m.functions
    assert (fn.name, fn.entry, fn.returns, fn.directives, fn.variables) == ("saxpy", True, [], {}, [])
    assert fn.line == text.splitlines().index(".visible .entry saxpy(") + 1
    assert fn.params == [
        Param("saxpy_param_0", "u32", 4, 4, 0),
        Param("saxpy_param_1", "f32", 4, 4, 4),
        Param("saxpy_param_2", "u64", 8, 8, 8),
        Param("saxpy_param_3", "u64", 8, 8, 16),
    ]
    assert fn.regs == {
        **{f"%p{i}": RegDecl("pred", 1) for i in range(2)},
        **{f"%f{i}": RegDecl("f32", 32) for i in range(5)},
        **{f"%r{i}": RegDecl("b32", 32) for i in range(6)},
        **{f"%rd{i}": RegDecl("b64", 64) for i in range(8)},
    }
    assert len(fn.instructions) == 20
    assert [i.addr for i in fn.instructions] == list(range(20))
    assert fn.labels == {"$L__BB0_2": 19}
    first, guarded, last = fn.instructions[0], fn.instructions[9], fn.instructions[19]
    assert (first.opcode, first.mods, first.operands, first.pred, first.text) == (
        "ld", ("param", "u32"), (Reg("%r2"), Addr(Sym("saxpy_param_0"), 0)), None, "ld.param.u32 %r2, [saxpy_param_0]")
    assert text.splitlines()[first.line - 1].strip().startswith("ld.param.u32")
    assert (guarded.opcode, guarded.pred, guarded.operands, guarded.text) == (
        "bra", Guard(Reg("%p1"), False), (Sym("$L__BB0_2"),), "@%p1 bra $L__BB0_2")
    assert fn.instructions[4].operands == (Reg("%r3"), Special("%ctaid.x"))
    assert fn.instructions[7].mods == ("lo", "s32")
    assert (last.opcode, last.mods, last.operands) == ("ret", (), ())


def test_target_options_comments_and_debug_directives():
    text = (
        "// header\n.version 8.5\n.target sm_90a, debug /* block\ncomment */\n.address_size 64\n"
        ".visible .entry k()\n{\n.reg .b32 %r<2>;\n.loc 1 2 0\n$L__func_begin0:\n"
        "\tmov.u32 %r1, /* inline */ 7; // trailing\n\t.loc 1 3 5, function_name $L__info_string0\n\tret;\n}\n"
        '\t.file 1 "/src//x.cu", 1700000000, 120\n'
        "\t.section .debug_info\n\t{\n.b32 289\n.b64 $L__func_begin0\n\t}\n"
    )
    m = parse_ptx(text)
    assert (m.version, m.target) == ("8.5", "sm_90a")
    [fn] = m.functions
    assert fn.params == [] and fn.labels == {"$L__func_begin0": 0}
    mov, ret = fn.instructions
    assert (mov.text, mov.operands, mov.line) == ("mov.u32 %r1, 7", (Reg("%r1"), Imm(7)), 11)
    assert (ret.line, ret.addr) == (13, 1)


def test_address_size_defaults_to_32():
    assert parse_ptx(".version 9.0\n.target sm_90\n").address_size == 32


def test_func_with_return_params_prototype_and_call():
    text = (HEADER
            + ".extern .func (.param .b32 func_retval0) vprintf\n(\n.param .b64 a,\n.param .b64 b\n)\n;\n"
            + ".func (.param .b32 func_retval0) _Z1ff(\n.param .b32 _Z1ff_param_0\n)\n{\n.reg .f32 %f<2>;\n"
            + "ld.param.f32 %f1, [_Z1ff_param_0];\nst.param.f32 [func_retval0+0], %f1;\nret;\n}\n"
            + ".visible .entry k(.param .u64 k_param_0)\n{\n.reg .f32 %f<3>;\n"
            + "{ // callseq 0, 0\n.reg .b32 temp_param_reg;\n.param .b32 param0;\nst.param.f32 [param0+0], %f1;\n"
            + ".param .b32 retval0;\ncall.uni (retval0), \n_Z1ff, \n(\nparam0\n);\n"
            + "ld.param.f32 %f2, [retval0+0];\n} // callseq 0\nret;\n}\n")
    m = parse_ptx(text)
    func, k = m.functions
    assert [f.name for f in m.functions] == ["_Z1ff", "k"]  # the vprintf prototype is not stored
    assert (func.entry, func.line) == (False, 10)
    assert func.returns == [Param("func_retval0", "b32", 4, 4, 0)]
    assert func.params == [Param("_Z1ff_param_0", "b32", 4, 4, 0)]
    assert k.regs["temp_param_reg"] == RegDecl("b32", 32)
    assert k.variables == [Variable("param0", "param", "b32", 4, 4), Variable("retval0", "param", "b32", 4, 4)]
    call = k.instructions[1]
    assert (call.opcode, call.mods) == ("call", ("uni",))
    assert call.operands == (Vec((Sym("retval0"),)), Sym("_Z1ff"), Vec((Sym("param0"),)))
    assert call.text == "call.uni (retval0), _Z1ff, ( param0 )"
    assert call.line == 27


def test_call_with_empty_argument_list_and_prototype_label():
    body = ("prototype_0 : .callprototype (.param .b32 _) _ (.param .b32 _);\n"
            "call (%r1), %rd1, (), prototype_0;")
    fn = parse_ptx(kernel(body)).functions[0]
    assert fn.labels == {}
    assert fn.instructions[0].operands == (Vec((Reg("%r1"),)), Reg("%rd1"), Vec(()), Sym("prototype_0"))


# -- parameters and declarations --------------------------------------------------------------------------


def test_param_layout_alignment_and_attributes():
    params = (".param .u8 a, .param .align 8 .b8 b[16], .param .u16 c, .param .u64 .ptr .global .align 4 d, "
              ".param .f64 e, .param .b32 f[3]")
    fn = parse_ptx(kernel("ret;", params=params)).functions[0]
    assert fn.params == [
        Param("a", "u8", 1, 1, 0),
        Param("b", "b8", 16, 8, 8, 16),
        Param("c", "u16", 2, 2, 24),
        Param("d", "u64", 8, 8, 32),  # `.ptr ... .align 4` is the pointee's alignment, not the parameter's
        Param("e", "f64", 8, 8, 40),
        Param("f", "b32", 12, 4, 48, 3),
    ]


@pytest.mark.parametrize("type_, width", [
    ("pred", 1), ("b8", 8), ("u8", 8), ("s8", 8), ("b16", 16), ("u16", 16), ("s16", 16), ("f16", 16),
    ("bf16", 16), ("b32", 32), ("u32", 32), ("s32", 32), ("f32", 32), ("f16x2", 32), ("bf16x2", 32),
    ("b64", 64), ("u64", 64), ("s64", 64), ("f64", 64), ("b128", 128),
])
def test_register_widths(type_, width):
    fn = parse_ptx(kernel("ret;", regs=f".reg .{type_} %x<2>;\n")).functions[0]
    assert fn.regs == {"%x0": RegDecl(type_, width), "%x1": RegDecl(type_, width)}


def test_register_lists_scopes_and_redeclaration_with_same_type():
    regs = ".reg .f32 %f1, %f2;\n.reg .b32 %r<1>, %q<2>;\n{\n.reg .b32 %t;\n}\n{\n.reg .b32 %t;\n}\n.reg .b64 %z<0>;\n"
    fn = parse_ptx(kernel("ret;", regs=regs)).functions[0]
    assert list(fn.regs) == ["%f1", "%f2", "%r0", "%q0", "%q1", "%t"]


def test_variables_module_and_function_level():
    text = (HEADER + ".extern .shared .align 16 .b8 dyn[];\n.global .align 4 .u32 g = 5;\n"
            + ".const .align 8 .b8 tab[4][8] = {1, 0, 0, 0, 2};\n.global .align 8 .u64 ptrs[2] = {generic(g), g};\n"
            + ".visible .global .v4 .f32 vv[2], w;\n"
            + ".visible .entry k()\n.maxntid 256, 1, 1\n.minnctapersm 2\n.maxnreg 64\n.pragma \"nounroll\";\n{\n"
            + ".shared .align 4 .b8 _ZZ4tileE4smem[1024];\n.local .align 8 .b8 __local_depot0[8];\nret;\n}\n")
    m = parse_ptx(text)
    assert m.variables == [
        Variable("dyn", "shared", "b8", 0, 16),
        Variable("g", "global", "u32", 4, 4),
        Variable("tab", "const", "b8", 32, 8),
        Variable("ptrs", "global", "u64", 16, 8),
        Variable("vv", "global", "f32", 32, 16),
        Variable("w", "global", "f32", 16, 16),
    ]
    [fn] = m.functions
    assert fn.variables == [Variable("_ZZ4tileE4smem", "shared", "b8", 1024, 4),
                            Variable("__local_depot0", "local", "b8", 8, 8)]
    assert fn.directives == {"maxntid": (256, 1, 1), "minnctapersm": (2,), "maxnreg": (64,)}


def test_reqntid_and_noreturn_directives():
    text = HEADER + ".func f() .noreturn\n{\nret;\n}\n.entry k() .reqntid 32, 4\n{\nret;\n}\n"
    f, k = parse_ptx(text).functions
    assert (f.directives, k.directives, f.params) == ({"noreturn": ()}, {"reqntid": (32, 4)}, [])


def test_labels_pragmas_and_nested_scopes():
    body = ("$L__BB0_1:\n.pragma \"nounroll\";\nadd.s32 %r1, %r1, 1;\n{\n// begin inline asm\n"
            "{add.f32 %f1,%f2,%f3;\n}\n}\n@!%p1 bra $L__BB0_1;\n$L__BB0_9:")
    fn = parse_ptx(kernel(body)).functions[0]
    assert fn.labels == {"$L__BB0_1": 0, "$L__BB0_9": 3}
    assert [i.text for i in fn.instructions] == ["add.s32 %r1, %r1, 1", "add.f32 %f1,%f2,%f3", "@!%p1 bra $L__BB0_1"]
    assert fn.instructions[2].pred == Guard(Reg("%p1"), True)


# -- opcodes and operands ----------------------------------------------------------------------------------


@pytest.mark.parametrize("written, opcode, mods", [
    ("ld.global.nc.v2.f32 {%f1, %f2}, [%rd1]", "ld", ("global", "nc", "v2", "f32")),
    ("mad.lo.s32 %r1, %r2, %r3, %r4", "mad", ("lo", "s32")),
    ("setp.ge.s32 %p1, %r1, %r2", "setp", ("ge", "s32")),
    ("cvt.rn.f32.s32 %f1, %r1", "cvt", ("rn", "f32", "s32")),
    ("shfl.sync.bfly.b32 %r1, %r2, 1, 31, -1", "shfl", ("sync", "bfly", "b32")),
    ("bar.sync 0", "bar", ("sync",)),
    ("mov.u32 %r1, %r2", "mov", ("u32",)),
    ("fma.rn.ftz.f32 %f1, %f2, %f3, %f4", "fma", ("rn", "ftz", "f32")),
    ("cvta.to.global.u64 %rd1, %rd2", "cvta", ("to", "global", "u64")),
    ("ld.shared::cta.u32 %r1, [%r2]", "ld", ("shared::cta", "u32")),
    ("exit", "exit", ()),
])
def test_opcode_and_modifiers(written, opcode, mods):
    ins = one(written + ";")
    assert (ins.opcode, ins.mods, ins.text) == (opcode, mods, written)


def test_whitespace_in_text_is_normalized():
    assert one("\tmad.lo.s32 \t%r1,\t%r2,   %r3,\n   %r4 ;").text == "mad.lo.s32 %r1, %r2, %r3, %r4"


@pytest.mark.parametrize("name", [
    "%tid.x", "%tid.y", "%tid.z", "%ntid.y", "%ctaid.z", "%nctaid.x", "%laneid", "%warpid", "%nwarpid", "%smid",
    "%clock", "%clock64", "%globaltimer", "%lanemask_eq", "%lanemask_lt", "%envreg3", "%cluster_ctaid.x",
])
def test_special_registers(name):
    assert operands(f"mov.u32 %r1, {name};") == (Reg("%r1"), Special(name))


def test_declared_register_shadows_special_name():
    assert operands("mov.u32 %clock, %r1;", regs=".reg .b32 %clock, %r1;\n") == (Reg("%clock"), Reg("%r1"))


@pytest.mark.parametrize("literal, value", [
    ("0", 0), ("42", 42), ("-1", -1), ("0x1F", 31), ("0XfF", 255), ("0b101", 5), ("017", 15), ("12U", 12),
    ("0xFFFFFFFFFFFFFFFF", 2**64 - 1), ("-0x80000000", -(2**31)), ("0U", 0),
])
def test_integer_literals(literal, value):
    assert operands(f"add.s32 %r1, %r2, {literal};")[2] == Imm(value)


@pytest.mark.parametrize("literal, imm", [
    ("0f3F800000", FImm(0x3F800000, 32)),
    ("0F7fC00000", FImm(0x7FC00000, 32)),
    ("0d3FF0000000000000", FImm(0x3FF0000000000000, 64)),
    ("0D4008000000000000", FImm(0x4008000000000000, 64)),
    ("1.5", FImm(f64(1.5), 64)),
    ("1e3", FImm(f64(1000.0), 64)),
    ("-2.5e-1", FImm(f64(-0.25), 64)),
    ("4.", FImm(f64(4.0), 64)),
])
def test_float_literals(literal, imm):
    assert operands(f"add.f32 %f1, %f2, {literal};")[2] == imm


@pytest.mark.parametrize("written, addr", [
    ("[%rd1]", Addr(Reg("%rd1"), 0)),
    ("[%rd1+8]", Addr(Reg("%rd1"), 8)),
    ("[%rd1+-4]", Addr(Reg("%rd1"), -4)),
    ("[%rd1-4]", Addr(Reg("%rd1"), -4)),
    ("[%rd1+0x10]", Addr(Reg("%rd1"), 16)),
    ("[k_param_0]", Addr(Sym("k_param_0"), 0)),
    ("[smem+16]", Addr(Sym("smem"), 16)),
    ("[0x100]", Addr(None, 256)),
])
def test_addresses(written, addr):
    assert operands(f"ld.global.u32 %r1, {written};") == (Reg("%r1"), addr)


def test_vectors_with_sink():
    assert operands("ld.global.v4.f32 {%f1, _, %f3, %f4}, [%rd1];")[0] == Vec(
        (Reg("%f1"), Sym("_"), Reg("%f3"), Reg("%f4")))
    assert operands("st.global.v2.f32 [%rd1+8], {%f1, %f2};") == (
        Addr(Reg("%rd1"), 8), Vec((Reg("%f1"), Reg("%f2"))))


def test_negated_predicate_and_predicate_pair():
    assert operands("selp.b32 %r1, %r2, %r3, !%p1;")[3] == Not(Reg("%p1"))
    assert operands("setp.lt.s32 %p1|%p2, %r1, %r2;")[0] == PredPair(Reg("%p1"), Reg("%p2"))
    assert operands("shfl.sync.down.b32 %r1|%p1, %r2, 16, 31, -1;") == (
        PredPair(Reg("%r1"), Reg("%p1")), Reg("%r2"), Imm(16), Imm(31), Imm(-1))


def test_symbols():
    assert operands("mov.u64 %rd1, __local_depot0;") == (Reg("%rd1"), Sym("__local_depot0"))
    assert operands("mov.u64 %rd1, $str;") == (Reg("%rd1"), Sym("$str"))


# -- errors ------------------------------------------------------------------------------------------------


def test_missing_semicolon_names_the_instruction_line():
    e = error(kernel("add.s32 %r1, %r2, %r3\nret;"))
    assert e.line == 10 and "add.s32" in e.message and "';'" in e.message


def test_missing_semicolon_before_closing_brace():
    e = error(kernel("mov.u32 %r1, 0;\nret"))
    assert e.line == 11 and "'ret'" in e.message and "';'" in e.message


def test_unterminated_body_points_at_its_brace():
    e = error(HEADER + ".visible .entry k()\n{\n.reg .b32 %r<2>;\nmov.u32 %r1, 0;\n{\n")
    assert e.line == 5 and "body of k" in e.message


@pytest.mark.parametrize("literal", ["0x", "09", "0b12", "12abc", "0f3F80", "0d3FF0", "-0f3F800000",
                                     "0x10000000000000000"])
def test_bad_literal(literal):
    e = error(kernel(f"mov.u32 %r1, 0;\nadd.s32 %r1, %r2, {literal};"))
    assert e.line == 11 and "add.s32" in e.message


def test_undeclared_registers_are_named_together_at_first_use():
    e = error(kernel("mov.u32 %r1, 0;\nadd.s32 %r1, %r77, %r99;\n@%p7 bra $L;\nmov.u32 %r77, 1;"))
    assert e.line == 11
    assert "%r77" in e.message and "%r99" in e.message and "%p7" in e.message


def test_register_declared_with_two_types():
    e = error(kernel("ret;", regs=".reg .b32 %r<3>;\n{\n.reg .f32 %r2;\n}\n"))
    assert e.line == 8 and "%r2" in e.message


@pytest.mark.parametrize("text, line, words", [
    (HEADER + ".visible .entry k()\n{\nret;\n}\n/* open", 8, ["comment"]),
    (HEADER + ".visible .entry k()\n{\n# ret;\n}\n", 6, ["'#'"]),
    (HEADER + ".bogus 1\n", 4, [".bogus"]),
    (HEADER + ".visible .entry k()\n{\n.bogus;\n}\n", 6, [".bogus"]),
    (HEADER + ".visible .entry k()\n{\n$L1:\n$L1:\nret;\n}\n", 7, ["$L1"]),
    (".target sm_90\n", 1, [".version"]),
    (".version 9.0\n", 1, [".target"]),
    (HEADER + ".visible .entry k(.param .u32 a, .param b)\n{\nret;\n}\n", 4, ["type"]),
    (HEADER + ".visible .entry k(.param .align 3 .b8 a[4])\n{\nret;\n}\n", 4, [".align 3"]),
    (HEADER + ".visible .entry k()\n{\n.reg .v4 .f32 %v<2>;\nret;\n}\n", 6, ["vector"]),
    (HEADER + ".visible .entry k()\n{\n$L__BB0_1 ret;\n}\n", 6, ["$L__BB0_1"]),
    (HEADER + ".visible .entry k()\n{\n.reg .b32 %r<2>;\nmov.u32 %r1, %laneid.x;\n}\n", 7, ["%laneid.x"]),
    (HEADER + ".visible .entry k()\n{\n.reg .b32 %r<2>;\nld.global.u32 %r1, [%tid.x];\n}\n", 7, ["address"]),
    (HEADER + ".visible .entry k()\n{\n.reg .b32 %r<2>;\nmov.b64 %r1, {%r0, %r1;\n}\n", 7, ["mov.b64"]),
    (HEADER + ".visible .entry k()\n{\nret;\n}\n.visible .entry k()\n{\nret;\n}\n", 8, ["twice"]),
    (HEADER + ".global .u32 g = 5\n.visible .entry k()\n{\nret;\n}\n", 4, ["initializer"]),
    (HEADER + ".visible .entry k()\n{\n.reg .b32 %r<99999999>;\n}\n", 6, ["too large"]),
])
def test_malformed_input(text, line, words):
    e = error(text)
    assert e.line == line, e
    for w in words:
        assert w in e.message, e
    assert str(e).startswith(f"t.ptx:{line}: ")


# -- fuzzing: any text gives a Module or a PtxParseError -----------------------------------------------------

_PTX_ALPHABET = st.sampled_from(list("%.$_;,{}()[]<>:@!|+-=/* \n\t\"0123456789abcdefxrpdU")
                                + [".reg ", ".b32 ", ".entry ", ".func ", ".param ", ".version 9.0\n",
                                   ".target sm_90\n", "%r1", "%p1", "%tid.x", "0f3F800000", "mov.u32 ",
                                   "ld.global.f32 ", "$L1", "//", "/*", "*/", "<6>", ".shared ", ".align 4 "])
_SAMPLE_TEXTS = [p.read_text() for p in SAMPLES]


def _parses_or_refuses(text: str) -> None:
    try:
        assert isinstance(parse_ptx(text, "fuzz.ptx"), Module)
    except PtxParseError as e:
        assert e.filename == "fuzz.ptx" and (e.line is None or 1 <= e.line <= text.count("\n") + 1)


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(st.lists(_PTX_ALPHABET, max_size=80).map("".join))
def test_fuzz_random_text(text):
    _parses_or_refuses(text)


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(st.sampled_from(_SAMPLE_TEXTS), st.integers(0, 10**6), st.integers(0, 10**6), st.text(max_size=8))
def test_fuzz_truncated_and_spliced_samples(text, a, b, insert):
    a, b = sorted((a % (len(text) + 1), b % (len(text) + 1)))
    _parses_or_refuses(text[:a])
    _parses_or_refuses(text[:a] + insert + text[b:])


# -- real nvcc output --------------------------------------------------------------------------------------


def _check_real_module(path: Path) -> Module:
    """Invariants any nvcc module satisfies: targets exist, parameters are the kernel's own."""
    text = path.read_text()
    m = parse_ptx(text, str(path))
    assert m.address_size == 64 and m.target == "sm_" + re.search(r"^\.target sm_(\w+)", text, re.M)[1]
    entries = re.findall(r"^\.visible \.entry (\S+?)\(", text, re.M)
    assert [f.name for f in m.functions if f.entry] == entries
    names = {f.name for f in m.functions} | set(re.findall(r"^\.extern \.func .*?(\S+)$", text, re.M))
    for fn in m.functions:
        assert [p.name for p in fn.params] == [f"{fn.name}_param_{i}" for i in range(len(fn.params))]
        declared = ({p.name for p in fn.params + fn.returns} | {v.name for v in fn.variables + m.variables})
        for ins in fn.instructions:
            if ins.opcode == "bra":
                assert ins.operands[0].name in fn.labels, ins
            if ins.opcode == "call":
                target = ins.operands[1]
                assert isinstance(target, Reg) or target.name in names, ins
            for op in ins.operands:
                if isinstance(op, Addr) and isinstance(op.base, Sym):
                    assert op.base.name in declared, ins
            assert ".".join((ins.opcode, *ins.mods)) in re.split(r"[\s{;]+", text.splitlines()[ins.line - 1]), ins
        assert all(0 <= a <= len(fn.instructions) for a in fn.labels.values())
    return m


@pytest.mark.parametrize("path", CORPUS_PTX, ids=lambda p: p.name)
def test_corpus_ptx_parses(path):
    m = _check_real_module(path)
    assert m.functions and all(f.params for f in m.functions)


def test_corpus_ptx_covers_every_kernel_and_arch():
    kernels = sorted(p.stem for p in (DATA / "corpus" / "kernels").glob("*.cu"))
    assert sorted(p.name for p in CORPUS_PTX) == sorted(f"{k}.sm_{a}.ptx" for k in kernels for a in (80, 90, 100))
    for path in CORPUS_PTX:  # the kernels are those of the committed SASS of the same arch
        sass = (DATA / "corpus" / "sass" / path.name.replace(".ptx", ".sass")).read_text()
        assert {f.name for f in parse_ptx(path.read_text()).functions} == set(re.findall(r"Function : (\S+)", sass))


@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.name)
def test_samples_parse(path):
    _check_real_module(path)


def test_samples_cover_the_constructs():
    assert {p.stem for p in SAMPLES} == {p.stem for p in (DATA / "ptx_samples").glob("*.cu")}
    mods = {p.stem: parse_ptx(p.read_text()) for p in SAMPLES}
    ins = {stem: [i for f in m.functions for i in f.instructions] for stem, m in mods.items()}

    def has(stem, opcode, *mods_):
        return any(i.opcode == opcode and set(mods_) <= set(i.mods) for i in ins[stem])

    reduce_fn = mods["shared_reduce"].functions[0]
    assert reduce_fn.directives == {"maxntid": (256, 1, 1)}
    assert reduce_fn.variables == [Variable("_ZZ13shared_reduceE4tile", "shared", "b8", 1024, 4)]
    assert has("shared_reduce", "bar", "sync") and has("shared_reduce", "ld", "shared", "f32")
    assert any(a < i.addr for i in ins["shared_reduce"] if i.opcode == "bra"
               for a in [reduce_fn.labels[i.operands[0].name]])  # a backward branch: the loop
    assert has("warp_sum", "shfl", "sync", "down", "b32") and has("warp_sum", "atom", "global", "add", "u32")
    assert any(isinstance(i.operands[0], PredPair) for i in ins["warp_sum"] if i.opcode == "shfl")
    assert any(isinstance(op, Vec) and len(op.elems) == 4 for i in ins["float4_copy"] if i.opcode == "ld"
               for op in i.operands)
    poly, devcall = mods["devcall"].functions
    assert (poly.entry, poly.returns) == (False, [Param("func_retval0", "b32", 4, 4, 0)])
    assert has("devcall", "call", "uni")
    assert has("half_add", "add", "f16") and has("half_add", "add", "f16x2")
    assert has("double_math", "div", "rn", "f64") and has("double_math", "ex2", "approx", "f32")
    assert has("double_math", "sqrt", "rn", "f32") and has("double_math", "div", "rn", "f32")
    assert has("int64_math", "div", "s64") and has("int64_math", "mul", "lo", "s64")
    assert [v.name for v in mods["int64_math"].variables] == ["bias", "counter"]
    assert mods["dyn_shared"].variables == [Variable("dyn", "shared", "b8", 0, 16)]
    assert has("funcptr", "call") and any(f.name == "funcptr" for f in mods["funcptr"].functions)
