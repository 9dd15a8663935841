"""The prompt box (whose turn, the actions left, what to do now: the effect to use or skip, a menu when a click stood
for several actions), the stock and the legend of Via Nebula's board."""

from __future__ import annotations

import html

from kernel_games.core import Action, Lang, Text
from kernel_games.via_nebula.actions import Build, Express, Fly, Give, Pass, Skip, Swap, Transport, Use
from kernel_games.via_nebula.components import KINDS
from kernel_games.via_nebula.narration import contract_name, hex_name, player
from kernel_games.via_nebula.preview import effect_name
from kernel_games.via_nebula.view import ViaNebulaView

from ..common import around
from ..kit import Draw
from ..spots import Targets, chip_key
from ..words import fit, put, width_of
from .hexmap import slot_name
from .look import (
    DARK_EDGE,
    EFFECT_HINTS,
    EXPLORE,
    HINTS,
    INK,
    KIT,
    LEGEND_MARKS,
    LEGEND_PIECES,
    LEGEND_TERRAIN,
    MUTED,
    OUTLINE,
    TERRAIN,
    VP,
    L,
    crane,
    hexagon,
    house,
    pawn,
    res_colour,
    res_ink,
    res_name,
)

CHIP_FILL = "#FFF3C4"


def status(view: ViaNebulaView, lang: Lang) -> str:
    """Whose turn it is and the actions left, or how the game ended."""
    if view["phase"] == "over":
        names = ("・" if lang == "ja" else " and ").join(player(p)(lang) for p in view["winners"] or [])
        wins = L["wins" if len(view["winners"] or []) == 1 else "share"](lang).format(w=names)
        return L["over"](lang) + (f" — {wins}" if names else "")
    k = view["actions_left"]
    head = L["turn"](lang).format(t=view["turn"]) + "  " + L["whose"](lang).format(p=KIT.label(view, view["current"], lang))
    if view["step"] != "effect":
        head += " · " + L["left"](lang).format(k=k, s="" if k == 1 else "s")
    if view["last_turns"] >= 0 and view["end_holder"] >= 0:
        head += " · " + L["last"](lang).format(k=view["last_turns"])
    return head


def prompt_lines(view: ViaNebulaView, lang: Lang, t: Targets) -> list[str]:
    """What the viewer is asked to do now, in a sentence or two."""
    me, who = view["viewer"], view["current"]
    if view["phase"] == "over":
        return []
    if view["step"] == "effect":
        if me != who:  # the effect belongs to a card kept face down: the others see only that a choice is made
            return [L["effect_hidden"].format(p=player(who))(lang)]
        words = L["effect"](lang).format(e=effect_name(view["effect"])(lang))
        if view["effect"] == "neutral.exportation" and view["effect_left"] < 2:
            words += L["effect_left"](lang).format(k=view["effect_left"])
        hint = L["choose"] if t.menu else L["picked"] if t.picked else EFFECT_HINTS.get(view["effect"])
        return [words, hint(lang)] if hint else [words]
    if me != who:
        return [L["wait"].format(p=player(who))(lang) if me is not None else L["spectator"](lang)]
    if t.picked is not None and not t.menu:
        return [L["picked"](lang)]
    if t.menu:
        return [L["choose"](lang)]
    return [HINTS["act"](lang)] if t.tries else []  # nothing to click (a walkthrough's reading step): no hint


def chip_text(view: ViaNebulaView, a: Action, lang: Lang) -> str:
    """A menu chip's words: what tells this action apart from the others on the same spot."""
    if isinstance(a, Swap):
        return f"{res_name(a.give, lang)} → {res_name(a.take, lang)}"
    if isinstance(a, Give | Express):
        return res_name(a.kind, lang)
    if isinstance(a, Build):
        return contract_name(a.contract)(lang)
    if isinstance(a, Transport):
        return f"{hex_name(view['board'], a.src)} → {slot_name(view, a.slot)}"
    if isinstance(a, Fly):
        return f"{hex_name(view['board'], a.src)} → {hex_name(view['board'], a.to)}"
    return a.label(view)(lang) if hasattr(a, "label") else a.describe()(lang)


def prompt(d: Draw[ViaNebulaView], x0: float, x1: float, top: float, font: int) -> float:
    """The prompt box from ``top`` down; returns its bottom."""
    cv, view, lang, t, px = d.cv, d.view, d.lang, d.t, d.px
    lh = font * 1.5 / px
    lines = [fit(status(view, lang), font + 1, (x1 - x0) * px - 16)]
    lines += [fit(s, font, (x1 - x0) * px - 16) for s in prompt_lines(view, lang, t)]
    count = sum(s.count("<br>") + 1 for s in lines)
    chips = [a for a in t.menu] + [a for a in t.of((Pass, Use, Skip))]
    per_row = 2 if (x1 - x0) * px > 420 else 1
    ch = font * 2.0 / px
    rows = (len(chips) + per_row - 1) // per_row
    bottom = top - 0.6 - count * lh - rows * (ch + 0.4) - 0.4
    me_acting = view["viewer"] is not None and view["viewer"] == view["current"] and view["phase"] != "over"
    cv.rect((x0, bottom, x1, top), "#FFF9E8" if me_acting else "#FFFFFF", line=OUTLINE if me_acting else "#AAAAAA",
            width=2 if me_acting else 1)
    y = top - 0.4
    for i, s in enumerate(lines):
        k = s.count("<br>") + 1
        y -= k * lh
        cv.text((x0 + x1) / 2, y + lh * k / 2, f"<b>{s}</b>" if i == 0 else s, font + (1 if i == 0 else 0), INK)
    cw = (x1 - x0 - 0.8 - (per_row - 1) * 0.6) / per_row
    for i, a in enumerate(chips):
        r, c = divmod(i, per_row)
        x = x0 + 0.4 + c * (cw + 0.6) + cw / 2
        cy = y - 0.4 - r * (ch + 0.4) - ch / 2
        words = (L["pass"] if isinstance(a, Pass) else L["use"] if isinstance(a, Use) else L["skip"] if
                 isinstance(a, Skip) else None)
        text = words(lang) if words else chip_text(view, a, lang)
        ok = a in t.legal
        cv.rect((x - cw / 2, cy - ch / 2, x + cw / 2, cy + ch / 2), CHIP_FILL, line=OUTLINE if ok else "#999999",
                width=2.5 if ok else 1)
        cv.text(x, cy, text, font, INK if ok else MUTED)
        key = chip_key(a) if words is None else ("pass" if isinstance(a, Pass) else "use" if isinstance(a, Use)
                                                 else "skip")
        full = html.escape(a.label(view)(lang) if hasattr(a, "label") else a.describe()(lang))
        d.place(key, x, cy, full, min(cw, 12) * px * 0.6, [a])
    rules = ["via_nebula.turn.actions", "via_nebula.action.effect"] if view["step"] == "effect" else [
        "via_nebula.turn.actions", "via_nebula.turn.pass"]
    cv.target(x0 + 1.2, top - lh, "", d.rule_hover(rules), False, size=24)
    return bottom


def supply(d: Draw[ViaNebulaView], x0: float, x1: float, top: float, font: int) -> float:
    """The stock (a chip per resource, clickable when an effect takes or returns that kind), the common meadow
    tiles, the neutral deck and the end card; returns the bottom."""
    cv, view, lang, t, px = d.cv, d.view, d.lang, d.t, d.px
    lh = font * 1.55 / px
    q = font * 1.9 / px
    apart = 0.3 if d.narrow else 0.0  # a phone: its lines at 11 px and more, a little further apart
    bottom = top - 0.5 - lh - q - 0.6 - (2 + 2 * apart) * lh - 0.4
    cv.rect((x0, bottom, x1, top), "#FFFFFF", line="#AAAAAA")
    y = top - 0.4 - lh / 2
    cv.text((x0 + x1) / 2, y, f"<b>{L['supply'](lang)}</b>", font + 1, INK)
    cw = (x1 - x0 - 1.0) / len(KINDS)
    y -= lh / 2 + 0.3 + q / 2
    for k in KINDS:
        x = x0 + 0.5 + (k + 0.5) * cw
        key = f"stock:{k}"
        w = min(cw - 0.4, q * 2.6)
        cv.rect((x - w / 2, y - q / 2, x + w / 2, y + q / 2), res_colour(k), line=OUTLINE if t.ok(key) else DARK_EDGE,
                width=3 if t.ok(key) else 1)
        cv.text(x, y, f"{view['stock'][k]}", font, res_ink(k))
        hover = f"{res_name(k, lang)}: {view['stock'][k]}"
        d.place(key, x, y, hover + "<br>" + d.rule_hover(["via_nebula.supply.stock"]), w * px)
    y -= q / 2 + 0.3 + lh * 0.55
    for k in KINDS:
        cv.text(x0 + 0.5 + (k + 0.5) * cw, y, res_name(k, lang), font - 2, MUTED)
    y -= lh * (1 + apart)
    holder = view["end_holder"]
    who = d.label(holder) if holder >= 0 else L["end_free"](lang)
    parts = [L["tiles"](lang).format(k=view["tile_stock"]), L["deck"](lang).format(k=view["deck_size"]),
             L["end_card"](lang).format(v=VP, w=who)]
    line = "  ·  ".join(parts)
    if width_of(line, font - 1) > (x1 - x0) * px - 12:
        cv.text((x0 + x1) / 2, y + lh * 0.25, "  ·  ".join(parts[:2]), font - 1, INK)
        cv.text((x0 + x1) / 2, y - lh * (0.55 + apart), parts[2], font - 1, INK)
    else:
        cv.text((x0 + x1) / 2, y, line, font - 1, INK)
    hover = d.rule_hover(["via_nebula.action.explore_tiles", "via_nebula.action.build_refill", "via_nebula.end.trigger"])
    cv.target((x0 + x1) / 2, y, "", hover, False, size=30)
    return bottom


def legend(d: Draw[ViaNebulaView], x0: float, x1: float, top: float, font: int) -> float:
    """What the colours and marks of the map mean: the terrains, the pieces, the marks of a move; each group on new
    rows, as many items a row as fit; returns the bottom."""
    cv, lang, px = d.cv, d.lang, d.px
    lh = font * 2.1 / px
    r = lh * 0.32
    groups = [[(key, name(lang)) for key, name in LEGEND_TERRAIN],
              [(f"piece:{i}", name(lang)) for i, name in enumerate(LEGEND_PIECES)],
              [(f"mark:{i}", name(lang)) for i, name in enumerate(LEGEND_MARKS)]]
    rows: list[list[tuple[str, str, float]]] = []
    for group in groups:
        rows.append([])
        for key, s in group:
            w = r * 2.6 + width_of(s, font) / px
            if rows[-1] and sum(x[2] + 0.8 for x in rows[-1]) + w > x1 - x0:
                rows.append([])
            rows[-1].append((key, s, w))
    for k, row in enumerate(rows):
        gap = max(0.8, (x1 - x0 - sum(w for _, _, w in row)) / len(row))
        x = x0 + gap / 2
        y = top - lh * (k + 0.5)
        for key, s, w in row:
            _swatch(d, key, x + r, y, r)
            put(cv, x + r * 2.6, y, s, font, px)
            x += w + gap
    return top - lh * len(rows)


def _swatch(d: Draw[ViaNebulaView], key: str, x: float, y: float, r: float) -> None:
    cv = d.cv
    if key in TERRAIN:
        cv.polygon(hexagon(x, y, r), TERRAIN[key], "#777777", 0.8)
    elif key == "piece:0":
        pawn(cv, x, y - r, r * 2, d.seat(0))
    elif key == "piece:1":
        crane(cv, x, y - r, r * 2, d.seat(0))
    elif key == "piece:2":
        house(cv, x, y - r, r * 2, d.seat(0))
    elif key == "piece:3":
        cv.circle(around(x, y, r), res_colour(1), DARK_EDGE)
    elif key == "mark:0":
        cv.polygon(hexagon(x, y, r), TERRAIN["fog"], OUTLINE, 2.5)
    elif key == "mark:1":
        cv.polygon(hexagon(x, y, r * 1.1), TERRAIN["fog"], "#9A9A8E", 0.8)
        cv.polygon(hexagon(x, y, r * 0.7), "rgba(0,0,0,0)", EXPLORE, 1.5, dash="dash")
    else:
        cv.polyline([(x - r * 1.2, y), (x + r * 1.2, y)], DARK_EDGE, 2, dash="dot")


__all__ = ["Text", "legend", "prompt", "status", "supply"]
