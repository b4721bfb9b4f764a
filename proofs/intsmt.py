"""Bit-vector goals as exact integer arithmetic, for nonlinear index math.

Bounds such as `row*m + col < n*m` (2-D indexing with symbolic sizes) defeat
bit-blasting: the multipliers are too large.  Over the integers, z3's
nonlinear arithmetic proves them at once.  The translation is exact, not an
approximation: every w-bit value is its unsigned integer in [0, 2**w), every
wrapping operation is taken `mod 2**w`, so an unsat answer here is an unsat
answer for the bit-vector goal.
"""
from __future__ import annotations

from equiv import terms as T
from equiv.smt import quote
from equiv.terms import Term

SUPPORTED = {"var", "const", "not", "and", "or", "ite", "eq", "add", "mul", "extract", "zext", "sext", "concat",
             "ult", "ule", "slt", "sle", "udiv", "urem", "sdiv", "srem"}


def applicable(goal: Term) -> bool:
    """Pure bit-vector and Boolean structure with at least one product of two unknowns, or a division by
    an unknown (a divider circuit defeats bit-blasting as a multiplier does)."""
    nodes = T.postorder([goal])
    if any(t.op not in SUPPORTED or t.sort.kind not in ("bool", "bv") for t in nodes):
        return False
    return any(t.op == "mul" and sum(a.op != "const" for a in t.args) >= 2
               or t.op in ("udiv", "urem", "sdiv", "srem") and t.args[1].op != "const" for t in nodes)


def to_int_smtlib(goal: Term) -> str:
    text: dict[int, str] = {}
    defs: list[str] = []
    decls: list[str] = []
    ranges: list[str] = []
    counter = 0
    for t in T.postorder([goal]):
        s = _node(t, [text[id(a)] for a in t.args], decls, ranges)
        if t.args:
            counter += 1
            name = f"%i{counter}"
            defs.append(f"(define-fun {name} () {'Bool' if t.sort.kind == 'bool' else 'Int'} {s})")
            s = name
        text[id(t)] = s
    lines = ["(set-logic ALL)", *decls, *defs, *[f"(assert {r})" for r in ranges],
             f"(assert {text[id(goal)]})", "(check-sat)", ""]
    return "\n".join(lines)


def _mod(x: str, w: int) -> str:
    return f"(mod {x} {1 << w})"


def _signed(x: str, w: int) -> str:
    return f"(ite (< {x} {1 << (w - 1)}) {x} (- {x} {1 << w}))"


def _node(t: Term, a: list[str], decls: list[str], ranges: list[str]) -> str:
    op = t.op
    w = t.width if t.sort.kind == "bv" else 0
    if op == "var":
        name = quote(t.params[0])
        if t.sort.kind == "bool":
            decls.append(f"(declare-const {name} Bool)")
        else:
            decls.append(f"(declare-const {name} Int)")
            ranges.append(f"(and (<= 0 {name}) (< {name} {1 << w}))")
        return name
    if op == "const":
        return ("true" if t.value else "false") if t.sort.kind == "bool" else str(t.value)
    if op == "not":
        return f"(not {a[0]})"
    if op in ("and", "or"):
        return f"({op} {' '.join(a)})"
    if op == "ite":
        return f"(ite {a[0]} {a[1]} {a[2]})"
    if op == "eq":
        return f"(= {a[0]} {a[1]})"
    if op == "add":
        return _mod(f"(+ {' '.join(a)})", w)
    if op == "mul":
        return _mod(f"(* {' '.join(a)})", w)
    if op == "extract":
        hi, lo = t.params
        return _mod(f"(div {a[0]} {1 << lo})", hi - lo + 1)
    if op == "zext":
        return a[0]
    if op == "sext":
        iw = t.args[0].width
        return _mod(_signed(a[0], iw), w)
    if op == "concat":
        return f"(+ (* {a[0]} {1 << t.args[1].width}) {a[1]})"
    if op == "ult":
        return f"(< {a[0]} {a[1]})"
    if op == "ule":
        return f"(<= {a[0]} {a[1]})"
    if op in ("slt", "sle"):
        iw = t.args[0].width
        return f"({'<' if op == 'slt' else '<='} {_signed(a[0], iw)} {_signed(a[1], iw)})"
    if op == "udiv":
        return f"(ite (= {a[1]} 0) {(1 << w) - 1} (div {a[0]} {a[1]}))"
    if op == "urem":
        return f"(ite (= {a[1]} 0) {a[0]} (mod {a[0]} {a[1]}))"
    if op in ("sdiv", "srem"):  # SMT-LIB's truncating signed division, through magnitudes
        sa, sb = _signed(a[0], w), _signed(a[1], w)
        q = f"(div (abs {sa}) (abs {sb}))"
        r = f"(mod (abs {sa}) (abs {sb}))"
        if op == "sdiv":
            v = f"(ite (= {sb} 0) (ite (< {sa} 0) 1 (- 1)) (ite (= (< {sa} 0) (< {sb} 0)) {q} (- {q})))"
        else:
            v = f"(ite (= {sb} 0) {sa} (ite (< {sa} 0) (- {r}) {r}))"
        return _mod(v, w)
    raise ValueError(f"no integer form for {op}")
