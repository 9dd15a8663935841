"""Blue Moon City's board at phone width (widgets/boards/spec.py, "Phone width"): one column about 36 units (340–720
px) wide — header, the city with taller tiles, the legend, the supply, the obelisk, the payment, a row per player and
the hand with a row per people. The sections are the wide board's own, given narrower places and smaller fonts."""

from __future__ import annotations

from kernel_games.blue_moon_city.view import BlueMoonView
from kernel_games.core import Action, Lang

from ..common import Canvas
from ..spec import Clicks
from .city import Grid, Size, city
from .figure import legend
from .hand import groups, hand, payment
from .look import KIT
from .obelisk import obelisk, supply
from .players import header, headline, players

NW = 36.0
PX = 10.0  # pixels per unit of height; a unit of width is about as many on a 360-400 px phone
TILE = Size(w=7.0, h=14.6, px=PX, boxw=1.35, boxh=1.8, name=11, box=11, reward=11, glyph=12, lines=2)  # 11 px at least
HEAD, LEGEND, SUPPLY, OBELISK, PAY, ROW, GROUP = 8.5, 8.4, 8.6, 23.0, 10.0, 6.2, 5.4


def figure(view: BlueMoonView, lang: Lang, tries: list[Action], legal: set[Action]) -> tuple[dict, Clicks]:
    """The narrow board for ``view`` (the same click targets as the wide one)."""
    n = view["players"]
    k = len(groups(view["hand"])) if view["hand"] is not None else 0
    hand_h = 2.6 + k * GROUP if view["hand"] is not None else 6.0
    width = int((NW - 1) * PX / (12 * (1.0 if lang == "ja" else 0.55)))
    lines = headline(view, lang, width).count("<br>") + 1
    head = HEAD + (lines - 1) * 1.5
    height = head + 5 * TILE.h + LEGEND + SUPPLY + OBELISK + PAY + n * ROW + hand_h + 1.5
    d = KIT.draw(view, lang, tries, legal, Canvas(NW, height), PX, narrow=True)
    y = height
    header(d, 0.5, NW - 0.5, y - 1.6, 12, boxes_y=y - head + 2.9, width=width)
    y -= head
    city(d, Grid(0.5, y, TILE))
    y -= 5 * TILE.h
    legend(d, 0.5, NW - 0.5, y - 0.4, 9, columns=2, line=1.9)
    y -= LEGEND
    supply(d, 0.5, NW - 0.5, y - SUPPLY + 0.6, y, 10)
    y -= SUPPLY
    obelisk(d.at(PX * 1.03), 0.5, NW - 0.5, y - OBELISK + 1.6, y, 10)
    y -= OBELISK
    payment(d.at(PX * 1.03), 0.5, NW - 0.5, y - PAY + 0.5, y, 10)
    y -= PAY
    players(d, 0.5, NW - 0.5, y, ROW, 10)
    y -= n * ROW
    hand(d.at(PX * 1.03), 0.5, NW - 0.5, y - hand_h, y, font=10)
    return d.cv.figure(round(height * PX)), d.cv.click
