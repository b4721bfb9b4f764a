"""Regenerate semantics/isa/sass/ieee_slowpaths.py: the terms ptxas's IEEE slow-path subroutines compute.

Compiles tools/ieee_slowpaths.cu with every nvcc found (PATH / PyPI, /usr/local/cuda/bin; more with
NVCC=path1:path2) for every arch equiv knows, disassembles each cubin with cuobjdump -sass and with nvdisasm,
and for every CALL runs the subroutine (semantics/isa/sass/ieee_lowering.py `run_body`) and records the
structural key of the result's term, its inputs named in operand order.  Which registers those are is read
off the caller:

- the operation: the kernel's name prefix (div_, rcp_, sqrt_);
- the operands: what ptxas's fast path reads (the divisor is MUFU.RCP's source, the dividend the other FCHK
  operand; the reciprocal's and square root's operand MUFU's source), which nothing may write between that
  instruction and the CALL; the body reads each by its register or by the kernel parameter it was loaded from;
- the result: the register a move at the return address copies, else the one the kernel stores.

Usage: python tools/regen_ieee_slowpaths.py        (rewrites the table; prints what it found)
"""
from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from semantics.errors import Unsupported  # noqa: E402
from semantics.isa.sass.arch import ARCHS  # noqa: E402
from semantics.isa.sass.slowpath import run_body, structural_key  # noqa: E402
from equiv import terms as T  # noqa: E402
from semantics.isa.sass.parser import Const, Reg, parse_sass  # noqa: E402
from semantics.isa.sass.subroutine import body_at  # noqa: E402
from semantics.simt import KernelEnv  # noqa: E402
from semantics.toolchain import find_tool  # noqa: E402

SOURCE = ROOT / "tools" / "ieee_slowpaths.cu"
TABLE = ROOT / "semantics" / "isa" / "sass" / "ieee_slowpaths.py"
MUFU_OF = {"div": "RCP", "rcp": "RCP", "sqrt": "RSQ"}


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


def _reg(op) -> int | None:
    return op.index if isinstance(op, Reg) and not op.uniform and op.index is not None else None


def _names(op, before) -> set[str]:
    """The input names an operand may have in the body: its register, and the kernel parameter it was loaded
    from (the body may read the parameter again rather than take the register)."""
    if isinstance(op, Const):
        return {f"in:c{op.offset:#x}"}
    names = {f"in:R{_reg(op)}"}
    load = next((ins for ins in reversed(before) if ins.operands and _reg(ins.operands[0]) == _reg(op)), None)
    if load is not None and load.opcode in ("LDC", "MOV", "IMAD") and isinstance(load.operands[-1], Const):
        names.add(f"in:c{load.operands[-1].offset:#x}")
    return names


def _writes(ins, names: set[str]) -> bool:
    return bool(ins.operands) and f"in:R{_reg(ins.operands[0])}" in names


def interface(code, k: int, fn: str):
    """(each operand's possible input names, result register) of the CALL at code[k]; raises if unclear."""
    call = code[k]
    main = [ins for ins in code if ins.addr < call.addr]
    mufu = next(ins for ins in reversed(main) if ins.opcode == "MUFU" and ins.mods == (MUFU_OF[fn],)) \
        if fn == "div" else next(ins for ins in code if ins.opcode == "MUFU" and ins.mods == (MUFU_OF[fn],))
    before = [ins for ins in main if ins.addr < mufu.addr]
    operands = [_names(mufu.operands[1], before)]
    if fn == "div":
        check = next(ins for ins in reversed(main) if ins.opcode == "FCHK")
        a, b = (_names(op, [ins for ins in main if ins.addr < check.addr]) for op in check.operands[1:])
        if b != operands[0]:
            raise ValueError(f"FCHK {check.text} does not check MUFU's operand")
        operands = [a, b]
    for ins in main:
        if ins.addr > min(mufu.addr, call.addr) and any(_writes(ins, names) for names in operands):
            raise ValueError(f"{ins.text} overwrites an operand before the CALL")
    after = next(ins for ins in code if ins.addr == call.addr + 16)
    if after.opcode in ("MOV", "IMAD") and (after.opcode == "MOV" or after.mods == ("MOV", "U32")) \
            and _reg(after.operands[-1]) is not None:
        result = _reg(after.operands[-1])
    else:
        store = next(ins for ins in code if ins.addr > call.addr and ins.opcode == "STG")
        result = _reg(store.operands[-1])
    return operands, result


def entries() -> dict[int, tuple[str, str]]:
    table: dict[int, tuple[str, str]] = {}
    for nvcc in compilers():
        for arch in ARCHS:
            env = KernelEnv(ARCHS[arch], None, {}, [])
            for text in listings(nvcc, arch):
                for f in parse_sass(text):
                    code = f.instructions
                    fn = f.name.split("_")[0]
                    for k, ins in enumerate(code):
                        if ins.opcode != "CALL":
                            continue
                        body = body_at(code, ins.operands[0].addr)
                        if body is None:  # e.g. a dividend read from the constant bank inside the body
                            print(f"{arch:7} {f.name:12} skipped: the body is not pure register code")
                            continue
                        ops, result = interface(code, k, fn)
                        try:
                            changed, _ = run_body(env, body)
                        except Unsupported as e:  # an instruction equiv does not model: such calls stay unknown
                            print(f"{arch:7} {f.name:12} skipped: {e}")
                            continue
                        value = changed[("R", result)]
                        inputs = {t.params[0] for t in T.free_vars([value])}
                        order = [sorted(names & inputs) for names in ops]  # the name the body reads each by
                        if any(len(used) != 1 for used in order):
                            print(f"{arch:7} {f.name:12} skipped: operands {ops} not read as one input each")
                            continue
                        order = [used[0] for used in order]
                        key = structural_key(value, tuple(order))
                        if table.get(key, (fn,))[0] != fn:
                            raise ValueError(f"{f.name} ({arch}): key {key:#x} computes two operations")
                        table.setdefault(key, (fn, f"{arch} {f.name}"))
                        print(f"{arch:7} {f.name:12} {key:#018x} {fn}")
    return table


def main() -> None:
    table = entries()
    lines = ['"""Generated by tools/regen_ieee_slowpaths.py from real nvcc output; do not edit.',
             "",
             "The structural keys (equiv.terms) of the results ptxas's IEEE f32 slow-path subroutines compute, their",
             "inputs named x0 (dividend or operand) and x1 (divisor): key -> operation.",
             '"""', "", "SLOW_PATHS = {"]
    for key, (fn, seen) in sorted(table.items()):
        lines.append(f"    {key:#018x}: {fn!r},  # first seen: {seen}")
    lines.append("}")
    TABLE.write_text("\n".join(lines) + "\n")
    print(f"{len(table)} fingerprints written to {TABLE.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
