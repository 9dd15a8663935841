"""Noli's part of the traceability rule (docs/architecture.md): rule text ↔ engine ↔ lesson ↔ test.

tests/test_rulebook_ids.py checks this for every registered game; this file checks it for Noli before it is
registered in kernel_games.GAMES. No rule id is written here, so only the other test files can cite them.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

from kernel_games.noli import NOLI
from tests.traceability import text_problems

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve()
ID = re.compile(r"^noli\.[a-z0-9_]+(\.[a-z0-9_]+)+$")


def literals(path: Path) -> list[tuple[int, str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [(n.lineno, n.value) for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)]


def fstring_heads(path: Path) -> list[tuple[int, str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [(n.lineno, n.values[0].value) for n in ast.walk(tree) if isinstance(n, ast.JoinedStr) and n.values
            and isinstance(n.values[0], ast.Constant) and str(n.values[0].value).startswith("noli.")]


def test_every_noli_rule_is_cited_by_a_test():
    cited = {v for p in (ROOT / "tests").rglob("*.py") if p.resolve() != HERE for _, v in literals(p)}
    missing = [rid for rid in NOLI.rulebook.ids() if rid not in cited]
    assert not missing, f"{len(missing)} Noli rule ids are named by no test: {missing}"


def test_the_engine_cites_only_existing_rules():
    unknown = [f"{p.name}:{line}: {v}" for p in (ROOT / "kernel_games" / "noli").glob("*.py") for line, v in literals(p)
               if ID.match(v) and v not in NOLI.rulebook]
    unknown += [f"{p.name}:{line}: f{h!r}" for p in (ROOT / "kernel_games" / "noli").glob("*.py")
                for line, h in fstring_heads(p) if not any(r.startswith(h) for r in NOLI.rulebook.ids())]
    assert not unknown, unknown
    cited = {v for p in (ROOT / "kernel_games" / "noli").glob("*.py") for _, v in literals(p) if ID.match(v)}
    assert len(cited) > 40  # the scan sees the engine


def test_every_rule_is_taught_and_lessons_cite_only_existing_rules():
    taught = [rid for lesson in NOLI.lessons() for rid in lesson.rules]
    assert all(rid in NOLI.rulebook for rid in taught)
    assert [rid for rid in NOLI.rulebook.ids() if rid not in taught] == []
    # the walkthrough follows the rulebook: each lesson's first rule comes after the previous lesson's
    order = NOLI.rulebook.ids()
    firsts = [order.index(lesson.rules[0]) for lesson in NOLI.lessons()]
    assert firsts == sorted(firsts)


def test_rule_texts_are_bilingual_and_notes_stand_apart():
    assert text_problems(NOLI) == []
    assert sum(r.note is not None for r in NOLI.rulebook) >= 10  # the rulings and the reconstructed data say so
