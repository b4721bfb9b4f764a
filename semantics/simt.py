"""The GPU execution model: one symbolic thread runs the kernel once.

`tid`, `ctaid` are bit-vector variables bounded by the launch shape; branches
that only go forward are merged by running every instruction in address order
under its reach condition (a thread executes an increasing subsequence of the
addresses, so this is exact).  The result, a `Meaning`, is the list of guarded
global-memory accesses, each with its buffer, element index and value.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from equiv import terms as T
from equiv.terms import BV, Term
from semantics.errors import InputError, NeedsBlock, Unsupported
from semantics.isa.sass import parser as P
from semantics.isa.sass.arch import Arch
from semantics.isa.spec import IsaTable
from semantics.merges import without_choices

AXES = "xyz"


@dataclass(frozen=True)
class Buffer:
    """A pointer parameter: a dense row-major array of `size` elements at `ptr`."""

    name: str
    kind: str  # "in" | "out" | "inout"
    elem_bits: int
    ptr: Term  # BV64
    mem: Term  # Array[BV64 -> BV(elem_bits)]: the contents before the launch
    shape: tuple[Term, ...]  # BV64 dimensions, row-major

    @property
    def size(self) -> Term:
        n = T.bv(1, 64)
        for d in self.shape:
            n = T.mul(n, d)
        return n

    @property
    def elem_bytes(self) -> int:
        return self.elem_bits // 8


def in_bounds(diff: Term, total: Term, nbytes: int) -> Term:
    """An nbytes access at byte offset diff lies inside a buffer of `total` bytes and is aligned."""
    return T.and_(T.ult(diff, total), T.ule(T.add(diff, T.bv(nbytes, 64)), total),
                  T.eq(T.band(diff, T.bv(nbytes - 1, 64)), T.bv(0, 64)))


@dataclass(frozen=True)
class ParamSlot:
    name: str
    offset: int  # from the start of the parameter space
    nbytes: int
    value: Term  # BV(8*nbytes): the scalar's bits or the pointer


@dataclass(frozen=True)
class Launch:
    block: tuple  # ints from the reference; BV32 terms when two programs are compared with no reference
    grid: tuple[Term, Term, Term]  # BV32 each
    tid: tuple[Term, Term, Term]
    ctaid: tuple[Term, Term, Term]

    def block_dim(self, d: int) -> Term:
        b = self.block[d]
        return b if isinstance(b, Term) else T.bv(b, 32)

    def thread_bounds(self) -> Term:
        parts = []
        for d in range(3):
            parts.append(T.ult(self.tid[d], self.block_dim(d)))
            parts.append(T.ult(self.ctaid[d], self.grid[d]))
        return T.and_(*parts)


def thread_vars(suffix: str = "") -> tuple[tuple[Term, ...], tuple[Term, ...]]:
    tid = tuple(T.var(f"tid.{a}{suffix}", BV(32)) for a in AXES)
    ctaid = tuple(T.var(f"ctaid.{a}{suffix}", BV(32)) for a in AXES)
    return tid, ctaid


@dataclass
class Access:
    kind: str  # "load" | "store" | "atomic" (block execution: an atomic read-modify-write, `op` of atomic_ops)
    buffer: str
    index: Term  # BV64 element index of the first element
    values: list[Term]  # one BV(elem_bits) per element, consecutive from index
    guard: Term
    in_bounds: Term  # the address lies inside the buffer and is aligned
    ins: P.Instruction
    op: str | None = None  # an atomic's operation (semantics.isa.atomic_ops)


@dataclass
class Meaning:
    """What a kernel does, for one symbolic thread."""

    accesses: list[Access]
    launch: Launch
    buffers: dict[str, Buffer]
    loops: tuple = ()  # semantics.loops.Loop, in program order: accesses[l.first:l.last] have l.iter free
    unroll_bounds: list = field(default_factory=list)  # (condition, where): unrolled loops that must have ended
    checks: list = field(default_factory=list)  # semantics.block.BlockCheck: shared-memory races, barrier divergence
    block_model: bool = False  # every thread of a block was run (semantics/block.py), with its assumptions
    float_atomics: list = field(default_factory=list)  # where an f32 atomic add's result depends on the order
    pinned: tuple = ()  # the loops whose trip counts the meaning reads: their exit facts are hypotheses

    @property
    def exit_fact(self) -> Term | None:
        """What pins the trip counts read (Loop.exit_fact), each resting on its own loop's obligations."""
        return T.and_(*[lp.exit_fact() for lp in self.pinned]) if self.pinned else None

    def exit_facts_before(self, loop) -> Term:
        """The exit facts of the pinned loops before `loop`: hypotheses of its obligations (they do not rest
        on them)."""
        return T.and_(*[lp.exit_fact() for lp in self.pinned if lp.head < loop.head])

    def atomics(self) -> list[Access]:
        return [a for a in self.accesses if a.kind == "atomic"]

    def stores(self) -> list[Access]:
        return [a for a in self.accesses if a.kind == "store"]

    def loads(self) -> list[Access]:
        return [a for a in self.accesses if a.kind == "load"]


@dataclass
class KernelEnv:
    arch: Arch
    launch: Launch
    buffers: dict[str, Buffer]
    params: list[ParamSlot]
    filename: str = "<sass>"
    ieee: object = None  # semantics.isa.sass.ieee_lowering.IeeeLowering of a SASS run (set by semantics.run)
    # the question is asked over the reals (contract real against a reference): libdevice code made of exact
    # arithmetic (logf) is read as the function it approximates (libm_lowering.py), and a PTX add of an
    # unrounded product means a*b + c whether ptxas fuses it or not; elsewhere the code's own bits are its meaning
    over_reals: bool = False
    # read an integer register a loop only adds to (or maxes into), or a float register it maxes into, as a
    # fold over its iterations: only where the reference has such a fold to meet it; elsewhere (a reference
    # bounded by `assume`) the loop unrolls
    folds: bool = False


_BLOCK_LEVEL = "{} needs block-level execution"


class ThreadState:
    """The Machine of semantics/isa/spec.py for one symbolic thread."""

    settles = True  # writes pass through the readings of ptxas's lowerings (semantics.isa.sass.*_lowering)

    def __init__(self, env: KernelEnv):
        self.env = env
        self.arch = env.arch.name
        self.regs: dict[tuple[bool, int], Term] = {}
        self.preds: dict[tuple[bool, int], Term] = {}
        self.guard: Term = T.true()
        self.reach: Term = T.true()  # where the thread reaches the current instruction (its guard less its predicate)
        self.ins: P.Instruction | None = None
        self.branches: list[tuple[int, Term]] = []
        self.exited: list[Term] = []
        self.done: Term = T.false()  # the thread has exited on the way here
        self.accesses: list[Access] = []
        self.fresh_prefix = "undef:"  # "loopin:" while a loop body runs on unknown carried values

    # -------------------------------------------------------------- loop support
    def fresh(self) -> "ThreadState":
        """A new machine over the same kernel, for executing it again another way."""
        return type(self)(self.env)

    def state(self) -> dict:
        """Every register and predicate value, by a key that names it (see `set_state`)."""
        out = {("R",) + k: v for k, v in self.regs.items()}
        out.update({("P",) + k: v for k, v in self.preds.items()})
        return out

    def set_state(self, values: dict) -> None:
        self.regs = {k[1:]: v for k, v in values.items() if k[0] == "R"}
        self.preds = {k[1:]: v for k, v in values.items() if k[0] == "P"}

    @staticmethod
    def state_name(key) -> str:
        kind, uniform, index = key
        return f"{'U' if uniform else ''}{kind}{index}"

    @staticmethod
    def pair_key(key):
        """The key of the register holding the high word of a 64-bit value whose low word is `key` (pairs
        are even-aligned: R8:R9, never R7:R8)."""
        return (key[0], key[1], key[2] + 1) if key[0] == "R" and key[2] % 2 == 0 else None

    def forget_choices(self, reach: Term) -> Term:
        """A join's reach condition, without the FCHK outcomes it does not depend on where `drops_choices`
        (semantics/merges.without_choices): the division's fast and slow paths have met again."""
        choices = self.env.ieee.choices() if self.drops_choices() and self.env.ieee is not None else None
        return without_choices(reach, choices) if choices else reach

    def drops_choices(self) -> bool:
        """Inside a loop body (a division in the body: the registers written after its join must be the same
        terms on every path, or no induction variable is found).  Elsewhere one thread keeps the FCHK outcomes:
        its readings of ptxas's lowerings (the sqrt and division fast paths settled by `prune_merges` after the
        run) rely on the merges' shapes as they are."""
        from semantics.loops import LOOPIN
        return self.fresh_prefix == LOOPIN

    def static_target(self, ins) -> int | None:
        """The address a branch instruction names (whatever its condition), for finding loops."""
        if ins.opcode == "BRA" and ins.operands and isinstance(ins.operands[-1], P.Target):
            return ins.operands[-1].addr
        return None

    # -------------------------------------------------------------- operands
    def where(self) -> str:
        ins = self.ins
        return f"{self.env.filename}:{ins.line}: /*{ins.addr:04x}*/ {ins.text}" if ins else self.env.filename

    def _reg(self, uniform: bool, index: int | None) -> Term:
        return self._under_guard(self._raw_reg(uniform, index))

    def _raw_reg(self, uniform: bool, index: int | None) -> Term:
        """The register's value on every path (not resolved under the current guard: what a write keeps)."""
        if index is None:
            return T.bv(0, 32)
        key = (uniform, index)
        v = self.regs.get(key)
        if v is None:
            v = self.regs[key] = T.var(f"{self.fresh_prefix}{'U' if uniform else ''}R{index}", BV(32))
        return v

    def _under_guard(self, v: Term) -> Term:
        """A value as this instruction sees it: it only matters where the guard holds, so guarded writes
        whose condition the guard implies are resolved (exact for every use under the guard)."""
        return resolve_under(v, self.guard)

    def read(self, op, width: int = 32) -> Term:
        if isinstance(op, P.Reg):
            lo = self._reg(op.uniform, op.index)
            if width == 32:
                return lo
            if width == 64:
                hi = self._reg(op.uniform, None if op.index is None else op.index + 1)
                return T.concat(hi, lo)
            raise Unsupported(f"{width}-bit register read", self.where())
        if isinstance(op, P.Imm):
            return T.bv(op.value, width)
        if isinstance(op, P.FImm):
            from equiv import ieee
            fmt = T.F32 if width == 32 else T.F64
            return T.bv(ieee.bits_of_float(fmt, op.value), width)
        if isinstance(op, P.Const):
            if op.suffixes:
                raise Unsupported(f"constant operand {op!r} with a lane select", self.where())
            return self._const(op, width)
        if isinstance(op, P.Special):
            return self._special(op.name)
        raise Unsupported(f"operand {op!r} read as a value", self.where())

    def read_pred(self, p) -> Term:
        if not isinstance(p, P.Pred):
            raise Unsupported(f"operand {p!r} read as a predicate", self.where())
        v = T.true() if p.index is None else strip_known(self._raw_pred(p.uniform, p.index), self.guard)
        return T.not_(v) if p.neg else v

    def _raw_pred(self, uniform: bool, index: int) -> Term:
        """The predicate's value on every path (what a write keeps where its guard fails)."""
        key = (uniform, index)
        v = self.preds.get(key)
        if v is None:
            v = self.preds[key] = T.var(f"{self.fresh_prefix}{'U' if uniform else ''}P{index}", T.BOOL)
        return v

    def write(self, reg, value: Term) -> None:
        if not isinstance(reg, P.Reg):
            raise Unsupported(f"write to {reg!r}", self.where())
        if value.sort.kind != "bv" or value.width not in (32, 64, 96, 128):
            raise Unsupported(f"write of a {value.sort} value", self.where())
        if reg.index is None:
            return
        lowering = self.env.ieee if self.settles and self.ins is not None else None
        if lowering is not None and self.ins.opcode in ("FFMA", "FMUL"):
            from semantics.isa.sass.ieee_lowering import settle
            value = settle(self, value)
        if lowering is not None and self.ins.opcode == "MUFU":
            lowering.divisions.observe(self, value)
        for k in range(value.width // 32):
            word = T.extract(value, 32 * k + 31, 32 * k)
            key = (reg.uniform, reg.index + k)
            # the old value stays where the guard fails: it must not be resolved under the guard
            old = self._raw_reg(reg.uniform, reg.index + k)
            self.regs[key] = T.ite(self.guard, word, old)
            if lowering is not None and value.width == 32 and (self.ins.opcode == "FSEL" or (
                    self.ins.opcode in ("FFMA", "FMUL", "FADD") and self.ins.pred is not None)):
                from semantics.isa.sass.libm_lowering import read as read_libm
                self.regs[key] = read_libm(self, word, old, self.regs[key]) or self.regs[key]
            if lowering is not None and lowering.divisions.divisors and value.width == 32:
                self.regs[key], read = lowering.divisions.settle(self, self.regs[key])
                if read:
                    from semantics.isa.sass.intdiv_lowering import ASSUMPTION
                    lowering.assumed.add(ASSUMPTION)

    def write_pred(self, p, value: Term) -> None:
        if not isinstance(p, P.Pred) or p.neg:
            raise Unsupported(f"predicate destination {p!r}", self.where())
        if p.index is None:
            return
        old = self._raw_pred(p.uniform, p.index)
        self.preds[(p.uniform, p.index)] = T.ite(self.guard, value, old)

    def _special(self, name: str) -> Term:
        launch = self.env.launch
        for d, a in enumerate(AXES):
            if name == f"SR_TID.{a.upper()}":
                return launch.tid[d]
            if name == f"SR_CTAID.{a.upper()}":
                return launch.ctaid[d]
        if name == "SRZ":
            return T.bv(0, 32)
        if name == "SR_CgaCtaId":  # the block's rank in its cluster (sm_90+): launches here are cluster-free
            return T.bv(0, 32)
        if name == "SR_LANEID":
            bx, by = launch.block_dim(0), launch.block_dim(1)
            linear = T.add(launch.tid[0], T.mul(bx, launch.tid[1]), T.mul(bx, by, launch.tid[2]))
            return T.band(linear, T.bv(31, 32))
        raise Unsupported(f"special register {name}", self.where())

    # -------------------------------------------------------------- constant bank 0
    def _const(self, op: P.Const, width: int) -> Term:
        if op.bank != 0:
            raise Unsupported(f"constant bank {op.bank}", self.where())
        offset = op.offset
        if op.reg is not None:
            r = self._reg(op.reg.uniform, op.reg.index)
            if not r.is_const():
                raise Unsupported("register-indexed constant-bank read", self.where())
            offset += r.value
        return self.const_bytes(offset, width // 8)

    def const_bytes(self, offset: int, nbytes: int) -> Term:
        """Little-endian read of constant bank 0."""
        parts = []  # low to high
        pos = offset
        end = offset + nbytes
        while pos < end:
            slot_start, slot_bytes, slot_val = self._slot_at(pos)
            take = min(end, slot_start + slot_bytes) - pos
            lo_bit = 8 * (pos - slot_start)
            parts.append(T.extract(slot_val, lo_bit + 8 * take - 1, lo_bit))
            pos += take
        out = parts[0]
        for p in parts[1:]:
            out = T.concat(p, out)
        return out

    def _slot_at(self, pos: int) -> tuple[int, int, Term]:
        a = self.env.arch
        launch = self.env.launch
        for d in range(3):
            if a.ntid + 4 * d <= pos < a.ntid + 4 * d + 4:
                return a.ntid + 4 * d, 4, launch.block_dim(d)
            if a.nctaid + 4 * d <= pos < a.nctaid + 4 * d + 4:
                return a.nctaid + 4 * d, 4, launch.grid[d]
        if a.param_base <= pos:
            rel = pos - a.param_base
            for s in self.env.params:
                if s.offset <= rel < s.offset + s.nbytes:
                    return a.param_base + s.offset, s.nbytes, s.value
            total = max((s.offset + s.nbytes for s in self.env.params), default=0)
            if rel < total:  # padding between parameters
                return pos, 1, T.bv(0, 8)
            raise InputError(
                f"the kernel reads parameter byte {rel} (c[0x0][{pos:#x}]) but the reference signature "
                f"has only {total} bytes of parameters", self.env.filename, self.ins.line if self.ins else None)
        word = pos & ~3
        return word, 4, T.var(f"c0[{word:#x}]", BV(32))  # opaque driver constant (stack, descriptors)

    # -------------------------------------------------------------- memory
    def load(self, space: str, addr: Term, bits: int) -> Term:
        out = None
        for cond, a in reversed(self._accesses(space, addr)):
            v = self._load_one(space, a, bits, cond)
            out = v if out is None else T.ite(cond, v, out)
        return out

    def _load_one(self, space: str, addr: Term, bits: int, cond: Term) -> Term:
        buf, index, nelem, inb = self._decode(space, addr, bits, part=True)
        values = [self._read_elem(buf, T.add(index, T.bv(k, 64))) for k in range(max(nelem, 1))]
        self.accesses.append(Access("load", buf.name, index, values, T.and_(self.guard, cond), inb, self.ins))
        if nelem == 0:  # a part of one element (nvcc loads only the low word of an int64 it narrows)
            low = 8 * _offset_in_element(self._resolve(addr)[1], buf.elem_bytes).value
            return T.extract(values[0], low + bits - 1, low)
        out = values[0]
        for v in values[1:]:
            out = T.concat(v, out)
        return out

    def store(self, space: str, addr: Term, value: Term) -> None:
        for cond, a in self._accesses(space, addr):
            buf, index, nelem, inb = self._decode(space, a, value.width)
            eb = buf.elem_bits
            values = [T.extract(value, eb * k + eb - 1, eb * k) for k in range(nelem)]
            self.accesses.append(Access("store", buf.name, index, values, T.and_(self.guard, cond), inb, self.ins))

    def _accesses(self, space: str, addr: Term) -> list[tuple[Term, Term]]:
        """(condition, address) of each access an address makes: one per case of `_cases`; where that gives more
        than two and every case is an offset into one buffer, one access whose offset selects between the
        cases' (a pointer advanced by loops and optional blocks before it: nvcc's 16x/8x/4x unrolled row loops,
        whose case splits would multiply the accesses of every later copy).  The cases' conditions are a
        decision tree's leaves, mutually exclusive: the selection is exact."""
        cases = self._cases(space, addr)
        if len(cases) <= 2:
            return cases
        found = [self._resolve(a) for _, a in cases]
        if any(f is None for f in found) or len({f[0].name for f in found}) != 1:
            return cases
        offset = found[-1][1]
        for (cond, _), (_, diff) in zip(reversed(cases[:-1]), reversed(found[:-1])):
            offset = T.ite(cond, diff, offset)
        return [(T.or_(*[c for c, _ in cases]), T.add(found[0][0].ptr, offset))]

    def _cases(self, space: str, addr: Term, depth: int = 0, path: Term = T.true()) -> list[tuple[Term, Term]]:
        """An address that selects between pointers (p = c ? a : b) splits into one access per case.  A case
        whose conditions contradict one another or the path's propositionally (a pointer's two halves selected by
        two spellings of one condition) is dropped: no input reaches it (merges.satisfiable is exact for False)."""
        from semantics.merges import satisfiable
        if space != "global" or self._resolve(addr) is not None or depth == MAX_CASE_DEPTH:
            return [(path, addr)]
        conds = [t.args[0] for t in T.postorder([addr]) if t.op == "ite"]
        if not conds:
            return [(path, addr)]
        c = conds[0]
        out = []
        for value, guard in ((T.true(), c), (T.false(), T.not_(c))):
            within = T.and_(path, guard)
            if satisfiable([self.guard, within]):
                out += self._cases(space, T.substitute(addr, {id(c): value}), depth + 1, within)
        return out

    def _resolve(self, addr: Term) -> tuple[Buffer, Term] | None:
        """The one buffer the address is an offset into (its pointer cancels), or None."""
        found = []
        for b in self.env.buffers.values():
            diff = T.sub(addr, b.ptr)
            if not any(v.params[0].startswith("ptr:") for v in T.free_vars([diff])):
                found.append((b, diff))
        return found[0] if len(found) == 1 else None

    def _read_elem(self, buf: Buffer, idx: Term) -> Term:
        """Original contents, overridden by this thread's own earlier stores (program order)."""
        v = T.select(buf.mem, idx)
        for a in self.accesses:
            if a.kind == "store" and a.buffer == buf.name:
                for k, sv in enumerate(a.values):
                    hit = T.and_(a.guard, T.eq(T.add(a.index, T.bv(k, 64)), idx))
                    v = T.ite(hit, sv, v)
        return v

    def _decode(self, space: str, addr: Term, bits: int, part: bool = False) -> tuple[Buffer, Term, int, Term]:
        """(buffer, element index, elements accessed, in bounds); with `part` (a load), 0 elements for an access
        within one element at a constant offset that is a multiple of its size."""
        if space == "shared":
            raise NeedsBlock(_BLOCK_LEVEL.format("shared memory"), self.where())
        if space != "global":
            raise Unsupported(f"{space} memory", self.where())
        if addr.width != 64:
            raise Unsupported(f"{addr.width}-bit global address", self.where())
        found = self._resolve(addr)
        if found is None:
            raise Unsupported("an address that is not one pointer parameter plus an offset", self.where())
        b, diff = found
        eb = b.elem_bytes
        nbytes = bits // 8
        shift = eb.bit_length() - 1
        index = T.lshr(diff, T.bv(shift, 64))
        if bits % b.elem_bits:
            within = _offset_in_element(diff, eb)
            if not (part and b.elem_bits % bits == 0 and within.is_const() and within.value % nbytes == 0):
                raise Unsupported(f"a {bits}-bit access to a buffer of {b.elem_bits}-bit elements", self.where())
            return b, index, 0, in_bounds(diff, T.mul(b.size, T.bv(eb, 64)), nbytes)
        return b, index, bits // b.elem_bits, in_bounds(diff, T.mul(b.size, T.bv(eb, 64)), nbytes)

    # -------------------------------------------------------------- other threads
    # One thread cannot see the others: what crosses threads is the block executor's.
    def barrier(self, bar_id: Term, count: Term | None) -> None:
        raise NeedsBlock(_BLOCK_LEVEL.format("a block barrier"), self.where())

    def warp_sync(self, mask: Term) -> None:
        raise NeedsBlock(_BLOCK_LEVEL.format("a warp barrier with a partial mask"), self.where())

    def read_lane(self, op, lane: Term, width: int = 32) -> Term:
        raise NeedsBlock(_BLOCK_LEVEL.format("reading another lane's register"), self.where())

    def lane_active(self, lane: Term) -> Term:
        raise NeedsBlock(_BLOCK_LEVEL.format("the warp's active lanes"), self.where())

    def read_lane_pred(self, p, lane: Term) -> Term:
        raise NeedsBlock(_BLOCK_LEVEL.format("reading another lane's predicate"), self.where())

    def atomic(self, space: str, op: str, addr: Term, value: Term, compare: Term | None = None) -> Term:
        raise NeedsBlock(_BLOCK_LEVEL.format(f"an atomic {op} on {space} memory"), self.where())

    def approx(self, fn: str, *xs: Term) -> Term:
        """The hardware's approximation as an opaque term: semantics/approx.py refuses it under contract
        exact and names it as an assumption under real."""
        from semantics.approx import hardware
        return hardware(fn, *xs)

    # -------------------------------------------------------------- control
    def branch(self, target: int, cond: Term) -> None:
        self.branches.append((target, T.and_(self.guard, cond)))

    def exit(self) -> None:
        self.exited.append(self.guard)


def _offset_in_element(diff: Term, elem_bytes: int) -> Term:
    """The byte offset of an address within its element (its low bits)."""
    shift = elem_bytes.bit_length() - 1
    return T.extract(diff, shift - 1, 0) if shift else T.bv(0, 1)


def resolve_under(v: Term, guard: Term) -> Term:
    """v where `guard` holds: ite(c, a, b) with c (or not c) implied by the guard's conjuncts is a (or b),
    also inside the branches of an ite the guard does not decide."""
    return _resolve(v, _conjuncts(guard), {}, {})


def strip_known(c: Term, guard: Term) -> Term:
    """c where `guard` holds, with the conjuncts the guard implies dropped (a loop's back-edge condition less
    the thread's own entry condition)."""
    return _without_known(resolve_under(c, guard), _conjuncts(guard))


def decides(guard: Term, c: Term) -> bool | None:
    """True (False) if the guard's conjuncts imply c (not c); None if they decide neither."""
    conj = _conjuncts(guard)
    if _conjuncts(c) <= conj:
        return True
    return False if _conjuncts(T.not_(c)) <= conj else None


def _resolve(v: Term, conj: frozenset[int], memo: dict[int, Term], truths: dict) -> Term:
    """(memo: the ites already resolved under conj; a merged register shares its branches' ites, which
    resolved one by one would cost exponential time; truths: _truth's memo)"""
    hit = memo.get(id(v))
    if hit is None:
        hit = memo[id(v)] = _resolve_ite(v, conj, memo, truths)
    return hit


def _resolve_ite(v: Term, conj: frozenset[int], memo: dict[int, Term], truths: dict) -> Term:
    while v.op == "ite":
        c = v.args[0]
        known = True if _conjuncts(c) <= conj else False if _conjuncts(T.not_(c)) <= conj else _truth(c, conj, 6, truths)
        if known is True:
            v = v.args[1]
        elif known is False:
            v = v.args[2]
        else:
            a, b = _resolve(v.args[1], conj, memo, truths), _resolve(v.args[2], conj, memo, truths)
            c2 = _without_known(c, conj)
            if T.minmax_of(v) is not None:
                # a min/max select compares its own branches: resolve them there too, so it stays one
                now = {id(v.args[1]): a, id(v.args[2]): b}
                c2 = T.rebuild(c, tuple(now[id(x)] for x in c.args))
            return v if a is v.args[1] and b is v.args[2] and c2 is c else T.ite(c2, a, b)
    return v


def _without_known(c: Term, conj: frozenset[int]) -> Term:
    """c with the conjuncts the guard implies dropped (a predicated write's guard repeats the path's)."""
    if c.op != "and" or not any(id(a) in conj for a in c.args):
        return c
    return T.and_(*[a for a in c.args if id(a) not in conj])


def _truth(c: Term, conj: frozenset[int], depth: int, memo: dict) -> bool | None:
    """c's value where the conditions `conj` hold, by three-valued evaluation of its connectives (a path that
    left and came back: not (a and not b) under a and b); None where that does not decide it.  (memo: by
    (term, depth), as a DAG's shared conditions would otherwise be evaluated once per path to them.)"""
    key = (id(c), depth)
    if key in memo:
        return memo[key]
    if id(c) in conj:
        val = True
    elif id(T.not_(c)) in conj:
        val = False
    elif depth == 0 or c.op not in ("and", "or", "not"):
        val = None
    else:
        vals = [_truth(a, conj, depth - 1, memo) for a in c.args]
        stop = c.op == "or"  # the value that decides an or (True) or an and (False)
        if c.op == "not":
            val = None if vals[0] is None else not vals[0]
        elif stop in vals:
            val = stop
        else:
            val = None if None in vals else not stop
    memo[key] = val
    return val


_CONJUNCTS: dict[int, tuple[Term, frozenset[int]]] = {}


def _conjuncts(c: Term) -> frozenset[int]:
    """Conditions c implies: its conjuncts, and for a disjunction the ones every disjunct implies (paths that
    merge after a branch keep what held before it).  Cached: terms are immutable and hash-consed."""
    hit = _CONJUNCTS.get(id(c))
    if hit is not None and hit[0] is c:
        return hit[1]
    out = _conjuncts_of(c)
    if len(_CONJUNCTS) > 200_000:
        _CONJUNCTS.clear()
    _CONJUNCTS[id(c)] = (c, out)
    return out


def _conjuncts_of(c: Term) -> frozenset[int]:
    if c.op == "and":
        out = set()
        for a in c.args:
            out |= _conjuncts(a) if a.op == "or" else {id(a)}
        return frozenset(out | {id(a) for a in c.args})
    if c.op == "or":
        common = None
        for a in c.args:
            k = _conjuncts(a)
            common = k if common is None else common & k
        return frozenset(common or ()) | {id(c)}
    if c.is_const() and c.value:
        return frozenset()
    return frozenset((id(c),))


def find_loops(instructions: tuple, st: ThreadState) -> list[tuple[int, int]]:
    """(head, back-edge address) of each loop; a branch to itself (the idle loop after EXIT) is none."""
    loops = []
    for ins in instructions:
        t = st.static_target(ins)
        if t is not None and t < ins.addr:
            loops.append((t, ins.addr))
    return loops


def _enter(st: ThreadState, ins, reach_next: Term, incoming: dict) -> Term:
    """The condition under which the thread reaches `ins`: falling through or branching to it."""
    return joined(st, reach_next, incoming.pop(ins.addr, []))


def joined(st: ThreadState, reach_next: Term, arriving: list[Term]) -> Term:
    """Falling through or arriving by one of the branches."""
    return st.forget_choices(T.or_(reach_next, *arriving)) if arriving else reach_next


def _step(st: ThreadState, ins, reach_next: Term, incoming: dict, table: IsaTable, addrs: set,
          back_edge: tuple[int, int] | None = None, backs: list | None = None) -> Term:
    """Run one instruction under its reach condition; returns the fall-through condition."""
    return _run(st, ins, _enter(st, ins, reach_next, incoming), incoming, table, addrs, back_edge, backs)


def _run(st: ThreadState, ins, reach: Term, incoming: dict, table: IsaTable, addrs: set,
         back_edge: tuple[int, int] | None = None, backs: list | None = None) -> Term:
    env = st.env
    st.ins = ins
    if reach.is_const() and not reach.value:
        return reach
    where = st.where()
    d = table.lookup(ins.opcode, ins.mods, where)
    pred = st.read_pred(ins.pred) if ins.pred is not None else T.true()
    st.guard, st.reach = T.and_(reach, pred), reach
    st.branches, st.exited = [], []
    d.fn(st, ins)
    leaving = []
    for target, cond in st.branches:
        if cond.is_const() and not cond.value:
            continue
        if target <= ins.addr:
            if back_edge != (target, ins.addr):
                raise Unsupported("a backward branch (loop)", where)
            backs.append(cond)
            leaving.append(cond)
            continue
        if target not in addrs:
            raise InputError(f"branch target {target:#x} is not an instruction address", env.filename, ins.line)
        incoming.setdefault(target, []).append(cond)
        leaving.append(cond)
    leaving.extend(st.exited)
    st.done = T.or_(st.done, *st.exited)
    if any(c is reach for c in leaving):  # an unconditional EXIT or BRA: nothing falls through
        return T.false()
    return T.and_(reach, T.not_(T.or_(*leaving))) if leaving else reach


UNROLL = 8  # copies of a loop body when a loop is read by unrolling
# conditions an address is split on (ThreadState._cases): a second pass over a row after a division spells its
# pointer's halves with conditions of their own (16x loop run, 8x block taken, FCHK's outcome): a split stopped
# at 8 conditions left selections in some cases
MAX_CASE_DEPTH = 12
MAX_UNROLLED_STORES = 24  # stores of a kernel whose storing loops but one are unrolled (pairs are obligations)


def execute(instructions: tuple, env: KernelEnv, table: IsaTable, state: ThreadState | None = None) -> Meaning:
    """Run the symbolic thread over the instructions: forward branches merge; loops one after another are
    each read by induction (semantics/loops.py), and where that is refused (nested loops, a carried value
    that is neither an induction variable nor an accumulator), every loop is unrolled UNROLL times with an
    obligation that it has ended by then (`Meaning.unroll_bounds`).

    `state` is the machine the table's definitions run on: a SASS ThreadState by default, a PTX one
    (semantics/ptx_thread.py) for PTX; instructions need `addr`, `opcode`, `mods`, `pred`, `line`, `text`."""
    st = state if state is not None else ThreadState(env)
    loops = find_loops(instructions, st)
    if not loops:
        return _execute_induction(instructions, env, table, st, [])
    fresh = st.fresh()
    try:
        if not in_sequence(loops):
            raise Unsupported("nested loops", st.where())
        try:
            return _execute_induction(instructions, env, table, st, loops)
        except _SeveralWriters as many:
            # the others unrolled (nvcc's remainder loops after its unrolled one): one writer by induction
            meaning = _execute_induction(instructions, env, table, fresh.fresh(), loops, many.short)
            if len(meaning.stores()) > MAX_UNROLLED_STORES:  # each pair of stores is an obligation
                raise
            return meaning
    except Unsupported as e:
        try:
            return _execute_unrolled(instructions, env, table, fresh, loops)
        except NeedsBlock:
            raise
        except Unsupported:
            raise e from None


def in_sequence(loops: list[tuple[int, int]]) -> bool:
    """Loops one after another: each ends before the next begins (none inside another)."""
    return all(a[1] < b[0] for a, b in zip(loops, loops[1:]))


def _execute_unrolled(instructions: tuple, env: KernelEnv, table: IsaTable, st: ThreadState, loops) -> Meaning:
    group = Lockstep([st], table, instructions)
    bounds = group.run(loops, UNROLL)
    return Meaning(st.accesses, env.launch, env.buffers, (), bounds)


class Lockstep:
    """Threads that run one instruction stream together, instruction by instruction in address order, each
    under its own path condition: one symbolic thread, or every thread of a block (semantics/block.py, which
    overrides `before` and `after` to let instructions see across threads).  Loops are unrolled."""

    def __init__(self, threads: list[ThreadState], table: IsaTable, instructions: tuple):
        self.threads = threads
        self.table = table
        self.instructions = instructions
        self.addrs = {ins.addr for ins in instructions}

    def before(self, ins, reach: list[Term]) -> None:
        """Every thread's reach condition of `ins` is known and nothing of `ins` has run yet."""

    def after(self, ins) -> None:
        """Every thread has run `ins`."""

    def step(self, ins, reach: list[Term], incoming: list[dict], back_edge=None, backs=None) -> list[Term]:
        entered = [_enter(st, ins, r, inc) for st, r, inc in zip(self.threads, reach, incoming)]
        self.before(ins, entered)
        out = [_run(st, ins, r, inc, self.table, self.addrs, back_edge, None if backs is None else backs[k])
               for k, (st, r, inc) in enumerate(zip(self.threads, entered, incoming))]
        self.after(ins)
        return out

    def run(self, loops, copies: int) -> list:
        """The whole program, each loop unrolled up to `copies` times; returns the loop-bound conditions
        (condition, where) under which some thread would still take a back edge after its last copy."""
        heads = dict(loops)
        if len(heads) != len(loops):
            raise Unsupported("two back edges to one loop head", self.threads[0].where())
        bounds: list = []
        incoming = [{} for _ in self.threads]
        self._sweep(0, None, [T.true()] * len(self.threads), incoming, heads, bounds, copies)
        return bounds

    def _sweep(self, i: int, end: int | None, reach: list[Term], incoming: list[dict], heads, bounds, copies,
               skip: int | None = None, back_edge=None, backs=None) -> tuple[int, list[Term]]:
        """Instructions from index i through address `end` (None: to the end), unrolling the loops met there."""
        start = i
        instructions = self.instructions
        while i < len(instructions) and (end is None or instructions[i].addr <= end):
            ins = instructions[i]
            if ins.addr in heads and not (i == start and ins.addr == skip):
                i, reach = self._unroll(i, (ins.addr, heads[ins.addr]), reach, incoming, heads, bounds, copies)
                continue
            reach = self.step(ins, reach, incoming, back_edge, backs)
            i += 1
        return i, reach

    def _unroll(self, i: int, loop: tuple[int, int], reach: list[Term], incoming: list[dict], heads, bounds,
                copies) -> tuple[int, list[Term]]:
        """Copies of the body, each entered where the one before took the back edge, until no thread takes
        it (conditions that fold to false) or `copies` copies have run."""
        head, back = loop
        where = f"{self.threads[0].env.filename}: loop {head:#x}..{back:#x}"
        if any(head < t <= back for inc in incoming for t in inc):
            raise Unsupported("a branch into the middle of a loop", where)
        enter = [joined(st, r, inc.pop(head, [])) for st, r, inc in zip(self.threads, reach, incoming)]
        fall: list[list[Term]] = [[] for _ in self.threads]
        j = i
        for _ in range(copies):
            local: list[dict] = [{} for _ in self.threads]
            backs: list[list[Term]] = [[] for _ in self.threads]
            j, out = self._sweep(i, back, enter, local, heads, bounds, copies, head, loop, backs)
            for k, o in enumerate(out):
                fall[k].append(o)
                for t, conds in local[k].items():  # forward branches leaving the loop
                    incoming[k].setdefault(t, []).extend(conds)
            enter = [T.or_(*b) for b in backs]
            if all(e.is_const() and not e.value for e in enter):
                break
        else:
            bounds.append((T.or_(*enter), where))
        return j, [T.or_(*f) for f in fall]


class _SeveralWriters(Unsupported):
    """More than one loop read by induction writes memory; `short`: those to unroll instead (head -> copies),
    every writer but one that `short_trips` does not bound (nvcc's unrolled loop's 4x and remainder loops)."""

    def __init__(self, short: dict[int, int]):
        super().__init__("memory written in more than one loop read by induction")
        self.short = short


def _execute_induction(instructions: tuple, env: KernelEnv, table: IsaTable, st: ThreadState,
                       found: list[tuple[int, int]], unroll: dict[int, int] | None = None) -> Meaning:
    """Loops in sequence, each read by induction with its own iteration and trip count (loops.loop_vars);
    what one leaves in registers (induction variables, accumulators) is the next one's start.  The loops
    `unroll` names (head -> copies) are unrolled instead, with an obligation that they have ended by then."""
    from semantics import loops as L
    unroll = unroll or {}
    incoming: dict[int, list[Term]] = {}
    reach_next = T.true()  # fall-through condition into the next instruction
    addrs = {ins.addr for ins in instructions}
    heads = {head: (n, (head, back)) for n, (head, back) in enumerate(found)}
    loops, bounds = [], []
    i = 0
    while i < len(instructions):
        ins = instructions[i]
        if ins.addr in unroll:
            lp = heads[ins.addr][1]
            i, (reach_next,) = Lockstep([st], table, instructions)._unroll(
                i, lp, [reach_next], [incoming], dict([lp]), bounds, unroll[ins.addr])
            continue
        if ins.addr in heads:
            n, lp = heads[ins.addr]
            loop, i, reach_next = _run_loop(st, instructions, i, lp, reach_next, incoming, table, addrs,
                                            *L.loop_vars(n))
            loops.append(loop)
            continue
        reach_next = _step(st, ins, reach_next, incoming, table, addrs)
        i += 1
    if loops:
        _check_after_loops(st, loops)
    return Meaning(st.accesses, env.launch, env.buffers, tuple(loops), bounds,
                   pinned=pinned_loops(st.accesses, loops))


def short_trips(loop) -> int | None:
    """At most how many iterations a loop runs, where its back edge counts a 32-bit register by one (down, or up
    from its negation) to zero from a value below a small constant (nvcc's remainder loop: `n & 3` iterations);
    None otherwise.  Only a choice of reading: unrolled, the loop still owes the obligation that it has ended."""
    for e0, b in loop.counters():  # iteration k continues while e0 + k*b != 0
        if b in (1, -1):
            most = _at_most(e0 if b == -1 else T.neg(e0))
            if most is not None and most < UNROLL:
                return most + 1
    return None


def _at_most(t: Term) -> int | None:
    """An upper bound of t as an unsigned integer read from its shape (a mask, a constant), or None."""
    if t.is_const():
        return t.value
    if t.width < 8 and t.op in ("extract", "add"):  # a few bits: any value of them
        return (1 << t.width) - 1
    if t.op == "band":
        bounds = [b for b in (_at_most(a) for a in t.args) if b is not None]
        return min(bounds) if bounds else None
    if t.op == "add" and len(t.args) == 2 and t.args[1].is_const():  # x - c, read without wrapping
        most = _at_most(t.args[0])
        return None if most is None else max(most + T.to_signed(t.args[1].value, t.width), 0)
    if t.op == "zext" or t.op == "ite":
        bounds = [_at_most(a) for a in t.args[1:]] if t.op == "ite" else [_at_most(t.args[0])]
        return None if None in bounds else max(bounds)
    return None


def pinned_loops(accesses: list[Access], loops: list, extra: tuple = ()) -> tuple:
    """The loops whose exit facts the meaning reads: the trip counts its accesses (and `extra` terms) use, and
    those those facts use (only a counted loop's count is read).  One loop at most may write memory."""
    writers = [lp for lp in loops if any(a.kind != "load" for a in accesses[lp.first:lp.last])]
    if len(writers) > 1:
        trips = {lp.head: short_trips(lp) for lp in writers}
        kept = next((lp.head for lp in writers if trips[lp.head] is None), writers[0].head)
        raise _SeveralWriters({head: n or UNROLL for head, n in trips.items() if head != kept})
    roots = [x for a in accesses for x in (a.guard, a.index, a.in_bounds, *a.values)] + list(extra)
    roots += [x for lp in loops for x in (lp.entry, lp.cont, lp.guard())]
    facts: list[Term] = []
    pending = list(loops)
    while True:
        used = T.free_vars(roots + facts)
        new = [lp for lp in pending if lp.trips in used]
        if not new:
            break
        facts += [lp.exit_fact() for lp in new]
        pending = [lp for lp in pending if lp not in new]
    return tuple(lp for lp in loops if lp not in pending)


def _check_after_loops(st: ThreadState, loops: list) -> None:
    """Code after a loop may use only what the loop's reading models (loops.py); a register it leaves
    otherwise (LOOPOUT) would be a free variable the concrete runs cannot replay."""
    roots = [x for a in st.accesses[loops[0].last:] for x in (a.guard, a.index, a.in_bounds, *a.values)]
    roots += [x for lp in loops[1:] for x in (lp.entry, lp.cont)]
    if any(_LOOPOUT.holds(x) for x in roots):
        raise Unsupported("code after a loop that uses what it leaves in registers (only induction "
                          "variables and accumulators of a counted loop that ends by falling through are read)",
                          st.where())
    for lp in loops:
        later = [x for a in st.accesses[lp.last:] for x in (a.guard, a.index, a.in_bounds, *a.values)]
        if any(T.mentions_var(x, lp.iter) for x in later):
            raise Unsupported("a load after a loop of what the loop stored", st.where())


LOOPOUT = "loopout:"  # a register the loop leaves in a state not modeled
_LOOPOUT = T.Mentions(lambda x: x.op == "var" and x.params[0].startswith(LOOPOUT))


def _after_loop(st: ThreadState, pre: dict, post: dict, carried, accs: dict, entry: Term, trips: Term,
                zero_unentered: bool = False) -> dict:
    """Registers after a loop that ends by falling through, after `trips` iterations (semantics/loops.py):
    induction variables and accumulators at TRIPS, other written registers opaque; unchanged where the loop
    was not entered.  With `zero_unentered`, trips is 0 there, which leaves induction variables and
    accumulators at their start as it is: they need no selection by `entry` (a block's 256 threads each with
    their own count would otherwise leave 256 case splits in one sum)."""
    from semantics import loops as L
    at_exit = carried.values(trips)
    out = {}
    for k, v in post.items():
        if k in pre and v is pre[k]:
            out[k] = v
            continue
        done = accs[k].after(trips) if k in accs else at_exit.get(k)
        if done is not None and not L.has_loopin(done) and zero_unentered:
            out[k] = done
            continue
        if done is None or L.has_loopin(done):
            done = _in_last_iteration(v, carried.iter, trips, entry) or \
                T.var(f"{LOOPOUT}{st.state_name(k)}", v.sort)
        out[k] = T.ite(entry, done, pre[k] if k in pre else carried.start(k))
    for (lo, hi), whole in carried.pairs_at(trips).items():
        # a 64-bit pointer selected whole, its halves extracted: concat(hi, lo) reads back as one selection
        # of two pointer sums (split by address cases), not a concat of two selections that never cancels
        chosen = whole if zero_unentered else T.ite(entry, whole, T.concat(carried.start(hi), carried.start(lo)))
        out[lo], out[hi] = T.extract(chosen, 31, 0), T.extract(chosen, 63, 32)
    return out


_READS = T.Mentions(lambda x: x.op == "select")


def _in_last_iteration(v: Term, iter_var: Term, trips: Term, entry: Term) -> Term | None:
    """A register the body computes from the induction variables alone (the back edge's predicate, a scratch
    address) as the last iteration, trips - 1, leaves it; None where it reads memory or an opaque register."""
    from semantics import loops as L
    v = resolve_under(v, entry)
    if L.has_loopin(v) or _READS.holds(v):
        return None
    return T.substitute(v, {id(iter_var): T.sub(trips, T.bv(1, 64))})


def _run_loop(st: ThreadState, instructions: tuple, i: int, found: tuple[int, int], reach_next: Term,
              incoming: dict, table: IsaTable, addrs: set, iter_var: Term, trips: Term):
    """Every iteration at once: the body runs on induction variables at iteration ITER (semantics/loops.py)."""
    from semantics import loops as L
    head, back = found
    where = f"{st.env.filename}: loop {head:#x}..{back:#x}"
    if any(head < t <= back for t in incoming):
        raise Unsupported("a branch into the middle of a loop", where)
    entry = joined(st, reach_next, incoming.pop(head, []))
    pre = st.state()
    first = len(st.accesses)
    done_before = st.done

    def body(values: dict):
        st.set_state({**pre, **values})
        del st.accesses[first:]
        st.fresh_prefix = L.LOOPIN
        body_in: dict[int, list[Term]] = {}
        backs: list[Term] = []
        rn, j = entry, i
        while j < len(instructions) and instructions[j].addr <= back:
            rn = _step(st, instructions[j], rn, body_in, table, addrs, found, backs)
            j += 1
        st.fresh_prefix = "undef:"
        return j, st.state(), body_in, T.or_(*backs)

    under = lambda d: {k: resolve_under(v, entry) for k, v in d.items()}
    _, first_pass, _, _ = body({})  # iteration 0: which registers the body writes, and by how much
    carried = L.Carried(under(pre), under(first_pass), st.state_name, st.pair_key, iter_var)
    j, post, body_in, cont = body(carried.values())
    while carried.refine(under(post)):
        j, post, body_in, cont = body(carried.values())
    accesses = st.accesses[first:]
    carried.check_dead([cont] + [x for a in accesses for x in (a.guard, a.index, a.in_bounds, *a.values)], where)
    loop = L.Loop(head, back, entry, cont, carried.ivs(), first, len(st.accesses), tuple(a.guard for a in accesses),
                  iter_var, trips)
    g = loop.guard()
    st.accesses[first:] = [Access(a.kind, a.buffer, a.index, a.values, T.and_(g, a.guard), a.in_bounds, a.ins)
                           for a in accesses]
    accs = carried.accumulators(under(post), st.env.folds)
    carried.check_dead([acc.term for acc in accs.values()], where)
    ends = not body_in and resolve_under(st.done, entry) is resolve_under(done_before, entry) and loop.counted()
    st.set_state(_after_loop(st, pre, post, carried, accs, entry, trips) if ends else
                 {k: (v if k in pre and v is pre[k] else T.var(f"{LOOPOUT}{st.state_name(k)}", v.sort))
                  for k, v in post.items()})
    for t in body_in:
        incoming.setdefault(t, []).append(entry)
    return loop, j, entry
