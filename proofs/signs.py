"""A goal with its division operands' signs and zero tests decided: a relaxed form for index math.

A signed division or remainder (C's `i / w`, `i % w` in index computations) reaches the goal as the kernel's
own sign handling around an unsigned division of magnitudes: `ite(i < 0, -i, i)`, `ite(w == 0, ...)`, the
result negated where the signs differ. The domain usually fixes those tests (the index is non-negative, the
divisor positive), but neither bit-blasting nor the integer reading gets past the case split with the division
inside. This form guesses each test the likely way (a value is non-negative, not zero; a signed division's
operands non-negative, so that it is the unsigned one, and sign extensions around a division zero extensions),
folds the goal with the guesses, and adds one piece per guess that shows it follows from the goal's own cheap
conjuncts (its hypotheses without divisions by a variable or memory). Every piece unsat proves the goal unsat:
a model of the goal satisfies those conjuncts, so each test takes its guessed value there, where the folded
goal equals the goal.
"""
from __future__ import annotations

from equiv import terms as T
from equiv.terms import Term

_DIVISIONS = ("udiv", "urem", "sdiv", "srem")
_COSTLY = ("select", "fapprox", "store")
MAX_TESTS = 12


def decided(goal: Term) -> tuple[Term, ...] | None:
    """(the goal folded with the guessed tests, one piece per guess), or None where the goal has no division
    by a variable, or no test to decide."""
    nodes = T.postorder([goal])
    if not any(t.op in _DIVISIONS and not t.args[1].is_const() for t in nodes):
        return None
    cheap = [c for c in (goal.args if goal.op == "and" else (goal,)) if _cheap(c)]
    operands, divisors = set(), set()
    for t in nodes:
        if t.op in _DIVISIONS:
            for k, a in enumerate(t.args):
                for x in (a, T.magnitude_of(a)):
                    if x is not None:
                        operands.add(id(x))
                        if k:
                            divisors.add(id(x))
    tests = [(t, g) for t in nodes if all(t is not c for c in cheap)
             for g in [_guess(t, operands, divisors)] if g is not None]
    unsigned = {}  # replacements, each exact where the tests added with it hold
    for t in nodes:  # a signed division of operands guessed non-negative is the unsigned one
        if t.op in ("sdiv", "srem") and all(_cheap(x) for x in t.args) and not t.args[0].is_const():
            unsigned[id(t)] = (T.udiv if t.op == "sdiv" else T.urem)(*t.args)
            tests += [(T.sle(T.bv(0, t.width), x), True) for x in t.args]
    for e in _extensions(nodes):  # sext(x) of a non-negative x is zext(x): unsigned all the way down
        unsigned[id(e)] = T.zext(e.args[0], e.width)
        tests.append((T.sle(T.bv(0, e.args[0].width), e.args[0]), True))
    if any(t.is_const() and t.value != v for t, v in tests):
        return None  # a guess known wrong (a negative constant divisor)
    tests = list({id(t): (t, v) for t, v in tests if not t.is_const()}.values())
    if not tests or not cheap or len(tests) > MAX_TESTS:
        return None  # every guess needs its piece: none may be left out
    folded = T.substitute(goal, {id(t): T.const_bool(v) for t, v in tests} | unsigned)
    hyp = T.and_(*cheap)
    return (folded,) + tuple(T.and_(hyp, T.not_(t) if v else t) for t, v in tests)


def decided_form(form: Term | tuple[Term, ...]) -> tuple[Term, ...] | None:
    """A relaxed form (a goal, or pieces that must all be unsat) with each piece's tests decided; None where
    no piece has any.  Replacing a piece by pieces whose unsat implies its unsat keeps the form sound."""
    pieces = form if isinstance(form, tuple) else (form,)
    split = [decided(p) for p in pieces]
    if all(s is None for s in split):
        return None
    return tuple(q for p, s in zip(pieces, split) for q in (s if s is not None else (p,)))


def _extensions(nodes: list[Term]) -> list[Term]:
    """The sign extensions of a division's operands (through extensions and truncations) and of its result:
    an index i / cols widened to 64 bits on one side, computed in 64 bits on the other."""
    out: dict[int, Term] = {}
    for t in nodes:
        if t.op == "sext" and t.args[0].op in _DIVISIONS and t.args[0].args[1].op != "const":
            out[id(t)] = t
        if t.op not in _DIVISIONS or t.args[1].is_const():
            continue
        for a in t.args:
            while a.op in ("zext", "sext", "extract"):
                if a.op == "sext" and _cheap(a.args[0]):
                    out[id(a)] = a
                a = a.args[0]
    return list(out.values())


def _guess(t: Term, operands: set[int], divisors: set[int]) -> bool | None:
    """The likely value of a test of a division's operand (a cheap, non-constant value): non-negative; a
    divisor neither 0 nor -1 (PTX leaves those cases open); no operand INT_MIN.  Other tests have no likely
    value: a loop's first iteration is a zero test too, and the grid's ceiling division tests its quotient."""
    if t.op not in ("slt", "sle", "eq") or t.args[0].sort.kind != "bv":
        return None
    a, b = t.args
    if a.is_const() == b.is_const():
        return None
    x, k = (b, a) if a.is_const() else (a, b)
    if id(x) not in operands or not _cheap(x) or any(u.op in _DIVISIONS for u in T.postorder([x])):
        return None
    if t.op == "eq":
        special = {1 << (x.width - 1)} | ({0, (1 << x.width) - 1} if id(x) in divisors else set())
        return False if k.value in special else None
    if k.value != 0:
        return None
    return a.is_const()  # 0 < x, 0 <= x: true; x < 0, x <= 0: false



def _cheap(t: Term) -> bool:
    """Free of memory, floats and divisions by a variable (a division by a constant, the grid's ceiling
    division, bit-blasts well)."""
    return not any(u.op in _COSTLY or u.sort.kind in ("fp", "array") or u.op in _DIVISIONS and not u.args[1].is_const()
                   for u in T.postorder([t]))
