"""The island on Buru's board: its four areas in the order they are resolved (Forest, Shore, Village, Sacred Lake; with
the Ambelau region, Ambelau between the Village and the Lake), each with its name, its conquest reward (the totem
while it lies there, else who holds it; the Lake's esteem, or with the Ukam module Ukam's totem; Ambelau's: Ibu's
totem), its wilderness with each player's explorers (their powers once revealed, the viewer's own always, else "?")
and the decrees lying there, and its five action spaces (rating gems, the benefits in a few words, whose explorers
hold it; Ambelau instead lists each player's canoe, its track drawn apart). The area being resolved is outlined and
marked."""

from __future__ import annotations

import html
from typing import Any

from kernel_games.buru.ambelau.cards import AMBELAU, IBU
from kernel_games.buru.cards import DECREES
from kernel_games.buru.components import AREA_TOTEM, FOREST, LAKE, SPACES
from kernel_games.buru.narration import area_name, spirit_name
from kernel_games.buru.ukam.cards import UKAM
from kernel_games.core import Lang, Text

from ..words import LEFT
from ..words import VCanvas as Canvas
from .ambelau import canoe_rows
from .look import (
    AREA_FILL,
    INK,
    MUTED,
    SLACK,
    C,
    L,
    disc,
    fit,
    gain_text,
    gems,
    label,
    put,
    region,
    rule_hover,
    seat,
    sequence,
    space_text,
    tint,
    ukam,
    width_of,
)
from .targets import Targets

HELD_SHORT = Text("（{p}）", " ({p})")
AREA_RULES = {
    0: ["buru.forest.take", "buru.forest.rating"],
    1: ["buru.shore.hire", "buru.shore.refresh"],
    2: ["buru.village.task", "buru.village.kind"],
    3: ["buru.lake.offer", "buru.lake.elder", "buru.lake.messenger"],
    4: ["buru.ambelau.region", "buru.ambelau.canoe", "buru.ambelau.actions"],
}

TAG_GAP = 0.3  # between a decree's tag and the next thing on its left


def line_height(font: int, px: float) -> float:
    return font * 1.6 / px


def area_height(view: dict[str, Any], font: int, px: float) -> float:
    """The height of an area's box: the same for all four, so that they line up."""
    lh = line_height(font, px)
    return 1.5 * lh + lh + (1 + view["players"]) * lh + 0.5 + 5 * lh * 1.3 + 0.6


def area(cv: Canvas, view: dict[str, Any], lang: Lang, t: Targets, a: int, x0: float, x1: float, top: float,
         font: int, px: float) -> float:
    """Area ``a`` from ``top`` down; returns its bottom."""
    lh = line_height(font, px)
    h = area_height(view, font, px)
    bottom = top - h
    now = view["phase"] == "afternoon" and view["area"] == a
    cv.rect(x0, bottom, x1, top, tint(AREA_FILL[a], 0.45), line="#000000" if now else "#8C8C8C", width=3 if now else 1)
    # the header: the name and its place in the order
    band = 1.5 * lh
    cv.rect(x0, top - band, x1, top, AREA_FILL[a], line=AREA_FILL[a], width=0)
    y = top - band / 2
    n = sequence(view).index(a) + 1  # its place in the order (the base game's: a + 1)
    put(cv, x0 + 0.5, y, f"<b>{n}. {html.escape(area_name(a)(lang))}</b>", font + 2, px)
    if now:
        put(cv, x1 - 0.5, y, f"<b>{L['now'](lang)}</b>", font, px, right=True)
    cv.target((x0 + x1) / 2, y, "", rule_hover(["buru.components.board", "buru.afternoon.order", *AREA_RULES[a]], lang,
                                               area_name(a)(lang)), False, size=min(band * px, 30))
    # the conquest reward
    y -= band / 2 + lh / 2
    words = L["conquest"](lang).format(r=reward(view, a, lang))
    if region(view) and width_of(words, font - 1) >= (x1 - x0) * px - 12:  # five areas a row: the holder in brackets
        words = L["conquest"](lang).format(r=reward(view, a, lang, short=True))
    size = font if width_of(words, font) < (x1 - x0) * px - 12 else font - 1
    put(cv, x0 + 0.5, y, html.escape(fit(words, size, (x1 - x0) * px - 12).split("<br>")[0]), size, px)
    rules = ["buru.afternoon.conquer", {UKAM: "buru.ukam.totem", IBU: "buru.ambelau.ibu_totem"}.get(
        totem_reward(view, a), "buru.totem.bonus")]
    if a == AMBELAU:
        rules = ["buru.ambelau.conquer", "buru.ambelau.ibu_totem"]
    cv.target((x0 + x1) / 2, y, "", rule_hover(rules, lang), False, size=16)
    # the wilderness
    y = _wilderness(cv, view, lang, t, a, x0 + 0.3, x1 - 0.3, y - lh / 2 - 0.2, font, px)
    # the action spaces (Ambelau: the canoes)
    rh = lh * 1.3
    if a == AMBELAU:
        canoe_rows(cv, view, lang, x0 + 0.3, x1 - 0.3, y - 0.3, rh, font, px)
        return bottom
    for i in range(len(SPACES[a])):
        _space(cv, view, lang, t, a, i, x0 + 0.3, x1 - 0.3, y - 0.3 - i * rh, rh - 0.2, font, px)
    return bottom


def totem_reward(view: dict[str, Any], a: int) -> int:
    """The spirit whose totem is area ``a``'s conquest reward: the Sacred Lake's is Ukam's with its module (instead
    of 1 esteem), else it has none (-1); Ambelau's is Ibu's."""
    if a == LAKE:
        return UKAM if ukam(view) else -1
    if a == AMBELAU:
        return IBU
    return AREA_TOTEM[a]


def reward(view: dict[str, Any], a: int, lang: Lang, short: bool = False) -> str:
    """Area ``a``'s conquest reward: "+1 esteem", "Gunung's totem (here)", "… (held by ● Red)"; ``short``: "… (● Red)"."""
    s = totem_reward(view, a)
    if s < 0:
        return L["lake_reward"](lang)
    holder = view["totems"][s]
    held = HELD_SHORT if short else L["totem_held"]
    where = L["totem_here"](lang) if holder < 0 else held(lang).format(p=label(view, holder, lang, short=short))
    return L["totem"](lang).format(s=spirit_name(s)(lang)) + where


def _wilderness(cv: Canvas, view: dict[str, Any], lang: Lang, t: Targets, a: int, x0: float, x1: float, top: float,
                font: int, px: float) -> float:
    """The bids on area ``a`` and its decrees, in a box that is the morning's click target; returns the bottom."""
    lh = line_height(font, px)
    n = view["players"]
    h = (1 + n) * lh + 0.3
    key = f"area:{a}"
    line, width = t.line(key)
    cv.rect(x0, top - h, x1, top, "#FFFFFF", line=line, width=width)
    y = top - lh / 2 - 0.1
    decrees = [d for d in view["decrees"] if DECREES[d].area == a]
    gains = [gain_text(DECREES[d].gain, lang) for d in decrees]
    wholes = [L["decree"](lang).format(g=g) for g in gains]
    title, tags = _header(lang, wholes, gains, x1 - x0 - 0.7, font - 1, px)
    if title:
        put(cv, x0 + 0.4, y, f"<b>{title}</b>", font - 1, px, MUTED)
    # decrees lie on the wilderness (seed): a tag each, right-aligned; the hover always names the whole decree
    x = x1 - 0.3
    for whole, words in reversed(list(zip(wholes, tags, strict=True))):
        w = _tag_width(words, font - 1, px)
        cv.rect(x - w, y - lh * 0.42, x, y + lh * 0.42, C["decree"], line="#B08A00", width=1)
        cv.text(x - w / 2, y, html.escape(words), font - 1, INK)
        cv.target(x - w / 2, y, "", rule_hover(["buru.decree.area"], lang, whole), False, size=16)
        x -= w + TAG_GAP
    bidders = [p for p in range(n) if view["bids"][a][p]]
    shown = view["shown"][a]
    r = lh * 0.4
    if not bidders:
        put(cv, x0 + 0.6, y - lh, L["no_bids"](lang), font - 1, px, MUTED)
    for k, p in enumerate(bidders):
        yy = y - (k + 1) * lh
        bx = put(cv, x0 + 0.6, yy, html.escape(label(view, p, lang)), font - 1, px) + 0.4
        for power in view["bids"][a][p]:
            disc(cv, view, p, bx + r, yy, r, power, font - 2)
            bx += 2 * r + 0.25
        if shown:
            total = sum(view["bids"][a][p])
            conq = view["conquered"][a] == p
            words = L["total"](lang).format(k=total) + (f" {L['conquers'](lang)}" if conq else "")
            put(cv, bx + 0.3, yy, f"<b>{words}</b>" if conq else words, font - 1, px)
            if conq:
                cv.rect(x0 + 0.2, yy - lh * 0.48, x1 - 0.2, yy + lh * 0.48, "rgba(0,0,0,0)", line=seat(view, p).colour,
                        width=2)
    hover = rule_hover(["buru.morning.place", "buru.morning.secret", "buru.afternoon.reveal", "buru.afternoon.tie"],
                       lang, area_name(a)(lang))
    t.place(cv, key, (x0 + x1) / 2, top - h / 2, hover, min(h * px, (x1 - x0) * px) * 0.8)
    return top - h


def _tag_width(words: str, font: int, px: float) -> float:
    """A decree tag's width in units: its text, padded as the board pads texts, and its margins."""
    return width_of(words, font) * SLACK / px + 0.4


def _header(lang: Lang, wholes: list[str], gains: list[str], room: float, font: int, px: float) -> tuple[str, list[str]]:
    """The wilderness box's first line in ``room`` units: its title and a tag per decree, the first of these that fits —
    "Wilderness (bids)" with "Decree: +1 ebony" tags, the title with the gains alone ("+1 ebony": the gold tag and its
    hover say it is a decree), "Wilderness" with the gains, the gains alone (two long decrees on one area)."""
    for title, tags in ((L["wild"](lang), wholes), (L["wild"](lang), gains), (L["wild_short"](lang), gains)):
        need = sum(_tag_width(t, font, px) + TAG_GAP for t in tags)
        if width_of(title, font) * SLACK / px + TAG_GAP + need <= room:
            return title, tags
    return "", gains


def _space(cv: Canvas, view: dict[str, Any], lang: Lang, t: Targets, a: int, i: int, x0: float, x1: float,
           top: float, h: float, font: int, px: float) -> None:
    """Action space ``i`` of area ``a``: its rating, its benefits, whose explorers hold it."""
    owner = view["spaces"][a][i]
    key = f"space:{a}:{i}"
    chosen = view["phase"] == "afternoon" and view["area"] == a and view["space"] == i and view["step"] != "space"
    line, width = t.line(key)
    if chosen:
        line, width = "#E0A800", 4
    y = top - h / 2
    if owner >= 0:
        s = seat(view, owner)
        cv.rect(x0, top - h, x1, top, tint(s.colour, 0.72), line=s.colour if line == "#8C8C8C" else line,
                width=max(width, 1.5), name=f"player:{owner}")
    else:
        cv.rect(x0, top - h, x1, top, "#FFFFFF", line=line, width=width)
    x = x0 + 0.4
    if a != FOREST:  # the Forest's spaces are alike: its cards carry the ratings (seed)
        x = gems(cv, x, y, SPACES[a][i].rating, h * 0.55) + 0.4
    who = label(view, owner, lang, short=True) if owner >= 0 else L["free"](lang)
    end = put(cv, x1 - 0.4, y, html.escape(who), font - 1, px, INK if owner >= 0 else MUTED, right=True)
    words = space_text(a, i, lang)
    room = (end - x - 0.4) * px
    size = font - 1 if width_of(words, font - 1) <= room else font - 2
    words = fit(words, size, room).split("<br>")[0]
    cv.text(x, y, html.escape(words), size, INK, anchor=LEFT)
    hover = rule_hover(["buru.afternoon.choose", "buru.afternoon.benefits"], lang, space_text(a, i, lang))
    if a == FOREST:
        cv.target((x0 + x1) / 2, y, "", hover, False, size=h * px)
    else:
        t.place(cv, key, (x0 + x1) / 2, y, hover, h * px)


__all__ = ["area", "area_height", "line_height", "reward", "totem_reward"]
