"""One equivalence question: a reference, a candidate function, an arch and a contract, bound to one set of variables.

Both sides read the same variables: `arg:p` (a scalar's raw bits), `mem:b`
(a buffer's contents before the launch, by element index), `ptr:b` (its
address).  The domain says which values of them the proof covers.
"""
from __future__ import annotations

import inspect
from dataclasses import dataclass, field
from typing import Callable

from equiv import terms as T
from semantics import approx
from semantics.candidate import Candidate
from equiv.terms import BV, Term
from semantics.errors import InputError, Unsupported
from semantics.isa.sass import parser as P
from semantics.isa.sass.arch import Arch
from semantics.run import arch_for, run
from semantics.launch import SymInt, as_bool, explore, int_term, join_bools, join_dims, normalize_dims
from semantics.tensor.inputs import SymbolicInputs, scalar_var, shape_terms, size_term
from semantics.simt import Buffer, KernelEnv, Launch, Meaning, ParamSlot, thread_vars

POINTER_ALIGN = 256  # cudaMalloc's alignment
ASSUMPTIONS = [
    f"buffers are distinct cudaMalloc allocations: {POINTER_ALIGN}-byte aligned and non-overlapping",
    "every size parameter is >= 0, every buffer has fewer than 2**31 elements, the launch is one CUDA accepts",
]


@dataclass
class OutputSpec:
    """What the reference says about one buffer the kernel may write."""

    buffer: Buffer
    element: Callable[[Term], Term]  # the new contents (unchanged buffers: their old contents)
    fmt: T.FPFormat | None  # element format for float buffers (NaN matches NaN under exact)
    must_cover: bool  # Out buffers: every element must be written


@dataclass
class Problem:
    spec: object  # equiv.ref.KernelSpec
    candidate: Candidate
    function: P.Function
    arch: Arch
    contract: str
    finite: bool
    scalars: dict[str, Term]
    buffers: dict[str, Buffer]
    launch: Launch
    grid64: tuple[Term, Term, Term]
    domain: Term
    outputs: dict[str, OutputSpec]
    meaning: Meaning
    assumptions: list[str] = field(default_factory=list)

    @property
    def kernel(self) -> str:
        return self.spec.name


def scalar_int(p) -> Term:
    """A scalar's value as a 64-bit integer (sign- or zero-extended)."""
    if p.dtype.is_float:
        raise Unsupported(f"the float parameter {p.name} used as a size or in the grid")
    return size_term(p.dtype, scalar_var(p))


def layout(spec) -> list[tuple[object, int, int]]:
    """C ABI offsets of the parameters: (param, offset, bytes)."""
    out = []
    off = 0
    for p in spec.params:
        nbytes = p.dtype.width // 8 if p.kind == "scalar" else 8
        align = min(nbytes, 8)
        off = (off + align - 1) // align * align
        out.append((p, off, nbytes))
        off += nbytes
    return out


def parameter_table(function) -> list[tuple[int, int, int]] | None:
    """(ordinal, offset, bytes) of each parameter, from the cubin's table or the PTX declaration."""
    if isinstance(function, P.Function):
        return None if function.params is None else sorted(function.params)
    return [(i, p.offset, p.nbytes) for i, p in enumerate(function.params)]


def check_signature(spec, function, filename: str) -> None:
    """Against the cubin's parameter table or the PTX parameter list, when there is one."""
    theirs = parameter_table(function)
    if theirs is None:
        return
    mine = layout(spec)
    if len(theirs) != len(mine):
        raise InputError(f"signature mismatch: the reference {spec.name} has {len(mine)} parameters, the kernel "
                         f"{function.name} has {len(theirs)}", filename)
    for (p, off, nbytes), (ordinal, koff, ksize) in zip(mine, theirs):
        if (off, nbytes) != (koff, ksize):
            raise InputError(f"signature mismatch: parameter #{ordinal} `{p.name}` is {nbytes} bytes at offset {off} "
                             f"in the reference, but {ksize} bytes at offset {koff} in the kernel", filename)


def build_problem(spec, candidate: Candidate, arch: str | None = None, contract: str | None = None,
          finite: bool | None = None) -> Problem:
    from semantics.tensor.tracer import trace

    opts = spec.options
    contract = contract or opts.contract
    finite = opts.finite if finite is None else finite
    if contract not in ("exact", "real"):
        raise InputError(f"unknown contract {contract!r}: expected exact or real")
    function = candidate.pick(spec.name, opts.symbol)
    a = arch_for(candidate, candidate.arch(function, arch))
    check_signature(spec, function, candidate.filename)

    scalars = {p.name: scalar_var(p) for p in spec.params if p.kind == "scalar"}
    shapes = shape_terms(spec)
    buffers: dict[str, Buffer] = {}
    slots: list[ParamSlot] = []
    for p, off, nbytes in layout(spec):
        if p.kind == "scalar":
            slots.append(ParamSlot(p.name, off, nbytes, scalars[p.name]))
            continue
        ptr = T.var(f"ptr:{p.name}", BV(64))
        mem = T.var(f"mem:{p.name}", T.ARRAY(64, p.dtype.width))
        buffers[p.name] = Buffer(p.name, p.kind, p.dtype.width, ptr, mem, tuple(shapes[p.name]))
        slots.append(ParamSlot(p.name, off, 8, ptr))

    sym = {p.name: _sym_scalar(p) for p in spec.params if p.kind == "scalar"}
    grid64 = tuple(int_term(g) for g in normalize_dims(explore(lambda: spec.grid(**sym), join_dims), "grid"))
    block = spec.block
    if any(b < 1 for b in block) or block[0] * block[1] * block[2] > 1024 or block[2] > 64:
        raise InputError(f"block {block} is not a launch CUDA accepts (at most 1024 threads, z <= 64)")
    tid, ctaid = thread_vars()
    launch = Launch(tuple(block), tuple(T.extract(g, 31, 0) for g in grid64), tid, ctaid)
    domain = _domain(spec, sym, shapes, buffers, grid64, finite)
    traced = trace(spec, SymbolicInputs.of(spec))
    unordered = next(iter(traced.values())).unordered if traced else ()
    if contract == "exact" and unordered:
        raise Unsupported(f"{unordered[0]}: a floating-point reduction has no fixed order, so it has no exact "
                          "meaning; use contract=\"real\" to prove the algorithm over exact real arithmetic")
    libm = next(iter(traced.values())).approximate if traced else ()
    if contract == "exact" and libm:
        raise Unsupported(f"{libm[0]}: numpy computes it with libm/SIMD code that is not correctly rounded, so it "
                          "has no exact meaning; use contract=\"real\" to read it as the function it computes")
    env = KernelEnv(a, launch, buffers, slots, candidate.filename)
    env.over_reals = contract == "real"
    elements = [t.element(T.var("approx:k", BV(64))) for t in traced.values()]  # each output at a symbolic index
    env.folds = any(x.op in ("ifold", "ffold") for x in T.postorder(elements))  # does the reference fold?
    meaning = run(candidate, function, env)
    if contract == "exact" and meaning.float_atomics:
        raise Unsupported(f"{meaning.float_atomics[0]}: an f32 atomic add rounds in whatever order the threads "
                          "reach it, so it has no exact meaning; use contract=\"real\" to prove the sum over the reals")
    found = approx.approximations(approx.meaning_terms(meaning) + elements)
    if contract == "exact":
        approx.refuse_exact(found, function, candidate.filename)
        if any(t.op == "fsum" for t in T.postorder(approx.meaning_terms(meaning))):
            raise Unsupported(f"{function.name}: a loop accumulating floats is read as a sum in an unspecified "
                              "order (semantics/loops.py), which has no exact meaning; use contract=\"real\"")
    # numpy's own run-time checks on symbolic sizes (broadcasting, reshapes): outside them the reference raises
    domain = T.and_(domain, *[t.guard for t in traced.values()])
    outputs: dict[str, OutputSpec] = {}
    for name, b in buffers.items():
        if b.kind == "in":
            continue
        p = next(q for q in spec.params if q.name == name)
        fmt = p.dtype.fmt
        if name in traced:
            outputs[name] = OutputSpec(b, traced[name].element, fmt, must_cover=(b.kind == "out"))
        else:  # an InOut the reference leaves alone
            outputs[name] = OutputSpec(b, lambda k, b=b: T.select(b.mem, k), fmt, must_cover=False)
    assumptions = list(ASSUMPTIONS)
    if finite:
        assumptions.append("floating-point inputs are finite (no NaN, no infinity)")
    if meaning.block_model:
        from semantics.block import ASSUMPTION
        assumptions.append(ASSUMPTION)
    assumptions += approx.assumptions(found)
    if env.ieee is not None:
        assumptions += sorted(env.ieee.assumed)
    return Problem(spec, candidate, function, a, contract, finite, scalars, buffers, launch, grid64, domain,
                   outputs, meaning, assumptions)


def _sym_scalar(p):
    if p.dtype.is_float:
        return _FloatScalar(p.name)
    return SymInt(scalar_int(p))


class _FloatScalar:
    """A float parameter inside a grid/assume function: only usable if unused."""

    def __init__(self, name: str):
        self.name = name

    def __getattr__(self, item):
        raise Unsupported(f"the float parameter {self.name} in a grid or assume function")


def _domain(spec, sym, shapes, buffers, grid64, finite) -> Term:
    parts = []
    size_names = set()
    for p in spec.params:
        if p.kind != "scalar":
            for d in p.shape:
                if isinstance(d, str):
                    from semantics.tensor.shapes import parse_shape
                    size_names |= parse_shape(d).names
    for p in spec.params:
        if p.kind == "scalar" and p.name in size_names and p.dtype.signed:
            parts.append(T.sge(scalar_int(p), T.bv(0, 64)))
    limit = T.bv(1 << 31, 64)
    for b in buffers.values():
        prefix = T.bv(1, 64)
        for d in b.shape:
            parts.append(T.sge(d, T.bv(0, 64)))
            parts.append(T.slt(d, limit))
            prefix = T.mul(prefix, d)
            parts.append(T.slt(prefix, limit))
    gx, gy, gz = grid64
    parts += [T.sge(gx, T.bv(1, 64)), T.slt(gx, limit)]
    for g in (gy, gz):
        parts += [T.sge(g, T.bv(1, 64)), T.sle(g, T.bv(65535, 64))]
    # distinct aligned allocations
    bl = list(buffers.values())
    for i, b in enumerate(bl):
        nbytes = T.mul(b.size, T.bv(b.elem_bytes, 64))
        parts.append(T.eq(T.band(b.ptr, T.bv(POINTER_ALIGN - 1, 64)), T.bv(0, 64)))
        parts.append(T.ule(b.ptr, T.add(b.ptr, nbytes)))  # the allocation does not wrap
        for c in bl[i + 1:]:
            cbytes = T.mul(c.size, T.bv(c.elem_bytes, 64))
            parts.append(T.or_(T.ule(T.add(b.ptr, nbytes), c.ptr), T.ule(T.add(c.ptr, cbytes), b.ptr)))
    if finite:
        for p in spec.params:
            if p.kind == "scalar" and p.dtype.is_float:
                x = T.fp_from_bits(p.dtype.fmt, scalar_var(p))
                parts.append(T.not_(T.or_(T.fisnan(x), T.fisinf(x))))
    assume = spec.options.assume
    if assume is not None:
        names = inspect.signature(assume).parameters
        args = {n: v for n, v in sym.items() if n in names}
        parts.append(as_bool(explore(lambda: assume(**args), join_bools)))
    return T.and_(*parts)
