"""Ring normal forms (proofs/ring.py): equal only where the evaluator agrees on every input, and equal for
the distributivity that strength-reduced index arithmetic needs."""
import numpy as np
from hypothesis import given, settings, strategies as st

from equiv import terms as T
from equiv.evaluate import evaluate
from proofs import ring

W = 16
ATOMS = [T.var(name, T.BV(W)) for name in ("a", "b", "c")] + [T.zext(T.var("x", T.BV(8)), W)]


def _terms(depth: int):
    leaf = st.one_of(st.sampled_from(ATOMS), st.integers(0, (1 << W) - 1).map(lambda v: T.bv(v, W)))
    if depth == 0:
        return leaf
    sub = _terms(depth - 1)
    return st.one_of(leaf, st.tuples(sub, sub).map(lambda p: T.add(*p)), st.tuples(sub, sub).map(lambda p: T.mul(*p)),
                     st.tuples(sub, st.integers(0, W - 1)).map(lambda p: T.shl(p[0], T.bv(p[1], W))),
                     sub.map(lambda x: T.neg(x)),
                     st.tuples(sub, sub, st.integers(1, W - 1)).map(lambda p: T.concat(
                         T.extract(p[0], W - 1 - p[2], 0), T.extract(p[1], p[2] - 1, 0))))


def _values(terms, n=4096):
    rng = np.random.default_rng(0)
    env = {name: rng.integers(0, 1 << W, n).astype(np.uint64) for name in ("a", "b", "c")}
    env["x"] = rng.integers(0, 256, n).astype(np.uint64)
    return [np.broadcast_to(v, (n,)) for v in evaluate(terms, env, n)]


@settings(max_examples=300, deadline=None)
@given(_terms(3), _terms(3))
def test_equal_normal_forms_are_equal_values(a, b):
    if ring.equal(a, b):
        va, vb = _values([a, b])
        assert (va == vb).all()


@settings(max_examples=200, deadline=None)
@given(_terms(2), _terms(2), _terms(2))
def test_distributivity_and_commutativity_are_seen(x, y, z):
    assert ring.equal(T.mul(x, T.add(y, z)), T.add(T.mul(z, x), T.mul(y, x)))
    assert ring.equal(T.mul(T.add(x, y), T.add(x, y)), T.add(T.mul(x, x), T.mul(T.bv(2, W), x, y), T.mul(y, y)))


def test_strength_reduced_row_offsets_are_one_polynomial():
    n, j, col = ATOMS[:3]
    theirs = T.add(col, T.mul(n, T.add(T.mul(T.bv(16, W), j), T.bv(12, W))))
    mine = T.add(col, T.mul(T.bv(12, W), n), T.mul(T.bv(16, W), n, j))
    assert ring.equal(mine, theirs)
    assert not ring.equal(mine, T.add(theirs, T.bv(1, W)))
    assert not ring.equal(T.mul(n, T.add(j, T.bv(1, W))), T.add(T.mul(n, j), T.bv(1, W)))


def test_coefficients_wrap_at_the_width():
    a = ATOMS[0]
    assert ring.equal(T.mul(T.bv(1 << (W - 1), W), T.add(a, a)), T.bv(0, W))  # 2^15 * 2a = 2^16 a = 0


def test_opaque_subterms_are_atoms_and_expansion_is_capped():
    a, b, c = ATOMS[:3]
    assert not ring.equal(T.udiv(T.add(a, b), c), T.add(T.udiv(a, c), T.udiv(b, c)))
    sums = [T.add(T.var(f"v{k}", T.BV(W)), T.bv(k + 1, W)) for k in range(9)]
    prefix = T.mul(*sums)  # 2^9 monomials once expanded: past the cap
    split = T.add(T.mul(prefix, a), T.mul(prefix, T.bv(10, W)))
    assert split is not T.mul(prefix, T.add(a, T.bv(10, W)))
    assert not ring.equal(split, T.mul(prefix, T.add(a, T.bv(10, W))))  # an identity, but not shown: no answer
    assert ring.equal(T.mul(T.add(a, T.bv(1, W)), a), T.add(T.mul(a, a), a))


@settings(max_examples=200, deadline=None)
@given(_terms(3), st.integers(1, W))
def test_low_bits_are_the_value_mod_2k_wherever_they_are_a_constant(t, k):
    low = ring.low_bits(t, k)
    if low is not None:
        (v,) = _values([t])
        assert all(int(x) % (1 << k) == low for x in v)


def test_low_bits_see_through_extensions_whether_or_not_the_word_wraps():
    """zext(c*n + 5) - zext(c)*zext(n) is 5 or 5 - 2^32: 5 mod 2^32 either way, unknown mod 2^33."""
    c, n = T.var("c", T.BV(32)), T.var("n", T.BV(32))
    d = T.sub(T.zext(T.add(T.mul(c, n), T.bv(5, 32)), 64), T.mul(T.zext(c, 64), T.zext(n, 64)))
    assert ring.low_bits(d, 32) == 5 and ring.low_bits(d, 8) == 5 and ring.low_bits(d, 33) is None
    assert ring.low_bits(T.extract(T.zext(c, 64), 15, 0), 16) is None  # an atom stays an atom


def test_a_quotient_by_an_atom_rebuilds_the_cofactor():
    """(c + n*r) - c over 32 bits, whether or not the sum wraps, is n*r: its quotient by n (seen through the sign
    extension) is r; a monomial without n has none."""
    n, c, r = (T.var(v, T.BV(32)) for v in "ncr")
    offset = T.sub(T.sext(T.add(c, T.mul(n, r)), 64), T.sext(c, 64))
    assert ring.quotient(offset, T.sext(n, 64), 32) is r
    assert ring.quotient(offset, T.sext(n, 64), 64) is None  # over 64 bits the sum may have wrapped
    sixteen = T.add(T.mul(T.bv(12, 64), T.zext(n, 64)), T.mul(T.bv(16, 64), T.zext(r, 64), T.zext(n, 64)))
    assert ring.equal(ring.quotient(sixteen, T.zext(n, 64), 64), T.add(T.mul(T.bv(16, 64), T.zext(r, 64)), T.bv(12, 64)))
    assert ring.quotient(T.add(sixteen, T.zext(c, 64)), T.zext(n, 64), 64) is None


def test_a_byte_offset_shifted_down_is_its_element_index():
    n, r = T.var("n", T.BV(64)), T.var("r", T.BV(64))
    bytes_ = T.add(T.mul(T.bv(4, 64), n), T.mul(T.bv(64, 64), r, n))
    assert ring.equal(ring.shifted(bytes_, 2), T.add(n, T.mul(T.bv(16, 64), r, n)))
    assert ring.shifted(T.add(bytes_, T.bv(2, 64)), 2) is None
