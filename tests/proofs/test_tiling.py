"""A reference sum against the same terms added in pieces (proofs/tiling.py): unrolled loops in sequence."""
from fractions import Fraction

import pytest

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


def unrolled(per_iteration: int = 4) -> T.Term:
    """A 4x unrolled loop over N1 iterations."""
    return T.sum_of("rsum", T.bv(0, 64), N1, lambda j: T.radd(
        *[read(T.add(T.mul(T.bv(4, 64), j), T.bv(d, 64))) for d in range(per_iteration)]))


def candidate(per_iteration: int = 4) -> T.Term:
    """The 4x unrolled loop, then a 1x loop over N2 from 4*N1."""
    one = T.sum_of("rsum", T.bv(0, 64), N2, lambda j: read(T.add(T.mul(T.bv(4, 64), N1), j)))
    return T.radd(unrolled(per_iteration), one)


def context() -> T.Term:
    small = T.and_(T.sle(T.bv(0, 64), N1), T.slt(N1, T.bv(1 << 20, 64)), T.sle(T.bv(0, 64), N2),
                   T.slt(N2, T.bv(4, 64)))
    return T.and_(small, T.eq(K, T.add(T.mul(T.bv(4, 64), N1), N2)))


def unsat(piece: T.Term) -> bool:
    return smt.solve(smt.to_smtlib([piece]), "bitwuzla", 30).status == "unsat"


def shown(case: tiling.Case) -> bool:
    """Every claim of one case holds: base & premise & not claim is unsat."""
    return all(unsat(T.and_(case.base, premise, T.not_(claim))) for premise, claim in [*case.claims, *case.once])


def test_an_unrolled_loop_and_its_remainder_tile_the_reference_sum():
    cases = tiling.tiled(candidate(), reference(), context(), lambda a, b: T.eq(a, b))
    assert cases is not None and all(shown(c) for c in cases)
    assert len(cases[0].claims) == 4 + 1  # one claim per term of the body and the remainder, and the count


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


def groups_shown(groups) -> bool:
    return all(unsat(T.and_(base, premise, T.not_(claim))) for base, claims in groups for premise, claim in claims)


def test_pooled_claims_are_shown_once_under_the_cases_that_have_them():
    c = T.var("c", T.BOOL)
    cases = tiling.tiled(T.ite(c, candidate(), unrolled()), reference(), context(), lambda a, b: T.eq(a, b))
    assert len(cases) == 2 and {len(k.claims) for k in cases} == {4, 5}
    groups = tiling.pooled(cases, context())
    # the shared body terms once, then each case's counts: one with the remainder loop (steps 4 and 1), one per
    # residue mod 4 without it
    assert sum(len(claims) for _, claims in groups) == 5 + 1 + 4
    shared = groups[:-len(cases)]  # claims under one disjunction of cases share a base: one group
    assert sum(len(claims) for _, claims in shared) == 5 and len(shared) < 5
    assert groups_shown(shared)  # each piece lands and reads alike wherever it occurs
    assert groups_shown(tiling.pooled(tiling.tiled(candidate(), reference(), context(), lambda a, b: T.eq(a, b)),
                                      context()))
    dropped = tiling.tiled(candidate(per_iteration=3), reference(), context(), lambda a, b: T.eq(a, b))
    assert not groups_shown(tiling.pooled(dropped, context()))


@pytest.mark.parametrize("m", [1, 2, 16, 3, -1, -4])
def test_membership_by_shift_is_membership_by_division(m):
    w = 128
    d, lo, hi = (T.var(v, T.BV(w)) for v in ("d", "lo", "hi"))
    mm = T.bv(m & T.mask(w), w)
    q = T.sdiv(d, mm)
    plain = T.and_(T.eq(T.srem(d, mm), T.bv(0, w)), T.sle(lo, q), T.slt(q, hi))
    assert unsat(T.not_(T.eq(tiling._member(d, m, lo, hi)[0], plain)))


G, M = T.var("blocks", T.BV(64)), T.var("threads", T.BV(64))


def grid_sum(per_block: int, bound=lambda i: T.slt(i, K)) -> T.Term:
    """A grid's per-thread contributions: blocks of per_block threads, thread i adding read(i) where i < k."""
    return T.sum_of("rsum", T.bv(0, 64), G, lambda b: T.radd(*[
        T.ite(bound(i), read(i), T.real_const(0))
        for i in (T.add(T.mul(T.bv(per_block, 64), b), T.bv(d, 64)) for d in range(per_block))]))


def grid_context(per_block: int) -> T.Term:
    """blocks = ceil(k / per_block), k small enough not to wrap."""
    pb = T.bv(per_block, 64)
    return T.and_(T.sle(T.bv(0, 64), K), T.slt(K, T.bv(1 << 40, 64)), T.sle(K, T.mul(pb, G)),
                  T.slt(T.mul(pb, G), T.add(K, pb)), T.sle(T.bv(0, 64), G), T.slt(G, T.bv(1 << 40, 64)))


def test_a_sum_split_on_its_own_index_is_guarded_pieces():
    """Threads past k add nothing: the body's if-then-else on the summation index guards its pieces."""
    cases = tiling.tiled(grid_sum(4), reference(), grid_context(4), lambda a, b: T.eq(a, b))
    assert cases is not None and len(cases) == 1 and len(cases[0].claims) == 4
    assert groups_shown(tiling.pooled(cases, grid_context(4)))


def test_a_grid_is_counted_per_residue_of_the_step():
    """Piece d of every block is t = d + 4*b: t is counted by the one piece with d = t mod 4."""
    (case,) = tiling.tiled(grid_sum(4), reference(), grid_context(4), lambda a, b: T.eq(a, b))
    assert len(case.once) == 4
    for r, (premise, claim) in enumerate(case.once):
        assert premise is T.eq(T.extract(tiling.TILE, 1, 0), T.bv(r, 2))
        assert unsat(T.and_(case.base, premise, T.not_(claim)))


def test_a_block_of_pieces_is_one_family_claim():
    """64 threads each adding t = d + 64*b: one claim over the family's offset d, one count of the one member
    with d = t mod 64, both shown; one past the end is not."""
    (case,) = tiling.tiled(grid_sum(64), reference(), grid_context(64), lambda a, b: T.eq(a, b))
    assert len(case.claims) == 1 and len(case.once) == 1
    assert tiling.FAMILY in T.free_vars([case.claims[0][0]])
    assert groups_shown(tiling.pooled([case], grid_context(64)))
    cases = tiling.tiled(grid_sum(64, lambda i: T.sle(i, K)), reference(), grid_context(64), lambda a, b: T.eq(a, b))
    assert cases is not None and not groups_shown(tiling.pooled(cases, grid_context(64)))


def test_a_guard_one_past_the_end_does_not_tile():
    cases = tiling.tiled(grid_sum(4, lambda i: T.sle(i, K)), reference(), grid_context(4), lambda a, b: T.eq(a, b))
    assert cases is not None and not groups_shown(tiling.pooled(cases, grid_context(4)))


I = T.var("mem:I", T.ARRAY(64, 32))


def int_read(i: T.Term) -> T.Term:
    return T.select(I, T.add(BASE, i))


def real_read(i: T.Term) -> T.Term:
    return T.real_of(T.F32, int_read(i))


# the max folds: an integer one (exact) and a float one read over the reals (an ffold under contract real)
MAX_FOLDS = [("ifold", "smax", "smin", int_read), ("rfold", "max", "min", real_read)]


def peeled_max(op: str, kind: str, read, first: bool = True) -> T.Term:
    """A row max the way nvcc compiles `s = x[0]; for (c = 1; c < n; c++) s = max(s, x[c])`: the first element,
    a 2x unrolled loop from 1, and a remainder loop (VIMNMX3 or FMNMX3 folds the unrolled pair)."""
    mx = lambda a, b: T.fold_combine(kind, a, b)
    pairs = T.sum_of(op, T.bv(0, 64), N1, lambda j: mx(
        read(T.add(T.mul(T.bv(2, 64), j), T.bv(1, 64))), read(T.add(T.mul(T.bv(2, 64), j), T.bv(2, 64)))), kind)
    rest = T.sum_of(op, T.bv(0, 64), N2, lambda j: read(T.add(T.mul(T.bv(2, 64), N1), T.bv(1, 64), j)), kind)
    return mx(mx(read(T.bv(0, 64)), pairs), rest) if first else mx(pairs, rest)


@pytest.mark.parametrize("op, kind, other, read", MAX_FOLDS, ids=[f[0] for f in MAX_FOLDS])
def test_a_max_that_starts_from_the_first_element_tiles_the_reference_fold(op, kind, other, read):
    reference = T.sum_of(op, T.bv(0, 64), K, read, kind)
    small = T.and_(T.sle(T.bv(0, 64), N1), T.slt(N1, T.bv(1 << 20, 64)), T.sle(T.bv(0, 64), N2),
                   T.slt(N2, T.bv(2, 64)))
    context = T.and_(small, T.eq(K, T.add(T.mul(T.bv(2, 64), N1), N2, T.bv(1, 64))))
    cases = tiling.tiled(peeled_max(op, kind, read), reference, context, lambda a, b: T.eq(a, b))
    assert cases is not None and all(shown(c) for c in cases)
    dropped = tiling.tiled(peeled_max(op, kind, read, first=False), reference, context, lambda a, b: T.eq(a, b))
    assert dropped is not None and not all(shown(c) for c in dropped)
    # a fold of another kind is not this reference's terms
    assert tiling.tiled(peeled_max(op, kind, read), T.sum_of(op, T.bv(0, 64), K, read, other), context,
                        lambda a, b: T.eq(a, b)) is None


def test_a_real_max_from_minus_infinity_drops_its_start():
    """fmaxf from -INFINITY: the start is the real max's identity, a case with no pieces of its own."""
    start = T.fold_identity("max", T.REAL)
    loop = T.sum_of("rfold", T.bv(0, 64), K, real_read, "max")
    entered = T.slt(T.bv(0, 64), K)
    mine = T.ite(entered, loop, start)
    reference = T.sum_of("rfold", T.bv(0, 64), K, real_read, "max")
    cases = tiling.tiled(mine, reference, T.slt(K, T.bv(1 << 20, 64)), lambda a, b: T.eq(a, b))
    assert cases is not None and len(cases) == 2 and all(shown(c) for c in cases)


B = T.var("mem:B", T.ARRAY(64, 32))
NB = T.zext(T.var("arg:n", T.BV(32)), 64)


def product(p: int, b_step: T.Term = NB) -> T.Term:
    """a[p] * b[p, 0] of a row of a matmul: b's reads step by the row length n."""
    return T.rmul(read(T.bv(p, 64)), T.real_of(T.F32, T.select(B, T.mul(T.bv(p, 64), b_step))))


def test_a_literal_length_sum_is_read_as_one_sum_when_its_terms_step_alike():
    """numpy's sum over a literal 8 (an explicit sum of 8 products) as the rsum over p < 8 of one body, each term
    rebuilt from it; a candidate's loop over N1 iterations of 4 products then tiles it (8 = 4*N1)."""
    explicit = T.radd(*[product(p) for p in range(8)])
    got = tiling.as_sum(explicit)
    assert got is not None and got.op == "rsum" and got.args[1] is T.bv(8, 64)
    for p in range(8):
        assert T.substitute(got.args[2], {id(T.bound_var(got)): T.bv(p, 64)}) is product(p)
    # a term missing, repeated, or stepping unlike the others: no such sum
    assert tiling.as_sum(T.radd(*[product(p) for p in (0, 1, 2, 4)])) is None
    assert tiling.as_sum(T.radd(*[product(p) for p in range(7)], product(7, T.bv(3, 64)))) is None
    loop = T.sum_of("rsum", T.bv(0, 64), N1, lambda j: T.radd(*[
        T.rmul(read(T.add(T.mul(T.bv(4, 64), j), T.bv(d, 64))),
               T.real_of(T.F32, T.select(B, T.mul(T.add(T.mul(T.bv(4, 64), j), T.bv(d, 64)), NB))))
        for d in range(4)]))
    scaled = lambda t: T.rmul(T.real_const(Fraction(1, 8)), t)  # a mean's 1/8 on both sides is set aside first
    mine, theirs, sides = tiling.without_common(scaled(loop), scaled(explicit))
    assert (mine, theirs, sides) == (loop, explicit, [])
    small = T.and_(T.sle(T.bv(0, 64), N1), T.slt(N1, T.bv(16, 64)))
    cases = tiling.tiled(mine, theirs, small, lambda a, b: T.eq(a, b))
    assert cases is not None
    assert not all(shown(c) for c in cases)  # N1 is free: 4*N1 need not be 8
    cases = tiling.tiled(mine, theirs, T.and_(small, T.eq(N1, T.bv(2, 64))), lambda a, b: T.eq(a, b))
    assert cases is not None and all(shown(c) for c in cases)


def test_operands_beside_the_sum_are_paired_claims():
    """x - mean against x' - mean': the sums are tiled, and x = x' is a claim of its own (not set aside)."""
    x1, x2 = read(T.bv(3, 64)), read(T.var("i", T.BV(64)))
    n = T.rdiv(T.real_const(1), T.real_int(T.var("arg:n", T.BV(32)), True))
    centred = lambda x, s: T.radd(x, T.rmul(T.real_const(-1), n, s))
    mine, theirs, sides = tiling.without_common(centred(x1, candidate()), centred(x2, reference()))
    assert (mine, theirs, sides) == (candidate(), reference(), [(x1, x2)])
    # the same x on both sides is common: nothing to claim
    assert tiling.without_common(centred(x1, candidate()), centred(x1, reference())) == (candidate(), reference(), [])


def test_a_row_read_back_from_an_element_index_is_the_rows_base():
    """The reference's row of element e = r*n + c is e / n: thread 5's offset from that row's start is 5."""
    r, n, c = (T.var(v, T.BV(32)) for v in ("ctaid.x", "arg:n", "col"))
    row = T.udiv(T.zext(T.add(T.mul(r, n), c), 64), T.zext(n, 64))
    offset = T.sub(T.zext(T.add(T.mul(n, r), T.bv(5, 32)), 64), T.mul(row, T.zext(n, 64)))
    assert tiling._offset(offset) is T.bv(5, 64)


NCOL = T.sext(T.var("arg:n", T.BV(32)), 64)


def column_read(r: T.Term) -> T.Term:
    """x[r, col] of a row-major matrix with n columns: the read strides by n."""
    return T.real_of(T.F32, T.select(A, T.add(BASE, T.mul(NCOL, r))))


@pytest.mark.parametrize("dropped", [False, True])
def test_a_column_sum_tiles_in_units_of_the_row_length(dropped):
    """A 4x loop whose reads step by 4n and a remainder from row 4*N1, against numpy's sum over axis 0: each
    piece's offset from the reference's read is a multiple of n, its map the quotient; a body that skips its
    last row does not tile."""
    ref = T.sum_of("rsum", T.bv(0, 64), K, column_read)
    body = lambda j: T.radd(*[column_read(T.add(T.mul(T.bv(4, 64), j), T.bv(d, 64))) for d in range(3 if dropped else 4)])
    one = T.sum_of("rsum", T.bv(0, 64), N2, lambda j: column_read(T.add(T.mul(T.bv(4, 64), N1), j)))
    mine = T.radd(T.sum_of("rsum", T.bv(0, 64), N1, body), one)
    cases = tiling.tiled(mine, ref, context(), lambda a, b: T.eq(a, b))
    assert cases is not None and all(shown(c) for c in cases) is not dropped


IX = T.var("mem:I", T.ARRAY(64, 32))
TID = T.var("tid.x", T.BV(32))


def prefix_sums(width: int, skip: int | None = None) -> T.Term:
    """A block's scan as block execution leaves it: one case per thread k, a flat wrapping sum of x[0..k]."""
    out = T.bv(0, 32)
    for k in reversed(range(width)):
        terms = [T.select(IX, T.bv(i, 64)) for i in range(k + 1) if i != skip or k == 0]
        out = T.ite(T.eq(TID, T.bv(k, 32)), T.add(*terms) if len(terms) > 1 else terms[0], out)
    return out


@pytest.mark.parametrize("skip", [None, 1])
def test_a_scan_without_folds_tiles_the_reference_fold_case_by_thread(skip):
    """Flat adds (no fold in the candidate) against numpy's cumsum, a fold over [0, tid]: each thread's case
    is tiled, its claims pooled under the threads that have them; a prefix missing x[1] does not tile."""
    width = 8
    ref = T.sum_of("ifold", T.bv(0, 64), T.add(T.zext(TID, 64), T.bv(1, 64)), lambda s: T.select(IX, s), kind="add")
    ctx = T.ult(TID, T.bv(width, 32))
    cases = tiling.tiled(prefix_sums(width, skip), ref, ctx, lambda a, b: T.eq(a, b))
    assert cases is not None
    if skip is None:
        assert len(cases) == width + 1  # each thread's, and the default's (no thread)
        taken = [c.cond for c in cases if any(c.cond is T.eq(TID, T.bv(k, 32)) for k in range(width))]
        assert len(taken) == width  # thread k's case is tid == k alone, not also the k conditions before it
    assert groups_shown(tiling.pooled(cases, ctx)) is (skip is None)
