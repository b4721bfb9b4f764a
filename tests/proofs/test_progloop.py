"""What a loop comparison refuses (proofs/progloop.py); the proofs themselves are in tests/equiv/test_progprove.py."""
from types import SimpleNamespace

import pytest

from proofs.progloop import check_loops
from semantics.errors import Unsupported


def meaning(first: int | None) -> SimpleNamespace:
    return SimpleNamespace(loops=() if first is None else (SimpleNamespace(first=first),))


def test_loops_on_both_sides_from_the_start_are_accepted():
    check_loops(meaning(0), meaning(0), ("a.ptx", "b.sass"))
    check_loops(meaning(None), meaning(None), ("a.ptx", "b.sass"))


@pytest.mark.parametrize("left, right, why", [
    (0, None, "one side only"), (None, 0, "one side only"),
    (1, 0, "access before a loop"), (0, 2, "access before a loop"),  # a pre-loop load would read the first memory
])
def test_refused_shapes(left, right, why):
    with pytest.raises(Unsupported, match=why):
        check_loops(meaning(left), meaning(right), ("a.ptx", "b.sass"))


def test_loops_in_sequence_are_refused():
    two = SimpleNamespace(loops=(SimpleNamespace(first=0), SimpleNamespace(first=3)))
    with pytest.raises(Unsupported, match="several loops"):
        check_loops(two, two, ("a.ptx", "b.sass"))
