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
from proofs.obligations import element_index, keeps_agreeing_value, witness_writes
from proofs.realvalue import real_equal, real_value
from proofs.witnesses import named_witness, witness_names
from equiv.terms import Term


def witnesses_for(problem) -> dict[str, str]:
    """For each written buffer, the name of the first trusted witness template under which the named thread
    writes every element of small concrete probes (the search's only say in what is proved)."""
    from equiv.falsify import make_case, size_candidates

    rng = np.random.default_rng(1)
    cases = []
    sizes = size_candidates(problem.spec)
    # sizes that differ from each other first: with n = m, row-major and column-major writers look alike;
    # then the tiniest, where a tail that sizes of whole float4s skip is written; then the largest, with
    # several blocks, where a grid stride and a block stride differ
    largest = sorted(sizes, key=lambda s: -max(s.values(), default=0))
    for group, wanted in ((sorted(sizes[::-1], key=lambda s: -len(set(s.values()))), 3), (sizes, 2), (largest, 1)):
        found = 0
        for s in group:
            if found == wanted:
                break
            c = make_case(problem, s, rng, problem.finite)
            if c is not None and all(c.scalars != d.scalars for d in cases):
                cases.append(c)
                found += 1
    out: dict[str, str] = {}
    for name, spec in problem.outputs.items():
        stores = [s for s in problem.meaning.stores() if s.buffer == name]
        if not stores:
            continue
        b = spec.buffer
        es, k, _ = element_index(b)
        names = witness_names(problem.meaning, b)
        order = sorted(names, key=lambda t: (t != "grid-stride-x") if problem.meaning.loops else 0)
        # an InOut element nobody writes is fine where it already holds the reference's value
        kw = {"value_map": real_value, "equal": real_equal} if problem.contract == "real" else {}
        unchanged = keeps_agreeing_value(spec, k, **kw)
        for wname in order:
            witness = named_witness(problem.meaning, b, wname)
            written = witness_writes(problem.meaning, stores, witness, es, k)
            if all(_covers(problem, c, b, es, T.or_(written, unchanged), witness) for c in cases):
                out[name] = wname
                break
    return out


def _covers(problem, case, b, es, written: Term, witness) -> bool:
    from equiv.falsify import base_env, concrete_shapes
    shape = concrete_shapes(problem, case.scalars)[b.name]
    n = int(np.prod(shape))
    if n == 0:
        return True
    env = base_env(problem, case)
    idx = np.indices(shape).reshape(len(shape), -1) if shape else np.zeros((0, 1), dtype=np.int64)
    for d, e in enumerate(es):
        env[e.params[0]] = idx[d].astype(np.uint64)
    if isinstance(witness, dict) and problem.meaning.loops:
        _bind_trip_counts(problem.meaning, env, witness, es, element_index(b)[1], n)
    for v in T.free_vars([written]):
        env.setdefault(v.params[0], np.zeros(1, dtype=np.uint64))
    (ok,) = evaluate([written], env, n)
    return bool(np.all(ok))


def _bind_trip_counts(meaning, env: dict, witness: dict, es, k: Term, n: int) -> None:
    """Each loop's trip count for the thread the witness names for each element (a store after a loop, such
    as its remainder's, is guarded by how many iterations the loop ran), as a concrete run counts it."""
    from equiv.emulate import THREAD_NAMES, bind_trip_counts
    threads = {name: witness[name] for name in THREAD_NAMES if name in witness}
    run = dict(env)
    for name, value in zip(threads, evaluate([f(es, k) for f in threads.values()], env, n)):
        run[name] = np.broadcast_to(value, (n,)).astype(np.uint64)
    bind_trip_counts(meaning, run, n)
    for lp in meaning.loops:
        env[lp.trips.params[0]] = run[lp.trips.params[0]]
