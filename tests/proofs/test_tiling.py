"""A reference sum against the same terms added in pieces (proofs/tiling.py): unrolled loops in sequence."""
from equiv import smt, terms as T
from proofs import tiling

A = T.var("mem:A", T.ARRAY(64, 32))
BASE = T.sext(T.var("arg:base", T.BV(32)), 64)
K = T.var("k", T.BV(64))
N1, N2 = T.var("trips", T.BV(64)), T.var("trips1", T.BV(64))


def read(i: T.Term) -> T.Term:
    return T.real_of(T.F32, T.select(A, T.add(BASE, i)))


def reference() -> T.Term:
    return T.sum_of("rsum", T.bv(0, 64), K, read)


def candidate(per_iteration: int = 4) -> T.Term:
    """A 4x unrolled loop over N1 iterations, then a 1x loop over N2 from 4*N1."""
    four = T.sum_of("rsum", T.bv(0, 64), N1, lambda j: T.radd(
        *[read(T.add(T.mul(T.bv(4, 64), j), T.bv(d, 64))) for d in range(per_iteration)]))
    one = T.sum_of("rsum", T.bv(0, 64), N2, lambda j: read(T.add(T.mul(T.bv(4, 64), N1), j)))
    return T.radd(four, one)


def context() -> T.Term:
    small = T.and_(T.sle(T.bv(0, 64), N1), T.slt(N1, T.bv(1 << 20, 64)), T.sle(T.bv(0, 64), N2),
                   T.slt(N2, T.bv(4, 64)))
    return T.and_(small, T.eq(K, T.add(T.mul(T.bv(4, 64), N1), N2)))


def unsat(piece: T.Term) -> bool:
    return smt.solve(smt.to_smtlib([piece]), "bitwuzla", 30).status == "unsat"


def shown(case: tuple) -> bool:
    """Every claim of one case holds: base & premise & not claim is unsat."""
    base, claims = case
    return all(unsat(T.and_(base, premise, T.not_(claim))) for premise, claim in claims)


def test_an_unrolled_loop_and_its_remainder_tile_the_reference_sum():
    cases = tiling.tiled(candidate(), reference(), context(), lambda a, b: T.eq(a, b))
    assert cases is not None and all(shown(c) for c in cases)
    assert len(cases[0][1]) == 4 + 1 + 1  # one claim per term of the body and the remainder, and the count


def test_a_dropped_term_in_the_unrolled_body_does_not_tile():
    cases = tiling.tiled(candidate(per_iteration=3), reference(), context(), lambda a, b: T.eq(a, b))
    assert cases is not None and not all(shown(c) for c in cases)


def test_an_if_then_else_case_is_a_piece_of_its_own():
    c = T.var("c", T.BOOL)
    cases = tiling.tiled(T.ite(c, candidate(), T.real_const(0)), reference(), context(), lambda a, b: T.eq(a, b))
    assert cases is not None and len(cases) == 2
    # where c holds the pieces tile the sum; where it fails the candidate is 0, the reference only when k = 0
    assert shown(cases[0]) and not shown(cases[1])


def test_a_reference_that_is_not_a_sum_is_not_read():
    assert tiling.tiled(candidate(), read(T.bv(0, 64)), context(), lambda a, b: T.eq(a, b)) is None
