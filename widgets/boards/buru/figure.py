"""Buru's board, wide: the prompt box across the top; the island's areas side by side in the order they are resolved,
each with what lies beside it on the table under it (the forest cards, the hiring row, the round and the supply, the
altars and the elder deck; a module's area: its own), a module's section under an area in a row under them (the canoe
track); a module's panels (the Lawan's plot cards); then the players, two boxes a row.

Sections are drawn from y = 0 downwards and the whole is moved up once its height is known (``Draw.finish``)."""

from __future__ import annotations

from kernel_games.buru import BuruView
from kernel_games.buru.components import FOREST, LAKE, SHORE, VILLAGE
from kernel_games.core import Action, Lang

from ..kit import Draw
from ..spec import Clicks
from ..words import VCanvas as Canvas
from .hooks import Section, area_part
from .island import area
from .look import sequence
from .modules import KIT
from .panels import prompt
from .players import players
from .supply import altars, forest, general, hiring

W = 122.0
PX = 10.2  # pixels per unit on a board about 1245 px wide (the same both ways)
FONT = 11
BESIDE: dict[int, Section] = {FOREST: forest, SHORE: hiring, VILLAGE: general, LAKE: altars}  # beside each base area


def beside(d: Draw[BuruView], a: int) -> Section:
    """What lies beside area ``a`` (a module's area: its own)."""
    own = area_part(d, a)
    return own.beside if own is not None else BESIDE[a]


def panels(d: Draw[BuruView], x0: float, x1: float, top: float, font: int) -> float:
    """The panels the modules in play add between the island and the players, one under the other; returns where the
    players start."""
    for m in d.parts:
        if m.panel is not None:
            below = m.panel(d, x0, x1, top, font)
            if below != top:
                top = below - 0.6
    return top


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
        bottom = min(bottom, beside(d, a)(d, x0, x0 + w, below - 0.5, FONT - 1))
    for a in areas:  # a section under a module's area: across the board, under the island's row
        own = area_part(d, a)
        if own is not None:
            bottom = own.below(d, 0.5, W - 0.5, bottom - 0.6, FONT - 1)
    y = players(d, 0.5, W - 0.5, panels(d, 0.5, W - 0.5, bottom - 0.6, FONT - 1), FONT - 1)
    return d.finish(y)
