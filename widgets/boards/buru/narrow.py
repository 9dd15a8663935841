"""Buru's board at phone width (widgets/boards/spec.py, "Phone width"): one column about 36 units (340–720 px) wide —
the prompt, then each area in turn followed by what lies beside it (the forest cards, the hiring row, the round and
the supply, the altars; Ambelau's: Ibu's altar and the canoe track, four spaces a row), then the Lawan's plot cards
(if any), then a box per player. The sections are the wide board's own, given a narrower place."""

from __future__ import annotations

from typing import Any

from kernel_games.buru.ambelau.cards import AMBELAU
from kernel_games.core import Action, Lang

from ..words import VCanvas as Canvas
from .ambelau import track
from .figure import BESIDE, finish
from .island import area
from .lawan import plot_panel
from .look import sequence
from .panels import prompt
from .players import players
from .targets import Targets

NW = 36.0
PX = 10.0  # pixels per unit of height; a unit of width is about as many on a 360-400 px phone
FONT = 10


def figure(view: dict[str, Any], lang: Lang, tries: list[Action], legal: set[Action]) -> tuple[dict, dict]:
    """The narrow board for ``view`` (the same click targets as the wide one)."""
    cv = Canvas(NW, 0)
    t = Targets(view, lang, tries, legal)
    x0, x1 = 0.3, NW - 0.3
    y = prompt(cv, view, lang, t, x0, x1, -0.3, FONT, PX) - 0.5
    for a in sequence(view):
        y = area(cv, view, lang, t, a, x0, x1, y, FONT, PX) - 0.4
        y = BESIDE[a](cv, view, lang, t, x0, x1, y, FONT - 1, PX) - 0.6
        if a == AMBELAU:
            y = track(cv, view, lang, t, x0, x1, y, FONT - 1, PX, per_row=4) - 0.6
    below = plot_panel(cv, view, lang, x0, x1, y, FONT - 1, PX)
    y = players(cv, view, lang, t, x0, x1, y if below == y else below - 0.6, FONT - 1, PX)
    return finish(cv, NW, y, PX)
