"""Global memory as one byte array: a program's effect on memory when no reference names its buffers.

Comparing two programs (PTX against the SASS ptxas made of it) needs no
buffers: for one thread and any initial memory `gmem`, each side's loads read
bytes of `gmem` (or of its own earlier stores) and its stores overwrite bytes.
Two programs are equal when every byte ends up the same and is written by both
or by neither.
"""
from __future__ import annotations

from equiv import terms as T
from equiv.terms import Term
from semantics.errors import Unsupported
from semantics.simt import Access, ThreadState

GMEM = T.var("gmem", T.ARRAY(64, 8))
SPACE = "global"


def byte_at(accesses: list[Access], addr: Term, upto: int | None = None) -> Term:
    """The byte at `addr` after the stores among accesses[:upto], in program order (last one wins)."""
    v = T.select(GMEM, addr)
    for a in accesses[:upto]:
        if a.kind == "store":
            for k, b in enumerate(a.values):
                v = T.ite(T.and_(a.guard, T.eq(T.add(a.index, T.bv(k, 64)), addr)), b, v)
    return v


def touched(accesses: list[Access], addr: Term, kind: str) -> Term:
    """Some access of `kind` ("load" | "store") covers the byte at addr."""
    return T.or_(*[T.and_(a.guard, T.eq(T.add(a.index, T.bv(k, 64)), addr))
                   for a in accesses if a.kind == kind for k in range(len(a.values))])


class FlatMemory(ThreadState):
    """Loads and stores on GMEM; an Access's `index` is its byte address and its values are bytes."""

    def load(self, space: str, addr: Term, bits: int) -> Term:
        self._check(space, addr)
        values = [byte_at(self.accesses, T.add(addr, T.bv(k, 64))) for k in range(bits // 8)]
        self.accesses.append(Access("load", SPACE, addr, values, self.guard, T.true(), self.ins))
        out = values[0]
        for v in values[1:]:
            out = T.concat(v, out)
        return out

    def store(self, space: str, addr: Term, value: Term) -> None:
        self._check(space, addr)
        values = [T.extract(value, 8 * k + 7, 8 * k) for k in range(value.width // 8)]
        self.accesses.append(Access("store", SPACE, addr, values, self.guard, T.true(), self.ins))

    def _check(self, space: str, addr: Term) -> None:
        if space != "global":
            raise Unsupported(f"{space} memory", self.where())
        if addr.width != 64:
            raise Unsupported(f"{addr.width}-bit global address", self.where())
