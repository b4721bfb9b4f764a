"""Program against program, and ptxas as an oracle for the two semantics.

Every corpus kernel's PTX (nvcc -ptx) and the SASS ptxas made of it (nvcc -cubin) must be proved
equivalent: a refutation or an unexplained unknown means the PTX or the SASS semantics is wrong.
"""
import json
from pathlib import Path

import pytest

from equiv.progprove import prove_programs
from semantics.candidate import Candidate
from semantics.errors import InputError

CORPUS = Path(__file__).resolve().parents[1] / "data" / "corpus"
BLOCKS = Path(__file__).resolve().parents[1] / "data" / "blocks"
PAIRS = sorted(p.stem for p in (CORPUS / "ptx").glob("*.ptx"))
# Kernels that cannot be decided program against program yet, and why (never refuted; one reason or a tuple).
KNOWN = {
    "xorsum": "loop-bound: unrolled loops over the parameter k, which nothing bounds without a reference's assume=",
    "activations": "approximate ex2: expf's MUFU.EX2 / ex2.approx has no exact value, and program against program "
                   "compares under exact",
    "logf": ("obligation same-memory: libdevice's logf in PTX and SASS, exact arithmetic both, is not shown "
             "equal within the budget (polynomial FMA chains over the bits' split)",
             "unsupported approximate ex2: softplus's expf"),
    "tanh": "unsupported approximate ex2: libdevice's tanhf holds ex2.approx / MUFU.EX2, and program against "
            "program compares under exact",
    "rsqrt": "unsupported approximate rsq: rsqrtf is rsqrt.approx.f32 / MUFU.RSQ, and program against program "
             "compares under exact",
    "rowvar": "unsupported ptx sub.f32: x minus the mean, the sum times 0.125, an unrounded add of a product that "
              "ptxas may fuse (program against program compares under exact)",
    "sqrtneg": "obligation same-memory: ptxas tests a folded sign's fast-path domain on the bits of -x + -0.0, "
               "the reading on those of -x: the two square roots meet only where the solver shows the tests agree",
    "index_gridstride": "one iteration: PTX's division by zero is open, and the choice of open values is not made "
                        "inside loops (proofs/progeq.py)",
}

# Single kernels of a corpus file, (stem, kernel) -> why (never refuted).
KNOWN_KERNELS = {
    ("halo", "blur3"): "obligation same-memory: proved in about 50 s (sm_90; the two FADDs over predicated loads "
                       "of the halo bit-blasted on both sides, the predicates spelled i >= 1 and i > 0): past this "
                       "test's 30 s budget",
    ("divconst", "hardswish"): "obligation same-memory: PTX's min/max and ptxas's FMNMX write the clamp in shapes "
                               "whose congruence program against program does not follow to values (the "
                               "reference's relaxed form does)",
}


def _pair(stem_arch: str):
    stem, arch = stem_arch.rsplit(".", 1)
    return stem, Candidate.from_file(CORPUS / "ptx" / f"{stem_arch}.ptx"), \
        Candidate.from_file(CORPUS / "sass" / f"{stem}.{arch}.sass")


@pytest.mark.parametrize("stem_arch", PAIRS)
def test_ptxas_output_is_equivalent_to_its_ptx(stem_arch):
    stem, ptx, sass = _pair(stem_arch)
    for f in ptx.functions():
        known = KNOWN.get(stem, KNOWN_KERNELS.get((stem, f.name)))
        v = prove_programs(ptx, sass, kernel=f.name, timeout=5 if known else 30)
        if known:
            reasons = known if isinstance(known, tuple) else (known,)
            assert v.status == "unknown", f"{stem_arch} {f.name}: {v.format()}"
            assert any(r.split(":")[0] in v.reason for r in reasons), v.reason
            continue
        assert v.status == "proved", f"{stem_arch} {f.name}: {v.format()}"
        assert all(o.evidence in ("structural", "smt-unsat") for o in v.obligations)


def test_a_different_kernel_is_refuted_with_a_replayed_counterexample():
    _, vadd, _ = _pair("vadd.sm_90")
    _, _, vsub = _pair("vsub.sm_90")
    v = prove_programs(vadd, vsub)
    assert v.status == "refuted"
    cex = v.counterexample
    assert cex.kind == "mismatch" and "STG" in cex.at and cex.expected != cex.got


def test_one_ptx_against_the_sass_of_every_arch():
    _, ptx, _ = _pair("saxpy.sm_90")
    for arch in ("sm_80", "sm_100"):
        _, _, sass = _pair(f"saxpy.{arch}")
        for f in ptx.functions():
            assert prove_programs(ptx, sass, kernel=f.name).status == "proved"


def test_two_sass_files_without_a_parameter_table_are_an_input_error():
    _, _, sm80 = _pair("vadd.sm_80")
    _, _, sm90 = _pair("vadd.sm_90")
    with pytest.raises(InputError, match="parameters"):
        prove_programs(sm80, sm90)


def test_cli_program_against_program(tmp_path, capsys):
    from equiv.cli import main
    code = main(["prove", str(CORPUS / "ptx" / "vadd.sm_90.ptx"), str(CORPUS / "sass" / "vadd.sm_90.sass"), "--json"])
    out = json.loads(capsys.readouterr().out)
    assert code == 0 and out["status"] == "proved"
    code = main(["prove", str(CORPUS / "ptx" / "vadd.sm_90.ptx"), str(CORPUS / "sass" / "vsub.sm_90.sass")])
    assert code == 1


@pytest.mark.parametrize("arch", ["sm_80", "sm_90", "sm_100"])
def test_grid_stride_loops_read_by_induction_on_both_sides(arch):
    """Grid-, block- and wrong-stride loops: each PTX loop against its SASS loop, one iteration at a time."""
    ptx = Candidate.from_file(BLOCKS / "ptx" / f"gridstride.{arch}.ptx")
    sass = Candidate.from_file(BLOCKS / "sass" / f"gridstride.{arch}.sass")
    for f in ptx.functions():
        v = prove_programs(ptx, sass, kernel=f.name, timeout=30)
        assert v.status == "proved", f"{arch} {f.name}: {v.format()}"
        assert any(o.kind == "same-iterations" for o in v.obligations)


def _renamed_sass(kernel: str, as_name: str, stem: str = "gridstride") -> Candidate:
    """ptxas' SASS of `kernel` under the function name `as_name` (the instructions are untouched)."""
    text = (BLOCKS / "sass" / f"{stem}.sm_90.sass").read_text()
    text = text.replace(f"Function : {as_name}\n", "Function : renamed_away\n")
    return Candidate.from_sass(text.replace(f"Function : {kernel}\n", f"Function : {as_name}\n"), "renamed.sass")


@pytest.mark.parametrize("other", ["gs_add_blockstride", "gs_add_wrongstride"])
def test_loops_with_another_stride_are_not_proved(other):
    """Same body, another stride: the iterations differ, so the verdict is unknown (never proved, and
    never refuted from one iteration run alone)."""
    ptx = Candidate.from_file(BLOCKS / "ptx" / "gridstride.sm_90.ptx")
    v = prove_programs(ptx, _renamed_sass(other, "gs_add"), kernel="gs_add", timeout=30)
    assert v.status == "unknown" and "same-iterations" in v.reason


def test_a_loop_on_one_side_only_is_unknown():
    ptx = Candidate.from_file(BLOCKS / "ptx" / "gridstride.sm_90.ptx")
    v = prove_programs(ptx, _renamed_sass("vadd4", "gs_add", "vec4"), kernel="gs_add", timeout=30)
    assert v.status == "unknown" and "one side only" in v.reason
