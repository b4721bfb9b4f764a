"""Cheap before expensive: concrete launches on edge-case and random inputs, before any solver.

Sizes probe the boundaries (0, 1, block size +- 1, a last partial block);
values probe IEEE and integer corners (+-0, +-inf, NaN, subnormals, INT_MIN/MAX).
A failure is minimised (elements the failing thread does not read are zeroed,
then each read element it does not need) and becomes a counterexample.
"""
from __future__ import annotations

import itertools
from dataclasses import dataclass

import numpy as np

from equiv import ieee
from equiv import terms as T
from equiv.emulate import MAX_THREADS, BeyondUnroll, Case, Failure, compare, run_candidate
from equiv.evaluate import evaluate
from semantics.problem import Problem
from equiv.verdict import Counterexample
from semantics.errors import Unsupported
from semantics.launch import normalize_dims
from semantics.tensor.shapes import parse_shape

MAX_ELEMS = 1 << 16


def size_params(spec) -> list:
    names: set[str] = set()
    for p in spec.params:
        if p.kind != "scalar":
            for d in p.shape:
                if isinstance(d, str):
                    names |= parse_shape(d).names
    return [p for p in spec.params if p.kind == "scalar" and p.name in names]


def size_candidates(spec) -> list[dict[str, int]]:
    """Boundary sizes first: block size +- 1, tiny, and a partial last block."""
    sized = size_params(spec)
    given = spec.options.sizes or {}
    bx, by, _ = spec.block
    # the last two reach past a grid of a quarter or an eighth of one thread an element (grid-stride loops)
    # whole blocks last: domains such as n % 256 == 0 admit only those
    per_dim = [int(v) for v in (1, 2, 3, bx - 1, bx, bx + 1, 2 * bx + 3, 0, 31, 33, by + 1, 4 * bx + 1, 8 * bx + 5,
                                3 * bx, 2 * bx, 4 * bx)]
    if not sized:
        return [{}]
    if given and all(p.name in given for p in sized):
        return [dict(zip([p.name for p in sized], combo))
                for combo in itertools.product(*[given[p.name] for p in sized])]
    if len(sized) == 1:
        return [{sized[0].name: v} for v in dict.fromkeys(per_dim)]
    small = [1, 3, bx + 1, by + 1, 17, 2]
    combos = list(itertools.product(*[small] * len(sized)))
    combos += [tuple(v for _ in sized) for v in (bx - 1, bx)]
    return [dict(zip([p.name for p in sized], c)) for c in dict.fromkeys(combos)]


# ----------------------------------------------------------------------------- values
def _float_pool(fmt: T.FPFormat, finite: bool) -> list[float]:
    tiny = float(np.ldexp(1.0, ieee.emin(fmt) - fmt.sbits + 1))
    pool = [0.0, -0.0, 1.0, -1.0, 0.5, 2.0, -3.5, tiny, -tiny, ieee.min_normal(fmt), ieee.max_finite(fmt),
            -ieee.max_finite(fmt), ieee.min_normal(fmt) * 0.75, 1.0 + 2.0 ** (1 - fmt.sbits)]
    if not finite:
        pool += [float("inf"), float("-inf"), float("nan")]
    return pool


def _random_floats(rng: np.random.Generator, fmt: T.FPFormat, n: int, finite: bool) -> np.ndarray:
    pool = np.array(_float_pool(fmt, finite), dtype=np.float64)
    mant = rng.uniform(-2, 2, n)
    expo = rng.integers(-8, 9, n)
    vals = np.ldexp(mant, expo)
    pick = rng.random(n) < 0.3
    vals = np.where(pick, pool[rng.integers(0, len(pool), n)], vals)
    rounded = ieee.round_f64(fmt, vals, "RNE").astype(ieee.carrier(fmt))
    return ieee.to_bits(fmt, rounded)


def _random_ints(rng: np.random.Generator, width: int, signed: bool, n: int) -> np.ndarray:
    m = (1 << width) - 1
    specials = [0, 1, m, 1 << (width - 1), (1 << (width - 1)) - 1, 2, 3, 7, m - 1, 255, 256] if signed else \
        [0, 1, m, 1 << (width - 1), 2, 3, 7, 255, 256, m - 1]
    raw = rng.integers(0, 1 << min(width, 63), n, dtype=np.uint64, endpoint=False)
    if width == 64:
        raw = raw | (rng.integers(0, 2, n, dtype=np.uint64) << np.uint64(63))
    small = rng.integers(-40, 40, n).astype(np.int64).view(np.uint64) & np.uint64(m)
    sp = np.array(specials, dtype=np.uint64)[rng.integers(0, len(specials), n)]
    choice = rng.integers(0, 3, n)
    return np.where(choice == 0, raw, np.where(choice == 1, small, sp)) & np.uint64(m)


def random_bits(rng, dtype, n: int, finite: bool) -> np.ndarray:
    if dtype.is_float:
        return _random_floats(rng, dtype.fmt, n, finite)
    return _random_ints(rng, dtype.width, dtype.signed, n)


# ----------------------------------------------------------------------------- cases
def pointers(problem: Problem) -> dict[str, int]:
    base = 0x7F00_0000_0000
    return {name: base + i * (1 << 36) for i, name in enumerate(problem.buffers)}


def concrete_shapes(problem: Problem, scalars: dict[str, int]) -> dict[str, tuple[int, ...]] | None:
    env = {f"arg:{k}": np.array([v], dtype=np.uint64) for k, v in scalars.items()}
    out = {}
    for name, b in problem.buffers.items():
        dims = evaluate(list(b.shape), env, 1)
        shape = tuple(int(np.int64(d[0].astype(np.uint64).view(np.int64))) for d in dims)
        if any(d < 0 for d in shape):
            return None
        out[name] = shape
    return out


def scalar_value(dtype, bits: int):
    """The numpy scalar a reference sees for raw bits."""
    if dtype.is_float:
        return ieee.from_bits(dtype.fmt, np.array([bits], dtype=np.uint64))[0]
    a = np.array([bits], dtype=np.uint64).astype(f"u{dtype.width // 8}")
    return a.view(dtype.carrier)[0]


def array_value(dtype, bits: np.ndarray, shape) -> np.ndarray:
    if dtype.is_float:
        return ieee.from_bits(dtype.fmt, bits).reshape(shape)
    return bits.astype(f"u{dtype.width // 8}").view(dtype.carrier).reshape(shape)


def to_bits(dtype, arr: np.ndarray) -> np.ndarray:
    arr = np.asarray(arr).ravel()
    if dtype.is_float:
        return ieee.to_bits(dtype.fmt, arr.astype(dtype.carrier))
    return arr.astype(dtype.carrier).view(f"u{dtype.width // 8}").astype(np.uint64)


def grid_of(problem: Problem, scalars: dict[str, int]) -> tuple[int, int, int] | None:
    spec = problem.spec
    args = {}
    for p in spec.params:
        if p.kind == "scalar" and not p.dtype.is_float:
            v = scalar_value(p.dtype, scalars[p.name])
            args[p.name] = int(v)
        elif p.kind == "scalar":
            args[p.name] = float(scalar_value(p.dtype, scalars[p.name]))
    try:
        g = normalize_dims(spec.grid(**args), "grid")
    except (Unsupported, ZeroDivisionError, TypeError, ValueError):
        return None
    return tuple(int(x) for x in g)


def base_env(problem: Problem, case: Case) -> dict[str, np.ndarray]:
    env = {f"arg:{k}": np.array([v], dtype=np.uint64) for k, v in case.scalars.items()}
    for name, arr in case.arrays.items():
        env[f"mem:{name}"] = arr
    for name, ptr in pointers(problem).items():
        env[f"ptr:{name}"] = np.array([ptr], dtype=np.uint64)
    return env


def in_domain(problem: Problem, case: Case) -> bool:
    env = base_env(problem, case)
    for v in T.free_vars([problem.domain]):
        if v.params[0] not in env:
            return False
    (ok,) = evaluate([problem.domain], env, 1)
    return bool(ok[0])


DOMAIN_TRIES = 6  # draws of the other scalars before a size is given up (assume= may pin them)


def make_case(problem: Problem, sizes: dict[str, int], rng: np.random.Generator, finite: bool) -> Case | None:
    for attempt in range(DOMAIN_TRIES):
        case = _draw_case(problem, sizes, rng, finite, attempt)
        if case is not None:
            return case
    return None


def pinned_scalars(problem: Problem) -> dict[str, int]:
    """Scalars the domain fixes to one value (assume=lambda n: n == 1024): raw bits, by parameter name."""
    out = {}
    for c in (problem.domain.args if problem.domain.op == "and" else (problem.domain,)):
        if c.op != "eq":
            continue
        for x, k in (c.args, c.args[::-1]):
            while x.op in ("sext", "zext") and k.is_const():
                x = x.args[0]
            if x.op == "var" and x.params[0].startswith("arg:") and k.is_const() and k.value < (1 << x.width):
                out[x.params[0][4:]] = k.value
    return out


def _draw_case(problem: Problem, sizes: dict[str, int], rng, finite: bool, attempt: int) -> Case | None:
    spec = problem.spec
    scalars: dict[str, int] = {}
    for p in spec.params:
        if p.kind == "scalar":
            if p.name in sizes:
                scalars[p.name] = sizes[p.name] & ((1 << p.dtype.width) - 1)
            elif p.name in pinned_scalars(problem):
                scalars[p.name] = pinned_scalars(problem)[p.name]
            elif attempt in (1, 2) and not p.dtype.is_float:
                scalars[p.name] = attempt - 1  # 0, then 1: what assume= functions often pin
            else:
                scalars[p.name] = int(random_bits(rng, p.dtype, 1, finite)[0])
    shapes = concrete_shapes(problem, scalars)
    grid = grid_of(problem, scalars)
    if shapes is None or grid is None or min(grid) < 1:
        return None
    if int(np.prod(grid)) * int(np.prod(spec.block)) > MAX_THREADS:
        return None
    if any(int(np.prod(s)) > MAX_ELEMS for s in shapes.values()):
        return None
    arrays = {}
    for p in spec.params:
        if p.kind != "scalar":
            n = int(np.prod(shapes[p.name]))
            arrays[p.name] = random_bits(rng, p.dtype, n, finite)
    case = Case(scalars, arrays, grid)
    return case if in_domain(problem, case) else None


# ----------------------------------------------------------------------------- running
@dataclass
class Outcome:
    case: Case
    failure: Failure | None
    expected: dict[str, np.ndarray] | None = None


def reference_bits(problem: Problem, case: Case) -> dict[str, np.ndarray]:
    spec = problem.spec
    shapes = concrete_shapes(problem, case.scalars)
    args = {}
    for p in spec.params:
        if p.kind == "scalar":
            args[p.name] = scalar_value(p.dtype, case.scalars[p.name])
        else:
            args[p.name] = array_value(p.dtype, case.arrays[p.name].copy(), shapes[p.name])
    with np.errstate(all="ignore"):
        out = spec.run(**args)
    dtypes = {p.name: p.dtype for p in spec.params}
    return {name: to_bits(dtypes[name], arr) for name, arr in out.items() if name in problem.outputs}


def check_case(problem: Problem, case: Case, values: bool = True) -> Outcome:
    try:
        run = run_candidate(problem.meaning, case, base_env(problem, case))
    except BeyondUnroll:  # the model covers only launches whose loops end within the unrolled copies
        return Outcome(case, None)
    if run.faults:
        return Outcome(case, run.faults[0])
    if not values:
        return Outcome(case, None)
    expected = reference_bits(problem, case)
    must = {n: o.must_cover for n, o in problem.outputs.items()}
    fmts = {n: o.fmt for n, o in problem.outputs.items()}
    for n, o in problem.outputs.items():
        if n not in expected:  # an InOut the reference leaves unchanged
            expected[n] = case.arrays[n]
    return Outcome(case, compare(problem.meaning, run, expected, must, fmts, case), expected)


def falsify(problem: Problem, seeds: int = 3, seed: int = 0) -> Outcome | None:
    """The first failing concrete launch, minimised; None if every probe passes."""
    values = problem.contract == "exact"
    rng = np.random.default_rng(seed)
    for sizes in size_candidates(problem.spec):
        for _ in range(seeds):
            case = make_case(problem, sizes, rng, problem.finite)
            if case is None:
                break
            out = check_case(problem, case, values)
            if out.failure is not None:
                return minimise(problem, out, values)
    return None


def _same(a: Failure, b: Failure | None) -> bool:
    return b is not None and a.kind == b.kind and a.buffer == b.buffer and a.index == b.index


def minimise(problem: Problem, out: Outcome, values: bool) -> Outcome:
    """Zero whatever the failure does not need: whole arrays first, then runs of nonzero
    elements, halving the run length (delta debugging), within a bounded number of replays."""
    case, failure = out.case, out.failure
    budget = [_MINIMISE_REPLAYS]

    def without(zeroed: dict[str, np.ndarray | slice]) -> Outcome | None:
        budget[0] -= 1
        trial = Case(dict(case.scalars), {k: v.copy() for k, v in case.arrays.items()}, case.grid)
        for name, where in zeroed.items():
            trial.arrays[name][where] = 0
        got = check_case(problem, trial, values)
        return got if _same(failure, got.failure) else None

    for name in case.arrays:
        if (got := without({name: slice(None)})) is not None:
            case, out = got.case, got
    for name in case.arrays:
        run = max(1, len(np.flatnonzero(case.arrays[name])) // 2)
        while budget[0] > 0:
            nonzero = np.flatnonzero(case.arrays[name])
            start = 0
            while start < len(nonzero) and budget[0] > 0:
                if (got := without({name: nonzero[start:start + run]})) is not None:
                    case, out = got.case, got
                    nonzero = np.flatnonzero(case.arrays[name])
                else:
                    start += run
            if run == 1:
                break
            run //= 2
    return out


_MINIMISE_REPLAYS = 256


# ----------------------------------------------------------------------------- presentation
def show_value(dtype, bits: int) -> str:
    if dtype.is_float:
        v = float(ieee.from_bits(dtype.fmt, np.array([bits], dtype=np.uint64))[0])
        text = "nan" if v != v else (("-" if np.signbit(v) else "+") + repr(abs(v)) if v == 0 else repr(v))
        return f"{text} (0x{bits:0{dtype.width // 4}x})"
    return str(scalar_value(dtype, bits).item())


_SHOWN_ELEMENTS = 8


def counterexample(problem: Problem, out: Outcome) -> Counterexample:
    spec = problem.spec
    case, f = out.case, out.failure
    dtypes = {p.name: p.dtype for p in spec.params}
    shapes = concrete_shapes(problem, case.scalars)
    inputs: dict[str, str] = {}
    for p in spec.params:
        if p.kind == "scalar":
            inputs[p.name] = show_value(p.dtype, case.scalars[p.name]).split(" (0x")[0]
    for p in spec.params:
        if p.kind != "scalar":
            arr = case.arrays[p.name]
            nonzero = np.flatnonzero(arr)
            for i in nonzero[:_SHOWN_ELEMENTS]:
                idx = np.unravel_index(int(i), shapes[p.name])
                inputs[f"{p.name}[{', '.join(map(str, idx))}]"] = show_value(p.dtype, int(arr[i])).split(" (0x")[0]
            if len(nonzero) > _SHOWN_ELEMENTS:
                inputs[f"{p.name}[...]"] = f"{len(nonzero) - _SHOWN_ELEMENTS} more nonzero elements not shown"
    index = None
    if f.index is not None and f.buffer in shapes and 0 <= f.index < max(1, int(np.prod(shapes[f.buffer]))):
        index = [int(x) for x in np.unravel_index(f.index, shapes[f.buffer])] if shapes[f.buffer] else [f.index]
    elif f.index is not None:
        index = [f.index]
    thread = other = None
    if f.thread is not None:
        thread = {"block": list(f.thread[0]), "thread": list(f.thread[1])}
    if f.other_thread is not None:
        other = {"block": list(f.other_thread[0]), "thread": list(f.other_thread[1])}
    dt = dtypes.get(f.buffer)  # None for faults outside the buffers (shared memory, barriers)
    at = None
    if f.access is not None:
        at = f"/*{f.access.ins.addr:04x}*/ {f.access.ins.text}  ({problem.candidate.filename}:{f.access.ins.line})"
    return Counterexample(
        kind=f.kind, inputs=inputs, buffer=f.buffer, index=index, thread=thread, other_thread=other,
        expected=show_value(dt, f.expected) if f.expected is not None else None,
        got=show_value(dt, f.got) if f.got is not None else None, at=at, detail=f.detail)

