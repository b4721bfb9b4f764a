"""Program against program: `equiv prove a.ptx b.sass` with no numpy reference.

The same pipeline as the reference-vs-candidate prover, on proofs/progeq.py's
obligations: concrete runs of both programs first (random and edge-case
parameter bytes, thread coordinates and memory words), then one solver query
per obligation; a solver's model is a counterexample only once both programs,
run concretely on it, disagree.
"""
from __future__ import annotations

import time
import zlib

import numpy as np

from equiv import terms as T
from equiv.falsify import _random_floats, _random_ints
from equiv.prover import solve_goal
from equiv.verdict import Counterexample, ObligationResult, Verdict
from proofs.progeq import ASSUMPTIONS, Pair, build_pair, obligations
from proofs.progloop import one_iteration
from semantics.candidate import Candidate
from semantics.errors import Unsupported
from semantics.simt import UNROLL

SAMPLES = 48


class _Memory:
    """Initial global memory: model bytes where a solver gave them, else a fixed pseudo-random word pool."""

    def __init__(self, seed: int, given: dict[int, int] | None = None, pool: np.ndarray | None = None):
        self.seed = seed
        self.given = given or {}
        self.pool = pool

    def __call__(self, addr: int) -> int:
        if addr in self.given:
            return self.given[addr]
        if self.pool is None:
            return 0
        word = int(self.pool[zlib.crc32((addr >> 2).to_bytes(8, "little"), self.seed) % len(self.pool)])
        return (word >> (8 * (addr & 3))) & 0xFF


def concretize(roots: list[T.Term], values: dict[str, int], memory) -> list[T.Term]:
    """The roots with every variable set and every memory byte read: folded constants."""
    memo: dict[int, T.Term] = {}
    for t in T.postorder(roots):
        if t.op == "var":
            if t.sort.kind == "array":
                memo[id(t)] = t
            elif t.sort.kind == "bool":
                memo[id(t)] = T.const_bool(bool(values.get(t.params[0], 0)))
            else:
                memo[id(t)] = T.bv(values.get(t.params[0], 0) & T.mask(t.width), t.width)
        elif t.op == "select":
            idx = memo[id(t.args[1])]
            if not idx.is_const():
                raise Unsupported("a memory address that does not fold to a constant")
            memo[id(t)] = T.bv(memory(idx.value), 8)
        elif t.is_const() or not t.args:
            memo[id(t)] = t
        else:
            memo[id(t)] = T.rebuild(t, tuple(memo[id(a)] for a in t.args))
    return [memo[id(r)] for r in roots]


def _effect(accesses, values, memory) -> tuple[dict[int, tuple[int, object]], set[int]]:
    """Concrete final bytes (address -> (byte, store access)) and the bytes read, of one side."""
    roots = [x for a in accesses for x in (a.guard, a.index, *a.values)]
    got = iter(concretize(roots, values, memory))
    final: dict[int, tuple[int, object]] = {}
    reads: set[int] = set()
    for a in accesses:
        guard, index = next(got), next(got)
        vals = [next(got) for _ in a.values]
        if not (guard.is_const() and index.is_const() and all(v.is_const() for v in vals)):
            raise Unsupported("a concrete run that does not fold to constants")
        if not guard.value:
            continue
        for k, v in enumerate(vals):
            addr = (index.value + k) & T.mask(64)
            if a.kind == "store":
                final[addr] = (v.value, a)
            else:
                reads.add(addr)
    return final, reads


def _run_case(pair: Pair, values: dict[str, int], memory) -> Counterexample | None:
    lf, lr = _effect(one_iteration(pair.left_meaning), values, memory)
    rf, rr = _effect(one_iteration(pair.right_meaning), values, memory)
    for addr in sorted(set(lf) | set(rf)):
        l, r = lf.get(addr), rf.get(addr)
        if (l is None or r is None or l[0] != r[0]) and not _rests_on_open_values(l, r):
            return _cex(pair, values, "mismatch", addr, l, r)
    extra = sorted(rr - lr - set(lf))
    if extra:
        return _cex(pair, values, "new-read", extra[0], None, None)
    return None


def _rests_on_open_values(*sides) -> bool:
    """Whether a store's guard, index or value involves a value the semantics leaves open (`undef:`): the
    concrete run chose it, the hardware may not, so a difference there is no counterexample."""
    roots = [x for side in sides if side is not None for x in (side[1].guard, side[1].index, *side[1].values)]
    return any(v.params[0].startswith("undef:") for v in T.free_vars(roots))


def _show(side) -> str:
    return "nothing" if side is None else f"{side[0]:#04x} (at {side[1].ins.text})"


def _cex(pair: Pair, values, kind, addr, l, r) -> Counterexample:
    inputs = {s.name: f"{values.get(s.value.params[0], 0):#x}" for s in pair.params}
    thread = {"block": [values.get(f"ctaid.{a}", 0) for a in "xyz"],
              "thread": [values.get(f"tid.{a}", 0) for a in "xyz"]}
    shape = [values.get(f"ntid.{a}", 0) for a in "xyz"] if not isinstance(pair.launch.block[0], int) \
        else list(pair.launch.block)
    inputs["blockDim"] = "(" + ",".join(map(str, shape)) + ")"
    if kind == "new-read":
        return Counterexample("new-read", inputs, "global", [addr], thread,
                              detail=f"{pair.right.filename} reads byte {addr:#x}, which {pair.left.filename} "
                                     f"neither reads nor writes")
    at = (r or l)[1].ins
    return Counterexample("mismatch", inputs, "global", [addr], thread, expected=_show(l), got=_show(r),
                          at=f"{at.text}  ({(pair.right if r else pair.left).filename}:{at.line})",
                          detail=f"byte {addr:#x} of global memory")


def _samples(pair: Pair, seed: int):
    rng = np.random.default_rng(seed)
    pool = np.concatenate([_random_floats(rng, T.F32, 64, False), _random_ints(rng, 32, True, 64)])
    for i in range(SAMPLES):
        values: dict[str, int] = {}
        for s in pair.params:
            w = 8 * s.nbytes
            if w == 64 and i % 2 == 0:  # pointer-like: an aligned address
                values[s.value.params[0]] = int(rng.integers(1, 1 << 20)) << 8
            elif w == 32 and i % 3 == 0:
                values[s.value.params[0]] = int(_random_floats(rng, T.F32, 1, False)[0])
            elif w <= 64:
                values[s.value.params[0]] = int(_random_ints(rng, w, True, 1)[0])
            else:
                values[s.value.params[0]] = int.from_bytes(rng.bytes(s.nbytes), "little")
        for d, a in enumerate("xyz"):
            if isinstance(pair.launch.block[d], int):
                n = pair.launch.block[d]
            else:
                n = [1, 32, 128, 256, 1024][rng.integers(0, 5)] if d == 0 else 1
                values[f"ntid.{a}"] = n
            g = int(rng.integers(1, 5)) if d == 0 else 1
            values[f"nctaid.{a}"] = g
            values[f"tid.{a}"] = int(rng.integers(0, n))
            values[f"ctaid.{a}"] = int(rng.integers(0, g))
        yield values, _Memory(seed + i, pool=pool)


def _refuted(pair: Pair, cex: Counterexample, **kw) -> Verdict:
    if pair.left_meaning.loops:  # one iteration of each, run alone: not a run of the whole loops
        return _verdict(pair, "unknown", reason=(
            f"one iteration of the loops differs at byte {cex.index[0]:#x}, with the iteration run alone (from "
            f"the initial memory): the whole loops are not run concretely, so this is not a counterexample"), **kw)
    open_values = pair.left_open
    if open_values:
        return _verdict(pair, "unknown", reason=(
            f"the programs differ at byte {cex.index[0]:#x} for one choice of what {pair.left.filename} leaves "
            f"unspecified ({', '.join(open_values[:4])}); whether another choice matches is not decided"), **kw)
    return _verdict(pair, "refuted", counterexample=cex, **kw)


def _verdict(pair: Pair | None, status: str, kernel: str = "", arch: str = "", **kw) -> Verdict:
    if pair is not None:
        kernel, arch = pair.kernel, pair.arch
    return Verdict(status, kernel, arch, "exact", assumptions=list(ASSUMPTIONS), **kw)


def prove_programs(left: Candidate, right: Candidate, kernel: str | None = None, arch: str | None = None,
                   timeout: float = 60.0, solver: str = "bitwuzla", seed: int = 0) -> Verdict:
    t0 = time.perf_counter()
    elapsed = lambda: time.perf_counter() - t0
    try:
        pair = build_pair(left, right, kernel, arch)
        for values, memory in _samples(pair, seed):
            cex = _run_case(pair, values, memory)
            if cex is not None:
                return _refuted(pair, cex, seconds=elapsed())
        obs = obligations(pair)
    except Unsupported as e:
        return _verdict(None, "unknown", kernel or "", arch or "", reason=str(e), unsupported=True,
                        seconds=elapsed())
    results = []
    deadline = t0 + timeout
    for ob in obs:
        s0 = time.perf_counter()
        if ob.structural:
            results.append(ObligationResult(ob.name, ob.kind, "structural", 0.0))
            continue
        res, names = solve_goal(ob.goal, solver, max(0.5, deadline - time.perf_counter()))
        if res.status == "unsat":
            results.append(ObligationResult(ob.name, ob.kind, "smt-unsat", time.perf_counter() - s0, [res.solver]))
            continue
        if res.status == "sat" and ob.kind == "same-iterations":
            return _verdict(pair, "unknown", obligations=results, seconds=elapsed(), reason=(
                f"obligation {ob.name}: the loops enter or continue differently at some iteration and memory "
                f"(loops are compared only iteration by iteration, in step)"))
        if res.status == "sat" and ob.kind == "loop-bound":
            return _verdict(pair, "unknown", obligations=results, seconds=elapsed(), reason=(
                f"obligation {ob.name}: a loop may run more than the {UNROLL} iterations it was unrolled to"))
        if res.status == "sat":
            cex = _replay(pair, res.model, names)
            if cex is not None:
                return _refuted(pair, cex, obligations=results, seconds=elapsed())
            open_values = sorted({v.params[0] for v in T.free_vars([ob.goal]) if v.params[0].startswith("undef:")})
            why = (f"the violation rests on a value the semantics leaves open ({', '.join(open_values[:3])}): the "
                   "candidate may or may not show it") if open_values else \
                "the solver's counterexample does not replay concretely (please report this)"
        else:
            why = f"{res.solver} {res.reason or 'gave up'}"
        return _verdict(pair, "unknown", reason=f"obligation {ob.name}: {why}", obligations=results,
                        seconds=elapsed())
    return _verdict(pair, "proved", obligations=results, seconds=elapsed())


def _replay(pair: Pair, model: dict, names: dict[str, T.Term]) -> Counterexample | None:
    values = {n: int(v) for n, v in model.items() if v is not None and n in names and names[n].op == "var"}
    given = {}
    for n, t in names.items():
        if t.op == "select" and model.get(n) is not None and model.get(n + ".idx") is not None:
            given[int(model[n + ".idx"])] = int(model[n])
    try:
        return _run_case(pair, values, _Memory(0, given))
    except Unsupported:
        return None
