"""ptxas as an oracle for the PTX semantics: prove random PTX equal to the SASS ptxas makes of it.

    from frontends.ptx_oracle import check_batch, random_batch
    results = check_batch(random_batch(seed=1, n=50), arch="sm_90", opt="-O3")

A batch is one PTX module (one ptxas call, one nvdisasm call); each kernel of it
is then proved equal, as a program, to its SASS function (equiv.progprove).  A
`refuted` result means the PTX semantics and the SASS semantics disagree on a
program ptxas compiled: one of them (or ptxas) is wrong, and the counterexample
says where.  `unknown` carries the reason (a construct either side does not
model, a solver that gave up).

For findings: `explain` prints the first concrete sample on which the two programs disagree (inputs and
both sides' output words), `minimize` shrinks a failing kernel (greedy deletion and register-to-constant
replacement, every step accepted by ptxas and free of undefined registers), `record_finding` writes it to
tests/data/oracle_findings/ with the SASS the real tools make and its status in expected.json.
"""
from __future__ import annotations

import os
import random
import re
import time
from concurrent.futures import ProcessPoolExecutor
from typing import NamedTuple, Sequence

from frontends.random_ptx import RandomKernel, form_of, module, random_kernel
from semantics.errors import InputError

__all__ = ["Result", "check_batch", "compile_batch", "random_batch", "kernel_name", "forms_of", "classify",
           "have_ptxas", "sass_of", "explain", "minimize", "well_formed",
           "concrete_mismatch", "record_finding", "default_jobs"]

_ENTRY = re.compile(r"\.entry\s+([\w$]+)\s*\(")
_SKIP_LINE = re.compile(r"^\s*(?:\.|//|\{|\}|\)|$|[\w$]+:)")


class Result(NamedTuple):
    name: str
    status: str  # proved | refuted | unknown | error (the tools or the harness failed)
    reason: str
    seconds: float
    forms: list
    counterexample: str = ""  # the verdict's printed counterexample, for refutations
    evidence: str = ""  # of a proof: "structural" when every obligation folded, else "smt"


def have_ptxas() -> bool:
    from semantics.errors import InputError
    from semantics.toolchain import find_tool
    try:
        find_tool("ptxas")
        find_tool("nvdisasm")
        return True
    except InputError:
        return False


def kernel_name(text: str) -> str:
    m = _ENTRY.search(text)
    if not m:
        raise ValueError("no .entry in the kernel text")
    return m.group(1)


def forms_of(text: str) -> list[tuple[str, tuple[str, ...]]]:
    """(opcode, modifiers) of every instruction of a kernel's text."""
    out = []
    body = text[text.index("{") + 1:] if "{" in text else text
    for ln in body.splitlines():
        if _SKIP_LINE.match(ln):
            continue
        for stmt in ln.split(";"):
            if stmt.strip() and not stmt.strip().startswith("//"):
                out.append(form_of(stmt))
    return out


def random_batch(seed, n: int, arch: str = "sm_90", prefix: str = "k", **kw) -> list[RandomKernel]:
    """n random kernels named prefix0..prefix{n-1}; kernel i is drawn from random.Random(f"{seed}/{i}")."""
    out = []
    for i in range(n):
        name = f"{prefix}{i}"
        text, forms = random_kernel(random.Random(f"{seed}/{i}"), name, arch=arch, **kw)
        out.append(RandomKernel(name, text, forms))
    return out


def compile_batch(texts: Sequence[str], arch: str = "sm_90", opt: str = "-O3") -> tuple[str, str]:
    """(PTX module, nvdisasm listing of the cubin ptxas made of it)."""
    from semantics.toolchain import assemble_ptx, disassemble_cubin
    ptx = module(list(texts), target=arch)
    cubin = assemble_ptx(ptx, arch, f"random batch ({arch} {opt})", opt=opt)
    return ptx, disassemble_cubin(cubin, f"random batch ({arch} {opt})")


def sass_of(listing: str, name: str) -> str:
    """The listing of one function of an nvdisasm listing (its `.text.NAME` section), for reproducers."""
    start = listing.find(f"\t.section\t.text.{name},")
    if start < 0:
        raise KeyError(name)
    nxt = listing.find("\n//---------------------", start)
    head = listing[:listing.find("\n", listing.find(".target")) + 1] if ".target" in listing else ""
    return head + "\n" + listing[listing.rfind("\n//-", 0, start) + 1: nxt if nxt > 0 else len(listing)] + "\n"


def classify(v) -> tuple[str, str]:
    """(status, reason) of a Verdict; a refutation's reason is its counterexample."""
    if v.status == "refuted" and v.counterexample is not None:
        return v.status, "\n".join(v.counterexample.lines())
    return v.status, v.reason


def _prove(args) -> list[Result]:
    ptx, sass, names, forms, timeout, samples = args
    from equiv import progprove
    from semantics.candidate import Candidate
    left, right = Candidate.from_ptx(ptx, "random.ptx"), Candidate.from_sass(sass, "random.sass")
    saved = progprove.SAMPLES
    # the concrete samples only find refutations early (the solver finds the rest, and every solver
    # counterexample is replayed); most random programs are proved, so fewer samples is most of the speed
    progprove.SAMPLES = samples or saved
    try:
        return _prove_all(left, right, names, forms, timeout, progprove.prove_programs)
    finally:
        progprove.SAMPLES = saved


def _prove_all(left, right, names, forms, timeout, prove_programs) -> list[Result]:
    out = []
    for name, fs in zip(names, forms):
        t0 = time.perf_counter()
        try:
            v = prove_programs(left, right, kernel=name, timeout=timeout)
            status, reason = classify(v)
            evidence = ("structural" if all(o.evidence == "structural" or o.kind == "no-new-read"
                                            for o in v.obligations) else "smt") if status == "proved" else ""
            cex = reason if status == "refuted" else ""
            if status == "refuted":
                reason = v.reason or "the PTX and SASS semantics disagree"
        except Exception as e:  # a crash of the semantics on one kernel must not hide the others
            status, reason, cex, evidence = "error", f"{type(e).__name__}: {e}", "", ""
        out.append(Result(name, status, reason, time.perf_counter() - t0, fs, cex, evidence))
    return out


def check_batch(kernels: Sequence[str | RandomKernel], arch: str = "sm_90", opt: str = "-O3",
                timeout: float = 30.0, jobs: int = 1, samples: int | None = 8) -> list[Result]:
    """Compile the kernels as one module with ptxas, and prove each equal to its SASS.

    jobs > 1 proves the kernels in that many worker processes (the compile is still one ptxas call).
    samples: concrete runs before the solver (equiv.progprove.SAMPLES, 48, where None)."""
    texts = [k.text if isinstance(k, RandomKernel) else k for k in kernels]
    names = [kernel_name(t) for t in texts]
    forms = [k.forms if isinstance(k, RandomKernel) else forms_of(k) for k in kernels]
    if len(set(names)) != len(names):
        raise ValueError("kernel names in a batch must be unique")
    ptx, sass = compile_batch(texts, arch, opt)
    jobs = max(1, min(jobs, len(texts)))
    if jobs == 1:
        return _prove((ptx, sass, names, forms, timeout, samples))
    chunks = [(ptx, sass, names[i::jobs], forms[i::jobs], timeout, samples) for i in range(jobs)]
    with ProcessPoolExecutor(jobs) as pool:
        parts = list(pool.map(_prove, chunks))
    by_name = {r.name: r for part in parts for r in part}
    return [by_name[n] for n in names]


def default_jobs() -> int:
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:
        return max(1, os.cpu_count() or 1)


# ---------------------------------------------------------------------- findings: explain and minimize
def explain(ptx: str, sass: str, name: str, seed: int = 0) -> str:
    """The first concrete run (of the prover's own samples) on which the two programs disagree, in words:
    the scalar parameters, the thread, the 32 input bytes of the thread and the 32 output bytes each side
    writes, as little-endian 32-bit words ('--------' where a side writes nothing)."""
    from equiv.progprove import _effect, _run_case, _samples
    from proofs.progeq import build_pair
    from semantics.candidate import Candidate
    pair = build_pair(Candidate.from_ptx(ptx, "random.ptx"), Candidate.from_sass(sass, "random.sass"), name)
    for values, memory in _samples(pair, seed):
        if _run_case(pair, values, memory) is None:
            continue
        out, inp = values.get("param:0", 0), values.get("param:1", 0)
        idx = (values.get("ctaid.x", 0) * values.get("ntid.x", 0) + values.get("tid.x", 0)) & 0xFFFFFFFF
        lf, _ = _effect(pair.left_meaning.accesses, values, memory)
        rf, _ = _effect(pair.right_meaning.accesses, values, memory)

        def words(get, base):
            ws = []
            for w in range(STRIDE_WORDS):
                bs = [get((base + 4 * w + b) & (2**64 - 1)) for b in range(4)]
                ws.append("--------" if any(b is None for b in bs) else
                          f"{sum(b << (8 * i) for i, b in enumerate(bs)):08x}")
            return " ".join(ws)

        base_in, base_out = inp + 32 * idx, out + 32 * idx
        ptx_out = words(lambda a: lf[a][0] if a in lf else None, base_out)
        sass_out = words(lambda a: rf[a][0] if a in rf else None, base_out)
        return "\n".join([
            f"s0 = {values.get('param:2', 0):#010x}, s1 = {values.get('param:3', 0):#010x}, "
            f"tid.x = {values.get('tid.x', 0)}, ctaid.x = {values.get('ctaid.x', 0)}, "
            f"ntid.x = {values.get('ntid.x', 0)} (index {idx})",
            f"in[index]  (32-bit words) = {words(memory, base_in)}",
            f"out[index] PTX semantics  = {ptx_out}",
            f"out[index] SASS semantics = {sass_out}"])
    return "(no concrete sample disagrees: the refutation came from a solver model)"


def concrete_mismatch(ptx: str, sass: str, name: str, seed: int = 0, only: int | None = None) -> int | None:
    """The index of the first of the prover's concrete samples on which the two programs disagree (no
    solver), or None; `only` tries that one sample alone."""
    from equiv.progprove import _run_case, _samples
    from proofs.progeq import build_pair
    from semantics.candidate import Candidate
    from semantics.errors import Unsupported
    try:
        pair = build_pair(Candidate.from_ptx(ptx, "random.ptx"), Candidate.from_sass(sass, "random.sass"), name)
        for i, (v, m) in enumerate(_samples(pair, seed)):
            if (only is None or i == only) and _run_case(pair, v, m) is not None:
                return i
    except (Unsupported, InputError):
        return None
    return None


STRIDE_WORDS = 8
_REG = re.compile(r"%(?:rd|rs|fd|r|f|p)\d+\b")
_CONST_FOR = {"%rd": ["0", "1"], "%rs": ["0", "1"], "%r": ["0", "1"], "%fd": ["0d0000000000000000"],
              "%f": ["0f00000000", "0f3F800000"], "%p": []}


def _split_kernel(text: str) -> tuple[str, list[str], str]:
    """(head: the signature, declarations and the frame up to the first ld.global, which the minimizer
    keeps; the instruction lines after it; the tail from `ret;`)."""
    lines = text.splitlines()
    first = next(i for i, ln in enumerate(lines) if ln.strip().startswith("ld.global"))
    last = max(i for i, ln in enumerate(lines) if ln.strip() == "ret;")
    return "\n".join(lines[:first]), lines[first:last], "\n".join(lines[last:])


def _defs_uses(line: str) -> tuple[list[str], list[str]]:
    s = line.strip().rstrip(";")
    guard = []
    if s.startswith("@"):
        g, s = s.split(None, 1)
        guard = _REG.findall(g)
    parts = s.split(None, 1)
    op = parts[0].split(".")[0]
    ops = parts[1] if len(parts) > 1 else ""
    if op == "st" or not ops:
        return [], guard + _REG.findall(ops)
    depth, cut = 0, len(ops)
    for i, c in enumerate(ops):  # the first top-level comma ends the destination
        depth += (c in "{[") - (c in "}]")
        if c == "," and depth == 0:
            cut = i
            break
    dests = _REG.findall(ops[:cut])
    # a guarded instruction keeps the old value where the guard is false: its destination is read
    return dests, guard + _REG.findall(ops[cut:]) + (dests if guard else [])


def well_formed(lines: list[str], written: set[str] | None = None) -> bool:
    """Every register is written before it is read (so no value is undefined); `written`: the registers
    the lines before these wrote."""
    written = set(written or ())
    for ln in lines:
        d, u = _defs_uses(ln)
        if any(r not in written for r in u):
            return False
        written.update(d)
    return True


def minimize(text: str, arch: str = "sm_90", opt: str = "-O3", log=None) -> str:
    """A smaller kernel on which the PTX and SASS semantics still disagree (on the same concrete sample
    of the prover): greedy line deletion and register-to-constant replacement, every step valid PTX
    (ptxas accepts it) with no register read before it is written.  Each round compiles all its
    variants as one module (one ptxas and one nvdisasm call)."""
    name = kernel_name(text)
    head, body, tail = _split_kernel(text)
    frame = {r for ln in head.splitlines() if ln.strip() and not ln.strip().startswith((".", "{", ")"))
             for r in _defs_uses(ln)[0]}
    ptx, sass = compile_batch([text], arch, opt)
    sample = concrete_mismatch(ptx, sass, name)
    if sample is None:
        raise ValueError("no concrete sample shows the kernel failing")

    def failing(variants: list[list[str]]) -> list[bool]:
        """Which variants still fail (on the same sample)."""
        ok = [well_formed(v, frame) and any(ln.strip().startswith("st.") for ln in v) for v in variants]
        idx = [i for i, good in enumerate(ok) if good]
        res = [False] * len(variants)
        if not idx:
            return res
        texts = [(head.replace(f".entry {name}(", f".entry {name}_v{i}(") + "\n" + "\n".join(variants[i]) + "\n"
                  + tail) for i in idx]
        try:
            ptx, sass = compile_batch(texts, arch, opt)
        except InputError:  # some variant is invalid: compile them one by one
            for i, t in zip(idx, texts):
                try:
                    p, s = compile_batch([t], arch, opt)
                except InputError:
                    continue
                res[i] = concrete_mismatch(p, s, f"{name}_v{i}", only=sample) is not None
            return res
        for i in idx:
            res[i] = concrete_mismatch(ptx, sass, f"{name}_v{i}", only=sample) is not None
        return res

    def step(variants: list[list[str]]) -> list[str] | None:
        if not variants:
            return None
        hits = [v for v, f in zip(variants, failing(variants)) if f]
        return hits[0] if hits else None

    while True:
        # deletions: every single-line deletion in one batch, then all the successful ones together
        dels = [body[:i] + body[i + 1:] for i in range(len(body))]
        ok = failing(dels)
        drop = {i for i, f in enumerate(ok) if f}
        if drop:
            together = [ln for i, ln in enumerate(body) if i not in drop]
            if len(drop) > 1 and failing([together])[0]:
                body = together
            else:
                body = dels[min(drop)]
            if log:
                log(f"{len(body)} lines")
            continue
        # no line can go: cut a dependency (a register source becomes a constant)
        subs = []
        for i, ln in enumerate(body):
            dests, uses = _defs_uses(ln)
            parts = ln.split(",", 1)
            if len(parts) < 2 or ln.strip().startswith("@") or "[" in parts[1]:
                continue
            for reg in dict.fromkeys(u for u in uses if u not in dests):
                for c in _CONST_FOR[reg.rstrip("0123456789")]:
                    new = parts[0] + "," + re.sub(re.escape(reg) + r"\b", c, parts[1])
                    if new != ln:
                        subs.append(body[:i] + [new] + body[i + 1:])
        nxt = step(subs)
        if nxt is None:
            return head + "\n" + "\n".join(body) + "\n" + tail
        body = nxt
        if log:
            log("constant")


FINDINGS = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "tests", "data",
                        "oracle_findings")


def record_finding(slug: str, kernel_text: str, what: str, arch: str = "sm_90", opt: str = "-O3",
                   directory: str = FINDINGS) -> dict:
    """Write a finding: NNN-slug.ptx (the kernel, with a header saying what differs and the concrete
    counterexample), NNN-slug.sass (what the real ptxas and nvdisasm make of it) and its current status
    in expected.json.  Returns the expected.json entry."""
    import json
    import subprocess
    from equiv.progprove import prove_programs
    from semantics.candidate import Candidate
    from semantics.toolchain import find_tool
    os.makedirs(directory, exist_ok=True)
    taken = [int(f[:3]) for f in os.listdir(directory) if f[:3].isdigit() and f.endswith(".ptx")]
    stem = f"{max(taken, default=0) + 1:03d}-{slug}"
    name = kernel_name(kernel_text)
    ptx, sass = compile_batch([kernel_text], arch, opt)
    version = subprocess.run([find_tool("ptxas"), "--version"], capture_output=True, text=True).stdout
    version = next((ln for ln in version.splitlines() if "release" in ln), "").strip()
    detail = explain(ptx, sass, name) if concrete_mismatch(ptx, sass, name) is not None else ""
    v = prove_programs(Candidate.from_ptx(ptx, f"{stem}.ptx"), Candidate.from_sass(sass, f"{stem}.sass"),
                       kernel=name, timeout=60)
    status, reason = classify(v)
    head = [f"Oracle finding {stem}: ptxas -arch={arch} {opt} ({version}); nvdisasm of the cubin is {stem}.sass",
            "", *what.strip().splitlines(), "",
            f"equiv prove {stem}.ptx {stem}.sass: {status}", *reason.splitlines()]
    if detail:
        head += ["", "The first of the prover's concrete samples that disagrees (little-endian 32-bit words):",
                 *detail.splitlines()]
    body = ptx[ptx.index(".version"):]  # the module without the generator's banner
    text = "".join(f"// {ln}".rstrip() + "\n" for ln in head) + "\n" + body
    with open(os.path.join(directory, f"{stem}.ptx"), "w") as f:
        f.write(text)
    with open(os.path.join(directory, f"{stem}.sass"), "w") as f:
        f.write(sass)
    path = os.path.join(directory, "expected.json")
    expected = json.load(open(path)) if os.path.exists(path) else {}
    expected[stem] = {"status": status, "arch": arch, "opt": opt, "kernel": name}
    with open(path, "w") as f:
        json.dump(expected, f, indent=1, sort_keys=True)
        f.write("\n")
    return expected[stem]
