"""The meaning of each supported numpy ufunc on one element, for the loop dtypes numpy picks.

numpy itself resolves the loop (`ufunc.resolve_dtypes`), so promotion follows
NEP 50 exactly; a builder here receives the loop's input dtypes and output
dtype, may refuse now (Unsupported at the user's line), and returns the
element function over terms.  Rules measured on numpy 2.4 (tests check each):
- ints wrap; `//` and `%` floor toward -inf, x // 0 == x % 0 == 0, INT_MIN // -1 wraps.
- x << s is 0 and x >> s is the sign fill for s >= width or s < 0 (the count read unsigned),
  which is SMT-LIB's shl/lshr/ashr on the loop width.
- maximum/minimum propagate NaN; on equal operands (-0.0 vs +0.0) f32/f64 return the second,
  f16 the first.
- f16 arithmetic runs in float32 and rounds once more: for + - * / sqrt that equals the correctly
  rounded f16 result, so the terms are f16 operations.
- comparisons of int64 with uint64 are exact (numpy has mixed loops).
- floor/ceil/trunc/rint are IEEE roundToIntegral (identity on integer loops).
"""
from __future__ import annotations

from typing import Callable

import numpy as np

from equiv import terms as T
from equiv.terms import Term
from semantics.isa.common import popcount
from semantics.tensor.context import approximated, unsupported
from semantics.tensor.convert import one, truth
from semantics.tensor.dtypes import BOOL, DType

ElemFn = Callable[..., Term]
Builder = Callable[[tuple[DType, ...], DType], ElemFn]


def _refuse(what: str):
    raise unsupported(what)


def _name(u: np.ufunc) -> str:
    return f"np.{u.__name__}"


# ----------------------------------------------------------------------------- integers
def floor_divmod(a: Term, b: Term, signed: bool) -> tuple[Term, Term]:
    """Floor quotient and remainder (b != 0; for b == 0 SMT-LIB's values, which callers replace)."""
    if not signed:
        return T.udiv(a, b), T.urem(a, b)
    w = a.width
    q, r = T.sdiv(a, b), T.srem(a, b)
    z = T.bv(0, w)
    adjust = T.and_(T.not_(T.eq(r, z)), T.xor(T.slt(r, z), T.slt(b, z)))
    return T.sub(q, T.ite(adjust, T.bv(1, w), z)), T.add(r, T.ite(adjust, b, z))


def _int_floordiv(dt: DType) -> ElemFn:
    z = T.bv(0, dt.width)
    return lambda a, b: T.ite(T.eq(b, z), z, floor_divmod(a, b, dt.signed)[0])


def _int_mod(dt: DType) -> ElemFn:
    z = T.bv(0, dt.width)
    return lambda a, b: T.ite(T.eq(b, z), z, floor_divmod(a, b, dt.signed)[1])


def _int_abs(dt: DType) -> ElemFn:
    if not dt.signed:
        return lambda a: a
    return lambda a: T.ite(T.slt(a, T.bv(0, dt.width)), T.neg(a), a)


def _bitwise_count(dt: DType) -> ElemFn:
    """np.bitwise_count: the 1-bits of |x| (numpy counts the magnitude of a signed value; |INT_MIN| wraps
    to INT_MIN, one bit), as uint8."""
    magnitude = _int_abs(dt)
    return lambda a: T.trunc(popcount(magnitude(a)), 8) if dt.width > 8 else popcount(magnitude(a))


def int_power(a: Term, k: int) -> Term:
    """a**k modulo 2**width by squaring (k >= 0)."""
    result, base = T.bv(1, a.width), a
    while k:
        if k & 1:
            result = T.mul(result, base)
        base = T.mul(base, base)
        k >>= 1
    return result


# ----------------------------------------------------------------------------- builders
def _arith(u: np.ufunc, int_op, float_op, bool_op=None) -> Builder:
    def build(ins, out):
        dt = ins[0]
        if dt is BOOL:
            return bool_op if bool_op is not None else _refuse(f"{_name(u)} on bool values")
        return int_op if dt.is_int else (lambda *xs: float_op("RNE", *xs))
    return build


def _int_only(u: np.ufunc, make: Callable[[DType], ElemFn]) -> Builder:
    def build(ins, out):
        if not ins[0].is_int:
            _refuse(f"{_name(u)} on {ins[0]} values (numpy's floating // and % are not modeled)")
        return make(ins[0])
    return build


def _always(op: ElemFn) -> Builder:
    return lambda ins, out: op


def _extreme(larger: bool) -> Builder:
    def build(ins, out):
        dt = ins[0]
        if dt is BOOL:
            return T.or_ if larger else T.and_
        if dt.is_int:
            cmp = (T.sge if larger else T.sle) if dt.signed else (T.uge if larger else T.ule)
            return lambda a, b: T.ite(cmp(a, b), a, b)
        # NaN-propagating; on ties f16 keeps the first operand, f32/f64 the second
        tie_first = dt.fmt.name == "f16"
        cmp = (T.fge if tie_first else T.fgt) if larger else (T.fle if tie_first else T.flt)
        return lambda a, b: T.ite(T.or_(cmp(a, b), T.fisnan(a)), a, b)
    return build


def _float_class(kind: str) -> Builder:
    """np.isnan / np.isinf / np.isfinite; integers are never NaN or infinite."""
    tests = {"nan": T.fisnan, "inf": T.fisinf, "finite": lambda a: T.not_(T.or_(T.fisnan(a), T.fisinf(a)))}

    def build(ins, out):
        if ins[0].is_float:
            return tests[kind]
        return lambda a: T.const_bool(kind == "finite")
    return build


def _sign_bit(b: Term, what: str) -> Term:
    """b's sign bit.  A NaN's sign is only known where b is read from memory (its bits) or a constant; a
    computed NaN's sign is the platform's, so such a b is refused."""
    w = b.sort.fmt.width
    if b.op == "fp_from_bits":
        return T.eq(T.extract(b.args[0], w - 1, w - 1), T.bv(1, 1))
    if b.op == "const":
        return T.const_bool(bool(b.value >> (w - 1) & 1))
    if T.fisnan(b) is not T.false():
        return _refuse(f"{what} of a computed value (a computed NaN's sign bit is the platform's)")
    return T.fisneg(b)  # a computed value that is never NaN: its sign is the IEEE one


def _copysign(ins, out) -> ElemFn:
    """|a| with the sign bit of b."""
    def fn(a, b):
        return T.ite(_sign_bit(b, "np.copysign's sign source"), T.fneg(T.fabs(a)), T.fabs(a))
    if not out.is_float:
        _refuse(f"np.copysign on {out} values")
    return fn


def _signbit(ins, out) -> ElemFn:
    """np.signbit (numpy's loops are float ones: integers arrive as float64)."""
    return lambda a: _sign_bit(a, "np.signbit")


def _sign(ins, out) -> ElemFn:
    """np.sign: -1, 0 or 1 by the sign of x; +0.0 for either zero, and x itself for a NaN (numpy 2.4)."""
    dt = ins[0]
    if dt is BOOL:
        _refuse("np.sign of bool values")
    if dt.is_int:
        z = T.bv(0, dt.width)
        if not dt.signed:
            return lambda a: T.ite(T.eq(a, z), z, T.bv(1, dt.width))
        return lambda a: T.ite(T.slt(z, a), T.bv(1, dt.width), T.ite(T.slt(a, z), T.bv(-1, dt.width), z))
    f = dt.fmt
    return lambda a: T.ite(T.fisnan(a), a, T.ite(T.fgt(a, T.fp_const(f, 0.0)), T.fp_const(f, 1.0),
                                                  T.ite(T.flt(a, T.fp_const(f, 0.0)), T.fp_const(f, -1.0),
                                                        T.fp_const(f, 0.0))))


def _heaviside(ins, out) -> ElemFn:
    """np.heaviside(x, h0): 0 below zero, h0 at either zero, 1 above, x itself for a NaN x."""
    if not out.is_float:
        _refuse(f"np.heaviside on {out} values")
    f = out.fmt
    return lambda x, h0: T.ite(T.fisnan(x), x, T.ite(T.fiszero(x), h0, T.ite(T.fisneg(x), T.fp_const(f, 0.0),
                                                                           T.fp_const(f, 1.0))))


def _reciprocal(ins, out) -> ElemFn:
    if not out.is_float:
        _refuse(f"np.reciprocal on {out} values (numpy's integer reciprocal divides by zero in C)")
    return lambda a: T.fdiv("RNE", one(out), a)


def _bitwise(int_op, bool_op) -> Builder:
    return lambda ins, out: bool_op if ins[0] is BOOL else int_op


def _right_shift(ins, out) -> ElemFn:
    return T.ashr if ins[0].signed else T.lshr


def compare_python(kind: str, x: int, y: int) -> bool:
    return {"lt": x < y, "le": x <= y, "gt": x > y, "ge": x >= y, "eq": x == y, "ne": x != y}[kind]


_FLOAT_CMP = {"lt": T.flt, "le": T.fle, "gt": T.fgt, "ge": T.fge, "eq": T.feq,
              "ne": lambda a, b: T.not_(T.feq(a, b))}
_INT_CMP = {"lt": (T.slt, T.ult), "le": (T.sle, T.ule), "gt": (T.sgt, T.ugt), "ge": (T.sge, T.uge),
            "eq": (T.eq, T.eq), "ne": ((lambda a, b: T.not_(T.eq(a, b))),) * 2}


def _compare(kind: str) -> Builder:
    def build(ins, out):
        da, db = ins
        if da.is_float:
            return _FLOAT_CMP[kind]
        signed_op, unsigned_op = _INT_CMP[kind]
        if da is BOOL:
            return lambda a, b: unsigned_op(T.bool_to_bv(a), T.bool_to_bv(b))
        if da == db:
            return signed_op if da.signed else unsigned_op
        w = max(da.width, db.width) + 1  # int64 vs uint64: exact, in one more bit

        def widen(v: Term, d: DType) -> Term:
            return T.sext(v, w) if d.signed else T.zext(v, w)
        return lambda a, b: signed_op(widen(a, da), widen(b, db))
    return build


def _unary(int_op: Callable[[DType], ElemFn], float_op: ElemFn | None, bool_op: ElemFn | None = None) -> Builder:
    def build(ins, out):
        dt = ins[0]
        if dt is BOOL:
            return bool_op
        return int_op(dt) if dt.is_int else float_op
    return build


def _to_integral(rm: str) -> Builder:
    """floor/ceil/trunc/rint: IEEE roundToIntegral (-0.0 stays -0.0); the identity on integer loops."""
    return lambda ins, out: (lambda a: T.fround(rm, a)) if ins[0].is_float else (lambda a: a)


def _libm(u: np.ufunc, fn: str) -> Builder:
    """numpy's own approximation of fn (terms.fapprox, impl numpy) on float loops: recorded, because only
    contract real gives it a meaning."""
    def build(ins, out):
        if not out.is_float:
            _refuse(f"{_name(u)} on {out} values")
        approximated(_name(u))
        return lambda a: T.fapprox(fn, "numpy", a)
    return build


def _logical(op) -> Builder:
    def build(ins, out):
        return lambda *xs: op(*[truth(x, d) for x, d in zip(xs, ins)])
    return build


UFUNCS: dict[np.ufunc, Builder] = {
    np.add: _arith(np.add, T.add, T.fadd, T.or_),
    np.subtract: _arith(np.subtract, T.sub, T.fsub),
    np.multiply: _arith(np.multiply, T.mul, T.fmul, T.and_),
    np.true_divide: _always(lambda a, b: T.fdiv("RNE", a, b)),
    np.floor_divide: _int_only(np.floor_divide, _int_floordiv),
    np.remainder: _int_only(np.remainder, _int_mod),
    np.bitwise_count: _int_only(np.bitwise_count, _bitwise_count),
    np.maximum: _extreme(True),
    np.minimum: _extreme(False),
    np.bitwise_and: _bitwise(T.band, T.and_),
    np.bitwise_or: _bitwise(T.bor, T.or_),
    np.bitwise_xor: _bitwise(T.bxor, T.xor),
    np.left_shift: _always(T.shl),
    np.right_shift: _right_shift,
    np.less: _compare("lt"), np.less_equal: _compare("le"),
    np.greater: _compare("gt"), np.greater_equal: _compare("ge"),
    np.equal: _compare("eq"), np.not_equal: _compare("ne"),
    np.negative: _unary(lambda dt: T.neg, T.fneg),
    np.positive: _always(lambda a: a),
    np.absolute: _unary(_int_abs, T.fabs, lambda a: a),
    np.fabs: _always(T.fabs),  # float loops only: numpy casts an integer array to float64 first
    np.invert: _unary(lambda dt: T.bnot, None, T.not_),
    np.sqrt: _always(lambda a: T.fsqrt("RNE", a)),
    np.square: _unary(lambda dt: (lambda a: T.mul(a, a)), lambda a: T.fmul("RNE", a, a)),
    np.floor: _to_integral("RTN"), np.ceil: _to_integral("RTP"),
    np.trunc: _to_integral("RTZ"), np.rint: _to_integral("RNE"),
    np.isnan: _float_class("nan"), np.isinf: _float_class("inf"), np.isfinite: _float_class("finite"),
    np.copysign: _copysign, np.signbit: _signbit, np.sign: _sign, np.heaviside: _heaviside,
    np.reciprocal: _reciprocal,
    np.logical_and: _logical(T.and_), np.logical_or: _logical(T.or_),
    np.logical_xor: _logical(T.xor), np.logical_not: _logical(T.not_),
    **{u: _libm(u, fn) for u, fn in ((np.exp2, "ex2"), (np.log2, "lg2"), (np.exp, "exp"), (np.log, "log"),
                                     (np.sin, "sin"), (np.cos, "cos"), (np.tanh, "tanh"))},
}

# ufuncs deliberately left out, with the reason the user sees
UNMODELED = {
    np.fmax: "numpy's fmax/fmin disagree between their scalar and SIMD loops (short and long arrays) on a "
             "signaling NaN (NaN in one, the other operand in the other) and on zeros of opposite sign (the first "
             "operand in one, the second in the other); write np.where(np.isnan(b), a, np.where(np.isnan(a), b, "
             "np.maximum(a, b))) instead",
}
UNMODELED[np.fmin] = UNMODELED[np.fmax].replace("np.maximum", "np.minimum")

COMPARISONS = {np.less: "lt", np.less_equal: "le", np.greater: "gt", np.greater_equal: "ge",
               np.equal: "eq", np.not_equal: "ne"}

LIBM = frozenset("exp exp2 expm1 log log2 log10 log1p sin cos tan arcsin arccos arctan arctan2 sinh cosh tanh "
                 "arcsinh arccosh arctanh cbrt hypot logaddexp logaddexp2 float_power".split())
REDUCING_UFUNCS = frozenset(("matmul", "vecdot", "matvec", "vecmat"))


MAX_POWER = 16  # |k| of the integer powers x ** k read as products over the reals


def power(dt: DType, k: int | float, base_is_numpy_scalar: bool) -> ElemFn:
    """x ** k for a constant k on the loop dtype dt (InputError and Unsupported come from the caller's checks)."""
    if dt.is_int:
        return lambda a: int_power(a, int(k))
    if k == int(k) and 0 < abs(k) <= MAX_POWER and (base_is_numpy_scalar or k not in (1, 2, -1)):
        # numpy calls libm's pow (not correctly rounded): an approximation of x^k, read under contract real
        approximated(f"x ** {int(k)}")
        exponent = T.fp_const(dt.fmt, float(k))
        return lambda a: T.fapprox("pow", "numpy", a, exponent)
    if base_is_numpy_scalar or k not in (0, 1, 2, -1):
        _refuse(f"x ** {k!r} on floats: numpy computes it with libm's pow; only integer exponents (read over the "
                f"reals under contract real) and 0.0 are modeled")
    if k == 0:
        return lambda a: one(dt)
    if k == 1:
        return lambda a: a
    if k == 2:
        return lambda a: T.fmul("RNE", a, a)
    return lambda a: T.fdiv("RNE", one(dt), a)
