"""Via Nebula's board, wide: the map left with the legend under it; right of it the prompt box, a row per player, the
stock, the neutral contracts on display and the viewer's own hand.

Sections are drawn from y = 0 downwards and the whole is moved up once its height is known (``finish``)."""

from __future__ import annotations

from typing import Any

from kernel_games.core import Action, Lang

from ..words import VCanvas as Canvas
from .cards import display, hand
from .hexmap import Geo, draw_map
from .panels import legend, prompt, supply
from .players import players
from .targets import Targets

W = 122.0
PX = 10.2  # pixels per unit on a board about 1245 px wide (the same both ways)
R = 4.3  # a hex's radius: the map is about 67 units wide and 60 high
FONT = 11


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
    g = Geo(view["board"], 0.5, -0.5, R, PX)
    draw_map(cv, view, lang, t, g)
    left = legend(cv, view, lang, 0.5, 0.5 + g.width, -0.5 - g.height - 0.3, FONT - 1, PX)
    x0, x1 = 0.5 + g.width + 1.5, W - 0.5
    y = prompt(cv, view, lang, t, x0, x1, -0.5, FONT, PX)
    y = players(cv, view, lang, t, x0, x1, y - 0.6, FONT - 1, PX)
    y = supply(cv, view, lang, t, x0, x1, y - 0.2, FONT, PX)
    y = display(cv, view, lang, t, x0, x1, y - 0.5, FONT - 1, PX, per_row=4)
    y = hand(cv, view, lang, t, x0, x1, y - 0.2, FONT - 1, PX, per_row=4, max_w=(x1 - x0 - 1.8) / 4)
    return finish(cv, W, min(left, y), PX)
