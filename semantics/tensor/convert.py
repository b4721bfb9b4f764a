"""numpy's element casts (`astype`, stores, ufunc input promotion) as terms, bit for bit on x86-64.

Measured on numpy 2.4 / x86-64 (tests/semantics/tensor check every rule):
- int -> int wraps (truncates, or sign/zero-extends); int/float -> float rounds to nearest even.
- float -> bool is `x != 0` (NaN is True); bool -> number is 0 or 1.
- float -> int truncates toward zero; NaN and out-of-range values give what x86's cvtt* gives:
  i32/i64: INT_MIN of the width; i8/i16/u8/u16: the low bits of the i32 conversion;
  u64: x >= 2**63 ? cvt64(x - 2**63) ^ 2**63 : cvt64(x), so NaN -> 2**63, x >= 2**64 -> 0;
  f16 -> u32: through int64 (NaN, +-inf -> 0).
- f32/f64 -> u32 is Unsupported: for NaN and out-of-range values numpy's result depends on the
  memory layout (its SIMD body and scalar tail disagree), so it has no single meaning.
"""
from __future__ import annotations

from equiv import terms as T
from equiv.terms import F32, Term
from semantics.tensor.context import unsupported
from semantics.tensor.dtypes import BOOL, DType, u32


def check_cast(src: DType, dst: DType) -> None:
    """Raise now (at the user's line) for a cast that has no single meaning."""
    if src.is_float and dst is u32 and src.fmt.name != "f16":
        raise unsupported(f"a cast from {src} to u32: numpy's result for NaN and out-of-range values depends on "
                          "the memory layout; cast through int64 (.astype(np.int64).astype(np.uint32))")


def zero(dt: DType) -> Term:
    if dt is BOOL:
        return T.false()
    return T.fp_const(dt.fmt, 0.0) if dt.is_float else T.bv(0, dt.width)


def one(dt: DType) -> Term:
    if dt is BOOL:
        return T.true()
    return T.fp_const(dt.fmt, 1.0) if dt.is_float else T.bv(1, dt.width)


def truth(v: Term, dt: DType) -> Term:
    """numpy's bool(x): nonzero (NaN counts as nonzero)."""
    if dt is BOOL:
        return v
    return T.not_(T.fiszero(v)) if dt.is_float else T.not_(T.eq(v, T.bv(0, dt.width)))


def convert(v: Term, src: DType, dst: DType) -> Term:
    """The value v of dtype src as dtype dst (call check_cast first)."""
    if src == dst:
        return v
    if dst is BOOL:
        return truth(v, src)
    if src is BOOL:
        return T.ite(v, one(dst), zero(dst))
    if src.is_int and dst.is_int:
        if dst.width < src.width:
            return T.extract(v, dst.width - 1, 0)
        return (T.sext if src.signed else T.zext)(v, dst.width)
    if src.is_int:
        return T.fp_from_int("RNE", dst.fmt, v, src.signed)
    if dst.is_float:
        return T.fp_to_fp("RNE", dst.fmt, v)
    return _float_to_int(v, src, dst)


def _float_to_int(v: Term, src: DType, dst: DType) -> Term:
    x = v if src.fmt.name in ("f32", "f64") else T.fp_to_fp("RNE", F32, v)  # exact widening
    if dst is u32:  # only from f16 (check_cast): the C cast goes through int64
        return T.ite(T.or_(T.fisnan(x), T.fisinf(x)), T.bv(0, 32), T.extract(_cvtt(x, 64), 31, 0))
    if dst.width < 32:
        return T.extract(_cvtt(x, 32), dst.width - 1, 0)
    if dst.signed:
        return _cvtt(x, dst.width)
    fmt = x.sort.fmt
    high = T.ite(T.fge(x, T.fp_const(fmt, 2.0 ** 64)), T.bv(0, 64), T.fp_to_int_raw("RTZ", 64, x, False))
    return T.ite(T.fge(x, T.fp_const(fmt, 2.0 ** 63)), high, _cvtt(x, 64))


def _cvtt(x: Term, w: int) -> Term:
    """x86 cvtt{ss,sd}2si into w bits: truncation, or INT_MIN for NaN and out of range."""
    fmt = x.sort.fmt
    t = T.fround("RTZ", x)
    lim = T.fp_const(fmt, 2.0 ** (w - 1))
    ok = T.and_(T.fle(T.fneg(lim), t), T.flt(t, lim))  # false for NaN
    return T.ite(ok, T.fp_to_int_raw("RTZ", w, x, True), T.bv(1 << (w - 1), w))


def from_bits(dt: DType, raw: Term) -> Term:
    """The value of an element stored as raw bits."""
    return T.fp_from_bits(dt.fmt, raw) if dt.is_float else raw


def to_bits(dt: DType, v: Term) -> Term:
    """The bits numpy stores for value v (a NaN as numpy's np.nan pattern: any NaN matches any NaN)."""
    return T.fp_to_bits(v, dt.nan_bits) if dt.is_float else v
