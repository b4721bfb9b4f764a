"""Run every modeled SASS instruction form on a real GPU and compare, bit for bit, with equiv's emulation.

    python tools/validate_on_gpu.py [--arch sm_90] [--n 4096] [--seed 0] [--only OPCODE] [--dry-run]

Each probe of tools/gpu_probes.py is compiled with `nvcc -cubin -O3`, disassembled, and run twice on
the same random and edge-case operands: on the GPU (cuda-python or cupy, whichever imports) and
through equiv's concrete emulator (semantics -> terms -> numpy evaluator) on the disassembled SASS.
The table shows, per probe, the forms it was written for, the cases run, the mismatching cases and
the first one.  Exit 0: no mismatch; 1: a mismatch, or a probe that did not build or emulate;
2: no GPU or no CUDA runtime (`--dry-run` needs neither: it compiles, disassembles and emulates).
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Protocol

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from equiv.emulate import Case, run_candidate  # noqa: E402
from equiv.ref import In, InOut, Scalar, i32, kernel, u8, u32  # noqa: E402
from semantics import toolchain  # noqa: E402
from semantics.candidate import Candidate  # noqa: E402
from semantics.errors import InputError, Unsupported  # noqa: E402
from semantics.isa.sass.table import SASS  # noqa: E402
from semantics.problem import Problem, build_problem  # noqa: E402
from tools.gpu_probes import NOUT, PROBES, UNIFORM_SPAN, UNREACHABLE, Probe, parse_form  # noqa: E402

BLOCK = 128
UNIFORM_LAUNCHES = 24  # (ua, ub, uc) triples per uniform probe
SENTINEL = 0xA5A5A5A5  # initial contents of out[]: words a probe leaves alone must stay so on both sides


# ----------------------------------------------------------------------------- coverage
@dataclass(frozen=True)
class Cover:
    opcode: str
    modifier: str | None  # None: the opcode itself
    how: str  # "probe NAME[@arch]", "unreachable: REASON" or "MISSING"


def coverage(probes: tuple[Probe, ...] = PROBES, unreachable: dict[str, str] = UNREACHABLE,
             table: list[tuple[str, tuple[str, ...]]] | None = None) -> list[Cover]:
    """How every opcode of SASS.forms() and every modifier it accepts is exercised or explained."""
    hits: dict[tuple[str, str | None], str] = {}
    for p in sorted(probes, key=lambda p: p.arch != "sm_90"):  # credit the probes an H100/H200 runs first
        where = p.name if p.arch == "sm_90" else f"{p.name}@{p.arch}"
        for text in p.forms:
            opcode, mods = parse_form(text)
            for key in [(opcode, None), *((opcode, m) for m in mods)]:
                hits.setdefault(key, f"probe {where}")
    out = []
    for opcode, mods in SASS.forms() if table is None else table:
        for key in [(opcode, None), *((opcode, m) for m in mods)]:
            name = opcode if key[1] is None else f"{opcode}.{key[1]}"
            reason = unreachable.get(name) or unreachable.get(opcode)  # an unreachable opcode explains its modifiers
            how = hits.get(key) or (f"unreachable: {reason}" if reason else "MISSING")
            out.append(Cover(opcode, key[1], how))
    return out


def coverage_problems(covers: list[Cover], unreachable: dict[str, str] = UNREACHABLE) -> list[str]:
    """Entries neither exercised nor explained, and explanations of entries that a probe exercises or
    that the table does not have (stale reasons)."""
    bad = [f"{c.opcode}{'.' + c.modifier if c.modifier else ''}: no probe and no reason"
           for c in covers if c.how == "MISSING"]
    names = {c.opcode if c.modifier is None else f"{c.opcode}.{c.modifier}": c for c in covers}
    for name in unreachable:
        c = names.get(name)
        if c is None:
            bad.append(f"{name}: explained in UNREACHABLE but not in SASS.forms()")
        elif c.how.startswith("probe"):
            bad.append(f"{name}: explained in UNREACHABLE but exercised by {c.how}")
    return bad


# ----------------------------------------------------------------------------- operands
U32_EDGE = [0, 1, 2, 3, 7, 0xFF, 0x100, 0xFFFF, 0x10000, 0x7FFFFFFF, 0x80000000, 0x80000001, 0xFFFFFFFF,
            0xFFFFFFFE, 0xFFFFFF80, 0x55555555, 0xAAAAAAAA, 0x12345678]
SHIFT_EDGE = [0, 1, 2, 15, 16, 30, 31, 32, 33, 40, 63, 64, 65, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFF, 0x80000010]
F32_EDGE = [0x00000000, 0x80000000, 0x7F800000, 0xFF800000,  # +-0, +-inf
            0x7FC00000, 0xFFC00000, 0x7F800001, 0x7FBFFFFF, 0xFFC12345, 0x7FFFFFFF,  # NaNs with payloads
            0x00000001, 0x80000001, 0x007FFFFF, 0x807FFFFF, 0x00400000,  # subnormals
            0x00800000, 0x80800000, 0x7F7FFFFF, 0xFF7FFFFF,  # +-FLT_MIN, +-FLT_MAX
            0x3F800000, 0xBF800000, 0x3F000000, 0xBF000000, 0x3FC00000, 0xBFC00000, 0x40200000, 0xC0200000,
            0x3F800001, 0x4B800000, 0x4B800001, 0x4EFFFFFF, 0x4F000000, 0xCF000000, 0x4F800000, 0x5F000000,
            0xDF000000, 0x5F800000, 0x3E800000, 0x40490FDB]
F16_EDGE = [0x0000, 0x8000, 0x7C00, 0xFC00, 0x7E00, 0x7C01, 0xFE01, 0x7FFF, 0x0001, 0x8001, 0x03FF, 0x0400,
            0x7BFF, 0xFBFF, 0x3C00, 0xBC00, 0x3800, 0x3C01, 0x4200]
F64_EDGE = [0.0, -0.0, float("inf"), float("-inf"), 1.0, -1.0, 0.5, 1.5, 2.5,
            3.4028234663852886e38, -3.4028234663852886e38, 3.4028235677973366e38, 3.4028235677973362e38,
            3.5e38, 1e300, -1e300, 1.1754943508222875e-38, 1.1754942807573643e-38, 1.401298464324817e-45,
            7.006492321624085e-46, 7.006492321624087e-46, 1e-45, 1e-50, 5e-324, -5e-324, 2.2250738585072014e-308,
            1.0000000596046448, 1.0000000894069672, 16777217.0, 0.1]
F64_NAN_BITS = [0x7FF8000000000000, 0xFFF8000000000000, 0x7FF0000000000001, 0x7FF4000000000000,
                0xFFFFFFFFFFFFFFFF]
I64_EDGE = [0, 1, 2, (1 << 64) - 1, 1 << 63, (1 << 63) - 1, (1 << 63) + 1, 1 << 32, (1 << 32) - 1, 1 << 53,
            (1 << 53) + 1, (1 << 24) + 1, (1 << 64) - (1 << 31), 0x8000008000000000, 0x0000010000000001,
            (1 << 64) - (1 << 24) - 1]

Operands = tuple[np.ndarray, np.ndarray, np.ndarray]


def _pick(rng, n: int, pool: list[int], rand: np.ndarray, p_pool: float = 0.4) -> np.ndarray:
    pool_a = np.array(pool, dtype=np.uint64)
    take = rng.random(n) < p_pool
    return np.where(take, pool_a[rng.integers(0, len(pool_a), n)], rand.astype(np.uint64))


def _with_pairs(n: int, a: np.ndarray, b: np.ndarray, pa: list[int], pb: list[int]) -> None:
    """The first entries run through every pair of edge values (binary operations meet inf - inf, NaN vs NaN)."""
    pairs = [(x, y) for x in pa for y in pb][: n // 2]
    if pairs:
        a[: len(pairs)] = [x for x, _ in pairs]
        b[: len(pairs)] = [y for _, y in pairs]


def _raw32(rng, n: int) -> np.ndarray:
    return rng.integers(0, 1 << 32, n, dtype=np.uint64)


def _small_signed(rng, n: int) -> np.ndarray:
    return rng.integers(-40, 41, n).astype(np.int64).view(np.uint64) & np.uint64(0xFFFFFFFF)


def _u32(rng, n: int) -> np.ndarray:
    return _pick(rng, n, U32_EDGE, np.where(rng.random(n) < 0.7, _raw32(rng, n), _small_signed(rng, n)))


def _shift(rng, n: int) -> np.ndarray:
    return _pick(rng, n, SHIFT_EDGE, rng.integers(0, 66, n, dtype=np.uint64))


def _f32(rng, n: int) -> np.ndarray:
    """Edge values, floats of moderate exponent (so that sums round), near-integers (for the conversions), raw bits."""
    mant = rng.integers(0, 1 << 23, n, dtype=np.uint64)
    expo = rng.integers(127 - 12, 127 + 12, n, dtype=np.uint64)
    sign = rng.integers(0, 2, n, dtype=np.uint64) << np.uint64(31)
    moderate = sign | (expo << np.uint64(23)) | mant
    halves = (rng.integers(-600, 600, n) / 4.0 * 2.0 ** rng.integers(0, 40, n)).astype(np.float32)
    kind = rng.integers(0, 3, n)
    rand = np.where(kind == 0, moderate, np.where(kind == 1, halves.view(np.uint32).astype(np.uint64), _raw32(rng, n)))
    return _pick(rng, n, F32_EDGE, rand)


def _f16x2(rng, n: int) -> np.ndarray:
    def lanes() -> np.ndarray:
        moderate = (rng.integers(0, 2, n, dtype=np.uint64) << np.uint64(15)) | \
                   (rng.integers(15 - 5, 15 + 5, n, dtype=np.uint64) << np.uint64(10)) | \
                   rng.integers(0, 1 << 10, n, dtype=np.uint64)
        rand = np.where(rng.random(n) < 0.7, moderate, rng.integers(0, 1 << 16, n, dtype=np.uint64))
        return _pick(rng, n, F16_EDGE, rand)
    return lanes() | (lanes() << np.uint64(16))


def _split64(v: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    return v & np.uint64(0xFFFFFFFF), v >> np.uint64(32)


def _f64_pair(rng, n: int) -> tuple[np.ndarray, np.ndarray]:
    """Doubles across the f32 range and beyond, with the rounding boundaries of f64 -> f32."""
    vals = np.ldexp(rng.uniform(-2, 2, n), rng.integers(-160, 132, n)).view(np.uint64)
    pool = [int(x) for x in np.array(F64_EDGE, dtype=np.float64).view(np.uint64)] + F64_NAN_BITS
    return _split64(_pick(rng, n, pool, vals))


def _i64_pair(rng, n: int) -> tuple[np.ndarray, np.ndarray]:
    raw = rng.integers(0, 1 << 63, n, dtype=np.uint64) | (rng.integers(0, 2, n, dtype=np.uint64) << np.uint64(63))
    sized = raw >> rng.integers(0, 64, n, dtype=np.uint64)  # every magnitude, so that each rounding position occurs
    neg = (~sized + np.uint64(1))
    rand = np.where(rng.random(n) < 0.5, sized, np.where(rng.random(n) < 0.5, neg, raw))
    return _split64(_pick(rng, n, I64_EDGE, rand))


def _gen_u32(rng, n):
    a, b, c = _u32(rng, n), _u32(rng, n), _u32(rng, n)
    _with_pairs(n, a, b, U32_EDGE, U32_EDGE)
    return a, b, c


def _gen_shift(rng, n):
    a, b, c = _u32(rng, n), _shift(rng, n), _u32(rng, n)
    _with_pairs(n, a, b, U32_EDGE[:8], SHIFT_EDGE)
    return a, b, c


def _gen_shift64(rng, n):
    return _u32(rng, n), _u32(rng, n), _shift(rng, n)


def _gen_small(rng, n):
    a, b, c = _shift(rng, n), _shift(rng, n), _shift(rng, n)
    _with_pairs(n, a, b, SHIFT_EDGE, SHIFT_EDGE)
    return a, b, c


def _gen_f32(rng, n):
    a, b, c = _f32(rng, n), _f32(rng, n), _f32(rng, n)
    _with_pairs(n, a, b, F32_EDGE, F32_EDGE)
    return a, b, c


def _gen_f16x2(rng, n):
    a, b, c = _f16x2(rng, n), _f16x2(rng, n), _f16x2(rng, n)
    edge = [lo | hi << 16 for lo, hi in zip(F16_EDGE, F16_EDGE[3:] + F16_EDGE[:3])]
    _with_pairs(n, a, b, edge, edge)
    return a, b, c


def _gen_f64(rng, n):
    lo, hi = _f64_pair(rng, n)
    return lo, hi, _u32(rng, n)


def _gen_i64(rng, n):
    lo, hi = _i64_pair(rng, n)
    return lo, hi, _u32(rng, n)


# kind -> (rng, n) -> (a, b, c) as uint64 arrays of 32-bit words
OPERANDS: dict[str, Callable[[np.random.Generator, int], Operands]] = {
    "u32": _gen_u32, "shift": _gen_shift, "shift64": _gen_shift64, "small": _gen_small,
    "f32": _gen_f32, "f16x2": _gen_f16x2, "f64": _gen_f64, "i64": _gen_i64,
}


@dataclass
class Launch:
    """One kernel launch: n threads, the three input buffers (32-bit words) and the uniform scalars."""

    n: int
    a: np.ndarray
    b: np.ndarray
    c: np.ndarray
    ua: int = 0
    ub: int = 0
    uc: int = 0


def launches(probe: Probe, n: int, seed: int) -> list[Launch]:
    """The operands of a probe: one launch of n threads, or for a uniform probe one launch per
    (ua, ub, uc) triple over UNIFORM_SPAN threads of u32 data."""
    rng = np.random.default_rng([seed, *probe.name.encode()])
    gen = OPERANDS[probe.operands]
    if not probe.uniform:
        a, b, c = (x.astype(np.uint32) for x in gen(rng, n))
        return [Launch(n, a, b, c)]
    a, b, c = (x.astype(np.uint32) for x in _gen_u32(rng, UNIFORM_SPAN))
    ua, ub, uc = gen(rng, UNIFORM_LAUNCHES)
    return [Launch(UNIFORM_SPAN, a, b, c, int(x), int(y), int(z)) for x, y, z in zip(ua, ub, uc)]


# ----------------------------------------------------------------------------- emulation
@kernel(block=BLOCK, grid=lambda n: ((n + BLOCK - 1) // BLOCK,), symbol="probe")
def SIGNATURE(a: In[u8, "4*n"], b: In[u8, "4*n"], c: In[u8, "4*n"], out: InOut[u8, f"{4 * NOUT}*n"],
          n: Scalar[i32], ua: Scalar[u32], ub: Scalar[u32], uc: Scalar[u32]):
    """The probes' C signature, for the emulator.  Byte-element buffers, so that loads and stores of
    every width (8 to 128 bits) are element-aligned.  Only the candidate side is used: nothing is
    proved against this body."""
    return {}


class EmulationError(Exception):
    """The emulator refused the probe's SASS or saw a fault (out-of-bounds, conflicting writes)."""


def problem_for(sass: str, p: Probe) -> Problem:
    try:
        return build_problem(SIGNATURE, Candidate.from_sass(sass, f"{p.name}.sass"), arch=p.arch)
    except (Unsupported, InputError) as e:
        raise EmulationError(str(e)) from None


def _bytes(words: np.ndarray) -> np.ndarray:
    return np.ascontiguousarray(words, dtype=np.uint32).view(np.uint8).astype(np.uint64)


def initial_out(n: int) -> np.ndarray:
    return np.full(NOUT * n, SENTINEL, dtype=np.uint32)


def emulate(problem: Problem, launch: Launch, unbound: int = 0) -> np.ndarray:
    """out[] (32-bit words) after the emulated launch, values the semantics leaves open (an f64
    NaN's payload) taking the bits of `unbound`."""
    arrays = {"a": _bytes(launch.a), "b": _bytes(launch.b), "c": _bytes(launch.c), "out": _bytes(initial_out(launch.n))}
    scalars = {"n": launch.n, "ua": launch.ua, "ub": launch.ub, "uc": launch.uc}
    case = Case(scalars, arrays, ((launch.n + BLOCK - 1) // BLOCK, 1, 1))
    env = {f"arg:{k}": np.array([v], dtype=np.uint64) for k, v in scalars.items()}
    for i, (name, arr) in enumerate(arrays.items()):
        env[f"mem:{name}"] = arr
        env[f"ptr:{name}"] = np.array([0x7F00_0000_0000 + (i << 36)], dtype=np.uint64)
    run = run_candidate(problem.meaning, case, env, unbound)
    if run.faults:
        f = run.faults[0]
        raise EmulationError(f"{f.kind} in {f.buffer}[{f.index}]: {f.detail}")
    return run.final["out"].astype(np.uint8).view(np.uint32)


# ----------------------------------------------------------------------------- building
@dataclass
class Built:
    probe: Probe
    cubin: bytes = b""
    sass: str = ""
    forms: list[str] = field(default_factory=list)  # distinct OPCODE.MOD... in program order
    error: str = ""

    @property
    def missing(self) -> list[str]:
        """Declared forms the SASS lacks (modifiers compared as sets)."""
        have = {parse_form(f) for f in self.forms}
        return [f for f in self.probe.forms if parse_form(f) not in have]


def sass_forms(sass: str, filename: str) -> list[str]:
    """The distinct OPCODE.MOD... of the kernel `probe` in a listing, in program order."""
    fn = Candidate.from_sass(sass, filename).pick("probe", None)
    return list(dict.fromkeys(".".join((ins.opcode, *ins.mods)) for ins in fn.instructions))


def build(p: Probe) -> Built:
    """nvcc -cubin -O3, then nvdisasm (its listing carries the parameter table, which is checked)."""
    out = Built(p)
    try:
        out.cubin = toolchain.compile_cuda(p.source(), p.arch, f"{p.name}.cu", extra=["-w"])
        out.sass = toolchain.disassemble_cubin(out.cubin, f"{p.name}.cubin")
        out.forms = sass_forms(out.sass, f"{p.name}.sass")
    except InputError as e:
        out.error = str(e)
    return out


def build_all(probes: list[Probe], workers: int | None = None) -> list[Built]:
    with ThreadPoolExecutor(workers or os.cpu_count() or 4) as ex:
        return list(ex.map(build, probes))


# ----------------------------------------------------------------------------- the GPU
class NoGpu(Exception):
    """No CUDA runtime importable, or no device: exit code 2."""


class Gpu(Protocol):
    arch: str
    name: str

    def run(self, cubin: bytes, launch: Launch) -> np.ndarray: ...


class CudaPythonGpu:
    """cuda-python's driver bindings: cuModuleLoadData / cuModuleGetFunction / cuLaunchKernel."""

    def __init__(self) -> None:
        try:
            from cuda.bindings import driver
        except ImportError:
            try:
                from cuda import cuda as driver  # cuda-python before cuda.bindings (12.x)
            except ImportError as e:
                raise NoGpu(f"cuda-python not importable ({e})") from None
        self.d = driver
        try:
            self._ok(driver.cuInit(0))
            if self._ok(driver.cuDeviceGetCount()) < 1:
                raise NoGpu("cuda-python: no CUDA device")
            dev = self._ok(driver.cuDeviceGet(0))
            attr = driver.CUdevice_attribute
            major = self._ok(driver.cuDeviceGetAttribute(attr.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, dev))
            minor = self._ok(driver.cuDeviceGetAttribute(attr.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, dev))
            raw = self._ok(driver.cuDeviceGetName(256, dev))
            self.name = (raw.split(b"\0")[0].decode() if isinstance(raw, bytes) else str(raw)) + " (cuda-python)"
            self.arch = f"sm_{major}{minor}"
            # the primary context: the same call in every CUDA version (cuCtxCreate's signature changed in 13)
            self._ok(driver.cuCtxSetCurrent(self._ok(driver.cuDevicePrimaryCtxRetain(dev))))
        except NoGpu:
            raise
        except Exception as e:  # no driver, no device, a driver too old for the bindings
            raise NoGpu(f"cuda-python: {e}") from None
        self._functions: dict[bytes, object] = {}

    def _ok(self, result):
        """cuda-python returns (CUresult, *values); raise on an error, else the value(s)."""
        res = result if isinstance(result, tuple) else (result,)
        err, rest = res[0], res[1:]
        if err != self.d.CUresult.CUDA_SUCCESS:
            name = self.d.cuGetErrorName(err)
            raise RuntimeError(name[1].decode() if isinstance(name, tuple) and isinstance(name[1], bytes) else str(err))
        return rest[0] if len(rest) == 1 else rest

    def _function(self, cubin: bytes):
        if cubin not in self._functions:
            image = np.frombuffer(cubin, dtype=np.uint8).copy()
            module = self._ok(self.d.cuModuleLoadData(image.ctypes.data))
            self._functions[cubin] = self._ok(self.d.cuModuleGetFunction(module, b"probe"))
        return self._functions[cubin]

    def run(self, cubin: bytes, launch: Launch) -> np.ndarray:
        d = self.d
        fn = self._function(cubin)
        host = [np.ascontiguousarray(x, dtype=np.uint32) for x in (launch.a, launch.b, launch.c)]
        host.append(initial_out(launch.n))
        ptrs = []
        try:
            for h in host:
                ptrs.append(self._ok(d.cuMemAlloc(h.nbytes)))
                self._ok(d.cuMemcpyHtoD(ptrs[-1], h.ctypes.data, h.nbytes))
            args = [np.array([int(p)], dtype=np.uint64) for p in ptrs]
            args += [np.array([launch.n], dtype=np.int32)]
            args += [np.array([v], dtype=np.uint32) for v in (launch.ua, launch.ub, launch.uc)]
            params = np.array([x.ctypes.data for x in args], dtype=np.uint64)
            grid = (launch.n + BLOCK - 1) // BLOCK
            self._ok(d.cuLaunchKernel(fn, grid, 1, 1, BLOCK, 1, 1, 0, d.CUstream(0), params.ctypes.data, 0))
            self._ok(d.cuCtxSynchronize())
            self._ok(d.cuMemcpyDtoH(host[3].ctypes.data, ptrs[3], host[3].nbytes))
        finally:
            for p in ptrs:
                d.cuMemFree(p)
        return host[3]


class CupyGpu:
    """cupy: RawModule(path=cubin) and a RawKernel call."""

    def __init__(self) -> None:
        try:
            import cupy
        except Exception as e:  # not installed, or built for another CUDA
            raise NoGpu(f"cupy not importable ({e})") from None
        self.cp = cupy
        try:
            if cupy.cuda.runtime.getDeviceCount() < 1:
                raise NoGpu("cupy: no CUDA device")
            self.arch = f"sm_{cupy.cuda.Device(0).compute_capability}"
            name = cupy.cuda.runtime.getDeviceProperties(0)["name"]
        except NoGpu:
            raise
        except Exception as e:  # CUDARuntimeError / CUDADriverError: no driver or no device
            raise NoGpu(f"cupy: {e}") from None
        self.name = (name.decode() if isinstance(name, bytes) else str(name)) + " (cupy)"
        self._kernels: dict[bytes, object] = {}

    def _kernel(self, cubin: bytes):
        if cubin not in self._kernels:
            with tempfile.TemporaryDirectory() as d:
                path = Path(d) / "probe.cubin"
                path.write_bytes(cubin)
                self._kernels[cubin] = self.cp.RawModule(path=str(path)).get_function("probe")  # loads it now
        return self._kernels[cubin]

    def run(self, cubin: bytes, launch: Launch) -> np.ndarray:
        cp = self.cp
        k = self._kernel(cubin)
        a, b, c = (cp.asarray(np.ascontiguousarray(x, dtype=np.uint32)) for x in (launch.a, launch.b, launch.c))
        out = cp.asarray(initial_out(launch.n))
        k(((launch.n + BLOCK - 1) // BLOCK,), (BLOCK,),
          (a, b, c, out, np.int32(launch.n), np.uint32(launch.ua), np.uint32(launch.ub), np.uint32(launch.uc)))
        cp.cuda.runtime.deviceSynchronize()
        return cp.asnumpy(out)


def open_gpu() -> Gpu:
    """cuda-python first, then cupy; NoGpu says why neither works."""
    reasons = []
    for cls in (CudaPythonGpu, CupyGpu):
        try:
            return cls()
        except NoGpu as e:
            reasons.append(str(e))
    raise NoGpu("; ".join(reasons))


# ----------------------------------------------------------------------------- checking
@dataclass
class Result:
    built: Built
    cases: int = 0
    mismatches: int = 0
    first: str = ""  # the first mismatch, or why the probe could not be checked
    failed: bool = False  # build, emulation or GPU failure, or a declared form missing


def _mismatch(launch: Launch, gpu: np.ndarray, emu: np.ndarray, open_bits: np.ndarray,
              uniform: bool) -> tuple[int, str]:
    """Threads whose GPU words differ from the emulation's, except words the semantics leaves
    open (open_bits: where two emulations with different open values disagree)."""
    n = launch.n
    g, e = gpu.reshape(NOUT, n), emu.reshape(NOUT, n)
    bad = ((g != e) & ~open_bits.reshape(NOUT, n)).any(axis=0)
    count = int(bad.sum())
    if not count:
        return 0, ""
    i = int(np.argmax(bad))
    k = int(np.argmax(g[:, i] != e[:, i]))
    args = f"ua={launch.ua:#010x} ub={launch.ub:#010x} uc={launch.uc:#010x} " if uniform else ""
    return count, (f"{args}i={i} a={int(launch.a[i]):#010x} b={int(launch.b[i]):#010x} c={int(launch.c[i]):#010x}: "
                   f"out[{k}] gpu {int(g[k, i]):#010x} equiv {int(e[k, i]):#010x}")


def check(built: Built, n: int, seed: int, gpu: Gpu | None) -> Result:
    """Emulate the probe on its operands; with a GPU, run it there too and compare every output word."""
    r = Result(built)
    if built.error:
        r.failed, r.first = True, f"build failed: {built.error.splitlines()[0]}"
        return r
    notes = []
    try:
        problem = problem_for(built.sass, built.probe)
        for launch in launches(built.probe, n, seed):
            emu = emulate(problem, launch)
            r.cases += launch.n
            if gpu is not None:
                open_bits = emu != emulate(problem, launch, unbound=-1)
                count, first = _mismatch(launch, gpu.run(built.cubin, launch), emu, open_bits, built.probe.uniform)
                r.mismatches += count
                if first and not notes:
                    notes.append(first)
    except EmulationError as e:
        r.failed = True
        notes.append(f"emulation: {e}")
    except RuntimeError as e:
        r.failed = True
        notes.append(f"GPU: {e}")
    if built.missing:
        r.failed = True
        notes.append(f"declared forms not in the SASS: {' '.join(built.missing)}")
    r.first = "; ".join(notes)
    return r


def runs_on(probe_arch: str, device_arch: str) -> bool:
    """A cubin runs on a device of its major version with an equal or higher minor version."""
    p, d = int(probe_arch[3:]), int(device_arch[3:])
    return p // 10 == d // 10 and p <= d


def select(only: list[str] | None, arch: str | None) -> tuple[list[Probe], list[Probe]]:
    """(the probes to run, those left out for running on another arch).  --only names probes, or opcodes
    (a probe is kept if one of its forms has that opcode); without it, every probe."""
    wanted = list(PROBES)
    if only:
        names = {p.name for p in PROBES}
        opcodes = {k.upper() for k in only if k not in names}
        wanted = [p for p in PROBES if p.name in only or any(parse_form(f)[0] in opcodes for f in p.forms)]
    chosen = [p for p in wanted if arch is None or runs_on(p.arch, arch)]
    return chosen, [p for p in wanted if p not in chosen]


def table(results: list[Result], verbose: bool) -> str:
    rows = [("probe", "arch", "forms", "cases", "mismatches", "first mismatch / problem")]
    for r in results:
        b = r.built
        found = len(b.probe.forms) - len(b.missing) if not b.error else 0
        forms = f"{found}/{len(b.probe.forms)} {' '.join(b.probe.forms)}"
        if verbose and b.forms:
            forms += f" [all: {' '.join(b.forms)}]"
        rows.append((b.probe.name, b.probe.arch, forms, str(r.cases), str(r.mismatches), r.first))
    widths = [max(len(row[k]) for row in rows) for k in range(5)]
    lines = ["  ".join(cell.ljust(w) for cell, w in zip(row[:5], widths)) + "  " + row[5] for row in rows]
    lines.insert(1, "-" * min(160, sum(widths) + 12))
    return "\n".join(line.rstrip() for line in lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--arch", help="run the probes built for this target (default: the GPU's; sm_90 with --dry-run)")
    ap.add_argument("--n", type=int, default=4096, help="threads (cases) per probe (default 4096)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--only", metavar="OPCODE", action="append",
                    help="only probes exercising this opcode, or the probe of this name (repeatable)")
    ap.add_argument("--dry-run", action="store_true", help="compile, disassemble and emulate; no GPU")
    ap.add_argument("--all-archs", action="store_true", help="with --dry-run: the probes of every arch")
    ap.add_argument("--save-sass", metavar="DIR", help="write each probe's .cu and disassembly into DIR")
    ap.add_argument("--verbose", action="store_true", help="list every form in each probe's SASS")
    args = ap.parse_args(argv)
    if args.n < UNIFORM_SPAN or args.n % BLOCK:
        ap.error(f"--n must be a multiple of {BLOCK} and at least {UNIFORM_SPAN} "
                 f"(uniform probes index a[0..{UNIFORM_SPAN - 1}])")

    start = time.monotonic()
    gpu: Gpu | None = None
    if not args.dry_run:
        try:
            gpu = open_gpu()
        except NoGpu as e:
            print(f"no GPU to validate on: {e}\n(install cuda-python or cupy on a machine with an NVIDIA GPU, "
                  "or use --dry-run)", file=sys.stderr)
            return 2
        print(f"GPU: {gpu.name}, {gpu.arch}")
    arch = args.arch or (gpu.arch if gpu else None if args.all_archs else "sm_90")
    probes, skipped = select(args.only, arch)
    if not probes:
        print(f"no probe for {' '.join(args.only or [])} on {arch}", file=sys.stderr)
        return 1

    built = build_all(probes)
    if args.save_sass:
        folder = Path(args.save_sass)
        folder.mkdir(parents=True, exist_ok=True)
        for b in built:
            (folder / f"{b.probe.name}.cu").write_text(b.probe.source())
            if b.sass:
                (folder / f"{b.probe.name}.{b.probe.arch}.sass").write_text(b.sass)
    results = [check(b, args.n, args.seed, gpu) for b in built]

    print(table(results, args.verbose))
    covers = coverage()
    exercised = sum(c.how.startswith("probe") for c in covers)
    explained = sum(c.how.startswith("unreachable") for c in covers)
    print(f"\ncoverage of SASS.forms(): {exercised} of {len(covers)} opcode/modifier entries exercised by a probe, "
          f"{explained} explained as unreachable, {len(covers) - exercised - explained} missing")
    if skipped:
        print(f"not run here (other arch): {', '.join(p.name for p in skipped)}")
    cases = sum(r.cases for r in results)
    mismatches = sum(r.mismatches for r in results)
    failed = [r.built.probe.name for r in results if r.failed]
    mode = "emulated (dry run)" if gpu is None else "compared with the GPU"
    print(f"{len(results)} probes, {cases} cases {mode}, {mismatches} mismatching, "
          f"{len(failed)} failed{': ' + ', '.join(failed) if failed else ''}; {time.monotonic() - start:.0f}s")
    return 1 if mismatches or failed else 0


if __name__ == "__main__":
    sys.exit(main())
