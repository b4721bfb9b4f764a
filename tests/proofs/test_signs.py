"""proofs/signs.py: the relaxed form that decides a division's sign and zero tests.  Every piece unsat must
prove the goal unsat, and a guess the hypotheses do not imply must leave a satisfiable piece."""
from equiv import terms as T
from equiv.prover import _solve_piece
from proofs import signs

i, w, n = T.var("i", T.BV(32)), T.var("w", T.BV(32)), T.var("n", T.BV(32))
ZERO = T.bv(0, 32)


def _unsat(t: T.Term) -> bool:
    """As the prover solves a piece: bit-blasted, raced by the exact integer reading."""
    return _solve_piece(t, 20)[0].status == "unsat"


def _abs(x: T.Term) -> T.Term:
    return T.ite(T.slt(x, ZERO), T.neg(x), x)


def test_a_program_s_signed_remainder_reads_as_srem_and_then_as_urem_where_the_domain_allows():
    r = T.urem(_abs(i), _abs(w))
    c = T.ite(T.eq(w, ZERO), T.bnot(w), T.ite(T.sle(ZERO, i), r, T.neg(r)))
    assert c is T.ite(T.eq(w, ZERO), T.bnot(w), T.srem(i, w))
    hyp = T.and_(T.sle(ZERO, i), T.slt(i, n), T.slt(ZERO, w))
    goal = T.and_(hyp, T.not_(T.ult(c, w)))  # i % w < w
    form = signs.decided(goal)
    assert form is not None and len(form) > 1
    assert T.srem(i, w) not in T.postorder([form[0]]) and T.urem(i, w) in T.postorder([form[0]])
    assert all(_unsat(p) for p in form)


def test_a_guess_the_hypotheses_do_not_imply_is_a_satisfiable_piece():
    """i may be negative here: i % w is then negative (C), so the folded goal alone would be wrongly unsat;
    the guess's own piece keeps the form from proving anything."""
    c = T.srem(i, w)
    goal = T.and_(T.slt(i, n), T.slt(ZERO, w), T.not_(T.ult(c, w)))
    form = signs.decided(goal)
    assert form is not None
    assert not all(_unsat(p) for p in form)
    assert not _unsat(goal)


def test_goals_without_a_division_by_a_variable_get_no_form():
    assert signs.decided(T.and_(T.slt(ZERO, w), T.not_(T.ult(T.udiv(i, T.bv(7, 32)), w)))) is None
    assert signs.decided(T.and_(T.slt(ZERO, w), T.not_(T.ult(i, w)))) is None


def test_a_form_of_pieces_is_decided_piece_by_piece():
    goal = T.and_(T.sle(ZERO, i), T.slt(ZERO, w), T.not_(T.ult(T.srem(i, w), w)))
    plain = T.and_(T.slt(ZERO, w), T.not_(T.eq(w, w)))
    split = signs.decided_form((plain, goal))
    assert split[0] is plain and len(split) > 2
    assert signs.decided_form((plain,)) is None


def test_a_division_by_a_negative_constant_is_never_read_as_unsigned():
    goal = T.and_(T.sle(ZERO, i), T.slt(ZERO, w), T.not_(T.eq(T.sdiv(i, T.bv(-3, 32)), T.udiv(i, w))))
    form = signs.decided(goal)
    assert form is None or all(T.udiv(i, T.bv(-3, 32)) is not t for p in form for t in T.postorder([p]))
