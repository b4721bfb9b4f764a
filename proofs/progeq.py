"""Program against program (no numpy reference): the obligations that say two kernels are one.

Both programs run as the same symbolic thread of the same launch with the same
parameter bytes, over flat byte memory (semantics/flatmem.py).  They are
equivalent when, for every byte address `addr`, both leave the same byte there
and both or neither write it (`same-memory`), and the right-hand program reads
no byte the left-hand one neither reads nor writes (`no-new-read`: a new read
could fault).  Per-thread equality is kernel equality for the kernels whose
threads do not communicate through global memory within the launch (data-race
free, the only ones the PTX memory model gives a meaning to without
synchronisation); that is stated as an assumption of the verdict.  Loops read by induction on both sides
are compared one iteration at a time (proofs/progloop.py).
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from equiv import terms as T
from equiv.terms import BV, Term
from proofs.obligations import Obligation
from proofs.progloop import check_loops, one_iteration, same_iterations
from semantics.candidate import Candidate
from semantics import approx
from semantics.errors import InputError
from semantics.flatmem import FlatMemory, byte_at, touched
from semantics.problem import parameter_table
from semantics.run import arch_for, run
from semantics.simt import AXES, KernelEnv, Launch, Meaning, ParamSlot, thread_vars

ADDR = T.var("addr", BV(64))
ASSUMPTIONS = [
    "per-thread equivalence: the kernels' threads do not communicate through global memory during the launch",
    "the same parameter bytes and launch shape for both kernels",
]


@dataclass
class Pair:
    kernel: str
    arch: str
    left: Candidate
    right: Candidate
    left_fn: object
    right_fn: object
    launch: Launch
    params: list[ParamSlot]
    domain: Term
    left_meaning: Meaning  # with the open values it shares with the right chosen (`choose_open_values`)
    right_meaning: Meaning
    left_open: tuple[str, ...] = ()  # what the left program leaves unspecified (`undef:...`), before the choice


def _pick(c: Candidate, kernel: str | None):
    if kernel is None and len(c.functions()) != 1:
        names = ", ".join(f.name for f in c.functions())
        raise InputError(f"the file holds several kernels ({names}): pass --kernel", c.filename)
    return c.pick(kernel, None) if kernel is not None else c.functions()[0]


def _params(left: Candidate, lf, right: Candidate, rf) -> list[ParamSlot]:
    tables = [(c, t) for c, t in ((left, parameter_table(lf)), (right, parameter_table(rf))) if t is not None]
    if not tables:
        raise InputError("neither program says how its parameters are laid out (give a .ptx or a .cubin side)",
                         right.filename)
    (c0, t0), rest = tables[0], tables[1:]
    for c, t in rest:
        if [(o, n) for _, o, n in t] != [(o, n) for _, o, n in t0]:
            raise InputError(f"the parameter lists differ: {c0.filename} has (offset, bytes) "
                             f"{[(o, n) for _, o, n in t0]}, {c.filename} has {[(o, n) for _, o, n in t]}",
                             c.filename)
    return [ParamSlot(f"param{i}", off, n, T.var(f"param:{i}", BV(8 * n))) for i, off, n in t0]


def _launch(fns) -> tuple[Launch, Term]:
    req = next((f.directives.get("reqntid") for f in fns if getattr(f, "directives", None)
                and f.directives.get("reqntid")), None)
    if req is not None:
        block = tuple(list(req) + [1] * (3 - len(req)))
    else:
        block = tuple(T.var(f"ntid.{a}", BV(32)) for a in AXES)
    grid = tuple(T.var(f"nctaid.{a}", BV(32)) for a in AXES)
    tid, ctaid = thread_vars()
    launch = Launch(block, grid, tid, ctaid)
    dims = [T.zext(launch.block_dim(d), 64) for d in range(3)]
    parts = [launch.thread_bounds(), T.ule(T.bv(1, 64), dims[0]), T.ule(T.bv(1, 64), dims[1]),
             T.ule(T.bv(1, 64), dims[2]), T.ule(dims[2], T.bv(64, 64)),
             T.ule(dims[0], T.bv(1024, 64)), T.ule(dims[1], T.bv(1024, 64)),
             T.ule(T.mul(dims[0], dims[1], dims[2]), T.bv(1024, 64)),
             T.ule(T.bv(1, 32), grid[0]), T.ult(grid[0], T.bv(1 << 31, 32))]
    for g in grid[1:]:
        parts += [T.ule(T.bv(1, 32), g), T.ule(g, T.bv(65535, 32))]
    return launch, T.and_(*parts)


def build_pair(left: Candidate, right: Candidate, kernel: str | None = None, arch: str | None = None) -> Pair:
    lf = _pick(left, kernel)
    rf = _pick(right, kernel or lf.name) if kernel or len(right.functions()) != 1 else right.functions()[0]
    params = _params(left, lf, right, rf)
    launch, domain = _launch((lf, rf))
    meanings = []
    for c, f in ((left, lf), (right, rf)):
        a = arch_for(c, c.arch(f, arch if c.language == "sass" else None))
        m = run(c, f, KernelEnv(a, launch, {}, params, c.filename), FlatMemory)
        # compared bit for bit: an approximation has no bits (semantics/approx.py)
        approx.refuse_exact(approx.approximations(approx.meaning_terms(m)), f, c.filename)
        meanings.append(m)
    check_loops(*meanings, (left.filename, right.filename))
    arch_name = right.arch(rf, arch) if right.language == "sass" else left.arch(lf, arch)
    left_open = tuple(sorted(_open_values(meanings[0])))
    return Pair(lf.name, arch_name, left, right, lf, rf, launch, params, domain,
                choose_open_values(*meanings), meanings[1], left_open)


def _open_values(m: Meaning) -> dict[str, Term]:
    return {v.params[0]: v for v in T.free_vars(_roots(m)) if v.params[0].startswith("undef:")}


def _open_order(name: str) -> tuple[str, int]:
    what, _, addr = name.partition("@")
    return what, int(addr) if addr.isdigit() else -1


def _stored_choices(left: Meaning, right: Meaning, unpaired: list[Term]) -> dict[int, Term]:
    """Choices of open values that the right has none of (PTX abs.f32's NaN against the bits SASS
    keeps): an open value stored by a left store is chosen as the word the right stores at the same
    address (identical index term, as many bytes as the value is wide).  Where the left stores
    `nan_pattern(u)` for a NaN, u := the right's word gives the right's own NaN bits."""
    out: dict[int, Term] = {}
    stores = {}
    for a in right.stores():
        stores.setdefault(id(a.index), a)
    for u in unpaired:
        for a in left.stores():
            b = stores.get(id(a.index))
            if b is None or len(b.values) != len(a.values) or 8 * len(a.values) != u.sort.width \
                    or not any(u in T.free_vars([v]) for v in a.values):
                continue
            word = b.values[0]
            for byte in b.values[1:]:
                word = T.concat(byte, word)
            out[id(u)] = word
            break
    return out


def choose_open_values(left: Meaning, right: Meaning) -> Meaning:
    """The left meaning with each value it leaves open (`undef:WHAT@ADDR`, e.g. an f64 NaN's payload)
    chosen as the right's open value of the same WHAT and sort, paired in address order.

    Equivalence asks that every behaviour of the right be one of the left's: for all right choices,
    some left choice.  Any function of the right's choices is such a left choice, so proving the
    chosen left equal to the right for all inputs and all right choices proves that; a left value
    left unpaired stays universally quantified, which asks more and is sound too.  A mismatch under
    this choice refutes nothing (another choice may match): `Pair.left_open` keeps the names.
    Meanings with loops are left alone (their terms live in the loops as well)."""
    if left.loops or right.loops:
        return left
    mine, theirs = _open_values(left), _open_values(right)
    groups: dict[tuple[str, object], list[list[Term]]] = {}
    for side, values in ((0, mine), (1, theirs)):
        for name in sorted(values, key=_open_order):
            key = (_open_order(name)[0], values[name].sort)
            groups.setdefault(key, [[], []])[side].append(values[name])
    mapping = {id(a): b for lefts, rights in groups.values() for a, b in zip(lefts, rights)}
    mapping.update(_guarded_choices(left, right, [v for v in mine.values() if id(v) not in mapping]))
    mapping.update(_stored_choices(left, right, [v for v in mine.values() if id(v) not in mapping]))
    if not mapping:
        return left
    memo = dict(mapping)
    sub = lambda t: T.substitute_kept(t, memo)
    accesses = [replace(a, index=sub(a.index), values=[sub(v) for v in a.values], guard=sub(a.guard),
                        in_bounds=sub(a.in_bounds)) for a in left.accesses]
    return replace(left, accesses=accesses, unroll_bounds=[(sub(c), w) for c, w in left.unroll_bounds])


def _guarded_choices(left: Meaning, right: Meaning, unpaired: list[Term]) -> dict[int, Term]:
    """Choices of open values the left takes in place of a value it defines elsewhere (PTX's div.s32 by zero
    or of INT_MIN by -1: ite(c, undef, x sdiv w)) where the right defines the case in its own way (ptxas's
    ite(w == 0, ~w, x sdiv w)): u := the right's choice between its value and the same x sdiv w.  Where c
    fails both sides are then x sdiv w wherever the right's own condition fails; the solver checks the rest."""
    wanted = {id(u) for u in unpaired}
    where: dict[int, list] = {}  # id(u) -> [(the left's defined value beside u, the branch u is in)]
    for t in T.postorder(_roots(left)):
        if t.op == "ite":
            for k in (1, 2):
                if id(t.args[k]) in wanted:
                    where.setdefault(id(t.args[k]), []).append((t.args[3 - k], 3 - k))
    if not where:
        return {}
    choices = {}  # (id of a value, its branch) -> the outermost of the right's ites holding it there
    for t in T.postorder(_roots(right)):
        if t.op == "ite":
            for k in (1, 2):
                choices[(id(t.args[k]), k)] = t
    out: dict[int, Term] = {}
    for u in unpaired:
        for defined, k in where.get(id(u), ()):
            theirs = choices.get((id(defined), k))
            if theirs is not None and not _open_values_in(theirs):
                out[id(u)] = theirs
                break
    return out


def _roots(m: Meaning) -> list[Term]:
    return [x for a in m.accesses for x in (a.guard, a.index, *a.values)]


def _open_values_in(t: Term) -> bool:
    return any(v.params[0].startswith("undef:") for v in T.free_vars([t]))


def obligations(pair: Pair) -> list[Obligation]:
    la, ra = one_iteration(pair.left_meaning), one_iteration(pair.right_meaning)
    same = T.and_(T.eq(touched(la, ADDR, "store"), touched(ra, ADDR, "store")),
                  T.eq(byte_at(la, ADDR), byte_at(ra, ADDR)))
    extra = T.and_(touched(ra, ADDR, "load"), T.not_(T.or_(touched(la, ADDR, "load"), touched(la, ADDR, "store"))))
    # unrolled loops (semantics/simt.py) are the whole program only where they end within their copies
    bounds = [Obligation("loop-bound", f"loop-bound:{side}@{where.rsplit('loop ', 1)[-1]}", T.and_(pair.domain, cond),
                         "") for side, m in (("left", pair.left_meaning), ("right", pair.right_meaning))
              for cond, where in m.unroll_bounds]
    loops = same_iterations(pair.left_meaning, pair.right_meaning, pair.domain)
    return bounds + loops + [Obligation("same-memory", "same-memory", T.and_(pair.domain, T.not_(same)), "global"),
                     Obligation("no-new-read", "no-new-read", T.and_(pair.domain, extra), "global")]
