"""Smart constructors: every simplification is an identity (checked on random values), and the ones the
pipeline relies on fire."""
import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from equiv import terms as T
from equiv.evaluate import evaluate

x32, y32 = T.var("x", T.BV(32)), T.var("y", T.BV(32))
k64, c64, p64 = T.var("k", T.BV(64)), T.var("c", T.BV(64)), T.var("p", T.BV(64))


def same_values(a: T.Term, b: T.Term, **ranges):
    rng = np.random.default_rng(0)
    env = {name: rng.integers(lo, hi, 2000, dtype=np.uint64) for name, (lo, hi) in ranges.items()}
    va, vb = evaluate([a, b], env, 2000)
    return bool(np.all(va == vb))


def test_hash_consing_makes_equal_terms_identical():
    assert T.add(x32, y32) is T.add(y32, x32)
    assert T.mul(T.bv(3, 32), T.add(x32, T.bv(1, 32))) is T.add(T.mul(T.bv(3, 32), x32), T.bv(3, 32))
    assert T.sub(x32, x32).value == 0


def test_thread_index_recombination():
    for block in (256, 192, 96):
        b = T.bv(block, 64)
        i = T.add(T.mul(T.extract(T.udiv(k64, b), 31, 0), T.bv(block, 32)), T.extract(T.urem(k64, b), 31, 0))
        assert i is T.extract(k64, 31, 0)
    assert T.add(T.mul(T.udiv(k64, c64), c64), T.urem(k64, c64)) is k64


def test_register_pair_and_carry_chain_rebuild_64_bit_values():
    wide = T.add(T.mul(T.sext(x32, 64), T.bv(4, 64)), p64)
    assert T.concat(T.extract(wide, 63, 32), T.extract(wide, 31, 0)) is wide
    lo = T.add(T.mul(T.bv(4, 32), x32), T.extract(p64, 31, 0))
    carry = T.zext(T.bool_to_bv(T.eq(T.extract(T.add(T.zext(T.mul(T.bv(4, 32), x32), 34),
                                                     T.zext(T.extract(p64, 31, 0), 34)), 32, 32), T.bv(1, 1))), 32)
    shifted_hi = T.extract(T.shl(T.concat(T.extract(T.sext(x32, 64), 63, 32), x32), T.bv(2, 64)), 63, 32)
    hi = T.add(shifted_hi, T.extract(p64, 63, 32), carry)
    assert T.concat(hi, lo) is T.add(p64, T.mul(T.bv(4, 64), T.sext(x32, 64)))


def _carry(a: T.Term, b: T.Term) -> T.Term:
    return T.zext(T.bool_to_bv(T.eq(T.extract(T.add(T.zext(a, 34), T.zext(b, 34)), 32, 32), T.bv(1, 1))), 32)


def test_carry_chain_of_an_offset_split_before_it_meets_the_pointer():
    """`LEA R13, P0, R4, 0x8, 0x2; IADD3 R0, P1, R13, ptr.lo; IADD3.X R5, hi, ptr.hi, P1`: the offset's own high
    word (with its carry) and the pointer's high word both sit beside the second carry."""
    wide = T.mul(T.sext(x32, 64), T.bv(4, 64))
    low = T.add(T.extract(wide, 31, 0), T.bv(8, 32))
    high = T.add(T.extract(wide, 63, 32), _carry(T.extract(wide, 31, 0), T.bv(8, 32)))
    lo = T.add(low, T.extract(p64, 31, 0))
    hi = T.add(high, T.extract(p64, 63, 32), _carry(low, T.extract(p64, 31, 0)))
    assert T.concat(hi, lo) is T.add(p64, wide, T.bv(8, 64))


def test_signed_wide_product_from_unsigned_words():
    """`(size_t)row * n`: IMAD.WIDE.U32 (with or without an addend) and the two sign corrections of the high
    word are sext(row) * sext(n); the fold agrees with the words on every input, negative ones included."""
    z32 = T.var("z", T.BV(32))
    sign = lambda v: T.sext(T.extract(v, 31, 31), 32)
    for addend in (T.bv(0, 64), T.sext(z32, 64), T.zext(z32, 64)):
        unsigned = T.add(T.mul(T.zext(x32, 64), T.zext(y32, 64)), addend)
        hi = T.add(T.extract(unsigned, 63, 32), T.mul(sign(x32), y32), T.mul(sign(y32), x32))
        folded = T.concat(hi, T.extract(unsigned, 31, 0))
        assert folded is T.add(T.mul(T.sext(x32, 64), T.sext(y32, 64)), addend)
        raw = T.mk("concat", T.BV(64), (hi, T.extract(unsigned, 31, 0)))
        assert same_values(folded, raw, x=(0, 2 ** 32), y=(0, 2 ** 32), z=(0, 2 ** 32))
    hi = T.add(T.extract(T.mul(T.zext(x32, 64), T.zext(y32, 64)), 63, 32), T.mul(sign(x32), y32))
    assert T.concat(hi, T.mul(x32, y32)).op == "concat"  # one correction only: not a signed product


def test_remainder_by_constant_has_one_form():
    assert T.urem(x32, T.bv(13, 32)) is T.sub(x32, T.mul(T.bv(13, 32), T.udiv(x32, T.bv(13, 32))))


def test_remainder_by_a_variable_has_one_form():
    """x - (x udiv y)*y is x urem y (ptxas's remainder against PTX's rem, or a program's own), and the
    default ~0 of a division by zero written out is bvudiv's own; both identities hold at y = 0 too."""
    three = T.bv(3, 32)
    folded = T.add(T.mul(three, x32), T.mul(T.bv(-3, 32), T.udiv(x32, y32), y32), T.bv(1, 32))
    assert folded is T.add(T.mul(three, T.urem(x32, y32)), T.bv(1, 32))
    raw = T.mk("add", T.BV(32), (T.mk("mul", T.BV(32), (three, x32)), T.bv(1, 32),
                                  T.mk("mul", T.BV(32), (T.bv(-3, 32), T.udiv(x32, y32), y32))))
    assert same_values(folded, raw, x=(0, 2 ** 32), y=(0, 4))
    zero = T.eq(y32, T.bv(0, 32))
    for default in (T.bnot(y32), T.bv(-1, 32)):
        assert T.ite(zero, default, T.udiv(x32, y32)) is T.udiv(x32, y32)
        assert same_values(T.mk("ite", T.BV(32), (zero, default, T.udiv(x32, y32))), T.udiv(x32, y32),
                           x=(0, 2 ** 32), y=(0, 3))
    assert T.ite(zero, T.bv(2, 32), T.udiv(x32, y32)).op == "ite"  # another default is not bvudiv's


@settings(max_examples=60, deadline=None)
@given(c=st.integers(1, 2 ** 32 - 1), s=st.integers(0, 40), hi=st.integers(0, 31), lo=st.integers(0, 31))
def test_folds_are_identities(c, s, hi, lo):
    hi, lo = max(hi, lo), min(hi, lo)
    cc = T.bv(c, 32)
    exprs = [
        T.band(x32, cc), T.udiv(x32, cc), T.urem(x32, cc), T.sdiv(x32, cc), T.srem(x32, cc),
        T.shl(x32, T.bv(s, 32)), T.lshr(x32, T.bv(s, 32)), T.ashr(x32, T.bv(s, 32)),
        T.extract(T.add(T.mul(cc, x32), y32), hi, lo), T.extract(T.zext(x32, 48), 40, lo),
        T.extract(T.sext(x32, 64), 63, lo), T.mul(cc, T.add(x32, y32)),
    ]
    raw = [
        T.mk("band", T.BV(32), (x32, cc)), T.mk("udiv", T.BV(32), (x32, cc)), T.mk("urem", T.BV(32), (x32, cc)),
        T.mk("sdiv", T.BV(32), (x32, cc)), T.mk("srem", T.BV(32), (x32, cc)),
        T.mk("shl", T.BV(32), (x32, T.bv(s, 32))), T.mk("lshr", T.BV(32), (x32, T.bv(s, 32))),
        T.mk("ashr", T.BV(32), (x32, T.bv(s, 32))),
        T.mk("extract", T.BV(hi - lo + 1), (T.mk("add", T.BV(32), (T.mk("mul", T.BV(32), (cc, x32)), y32)),), (hi, lo)),
        T.mk("extract", T.BV(41 - lo), (T.mk("zext", T.BV(48), (x32,)),), (40, lo)),
        T.mk("extract", T.BV(64 - lo), (T.mk("sext", T.BV(64), (x32,)),), (63, lo)),
        T.mk("mul", T.BV(32), (cc, T.mk("add", T.BV(32), (x32, y32)))),
    ]
    for a, b in zip(exprs, raw):
        assert same_values(a, b, x=(0, 2 ** 32), y=(0, 2 ** 32))


def test_open_nan_bits_read_back_as_the_value():
    """fp_to_bits_open(x, u) is x's bits, or some NaN's where x is NaN: read back as a float it is x for
    every u; an ite that merely looks alike (its 'NaN' may be an infinity) is not folded."""
    x = T.var("x", T.FP(T.F64))
    u = T.var("u", T.BV(64))
    assert T.fp_from_bits(T.F64, T.fp_to_bits_open(x, u)) is x
    fake = T.ite(T.fisnan(x), T.bor(u, T.bv(0x7FF0000000000000, 64)), T.fp_to_bits(x, 0))
    assert T.fp_from_bits(T.F64, fake).op == "fp_from_bits"
    rng = np.random.default_rng(1)
    us = rng.integers(0, 2**63, 500, dtype=np.uint64) << np.uint64(rng.integers(0, 2))
    us[:3] = [0, 0x7FF0000000000000, 0xFFF0000000000000]
    (bits,) = evaluate([T.nan_pattern(T.F64, u)], {"u": us}, 500)
    exp, frac = (bits >> np.uint64(52)) & np.uint64(0x7FF), bits & np.uint64((1 << 52) - 1)
    assert np.all(exp == 0x7FF) and np.all(frac != 0)


def test_division_forms_are_identities_on_every_8_bit_pair():
    """The signed division a program writes over magnitudes is bvsdiv/bvsrem, |w| == 0 is w == 0, and unsigned
    division of zero-extended values is the narrow one extended: every pair of 8-bit values, built raw (no
    folding) against the folded constructor."""
    import itertools
    x8, w8 = T.var("x", T.BV(8)), T.var("w", T.BV(8))
    zero = T.bv(0, 8)
    mag = lambda v: T.mk("ite", T.BV(8), (T.slt(v, zero), T.neg(v), v))
    raw_q = T.mk("udiv", T.BV(8), (mag(x8), mag(w8)))
    raw_r = T.mk("urem", T.BV(8), (mag(x8), mag(w8)))
    sdiv_raw = T.mk("ite", T.BV(8), (T.sle(zero, T.bxor(x8, w8)), raw_q, T.mk("mul", T.BV(8), (T.bv(-1, 8), raw_q))))
    srem_raw = T.mk("ite", T.BV(8), (T.sle(zero, x8), raw_r, T.mk("mul", T.BV(8), (T.bv(-1, 8), raw_r))))
    q = T.udiv(mag(x8), mag(w8))
    r = T.urem(mag(x8), mag(w8))
    assert T.ite(T.sle(zero, T.bxor(x8, w8)), q, T.neg(q)) is T.sdiv(x8, w8)
    assert T.ite(T.sle(zero, x8), r, T.neg(r)) is T.srem(x8, w8)
    assert T.eq(mag(w8), zero) is T.eq(w8, zero)
    x16, w16 = T.zext(x8, 16), T.zext(w8, 16)
    pairs = [
        (sdiv_raw, T.sdiv(x8, w8)), (srem_raw, T.srem(x8, w8)),
        (T.mk("eq", T.BOOL, (mag(w8), zero)), T.eq(w8, zero)),
        (T.mk("urem", T.BV(16), (x16, w16)), T.urem(x16, w16)),
        (T.mk("udiv", T.BV(16), (x16, w16)), T.udiv(x16, w16)),
        (T.mk("udiv", T.BV(16), (x16, T.bv(7, 16))), T.udiv(x16, T.bv(7, 16))),
    ]
    grid = np.array(list(itertools.product(range(256), repeat=2)), dtype=np.uint64)
    env = {"x": grid[:, 0], "w": grid[:, 1]}
    for raw, folded in pairs:
        a, b = evaluate([raw, folded], env, len(grid))
        assert np.array_equal(a, b), (raw, folded)


def test_a_saved_predicate_tested_again_is_the_predicate():
    """P2R saves a predicate as ite(c, 1, 0); ISETP tests the register against 0 or 1: c or not c again."""
    c = T.ult(T.var("x", T.BV(32)), T.bv(5, 32))
    saved = T.ite(c, T.bv(1, 32), T.bv(0, 32))
    assert T.eq(saved, T.bv(0, 32)) is T.not_(c)
    assert T.eq(saved, T.bv(1, 32)) is c
    assert T.eq(saved, T.bv(2, 32)) is T.false()
    assert T.eq(T.ite(c, T.bv(7, 32), T.bv(7, 32)), T.bv(7, 32)) is T.true()


def test_remembered_facts_and_one_variable_substitution_agree_with_a_walk():
    """Summary/Mentions remember per term; substitute_var rebuilds only what mentions the variable: the same
    terms as substitute, on a DAG far deeper than Python's recursion limit."""
    x, y = T.var("x", T.BV(32)), T.var("y", T.BV(32))
    t = T.add(T.mul(x, y), x)
    for _ in range(3000):
        t = T.add(T.mul(t, y), x)
    assert T.substitute_var(t, x, T.bv(3, 32)) is T.substitute(t, {id(x): T.bv(3, 32)})
    assert T.mentions_var(t, y) and not T.mentions_var(t, T.var("z", T.BV(32)))
    selects = T.Mentions(lambda u: u.op == "select")
    assert not selects.holds(t)
    assert selects.holds(T.add(t, T.select(T.var("mem:a", T.ARRAY(64, 32)), T.bv(0, 64))))


def test_adding_the_neutral_zero_and_setting_the_sign_bit_fold():
    """x + -0.0 is x (x + +0.0 when rounding down), and the float of `bits & 0x7fffffff` (`bits ^ 0x80000000`)
    is |float(bits)| (-float(bits)): ptxas's `FADD R0, |R2|, -RZ` and a `|R2|` operand then share one term.  Both checked on every class of
    f32 bit pattern (zeros, subnormals, infinities, NaNs) against the unfolded terms."""
    rng = np.random.default_rng(2)
    edge = [0, 0x80000000, 1, 0x807FFFFF, 0x7F800000, 0xFF800000, 0x7FC00000, 0x7F800001, 0xFFFFFFFF, 0x3F800000]
    bits = np.concatenate([np.array(edge, np.uint64), rng.integers(0, 2 ** 32, 2000, dtype=np.uint64)])
    b = T.var("b", T.BV(32))
    x = T.fp_from_bits(T.F32, b)
    for rm, zero in (("RNE", 0x80000000), ("RTZ", 0x80000000), ("RTP", 0x80000000), ("RTN", 0)):
        z = T.fp_bits_const(T.F32, zero)
        assert T.fadd(rm, x, z) is x and T.fadd(rm, z, x) is x
        raw = T.mk("fadd", T.FP(T.F32), (x, z), (rm,))
        folded, unfolded = evaluate([T.fp_to_bits(x, 0x7FFFFFFF), T.fp_to_bits(raw, 0x7FFFFFFF)], {"b": bits},
                                    len(bits))
        assert np.array_equal(folded, unfolded)
    assert T.fadd("RNE", x, T.fp_bits_const(T.F32, 0)).op == "fadd"  # -0.0 + +0.0 is +0.0: not neutral
    for op, mask, meaning in (("band", 0x7FFFFFFF, T.fabs), ("bxor", 0x80000000, T.fneg)):
        signed = T.fp_from_bits(T.F32, T.band(b, T.bv(mask, 32)) if op == "band" else T.bxor(b, T.bv(mask, 32)))
        assert signed is meaning(x)
        raw = T.mk("fp_from_bits", T.FP(T.F32), (T.mk(op, T.BV(32), (b, T.bv(mask, 32))),))
        folded, unfolded = evaluate([T.fp_to_bits(signed, 0x7FFFFFFF), T.fp_to_bits(raw, 0x7FFFFFFF)],
                                    {"b": bits}, len(bits))
        assert np.array_equal(folded, unfolded)


def test_selections_on_one_condition_are_summed_branchwise():
    """ite(p, 0, -32z) + ite(p, 0, 32z) + 512 is 512 (an induction variable's step after a join), and any sum
    of selections sharing a condition keeps its value (random evaluation against the raw sum)."""
    p = T.ult(x32, y32)
    z = T.var("z", T.BV(32))
    step = T.add(T.ite(p, T.bv(0, 32), T.mul(T.bv(-32, 32), z)), T.ite(p, T.bv(0, 32), T.mul(T.bv(32, 32), z)),
                 T.bv(512, 32))
    assert step is T.bv(512, 32)
    a, b = T.ite(p, x32, T.mul(T.bv(3, 32), y32)), T.ite(p, T.bv(7, 32), z)
    folded = T.add(T.mul(T.bv(5, 32), a), b, T.ite(T.eq(x32, z), y32, x32), T.bv(9, 32))
    assert sum(1 for t in T.postorder([folded]) if t.op == "ite" and t.args[0] is p) == 1
    raw = T.mk("add", T.BV(32), (T.mk("mul", T.BV(32), (T.bv(5, 32), a)), b,
                                 T.mk("ite", T.BV(32), (T.eq(x32, z), y32, x32)), T.bv(9, 32)))
    assert same_values(folded, raw, x=(0, 2 ** 32), y=(0, 2 ** 32), z=(0, 8))
