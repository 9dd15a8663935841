"""Noli's board: the support track, the town (walls, towers), the four sea areas and each faction's sheet.

``figure(view, lang, tries, legal)`` draws a view; the view carries the latest round's public story — the revealed
bids, the regatta and the catch of each sea area — so the board shows it even after the round has moved on.
"""

from __future__ import annotations

from collections.abc import Callable

from kernel_games.core import Action, Lang
from kernel_games.noli.actions import RaidTower
from kernel_games.noli.components import FACTION_BY_KEY, ROWER_TOKENS, TRACK_END, TRACK_WALL_SPACES, WALLS, WIN_FLOORS
from kernel_games.noli.state import OVER
from kernel_games.noli.view import NoliView

from ..common import Canvas, with_previews
from ..contrast import legible
from ..kit import Draw
from ..spec import Clicks
from .look import (
    BRICK,
    HEIGHT_PX,
    INK,
    KIT,
    MUTED,
    OUTLINE,
    PHASES,
    SAND,
    H,
    L,
    W,
    fac,
    story,
)
from .sea import sea
from .sheets import sheets


def figure(view: NoliView, lang: Lang, tries: list[Action], legal: set[Action]) -> tuple[dict, Clicks]:
    """The board for ``view``; ``tries`` become click targets, outlined when in ``legal``."""
    cv = Canvas(W, H)
    d = KIT.draw(view, lang, tries, legal, cv, HEIGHT_PX / H)
    rec = story(view)
    past = rec is not None and rec["past"]  # during an investment the story shown is the last round's
    _header(d)
    cv.text(50, 82.6, L["track"](lang), 12)
    _track(d)
    _supply(d)
    _town(d)
    sea(d, rec, past)
    sheets(d, rec, past)
    return cv.figure(HEIGHT_PX), cv.click


def _header(d: Draw[NoliView]) -> None:
    cv, view, lang = d.cv, d.view, d.lang
    cv.text(8, 87.6, L["round"](lang).format(r=view["round"]), 16)
    for i, ph in enumerate(PHASES):
        x0 = 17 + i * 14.5
        now = view["phase"] == ph
        cv.rect((x0, 85.8, x0 + 13.5, 89.4), "#FFE8A3" if now else "#FFFFFF", line=OUTLINE if now else "#AAAAAA",
                width=3 if now else 1)
        cv.text(x0 + 6.75, 87.6, ("▶ " if now else "") + L["phase"][ph](lang), 12, INK if now else MUTED)
    me = view["viewer"]
    if view["phase"] == OVER:
        names = "・".join(fac(view, p).name(lang) for p in view["winners"]) if lang == "ja" else \
            ", ".join(fac(view, p).name(lang) for p in view["winners"])
        text = L["over"](lang) + (f" — {names}" if names else "")
    elif me is None:
        text = L["spectator"](lang)
    else:
        text = L["bank"](lang).format(b=view["bank"])
    cv.text(99, 87.6, text, 13)


def _track(d: Draw[NoliView], at: Callable[[int], tuple[float, float]] | None = None, pitch: float = 0.0) -> None:
    """The support track, space ``s`` in the cell whose middle and bottom are ``at(s)`` (wide: one row), Noli's crest
    in the cell after the last space."""
    cv, view, lang = d.cv, d.view, d.lang
    n = view["players"]
    end = view.get("track_end", TRACK_END)
    walls = set(view.get("wall_spaces", TRACK_WALL_SPACES))
    if at is None:
        pitch = 93.6 / (end + 1)

        def at(s: int) -> tuple[float, float]:
            return 4 + s * pitch + (1.5 if s > end else 0), 73.6
    starts = {FACTION_BY_KEY[view["factions"][p]].start: fac(view, p) for p in range(n)}
    occupant = {view["track"][p]: p for p in range(n)}
    for s in range(end + 1):
        cx, y0 = at(s)
        x0, x1 = cx - pitch * 0.45, cx + pitch * 0.45
        start = starts.get(s)
        fill = "#C9A27E" if s == end else ("#EAD9C4" if s in walls else "#F5EDE2")
        cv.rect((x0, y0, x1, y0 + 7), fill, line=start.colour if start else "#8A7560", width=4 if start else 1)
        cv.text(x0 + min(1.1, pitch * 0.15), y0 + 6.2, str(s), 10, legible(MUTED, fill))
        if s in walls:
            cv.text(cx, y0 - 1.2, L["wall_space"](lang), 10, BRICK)
        if s == end:
            cv.text(cx, y0 - 1.2, L["end"](lang), 10, INK)
        p = occupant.get(s)
        if p is not None:
            f = fac(view, p)
            cv.text(cx, y0 + 3.5, f.glyph, 20, f.pen(fill))
            cv.text(cx, y0 + 1.0, f.name(lang), 9, INK)
        rules = ["noli.courtier.move"] + (["noli.courtier.wall"] if s in walls else []) + \
            (["noli.courtier.end", "noli.win.track"] if s == end else []) + (["noli.setup.pawn"] if start else [])
        head = f"{s}" + (f" — {start.named(lang)}" if start else "")
        cv.target(cx, y0 + 3.4, "", d.rule_hover(rules, head), False, size=36)
    # Noli's crest, just past the last space
    cx, y0 = at(end + 1)
    cv.rect((cx - 3.2, y0, cx + 3.2, y0 + 7), "#FFF6D6", line="#8A7560", width=2)
    cv.text(cx, y0 + 3.8, "⚜", 22, "#7A5C00")
    cv.text(cx, y0 - 1.2, L["crest"](lang), 10, INK)


def _supply(d: Draw[NoliView], sx: float = 111.9, y0: float = 72.2) -> None:
    """The supply's rower tokens and tower floors, in a box 15.2 wide and 10 high centred on ``sx``."""
    cv, view, lang = d.cv, d.view, d.lang
    cv.rect((sx - 7.6, y0, sx + 7.6, y0 + 10), "#FFFFFF", line="#AAAAAA")
    cv.text(sx, y0 + 8.6, L["supply"](lang), 11)
    stock = view["rower_stock"]
    cv.text(sx, y0 + 6.0, L["rower_stock"](lang).format(k=stock, t=ROWER_TOKENS), 10)
    for k in range(ROWER_TOKENS):
        x = sx + (k - (ROWER_TOKENS - 1) / 2) * 2.3
        cv.circle((x - 0.9, y0 + 3.0, x + 0.9, y0 + 4.7), "#5B4636" if k < stock else "rgba(0,0,0,0)", "#5B4636", 1,
                  "solid" if k < stock else "dot")
    cv.text(sx, y0 + 1.4, L["floor_stock"](lang).format(k=view["floor_stock"]), 10)
    cv.target(sx, y0 + 4.8, "", d.rule_hover(["noli.setup.supply", "noli.rower.take", "noli.rower.steal"]), False,
              size=50)


def _town(d: Draw[NoliView]) -> None:
    cv, view, lang, tries, legal = d.cv, d.view, d.lang, d.t.tries, d.t.legal
    n = view["players"]
    cv.rect((1, 33.5, 39.5, 69.5), SAND, line="#B9A27F", width=2)
    cv.text(20.25, 68, L["town"](lang), 13)
    walls = view["walls"]
    cv.text(20.25, 65.4, L["walls"](lang).format(k=walls, t=WALLS), 11, BRICK)
    for k in range(WALLS):
        x0 = 3 + k * 5.95
        up = k < walls
        cv.rect((x0, 59.8, x0 + 5.3, 63.4), BRICK if up else "rgba(0,0,0,0)", line=BRICK, width=1 if up else 1.5,
                dash="solid" if up else "dot")
        cv.text(x0 + 2.65, 61.6, "▦" if up else "·", 12, "#FFFFFF" if up else BRICK)
    cv.target(20.25, 61.6, "", d.rule_hover(["noli.setup.walls", "noli.symbol.raid", "noli.raid.floor"]), False,
              size=60)
    cv.text(20.25, 57.4, L["towers"](lang).format(t=WIN_FLOORS), 11)
    raid = {a.target: a for a in tries if isinstance(a, RaidTower)}
    col = 37.0 / n
    for p in range(n):
        f = fac(view, p)
        cx = 2 + col * (p + 0.5)
        tw = min(6.5, col - 2)
        floors = view["floors"][p]
        for k in range(WIN_FLOORS):
            y0 = 38 + k * 2.75
            built = k < floors
            cv.rect((cx - tw / 2, y0, cx + tw / 2, y0 + 2.5), f.colour if built else "rgba(255,255,255,0.6)",
                    line=f.rim() if built else "#B9A27F", dash="solid" if built else "dot", name=f"player:{p}" if built else "")
            if built:
                cv.text(cx, y0 + 1.25, f.glyph, 10, f.ink)
        cv.text(cx, 55.3, f"{floors}/{WIN_FLOORS}", 11, INK)
        cv.text(cx, 36.0, f.named(lang), 10, INK)
        act = raid.get(p)
        key = f"tower:{p}" if act else ""
        if act:
            ok = act in legal
            cv.rect((cx - tw / 2 - 0.8, 37.2, cx + tw / 2 + 0.8, 56.8), "rgba(0,0,0,0)", line=OUTLINE if ok else "#BBBBBB",
                    width=3 if ok else 1, dash="solid" if ok else "dash")
            cv.bind(key, [act])
        hover = d.rule_hover(["noli.mason.floor", "noli.win.tower"] + (["noli.raid.floor"] if act else []),
                             f"{f.named(lang)}: {floors}/{WIN_FLOORS}")
        cv.target(cx, 46, key, with_previews(hover, d.tips([act] if act else [])),
                  bool(act and act in legal), size=48)

