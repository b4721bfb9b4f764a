"""load_ref: importing a ref.py and picking a kernel; every failure is an InputError with file:line."""
from __future__ import annotations

import re

import pytest

from semantics.errors import InputError
from semantics.tensor.load import load_ref

HEAD = "import numpy as np\nfrom equiv.ref import kernel, In, Out, InOut, Scalar, i32, f32\n"
SAXPY = '''
@kernel(block=256, grid=lambda n: (n + 255) // 256)
def {name}(n: Scalar[i32], a: Scalar[f32], x: In[f32, "n"], y: InOut[f32, "n"]):
    return a * x + y
'''


def write(tmp_path, text: str, name: str = "ref.py") -> str:
    p = tmp_path / name
    p.write_text(text)
    return str(p)


def test_single_kernel_is_picked(tmp_path):
    spec = load_ref(write(tmp_path, HEAD + SAXPY.format(name="saxpy")))
    assert spec.name == "saxpy" and [p.name for p in spec.params] == ["n", "a", "x", "y"]


def test_kernel_by_name_or_symbol(tmp_path):
    text = HEAD + SAXPY.format(name="one") + SAXPY.format(name="two").replace(
        "grid=", 'symbol="_Z3twoiPf", grid=')
    path = write(tmp_path, text)
    assert load_ref(path, "two").name == "two"
    assert load_ref(path, "_Z3twoiPf").name == "two"
    with pytest.raises(InputError, match=r"several kernels \(one, two\).*--kernel"):
        load_ref(path)
    with pytest.raises(InputError, match=r"no kernel named 'three'; available: one, two") as e:
        load_ref(path, "three")
    assert e.value.filename == path


def test_a_function_name_wins_over_another_functions_symbol(tmp_path):
    # a wrong twin names its correct kernel's symbol; --kernel of the correct one picks the correct one
    text = HEAD + SAXPY.format(name="twin").replace("grid=", 'symbol="good", grid=') + SAXPY.format(name="good")
    path = write(tmp_path, text)
    assert load_ref(path, "good").name == "good"
    assert load_ref(path, "twin").name == "twin"


def test_imported_kernels_are_not_this_files(tmp_path):
    write(tmp_path, HEAD + SAXPY.format(name="other"), "helper_ref.py")
    path = write(tmp_path, HEAD + "from helper_ref import other\n" + SAXPY.format(name="mine"))
    assert load_ref(path).name == "mine"


def test_no_kernel(tmp_path):
    with pytest.raises(InputError, match="no @kernel"):
        load_ref(write(tmp_path, "x = 1\n"))


def test_missing_file(tmp_path):
    with pytest.raises(InputError, match="no such reference file"):
        load_ref(str(tmp_path / "nope.py"))


@pytest.mark.parametrize("text,line,message", [
    (HEAD + "import no_such_module_here\n", 3, "ModuleNotFoundError"),
    (HEAD + "\n\nx = 1 / 0\n", 5, "ZeroDivisionError"),
    (HEAD + "def f(:\n", 3, "syntax error"),
    (HEAD + "\ndef helper():\n    raise RuntimeError('boom')\n\nhelper()\n", 5, "RuntimeError: boom"),
])
def test_import_errors_name_the_failing_line(tmp_path, text, line, message):
    path = write(tmp_path, text)
    with pytest.raises(InputError, match=message) as e:
        load_ref(path)
    assert (e.value.filename, e.value.line) == (path, line)


BAD_SIGNATURES = [
    # (parameter list, message); annotation errors are raised where the annotation is written
    ('n: Scalar[i32], x: In[int, "n"]', "is not a dtype"),
    ('n: Scalar[i32], x: In[f32, 2.5]', "shape entry must be an int"),
    ('n: Scalar[i32], x: In[f32, "n+"]', "is not an expression"),
    ('n: Scalar[i32], x: In[f32, "__import__(\'os\').getpid()"]', "Call is not allowed"),
    ('n: Scalar[i32], x: In[f32, "n.real"]', "Attribute is not allowed"),
    ('n: Scalar[i32], x: In[f32, "n / 2"]', "only + - * // %"),
    ('n: Scalar[i32], x: In[f32, "m"]', "names m, which is not an integer Scalar"),
    ('a: Scalar[f32], x: In[f32, "a"]', "names a, which is not an integer Scalar"),
    ('n: Scalar[i32], x: float', "annotation <class 'float'> is not In"),
    ('n: Scalar[i32], x', "has no annotation"),
    ('n: Scalar[i32], *x: In[f32, "n"]', "*args"),
    ('n: Scalar[i32, f32]', "takes one dtype"),
]


@pytest.mark.parametrize("params,message", BAD_SIGNATURES)
def test_bad_signatures_name_file_and_line(tmp_path, params, message):
    text = HEAD + f"\n@kernel(block=32, grid=1)\ndef k({params}):\n    return {{}}\n"
    path = write(tmp_path, text)
    with pytest.raises(InputError, match=re.escape(message)) as e:
        load_ref(path)
    assert e.value.filename == path
    assert e.value.line == 5  # the def line, which here also holds the annotations


@pytest.mark.parametrize("options,message", [
    ("block=2048, grid=1", "at most 1024 threads"),
    ("block=(32, 0), grid=1", "block= must be an int >= 1"),
    ("block=32, grid=lambda m: m", "takes m, which is not a Scalar parameter"),
    ("block=32, grid=(1, 2, 3, 4)", "grid= must be an int >= 1"),
    ("block=32", "needs block= and grid="),
    ("block=32, grid=1, contract='fast'", "contract= must be one of"),
    ("block=32, grid=1, sizes={'q': [1]}", "sizes= names 'q'"),
    ("block=32, grid=1, assume=lambda z: z > 0", "assume= takes z"),
    ("block=32, grid=1, smem=-1", "smem= must be an int >= 0"),
])
def test_bad_options_name_the_def(tmp_path, options, message):
    text = HEAD + f"\n@kernel({options})\ndef k(n: Scalar[i32], x: In[f32, 'n']):\n    return {{}}\n"
    path = write(tmp_path, text)
    with pytest.raises(InputError, match=re.escape(message)) as e:
        load_ref(path)
    assert (e.value.filename, e.value.line) == (path, 5)


def test_bare_decorator_is_an_input_error(tmp_path):
    path = write(tmp_path, HEAD + "\n@kernel\ndef k(n: Scalar[i32]):\n    return {}\n")
    with pytest.raises(InputError, match=r"write @kernel\(block=") as e:
        load_ref(path)
    assert e.value.line == 5


def test_multiline_signature_error_points_at_def(tmp_path):
    text = HEAD + ("\n@kernel(\n    block=32,\n    grid=1)\n"
                   "def k(n: Scalar[i32],\n      x: In[f32, 'q']):\n    return {}\n")
    path = write(tmp_path, text)
    with pytest.raises(InputError, match="names q") as e:
        load_ref(path)
    assert e.value.line == 7


def test_future_annotations_are_read(tmp_path):
    text = "from __future__ import annotations\n" + HEAD + SAXPY.format(name="s")
    spec = load_ref(write(tmp_path, text))
    assert spec.param("x").shape == ("n",)


def test_bad_string_annotation_points_at_def(tmp_path):
    text = ("from __future__ import annotations\n" + HEAD
            + "\n@kernel(block=32, grid=1)\ndef k(x: In[int, 'n']):\n    return {}\n")
    path = write(tmp_path, text)
    with pytest.raises(InputError, match="is not a dtype") as e:
        load_ref(path)
    assert (e.value.filename, e.value.line) == (path, 6)
