"""Finding and running the real NVIDIA tools (nvcc, nvdisasm, cuobjdump)."""
from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from pathlib import Path

from semantics.errors import InputError

PYPI = {"nvdisasm": "nvidia-cuda-nvdisasm", "cuobjdump": "nvidia-cuda-cuobjdump", "nvcc": "nvidia-cuda-nvcc",
        "ptxas": "nvidia-cuda-nvcc"}


def find_tool(name: str) -> str:
    """PATH first, then the PyPI packages' bin folders, then /usr/local/cuda/bin."""
    hit = shutil.which(name)
    if hit:
        return hit
    try:
        import nvidia  # namespace package of the PyPI CUDA tools
        for root in nvidia.__path__:
            for cand in Path(root).glob(f"*/bin/{name}"):
                if os.access(cand, os.X_OK):
                    return str(cand)
    except ImportError:
        pass
    local = Path("/usr/local/cuda/bin") / name
    if local.exists():
        return str(local)
    raise InputError(f"{name} not found: install it with `pip install {PYPI.get(name, name)}` "
                     f"(or put the CUDA toolkit's bin folder on PATH)")


def run_tool(args: list[str], what: str, timeout: float = 300.0) -> str:
    try:
        p = subprocess.run(args, capture_output=True, text=True, timeout=timeout)
    except (OSError, subprocess.TimeoutExpired) as e:
        raise InputError(f"{what} failed: {e}")
    if p.returncode != 0:
        raise InputError(f"{what} failed:\n{(p.stderr or p.stdout).strip()}")
    return p.stdout


def disassemble_cubin(data: bytes, filename: str) -> str:
    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "k.cubin"
        path.write_bytes(data)
        return run_tool([find_tool("nvdisasm"), str(path)], f"nvdisasm {filename}")


def compile_cuda(source: str, arch: str, filename: str, extra: list[str] | None = None) -> bytes:
    with tempfile.TemporaryDirectory() as d:
        src = Path(d) / "k.cu"
        out = Path(d) / "k.cubin"
        src.write_text(source)
        run_tool([find_tool("nvcc"), "-cubin", f"-arch={arch}", "-O3", *(extra or []), "-o", str(out), str(src)],
                 f"nvcc {filename}")
        return out.read_bytes()


def assemble_ptx(source: str, arch: str, filename: str, opt: str = "-O3") -> bytes:
    with tempfile.TemporaryDirectory() as d:
        src = Path(d) / "k.ptx"
        out = Path(d) / "k.cubin"
        src.write_text(source)
        run_tool([find_tool("ptxas"), f"-arch={arch}", opt, "-o", str(out), str(src)], f"ptxas {filename}")
        return out.read_bytes()
