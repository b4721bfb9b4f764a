"""A small DRUP checker: a clausal refutation is valid if every added clause is a reverse unit propagation
(RUP) consequence of the clauses so far, deletions only remove clauses, and the empty clause is derived.

Two watched literals per clause; each RUP check assigns the clause's negation, propagates to a conflict, and
undoes its assignments.  The formula and the proof are plain lists of DIMACS integer clauses.
"""
from __future__ import annotations

from collections import defaultdict


class DrupError(Exception):
    """An invalid proof: says which step failed and why."""


class _Db:
    """Clauses with two watches, and the assignment that unit propagation forces at the top level.

    Top-level facts are kept when a clause is deleted: each was implied by clauses that followed from
    the formula, so it still does (sound), and checks stay incremental."""

    def __init__(self):
        self.clauses: dict[int, list[int]] = {}
        self.watch: dict[int, list[int]] = defaultdict(list)
        self.by_key: dict[tuple, list[int]] = defaultdict(list)
        self.value: dict[int, bool] = {}
        self.trail: list[int] = []
        self.head = 0  # trail[:head] is fully propagated
        self.conflict = False  # the top level is already contradictory: everything is RUP
        self.next_id = 0

    def add(self, clause: list[int]) -> None:
        lits = list(dict.fromkeys(clause))
        if self.conflict:
            return
        cid = self.next_id
        self.next_id += 1
        self.clauses[cid] = lits
        self.by_key[tuple(sorted(lits))].append(cid)
        free = [l for l in lits if self.value.get(abs(l)) is None]
        true = [l for l in lits if self.value.get(abs(l)) == (l > 0)]
        if true:
            pass
        elif not free:
            self.conflict = True
            return
        elif len(free) == 1:
            self._assign(free[0])
        if len(lits) >= 2:
            # watch free (or true) literals first so the watches stay valid
            lits.sort(key=lambda l: 0 if self.value.get(abs(l)) is None or self.value.get(abs(l)) == (l > 0) else 1)
            self.watch[lits[0]].append(cid)
            self.watch[lits[1]].append(cid)
        if not self._propagate():
            self.conflict = True

    def delete(self, clause: list[int]) -> None:
        ids = self.by_key.get(tuple(sorted(dict.fromkeys(clause))))
        if not ids:
            return  # a clause never added (solvers delete their own simplifications)
        cid = ids.pop()
        lits = self.clauses.pop(cid)
        if len(lits) >= 2:
            for lit in lits[:2]:
                self.watch[lit].remove(cid)

    def _assign(self, lit: int) -> bool:
        v = self.value.get(abs(lit))
        if v is None:
            self.value[abs(lit)] = lit > 0
            self.trail.append(lit)
            return True
        return v == (lit > 0)

    def _propagate(self) -> bool:
        """Propagate the trail from head; False on a conflict."""
        while self.head < len(self.trail):
            false_lit = -self.trail[self.head]
            self.head += 1
            watchers = self.watch.get(false_lit)
            if not watchers:
                continue
            keep = []
            ok = True
            for n, cid in enumerate(watchers):
                if not ok:
                    keep.extend(watchers[n:])
                    break
                lits = self.clauses[cid]
                if lits[0] == false_lit:
                    lits[0], lits[1] = lits[1], lits[0]
                first = lits[0]
                if self.value.get(abs(first)) == (first > 0):
                    keep.append(cid)
                    continue
                for k in range(2, len(lits)):
                    lk = lits[k]
                    vk = self.value.get(abs(lk))
                    if vk is None or vk == (lk > 0):
                        lits[1], lits[k] = lk, lits[1]
                        self.watch[lk].append(cid)
                        break
                else:
                    keep.append(cid)
                    if not self._assign(first):
                        ok = False
            self.watch[false_lit] = keep
            if not ok:
                return False
        return True

    def rup(self, clause: list[int]) -> bool:
        """Assigning the clause's negation on top of the facts propagates to a conflict."""
        if self.conflict:
            return True
        mark, head = len(self.trail), self.head
        try:
            for lit in clause:
                if not self._assign(-lit):
                    return True
            return not self._propagate()
        finally:
            for lit in self.trail[mark:]:
                del self.value[abs(lit)]
            del self.trail[mark:]
            self.head = head


def check_refutation(formula: list[list[int]], proof: list[tuple[str, list[int]]]) -> None:
    """Raise DrupError unless `proof` ([("a", clause) | ("d", clause)]) refutes `formula`."""
    db = _Db()
    for c in formula:
        db.add(c)
        if db.conflict:
            return
    for step, (kind, clause) in enumerate(proof):
        if kind == "d":
            db.delete(clause)
            continue
        if not db.rup(clause):
            raise DrupError(f"step {step}: clause {clause} is not a RUP consequence")
        db.add(clause)
        if db.conflict:
            return
    raise DrupError("the proof ends without deriving the empty clause")


def parse_proof(lines: list[str]) -> list[tuple[str, list[int]]]:
    """DRUP text lines ("1 -2 0", "d 3 4 0") into steps."""
    out = []
    for ln in lines:
        ln = ln.strip()
        if not ln or ln.startswith("c"):
            continue
        kind = "a"
        if ln.startswith("d"):
            kind, ln = "d", ln[1:]
        nums = [int(x) for x in ln.split()]
        if not nums or nums[-1] != 0:
            raise DrupError(f"malformed proof line {ln!r}")
        out.append((kind, nums[:-1]))
    return out
