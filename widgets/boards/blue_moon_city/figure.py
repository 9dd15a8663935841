"""Blue Moon City's board, wide: the header on top, the city left, the supply, obelisk, payment and players right,
the viewer's hand along the bottom."""

from __future__ import annotations

from typing import Any

from kernel_games.core import Action, Lang

from ..common import Canvas
from .city import Grid, Size, city
from .hand import hand, payment
from .look import INK, L
from .obelisk import obelisk, supply
from .players import header, players
from .targets import Targets

W, H = 120.0, 92.0
HEIGHT_PX = 920
PX = 10.2  # pixels per unit on a 1250-pixel-wide board (about the same both ways)
TILE = Size(w=13.2, h=13.2, px=PX, boxw=2.5, boxh=2.3)


def legend(cv: Canvas, lang: Lang, x0: float, x1: float, top: float, font: int, columns: int = 1,
           line: float = 1.7) -> None:
    """What the reward glyphs mean: the rewards' kinds, then what they give."""
    items = [*L["legend_rewards"], *L["legend_items"]]
    rows = (len(items) + columns - 1) // columns
    for k, item in enumerate(items):
        c, r = divmod(k, rows)
        cv.text(x0 + (x1 - x0) * (c + 0.5) / columns, top - line * (r + 0.5), item(lang), font, INK)


def figure(view: dict[str, Any], lang: Lang, tries: list[Action], legal: set[Action]) -> tuple[dict, dict]:
    """The wide board for ``view``; ``tries`` become click targets, outlined when in ``legal``."""
    cv = Canvas(W, H)
    t = Targets(view, lang, tries, legal)
    header(cv, view, lang, 0.5, 119.5, 89.6)
    g = Grid(1.0, 87.2, TILE)
    city(cv, view, lang, t, g)
    x, y = g.cell(0, 4)
    legend(cv, lang, x, x + TILE.w, y - 0.5, 10, line=1.75)
    supply(cv, view, lang, 68.5, 119.5, 80.6, 87.2, PX, 11)
    obelisk(cv, view, lang, t, 68.5, 119.5, 56.2, 80.0, PX)
    payment(cv, view, lang, 68.5, 119.5, 45.6, 54.6, PX)
    n = view["players"]
    players(cv, view, lang, 68.5, 119.5, 45.0, min(6.0, 24.2 / n))
    hand(cv, view, lang, t, 1.0, 119.0, 0.5, 20.2, PX)
    return cv.figure(HEIGHT_PX), cv.click
