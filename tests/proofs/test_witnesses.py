"""Witnesses solved from the stores (proofs/witnesses.py): coefficients read off index terms, one piece per
store, and a coverage obligation that fails when a piece is missing or the kernel leaves elements unwritten."""
from pathlib import Path

import pytest

from equiv import smt
from equiv import terms as T
from proofs.derive import derive_problem
from proofs.obligations import bits_equal, coverage
from proofs.witnesses import SOLVED, affine_coefficient, named_witness, solved_pieces, witness_names
from semantics.candidate import Candidate
from semantics.problem import build_problem
from semantics.simt import thread_vars
from semantics.tensor.load import load_ref

BLOCKS = Path(__file__).resolve().parents[1] / "data" / "blocks"
(TID, _, _), (CTAID, _, _) = thread_vars()
N = T.var("arg:n", T.BV(32))


def problem(kernel: str, cu: str, ref: str, arch: str = "sm_90"):
    spec = load_ref(BLOCKS / "refs" / ref, kernel=kernel)
    return build_problem(spec, Candidate.from_file(BLOCKS / "sass" / f"{cu}.{arch}.sass"), arch, "exact", None)


def status(goal: T.Term) -> str:
    return smt.solve(smt.to_smtlib([goal]), "bitwuzla", timeout_s=60).status


def thread_index(scale: int, offset: T.Term) -> T.Term:
    """zext(offset + scale * sext(tid + 256*ctaid)), the shape ptxas gives a 64-bit element index."""
    g = T.add(TID, T.mul(T.bv(256, 32), CTAID))
    return T.add(T.zext(offset, 64), T.mul(T.bv(scale, 64), T.sext(g, 64)))


@pytest.mark.parametrize("scale", [1, 4, -1 & T.mask(64)])
def test_coefficients_of_an_affine_index(scale):
    quarter = T.mul(T.bv(4, 32), T.sdiv(N, T.bv(4, 32)))  # an offset the coefficients must not depend on
    idx = thread_index(scale, quarter)
    movers = (TID, CTAID)
    assert affine_coefficient(idx, TID, movers) == scale
    assert affine_coefficient(idx, CTAID, movers) == (256 * scale) & T.mask(64)


def test_no_coefficient_when_it_is_not_one_constant():
    movers = (TID, CTAID)
    square = T.zext(T.mul(TID, TID), 64)
    scaled_by_n = T.zext(T.mul(N, TID), 64)
    indirect = T.zext(T.select(T.var("mem:perm", T.ARRAY(64, 32)), T.zext(TID, 64)), 64)
    assert affine_coefficient(square, TID, movers) is None
    assert affine_coefficient(scaled_by_n, TID, movers) is None
    assert affine_coefficient(indirect, TID, movers) is None


def test_float4_body_and_scalar_tail_are_two_pieces():
    p = problem("vadd4", "vec4", "vec4_ref.py")
    pieces = solved_pieces(p.meaning, p.buffers["c"])
    assert [len(piece.store.values) for piece in pieces] == [4, 1]
    assert SOLVED in witness_names(p.meaning, p.buffers["c"])


def _coverage(p, witness):
    spec = p.outputs["c"]
    return coverage(p.meaning, spec, p.domain, bits_equal, lambda v, fmt: v, witness)


def test_coverage_needs_both_pieces():
    p = problem("vadd4", "vec4", "vec4_ref.py")
    both = named_witness(p.meaning, p.buffers["c"], SOLVED)
    ob = _coverage(p, both)
    assert status(ob.goal) == "unsat"
    (split,) = ob.relaxed
    assert [status(piece) for piece in split] == ["unsat"] * 3
    for one in both:  # either part alone leaves elements unnamed: n % 4 tail elements, or the float4 body
        assert status(_coverage(p, (one,)).goal) == "sat"


def test_unwritten_tail_fails_coverage():
    p = problem("vadd4_notail", "vec4", "vec4_ref.py")
    ob = _coverage(p, named_witness(p.meaning, p.buffers["c"], SOLVED))
    assert status(ob.goal) == "sat"


def test_loop_piece_names_an_iteration():
    """A block-stride loop (index tid + 256*ctaid + 256*iter): element k is iteration k / 256 of thread k % 256."""
    p = problem("gs_add_blockstride", "gridstride", "gridstride_ref.py")
    (piece,) = solved_pieces(p.meaning, p.buffers["c"])
    k = T.bv(1000, 64)
    assert piece.writer["iter"]((), k).value == 3 and piece.writer["tid.x"]((), k).value == 1000 % 256
    assert piece.writer["ctaid.x"]((), k).value == 0
    assert status(_coverage(p, (piece,)).goal) == "unsat"


def test_grid_stride_loop_has_no_constant_step_to_solve():
    """The stride 256*gridDim.x is symbolic: no solved piece (the grid-stride-x template covers it)."""
    p = problem("gs_add", "gridstride", "gridstride_ref.py")
    assert solved_pieces(p.meaning, p.buffers["c"]) == ()
    with pytest.raises(KeyError):
        derive_problem(p, {"c": SOLVED})
