"""equiv: proves GPU kernels equivalent to numpy references, or refutes them with a replayed counterexample."""
from __future__ import annotations

__version__ = "0.1.0"
__all__ = ["Candidate", "Session", "Verdict", "load_ref", "prove", "prove_programs"]


def __getattr__(name: str):
    # lazy: `import equiv.terms` must not pull in the whole pipeline
    if name in __all__:
        from equiv import api
        return getattr(api, name)
    raise AttributeError(f"module 'equiv' has no attribute {name!r}")
