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
from proofs.obligations import element_index, witness_templates, witness_writes
from equiv.terms import Term


def witnesses_for(problem) -> dict[str, str]:
    """For each written buffer, the name of the first trusted witness template under which the named thread
    writes every element of small concrete probes (the search's only say in what is proved)."""
    from equiv.falsify import make_case, size_candidates

    rng = np.random.default_rng(1)
    cases = []
    # sizes that differ from each other first: with n = m, row-major and column-major writers look alike
    for sizes in sorted(size_candidates(problem.spec)[::-1], key=lambda s: -len(set(s.values()))):
        c = make_case(problem, sizes, rng, problem.finite)
        if c is not None:
            cases.append(c)
        if len(cases) == 3:
            break
    out: dict[str, str] = {}
    launch = problem.meaning.launch
    for name, spec in problem.outputs.items():
        stores = [s for s in problem.meaning.stores() if s.buffer == name]
        if not stores:
            continue
        b = spec.buffer
        es, k, _ = element_index(b)
        templates = witness_templates(launch.block, b.shape, launch.grid)
        order = sorted(templates, key=lambda t: (t != "grid-stride-x") if problem.meaning.loop is not None else 0)
        for wname in order:
            written = witness_writes(problem.meaning, stores, templates[wname], es, k)
            if all(_covers(problem, c, b, es, written) for c in cases):
                out[name] = wname
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
