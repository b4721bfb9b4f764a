"""Regenerate semantics/isa/sass/ieee_slowpaths.py: the terms ptxas's IEEE slow-path subroutines compute.

Compiles tools/ieee_slowpaths.cu with every nvcc found (PATH / PyPI, /usr/local/cuda/bin; more with
NVCC=path1:path2) for every arch equiv knows, disassembles each cubin with cuobjdump -sass and with nvdisasm,
and for every CALL runs the subroutine (semantics/isa/sass/slowpath.py `run_body`).  Which operation it
computes (division, reciprocal or square root: exactly one must fit), which inputs are its operands, in
which order, and which register holds the result is found by running the registers' terms on sample
operands (MUFU given the correctly rounded function as a stand-in, under which a slow path computes the
exact result): a register whose term gives the correctly rounded result on every sample, with the operands
in that order, is recorded by its structural key.  The code of each general division subroutine is kept as
well: a division by a literal calls a subroutine ptxas specialised to the constant, which equiv matches
against the general one run on that constant (semantics/isa/sass/constant_division.py).

Usage: python tools/regen_ieee_slowpaths.py        (rewrites the table; prints what it found)
"""
from __future__ import annotations

import itertools
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from semantics.errors import Unsupported  # noqa: E402
from semantics.isa.sass.arch import ARCHS  # noqa: E402
from semantics.isa.sass.slowpath import run_body, structural_key  # noqa: E402
from equiv import terms as T  # noqa: E402
from equiv.evaluate import evaluate  # noqa: E402
from semantics.isa.sass.parser import parse_sass  # noqa: E402
from semantics.isa.sass.subroutine import body_at  # noqa: E402
from semantics.simt import KernelEnv  # noqa: E402
from semantics.toolchain import find_tool  # noqa: E402

SOURCE = ROOT / "tools" / "ieee_slowpaths.cu"
TABLE = ROOT / "semantics" / "isa" / "sass" / "ieee_slowpaths.py"


def compilers() -> list[str]:
    found = [p for p in os.environ.get("NVCC", "").split(":") if p]
    found += [find_tool("nvcc"), "/usr/local/cuda/bin/nvcc"]
    out, versions = [], set()
    for nvcc in found:
        if not Path(nvcc).exists():
            continue
        version = subprocess.run([nvcc, "--version"], capture_output=True, text=True).stdout.strip().splitlines()[-1]
        if version not in versions:
            versions.add(version)
            out.append(nvcc)
    return out


def listings(nvcc: str, arch: str) -> list[str]:
    with tempfile.TemporaryDirectory() as d:
        cubin = Path(d) / "k.cubin"
        subprocess.run([nvcc, "-cubin", "-O3", f"-arch={arch}", "-o", str(cubin), str(SOURCE)], check=True)
        return [subprocess.run([find_tool("cuobjdump"), "-sass", str(cubin)], capture_output=True, text=True,
                               check=True).stdout,
                subprocess.run([find_tool("nvdisasm"), str(cubin)], capture_output=True, text=True, check=True).stdout]


SAMPLES = {"div": [(7.0, 3.0), (-5.0, 0.375)], "rcp": [(3.0,), (-0.7,)], "sqrt": [(2.0,), (10.0,)]}
EXACT = {"div": lambda a, b: np.float32(a) / np.float32(b), "rcp": lambda a: np.float32(1) / np.float32(a),
         "sqrt": lambda a: np.sqrt(np.float32(a))}


def _bits(x) -> int:
    return int(np.array(x, dtype=np.float32).view(np.uint32))


def results(changed: dict, fn: str) -> list[tuple[str, tuple[str, ...]]]:
    """(register, operand inputs in order) of every register whose term computes fn of those inputs on the
    samples."""
    arity = len(SAMPLES[fn][0])
    found = []
    for (file, index), v in changed.items():
        if file != "R":
            continue
        names = sorted({t.params[0] for t in T.free_vars([v]) if t.params[0][:4] in ("in:R", "in:c")})
        for order in itertools.permutations(names, arity):
            if all(_gives(v, order, xs, _bits(EXACT[fn](*xs))) for xs in SAMPLES[fn]):
                found.append((f"R{index}", order))
    return found


def _gives(v, order, xs, want: int) -> bool:
    env = {t.params[0]: np.zeros(1, dtype=bool if t.sort.kind == "bool" else np.uint64) for t in T.free_vars([v])}
    for name, x in zip(order, xs):
        env[name] = np.array([_bits(x)], dtype=np.uint64)
    (got,) = evaluate([v], env, 1)
    return int(np.broadcast_to(got, (1,))[0]) == want


def _listing(body) -> tuple[str, ...]:
    return tuple(f"/*{ins.addr:04x}*/ {ins.text}" for ins in (*body.instructions[:-1], body.ret))


def entries() -> tuple[dict[int, tuple[str, str]], dict[int, tuple]]:
    table: dict[int, tuple[str, str]] = {}
    general: dict[int, tuple] = {}
    for nvcc in compilers():
        for arch in ARCHS:
            env = KernelEnv(ARCHS[arch], None, {}, [])
            for text in listings(nvcc, arch):
                for f in parse_sass(text):
                    code = f.instructions
                    for k, ins in enumerate(code):
                        if ins.opcode != "CALL":
                            continue
                        body = body_at(code, ins.operands[0].addr)
                        if body is None:  # e.g. a dividend read from the constant bank inside the body
                            print(f"{arch:7} {f.name:12} skipped: the body is not pure register code")
                            continue
                        try:
                            changed, _ = run_body(env, body)
                        except Unsupported as e:  # an instruction equiv does not model: such calls stay unknown
                            print(f"{arch:7} {f.name:12} skipped: {e}")
                            continue
                        matches = {op: results(changed, op) for op in SAMPLES}
                        matches = {op: found for op, found in matches.items() if found}
                        if len(matches) != 1:
                            raise ValueError(f"{f.name} ({arch}): the body computes {sorted(matches) or 'none'} of "
                                             "div, rcp, sqrt")
                        ((fn, ((reg, order), *_)),) = matches.items()
                        key = structural_key(changed[("R", int(reg[1:]))], order)
                        if table.get(key, (fn,))[0] != fn:
                            raise ValueError(f"{f.name} ({arch}): key {key:#x} computes two operations")
                        table.setdefault(key, (fn, f"{arch} {f.name}"))
                        if fn == "div" and key not in general and all(n.startswith("in:R") for n in order):
                            general[key] = (*(int(name[4:]) for name in order), int(reg[1:]), _listing(body))
                        print(f"{arch:7} {f.name:12} {key:#018x} {fn}")
    return table, general


def main() -> None:
    table, general = entries()
    lines = ['"""Generated by tools/regen_ieee_slowpaths.py from real nvcc output; do not edit.',
             "",
             "The structural keys (equiv.terms) of the results ptxas's IEEE f32 slow-path subroutines compute, their",
             "inputs named x0 (dividend or operand) and x1 (divisor): key -> operation.",
             '"""', "", "SLOW_PATHS = {"]
    for key, (fn, seen) in sorted(table.items()):
        lines.append(f"    {key:#018x}: {fn!r},  # first seen: {seen}")
    lines.append("}")
    lines += ["", "# The general division subroutines: (dividend register, divisor register, result register, code).",
              "GENERAL_DIVISIONS = {"]
    for key, (dividend, divisor, result, code) in sorted(general.items()):
        lines.append(f"    {key:#018x}: ({dividend}, {divisor}, {result}, (")
        lines += [f"        {line!r}," for line in code]
        lines.append("    )),")
    lines.append("}")
    TABLE.write_text("\n".join(lines) + "\n")
    print(f"{len(table)} fingerprints written to {TABLE.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
