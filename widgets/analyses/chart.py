"""What an analysis chart is (``Chart``), the simulation every chart of a page reads (``Run``), what a game's analysis
module provides (``GameCharts``), and the layout they share.

A chart answers one question a player asks. It carries its picker label, its figure in either language (axis titles
in both: ``axis``) and a one-line takeaway computed from the same numbers as the figure.
"""

from __future__ import annotations

import copy
import re
import textwrap
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from kernel_games.core import Game, Lang, Text
from kernel_games.core.bots import bot_kinds
from kernel_games.core.simulate import Cache, MakeWatch, Summary

from ..boards.contrast import luminance
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
        return told_apart(self.draw(lang))


# ---- more than colour (WCAG 1.4.1) ------------------------------------------------------------------------------------
HATCHES = ("", "/", "\\", "x", ".", "-", "|", "+")  # a bar series' hatching; "" solid
SYMBOLS = ("circle", "square", "triangle-up", "diamond", "star", "triangle-down", "cross", "x")
DASHES = ("solid", "dash", "dot", "dashdot", "longdash", "longdashdot")


def _series(figure: dict, kind: str) -> list[dict]:
    """The series of a kind ("bar": in the legend; "line": a scatter drawn with lines or markers) a reader tells apart,
    the first trace of each name (the traces of one name are one series)."""
    out: dict[str, dict] = {}
    for t in figure.get("data", []):
        mode = str(t.get("mode", "lines+markers"))
        if t.get("name") and (t.get("type") == "bar" and t.get("showlegend", True) is not False if kind == "bar" else
                              t.get("type", "scatter") == "scatter" and ("lines" in mode or "markers" in mode)):
            out.setdefault(t["name"], t)
    return list(out.values())


def _hatch(marker: dict, shape: str) -> None:
    """A bar's hatching: black lines on a light fill, white on a dark one."""
    fill = marker.get("color")
    dark = isinstance(fill, str) and fill.startswith("#") and luminance(fill) < 0.18
    marker["pattern"] = {**(marker.get("pattern") or {}), "shape": shape, "fillmode": "overlay",
                         "fgcolor": "#FFFFFF" if dark else "#000000", "fgopacity": 0.6, "solidity": 0.25}


def told_apart(figure: dict) -> dict:
    """``figure`` with its series told apart by more than their colour: two bar series in the legend never share a
    hatching (a repeat takes one no bar of the chart wears yet; every trace of the series takes it), two named line
    or marker series never share a marker symbol and dash. A series styled apart already keeps its look. Changed in
    place and returned."""
    bars = _series(figure, "bar")
    if len(bars) > 1:
        worn = {((t.get("marker") or {}).get("pattern") or {}).get("shape", "") for t in figure.get("data", [])
                if t.get("type") == "bar"}
        free = [h for h in HATCHES if h not in worn]
        seen: set[str] = set()
        for t in bars:
            marker = t.setdefault("marker", {})
            shape = (marker.get("pattern") or {}).get("shape", "")
            if shape in seen and free:
                shape = free.pop(0)
                for same in (s for s in figure["data"] if s.get("type") == "bar" and s.get("name") == t["name"]):
                    _hatch(same.setdefault("marker", {}), shape)
            seen.add(shape)
    lines = _series(figure, "line")
    if len(lines) > 1:
        looks = [((t.get("marker") or {}).get("symbol"), (t.get("line") or {}).get("dash")) for t in lines]
        if len(set(map(str, looks))) < len(lines):
            for i, t in enumerate(lines):
                t.setdefault("marker", {})["symbol"] = SYMBOLS[i % len(SYMBOLS)]
                if "lines" in str(t.get("mode", "lines")):
                    t.setdefault("line", {})["dash"] = DASHES[i % len(DASHES)]
    return figure


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


# ---- phone width ------------------------------------------------------------------------------------------------------
PHONE_LINE = {"ja": 19, "en": 36}  # characters of a title line that fit a phone's chart (about 340 px at 17 px)
PHONE_SUB_LINE = {"ja": 27, "en": 52}  # the same for the smaller lines under it
TAGS = re.compile(r"^((?:<(?:sup|i|b)>)*)([^<>]*)((?:</(?:sup|i|b)>)*)$")


def _wrap(words: str, width: int, lang: Lang) -> list[str]:
    """``words`` cut into lines of at most ``width`` characters: at spaces in English, anywhere in Japanese (after
    punctuation where it can)."""
    if lang == "en":
        return textwrap.wrap(words, width) or [words]
    lines, line = [], ""
    for ch in words:
        line += ch
        if len(line) >= width or (len(line) >= width * 2 // 3 and ch in "、。・）"):
            lines.append(line)
            line = ""
    return lines + ([line] if line else [])


def phone_title(text: str, lang: Lang) -> tuple[str, int]:
    """A chart title's lines re-cut to fit a phone; each line keeps its tags (``<sup><i>…``). Returns the text and
    its number of lines."""
    out: list[str] = []
    for line in text.split("<br>"):
        m = TAGS.match(line)
        if not m:
            out.append(line)
            continue
        start, words, end = m.groups()
        width = (PHONE_SUB_LINE if "<sup>" in start else PHONE_LINE)[lang]
        out.extend(start + part + end for part in _wrap(words, width, lang))
    return "<br>".join(out), len(out)


def phone_figure(figure: dict, lang: Lang) -> dict:
    """``figure`` as a phone draws it: the title cut into lines that fit, the top margin grown to hold them, narrow
    side margins and the legend laid flat under the chart."""
    lay = copy.deepcopy(figure.get("layout", {}))
    heading = lay.get("title")
    lines = 1
    if isinstance(heading, dict) and isinstance(heading.get("text"), str):
        heading["text"], lines = phone_title(heading["text"], lang)
    margin = lay.setdefault("margin", {})
    added = max(0, 20 * lines + 24 - int(margin.get("t", 100)))
    margin.update({"l": min(int(margin.get("l", 70)), 56), "r": 12, "t": 20 * lines + 24})
    lay["height"] = int(lay.get("height", 460)) + added
    if any(t.get("showlegend", True) and t.get("name") for t in figure.get("data", [])):
        lay["legend"] = {**lay.get("legend", {}), "orientation": "h", "x": 0, "xanchor": "left"}
    return {"data": figure.get("data", []), "layout": lay}
