"""semantics/isa/sass/subroutine.py on the real nvcc output of tests/data/corpus/kernels/ieee_div.cu."""
from dataclasses import replace
from pathlib import Path

from semantics.isa.sass.parser import Mem, Reg, parse_sass
from semantics.isa.sass.subroutine import body_at

SASS = Path(__file__).resolve().parents[4] / "tests" / "data" / "corpus" / "sass" / "ieee_div.sm_90.sass"


def vdiv():
    return next(f for f in parse_sass(SASS.read_text()) if f.name == "vdiv").instructions


def test_the_body_runs_to_its_ret_which_becomes_a_nop():
    code = vdiv()
    call = next(ins for ins in code if ins.opcode == "CALL")
    body = body_at(code, call.operands[0].addr)
    assert body.instructions[0].addr == call.operands[0].addr
    assert body.instructions[-1].opcode == "NOP" and body.instructions[-1].addr == body.ret.addr
    assert body.ret.opcode == "RET" and isinstance(body.return_register, Reg)
    assert all(ins.opcode not in ("RET", "EXIT") for ins in body.instructions)


def test_no_body_where_it_is_not_pure_register_code():
    code = vdiv()
    call = next(ins for ins in code if ins.opcode == "CALL")
    entry = call.operands[0].addr
    assert body_at(code, entry + 8) is None  # not an instruction address
    assert body_at(code, code[0].addr) is None  # the kernel itself: memory, EXIT
    k = next(i for i, ins in enumerate(code) if ins.addr == entry)
    with_load = code[:k] + (replace(code[k], operands=code[k].operands[:-1] + (Mem(Reg(False, 2, wide=True), 0),)),) \
        + code[k + 1:]
    assert body_at(with_load, entry) is None
