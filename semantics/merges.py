"""Path merges that no path takes.

The executor (semantics/simt.py) merges paths by their reach conditions, which stay terms: after a
branch and its join, a register written on every path still shows, as terms go, the value it had before
(ite((a & !b) | (a & b) | !a, new, old)).  Reading every non-connective subterm (a comparison, a
predicate variable) as an independent proposition, a SAT check finds such conditions: where the
abstraction says a condition never (always) holds, it never (always) holds, so removing the dead branch
is exact.  The abstraction can only miss a dead branch, never remove a live one.
"""
from __future__ import annotations

from equiv import terms as T
from equiv.terms import Term

_CONNECTIVES = ("and", "or", "not", "xor")


def fold_tautologies(v: Term, memo: dict) -> Term:
    """v with every ite whose condition is a propositional tautology (or contradiction) replaced by its branch.

    Paths that merge again leave conditions such as (a and not b) or (a and b) or not a, which need not fold
    to true as terms: a register the body writes on every path then still shows its stale input.  Checked
    over the atoms (the non-connective subterms) as propositional variables, so only a tautology folds."""
    hit = memo.get(id(v))
    if hit is not None:
        return hit
    if v.op == "ite":
        known = tautology(v.args[0])
        out = fold_tautologies(v.args[1] if known else v.args[2], memo) if known is not None else \
            T.rebuild(v, tuple(fold_tautologies(a, memo) for a in v.args))
    else:
        out = T.rebuild(v, tuple(fold_tautologies(a, memo) for a in v.args)) if v.args else v
    memo[id(v)] = out
    return out


def tautology(c: Term) -> bool | None:
    """True (False) if c holds (fails) for every truth assignment to its atoms; None otherwise."""
    if not satisfiable([T.not_(c)]):
        return True
    return False if not satisfiable([c]) else None


def satisfiable(conditions: list[Term]) -> bool:
    """Whether the conditions can hold together when their atoms (the non-connective subterms) are read as
    independent propositions: False is exact (they never hold together), True may be a false alarm."""
    import z3
    atoms: dict[int, object] = {}
    done: dict[int, object] = {}  # conditions share subterms: encode each once

    def encode(t: Term):
        hit = done.get(id(t))
        if hit is not None:
            return hit
        if t.op == "const":
            out = z3.BoolVal(bool(t.value))
        elif t.op in _CONNECTIVES:
            xs = [encode(a) for a in t.args]
            out = {"and": z3.And, "or": z3.Or}[t.op](*xs) if t.op in ("and", "or") else \
                z3.Not(xs[0]) if t.op == "not" else z3.Xor(*xs)
        else:
            out = atoms.setdefault(id(t), z3.Bool(f"a{len(atoms)}"))
        done[id(t)] = out
        return out
    s = z3.Solver()
    s.add(*[encode(c) for c in conditions])
    return s.check() != z3.unsat


_MERGES = T.Mentions(lambda x: x.op == "ite" and x.sort.kind == "bv")  # what prune_merges may change


def prune_merges(v: Term, context: list[Term], memo: dict | None = None) -> Term:
    """v with the branches of its path merges (ite on bits, anywhere in v) that cannot be taken where `context`
    and the enclosing merges' conditions hold removed: after a fast path and a slow path join, a register still
    shows the value it had before the branch, on no path (the paths' conditions cover everything only
    propositionally), and whatever reads the register after the join carries that dead value along."""
    memo = {} if memo is None else memo
    if not _MERGES.holds(v):
        return v
    key = (id(v), tuple(id(c) for c in context))
    hit = memo.get(key)
    if hit is not None:
        return hit
    if v.op == "ite" and v.sort.kind == "bv":
        c = v.args[0]
        if not satisfiable(context + [c]):
            out = prune_merges(v.args[2], context, memo)
        elif not satisfiable(context + [T.not_(c)]):
            out = prune_merges(v.args[1], context, memo)
        else:
            out = T.ite(c, prune_merges(v.args[1], context + [c], memo),
                        prune_merges(v.args[2], context + [T.not_(c)], memo))
    elif v.args and v.sort.kind != "bool":
        out = T.rebuild(v, tuple(prune_merges(a, context, memo) for a in v.args))
    else:
        out = v
    memo[key] = out
    return out


def without_choices(c: Term, choices: frozenset[int]) -> Term:
    """The condition c with each open choice (a Boolean variable the documentation leaves unspecified, by id:
    FCHK's outcome) that it does not depend on removed.  Where a fast and a slow path rejoin, the reach
    condition still names the choice between them ((a & !f) | (a & f), as terms): every loop, guard and
    check after the join would carry it, and a concrete run, which has no value for it, could not evaluate
    them.  A choice goes only where c's two cofactors agree propositionally (`satisfiable`), so the result
    equals c for every value of every variable."""
    named = [v for v in T.free_vars([c]) if id(v) in choices]
    for f in named:
        lo, hi = T.substitute(c, {id(f): T.false()}), T.substitute(c, {id(f): T.true()})
        if lo is hi or not satisfiable([T.or_(T.and_(lo, T.not_(hi)), T.and_(hi, T.not_(lo)))]):
            c = lo
    return c
