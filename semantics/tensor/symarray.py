"""SymArray: the array the user's numpy code runs on while it is traced.

A SymArray has a dtype, a shape of BV64 terms and a lazy element function from
a multi-index to a value term (FP for floats, BV for ints, Bool for bools).
Plain numpy drives it through `__array_ufunc__`, `__array_function__` and the
Python operators; what is not modeled raises Unsupported naming the numpy
function and the user's line, never a silently different meaning.

numpy's aliasing is kept: slices, transposes and reshapes are views of their
root array, and an in-place write (`x += 1`, `x[1:] = 0`) updates the root and
every view of it, while arrays computed earlier keep the values they read.
"""
from __future__ import annotations

from typing import Callable

import numpy as np

from equiv import terms as T
from equiv.terms import Term, mask
from semantics.tensor import indexing as ix
from semantics.tensor import joins, layout
from semantics.tensor.context import input_error, require, unsupported
from semantics.tensor.convert import check_cast, convert, from_bits
from semantics.tensor.dtypes import BOOL, DType, bf16, f32, f64, from_numpy
from semantics.tensor.elementwise import (
    COMPARISONS, LIBM, REDUCING_UFUNCS, UFUNCS, UNMODELED, compare_python, power,
)
from semantics.tensor.indexing import Index, IndexMap, Shape
from semantics.tensor.inputs import size_term
from semantics.tensor.reduce import (FOLDS, Reduced, arg_extreme, constant_length, cumsum, einsum, matmul,
                                     reduce, reduced_axes)

# reductions not modeled (the ones `reduction` lists are: semantics.tensor.reduce)
REDUCTIONS = frozenset("vdot inner tensordot cumprod average nansum nanprod nanmax "
                       "nanmin nanmean median ptp all any trace".split())
CONSTANT_LIMIT = 1024  # elements of a numpy constant array in the reference


def reduction(name: str):
    return unsupported(f"{name}: only the reductions sum, prod, mean, var, std, max, min, amax, amin, argmax, "
                       "argmin, cumsum, @, np.matmul, np.dot, np.outer, np.einsum and np.linalg.norm are modeled")


class _Elements:
    """An element function with its memo; readers capture this object, so later writes cannot change them."""

    __slots__ = ("fn", "memo")

    def __init__(self, fn: Callable[[Index], Term]):
        self.fn = fn
        self.memo: dict[tuple, Term] = {}

    def at(self, idx: Index) -> Term:
        key = tuple(id(t) for t in idx)
        v = self.memo.get(key)
        if v is None:
            v = self.memo[key] = self.fn(idx)
        return v


def const_term(v, dt: DType) -> Term:
    """A numpy scalar value as a term of dtype dt."""
    if dt is BOOL:
        return T.const_bool(bool(v))
    if dt.is_int:
        return T.bv(int(v), dt.width)
    bits = int(np.asarray(v, dtype=dt.carrier).view(f"u{dt.carrier.itemsize}"))
    if dt is bf16:  # a float32 carrier: only bf16 values have a meaning
        if bits & 0xFFFF and not np.isnan(v):
            raise unsupported(f"the value {v!r} in a bf16 array (bf16 cannot hold it)")
        bits >>= 16
    return T.fp_bits_const(dt.fmt, bits)


def _value_dtype(x) -> DType:
    d = from_numpy(x.dtype)
    if d is None:
        raise unsupported(f"numpy dtype {x.dtype}")
    return d


class SymArray:
    __slots__ = ("dt", "shape_terms", "_elems", "scalar", "_root", "_to_root", "_from_root", "_views",
                 "_uncertain")
    __hash__ = None  # type: ignore[assignment]

    def __init__(self, dt: DType, shape: Shape, fn: Callable[[Index], Term], scalar: bool = False):
        self.dt = dt
        self.shape_terms = tuple(shape)
        self._elems = _Elements(fn)
        self.scalar = scalar  # a numpy scalar (np.float32(...)), not an array
        self._root: SymArray | None = None  # the array whose data this one views
        self._to_root: IndexMap = lambda idx: idx
        self._from_root: Callable[[Index], tuple[Term, Index]] = lambda b: (T.true(), b)
        self._views: list[SymArray] = []
        self._uncertain = False  # a reshape numpy may or may not have copied

    # ------------------------------------------------------------------ building blocks
    def at(self, idx: Index) -> Term:
        return self._elems.at(idx)

    @property
    def ndim(self) -> int:
        return len(self.shape_terms)

    @classmethod
    def constant(cls, a) -> "SymArray":
        """A numpy constant of the reference (np.float32(0.5), np.array([...]))."""
        arr = np.asarray(a)
        dt = _value_dtype(arr)
        if arr.ndim == 0:
            v = const_term(arr[()], dt)
            return cls(dt, (), lambda idx: v, scalar=isinstance(a, np.generic))
        if arr.size > CONSTANT_LIMIT:
            raise unsupported(f"a numpy constant array of {arr.size} elements (at most {CONSTANT_LIMIT})")
        shape = tuple(ix.c64(d) for d in arr.shape)
        flat = [const_term(v, dt) for v in arr.ravel()]

        def fn(idx: Index) -> Term:
            k = ix.linear(idx, shape)
            if k.is_const():
                return flat[k.value]
            out = flat[-1]
            for i in range(len(flat) - 2, -1, -1):
                out = T.ite(T.eq(k, ix.c64(i)), flat[i], out)
            return out
        return cls(dt, shape, fn)

    def _view(self, shape: Shape, fwd: IndexMap, inv: Callable[[Index], tuple[Term, Index]] | None,
              scalar: bool = False) -> "SymArray":
        """A view whose index idx reads self at fwd(idx); inv maps back (None: numpy may have copied)."""
        src = self._elems
        out = SymArray(self.dt, shape, lambda idx: src.at(fwd(idx)), scalar)
        if scalar or self.scalar:
            return out  # numpy scalars never share data
        root = self if self._root is None else self._root
        out._root = root
        to_self, from_self = self._to_root, self._from_root
        out._to_root = lambda idx: to_self(fwd(idx))
        if inv is None:
            out._uncertain = True
        else:
            def from_root(b: Index) -> tuple[Term, Index]:
                c1, j = from_self(b)
                c2, k = inv(j)
                return T.and_(c1, c2), k
            out._from_root = from_root
        root._views.append(out)
        return out

    def _write(self, fn: Callable[[Index], Term]) -> None:
        """Replace the contents of self (and so of its root and every view of the root)."""
        root = self if self._root is None else self._root
        if self._uncertain or any(v._uncertain for v in root._views):
            raise unsupported("modifying an array that shares data with a reshape numpy may or may not have "
                              "copied (use .copy())")
        new = _Elements(fn)
        if self is root:
            root._elems = new
        else:
            old, from_root = root._elems, self._from_root

            def root_fn(b: Index) -> Term:
                cond, j = from_root(b)
                return T.ite(cond, new.at(j), old.at(b))
            root._elems = _Elements(root_fn)
        data = root._elems
        for v in root._views:
            v._elems = _Elements(lambda idx, to=v._to_root: data.at(to(idx)))

    def _cast(self, dt: DType) -> "SymArray":
        if dt == self.dt:
            return self
        check_cast(self.dt, dt)
        src, sdt = self._elems, self.dt
        return SymArray(dt, self.shape_terms, lambda idx: convert(src.at(idx), sdt, dt), self.scalar)

    # ------------------------------------------------------------------ numpy protocols
    def __array_ufunc__(self, ufunc, method, *inputs, **kwargs):
        if method == "reduce" and ufunc in UFUNC_FOLDS:
            return _ufunc_reduce(ufunc, *inputs, **kwargs)
        if method == "__call__" and ufunc is np.matmul and not kwargs:
            return _matmul("np.matmul", *inputs)
        if method != "__call__":
            if method in ("reduce", "accumulate", "reduceat"):
                raise reduction(f"np.{ufunc.__name__}.{method}")
            raise unsupported(f"np.{ufunc.__name__}.{method}")
        if kwargs:
            raise unsupported(f"np.{ufunc.__name__} with {', '.join(sorted(kwargs))}=")
        return apply_ufunc(ufunc, inputs)

    def __array_function__(self, func, types, args, kwargs):
        name = func.__name__
        handler = FUNCTIONS.get(name) if getattr(np, name, None) is func else \
            LINALG.get(name) if getattr(np.linalg, name, None) is func else None
        if handler is None:
            if getattr(np.linalg, name, None) is func:
                raise unsupported(f"np.linalg.{name}")
            if name in REDUCTIONS:
                raise reduction(f"np.{name}")
            raise unsupported(f"np.{name}")
        return handler(*args, **kwargs)

    def __array__(self, *a, **k):
        raise unsupported("converting a symbolic array to concrete numpy data (np.array, np.asarray, np.float32(n), "
                          "...); to convert a scalar parameter write n.astype(np.float32)")

    # ------------------------------------------------------------------ Python protocol
    def _concrete(self, what: str):
        if self.ndim == 0:
            v = self.at(())
            if v.is_const():
                if self.dt is BOOL:
                    return v.value
                if self.dt.is_int:
                    return T.to_signed(v.value, self.dt.width) if self.dt.signed else v.value
        raise unsupported(what)

    def __bool__(self):
        return bool(self._concrete("Python control flow (if, while, and, or, not) on a symbolic value; "
                                   "use np.where"))

    def __index__(self):
        return int(self._concrete("a symbolic value where Python needs a concrete int (range, len, a shape)"))

    __int__ = __index__

    def __float__(self):
        raise unsupported("float() of a symbolic value")

    def __iter__(self):
        raise unsupported("iterating over a symbolic array (a Python loop over its elements)")

    def __len__(self):
        if not self.shape_terms:
            raise input_error("len() of an unsized object")
        return self._dim(0)

    def __repr__(self) -> str:
        return f"SymArray({self.dt}, {ix.show(self.shape_terms)})"

    def __getattr__(self, name: str):
        if name.startswith("_"):
            raise AttributeError(name)
        if name in REDUCTIONS:
            raise reduction(f"ndarray.{name}")
        raise unsupported(f"ndarray.{name}")

    # ------------------------------------------------------------------ attributes
    def _dim(self, k: int) -> int:
        d = self.shape_terms[k]
        if not d.is_const():
            raise unsupported("the shape of an array with a symbolic size as a Python int: "
                              "use the Scalar parameter instead")
        return d.value

    @property
    def shape(self) -> tuple[int, ...]:
        return tuple(self._dim(k) for k in range(self.ndim))

    @property
    def size(self) -> int:
        return int(np.prod(self.shape, dtype=np.int64))

    @property
    def dtype(self) -> np.dtype:
        return self.dt.carrier  # bf16 values are float32 arrays in plain numpy too

    @property
    def T(self) -> "SymArray":
        return self.transpose()

    # ------------------------------------------------------------------ methods
    def astype(self, dtype, copy: bool = True) -> "SymArray":
        out = self._cast(dtype_arg(dtype))
        return out.copy() if out is self else out

    def view(self, dtype=None, type=None) -> "SymArray":
        """The same bits read as another dtype of the same width (`x.view(np.uint32)`, bit tricks).  A float
        array's bits are known only where its elements are read from memory as they are: a NaN that numpy
        computes has the bit pattern its hardware gives, which no term here states."""
        if dtype is None or type is not None:
            raise unsupported("ndarray.view without a dtype, or with type=")
        dt = dtype_arg(dtype)
        if dt.width != self.dt.width or BOOL in (dt, self.dt):
            raise unsupported(f"ndarray.view from {self.dt} to {dt} (only dtypes of one width)")
        src, sdt = self._elems, self.dt
        probe = tuple(T.var(f"view:{k}", T.BV(64)) for k in range(self.ndim))
        if sdt.is_float and src.at(probe).op != "fp_from_bits":  # checked here, where the line is known
            raise unsupported("ndarray.view of computed float values (the bits of a NaN numpy computes are its "
                              "hardware's); view an input array, or compare values instead")

        def fn(idx: Index) -> Term:
            v = src.at(idx)
            if sdt.is_float:
                if v.op != "fp_from_bits":
                    raise unsupported("ndarray.view of computed float values")
                v = v.args[0]
            return from_bits(dt, v)
        return SymArray(dt, self.shape_terms, fn, scalar=self.scalar)

    def copy(self) -> "SymArray":
        src = self._elems
        return SymArray(self.dt, self.shape_terms, src.at, self.scalar)

    def flatten(self) -> "SymArray":
        return self.reshape(-1).copy()

    def ravel(self) -> "SymArray":
        return self.reshape(-1)

    def reshape(self, *shape, order: str = "C") -> "SymArray":
        if order != "C":
            raise unsupported(f"reshape with order={order!r}")
        if len(shape) == 1 and isinstance(shape[0], (tuple, list)):
            shape = tuple(shape[0])
        new = _reshape_dims(self.shape_terms, shape)
        fwd = ix.reshape_map(self.shape_terms, new)
        if self._root is not None:
            return self._view(new, fwd, None)
        old = self.shape_terms
        return self._view(new, fwd, lambda b: (T.true(), ix.unravel(ix.linear(b, old), new)))

    def transpose(self, *axes) -> "SymArray":
        if len(axes) == 1 and (axes[0] is None or isinstance(axes[0], (tuple, list))):
            axes = () if axes[0] is None else tuple(axes[0])
        n = self.ndim
        perm = [int(a) + n if -n <= int(a) < 0 else int(a) for a in axes] if axes else list(range(n))[::-1]
        if sorted(perm) != list(range(n)):
            raise input_error(f"axes {tuple(axes)} don't match an array of {n} dimensions")
        fwd = ix.transpose_map(perm)
        shape = tuple(self.shape_terms[p] for p in perm)
        return self._view(shape, fwd, lambda b: (T.true(), tuple(b[p] for p in perm)))

    # ------------------------------------------------------------------ indexing
    def __getitem__(self, key) -> "SymArray":
        key = _index_key(key)
        bi = ix.basic_index(self.shape_terms, key)
        rank = self.ndim
        scalar = not bi.shape and Ellipsis not in key
        return self._view(bi.shape, lambda idx: bi.source(idx, rank), bi.target, scalar)

    def __setitem__(self, key, value) -> None:
        if self.scalar:
            raise input_error("a numpy scalar does not support item assignment")
        if self.dt is bf16:
            raise unsupported("assignment into a bf16 array (numpy has no bf16 type)")
        if isinstance(key, SymArray) and key.dt is BOOL:
            return self._masked_assign(key, value)
        bi = ix.basic_index(self.shape_terms, _index_key(key))
        v = _assigned(value, self.dt)
        check_cast(v.dt, self.dt)
        _, (vmap,) = _broadcast_to(v, bi.shape)
        old, src, dt, vdt = self._elems, v._elems, self.dt, v.dt

        def fn(idx: Index) -> Term:
            inside, j = bi.target(idx)
            return T.ite(inside, convert(src.at(vmap(j)), vdt, dt), old.at(idx))
        self._write(fn)

    def _masked_assign(self, mask: "SymArray", value) -> None:
        """`a[mask] = v` with a boolean mask of a's shape and one value: v where the mask holds.  numpy pairs
        an array value's elements with the mask's true positions in order (a gather that depends on the
        data), so an array value is refused, naming np.where."""
        ix.same_shape(mask.shape_terms, self.shape_terms, "boolean index did not match the indexed array")
        v = _assigned(value, self.dt)
        check_cast(v.dt, self.dt)
        if v.ndim:
            raise unsupported("assigning an array through a boolean mask (write a = np.where(mask, b, a))")
        old, m, src, dt, vdt = self._elems, mask._elems, v._elems, self.dt, v.dt
        self._write(lambda idx: T.ite(m.at(idx), convert(src.at(()), vdt, dt), old.at(idx)))

    # ------------------------------------------------------------------ operators
    def _inplace(self, ufunc, other) -> "SymArray":
        return self._store_result(apply_ufunc(ufunc, (self, other)), ufunc.__name__)

    def _store_result(self, res: "SymArray", name: str) -> "SymArray":
        """`self op= other` given res = self op other: written into self (numpy scalars rebind instead)."""
        if self.scalar:
            return res
        if not np.can_cast(res.dt.carrier, self.dt.carrier, "same_kind"):
            raise input_error(f"Cannot cast ufunc {name!r} output from {res.dtype} to {self.dtype} "
                              "with casting rule 'same_kind'")
        ix.same_shape(res.shape_terms, self.shape_terms,
                      f"non-broadcastable output operand with shape {ix.show(self.shape_terms)}")
        src, rdt, dt = res._elems, res.dt, self.dt
        self._write(lambda idx: convert(src.at(idx), rdt, dt))
        return self

    def __pow__(self, k):
        return power_op(self, k, operator=True)

    def __rpow__(self, base):
        raise unsupported("** with a symbolic exponent")

    def __ipow__(self, k):
        return self._store_result(power_op(self, k, operator=True), "power")

    def __matmul__(self, other):
        return _matmul("@", self, other)

    def __rmatmul__(self, other):
        return _matmul("@", other, self)

    def __imatmul__(self, other):
        return self._store_result(_matmul("@", self, other), "matmul")

    def sum(self, axis=None, dtype=None, out=None, keepdims=False, **rest):
        return _reduce("sum", self, axis, dtype, out, keepdims, rest)

    def prod(self, axis=None, dtype=None, out=None, keepdims=False, **rest):
        return _reduce("prod", self, axis, dtype, out, keepdims, rest)

    def mean(self, axis=None, dtype=None, out=None, keepdims=False, **rest):
        return _reduce("mean", self, axis, dtype, out, keepdims, rest)

    def cumsum(self, axis=None, dtype=None, out=None):
        return _cumsum(self, axis, dtype, out)

    def argmax(self, axis=None, out=None, *, keepdims=False) -> "SymArray":
        return FUNCTIONS["argmax"](self, axis, out, keepdims=keepdims)

    def argmin(self, axis=None, out=None, *, keepdims=False) -> "SymArray":
        return FUNCTIONS["argmin"](self, axis, out, keepdims=keepdims)

    def squeeze(self, axis=None) -> "SymArray":
        return layout.squeeze(self, axis)

    def swapaxes(self, axis1, axis2) -> "SymArray":
        return layout.swapaxes(self, axis1, axis2)

    def var(self, axis=None, dtype=None, out=None, ddof=0, keepdims=False, **rest):
        return _var(self, axis, dtype, out, ddof, keepdims, "ndarray.var", **rest)

    def std(self, axis=None, dtype=None, out=None, ddof=0, keepdims=False, **rest):
        return _std(self, axis, dtype, out, ddof, keepdims, "ndarray.std", **rest)

    def clip(self, min=None, max=None, out=None, **kw):
        return _clip(self, min, max, out, **kw)

    def max(self, axis=None, out=None, keepdims=False, **rest):
        return _reduce("max", self, axis, None, out, keepdims, rest)

    def min(self, axis=None, out=None, keepdims=False, **rest):
        return _reduce("min", self, axis, None, out, keepdims, rest)

    def dot(self, other, out=None):
        return _matmul("np.dot", self, other, out)

    def __divmod__(self, other):
        raise unsupported("divmod")

    __rdivmod__ = __divmod__

    def __neg__(self):
        return apply_ufunc(np.negative, (self,))

    def __pos__(self):
        return apply_ufunc(np.positive, (self,))

    def __abs__(self):
        return apply_ufunc(np.absolute, (self,))

    def __invert__(self):
        return apply_ufunc(np.invert, (self,))


def _operators() -> None:
    pairs = {"add": np.add, "sub": np.subtract, "mul": np.multiply, "truediv": np.true_divide,
             "floordiv": np.floor_divide, "mod": np.remainder, "and": np.bitwise_and, "or": np.bitwise_or,
             "xor": np.bitwise_xor, "lshift": np.left_shift, "rshift": np.right_shift}
    for name, u in pairs.items():
        setattr(SymArray, f"__{name}__", lambda self, o, u=u: apply_ufunc(u, (self, o)))
        setattr(SymArray, f"__r{name}__", lambda self, o, u=u: apply_ufunc(u, (o, self)))
        setattr(SymArray, f"__i{name}__", lambda self, o, u=u: self._inplace(u, o))
    for name, u in {"lt": np.less, "le": np.less_equal, "gt": np.greater, "ge": np.greater_equal,
                    "eq": np.equal, "ne": np.not_equal}.items():
        setattr(SymArray, f"__{name}__", lambda self, o, u=u: apply_ufunc(u, (self, o)))


_operators()


# ----------------------------------------------------------------------------- operands
def operand(x):
    """A SymArray, or a Python int/float kept as is (numpy treats them as weak)."""
    if isinstance(x, SymArray):
        return x
    if isinstance(x, bool):
        return SymArray.constant(np.bool_(x))
    if isinstance(x, (int, float)) and not isinstance(x, np.generic):  # np.float64 is a float, but strong
        return x
    if isinstance(x, (np.ndarray, np.generic, list, tuple)):
        return SymArray.constant(np.asarray(x) if isinstance(x, (list, tuple)) else x)
    raise unsupported(f"a {type(x).__name__} operand")


def stand_in(x):
    """What numpy's type resolution sees for an operand."""
    if isinstance(x, SymArray):
        if x.dt is bf16:
            raise unsupported("arithmetic on bf16 values (numpy has no bf16 type): convert with "
                              ".astype(np.float32) first")
        return x.dt.carrier
    return type(x)


def weak_const(v, dt: DType) -> Term:
    """A Python int/float as numpy converts it for a loop of dtype dt (OverflowError where numpy raises)."""
    try:
        with np.errstate(all="ignore"):
            c = np.multiply(np.ones((), dt.carrier), v)
    except OverflowError as e:
        raise input_error(str(e)) from None
    return const_term(c, dt)


def _fits(v: int, dt: DType) -> bool:
    lo, hi = (-(1 << (dt.width - 1)), (1 << (dt.width - 1)) - 1) if dt.signed else (0, mask(dt.width))
    return lo <= v <= hi


def _resolve(ufunc, ops) -> tuple[DType, ...]:
    try:
        loop = ufunc.resolve_dtypes(tuple(stand_in(o) for o in ops) + (None,) * ufunc.nout)
    except TypeError as e:
        raise input_error(f"np.{ufunc.__name__}: {e}") from None
    out = tuple(from_numpy(d) for d in loop)
    if None in out:
        raise unsupported(f"np.{ufunc.__name__} on {', '.join(map(str, loop))}")
    return out


def apply_ufunc(ufunc, inputs) -> SymArray:
    name = ufunc.__name__
    if name in REDUCING_UFUNCS:
        raise reduction(f"np.{name}")
    if name in LIBM and ufunc not in UFUNCS:
        raise unsupported(f"np.{name}: numpy computes it with libm/SIMD code that is not correctly rounded, "
                          "so it has no exact meaning")
    if ufunc is np.power:
        return power_op(inputs[0], inputs[1], operator=False)
    builder = UFUNCS.get(ufunc)
    if builder is None or ufunc.nout != 1:
        raise unsupported(f"np.{name}" + (f" ({UNMODELED[ufunc]})" if ufunc in UNMODELED else ""))
    ops = [operand(x) for x in inputs]
    loop = _resolve(ufunc, ops)
    arrays = [o for o in ops if isinstance(o, SymArray)]
    shape, maps = ix.broadcast([a.shape_terms for a in arrays])
    if ufunc in COMPARISONS:
        fixed = _out_of_range_compare(COMPARISONS[ufunc], ops, loop)
        if fixed is not None:
            v = T.const_bool(fixed)
            return SymArray(BOOL, shape, lambda idx: v, scalar=not shape)
    readers = []
    it = iter(maps)
    for o, dt in zip(ops, loop):
        if isinstance(o, SymArray):
            readers.append(reader(o, next(it), dt))
        else:
            c = weak_const(o, dt)
            readers.append(lambda idx, c=c: c)
    fn = builder(loop[:-1], loop[-1])
    return SymArray(loop[-1], shape, lambda idx: fn(*[r(idx) for r in readers]), scalar=not shape)


def reader(a: SymArray, m: IndexMap, dt: DType) -> Callable[[Index], Term]:
    src, sdt = a._elems, a.dt
    return lambda idx: convert(src.at(m(idx)), sdt, dt)


def _out_of_range_compare(kind: str, ops, loop) -> bool | None:
    """numpy 2 compares an int array with a Python int outside its range as unbounded integers."""
    for pos, (o, dt) in enumerate(zip(ops, loop)):
        if type(o) is int and dt.is_int and not _fits(o, dt):
            # every value of the array's dtype compares with o the same way as 0 does
            return compare_python(kind, 0, o) if pos == 1 else compare_python(kind, o, 0)
    return None


def power_op(base, exponent, operator: bool) -> SymArray:
    """x ** k for a constant k; `operator` marks Python's ** (numpy scalars then call libm's pow)."""
    if isinstance(exponent, SymArray) or not isinstance(exponent, (int, float, np.integer, np.floating)):
        raise unsupported("np.power with a symbolic exponent")
    b = operand(base)
    if not isinstance(b, SymArray):
        raise unsupported("np.power with a symbolic exponent")
    e = exponent if isinstance(exponent, (int, float)) and not isinstance(exponent, np.generic) \
        else SymArray.constant(exponent)
    loop = _resolve(np.power, [b, e])
    k = exponent.item() if isinstance(exponent, np.generic) else exponent
    if loop[0].is_int and (k != int(k) or k < 0):
        raise input_error("Integers to negative integer powers are not allowed.")
    fn = power(loop[0], k, operator and b.scalar)
    read = reader(b, lambda idx: idx, loop[0])
    return SymArray(loop[-1], b.shape_terms, lambda idx: fn(read(idx)), scalar=b.scalar or not b.shape_terms)


def dtype_arg(d) -> DType:
    """A dtype argument (equiv dtype, numpy type, 'float32', float, ...)."""
    if isinstance(d, DType):
        if d is bf16:
            raise input_error("bf16 has no numpy dtype: return the float32 array; the store into a bf16 buffer "
                              "rounds it")
        return d
    try:
        np_dt = np.dtype(d)
    except TypeError as e:
        raise input_error(str(e)) from None
    out = from_numpy(np_dt)
    if out is None:
        raise unsupported(f"numpy dtype {np_dt}")
    return out


def _index_key(key) -> tuple:
    """A basic-indexing key with integers as BV64 terms."""
    items = key if isinstance(key, tuple) else (key,)
    out = []
    for k in items:
        if k is None or k is Ellipsis:
            out.append(k)
        elif isinstance(k, slice):
            if not (k.step is None or isinstance(k.step, (int, np.integer)) and not isinstance(k.step, bool)):
                raise unsupported("a slice with a symbolic step")
            out.append(slice(_int_term(k.start), _int_term(k.stop), None if k.step is None else int(k.step)))
        else:
            out.append(_int_term(k))
    return tuple(out)


def _int_term(k) -> Term | None:
    if k is None:
        return None
    if isinstance(k, (bool, np.bool_)):
        raise unsupported("indexing with a bool (a mask)")
    if isinstance(k, (int, np.integer)):
        return ix.c64(int(k))
    if isinstance(k, SymArray) and k.ndim == 0 and k.dt.is_int:
        t = size_term(k.dt, k.at(()))
        if k.dt.width == 64 and not k.dt.signed:
            ix.require(T.sle(ix.ZERO, t), "index out of the int64 range")
        return t
    raise unsupported("fancy indexing (an array or a list as an index)")


def _dim(d, what: str) -> Term:
    """A dimension given to reshape or broadcast_to: an int, or an integer Scalar parameter (a size term)."""
    if isinstance(d, (int, np.integer)) and not isinstance(d, bool):
        if d < 0:
            raise input_error("negative dimensions not allowed")
        return ix.c64(int(d))
    if isinstance(d, SymArray) and d.ndim == 0 and d.dt.is_int:
        t = size_term(d.dt, d.at(()))
        ix.require(T.sle(ix.ZERO, t), f"negative dimensions not allowed in {what}")
        return t
    raise unsupported(f"{what} to {d!r}")


def dims_of(shape, what: str) -> Shape:
    """A shape argument (one dimension or a sequence of them) as size terms."""
    dims = tuple(shape) if isinstance(shape, (tuple, list)) else (shape,)
    return tuple(_dim(d, what) for d in dims)


def _reshape_dims(old: Shape, dims) -> Shape:
    new: list[Term | None] = [None if isinstance(d, (int, np.integer)) and not isinstance(d, bool) and d == -1
                              else _dim(d, "reshape") for d in dims]
    if new.count(None) > 1:
        raise input_error("can only specify one unknown dimension")
    total = ix.count(old)
    if None in new:
        known = ix.count(tuple(d for d in new if d is not None))
        ix.require(T.and_(T.not_(T.eq(known, ix.ZERO)), T.eq(T.urem(total, known), ix.ZERO)),
                   f"cannot reshape an array of shape {ix.show(old)}")
        new[new.index(None)] = T.udiv(total, known)
    shape = tuple(new)
    ix.require(T.eq(ix.count(shape), total),
               f"cannot reshape an array of shape {ix.show(old)} into shape {ix.show(shape)}")
    return shape


def _broadcast_array(array, shape, subok=False) -> SymArray:
    """np.broadcast_to: a read-only view of the array at the broadcast shape."""
    x = operand(array)
    x = x if isinstance(x, SymArray) else SymArray.constant(np.asarray(x))
    target = dims_of(shape, "np.broadcast_to")
    _, (vmap,) = _broadcast_to(x, target)
    src = x._elems
    return SymArray(x.dt, target, lambda idx: src.at(vmap(idx)))


def _broadcast_to(v: SymArray, shape: Shape) -> tuple[Shape, list[IndexMap]]:
    out, maps = ix.broadcast([shape, v.shape_terms])
    ix.same_shape(out, shape, f"could not broadcast input array from shape {ix.show(v.shape_terms)} "
                              f"into shape {ix.show(shape)}")
    return out, maps[1:]


def _assigned(value, dt: DType) -> SymArray:
    """The value of `a[...] = value`: symbolic arrays cast unsafely, Python scalars as numpy converts them."""
    v = operand(value)
    if isinstance(v, SymArray):
        return v
    cell = np.zeros((), dt.carrier)
    try:
        with np.errstate(all="ignore"):
            cell[()] = v
    except (OverflowError, ValueError, TypeError) as e:
        raise input_error(str(e)) from None
    return SymArray.constant(cell)


# ----------------------------------------------------------------------------- reductions
def _wrap(r: Reduced) -> SymArray:
    return SymArray(r.dt, r.shape, r.fn, scalar=r.scalar)


def _given(rest: dict) -> list[str]:
    """The keyword arguments of a reduction given other than at numpy's defaults (where=True is the default)."""
    return sorted(k for k, v in rest.items() if v is not np._NoValue and not (k == "where" and v is True))


def _reduce(name: str, a, axis, dtype, out, keepdims, rest: dict, label: str = "") -> SymArray:
    """np.<name>(a, ...) with numpy's defaults; out=, initial=, where= are not modeled."""
    label = label or f"np.{name}"
    given = _given(rest)
    if out is not None or given:
        raise unsupported(f"{label} with {', '.join(['out'] * (out is not None) + given)}=")
    if keepdims is np._NoValue:
        keepdims = False
    dt = None if dtype is None else dtype_arg(dtype)
    return _wrap(reduce(name, _sym(a, name), axis, dt, bool(keepdims), label))


def _var(a, axis=None, dtype=None, out=None, ddof=0, keepdims=False, label: str = "np.var", **rest) -> SymArray:
    """numpy's _var, step for step: the mean kept as a broadcastable array, the squared deviations summed, the
    sum divided by max(count - ddof, 0).  Float arrays with numpy's default dtype only."""
    x = _sym(a, label.rsplit(".", 1)[-1])
    given = ["dtype"] * (dtype is not None) + ["out"] * (out is not None) + _given(rest)
    if given:
        raise unsupported(f"{label} with {', '.join(given)}=")
    if x.dt not in (f32, f64):
        raise unsupported(f"{label} of {x.dt} values (f32 and f64 arrays only)")
    if not isinstance(ddof, (int, np.integer)) or isinstance(ddof, bool):
        raise unsupported(f"{label} with ddof={ddof!r} (an integer constant only)")
    axes = reduced_axes(axis, x.ndim, label)
    mean = _reduce("mean", x, axis, None, None, True, {}, label)
    deviation = x - mean
    total = _reduce("sum", deviation * deviation, axis, None, None, keepdims is True, {}, label)
    lengths = [x.shape_terms[d] for d in axes]
    if len(lengths) == 1 and not lengths[0].is_const():  # a float sum over n: read under contract real only
        # numpy divides by max(n - ddof, 0): 0/0 is NaN there, which numpy returns with a warning; like a
        # mean over no elements, those sizes are left out of the domain
        require(T.slt(T.bv(int(ddof), 64), lengths[0]),
                f"{label} with ddof={int(ddof)} over at most {int(ddof)} elements (numpy returns NaN)")
        divisor = T.fp_from_int("RNE", total.dt.fmt, T.sub(lengths[0], T.bv(int(ddof), 64)), True)
        return total / SymArray(total.dt, (), lambda idx: divisor, scalar=True)
    count = 1
    for d in lengths:
        count *= constant_length(d, label)
    return total / max(count - int(ddof), 0)


def _std(a, axis=None, dtype=None, out=None, ddof=0, keepdims=False, label: str = "np.std", **rest) -> SymArray:
    """numpy's _std: the square root of _var (correctly rounded)."""
    return np.sqrt(_var(a, axis, dtype, out, ddof, keepdims, label, **rest))


def _cumsum(a, axis=None, dtype=None, out=None) -> SymArray:
    """np.cumsum / ndarray.cumsum: over the flattened array for axis=None, as numpy does."""
    if out is not None:
        raise unsupported("np.cumsum with out=")
    x = _sym(a, "cumsum")
    if axis is None:
        x, axis = x.reshape(-1), 0
    axis = joins.axis_of(axis, x.ndim, "np.cumsum")
    return _wrap(cumsum(x, axis, None if dtype is None else dtype_arg(dtype)))


def _ufunc_reduce(ufunc, a, axis=0, dtype=None, out=None, keepdims=False, **rest) -> SymArray:
    return _reduce(UFUNC_FOLDS[ufunc], a, axis, dtype, out, keepdims, rest, f"np.{ufunc.__name__}.reduce")


def _matmul(name: str, a, b, out=None) -> SymArray:
    if out is not None:
        raise unsupported(f"{name} with out=")
    x, y = operand(a), operand(b)
    if not isinstance(x, SymArray) or not isinstance(y, SymArray):
        raise input_error(f"{name}: a scalar operand (use * to multiply by a scalar)")
    return _wrap(matmul(name, x, y))


def _reduction_function(name: str) -> Callable:
    def function(a, axis=None, dtype=None, out=None, keepdims=False, **rest):
        return _reduce(name, a, axis, dtype, out, keepdims, rest)

    def extreme(a, axis=None, out=None, keepdims=False, **rest):
        return _reduce(name, a, axis, None, out, keepdims, rest)
    return extreme if name in ("max", "min") else function


UFUNC_FOLDS = {u: name for name, u in FOLDS.items() if name != "mean"}


# ----------------------------------------------------------------------------- numpy functions
def _where(cond, x=None, y=None):
    if x is None or y is None:
        raise unsupported("np.where with one argument (np.nonzero)")
    c, a, b = operand(cond), operand(x), operand(y)
    ins = [stand_in(o) if isinstance(o, SymArray) else o for o in (a, b)]
    ins = [np.zeros((), i) if isinstance(i, np.dtype) else i for i in ins]
    with np.errstate(all="ignore"):
        picked = (np.where(True, *ins), np.where(False, *ins))
    rt = _value_dtype(picked[0])
    branches = [o if isinstance(o, SymArray) else SymArray.constant(p) for o, p in zip((a, b), picked)]
    cs = c if isinstance(c, SymArray) else SymArray.constant(np.bool_(bool(c)))
    shape, (mc, ma, mb) = ix.broadcast([cs.shape_terms] + [o.shape_terms for o in branches])
    rc = reader(cs, mc, BOOL)
    ra, rb = reader(branches[0], ma, rt), reader(branches[1], mb, rt)
    return SymArray(rt, shape, lambda idx: T.ite(rc(idx), ra(idx), rb(idx)))


def _clip(a, a_min=None, a_max=None, out=None, **kw):
    """np.clip: x below a_min becomes a_min, then above a_max becomes a_max (ties keep x: clip(-0.0, 0.0, 1.0)
    is -0.0), and a NaN anywhere gives NaN (numpy 2's clip, checked on signed zeros, infinities and NaNs) where
    both bounds are scalars.  Otherwise (one bound, or an array bound) numpy 2.4 computes np.minimum(np.maximum(x,
    a_min), a_max), whose ties of signed zeros return the second operand in f32/f64, the first in f16
    (elementwise.py)."""
    a_min, a_max = kw.pop("min", a_min), kw.pop("max", a_max)  # numpy 2.1's spellings
    if out is not None or kw:
        raise unsupported("np.clip with out= or other keywords")
    bounds = [b for b in (a_min, a_max) if b is not None]
    if not bounds:
        raise input_error("np.clip needs a_min or a_max")
    ops = [operand(o) for o in (a, *bounds)]
    ins = [stand_in(o) if isinstance(o, SymArray) else o for o in ops]
    ins = [np.zeros((), i) if isinstance(i, np.dtype) else i for i in ins]
    try:
        with np.errstate(all="ignore"):
            got = np.clip(ins[0], *(ins[1:] if a_min is not None and a_max is not None else
                                    ((ins[1], None) if a_min is not None else (None, ins[1]))))
    except (TypeError, ValueError, OverflowError) as e:
        raise input_error(f"np.clip: {e}") from None
    rt = _value_dtype(got)
    arrays = [o if isinstance(o, SymArray) else SymArray.constant(np.asarray(o, rt.carrier)[()]) for o in ops]
    shape, maps = ix.broadcast([o.shape_terms for o in arrays])
    readers = [reader(o, m, rt) for o, m in zip(arrays, maps)]
    lo = readers[1] if a_min is not None else None
    hi = readers[-1] if a_max is not None else None
    if len(bounds) == 1 or any(o.ndim for o in arrays[1:]):
        up, down = (UFUNCS[f]([rt, rt], rt) for f in (np.maximum, np.minimum))

        def nested(idx):
            v = readers[0](idx)
            v = v if lo is None else up(v, lo(idx))
            return v if hi is None else down(v, hi(idx))
        return SymArray(rt, shape, nested, scalar=not shape)
    if rt.is_float:
        less = T.flt
        nan = const_term(np.asarray(np.nan, rt.carrier)[()], rt)
    else:
        less = T.slt if rt.signed else T.ult

    def element(idx):
        x = readers[0](idx)
        parts = [x] + [r(idx) for r in (lo, hi) if r is not None]
        v = x
        if lo is not None:
            v = T.ite(less(v, parts[1]), parts[1], v)
        if hi is not None:
            v = T.ite(less(parts[-1], v), parts[-1], v)
        if rt.is_float:
            v = T.ite(T.or_(*[T.fisnan(p) for p in parts]), nan, v)
        return v
    return SymArray(rt, shape, element, scalar=not shape)


def _like(a, fill, dtype, shape, name: str) -> SymArray:
    if shape is not None:
        raise unsupported(f"np.{name} with shape=")
    src = operand(a)
    if not isinstance(src, SymArray):
        raise unsupported(f"np.{name} of a constant")
    return filled(src.shape_terms, fill, src.dt if dtype is None else dtype_arg(dtype))


def filled(shape: Shape, fill, dt: DType | None) -> SymArray:
    """An array of the fill value broadcast to the shape and cast (unsafely, as numpy's copyto) to dt; with no
    dt, the fill value's own dtype (np.full's default)."""
    f = operand(fill)
    if isinstance(f, SymArray):
        dt = f.dt if dt is None else dt
        check_cast(f.dt, dt)
        _, (m,) = _broadcast_to(f, shape)
        return SymArray(dt, shape, reader(f, m, dt))
    with np.errstate(all="ignore"):
        cell = np.full((), f, dtype=None if dt is None else dt.carrier)
    dt = _value_dtype(cell) if dt is None else dt
    v = const_term(cell[()], dt)
    return SymArray(dt, shape, lambda idx: v)


def _zeros_like(a, dtype=None, order="K", subok=True, shape=None):
    return _like(a, 0, dtype, shape, "zeros_like")


def _ones_like(a, dtype=None, order="K", subok=True, shape=None):
    return _like(a, 1, dtype, shape, "ones_like")


def _full_like(a, fill_value, dtype=None, order="K", subok=True, shape=None):
    return _like(a, fill_value, dtype, shape, "full_like")


def _round(a, decimals=0, out=None):
    if decimals != 0 or out is not None:
        raise unsupported("np.round with decimals= or out=")
    return apply_ufunc(np.rint, (a,))


def _array_operand(a) -> SymArray:
    """A part of a join: a SymArray, or a numpy/Python constant as one (a Python scalar as numpy makes it)."""
    v = operand(a)
    return v if isinstance(v, SymArray) else SymArray.constant(np.asarray(v))


def _join_parts(name: str, arrays, out, dtype, casting) -> list[SymArray]:
    """The arrays of np.concatenate / np.stack as SymArrays (their keywords beyond axis= are not modeled)."""
    if out is not None or dtype is not None or casting != "same_kind":
        raise unsupported(f"np.{name} with out=, dtype= or casting=")
    parts = [_array_operand(a) for a in arrays]
    if not parts:
        raise input_error(f"need at least one array to {name}")
    return parts


def _concatenate(arrays, axis=0, out=None, dtype=None, casting="same_kind"):
    parts = _join_parts("concatenate", arrays, out, dtype, casting)
    if axis is None:
        parts, axis = [p.reshape(-1) for p in parts], 0
    axis = joins.axis_of(axis, parts[0].ndim, "np.concatenate") if parts[0].ndim else 0
    rt = _value_dtype(np.concatenate([np.zeros((1,) * max(p.ndim, 1), stand_in(p)) for p in parts]))
    shape, fn = joins.concatenate(parts, axis, rt)
    return SymArray(rt, shape, fn)


def _stack(arrays, axis=0, out=None, dtype=None, casting="same_kind"):
    """np.stack: each array given a new axis of length 1 at `axis`, then concatenated along it."""
    parts = _join_parts("stack", arrays, out, dtype, casting)
    if len({p.ndim for p in parts}) != 1:
        raise input_error("np.stack: all input arrays must have the same shape")
    axis = joins.axis_of(axis, parts[0].ndim + 1, "np.stack")
    return _concatenate([p[(slice(None),) * axis + (None,)] for p in parts], axis=axis)


def _pad(array, pad_width, mode="constant", constant_values=0, **kw):
    if mode != "constant" or kw:
        raise unsupported(f"np.pad with mode={mode!r}" + (f" and {', '.join(sorted(kw))}=" if kw else ""))
    a = _sym(array, "pad")
    if not isinstance(constant_values, (int, float)) or isinstance(constant_values, bool):
        raise unsupported("np.pad with constant_values other than one Python number")
    fill = weak_const(constant_values, a.dt)
    shape, fn = joins.pad(a, joins.pad_widths(pad_width, a.ndim), fill)
    return SymArray(a.dt, shape, fn)


def _roll(a, shift, axis=None):
    v = _sym(a, "roll")
    if not isinstance(shift, int) or isinstance(shift, bool):
        raise unsupported("np.roll with a shift that is not one constant int")
    if axis is None and v.ndim != 1:  # numpy rolls the flattened array
        shape, fn = joins.roll(v.reshape(-1), shift, 0)
        return SymArray(v.dt, shape, fn).reshape(v.shape_terms)
    shape, fn = joins.roll(v, shift, joins.axis_of(0 if axis is None else axis, v.ndim, "np.roll"))
    return SymArray(v.dt, shape, fn)


def _einsum(subscripts, *operands, out=None, **rest):
    given = ["out"] * (out is not None) + sorted(k for k, v in rest.items() if not (k == "optimize" and v is False))
    if given:
        raise unsupported(f"np.einsum with {', '.join(given)}=")
    if not isinstance(subscripts, str):
        raise unsupported("np.einsum with operand lists (write the subscripts as a string)")
    return _wrap(einsum(subscripts, [_sym(a, "einsum") for a in operands]))


def _arg_extreme(name: str):
    def function(a, axis=None, out=None, *, keepdims=False):
        label = f"np.{name}"
        if out is not None:
            raise unsupported(f"{label} with out=")
        x = _sym(a, name)
        if axis is None:  # numpy: the index into the flattened array
            flat = _wrap(arg_extreme(name, x.reshape(-1), 0, False, label))
            return flat.reshape((1,) * x.ndim) if keepdims is True else flat
        return _wrap(arg_extreme(name, x, joins.axis_of(axis, x.ndim, label), keepdims is True, label))
    return function


def _norm(x, ord=None, axis=None, keepdims=False):
    """np.linalg.norm's 2-norm as numpy computes it: sqrt(dot(x, x)) of the flattened array without axis=,
    else sqrt of the sum of x * x along the axis (floats; integers become f64 first)."""
    if ord is not None or isinstance(axis, (tuple, list)):
        raise unsupported("np.linalg.norm with ord= or several axes (the vector 2-norm only)")
    v = _sym(x, "linalg.norm")
    if not v.dt.is_float:
        v = v.astype(np.float64)
    if v.dt not in (f32, f64):
        raise unsupported(f"np.linalg.norm of {v.dt} values")
    if axis is None:
        flat = v.reshape(-1)
        out = np.sqrt(_matmul("np.linalg.norm", flat, flat))
        return out.reshape((1,) * v.ndim) if keepdims else out
    return np.sqrt(_reduce("sum", v * v, joins.axis_of(axis, v.ndim, "np.linalg.norm"), None, None, keepdims, {},
                           "np.linalg.norm"))


def _outer(a, b, out=None):
    """numpy's own definition: multiply(a.ravel()[:, newaxis], b.ravel()[newaxis, :])."""
    if out is not None:
        raise unsupported("np.outer with out=")
    return apply_ufunc(np.multiply, [_sym(a, "outer").reshape(-1)[:, None], _sym(b, "outer").reshape(-1)[None, :]])


def _flip(m, axis=None):
    v = _sym(m, "flip")
    axes = range(v.ndim) if axis is None else \
        [joins.axis_of(a, v.ndim, "np.flip") for a in (axis if isinstance(axis, (tuple, list)) else (axis,))]
    return v[tuple(slice(None, None, -1) if k in axes else slice(None) for k in range(v.ndim))]


def _nan_to_num(x, copy=True, nan=0.0, posinf=None, neginf=None):
    v = _sym(x, "nan_to_num")
    if not v.dt.is_float:
        return v.copy()
    finite = np.finfo(v.dt.carrier)
    big, small = (finite.max if posinf is None else posinf), (finite.min if neginf is None else neginf)
    fill = [weak_const(c, v.dt) for c in (nan, big, small)]
    src = v._elems

    def fn(idx: Index) -> Term:
        a = src.at(idx)
        return T.ite(T.fisnan(a), fill[0], T.ite(T.fisinf(a), T.ite(T.fisneg(a), fill[2], fill[1]), a))
    return SymArray(v.dt, v.shape_terms, fn, scalar=v.scalar)


def _fix(x, out=None) -> SymArray:
    """np.fix: ceil below zero, floor above, which is trunc (signed zeros and NaN alike)."""
    if out is not None:
        raise unsupported("np.fix with out=")
    return apply_ufunc(np.trunc, (x,))


def _atleast_1d(*arys):
    xs = [_sym(a, "atleast_1d") for a in arys]
    xs = [x.reshape(1) if x.ndim == 0 else x for x in xs]
    return xs[0] if len(xs) == 1 else xs


def _diff(a, n=1, axis=-1, prepend=None, append=None):
    """np.diff: a[1:] - a[:-1] along the axis, n times (numpy's own definition, for numbers)."""
    if prepend is not None or append is not None:
        raise unsupported("np.diff with prepend= or append=")
    if not isinstance(n, int) or isinstance(n, bool) or n < 0:
        raise unsupported(f"np.diff with n={n!r} (a non-negative int only)")
    x = _sym(a, "diff")
    if x.dt is BOOL:
        raise unsupported("np.diff of booleans (numpy compares with !=)")
    k = joins.axis_of(axis, x.ndim, "np.diff")
    before = (slice(None),) * k
    for _ in range(n):
        x = x[before + (slice(1, None),)] - x[before + (slice(None, -1),)]
    return x


def _sym(a, name: str) -> SymArray:
    v = operand(a)
    if not isinstance(v, SymArray):
        raise unsupported(f"np.{name} of a constant")
    return v


FUNCTIONS: dict[str, Callable] = {
    "where": _where,
    "clip": _clip,
    "copy": lambda a, order="K", subok=False: _sym(a, "copy").copy(),
    "transpose": lambda a, axes=None: _sym(a, "transpose").transpose(axes),
    "reshape": lambda a, shape=None, order="C", newshape=None, copy=None: _sym(a, "reshape").reshape(
        shape if shape is not None else newshape, order=order),
    "ravel": lambda a, order="C": _sym(a, "ravel").reshape(-1, order=order),
    "zeros_like": _zeros_like,
    "ones_like": _ones_like,
    "full_like": _full_like,
    "round": _round,
    "concatenate": _concatenate,
    "cumsum": _cumsum,
    "var": _var,
    "std": _std,
    "stack": _stack,
    "pad": _pad,
    "roll": _roll,
    "flip": _flip,
    "expand_dims": lambda a, axis: layout.expand_dims(_sym(a, "expand_dims"), axis),
    "squeeze": lambda a, axis=None: layout.squeeze(_sym(a, "squeeze"), axis),
    "swapaxes": lambda a, axis1, axis2: layout.swapaxes(_sym(a, "swapaxes"), axis1, axis2),
    "moveaxis": lambda a, source, destination: layout.moveaxis(_sym(a, "moveaxis"), source, destination),
    "triu": lambda m, k=0: layout.triangle(_sym(m, "triu"), k, True, SymArray),
    "tril": lambda m, k=0: layout.triangle(_sym(m, "tril"), k, False, SymArray),
    "outer": _outer,
    "einsum": _einsum,
    "argmax": _arg_extreme("argmax"),
    "argmin": _arg_extreme("argmin"),
    "fix": _fix,
    "atleast_1d": _atleast_1d,
    "diff": _diff,
    "broadcast_to": _broadcast_array,
    "nan_to_num": _nan_to_num,
    "dot": lambda a, b, out=None: _matmul("np.dot", a, b, out),
    **{name: _reduction_function(name) for name in FOLDS},
    "amax": _reduction_function("max"),
    "amin": _reduction_function("min"),
}
LINALG: dict[str, Callable] = {"norm": _norm}  # np.linalg's
