"""What an analysis chart is (``Chart``), the simulation every chart of a page reads (``Run``), what a game's analysis
module provides (``GameCharts``), and the layout they share.

A chart answers one question a player asks. It carries its picker label, its figure in either language (axis titles
in both: ``axis``) and a one-line takeaway computed from the same numbers as the figure.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from kernel_games.core import Game, Lang, Text
from kernel_games.core.bots import bot_kinds
from kernel_games.core.simulate import Cache, MakeWatch, Summary

from .colours import BACKGROUND


@dataclass(frozen=True)
class Run:
    """One simulation, shared by every chart of an Analysis: the same games behind each number of the page."""

    game: Game
    players: int
    seats: tuple[str, ...]
    seed: int
    summary: Summary
    watched: Any = None  # what the game's watcher collected while the games were played (None if it has none)
    cache: Cache | None = None  # the page's one cache: a study's games of its own are played once (``simulate``)


@dataclass(frozen=True)
class GameCharts:
    """What a game's analysis module provides, as its ``ANALYSIS``: what its charts answer (shown before the analysis
    is run), its charts from the page's simulation (``run.watched`` is the watcher's) or from studies of its own
    (played with ``run.cache``), the watcher the page's simulation feeds (None if it needs none), and how many games
    its studies play for a page of ``players`` and ``games`` (the progress bar's total; checked against the games
    played by ``tests/test_analysis.py``)."""

    intro: Text
    charts: Callable[[Game, Run], list[Chart]]
    watcher: MakeWatch | None = None
    studies: Callable[[int, int], int] | None = None


@dataclass(frozen=True)
class Chart:
    key: str
    label: Text  # the picker's entry: the question the chart answers
    draw: Callable[[Lang], dict]  # the plotly figure dict in a language
    takeaway: Text  # one line, computed from the chart's numbers

    def figure(self, lang: Lang) -> dict:
        return self.draw(lang)


def axis(title: Text, lang: Lang, **more: Any) -> dict:
    """A plotly axis with its title in ``lang``, kept clear of the tick labels."""
    return {"title": {"text": title(lang), "standoff": 12}, "automargin": True, **more}


def title(main: Text, lang: Lang, *subs: Text) -> dict:
    """A title with smaller lines below it (a definition, a note on the data)."""
    lines = [main(lang)] + [f"<sup>{s(lang)}</sup>" for s in subs]
    return {"text": "<br>".join(lines), "x": 0.01, "xanchor": "left"}


def noted_title(main: Text, who: Text, sub: Text, note: Text, lang: Lang) -> dict:
    """An analysis chart's title: the question, the games simulated, what the numbers are, the note on the data."""
    return title(main, lang, who, sub, Text(f"<i>{note.ja}</i>", f"<i>{note.en}</i>"))


def capital(words: str) -> str:
    """``words`` with its first letter upper-case (a label that starts a line)."""
    return words[:1].upper() + words[1:]


def layout(heading: dict, x: dict, y: dict, height: int = 460, **more: Any) -> dict:
    """The layout every analysis figure shares: its title, both axes, the background and the font; the width is the
    board's at each drawing (``autosize``: plotly otherwise keeps the width of its first drawing)."""
    out = {"title": heading, "xaxis": x, "yaxis": y, "height": height, "autosize": True, "plot_bgcolor": BACKGROUND,
           "paper_bgcolor": BACKGROUND, "font": {"size": 13}, "margin": {"l": 70, "r": 40, "t": 100, "b": 70}}
    out.update(more)
    return out


def seat_names(game: Game, seats: tuple[str, ...] | list[str]) -> Text:
    """The seats as bot names in both languages ("Greedy, Greedy, Random, Random")."""
    names = {kind: bot.name for kind, bot in bot_kinds(game).items()}
    ja = "・".join(names[s].ja if s in names else s for s in seats)
    en = ", ".join(names[s].en if s in names else s for s in seats)
    return Text(ja, en)
