"""The pipeline: canonical terms -> concrete falsification -> SMT, never a guess.

Proved means every obligation is discharged (folded to false, or unsat from a
solver).  Refuted means a concrete run failed (a probe, or a solver's model
replayed through the evaluator on both sides).  Anything else is unknown, with
the reason.
"""
from __future__ import annotations

import dataclasses
import itertools
import time
from dataclasses import dataclass

import numpy as np

from equiv import smt
from proofs import intsmt
from equiv import terms as T
from equiv.emulate import Case
from equiv.evaluate import EvalError, evaluate
from proofs.lemmas import rewrite as rewrite_divisions
from equiv.falsify import MAX_ELEMS, size_params, check_case, concrete_shapes, counterexample, falsify, grid_of, minimise
from proofs.derive import derive_problem
from proofs.obligations import Obligation
from semantics.problem import Problem
from equiv.verdict import Counterexample, ObligationResult, Verdict
from equiv.witness import witnesses_for
from equiv.realfalsify import small_integers, refute_real
from semantics import approx
from semantics.errors import Unsupported
from semantics.simt import UNROLL

SMALL = 1024  # size bound when re-asking a solver for a replayable counterexample
ROUNDS = (1.0, 4.0, 20.0)  # seconds for each value-free strengthening of an obligation, and the goal, per round
NONLINEAR_BV_TRY = 3.0  # seconds of bit-blasting before a goal with products of unknowns goes to integers
ORDER = {"radix-lemma": -6, "factor-lemma": -6, "barrier": -5, "shared-race": -4, "loop-bound": -3, "loop-invariant": -2, "loop-monotone": -1, "loop-count": -1, "in-bounds": 0, "no-input-write": 1,
         "output-eq": 2, "atomic-final": 2, "coverage": 3, "no-conflict": 4, "no-race": 5}


@dataclass
class Options:
    timeout: float = 60.0
    solver: str = "bitwuzla"
    seed: int = 0


def _verdict(problem: Problem, status: str, **kw) -> Verdict:
    return Verdict(status, problem.kernel, problem.arch.name, problem.contract,
                   assumptions=list(problem.assumptions), **kw)


class ProofCache:
    """Discharged goals by term identity (hash-consing makes equal goals the same object)."""

    def __init__(self):
        self.unsat: dict[int, tuple[T.Term, ObligationResult]] = {}

    def get(self, goal: T.Term) -> ObligationResult | None:
        hit = self.unsat.get(id(goal))
        return hit[1] if hit is not None and hit[0] is goal else None

    def put(self, goal: T.Term, result: ObligationResult) -> None:
        self.unsat[id(goal)] = (goal, result)


def prove(problem: Problem, options: Options | None = None, cache: ProofCache | None = None,
          progress=None) -> Verdict:
    """For all sizes in the domain; failing that, for the sizes the reference lists in sizes= (bounded)."""
    opts = options or Options()
    cache = cache if cache is not None else ProofCache()
    v = _prove(problem, opts, cache, progress)
    sizes = problem.spec.options.sizes
    if v.status != "unknown" or not sizes or v.unsupported:
        return v
    return _prove_bounded(problem, opts, cache, sizes, v)


def _prove_bounded(problem: Problem, opts: Options, cache: ProofCache, sizes, unbounded: Verdict) -> Verdict:
    """Each listed combination of sizes, as its own domain: proved only if every one is."""
    t0 = time.perf_counter()
    names = sorted(sizes)
    combos = list(itertools.product(*[sizes[n] for n in names]))
    share = Options(timeout=max(1.0, opts.timeout / max(1, len(combos))), solver=opts.solver, seed=opts.seed)
    results = []
    for combo in combos:
        pins = [T.eq(problem.scalars[n], T.bv(int(v), problem.scalars[n].width)) for n, v in zip(names, combo)]
        v = _prove(dataclasses.replace(problem, domain=T.and_(problem.domain, *pins)), share, cache, None)
        if v.status == "refuted":
            return v
        if v.status != "proved":
            why = ", ".join(f"{n}={c}" for n, c in zip(names, combo))
            return _verdict(problem, "unknown", reason=f"{unbounded.reason}; bounded check at {why}: {v.reason}",
                            seconds=time.perf_counter() - t0 + unbounded.seconds)
        results += v.obligations
    return _verdict(problem, "proved", obligations=results, bounded={n: list(sizes[n]) for n in names},
                    reason=f"no proof for all sizes ({unbounded.reason})",
                    seconds=time.perf_counter() - t0 + unbounded.seconds)


def _prove(problem: Problem, opts: Options, cache: ProofCache, progress) -> Verdict:
    t0 = time.perf_counter()
    elapsed = lambda: time.perf_counter() - t0
    found = falsify(problem, seed=opts.seed)
    if found is not None and _trusted(problem, found.failure):
        return _verdict(problem, "refuted", counterexample=counterexample(problem, found), seconds=elapsed())
    try:
        derivation = derive_problem(problem, witnesses_for(problem))
    except Unsupported as e:
        return _verdict(problem, "unknown", reason=str(e), seconds=elapsed(), unsupported=True)
    value_goals = [o.goal for o in derivation.obligations if o.kind in ("output-eq", "atomic-final")]
    folds = any(t.op == "ifold" for t in T.postorder(value_goals))
    if problem.contract == "real" or folds:
        # the falsifier compared no values (real), or the values are folds SMT reads abstractly
        found = refute_real(problem, value_goals, folds)
        if found is not None and _trusted(problem, found.failure):
            return _verdict(problem, "refuted", counterexample=counterexample(problem, found), seconds=elapsed())
    results: list[ObligationResult] = []
    deadline = t0 + opts.timeout
    ordered = sorted(derivation.obligations, key=lambda o: ORDER[o.kind])
    for i, ob in enumerate(ordered):
        s0 = time.perf_counter()
        if progress is not None:
            progress(i, len(ordered), ob.name)
        if ob.structural:
            results.append(ObligationResult(ob.name, ob.kind, "structural", 0.0))
            continue
        if deadline - time.perf_counter() <= 0:
            return _verdict(problem, "unknown", reason=f"timeout before obligation {ob.name}",
                            obligations=results, seconds=elapsed())
        (goal,), lemmas = rewrite_divisions([ob.goal])
        used = [lem.text() for lem in lemmas]
        params = [lem.params() for lem in lemmas]
        if goal.is_const() and not goal.value:
            results.append(ObligationResult(ob.name, ob.kind, "lemma", time.perf_counter() - s0, [], used,
                                            lemma_params=params))
            continue
        hit = cache.get(goal)
        if hit is not None:
            results.append(ObligationResult(ob.name, ob.kind, hit.evidence, 0.0, hit.solvers, used, hit.form,
                                            hit.encoding, params))
            continue
        res, form, encoding, names = attempt(problem, ob, goal, opts.solver, deadline)
        if res.status == "unsat":
            done = ObligationResult(ob.name, ob.kind, "smt-unsat", time.perf_counter() - s0, [res.solver], used,
                                    form, encoding, params)
            cache.put(goal, done)
            results.append(done)
            continue
        if res.status == "sat" and ob.kind == "loop-bound":
            return _verdict(problem, "unknown", obligations=results, seconds=elapsed(), reason=(
                f"obligation {ob.name}: the loop may run more than the {UNROLL} iterations it was unrolled to "
                f"(and it is not a loop over induction variables alone)"))
        if res.status == "sat" and ob.kind == "loop-count":
            return _verdict(problem, "unknown", obligations=results, seconds=elapsed(), reason=(
                f"obligation {ob.name}: the trip count read from the loop's back-edge condition is not the loop's "
                f"for some launch in the domain"))
        if res.status == "sat" and ob.kind.startswith("loop-"):
            return _verdict(problem, "unknown", obligations=results, seconds=elapsed(), reason=(
                f"obligation {ob.name}: the loop's iterations could not be bounded (a 32-bit induction variable "
                f"may wrap around for some launch in the domain; an assume= that bounds the sizes may help)"))
        if res.status == "sat":
            cex, why = replay(problem, ob, goal, res.model, names)
            if cex is None and "large sizes" in why:  # ask for a launch small enough to run
                small, small_names = solve_goal(T.and_(goal, small_sizes(problem)), opts.solver,
                                                max(1.0, deadline - time.perf_counter()))
                if small.status == "sat":
                    cex, why = replay(problem, ob, goal, small.model, small_names)
            if cex is not None:
                return _verdict(problem, "refuted", counterexample=cex, obligations=results, seconds=elapsed())
            return _verdict(problem, "unknown", reason=f"obligation {ob.name}: {why}", obligations=results,
                            seconds=elapsed())
        return _verdict(problem, "unknown", reason=f"obligation {ob.name}: {res.solver} {res.reason or 'gave up'}",
                        obligations=results, seconds=elapsed())
    v = _verdict(problem, "proved", obligations=results, seconds=elapsed())
    v.derivation = derivation
    return v


def attempt(problem: Problem, ob, goal: T.Term, solver: str, deadline: float):
    """(result, form, encoding, names): the value-free relaxed forms and the goal, in rounds of growing time
    (ROUNDS, and for a goal with sums a last one without a limit), so that a form that cannot be shown does not
    eat the time of one that can; then the goal with what is left.  A relaxed form split into pieces holds when
    every piece is unsat; its encoding lists one per piece, and a piece shown unsat is not solved again in a
    later round, nor is a form with a sat piece.  The goal's answer, sat or unsat, is final (a relaxed form is
    implied by it), except a sat of a goal with sums: their SMT reading is abstract (uninterpreted), so only the
    last try's model goes to replay."""
    abstract = any(T.is_sum(t) for t in T.postorder([goal]))
    shown: dict[int, tuple] = {}  # id(piece) -> (result, encoding) of pieces unsat in an earlier round
    failed: set[int] = set()  # relaxed forms with a sat piece: no budget shows them
    # a goal with sums is read abstractly, so rarely unsat: its relaxed forms get a last round of all the time left
    rounds = ROUNDS + ((float("inf"),) if abstract else ())
    got = None
    for budget in rounds if ob.relaxed else ():
        for k in range(len(ob.relaxed)):
            if k in failed:
                continue
            encodings = []
            res = None
            for piece in ob.pieces(f"relaxed:{k}"):
                if id(piece) not in shown:
                    (rewritten,), _ = rewrite_divisions([piece])
                    res, enc = _solve_piece(rewritten, min(budget, deadline - time.perf_counter()))
                    if res.status == "sat":
                        failed.add(k)
                    if res.status != "unsat":
                        break
                    shown[id(piece)] = (res, enc)
                res, enc = shown[id(piece)]
                encodings.append(enc)
            if res is not None and res.status == "unsat":
                return res, f"relaxed:{k}", ",".join(encodings), {}
        if budget == float("inf"):
            break
        got = _solve_goal(ob, goal, solver, min(deadline, time.perf_counter() + budget))
        if got[0].status == "unsat" or got[0].status == "sat" and not abstract:
            return got
    if got is not None and got[0].status == "sat":  # a goal with sums: its last model goes to replay
        return got
    return _solve_goal(ob, goal, solver, deadline)


def _solve_goal(ob, goal: T.Term, solver: str, deadline: float):
    """The goal itself: bit-blasted, and with products of unknowns, briefly, then as exact integers."""
    left = deadline - time.perf_counter()
    nonlinear = intsmt.applicable(goal)
    if ob.kind in ("radix-lemma", "factor-lemma") and nonlinear:  # small nonlinear integer facts over fresh variables
        return solve_integer(goal, left), "goal", "integer", {}
    res, names = solve_goal(goal, solver, min(left, NONLINEAR_BV_TRY) if nonlinear else left)
    if res.status == "unknown" and nonlinear:
        return solve_integer(goal, deadline - time.perf_counter()), "goal", "integer", {}
    return res, "goal", "bv", names


def _solve_piece(piece: T.Term, budget: float) -> tuple[smt.SolveResult, str]:
    """With products of unknowns, the exact integer reading (cvc5) races bit-blasting (bitwuzla): each piece
    is usually quick in one and hopeless in the other, and which one is not known ahead.  A piece that outlasts
    the first round races z3's bit-blasting too: bitwuzla and z3 each give up on pieces the other solves in a
    second or two (a tiling's side conditions: 11 index bounds, z3 2 s, bitwuzla past 100 s)."""
    script = smt.to_smtlib([piece])
    jobs = [smt.Job(script, "bitwuzla")] + ([smt.Job(script, "z3")] if budget > ROUNDS[0] else [])
    if intsmt.applicable(piece):
        jobs.append(smt.Job(intsmt.to_int_smtlib(piece), "cvc5", trust_sat=False))  # an integer model is no bv model
    if len(jobs) == 1:
        return smt.solve(script, "bitwuzla", budget), "bv"
    res = smt.race(jobs, max(budget, 0.1))
    return res, "integer" if res.solver == "cvc5" else "bv"


# ----------------------------------------------------------------------------- solving
def small_sizes(problem: Problem) -> T.Term:
    """Every size parameter at most SMALL: a counterexample that a concrete launch can replay."""
    parts = []
    for p in size_params(problem.spec):
        v = problem.scalars[p.name]
        parts.append(T.sle(v, T.bv(SMALL, v.width)) if p.dtype.signed else T.ule(v, T.bv(SMALL, v.width)))
    return T.and_(*parts)


def solve_goal(goal: T.Term, solver: str, timeout: float):
    names: dict[str, T.Term] = {}
    for i, t in enumerate(x for x in T.postorder([goal]) if x.op == "select"):
        names[f"%sel{i}"] = t
        names[f"%sel{i}.idx"] = t.args[1]
    for v in T.free_vars([goal]):
        if v.sort.kind in ("bv", "bool"):
            names[v.params[0]] = v
    script = smt.to_smtlib([goal], named=names)
    want = list(names)
    if solver == "bitwuzla" and any(t.sort.kind == "real" for t in T.postorder([goal])):
        solver = "z3"  # bitwuzla has no real arithmetic
    if solver == "portfolio":
        return smt.solve_portfolio(script, timeout_s=timeout, want=want), names
    return smt.solve(script, solver, timeout, want), names


def solve_integer(goal: T.Term, timeout: float) -> smt.SolveResult:
    """The exact integer reading of a bit-vector goal (products of unknowns), for nonlinear solvers."""
    res = smt.solve(intsmt.to_int_smtlib(goal), "cvc5", max(timeout, 0.1))
    if res.status == "sat":  # an integer model is no bit-vector counterexample: only unsat is used here
        return smt.SolveResult("unknown", res.solver, res.seconds, {}, "the integer encoding found a model")
    return res


def model_env(problem: Problem, model: dict, names: dict[str, T.Term]) -> dict[str, np.ndarray]:
    env: dict[str, np.ndarray] = {}
    for name, t in names.items():
        if t.op == "var" and name in model and model[name] is not None:
            env[name] = np.array([model[name]], dtype=bool if t.sort.kind == "bool" else np.uint64)
    for name, b in problem.buffers.items():
        env[f"mem:{name}"] = {}
    for name, t in names.items():
        if t.op == "select" and model.get(name) is not None and model.get(name + ".idx") is not None:
            env[t.args[0].params[0]][int(model[name + ".idx"])] = int(model[name])
    return env


def replay(problem: Problem, ob: Obligation, goal: T.Term, model: dict, names) -> tuple[Counterexample | None, str]:
    """Turn a solver model into a counterexample that concrete runs confirm, or say why not."""
    env = model_env(problem, model, names)
    scalars = {p.name: int(env.get(f"arg:{p.name}", np.zeros(1, np.uint64))[0]) for p in problem.spec.params
               if p.kind == "scalar"}
    shapes = concrete_shapes(problem, scalars)
    grid = grid_of(problem, scalars)
    if shapes is None or grid is None:
        return None, "the solver's model is outside what can be launched concretely"
    small = all(int(np.prod(s)) <= MAX_ELEMS for s in shapes.values()) and \
        int(np.prod(grid)) * int(np.prod(problem.spec.block)) <= (1 << 17)
    if not small:
        return None, (f"the solver found a violation only at large sizes "
                      f"({', '.join(f'{k}={v}' for k, v in scalars.items())}) that cannot be replayed concretely")
    arrays = {}
    for p in problem.spec.params:
        if p.kind != "scalar":
            arr = np.zeros(int(np.prod(shapes[p.name])), dtype=np.uint64)
            for i, v in env[f"mem:{p.name}"].items():
                if 0 <= i < len(arr):
                    arr[i] = v
            arrays[p.name] = arr
    if any(t.op == "rfun" for t in T.postorder([goal])):
        return None, ("the obligation involves a real function (sqrt, 2^x, sin, ...) that concrete runs cannot "
                      "evaluate exactly")
    if not _goal_holds(goal, env, arrays):
        arrays = _real_witness(problem, goal, env, arrays) if problem.contract == "real" else None
        if arrays is None:
            abstract = any(T.is_sum(t) for t in T.postorder([goal]))
            return None, ("the solver's model does not satisfy the obligation under the concrete evaluator"
                          + (" (its real values need not be floats)" if problem.contract == "real" else
                             " (its sums and folds are read abstractly: a model of that reading need not be one of "
                             "the goal)" if abstract else " (please report)"))
    case = Case(scalars, arrays, grid)
    out = check_case(problem, case, values=True)
    if out.failure is None:
        if ob.kind == "coverage":
            return None, "could not tell which thread writes each element (coverage not shown)"
        open_values = sorted({v.params[0] for v in T.free_vars([goal]) if v.params[0].startswith("undef:")})
        if open_values:
            return None, (f"the violation rests on a value the semantics leaves open (undocumented, or never set) "
                          f"({', '.join(open_values[:3])}): the candidate may or may not show it")
        return None, "the solver's counterexample does not replay concretely (please report this)"
    if not _trusted(problem, out.failure):
        return None, ("the concrete counterexample depends on an approximate instruction's value, which equiv "
                      "does not model (a run can only use a stand-in)")
    out = minimise(problem, out, values=True)
    return counterexample(problem, out), ""


def _trusted(problem: Problem, failure) -> bool:
    """A concrete failure is evidence only where it does not rest on a stand-in for an approximation."""
    faults_of_one_access = ("out-of-bounds", "input-write")  # a mismatch also rests on which store came last
    access = failure.access if failure.kind in faults_of_one_access else None
    return approx.independent_of_hardware(problem.meaning, access)


def _real_witness(problem: Problem, goal: T.Term, env: dict, arrays: dict[str, np.ndarray]):
    """Under `real` a model gives the input atoms real values that no float need have.  A goal that differs
    for some reals is a nonzero rational function of them, so small integers (exact floats, exact sums)
    almost always show it too: try a few, keeping the model's sizes and integer data."""
    rng = np.random.default_rng(7)
    for _ in range(8):
        trial = small_integers(problem, arrays, rng)
        if _goal_holds(goal, env, trial):
            return trial
    return None


def _goal_holds(goal: T.Term, env: dict, arrays: dict[str, np.ndarray]) -> bool:
    """The solver's model, read by our own evaluator: guards against any gap between the two semantics."""
    full = {k: v for k, v in env.items() if not isinstance(v, dict)}
    for name, arr in arrays.items():
        full[f"mem:{name}"] = arr
    for v in T.free_vars([goal]):
        full.setdefault(v.params[0], np.zeros(1, dtype=bool if v.sort.kind == "bool" else np.uint64))
    try:
        (ok,) = evaluate([goal], full, 1)
    except EvalError:  # e.g. a sum over more indices than a concrete run reads: no counterexample from it
        return False
    return bool(ok[0])

