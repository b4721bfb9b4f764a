"""Program against program when both programs are one loop read by induction (semantics/loops.py).

With nothing accessed before the loop (else refused), each side is: enter the loop or not, then run
iterations k = 0, 1, ... while cont(k) holds, where iteration k's accesses and cont are functions of k
(induction variables are start + k*step in bit-vectors, right for every k, wrapped or not) and of the
memory the iteration starts from (GMEM, any memory).  The loops are equal when
  - both enter together, and for every k and every memory both continue together (`same-iterations`);
  - for every k and every memory, one iteration has the same effect (`same-memory`, `no-new-read` over
    the body's accesses under their own path conditions, proofs/progeq.py).
Then, by induction on k, both run the same iterations from the same memories and leave the same memory.
No loop guard (and so no overflow precondition) is needed: every k is compared, running or not.
"""
from __future__ import annotations

from equiv import terms as T
from equiv.terms import Term
from proofs.obligations import Obligation
from semantics.errors import Unsupported
from semantics.simt import Access, Meaning


def check_loops(left: Meaning, right: Meaning, where: tuple[str, str]) -> None:
    """Refuse what this comparison does not cover: a loop on one side only, accesses before a loop."""
    if (left.loop is None) != (right.loop is None):
        side = where[0] if left.loop is not None else where[1]
        raise Unsupported("a loop read by induction on one side only (the other side's loop was unrolled or "
                          "is absent)", side)
    for m, w in ((left, where[0]), (right, where[1])):
        if m.loop is not None and m.loop.first > 0:
            raise Unsupported("a memory access before a loop read by induction, in a program-against-program "
                              "proof", w)


def one_iteration(m: Meaning) -> list[Access]:
    """The accesses of iteration `iter` run from memory GMEM, under their own path conditions (no loop guard:
    every k)."""
    if m.loop is None:
        return m.accesses
    body = m.accesses[m.loop.first:m.loop.last]
    return m.accesses[:m.loop.first] + [Access(a.kind, a.buffer, a.index, a.values, path, a.in_bounds, a.ins)
                                        for a, path in zip(body, m.loop.paths)]


def same_iterations(left: Meaning, right: Meaning, domain: Term) -> list[Obligation]:
    if left.loop is None:
        return []
    a, b = left.loop, right.loop
    differ = T.or_(T.not_(T.eq(a.entry, b.entry)), T.and_(a.entry, T.not_(T.eq(a.cont, b.cont))))
    return [Obligation("same-iterations", "same-iterations", T.and_(domain, differ), "")]
