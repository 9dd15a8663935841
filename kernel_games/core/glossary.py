"""The project's glossary (kernel_games/glossary.toml): one term per thing, ja and en, and the variants no UI string
may use instead. ``slips`` finds those variants in a text; ``markdown`` writes docs/glossary.md."""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from .text import Lang, Text

PATH = Path(__file__).resolve().parent.parent / "glossary.toml"


@dataclass(frozen=True)
class Term:
    key: str
    word: Text
    what: Text
    game: str | None  # None: every game's term
    avoid: dict[Lang, tuple[str, ...]]  # regular expressions; English ones match whole words in any case

    def patterns(self, lang: Lang) -> tuple[re.Pattern[str], ...]:
        if lang == "en":
            return tuple(re.compile(rf"\b(?:{a})\b", re.I) for a in self.avoid["en"])
        return tuple(re.compile(a) for a in self.avoid["ja"])


@cache
def terms() -> tuple[Term, ...]:
    data = tomllib.loads(PATH.read_text(encoding="utf-8"))
    out = []
    for t in data["term"]:
        avoid = t.get("avoid", {})
        out.append(Term(t["key"], Text(t["ja"], t["en"]), Text(t["what"]["ja"], t["what"]["en"]), t.get("game"),
                        {"ja": tuple(avoid.get("ja", ())), "en": tuple(avoid.get("en", ()))}))
    return tuple(out)


def term(key: str) -> Term:
    return next(t for t in terms() if t.key == key)


def slips(text: Text, game: str | None) -> list[str]:
    """The avoided variants ``text`` uses, as ``"駒 (say ミニチュア)"``: the terms of every game, and ``game``'s own."""
    found = []
    for t in terms():
        if t.game is not None and t.game != game:
            continue
        for lang in ("ja", "en"):
            for p in t.patterns(lang):
                hit = p.search(text(lang))
                if hit:
                    found.append(f"{hit.group(0)} (say {t.word(lang)})")
    return found


def shown(pattern: str) -> str:
    """An avoided variant as a reader writes it: ``(?<!パ)ターン`` → ターン, ``pawns?`` → pawn(s)."""
    return re.sub(r"\(\?<!.+?\)", "", pattern).replace("s?", "(s)")


def markdown(games: dict[str, Text]) -> str:
    """docs/glossary.md: a table per game (every game's terms first, then ``games``' in their order: id → name), each
    term with what it names and what to avoid."""
    lines = ["# Glossary / 用語集", "",
             "The words every page, board, button and message uses, one per thing, in Japanese and English; the",
             "variants in the last column are not used. Written by `make notebooks` from `kernel_games/glossary.toml`,",
             "which `tests/test_glossary.py` holds every user-facing string to.", ""]
    for game in (None, *games):
        rows = [t for t in terms() if t.game == game]
        if not rows:
            continue
        lines += [f"## {'Every game / すべてのゲーム' if game is None else games[game].en}", "",
                  "| 日本語 | English | 何のこと / what it names | 使わない / not used |", "|---|---|---|---|"]
        for t in rows:
            avoid = ", ".join(shown(a) for a in (*t.avoid["ja"], *t.avoid["en"]))
            lines.append(f"| {t.word.ja} | {t.word.en} | {t.what.ja} / {t.what.en} | {avoid or '—'} |")
        lines.append("")
    return "\n".join(lines)
