"""ptxas's lowering of IEEE f32 division, reciprocal and square root (nvcc's default `a / b`,
`1.0f / x`, `sqrtf(x)`): FCHK, CALL, and the fast paths read as the operation they implement.

PTX documents div.rn.f32, rcp.rn.f32 and sqrt.rn.f32 as correctly rounded.  ptxas implements
each as a fast path (MUFU.RCP or MUFU.RSQ refined by FFMAs) where a check says it is accurate
and a slow-path subroutine otherwise.  MUFU's bits and FCHK are not documented, so no proof can
show the fast path right; equiv reads ptxas's own code as the operation, lists that reading as an
assumption in the verdict and certificate, and recognizes the code exactly:

- `FCHK P, a, b` leaves P open (`undef:fchk@addr`): the program is read for both outcomes.
- A fast path is recognized as the very term its instructions compute (the SASS definitions run on
  ptxas's sequence, `_TEMPLATES`, over the same operands).  It becomes "the correctly rounded result
  where ptxas takes the fast path, an unspecified value elsewhere": for division, where FCHK clears
  P for the same operands; for the reciprocal, where x's biased exponent is in [1, 252]; for the
  square root, where x is in [2^-101, FLT_MAX] (the integer tests ptxas branches on before them).
- A CALL runs its subroutine (semantics/isa/sass/subroutine.py) on inputs named `in:R<k>`.  Where a
  register's resulting term, with its one or two inputs named in order and the body's undocumented
  choices merged, is one of the terms ptxas's slow paths compute (`ieee_slowpaths.py`: their structural
  keys, generated from real nvcc output by tools/regen_ieee_slowpaths.py), the call writes the correctly
  rounded result there and an unspecified value into every other register and predicate it changes.
  Register allocation, scheduling and the moves before the RET differ from kernel to kernel; the term
  does not.

Anything else stays as it is: a fast path that differs in one operand or constant keeps its MUFU
(refused under `exact`), a check of other operands leaves the fast path unrecognized, and a CALL
of other code is refused.
"""
from __future__ import annotations

import functools
import itertools
from dataclasses import dataclass, field

from equiv import terms as T
from equiv.terms import F32, Term
from semantics.isa.common import undefined
from semantics.isa.sass.ieee_slowpaths import SLOW_PATHS
from semantics.isa.sass.instructions import Mods, Reg, dest_pred, float_src, operands, to_bits, unsupported
from semantics.errors import InputError, Unsupported
from semantics.isa.sass.parser import Const, FImm, Pred, Target, parse_sass
from semantics.isa.sass.subroutine import Body, body_at
from semantics.isa.sass.table import SASS

_WHAT = {
    "div": ("IEEE f32 division (a / b, div.rn.f32)", "FCHK passes"),
    "rcp": ("IEEE f32 reciprocal (1.0f / x, rcp.rn.f32)", "x's biased exponent is in [1, 252]"),
    "sqrt": ("IEEE f32 square root (sqrtf, sqrt.rn.f32)", "x is in [2^-101, FLT_MAX]"),
}


def assumption(fn: str) -> str:
    what, where = _WHAT[fn]
    return (f"ptxas's {what} read as correctly rounded: its MUFU fast path where {where} (ptxas's own test), "
            "its slow-path subroutine elsewhere (MUFU's bits and FCHK are not documented)")


def _exact(fn: str, xs: list[Term]) -> Term:
    if fn == "div":
        return T.fdiv("RNE", xs[0], xs[1])
    if fn == "rcp":
        return T.fdiv("RNE", T.fp_const(F32, 1.0), xs[0])
    return T.fsqrt("RNE", xs[0])


def _fast_domain(fn: str, x: Term) -> Term:
    """Where ptxas takes the reciprocal's and square root's fast paths (biased exponent 1..252; 2^-101 <= x
    <= FLT_MAX: its branches on the operand's bits, restated over the value)."""
    if fn == "rcp":
        return T.and_(T.not_(T.fiszero(x)), T.not_(T.fissubnormal(x)), T.flt(T.fabs(x), T.fp_const(F32, 2.0 ** 126)))
    return T.and_(T.fle(T.fp_const(F32, 2.0 ** -101), x), T.flt(x, T.fp_const(F32, float("inf"))))


# ptxas's fast paths (nvcc 13, sm_80/sm_90/sm_100, tools/ieee_slowpaths.cu): operands in R0 (and R3,
# the divisor), the result in the last register written.  The order of a product's factors and where a
# negation sits do not matter: the definitions build the same term.
_TEMPLATES = {
    "div": ("MUFU.RCP R8, R3", "FFMA R9, -R3, R8, 1", "FFMA R9, R8, R9, R8", "FFMA R8, R0, R9, RZ",
            "FFMA R10, -R3, R8, R0", "FFMA R9, R9, R10, R8"),
    "rcp": ("MUFU.RCP R7, R0", "FFMA R2, R0, R7, -1", "FADD.FTZ R2, -R2, -RZ", "FFMA R7, R7, R2, R7"),
    "sqrt": ("MUFU.RSQ R7, R0", "FMUL.FTZ R3, R0, R7", "FMUL.FTZ R7, R7, 0.5", "FFMA R0, -R3, R3, R0",
             "FFMA R7, R0, R7, R3"),
}
_APPROX_OF = {"rcp": "rcp", "sqrt": "rsq"}
_FTZ_CHOICE = "undef:ftz@"


@dataclass(frozen=True)
class SlowPath:
    """A subroutine read as ptxas's slow path for fn."""

    fn: str
    operands: tuple[Reg | Const, ...]  # dividend, divisor / the operand (a register or a kernel parameter)
    results: tuple[Reg, ...]  # the registers holding the result at the RET
    changed: tuple[tuple[str, int], ...]  # ("R" | "UR" | "P" | "UP", index) of everything the body changes
    ret: Term  # the return register's value at the RET, over the inputs


@dataclass
class IeeeLowering:
    """What one run of a SASS function knows of ptxas's IEEE lowering: its code (for CALL targets), the
    FCHKs executed, and the readings used (the verdict's assumptions)."""

    code: tuple
    checks: dict = field(default_factory=dict)  # (id a, id b) -> (a, b, the FCHK's open predicate)
    assumed: set = field(default_factory=set)
    _templates: dict = field(default_factory=dict)
    _slow_paths: dict = field(default_factory=dict)

    def slow_path(self, env, entry: int) -> SlowPath | None:
        if entry not in self._slow_paths:
            body = body_at(self.code, entry)
            self._slow_paths[entry] = None if body is None else read_slow_path(env, body)
        return self._slow_paths[entry]

    def template(self, machine, fn: str, xs: tuple[Term, ...]) -> Term:
        """The bits ptxas's fast path for fn computes from operands xs, by the SASS definitions."""
        key = (fn,) + tuple(id(x) for x in xs)
        hit = self._templates.get(key)
        if hit is None or any(x is not y for x, y in zip(hit[0], xs)):  # ids are reused once a term is freed
            hit = (xs, _run_template(machine, fn, xs))
            self._templates[key] = hit
        return hit[1]


def _bits(x: Term) -> Term:
    return x.args[0] if x.op == "fp_from_bits" else T.fp_to_bits(x, 0x7FFFFFFF)


def _run_template(machine, fn: str, xs: tuple[Term, ...]) -> Term:
    from semantics.simt import ThreadState
    text = "\tFunction : template\n" + "".join(f"/*{16 * i:04x}*/ {line} ;\n" for i, line in enumerate(_TEMPLATES[fn]))
    scratch = ThreadState(machine.env)
    scratch.settles_ieee = False
    for reg, x in zip((0, 3), xs):
        scratch.regs[(False, reg)] = _bits(x)
    code = parse_sass(text)[0].instructions
    for ins in code:
        scratch.ins, scratch.guard = ins, T.true()
        SASS.lookup(ins.opcode, ins.mods, "template").fn(scratch, ins)
    return _same_choices(scratch.regs[(False, code[-1].operands[0].index)])


def _same_choices(t: Term) -> Term:
    """t with every FTZ tininess choice near its root renamed to one: fast paths are recognized whatever the
    instructions' addresses (on their domains the choice never matters: the products are normal)."""
    found, stack = {}, [(t, 0)]
    while stack:
        u, depth = stack.pop()
        if u.op == "var" and u.params[0].startswith(_FTZ_CHOICE):
            found[id(u)] = T.var(_FTZ_CHOICE + "*", u.sort)
        elif depth < 8:
            stack.extend((a, depth + 1) for a in u.args)
    return T.substitute(t, found) if found else t


def _approximations_near(t: Term, depth: int = 6) -> list[Term]:
    """The fapprox nodes within `depth` edges of t (breadth first: each node at its least depth)."""
    out, level, seen = [], [t], {id(t)}
    for _ in range(depth + 1):
        nxt = []
        for u in level:
            if u.op == "fapprox":
                out.append(u)
                continue
            for a in u.args:
                if id(a) not in seen:
                    seen.add(id(a))
                    nxt.append(a)
        level = nxt
    return out


def _open_result(addr: int, fn: str, x: Term) -> Term:
    """The bits of the correctly rounded result; a NaN is the canonical one, as every f32 instruction the
    lowering computes NaNs with (FADD, FFMA, MUFU) writes it."""
    return to_bits(x)


def settle(machine, value: Term) -> Term:
    """`value`, the bits an FFMA writes, with ptxas's fast path read as the operation (module doc)."""
    if value.op != "fp_to_bits" or value.args[0].op != "ffma":
        return value
    low: IeeeLowering = machine.env.ieee
    addr = machine.ins.addr
    for approx in _approximations_near(value):
        fn_hw, x = approx.params[0], approx.args[0]
        if fn_hw == "rcp":
            for a, b, f in list(low.checks.values()):
                if b is x and low.template(machine, "div", (a, b)) is _same_choices(value):
                    low.assumed.add(assumption("div"))
                    exact = _open_result(addr, "div", _exact("div", [a, b]))
                    return T.ite(f, undefined(addr, "fast.div", T.BV(32)), exact)
        for fn in ("rcp", "sqrt"):
            if fn_hw == _APPROX_OF[fn] and low.template(machine, fn, (x,)) is _same_choices(value):
                low.assumed.add(assumption(fn))
                return T.ite(_fast_domain(fn, x), _open_result(addr, fn, _exact(fn, [x])),
                             undefined(addr, f"fast.{fn}", T.BV(32)))
    return value


# ----------------------------------------------------------------------------- FCHK, CALL
@SASS.define("FCHK")
def fchk(m, ins):
    """FCHK Pd, a, b: whether ptxas's division fast path is accurate for a / b.  Not documented, so Pd is
    left open; the division's fast path for the same a and b is read with it (module doc)."""
    Mods(m, ins).done()
    d, a_op, b_op = operands(m, ins, 3)
    for op in (a_op, b_op):
        if isinstance(op, FImm) or isinstance(op, (Reg, Const)) and not (op.neg or op.abs or op.bitnot):
            continue
        raise unsupported(m, ins, f"operand {op!r}")
    a, b = float_src(m, ins, a_op), float_src(m, ins, b_op)
    f = undefined(ins.addr, "fchk", T.BOOL)
    low: IeeeLowering | None = getattr(getattr(m, "env", None), "ieee", None)
    if low is not None:
        low.checks[(id(a), id(b))] = (a, b, f)
        _settle_registers(m, low, a, b, f)
    m.write_pred(dest_pred(m, ins, d), f)


def _settle_registers(m, low: IeeeLowering, a: Term, b: Term, f: Term) -> None:
    """A division fast path completed before its FCHK (a schedule ptxas may choose) is read now."""
    fast = low.template(m, "div", (a, b))
    read = T.ite(f, undefined(m.ins.addr, "fast.div", T.BV(32)), _open_result(m.ins.addr, "div", _exact("div", [a, b])))
    for key, v in list(m.regs.items()):
        settled = T.substitute(v, {id(fast): read})
        if settled is not v:
            low.assumed.add(assumption("div"))
            m.regs[key] = settled


@functools.cache
def _body_machine() -> type:
    """A ThreadState whose kernel parameters (constant bank 0) are inputs `in:c<offset>` as well."""
    from semantics.simt import ThreadState

    class BodyThread(ThreadState):
        settles_ieee = False

        def _const(self, op, width: int) -> Term:
            if op.bank != 0 or op.reg is not None or width != 32:
                raise Unsupported(f"constant-bank read {op!r} in a subroutine", self.where())
            return T.var(f"in:c{op.offset:#x}", T.BV(32))
    return BodyThread


def _input(name: str) -> Reg | Const:
    """The operand an input name (`in:R5`, `in:c0x224`) stands for."""
    return Const(0, int(name[4:], 16)) if name.startswith("in:c") else Reg(False, int(name[4:]))


def run_body(env, body: Body) -> tuple[dict[tuple[str, int], Term], Term]:
    """What the body changes (register or predicate -> its value at the RET) and the return register's
    value there, as terms over the body's inputs `in:R<k>` / `in:P<k>` / `in:c<offset>`."""
    from semantics.simt import execute
    st = _body_machine()(env)
    st.fresh_prefix = "in:"
    execute(body.instructions, env, SASS, st)
    changed, memo = {}, {}
    for kind, values in (("R", st.regs), ("P", st.preds)):
        for (uniform, index), v in values.items():
            name = ("U" if uniform else "") + kind
            if not (v.op == "var" and v.params[0] == f"in:{name}{index}"):
                changed[(name, index)] = prune_merges(_fold_merges(v, memo), [])
    return changed, _fold_merges(st._raw_reg(False, body.return_register.index), memo)


_CONNECTIVES = ("and", "or", "not", "xor")


def _fold_merges(v: Term, memo: dict) -> Term:
    """v with every ite whose condition is a propositional tautology (or contradiction) replaced by its branch.

    Paths that merge again leave conditions such as (a and not b) or (a and b) or not a, which need not fold
    to true as terms: a register the body writes on every path then still shows its stale input.  Checked
    over the atoms (the non-connective subterms) as propositional variables, so only a tautology folds."""
    hit = memo.get(id(v))
    if hit is not None:
        return hit
    if v.op == "ite":
        known = _propositional(v.args[0])
        out = _fold_merges(v.args[1] if known else v.args[2], memo) if known is not None else \
            T.rebuild(v, tuple(_fold_merges(a, memo) for a in v.args))
    else:
        out = T.rebuild(v, tuple(_fold_merges(a, memo) for a in v.args)) if v.args else v
    memo[id(v)] = out
    return out


def _propositional(c: Term) -> bool | None:
    """True (False) if c holds (fails) for every truth assignment to its atoms; None otherwise."""
    if not _satisfiable([T.not_(c)]):
        return True
    return False if not _satisfiable([c]) else None


def _satisfiable(conditions: list[Term]) -> bool:
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


def prune_merges(v: Term, context: list[Term]) -> Term:
    """v with the branches of its path merges (ite on bits) that cannot be taken where `context` holds
    removed: after a fast path and a slow path join, a register still shows the value it had before the
    branch, on no path (the paths' conditions cover everything only propositionally)."""
    if v.op in ("extract", "concat"):  # a byte or word of the merged value (a store into flat memory)
        return T.rebuild(v, tuple(prune_merges(a, context) for a in v.args))
    if v.op != "ite" or v.sort.kind != "bv":
        return v
    c = v.args[0]
    if not _satisfiable(context + [c]):
        return prune_merges(v.args[2], context)
    if not _satisfiable(context + [T.not_(c)]):
        return prune_merges(v.args[1], context)
    return T.ite(c, prune_merges(v.args[1], context + [c]), prune_merges(v.args[2], context + [T.not_(c)]))


def settle_accesses(meaning) -> None:
    """Prune the path merges of the values a run that read ptxas's lowering stores (`prune_merges`)."""
    for access in meaning.accesses:
        access.values = [prune_merges(x, [access.guard]) for x in access.values]


def structural_key(v: Term, inputs: tuple[str, ...]) -> int:
    """v's structural key with the given inputs named x0, x1, ... in order, every other input named alike
    and every undocumented choice (`undef:what@addr`) named by its kind alone.

    The other inputs are what a register kept on paths that do not write it: the executor merges paths by
    their conditions, which need not fold to true where every path writes.  Naming them alike keeps the
    key independent of register allocation; a body with this key has them exactly where ptxas's has."""
    mapping = {}
    for t in T.free_vars([v]):
        name = t.params[0]
        if name in inputs:
            mapping[id(t)] = T.var(f"x{inputs.index(name)}", t.sort)
        else:
            mapping[id(t)] = T.var(name.split("@")[0] if name.startswith("undef:") else "in:other", t.sort)
    return T.substitute(v, mapping).key


def read_slow_path(env, body: Body) -> SlowPath | None:
    """The body as one of ptxas's slow paths (module doc), or None."""
    try:
        changed, ret = run_body(env, body)
    except (Unsupported, InputError):
        return None
    found = []
    for (file, index), v in changed.items():
        inputs = sorted({t.params[0] for t in T.free_vars([v]) if t.params[0][:4] in ("in:R", "in:c")})
        orders = itertools.chain(itertools.permutations(inputs, 1), itertools.permutations(inputs, 2))
        for order in orders if file == "R" and len(inputs) <= 8 else ():
            fn = SLOW_PATHS.get(structural_key(v, order))
            if fn is not None and len(order) == (2 if fn == "div" else 1):
                found.append((index, fn, order))
    if not found or len({(fn, order) for _, fn, order in found}) != 1:
        return None
    _, fn, order = found[0]
    return SlowPath(fn, tuple(_input(n) for n in order), tuple(Reg(False, i) for i, _, _ in found),
                    tuple(sorted(changed)), ret)


@SASS.define("CALL", mods=("REL", "NOINC"))
def call(m, ins):
    """CALL.REL.NOINC target: runs the subroutine at target and returns to the next instruction.  Only
    ptxas's IEEE slow paths are known (module doc): the call writes their correctly rounded result and
    leaves every other register and predicate they change unspecified."""
    mo = Mods(m, ins)
    if not (mo.flag("REL") and mo.flag("NOINC")):
        raise unsupported(m, ins, "a call other than CALL.REL.NOINC")
    mo.done()
    (target,) = operands(m, ins, 1)
    low: IeeeLowering | None = getattr(getattr(m, "env", None), "ieee", None)
    found = low.slow_path(m.env, target.addr) if low is not None and isinstance(target, Target) else None
    if found is None:
        raise unsupported(m, ins, "a subroutine that is not one of ptxas's IEEE division, reciprocal or square "
                                  "root slow paths")
    back = found.ret
    if back.op == "var" and back.params[0].startswith("in:R"):
        back = m.read(Reg(False, int(back.params[0][4:])))
    if not (back.op == "const" and back.value == ins.addr + 16):
        raise unsupported(m, ins, "a return address other than the next instruction")
    xs = [T.fp_from_bits(F32, m.read(r)) for r in found.operands]
    value = _open_result(ins.addr, found.fn, _exact(found.fn, xs))
    for file, index in found.changed:
        if file in ("R", "UR"):
            m.write(Reg(file == "UR", index), undefined(ins.addr, f"call.{file}{index}", T.BV(32)))
        else:
            m.write_pred(Pred(file == "UP", index), undefined(ins.addr, f"call.{file}{index}", T.BOOL))
    for r in found.results:
        m.write(r, value)
    low.assumed.add(assumption(found.fn))
