"""Approximate instructions end to end on real nvcc output (tests/data/approx, regen.sh): proved under
contract real with the reading listed as an assumption, unknown under exact before any concrete run, and
never proved where the reading does not match (a wrong twin, a mutated range scaling)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from equiv import terms as T
from equiv.api import prove
from equiv.certify import certificate
from proofs.check import check
from semantics import approx
from semantics.candidate import Candidate
from semantics.tensor.load import load_ref

DATA = Path(__file__).resolve().parents[1] / "data" / "approx"
REF = DATA / "approx_ref.py"
FAST = DATA / "approx.fast.sm_90.sass"  # -use_fast_math: MUFU alone
PLAIN = DATA / "approx.sm_90.sass"  # MUFU inside FSETP/FMUL range scaling
FAST_PTX = DATA / "approx.fast.sm_90.ptx"
EX2 = "MUFU.EX2 / ex2.approx.f32 read as 2^x (real contract; the hardware's error bound is not checked)"


def verdict(kernel: str, cand: Path, contract: str | None = None):
    return prove(load_ref(REF, kernel=kernel), Candidate.from_file(cand), contract=contract, timeout=30)


@pytest.mark.parametrize("cand", [FAST, FAST_PTX])
@pytest.mark.parametrize("kernel,line", [
    ("ex2k", EX2),
    ("rsqk", "MUFU.RSQ / rsqrt.approx.f32 read as 1/sqrt(x) (real contract; the hardware's error bound is not "
             "checked)"),
    ("lg2k", "MUFU.LG2 / lg2.approx.f32 read as log2(x) (real contract; the hardware's error bound is not "
             "checked)"),
])
def test_proved_under_real_with_the_reading_assumed(kernel, line, cand):
    v = verdict(kernel, cand)
    assert v.status == "proved", v.format()
    assert line in v.assumptions


def test_reference_libm_reading_is_assumed_too():
    v = verdict("ex2k", FAST)
    assert "np.exp2 in the reference read as 2^x (real contract; numpy's rounding is not checked)" in v.assumptions


@pytest.mark.parametrize("kernel", ["ex2k", "rsqk"])
@pytest.mark.parametrize("cand", [FAST, FAST_PTX, PLAIN])
def test_unknown_under_exact_naming_real(kernel, cand, monkeypatch):
    import equiv.prover as prover
    monkeypatch.setattr(prover, "falsify", lambda *a, **k: pytest.fail("a concrete run under exact"))
    v = verdict(kernel, cand, contract="exact")
    assert v.status == "unknown"
    assert "contract=real" in v.reason or "contract=\"real\"" in v.reason


def test_exact_refusal_names_the_instruction():
    v = verdict("rsqk", FAST, contract="exact")
    assert "approx.fast.sm_90.sass:" in v.reason and "MUFU.RSQ" in v.reason and "contract=real" in v.reason


@pytest.mark.parametrize("kernel,cand", [
    ("ex2k_wrong", FAST), ("ex2k_wrong", FAST_PTX), ("ex2k_wrong", PLAIN),  # 2^(2x) against 2^x
    ("expk_wrong", PLAIN), ("expk_wrong", FAST_PTX),  # __expf against 2^x
    ("sink_wrong", FAST), ("sink_wrong", PLAIN),  # __sinf against cos x
    ("logk_wrong", FAST), ("logk_wrong", PLAIN), ("logk_wrong", FAST_PTX),  # __logf against log2 x
])
def test_never_proved_where_the_reading_does_not_match(kernel, cand):
    v = verdict(kernel, cand)
    assert v.status == "unknown", v.format()


@pytest.mark.parametrize("cand", [FAST, PLAIN, FAST_PTX])
@pytest.mark.parametrize("kernel,line", [
    ("expk", "MUFU.EX2 / ex2.approx.f32 of x times log2(e) rounded to f32 (__expf, expf under -use_fast_math) read "
             "as e^x (real contract; the hardware's error bound is not checked)"),
    ("sink", "MUFU.SIN of x times 1/(2*pi) rounded to f32 (__sinf) read as sin(x) (real contract; the hardware's "
             "error bound is not checked)"),
    ("logk", "MUFU.LG2 / lg2.approx.f32 of x times ln(2) rounded to f32 (__logf, logf under -use_fast_math) read as "
             "ln(x) (real contract; the hardware's error bound is not checked)"),
])
def test_fast_intrinsics_read_as_the_function_they_approximate(kernel, line, cand):
    """__expf is MUFU.EX2 of x * log2(e) rounded to f32, __sinf MUFU.SIN of x * 1/(2 pi) rounded, __logf MUFU.LG2
    of x times ln(2) rounded: each pair is one approximation of e^x, sin x or ln x, assumed (PTX's
    sin.approx.f32 is sin x itself)."""
    v = verdict(kernel, cand)
    assert v.status == "proved", v.format()
    assert line in v.assumptions or cand == FAST_PTX and kernel == "sink"


def test_scaled_mufu_needs_the_exact_constant():
    """Only the constants that stand for log2(e) and 1/(2 pi) (either sign) make the fast reading."""
    x = T.fp_from_bits(T.F32, T.var("x", T.BV(32)))
    c = lambda bits: T.fp_bits_const(T.F32, bits)
    assert approx.hardware("ex2", T.fmul("RNE", x, c(0x3FB8AA3B))) is T.fapprox("exp_fast", "hardware", x)
    assert approx.hardware("ex2", T.fmul("RNE", c(0xBFB8AA3B), x)) is T.fapprox("exp_fast", "hardware", T.fneg(x))
    assert approx.hardware("sin_rev", T.fmul("RTZ", x, c(0x3E22F983))) is T.fapprox("sin_fast", "hardware", x)
    for fn, bits in (("ex2", 0x3FB8AA3C), ("ex2", 0x3E22F983), ("lg2", 0x3FB8AA3B), ("cos_rev", 0x3FB8AA3B)):
        product = T.fmul("RNE", x, c(bits))
        assert approx.hardware(fn, product) is T.fapprox(fn, "hardware", product)
    lg2 = T.fapprox("lg2", "hardware", x)
    assert approx.scaled_log(T.fmul("RNE", c(0x3F317218), lg2)) is x
    for product in (T.fmul("RNE", lg2, c(0x3F317219)), T.fmul("RNE", lg2, c(0xBF317218)),
                    T.fmul("RNE", T.fapprox("ex2", "hardware", x), c(0x3F317218))):
        assert approx.scaled_log(product) is None


@pytest.mark.parametrize("kernel,mufu", [("rsqk", "MUFU.RSQ"), ("ex2k", "MUFU.EX2"), ("lg2k", "MUFU.LG2")])
def test_range_scaling_is_recognized_as_mufu_of_its_operand(kernel, mufu):
    """Without -ftz ptxas scales around MUFU (rsqrt(2^24 x) * 2^12, (2^(x/2))^2, log2(2^24 x) - 24): its code
    for the non-ftz .approx instruction, read whole as MUFU of x (semantics/isa/sass/libm_lowering.py)."""
    v = verdict(kernel, PLAIN)
    assert v.status == "proved", v.format()
    assert any(a.startswith(mufu) for a in v.assumptions)


@pytest.mark.parametrize("kernel,old,new", [
    ("ex2k", "@!P0 FMUL R9, R9, R9 ;", "@!P0 FMUL R9, R9, R0 ;"),  # not the square
    ("ex2k", "@!P0 FMUL R0, R0, 0.5 ;", "@!P0 FMUL R0, R0, 0.25 ;"),
    ("lg2k", "@!P0 FADD R9, R9, -24 ;", "@!P0 FADD R9, R9, -23 ;"),
    ("rsqk", "@!P0 FMUL R9, R9, 4096 ;", "@!P0 FMUL R9, R9, 2048 ;"),
])
def test_a_mutated_range_scaling_is_never_proved(kernel, old, new, tmp_path):
    text = PLAIN.read_text()
    start = text.index(f"Function : {kernel}\n")
    end = text.find("Function :", start + 1) % (len(text) + 1)  # to the next function, or the end
    listing = text[start:end]
    assert listing.count(old) == 1
    path = tmp_path / "mutated.sass"
    path.write_text(text[:start] + listing.replace(old, new) + text[end:])
    v = verdict(kernel, path)
    assert v.status in ("unknown", "refuted"), v.format()


def test_certificate_rederives_the_assumptions(tmp_path):
    ref = load_ref(REF, kernel="rsqk")
    v = prove(ref, Candidate.from_file(FAST))
    cert = certificate(v, REF, FAST)
    good = tmp_path / "rsqk.cert.json"
    cert.save_beside(good, REF, FAST)
    assert check(good).valid
    data = json.loads(good.read_text())
    data["assumptions"] = [a for a in data["assumptions"] if "MUFU" not in a]
    bad = tmp_path / "dropped.cert.json"
    bad.write_text(json.dumps(data))
    assert not check(bad).valid


def test_program_against_program_stays_unknown():
    from equiv.progprove import prove_programs
    v = prove_programs(Candidate.from_file(FAST_PTX), Candidate.from_file(FAST), kernel="ex2k")
    assert v.status == "unknown" and "ex2.approx" in v.reason


def test_failures_resting_on_a_stand_in_are_not_evidence():
    """An out-of-bounds fault at an access whose address is approximation-free is one on the hardware too;
    anything that involves the whole launch of a kernel with an approximation is not."""
    from semantics.problem import build_problem
    problem = build_problem(load_ref(REF, kernel="ex2k"), Candidate.from_file(FAST))
    loads = problem.meaning.loads()
    assert approx.independent_of_hardware(problem.meaning, loads[0])
    assert not approx.independent_of_hardware(problem.meaning, problem.meaning.stores()[0])
    assert not approx.independent_of_hardware(problem.meaning)


POW = "x ** k (libm's pow) in the reference read as the product of k factors x"


@pytest.mark.parametrize("cand", [FAST, PLAIN, FAST_PTX])
@pytest.mark.parametrize("kernel", ["cubek", "geluk"])
def test_integer_powers_read_as_products_under_real(kernel, cand):
    """numpy's x ** 3 calls libm's pow (not correctly rounded): under real it is x * x * x, so the tanh GELU
    written with x ** 3 is the kernel's v * v * v."""
    v = verdict(kernel, cand)
    assert v.status == "proved", v.format()
    assert any(a.startswith(POW) for a in v.assumptions)


def test_integer_power_mismatch_is_refuted_and_unknown_under_exact():
    v = verdict("cubek_wrong", PLAIN)
    assert v.status == "refuted" and v.counterexample.replayed, v.format()
    v = verdict("cubek", PLAIN, contract="exact")
    assert v.status == "unknown" and "x ** 3" in v.reason and "contract=\"real\"" in v.reason
