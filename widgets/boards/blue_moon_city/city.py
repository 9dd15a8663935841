"""The city on Blue Moon City's board: 21 tiles in a 5×5 grid without corners, the dragons beside it.

A ruined tile shows its boxes (in its people's colour; the palace's in stripes: any colour) with the markers on them,
its rewards and, faint, what it will give its neighbours once rebuilt; a rebuilt tile is filled in and shows that
neighbourhood reward big. Figures stand at the bottom left of a tile, the three dragons in their slots at the bottom
right: a dashed circle is a place a card in hand can send that dragon.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass

from kernel_games.blue_moon_city.actions import DragonFly, FlitFly, Walk
from kernel_games.blue_moon_city.components import ANY, CELLS, CENTRE, DISTANCE, DRAGONS, HOAX, OFF, PEOPLES, Reward, Tile
from kernel_games.blue_moon_city.state import OVER
from kernel_games.blue_moon_city.view import BlueMoonView
from kernel_games.core import Action, Lang, Text

from ..common import around
from ..contrast import ink_on as ink_for
from ..contrast import legible
from ..kit import Draw
from ..spec import MIN_TARGET_PX
from ..words import fit_kinsoku, width_of
from .look import (
    COURT,
    EACH,
    INK,
    KIT,
    MOST,
    MUTED,
    NEXT,
    OUTLINE,
    PAPER,
    RAINBOW,
    RUIN,
    L,
    dragon_colour,
    people_hex,
    people_ink,
    reward_parts,
    reward_text,
    reward_words,
    tile_of,
    tint,
)
from .targets import menu_key


@dataclass(frozen=True)
class Size:
    """A layout's tile: its width and height in units, pixels per unit, fonts in pixels."""

    w: float
    h: float
    px: float  # pixels per unit (about the same both ways)
    boxw: float  # a box's width and height in units
    boxh: float
    name: int = 11
    box: int = 12
    reward: int = 10
    glyph: int = 15
    lines: int = 1  # lines a tile's name and rewards may take


@dataclass(frozen=True)
class Grid:
    """Where the city lies: the left edge, the top edge and the tile size."""

    x0: float
    top: float
    size: Size

    def cell(self, r: int, c: int) -> tuple[float, float]:
        """The top-left corner of grid place (r, c)."""
        return self.x0 + c * self.size.w, self.top - r * self.size.h


def city(d: Draw[BlueMoonView], g: Grid) -> None:
    for cell, (r, c) in enumerate(CELLS):
        x, y = g.cell(r, c)
        _tile(d, cell, x, y, g.size)
    x, y = g.cell(0, 0)
    _beside(d, x, y, g.size)


VOWELS = set("aeiouy")


def _name(name: str, sz: Size) -> str:
    """A tile's name, on two lines in a narrow tile when it is long: at its last space, or hyphenated (a one-word
    name too wide for the tile, split where a syllable likely starts: a vowel, then a consonant and a vowel)."""
    if sz.lines > 1 and " " in name and len(name) > 9:
        a, b = name.rsplit(" ", 1)
        return f"{a}<br>{b}"
    if sz.lines > 1 and name.isascii() and width_of(name, sz.name) > (sz.w - 0.4) * sz.px:
        low = name.lower()
        cuts = [i for i in range(3, len(name) - 2) if low[i - 1] in VOWELS and low[i] not in VOWELS
                and low[i + 1] in VOWELS]
        if cuts:
            i = min(cuts, key=lambda k: abs(k - len(name) / 2))
            return f"{name[:i]}-<br>{name[i:]}"
    return name


def _tile(d: Draw[BlueMoonView], cell: int, x: float, y: float, sz: Size) -> None:
    cv, view, lang, t = d.cv, d.view, d.lang, d.t
    tile = tile_of(view, cell)
    built, pad = view["built"][cell], 0.2
    x0, x1, y0, y1 = x + pad, x + sz.w - pad, y - sz.h + pad, y - pad
    cx = (x0 + x1) / 2
    colour = people_hex(tile.people)
    court = cell == CENTRE or not tile.boxes
    ground = COURT if court else (tint(colour, 0.55) if tile.people != ANY else "#F3E2A6") if built else RUIN
    if court:
        cv.rect((x0, y0, x1, y1), COURT, line="#9C8B5E", width=2)
    elif built:
        cv.rect((x0, y0, x1, y1), ground, line=colour if tile.people != ANY else "#A07C00", width=3)
    else:
        cv.rect((x0, y0, x1, y1), RUIN, line="#A89F8A", width=1.5, dash="dot")
    band = 2.3 if sz.lines == 1 else 2.9
    if tile.people == ANY and not court:
        k = len(RAINBOW)
        for i, c in enumerate(RAINBOW):
            cv.rect((x0 + (x1 - x0) * i / k, y1 - band, x0 + (x1 - x0) * (i + 1) / k, y1), c, line=c, width=0)
        cv.rect((cx - (x1 - x0) * 0.42, y1 - band + 0.3, cx + (x1 - x0) * 0.42, y1 - 0.3), PAPER, line=PAPER, width=0)
        name_ink = INK
    else:
        cv.rect((x0, y1 - band, x1, y1), "#C9B98A" if court else colour, line="#333333" if tile.people == HOAX else
                ("#C9B98A" if court else colour), width=1)
        name_ink = INK if court else people_ink(tile.people)
    cv.text(cx, y1 - band / 2, _name(tile.name(lang), sz), sz.name, name_ink)
    walk = [a for a in t.actions(f"cell:{cell}") if isinstance(a, Walk)]
    if t.ok(f"cell:{cell}"):  # reachable: walking (solid) or only by Flit 1 (dashed)
        cv.rect((x0 - 0.05, y0 - 0.05, x1 + 0.05, y1 + 0.05), "rgba(0,0,0,0)", line=OUTLINE, width=4 if walk else 2.5,
                dash="solid" if walk else "dash")
    menu = t.picked is not None and (t.picked == f"cell:{cell}" or (t.picked.startswith("dragon:")
                                                                 and t.picked.endswith(f":{cell}")))
    body = y1 - band  # below the name band
    if menu:
        _menu(d, t.actions(t.picked), cx, body, sz)
    elif court:
        cv.text(cx, body - sz.h * 0.2, L["court" if sz.lines == 1 else "court_2"](lang), sz.reward, INK)
    elif built:
        cv.text(cx, body - sz.h * 0.14, "✔ " + L["built"](lang), sz.reward, INK)
        parts = reward_parts(tile.neighbourhood, under=ground)
        if sz.lines > 1 and len(parts) > 1:  # a narrow tile: the palace's three rewards on two lines
            parts[0] += "<br>"
        cv.text(cx, body - sz.h * 0.34, f"{NEXT} +" + " ".join(parts), sz.reward + 3, INK)
    else:
        _boxes(d, cell, tile, cx, body - 0.35, sz)
        lh = sz.reward * (1.35 if sz.lines == 1 else 1.5) / sz.px  # a narrow tile: its symbols drawn taller
        y = body - 0.35 - sz.boxh - lh * 0.7
        most, each = f"{MOST}{reward_text(tile.majority, under=ground)}", f"{EACH}{reward_text(tile.participation, under=ground)}"
        lines = [f"{most}  {each}"] if sz.lines == 1 else [*_wrap(sz, MOST, tile.majority, ground),
                                                            *_wrap(sz, EACH, tile.participation, ground)]
        for line in lines:
            cv.text(cx, y, line, _fit(sz, line), INK)
            y -= lh
        if len(lines) <= 2:  # else a phone's tile has no room left for it: its hover says it
            nb = f"{NEXT} {reward_text(tile.neighbourhood, False)}"
            cv.text(cx, y, nb, _fit(sz, nb) - 1, legible(MUTED, ground))
    _pieces(d, cell, x0, x1, y0, sz, ground)
    hover = _tile_hover(view, cell, lang)
    d.place(f"cell:{cell}", cx, (y0 + body) / 2 + 0.4, hover, min(sz.w, sz.h) * sz.px * 0.8)


def _wrap(sz: Size, mark: str, reward: Reward, under: str) -> list[str]:
    """A narrow tile's reward line, its last parts on a line of their own when it is wider than the tile."""
    parts = reward_parts(reward, under=under)
    line = f"{mark}{' '.join(parts)}"
    if len(parts) < 3 or width_of(re.sub(r"<[^>]+>", "", line), sz.reward) <= (sz.w - 0.4) * sz.px:
        return [line]
    return [f"{mark}{' '.join(parts[:2])}", " ".join(parts[2:])]


def _fit(sz: Size, line: str) -> int:
    """A reward line's font: a size smaller in a narrow tile when the line is long (the palace's three rewards)."""
    plain = re.sub(r"<[^>]+>", "", line)
    return sz.reward - (1 if sz.lines > 1 and len(plain) > 8 else 0)


def _boxes(d: Draw[BlueMoonView], cell: int, tile: Tile, cx: float, top: float, sz: Size) -> None:
    """The boxes, left to right; a marker's owner drawn on it; the box being paid shows what is laid."""
    cv, view, lang, t = d.cv, d.view, d.lang, d.t
    k = len(tile.boxes)
    bw, bh = sz.boxw, sz.boxh
    gap = min(0.25, (sz.w - 0.6 - k * bw) / max(k - 1, 1))
    left = cx - (k * bw + (k - 1) * gap) / 2
    pay = view["pay"]
    paying = pay["box"] >= 0 and view["figures"][view["current"]] == cell
    mine = view["viewer"] is not None and view["figures"][view["viewer"]] == cell
    for b, value in enumerate(tile.boxes):
        bx0, by1 = left + b * (bw + gap), top
        bx1, by0 = bx0 + bw, top - bh
        owner = view["boxes"][cell][b]
        key = f"box:{b}"
        ok = mine and t.ok(key)
        if tile.people == ANY:
            for i, c in enumerate(RAINBOW):
                cv.rect((bx0 + bw * i / len(RAINBOW), by0, bx0 + bw * (i + 1) / len(RAINBOW), by1), c, line=c, width=0)
            cv.rect((bx0 + bw * 0.2, by0 + bh * 0.18, bx1 - bw * 0.2, by1 - bh * 0.18), PAPER, line=PAPER, width=0)
            ink = INK
        else:
            cv.rect((bx0, by0, bx1, by1), people_hex(tile.people), line="#333333", width=1)
            ink = people_ink(tile.people)
        if owner >= 0:
            s = d.seat(owner)
            cv.rect((bx0 + 0.15, by0 + 0.15, bx1 - 0.15, by1 - 0.15), PAPER, line=s.rim(people_hex(tile.people)), width=2,
                    name=f"player:{owner}")
            cv.text((bx0 + bx1) / 2, (by0 + by1) / 2, s.glyph, sz.glyph, s.pen(PAPER))
        elif paying and pay["box"] == b:
            cv.text((bx0 + bx1) / 2, (by0 + by1) / 2, f"{pay['total']}/{value}", sz.box - 2, ink)
        else:
            cv.text((bx0 + bx1) / 2, (by0 + by1) / 2, str(value), sz.box, ink)
        if ok or (paying and pay["box"] == b):
            cv.rect((bx0 - 0.12, by0 - 0.12, bx1 + 0.12, by1 + 0.12), "rgba(0,0,0,0)", line=OUTLINE, width=3.5 if ok else 2,
                    dash="solid" if ok else "dot")
        if mine and t.actions(key):
            hover = Text("{v}のマス", "The {v} box").format(v=value)(lang)
            d.place(key, (bx0 + bx1) / 2, (by0 + by1) / 2, hover, bw * sz.px)


def _pieces(d: Draw[BlueMoonView], cell: int, x0: float, x1: float, y0: float, sz: Size, ground: str) -> None:
    """Figures at the bottom left (the player to move larger), dragon slots at the bottom right (above them in a
    narrow tile)."""
    cv, view = d.cv, d.view
    gy = y0 + sz.glyph * 0.75 / sz.px
    # a narrow tile's dragons a row above the figures, clear of the larger glyph of the player to move (its text box,
    # as a browser draws a CJK font, is about 1.4 times its size)
    dy = gy + ((sz.glyph + 4) * 1.35 / sz.px if sz.lines > 1 else 0)
    here = [p for p, at in enumerate(view["figures"]) if at == cell]
    x = x0 + 0.3
    for p in here:
        s = d.seat(p)
        size = sz.glyph + (4 if p == view["current"] and view["phase"] != OVER else 0)
        w = size * 1.1 / sz.px
        # on a white disc edged in their colour (as dark as 3:1 on the tile needs): their glyph reads on every tile
        cv.circle(around(x + w / 2, gy, size * 0.55 / sz.px), PAPER, line=s.rim(ground), width=2,
                  name=f"player:{p}")
        cv.text(x + w / 2, gy, s.glyph, size, s.pen(PAPER))
        x += w
    _slots(d, cell, x1 - 0.2, dy, sz)


def _slots(d: Draw[BlueMoonView], cell: int, right: float, gy: float, sz: Size) -> None:
    cv, view, lang, t = d.cv, d.view, d.lang, d.t
    r = sz.glyph * 0.62 / sz.px
    for dragon in range(len(DRAGONS)):
        dx = right - (len(DRAGONS) - dragon - 0.5) * 2.25 * r
        key = f"dragon:{dragon}:{cell}"
        there = view["dragons"][dragon] == cell
        colour = dragon_colour(dragon)
        if there:
            cv.circle(around(dx, gy, r, r), colour, "#222222", 1)
            cv.text(dx, gy, L["dragon_glyph"](lang), sz.glyph - 5, ink_for(colour))
        elif t.actions(key):
            cv.circle(around(dx, gy, r, r), tint(colour, 0.8), colour, 2.5 if t.ok(key) else 1, "dot")
        if there or t.actions(key):
            d.place(key, dx, gy, _dragon_hover(dragon, there, lang), r * 2.2 * sz.px)


def _beside(d: Draw[BlueMoonView], x: float, y: float, sz: Size) -> None:
    """The empty top-left corner: the dragons beside the city."""
    cv, lang, t = d.cv, d.lang, d.t
    cv.rect((x + 0.5, y - sz.h + 0.5, x + sz.w - 0.5, y - 0.5), "rgba(0,0,0,0)", line="#B0A68E", width=1.5, dash="dash")
    cv.text(x + sz.w / 2, y - (2.4 if sz.lines > 1 else 1.6), _name(L["beside"](lang), sz), sz.name, MUTED)
    menu = t.picked is not None and t.picked.startswith("dragon:") and t.picked.endswith(f":{OFF}")
    if menu:
        _menu(d, t.actions(t.picked), x + sz.w / 2, y - 3.2, sz)
    _slots(d, OFF, x + sz.w - 0.5, y - sz.h / 2 - 0.5, sz)


def _menu(d: Draw[BlueMoonView], actions: list[Action], cx: float, top: float, sz: Size) -> None:
    """A chip per action when a click stood for several (the panel narrowed the choice to them)."""
    cv, view, lang, t = d.cv, d.view, d.lang, d.t
    w = sz.w - 0.8
    labels = [fit_kinsoku(_chip(view, a, lang), sz.reward, w * sz.px - 6) for a in actions]
    lines = max(label.count("<br>") + 1 for label in labels)
    h = sz.reward * (2.0 + 1.2 * (lines - 1)) / sz.px
    if d.narrow:  # on a phone a chip is a fingertip tall where the tile has room for it
        room = sz.h - (2.9 if sz.lines > 1 else 2.3) - 0.6
        h = max(h, min(MIN_TARGET_PX / sz.px, room / len(actions) - 0.25))
    for i, (a, label) in enumerate(zip(actions, labels, strict=True)):
        y = top - 0.3 - (i + 0.5) * (h + 0.25)
        ok = a in t.legal
        cv.rect((cx - w / 2, y - h / 2, cx + w / 2, y + h / 2), "#FFF3C4", line=OUTLINE if ok else "#999999",
                width=2.5 if ok else 1)
        cv.text(cx, y, label, sz.reward, INK)
        d.place(menu_key(a), cx, y, _chip(view, a, lang), h * sz.px, [a])


def _chip(view: BlueMoonView, a: Action, lang: Lang) -> str:
    if isinstance(a, Walk):
        me = view["figures"][view["viewer"]] if view["viewer"] is not None else a.to
        return L["walk"](lang).format(d=DISTANCE[me][a.to])
    if isinstance(a, FlitFly):
        return L["fly"](lang)
    people = PEOPLES[DRAGONS[a.dragon][2]].name
    return (L["dfly"] if isinstance(a, DragonFly) else L["dmove"]).format(c=people)(lang)


def _tile_hover(view: BlueMoonView, cell: int, lang: Lang) -> str:
    tile = tile_of(view, cell)
    e = html.escape
    lines = [f"<b>{e(tile.name(lang))}</b>"]
    if not tile.boxes:
        return "<br>".join(lines) + "<br>" + KIT.rule_hover(["blue_moon_city.obelisk.offer"], lang)
    colour = (Text("どの色でも（1マスに1色）", "any colour (one colour per box)") if tile.people == ANY else
              Text("{c}のマス（{p}のカード）", "{c} boxes ({p} cards)").format(c=PEOPLES[tile.people].colour,
                                                                          p=PEOPLES[tile.people].name))
    lines.append(e(colour(lang)))
    if view["built"][cell]:
        lines.append(e(Text("再建済み", "Rebuilt")(lang)))
    else:
        boxes = []
        for v, owner in zip(tile.boxes, view["boxes"][cell], strict=True):
            who = KIT.seat(view, owner) if owner >= 0 else None
            boxes.append(f"{v}" + (f" ({who.glyph} {who.name(lang)})" if who else ""))
        lines.append(e(Text("マス: ", "Boxes: ")(lang) + ", ".join(boxes)))
        gems = view["rewards"]
        lines.append(e(f"{MOST} " + Text("最多貢献: ", "Most markers: ")(lang) + reward_words(tile.majority, lang, gems)))
        lines.append(e(f"{EACH} " + Text("貢献者全員: ", "Each builder: ")(lang) + reward_words(tile.participation, lang, gems)))
    lines.append(e(f"{NEXT} " + Text("再建後、隣の建物を再建した人全員に: ", "Once rebuilt, to everyone who builds next door: ")(lang)
                   + reward_words(tile.neighbourhood, lang, view["rewards"])))
    words = {"boxes": Text("マス", "boxes"), "majority": Text("最多貢献", "majority"),
             "participation": Text("貢献者全員", "participation")}
    for how, head in (("reconstructed", Text("【再構成データ】", "[reconstructed data] ")),
                      ("image", Text("【画像から読み取り・不確か】", "[read from a low-resolution image, uncertain] "))):
        made = sorted(f for f, tag in tile.provenance.items() if tag == how and f in words)
        if made:
            lines.append(e(head(lang) + ", ".join(words[f](lang) for f in made)))
    who = [KIT.seat(view, p) for p, at in enumerate(view["figures"]) if at == cell]
    drag = [DRAGONS[d][0](lang) for d, at in enumerate(view["dragons"]) if at == cell]
    if who or drag:
        lines.append(e(Text("ここに: ", "Here: ")(lang) + ", ".join([f"{s.glyph} {s.name(lang)}" for s in who] + drag)))
    return "<br>".join(lines)


def _dragon_hover(dragon: int, there: bool, lang: Lang) -> str:
    name, _, people = DRAGONS[dragon]
    head = name(lang) + ("" if there else Text("（ここへ送れる）", " (can be sent here)")(lang))
    return KIT.rule_hover(["blue_moon_city.dragons.scales", f"blue_moon_city.power.{PEOPLES[people].key}"], lang, head)


__all__ = ["Grid", "Size", "city"]
