"""The batch emulator (equiv/emulate.py): loops run iteration by iteration, and a trip count read as a term
(Loop.count, semantics/blockloop.py) must be the one the run counts."""
import numpy as np
import pytest

from equiv import terms as T
from equiv.emulate import iterations
from semantics.errors import Unsupported
from semantics.loops import ITER, Loop

N = T.var("arg:n", T.BV(32))
CONT = T.slt(T.add(T.extract(ITER, 31, 0), T.bv(1, 32)), N)  # for (j = 0; j < n; j++)


def _run(count):
    env = {"arg:n": np.array([0, 1, 3, 7], dtype=np.uint64)}
    loop = Loop(0, 1, T.slt(T.bv(0, 32), N), CONT, (), 0, 0, count=count)
    ran = [int(alive.sum()) for _, alive in iterations(loop, env, 4)]
    return ran, list(env["trips"])


def test_a_closed_count_that_matches_the_run_passes():
    count = T.ite(T.slt(T.bv(0, 32), N), T.zext(N, 64), T.bv(0, 64))
    ran, trips = _run(count)
    assert ran == [3, 2, 2, 1, 1, 1, 1] and trips == [0, 1, 3, 7]


def test_a_closed_count_that_differs_from_the_run_is_refused():
    with pytest.raises(Unsupported, match="trip count"):
        _run(T.ite(T.slt(T.bv(0, 32), N), T.add(T.zext(N, 64), T.bv(1, 64)), T.bv(0, 64)))
