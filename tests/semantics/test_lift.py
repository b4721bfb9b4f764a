"""semantics/lift.py: one term of the symbolic tid for per-thread terms, or None — never a wrong one."""
from hypothesis import example, given, settings, strategies as st

from equiv import terms as T
from semantics.lift import lift

TID = tuple(T.var(f"tid.{a}", T.BV(32)) for a in "xyz")
C = T.var("ctaid.x", T.BV(32))
X = T.var("mem:x", T.ARRAY(64, 32))


def ids_1d(n: int):
    return [(t, 0, 0) for t in range(n)]


def at(template: T.Term, ids) -> T.Term:
    return T.substitute(template, {id(v): T.bv(c, 32) for v, c in zip(TID, ids)})


def index(c, t):
    return T.zext(T.add(T.mul(c, T.bv(256, 32)), t), 64)


def test_a_linear_index_lifts_even_though_thread_0_folds_differently():
    per = [(i, index(C, T.bv(i[0], 32))) for i in ids_1d(256)]
    assert per[0][1].op != per[5][1].op or per[0][1].args != per[5][1].args  # x + 0 folded away
    got = lift(per, TID)
    assert got is index(C, TID[0])


def test_reversed_and_strided_threads_lift():
    per = [(i, T.select(X, index(C, T.bv(255 - i[0], 32)))) for i in ids_1d(256)]
    assert all(at(lift(per, TID), i) is t for i, t in per)
    warp_leaders = [((32 * w, 0, 0), index(C, T.bv(32 * w, 32))) for w in range(8)]
    assert lift(warp_leaders, TID) is index(C, TID[0])


def test_two_dimensional_blocks_lift():
    ids = [(x, y, 0) for y in range(4) for x in range(8)]
    per = [(i, T.add(T.mul(C, T.bv(100, 32)), T.bv(i[0] + 8 * i[1], 32))) for i in ids]
    got = lift(per, TID)
    assert got is not None and all(at(got, i) is t for i, t in per)


def test_commutative_arguments_in_thread_dependent_order_still_lift():
    leaf = lambda k: T.fp_from_bits(T.F32, T.select(X, T.zext(T.add(C, T.bv(k, 32)), 64)))
    per = [((t, 0, 0), T.fadd("RNE", leaf(t), leaf(t + 16))) for t in range(32)]
    got = lift(per, TID)
    assert got is not None and all(at(got, i) is v for i, v in per)


def test_no_lift_for_terms_that_are_not_one_function_of_tid():
    per = [((t, 0, 0), T.bv(t * t, 32)) for t in range(8)]  # quadratic
    assert lift(per, TID) is None
    shapes = [((t, 0, 0), C if t % 2 else T.add(C, T.bv(1, 32))) for t in range(8)]  # two shapes
    assert lift(shapes, TID) is None


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(0, 2**32 - 1), min_size=4, max_size=4), st.integers(2, 64), st.booleans())
@example(coeffs=[1, 0, 0, 1], n=2, bitwise=False)  # thread 0's c + 0 folds to c: the two samples differ in shape
def test_a_lift_reproduces_every_thread(coeffs, n, bitwise):
    """Whatever the per-thread constants are (affine or not), a returned term reproduces them all."""
    a, b, c, d = coeffs
    value = (lambda t: (a * t + b) ^ (c >> (t % 5))) if bitwise else (lambda t: a * t + b)
    per = [((t, 0, 0), T.add(T.mul(C, T.bv(d, 32)), T.bv(value(t) & 0xFFFFFFFF, 32))) for t in range(n)]
    got = lift(per, TID)
    if got is not None:
        assert all(at(got, i) is t for i, t in per)
    if not bitwise:
        assert got is not None
