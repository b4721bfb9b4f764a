"""Prover fallbacks: a bounded proof over sizes= says so; it is never reported as a plain proof."""
from pathlib import Path

from equiv.api import prove
from semantics.candidate import Candidate
from semantics.tensor.load import load_ref

ROOT = Path(__file__).resolve().parents[2]
SASS = ROOT / "tests" / "data" / "corpus" / "sass" / "madd2d.sm_90.sass"
GRIDSTRIDE = ROOT / "tests" / "data" / "corpus" / "sass" / "gridstride.sm_90.sass"

REF = '''
from equiv.ref import kernel, In, Out, Scalar, i32, f32

# without an upper bound on n, i + stride overflows int near n = 2**31: no proof for all sizes (and no
# counterexample small enough to replay), so only the listed sizes can be proved
@kernel(block=256, grid=lambda n: (n + 1023) // 1024, sizes={"n": [1, 300, 1025]}, symbol="gs_scale")
def gs_scale_sizes(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return 2.0 * x

@kernel(block=(16, 16), grid=lambda n, m: ((m + 15) // 16, (n + 15) // 16), sizes={"n": [1, 17], "m": [5]})
def madd2d_wrong(n: Scalar[i32], m: Scalar[i32], a: In[f32, "n", "m"], b: In[f32, "n", "m"], c: Out[f32, "n", "m"]):
    return a - b
'''


def test_bounded_proof_names_its_sizes(tmp_path):
    ref_file = tmp_path / "madd_ref.py"
    ref_file.write_text(REF)
    v = prove(load_ref(ref_file, kernel="gs_scale_sizes"), Candidate.from_file(GRIDSTRIDE), timeout=8)
    assert v.status == "proved" and v.bounded == {"n": [1, 300, 1025]}, v.format()
    assert "only (bounded)" in v.format()
    w = prove(load_ref(ref_file, kernel="madd2d_wrong"), Candidate.from_file(SASS), timeout=8)
    assert w.status == "refuted"
