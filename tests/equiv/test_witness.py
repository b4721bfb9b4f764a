"""The witness search (equiv/witness.py) picks, by concrete probes, a witness under which coverage holds."""
from pathlib import Path

import pytest

from equiv.witness import witnesses_for
from semantics.candidate import Candidate
from semantics.problem import build_problem
from semantics.tensor.load import load_ref

BLOCKS = Path(__file__).resolve().parents[1] / "data" / "blocks"


@pytest.mark.parametrize("kernel, cu, ref, expect", [
    ("vadd4", "vec4", "vec4_ref.py", "solved-stores"),  # probes of whole float4s alone would pick linear-x/4
    ("gs_add_blockstride", "gridstride", "gridstride_ref.py", "solved-stores"),  # one-block grids: grid-stride-x
    ("gs_add", "gridstride", "gridstride_ref.py", "grid-stride-x"),
])
def test_probes_tell_the_writers_apart(kernel, cu, ref, expect):
    spec = load_ref(BLOCKS / "refs" / ref, kernel=kernel)
    problem = build_problem(spec, Candidate.from_file(BLOCKS / "sass" / f"{cu}.sm_90.sass"), "sm_90", "exact", None)
    assert witnesses_for(problem) == {"c": expect}
