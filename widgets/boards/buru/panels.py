"""The prompt box of Buru's board: the round and phase, whose turn, what the viewer is asked to do now (with the
credits of their space still unused; in a module's step, what the module asks), the viewer's explorers in the morning
(a click sends one; an extra explorer a module gives, such as a guide, after them), the elders they drew to keep one,
a module's chips (a Great Person), and a menu of chips when a click stood for several actions."""

from __future__ import annotations

import html

from kernel_games.buru import BuruView
from kernel_games.buru.actions import Keep, Task
from kernel_games.buru.cards import ELDERS, ISLANDERS
from kernel_games.buru.components import FOREST, POWERS
from kernel_games.buru.narration import area_name, islander_name
from kernel_games.core import Action

from ..kit import Draw
from ..spots import chip_key
from ..words import fit_kinsoku
from .hooks import elder_goal, first
from .look import (
    INK,
    MUTED,
    OUTLINE,
    SLACK,
    L,
    credits_text,
    disc,
    names,
    perk_text,
    round_text,
    sequence,
    width_of,
    write,
)
from .targets import outline

CHIP_FILL = "#FFF3C4"


def status_parts(d: Draw[BuruView]) -> list[str]:
    """The round, the phase and whose turn it is, or how the game ended, in parts."""
    view, lang = d.view, d.lang
    if view["phase"] == "over":
        winners = ("・" if lang == "ja" else " and ").join(d.seat(p).name(lang) for p in view["winners"] or [])
        return [L["over"](lang) + (f" — {L['wins'](lang).format(w=winners)}" if winners else "")]
    head = round_text(view, lang)
    own = first(m.status(d) for m in d.parts)  # a module's step at set-up (choosing Great Persons)
    if own is not None:
        return [head, *own]  # type: ignore[misc]
    if view["phase"] == "morning":
        who = view["current"]
        extra = sum(m.explorers(view, who) for m in d.parts)  # explorers beyond the five (a guide): more to place
        k = len(POWERS) + extra - view["mat_sizes"][who] + 1
        return [head, L["morning"](lang), L["to_place"](lang).format(p=d.label(who), k=k, m=len(POWERS) - 1 + extra)]
    if view["phase"] == "afternoon" and view["area"] in sequence(view) and view["actor"] >= 0:
        words = L["resolving"](lang).format(a=area_name(view["area"])(lang), p=d.label(view["actor"]))
        rest = view["order"][1:]
        if rest:
            words += L["then"](lang).format(q=names(d, rest))
        return [head, L["afternoon"](lang), words]
    return [head]


def status(d: Draw[BuruView]) -> str:
    return " · ".join(status_parts(d))


def _packed(parts: list[str], font: int, room: float) -> str:
    """Parts joined by " · ", a line break between two parts where the line would overflow."""
    lines: list[str] = []
    for part in parts:
        if lines and width_of(lines[-1] + " · " + part, font) <= room:
            lines[-1] += " · " + part
        else:
            lines.append(part)
    return "<br>".join(fit_kinsoku(html.escape(ln), font, room) for ln in lines)


def prompt_lines(d: Draw[BuruView]) -> list[str]:
    """What the viewer is asked to do now, in a sentence or two."""
    view, lang, t = d.view, d.lang, d.t
    if view["phase"] == "over":
        return []
    me = view["viewer"]
    due = view["to_act"]
    if me is None:
        return [L["spectator"](lang)]
    if me not in due:
        return [L["wait"](lang).format(p=names(d, due))] if due else []
    if not t.tries:
        return []  # nothing to click (a walkthrough's reading step): no hint
    if t.menu:
        one = t.menu[0]
        card = islander_name(one.card)(lang) if isinstance(one, Task) else ""
        return [L["which"](lang).format(c=card)]
    also = [line for m in d.parts for line in m.also(d)]  # a module's words for a space decision (a Great Person's)
    own = first(m.prompt(d) for m in d.parts)  # a module's step, or a module's area
    if own is not None:
        return [*own, *(also if view["step"] == "space" else [])]  # type: ignore[misc]
    if view["phase"] == "morning":
        if t.picked and t.picked.startswith("area:"):
            a = int(t.picked.split(":")[1])
            return [L["place_area"](lang).format(a=area_name(a)(lang))]
        if t.picked and t.picked.startswith("power:"):
            return [L["place_power"](lang).format(k=t.picked.split(":")[1])]
        return [L["place"](lang)]
    if view["step"] == "space":
        return ([L["forest"](lang)] if view["area"] == FOREST else [
            L["choose"](lang).format(a=area_name(view["area"])(lang))]) + also
    if view["step"] == "elder":
        return [L["keep"](lang)]
    return [L["benefits"](lang).format(c=credits_text(view["left"], view["kinds"], lang))]


def chip_text(d: Draw[BuruView], a: Action) -> str:
    """A chip's words: what tells this action apart from the others on the same spot (a module's action: its
    words)."""
    view, lang = d.view, d.lang
    if isinstance(a, Keep):
        return f"{ELDERS[a.elder].name(lang)}: {elder_goal(d, a.elder)}"
    own = first(m.chip_words(d, a) for m in d.parts)
    if own is not None:
        return own  # type: ignore[return-value]
    if isinstance(a, Task):
        return perk_text(ISLANDERS[a.card].perks[a.perk], lang, a.spirit)
    return a.label(view)(lang) if hasattr(a, "label") else a.describe()(lang)


def prompt(d: Draw[BuruView], x0: float, x1: float, top: float, font: int) -> float:
    """The prompt box from ``top`` down; returns its bottom."""
    cv, view, lang, t, px = d.cv, d.view, d.lang, d.t, d.px
    lh = font * 1.65 / px
    room = (x1 - x0) * px - 16
    lines = [_packed(status_parts(d), font + 1, room)]
    lines += [fit_kinsoku(html.escape(s), font, room) for s in prompt_lines(d)]
    count = sum(s.count("<br>") + 1 for s in lines)
    own = tuple(kind for m in d.parts for kind in m.chips)  # a module's chips (a Great Person to keep, its action)
    chips = list(t.menu) or [a for a in t.tries if isinstance(a, Keep) or (isinstance(a, own) and a in t.legal)]
    per_row = 2 if room > 420 else 1
    ch = font * 2.0 / px
    rows = (len(chips) + per_row - 1) // per_row
    mine = [k for k in POWERS if f"power:{k}" in t.keys]
    r = font * 1.05 / px
    discs = 2 * r + 0.6 if mine else 0.0
    bottom = top - 0.6 - count * lh - discs - rows * (ch + 0.4) - 0.4
    me_acting = view["viewer"] is not None and view["viewer"] in view["to_act"] and view["phase"] != "over"
    cv.rect((x0, bottom, x1, top), "#FFF9E8" if me_acting else "#FFFFFF", line=OUTLINE if me_acting else "#AAAAAA",
            width=2 if me_acting else 1)
    y = top - 0.4
    for i, s in enumerate(lines):
        k = s.count("<br>") + 1
        y -= k * lh
        cv.text((x0 + x1) / 2, y + lh * k / 2, f"<b>{s}</b>" if i == 0 else s, font + (1 if i == 0 else 0), INK)
    if mine:
        y -= 0.3 + r
        _explorers(d, x0, x1, y, r, font)
        y -= r + 0.3
    cw = (x1 - x0 - 0.8 - (per_row - 1) * 0.6) / per_row
    for i, a in enumerate(chips):
        row, col = divmod(i, per_row)
        x = x0 + 0.4 + col * (cw + 0.6) + cw / 2
        cy = y - 0.4 - row * (ch + 0.4) - ch / 2
        ok = a in t.legal
        words = chip_text(d, a)
        size = font if width_of(words, font) < cw * px - 8 else font - 1
        words = fit_kinsoku(words, size, cw * px - 8).split("<br>")[0]
        cv.rect((x - cw / 2, cy - ch / 2, x + cw / 2, cy + ch / 2), CHIP_FILL, line=OUTLINE if ok else "#999999",
                width=2.5 if ok else 1)
        cv.text(x, cy, html.escape(words), size, INK if ok else MUTED)
        key = ":".join(map(str, a.place(view))) if isinstance(a, (Keep, *own)) else chip_key(a)
        full = html.escape(a.label(view)(lang) if hasattr(a, "label") else a.describe()(lang))
        d.place(key, x, cy, full, min(cw * px, ch * px * 3) * 0.6, [a])
    rules = {"morning": ["buru.morning.place", "buru.morning.secret"],
             "afternoon": ["buru.afternoon.choose", "buru.afternoon.benefits"]}.get(view["phase"], ["buru.round.phases"])
    for m in d.parts:  # a module's step or area: its rules (the last module asked wins)
        rules = m.prompt_rules(view) or rules
    cv.target(x0 + 1.2, top - lh, "", d.rule_hover(rules), False, size=24)
    return bottom


def _explorers(d: Draw[BuruView], x0: float, x1: float, y: float, r: float, font: int) -> None:
    """The viewer's five explorers in a row (with an extra explorer a module gives this round, a sixth after them: a
    guide, "+ guide" and a 1): those on the mat clickable, those already placed dim. The extra one and the explorer of
    its power are alike: either sends one of that power."""
    cv, view, lang, px = d.cv, d.view, d.lang, d.px
    me = view["viewer"]
    extra = next((m.extra for m in d.parts if m.extra is not None and m.explorers(view, me)), None)
    # the words shortened and the row closed up until it fits (a phone): the extra one's name, then the head's
    names = (extra.name, extra.short, extra.short) if extra else (None, None, None)
    fits = [(L["you_explorers"], names[0], r * 1.2), (L["you_explorers"], names[1], r * 1.2),
            (L["you_explorers"], names[2], r * 0.5), (L["you_short"], names[2], r * 0.4)]
    for heading, words, gap in fits:
        head, plus = heading(lang), f"+ {words(lang)}" if words else ""
        hw = width_of(head, font) * SLACK / px
        total = hw + 0.6 + (len(POWERS) + bool(extra)) * (2 * r + gap) + (
            width_of(plus, font - 1) * SLACK / px + 0.4 if plus else 0)
        if total <= x1 - x0 - 0.6:
            break
    x = (x0 + x1) / 2 - total / 2
    cv.text(x, y, head, font, INK, anchor="middle right")
    x += hw + 0.6
    mat = list(view["mat"] or [])
    where = {k: a for a in sequence(view) for k in view["bids"][a][me]}
    for j, k in enumerate((*POWERS, extra.power) if extra else POWERS):
        second = j == len(POWERS)  # the extra one
        if second:
            x = write(cv, x, y, plus, font - 1, px, MUTED) + 0.4
        cx = x + r
        key = f"power:{k}"
        line, width = outline(d, key)
        cv.rect((cx - r - 0.15, y - r - 0.15, cx + r + 0.15, y + r + 0.15), "rgba(0,0,0,0)", line=line, width=width)
        dim = mat.count(k) < (2 if second else 1)
        disc(d, me, cx, y, r, k, font, dim=dim)
        hover = L["power"](lang).format(k=k) + (L["placed"](lang).format(
            a=area_name(where[k])(lang)) if dim and k in where else "")
        if second:
            d.also(key, cx, y, html.escape(f"{extra.name(lang)}: {hover}"), 2 * r * px)  # type: ignore[union-attr]
        else:
            d.place(key, cx, y, html.escape(hover), 2 * r * px)
        x += 2 * r + gap
