"""Reductions of the reference (sum, prod, max, min, mean, @) over constant lengths, as folds of element terms.

Each output element is a fold (a balanced tree, in C order) over the reduced elements, with
numpy's own element meaning (the np.add / np.maximum / ... builders) in the
dtype numpy picks, which numpy itself tells us (a call on a stand-in array), so
np.sum of int32 is int64, of uint32 uint64, and a mean of ints float64.

Integer (and bool) folds are exact in any order.  A floating fold is not:
numpy sums pairwise with SIMD blocks, matmul calls BLAS, and even max/min
return -0.0 or +0.0 on a tie depending on the position.  Such a fold is
recorded with `order_dependent`, so the problem builder answers unknown under
contract="exact" and names "real", under which every float operation reads as
exact real arithmetic and the fold order no longer matters.

A reduced length that is symbolic (np.sum over x of shape (n,), A @ B with a
parameter inner length) is modeled over one axis: a float sum or product-sum is an
`fsum` term (equiv/terms.py), a sum in an unspecified order, and a float max or min an
`ffold` (PTX max/min, whose NaN and signed-zero rules are not numpy's), both of which
only the `real` contract reads; an integer sum, max or min is an `ifold`, exact in any
order (max and min of an empty range are numpy errors, so the length is required to be
positive).
Other symbolic reductions are Unsupported, naming it.
"""
from __future__ import annotations

import functools
import itertools
from dataclasses import dataclass
from typing import Callable, NamedTuple, Protocol

import numpy as np

from equiv import terms as T
from equiv.terms import Term
from semantics.tensor import indexing as ix
from semantics.tensor.context import input_error, order_dependent, require, unsupported
from semantics.tensor.convert import check_cast, convert, one, zero
from semantics.tensor.dtypes import BOOL, DType, bf16, from_numpy
from semantics.tensor.elementwise import UFUNCS
from semantics.tensor.indexing import Index, Shape

FOLD_LIMIT = 1 << 16  # reduced elements per output element

# numpy function name -> the ufunc numpy reduces with
FOLDS: dict[str, np.ufunc] = {"sum": np.add, "prod": np.multiply, "max": np.maximum, "min": np.minimum,
                              "mean": np.add}


class Array(Protocol):
    """What a reduction reads from a SymArray."""
    dt: DType
    shape_terms: Shape

    def at(self, idx: Index) -> Term: ...


@dataclass(frozen=True)
class Reduced:
    dt: DType
    shape: Shape
    fn: Callable[[Index], Term]
    scalar: bool  # numpy returns a scalar (every axis reduced, no keepdims)


def _stand_in(dt: DType, ndim: int) -> np.ndarray:
    if dt is bf16:
        raise unsupported("a reduction of bf16 values (numpy has no bf16 type): convert with .astype(np.float32)")
    return np.zeros((1,) * max(ndim, 1), dt.carrier)


def _numpy_dtype(call: Callable[[], np.ndarray | np.generic], what: str) -> DType:
    """The dtype numpy's own call gives (its errors become the reference's InputErrors)."""
    try:
        with np.errstate(all="ignore"):
            got = from_numpy(np.asarray(call()).dtype)
    except (TypeError, ValueError) as e:
        raise input_error(f"{what}: {e}") from None
    if got is None:
        raise unsupported(f"{what} with its result dtype")
    return got


def reduced_axes(axis, ndim: int, label: str) -> tuple[int, ...]:
    if axis is None:
        return tuple(range(ndim))
    items = axis if isinstance(axis, tuple) else (axis,)
    out = []
    for a in items:
        if not isinstance(a, (int, np.integer)) or isinstance(a, bool):
            raise unsupported(f"{label} with axis={axis!r}")
        if not -ndim <= a < ndim:
            raise input_error(f"axis {int(a)} is out of bounds for array of dimension {ndim}")
        out.append(int(a) % ndim)
    if len(set(out)) != len(out):
        raise input_error("duplicate value in 'axis'")
    return tuple(sorted(out))


def _names(t: Term) -> str:
    names = sorted({x.params[0].removeprefix("arg:") for x in T.postorder([t]) if x.op == "var"})
    return ", ".join(names) or "?"


def constant_length(d: Term, what: str) -> int:
    """A reduced length as a Python int; a symbolic one is Unsupported."""
    if not d.is_const():
        raise unsupported(f"{what}: a reduction over the symbolic length {_names(d)}; only reductions over a "
                          "constant length are modeled (declare that axis with a literal size, "
                          "like In[f32, \"m\", 256])")
    return d.value


def _fold(terms: list[Term], combine: Callable[[Term, Term], Term]) -> Term:
    """A balanced tree of combine over the terms, in their order: depth log2(n), so the term stays shallow
    for the recursive readers (the real reading, printers); any order is exact for the integer folds."""
    while len(terms) > 1:
        pairs = [combine(terms[i], terms[i + 1]) for i in range(0, len(terms) - 1, 2)]
        terms = pairs + terms[len(terms) - len(terms) % 2:]
    return terms[0]


def reduce(name: str, a: Array, axis=None, dtype=None, keepdims: bool = False, label: str = "") -> Reduced:
    """np.<name>(a, axis=, dtype=, keepdims=) for name in FOLDS; `label` names the call in messages."""
    ufunc = FOLDS[name]
    label = label or f"np.{name}"
    axes = reduced_axes(axis, len(a.shape_terms), label)
    symbolic = [k for k in axes if not a.shape_terms[k].is_const()]
    if symbolic and name in ("sum", "max", "min", "mean") and len(axes) == 1:
        return _symbolic_fold(name, label, a, axes[0], dtype, keepdims)
    lengths = [constant_length(a.shape_terms[k], label) for k in axes]
    count = int(np.prod(lengths, dtype=np.int64))
    if count > FOLD_LIMIT:
        raise unsupported(f"{label} over {count} elements (at most {FOLD_LIMIT} per output element)")
    probe = _stand_in(a.dt, len(a.shape_terms))
    if name in ("max", "min"):
        if dtype is not None:
            raise input_error(f"{label} has no dtype argument")
        if count == 0:
            raise input_error(f"zero-size array to reduction operation {ufunc.__name__} which has no identity")
        out_dt = acc = a.dt
    else:
        out_dt = _numpy_dtype(lambda: getattr(np, name)(probe, dtype=dtype), label)
        # numpy's mean of f16 sums in f32 and rounds the quotient back to f16
        f16_mean = name == "mean" and dtype is None and a.dt.is_float and a.dt.fmt.name == "f16"
        acc = from_numpy(np.dtype(np.float32)) if f16_mean else out_dt
    check_cast(a.dt, acc)
    if acc.is_float and count > 1:
        order_dependent(f"{label} over {count} {acc} values")
    combine = UFUNCS[ufunc]((acc, acc), acc)
    finish = _mean_finish(count, acc, out_dt) if name == "mean" else (lambda v: v)
    empty = zero(acc) if ufunc is np.add else one(acc)
    kept = [k for k in range(len(a.shape_terms)) if k not in axes]
    shape = tuple(ix.ONE if k in axes else a.shape_terms[k] for k in range(len(a.shape_terms))) if keepdims \
        else tuple(a.shape_terms[k] for k in kept)
    src_dt = a.dt

    def fn(idx: Index) -> Term:
        outer = [idx[k] for k in kept] if keepdims else list(idx)
        terms = []
        for pos in itertools.product(*(range(n) for n in lengths)):
            src: list[Term | None] = [None] * len(a.shape_terms)
            for k, p in zip(axes, pos):
                src[k] = ix.c64(p)
            it = iter(outer)
            terms.append(convert(a.at(tuple(s if s is not None else next(it) for s in src)), src_dt, acc))
        return finish(_fold(terms, combine) if terms else empty)
    return Reduced(out_dt, shape, fn, scalar=not shape)


def _float_sum(label: str, acc: DType, length: Term, what: str) -> None:
    """A float sum (fsum), max or min (ffold) over a symbolic length: read under contract real only."""
    if not acc.is_float:
        constant_length(length, f"{label} of {acc}")
    order_dependent(f"{label} over {_names(length)} {acc} {what}")


def _symbolic_fold(name: str, label: str, a: Array, axis: int, dtype, keepdims: bool) -> Reduced:
    """np.sum/max/min/mean over one axis of symbolic length: each output element an fsum (float sums), an ffold
    (float max/min) or an ifold (integers) over that axis; a mean the fsum divided by the length."""
    length = a.shape_terms[axis]
    out_dt = None
    if name == "mean":  # the sum in numpy's accumulator (f32 for f16), divided by the length converted to it
        out_dt = _numpy_dtype(lambda: np.mean(_stand_in(a.dt, len(a.shape_terms)), dtype=dtype), label)
        acc = from_numpy(np.dtype(np.float32)) if dtype is None and out_dt.is_float and out_dt.fmt.name == "f16" \
            else out_dt
    elif name == "sum":
        acc = _numpy_dtype(lambda: np.sum(_stand_in(a.dt, len(a.shape_terms)), dtype=dtype), label)
    elif dtype is not None:
        raise input_error(f"{label} has no dtype argument")
    else:
        acc = a.dt
    check_cast(a.dt, acc)
    if not acc.is_int:
        _float_sum(label, acc, length, "values" if name in ("sum", "mean") else
                   "values (numpy's max/min propagate NaN and return either zero on a tie)")
        op, kind = ("fsum", "add") if name in ("sum", "mean") else ("ffold", name)
    else:
        op = "ifold"
        kind = "add" if name == "sum" else ("s" if acc.signed else "u") + name
    if name != "sum":
        require(T.slt(ix.ZERO, length), f"zero-size array to reduction operation {FOLDS[name].__name__} "
                                        "which has no identity")
    kept = [k for k in range(len(a.shape_terms)) if k != axis]
    shape = tuple(ix.ONE if k == axis else a.shape_terms[k] for k in range(len(a.shape_terms))) if keepdims \
        else tuple(a.shape_terms[k] for k in kept)
    src_dt = a.dt

    def fn(idx: Index) -> Term:
        outer = [idx[k] for k in kept] if keepdims else list(idx)

        def body(t: Term) -> Term:
            src = outer[:axis] + [t] + outer[axis:]
            return convert(a.at(tuple(src)), src_dt, acc)
        total = T.sum_of(op, ix.ZERO, length, body, kind)
        if out_dt is None:
            return total
        divide = UFUNCS[np.true_divide]((acc, acc), acc)
        return convert(divide(total, T.fp_from_int("RNE", acc.fmt, length, True)), acc, out_dt)
    return Reduced(acc if out_dt is None else out_dt, shape, fn, scalar=not shape)


def cumsum(a: Array, axis: int, dtype, label: str = "np.cumsum") -> Reduced:
    """np.cumsum along one axis (the caller flattens for axis=None): element i the sum of elements 0..i, a
    fold over a range that ends at the element's own index, in numpy's dtype (int32 sums in int64 unless
    dtype= says otherwise).  Integer sums wrap, exact in any order; a float prefix sum is recorded
    order-dependent (numpy adds left to right, a scan kernel in a tree): contract real."""
    acc = _numpy_dtype(lambda: np.cumsum(_stand_in(a.dt, len(a.shape_terms)), dtype=dtype), label)
    check_cast(a.dt, acc)
    if not acc.is_int:
        order_dependent(f"{label} of {acc} values (numpy adds left to right)")
    op = "ifold" if acc.is_int else "fsum"
    src_dt = a.dt

    def fn(idx: Index) -> Term:
        def body(t: Term) -> Term:
            return convert(a.at(tuple(idx[:axis]) + (t,) + tuple(idx[axis + 1:])), src_dt, acc)
        return T.sum_of(op, ix.ZERO, T.add(idx[axis], ix.ONE), body)
    return Reduced(acc, a.shape_terms, fn, scalar=False)


def _mean_finish(count: int, acc: DType, out: DType) -> Callable[[Term], Term]:
    """sum / count in the accumulator dtype, then numpy's cast to the result dtype."""
    if not acc.is_float:
        raise unsupported(f"np.mean with the integer dtype {acc}")
    divide = UFUNCS[np.true_divide]((acc, acc), acc)
    n = T.fp_const(acc.fmt, float(count))
    return lambda v: convert(divide(v, n), acc, out)


class _Layout(NamedTuple):
    """Where a @ b reads: the result's shape, the inner length of each operand (equal, one may be constant),
    and a's and b's element at result index idx and inner index t."""
    shape: Shape
    inner: tuple[Term, Term]
    a_at: Callable[[Index, Term], Term]
    b_at: Callable[[Index, Term], Term]


def _layout(name: str, a: Array, b: Array) -> _Layout:
    """numpy's matmul shapes: a 1-D operand is a row (a) or a column (b), dropped from the result; operands of
    3 and more dimensions are stacks of matrices whose leading axes broadcast."""
    ra, rb = len(a.shape_terms), len(b.shape_terms)
    if ra == 0 or rb == 0:
        raise input_error(f"{name}: a scalar operand (use * to multiply by a scalar)")
    if name == "np.dot" and max(ra, rb) > 2:
        raise unsupported(f"{name} of arrays with {ra} and {rb} dimensions (np.dot's sum over the last and "
                          "second-to-last axes: use @)")
    ka, kb = a.shape_terms[-1], b.shape_terms[0 if rb == 1 else -2]
    ix.require(T.eq(ka, kb), f"{name}: the inner dimensions {ix.show(a.shape_terms)} and "
                             f"{ix.show(b.shape_terms)} differ")
    batch, (a_batch, b_batch) = ix.broadcast([a.shape_terms[:-2], b.shape_terms[:-2]])
    rows = a.shape_terms[-2:-1]  # () for a 1-D a
    cols = b.shape_terms[-1:] if rb > 1 else ()
    nb, nr = len(batch), len(rows)

    def a_at(idx: Index, t: Term) -> Term:
        return a.at(a_batch(idx[:nb]) + tuple(idx[nb:nb + nr]) + (t,))

    def b_at(idx: Index, t: Term) -> Term:
        return b.at(b_batch(idx[:nb]) + (t,) + tuple(idx[nb + nr:]))
    return _Layout(batch + rows + cols, (ka, kb), a_at, b_at)


def matmul(name: str, a: Array, b: Array) -> Reduced:
    """a @ b (np.matmul, np.dot): 1-D and 2-D operands, and stacks of matrices for @ and np.matmul."""
    ra, rb = len(a.shape_terms), len(b.shape_terms)
    lay = _layout(name, a, b)
    ka, kb = lay.inner
    if not ka.is_const() and not kb.is_const():
        return _symbolic_matmul(name, a, b, lay)
    k = constant_length(ka if ka.is_const() else kb, name)
    if k > FOLD_LIMIT:
        raise unsupported(f"{name} over an inner length of {k} (at most {FOLD_LIMIT})")
    acc = _numpy_dtype(lambda: np.matmul(_stand_in(a.dt, ra), _stand_in(b.dt, rb)), name)
    check_cast(a.dt, acc)
    check_cast(b.dt, acc)
    if acc.is_float:
        order_dependent(f"{name} over {k} {acc} products")
    mul, add = UFUNCS[np.multiply]((acc, acc), acc), UFUNCS[np.add]((acc, acc), acc)
    adt, bdt = a.dt, b.dt

    def fn(idx: Index) -> Term:
        terms = [mul(convert(lay.a_at(idx, ix.c64(t)), adt, acc), convert(lay.b_at(idx, ix.c64(t)), bdt, acc))
                 for t in range(k)]
        return _fold(terms, add) if terms else zero(acc)
    return Reduced(acc, lay.shape, fn, scalar=not lay.shape)


def _symbolic_matmul(name: str, a: Array, b: Array, lay: _Layout) -> Reduced:
    """a @ b with a symbolic inner length k: each element the fsum over t < k of a[.., t] * b[t, ..]."""
    ra, rb = len(a.shape_terms), len(b.shape_terms)
    acc = _numpy_dtype(lambda: np.matmul(_stand_in(a.dt, ra), _stand_in(b.dt, rb)), name)
    check_cast(a.dt, acc)
    check_cast(b.dt, acc)
    length = a.shape_terms[-1]
    _float_sum(name, acc, length, "products")
    mul = UFUNCS[np.multiply]((acc, acc), acc)
    adt, bdt = a.dt, b.dt

    def fn(idx: Index) -> Term:
        return T.sum_of("fsum", ix.ZERO, length,
                        lambda t: mul(convert(lay.a_at(idx, t), adt, acc), convert(lay.b_at(idx, t), bdt, acc)))
    return Reduced(acc, lay.shape, fn, scalar=not lay.shape)


def einsum(subscripts: str, operands: list[Array]) -> Reduced:
    """np.einsum with labels per axis (explicit `->` or numpy's implicit output: the labels seen once, sorted):
    each result element the sum, over every value of the labels not in the output, of the operands' product.
    Constant summed lengths, or one summed label of symbolic length (an fsum of floats, read under contract
    real, as a @ b's); no `...` and no label twice in one operand (a diagonal)."""
    spec = subscripts.replace(" ", "")
    if "." in spec:
        raise unsupported("np.einsum with '...'")
    inputs, arrow, output = spec.partition("->")
    terms = inputs.split(",")
    if len(terms) != len(operands):
        raise input_error(f"np.einsum: {len(terms)} operand subscripts for {len(operands)} operands")
    letters = "".join(terms)
    if not arrow:
        output = "".join(sorted(c for c in set(letters) if letters.count(c) == 1))
    if not all(c.isalpha() for c in letters + output) or len(set(output)) != len(output) or \
            not set(output) <= set(letters):
        raise input_error(f"np.einsum: invalid subscripts {subscripts!r}")
    size: dict[str, Term] = {}
    for term, a in zip(terms, operands):
        if len(term) != len(a.shape_terms):
            raise input_error(f"np.einsum: subscripts {term!r} for an operand of {len(a.shape_terms)} dimensions")
        if len(set(term)) != len(term):
            raise unsupported(f"np.einsum with a label repeated in one operand ({term!r}: a diagonal)")
        for c, d in zip(term, a.shape_terms):
            if c in size:
                ix.require(T.eq(size[c], d), f"np.einsum: the lengths of label {c!r} differ")
            else:
                size[c] = d
    summed = sorted(set(letters) - set(output))
    acc = _numpy_dtype(lambda: np.einsum(spec, *[_stand_in(a.dt, len(a.shape_terms)) for a in operands]),
                       "np.einsum")
    for a in operands:
        check_cast(a.dt, acc)
    mul, add = UFUNCS[np.multiply]((acc, acc), acc), UFUNCS[np.add]((acc, acc), acc)
    shape = tuple(size[c] for c in output)

    def product(at: dict[str, Term]) -> Term:
        factors = [convert(a.at(tuple(at[c] for c in term)), a.dt, acc) for term, a in zip(terms, operands)]
        return functools.reduce(mul, factors)
    if len(summed) == 1 and not size[summed[0]].is_const():  # one label of symbolic length: an fsum, as a @ b's
        c, length = summed[0], size[summed[0]]
        _float_sum("np.einsum", acc, length, "products")
        return Reduced(acc, shape, lambda idx: T.sum_of(
            "fsum", ix.ZERO, length, lambda t: product(dict(zip(output, idx)) | {c: t})), scalar=not shape)
    ranges = [range(constant_length(size[c], f"np.einsum over {c!r}")) for c in summed]
    count = int(np.prod([len(r) for r in ranges], dtype=np.int64))
    if count > FOLD_LIMIT:
        raise unsupported(f"np.einsum over {count} products (at most {FOLD_LIMIT})")
    if acc.is_float:  # numpy adds each product into a zeroed result, in its own order (-0.0 sums to +0.0)
        order_dependent(f"np.einsum over {count} {acc} products")

    def fn(idx: Index) -> Term:
        products = [product(dict(zip(output, idx)) | {c: ix.c64(v) for c, v in zip(summed, values)})
                    for values in itertools.product(*ranges)]
        return _fold(products, add) if products else zero(acc)
    return Reduced(acc, shape, fn, scalar=not shape)


def arg_extreme(name: str, a: Array, axis: int, keepdims: bool, label: str) -> Reduced:
    """np.argmax / np.argmin along one axis of constant length: the index (int64) of the first extreme element,
    numpy's way: for floats the first NaN wins (`NaN`s propagate), else a later element replaces the best only
    where it is strictly greater (smaller).  Exact: no rounding, so any contract."""
    n = constant_length(a.shape_terms[axis], label)
    if n == 0:
        raise input_error(f"attempt to get {name} of an empty sequence")
    if n > FOLD_LIMIT:
        raise unsupported(f"{label} over {n} elements (at most {FOLD_LIMIT} per output element)")
    dt = a.dt
    if dt is bf16:
        raise unsupported(f"{label} of bf16 values (numpy has no bf16 type): convert with .astype(np.float32)")
    better = UFUNCS[np.greater if name == "argmax" else np.less]((dt, dt), BOOL)
    isnan = UFUNCS[np.isnan]((dt,), BOOL) if dt.is_float else None
    rank = len(a.shape_terms)
    shape = tuple(ix.ONE if k == axis else d for k, d in enumerate(a.shape_terms)) if keepdims else \
        a.shape_terms[:axis] + a.shape_terms[axis + 1:]

    def fn(idx: Index) -> Term:
        outer = list(idx[:axis]) + list(idx[axis + 1:]) if keepdims else list(idx)
        at = lambda t: a.at(tuple(outer[:axis]) + (ix.c64(t),) + tuple(outer[axis:]))
        best_v, best_i = at(0), ix.c64(0)
        for t in range(1, n):
            v = at(t)
            take = better(v, best_v)
            if isnan is not None:
                take = T.or_(take, T.and_(isnan(v), T.not_(isnan(best_v))))
            best_v, best_i = T.ite(take, v, best_v), T.ite(take, ix.c64(t), best_i)
        return best_i
    return Reduced(from_numpy(np.dtype(np.int64)), shape, fn, scalar=not shape and rank > 0)
