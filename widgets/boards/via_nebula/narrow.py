"""Via Nebula's board at phone width (widgets/boards/spec.py, "Phone width"): one column about 36 units (340–720 px)
wide — the prompt, the map, the legend, a row per player, the stock, the display and the hand two cards a row. The
sections are the wide board's own, given a narrower place and smaller fonts."""

from __future__ import annotations

from typing import Any

from kernel_games.core import Action, Lang

from ..words import VCanvas as Canvas
from .cards import display, hand
from .figure import finish
from .hexmap import Geo, draw_map
from .panels import legend, prompt, supply
from .players import players
from .targets import Targets

NW = 36.0
PX = 10.0  # pixels per unit of height; a unit of width is about as many on a 360-400 px phone
FONT = 10


def figure(view: dict[str, Any], lang: Lang, tries: list[Action], legal: set[Action]) -> tuple[dict, dict]:
    """The narrow board for ``view`` (the same click targets as the wide one)."""
    cv = Canvas(NW, 0)
    t = Targets(view, lang, tries, legal)
    y = prompt(cv, view, lang, t, 0.3, NW - 0.3, -0.3, FONT, PX)
    probe = Geo(view["board"], 0, 0, 1.0, PX)
    r = (NW - 0.6) / probe.width
    g = Geo(view["board"], 0.3, y - 0.4, r, PX)
    draw_map(cv, view, lang, t, g)
    y = legend(cv, view, lang, 0.3, NW - 0.3, y - 0.4 - g.height - 0.2, FONT - 1, PX)
    y = players(cv, view, lang, t, 0.3, NW - 0.3, y - 0.4, FONT - 1, PX)
    y = supply(cv, view, lang, t, 0.3, NW - 0.3, y - 0.2, FONT, PX)
    y = display(cv, view, lang, t, 0.3, NW - 0.3, y - 0.6, FONT - 1, PX, per_row=2)
    y = hand(cv, view, lang, t, 0.3, NW - 0.3, y - 0.4, FONT - 1, PX, per_row=2)
    return finish(cv, NW, y, PX)
