"""The obelisk on Blue Moon City's board (its boxes bottom up, a chip per way to offer) and the supply beside it."""

from __future__ import annotations

from itertools import groupby

from kernel_games.blue_moon_city.actions import Offer, OfferAgain
from kernel_games.blue_moon_city.components import OBELISK, OUTER, TILE_REWARDS
from kernel_games.blue_moon_city.view import BlueMoonView
from kernel_games.core import Lang

from ..contrast import legible
from ..kit import Draw
from ..words import width_of
from .look import CARD, GOLD, INK, KIT, MUTED, OUTLINE, PAPER, L, card_text, tint

ROWS = ((0, 1, 2, 3), (4, 5), (6, 7), (8, 9), (10, 11), (12,))  # the obelisk's boxes (components.OBELISK), bottom up
RULES = ("blue_moon_city.obelisk.offer", "blue_moon_city.obelisk.no_change", "blue_moon_city.power.pillar")


def _paid(ones: int, threes: int) -> str:
    """``3+3+1 = 7``: the tiles offered and their worth."""
    return "+".join(["3"] * threes + ["1"] * ones) + f" = {ones + 3 * threes}"


def obelisk(d: Draw[BlueMoonView], x0: float, x1: float, y0: float, top: float, font: int = 11) -> None:
    """The obelisk in ``x0..x1``, ``y0..top``: the pyramid left, the offering chips right (``px`` pixels a unit)."""
    cv, view, lang, t, px = d.cv, d.view, d.lang, d.t, d.px
    n = view["players"]
    cv.text((x0 + x1) / 2, top - 1.0, L["obelisk"](lang).format(t=view["target"]), font + 1, INK)
    in_use = [i for i in range(len(OBELISK)) if n != 2 or i not in OUTER]
    owners = dict(zip(in_use, view["obelisk"], strict=True))
    nxt = next((i for i in in_use if owners[i] < 0), None)
    pw = min((x1 - x0) * 0.46, 4 * 4.4)
    bw, gap = pw / 4 - 0.3, 0.3
    rh = (top - 2.6 - y0) / len(ROWS)
    cx = x0 + pw / 2 + 0.3
    ok = t.ok("obelisk")
    for r, row in enumerate(ROWS):
        yb = y0 + r * rh
        left = cx - (len(row) * bw + (len(row) - 1) * gap) / 2
        for k, i in enumerate(row):
            bx = left + k * (bw + gap)
            owner = owners.get(i)
            box = (bx, yb, bx + bw, yb + rh - 0.3)
            mid = (bx + bw / 2, yb + (rh - 0.3) / 2)
            if owner is None:  # a 2-player game leaves the outer 7s out
                cv.rect(box, "#E4E4E4", line="#BBBBBB", dash="dot")
                cv.text(*mid, "–", font, MUTED)
            elif owner >= 0:
                s = d.seat(owner)
                cv.rect(box, tint(s.colour, 0.6), line=s.rim(), width=2, name=f"player:{owner}")
                cv.text(*mid, f"{s.glyph}{OBELISK[i]}", font, INK)
            else:
                cv.rect(box, PAPER, line=GOLD if i == nxt else "#8A8A8A", width=3 if i == nxt else 1)
                cv.text(*mid, str(OBELISK[i]), font + (1 if i == nxt else 0), INK)
    if n == 2:
        cv.text(cx, y0 - 0.9, L["two_only"](lang), font - 2, MUTED)
    if ok:
        cv.rect((cx - pw / 2 - 0.3, y0 - 0.3, cx + pw / 2 + 0.3, y0 + len(ROWS) * rh), "rgba(0,0,0,0)", line=OUTLINE, width=3)
    status = L["next_cost"](lang).format(c=OBELISK[nxt]) if nxt is not None else L["full"](lang)
    hover = d.rule_hover(["blue_moon_city.components.obelisk", *RULES[:2]], status)
    d.place("obelisk", cx, y0 + len(ROWS) * rh / 2, hover, pw * px)
    # the ways to offer now, a chip each
    chips = [a for a in t.of((Offer, OfferAgain)) if a in t.legal]  # a try that is not legal: the obelisk only
    cw, ch = x1 - (cx + pw / 2 + 1.2), font * 2.1 / px
    for k, a in enumerate(chips):
        x, y = cx + pw / 2 + 1.2 + cw / 2, top - 3.6 - k * (ch + 0.35)
        key = f"offer:{a.ones}:{a.threes}" if isinstance(a, Offer) else f"again:{a.pillar}:{a.ones}:{a.threes}"
        words = L["offer"](lang).format(p=_paid(a.ones, a.threes)) if isinstance(a, Offer) else \
            L["again"](lang).format(v=a.pillar % 10, p=_paid(a.ones, a.threes))
        good = a in t.legal
        cv.rect((x - cw / 2, y - ch / 2, x + cw / 2, y + ch / 2), "#FFF3C4", line=OUTLINE if good else "#999999",
                width=2.5 if good else 1)
        cv.text(x, y, words, font, INK)
        d.place(key, x, y, d.rule_hover(RULES[:1] if isinstance(a, Offer) else RULES[2:], words), ch * px, [a])


def supply(d: Draw[BlueMoonView], x0: float, x1: float, y0: float, top: float, font: int = 11) -> None:
    """Crystal tiles and golden scales left, the deck and the discard pile, who is owed crystals: two columns (narrow:
    one)."""
    cv, view, lang, px = d.cv, d.view, d.lang, d.px
    columns = 1 if d.narrow else 2
    cv.rect((x0, y0, x1, top), "#FFFFFF", line="#AAAAAA")
    left = view["scale_supply"]
    parts = [L["gems"](lang).format(k=view["supply_size"]),
             L["scales"](lang).format(k=left, t=view["scale_total"]),
             f"{CARD} " + L["deck"](lang).format(k=view["deck_size"]),
             L["discard"](lang).format(k=len(view["discard"]))
             + (f" ({card_text(view['discard'][-1], lang)})" if view["discard"] else "")]
    alone = len(parts) % columns == 0  # the owed line, last, has a row of its own: the whole width
    if view["owed"]:
        parts.append(owed_text(view, lang, (x1 - x0) / (1 if alone else columns) * px - 8, font))
    rows = (len(parts) + columns - 1) // columns
    lh = (top - y0) / (rows + 1)
    for k, s in enumerate(parts):
        r, c = divmod(k, columns)
        x = (x0 + x1) / 2 if alone and k == len(parts) - 1 else x0 + (x1 - x0) * (c + 0.5) / columns
        cv.text(x, top - lh * (r + 1), s, font, legible(GOLD, PAPER) if k == 1 else INK)
    hover = d.rule_hover(["blue_moon_city.components.crystals", "blue_moon_city.components.scales",
                        "blue_moon_city.scales.trigger", "blue_moon_city.supply.shortage",
                        "blue_moon_city.discard.reshuffle"], L["supply"](lang))
    cv.target((x0 + x1) / 2, (y0 + top) / 2, "", hover, False, size=40)


def owed_text(view: BlueMoonView, lang: Lang, room_px: float, font: int) -> str:
    """Who is owed crystal tiles, in the order they will be paid, runs of one player counted ("owed 18: ▲ ◆×2 ■ …"),
    cut with "…" to fit ``room_px``."""
    runs = [(p, len(list(run))) for p, run in groupby(view["owed"])]
    pieces = [KIT.seat(view, p).glyph + (f"×{k}" if k > 1 else "") for p, k in runs]
    for shown in range(len(pieces), 0, -1):
        head = L["owed" if view["rewards"] == TILE_REWARDS else "owed_value"]
        words = head(lang).format(k=len(view["owed"]), p=" ".join(pieces[:shown]) + (" …" if shown < len(pieces) else ""))
        if width_of(words, font) <= room_px:
            return words
    return words


__all__ = ["obelisk", "owed_text", "supply"]
