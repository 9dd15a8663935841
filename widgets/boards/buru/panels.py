"""The prompt box of Buru's board: the round and phase, whose turn, what the viewer is asked to do now (with the
credits of their space still unused; at Ambelau, how far their canoe may go), the viewer's explorers in the morning (a
click sends one; with the Ambelau region, their guide too), the elders they drew to keep one, and a menu of chips when
a click stood for several actions."""

from __future__ import annotations

import html
from typing import Any

from kernel_games.buru.actions import Keep, Task
from kernel_games.buru.ambelau.cards import AMBELAU
from kernel_games.buru.cards import ELDERS, ISLANDERS
from kernel_games.buru.components import FOREST, POWERS
from kernel_games.buru.narration import area_name, islander_name
from kernel_games.buru.persons.actions import Lead, Recruit
from kernel_games.buru.ukam.cards import OUTLAW
from kernel_games.core import Action, Lang, Text

from ..words import VCanvas as Canvas
from .look import (
    INK,
    MUTED,
    OUTLINE,
    SLACK,
    L,
    credits_text,
    disc,
    elder_goal,
    fit,
    label,
    name,
    outlaw_lines,
    perk_text,
    put,
    rule_hover,
    sequence,
    width_of,
)
from .targets import Targets, chip_key, preview

CHIP_FILL = "#FFF3C4"
TIE_PROMPT = Text("{p}の同点をあなたが決めます: 色の枠で光っている{w}から1つをクリックします。",
                  "You break {p}'s tie: click one of the {w} highlighted in colour.")
TIED = {"space": Text("アクションスペース", "action spaces"), "forest": Text("森カード", "forest cards"),
        "hire": Text("雇用の列の島民", "islanders of the hiring row")}
PADDLE = Text("カヌーを時計回りに1〜{k}マス（アンベラウのパワー）進め、空いたマスに止めます: カヌー・トラックの"
              "マス（太枠）をクリックします。",
              "Move your canoe clockwise 1 to {k} spaces (your power at Ambelau) and stop on a free space: click an "
              "outlined space of the canoe track.")
CANOE_BENEFITS = Text("カヌーが止まったマスの利益を好きな順に使えます（残り: {c}）。終わったら「アクションを終える」。",
                      "Use the benefits of the space your canoe stopped on, in any order (left: {c}); press Done when "
                      "finished.")
TO_PLACE = Text("{p}が探索者を置く番（{k}/{m}体目）", "{p} to place an explorer ({k} of {m})")
CHOOSING = Text("偉人を選んでいる: {p}", "choosing a Great Person: {p}")
CHOOSE_PERSON = Text("偉人カード2枚のどちらかを残します（ほかの人も同時に伏せて選びます）: 下の札をクリックします。",
                      "Keep one of your two Great Persons (the others choose at once, face down): click a chip below.")
OR_LEAD = Text("または、偉人のアクションを使えます（下の札、1ラウンドに1回）。",
               "Or use your Great Person's action instead (the chip below, once a round).")
GUIDE = Text("ガイド（パワー1）", "guide (power 1)")
GUIDE_SHORT = Text("ガイド", "guide")


def guided(view: dict[str, Any], p: int) -> bool:
    """Whether ``p`` has their guide this round (the Ambelau region: a sixth explorer of power 1)."""
    return bool(view.get("guided")) and bool(view["guided"][p])


def _names(view: dict[str, Any], ps: list[int], lang: Lang) -> str:
    return ("・" if lang == "ja" else ", ").join(name(view, p)(lang) for p in ps)


def status_parts(view: dict[str, Any], lang: Lang) -> list[str]:
    """The round, the phase and whose turn it is, or how the game ended, in parts."""
    if view["phase"] == "over":
        names = ("・" if lang == "ja" else " and ").join(name(view, p)(lang) for p in view["winners"] or [])
        return [L["over"](lang) + (f" — {L['wins'](lang).format(w=names)}" if names else "")]
    head = L["round"](lang).format(r=view["round"], k=view["rounds"])
    if view["step"] == "person":  # the Great Persons: everyone choosing at once before the first placement
        return [head, L["morning"](lang), CHOOSING.format(p=_names(view, view["choosing"], lang))(lang)]
    if view["phase"] == "morning":
        who = view["current"]
        if guided(view, who):  # a sixth explorer: five to place
            k = len(POWERS) + 1 - view["mat_sizes"][who] + 1
            return [head, L["morning"](lang), TO_PLACE(lang).format(p=label(view, who, lang), k=k, m=len(POWERS))]
        k = len(POWERS) - view["mat_sizes"][who] + 1
        return [head, L["morning"](lang), L["to_place"](lang).format(p=label(view, who, lang), k=k)]
    if view["phase"] == "afternoon" and view["area"] in sequence(view) and view["actor"] >= 0:
        words = L["resolving"](lang).format(a=area_name(view["area"])(lang),
                                                                    p=label(view, view["actor"], lang))
        rest = view["order"][1:]
        if rest:
            words += L["then"](lang).format(q=_names(view, rest, lang))
        return [head, L["afternoon"](lang), words]
    return [head]


def status(view: dict[str, Any], lang: Lang) -> str:
    return " · ".join(status_parts(view, lang))


def _packed(parts: list[str], font: int, room: float) -> str:
    """Parts joined by " · ", a line break between two parts where the line would overflow."""
    lines: list[str] = []
    for part in parts:
        if lines and width_of(lines[-1] + " · " + part, font) <= room:
            lines[-1] += " · " + part
        else:
            lines.append(part)
    return "<br>".join(fit(html.escape(ln), font, room) for ln in lines)


def prompt_lines(view: dict[str, Any], lang: Lang, t: Targets) -> list[str]:
    """What the viewer is asked to do now, in a sentence or two."""
    if view["phase"] == "over":
        return []
    me = view["viewer"]
    due = view["to_act"]
    if me is None:
        return [L["spectator"](lang)]
    if me not in due:
        return [L["wait"](lang).format(p=_names(view, due, lang))] if due else []
    if not t.tries:
        return []  # nothing to click (a walkthrough's reading step): no hint
    if t.menu:
        first = t.menu[0]
        card = islander_name(first.card)(lang) if isinstance(first, Task) else ""
        return [L["which"](lang).format(c=card)]
    if view["step"] == "person":
        return [CHOOSE_PERSON(lang)]
    lead = [OR_LEAD(lang)] if any(isinstance(a, Lead) for a in t.legal) else []
    if view["phase"] == "morning":
        if t.picked and t.picked.startswith("area:"):
            a = int(t.picked.split(":")[1])
            return [L["place_area"](lang).format(a=area_name(a)(lang))]
        if t.picked and t.picked.startswith("power:"):
            return [L["place_power"](lang).format(k=t.picked.split(":")[1])]
        return [L["place"](lang)]
    if view["step"] == "pick":
        return [TIE_PROMPT.format(p=name(view, view["actor"]), w=TIED[view["pick"]])(lang)] if view["pick"] in TIED else []
    if view["step"] == "space" and view["area"] == AMBELAU:
        return [PADDLE.format(k=max(1, sum(view["bids"][AMBELAU][me])))(lang), *lead]
    if view["area"] == AMBELAU and view["step"] == "benefit":
        return [CANOE_BENEFITS.format(c=credits_text(view["left"], view["kinds"], lang, AMBELAU))(lang)]
    if view["step"] == "space":
        return ([L["forest"](lang)] if view["area"] == FOREST else [
            L["choose"](lang).format(a=area_name(view["area"])(lang))]) + lead
    if view["step"] == "elder":
        return [L["keep"](lang)]
    if view["step"] == "banish":
        return [L["banish"](lang)]
    return [L["benefits"](lang).format(c=credits_text(view["left"], view["kinds"], lang))]


def chip_text(view: dict[str, Any], a: Action, lang: Lang) -> str:
    """A chip's words: what tells this action apart from the others on the same spot."""
    if isinstance(a, Keep):
        return f"{ELDERS[a.elder].name(lang)}: {elder_goal(a.elder, lang)}"
    if isinstance(a, (Recruit, Lead)):  # a Great Person: its name and what it does
        return preview(view, a)(lang)
    if isinstance(a, Task):
        if ISLANDERS[a.card].kind == OUTLAW:
            return outlaw_lines(a.card, lang)[0]
        return perk_text(ISLANDERS[a.card].perks[a.perk], lang, a.spirit)
    return a.label(view)(lang) if hasattr(a, "label") else a.describe()(lang)


def prompt(cv: Canvas, view: dict[str, Any], lang: Lang, t: Targets, x0: float, x1: float, top: float, font: int,
           px: float) -> float:
    """The prompt box from ``top`` down; returns its bottom."""
    lh = font * 1.65 / px
    room = (x1 - x0) * px - 16
    lines = [_packed(status_parts(view, lang), font + 1, room)]
    lines += [fit(html.escape(s), font, room) for s in prompt_lines(view, lang, t)]
    count = sum(s.count("<br>") + 1 for s in lines)
    chips = list(t.menu) or [a for a in t.tries if isinstance(a, Keep)
                             or (isinstance(a, (Recruit, Lead)) and a in t.legal)]
    per_row = 2 if room > 420 else 1
    ch = font * 2.0 / px
    rows = (len(chips) + per_row - 1) // per_row
    mine = [k for k in POWERS if f"power:{k}" in t.keys]
    r = font * 1.05 / px
    discs = 2 * r + 0.6 if mine else 0.0
    bottom = top - 0.6 - count * lh - discs - rows * (ch + 0.4) - 0.4
    me_acting = view["viewer"] is not None and view["viewer"] in view["to_act"] and view["phase"] != "over"
    cv.rect(x0, bottom, x1, top, "#FFF9E8" if me_acting else "#FFFFFF", line=OUTLINE if me_acting else "#AAAAAA",
            width=2 if me_acting else 1)
    y = top - 0.4
    for i, s in enumerate(lines):
        k = s.count("<br>") + 1
        y -= k * lh
        cv.text((x0 + x1) / 2, y + lh * k / 2, f"<b>{s}</b>" if i == 0 else s, font + (1 if i == 0 else 0), INK)
    if mine:
        y -= 0.3 + r
        _explorers(cv, view, lang, t, x0, x1, y, r, font, px)
        y -= r + 0.3
    cw = (x1 - x0 - 0.8 - (per_row - 1) * 0.6) / per_row
    for i, a in enumerate(chips):
        row, col = divmod(i, per_row)
        x = x0 + 0.4 + col * (cw + 0.6) + cw / 2
        cy = y - 0.4 - row * (ch + 0.4) - ch / 2
        ok = a in t.legal
        words = chip_text(view, a, lang)
        size = font if width_of(words, font) < cw * px - 8 else font - 1
        words = fit(words, size, cw * px - 8).split("<br>")[0]
        cv.rect(x - cw / 2, cy - ch / 2, x + cw / 2, cy + ch / 2, CHIP_FILL, line=OUTLINE if ok else "#999999",
                width=2.5 if ok else 1)
        cv.text(x, cy, html.escape(words), size, INK if ok else MUTED)
        key = ":".join(map(str, a.place(view))) if isinstance(a, (Keep, Recruit, Lead)) else chip_key(a)
        full = html.escape(a.label(view)(lang) if hasattr(a, "label") else a.describe()(lang))
        t.place(cv, key, x, cy, full, min(cw * px, ch * px * 3) * 0.6, [a])
    rules = {"morning": ["buru.morning.place", "buru.morning.secret"],
             "afternoon": ["buru.afternoon.choose", "buru.afternoon.benefits"]}.get(view["phase"], ["buru.round.phases"])
    if view["step"] == "pick":
        rules = ["buru.lawan.tie", "buru.lawan.messenger"]
    if view["step"] == "banish":
        rules = ["buru.ukam.offer", "buru.ukam.bonus"]
    if view["phase"] == "afternoon" and view["area"] == AMBELAU:
        rules = ["buru.ambelau.canoe", "buru.ambelau.actions"]
    cv.target(x0 + 1.2, top - lh, "", rule_hover(rules, lang), False, size=24)
    return bottom


def _explorers(cv: Canvas, view: dict[str, Any], lang: Lang, t: Targets, x0: float, x1: float, y: float, r: float,
               font: int, px: float) -> None:
    """The viewer's five explorers in a row (with their guide this round, a sixth after them: "+ guide" and a 1):
    those on the mat clickable, those already placed dim. The guide and the 1 are alike: either sends a power-1
    explorer."""
    me = view["viewer"]
    head = L["you_explorers"](lang)
    hw = width_of(head, font) * SLACK / px
    gap = r * 1.2
    extra = guided(view, me)
    plus = ""
    total = hw + 0.6 + len(POWERS) * (2 * r + gap)
    if extra:  # the guide after the five, its words shortened and the row closed up until it fits (a phone)
        for words, gap in ((GUIDE, r * 1.2), (GUIDE_SHORT, r * 1.2), (GUIDE_SHORT, r * 0.5)):
            plus = f"+ {words(lang)}"
            total = hw + 0.6 + (len(POWERS) + 1) * (2 * r + gap) + width_of(plus, font - 1) * SLACK / px + 0.4
            if total <= x1 - x0 - 0.6:
                break
    x = (x0 + x1) / 2 - total / 2
    cv.text(x, y, head, font, INK, anchor="middle right")
    x += hw + 0.6
    mat = list(view["mat"] or [])
    where = {k: a for a in sequence(view) for k in view["bids"][a][me]}
    for j, k in enumerate((*POWERS, 1) if extra else POWERS):
        second = j == len(POWERS)  # the guide
        if second:
            x = put(cv, x, y, plus, font - 1, px, MUTED) + 0.4
        cx = x + r
        key = f"power:{k}"
        line, width = t.line(key)
        cv.rect(cx - r - 0.15, y - r - 0.15, cx + r + 0.15, y + r + 0.15, "rgba(0,0,0,0)", line=line, width=width)
        dim = mat.count(k) < (2 if second else 1)
        disc(cv, view, me, cx, y, r, k, font, dim=dim)
        hover = L["power"](lang).format(k=k) + (L["placed"](lang).format(
            a=area_name(where[k])(lang)) if dim and k in where else "")
        if second:
            t.also(cv, key, cx, y, html.escape(f"{GUIDE(lang)}: {hover}"), 2 * r * px)
        else:
            t.place(cv, key, cx, y, html.escape(hover), 2 * r * px)
        x += 2 * r + gap
