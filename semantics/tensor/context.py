"""Where in the user's ref.py something happens, and the run-time checks numpy would make there.

Every Unsupported and InputError the reference side raises names `file:line`
of the user's source: the innermost frame of the call stack (or traceback)
that lies in the reference file.  While a trace runs, numpy's shape checks on
symbolic sizes (broadcasting, reshape, index bounds) are collected as guards:
numpy would raise where they fail, so the reference means nothing there; floating
reductions are collected too (their order is numpy's, so they need contract real).
"""
from __future__ import annotations

import linecache
import sys
from contextlib import contextmanager
from dataclasses import dataclass, field
from types import TracebackType
from typing import Callable, Iterator

from equiv import terms as T
from equiv.terms import Term
from semantics.errors import InputError, Unsupported


@dataclass
class TraceContext:
    filename: str
    guards: list[Term] = field(default_factory=list)
    unordered: list[str] = field(default_factory=list)  # floating reductions numpy evaluates in its own order
    approximate: list[str] = field(default_factory=list)  # libm functions numpy computes with its own code


_active: list[TraceContext] = []


@contextmanager
def tracing(filename: str) -> Iterator[TraceContext]:
    ctx = TraceContext(filename)
    _active.append(ctx)
    try:
        yield ctx
    finally:
        _active.pop()


def _filename() -> str:
    return _active[-1].filename if _active else ""


def stack_line(filename: str) -> int | None:
    """Line of the innermost frame of the current call stack that runs code of `filename`."""
    f = sys._getframe(1)
    while f is not None:
        if f.f_code.co_filename == filename:
            return f.f_lineno
        f = f.f_back
    return None


def traceback_line(tb: TracebackType | None, filename: str) -> int | None:
    """Line of the innermost traceback entry in `filename`."""
    line = None
    while tb is not None:
        if tb.tb_frame.f_code.co_filename == filename:
            line = tb.tb_lineno
        tb = tb.tb_next
    return line


def def_line(fn: Callable) -> int:
    """The line of `def` (co_firstlineno is the first decorator's line)."""
    code = fn.__code__
    line = code.co_firstlineno
    for k in range(line, line + 200):
        text = linecache.getline(code.co_filename, k).lstrip()
        if text.startswith(("def ", "async def ")):
            return k
        if not text:
            break
    return line


def where() -> str:
    """`file:line` of the user's source now, or '' outside a trace."""
    name = _filename()
    if not name:
        return ""
    line = stack_line(name)
    return f"{name}:{line}" if line else name


def unsupported(construct: str) -> Unsupported:
    return Unsupported(construct, where())


def input_error(message: str) -> InputError:
    name = _filename()
    return InputError(message, name, stack_line(name) if name else None)


def require(cond: Term, message: str) -> None:
    """A check numpy makes at run time; a constant failure is an error in the reference now."""
    if cond.is_const():
        if not cond.value:
            raise input_error(message)
        return
    if not _active:
        raise RuntimeError("symbolic shape check outside a trace")
    _active[-1].guards.append(cond)


def order_dependent(what: str) -> None:
    """Record a floating reduction: its value depends on numpy's evaluation order, so only contract real
    (exact real arithmetic) gives it one meaning."""
    if _active:
        _active[-1].unordered.append(f"{what} at {where()}")


def approximated(what: str) -> None:
    """Record a libm function (np.exp2, ...): numpy's code is not correctly rounded, so it has a value only
    under contract real, which reads it as the mathematical function (semantics/approx.py)."""
    if _active:
        _active[-1].approximate.append(f"{what} at {where()}")


def guard_of(ctx: TraceContext) -> Term:
    return T.and_(*ctx.guards)
