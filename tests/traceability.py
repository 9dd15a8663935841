"""The traceability rule (docs/architecture.md) checked for one game: rule text ↔ engine ↔ lesson ↔ test.

tests/test_rulebook_ids.py checks every registered game together; a game's own tests/<game>/test_traceability.py
calls these, so that a failure names the game. The helpers write no rule id, so only test files can cite them.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

from kernel_games.core import Game

ROOT = Path(__file__).resolve().parents[1]


def literals(path: Path) -> list[tuple[int, str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [(n.lineno, n.value) for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)]


def keys(path: Path, prefix: str) -> list[tuple[int, str]]:
    """The keys the engine passes to ``rule(...)`` / ``illegal(...)`` ("move.steps"), and f-string heads of them."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out = []
    for n in ast.walk(tree):
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id in ("rule", "illegal") and n.args:
            a = n.args[0]
            if isinstance(a, ast.Constant) and isinstance(a.value, str):
                out.append((n.lineno, prefix + a.value))
            elif isinstance(a, ast.JoinedStr) and a.values and isinstance(a.values[0], ast.Constant):
                out.append((n.lineno, prefix + str(a.values[0].value) + "*"))
    return out


def uncited(game: Game, here: Path) -> list[str]:
    """Rule ids no test file (but ``here``) names."""
    cited = {v for p in (ROOT / "tests").rglob("*.py") if p.resolve() != here.resolve() for _, v in literals(p)}
    return [rid for rid in game.rulebook.ids() if rid not in cited]


def engine_ids(game: Game) -> tuple[list[str], int]:
    """The ids the engine names that the rulebook lacks, and how many distinct ids the scan found."""
    kernel, prefix = ROOT / "kernel_games" / game.id, game.id + "."
    pattern = re.compile(rf"^{game.id}\.[a-z0-9_]+(\.[a-z0-9_]+)+$")
    found = [(f"{p.relative_to(kernel)}:{line}", k) for p in kernel.rglob("*.py")
             for line, k in keys(p, prefix) + literals(p) if pattern.match(k.rstrip("*")) or k.endswith("*")]
    unknown = [f"{where}: {k}" for where, k in found
               if (k.endswith("*") and not any(r.startswith(k[:-1]) for r in game.rulebook.ids()))
               or (not k.endswith("*") and k not in game.rulebook)]
    return unknown, len({k for _, k in found})


def homeless(game: Game) -> list[str]:
    """Rules no phase of the flow, no module of it nor the flow itself declares."""
    declared = set(game.flow.rules) | {r for phase in game.flow.phases.values() for r in phase.rules}
    declared |= {r for module in game.flow.modules.values() for r in module.rules}
    return sorted(set(game.rulebook.ids()) - declared)


def untaught(game: Game) -> list[str]:
    """Rules no lesson step teaches, and ids the lessons cite that the rulebook lacks."""
    taught = [rid for lesson in game.lessons() for rid in lesson.rules]
    return [rid for rid in game.rulebook.ids() if rid not in taught] + [rid for rid in taught if rid not in game.rulebook]


def text_problems(game: Game) -> list[str]:
    """Rules missing a language, or a decision that does not say 【裁定】/[Ruling] or 【再構成】/[Reconstructed] (in its
    text or its note)."""
    out = []
    for rule in game.rulebook:
        if not (rule.title.ja and rule.title.en and rule.text.ja and rule.text.en):
            out.append(f"{rule.id}: a language is missing")
        elif not re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", rule.text.ja) or re.search(r"[\u3040-\u30ff]", rule.text.en):
            out.append(f"{rule.id}: the Japanese and English texts are mixed up")
        said = (rule.text, rule.note) if rule.note is not None else (rule.text,)  # the note, where the project's is
        if rule.provenance == "decision" and not any(("【裁定】" in t.ja and "[Ruling]" in t.en)
                                                     or ("【再構成】" in t.ja and "[Reconstructed]" in t.en) for t in said):
            out.append(f"{rule.id}: a decision that does not say so")
    return out
