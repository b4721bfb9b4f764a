"""Obligations as CNF, for refutations a SAT solver proves and proofs/drup.py checks.

Array reads are removed first by Ackermann's reduction (a fresh value per read, equal values for equal
indices), done here on terms; the remaining bit-vector and floating-point formula is bit-blasted by z3's
`fpa2bv`, `bit-blast` and `tseitin-cnf` tactics.  That translation is trusted (stated as an assumption of
this evidence level); the refutation of the CNF is not: it is checked clause by clause.
"""
from __future__ import annotations

import re

from equiv import smt
from equiv import terms as T
from equiv.terms import Term


def ackermannize(goal: Term) -> Term:
    """Equisatisfiable, array-free: select(M, i) -> fresh v, with i == j -> v == w for reads of one M."""
    reads = [t for t in T.postorder([goal]) if t.op == "select"]
    if not reads:
        return goal
    fresh = {id(r): T.var(f"%read{n}", r.sort) for n, r in enumerate(reads)}
    body = T.substitute(goal, fresh)
    facts = []
    for i, a in enumerate(reads):
        for b in reads[i + 1:]:
            if a.args[0] is b.args[0]:
                ia, ib = T.substitute(a.args[1], fresh), T.substitute(b.args[1], fresh)
                facts.append(T.implies(T.eq(ia, ib), T.eq(fresh[id(a)], fresh[id(b)])))
    return T.and_(body, *facts)


def applicable(goal: Term) -> bool:
    """Bit-vector, floating and array structure only: no uninterpreted function (the CNF route has no UF;
    sums are read as one, equiv/smt.py)."""
    return all(t.sort.kind in ("bool", "bv", "fp", "array") and t.op not in ("real_of", "fapprox")
               and not T.is_sum(t) for t in T.postorder([goal]))


def to_cnf(goal: Term) -> list[list[int]]:
    import z3
    script = smt.to_smtlib([ackermannize(goal)])
    ctx = z3.Context()  # a fresh context: the numbering of fresh variables, hence the CNF, is reproducible
    g = z3.Goal(ctx=ctx)
    g.add(z3.parse_smt2_string(re.sub(r"\(check-sat\)\s*$", "", script.strip()), ctx=ctx))
    tactic = z3.Then(*(z3.Tactic(t, ctx=ctx) for t in ("simplify", "fpa2bv", "simplify", "bit-blast", "tseitin-cnf")))
    sub = tactic(g)
    clauses: list[list[int]] = []
    for part in sub:
        text = part.dimacs()
        for line in text.splitlines():
            line = line.strip()
            if not line or line[0] in "pc":
                continue
            nums = [int(x) for x in line.split()]
            clauses.append(nums[:-1])
    return clauses


def refute(clauses: list[list[int]]) -> list[tuple[str, list[int]]] | None:
    """A DRUP refutation from CaDiCaL, or None when the CNF is satisfiable."""
    from pysat.solvers import Solver
    if any(len(c) == 0 for c in clauses):
        return []
    with Solver(name="cadical153", bootstrap_with=clauses, with_proof=True) as s:
        if s.solve():
            return None
        from proofs.drup import parse_proof
        return parse_proof(s.get_proof())
