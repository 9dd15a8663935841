"""Buru's board, wide: the prompt box across the top; the island's four areas side by side in the order they are
resolved, each with what lies beside it on the table under it (the forest cards, the hiring row, the round and the
supply, the altars and the elder deck; with the Ambelau region a fifth column, Ambelau with Ibu's altar, and the
canoe track in a row under them); with Lawan, their plot cards in a row; then the players, two boxes a row.

Sections are drawn from y = 0 downwards and the whole is moved up once its height is known (``finish``)."""

from __future__ import annotations

from typing import Any

from kernel_games.buru.ambelau.cards import AMBELAU
from kernel_games.buru.components import FOREST, LAKE, SHORE, VILLAGE
from kernel_games.core import Action, Lang

from ..words import VCanvas as Canvas
from .ambelau import ibu_altar, track
from .island import area
from .lawan import plot_panel
from .look import region, sequence
from .panels import prompt
from .players import players
from .supply import altars, forest, general, hiring
from .targets import Targets

W = 122.0
PX = 10.2  # pixels per unit on a board about 1245 px wide (the same both ways)
FONT = 11
BESIDE = {FOREST: forest, SHORE: hiring, VILLAGE: general, LAKE: altars, AMBELAU: ibu_altar}  # beside each area


def finish(cv: Canvas, width: float, bottom: float, px: float) -> tuple[dict, dict]:
    """The figure of what ``cv`` drew between y = 0 and ``bottom`` (< 0), moved up to start at y = 0."""
    height = -bottom + 0.5
    out = Canvas(width, height)
    out.place(cv, dy=height)
    return out.figure(round(height * px)), out.click


def figure(view: dict[str, Any], lang: Lang, tries: list[Action], legal: set[Action]) -> tuple[dict, dict]:
    """The wide board for ``view``; ``tries`` become click targets, outlined when in ``legal``."""
    cv = Canvas(W, 0)
    t = Targets(view, lang, tries, legal)
    y = prompt(cv, view, lang, t, 0.5, W - 0.5, -0.5, FONT, PX) - 0.6
    gap = 0.8
    areas = sequence(view)
    w = (W - 1.0 - gap * (len(areas) - 1)) / len(areas)
    bottom = y
    for k, a in enumerate(areas):
        x0 = 0.5 + k * (w + gap)
        below = area(cv, view, lang, t, a, x0, x0 + w, y, FONT - 1, PX)
        bottom = min(bottom, BESIDE[a](cv, view, lang, t, x0, x0 + w, below - 0.5, FONT - 1, PX))
    if region(view):
        bottom = track(cv, view, lang, t, 0.5, W - 0.5, bottom - 0.6, FONT - 1, PX)
    top = bottom - 0.6
    below = plot_panel(cv, view, lang, 0.5, W - 0.5, top, FONT - 1, PX, columns=3)
    y = players(cv, view, lang, t, 0.5, W - 0.5, top if below == top else below - 0.6, FONT - 1, PX, columns=2)
    return finish(cv, W, y, PX)
