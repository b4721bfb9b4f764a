"""Every instruction of the committed elementwise SASS (tests/data) has a definition that accepts it.

Two levels: the table knows the opcode and every modifier (IsaTable.lookup), and the definition
accepts the operand form (each instruction is executed once on a permissive machine with
symbolic registers, constants and memory).  Missing ones are printed.  Files and functions
that are not elementwise kernels (shared memory, atomics, barriers, warp shuffles, calls) are
left out: their semantics is the executor's business, not the instruction table's.
"""
from __future__ import annotations

import collections
from pathlib import Path

import pytest

from equiv import terms as T
from equiv.terms import BV
from semantics.errors import Unsupported
from semantics.isa.sass.parser import parse_sass
from semantics.isa.sass.table import SASS

from test_semantics_fake import FakeMachine

DATA_DIR = Path(__file__).resolve().parents[4] / "tests" / "data"
# atomics, barriers, shuffles, calls, shared memory; expf, approx, activations: MUFU on purpose (tests/data/cli,
# tests/data/approx, the corpus); intdiv, index_*: integer division by a variable, MUFU.RCP read through
# semantics/isa/sass/intdiv_lowering.py (the corpus); tanh, logf: libdevice's tanhf (MUFU.EX2, MUFU.RCP) and
# softplus's expf, read through semantics/isa/sass/libm_lowering.py and ieee_lowering.py; rsqrt: rsqrtf's
# MUFU.RSQ (libm_lowering.py)
NOT_ELEMENTWISE_FILES = ("misc.", "shared.", "block.", "expf.", "approx.", "activations.", "tanh.", "logf.",
                         "rsqrt.", "intdiv.", "index_divmod.", "index_gridstride.", "halo.")  # halo: x % n
NOT_ELEMENTWISE_OPCODES = {"LDS", "STS", "LDL", "STL", "ATOM", "ATOMS", "ATOMG", "RED", "REDG", "BAR", "SHFL",
                           "VOTE", "MEMBAR", "CALL", "RET", "LEPC", "ENDCOLLECTIVE", "MATCH", "REDUX"}


class PermissiveMachine(FakeMachine):
    """Registers, constants, special registers and memory are all fresh variables."""

    def __init__(self, arch):
        super().__init__(arch)
        self.n = 0

    def _fresh(self, width, tag):
        self.n += 1
        return T.var(f"{tag}{self.n}", BV(width))

    def read(self, op, width=32):
        from semantics.isa.sass import parser as P
        if isinstance(op, P.Const):
            return self._fresh(width, "c")
        if isinstance(op, P.Special):
            return self._fresh(32, "sr")
        return super().read(op, width)

    def load(self, space, addr, bits):
        assert space == "global"
        self.loads.append((self.guard, addr, bits))
        return self._fresh(bits, "mem")

    def store(self, space, addr, value):
        assert space == "global"
        self.stores.append((self.guard, addr, value))


def elementwise_functions():
    files = sorted(p for p in DATA_DIR.rglob("*.sass") if not p.name.startswith(NOT_ELEMENTWISE_FILES))
    for path in files:
        for fn in parse_sass(path.read_text(), str(path)):
            if any(i.opcode in NOT_ELEMENTWISE_OPCODES for i in fn.instructions):
                continue
            yield path, fn


def _check(functions):
    missing = collections.Counter()
    refused = collections.defaultdict(list)
    count = 0
    for path, fn in functions:
        arch = fn.arch or "sm_90"
        for ins in fn.instructions:
            count += 1
            name = ".".join((ins.opcode,) + ins.mods)
            try:
                d = SASS.lookup(ins.opcode, ins.mods, ins.text)
            except Unsupported:
                missing[name] += 1
                continue
            m = PermissiveMachine(arch)
            m.ins = ins
            try:
                d.fn(m, ins)
            except Unsupported as e:
                refused[name].append(f"{path.name}:{ins.line}: {ins.text}: {e.construct}")
    return count, missing, refused


def _report(missing, refused) -> str:
    lines = []
    for name, n in sorted(missing.items()):
        lines.append(f"  missing  {name}  ({n}x)")
    for name, where in sorted(refused.items()):
        lines.append(f"  refused  {name}  ({len(where)}x), e.g. {where[0]}")
    return "\n".join(lines)


def test_data_directory_has_sass():
    assert DATA_DIR.is_dir()
    assert any(DATA_DIR.rglob("*.sass"))


def test_every_elementwise_instruction_in_tests_data_is_defined():
    count, missing, refused = _check(elementwise_functions())
    report = _report(missing, refused)
    print(f"{count} instructions checked\n{report}")
    assert count > 1000
    assert not missing and not refused, "SASS instructions without a definition:\n" + report


def test_known_gaps_stay_unsupported():
    """Forms nvcc emits that are deliberately not modeled (see the definitions' notes)."""
    gaps = ["FMUL.D2 R3, R2, R5", "MUFU.RCP R7, R0", "DSETP.MAX.OR P1, P2, R4, R6, PT",
            "F2F.F16.F32 R4, R2", "VIADDMNMX.RELU R0, R8, R0, R2, !PT",
            "IADD3 R1, P0, PT, R2, R3, R4"]
    from test_semantics_fake import run
    for text in gaps:
        with pytest.raises(Unsupported):
            run(text)
