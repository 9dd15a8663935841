"""Every user-facing string uses the glossary's terms (kernel_games/glossary.toml) and never a variant it avoids: the
texts written in the code of the kernel and the widgets, the rulebooks, what a game's play says (action labels,
events), the bots' and the games' names. docs/glossary.md shows the glossary as it is."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from kernel_games import GAMES, RECORDS
from kernel_games.core import Text, bot_kinds
from kernel_games.core.glossary import slips as glossary_slips
from kernel_games.core.glossary import term, terms
from tests.playouts import playout
from widgets.ui import action_text

ROOT = Path(__file__).resolve().parent.parent
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
SOURCES = sorted([*(ROOT / "kernel_games").rglob("*.py"), *(ROOT / "widgets").rglob("*.py")])


def lesson_owned(path: Path) -> bool:
    """The walkthroughs' own texts: their steps, scenes and the facts their texts claim."""
    return path.stem.startswith(("lesson", "scenes")) or path.stem == "facts" or "lessons" in path.parts


def game_of(path: Path) -> str | None:
    """The game a source file belongs to (its package, its board, its charts), or None for the shared code."""
    parts = path.relative_to(ROOT).with_suffix("").parts
    return next((gid for gid in GAMES if gid in parts), None)


def literal(node: ast.expr) -> str | None:
    """A string as written: a constant, or an f-string's fixed parts (``{}`` where a value goes)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value if isinstance(v, ast.Constant) else "{}" for v in node.values)
    return None


def texts_in(path: Path) -> Iterator[tuple[int, Text]]:
    """Every text the file writes out in both languages, with its line: ``Text(ja, en)``, and any call given a
    Japanese string and then an English one (``illegal(rule, ja, en)``, a fact's words)."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call):
            continue
        written = [literal(a) for a in node.args]
        for ja, en in zip(written, written[1:], strict=False):
            if ja is not None and en is not None and JAPANESE.search(ja) and not JAPANESE.search(en):
                yield node.lineno, Text(ja, en)


def slips_in(files: list[Path]) -> list[str]:
    return [f"{path.relative_to(ROOT)}:{line}: {slip} in {text.ja!r} / {text.en!r}"
            for path in files for line, text in texts_in(path) for slip in glossary_slips(text, game_of(path))]


def test_the_ui_strings_of_the_code_use_the_glossary_terms() -> None:
    files = [p for p in SOURCES if not lesson_owned(p)]
    assert sum(1 for p in files for _ in texts_in(p)) > 2000, "the texts of the code are found"
    assert slips_in(files) == []


def test_the_walkthroughs_texts_use_the_glossary_terms() -> None:
    assert slips_in([p for p in SOURCES if lesson_owned(p)]) == []


@pytest.mark.parametrize("gid", list(GAMES))
def test_the_rulebooks_use_the_glossary_terms(gid: str) -> None:
    book = GAMES[gid].rulebook
    found = [f"{r.id}: {slip}" for r in book for t in (r.title, r.text, r.note) if t is not None
             for slip in glossary_slips(t, gid)]
    assert [*glossary_slips(book.title, gid), *found] == []


@pytest.mark.parametrize("gid", list(GAMES))
def test_what_play_says_uses_the_glossary_terms(gid: str) -> None:
    """A game played out by its bots: every action that was legal on the way as it describes itself, every action
    played as its button says it to the player (``action_text``: names by clan, faction, place), every event's text."""
    game = GAMES[gid]
    po = playout(gid, game.min_players, (), 11)
    said = [a.describe() for a in po.seen.values()] + [e.text for _p, _a, events in po.steps for e in events]
    said += [action_text(a, game.view(state, p)) for state, (p, a, _e) in zip(po.states, po.steps, strict=False)]
    assert len(said) > 50
    assert sorted({slip for t in said for slip in glossary_slips(t, gid)}) == []


@pytest.mark.parametrize("gid", list(GAMES))
def test_the_games_and_their_bots_are_named_by_glossary_terms(gid: str) -> None:
    game = GAMES[gid]
    words = {t.word for t in terms() if t.game in (None, gid)}
    assert game.name in words, f"{game.name} is not the game's term in the glossary"
    for kind, bot in bot_kinds(game).items():
        if getattr(bot, "samples", False):  # the search levels: "Search (40 playouts)"
            assert bot.name.ja.startswith(term("search").word.ja) and bot.name.en.startswith(term("search").word.en)
        else:
            assert bot.name in words, f"{gid}: the bot {kind!r} is called {bot.name}, which is no glossary term"


def test_the_glossary_holds_together() -> None:
    """One entry per key; a term never uses a variant that its own scope avoids; every game named exists."""
    keys = [t.key for t in terms()]
    assert len(keys) == len(set(keys))
    for t in terms():
        assert t.game is None or t.game in GAMES, t.key
        assert glossary_slips(t.word, t.game) == [], f"{t.key}: the term itself is a variant its scope avoids"
        assert t.what.ja and t.what.en


def test_no_card_is_named_like_another_thing() -> None:
    """A contract's name is no other term of its game (Via Nebula's storage is 倉庫, so no contract is)."""
    from kernel_games.via_nebula.components import CONTRACTS

    words = {t.word.ja for t in terms() if t.game in (None, "via_nebula")} | {t.word.en for t in terms()
                                                                              if t.game in (None, "via_nebula")}
    assert [c.name for c in CONTRACTS if c.name.ja in words or c.name.en.lower() in words] == []


def test_the_docs_show_the_glossary_as_it_is() -> None:
    from kernel_games.core.glossary import markdown

    shown = (ROOT / "docs" / "glossary.md").read_text(encoding="utf-8")
    assert shown == markdown({gid: r.name for gid, r in RECORDS.items()}), "docs/glossary.md is old: run make notebooks"
