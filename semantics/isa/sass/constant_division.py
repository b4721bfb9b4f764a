"""ptxas's IEEE f32 division with a literal operand (`x / 3.0f`, `6.0f / x`): its slow-path subroutine,
specialised to the constant, read as the general one.

Where one operand of `div.rn.f32` is a literal, ptxas specialises the subroutine it calls when FCHK fails:
the constant is moved into a register inside the body, and tests and scalings of it are folded or kept
as ptxas sees fit, so the body's term has no structural key of its own (slowpath.py).  Such a body is
read as the general subroutine (one of `GENERAL_DIVISIONS`, kept by tools/regen_ieee_slowpaths.py from
real nvcc output) run with the same literal, once a solver shows that the two compute the same value for
every value of the other operand:

- both bodies run through the SASS definitions, the general one with the literal preset in its operand's
  register;
- the other operand x is split by its exponent field (256 cases, sign and mantissa symbolic): with the
  exponent known, the two bodies' special-case tests fold, and for all but the zero/subnormal and
  Inf/NaN exponents the two terms are the same term;
- a case whose terms differ goes to a solver, first with every f32 operation on a MUFU result read as an
  uninterpreted function of its arguments (equal arguments give equal values, nothing else is claimed, so
  unsat is a proof for the real operations too; fast, but blind to ranges ptxas relied on when it
  specialised), then with the operations' IEEE meaning; MUFU stays uninterpreted in both, so the match
  holds whatever value MUFU returns;
- every other input of either body (registers a path leaves unwritten, undocumented choices) is its own
  variable, so the equality must hold whatever they hold.

A cheap filter runs first: the candidate register and the general result must agree on sample operands
(MUFU given its stand-in value).  The fast path with a literal divisor is ieee_lowering's business.
"""
from __future__ import annotations

import functools

import numpy as np

from equiv import smt
from equiv import terms as T
from equiv.evaluate import evaluate
from equiv.terms import Term
from semantics.errors import InputError, Unsupported
from semantics.isa.sass.ieee_slowpaths import GENERAL_DIVISIONS
from semantics.isa.sass.parser import Reg, parse_sass
from semantics.isa.sass.slowpath import run_body
from semantics.isa.sass.subroutine import Body, body_at

_ARITHMETIC = frozenset(("ffma", "fmul", "fadd", "fdiv", "fsqrt", "fround"))
_SOLVER_SECONDS = 10.0
# ptxas's specialised subroutines differ from the general one for the zero/subnormal and Inf/NaN exponents
# only; a body differing for more is not worth the solver's time (it stays unread: verdict unknown)
_MAX_SOLVED_EXPONENTS = 8
# operand bits the filter tries: zeros, normals of both signs and several scales, subnormals, extremes, inf, NaN
_SAMPLES = np.array([0x00000000, 0x80000000, 0x3F800000, 0xC0200000, 0x42F6E979, 0x7F61B1E6, 0x00400000,
                     0x80012345, 0x00800000, 0x7F7FFFFF, 0x7F800000, 0xFF800000, 0x7FC00000, 0x1E3CE508,
                     0xA2000001, 0x5F000000], dtype=np.uint64)


@functools.cache
def _general_bodies() -> tuple[tuple[int, int, int, Body], ...]:
    """(dividend register, divisor register, result register, body) of each general division subroutine."""
    out = []
    for dividend, divisor, result, lines in GENERAL_DIVISIONS.values():
        code = parse_sass("\tFunction : general\n" + "".join(f"{line} ;\n" for line in lines))[0].instructions
        out.append((dividend, divisor, result, body_at(code, code[0].addr)))
    return tuple(out)


def _inputs(v: Term) -> list[str]:
    return sorted({t.params[0] for t in T.free_vars([v]) if t.params[0].startswith("in:R")})


def _named(v: Term, operand: str, side: str) -> Term:
    """v with the operand input named `x` and every other variable named apart by side."""
    return T.substitute(v, {id(t): T.var("x" if t.params[0] == operand else f"{side}:{t.params[0]}", t.sort)
                            for t in T.free_vars([v])})


def _agree_on_samples(a: Term, b: Term) -> bool:
    env = {}
    for t in T.free_vars([a, b]):
        if t.params[0] == "x":
            env["x"] = _SAMPLES
        else:
            env[t.params[0]] = np.zeros(len(_SAMPLES), dtype=bool if t.sort == T.BOOL else np.uint64)
    got_a, got_b = evaluate([a, b], env, len(_SAMPLES))
    return bool(np.all(np.broadcast_to(got_a, _SAMPLES.shape) == np.broadcast_to(got_b, _SAMPLES.shape)))


def _uninterpreted(t: Term) -> Term:
    """t with every f32 arithmetic operation on a MUFU result an uninterpreted function of its (rewritten)
    arguments; the others (scalings of the operand) keep their meaning."""
    out: dict[int, Term] = {}
    approximate: set[int] = set()
    for u in T.postorder([t]):
        args = tuple(out[id(a)] for a in u.args)
        if u.op == "fapprox" or any(id(a) in approximate for a in u.args):
            approximate.add(id(u))
        if u.op in _ARITHMETIC and id(u) in approximate:
            out[id(u)] = T.mk("sumfun", u.sort, args, (".".join(("fp", u.op, *map(str, u.params))),))
        else:
            out[id(u)] = u if all(x is y for x, y in zip(args, u.args)) else T.rebuild(u, args)
    return out[id(t)]


def _same_value(a: Term, b: Term) -> bool:
    """A solver shows a == b for every value of the operand x and of every other input (module doc), one
    value of x's exponent field at a time."""
    (x,) = [t for t in T.free_vars([a, b]) if t.params[0] == "x"]
    sign, mantissa = T.var("x.sign", T.BV(1)), T.var("x.mantissa", T.BV(23))
    differing = []
    for exponent in range(256):
        bits = T.concat(sign, T.concat(T.bv(exponent, 8), mantissa))
        a_e, b_e = T.substitute(a, {id(x): bits}), T.substitute(b, {id(x): bits})
        if a_e is not b_e:
            differing.append((a_e, b_e))
            if len(differing) > _MAX_SOLVED_EXPONENTS:
                return False
    return all(_unsat(_uninterpreted(a_e), _uninterpreted(b_e)) or _unsat(a_e, b_e) for a_e, b_e in differing)


def _unsat(a: Term, b: Term) -> bool:
    return smt.solve(smt.to_smtlib([T.not_(T.eq(a, b))]), "bitwuzla", _SOLVER_SECONDS).status == "unsat"


# matches already made, by arch, literal and the body's code: a Session or a test run meets one subroutine
# in many kernels and forms, and the match costs a few seconds
_MATCHES: dict[tuple, tuple | None] = {}
_MAX_REMEMBERED = 256


def read_specialised_division(env, body: Body, changed: dict, position: int, bits: int
                              ) -> tuple[tuple[Reg | Term, ...], tuple[Reg, ...]] | None:
    """The body, whose run gave `changed`, as the general division with operand `position` (0 dividend,
    1 divisor) the f32 literal `bits`: (the operands, the registers holding the quotient), or None."""
    key = (env.arch.name, position, bits, tuple((ins.addr, ins.text) for ins in body.instructions))
    if key not in _MATCHES:
        if len(_MATCHES) >= _MAX_REMEMBERED:
            _MATCHES.clear()
        _MATCHES[key] = _match(env, body, changed, position, bits)
    return _MATCHES[key]


def _match(env, body: Body, changed: dict, position: int, bits: int):
    literal = T.bv(bits, 32)
    for dividend, divisor, result, general in _general_bodies():
        constant_reg, operand_reg = (dividend, divisor) if position == 0 else (divisor, dividend)
        try:
            general_changed, _ = run_body(env, general, {constant_reg: literal})
        except (Unsupported, InputError):
            continue
        want = _named(general_changed[("R", result)], f"in:R{operand_reg}", "general")
        found: dict[str, list[int]] = {}
        for (file, index), v in changed.items():
            for operand in _inputs(v) if file == "R" else ():
                got = _named(v, operand, "body")
                if _agree_on_samples(want, got) and _same_value(want, got):
                    found.setdefault(operand, []).append(index)
        if len(found) == 1:
            ((operand, results),) = found.items()
            register = Reg(False, int(operand[4:]))
            operands = (literal, register) if position == 0 else (register, literal)
            return operands, tuple(Reg(False, i) for i in results)
    return None

