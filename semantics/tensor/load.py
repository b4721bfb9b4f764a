"""Importing a ref.py and picking its kernel; every failure is an InputError with file:line."""
from __future__ import annotations

import hashlib
import importlib.util
import os
import sys

from semantics.errors import InputError, Unsupported
from semantics.tensor.context import traceback_line
from semantics.tensor.spec import KernelSpec


def load_ref(path: str, kernel: str | None = None) -> KernelSpec:
    """The kernel named `kernel` (by function name or symbol=) of the file, or its only kernel."""
    path = os.path.abspath(path)
    if not os.path.isfile(path):
        raise InputError("no such reference file", path)
    module = _import(path)
    found = [v for v in vars(module).values() if isinstance(v, KernelSpec) and v.filename == path]
    names = ", ".join(k.name for k in found)
    if kernel is None:
        if len(found) == 1:
            return found[0]
        if not found:
            raise InputError("no @kernel function in this file", path)
        raise InputError(f"several kernels ({names}): pick one with --kernel NAME", path)
    # a function's own name first: another function may name this one's symbol (its wrong twin)
    picked = [k for k in found if k.name == kernel] or [k for k in found if k.options.symbol == kernel]
    if not picked:
        raise InputError(f"no kernel named {kernel!r}; available: {names or 'none'}", path)
    return picked[0]


def _import(path: str):
    name = "equiv_ref_" + hashlib.sha256(path.encode()).hexdigest()[:16]
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # as importlib's recipe does: dataclasses and pickling look the module up
    folder = os.path.dirname(path)
    sys.path.insert(0, folder)  # a reference may import helpers beside it
    try:
        spec.loader.exec_module(module)
    except BaseException as e:
        del sys.modules[name]
        if isinstance(e, (InputError, Unsupported, KeyboardInterrupt)):
            raise
        if isinstance(e, SyntaxError):
            raise InputError(f"syntax error: {e.msg}", e.filename or path, e.lineno) from None
        line = traceback_line(e.__traceback__, path)
        raise InputError(f"importing the reference failed: {type(e).__name__}: {e}", path, line) from None
    finally:
        sys.path.remove(folder)
    return module
