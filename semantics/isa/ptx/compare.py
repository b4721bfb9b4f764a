"""Comparison and selection (PTX ISA 9.7.6): setp, set, selp, for integer and floating types.

A comparison is `a CmpOp b`; with a BoolOp it is combined with a predicate
operand c: p = BoolOp(t, c), and a second destination q gets BoolOp(!t, c).
"""
from __future__ import annotations

from equiv import terms as T
from equiv.terms import Term
from semantics.isa.common import combine, fcompare, icompare
from semantics.isa.ptx.ast import PredPair
from semantics.isa.ptx.instructions import (
    BIT_TYPES, INT_TYPES, Mods, Type, dest, float_src, operands, pred_dest, pred_src, split_types, src,
    unsupported,
)
from semantics.isa.ptx.table import PTX

_INT_CMP = ("eq", "ne", "lt", "le", "gt", "ge", "lo", "ls", "hi", "hs")
_FLOAT_CMP = ("eq", "ne", "lt", "le", "gt", "ge", "equ", "neu", "ltu", "leu", "gtu", "geu", "num", "nan")
_CMP = tuple(dict.fromkeys(_INT_CMP + _FLOAT_CMP))
_BOOL_OPS = ("and", "or", "xor")
_FLOAT_TYPES = ("f16", "bf16", "f32", "f64")
_SOURCE_TYPES = BIT_TYPES + INT_TYPES + _FLOAT_TYPES
_UNSIGNED_ALIASES = {"lo": "lt", "ls": "le", "hi": "gt", "hs": "ge"}


def _compare(m, ins, ty: Type, cmp: str, ftz: bool, a_op, b_op) -> Term:
    """a cmp b for the source type ty, per the Integer and Floating Point Notes of setp
    (PTX ISA 9.7.6.2): bit types compare only eq/ne; lo/ls/hi/hs are unsigned lt/le/gt/ge;
    ordered float compares are false on NaN, unordered (..u) true; .ftz (f32, f16) flushes
    subnormal inputs."""
    if ftz and ty.name not in ("f32", "f16"):
        raise unsupported(m, ins, f".ftz with .{ty.name}")
    if ty.kind == "f":
        if cmp not in _FLOAT_CMP:
            raise unsupported(m, ins, f"comparison .{cmp} of floats")
        return fcompare(cmp, float_src(m, ins, a_op, ty.fmt, ftz=ftz), float_src(m, ins, b_op, ty.fmt, ftz=ftz))
    if cmp not in _INT_CMP or (ty.kind == "b" and cmp not in ("eq", "ne")) or (
            cmp in _UNSIGNED_ALIASES and ty.kind != "u"):
        raise unsupported(m, ins, f"comparison .{cmp} of .{ty.name}")
    a, b = src(m, ins, a_op, ty.width), src(m, ins, b_op, ty.width)
    return icompare(_UNSIGNED_ALIASES.get(cmp, cmp), a, b, ty.signed)


def _comparison(m, ins, mo: Mods, ty: Type):
    """(t, c) of setp/set: the compare result and the BoolOp combining it with c (or None)."""
    cmp = mo.one(_CMP)
    bop = mo.one(_BOOL_OPS)
    ftz = mo.flag("ftz")
    mo.done()
    if cmp is None:
        raise unsupported(m, ins, "comparison missing")
    ops = operands(m, ins, 4 if bop else 3)
    t = _compare(m, ins, ty, cmp, ftz, ops[1], ops[2])
    if bop is None:
        return t, lambda x: x
    c = pred_src(m, ins, ops[3])
    return t, lambda x: combine(bop, x, c)


@PTX.define("setp", mods=_CMP + _BOOL_OPS + ("ftz",) + _SOURCE_TYPES)
def setp(m, ins):
    """setp.CmpOp[.BoolOp][.ftz].type p[|q], a, b[, {!}c]: t = a CmpOp b; p = BoolOp(t, c),
    q = BoolOp(!t, c) (without BoolOp: p = t, q = !t); either destination may be `_`."""
    mo = Mods(m, ins)
    ty = mo.type(_SOURCE_TYPES)
    t, finish = _comparison(m, ins, mo, ty)
    d = ins.operands[0]
    first, second = (d.first, d.second) if isinstance(d, PredPair) else (d, None)
    pred_dest(m, ins, first, finish(t))
    if second is not None:
        pred_dest(m, ins, second, finish(T.not_(t)))


_SET_DTYPES = ("u32", "s32", "f32")


@PTX.define("set", mods=_CMP + _BOOL_OPS + ("ftz",) + _SOURCE_TYPES)
def set_(m, ins):
    """set.CmpOp[.BoolOp][.ftz].dtype.stype d, a, b[, {!}c]: d = BoolOp(a CmpOp b, c) as
    0xffffffff / 0 for integer dtype, 1.0 / 0.0 for .f32 (PTX ISA 9.7.6.1)."""
    (dty, sty), mo = split_types(m, ins, _SOURCE_TYPES, 2)
    if dty.name not in _SET_DTYPES:
        raise unsupported(m, ins, f"destination type .{dty.name}")
    t, finish = _comparison(m, ins, mo, sty)
    true = 0x3F800000 if dty.kind == "f" else 0xFFFFFFFF
    dest(m, ins, ins.operands[0], T.ite(finish(t), T.bv(true, 32), T.bv(0, 32)))


_SELP_TYPES = BIT_TYPES + INT_TYPES + ("f32", "f64")


@PTX.define("selp", mods=_SELP_TYPES)
def selp(m, ins):
    """selp.type d, a, b, c: d = c ? a : b, bit for bit."""
    mo = Mods(m, ins)
    ty = mo.type(_SELP_TYPES)
    mo.done()
    d, a, b, c = operands(m, ins, 4)
    dest(m, ins, d, T.ite(pred_src(m, ins, c), src(m, ins, a, ty.width), src(m, ins, b, ty.width)))
