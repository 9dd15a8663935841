"""Via Nebula's board, wide: the map left with the legend under it; right of it the prompt box, a row per player, the
stock, the neutral contracts on display and the viewer's own hand.

Sections are drawn from y = 0 downwards and the whole is moved up once its height is known (``Draw.finish``)."""

from __future__ import annotations

from kernel_games.core import Action, Lang
from kernel_games.via_nebula.view import ViaNebulaView

from ..spec import Clicks
from ..words import VCanvas as Canvas
from .cards import display, hand
from .hexmap import Geo, draw_map
from .look import KIT
from .panels import legend, prompt, supply
from .players import players

W = 122.0
PX = 10.2  # pixels per unit on a board about 1245 px wide (the same both ways)
R = 4.3  # a hex's radius: the map is about 67 units wide and 60 high
FONT = 11


def figure(view: ViaNebulaView, lang: Lang, tries: list[Action], legal: set[Action]) -> tuple[dict, Clicks]:
    """The wide board for ``view``; ``tries`` become click targets, outlined when in ``legal``."""
    d = KIT.draw(view, lang, tries, legal, Canvas(W, 0), PX)
    g = Geo(view["board"], 0.5, -0.5, R, PX)
    draw_map(d, g)
    left = legend(d, 0.5, 0.5 + g.width, -0.5 - g.height - 0.3, FONT - 1)
    x0, x1 = 0.5 + g.width + 1.5, W - 0.5
    y = prompt(d, x0, x1, -0.5, FONT)
    y = players(d, x0, x1, y - 0.6, FONT - 1)
    y = supply(d, x0, x1, y - 0.2, FONT)
    y = display(d, x0, x1, y - 0.5, FONT - 1, per_row=4)
    y = hand(d, x0, x1, y - 0.2, FONT - 1, per_row=4, max_w=(x1 - x0 - 1.8) / 4)
    return d.finish(min(left, y))
