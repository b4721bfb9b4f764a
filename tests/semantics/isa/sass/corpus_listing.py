"""Real corpus listings cut down to one function, for the tests that edit ptxas's lowerings line by line
(test_ieee_lowering, test_intdiv_lowering, test_constant_division, test_libm_lowering)."""
from __future__ import annotations

from pathlib import Path

CORPUS = Path(__file__).resolve().parents[4] / "tests" / "data" / "corpus"


def function_listing(stem: str, arch: str, name: str) -> str:
    """The listing of corpus file stem.arch.sass cut down to one function: its header lines and that
    function's section."""
    text = (CORPUS / "sass" / f"{stem}.{arch}.sass").read_text()
    start = text.index(f"Function : {name}\n")
    end = text.find("Function :", start + 1)
    return text[:text.index("Function :")] + text[start:end if end >= 0 else len(text)]


def edited(text: str, old: str, new: str) -> str:
    """text with its one occurrence of old replaced by new (a mutation that must hit exactly one line)."""
    assert text.count(old) == 1, old
    return text.replace(old, new)


def listing_verdict(ref: Path, kernel: str, text: str, tmp_path: Path, **options):
    """The verdict on a (possibly edited) listing, written to a file, against a corpus reference."""
    from equiv.api import prove
    from semantics.candidate import Candidate
    from semantics.tensor.load import load_ref
    path = tmp_path / "cand.sass"
    path.write_text(text)
    return prove(load_ref(ref, kernel=kernel), Candidate.from_file(path), timeout=20, **options)
