"""Beside the island on Buru's board: the forest cards on display (near the Forest), the hiring row with its deck
and the Refresh chip (near the Shore), the round, decrees, messenger and supply (under the Village), and the spirit
altars with the elder deck (near the Sacred Lake: a module's spirit with the others, at its own cost, unless its altar
lies apart, beside its own area)."""

from __future__ import annotations

import html

from kernel_games.buru import BuruView
from kernel_games.buru.cards import DECREES, FOREST_CARDS, ISLANDERS
from kernel_games.buru.components import RESOURCE_NAMES, SPIRIT_WHAT
from kernel_games.buru.narration import area_name, bundle_text, islander_name, spirit_name
from kernel_games.core import Text

from ..kit import Draw
from ..words import VCanvas as Canvas
from ..words import fit_kinsoku
from .hooks import altar_cost, card_lines, kind_part, kind_tag, spirit_fill, spirit_part, totem_area
from .look import (
    MUTED,
    SLACK,
    C,
    L,
    gain_text,
    gems,
    in_play,
    join,
    pip,
    round_text,
    tint,
    width_of,
    write,
)
from .targets import outline

FISH = Text("魚", "fish")


def _title(cv: Canvas, x0: float, x1: float, y: float, words: str, font: int, px: float) -> None:
    write(cv, x0 + 0.3, y, f"<b>{html.escape(words)}</b>", font, px)


# ---- the forest display -------------------------------------------------------------------------------------------
def forest(d: Draw[BuruView], x0: float, x1: float, top: float, font: int) -> float:
    """The forest cards face up, best on the left; returns the bottom."""
    cv, view, lang, px = d.cv, d.view, d.lang, d.px
    lh = font * 1.6 / px
    y = top - lh / 2
    _title(cv, x0, x1, y, L["forest_cards"](lang), font, px)
    cv.target((x0 + x1) / 2, y, "", d.rule_hover(["buru.dawn.forest", "buru.forest.rating", "buru.forest.take"]),
              False, size=20)
    cards = list(view["display"]) or [-1] * 3
    gap = 0.5
    w = min(8.0, (x1 - x0 - gap * (len(cards) - 1)) / len(cards))
    h = lh * 2.6
    top_c = top - lh - 0.1
    for i, c in enumerate(cards):
        cx0 = x0 + i * (w + gap)
        key = f"forest:{i}"
        if c < 0:
            cv.rect((cx0, top_c - h, cx0 + w, top_c), "rgba(0,0,0,0)", line="#AAAAAA", dash="dash")
            cv.text(cx0 + w / 2, top_c - h / 2, L["taken"](lang), font - 2, MUTED)
            continue
        card = FOREST_CARDS[c]
        line, width = outline(d, key)
        cv.rect((cx0, top_c - h, cx0 + w, top_c), tint(C["forest"], 0.2), line=line, width=width)
        gems(cv, cx0 + w / 2 - lh * 0.5, top_c - lh * 0.6, card.rating, lh * 0.6)
        kinds = [k for k, n in enumerate(card.resources) for _ in range(n)]
        q = min(lh * 0.75, (w - 0.6) / max(1, len(kinds)) - 0.2)
        px0 = cx0 + w / 2 - (len(kinds) * (q + 0.2) - 0.2) / 2
        for j, k in enumerate(kinds):
            pip(cv, px0 + q / 2 + j * (q + 0.2), top_c - h + lh * 0.85, q, k)
        words = bundle_text((*card.resources, 0))(lang)
        d.place(key, cx0 + w / 2, top_c - h / 2, html.escape(words) + "<br>" +
                d.rule_hover(["buru.forest.take"]), min(w, h) * px)
    return top_c - h - 0.2


# ---- the hiring row -----------------------------------------------------------------------------------------------
def _lines(d: Draw[BuruView], c: int, font: int, room: float) -> list[str]:
    """An islander's lines, wrapped to ``room``."""
    return [ln for s in card_lines(d, c) for ln in fit_kinsoku(html.escape(s), font, room).split("<br>")]


def hiring(d: Draw[BuruView], x0: float, x1: float, top: float, font: int) -> float:
    """The three islanders for hire (kind, name, fish cost, benefits), the deck and the Refresh chip; returns the
    bottom."""
    cv, view, lang, px = d.cv, d.view, d.lang, d.px
    lh = font * 1.6 / px
    y = top - lh / 2
    _title(cv, x0, x1, y, L["row"](lang), font, px)
    # the Refresh chip, right
    words = L["refresh"](lang)
    w = width_of(words, font - 1) * SLACK / px + 0.5
    line, width = outline(d, "row:-1")
    cv.rect((x1 - w, y - lh * 0.45, x1, y + lh * 0.45), "#FFF3C4", line=line, width=max(width, 1))
    cv.text(x1 - w / 2, y, words, font - 1, "#222222")
    d.place("row:-1", x1 - w / 2, y, d.rule_hover(["buru.shore.refresh"]), w * px * 0.8)
    y -= lh
    deck = L["deck"](lang).format(d=view["islander_deck"], x=len(view["islander_discard"]))
    write(cv, x0 + 0.3, y, deck, font - 1, px, MUTED)
    cv.target((x0 + x1) / 2, y, "", d.rule_hover(["buru.shore.refill", "buru.shore.deck"]), False, size=16)
    y -= lh / 2 + 0.2
    small = font - 1
    room = (x1 - x0 - 0.8) * px
    for i, c in enumerate(view["row"]):
        key = f"row:{i}"
        if c < 0:
            h = lh * 1.2
            cv.rect((x0, y - h, x1, y), "rgba(0,0,0,0)", line="#AAAAAA", dash="dash")
            cv.text((x0 + x1) / 2, y - h / 2, L["taken"](lang), small, MUTED)
            y -= h + 0.3
            continue
        lines = _lines(d, c, small, room)
        h = lh * 1.1 + len(lines) * small * 1.6 / px + 0.4
        line, width = outline(d, key)
        cv.rect((x0, y - h, x1, y), "#FFFFFF", line=line, width=width)
        band = lh * 1.1
        kind = kind_part(d, ISLANDERS[c].kind)
        cv.rect((x0 + 0.1, y - band, x1 - 0.1, y - 0.1), kind.fill, line=kind.fill, width=0)
        ink = kind.ink
        cost = L["fish_cost"](lang).format(k=ISLANDERS[c].cost)
        end = write(cv, x1 - 0.4, y - band / 2, f"<b>{cost}</b>", font, px, ink, right=True)
        tag = kind_tag(d, c)
        x = write(cv, x0 + 0.4, y - band / 2, tag, small, px, ink) + 0.5
        name = islander_name(c)(lang)
        size = font if width_of(name, font) < (end - x - 0.4) * px else small
        write(cv, x, y - band / 2, f"<b>{html.escape(name)}</b>", size, px, ink)
        yy = y - band - 0.2
        for ln in lines:
            yy -= small * 1.6 / px
            write(cv, x0 + 0.5, yy + small * 0.6 / px, ln, small, px)
        hover = html.escape(f"{name} ({kind_tag(d, c)}, {cost}): " + " / ".join(card_lines(d, c)))
        d.place(key, (x0 + x1) / 2, y - h / 2, hover + "<br>" + d.rule_hover(["buru.shore.hire"]), min(h, x1 - x0) * px * 0.9)
        y -= h + 0.3
    return y


# ---- the general box: round, decrees, messenger, supply ----------------------------------------------------------
def general(d: Draw[BuruView], x0: float, x1: float, top: float, font: int) -> float:
    cv, view, lang, px = d.cv, d.view, d.lang, d.px
    lh = font * 1.6 / px
    y = top - lh / 2
    _title(cv, x0, x1, y, L["general"](lang), font, px)
    y -= lh
    write(cv, x0 + 0.3, y, round_text(view, lang), font - 1, px)
    y -= lh
    write(cv, x0 + 0.3, y, L["decrees_left"](lang).format(k=view["decree_stack"], r=view["decree_stack"] // 2),
        font - 1, px)
    cv.target((x0 + x1) / 2, y, "", d.rule_hover(["buru.dawn.decrees", "buru.dusk.end"]), False, size=16)
    y -= lh
    m = view["messenger"]
    words = L["messenger"](lang).format(p=d.label(m))
    w = width_of(words, font - 1) * SLACK / px + 0.5
    line, width = outline(d, "messenger")
    cv.rect((x0 + 0.1, y - lh * 0.45, x0 + 0.1 + w, y + lh * 0.45), tint(C["decree"], 0.3), line=line,
            width=max(width, 1))
    write(cv, x0 + 0.5, y, html.escape(words), font - 1, px)
    d.place("messenger", x0 + 0.1 + w / 2, y, d.rule_hover(["buru.lake.messenger", "buru.end.tie"]), w * px * 0.8)
    y -= lh
    parts = [f"{RESOURCE_NAMES[k](lang)} {view['supply'][k]}" for k in range(3)]
    write(cv, x0 + 0.3, y, L["supply"](lang).format(r=join(parts, lang)), font - 1, px)
    cv.target((x0 + x1) / 2, y, "", d.rule_hover(["buru.supply.limit"]), False, size=16)
    y -= lh
    # a legend of the resource pips
    x = x0 + 0.5
    q = lh * 0.6
    for k, name in enumerate((*RESOURCE_NAMES, FISH)):
        pip(cv, x + q / 2, y, q, k)
        x = write(cv, x + q + 0.3, y, name(lang), font - 1, px, MUTED) + 0.7
    return y - lh / 2 - 0.2


# ---- the altars and the elder deck ------------------------------------------------------------------------------------
def altars(d: Draw[BuruView], x0: float, x1: float, top: float, font: int) -> float:
    """The altars of the spirits in play (the cost of the side showing, the offerings left, the totem's holder, a
    decree beside it; a module's spirit after the base game's, at its own cost) and the elder deck; returns the
    bottom."""
    cv, view, lang, px = d.cv, d.view, d.lang, d.px
    lh = font * 1.6 / px
    y = top - lh / 2
    _title(cv, x0, x1, y, L["altars"](lang), font, px)
    y -= lh / 2 + 0.1
    small = font - 1
    for s in in_play(view):
        own = spirit_part(d, s)
        if own is not None and own.apart:  # beside its own area
            continue
        key = f"altar:{s}"
        decrees = [d for d in view["decrees"] if DECREES[d].spirit == s]
        h = (2 + len(decrees)) * lh + 0.3
        line, width = outline(d, key)
        cv.rect((x0, y - h, x1, y), tint(spirit_fill(d, s), 0.55), line=line, width=width)
        y1 = y - lh / 2 - 0.1
        x = write(cv, x0 + 0.4, y1, f"<b>{spirit_name(s)(lang)}</b>", font, px) + 0.4
        holder = view["totems"][s]
        who = (L["holder"](lang).format(p=d.label(holder)) if holder >= 0 else
               L["holder_none"](lang).format(a=area_name(totem_area(d, s))(lang)))
        end = write(cv, x1 - 0.4, y1, html.escape(who), small, px, right=True)
        what = SPIRIT_WHAT[s](lang)
        if width_of(what, small) * SLACK / px < end - x - 0.4:
            write(cv, x, y1, what, small, px, MUTED)
        y2 = y1 - lh
        cost = altar_cost(d, s)(lang)
        end = write(cv, x1 - 0.4, y2, L["offer_deck"](lang).format(k=view["offering_decks"][s]), small, px, MUTED,
                  right=True)
        words = L["altar_cost"](lang).format(c=cost)
        size = small if width_of(words, small) * SLACK / px < end - x0 - 0.8 else small - 1
        write(cv, x0 + 0.4, y2, words, size, px)
        for k, dec in enumerate(decrees):  # a decree beside the altar: a tag on a line of its own
            words = L["decree"](lang).format(g=gain_text(DECREES[dec].gain, lang))
            w = width_of(words, small) * SLACK / px + 0.6
            y3 = y2 - (k + 1) * lh
            cv.rect((x0 + 0.4, y3 - lh * 0.42, x0 + 0.4 + w, y3 + lh * 0.42), C["decree"], line="#B08A00", width=1)
            cv.text(x0 + 0.4 + w / 2, y3, html.escape(words), small, "#222222")
        rules = own.altar_rules if own is not None else ("buru.lake.offer", "buru.totem.bonus", "buru.decree.altar")
        hover = d.rule_hover(rules, f"{spirit_name(s)(lang)} — {cost}")
        d.place(key, (x0 + x1) / 2, y - h / 2, hover, min(h, x1 - x0) * px * 0.9)
        y -= h + 0.3
    # the elder deck
    words = L["elder_deck"](lang).format(k=view["elder_deck"])
    h = lh * 1.2
    line, width = outline(d, "elders")
    cv.rect((x0, y - h, x1, y), "#F3ECDF", line=line, width=width)
    write(cv, x0 + 0.4, y - h / 2, f"<b>{words}</b>", font, px)
    d.place("elders", (x0 + x1) / 2, y - h / 2, d.rule_hover(["buru.lake.elder", "buru.end.elders"]), h * px)
    return y - h - 0.2
