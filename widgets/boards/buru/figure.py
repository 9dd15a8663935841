"""Buru's board, wide: the prompt box across the top; the island's four areas side by side in the order they are
resolved, each with what lies beside it on the table under it (the forest cards, the hiring row, the round and the
supply, the altars and the elder deck; with the Ambelau region a fifth column, Ambelau with Ibu's altar, and the
canoe track in a row under them); with Lawan, their plot cards in a row; then the players, two boxes a row.

Sections are drawn from y = 0 downwards and the whole is moved up once its height is known (``Draw.finish``)."""

from __future__ import annotations

from kernel_games.buru.components import AMBELAU, FOREST, LAKE, SHORE, VILLAGE
from kernel_games.buru.view import BuruView
from kernel_games.core import Action, Lang

from ..spec import Clicks
from ..words import VCanvas as Canvas
from .ambelau import ibu_altar, track
from .island import area
from .lawan import plot_panel
from .look import (
    KIT,
    region,
    sequence,
)
from .panels import prompt
from .players import players
from .supply import altars, forest, general, hiring

W = 122.0
PX = 10.2  # pixels per unit on a board about 1245 px wide (the same both ways)
FONT = 11
BESIDE = {FOREST: forest, SHORE: hiring, VILLAGE: general, LAKE: altars, AMBELAU: ibu_altar}  # beside each area


def figure(view: BuruView, lang: Lang, tries: list[Action], legal: set[Action]) -> tuple[dict, Clicks]:
    """The wide board for ``view``; ``tries`` become click targets, outlined when in ``legal``."""
    d = KIT.draw(view, lang, tries, legal, Canvas(W, 0), PX)
    y = prompt(d, 0.5, W - 0.5, -0.5, FONT) - 0.6
    gap = 0.8
    areas = sequence(view)
    w = (W - 1.0 - gap * (len(areas) - 1)) / len(areas)
    bottom = y
    for k, a in enumerate(areas):
        x0 = 0.5 + k * (w + gap)
        below = area(d, a, x0, x0 + w, y, FONT - 1)
        bottom = min(bottom, BESIDE[a](d, x0, x0 + w, below - 0.5, FONT - 1))
    if region(view):
        bottom = track(d, 0.5, W - 0.5, bottom - 0.6, FONT - 1)
    top = bottom - 0.6
    below = plot_panel(d, 0.5, W - 0.5, top, FONT - 1, columns=3)
    y = players(d, 0.5, W - 0.5, top if below == top else below - 0.6, FONT - 1, columns=2)
    return d.finish(y)
