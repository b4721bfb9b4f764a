"""Coverage witnesses by name: the fixed templates, and the piecewise one solved from the candidate's stores.

A store whose element index is a + b*g (+ c*iter in a loop read by induction), with g = tid.x + bx*ctaid.x
the linear thread id and b, c constants, is inverted: element k is written by g = (k - a) / b, or in a loop
by g = ((k - a) % c) / b at iteration (k - a) / c.  Each such store gives one piece (a float4 main part and
its scalar tail are two).  The coefficients are read by folding the index at fixed parameter values: a guess
that only decides which formula is tried, since the coverage obligation checks that the named unit of work
exists, runs that store, and writes k.  The derivation is deterministic, so the checker re-derives it.
"""
from __future__ import annotations

from equiv import terms as T
from equiv.terms import Term
from proofs.obligations import Piece, Witness, split_linear, store_loop, witness_templates, worker_vars
from semantics.simt import Access, Buffer, Meaning

SOLVED = "solved-stores"
SAMPLES = (0, 3, 1000, 77777)  # parameter values the coefficients must not depend on


def witness_names(meaning: Meaning, buffer: Buffer) -> list[str]:
    """Every name `named_witness` accepts for this buffer, templates first."""
    names = list(witness_templates(meaning.launch.block, buffer.shape, meaning.launch.grid))
    return names + ([SOLVED] if solved_pieces(meaning, buffer) else [])


def named_witness(meaning: Meaning, buffer: Buffer, name: str) -> Witness | tuple[Piece, ...]:
    """The witness a certificate names (KeyError for a name that does not apply)."""
    if name == SOLVED:
        pieces = solved_pieces(meaning, buffer)
        if not pieces:
            raise KeyError(name)
        return pieces
    return witness_templates(meaning.launch.block, buffer.shape, meaning.launch.grid)[name]


def solved_pieces(meaning: Meaning, buffer: Buffer) -> tuple[Piece, ...]:
    """One piece per store of `buffer` whose index inverts (see the module docstring); stores that do not
    are left out, so their elements must be covered by the others."""
    out = []
    for s in meaning.stores():
        if s.buffer == buffer.name:
            writer = _invert(meaning, s)
            if writer is not None:
                out.append(Piece(writer, s))
    return tuple(out)


def _invert(meaning: Meaning, s: Access) -> Witness | None:
    launch = meaning.launch
    tid, ctaid = launch.tid[0], launch.ctaid[0]
    bx = launch.block[0]
    lp = store_loop(meaning)
    looped = lp is not None and lp.iter in T.free_vars([s.index])
    movers = (tid, ctaid) + ((lp.iter,) if looped else ())
    workers = set(map(id, worker_vars(meaning)))
    moved = set(map(id, movers))
    if not isinstance(bx, int) or any(id(v) in workers - moved for v in T.free_vars([s.index])):
        return None
    coeffs = [affine_coefficient(s.index, v, movers) for v in movers]
    if any(c is None for c in coeffs) or coeffs[1] != (coeffs[0] * bx) & T.mask(64) or coeffs[0] == 0:
        return None
    a = T.substitute(s.index, {id(v): T.bv(0, v.width) for v in movers})
    b = T.to_signed(coeffs[0], 64)
    zero = lambda es, k: T.bv(0, 32)
    rest = {"ctaid.y": zero, "tid.y": zero, "ctaid.z": zero, "tid.z": zero}
    if not looped:  # g = (k - a) / b, for either sign of b
        g = lambda k: T.udiv(T.sub(k, a), T.bv(b, 64)) if b > 0 else T.udiv(T.sub(a, k), T.bv(-b, 64))
        return {"ctaid.x": lambda es, k: split_linear(g(k), bx)[0],
                "tid.x": lambda es, k: split_linear(g(k), bx)[1], **rest}
    c = T.to_signed(coeffs[2], 64)
    if b < 0 or c <= 0:
        return None
    g = lambda k: T.udiv(T.urem(T.sub(k, a), T.bv(c, 64)), T.bv(b, 64))
    return {"ctaid.x": lambda es, k: split_linear(g(k), bx)[0], "tid.x": lambda es, k: split_linear(g(k), bx)[1],
            lp.iter.params[0]: lambda es, k: T.udiv(T.sub(k, a), T.bv(c, 64)), **rest}


def affine_coefficient(index: Term, var: Term, movers: tuple[Term, ...]) -> int | None:
    """The constant d (mod 2^64) with index(var = x+1) - index(var = x) = d at x = 0 and 1, the other movers
    0 and every other variable at each of SAMPLES; None if the index reads memory or d is not one constant."""
    others = [v for v in T.free_vars([index]) if all(v is not m for m in movers)]
    if any(v.sort.kind != "bv" for v in others):
        return None
    seen = set()
    for sample in SAMPLES:
        base = {id(v): T.bv(sample & T.mask(v.width), v.width) for v in others}
        base.update({id(m): T.bv(0, m.width) for m in movers})
        at = [T.substitute(index, {**base, id(var): T.bv(x, var.width)}) for x in (0, 1, 2)]
        if not all(t.is_const() for t in at):
            return None
        seen.update({(at[1].value - at[0].value) & T.mask(64), (at[2].value - at[1].value) & T.mask(64)})
    return seen.pop() if len(seen) == 1 else None
