"""The symbolic thread on real SASS: guarded writes resolve under the reader's guard, accesses are decoded
to (buffer, element index), and pointer selections split into guarded accesses."""
from pathlib import Path

from equiv import terms as T
from semantics.candidate import Candidate
from semantics.problem import build_problem
from semantics.tensor.load import load_ref

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "tests" / "data" / "corpus"


def problem(ref, kernel, stem, arch="sm_90"):
    spec = load_ref(CORPUS / "refs" / ref, kernel=kernel)
    return build_problem(spec, Candidate.from_file(CORPUS / "sass" / f"{stem}.{arch}.sass"))


def test_saxpy_accesses_are_one_element_each():
    for arch in ("sm_80", "sm_90", "sm_100"):
        p = problem("saxpy_ref.py", "saxpy_fma", "saxpy", arch)
        kinds = [(a.kind, a.buffer) for a in p.meaning.accesses]
        assert sorted(kinds) == [("load", "x"), ("load", "y"), ("store", "y")]
        store = p.meaning.stores()[0]
        load_y = next(a for a in p.meaning.loads() if a.buffer == "y")
        assert store.index is load_y.index  # the element written is the element read
        assert not any(v.params[0].startswith("ptr:") for v in T.free_vars([store.index]))
        # the guard is the bounds check alone: i < n
        assert T.free_vars([store.guard]) and all(v.params[0] in ("arg:n", "tid.x", "ctaid.x")
                                                    for v in T.free_vars([store.guard]))


def test_pointer_selection_splits_into_guarded_loads():
    p = problem("select_ref.py", "select_gt", "select")
    loads = [a.buffer for a in p.meaning.loads()]
    assert "a" in loads and "b" in loads
    la = next(a for a in p.meaning.loads() if a.buffer == "a")
    lb = next(a for a in p.meaning.loads() if a.buffer == "b")
    assert T.and_(la.guard, lb.guard).is_const() or la.guard is not lb.guard


def test_a_read_resolves_merges_its_path_decides_by_their_connectives():
    from semantics.simt import resolve_under
    a, b = T.var("a", T.BOOL), T.var("b", T.BOOL)
    x, y = T.var("x", T.BV(32)), T.var("y", T.BV(32))
    slow = T.and_(a, T.not_(T.and_(a, T.not_(b))))  # the fall-through of `@!b BRA` under a
    assert resolve_under(T.ite(slow, x, y), T.and_(a, T.not_(b))) is y  # on the branch's path
    assert resolve_under(T.ite(slow, x, y), T.and_(a, b)) is x
    assert resolve_under(T.ite(slow, x, y), a).op == "ite"  # a alone decides nothing


def test_a_predicate_written_under_a_guard_reads_bare_under_it():
    """A carry flag written under the thread's path is and(path, carry) as a term (a Boolean ite folds):
    read under that path it is the carry alone, so the 64-bit address it completes folds to pointer + offset."""
    from types import SimpleNamespace

    from semantics.isa.sass import parser as P
    from semantics.simt import ThreadState
    st = ThreadState(SimpleNamespace(arch=SimpleNamespace(name="sm_90"), ieee=None))
    path, carry = T.ult(T.var("tid.x", T.BV(32)), T.var("arg:n", T.BV(32))), T.var("carry", T.BOOL)
    st.guard = T.true()
    st.write_pred(P.Pred(False, 0), T.false())  # an earlier test left it clear
    st.guard = path
    st.write_pred(P.Pred(False, 0), carry)
    assert st.preds[(False, 0)] is T.and_(path, carry)
    assert st.read_pred(P.Pred(False, 0)) is carry
    assert st.read_pred(P.Pred(False, 0, neg=True)) is T.not_(carry)
    st.guard = T.true()  # off the path the write's guard still shows
    assert st.read_pred(P.Pred(False, 0)) is T.and_(path, carry)
