"""The two ways an input can fail short of a verdict: unsupported (verdict unknown) or malformed (exit 3)."""
from __future__ import annotations


class Unsupported(Exception):
    """A construct equiv has no semantics for: the verdict is `unknown`, naming it and where it is."""

    def __init__(self, construct: str, where: str = ""):
        self.construct = construct
        self.where = where
        super().__init__(f"{where}: unsupported {construct}" if where else f"unsupported {construct}")


class InputError(Exception):
    """A malformed input (bad file, parse error, signature mismatch): exit code 3, with file:line."""

    def __init__(self, message: str, filename: str = "", line: int | None = None):
        self.message = message
        self.filename = filename
        self.line = line
        loc = filename + (f":{line}" if line else "")
        super().__init__(f"{loc}: {message}" if loc else message)


class NeedsBlock(Unsupported):
    """What the symbolic-thread model cannot say (shared memory, barriers, other lanes' values): the
    candidate is run again with every thread of a block (semantics/block.py)."""
