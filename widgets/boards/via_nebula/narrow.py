"""Via Nebula's board at phone width (widgets/boards/spec.py, "Phone width"): one column about 36 units (340–720 px)
wide — the prompt, the map, the legend, a row per player, the stock, the display and the hand two cards a row. The
sections are the wide board's own, given a narrower place and smaller fonts."""

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

NW = 36.0
PX = 10.0  # pixels per unit of height; a unit of width is about as many on a 360-400 px phone
FONT = 12  # its smallest texts (FONT - 1; a card's FONT + 1 - 2) are 11 px, the least a phone shows (widgets/boards/spec.py)


def figure(view: ViaNebulaView, lang: Lang, tries: list[Action], legal: set[Action]) -> tuple[dict, Clicks]:
    """The narrow board for ``view`` (the same click targets as the wide one)."""
    d = KIT.draw(view, lang, tries, legal, Canvas(NW, 0), PX, narrow=True)
    y = prompt(d, 0.3, NW - 0.3, -0.3, FONT)
    probe = Geo(view["board"], 0, 0, 1.0, PX)
    r = (NW - 0.6) / probe.width
    g = Geo(view["board"], 0.3, y - 0.4, r, PX)
    draw_map(d, g)
    y = legend(d, 0.3, NW - 0.3, y - 0.4 - g.height - 0.2, FONT - 1)
    y = players(d, 0.3, NW - 0.3, y - 0.4, FONT - 1)
    y = supply(d, 0.3, NW - 0.3, y - 0.2, FONT)
    y = display(d, 0.3, NW - 0.3, y - 0.6, FONT + 1, per_row=2)  # a card's small print is its font - 2
    y = hand(d, 0.3, NW - 0.3, y - 0.4, FONT + 1, per_row=2)
    return d.finish(y)
