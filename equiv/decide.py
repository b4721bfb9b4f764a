"""One verdict within a wall-clock budget.

The solver calls have time limits of their own, but building a candidate's meaning (symbolic execution,
loop reading, block execution) and deriving its obligations do not; a search agent that asks for an answer
in `timeout` seconds must get one then.  The budget is enforced by an interval timer in the main thread
(elsewhere, or where the platform has none, only the solvers' own limits apply); running out is `unknown`,
never a verdict.
"""
from __future__ import annotations

import signal
import threading
import time
from contextlib import contextmanager

from equiv import prover
from equiv.verdict import Verdict
from semantics.errors import Unsupported
from semantics.problem import build_problem

GRACE = 5.0  # seconds past the budget before the timer interrupts (the prover stops at its own deadline first)


class OutOfTime(BaseException):
    """Raised by the timer: a BaseException, so no `except Exception` on the way swallows it."""


@contextmanager
def wall_clock(seconds: float):
    """Raise OutOfTime in the main thread once `seconds` have passed (nothing where a timer is already armed:
    the outer budget stands)."""
    usable = hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()
    if not usable or signal.getitimer(signal.ITIMER_REAL)[0] > 0:
        yield
        return

    def fire(signum, frame):
        raise OutOfTime()

    previous = signal.signal(signal.SIGALRM, fire)
    signal.setitimer(signal.ITIMER_REAL, max(seconds, 0.01))
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def decide(ref, candidate, arch: str | None, contract: str, finite: bool | None, options: prover.Options,
           cache: prover.ProofCache | None = None, progress=None) -> Verdict:
    """The verdict on one candidate; its meaning's construction counts against options.timeout too."""
    t0 = time.perf_counter()
    stage = "reading the candidate"
    try:
        with wall_clock(options.timeout + GRACE):
            try:
                problem = build_problem(ref, candidate, arch, contract, finite)
            except Unsupported as e:
                return Verdict("unknown", ref.name, arch or "?", contract, reason=str(e), unsupported=True,
                               seconds=time.perf_counter() - t0)
            stage = "proving"
            left = max(1.0, options.timeout - (time.perf_counter() - t0))
            return prover.prove(problem, prover.Options(left, options.solver, options.seed), cache, progress)
    except OutOfTime:
        spent = time.perf_counter() - t0
        return Verdict("unknown", ref.name, arch or "?", contract, seconds=spent,
                       reason=f"timeout: no verdict within {options.timeout:g} s (stopped after {spent:.0f} s, "
                              f"while {stage}); a larger --timeout may decide it")
