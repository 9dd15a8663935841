"""Contracts on Via Nebula's board: the four neutral ones on display and the viewer's own hand, each a card with its
name, the resources it asks for as coloured chips, its VP and its effect in a few words. A card that can be built
now is outlined and clickable (then the site: or the site first, then the card)."""

from __future__ import annotations

import html

from kernel_games.via_nebula.components import CONTRACTS, base_vp
from kernel_games.via_nebula.narration import contract_name, needs_text
from kernel_games.via_nebula.view import ViaNebulaView

from ..kit import Draw
from ..words import LEFT, RIGHT, fit, width_of
from .hexmap import PICK
from .look import (
    DARK_EDGE,
    INK,
    MUTED,
    NEUTRAL_BAND,
    OUTLINE,
    PAPER,
    PRIVATE_BAND,
    VP,
    L,
    chip,
    effect_words,
)


def card_height(font: int, px: float) -> float:
    return font * (2.0 + 1.9 + 1.5 + 2 * 1.35) / px + 1.0


def card(d: Draw[ViaNebulaView], c: int, x0: float, top: float, w: float, font: int) -> None:
    """Contract ``c`` as a card ``w`` wide from (x0, top) down."""
    cv, lang, t, px = d.cv, d.lang, d.t, d.px
    h = card_height(font, px)
    x1, y0 = x0 + w, top - h
    key = f"card:{c}"
    ok = t.ok(key)
    line, width = (PICK, 5) if key == t.picked else (OUTLINE, 3.5) if ok else ("#8C8C8C", 1)
    cv.rect((x0, y0, x1, top), PAPER, line=line, width=width)
    card_ = CONTRACTS[c]
    band = font * 2.0 / px
    cv.rect((x0 + 0.1, top - band, x1 - 0.1, top - 0.1), PRIVATE_BAND if card_.private else NEUTRAL_BAND,
            line=PRIVATE_BAND if card_.private else NEUTRAL_BAND, width=0)
    vp = base_vp(c)
    corner = f"{VP}{vp}" if vp else ""
    room = (w * px - width_of(corner, font) - 10) if corner else w * px - 8
    name = contract_name(c)(lang)
    size = font if width_of(name, font) <= room else font - 1 if width_of(name, font - 1) <= room else font - 2
    cv.text(x0 + 0.3, top - band / 2, f"<b>{name}</b>", size, INK, anchor=LEFT)
    if corner:
        cv.text(x1 - 0.3, top - band / 2, f"<b>{corner}</b>", font, INK, anchor=RIGHT)
    # the resources asked for
    q = font * 1.35 / px
    y = top - band - 0.35 - q / 2
    if card_.needs:
        for i, k in enumerate(card_.needs):
            chip(cv, x0 + 0.4 + q / 2 + i * (q + 0.25), y, q, q, k)
    else:
        n = card_.same or card_.different
        mark = "=" if card_.same else "≠"
        for i in range(n):
            x = x0 + 0.4 + q / 2 + i * (q + 0.25)
            cv.rect((x - q / 2, y - q / 2, x + q / 2, y + q / 2), "#EEEEEE", line=DARK_EDGE, width=0.8)
            cv.text(x, y, mark, font - 2, INK)
    y -= q / 2 + font * 0.95 / px
    needs = needs_text(c)(lang)
    small = font - 2
    if width_of(needs, small) > w * px - 8:
        needs = fit(needs, small, w * px - 8).split("<br>")[0] + "…"
    cv.text(x0 + 0.3, y, needs, small, MUTED, anchor=LEFT)
    words = fit(effect_words(c)(lang), small, w * px - 10)
    lines = words.split("<br>")[:2]
    y -= font * 0.85 / px + (len(lines)) * small * 1.3 / px / 2
    cv.text((x0 + x1) / 2, y, "<br>".join(lines), small, INK)
    hover = d.rule_hover([f"via_nebula.{card_.effect}"], f"{name} — {needs_text(c)(lang)}" + (f" — {corner}" if corner else ""))
    d.place(key, (x0 + x1) / 2, top - h / 2, hover, min(w * px, h * px) * 0.9)


def empty_space(d: Draw[ViaNebulaView], x0: float, top: float, w: float, font: int) -> None:
    cv, lang, px = d.cv, d.lang, d.px
    h = card_height(font, px)
    cv.rect((x0, top - h, x0 + w, top), "rgba(0,0,0,0)", line="#AAAAAA", dash="dash")
    cv.text(x0 + w / 2, top - h / 2, L["empty_space"](lang), font - 1, MUTED)


def display(d: Draw[ViaNebulaView], x0: float, x1: float, top: float, font: int, per_row: int = 4,
            max_w: float = 99.0) -> float:
    """The display's four spaces under a title; returns the bottom."""
    cv, view, lang, px = d.cv, d.view, d.lang, d.px
    lh = font * 1.6 / px
    title = L["display"](lang) + "  ·  " + L["deck"](lang).format(k=view["deck_size"])
    cv.text((x0 + x1) / 2, top - lh / 2, f"<b>{html.escape(title)}</b>", font + 1, INK)
    hover = d.rule_hover(["via_nebula.setup.contracts", "via_nebula.action.build_refill"])
    cv.target((x0 + x1) / 2, top - lh / 2, "", hover, False, size=24)
    return _cards(d, list(view["display"]), x0, x1, top - lh - 0.2, font, per_row, max_w)


def hand(d: Draw[ViaNebulaView], x0: float, x1: float, top: float, font: int, per_row: int = 4,
         max_w: float = 99.0) -> float:
    """The viewer's contracts (a spectator sees none); returns the bottom."""
    cv, view, lang, px = d.cv, d.view, d.lang, d.px
    lh = font * 1.6 / px
    if view["hand"] is None:
        cv.text((x0 + x1) / 2, top - lh / 2, L["hand_spectator"](lang), font, MUTED)
        return top - lh - 0.3
    cv.text((x0 + x1) / 2, top - lh / 2, f"<b>{L['hand'](lang).format(k=len(view['hand']))}</b>", font + 1, INK)
    cv.target((x0 + x1) / 2, top - lh / 2, "", d.rule_hover(["via_nebula.setup.contracts", "via_nebula.action.build"]), False,
              size=24)
    if not view["hand"]:
        cv.text((x0 + x1) / 2, top - lh * 1.5, L["no_hand"](lang), font, MUTED)
        return top - 2 * lh - 0.3
    return _cards(d, list(view["hand"]), x0, x1, top - lh - 0.2, font, per_row, max_w)


def _cards(d: Draw[ViaNebulaView], cards: list[int], x0: float, x1: float, top: float, font: int, per_row: int,
           max_w: float) -> float:
    px = d.px
    gap = 0.6
    per_row = max(1, min(per_row, len(cards)))
    w = min(max_w, (x1 - x0 - gap * (per_row - 1)) / per_row)
    h = card_height(font, px)
    for i, c in enumerate(cards):
        r, col = divmod(i, per_row)
        x, y = x0 + col * (w + gap), top - r * (h + gap)
        if c < 0:
            empty_space(d, x, y, w, font)
        else:
            card(d, c, x, y, w, font)
    rows = (len(cards) + per_row - 1) // per_row
    return top - rows * (h + gap)


__all__ = ["card_height", "display", "hand"]
