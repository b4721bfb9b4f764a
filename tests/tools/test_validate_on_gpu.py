"""tools/validate_on_gpu.py without a GPU: it imports, its probes cover the SASS table, the emulation
harness computes what the probes mean, and the comparison reports what a GPU would disagree on."""
from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from semantics.isa.sass.table import SASS  # noqa: E402
from tools import gpu_probes as G  # noqa: E402
from tools import validate_on_gpu as V  # noqa: E402

DATA = ROOT / "tests" / "data" / "gpu_probes"
M32 = np.uint64(0xFFFFFFFF)


def test_probes_are_well_formed():
    names = [p.name for p in G.PROBES]
    assert len(names) == len(set(names))
    for p in G.PROBES:
        assert p.operands in V.OPERANDS, p.name
        assert p.arch in G.ARCHS, p.name
        assert p.forms, p.name
        for text in p.forms:  # every declared form is a modeled one: a typo cannot count as coverage
            opcode, mods = G.parse_form(text)
            assert opcode in SASS.defs, f"{p.name}: {text}"
            assert mods <= SASS.defs[opcode].mods, f"{p.name}: {text}"


def test_every_table_form_is_exercised_or_explained():
    covers = V.coverage()
    assert V.coverage_problems(covers) == []
    assert {c.opcode for c in covers} == set(SASS.defs)
    assert all(c.how.startswith("unreachable") for c in covers if c.opcode in G.NOT_EMULATED)
    runnable = [c for c in covers if c.opcode not in G.NOT_EMULATED]
    exercised = [c for c in runnable if c.how.startswith("probe")]
    assert len(exercised) > 3 * (len(runnable) - len(exercised))  # what the emulation can run is mostly run


def test_coverage_check_reports_what_nothing_covers():
    table = SASS.forms() + [("FAKEOP", ("WIDE",))]
    problems = V.coverage_problems(V.coverage(table=table))
    assert "FAKEOP: no probe and no reason" in problems
    assert "FAKEOP.WIDE: no probe and no reason" in problems
    without_frnd = tuple(p for p in G.PROBES if p.name != "frnd")
    problems = V.coverage_problems(V.coverage(probes=without_frnd))
    assert "FRND.FLOOR: no probe and no reason" in problems
    stale = dict(G.UNREACHABLE, **{"FADD.RZ": "not really", "NOSUCH": "gone"})
    problems = V.coverage_problems(V.coverage(unreachable=stale), stale)
    assert any(p.startswith("FADD.RZ: explained in UNREACHABLE but exercised by probe fadd") for p in problems)
    assert "NOSUCH: explained in UNREACHABLE but not in SASS.forms()" in problems


def test_operands_are_reproducible_and_hold_the_edge_cases():
    fadd = G.probe_named("fadd")
    (one,), (two,) = V.launches(fadd, 4096, 7), V.launches(fadd, 4096, 7)
    assert all(np.array_equal(x, y) for x, y in zip((one.a, one.b, one.c), (two.a, two.b, two.c)))
    words = set(one.a.tolist()) | set(one.b.tolist())
    assert {0x80000000, 0x7F800000, 0xFF800000, 0x7FC00000, 0x7F800001, 0x00000001, 0x7F7FFFFF} <= words
    shift = V.launches(G.probe_named("shf_32"), 4096, 0)[0]
    assert set(range(0, 41)) <= set(shift.b.tolist())
    uniform = V.launches(G.probe_named("u_add"), 4096, 0)
    assert len(uniform) == V.UNIFORM_LAUNCHES and all(x.n == G.UNIFORM_SPAN for x in uniform)


# ----------------------------------------------------------------------------- the committed probe SASS
def _words(launch, k):
    return lambda out: out.reshape(G.NOUT, launch.n)[k].astype(np.uint64)


def _iadd3(l):
    a, b, c = (x.astype(np.uint64) for x in (l.a, l.b, l.c))
    s = ((a | b << np.uint64(32)) + (b | c << np.uint64(32))) & np.uint64(2**64 - 1)
    return [(a + b + c) & M32, (a - b + np.uint64(7)) & M32, s & M32, s >> np.uint64(32)], np.ones(l.n, bool)


def _fadd(l):
    a, b = l.a.view(np.float32), l.b.view(np.float32)
    with np.errstate(over="ignore", invalid="ignore"):
        s = (a + b).view(np.uint32).astype(np.uint64)
    return [s], np.isfinite(a) & np.isfinite(b)  # RN on every finite pair, subnormals included


def _imad_wide(l):
    a, b, c = (x.astype(np.uint64) for x in (l.a, l.b, l.c))
    u = a * b
    s = (l.a.view(np.int32).astype(np.int64) * l.c.view(np.int32).astype(np.int64)).view(np.uint64)
    return [u & M32, u >> np.uint64(32), s & M32, s >> np.uint64(32)], np.ones(l.n, bool)


def _u_add(l):
    g = (l.ua + l.ub + l.uc) & 0xFFFFFFFF
    a, b, c = (x.astype(np.uint64) for x in (l.a, l.b, l.c))
    return [a ^ a[g & 1023], np.where(a < g, b, c)], np.ones(l.n, bool)


def _dadd(l):
    x = (l.a.astype(np.uint64) | l.b.astype(np.uint64) << np.uint64(32)).view(np.float64)
    y = (l.c.astype(np.uint64) | l.b.astype(np.uint64) << np.uint64(32)).view(np.float64)
    with np.errstate(over="ignore", invalid="ignore"):
        total = x + y
    s = total.view(np.uint64)
    return [s & M32, s >> np.uint64(32)], ~np.isnan(total)  # RN; a NaN sum's payload is left open


# name -> (numpy: the words the probe means (out[0], out[1], ...) and the threads where they are defined;
#          how many of the NOUT words it writes: the others must keep the sentinel)
INTENDED = {"iadd3": (_iadd3, 4), "fadd": (_fadd, 4), "imad_wide": (_imad_wide, 4), "u_add": (_u_add, 2),
            "dadd": (_dadd, 4)}


def _committed(name: str) -> V.Built:
    p = G.probe_named(name)
    sass = (DATA / f"{name}.{p.arch}.sass").read_text()
    return V.Built(p, b"", sass, V.sass_forms(sass, f"{name}.sass"))


@pytest.mark.parametrize("name", sorted(INTENDED))
def test_committed_probe_data_is_current(name):
    """tools/regen_probe_sass.sh wrote it from today's probe (else: rerun the script)."""
    assert (DATA / f"{name}.cu").read_text() == G.probe_named(name).source()
    assert _committed(name).missing == []


@pytest.mark.parametrize("name", sorted(INTENDED))
def test_emulation_computes_what_the_probe_means(name):
    built = _committed(name)
    problem = V.problem_for(built.sass, built.probe)
    checked = 0
    for launch in V.launches(built.probe, 1024, 3):
        out = V.emulate(problem, launch)
        intended, written = INTENDED[name]
        expected, where = intended(launch)
        for k, want in enumerate(expected):
            got = _words(launch, k)(out)
            bad = np.flatnonzero((got != want) & where)
            assert bad.size == 0, f"out[{k}] thread {bad[:1]}: equiv {got[bad[:1]]} numpy {want[bad[:1]]}"
            checked += int(where.sum())
        untouched = out.reshape(G.NOUT, launch.n)[written:]
        assert (untouched == V.SENTINEL).all()
    assert checked >= 500


# ----------------------------------------------------------------------------- the GPU side, faked
class _EchoGpu:
    """Answers what the emulator answers, optionally with one bit flipped (a wrong semantics)."""

    arch, name = "sm_90", "fake"

    def __init__(self, problem, flip_thread: int | None = None, unbound: int = 0):
        self.problem, self.flip, self.unbound = problem, flip_thread, unbound

    def run(self, cubin: bytes, launch):
        out = V.emulate(self.problem, launch, self.unbound).copy()
        if self.flip is not None:
            out[launch.n + self.flip] ^= 1  # out[1] of that thread
        return out


def test_check_reports_the_first_mismatch():
    built = _committed("iadd3")
    problem = V.problem_for(built.sass, built.probe)
    same = V.check(built, 1024, 0, _EchoGpu(problem))
    assert (same.cases, same.mismatches, same.first, same.failed) == (1024, 0, "", False)
    wrong = V.check(built, 1024, 0, _EchoGpu(problem, flip_thread=5))
    assert wrong.mismatches == 1
    assert wrong.first.startswith("i=5 a=") and "out[1] gpu" in wrong.first


def test_check_accepts_any_payload_where_the_semantics_leaves_it_open():
    """DADD's NaN result is some NaN: a GPU writing another payload agrees; a flipped bit of a number does not."""
    built = _committed("dadd")
    problem = V.problem_for(built.sass, built.probe)
    (launch,) = V.launches(built.probe, 1024, 0)
    emu = V.emulate(problem, launch).reshape(G.NOUT, launch.n)
    other = V.emulate(problem, launch, unbound=0x5A5A5A5A5A5A5A5A).reshape(G.NOUT, launch.n)
    assert (emu != other).any()  # the launch has NaN sums, and their payload is open
    assert V.check(built, 1024, 0, _EchoGpu(problem, unbound=0x5A5A5A5A5A5A5A5A)).mismatches == 0
    number = int(np.flatnonzero((emu == other).all(axis=0))[0])
    assert V.check(built, 1024, 0, _EchoGpu(problem, flip_thread=number)).mismatches == 1


def test_no_gpu_is_exit_code_2(monkeypatch, capsys):
    def none():
        raise V.NoGpu("no runtime here")
    monkeypatch.setattr(V, "open_gpu", none)
    assert V.main([]) == 2
    assert "no runtime here" in capsys.readouterr().err


def _nvcc_found() -> bool:
    """The tool finds nvcc as equiv does: PATH, the PyPI nvidia-cuda-nvcc (a project dependency), CUDA."""
    from semantics import toolchain
    from semantics.errors import InputError
    try:
        toolchain.find_tool("nvcc")
    except InputError:
        return False
    return True


@pytest.mark.skipif(not _nvcc_found(), reason="no nvcc: neither on PATH nor from PyPI's nvidia-cuda-nvcc")
def test_dry_run_of_one_probe(capsys):
    assert V.main(["--dry-run", "--only", "iadd3", "--n", "1024"]) == 0
    out = capsys.readouterr().out
    assert "iadd3" in out and "2/2 IADD3 IADD3.X" in out and "0 failed" in out
