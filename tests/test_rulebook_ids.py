"""Traceability: rule text ↔ engine ↔ lesson ↔ test (docs/architecture.md, "Rules as data").

- every rule id of every rulebook (each registered game's and the core one) is cited, as a string
  literal, by at least one test file other than this one;
- every string literal in ``kernel_games/`` and ``widgets/`` that looks like a rule id names a rule that
  exists, and every f-string that builds one (``f"game.section.{x}"``) has a rule to build;
- every lesson cites only existing ids, and every rule of a game is taught by at least one lesson;
- every rule has ja and en text, the Japanese in Japanese.
"""

from __future__ import annotations

import ast
import re
from functools import cache
from pathlib import Path

import pytest

from kernel_games import GAMES
from kernel_games.core.rulebook import CORE_RULEBOOK, Rulebook, load_rulebook

ROOT = Path(__file__).resolve().parents[1]
THIS = Path(__file__).resolve()
CODE_DIRS = ("kernel_games", "widgets")
JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff66-\uff9f]")
KANA = re.compile(r"[\u3040-\u30ff\uff66-\uff9f]")

BOOKS: dict[str, Rulebook] = {"core": load_rulebook(CORE_RULEBOOK), **{gid: g.rulebook for gid, g in GAMES.items()}}
PREFIXES = "|".join(re.escape(b) for b in BOOKS)
LOOKS_LIKE_ID = re.compile(rf"^({PREFIXES})\.[a-z0-9_]+(\.[a-z0-9_]+)*$")
LOOKS_LIKE_PREFIX = re.compile(rf"^({PREFIXES})\.([a-z0-9_]+\.)*$")
GAME_IDS = sorted(GAMES)


# ---- reading string literals with ast ---------------------------------------------------------------------
def python_files(*dirs: str) -> list[Path]:
    return sorted(p for d in dirs for p in (ROOT / d).rglob("*.py") if ".ipynb_checkpoints" not in p.parts)


@cache
def parse(path: Path) -> ast.Module | None:
    try:
        return ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    except (SyntaxError, UnicodeDecodeError):
        return None


def string_literals(path: Path) -> list[tuple[int, str]]:
    """(line, value) of every str constant in the file; a file that does not parse is read with a regex."""
    tree = parse(path)
    if tree is None:
        text = path.read_text(encoding="utf-8", errors="replace")
        return [(text.count("\n", 0, m.start()) + 1, m.group(2)) for m in re.finditer(r"(['\"])([a-z0-9_.]+)\1", text)]
    return [(n.lineno, n.value) for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)]


def fstring_prefixes(path: Path) -> list[tuple[int, str]]:
    """(line, leading text) of every f-string whose leading text looks like the start of a rule id."""
    tree = parse(path)
    if tree is None:
        return []
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr) and node.values and isinstance(node.values[0], ast.Constant):
            head = node.values[0].value
            if isinstance(head, str) and len(node.values) > 1 and LOOKS_LIKE_PREFIX.match(head):
                out.append((node.lineno, head))
    return out


def names_a_module(s: str) -> bool:
    """Whether a dotted string is the import path of a module or package in this checkout."""
    rel = Path(*s.split("."))
    return any((base / rel).with_suffix(".py").is_file() or (base / rel / "__init__.py").is_file()
               for base in (ROOT, ROOT / "kernel_games"))


def files_under_tests() -> list[Path]:
    return [p for p in python_files("tests") if p.resolve() != THIS]


@cache
def cited_in_tests() -> frozenset[str]:
    """Rule ids written as a string literal of their own in a test file (``"game.section.rule"``)."""
    return frozenset(v for p in files_under_tests() for _, v in string_literals(p))


@cache
def mentioned_in_tests() -> dict[str, list[str]]:
    """Where an id is only mentioned inside longer text (a docstring, a comment): rule id -> ["file:line", ...]."""
    found: dict[str, list[str]] = {}
    pattern = re.compile(rf"(?<![\w.])(?:{PREFIXES})\.[a-z0-9_]+(?:\.[a-z0-9_]+)*")
    for path in files_under_tests():
        text = path.read_text(encoding="utf-8", errors="replace")
        for m in pattern.finditer(text):
            found.setdefault(m.group(0), []).append(f"{path.relative_to(ROOT)}:{text.count(chr(10), 0, m.start()) + 1}")
    return found


# ---- every rule is cited by a test ------------------------------------------------------------------------
@pytest.mark.parametrize("book", list(BOOKS))
def test_every_rule_is_cited_by_a_test(book):
    """A test cites a rule by the id as a string literal, e.g. ``assert err.rule == "game.section.rule"``."""
    uncited = [rid for rid in BOOKS[book].ids() if rid not in cited_in_tests()]
    lines = [rid + (f"   (only mentioned in text at {', '.join(mentioned_in_tests()[rid][:3])})"
                    if rid in mentioned_in_tests() else "") for rid in uncited]
    assert not uncited, (f"{len(uncited)} of {len(BOOKS[book])} '{book}' rule ids are named by no test under tests/ "
                         "as a string literal:\n  " + "\n  ".join(lines))


# ---- every id the code cites exists ---------------------------------------------------------------------
def test_code_cites_only_existing_rules():
    unknown = []
    for path in python_files(*CODE_DIRS):
        for line, value in string_literals(path):
            if not LOOKS_LIKE_ID.match(value) or names_a_module(value):
                continue
            if value not in BOOKS[value.split(".", 1)[0]]:
                unknown.append(f"{path.relative_to(ROOT)}:{line}: {value!r}")
    assert not unknown, "code cites rule ids that no rulebook has:\n  " + "\n  ".join(unknown)


def test_code_builds_only_existing_rules():
    """An f-string such as f"game.section.{x}" must have at least one rule it can build."""
    unknown = []
    for path in python_files(*CODE_DIRS):
        for line, head in fstring_prefixes(path):
            if not any(rid.startswith(head) for rid in BOOKS[head.split(".", 1)[0]].ids()):
                unknown.append(f"{path.relative_to(ROOT)}:{line}: f{head!r}…")
    assert not unknown, "code builds rule ids under prefixes no rule has:\n  " + "\n  ".join(unknown)


def test_the_code_scan_sees_the_engine():
    """Guard against a scan that silently finds nothing: the game rule ids the code names are found."""
    found = {v for p in python_files(*CODE_DIRS) for _, v in string_literals(p) if LOOKS_LIKE_ID.match(v)}
    found |= {h for p in python_files(*CODE_DIRS) for _, h in fstring_prefixes(p)}
    for gid in GAME_IDS:
        assert any(f.startswith(gid + ".") for f in found), f"no rule id of {gid} found in the code: is the scan broken?"


# ---- lessons ---------------------------------------------------------------------------------------------
def lessons_of(gid: str) -> list:
    game = GAMES[gid]
    if not hasattr(game, "lessons"):
        pytest.skip(f"{gid} has no lessons() yet")
    lessons = list(game.lessons())
    if not lessons:
        pytest.skip(f"{gid}.lessons() returns no lessons yet")
    return lessons


@pytest.mark.parametrize("gid", GAME_IDS)
def test_lessons_cite_only_existing_rules(gid):
    game = GAMES[gid]
    bad = []
    for lesson in lessons_of(gid):
        assert lesson.rules, f"lesson {lesson.key!r} teaches no rule"
        for rid in lesson.rules:
            book = BOOKS.get(rid.split(".", 1)[0]) if isinstance(rid, str) else None
            if book is None or rid not in book or (book is not BOOKS["core"] and book is not game.rulebook):
                bad.append(f"lesson {lesson.key!r}: {rid!r}")
    assert not bad, f"{gid} lessons cite rule ids its rulebooks lack:\n  " + "\n  ".join(bad)


@pytest.mark.parametrize("gid", GAME_IDS)
def test_every_rule_is_taught_by_a_lesson(gid):
    taught = {rid for lesson in lessons_of(gid) for rid in lesson.rules}
    untaught = [rid for rid in GAMES[gid].rulebook.ids() if rid not in taught]
    assert not untaught, f"{len(untaught)} {gid} rules are taught by no lesson:\n  " + "\n  ".join(untaught)


# ---- the rule texts --------------------------------------------------------------------------------------
@pytest.mark.parametrize("book", list(BOOKS))
def test_every_rule_has_japanese_and_english(book):
    rb = BOOKS[book]
    assert rb.game == book, f"the rulebook of {book} says it is {rb.game}'s"
    assert len(rb) > 0, f"{book}: empty rulebook"
    bad = []
    for rule in rb:
        for part in ("chapter", "title", "text"):
            t = getattr(rule, part)
            if not t.ja.strip() or not t.en.strip():
                bad.append(f"{rule.id}: empty {part}")
            elif KANA.search(t.en):
                bad.append(f"{rule.id}: the en {part} has Japanese kana in it")
        if rule.text.ja.strip() and not JAPANESE.search(rule.text.ja):
            bad.append(f"{rule.id}: the ja text has no Japanese in it")
    assert not bad, "\n  ".join([f"{book} rulebook:", *bad])


@pytest.mark.parametrize("gid", GAME_IDS)
def test_game_rule_lookup_matches_the_books(gid):
    game = GAMES[gid]
    for rid in BOOKS["core"].ids() + game.rulebook.ids():
        assert game.rule(rid).id == rid
    assert game.rulebook.ids() and all(rid.startswith(gid + ".") for rid in game.rulebook.ids())


@pytest.mark.parametrize("gid", GAME_IDS)
def test_each_rule_reads_as_a_rule_and_its_note_opens_apart(gid):
    """A ruling of this project or a note on reconstructed data is the rule's ``note``, never part of its sentence, and
    says which of the two it is; a rule that is wholly the project's ruling is marked by its provenance."""
    from tests.traceability import text_problems

    assert text_problems(GAMES[gid]) == []
    notes = [r for r in GAMES[gid].rulebook if r.note is not None]
    assert notes and all(r.note.ja != r.text.ja and r.note.en != r.text.en for r in notes)
