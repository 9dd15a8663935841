"""The viewer's hand on Blue Moon City's board (cards grouped by people) and the payment being laid on a box."""

from __future__ import annotations

from itertools import groupby

from kernel_games.blue_moon_city.actions import box_name
from kernel_games.blue_moon_city.components import ANY, PEOPLES, people_of, value_of
from kernel_games.blue_moon_city.state import DRAW, OVER
from kernel_games.blue_moon_city.view import BlueMoonView

from ..common import Canvas, wrap
from ..kit import Draw
from ..spec import MIN_FONT_PX
from ..words import width_of
from .look import HINTS, INK, MUTED, OUTLINE, L, card_text, people_ink, tile_of
from .players import status

POWER_RULES = {p: f"blue_moon_city.power.{PEOPLES[p].key}" for p in range(len(PEOPLES))}


def groups(cards: list[int]) -> list[tuple[int, list[int]]]:
    """The cards by people, in the peoples' order."""
    return [(p, list(cs)) for p, cs in groupby(sorted(cards), key=people_of)]


def card(cv: Canvas, x: float, y0: float, w: float, h: float, code: int, font: int, outline: bool = False) -> None:
    """A card: its people's colour, its value big."""
    people = people_of(code)
    cv.rect((x - w / 2, y0, x + w / 2, y0 + h), PEOPLES[people].hex, line=OUTLINE if outline else "#333333",
            width=4 if outline else 1)
    cv.text(x, y0 + h * 0.55, str(value_of(code)), font, people_ink(people))


def hand(d: Draw[BlueMoonView], x0: float, x1: float, y0: float, top: float, font: int = 11) -> None:
    """The viewer's cards in ``x0..x1``, ``y0..top``: one row (wide) or a row per people (narrow)."""
    cv, view, lang, t, px = d.cv, d.view, d.lang, d.t, d.px
    if view["hand"] is None:
        cv.text((x0 + x1) / 2, (y0 + top) / 2, wrap(L["spectator"](lang), 26 if lang == "ja" else 48), font + 1, MUTED)
        return
    me = view["viewer"]
    title = L["hand"](lang).format(k=len(view["hand"]))
    if view["gained_sizes"][me]:
        title += L["hand_more"](lang).format(k=view["gained_sizes"][me])
    cv.text((x0 + x1) / 2, top - 1.0, title, font + 1, INK)
    gs = groups(view["hand"])
    if not gs:
        return
    chip = font * 1.9 / px
    if d.narrow:  # a row per people
        lw = 9.0
        rh = (top - 2.2 - y0) / len(gs)
        for r, (people, cards) in enumerate(gs):
            ry = top - 2.2 - (r + 1) * rh
            cv.text(x0 + lw / 2, ry + rh / 2, PEOPLES[people].name(lang), font, INK)
            w = min(4.2, (x1 - x0 - lw - 0.5) / max(len(cards), 1) - 0.4)
            xs = [x0 + lw + (i + 0.5) * (w + 0.4) for i in range(len(cards))]
            below = chip + 0.3 if any(t.actions(f"hoax:{c}") for c in cards) else 0.0
            _cards(d, xs, ry + 0.3 + below, w, rh - 0.6 - below, cards, font, chip_at=ry + 0.3 + chip / 2)
        return
    gap = 1.6
    k = sum(len(cs) for _, cs in gs)
    w = min(5.2, (x1 - x0 - gap * (len(gs) - 1)) / k - 0.3)
    x = x0
    card_y0, card_h = y0 + chip + 1.9, top - 2.2 - (y0 + chip + 1.9)
    for people, cards in gs:
        xs = [x + (i + 0.5) * (w + 0.3) for i in range(len(cards))]
        _cards(d, xs, card_y0, w, card_h, cards, font, chip_at=y0 + chip / 2)
        gx = (xs[0] + xs[-1]) / 2
        cv.text(gx, card_y0 - 0.9, PEOPLES[people].name(lang), font - 1, INK)
        x += len(cards) * (w + 0.3) + gap


def _cards(d: Draw[BlueMoonView], xs: list[float], y0: float, w: float, h: float, cards: list[int], font: int,
           chip_at: float) -> None:
    """One people's cards at ``xs``; the first copy of each kind binds its actions, the others send the same key."""
    cv, lang, t, px = d.cv, d.lang, d.t, d.px
    seen: set[int] = set()
    for x, code in zip(xs, cards, strict=True):
        key = f"hand:{code}"
        ok = t.ok(key)
        card(cv, x, y0, w, h, code, font + 5, outline=ok)
        hover = d.rule_hover([POWER_RULES[people_of(code)]], card_text(code, lang))
        if code in seen:
            if t.actions(key):
                cv.target(x, y0 + h / 2, key, d.hover(key, hover), ok, size=w * px)
            continue
        seen.add(code)
        d.place(key, x, y0 + h / 2, hover, w * px)
        hoax = f"hoax:{code}"
        if t.actions(hoax):
            cy, size = chip_at, max(font - 2, MIN_FONT_PX if d.narrow else 0)
            word = L["recolour"](lang)
            if width_of(word, size) > w * px - 2:  # a narrow card: the word on two lines
                word = L["recolour_split"](lang)
            ch = size * (1.2 * word.count("<br>") + 1.7) / px
            good = t.ok(hoax)
            cv.rect((x - w / 2, cy - ch / 2, x + w / 2, cy + ch / 2), "#FFF3C4", line=OUTLINE if good else "#999999",
                    width=2.5 if good else 1)
            cv.text(x, cy, word, size, INK)
            d.place(hoax, x, cy, d.rule_hover(["blue_moon_city.power.hoax"]), max(w * px, 30))


def payment(d: Draw[BlueMoonView], x0: float, x1: float, y0: float, top: float, font: int = 11) -> None:
    """The payment being laid (cards, total, the Hoax and a waiting Mimix), else what the player to move can do."""
    cv, view, lang, px = d.cv, d.view, d.lang, d.px
    pay, cx = view["pay"], (x0 + x1) / 2
    cv.rect((x0, y0, x1, top), "#FFFFFF", line="#AAAAAA")
    width = int((x1 - x0 - 1.0) * px / (font * (1.0 if lang == "ja" else 0.55))) - 12  # wrap() may run 12 over
    if view["phase"] == OVER:
        cv.text(cx, (y0 + top) / 2, wrap(status(view, lang), width), font + 1, INK)
        return
    if pay["box"] < 0:
        me, who = view["viewer"], view["current"]
        hint = HINTS["wait"].format(p=d.seat(who).name) if me != who else HINTS.get(
            "draw" if view["step"] == DRAW else view["step"], HINTS["build"])
        cv.text(cx, (y0 + top) / 2, wrap(hint(lang), width), font, INK)
        return
    cell = view["figures"][view["current"]]
    tile = tile_of(view, cell)
    need = tile.boxes[pay["box"]]
    cv.text(cx, top - 1.1, L["pay_head"](lang).format(b=box_name(view, cell, pay["box"])(lang),
                                                      p=d.label(view["current"])), font, INK)
    w, h = 2.6, 3.2
    for i, code in enumerate(pay["cards"]):
        card(cv, x0 + 1.0 + w / 2 + i * (w + 0.3), top - 2.4 - h, w, h, code, font + 1)
    right = x0 + 1.0 + len(pay["cards"]) * (w + 0.3) + 0.8
    cv.text((right + x1) / 2, top - 2.4 - h / 2, f"<b>{L['pay_total'](lang).format(t=pay['total'], n=need)}</b>",
            font + 2, INK)
    notes = []
    if pay["hoax"]:
        colour = PEOPLES[pay["colour"]].colour if pay["colour"] not in (ANY, -1) else L["any_colour"]
        limit = 4 if pay["hoax"] == 1 else 1
        if pay["recolour_from"] >= 0:
            notes.append(L["hoax"](lang).format(v=pay["hoax"], f=PEOPLES[pay["recolour_from"]].colour(lang),
                                                c=colour(lang), k=pay["recoloured"], m=limit))
        else:
            notes.append(L["hoax_open"](lang).format(v=pay["hoax"], c=colour(lang), m=limit))
    if pay["half"]:
        notes.append(L["half"](lang))
    for i, note in enumerate(notes):
        cv.text(cx, top - 3.3 - h - i * font * 1.5 / px, note, font - 1, INK)
    rules = ["blue_moon_city.contribute.pay", "blue_moon_city.contribute.one_by_one"]
    cv.target(cx, (y0 + top) / 2, "", d.rule_hover(rules), False, size=40)
