"""ptxas's IEEE slow-path subroutines, read by the term their code computes.

A CALL's subroutine (semantics/isa/sass/subroutine.py) runs on inputs named `in:R<k>` (registers) and
`in:c<offset>` (kernel parameters it reads from the constant bank), with its path merges folded where no
path takes them (semantics/merges.py).  Register allocation, scheduling and the moves before the RET differ
from kernel to kernel; the term a register holds at the RET does not.  Where that term, its one or two
operand inputs named in order and the body's undocumented choices merged, has the structural key of one of
the terms ptxas's slow paths compute (`ieee_slowpaths.py`, generated from real nvcc output by
tools/regen_ieee_slowpaths.py), the subroutine is that slow path.
"""
from __future__ import annotations

import functools
import itertools
from dataclasses import dataclass

from equiv import terms as T
from equiv.terms import Term
from semantics.errors import InputError, Unsupported
from semantics.isa.sass.ieee_slowpaths import SLOW_PATHS
from semantics.isa.sass.parser import Const, Reg
from semantics.isa.sass.subroutine import Body
from semantics.merges import fold_tautologies, prune_merges


@dataclass(frozen=True)
class SlowPath:
    """A subroutine read as ptxas's slow path for fn."""

    fn: str
    # dividend, divisor / the operand: a register, a kernel parameter, or the bits of a literal ptxas
    # specialised the subroutine to (semantics/isa/sass/constant_division.py)
    operands: tuple[Reg | Const | Term, ...]
    results: tuple[Reg, ...]  # the registers holding the result at the RET
    changed: tuple[tuple[str, int], ...]  # ("R" | "UR" | "P" | "UP", index) of everything the body changes
    ret: Term  # the return register's value at the RET, over the inputs


@functools.cache
def _body_machine() -> type:
    """A ThreadState whose kernel parameters (constant bank 0) are inputs `in:c<offset>` as well."""
    from semantics.simt import ThreadState

    class BodyThread(ThreadState):
        settles = False

        def _const(self, op, width: int) -> Term:
            if op.bank != 0 or op.reg is not None or width != 32:
                raise Unsupported(f"constant-bank read {op!r} in a subroutine", self.where())
            return T.var(f"in:c{op.offset:#x}", T.BV(32))
    return BodyThread


def input_operand(name: str) -> Reg | Const:
    """The operand an input name (`in:R5`, `in:c0x224`) stands for."""
    return Const(0, int(name[4:], 16)) if name.startswith("in:c") else Reg(False, int(name[4:]))


def run_body(env, body: Body, preset: dict[int, Term] | None = None) -> tuple[dict[tuple[str, int], Term], Term]:
    """What the body changes (register or predicate -> its value at the RET) and the return register's
    value there, as terms over the body's inputs `in:R<k>` / `in:P<k>` / `in:c<offset>`; registers in
    `preset` start with the value given instead."""
    from semantics.isa.sass.table import SASS
    from semantics.simt import execute
    st = _body_machine()(env)
    st.fresh_prefix = "in:"
    for index, value in (preset or {}).items():
        st.regs[(False, index)] = value
    execute(body.instructions, env, SASS, st)
    changed, memo = {}, {}
    for kind, values in (("R", st.regs), ("P", st.preds)):
        for (uniform, index), v in values.items():
            name = ("U" if uniform else "") + kind
            if not (v.op == "var" and v.params[0] == f"in:{name}{index}"):
                changed[(name, index)] = prune_merges(fold_tautologies(v, memo), [])
    return changed, fold_tautologies(st._raw_reg(False, body.return_register.index), memo)


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


def read_slow_path(env, body: Body, literals: tuple[tuple[int, int], ...] = ()) -> SlowPath | None:
    """The body as one of ptxas's slow paths (module doc), or None.  `literals` are the (operand position,
    f32 bits) of the literal operands of the divisions the caller checked: a body without a key of its own
    may be the general division specialised to one of them (semantics/isa/sass/constant_division.py)."""
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
    if not found:
        from semantics.isa.sass.constant_division import read_specialised_division  # it runs bodies here
        for position, bits in literals:
            match = read_specialised_division(env, body, changed, position, bits)
            if match is not None:
                return SlowPath("div", *match, tuple(sorted(changed)), ret)
        return None
    if len({(fn, order) for _, fn, order in found}) != 1:
        return None
    _, fn, order = found[0]
    return SlowPath(fn, tuple(input_operand(n) for n in order), tuple(Reg(False, i) for i, _, _ in found),
                    tuple(sorted(changed)), ret)
