"""semantics/merges.py: path merges no path takes, found by reading atoms as propositions."""
from equiv import terms as T
from semantics.merges import fold_tautologies, prune_merges, satisfiable, tautology

a = T.ult(T.var("x", T.BV(32)), T.bv(5, 32))
b = T.var("p", T.BOOL)
old, new, other = (T.var(n, T.BV(32)) for n in ("old", "new", "other"))


def test_a_join_of_every_path_is_a_tautology():
    joined = T.or_(T.and_(a, T.not_(b)), T.and_(a, b), T.not_(a))
    assert tautology(joined) is True
    assert tautology(T.and_(a, T.not_(a))) is False
    assert tautology(T.and_(a, b)) is None


def test_fold_keeps_only_the_branch_every_path_takes():
    joined = T.or_(T.and_(a, T.not_(b)), T.and_(a, b), T.not_(a))
    assert fold_tautologies(T.ite(joined, new, old), {}) is new
    assert fold_tautologies(T.ite(b, new, old), {}).op == "ite"


def test_prune_removes_the_value_before_a_branch_that_both_arms_overwrite():
    fast, slow = T.and_(a, T.not_(b)), T.and_(a, T.not_(T.and_(a, T.not_(b))))
    merged = T.ite(fast, new, T.ite(slow, other, old))  # `old` only where neither arm ran
    assert prune_merges(merged, [a]) is T.ite(fast, new, other)
    assert prune_merges(merged, []) is merged  # without `a`, old is still reachable


def test_atoms_are_independent_so_only_unsatisfiable_is_exact():
    x = T.var("x", T.BV(32))
    # x < 5 and x > 7 is unsatisfiable, but not propositionally: the abstraction says satisfiable
    assert satisfiable([T.ult(x, T.bv(5, 32)), T.ugt(x, T.bv(7, 32))])
    assert not satisfiable([a, T.not_(a)])


def test_a_rejoined_choice_leaves_the_reach_condition():
    from semantics.merges import without_choices
    f = T.var("undef:fchk@16", T.BOOL)
    fast = T.and_(a, T.not_(f))
    rejoined = T.or_(T.and_(T.not_(fast), a), fast)  # the fall-through (slow path) and the branch (fast path)
    assert without_choices(rejoined, frozenset({id(f)})) is a
    assert without_choices(fast, frozenset({id(f)})) is fast  # one path alone depends on the choice
    assert without_choices(rejoined, frozenset()) is rejoined  # only the choices named go
