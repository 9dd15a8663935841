"""Blue Moon City's board, wide: the header on top, the city left, the supply, obelisk, payment and players right,
the viewer's hand along the bottom."""

from __future__ import annotations

from kernel_games.blue_moon_city.view import BlueMoonView
from kernel_games.core import Action, Lang

from ..common import Canvas
from ..kit import Draw
from ..spec import Clicks
from .city import Grid, Size, city
from .hand import hand, payment
from .look import INK, KIT, L
from .obelisk import obelisk, supply
from .players import header, players

W, H = 120.0, 92.0
HEIGHT_PX = 920
PX = 10.2  # pixels per unit on a 1250-pixel-wide board (about the same both ways)
TILE = Size(w=13.2, h=13.2, px=PX, boxw=2.5, boxh=2.3)


def legend(d: Draw[BlueMoonView], x0: float, x1: float, top: float, font: int, columns: int = 1,
           line: float = 1.7) -> None:
    """What the reward glyphs mean: the rewards' kinds, then what they give."""
    cv, lang = d.cv, d.lang
    items = [*L["legend_rewards"], *L["legend_items"]]
    rows = (len(items) + columns - 1) // columns
    for k, item in enumerate(items):
        c, r = divmod(k, rows)
        cv.text(x0 + (x1 - x0) * (c + 0.5) / columns, top - line * (r + 0.5), item(lang), font, INK)


def figure(view: BlueMoonView, lang: Lang, tries: list[Action], legal: set[Action]) -> tuple[dict, Clicks]:
    """The wide board for ``view``; ``tries`` become click targets, outlined when in ``legal``."""
    d = KIT.draw(view, lang, tries, legal, Canvas(W, H), PX)
    header(d, 0.5, 119.5, 89.6)
    g = Grid(1.0, 87.2, TILE)
    city(d, g)
    x, y = g.cell(0, 4)
    legend(d, x, x + TILE.w, y - 0.5, 10, line=1.75)
    supply(d, 68.5, 119.5, 80.6, 87.2, 11)
    obelisk(d, 68.5, 119.5, 56.2, 80.0)
    payment(d, 68.5, 119.5, 45.6, 54.6)
    n = view["players"]
    players(d, 68.5, 119.5, 45.0, min(6.0, 24.2 / n))
    hand(d, 1.0, 119.0, 0.5, 20.2)
    return d.cv.figure(HEIGHT_PX), d.cv.click
