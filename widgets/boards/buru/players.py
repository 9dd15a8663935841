"""A box per player on Buru's board: name, esteem so far (the final score with its parts at the end), the messenger,
fish and resources, explorers still on the mat (the viewer's own with their powers, others' as a count) and the one
that fished at noon, offering cards by spirit in play (the viewer's own values; Ibu's with what they are worth with
their set bonus), elders (the viewer's own names; everyone's at the end; with Ukam, the outlaws discarded; with the
Ambelau region, where their guide is), and the tableau of islanders (tasked ones marked ↻; the viewer's own clickable
in the Village and on Ambelau's task spaces, and when an offering to Ukam asks which one to discard)."""

from __future__ import annotations

import html
from typing import Any

from kernel_games.buru.ambelau.cards import IBU, ibu_score
from kernel_games.buru.cards import ELDERS, ISLANDERS
from kernel_games.buru.narration import islander_name, spirit_name
from kernel_games.buru.persons.cards import PERSONS
from kernel_games.core import Lang, Text

from ..words import VCanvas as Canvas
from .look import (
    INK,
    KIND_FILL,
    KIND_GLYPH,
    KIND_INK,
    MUTED,
    SLACK,
    C,
    L,
    disc,
    fit,
    in_play,
    islander_lines,
    join,
    label,
    pip,
    put,
    region,
    rule_hover,
    seat,
    tint,
    ukam,
    width_of,
)
from .targets import Targets

RULES = ["buru.components.resources", "buru.fish.cap", "buru.end.scoring"]
BANISH_RULES = ["buru.ukam.offer", "buru.ukam.bonus"]  # an islander clicked to pay for an offering to Ukam
TASKED = "↻"
W = {
    "offer_mine": Text("{s} {k}枚（{v}）", "{s} {k} ({v})"),
    "offer_ibu": Text("{s} {k}枚（{v}、セットで計{w}）", "{s} {k} ({v}; worth {w} as a set)"),
    "guide_ready": Text("ガイド: 次のラウンドに加わる", "guide: joins next round"),
    "guide_here": Text("ガイド: このラウンド参加（6体目の探索者）", "guide: in play this round (a 6th explorer)"),
    "guide_both": Text("ガイド: このラウンドと次のラウンドに参加", "guide: in play this round and next"),
    "guide_none": Text("ガイド: 表向き（まだ得ていない）", "guide: face up (not taken)"),
    "person": Text("偉人: {c}{u}", "Great Person: the {c}{u}"),
    "person_used": Text("（このラウンドは使用済み）", " (used this round)"),
    "person_choosing": Text("偉人: 選んでいるところ", "Great Person: choosing"),
    "person_none": Text("偉人: なし", "Great Person: none"),
    "person_hidden": Text("偉人: 選んだ（全員がそろうまで伏せたまま）", "Great Person: kept, face down until all have"),
    "offer": Text("{s} {k}枚", "{s} {k}"),
    "elders_mine": Text("長老: {e}", "elders: {e}"),
    "tableau": Text("島民（{t} 任務中）", "islanders ({t} tasked)"),
    "no_islanders": Text("島民: まだいない", "islanders: none yet"),
    "none": Text("島民: なし", "islanders: none"),
}


def players(cv: Canvas, view: dict[str, Any], lang: Lang, t: Targets, x0: float, x1: float, top: float, font: int,
            px: float, columns: int = 1) -> float:
    """A box per player from ``top`` down, ``columns`` side by side; returns the bottom."""
    gap = 0.6
    w = (x1 - x0 - gap * (columns - 1)) / columns
    y = top
    n = view["players"]
    for first in range(0, n, columns):
        row = range(first, min(n, first + columns))
        h = max(_box(Canvas(1, 1), view, lang, Targets(view, lang, [], set()), p, 0, w, 0, font, px) for p in row)
        for k, p in enumerate(row):
            _box(cv, view, lang, t, p, x0 + k * (w + gap), x0 + k * (w + gap) + w, y, font, px, h)
        y -= h + gap
    return y


def _box(cv: Canvas, view: dict[str, Any], lang: Lang, t: Targets, p: int, x0: float, x1: float, top: float,
         font: int, px: float, height: float | None = None) -> float:
    """Player ``p``'s box from ``top`` down (``height``: drawn that tall); returns the height it needs."""
    s = seat(view, p)
    me, over = view["viewer"], view["phase"] == "over"
    lh = font * 1.75 / px
    h = height or 0.0
    if height is not None:
        cv.rect(x0, top - h, x1, top, tint(s.colour, 0.86), line=s.colour, width=4 if p == me else 2,
                name=f"player:{p}")
    acting = not over and p in view["to_act"]
    y = top - 0.4 - lh / 2
    x = put(cv, x0 + 0.5, y, f"<b>{('▶ ' if acting else '') + html.escape(label(view, p, lang))}</b>", font + 1, px)
    if view["messenger"] == p:
        words = L["messenger_badge"](lang)
        w = width_of(words, font - 1) * SLACK / px + 0.4
        cv.rect(x + 0.4, y - lh * 0.4, x + 0.4 + w, y + lh * 0.4, C["decree"], line="#B08A00", width=1)
        cv.text(x + 0.4 + w / 2, y, words, font - 1, INK)
    if over and view["scores"]:
        parts = view["scores"][p]
        k = sum(parts.values())
        words = L["final_sets" if "sets" in parts else "final"](lang).format(
            k=k, a=parts["esteem"], b=parts["offerings"], c=parts["elders"], d=parts.get("sets", 0))
        if p in (view["winners"] or []):
            words += f"  {L['winner'](lang)}"
        w = width_of(words, font) * SLACK / px
        if w > (x1 - x0) * 0.6:
            y -= lh  # its own line when the name leaves no room
        cv.final_score(x1 - 0.5 - w / 2, y, p, k, f"<b>{html.escape(words)}</b>", font, INK)
    else:
        put(cv, x1 - 0.5, y, f"<b>{L['esteem'](lang).format(k=view['esteem'][p])}</b>", font + 1, px, right=True)
    cv.target((x0 + x1) / 2, y, "", rule_hover(RULES, lang, label(view, p, lang)), False, size=24)
    # fish and resources, then the explorers
    y -= lh
    q = lh * 0.55
    x = x0 + 0.5
    for k, count in ((3, view["fish"][p]), *((k, view["res"][p][k]) for k in range(3))):
        pip(cv, x + q / 2, y, q, k)
        words = L["fish"](lang).format(k=count) if k == 3 else str(count)
        x = put(cv, x + q + 0.25, y, words, font, px) + 0.7
    x += 0.3
    if not over and view["phase"] == "morning":
        if p == me and view["mat"] is not None:
            x = put(cv, x, y, L["mat"](lang), font - 1, px, MUTED) + 0.3
            r = lh * 0.36
            for power in view["mat"]:
                disc(cv, view, p, x + r, y, r, power, font - 2)
                x += 2 * r + 0.2
        else:
            put(cv, x, y, L["mat_count"](lang).format(k=view["mat_sizes"][p]), font - 1, px, MUTED)
    elif not over and view["kept"][p]:
        put(cv, x, y, L["noon"](lang).format(k=view["kept"][p]), font - 1, px, MUTED)
    # offerings and elders
    room = (x1 - x0 - 1.0) * px
    y -= lh
    for ln in fit(html.escape(offerings_text(view, p, lang)), font - 1, room).split("<br>"):
        put(cv, x0 + 0.5, y, ln, font - 1, px)
        y -= lh * 0.85
    rules = ["buru.lake.offer", "buru.components.offerings", *(["buru.ukam.cards", "buru.ukam.elders"] if ukam(view)
                                                              else []),
             *(["buru.ambelau.ibu_cards", "buru.ambelau.guide"] if region(view) else [])]
    cv.target((x0 + x1) / 2, y + lh * 0.85, "", rule_hover(rules, lang), False, size=16)
    y -= lh * 0.15
    for ln in fit(html.escape(elders_line(view, p, lang)), font - 1, room).split("<br>"):
        put(cv, x0 + 0.5, y, ln, font - 1, px)
        y -= lh * 0.85
    y -= lh * 0.15
    # the tableau
    y = _tableau(cv, view, lang, t, p, x0 + 0.5, x1 - 0.5, y, font - 1, px)
    return top - y + 0.3


def offerings_text(view: dict[str, Any], p: int, lang: Lang) -> str:
    counts = view["offerings"][p]
    mine = view["my_offerings"] if p == view["viewer"] else None
    parts = []
    for s in in_play(view):
        if mine and isinstance(mine[0], list):  # values per spirit
            values = ", ".join(map(str, mine[s]))
            if s == IBU and values:  # each +1 per other Ibu card (buru.ambelau.ibu_cards)
                parts.append(W["offer_ibu"].format(s=spirit_name(s), k=counts[s], v=values, w=ibu_score(mine[s]))(lang))
                continue
            parts.append((W["offer_mine"] if values else W["offer"]).format(s=spirit_name(s), k=counts[s], v=values)(lang))
        else:
            parts.append(W["offer"].format(s=spirit_name(s), k=counts[s])(lang))
    words = f"{L['offerings'](lang)}: {join(parts, lang)}"
    if mine and not isinstance(mine[0], list):
        words += Text("（あなたの札: {v}）", " (yours: {v})").format(v=", ".join(map(str, mine)))(lang)
    return words


def elders_line(view: dict[str, Any], p: int, lang: Lang) -> str:
    """The elders, with Ukam the outlaws discarded (what the Elder of exile counts), with the Ambelau region where
    the guide is."""
    words = elders_text(view, p, lang)
    if ukam(view):
        words = join([words, L["banished"](lang).format(k=view["banished"][p])], lang)
    if region(view) and view["phase"] != "over":
        words = join([words, guide_text(view, p, lang)], lang)
    if view.get("persons"):
        words = join([words, person_text(view, p, lang)], lang)
    return words


def person_text(view: dict[str, Any], p: int, lang: Lang) -> str:
    """``p``'s Great Person (the Great Persons module): its name and whether its action is used this round."""
    c = view["persons"][p]
    if c < 0:
        key = "person_choosing" if p in view["choosing"] else "person_hidden" if view["step"] == "person" \
            else "person_none"
        return W[key](lang)
    used = W["person_used"](lang) if view["led"][p] else ""
    return W["person"](lang).format(c=PERSONS[c].name(lang), u=used)


def guide_text(view: dict[str, Any], p: int, lang: Lang) -> str:
    """Where ``p``'s guide is: with them this round, flipped to join next round, both, or face up."""
    now, next_round = bool(view["guided"][p]), bool(view["guides"][p])
    key = "guide_both" if now and next_round else "guide_here" if now else "guide_ready" if next_round else "guide_none"
    return W[key](lang)


def elders_text(view: dict[str, Any], p: int, lang: Lang) -> str:
    names = view["all_elders"][p] if view.get("all_elders") else (view["my_elders"] if p == view["viewer"] else None)
    if names and view.get("elder_scores"):  # the end: what each elder gave
        got = view["elder_scores"][p]
        return W["elders_mine"].format(e=Text("、".join(f"{ELDERS[e].name.ja}（{k}）" for e, k in zip(names, got, strict=True)),
                                              ", ".join(f"{ELDERS[e].name.en} ({k})" for e, k in zip(names, got, strict=True))))(lang)
    if names:
        return W["elders_mine"].format(e=Text("、".join(ELDERS[e].name.ja for e in names),
                                              ", ".join(ELDERS[e].name.en for e in names)))(lang)
    return L["elders"](lang).format(k=view["elders"][p])


def _tableau(cv: Canvas, view: dict[str, Any], lang: Lang, t: Targets, p: int, x0: float, x1: float, top: float,
             font: int, px: float) -> float:
    """The islanders of ``p`` as tags that wrap into rows; returns the bottom."""
    cards = view["tableau"][p]
    lh = font * 1.75 / px
    tasked = set(view["tasked"][p])
    y = top - lh * 0.5
    if not cards:
        put(cv, x0, y, (W["no_islanders"] if view["phase"] != "over" else W["none"])(lang), font, px, MUTED)
        return y - lh * 0.5
    put(cv, x0, y, W["tableau"](lang).format(t=TASKED), font, px, MUTED)
    y -= lh * 1.05
    x = x0
    rules = BANISH_RULES if view["step"] == "banish" else ["buru.village.task"]
    for c in cards:
        kind = ISLANDERS[c].kind
        words = f"{KIND_GLYPH[kind]} {islander_name(c)(lang)}" + (f" {TASKED}" if c in tasked else "")
        w = width_of(words, font) * SLACK / px + 0.6
        if x > x0 and x + w > x1:
            x, y = x0, y - lh * 1.05
        key = f"islander:{c}"
        line, width = t.line(key)
        done = c in tasked
        cv.rect(x, y - lh * 0.45, x + w, y + lh * 0.45, "#D6D6D6" if done else KIND_FILL[kind], line=line,
                width=width if line != "#8C8C8C" else 0.8, dash="dot" if done else "solid")
        cv.text(x + w / 2, y, html.escape(words), font, KIND_INK[kind] if not done else "#444444")
        hover = html.escape(islander_name(c)(lang) + ": " + " / ".join(islander_lines(c, lang)))
        t.place(cv, key, x + w / 2, y, hover + "<br>" + rule_hover(rules, lang), min(w * px, 60))
        x += w + 0.4
    return y - lh * 0.5
