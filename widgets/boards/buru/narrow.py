"""Buru's board at phone width (widgets/boards/spec.py, "Phone width"): one column about 36 units (340–720 px) wide —
the prompt, then each area in turn followed by what lies beside it (the forest cards, the hiring row, the round and
the supply, the altars; a module's area: its own, and its section under it, such as the canoe track four spaces a
row), then a module's panels (the Lawan's plot cards), then a box per player. The sections are the wide board's own,
given a narrower place."""

from __future__ import annotations

from kernel_games.buru import BuruView
from kernel_games.core import Action, Lang

from ..spec import Clicks
from ..words import VCanvas as Canvas
from .figure import beside, panels
from .hooks import area_part
from .island import area
from .look import sequence
from .modules import KIT
from .panels import prompt
from .players import players

NW = 36.0
PX = 10.0  # pixels per unit of height; a unit of width is about as many on a 360-400 px phone
FONT = 13  # its smallest texts (FONT - 2) are 11 px, the least a phone shows (widgets/boards/spec.py)


def figure(view: BuruView, lang: Lang, tries: list[Action], legal: set[Action]) -> tuple[dict, Clicks]:
    """The narrow board for ``view`` (the same click targets as the wide one)."""
    d = KIT.draw(view, lang, tries, legal, Canvas(NW, 0), PX, narrow=True)
    x0, x1 = 0.3, NW - 0.3
    y = prompt(d, x0, x1, -0.3, FONT) - 0.5
    for a in sequence(view):
        y = area(d, a, x0, x1, y, FONT) - 0.4
        y = beside(d, a)(d, x0, x1, y, FONT - 1) - 0.6
        own = area_part(d, a)
        if own is not None:
            y = own.below(d, x0, x1, y, FONT - 1) - 0.6
    y = players(d, x0, x1, panels(d, x0, x1, y, FONT - 1), FONT - 1)
    return d.finish(y)
