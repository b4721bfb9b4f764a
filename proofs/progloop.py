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
    """Refuse what this comparison does not cover: a loop on one side only, several loops, accesses before a
    loop."""
    for m, w in ((left, where[0]), (right, where[1])):
        if len(m.loops) > 1:
            raise Unsupported("several loops read by induction, in a program-against-program proof", w)
    if bool(left.loops) != bool(right.loops):
        side = where[0] if left.loops else where[1]
        raise Unsupported("a loop read by induction on one side only (the other side's loop was unrolled or "
                          "is absent)", side)
    for m, w in ((left, where[0]), (right, where[1])):
        if m.loops and m.loops[0].first > 0:
            raise Unsupported("a memory access before a loop read by induction, in a program-against-program "
                              "proof", w)


def one_iteration(m: Meaning) -> list[Access]:
    """The accesses of iteration `iter` run from memory GMEM, under their own path conditions (no loop guard:
    every k)."""
    if not m.loops:
        return m.accesses
    loop, = m.loops
    body = m.accesses[loop.first:loop.last]
    return m.accesses[:loop.first] + [Access(a.kind, a.buffer, a.index, a.values, path, a.in_bounds, a.ins)
                                      for a, path in zip(body, loop.paths)]


def same_iterations(left: Meaning, right: Meaning, domain: Term) -> list[Obligation]:
    if not left.loops:
        return []
    (a,), (b,) = left.loops, right.loops
    differ = T.or_(T.not_(T.eq(a.entry, b.entry)), T.and_(a.entry, T.not_(T.eq(a.cont, b.cont))))
    return [Obligation("same-iterations", "same-iterations", T.and_(domain, differ), "")]
