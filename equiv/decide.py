"""One verdict within a wall-clock budget.

The prover spends at most `timeout` seconds from its start (falsification, obligations, solvers); building
the candidate's meaning before it (symbolic execution, loop reading, block execution) has no limit of its
own, and a search agent that asks for an answer must get one.  The whole verdict is stopped at
SLACK * timeout + GRACE by an interval timer in the main thread (elsewhere, or where the platform has none,
only the prover's limit applies); running out is `unknown`, never a verdict.
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

SLACK = 2.0  # the whole verdict's budget in units of the prover's: building the meaning gets as long again
GRACE = 5.0  # seconds on top, so that the prover stops at its own deadline first where it can


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
    """The verdict on one candidate, within SLACK * options.timeout + GRACE seconds in all."""
    t0 = time.perf_counter()
    stage = "reading the candidate"
    try:
        with wall_clock(SLACK * options.timeout + GRACE):
            try:
                problem = build_problem(ref, candidate, arch, contract, finite)
            except Unsupported as e:
                return Verdict("unknown", ref.name, arch or "?", contract, reason=str(e), unsupported=True,
                               seconds=time.perf_counter() - t0)
            stage = "proving"
            return prover.prove(problem, options, cache, progress)
    except OutOfTime:
        spent = time.perf_counter() - t0
        return Verdict("unknown", ref.name, arch or "?", contract, seconds=spent,
                       reason=f"timeout: no verdict after {spent:.0f} s (--timeout {options.timeout:g}; stopped "
                              f"while {stage}); a larger --timeout may decide it")
