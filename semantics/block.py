"""Block-level execution: every thread of one block, with shared memory, barriers and warp exchanges.

The symbolic-thread model (semantics/simt.py) cannot say what a thread reads
from shared memory or receives from a shuffle: that is another thread's
value.  Here the block size is concrete (the reference's `block=`), so each
thread of one block runs with concrete `tid` and the block's `ctaid` and all
data symbolic, all threads in lockstep, instruction by instruction in address
order (semantics.simt.Lockstep).  Loops unroll until no thread takes the back
edge; with concrete thread ids a block-stride loop folds to a fixed count.

Shared memory is a log of byte stores.  A barrier that every live thread
reaches closes an *interval*: a load sees the stores of earlier intervals and
its own thread's earlier stores; two threads touching one shared byte in one
interval, one of them storing, is a race (an obligation, and a fault in
concrete runs), so a race-free program reads exactly what the hardware reads.
Threads that have exited do not hold up a barrier (Volta and later count only
threads that have not exited), and a barrier some live thread skips while
another waits is *barrier divergence*: an obligation too.  A barrier under a
condition every thread shares may be reached by none: there the accesses on
its two sides share an interval, and they are paired under "not reached".

Atomics are read-modify-writes whose order among threads is unspecified; only
those whose effect is order-free (semantics.isa.atomic_ops.ORDER_FREE: integer
add/min/max/and/or/xor, f32 add for the `real` contract) are modeled, and only
when the old value they return is never used: it is a fresh variable, and a
meaning that mentions one is refused.  A shared-memory atomic is a log entry
like a store; a later load folds the entries it sees in thread order
(atomic_ops.fold), and atomics of one operation do not race with each other
(with a plain access in the same interval they do).  A global atomic becomes an
Access of kind "atomic": proofs/obligations.py folds every block's
contributions into each element's final value.

Afterwards each instruction's global accesses, one per thread, merge into one
access whose terms select the thread's own by the symbolic `tid` (an
if-then-else chain over the threads whose guard can hold), so the obligations
of proofs/obligations.py, the witnesses and the batch emulator apply unchanged.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import NamedTuple

from equiv import terms as T
from equiv.terms import BV, Term
from semantics.errors import NeedsBlock, Unsupported  # noqa: F401  (NeedsBlock: raised by ThreadState)
from semantics.isa.atomic_ops import ORDER_FREE, fold
from semantics.isa.spec import IsaTable
from semantics.lift import lift
from semantics.simt import (Access, KernelEnv, Lockstep, Meaning, ThreadState, _check_after_loops, decides,
                            find_loops, pinned_loops)

ASSUMPTION = ("block-level execution: threads that have exited do not hold up a barrier (Volta and later), and the "
              "launch has no thread-block clusters")
BLOCK_UNROLL = 64  # copies of a loop body in block execution (concrete thread ids usually fold the count)
MAX_THREAD_STEPS = 50_000  # instructions run by the threads reaching them: past this a block is too costly
WARP = 32
LANE_OPCODES = frozenset({"SHFL", "VOTE", "VOTEU", "MATCH", "REDUX", "CREDUX", "shfl", "vote", "match", "redux"})


@dataclass(frozen=True)
class PairCheck:
    """Threads a and b (linear ids in the block) break a rule where `cond` holds (a barrier: a skips, b waits)."""

    cond: Term
    a: int
    b: int
    detail: str


@dataclass
class BlockCheck:
    """A block-level rule as one obligation: no pair's condition may hold (kind: shared-race | barrier)."""

    kind: str
    name: str
    pairs: list[PairCheck]

    @property
    def cond(self) -> Term:
        return T.or_(*[p.cond for p in self.pairs])


@dataclass
class _SharedStore:
    interval: int
    thread: int
    addr: Term  # BV32 byte address
    value: Term  # BV(8 * nbytes)
    guard: Term
    op: str | None = None  # an atomic's operation; None for a plain store


@dataclass
class _SharedAccess:
    """For the race check: who touched which bytes in which interval."""

    interval: int
    thread: int
    kind: str
    addr: Term
    nbytes: int
    guard: Term
    where: str
    op: str | None = None  # kind "atomic": its operation


class BlockThread(ThreadState):
    """One thread of the block: ThreadState with concrete thread ids and the block's shared state."""

    block: "BlockRun"
    linear: int  # the thread's linear id in the block (x fastest)

    # shared memory
    def load(self, space: str, addr: Term, bits: int) -> Term:
        if space != "shared":
            return super().load(space, addr, bits)
        if self._off():  # predicated off: the value is never written, and its address may be stale garbage
            return T.bv(0, bits)
        return self.block.shared_load(self, addr, bits)

    def store(self, space: str, addr: Term, value: Term) -> None:
        if space != "shared":
            return super().store(space, addr, value)
        if not self._off():
            self.block.shared_store(self, addr, value)

    def drops_choices(self) -> bool:
        """At every join: loops after a division (a second block-stride loop) must not name the open predicate."""
        return True

    def _off(self) -> bool:
        return self.guard.is_const() and not self.guard.value

    def barrier(self, bar_id: Term, count: Term | None) -> None:
        if not bar_id.is_const() or bar_id.value != 0 or count is not None:
            raise Unsupported("a named barrier or a barrier with a thread count", self.where())
        self.block.arrive(self)

    # warp exchange
    def read_lane(self, op, lane: Term, width: int = 32) -> Term:
        return self.block.from_lane(self, lane, lambda other: other.read(op, width), BV(width))

    def read_lane_pred(self, p, lane: Term) -> Term:
        return self.block.from_lane(self, lane, lambda other: other.read_pred(p), T.BOOL)

    def lane_active(self, lane: Term) -> Term:
        return self.block.lane_active(self, lane)

    def atomic(self, space: str, op: str, addr: Term, value: Term, compare: Term | None = None) -> Term:
        """An order-free atomic: its effect is logged (shared) or recorded as an access (global); what it
        returns is a fresh variable that must stay unused (module docstring)."""
        if op not in ORDER_FREE:
            raise Unsupported(f"atomic {op} on {space} memory: the value it leaves depends on the order of the "
                              f"threads", self.where())
        if op == "fadd":
            self.block.float_atomics.append(self.where())
        if space == "shared":
            self.block.shared_store(self, addr, value, op)
        else:
            for cond, a in self._cases(space, addr):
                buf, index, nelem, inb = self._decode(space, a, value.width)
                if nelem != 1:
                    raise Unsupported(f"a {value.width}-bit atomic on {buf.elem_bits}-bit elements", self.where())
                self.accesses.append(Access("atomic", buf.name, index, [value], T.and_(self.guard, cond), inb,
                                            self.ins, op))
        return self.block.returned(self, value.width)


class RunMark(NamedTuple):
    """A BlockRun's state at a loop's head (`BlockRun.mark`): each thread's registers, access count and exit
    condition; the lengths of the run's lists; its shared-memory log."""
    threads: list
    interval: int
    touched: int
    checks: int
    steps: int
    work: int
    float_atomics: int
    results: set
    log: tuple
    lonely: dict
    loops: int
    carry: list


class BlockRun(Lockstep):
    """The threads of one block in lockstep, with the state they share."""

    def __init__(self, threads: list[BlockThread], table: IsaTable, instructions: tuple, block: tuple[int, int, int]):
        super().__init__(threads, table, instructions)
        self.dims = block
        self.interval = 0
        self.stores: list[_SharedStore] = []
        self.touched: list[_SharedAccess] = []
        self.arrived: list[tuple[BlockThread, Term]] = []
        self.checks: list[BlockCheck] = []
        self.reach: list[Term] = []
        self.snapshot: tuple | None = None  # (ins, per-thread (regs, preds, guard)) before a lane-crossing op
        self.steps = 0
        self.work = 0  # instructions run by threads that reach them (what the budget counts)
        self.memory = T.var("undef:shared", T.ARRAY(32, 8))  # what shared memory holds before any store
        self.fresh: dict[tuple, tuple] = {}  # (memory, address, bytes) -> what memory holds there, built once
        self.at_byte: dict[int, list[int]] = {}  # concrete byte address -> indices into stores
        self.loose: list[int] = []  # stores at symbolic addresses
        self.float_atomics: list[str] = []  # where f32 atomic adds ran (order-dependent under `exact`)
        self.results: set[str] = set()  # names of the variables atomics returned
        self.loops: list[tuple] = []  # loops read by induction (semantics/blockloop.py): (head, back, entered, cont)
        self.thread_loops: list[list] = []  # ... and each one's semantics.loops.Loop per thread
        self.lonely: dict[int, str] = {}  # intervals that must not touch shared memory, with the loop that says so
        self.inducting = False  # a loop body read by induction is running
        self.carry: list[_SharedAccess] = []  # accesses before barriers no thread reached (`_carry_over`)

    # loops with barriers (semantics/blockloop.py): read by induction, else unrolled
    def _unroll(self, i: int, loop: tuple[int, int], reach: list[Term], incoming: list[dict], heads, bounds,
                copies) -> tuple[int, list[Term]]:
        from semantics.blockloop import NoBarrier, induct
        if not self.inducting:  # a loop inside a body read by induction is unrolled
            at_head = self.mark()
            self.inducting = True
            try:
                for barriers in (True, False):  # without barriers: each thread's own trip count
                    try:
                        return induct(self, i, loop, reach, incoming, heads, copies, barriers)
                    except NoBarrier:
                        self.rewind(at_head)
                    except Unsupported:
                        self.rewind(at_head)
                        break
            finally:
                self.inducting = False
        return super()._unroll(i, loop, reach, incoming, heads, bounds, copies)

    def mark(self) -> RunMark:
        """Everything a loop body's run changes, to run it again or not at all (`rewind`)."""
        return RunMark([(st.state(), len(st.accesses), st.done) for st in self.threads], self.interval,
                       len(self.touched), len(self.checks), self.steps, self.work, len(self.float_atomics), set(self.results),
                       (self.memory, self.stores, self.at_byte, self.loose), dict(self.lonely), len(self.loops),
                       list(self.carry))

    def rewind(self, mark: RunMark) -> None:
        self.interval, self.steps, self.work, self.carry = mark.interval, mark.steps, mark.work, list(mark.carry)
        for st, (state, na, done) in zip(self.threads, mark.threads):
            st.set_state(state)
            del st.accesses[na:]
            st.done, st.fresh_prefix = done, "undef:"
        del self.touched[mark.touched:], self.checks[mark.checks:], self.float_atomics[mark.float_atomics:]
        del self.loops[mark.loops:], self.thread_loops[mark.loops:]
        self.results, self.lonely, self.arrived = set(mark.results), dict(mark.lonely), []
        self.memory, self.stores, self.at_byte, self.loose = mark.log

    def shared_unknown(self, name: str) -> None:
        """Forget every shared store: memory holds the unknown `name` (a loop's head, after a loop)."""
        self.memory, self.stores, self.at_byte, self.loose = T.var(name, T.ARRAY(32, 8)), [], {}, []

    def shared_in(self, interval: int) -> bool:
        return any(a.interval == interval for a in self.touched)

    def body_terms(self, mark: RunMark) -> list[Term]:
        """The addresses and guards of the shared accesses since `mark`, and the conditions of its checks."""
        out = [x for a in self.touched[mark.touched:] for x in (a.addr, a.guard)]
        return out + [p.cond for c in self.checks[mark.checks:] for p in c.pairs]

    def guard_checks(self, mark: RunMark, guards: list[Term]) -> None:
        """Join the checks made since `mark` (one iteration of a loop, `iter` free) with the loop guard of each
        thread they name: a barrier's waiting thread (b; the one that skips, a, may not run the loop at all), a
        race's two threads (both in the same iteration)."""
        for c in self.checks[mark.checks:]:
            pairs = []
            for p in c.pairs:
                g = guards[p.b] if c.kind == "barrier" else T.and_(guards[p.a], guards[p.b])
                pairs.append(replace(p, cond=T.and_(p.cond, g)))
            c.pairs = pairs

    def join_back_edge(self, head: int, tail: int, it: Term, guards: list[Term]) -> None:
        """The interval across a loop's back edge: the tail of iteration `it` (after the body's last barrier)
        with the head of iteration it + 1 (before its first), each under its thread's loop guard."""
        nxt = {id(it): T.add(it, T.bv(1, 64))}
        tails = [replace(a, guard=T.and_(a.guard, guards[a.thread])) for a in self.touched if a.interval == tail]
        heads = [replace(a, addr=T.substitute(a.addr, nxt), guard=T.substitute(T.and_(a.guard, guards[a.thread]), nxt),
                         where=f"{a.where} (next iteration)") for a in self.touched if a.interval == head]
        pairs: dict = {}
        self._pairs_across(tails, heads, pairs)
        if pairs:
            self.checks.append(BlockCheck("shared-race", f"shared-race@back-edge#{tail}", list(pairs.values())))

    # lockstep hooks
    def before(self, ins, reach: list[Term]) -> None:
        self.steps += 1
        self.work += sum(1 for r in reach if not (r.is_const() and not r.value))
        if self.work > MAX_THREAD_STEPS:
            raise Unsupported(f"block execution beyond {MAX_THREAD_STEPS} thread-instructions ({len(self.threads)} "
                              f"threads; a loop whose trip count the block's ids do not fix?)", ins_where(self, ins))
        self.reach = reach
        self.snapshot = None
        if ins.opcode in LANE_OPCODES:
            guards = []
            for st, r in zip(self.threads, reach):
                st.guard = r
                pred = st.read_pred(ins.pred) if ins.pred is not None else T.true()
                guards.append(T.and_(r, pred))
            self.snapshot = (ins, [(dict(st.regs), dict(st.preds), g) for st, g in zip(self.threads, guards)])

    def after(self, ins) -> None:
        if self.arrived:
            self._close_interval(ins)

    # atomics
    def returned(self, st: BlockThread, width: int) -> Term:
        """What an atomic gives its thread: a variable no proof may depend on (see unused_results)."""
        v = T.var(f"atomic-old:{st.ins.addr:04x}#{self.steps}.{st.linear}", BV(width))
        self.results.add(v.params[0])
        return v

    def unused_results(self, meaning: Meaning) -> None:
        """Refuse a meaning in which the old value of an atomic appears: it depends on the threads' order."""
        if not self.results:
            return
        roots = [x for a in meaning.accesses for x in (a.guard, a.in_bounds, a.index, *a.values)]
        roots += [p.cond for c in meaning.checks for p in c.pairs] + [c for c, _ in meaning.unroll_bounds]
        used = sorted(v.params[0] for v in T.free_vars(roots) if v.params[0] in self.results)
        if used:
            raise Unsupported(f"the value an atomic returns is used ({used[0]}): it depends on the order of the "
                              f"threads' atomics")

    # shared memory
    def shared_store(self, st: BlockThread, addr: Term, value: Term, op: str | None = None) -> None:
        """A plain store, or (op) an atomic's contribution."""
        self._note(st, "store" if op is None else "atomic", addr, value.width // 8, op)
        k = len(self.stores)
        self.stores.append(_SharedStore(self.interval, st.linear, addr, value, st.guard, op))
        if addr.is_const():
            for j in range(value.width // 8):
                self.at_byte.setdefault((addr.value + j) & T.mask(32), []).append(k)
        else:
            self.loose.append(k)

    def shared_load(self, st: BlockThread, addr: Term, bits: int) -> Term:
        """Stores this thread may see, oldest first, each where its guard holds and it covers the bytes."""
        self._note(st, "load", addr, bits // 8)
        nbytes = bits // 8
        if addr.is_const():
            found = {k for j in range(nbytes) for k in self.at_byte.get((addr.value + j) & T.mask(32), ())}
            found = sorted(found | set(self.loose))
        else:
            found = range(len(self.stores))
        seen = [self.stores[k] for k in found
                if self.stores[k].interval < self.interval or self.stores[k].thread == st.linear]
        if any(s.op is not None for s in seen):
            return self._folded(st, seen, addr, bits)
        if all(s.addr is addr and s.value.width == bits for s in seen):  # whole values: no bytes needed
            v = self._fresh_bytes(addr, nbytes)
            for s in seen:
                v = T.ite(s.guard, s.value, v)
            return v
        if addr.is_const() and all(s.addr.is_const() for s in seen):
            return self._concrete(seen, addr.value, nbytes)
        return _concat([self._byte(seen, T.add(addr, T.bv(j, 32))) for j in range(nbytes)])

    def _concrete(self, seen: list[_SharedStore], base: int, nbytes: int) -> Term:
        """`_byte` for every byte at once where all addresses are constants: bytes that the same stores cover
        at consecutive offsets are one slice of each store's value (an LDS.128 of four threads' STS words is
        four words, not sixteen byte chains)."""
        cover = []  # per byte: (index into seen, offset in that store's value) of the stores covering it
        for j in range(nbytes):
            b = (base + j) & T.mask(32)
            cover.append(tuple((k, (b - s.addr.value) & T.mask(32)) for k, s in enumerate(seen)
                               if (b - s.addr.value) & T.mask(32) < s.value.width // 8))
        parts, j = [], 0
        while j < nbytes:
            n = 1
            while j + n < nbytes and cover[j + n] == tuple((k, off + n) for k, off in cover[j]):
                n += 1
            v = self._fresh_bytes(T.bv((base + j) & T.mask(32), 32), n)
            for k, off in cover[j]:
                s = seen[k]
                v = T.ite(s.guard, T.extract(s.value, 8 * (off + n) - 1, 8 * off), v)
            parts.append(v)
            j += n
        return _concat(parts)

    def _folded(self, st: BlockThread, seen: list[_SharedStore], addr: Term, bits: int) -> Term:
        """A word that atomics updated: the stores and atomics in order, each where its guard holds at this
        address.  Overlap is equality because every access is a 4-byte-aligned word (checked structurally)."""
        for a in [addr] + [s.addr for s in seen]:
            low = T.extract(a, 1, 0)
            if not (low.is_const() and low.value == 0):
                raise Unsupported(f"a shared-memory word read after atomics whose 4-byte alignment does not follow "
                                  f"from its form ({a})", st.where())
        if bits != 32 or any(s.value.width != 32 for s in seen):
            raise Unsupported("a shared-memory access of other than 32 bits to a word atomics update", st.where())
        v = self._fresh_bytes(addr, 4)
        for s in seen:
            hit = T.and_(s.guard, T.eq(s.addr, addr))
            v = T.ite(hit, s.value, v) if s.op is None else fold("shared", s.op, v, [(hit, s.value)])
        return v

    def _fresh_bytes(self, addr: Term, nbytes: int) -> Term:
        key = (id(self.memory), id(addr), nbytes)
        hit = self.fresh.get(key)
        if hit is None or hit[0] is not self.memory or hit[1] is not addr:  # (a loop body reads them again)
            hit = self.fresh[key] = (self.memory, addr, _concat([T.select(self.memory, T.add(addr, T.bv(j, 32)))
                                                                  for j in range(nbytes)]))
        return hit[2]

    def _byte(self, seen: list[_SharedStore], addr: Term) -> Term:
        v = T.select(self.memory, addr)
        for s in seen:
            width = s.value.width
            off = T.sub(addr, s.addr)
            hit = T.and_(s.guard, T.ult(off, T.bv(width // 8, 32)))
            if hit.is_const() and not hit.value:
                continue
            shift = T.mul(off, T.bv(8, 32))
            shift = T.zext(shift, width) if width > 32 else T.extract(shift, width - 1, 0)
            v = T.ite(hit, T.extract(T.lshr(s.value, shift), 7, 0), v)
        return v

    def _note(self, st: BlockThread, kind: str, addr: Term, nbytes: int, op: str | None = None) -> None:
        if addr.width != 32:
            raise Unsupported(f"a {addr.width}-bit shared-memory address", st.where())
        self.touched.append(_SharedAccess(self.interval, st.linear, kind, addr, nbytes, st.guard, st.where(), op))

    # barriers
    def arrive(self, st: BlockThread) -> None:
        self.arrived.append((st, st.guard))

    def _close_interval(self, ins) -> None:
        """All threads ran the barrier instruction: check nobody live skipped it, then start a new interval."""
        waits = {st.linear: g for st, g in self.arrived}
        self.arrived = []
        pairs = []
        for st in self.threads:
            g = waits.get(st.linear, T.false())
            skips = T.and_(T.not_(g), T.not_(st.done))
            if skips.is_const() and not skips.value:
                continue
            for other, og in waits.items():
                cond = T.and_(skips, og)
                if not (cond.is_const() and not cond.value):
                    pairs.append(PairCheck(cond, st.linear, other, f"thread {other} waits at the barrier "
                                           f"/*{ins.addr:04x}*/ that thread {st.linear} skips"))
                    break
        if pairs:
            self.checks.append(BlockCheck("barrier", f"barrier@{ins.addr:04x}#{self.steps}", pairs))
        self.check_races()
        self._carry_over(waits)
        self.interval += 1

    def _carry_over(self, waits: dict[int, Term]) -> None:
        """Where no thread reaches the barrier (a condition they all share: `if (n > 512) __syncthreads();`),
        the accesses before it share one interval with those after it: they stay, under `not reached`, to be
        paired with the next interval's (and on, while barriers go unreached).  Where some thread reaches it,
        the barrier check makes every live one reach it.  An access whose own thread reaches the barrier
        whenever it runs the access is separated by it."""
        reached = T.or_(*waits.values())
        if reached.is_const() and reached.value:
            self.carry = []
            return
        out = []
        for a in [x for x in self.touched if x.interval == self.interval] + self.carry:
            if decides(a.guard, waits.get(a.thread, T.false())) is True:
                continue
            g = T.and_(a.guard, T.not_(reached))
            if not (g.is_const() and not g.value):
                out.append(replace(a, guard=g))
        self.carry = out

    def check_races(self) -> None:
        """Two threads, one shared byte, one interval, at least one store."""
        mine = [a for a in self.touched if a.interval == self.interval]
        if mine and self.interval in self.lonely:
            raise Unsupported("a shared-memory access after a loop with barriers, in the barrier interval that the "
                              "loop's last iteration or the code before the loop also touches",
                              self.lonely[self.interval])
        pairs: dict = {}
        self._pairs_between([a for a in mine if a.kind != "load"], mine, pairs)  # a race needs a store
        self._pairs_across(self.carry, mine, pairs)  # accesses before barriers no thread reached (`_carry_over`)
        if pairs:
            self.checks.append(BlockCheck("shared-race", f"shared-race#{self.interval}", list(pairs.values())))

    def _pairs_across(self, xs: list[_SharedAccess], ys: list[_SharedAccess], pairs: dict) -> None:
        """Every pair of an x and a y with a store among them (the pairs within xs or within ys are not asked)."""
        self._pairs_between([a for a in xs if a.kind != "load"], ys, pairs)
        self._pairs_between([b for b in ys if b.kind != "load"], [a for a in xs if a.kind == "load"], pairs)

    def _pairs_between(self, xs: list[_SharedAccess], ys: list[_SharedAccess], pairs: dict) -> None:
        """Each x with each y that may overlap it: at a constant address only the ys within the widest access
        (16 bytes) either side, and those at symbolic addresses."""
        by_addr: dict[int, list[_SharedAccess]] = {}
        loose = []
        for b in ys:
            (by_addr.setdefault(b.addr.value, []) if b.addr.is_const() else loose).append(b)
        for a in xs:
            if not a.addr.is_const():
                near = ys
            else:
                near = [b for d in range(-15, 16) for b in by_addr.get((a.addr.value + d) & T.mask(32), ())] + loose
            for b in near:
                self._pair(a, b, pairs)

    @staticmethod
    def _pair(a: _SharedAccess, b: _SharedAccess, pairs: dict) -> None:
        key = frozenset((id(a), id(b)))
        if a.thread == b.thread or not {"store", "atomic"} & {a.kind, b.kind} or key in pairs:
            return
        if a.kind == b.kind == "atomic" and a.op == b.op:
            return  # one order-free operation: any order leaves one value
        overlap = T.and_(T.ult(a.addr, T.add(b.addr, T.bv(b.nbytes, 32))),
                         T.ult(b.addr, T.add(a.addr, T.bv(a.nbytes, 32))))
        cond = T.and_(a.guard, b.guard, overlap)
        if a.kind == b.kind == "atomic" and not (cond.is_const() and not cond.value):
            raise Unsupported(f"shared-memory atomics of two operations ({a.op}, {b.op}) on one word between two "
                              f"barriers: the value left depends on their order", a.where)
        if not (cond.is_const() and not cond.value):
            pairs[key] = (PairCheck(cond, a.thread, b.thread,
                                   f"a shared-memory {a.kind} ({a.where}) and a {b.kind} ({b.where}) "
                                   f"touch one byte between two barriers"))

    # warps
    def _lanes(self, st: BlockThread) -> list[BlockThread | None]:
        base = st.linear - st.linear % WARP
        return [self.threads[base + k] if base + k < len(self.threads) else None for k in range(WARP)]

    def _snapshot_of(self, st: BlockThread):
        if self.snapshot is None or self.snapshot[0] is not st.ins:
            raise Unsupported(f"{st.ins.opcode} reads other lanes but is not a known lane-crossing opcode",
                              st.where())
        return self.snapshot[1]

    def from_lane(self, st: BlockThread, lane: Term, read, sort) -> Term:
        """What `read` gives in lane `lane` of st's warp before this instruction (undefined if that lane does
        not run it)."""
        snap = self._snapshot_of(st)
        undef = T.var(f"undef:lane@{st.ins.addr:04x}#{self.steps}.{st.linear}", sort)
        out = undef
        lanes = self._lanes(st)
        for k in reversed(range(WARP)):
            other = lanes[k]
            if other is None:
                continue
            regs, preds, guard = snap[other.linear]
            sel = T.eq(lane, T.bv(k, 32))
            if sel.is_const() and not sel.value:
                continue
            saved = (other.regs, other.preds, other.guard)
            other.regs, other.preds, other.guard = dict(regs), dict(preds), guard
            try:
                v = read(other)
            finally:
                other.regs, other.preds, other.guard = saved
            out = T.ite(T.and_(sel, guard), v, out)
        return out

    def lane_active(self, st: BlockThread, lane: Term) -> Term:
        snap = self._snapshot_of(st)
        out = T.false()
        for k, other in enumerate(self._lanes(st)):
            if other is not None:
                out = T.or_(out, T.and_(T.eq(lane, T.bv(k, 32)), snap[other.linear][2]))
        return out


def _concat(parts: list[Term]) -> Term:
    """Little-endian: parts[0] is the lowest byte (or, any width, the lowest part)."""
    out = parts[0]
    for p in parts[1:]:
        out = T.concat(p, out)
    return out


def ins_where(run: "BlockRun", ins) -> str:
    return f"{run.threads[0].env.filename}:{ins.line}: /*{ins.addr:04x}*/ {ins.text}"


def thread_ids(block: tuple[int, int, int]) -> list[tuple[int, int, int]]:
    """Concrete (x, y, z) of every thread, in linear order (x fastest): warps are 32 consecutive ones."""
    bx, by, bz = block
    return [(x, y, z) for z in range(bz) for y in range(by) for x in range(bx)]


def execute_block(instructions: tuple, env: KernelEnv, table: IsaTable, make) -> Meaning:
    """Run one block (ctaid symbolic) with every thread concrete; `make(env)` builds a BlockThread machine."""
    launch = env.launch
    if not all(isinstance(b, int) for b in launch.block):
        raise Unsupported("block-level execution needs a concrete block size (a reference's block=)")
    ids = thread_ids(launch.block)
    threads = [make(replace(env, launch=replace(launch, tid=tuple(T.bv(v, 32) for v in tid)))) for tid in ids]
    run = BlockRun(threads, table, instructions, launch.block)
    for k, st in enumerate(threads):
        st.block, st.linear = run, k
    bounds = run.run(find_loops(instructions, threads[0]), BLOCK_UNROLL)
    run.check_races()  # the interval after the last barrier
    for k, st in enumerate(threads):
        if run.thread_loops:
            _check_after_loops(st, [per_thread[k] for per_thread in run.thread_loops])
    accesses, phases = _merge(threads, ids, launch.tid, [[lp[k] for lp in run.thread_loops]
                                                         for k in range(len(threads))])
    loops = tuple(_merged_loop(n, info, per_thread, phases, ids, launch.tid)
                  for n, (info, per_thread) in enumerate(zip(run.loops, run.thread_loops)))
    pinned = pinned_loops(accesses, list(loops), tuple(p.cond for c in run.checks for p in c.pairs))
    meaning = Meaning(accesses, launch, env.buffers, loops, bounds, run.checks, block_model=True,
                      float_atomics=run.float_atomics, pinned=pinned)
    run.unused_results(meaning)
    return meaning


def _merged_loop(n: int, info: tuple, per_thread: list, phases: list[int], ids, tid_vars):
    """The block's loop n (semantics/blockloop.py) as one loop of the symbolic thread: the threads' entry
    conditions and induction variables lifted (those that enter: the rest never run it), the shared
    back-edge condition, and the merged accesses of phase 2n+1 as its body."""
    from semantics.loops import InductionVar, Loop
    head, back, entered, cont = info
    where = f"loop {head:#x}..{back:#x}"
    entry = _lift_or_chain([(ids[k], lp.entry) for k, lp in enumerate(per_thread)], ids, tid_vars)
    if cont is None:  # each thread's own trip count (semantics/blockloop.py)
        cont = _lift_or_chain([(ids[k], per_thread[k].cont) for k in entered], ids, tid_vars)
    names = [tuple(iv.name for iv in per_thread[k].ivs) for k in entered]
    if len(set(names)) != 1:
        raise Unsupported("a loop with barriers whose induction variables differ between threads", where)
    ivs = []
    for j, name in enumerate(names[0]):
        parts = [(ids[k], per_thread[k].ivs[j]) for k in entered]
        ivs.append(InductionVar(name, _lift_or_chain([(t, iv.start) for t, iv in parts], ids, tid_vars),
                                _lift_or_chain([(t, iv.step) for t, iv in parts], ids, tid_vars)))
    body = [i for i, p in enumerate(phases) if p == 2 * n + 1]
    first = body[0] if body else next((i for i, p in enumerate(phases) if p > 2 * n + 1), len(phases))
    last = body[-1] + 1 if body else first
    lp = per_thread[entered[0]]
    count = None if lp.count is None else _lift_or_chain([(ids[k], x.count) for k, x in enumerate(per_thread)],
                                                          ids, tid_vars)
    return Loop(head, back, entry, cont, tuple(ivs), first, last, (), lp.iter, lp.trips, count)


def _lift_or_chain(per_thread: list[tuple[tuple, Term]], ids, tid_vars) -> Term:
    lifted = lift(per_thread, tid_vars)
    if lifted is not None:
        return lifted
    sel = lambda t: T.and_(*[T.eq(v, T.bv(c, 32)) for v, c in zip(tid_vars, t)])
    return _chain([(sel(t), v) for t, v in per_thread])


def _phase(i: int, loops: list) -> int:
    """Where a thread's i-th access lies: 2n+1 inside loop n read by induction, 2n before it (after loop n-1)."""
    for n, lp in enumerate(loops):
        if i < lp.first:
            return 2 * n
        if i < lp.last:
            return 2 * n + 1
    return 2 * len(loops)


def _merge(threads: list[BlockThread], ids, tid_vars, loops: list[list]) -> tuple[list[Access], list[int]]:
    """One access per (instruction execution, position): its terms are the thread's own, as one term of the
    symbolic tid where semantics/lift.py finds one, else selected by tid from a chain over the threads.
    Ordered by phase (before, inside, after each loop read by induction, `loops[k]` thread k's): returns the
    accesses and their phases."""
    groups: dict[tuple, list[tuple[int, Access]]] = {}
    order: list[tuple] = []
    phase: dict[tuple, int] = {}
    for k, st in enumerate(threads):
        seen: dict[int, int] = {}
        for i, a in enumerate(st.accesses):
            n = seen.get(id(a.ins), 0)
            seen[id(a.ins)] = n + 1
            key = (id(a.ins), n, a.kind, a.buffer, len(a.values))
            if key not in groups:
                groups[key] = []
                order.append(key)
                phase[key] = _phase(i, loops[k])
            elif phase[key] != _phase(i, loops[k]):
                raise Unsupported("an instruction whose accesses lie inside a loop in one thread and outside it in "
                                  "another", st.where())
            groups[key].append((k, a))
    order.sort(key=lambda key: phase[key])  # stable: program order within a phase
    sel = lambda k: T.and_(*[T.eq(v, T.bv(c, 32)) for v, c in zip(tid_vars, ids[k])])
    out, phases = [], []
    for key in order:
        members = [(k, a) for k, a in groups[key] if not (a.guard.is_const() and not a.guard.value)]
        if not members:
            continue
        first = members[0][1]

        def one(get, among) -> Term:
            lifted = lift([(ids[k], get(a)) for k, a in among], tid_vars)
            return lifted if lifted is not None else _chain([(sel(k), get(a)) for k, a in among])

        # the guard must also be false for the threads without this access (or whose guard folded to false)
        everyone = dict(groups[key])
        guard = lift([(ids[k], everyone[k].guard if k in everyone else T.false()) for k in range(len(ids))],
                     tid_vars)
        if guard is None:
            guard = T.or_(*[T.and_(sel(k), a.guard) for k, a in members])
        values = [one(lambda a, j=j: a.values[j], members) for j in range(len(first.values))]
        out.append(replace(first, index=one(lambda a: a.index, members), values=values, guard=guard,
                           in_bounds=one(lambda a: a.in_bounds, members)))
        phases.append(phase[key])
    return out, phases


def _chain(cases: list[tuple[Term, Term]]) -> Term:
    out = cases[-1][1]
    for c, v in reversed(cases[:-1]):
        out = T.ite(c, v, out)
    return out
