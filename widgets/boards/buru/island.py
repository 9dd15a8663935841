"""The island on Buru's board: its areas in the order they are resolved (the base game's Forest, Shore, Village and
Sacred Lake, and those a module adds: ``hooks.AreaPart``), each with its name, its conquest reward (the totem while it
lies there, else who holds it; the Lake's esteem, unless a module puts a totem there), its wilderness with each
player's explorers (their powers once revealed, the viewer's own always, else "?") and the decrees lying there, and
its five action spaces (rating gems, the benefits in a few words, whose explorers hold it; a module's area shows its
own rows instead). The area being resolved is outlined and marked."""

from __future__ import annotations

import html

from kernel_games.buru import BuruView
from kernel_games.buru.cards import DECREES
from kernel_games.buru.components import AREAS, FOREST, SPACES
from kernel_games.buru.narration import area_name, spirit_name
from kernel_games.core import Lang, Text

from ..kit import Draw
from ..words import LEFT, fit_kinsoku
from .hooks import area_fill, area_part, spirit_part, totem_spirit
from .look import (
    INK,
    MUTED,
    SLACK,
    C,
    L,
    disc,
    gain_text,
    gems,
    sequence,
    short_label,
    space_text,
    tint,
    width_of,
    write,
)
from .targets import outline

HELD_SHORT = Text("（{p}）", " ({p})")
AREA_RULES = {
    0: ["buru.forest.take", "buru.forest.rating"],
    1: ["buru.shore.hire", "buru.shore.refresh"],
    2: ["buru.village.task", "buru.village.kind"],
    3: ["buru.lake.offer", "buru.lake.elder", "buru.lake.messenger"],
}  # a module's area: its own (hooks.AreaPart.rules)

TAG_GAP = 0.3  # between a decree's tag and the next thing on its left


def line_height(font: int, px: float) -> float:
    return font * 1.6 / px


def area_height(view: BuruView, font: int, px: float) -> float:
    """The height of an area's box: the same for all, so that they line up."""
    lh = line_height(font, px)
    return 1.5 * lh + lh + (1 + view["players"]) * lh + 0.5 + 5 * lh * 1.3 + 0.6


def area(d: Draw[BuruView], a: int, x0: float, x1: float, top: float, font: int) -> float:
    """Area ``a`` from ``top`` down; returns its bottom."""
    cv, view, lang, px = d.cv, d.view, d.lang, d.px
    own = area_part(d, a)  # an area a module adds
    lh = line_height(font, px)
    h = area_height(view, font, px)
    bottom = top - h
    now = view["phase"] == "afternoon" and view["area"] == a
    fill = area_fill(d, a)
    cv.rect((x0, bottom, x1, top), tint(fill, 0.45), line="#000000" if now else "#8C8C8C", width=3 if now else 1)
    # the header: the name and its place in the order
    band = 1.5 * lh
    cv.rect((x0, top - band, x1, top), fill, line=fill, width=0)
    y = top - band / 2
    n = sequence(view).index(a) + 1  # its place in the order (the base game's: a + 1)
    write(cv, x0 + 0.5, y, f"<b>{n}. {html.escape(area_name(a)(lang))}</b>", font + 2, px)
    if now:
        write(cv, x1 - 0.5, y, f"<b>{L['now'](lang)}</b>", font, px, right=True)
    rules = own.rules if own is not None else AREA_RULES[a]
    hover = d.rule_hover(["buru.components.board", "buru.afternoon.order", *rules], area_name(a)(lang))
    cv.target((x0 + x1) / 2, y, "", hover, False, size=min(band * px, 30))
    # the conquest reward
    y -= band / 2 + lh / 2
    words = L["conquest"](lang).format(r=reward(d, a))
    crowded = len(sequence(view)) > len(AREAS)  # more areas a row than the base game's four
    if crowded and width_of(words, font - 1) >= (x1 - x0) * px - 12:  # the holder in brackets
        words = L["conquest"](lang).format(r=reward(d, a, short=True))
    size = font if width_of(words, font) < (x1 - x0) * px - 12 else font - 1
    write(cv, x0 + 0.5, y, html.escape(fit_kinsoku(words, size, (x1 - x0) * px - 12).split("<br>")[0]), size, px)
    spirit = spirit_part(d, totem_spirit(d, a))
    rules = ["buru.afternoon.conquer", spirit.totem_rule if spirit is not None else "buru.totem.bonus"]
    cv.target((x0 + x1) / 2, y, "", d.rule_hover(own.conquer_rules if own is not None else rules), False, size=16)
    # the wilderness
    y = _wilderness(d, a, x0 + 0.3, x1 - 0.3, y - lh / 2 - 0.2, font)
    # the action spaces (a module's area: its own rows)
    rh = lh * 1.3
    if own is not None:
        own.spaces(d, x0 + 0.3, x1 - 0.3, y - 0.3, rh, font)
        return bottom
    for i in range(len(SPACES[a])):
        _space(d, a, i, x0 + 0.3, x1 - 0.3, y - 0.3 - i * rh, rh - 0.2, font)
    return bottom


def reward(d: Draw[BuruView], a: int, short: bool = False) -> str:
    """Area ``a``'s conquest reward: "+1 esteem", "Gunung's totem (here)", "… (held by ● Red)"; ``short``: "… (● Red)"."""
    view, lang = d.view, d.lang
    s = totem_spirit(d, a)
    if s < 0:
        return L["lake_reward"](lang)
    holder = view["totems"][s]
    held = HELD_SHORT if short else L["totem_held"]
    who = short_label(d, holder) if short else d.label(holder)
    where = L["totem_here"](lang) if holder < 0 else held(lang).format(p=who)
    return L["totem"](lang).format(s=spirit_name(s)(lang)) + where


def _wilderness(d: Draw[BuruView], a: int, x0: float, x1: float, top: float, font: int) -> float:
    """The bids on area ``a`` and its decrees, in a box that is the morning's click target; returns the bottom."""
    cv, view, lang, px = d.cv, d.view, d.lang, d.px
    lh = line_height(font, px)
    n = view["players"]
    h = (1 + n) * lh + 0.3
    key = f"area:{a}"
    line, width = outline(d, key)
    cv.rect((x0, top - h, x1, top), "#FFFFFF", line=line, width=width)
    y = top - lh / 2 - 0.1
    decrees = [d for d in view["decrees"] if DECREES[d].area == a]
    gains = [gain_text(DECREES[d].gain, lang) for d in decrees]
    wholes = [L["decree"](lang).format(g=g) for g in gains]
    title, tags = _header(lang, wholes, gains, x1 - x0 - 0.7, font - 1, px)
    if title:
        write(cv, x0 + 0.4, y, f"<b>{title}</b>", font - 1, px, MUTED)
    # decrees lie on the wilderness (seed): a tag each, right-aligned; the hover always names the whole decree
    x = x1 - 0.3
    for whole, words in reversed(list(zip(wholes, tags, strict=True))):
        w = _tag_width(words, font - 1, px)
        cv.rect((x - w, y - lh * 0.42, x, y + lh * 0.42), C["decree"], line="#B08A00", width=1)
        cv.text(x - w / 2, y, html.escape(words), font - 1, INK)
        cv.target(x - w / 2, y, "", d.rule_hover(["buru.decree.area"], whole), False, size=16)
        x -= w + TAG_GAP
    bidders = [p for p in range(n) if view["bids"][a][p]]
    shown = view["shown"][a]
    r = lh * 0.4
    if not bidders:
        write(cv, x0 + 0.6, y - lh, L["no_bids"](lang), font - 1, px, MUTED)
    for k, p in enumerate(bidders):
        yy = y - (k + 1) * lh
        bx = write(cv, x0 + 0.6, yy, html.escape(d.label(p)), font - 1, px) + 0.4
        for power in view["bids"][a][p]:
            disc(d, p, bx + r, yy, r, power, font - 2)
            bx += 2 * r + 0.25
        if shown:
            total = sum(view["bids"][a][p])
            conq = view["conquered"][a] == p
            words = L["total"](lang).format(k=total) + (f" {L['conquers'](lang)}" if conq else "")
            write(cv, bx + 0.3, yy, f"<b>{words}</b>" if conq else words, font - 1, px)
            if conq:
                cv.rect((x0 + 0.2, yy - lh * 0.48, x1 - 0.2, yy + lh * 0.48), "rgba(0,0,0,0)", line=d.seat(p).colour,
                        width=2)
    hover = d.rule_hover(["buru.morning.place", "buru.morning.secret", "buru.afternoon.reveal", "buru.afternoon.tie"],
                         area_name(a)(lang))
    d.place(key, (x0 + x1) / 2, top - h / 2, hover, min(h * px, (x1 - x0) * px) * 0.8)
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


def _space(d: Draw[BuruView], a: int, i: int, x0: float, x1: float, top: float, h: float, font: int) -> None:
    """Action space ``i`` of area ``a``: its rating, its benefits, whose explorers hold it."""
    cv, view, lang, px = d.cv, d.view, d.lang, d.px
    owner = view["spaces"][a][i]
    key = f"space:{a}:{i}"
    chosen = view["phase"] == "afternoon" and view["area"] == a and view["space"] == i and view["step"] != "space"
    line, width = outline(d, key)
    if chosen:
        line, width = "#E0A800", 4
    y = top - h / 2
    if owner >= 0:
        s = d.seat(owner)
        cv.rect((x0, top - h, x1, top), tint(s.colour, 0.72), line=s.colour if line == "#8C8C8C" else line,
                width=max(width, 1.5), name=f"player:{owner}")
    else:
        cv.rect((x0, top - h, x1, top), "#FFFFFF", line=line, width=width)
    x = x0 + 0.4
    if a != FOREST:  # the Forest's spaces are alike: its cards carry the ratings (seed)
        x = gems(cv, x, y, SPACES[a][i].rating, h * 0.55) + 0.4
    who = short_label(d, owner) if owner >= 0 else L["free"](lang)
    end = write(cv, x1 - 0.4, y, html.escape(who), font - 1, px, INK if owner >= 0 else MUTED, right=True)
    words = space_text(a, i, lang)
    room = (end - x - 0.4) * px
    size = font - 1 if width_of(words, font - 1) <= room else font - 2
    words = fit_kinsoku(words, size, room).split("<br>")[0]
    cv.text(x, y, html.escape(words), size, INK, anchor=LEFT)
    hover = d.rule_hover(["buru.afternoon.choose", "buru.afternoon.benefits"], space_text(a, i, lang))
    if a == FOREST:
        cv.target((x0 + x1) / 2, y, "", hover, False, size=h * px)
    else:
        d.place(key, (x0 + x1) / 2, y, hover, h * px)


__all__ = ["area", "area_height", "line_height", "reward"]
