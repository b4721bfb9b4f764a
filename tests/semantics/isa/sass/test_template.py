"""semantics/isa/sass/template.py: the helpers the lowerings recognize ptxas's sequences with."""
from equiv import terms as T
from semantics.isa.sass import template
from semantics.isa.sass.arch import ARCHS
from semantics.isa.sass.parser import Reg
from semantics.simt import KernelEnv, ThreadState


def test_lines_are_parsed_once_per_sequence():
    lines = ("IADD3 R1, R0, 0x1, RZ", "@P0 IADD3 R1, R1, 0x1, RZ")
    assert template.code(lines) is template.code(lines)
    assert [i.opcode for i in template.code(lines)] == ["IADD3", "IADD3"]


def test_a_sequence_runs_under_the_reach_and_its_predicates():
    x, reach = T.var("x", T.BV(32)), T.var("reach", T.BOOL)
    machine = ThreadState(KernelEnv(ARCHS["sm_90"], None, {}, []))
    code = template.code(("ISETP.NE.AND P0, PT, R0, RZ, PT", "IADD3 R1, R0, 0x1, RZ", "@P0 IADD3 R1, R1, 0x1, RZ"))
    scratch = template.run(machine, code, {0: x}, reach)
    ne = T.not_(T.eq(x, T.bv(0, 32)))
    assert scratch.read(Reg(False, 1)) is T.ite(ne, T.add(x, T.bv(2, 32)), T.add(x, T.bv(1, 32)))
    assert scratch.guard is reach and not scratch.settles


def test_nodes_near_go_breadth_first_once_each_and_stop_where_told():
    x, y = T.var("x", T.BV(32)), T.var("y", T.BV(32))
    inner = T.mul(x, y)
    t = T.add(inner, T.bnot(inner))
    got = list(template.nodes_near(t, 1))
    assert got[0] is t and inner in got and x not in got
    deep = list(template.nodes_near(t, 5))
    assert len(deep) == len({id(u) for u in deep}) and x in deep
    assert x not in list(template.nodes_near(t, 5, stop=lambda u: u.op == "mul"))
