"""What the tracer refuses says what and where: Unsupported names the numpy construct and the ref.py line;
numpy's own errors in the reference are InputErrors at that line."""
from __future__ import annotations

import textwrap

import pytest

from semantics.errors import InputError, Unsupported
from semantics.tensor.load import load_ref
from semantics.tensor.tracer import trace

HEADER = """\
import numpy as np
from equiv.ref import kernel, In, Out, InOut, Scalar, i32, u32, f32, f16, bf16, fma

@kernel(block=32, grid=1)
def k(n: Scalar[i32], a: Scalar[f32], x: In[f32, "n"], y: In[f32, "n"], b: In[bf16, "n"], o: Out[f32, "n"]):
"""
BODY_LINE = HEADER.count("\n") + 1


def _trace(tmp_path, body: str):
    path = tmp_path / "ref.py"
    path.write_text(HEADER + textwrap.indent(textwrap.dedent(body), "    "))
    return str(path), lambda: trace(load_ref(str(path)))


CASES = [
    ("return np.tan(x)", "np.tan"),
    ("return np.arcsin(x)", "np.arcsin"),
    ("return x // y", "np.floor_divide"),
    ("return x % y", "np.remainder"),
    ("return x ** 2.5", "x ** 2.5"),
    ("return x * a ** 0.5", "x ** 0.5"),
    ("return x[[0, 1]]", "fancy indexing"),
    ("return x[x > 0]", "fancy indexing"),
    ("return np.pad(x, 1, mode='edge')", "np.pad with mode='edge'"),
    ("return np.roll(x, n)", "np.roll with a shift"),
    ("return np.asarray(x)", "concrete numpy data"),
    ("return x / np.float32(n)", "n.astype(np.float32)"),
    ("return x.astype(np.uint32).astype(np.float32)", "u32"),
    ("return b + 1", "bf16"),
    ("return np.maximum(b, b)", "bf16"),
    ("return x.cumprod()", "ndarray.cumprod"),
    ("return x.argsort()", "ndarray.argsort"),
    ("return np.cbrt(x) if True else x", "np.cbrt"),
    ("return x ** y", "symbolic exponent"),
    ("return np.add(x, y, where=x > 0)", "np.add with where="),
    ("return np.fmax(x, y)", "np.fmax"),
    ("return np.squeeze(x[None])", "np.squeeze without axis="),
    ("return np.tril(x)", "np.tril of a 1-D array"),
    ("return (x + y).view(np.uint32).astype(np.float32)", "ndarray.view of computed float values"),
    ("return x.view(np.uint16).astype(np.float32)", "ndarray.view from f32 to u16"),
    ("return np.diff(x, prepend=0)", "np.diff with prepend="),
    ("o = x.copy(); o[x > 0] = y; return o", "assigning an array through a boolean mask"),
]


@pytest.mark.parametrize("body,construct", CASES)
def test_unsupported_names_construct_and_line(tmp_path, body, construct):
    path, run = _trace(tmp_path, body)
    with pytest.raises(Unsupported) as e:
        run()
    assert construct in e.value.construct
    assert e.value.where == f"{path}:{BODY_LINE}"


@pytest.mark.parametrize("body,name", [("return np.prod(x) * y", "np.prod")])
def test_reductions_over_a_symbolic_length(tmp_path, body, name):
    path, run = _trace(tmp_path, body)
    with pytest.raises(Unsupported) as e:
        run()
    assert e.value.construct.startswith(name) and "reduction over the symbolic length n" in e.value.construct
    assert e.value.where == f"{path}:{BODY_LINE}"


@pytest.mark.parametrize("body", ["return np.sum(x) + y", "return x @ y + y", "return np.add.reduce(x) + y",
                                  "return np.dot(x, y) * y", "return x.max() + y", "return np.mean(x) * y"])
def test_float_sums_over_a_symbolic_length_are_order_dependent(tmp_path, body):
    """They trace (as fsum terms; a max as an ffold), recorded as order-dependent at their line: contract real
    only."""
    path, run = _trace(tmp_path, body)
    (out,) = run().values()
    assert out.unordered and all(u.endswith(f"{path}:{BODY_LINE}") for u in out.unordered)


def test_python_control_flow_is_unsupported_at_its_line(tmp_path):
    path, run = _trace(tmp_path, """\
        z = x * 2
        if a > 0:
            z = z + 1
        return z
        """)
    with pytest.raises(Unsupported) as e:
        run()
    assert "control flow" in e.value.construct and e.value.where == f"{path}:{BODY_LINE + 1}"


def test_symbolic_shape_as_python_int(tmp_path):
    path, run = _trace(tmp_path, "return x * x.shape[0]")
    with pytest.raises(Unsupported, match="Scalar parameter instead") as e:
        run()
    assert e.value.where == f"{path}:{BODY_LINE}"


@pytest.mark.parametrize("body,message", [
    ("return x[0] * np.zeros(3, np.float32) + np.zeros(4, np.float32)", "could not be broadcast"),
    ("return x.astype(np.uint8) + 300", "out of bounds for uint8"),
    ("return x.astype(bf16)", "bf16 has no numpy dtype"),
    ("return np.left_shift(x, 1)", "np.left_shift"),
    ("return fma(n, n, n) + x", "fma needs floating-point operands"),
    ("return x[1:, 0]", "too many indices"),
    ("return x[::0]", "slice step cannot be zero"),
])
def test_numpy_errors_are_input_errors_at_the_line(tmp_path, body, message):
    path, run = _trace(tmp_path, body)
    with pytest.raises(InputError, match=message) as e:
        run()
    assert e.value.filename == path and e.value.line == BODY_LINE


def test_returning_the_wrong_outputs(tmp_path):
    for body, message in [("return {'x': x}", "not an Out or InOut"), ("return {}", "Out buffer o not returned"),
                          ("return {'q': x}", "not a parameter")]:
        path, run = _trace(tmp_path, body)
        with pytest.raises(InputError, match=message):
            run()


def test_shape_checks_on_symbolic_sizes_become_the_guard(tmp_path):
    """numpy checks x.reshape(n // 2, 2) at run time: the trace records n == 2 * (n // 2)."""
    import numpy as np
    from equiv.evaluate import evaluate
    _, run = _trace(tmp_path, "return x.reshape(n // 2, 2).reshape(-1)")
    guard = run()["o"].guard
    sizes = np.arange(0, 9, dtype=np.uint64)
    (g,) = evaluate([guard], {"arg:n": sizes}, len(sizes))
    assert list(g) == [n % 2 == 0 for n in range(9)]


@pytest.mark.parametrize("body,fn", [("return np.exp(x)", "np.exp"), ("return np.tanh(x)", "np.tanh"),
                                     ("return np.log(x)", "np.log"), ("return np.sin(x)", "np.sin")])
def test_libm_functions_trace_as_recorded_approximations(tmp_path, body, fn):
    """numpy's libm functions have a meaning only under contract real: traced, and recorded with the line
    (semantics/problem.py refuses them under exact)."""
    path, run = _trace(tmp_path, body)
    out = run()["o"]
    assert out.approximate == (f"{fn} at {path}:{BODY_LINE}",)
    from equiv import terms as T
    assert any(t.op == "fapprox" and t.params[1] == "numpy" for t in T.postorder([out.element(T.bv(0, 64))]))
