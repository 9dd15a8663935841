"""A box per player on Buru's board: name, esteem so far (the final score with its parts at the end), the messenger,
fish and resources, explorers still on the mat (the viewer's own with their powers, others' as a count) and the one
that fished at noon, offering cards by spirit in play (the viewer's own values; with what they are worth as a set,
for a spirit whose cards gain so), elders (the viewer's own names; everyone's at the end; and what the modules in play
add to the line), and the tableau of islanders (tasked ones marked ↻; the viewer's own clickable when a benefit tasks
one, and when a module's step asks for one)."""

from __future__ import annotations

import html

from kernel_games.buru import BuruView
from kernel_games.buru.cards import ELDERS, ISLANDERS
from kernel_games.buru.narration import islander_name, spirit_name
from kernel_games.core import Lang, Text

from ..kit import Draw
from ..words import fit_kinsoku
from .hooks import card_lines, kind_part, spirit_part
from .look import (
    INK,
    MUTED,
    SLACK,
    C,
    L,
    disc,
    in_play,
    join,
    pip,
    width_of,
    write,
)
from .targets import outline

RULES = ["buru.components.resources", "buru.fish.cap", "buru.end.scoring"]
TASKED = "↻"
W = {
    "offer_mine": Text("{s} {k}枚（{v}）", "{s} {k} ({v})"),
    "offer_set": Text("{s} {k}枚（{v}、セットで計{w}）", "{s} {k} ({v}; worth {w} as a set)"),
    "offer": Text("{s} {k}枚", "{s} {k}"),
    "elders_mine": Text("長老: {e}", "elders: {e}"),
    "tableau": Text("島民（{t} 任務中）", "islanders ({t} tasked)"),
    "no_islanders": Text("島民: まだいない", "islanders: none yet"),
    "none": Text("島民: なし", "islanders: none"),
    "final": Text("最終得点 {k}", "Final score {k}"),
}
SCORE_PARTS = {"esteem": Text("トラック{v}", "track {v}"), "offerings": Text("供物{v}", "offerings {v}"),
               "elders": Text("長老{v}", "elders {v}")}  # a module's own part: its hooks.Part.score_parts


def players(d: Draw[BuruView], x0: float, x1: float, top: float, font: int) -> float:
    """A box per player from ``top`` down, two side by side (a phone: one a row); returns the bottom."""
    view = d.view
    columns = 1 if d.narrow else 2
    gap = 0.6
    w = (x1 - x0 - gap * (columns - 1)) / columns
    y = top
    n = view["players"]
    for first in range(0, n, columns):
        row = range(first, min(n, first + columns))
        h = max(_box(d.scratch(), p, 0, w, 0, font) for p in row)
        for k, p in enumerate(row):
            _box(d, p, x0 + k * (w + gap), x0 + k * (w + gap) + w, y, font, h)
        y -= h + gap
    return y


def _box(d: Draw[BuruView], p: int, x0: float, x1: float, top: float, font: int, height: float | None = None) -> float:
    """Player ``p``'s box from ``top`` down (``height``: drawn that tall); returns the height it needs."""
    cv, view, lang, px = d.cv, d.view, d.lang, d.px
    me, over = view["viewer"], view["phase"] == "over"
    lh = font * 1.75 / px
    h = height or 0.0
    if height is not None:
        d.seat_box(p, (x0, top - h, x1, top))
    acting = not over and p in view["to_act"]
    y = top - 0.4 - lh / 2
    x = write(cv, x0 + 0.5, y, f"<b>{('▶ ' if acting else '') + html.escape(d.label(p))}</b>", font + 1, px)
    if view["messenger"] == p:
        words = L["messenger_badge"](lang)
        w = width_of(words, font - 1) * SLACK / px + 0.4
        cv.rect((x + 0.4, y - lh * 0.4, x + 0.4 + w, y + lh * 0.4), C["decree"], line="#B08A00", width=1)
        cv.text(x + 0.4 + w / 2, y, words, font - 1, INK)
    if over and view["scores"]:
        parts = view["scores"][p]
        k = sum(parts.values())
        words = final_words(d, parts)
        if p in (view["winners"] or []):
            words += f"  {L['winner'](lang)}"
        w = width_of(words, font) * SLACK / px
        if w > (x1 - x0) * 0.6:
            y -= lh  # its own line when the name leaves no room
        cv.final_score(x1 - 0.5 - w / 2, y, p, k, f"<b>{html.escape(words)}</b>", font, INK)
    else:
        write(cv, x1 - 0.5, y, f"<b>{L['esteem'](lang).format(k=view['esteem'][p])}</b>", font + 1, px, right=True)
    cv.target((x0 + x1) / 2, y, "", d.rule_hover(RULES, d.label(p)), False, size=24)
    # fish and resources, then the explorers
    y -= lh
    q = lh * 0.55
    x = x0 + 0.5
    for k, count in ((3, view["fish"][p]), *((k, view["res"][p][k]) for k in range(3))):
        pip(cv, x + q / 2, y, q, k)
        words = L["fish"](lang).format(k=count) if k == 3 else str(count)
        x = write(cv, x + q + 0.25, y, words, font, px) + 0.7
    x += 0.3
    if not over and view["phase"] == "morning":
        if p == me and view["mat"] is not None:
            r, k = lh * 0.36, len(view["mat"])
            if x + width_of(L["mat"](lang), font - 1) / px + 0.3 + k * (2 * r + 0.2) <= x1 - 0.3:
                x = write(cv, x, y, L["mat"](lang), font - 1, px, MUTED) + 0.3
            else:  # a phone: the explorers without their words (the box's hover says where they are)
                r = min(r, (x1 - 0.3 - x) / max(k, 1) / 2 - 0.1)
            for power in view["mat"]:
                disc(d, p, x + r, y, r, power, font - 2)
                x += 2 * r + 0.2
        else:
            write(cv, x, y, L["mat_count"](lang).format(k=view["mat_sizes"][p]), font - 1, px, MUTED)
    elif not over and view["kept"][p]:
        write(cv, x, y, L["noon"](lang).format(k=view["kept"][p]), font - 1, px, MUTED)
    # offerings and elders
    room = (x1 - x0 - 1.0) * px
    y -= lh
    for ln in fit_kinsoku(html.escape(offerings_text(d, p)), font - 1, room).split("<br>"):
        write(cv, x0 + 0.5, y, ln, font - 1, px)
        y -= lh * 0.85
    rules = ["buru.lake.offer", "buru.components.offerings", *(r for m in d.parts for r in m.offering_rules)]
    cv.target((x0 + x1) / 2, y + lh * 0.85, "", d.rule_hover(rules), False, size=16)
    y -= lh * 0.15
    for ln in fit_kinsoku(html.escape(elders_line(d, p)), font - 1, room).split("<br>"):
        write(cv, x0 + 0.5, y, ln, font - 1, px)
        y -= lh * 0.85
    y -= lh * 0.15
    # the tableau
    y = _tableau(d, p, x0 + 0.5, x1 - 0.5, y, font - 1)
    return top - y + 0.3


def final_words(d: Draw[BuruView], parts: dict[str, int]) -> str:
    """A final score with its parts: "Final score 31 (track 20 + offerings 7 + elders 4)" (a module's part: in its
    words)."""
    lang = d.lang
    words = {**SCORE_PARTS, **{key: w for m in d.parts for key, w in m.score_parts.items()}}
    items = [words[key](lang).format(v=v) for key, v in parts.items()]
    total = W["final"](lang).format(k=sum(parts.values()))
    return f"{total}（{'＋'.join(items)}）" if lang == "ja" else f"{total} ({' + '.join(items)})"


def offerings_text(d: Draw[BuruView], p: int) -> str:
    view, lang = d.view, d.lang
    counts = view["offerings"][p]
    mine = view["my_offerings"] if p == view["viewer"] else None
    parts = []
    for s in in_play(view):
        if mine and isinstance(mine[0], list):  # values per spirit
            values = ", ".join(map(str, mine[s]))
            own = spirit_part(d, s)
            if own is not None and own.worth is not None and values:  # worth more as a set
                parts.append(W["offer_set"].format(s=spirit_name(s), k=counts[s], v=values, w=own.worth(mine[s]))(lang))
                continue
            parts.append((W["offer_mine"] if values else W["offer"]).format(s=spirit_name(s), k=counts[s], v=values)(lang))
        else:
            parts.append(W["offer"].format(s=spirit_name(s), k=counts[s])(lang))
    words = f"{L['offerings'](lang)}: {join(parts, lang)}"
    if mine and not isinstance(mine[0], list):
        words += Text("（あなたの札: {v}）", " (yours: {v})").format(v=", ".join(map(str, mine)))(lang)
    return words


def elders_line(d: Draw[BuruView], p: int) -> str:
    """The elders, then what each module in play adds to the line (the outlaws discarded, what an Elder of exile
    counts; where the guide is; the Great Person)."""
    words = elders_text(d.view, p, d.lang)
    for m in d.parts:
        more = m.player_words(d, p)
        if more is not None:
            words = join([words, more], d.lang)
    return words


def elders_text(view: BuruView, p: int, lang: Lang) -> str:
    names = view["all_elders"][p] if view.get("all_elders") else (view["my_elders"] if p == view["viewer"] else None)
    if names and view.get("elder_scores"):  # the end: what each elder gave
        got = view["elder_scores"][p]
        return W["elders_mine"].format(e=Text("、".join(f"{ELDERS[e].name.ja}（{k}）" for e, k in zip(names, got, strict=True)),
                                              ", ".join(f"{ELDERS[e].name.en} ({k})" for e, k in zip(names, got, strict=True))))(lang)
    if names:
        return W["elders_mine"].format(e=Text("、".join(ELDERS[e].name.ja for e in names),
                                              ", ".join(ELDERS[e].name.en for e in names)))(lang)
    return L["elders"](lang).format(k=view["elders"][p])


def _tableau(d: Draw[BuruView], p: int, x0: float, x1: float, top: float, font: int) -> float:
    """The islanders of ``p`` as tags that wrap into rows; returns the bottom."""
    cv, view, lang, px = d.cv, d.view, d.lang, d.px
    cards = view["tableau"][p]
    lh = font * 1.75 / px
    tasked = set(view["tasked"][p])
    y = top - lh * 0.5
    if not cards:
        write(cv, x0, y, (W["no_islanders"] if view["phase"] != "over" else W["none"])(lang), font, px, MUTED)
        return y - lh * 0.5
    write(cv, x0, y, W["tableau"](lang).format(t=TASKED), font, px, MUTED)
    y -= lh * 1.05
    x = x0
    step = view["step"]
    rules = next((m.islander_rules[step] for m in d.parts if step in m.islander_rules), ["buru.village.task"])
    for c in cards:
        kind = kind_part(d, ISLANDERS[c].kind)
        words = f"{kind.glyph} {islander_name(c)(lang)}" + (f" {TASKED}" if c in tasked else "")
        w = width_of(words, font) * SLACK / px + 0.6
        if x > x0 and x + w > x1:
            x, y = x0, y - lh * 1.05
        key = f"islander:{c}"
        line, width = outline(d, key)
        done = c in tasked
        cv.rect((x, y - lh * 0.45, x + w, y + lh * 0.45), "#D6D6D6" if done else kind.fill, line=line,
                width=width if line != "#8C8C8C" else 0.8, dash="dot" if done else "solid")
        cv.text(x + w / 2, y, html.escape(words), font, kind.ink if not done else "#444444")
        hover = html.escape(islander_name(c)(lang) + ": " + " / ".join(card_lines(d, c)))
        d.place(key, x + w / 2, y, hover + "<br>" + d.rule_hover(rules), min(w * px, 60))
        x += w + 0.4
    return y - lh * 0.5
