"""What an atomic read-modify-write stores: new = f(old, value), for the ops of `Machine.atomic`.

One definition for every executor (the block executor's atomics, a test double's),
whichever ISA asked: PTX `atom`/`red` and SASS ATOM/RED/ATOMS name the same
operations.  The machine performs the read and the write atomically; this says
what the written value is.

    add          old + value (wraps)
    fadd         f32 old + value, round to nearest even.  PTX ISA (atom): "atom.add.f32 on
                 global memory flushes subnormal inputs and results to sign-preserving zero;
                 whereas atom.add.f32 on shared memory supports subnormal inputs and results
                 and doesn't flush them to zero" (NVIDIA's forum measurements agree).  A NaN
                 result is the canonical NaN, the table's convention.
    min.s32 ...  the smaller / larger, signed or unsigned by the suffix
    and or xor   bitwise
    exch         value
    cas          old == compare ? value : old
    inc          old >= value ? 0 : old + 1            (unsigned: PTX ISA atom, ".inc")
    dec          old == 0 or old > value ? value : old - 1

Several threads' atomics on one word leave a value that does not depend on their order
when the op is commutative and associative: `fold` gives it, combining the contributions
in the order listed.  For the integer ops that is every order's value; for fadd only the
`real` contract reads it so (ORDER_FREE says which ops may be folded at all).  exch, cas,
inc and dec (wrapping) depend on the order: no fold.
"""
from __future__ import annotations

from equiv import terms as T
from equiv.terms import Term
from semantics.errors import Unsupported
from semantics.isa.common import flush, to_bits

OPS = ("add", "fadd", "min.s32", "max.s32", "min.u32", "max.u32", "and", "or", "xor", "exch", "cas", "inc", "dec")


# an operand that leaves any old value unchanged, by op (-1: all ones); fadd has none that keeps NaN payloads and
# subnormals on the flushing global path, so its fold takes the update only where a contribution hits
_IDENTITY = {"add": 0, "or": 0, "xor": 0, "and": -1, "max.u32": 0, "min.u32": -1,
             "max.s32": 0x80000000, "min.s32": 0x7FFFFFFF}
ORDER_FREE = tuple(_IDENTITY) + ("fadd",)


def _fadd(space: str, old: Term, value: Term) -> Term:
    a, b = (T.fp_from_bits(T.F32, x) for x in (old, value))
    if space == "global":
        return to_bits(flush(T.fadd("RNE", flush(a), flush(b))))
    return to_bits(T.fadd("RNE", a, b))


def atomic_update(space: str, op: str, old: Term, value: Term, compare: Term | None = None) -> Term:
    """The value an atomic `op` on `space` ("global" | "shared") writes over `old`."""
    if op not in OPS:
        raise Unsupported(f"atomic operation {op}")
    if (op == "cas") != (compare is not None):
        raise Unsupported(f"atomic {op} {'without' if op == 'cas' else 'with'} a compare operand")
    if op.startswith(("min", "max", "inc", "dec", "fadd")) and value.width != 32:
        raise Unsupported(f"atomic {op} of {value.width} bits")
    w = value.width
    if op == "add":
        return T.add(old, value)
    if op == "fadd":
        return _fadd(space, old, value)
    if op in ("min.s32", "max.s32", "min.u32", "max.u32"):
        lt = T.slt if op.endswith("s32") else T.ult
        return T.ite(lt(old, value), old, value) if op.startswith("min") else T.ite(lt(value, old), old, value)
    if op in ("and", "or", "xor"):
        return {"and": T.band, "or": T.bor, "xor": T.bxor}[op](old, value)
    if op == "exch":
        return value
    if op == "cas":
        return T.ite(T.eq(old, compare), value, old)
    if op == "inc":
        return T.ite(T.ule(value, old), T.bv(0, w), T.add(old, T.bv(1, w)))
    wrap = T.or_(T.eq(old, T.bv(0, w)), T.ult(value, old))
    return T.ite(wrap, value, T.sub(old, T.bv(1, w)))


def fold(space: str, op: str, old: Term, contributions: list[tuple[Term, Term]]) -> Term:
    """The word after the atomics (hit, value) in the order listed: each applies `op` with its value where
    `hit` holds.  For an ORDER_FREE op every order gives this value (fadd: over the reals)."""
    if op not in ORDER_FREE:
        raise Unsupported(f"several atomic {op} on one word: the value left depends on their order")
    if op not in _IDENTITY:
        for hit, value in contributions:
            old = T.ite(hit, atomic_update(space, op, old, value), old)
        return old
    # associative with an identity: combine the contributions pairwise first (a balanced tree keeps the
    # terms' sizes linear), then apply the whole to old
    parts = [T.ite(hit, value, T.bv(_IDENTITY[op] & T.mask(value.width), value.width)) for hit, value in contributions]
    while len(parts) > 1:
        parts = [atomic_update(space, op, *parts[i:i + 2]) if i + 1 < len(parts) else parts[i]
                 for i in range(0, len(parts), 2)]
    return atomic_update(space, op, old, parts[0]) if parts else old
