"""Which thread writes element k: candidate inverse maps of the usual indexings, chosen by concrete runs.

Coverage (every element is written) is a forall-exists property; naming the
writer as a term of the element index makes it quantifier-free.  A wrong guess
can only make coverage fail to prove, never prove it wrongly: the obligation
still checks that the named thread exists and writes exactly that element.
"""
from __future__ import annotations

import numpy as np

from equiv import terms as T
from equiv.evaluate import evaluate
from equiv.obligations import Witness, element_index
from equiv.terms import Term


def _t32(x: Term) -> Term:
    return T.extract(x, 31, 0)


def _split(v: Term, n: int) -> tuple[Term, Term]:
    """(v / n, v % n) as 32-bit block and thread coordinates."""
    nn = T.bv(n, 64)
    return _t32(T.udiv(v, nn)), _t32(T.urem(v, nn))


def templates(block: tuple[int, int, int], ndim: int) -> list[tuple[str, Witness]]:
    bx, by, _ = block
    zero = lambda es, k: T.bv(0, 32)
    out: list[tuple[str, Witness]] = [("linear-x", {
        "ctaid.x": lambda es, k: _split(k, bx)[0], "tid.x": lambda es, k: _split(k, bx)[1],
        "ctaid.y": zero, "tid.y": zero, "ctaid.z": zero, "tid.z": zero})]
    if ndim == 2:
        for name, row, col in (("rows-y", 0, 1), ("rows-x", 1, 0)):
            out.append((name, {
                "ctaid.x": lambda es, k, c=col: _split(es[c], bx)[0], "tid.x": lambda es, k, c=col: _split(es[c], bx)[1],
                "ctaid.y": lambda es, k, r=row: _split(es[r], by)[0], "tid.y": lambda es, k, r=row: _split(es[r], by)[1],
                "ctaid.z": zero, "tid.z": zero}))
    return out


def witnesses_for(problem) -> dict[str, Witness]:
    """For each written buffer, the first template under which the named thread writes every element of small probes."""
    from equiv.falsify import make_case, size_candidates

    rng = np.random.default_rng(1)
    cases = []
    for sizes in size_candidates(problem.spec)[::-1]:
        c = make_case(problem, sizes, rng, problem.finite)
        if c is not None:
            cases.append(c)
        if len(cases) == 3:
            break
    out: dict[str, Witness] = {}
    launch = problem.meaning.launch
    for name, spec in problem.outputs.items():
        stores = [s for s in problem.meaning.stores() if s.buffer == name]
        if not stores:
            continue
        b = spec.buffer
        es, k, _ = element_index(b)
        for _, w in templates(launch.block, len(b.shape)):
            mapping = {id(v): w[v.params[0]](es, k) for v in launch.tid + launch.ctaid}
            written = T.and_(T.substitute(launch.thread_bounds(), mapping), T.or_(*[
                T.and_(T.substitute(s.guard, mapping), T.eq(T.substitute(T.add(s.index, T.bv(j, 64)), mapping), k))
                for s in stores for j in range(len(s.values))]))
            if all(_covers(problem, c, b, es, written) for c in cases):
                out[name] = w
                break
    return out


def _covers(problem, case, b, es, written: Term) -> bool:
    from equiv.falsify import base_env, concrete_shapes
    shape = concrete_shapes(problem, case.scalars)[b.name]
    n = int(np.prod(shape))
    if n == 0:
        return True
    env = base_env(problem, case)
    idx = np.indices(shape).reshape(len(shape), -1) if shape else np.zeros((0, 1), dtype=np.int64)
    for d, e in enumerate(es):
        env[e.params[0]] = idx[d].astype(np.uint64)
    for v in T.free_vars([written]):
        env.setdefault(v.params[0], np.zeros(1, dtype=np.uint64))
    (ok,) = evaluate([written], env, n)
    return bool(np.all(ok))
