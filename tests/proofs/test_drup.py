"""The DRUP checker accepts CaDiCaL's refutations and rejects every broken one."""
import itertools
import random

import pytest

from proofs import bitblast, drup
from equiv import terms as T

# the pigeonhole principle, 4 pigeons in 3 holes: unsat, with a non-trivial refutation
P, H = 4, 3
var = lambda p, h: p * H + h + 1
PHP = [[var(p, h) for h in range(H)] for p in range(P)] + \
      [[-var(p, h), -var(q, h)] for h in range(H) for p, q in itertools.combinations(range(P), 2)]


def test_accepts_solver_refutations():
    proof = bitblast.refute(PHP)
    assert proof
    drup.check_refutation(PHP, proof)


def test_accepts_a_hand_written_refutation():
    formula = [[1, 2], [-1, 2], [1, -2], [-1, -2]]
    drup.check_refutation(formula, [("a", [2]), ("a", [])])


def test_rejects_a_non_rup_clause():
    formula = [[1, 2], [-1, 2], [1, -2], [-1, -2]]
    with pytest.raises(drup.DrupError, match="not a RUP"):
        drup.check_refutation(formula, [("a", [3]), ("a", [])])


def test_rejects_a_proof_of_a_satisfiable_formula():
    with pytest.raises(drup.DrupError):
        drup.check_refutation([[1, 2], [-1, 2]], [("a", [2]), ("a", [])])


def test_rejects_a_proof_that_stops_short():
    proof = bitblast.refute(PHP)
    with pytest.raises(drup.DrupError, match="empty clause"):
        drup.check_refutation(PHP, proof[:2])


def test_rejects_damaged_solver_proofs():
    proof = bitblast.refute(PHP)
    rng = random.Random(0)
    rejected = 0
    for _ in range(20):
        bad = [(k, list(c)) for k, c in proof]
        adds = [i for i, (k, c) in enumerate(bad) if k == "a" and c]
        i = rng.choice(adds)
        bad[i] = ("a", [-bad[i][1][0]] + bad[i][1][1:])  # flip one literal of one lemma
        try:
            drup.check_refutation(PHP, bad)
        except drup.DrupError:
            rejected += 1
    assert rejected >= 10  # a flipped literal can still be RUP by luck; most are not


def test_deletions_only_weaken():
    formula = [[1, 2], [-1, 2], [1, -2], [-1, -2]]
    with pytest.raises(drup.DrupError):
        drup.check_refutation(formula, [("d", [1, 2]), ("d", [1, -2]), ("a", [-1]), ("a", [])])


def test_bitblasted_obligation_round_trip():
    x = T.var("x", T.BV(16))  # raw nodes: the smart constructors would fold this to false
    goal = T.mk("not", T.BOOL, (T.mk("eq", T.BOOL, (T.mk("mul", T.BV(16), (T.bv(3, 16), x)),
                                                    T.mk("add", T.BV(16), (x, x, x)))),))
    cnf = bitblast.to_cnf(goal)
    proof = bitblast.refute(cnf)
    assert proof is not None
    drup.check_refutation(cnf, proof)
