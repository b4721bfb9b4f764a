"""Floating point (PTX ISA 9.7.3, 9.7.4): add, sub, mul, fma, mad, div, rcp, sqrt, abs, neg,
min, max, testp for f32 and f64; add, sub, mul, fma for f16, bf16 and their packed x2 forms.

Every operation with a rounding modifier is IEEE-754 correctly rounded in it
(.rn .rz .rm .rp = RNE RTZ RTN RTP); add/sub/mul without one are .rn ("may be
contracted" only licenses the optimizer).  Results follow `float_result`
(canonical NaN for f32/f16/bf16, unspecified NaN for f64, .ftz, .sat).

The approximate forms (`ex2 lg2 sin cos rsqrt tanh .approx[.ftz].f32`, `rcp/sqrt
.approx[.ftz].f32`, `div.approx/div.full[.ftz].f32`) have only error bounds in the
manual, so their value is the machine's `m.approx(fn, *xs)` (an FP term of the
operands' format, inputs already flushed for .ftz): the single-thread machine
refuses it under contract exact ("prove under contract=real"), and the real
contract reads it as the function it approximates, with an assumption.  fn is
"ex2" "lg2" "sin" "cos" "rsq" "tanh" "rcp" "sqrt" (one operand) or "div" (two).
Other types of these opcodes (f16, bf16, f64) are refused.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from equiv import ieee
from equiv import terms as T
from equiv.terms import Term
from semantics.isa.common import flush, fminmax
from semantics.isa.ptx.ast import Reg
from semantics.isa.ptx.instructions import (
    RND, Mods, Type, dest, float_raw, float_result, float_src, operands, pred_dest, src, unspecified_nan,
    unsupported,
)
from semantics.isa.ptx.overload import typed
from semantics.isa.ptx.table import PTX


@dataclass(frozen=True)
class _Form:
    """What a type allows: rounding modifiers, .ftz, .sat (PTX ISA Table 29, 9.7.4)."""

    rnd: tuple[str, ...]
    ftz: bool
    sat: bool


_FORMS = {
    "f32": _Form(tuple(RND), True, True), "f64": _Form(tuple(RND), False, False),
    "f16": _Form(("rn",), True, True), "f16x2": _Form(("rn",), True, True),
    "bf16": _Form(("rn",), False, False), "bf16x2": _Form(("rn",), False, False),
}
_ALL = tuple(_FORMS)
_F32_F64 = ("f32", "f64")
_MODS = tuple(RND) + ("ftz", "sat")


@dataclass(frozen=True)
class _Parsed:
    ty: Type
    rm: str
    ftz: bool
    sat: bool
    rounded: bool = True


def _parse(m, ins, types, *, rnd_required: tuple[str, ...] = (), sat_ok: bool = True) -> _Parsed:
    """The type, rounding mode (.rn when absent, unless the type is in rnd_required), .ftz, .sat.

    `rounded` says whether the rounding was written: only then is the operation pinned (see add)."""
    mo = Mods(m, ins)
    ty = mo.type(types)
    rnd = mo.one(RND)
    ftz = mo.flag("ftz")
    sat = mo.flag("sat")
    mo.done()
    form = _FORMS[ty.name]
    if rnd is None and ty.name in rnd_required:
        raise unsupported(m, ins, "rounding modifier missing")
    if rnd is not None and rnd not in form.rnd:
        raise unsupported(m, ins, f".{rnd} with .{ty.name}")
    if ftz and not form.ftz:
        raise unsupported(m, ins, f".ftz with .{ty.name}")
    if sat and not (form.sat and sat_ok):
        raise unsupported(m, ins, f".sat with {ins.opcode}.{ty.name}")
    return _Parsed(ty, RND[rnd or "rn"], ftz, sat, rnd is not None)


def _lanes(m, ins, op, ty: Type, ftz: bool) -> list[Term]:
    """A source as FP terms, one per lane (low lane first for f16x2 / bf16x2: a register)."""
    if ty.lanes == 1:
        return [float_src(m, ins, op, ty.fmt, ftz=ftz)]
    if not isinstance(op, Reg):
        raise unsupported(m, ins, f"packed operand {op!r}")
    bits = src(m, ins, op, ty.width)
    lanes = [T.fp_from_bits(ty.fmt, T.extract(bits, 16 * k + 15, 16 * k)) for k in range(ty.lanes)]
    return [flush(x) for x in lanes] if ftz else lanes


def _product(x: Term) -> bool:
    """x is (a sign change of) a product, possibly through its bits: what an add can be fused with."""
    while x.op in ("fp_from_bits", "fp_to_bits", "fneg", "fabs"):
        x = x.args[0]
    return x.op == "fmul" or (x.op == "ite" and (_product(x.args[1]) or _product(x.args[2])))


def _arith(m, ins, nsrc: int, op: Callable[..., Term], p: _Parsed, *, may_round_up: bool,
           contractible: bool = False) -> None:
    """d = op(rm, a, b[, c]) lane by lane, as a float result.

    An add or sub with no rounding modifier of a product the same way unrounded "may be optimized
    aggressively ... mul/add sequences with no rounding modifiers may be optimized to use fused-multiply-add"
    (PTX ISA, add.f32): ptxas does fuse them (tests/data/oracle_findings/005), so the result is one of two
    values and the definition refuses it rather than pick one (a .rn mul is not told apart: refused too),
    except for a question over the reals (KernelEnv.over_reals), where both values are a*b + c."""
    ops = operands(m, ins, nsrc + 1)
    srcs = [_lanes(m, ins, o, p.ty, p.ftz) for o in ops[1:]]
    if contractible and not p.rounded and any(_product(x) for s in srcs for x in s) and not m.env.over_reals:
        raise unsupported(m, ins, "an unrounded add of a product, which ptxas may fuse into an fma")
    bits = None
    for k in range(p.ty.lanes):
        tag = "" if p.ty.lanes == 1 else f".{k}"
        r = float_result(ins, op(p.rm, *(s[k] for s in srcs)), ftz=p.ftz, sat=p.sat,
                         may_round_up=may_round_up, tag=tag)
        bits = r if bits is None else T.concat(r, bits)
    dest(m, ins, ops[0], bits)


# ----------------------------------------------------------------------------- add, sub, mul, fma, mad
@typed("add", _ALL, mods=_MODS)
def add(m, ins):
    """add[.rnd][.ftz][.sat].f32, add[.rnd].f64, add[.rn][.ftz][.sat].{f16,f16x2},
    add[.rn].{bf16,bf16x2} d, a, b: d = a + b rounded (.rn by default).  (An exact sum below
    the smallest normal is representable, so .ftz has no rounding ambiguity.)"""
    _arith(m, ins, 2, T.fadd, _parse(m, ins, _ALL), may_round_up=False, contractible=True)


@typed("sub", _ALL, mods=_MODS)
def sub(m, ins):
    """sub (float types as for add) d, a, b: d = a - b rounded (.rn by default)."""
    _arith(m, ins, 2, T.fsub, _parse(m, ins, _ALL), may_round_up=False, contractible=True)


@typed("mul", _ALL, mods=_MODS)
def mul(m, ins):
    """mul (float types as for add) d, a, b: d = a * b rounded (.rn by default)."""
    _arith(m, ins, 2, T.fmul, _parse(m, ins, _ALL), may_round_up=True)


@typed("fma", _ALL, mods=_MODS)
def fma(m, ins):
    """fma.rnd[.ftz][.sat].f32, fma.rnd.f64, fma.rn[.ftz][.sat].{f16,f16x2}, fma.rn.{bf16,bf16x2}
    d, a, b, c: d = a * b + c with one rounding (PTX ISA 9.7.3.6); the rounding is required."""
    _arith(m, ins, 3, T.ffma, _parse(m, ins, _ALL, rnd_required=_ALL), may_round_up=True)


@typed("mad", _F32_F64, mods=_MODS)
def mad(m, ins):
    """mad.rnd[.ftz][.sat].f32, mad[.rnd].f64 d, a, b, c: the same as fma (PTX ISA 9.7.3.7:
    "mad.{f32,f64} is the same as fma.{f32,f64}"); legacy mad.f64 without a rounding maps to
    mad.rn.f64, while mad.f32 without one (sm_1x's truncating mad) is refused."""
    _arith(m, ins, 3, T.ffma, _parse(m, ins, _F32_F64, rnd_required=("f32",)), may_round_up=True)


# ----------------------------------------------------------------------------- div, rcp, sqrt
def _approximate(m, ins, fn: str, nsrc: int) -> None:
    """opcode.approx[.ftz].f32 d, a[, b]: d = m.approx(fn, a[, b]) (module docstring); .ftz flushes
    subnormal inputs and results to sign-preserving zero."""
    mo = Mods(m, ins)
    if mo.one(("approx", "full")) is None:
        raise unsupported(m, ins, ".approx missing")
    ftz = mo.flag("ftz")
    if mo.one(("f32",)) is None:
        raise unsupported(m, ins, "approximate forms other than .f32")
    mo.done()
    ops = operands(m, ins, nsrc + 1)
    xs = [float_src(m, ins, o, T.F32, ftz=ftz) for o in ops[1:]]
    dest(m, ins, ops[0], float_result(ins, m.approx(fn, *xs), ftz=ftz))


def _exact(m, ins, nsrc: int, op: Callable[..., Term], approx: str, *, may_round_up: bool) -> None:
    """div, rcp, sqrt: .rnd required, IEEE-754 correctly rounded, .ftz for f32; or approximate."""
    if "approx" in ins.mods or "full" in ins.mods:
        _approximate(m, ins, approx, nsrc)
        return
    _arith(m, ins, nsrc, op, _parse(m, ins, _F32_F64, rnd_required=_F32_F64, sat_ok=False),
           may_round_up=may_round_up)


_EXACT_MODS = tuple(RND) + ("ftz", "approx")


@typed("div", _F32_F64, mods=_EXACT_MODS + ("full",))
def div(m, ins):
    """div.rnd[.ftz].f32, div.rnd.f64 d, a, b: d = a / b correctly rounded (PTX ISA 9.7.3.8);
    div.approx[.ftz].f32 ("a fast approximation to divide ... maximum ulp error is 2" for |b| in
    [2^-126, 2^126]) and div.full[.ftz].f32 ("maximum ulp error of 2 across the full range"):
    m.approx("div", a, b)."""
    _exact(m, ins, 2, T.fdiv, "div", may_round_up=True)


def _reciprocal(rm: str, x: Term) -> Term:
    return T.fdiv(rm, T.fp_const(x.sort.fmt, 1.0), x)


@PTX.define("rcp", mods=_EXACT_MODS + _F32_F64)
def rcp(m, ins):
    """rcp.rnd[.ftz].f32, rcp.rnd.f64 d, a: d = 1 / a correctly rounded (PTX ISA 9.7.3.13);
    rcp.approx[.ftz].f32: m.approx("rcp", a)."""
    _exact(m, ins, 1, _reciprocal, "rcp", may_round_up=True)


@PTX.define("sqrt", mods=_EXACT_MODS + _F32_F64)
def sqrt(m, ins):
    """sqrt.rnd[.ftz].f32, sqrt.rnd.f64 d, a: the correctly rounded square root; sqrt.approx[.ftz].f32:
    m.approx("sqrt", a).  (The root of a normal number is normal, so .ftz has no rounding ambiguity.)"""
    _exact(m, ins, 1, T.fsqrt, "sqrt", may_round_up=False)


for _name, _fn in (("ex2", "ex2"), ("lg2", "lg2"), ("sin", "sin"), ("cos", "cos"), ("rsqrt", "rsq"),
                   ("tanh", "tanh")):
    PTX.define(_name, mods=("approx", "ftz", "f32"),
               doc=f"{_name}.approx[.ftz].f32 d, a: m.approx({_fn!r}, a) (an approximation with an error "
                   "bound only, see the module docstring)")(
        lambda m, ins, _fn=_fn: _approximate(m, ins, _fn, 1))


# ----------------------------------------------------------------------------- abs, neg
def _sign_op(m, ins, fn: Callable[[Term], Term], *, f64_nan_kept: bool) -> None:
    """abs/neg: fn(a) exactly; a NaN input gives an unspecified NaN, except that abs.f64 passes
    it through unchanged."""
    mo = Mods(m, ins)
    ty = mo.type(_F32_F64)
    ftz = mo.flag("ftz")
    mo.done()
    if ftz and ty.name != "f32":
        raise unsupported(m, ins, f".ftz with .{ty.name}")
    d, a = operands(m, ins, 2)
    raw = float_raw(m, ins, a, ty.fmt)
    x = float_src(m, ins, a, ty.fmt, ftz=ftz)
    nan = raw if f64_nan_kept and ty.name == "f64" else unspecified_nan(ins, ty.fmt, "nan")
    value = T.fp_to_bits(fn(x), ieee.default_nan_bits(ty.fmt))  # a NaN takes the other branch
    dest(m, ins, d, T.ite(T.fisnan(x), nan, value))


@typed("abs", _F32_F64, mods=("ftz",))
def abs_(m, ins):
    """abs[.ftz].f32, abs.f64 d, a: d = |a|.  PTX ISA 9.7.3.9: "For abs.f32, NaN input yields
    unspecified NaN. For abs.f64, NaN input is passed through unchanged.\""""
    _sign_op(m, ins, T.fabs, f64_nan_kept=True)


@typed("neg", _F32_F64, mods=("ftz",))
def neg(m, ins):
    """neg[.ftz].f32, neg.f64 d, a: d = -a.  "NaN inputs yield an unspecified NaN" (9.7.3.10)."""
    _sign_op(m, ins, T.fneg, f64_nan_kept=False)


@typed("copysign", _F32_F64)
def copysign(m, ins):
    """copysign.f32/.f64 d, a, b: "Copy sign bit of a into value of b" (PTX ISA, copysign): b's bits with a's
    sign bit, bit for bit (a NaN b keeps its payload)."""
    mo = Mods(m, ins)
    ty = mo.type(_F32_F64)
    mo.done()
    d, a, b = operands(m, ins, 3)
    w = ty.fmt.width
    sign = T.band(float_raw(m, ins, a, ty.fmt), T.bv(1 << (w - 1), w))
    dest(m, ins, d, T.bor(sign, T.band(float_raw(m, ins, b, ty.fmt), T.bv((1 << (w - 1)) - 1, w))))


# ----------------------------------------------------------------------------- min, max
def _fminmax(m, ins, is_max: bool) -> None:
    mo = Mods(m, ins)
    ty = mo.type(_F32_F64)
    ftz = mo.flag("ftz")
    nan = mo.flag("NaN")
    mo.done()
    if (ftz or nan) and ty.name != "f32":
        raise unsupported(m, ins, f".ftz/.NaN with .{ty.name}")
    d, a, b = operands(m, ins, 3)
    x, y = (float_src(m, ins, o, ty.fmt, ftz=ftz) for o in (a, b))
    r = fminmax(x, y, T.const_bool(not is_max))
    if nan:
        r = T.ite(T.or_(T.fisnan(x), T.fisnan(y)), T.fp_const(ty.fmt, float("nan")), r)
    dest(m, ins, d, float_result(ins, r, ftz=ftz))


@typed("min", _F32_F64, mods=("ftz", "NaN"))
def min_(m, ins):
    """min[.ftz][.NaN].f32, min.f64 d, a, b: PTX ISA 9.7.3.11: a NaN operand is ignored (NaN
    only if both are; with .NaN, NaN if either is), and -0.0 < +0.0.  (.xorsign.abs and
    the three-operand form are not modeled.)"""
    _fminmax(m, ins, is_max=False)


@typed("max", _F32_F64, mods=("ftz", "NaN"))
def max_(m, ins):
    """max[.ftz][.NaN].f32, max.f64 d, a, b: as min, the larger value (9.7.3.12)."""
    _fminmax(m, ins, is_max=True)


# ----------------------------------------------------------------------------- testp
_TESTS = {
    "finite": lambda x: T.not_(T.or_(T.fisnan(x), T.fisinf(x))),
    "infinite": T.fisinf,
    "number": lambda x: T.not_(T.fisnan(x)),
    "notanumber": T.fisnan,
    # "As a special case, positive and negative zero are considered normal numbers."
    "normal": lambda x: T.not_(T.or_(T.fisnan(x), T.fisinf(x), T.fissubnormal(x))),
    "subnormal": T.fissubnormal,
}


@PTX.define("testp", mods=tuple(_TESTS) + _F32_F64)
def testp(m, ins):
    """testp.op.{f32,f64} p, a: p = the property op of a (PTX ISA 9.7.3.1)."""
    mo = Mods(m, ins)
    test = mo.one(tuple(_TESTS))
    ty = mo.type(_F32_F64)
    mo.done()
    if test is None:
        raise unsupported(m, ins, "test missing")
    p, a = operands(m, ins, 2)
    pred_dest(m, ins, p, _TESTS[test](float_src(m, ins, a, ty.fmt)))
