"""The reference's signature: `@kernel(...)`, `In/Out/InOut/Scalar` annotations, and `KernelSpec`.

The decorator reads the function's annotations once and checks them, so every
later layer (runner, tracer, launch, obligations) sees one validated list of
parameters; a mistake is an InputError at the file and line of the `def`.
"""
from __future__ import annotations

import inspect
import sys
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

import numpy as np

from semantics.errors import InputError
from semantics.tensor.context import def_line
from semantics.tensor.dtypes import USER_DTYPES, DType, from_numpy
from semantics.tensor.shapes import parse_shape

CONTRACTS = ("exact", "real")


# ----------------------------------------------------------------------------- annotations
@dataclass(frozen=True)
class BufferType:
    kind: str  # "in" | "out" | "inout"
    dtype: DType
    shape: tuple[int | str, ...]


@dataclass(frozen=True)
class ScalarType:
    dtype: DType


def _caller_error(message: str) -> InputError:
    """An error in an annotation, located at the line that wrote it: the first frame outside this module."""
    f = sys._getframe(1)
    while f.f_back is not None and f.f_code.co_filename == __file__:
        f = f.f_back
    return InputError(message, f.f_code.co_filename, f.f_lineno)


def _user_dtype(x, what: str) -> DType:
    if isinstance(x, DType) and x.name in USER_DTYPES:
        return x
    numpy_type = isinstance(x, np.dtype) or isinstance(x, type) and issubclass(x, np.generic)
    d = from_numpy(x) if numpy_type else None
    if d is None or d.kind == "bool":
        raise _caller_error(f"{what}: {x!r} is not a dtype; use one of {', '.join(USER_DTYPES)}")
    return d


class _BufferKind:
    def __init__(self, kind: str, name: str):
        self.kind = kind
        self.name = name

    def __getitem__(self, item) -> BufferType:
        items = item if isinstance(item, tuple) else (item,)
        dtype = _user_dtype(items[0], f"{self.name}[...]")
        shape: list[int | str] = []
        for s in items[1:]:
            if type(s) is int and s >= 0:
                shape.append(s)
            elif isinstance(s, str):
                try:
                    parse_shape(s)
                except ValueError as e:
                    raise _caller_error(str(e)) from None
                shape.append(s.strip())
            else:
                raise _caller_error(f"{self.name}[...]: a shape entry must be an int >= 0 or a string expression, "
                                    f"not {s!r}")
        return BufferType(self.kind, dtype, tuple(shape))

    def __repr__(self) -> str:
        return self.name


class _ScalarKind:
    def __getitem__(self, item) -> ScalarType:
        if isinstance(item, tuple):
            raise _caller_error("Scalar[...] takes one dtype")
        return ScalarType(_user_dtype(item, "Scalar[...]"))

    def __repr__(self) -> str:
        return "Scalar"


In = _BufferKind("in", "In")
Out = _BufferKind("out", "Out")
InOut = _BufferKind("inout", "InOut")
Scalar = _ScalarKind()


# ----------------------------------------------------------------------------- the spec
@dataclass(frozen=True)
class Param:
    name: str
    kind: str  # "scalar" | "in" | "out" | "inout"
    dtype: DType
    shape: tuple[int | str, ...] = ()  # () for scalars


@dataclass(frozen=True)
class KernelOptions:
    smem: int = 0
    symbol: str | None = None
    assume: Callable[..., Any] | None = None
    sizes: Mapping[str, tuple[int, ...]] = field(default_factory=dict)
    contract: str = "exact"
    finite: bool = False


@dataclass(frozen=True, eq=False)
class KernelSpec:
    name: str
    fn: Callable[..., Any]
    params: tuple[Param, ...]
    block: tuple[int, int, int]
    grid: Callable[..., tuple]  # grid(**scalar values) -> (x, y, z)
    options: KernelOptions
    filename: str
    line: int  # of the `def`

    def param(self, name: str) -> Param:
        for p in self.params:
            if p.name == name:
                return p
        raise KeyError(name)

    @property
    def scalars(self) -> tuple[Param, ...]:
        return tuple(p for p in self.params if p.kind == "scalar")

    @property
    def buffers(self) -> tuple[Param, ...]:
        return tuple(p for p in self.params if p.kind != "scalar")

    @property
    def outputs(self) -> tuple[Param, ...]:
        """Out and InOut buffers, in parameter order: what run() returns and the kernel may write."""
        return tuple(p for p in self.params if p.kind in ("out", "inout"))

    def error(self, message: str) -> InputError:
        return InputError(message, self.filename, self.line)

    def returned(self, result, given: dict[str, Any]) -> dict[str, Any]:
        """The new contents the function returned, by buffer name: the array itself for a single output,
        else a dict; an InOut left out of the dict keeps its contents, an Out left out is an error.  A function
        that returns nothing wrote its outputs in place (`y += a * x`, `y[:] = x`): their contents then, from
        `given`, the arrays it was called with (an element it did not write keeps the buffer's old value)."""
        outs = self.outputs
        names = ", ".join(p.name for p in outs)
        if isinstance(result, dict):
            for k in result:
                if not any(p.name == k for p in self.params):
                    raise self.error(f"the returned dict names {k!r}, which is not a parameter (outputs: {names})")
                if self.param(k).kind not in ("out", "inout"):
                    raise self.error(f"the returned dict names {k!r}, which is not an Out or InOut buffer")
            missing = [p.name for p in outs if p.kind == "out" and p.name not in result]
            if missing:
                raise self.error(f"Out buffer{'s' if len(missing) > 1 else ''} {', '.join(missing)} not returned")
            return dict(result)
        if result is None:
            if not outs:
                raise self.error("the reference has no Out or InOut buffer")
            return {p.name: given[p.name] for p in outs}
        if len(outs) != 1:
            raise self.error(f"{len(outs)} output buffers ({names or 'none'}): return a dict {{name: array}}")
        return {outs[0].name: result}

    def run(self, **args) -> dict[str, np.ndarray]:
        """Run the reference with numpy on concrete inputs: the ground truth counterexamples replay on."""
        from semantics.tensor.concrete import run
        return run(self, args)


def kernel(fn: Callable | None = None, /, *, block=None, grid=None, smem: int = 0, symbol: str | None = None,
           assume: Callable | None = None, sizes: Mapping[str, list[int]] | None = None,
           contract: str = "exact", finite: bool = False) -> Callable[[Callable], KernelSpec]:
    """`@kernel(block=..., grid=...)` over a function whose parameters are the kernel's C parameters."""
    if fn is not None:
        where = (fn.__code__.co_filename, def_line(fn)) if inspect.isfunction(fn) else ()
        raise InputError("write @kernel(block=..., grid=...), with the launch shape", *where)

    def decorate(f: Callable) -> KernelSpec:
        return _build(f, block, grid, smem, symbol, assume, sizes, contract, finite)
    return decorate


def _build(f, block, grid, smem, symbol, assume, sizes, contract, finite) -> KernelSpec:
    if not inspect.isfunction(f):
        raise InputError(f"@kernel decorates a function, not {f!r}")
    filename, line = f.__code__.co_filename, def_line(f)

    def err(message: str) -> InputError:
        return InputError(message, filename, line)

    params = _params(f, err)
    ints = [p.name for p in params if p.kind == "scalar" and p.dtype.is_int]
    scalar_names = [p.name for p in params if p.kind == "scalar"]
    for p in params:
        for s in p.shape:
            if isinstance(s, str):
                bad = sorted(parse_shape(s).names - set(ints))
                if bad:
                    raise err(f"shape {s!r} of {p.name} names {', '.join(bad)}, which "
                              f"{'is not an' if len(bad) == 1 else 'are not'} integer Scalar parameter"
                              f"{'' if len(bad) == 1 else 's'} (integer scalars: {', '.join(ints) or 'none'})")
    if block is None or grid is None:
        raise err("@kernel needs block= and grid=")
    if type(smem) is not int or smem < 0:
        raise err(f"smem= must be an int >= 0, not {smem!r}")
    if symbol is not None and not isinstance(symbol, str):
        raise err(f"symbol= must be a string, not {symbol!r}")
    if contract not in CONTRACTS:
        raise err(f"contract= must be one of {', '.join(map(repr, CONTRACTS))}, not {contract!r}")
    if not isinstance(finite, bool):
        raise err(f"finite= must be True or False, not {finite!r}")
    if assume is not None:
        _check_function(assume, "assume", scalar_names, err)
    options = KernelOptions(smem, symbol, assume, _sizes(sizes, ints, err), contract, finite)
    return KernelSpec(f.__name__, f, params, _block(block, err), _grid(grid, scalar_names, err), options,
                      filename, line)


def _params(f, err) -> tuple[Param, ...]:
    try:
        annotations = inspect.get_annotations(f, eval_str=True)
    except InputError as e:  # a bad string annotation (from __future__ import annotations): at the def
        raise err(e.message) from None
    except Exception as e:
        raise err(f"cannot read the annotations: {type(e).__name__}: {e}") from None
    out = []
    for p in inspect.signature(f).parameters.values():
        if p.kind is not inspect.Parameter.POSITIONAL_OR_KEYWORD:
            raise err(f"parameter {p.name}: *args, **kwargs and keyword-only parameters have no C counterpart")
        a = annotations.get(p.name)
        if isinstance(a, ScalarType):
            out.append(Param(p.name, "scalar", a.dtype))
        elif isinstance(a, BufferType):
            out.append(Param(p.name, a.kind, a.dtype, a.shape))
        elif a is None:
            raise err(f"parameter {p.name} has no annotation: use In[...], Out[...], InOut[...] or Scalar[...]")
        else:
            raise err(f"parameter {p.name}: annotation {a!r} is not In[...], Out[...], InOut[...] or Scalar[...]")
    return tuple(out)


def _positive_dims(v, what: str, err) -> tuple[int, int, int]:
    dims = tuple(v) if isinstance(v, (tuple, list)) else (v,)
    if not 1 <= len(dims) <= 3 or any(type(d) is not int or d < 1 for d in dims):
        raise err(f"{what}= must be an int >= 1 or a tuple of up to 3 of them, not {v!r}")
    return dims + (1,) * (3 - len(dims))


def _block(block, err) -> tuple[int, int, int]:
    b = _positive_dims(block, "block", err)
    if b[0] > 1024 or b[1] > 1024 or b[2] > 64 or b[0] * b[1] * b[2] > 1024:
        raise err(f"block={block!r}: CUDA allows at most 1024 threads a block (x, y <= 1024, z <= 64)")
    return b


def _check_function(fn, what: str, scalar_names: list[str], err) -> list[str]:
    if not callable(fn):
        raise err(f"{what}= must be a function of the scalar parameters, not {fn!r}")
    try:
        ps = list(inspect.signature(fn).parameters.values())
    except (TypeError, ValueError):
        raise err(f"{what}=: cannot read the function's parameters") from None
    names = []
    for p in ps:
        if p.kind not in (inspect.Parameter.POSITIONAL_OR_KEYWORD, inspect.Parameter.KEYWORD_ONLY):
            raise err(f"{what}= must name scalar parameters; it has *{p.name}")
        if p.name not in scalar_names:
            raise err(f"{what}= takes {p.name}, which is not a Scalar parameter "
                      f"(scalars: {', '.join(scalar_names) or 'none'})")
        names.append(p.name)
    return names


def launch_dims(v) -> tuple:
    """An int or a tuple of up to 3, padded with 1s; ints and symbolic integers pass, floats and bools do not."""
    dims = tuple(v) if isinstance(v, (tuple, list)) else (v,)
    if not 1 <= len(dims) <= 3 or any(isinstance(d, (float, bool, str)) or d is None for d in dims):
        raise ValueError(f"a launch shape must be an int or a tuple of up to 3 ints, not {v!r}")
    return dims + (1,) * (3 - len(dims))


def _grid(grid, scalar_names: list[str], err) -> Callable[..., tuple]:
    if not callable(grid):
        const = _positive_dims(grid, "grid", err)
        return lambda **_: const
    names = _check_function(grid, "grid", scalar_names, err)

    def launch_grid(**scalars) -> tuple:
        v = grid(**{n: scalars[n] for n in names})
        try:
            return launch_dims(v)
        except ValueError as e:
            raise err(f"grid=: {e}") from None
    return launch_grid


def _sizes(sizes, ints: list[str], err) -> dict[str, tuple[int, ...]]:
    if sizes is None:
        return {}
    if not isinstance(sizes, Mapping):
        raise err(f"sizes= must be a dict {{name: [values]}}, not {sizes!r}")
    out = {}
    for k, vs in sizes.items():
        if k not in ints:
            raise err(f"sizes= names {k!r}, which is not an integer Scalar parameter")
        if isinstance(vs, int):
            vs = [vs]
        if not vs or any(type(v) is not int for v in vs):
            raise err(f"sizes[{k!r}] must be a non-empty list of ints, not {vs!r}")
        out[k] = tuple(vs)
    return out
