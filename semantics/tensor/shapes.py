"""Shape expressions of buffer annotations (`"n*m"`, `"2*n+1"`), parsed safely.

A reference file is trusted to run, but a shape string is data: it is read with
`ast` and only names, int literals and + - * // % (with parentheses and unary
minus) are accepted, so the same expression evaluates on Python ints (the
concrete runner) and on 64-bit terms (the tracer) with one meaning.
"""
from __future__ import annotations

import ast
from dataclasses import dataclass
from functools import cache
from typing import Mapping

from equiv import terms as T
from equiv.terms import Term
from semantics.launch import floor_div, floor_mod

_BINOPS = (ast.Add, ast.Sub, ast.Mult, ast.FloorDiv, ast.Mod)


@dataclass(frozen=True)
class ShapeExpr:
    text: str
    tree: ast.expr
    names: frozenset[str]

    def value(self, env: Mapping[str, int]) -> int:
        """Python-integer value; ZeroDivisionError propagates for a // 0 or a % 0."""
        return _value(self.tree, env)

    def term(self, env: Mapping[str, Term]) -> Term:
        """64-bit value, with Python's floor semantics for // and % (signed)."""
        return _term(self.tree, env)


@cache
def parse_shape(text: str) -> ShapeExpr:
    """Parse a shape entry; ValueError says what is wrong with it."""
    try:
        tree = ast.parse(text.strip(), mode="eval").body
    except SyntaxError:
        raise ValueError(f"shape {text!r} is not an expression") from None
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            names.add(node.id)
        elif isinstance(node, ast.Constant):
            if type(node.value) is not int:
                raise ValueError(f"shape {text!r}: only integer literals are allowed, not {node.value!r}")
        elif isinstance(node, ast.BinOp):
            if not isinstance(node.op, _BINOPS):
                raise ValueError(f"shape {text!r}: only + - * // % are allowed")
        elif isinstance(node, ast.UnaryOp):
            if not isinstance(node.op, (ast.USub, ast.UAdd)):
                raise ValueError(f"shape {text!r}: only unary - and + are allowed")
        elif not isinstance(node, (ast.operator, ast.unaryop, ast.expr_context)):
            raise ValueError(f"shape {text!r}: {type(node).__name__} is not allowed in a shape")
    return ShapeExpr(text, tree, frozenset(names))


def _value(node: ast.expr, env: Mapping[str, int]) -> int:
    if isinstance(node, ast.Constant):
        return node.value
    if isinstance(node, ast.Name):
        return int(env[node.id])
    if isinstance(node, ast.UnaryOp):
        v = _value(node.operand, env)
        return -v if isinstance(node.op, ast.USub) else v
    a, b = _value(node.left, env), _value(node.right, env)
    op = type(node.op)
    if op is ast.Add:
        return a + b
    if op is ast.Sub:
        return a - b
    if op is ast.Mult:
        return a * b
    return a // b if op is ast.FloorDiv else a % b


def _term(node: ast.expr, env: Mapping[str, Term]) -> Term:
    if isinstance(node, ast.Constant):
        return T.bv(node.value, 64)
    if isinstance(node, ast.Name):
        return env[node.id]
    if isinstance(node, ast.UnaryOp):
        v = _term(node.operand, env)
        return T.neg(v) if isinstance(node.op, ast.USub) else v
    a, b = _term(node.left, env), _term(node.right, env)
    op = type(node.op)
    if op is ast.Add:
        return T.add(a, b)
    if op is ast.Sub:
        return T.sub(a, b)
    if op is ast.Mult:
        return T.mul(a, b)
    return floor_div(a, b) if op is ast.FloorDiv else floor_mod(a, b)
