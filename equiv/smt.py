"""Terms to SMT-LIB 2 text, and the solvers that read it.

One printer serves every solver: z3, cvc5 and bitwuzla each parse the same
script through their own Python API, so a disagreement between solvers (or
between a solver and `equiv.evaluate`) is a semantics bug, never a binding bug.

The semantics of every op here must be the evaluator's: tests/equiv/test_smt.py
checks random terms against `equiv.evaluate` in all three solvers.
"""
from __future__ import annotations

import math
import multiprocessing as mp
import os
import re
import time
from dataclasses import dataclass, field
from fractions import Fraction
from multiprocessing.connection import wait as _wait_conns
from typing import Iterable, Sequence

from equiv.terms import (FPFormat, Sort, Term, bound_var, free_vars, is_sum, mask, mk, postorder, substitute,
                         sum_var)

# ----------------------------------------------------------------------------- op tables
_PLAIN = {
    "not": "not", "and": "and", "or": "or", "ite": "ite", "eq": "=",
    "add": "bvadd", "mul": "bvmul", "band": "bvand", "bor": "bvor", "bxor": "bvxor", "bnot": "bvnot",
    "shl": "bvshl", "lshr": "bvlshr", "ashr": "bvashr",
    "udiv": "bvudiv", "urem": "bvurem", "sdiv": "bvsdiv", "srem": "bvsrem", "concat": "concat",
    "ult": "bvult", "ule": "bvule", "slt": "bvslt", "sle": "bvsle", "select": "select",
    "fneg": "fp.neg", "fabs": "fp.abs", "feq": "fp.eq", "flt": "fp.lt", "fle": "fp.leq",
    "fisnan": "fp.isNaN", "fisinf": "fp.isInfinite", "fiszero": "fp.isZero",
    "fissubnormal": "fp.isSubnormal", "fisneg": "fp.isNegative",
    "radd": "+", "rmul": "*", "rdiv": "/", "rlt": "<", "rle": "<=",
}
# ops whose params[0] is a rounding mode, written as the first argument
_ROUNDED = {"fadd": "fp.add", "fmul": "fp.mul", "fdiv": "fp.div", "fsqrt": "fp.sqrt",
            "fround": "fp.roundToIntegral", "ffma": "fp.fma"}


def _head(t: Term) -> str | None:
    """The SMT-LIB function symbol applied to t's arguments (rounding mode included), or None."""
    op = t.op
    if op in _PLAIN:
        return _PLAIN[op]
    if op in _ROUNDED:
        return f"{_ROUNDED[op]} {t.params[0]}"
    if op == "extract":
        return f"(_ extract {t.params[0]} {t.params[1]})"
    if op in ("zext", "sext"):
        kind = "zero_extend" if op == "zext" else "sign_extend"
        return f"(_ {kind} {t.width - t.args[0].width})"
    if op == "fp_from_bits":
        return _to_fp(t.sort.fmt)
    if op in ("fp_to_fp", "fp_from_sbv"):
        return f"{_to_fp(t.sort.fmt)} {t.params[0]}"
    if op == "fp_from_ubv":
        f = t.sort.fmt
        return f"(_ to_fp_unsigned {f.ebits} {f.sbits}) {t.params[0]}"
    if op in ("fp_to_sbv", "fp_to_ubv"):
        return f"(_ fp.{op[3:]} {t.width}) {t.params[0]}"
    if op in _UNINTERPRETED:
        return _UNINTERPRETED[op](t)
    return None


# uninterpreted functions, declared in the script: sound readings because they claim nothing about the value
_UNINTERPRETED = {
    "real_of": lambda t: f"real_of_{t.params[0]}",
    "real_int": lambda t: f"real_int_{t.params[0]}{t.args[0].width}",
    "fapprox": lambda t: f"approx.{t.params[1]}.{t.params[0]}.{t.sort.fmt.name}",
    "rfun": lambda t: f"real.{t.params[0]}",
    "sumfun": lambda t: t.params[0],
}


def abstract_sums(roots: Sequence[Term]) -> list[Term]:
    """Each sum over a symbolic range as an uninterpreted function of its bounds and of its body's free
    variables, named by the body up to the bound variable's name: a sound reading (equal sums get equal
    values, nothing else is claimed); proofs/sums.py relates different sums by obligations of their own."""
    mapping: dict[int, Term] = {}
    for t in postorder(roots):
        if is_sum(t):
            body = substitute(t.args[2], {id(bound_var(t)): sum_var(-1)})
            inner = {v.params[0] for x in postorder([body]) if is_sum(x) for v in [bound_var(x)]}
            free = sorted({v.params[0]: v for v in free_vars([body])
                           if v.params[0] not in inner and v is not sum_var(-1)}.items())
            name = ".".join(("sum", t.op, *t.params[1:], f"{body.key:016x}"))  # an ifold's kind is in its name
            mapping[id(t)] = mk("sumfun", t.sort, (t.args[0], t.args[1], *[v for _, v in free]), (name,))
    return [substitute(r, mapping) for r in roots] if mapping else list(roots)


def _declare_fun(t: Term, head: str) -> str:
    return f"(declare-fun {head} ({' '.join(sort_smt(a.sort) for a in t.args)}) {sort_smt(t.sort)})"


def _to_fp(f: FPFormat) -> str:
    return f"(_ to_fp {f.ebits} {f.sbits})"


def sort_smt(s: Sort) -> str:
    if s.kind == "bool":
        return "Bool"
    if s.kind == "bv":
        return f"(_ BitVec {s.width})"
    if s.kind == "fp":
        return f"(_ FloatingPoint {s.fmt.ebits} {s.fmt.sbits})"
    if s.kind == "real":
        return "Real"
    if s.kind == "array":
        return f"(Array (_ BitVec {s.index_width}) (_ BitVec {s.width}))"
    raise ValueError(f"no SMT-LIB sort for {s}")


def _bv_literal(v: int, w: int) -> str:
    return f"#x{v:0{w // 4}x}" if w % 4 == 0 else f"#b{v:0{w}b}"


def _fp_literal(f: FPFormat, bits: int) -> str:
    m = f.sbits - 1
    sign, exp, man = bits >> (f.width - 1), (bits >> m) & mask(f.ebits), bits & mask(m)
    return f"(fp #b{sign} #b{exp:0{f.ebits}b} #b{man:0{m}b})"


def _real_literal(v: Fraction) -> str:
    """Decimal numerals are Real in every logic (a bare `3` is an Int under ALL)."""
    mag = abs(v)
    s = f"{mag.numerator}.0" if mag.denominator == 1 else f"(/ {mag.numerator}.0 {mag.denominator}.0)"
    return f"(- {s})" if v < 0 else s


def _literal(t: Term) -> str:
    s, v = t.sort, t.params[0]
    if s.kind == "bool":
        return "true" if v else "false"
    if s.kind == "bv":
        return _bv_literal(v, s.width)
    if s.kind == "fp":
        return _fp_literal(s.fmt, v)
    if s.kind == "real":
        return _real_literal(Fraction(v))
    raise ValueError(f"no SMT-LIB literal of sort {s}")


_SIMPLE = re.compile(r"[A-Za-z~!@$%^&*_+=<>.?/-][A-Za-z0-9~!@$%^&*_+=<>.?/-]*\Z")


def quote(name: str) -> str:
    """A symbol for `name`: bare when SMT-LIB allows it, else |quoted|."""
    if "|" in name or "\\" in name:
        raise ValueError(f"name {name!r} cannot be an SMT-LIB symbol")
    return name if _SIMPLE.match(name) else f"|{name}|"


def _unquote(sym: str) -> str:
    return sym[1:-1] if len(sym) >= 2 and sym[0] == sym[-1] == "|" else sym


# ----------------------------------------------------------------------------- show
class _Full(Exception):
    pass


def _fp_value(f: FPFormat, bits: int) -> float:
    """Exact value of an IEEE pattern (every format here fits in a Python float)."""
    m = f.sbits - 1
    sign = -1.0 if bits >> (f.width - 1) else 1.0
    exp, man = (bits >> m) & mask(f.ebits), bits & mask(m)
    bias = mask(f.ebits - 1)
    if exp == mask(f.ebits):
        return math.nan if man else sign * math.inf
    if exp == 0:
        return sign * math.ldexp(man, 1 - bias - m)
    return sign * math.ldexp(man | (1 << m), exp - bias - m)


def _show_atom(t: Term) -> str:
    if t.op == "var":
        name = t.params[0]
        return repr(name) if "|" in name or "\\" in name else quote(name)
    s = t.sort
    if s.kind == "fp":
        return f"{_fp_value(s.fmt, t.params[0])!r}:{s.fmt.name}"
    if s.kind == "real":
        return str(t.params[0])
    return _literal(t)


def show(t: Term, limit: int = 200) -> str:
    """One line, SMT-LIB flavoured, cut at about `limit` characters with "…".

    The cut bounds the work too, so a DAG that unfolds to an exponential tree prints in O(limit)."""
    out: list[str] = []
    size = 0

    def emit(s: str) -> None:
        nonlocal size
        out.append(s)
        size += len(s)
        if size > limit:
            raise _Full

    def go(x: Term) -> None:
        if not x.args:
            emit(_show_atom(x))
            return
        head = _head(x)
        if x.op == "fp_to_bits":
            head = f"fp_to_bits[nan={_bv_literal(x.params[0], x.width)}]"
        elif head is None:  # no SMT-LIB form: the op's own name
            head = f"{x.op}[{','.join(map(str, x.params))}]" if x.params else x.op
        emit(f"({head}")
        for a in x.args:
            emit(" ")
            go(a)
        emit(")")

    try:
        go(t)
    except _Full:
        return "".join(out)[:limit] + "…"
    return "".join(out)


# ----------------------------------------------------------------------------- to_smtlib
_MAX_NEST = 40  # inline nesting beyond this gets a define-fun: bounded copying, shallow solver parse stacks


def _arg_uses(t: Term) -> int:
    """How often t's text repeats each argument's text (>1 forces the argument to be shared)."""
    if t.op == "fp_to_bits":
        return 2  # (fp.isNaN x) and the side assertion pinning the fresh bits
    return 1


def choose_logic(nodes: Iterable[Term]) -> str:
    """The narrowest logic all three solvers accept; ALL for mixes without a standard name."""
    bv = fp = arr = real = uf = nonlinear = False
    for t in nodes:
        k = t.sort.kind
        bv |= k in ("bv", "array")
        fp |= k == "fp"
        arr |= k == "array"
        real |= k == "real"
        uf |= t.op in _UNINTERPRETED
        if t.op == "rdiv" or (t.op == "rmul" and sum(a.op != "const" for a in t.args) > 1):
            nonlinear = True
    if real:
        if bv or fp or uf:
            return "ALL"
        return "QF_NRA" if nonlinear else "QF_LRA"
    if not (bv or fp):
        return "QF_UF"
    return "QF_" + ("A" if arr else "") + ("UF" if uf else "") + ("BV" if bv else "") + ("FP" if fp else "")


def to_smtlib(assertions: Sequence[Term], logic: str | None = None,
              named: dict[str, Term] | None = None) -> str:
    """A complete script: declarations, shared subterms as define-funs, assertions, (check-sat).

    Each `named` term gets a declared constant equal to it, so models can report its value."""
    named = dict(zip(named or {}, abstract_sums(list((named or {}).values()))))
    assertions = abstract_sums(assertions)
    for a in assertions:
        if a.sort.kind != "bool":
            raise TypeError(f"assertion of sort {a.sort}: {show(a)}")
    roots = list(assertions) + list(named.values())
    nodes = postorder(roots)

    uses: dict[int, int] = {}
    for r in roots:
        uses[id(r)] = uses.get(id(r), 0) + 1
    for t in nodes:
        k = _arg_uses(t)
        for a in t.args:
            uses[id(a)] = uses.get(id(a), 0) + k

    var_sort: dict[str, Sort] = {}
    for t in nodes:
        if t.op == "var":
            name = t.params[0]
            if var_sort.setdefault(name, t.sort) != t.sort:
                raise ValueError(f"variable {name!r} used at sorts {var_sort[name]} and {t.sort}")
    taken = set(var_sort)
    for name, t in named.items():
        if name in taken and not (t.op == "var" and t.params[0] == name):
            raise ValueError(f"named value {name!r} collides with a variable")

    counter = 0

    def fresh(prefix: str) -> str:
        nonlocal counter
        while True:
            counter += 1
            name = f"{prefix}{counter}"
            if name not in taken and name not in named:
                taken.add(name)
                return name

    decls = [f"(declare-const {quote(n)} {sort_smt(s)})" for n, s in var_sort.items()]
    body: list[str] = []
    text: dict[int, str] = {}
    depth: dict[int, int] = {}
    ufs: set[str] = set()

    for t in nodes:
        if t.op == "var":
            text[id(t)], depth[id(t)] = quote(t.params[0]), 0
            continue
        if t.op == "const":
            text[id(t)], depth[id(t)] = _literal(t), 0
            continue
        args = [text[id(a)] for a in t.args]
        if t.op == "fp_to_bits":
            # SMT-LIB has no fp -> bits: a fresh b with to_fp(b) = x (structural =, so exact unless x is NaN)
            f = t.args[0].sort.fmt
            b = fresh("%bits")
            decls.append(f"(declare-const {b} (_ BitVec {f.width}))")
            body.append(f"(assert (= ({_to_fp(f)} {b}) {args[0]}))")
            s = f"(ite (fp.isNaN {args[0]}) {_bv_literal(t.params[0], t.width)} {b})"
        else:
            head = _head(t)
            if head is None:
                raise ValueError(f"no SMT-LIB form for {t.op}")
            if t.op in _UNINTERPRETED:
                if head in var_sort or head in named:
                    raise ValueError(f"name {head!r} is reserved for the {t.op} function")
                if head not in ufs:
                    ufs.add(head)
                    decls.append(_declare_fun(t, head))
            s = f"({head} {' '.join(args)})"
        d = 1 + max((depth[id(a)] for a in t.args), default=0)
        if uses.get(id(t), 0) > 1 or d > _MAX_NEST:
            name = fresh("%t")
            body.append(f"(define-fun {name} () {sort_smt(t.sort)} {s})")
            s, d = name, 0
        text[id(t)], depth[id(t)] = s, d

    for name, t in named.items():
        if name in var_sort:
            continue
        decls.append(f"(declare-const {quote(name)} {sort_smt(t.sort)})")
        body.append(f"(assert (= {quote(name)} {text[id(t)]}))")
    body.extend(f"(assert {text[id(a)]})" for a in assertions)

    lines = [f"(set-logic {logic or choose_logic(nodes)})", *decls, *body, "(check-sat)", ""]
    return "\n".join(lines)


# ----------------------------------------------------------------------------- solving
Value = int | bool | Fraction | None


@dataclass
class SolveResult:
    status: str  # "unsat" | "sat" | "unknown"
    solver: str
    seconds: float
    model: dict[str, Value] = field(default_factory=dict)
    reason: str = ""


class SolverDisagreement(RuntimeError):
    """Two solvers gave opposite definitive answers on one script: a solver or printer bug."""


def _nan_bits(ebits: int, sbits: int) -> int:
    """The canonical pattern reported for the one SMT NaN (equiv.ieee.default_nan_bits)."""
    return ((1 << (ebits + 1)) - 1) << (sbits - 2)


def _ms(timeout_s: float) -> int:
    return max(1, int(timeout_s * 1000))


def _z3(script: str, timeout_s: float, want: Sequence[str], keep: list) -> tuple[str, dict, str]:
    import z3
    s = z3.Solver()
    keep.append(s)
    s.set("timeout", _ms(timeout_s))
    s.from_string(script)
    r = s.check()
    if r == z3.unsat:
        return "unsat", {}, ""
    if r != z3.sat:
        return "unknown", {}, s.reason_unknown()
    m = s.model()
    decls = {d.name(): d for d in m.decls() if d.arity() == 0}
    model: dict[str, Value] = {}
    for n in want:
        d = decls.get(n)
        model[n] = _z3_value(m, d()) if d is not None else _default_value(script, n)
    return "sat", model, ""


def _z3_value(m, c) -> Value:
    import z3
    v = m.eval(c, model_completion=True)
    if z3.is_bv_value(v):
        return v.as_long()
    if z3.is_true(v) or z3.is_false(v):
        return z3.is_true(v)
    if isinstance(v, z3.FPNumRef):
        if v.isNaN():
            return _nan_bits(v.ebits(), v.sbits())
        return m.eval(z3.fpToIEEEBV(c), model_completion=True).as_long()
    if z3.is_rational_value(v):
        return Fraction(v.numerator_as_long(), v.denominator_as_long())
    return None  # arrays, irrational algebraic numbers


def _default_value(script: str, name: str) -> Value:
    """z3 leaves constants no assertion mentions out of its model: any value works; report zero."""
    m = re.search(rf"\(declare-const {re.escape(quote(name))} (Bool|Real|\(_ (?:BitVec|FloatingPoint)) ", script)
    if m is None:
        return None
    return {"Bool": False, "Real": Fraction(0)}.get(m.group(1), 0)


def _cvc5(script: str, timeout_s: float, want: Sequence[str], keep: list) -> tuple[str, dict, str]:
    import cvc5
    tm = cvc5.TermManager()
    s = cvc5.Solver(tm)
    s.setOption("tlimit-per", str(_ms(timeout_s)))
    s.setOption("fp-exp", "true")  # without it cvc5 refuses every format but Float32/Float64
    if want:
        s.setOption("produce-models", "true")
    sm = cvc5.SymbolManager(tm)
    p = cvc5.InputParser(s, sm)
    keep.extend((tm, s, sm, p))
    p.setStringInput(cvc5.InputLanguage.SMT_LIB_2_6, script, "equiv")
    r = None
    while True:
        cmd = p.nextCommand()
        if cmd.isNull():
            break
        if cmd.getCommandName() == "check-sat":
            r = s.checkSat()
        else:
            cmd.invoke(s, sm)
    if r is None:
        return "unknown", {}, "no check-sat in script"
    if r.isUnsat():
        return "unsat", {}, ""
    if not r.isSat():
        return "unknown", {}, str(r.getUnknownExplanation())
    consts = {t.getSymbol(): t for t in sm.getDeclaredTerms() if not t.getSort().isFunction()}
    model = {n: (_cvc5_value(s.getValue(consts[n])) if n in consts else None) for n in want}
    return "sat", model, ""


def _cvc5_value(v) -> Value:
    if v.isBooleanValue():
        return v.getBooleanValue()
    if v.isBitVectorValue():
        return int(v.getBitVectorValue(2), 2)
    if v.isFloatingPointValue():
        e, sb, bits = v.getFloatingPointValue()
        return _nan_bits(e, sb) if v.isFloatingPointNaN() else int(bits.getBitVectorValue(2), 2)
    if v.isRealValue():
        return Fraction(v.getRealValue())
    return None


def _bitwuzla(script: str, timeout_s: float, want: Sequence[str], keep: list) -> tuple[str, dict, str]:
    import bitwuzla as bz
    tm = bz.TermManager()
    opts = bz.Options()
    opts.set(bz.Option.TIME_LIMIT_PER, _ms(timeout_s))
    if want:
        opts.set(bz.Option.PRODUCE_MODELS, True)
    p = bz.Parser(tm, opts)
    keep.extend((tm, p))
    p.parse(script, True, False)  # parse only: we run check-sat ourselves
    solver = p.bitwuzla()
    r = solver.check_sat()
    if r == bz.Result.UNSAT:
        return "unsat", {}, ""
    if r != bz.Result.SAT:
        return "unknown", {}, "bitwuzla: unknown (time limit or incomplete)"
    consts = {_unquote(f.symbol()): f for f in p.get_declared_funs() if not f.sort().is_fun()}
    model = {n: (_bitwuzla_value(solver.get_value(consts[n])) if n in consts else None) for n in want}
    return "sat", model, ""


def _bitwuzla_value(v) -> Value:
    s = v.sort()
    if s.is_bool():
        return bool(v.value())
    if s.is_bv():
        return int(v.value(2), 2)
    if s.is_fp():
        if v.is_fp_value_nan():
            return _nan_bits(s.fp_exp_size(), s.fp_sig_size())
        return int("".join(v.value(2)), 2)
    return None


_SOLVERS = {"bitwuzla": _bitwuzla, "z3": _z3, "cvc5": _cvc5}
_available: list[str] | None = None


def available_solvers() -> list[str]:
    """The solvers whose Python packages import here, in portfolio order."""
    global _available
    if _available is None:
        import importlib
        _available = []
        for name in _SOLVERS:
            try:
                importlib.import_module(name)
                _available.append(name)
            except Exception:
                pass
    return list(_available)


# cvc5 checks its time limits only between steps: bit-blasting f64 div/sqrt can run 30x past
# tlimit-per (and `tlimit` does not interrupt it at all).  So it runs in a child process that
# is killed at the deadline; bitwuzla and z3 stop on time in-process.
_ISOLATE_BY_DEFAULT = {"cvc5"}


def _grace(timeout_s: float) -> float:
    """How long past its own limit a solver process may run before it is killed."""
    return 0.5 + 0.1 * timeout_s


def solve(script: str, solver: str = "bitwuzla", timeout_s: float = 10.0,
          want: Sequence[str] = (), isolate: bool | None = None) -> SolveResult:
    """Run one solver on an SMT-LIB script.  Solver errors become status "unknown" with the reason.

    In this process (fast: no fork) unless `isolate`, whose default is on for solvers that overrun
    their time limits; an isolated solver is killed shortly after timeout_s."""
    if isolate is None:
        isolate = solver in _ISOLATE_BY_DEFAULT
    if isolate:
        return _race(script, [solver], timeout_s, want)
    return _solve_here(script, solver, timeout_s, want)


def _solve_here(script: str, solver: str, timeout_s: float, want: Sequence[str],
                keep: list | None = None) -> SolveResult:
    """`keep` receives the solver objects, so a child can answer before paying for their teardown."""
    t0 = time.perf_counter()
    try:
        fn = _SOLVERS[solver]
        status, model, reason = fn(script, timeout_s, list(want), [] if keep is None else keep)
    except Exception as e:  # a solver's parse or internal error is an answer, not a crash
        status, model, reason = "unknown", {}, f"{type(e).__name__}: {e}"
    return SolveResult(status, solver, time.perf_counter() - t0, model, reason)


def _check_agreement(answers: Sequence[SolveResult]) -> list[SolveResult]:
    """The definitive answers, which must all be the same."""
    definitive = [a for a in answers if a.status in ("sat", "unsat")]
    if len({a.status for a in definitive}) > 1:
        raise SolverDisagreement("; ".join(f"{a.solver}: {a.status}" for a in definitive))
    return definitive


@dataclass(frozen=True)
class Job:
    """One solver on one script; `trust_sat` False for a reading whose models are no counterexample (an
    abstraction): its sat is reported as unknown and does not end a race."""
    script: str
    solver: str
    trust_sat: bool = True


def _run_job(job: Job, timeout_s: float, want: Sequence[str], keep: list | None = None) -> SolveResult:
    res = _solve_here(job.script, job.solver, timeout_s, want, keep)
    if res.status == "sat" and not job.trust_sat:
        return SolveResult("unknown", res.solver, res.seconds, {}, "a model of a reading that is not the goal")
    return res


def _child(conn, job: Job, timeout_s: float, want: Sequence[str]) -> None:
    keep: list = []
    try:
        conn.send(_run_job(job, timeout_s, want, keep))
        conn.close()
    finally:
        os._exit(0)  # no teardown of solver state: the parent is waiting to join


def _race(script: str, names: Sequence[str], timeout_s: float, want: Sequence[str]) -> SolveResult:
    return race([Job(script, name) for name in names], timeout_s, want)


def race(jobs: Sequence[Job], timeout_s: float, want: Sequence[str] = ()) -> SolveResult:
    """Run each job in a forked child; the first definitive answer wins and the rest are killed."""
    if mp.current_process().daemon:  # daemonic processes may not have children: take turns here
        answers = []
        for job in jobs:
            answers.append(_run_job(job, timeout_s, want))
            if answers[-1].status != "unknown":
                return answers[-1]
        return answers[0] if len(answers) == 1 else _no_answer(answers, 0.0)
    t0 = time.perf_counter()
    ctx = mp.get_context("fork")
    running = {}
    procs = []
    for job in jobs:
        recv, send = ctx.Pipe(duplex=False)
        p = ctx.Process(target=_child, args=(send, job, timeout_s, list(want)), daemon=True)
        p.start()
        send.close()
        running[recv] = (job.solver, p)
        procs.append(p)
    answers: list[SolveResult] = []
    deadline = t0 + timeout_s + _grace(timeout_s)
    try:
        while running and not any(a.status != "unknown" for a in answers):
            ready = _wait_conns(list(running), timeout=max(0.0, deadline - time.perf_counter()))
            if not ready:
                break
            for conn in ready:
                name, _ = running.pop(conn)
                try:
                    answers.append(conn.recv())
                except (EOFError, OSError) as e:
                    answers.append(SolveResult("unknown", name, time.perf_counter() - t0, {}, f"process died: {e!r}"))
                conn.close()
    finally:
        for conn, (_, p) in running.items():
            p.kill()
            conn.close()
        for p in procs:
            p.join()
    late = f"killed after {timeout_s}s (overran its limit)"
    answers += [SolveResult("unknown", name, time.perf_counter() - t0, {}, late) for name, _ in running.values()]
    definitive = _check_agreement(answers)
    if definitive:
        return definitive[0]
    if len(answers) == 1:
        return answers[0]
    return _no_answer(answers, time.perf_counter() - t0)


def _no_answer(answers: Sequence[SolveResult], seconds: float) -> SolveResult:
    reasons = "; ".join(f"{a.solver}: {a.reason}" for a in answers)
    return SolveResult("unknown", "portfolio", seconds, {}, reasons)


def solve_portfolio(script: str, solvers: Sequence[str] = ("bitwuzla", "z3", "cvc5"),
                    timeout_s: float = 10.0, want: Sequence[str] = ()) -> SolveResult:
    """First definitive answer of solvers racing in forked processes; the rest are killed.

    Raises SolverDisagreement when two answers that both arrived contradict each other."""
    names = [s for s in solvers if s in available_solvers()]
    if not names:
        return SolveResult("unknown", "portfolio", 0.0, {}, f"none of {list(solvers)} is available")
    return _race(script, names, timeout_s, want)
