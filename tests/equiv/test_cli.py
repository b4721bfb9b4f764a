"""The command line: exit codes 0/1/2/3, --json, and bad input reported with file:line, never a traceback."""
import json
import os
import signal
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
EX = ROOT / "examples"
DATA = ROOT / "tests" / "data" / "cli"

EXPF_REF = '''
from equiv.ref import kernel, In, Out, Scalar, i32, f32
import numpy as np

@kernel(block=256, grid=lambda n: (n + 255) // 256)
def expk(n: Scalar[i32], x: In[f32, "n"], y: Out[f32, "n"]):
    return x * 2
'''


def equiv(*args, cwd=ROOT):
    p = subprocess.run([sys.executable, "-m", "equiv.cli", *map(str, args)], capture_output=True, text=True, cwd=cwd,
                       timeout=300)
    assert "Traceback" not in p.stdout + p.stderr, p.stdout + p.stderr
    return p


def test_proved_refuted_and_json():
    p = equiv("prove", EX / "saxpy_ref.py", EX / "saxpy.sass")
    assert p.returncode == 0 and p.stdout.startswith("PROVED")
    p = equiv("prove", EX / "saxpy_two_roundings_ref.py", EX / "saxpy.sass", "--json")
    assert p.returncode == 1
    v = json.loads(p.stdout)
    assert v["status"] == "refuted" and v["counterexample"]["kind"] == "mismatch"
    assert v["counterexample"]["thread"] is not None and "0x" in v["counterexample"]["got"]
    p = equiv("prove", EX / "saxpy_two_roundings_ref.py", EX / "saxpy.sass", "--contract", "real")
    assert p.returncode == 0 and "contract real" in p.stdout


def test_in_place_references_are_read_as_their_final_contents(tmp_path):
    # `y[:] = fma(a, x, y)` with nothing returned is saxpy; `y += a * x` rounds twice: refuted under exact
    text = (EX / "saxpy_ref.py").read_text()
    assert "    return fma(a, x, y)" in text
    for body, code in (("    y[:] = fma(a, x, y)", 0), ("    y += a * x", 1)):
        ref = tmp_path / "ref.py"
        ref.write_text(text.replace("    return fma(a, x, y)", body))
        assert equiv("prove", ref, EX / "saxpy.sass").returncode == code


def test_emulate():
    assert equiv("emulate", EX / "saxpy_ref.py", EX / "saxpy.sass").returncode == 0
    p = equiv("emulate", EX / "saxpy_two_roundings_ref.py", EX / "saxpy.sass")
    assert p.returncode == 1 and "expected" in p.stdout


def test_unsupported_instruction_is_unknown_naming_it(tmp_path):
    ref = tmp_path / "expk_ref.py"
    ref.write_text(EXPF_REF)
    for cand in (DATA / "expf.sm_90.sass", DATA / "expf.sm_90.cubin"):
        p = equiv("prove", ref, cand, "--json")
        assert p.returncode == 2, p.stdout
        reason = json.loads(p.stdout)["reason"]
        assert "MUFU" in reason and ":" in reason


def test_malformed_sass_is_an_input_error_with_line(tmp_path):
    bad = tmp_path / "bad.sass"
    text = (EX / "saxpy.sass").read_text().replace("IMAD R7, R7, UR4, R0 ;", "IMAD R7, R7,, [[UR4 ;", 1)
    bad.write_text(text)
    p = equiv("prove", EX / "saxpy_ref.py", bad)
    assert p.returncode == 3
    assert f"{bad}:" in p.stderr


def test_reference_that_fails_to_import(tmp_path):
    ref = tmp_path / "broken_ref.py"
    ref.write_text("import numpy as np\nfrom equiv.ref import kernel\n\nraise ValueError('boom')\n")
    p = equiv("prove", ref, EX / "saxpy.sass")
    assert p.returncode == 3 and f"{ref}:4" in p.stderr


def test_kernel_not_found_lists_the_available_ones():
    p = equiv("prove", EX / "saxpy_ref.py", EX / "saxpy.sass", "--kernel", "nope")
    assert p.returncode == 3 and "saxpy" in p.stderr


def test_signature_that_does_not_match_the_kernel(tmp_path):
    ref = tmp_path / "short_ref.py"
    ref.write_text('from equiv.ref import kernel, InOut, Scalar, i32, f32\n\n'
                   '@kernel(block=256, grid=lambda n: (n + 255) // 256, symbol="saxpy")\n'
                   'def short(n: Scalar[i32], y: InOut[f32, "n"]):\n    return y\n')
    p = equiv("prove", ref, EX / "saxpy.sass")
    assert p.returncode == 3 and "parameter" in p.stderr
    ref2 = tmp_path / "expk_short_ref.py"
    ref2.write_text('from equiv.ref import kernel, Out, Scalar, i32, f32\n\n'
                    '@kernel(block=256, grid=lambda n: (n + 255) // 256)\n'
                    'def expk(n: Scalar[i32], y: Out[f32, "n"]):\n    return y\n')
    p = equiv("prove", ref2, DATA / "expf.sm_90.cubin")  # the cubin's parameter table is checked
    assert p.returncode == 3 and "signature mismatch" in p.stderr


def test_certificate_round_trip(tmp_path):
    cert = tmp_path / "saxpy.cert.json"
    assert equiv("prove", EX / "saxpy_ref.py", EX / "saxpy.sass", "--cert", cert).returncode == 0
    assert equiv("check", cert).returncode == 0
    assert "equiv-cert/1" in equiv("explain", cert).stdout
    data = json.loads(cert.read_text())
    data["contract"] = "real"
    cert.write_text(json.dumps(data))
    p = equiv("check", cert, "--json")
    assert p.returncode == 1 and json.loads(p.stdout)["valid"] is False


def test_a_reader_that_leaves_early_gets_no_traceback():
    """`equiv prove ... | head -1`: the pipe closes before the verdict is printed (here: before the start)."""
    read, write = os.pipe()
    os.close(read)
    p = subprocess.run([sys.executable, "-m", "equiv.cli", "prove", EX / "saxpy_ref.py", EX / "saxpy.sass"],
                       stdout=write, stderr=subprocess.PIPE, text=True, cwd=ROOT, timeout=300)
    os.close(write)
    assert "Traceback" not in p.stderr and p.returncode == 128 + signal.SIGPIPE, p.stderr
