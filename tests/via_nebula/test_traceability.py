"""Via Nebula's part of the traceability rule (docs/architecture.md): rule text ↔ engine ↔ lesson ↔ test.

tests/test_rulebook_ids.py checks this for every registered game; this file checks Via Nebula on its own. No rule
id is written here, so only the other test files can cite them.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from kernel_games.via_nebula import VIA_NEBULA as G

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve()
KERNEL = ROOT / "kernel_games" / "via_nebula"
ID = re.compile(r"^via_nebula\.[a-z0-9_]+(\.[a-z0-9_]+)+$")


def literals(path: Path) -> list[tuple[int, str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [(n.lineno, n.value) for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)]


def keys(path: Path) -> list[tuple[int, str]]:
    """The keys the engine passes to ``rule(...)`` / ``illegal(...)`` ("move.steps"), and f-string heads of them."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out = []
    for n in ast.walk(tree):
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id in ("rule", "illegal") and n.args:
            a = n.args[0]
            if isinstance(a, ast.Constant) and isinstance(a.value, str):
                out.append((n.lineno, "via_nebula." + a.value))
            elif isinstance(a, ast.JoinedStr) and a.values and isinstance(a.values[0], ast.Constant):
                out.append((n.lineno, "via_nebula." + str(a.values[0].value) + "*"))
    return out


def test_every_via_nebula_rule_is_cited_by_a_test():
    cited = {v for p in (ROOT / "tests").rglob("*.py") if p.resolve() != HERE for _, v in literals(p)}
    missing = [rid for rid in G.rulebook.ids() if rid not in cited]
    assert not missing, f"{len(missing)} Via Nebula rule ids are named by no test: {missing}"


def test_the_engine_cites_only_existing_rules():
    found = [(f"{p.relative_to(KERNEL)}:{line}", k) for p in KERNEL.rglob("*.py") for line, k in keys(p) + literals(p)
             if ID.match(k.rstrip("*")) or k.endswith("*")]
    unknown = [f"{where}: {k}" for where, k in found
               if (k.endswith("*") and not any(r.startswith(k[:-1]) for r in G.rulebook.ids()))
               or (not k.endswith("*") and k not in G.rulebook)]
    assert not unknown, unknown
    assert len({k for _, k in found}) > 15  # the scan sees the engine (the effects cite theirs by a variable)


def test_every_rule_has_a_home_in_the_flow():
    declared = set(G.flow.rules) | {r for phase in G.flow.phases.values() for r in phase.rules}
    assert sorted(set(G.rulebook.ids()) - declared) == []


def test_every_rule_is_taught_and_lessons_cite_only_existing_rules():
    pytest.importorskip("kernel_games.via_nebula.lessons", reason="the walkthrough is being written")
    taught = [rid for lesson in G.lessons() for rid in lesson.rules]
    assert all(rid in G.rulebook for rid in taught)
    assert [rid for rid in G.rulebook.ids() if rid not in taught] == []


def test_rule_texts_are_bilingual_and_decisions_say_so():
    assert len(G.rulebook) == 55
    for rule in G.rulebook:
        assert rule.title.ja and rule.title.en and rule.text.ja and rule.text.en
        assert re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", rule.text.ja) and not re.search(r"[\u3040-\u30ff]", rule.text.en)
        if rule.provenance == "decision":
            assert ("【裁定】" in rule.text.ja and "[Ruling]" in rule.text.en) or \
                   ("【再構成】" in rule.text.ja and "[Reconstructed]" in rule.text.en), rule.id
