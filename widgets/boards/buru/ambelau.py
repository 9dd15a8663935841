"""The Ambelau region on Buru's board (module ``ambelau``): the canoes in Ambelau's area box, Ibu's altar beside the
region, and the canoe track — the start space and the thirteen spaces clockwise, each with its number, its rating
gems, what stopping there gives (resources and fish as pips, chips for an offering to Ibu, the guide and a task) and
the canoe on it, in its player's colour with their mark. In the canoe step the spaces the actor may reach are outlined
click targets (``canoe:i``) whose hover starts with the preview; the guide is a chip by the track (``guide``), and on
the space the canoe stopped on its guide and Ibu chips are second spots of ``guide`` and ``altar:4``. The wide board
draws the track in one row with an arrow from space 13 back to 1; a phone, four spaces a row.

Beyond the region and its track: Ibu, the fifth spirit (its totem Ambelau's conquest reward, its offering cards worth
more as a set), the guide (a sixth explorer of power 1, shown with the viewer's explorers and in each player's box),
the prompt of the canoe step and of the benefits of the space a canoe stopped on, its elder's goal and its data. Its
colours are not in the shared palette (which serves the base game's charts): the region a pale lilac, no hue of the
four base areas' (green, sand, peach, sky); Ibu, the spirit of growth and life, a mint green-blue, apart from the other
spirits' blue, brown, orange and grey; each always comes with its name, never by colour alone."""

from __future__ import annotations

import html

from kernel_games.buru import BuruView
from kernel_games.buru.ambelau.canoe import START
from kernel_games.buru.ambelau.cards import AMBELAU, AMBELAU_DECREE_IDS, IBU, IBU_ELDER_IDS, RATINGS_PROVENANCE, TRACK, ibu_score
from kernel_games.buru.cards import DECREES, ELDERS, OFFERINGS
from kernel_games.buru.components import SPIRIT_WHAT
from kernel_games.buru.narration import area_name, spirit_name
from kernel_games.core import Lang, Text

from ..kit import Draw
from ..provenance import cell
from ..words import LEFT, fit_kinsoku
from .data import decrees_table, elders_table, module_html, table
from .hooks import AreaPart, Extra, Part, SpiritPart
from .look import (
    DARK_EDGE,
    INK,
    MUTED,
    SLACK,
    C,
    L,
    credits_text,
    gain_text,
    gems,
    join,
    pip,
    sequence,
    short_label,
    tint,
    width_of,
    write,
)
from .targets import outline

AMBELAU_FILL = "#E2D8F0"
IBU_FILL = "#93D6C4"
IBU_COST = Text("なし（カヌーをイブのマスに止める）", "none: stop your canoe on an Ibu space")
CREDITS = {3: Text("イブに供物", "offer to Ibu"), 6: Text("ガイドを得る", "take your guide")}  # a canoe space's own
W = {
    "track": Text("アンベラウのカヌー・トラック", "Ambelau's canoe track"),
    "how": Text("アンベラウに探索者がいる人は、パワーの大きい順にカヌーを時計回りに1〜（アンベラウのパワーの合計）マス進め、"
                "空いたマスに止まります（埋まったマスは数えるが止まらない）。",
                "Everyone with explorers at Ambelau, highest power first, moves their canoe clockwise 1 space up to "
                "their power there and stops on a free space (taken spaces count but are passed)."),
    "legend": Text("止まったマスで:", "Where you stop:"),
    "legend_gain": Text("資源と魚はすぐ得る", "resources and fish: at once"),
    "legend_ibu": Text("イブに供物（無料）", "offer to Ibu (free)"),
    "legend_guide": Text("次のラウンドのガイドを得る", "take your guide for next round"),
    "legend_task": Text("島民1人に任務", "task 1 islander"),
    "legend_rating": Text("評価", "rating"),
    "start": Text("スタート", "Start"),
    "start_note": Text("戻らない", "left for good"),
    "loop": Text("13の次は1へ（スタートは飛ばす）", "after 13, on to 1 (the start is skipped)"),
    "ibu": Text("イブ", "Ibu"),
    "guide": Text("ガイド", "guide"),
    "task": Text("任務", "task"),
    "take_guide": Text("ガイドを得る", "Take your guide"),
    "space": Text("{i}番のスペース", "space {i}"),
    "space_full": Text("{i}番のスペース（評価{r}）", "Space {i} (rating {r})"),
    "at_start": Text("スタート", "start"),
    "canoe_here": Text("{p}のカヌー", "{p}'s canoe"),
    "below": Text("カヌー・トラックは下 ▼", "canoe track below ▼"),
    "altar": Text("イブの祭壇（アンベラウの横）", "Ibu's altar (beside Ambelau)"),
    "ibu_cards": Text("イブのカードは、ほかのイブのカード1枚につき+1", "each Ibu card +1 per other Ibu card"),
    "offer_ibu": Text("イブに供物（無料）", "offer to Ibu (free)"),
    "take_guide_long": Text("次のラウンドのガイドを得る", "take your guide for next round"),
    "task_long": Text("島民1人に任務", "task 1 islander"),
    "nothing": Text("なし", "nothing"),
}
CHIPS = (("ibu", IBU_FILL), ("guide", "#FFE3A8"), ("task", "#E4E4E4"))  # a canoe space's chips: word, fill
TRACK_RULES = ["buru.ambelau.canoe", "buru.ambelau.start", "buru.ambelau.actions"]
IBU_RULES = ["buru.ambelau.ibu", "buru.ambelau.ibu_cards", "buru.ambelau.ibu_totem", "buru.ambelau.decrees"]
GUIDE_RULES = ["buru.ambelau.guide"]
USE = {"guide": "guide", "ibu": f"altar:{IBU}"}  # a chip's benefit: the key of the spot that plays it


# ---- words ------------------------------------------------------------------------------------------------------------
def chips_of(i: int) -> list[str]:
    """The chips of canoe space ``i``: "ibu", "guide", "task" (what may be used there)."""
    sp = TRACK[i]
    return [k for k, on in (("ibu", sp.offer), ("guide", sp.guide), ("task", sp.task)) if on]


def space_words(i: int, lang: Lang) -> str:
    """What stopping on canoe space ``i`` gives, in a few words: "+1 clay, +1 palm · offer to Ibu (free)"."""
    sp = TRACK[i]
    parts = [gain_text(sp.gain, lang)] if any(sp.gain) else []
    longer = {"ibu": W["offer_ibu"], "guide": W["take_guide_long"], "task": W["task_long"]}
    parts += [longer[k](lang) for k in chips_of(i)]
    return ("・" if lang == "ja" else " · ").join(parts) or W["nothing"](lang)


def where(view: BuruView, p: int, lang: Lang) -> str:
    """Where ``p``'s canoe is: "start" or "space 4"."""
    i = view["canoes"][p]
    return W["at_start"](lang) if i == START else W["space"](lang).format(i=i + 1)


def canoes_text(d: Draw[BuruView]) -> str:
    """Every canoe's place, for the board as text: "canoes: ● Red: start · ■ Blue: space 4"."""
    view, lang = d.view, d.lang
    sep = "・" if lang == "ja" else " · "
    parts = [f"{d.label(p)}: {where(view, p, lang)}" for p in range(view["players"])]
    return Text("カヌー: ", "canoes: ")(lang) + sep.join(parts)


def track_text(d: Draw[BuruView]) -> list[str]:
    """The canoe track as lines of text: a line per space with its canoe, if any."""
    view, lang = d.view, d.lang
    lines = [W["track"](lang) + ": " + W["how"](lang)]
    for i in range(len(TRACK)):
        here = [d.label(p) for p in range(view["players"]) if view["canoes"][p] == i]
        who = (" — " + W["canoe_here"](lang).format(p=here[0])) if here else ""
        head = W["space_full"](lang).format(i=i + 1, r=TRACK[i].rating)
        lines.append(f"  {head}: {space_words(i, lang)}{who}")
    lines.append("  " + W["loop"](lang))
    return lines


# ---- shapes -----------------------------------------------------------------------------------------------------------
def canoe(d: Draw[BuruView], p: int, x: float, y: float, w: float, h: float, font: int, words: str = "") -> None:
    """Player ``p``'s canoe: a hull in their colour with their mark (or ``words``), centred at (x, y)."""
    cv = d.cv
    s = d.seat(p)
    hull = [(x - w / 2, y + h * 0.45), (x + w / 2, y + h * 0.45), (x + w * 0.36, y - h * 0.45),
            (x - w * 0.36, y - h * 0.45)]
    cv.polygon(hull, s.colour, DARK_EDGE, 1, dash=None, name=f"player:{p}")
    cv.text(x, y, f"<b>{html.escape(words or s.glyph)}</b>", font, s.ink)


def _chip(d: Draw[BuruView], x: float, y: float, key: str, font: int, lh: float,
          line: tuple[str, float] = ("#777777", 0.6)) -> float:
    """A benefit chip from ``x`` (left) at ``y`` (``line``: its outline); returns its right end."""
    cv, lang, px = d.cv, d.lang, d.px
    fill = dict(CHIPS)[key]
    words = W[key](lang)
    w = width_of(words, font) * SLACK / px + 0.4
    cv.rect((x, y - lh * 0.4, x + w, y + lh * 0.4), fill, line=line[0], width=line[1])
    cv.text(x + w / 2, y, html.escape(words), font, INK)
    return x + w


# ---- Ambelau's area box: the canoes ----------------------------------------------------------------------------------
def canoe_rows(d: Draw[BuruView], x0: float, x1: float, top: float, rh: float, font: int) -> None:
    """In Ambelau's area box, where the other areas list their action spaces: a row per player's canoe (its mark,
    the player, its space) and, when a row is left, where the track is drawn."""
    cv, view, lang, px = d.cv, d.view, d.lang, d.px
    n = view["players"]
    for p in range(n):
        h = rh - 0.2
        y = top - p * rh - h / 2
        s = d.seat(p)
        cv.rect((x0, y - h / 2, x1, y + h / 2), tint(s.colour, 0.86), line=s.colour, width=1, name=f"player:{p}")
        cw = h * 1.5
        canoe(d, p, x0 + 0.4 + cw / 2, y, cw, h * 0.62, font - 2)
        x = x0 + 0.8 + cw
        i = view["canoes"][p]
        right = where(view, p, lang)
        end = write(cv, x1 - 0.4, y, f"<b>{html.escape(right)}</b>", font - 1, px, right=True)
        who = short_label(d, p)
        room = (end - x - 0.3) * px
        cv.text(x, y, html.escape(fit_kinsoku(who, font - 1, room).split("<br>")[0]), font - 1, INK, anchor=LEFT)
        what = space_words(i, lang) if i >= 0 else W["start"](lang)
        hover = d.rule_hover(TRACK_RULES, f"{W['canoe_here'](lang).format(p=who)}: {right} — {what}")
        cv.target((x0 + x1) / 2, y, "", hover, False, size=h * px)
    if n < 5:
        write(cv, x0 + 0.3, top - n * rh - rh / 2 + 0.1, W["below"](lang), font - 1, px, MUTED)


# ---- Ibu's altar, beside the region ------------------------------------------------------------------------------------
def ibu_altar(d: Draw[BuruView], x0: float, x1: float, top: float, font: int) -> float:
    """Ibu's altar: its name, who holds its totem, its cost (none: stop a canoe on an Ibu space), its offering deck
    and the set bonus of its cards, and a decree beside it; a target for ``Offer(IBU)``. Returns the bottom."""
    cv, view, lang, px = d.cv, d.view, d.lang, d.px
    lh = font * 1.6 / px
    small = font - 1
    y = top - lh / 2
    write(cv, x0 + 0.3, y, f"<b>{html.escape(W['altar'](lang))}</b>", font, px)
    y -= lh / 2 + 0.1
    room = (x1 - x0 - 0.8) * px
    holder = view["totems"][IBU]
    who = (L["holder"](lang).format(p=d.label(holder)) if holder >= 0 else
           L["holder_none"](lang).format(a=area_name(AMBELAU)(lang)))
    cost = L["altar_cost"](lang).format(c=IBU_COST(lang))
    deck = join([L["offer_deck"](lang).format(k=view["offering_decks"][IBU]), W["ibu_cards"](lang)], lang)
    body = [ln for s in (who, cost, deck) for ln in fit_kinsoku(html.escape(s), small, room).split("<br>")]
    decrees = [d for d in view["decrees"] if DECREES[d].spirit == IBU]
    h = lh * (1 + len(decrees)) + len(body) * small * 1.6 / px + 0.4
    key = f"altar:{IBU}"
    line, width = outline(d, key)
    cv.rect((x0, y - h, x1, y), tint(IBU_FILL, 0.55), line=line, width=width)
    yy = y - lh / 2 - 0.1
    x = write(cv, x0 + 0.4, yy, f"<b>{spirit_name(IBU)(lang)}</b>", font, px) + 0.4
    what = SPIRIT_WHAT[IBU](lang)
    if width_of(what, small) * SLACK / px < x1 - x - 0.4:
        write(cv, x, yy, what, small, px, MUTED)
    yy -= lh / 2
    for ln in body:
        yy -= small * 1.6 / px
        write(cv, x0 + 0.4, yy + small * 0.8 / px, ln, small, px)
    yy -= lh * 0.5
    for dec in decrees:  # a decree beside the altar: a tag on a line of its own
        words = L["decree"](lang).format(g=gain_text(DECREES[dec].gain, lang))
        w = width_of(words, small) * SLACK / px + 0.6
        cv.rect((x0 + 0.4, yy - lh * 0.42, x0 + 0.4 + w, yy + lh * 0.42), C["decree"], line="#B08A00", width=1)
        cv.text(x0 + 0.4 + w / 2, yy, html.escape(words), small, "#222222")
        yy -= lh
    values = ", ".join(map(str, OFFERINGS[IBU]))
    head = f"{spirit_name(IBU)(lang)} — {IBU_COST(lang)} ({values})"
    d.place(key, (x0 + x1) / 2, y - h / 2, d.rule_hover(IBU_RULES, head), min(h, x1 - x0) * px * 0.9)
    return y - h - 0.2


# ---- the canoe track ----------------------------------------------------------------------------------------------------
def track(d: Draw[BuruView], x0: float, x1: float, top: float, font: int) -> float:
    """The canoe track from ``top`` down: its title and the Guide chip, how canoes move, a legend, then the start and
    the thirteen spaces in one row, with the way from 13 back to 1 drawn under it (a phone: four a row). Returns the
    bottom."""
    cv, lang, px = d.cv, d.lang, d.px
    per_row = 4 if d.narrow else 14
    lh = font * 1.6 / px
    small = font - 1
    y = top - lh / 2
    # the title, and the Guide chip on the right (Guide(): a target, outlined when legal)
    words = W["take_guide"](lang)
    gw = width_of(words, small) * SLACK / px + 0.8
    line, width = outline(d, "guide")
    cv.rect((x1 - gw, y - lh * 0.45, x1, y + lh * 0.45), dict(CHIPS)["guide"], line=line, width=max(width, 1))
    cv.text(x1 - gw / 2, y, html.escape(words), small, INK)
    d.place("guide", x1 - gw / 2, y, d.rule_hover(GUIDE_RULES), gw * px * 0.8)
    write(cv, x0 + 0.3, y, f"<b>{html.escape(W['track'](lang))}</b>", font, px)
    cv.target(x0 + 6, y, "", d.rule_hover(TRACK_RULES), False, size=20)
    room = (x1 - x0 - 0.6) * px
    for ln in fit_kinsoku(html.escape(W["how"](lang)), small, room).split("<br>"):
        y -= small * 1.6 / px
        write(cv, x0 + 0.3, y, ln, small, px, MUTED)
    y = _legend(d, x0 + 0.3, x1, y - lh, small) - lh * 0.6
    gap = 0.55
    cw = (x1 - x0 - gap * (per_row - 1)) / per_row
    ch = lh * 3.9 + 0.4
    cells = [START, *range(len(TRACK))]
    rows = [cells[k:k + per_row] for k in range(0, len(cells), per_row)]
    for r, row in enumerate(rows):
        ty = y - r * (ch + gap)
        for c, i in enumerate(row):
            cx0 = x0 + c * (cw + gap)
            _cell(d, i, cx0, cx0 + cw, ty, ch, font)
            if c < len(row) - 1:  # a small arrow to the next space
                my = ty - ch / 2
                cv.polygon([(cx0 + cw + 0.08, my + 0.35), (cx0 + cw + gap - 0.08, my), (cx0 + cw + 0.08, my - 0.35)],
                           "#777777", "#777777", 0.5, dash=None)
    bottom = y - len(rows) * (ch + gap) + gap
    if len(rows) == 1:  # the way round: from 13 back to 1, under the row
        first, last = x0 + (cw + gap) * 1.5 - gap / 2, x0 + (cw + gap) * (len(cells) - 0.5) - gap / 2
        ly = bottom - lh * 0.6
        cv.polyline([(last, bottom), (last, ly), (first, ly), (first, bottom - 0.25)], "#555555", 1.2, dash=None)
        cv.polygon([(first - 0.35, bottom - 0.45), (first + 0.35, bottom - 0.45), (first, bottom - 0.05)], "#555555",
                   "#555555", 0.5, dash=None)
        words = "↺ " + W["loop"](lang)
        w = width_of(words, small) * SLACK / px + 0.6
        mx = (first + last) / 2
        cv.rect((mx - w / 2, ly - lh * 0.4, mx + w / 2, ly + lh * 0.4), "#FFFFFF", line="#FFFFFF", width=0)
        cv.text(mx, ly, html.escape(words), small, MUTED)
        return ly - lh * 0.6
    # a phone: the way round written in the last row's empty place
    last_row = rows[-1]
    lx = x0 + len(last_row) * (cw + gap)
    ly = bottom + ch / 2
    for k, ln in enumerate(fit_kinsoku(html.escape("↺ " + W["loop"](lang)), small, (x1 - lx - 0.3) * px).split("<br>")):
        write(cv, lx + 0.2, ly + lh * 0.5 - k * lh, ln, small, px, MUTED)
    return bottom - 0.2


def _legend(d: Draw[BuruView], x0: float, x1: float, y: float, font: int) -> float:
    """What a space's marks mean, item by item, wrapping: returns the last line's middle."""
    cv, lang, px = d.cv, d.lang, d.px
    lh = font * 1.9 / px
    items = [("", W["legend"]), ("", W["legend_gain"]), ("ibu", W["legend_ibu"]), ("guide", W["legend_guide"]),
             ("task", W["legend_task"]), ("gem", W["legend_rating"])]
    x = x0
    for chip, words in items:
        text = words(lang)
        cw = (width_of(W[chip](lang), font - 1) * SLACK / px + 0.55) if chip in ("ibu", "guide", "task") else \
            (lh * 0.6 + 0.3) if chip == "gem" else 0.0
        tw = width_of(text, font) * 1.08 / px  # a legend: laid out close, its words short
        need = cw + tw + 0.8
        if x > x0 and x + need > x1:
            x, y = x0, y - lh
        if chip == "gem":  # one red gem
            g = lh * 0.28
            cv.polygon([(x + g * 0.6, y - g), (x + g * 1.2, y), (x + g * 0.6, y + g), (x, y)], C["gem"], C["gem"], 0.8,
                       dash=None)
            x += g * 1.2 + 0.3
        elif chip:
            x = _chip(d, x, y, chip, font - 1, lh * 0.8) + 0.15
        cv.text(x, y, html.escape(text), font, INK if chip or words is W["legend"] else MUTED, anchor=LEFT)
        x += tw + 0.8
    return y


def _cell(d: Draw[BuruView], i: int, x0: float, x1: float, top: float, h: float, font: int) -> None:
    """One space of the track (``i`` = START: the start space) with the canoes on it."""
    cv, view, lang, t, px = d.cv, d.view, d.lang, d.t, d.px
    lh = font * 1.55 / px
    small = font - 1
    here = [p for p in range(view["players"]) if view["canoes"][p] == i]
    if i == START:  # apart: grey and dashed; every canoe begins here and none comes back
        cv.rect((x0, top - h, x1, top), "#EFEFEF", line="#888888", width=1, dash="dash")
        cv.text((x0 + x1) / 2, top - lh * 0.55, f"<b>{html.escape(W['start'](lang))}</b>", font, INK)
        cv.text((x0 + x1) / 2, top - lh * 1.4, html.escape(W["start_note"](lang)), small - 1, MUTED)
        _canoes(d, here, x0, x1, top - lh * 2.2, top - h + 0.15, font)
        hover = d.rule_hover(["buru.ambelau.start", "buru.ambelau.setup"], W["start"](lang))
        cv.target((x0 + x1) / 2, top - h / 2, "", hover, False, size=min(h, x1 - x0) * px * 0.8)
        return
    key = f"canoe:{i}"
    line, width = outline(d, key)
    stopped = view["phase"] == "afternoon" and view["area"] == AMBELAU and view["step"] != "space" and \
        view["space"] == i and view["actor"] in here
    if stopped:  # where the actor's canoe stopped: its benefits are being used
        line, width = "#E0A800", 4
    cv.rect((x0, top - h, x1, top), tint(AMBELAU_FILL, 0.55) if not t.ok(key) else "#FFFDF2", line=line,
            width=max(width, 0.8))
    sp = TRACK[i]
    y = top - lh * 0.55
    write(cv, x0 + 0.3, y, f"<b>{i + 1}</b>", font + 1, px)
    gh = lh * 0.55
    gems(cv, x1 - 0.25 - gh * 0.62 * 3.5, y, sp.rating, gh)
    y -= lh
    units = [k for k in range(4) for _ in range(sp.gain[k])]
    q = min(lh * 0.62, (x1 - x0 - 0.6) / max(1, len(units)) - 0.15)
    for j, k in enumerate(units):
        pip(cv, x0 + 0.35 + q / 2 + j * (q + 0.15), y, q, k)
    y -= lh
    x = x0 + 0.25
    for k in chips_of(i):
        spot = USE.get(k) if stopped else None  # on the space the canoe stopped on: the chip plays its benefit too
        edge = outline(d, spot) if spot and t.ok(spot) else ("#777777", 0.6)
        end = _chip(d, x, y, k, small - 1, lh, edge)
        if spot:
            d.also(spot, (x + end) / 2, y, d.rule_hover(GUIDE_RULES if k == "guide" else IBU_RULES), (end - x) * px)
        x = end + 0.15
    _canoes(d, here, x0, x1, y - lh * 0.5, top - h + 0.15, font)
    head = W["space_full"](lang).format(i=i + 1, r=sp.rating) + ": " + space_words(i, lang)
    if here:
        head += " — " + W["canoe_here"](lang).format(p=d.label(here[0]))
    d.place(key, (x0 + x1) / 2, top - h / 2, d.rule_hover(TRACK_RULES, head), min(h, x1 - x0) * px * 0.9)


def _canoes(d: Draw[BuruView], players: list[int], x0: float, x1: float, top: float, bottom: float, font: int) -> None:
    """The canoes on a space, between ``top`` and ``bottom``: one drawn large, several (the start) smaller, in two
    rows when they are many; each with its player's mark (their name is in the space's hover)."""
    if not players:
        return
    if len(players) == 1:
        h = min(top - bottom, 1.3)
        w = min(x1 - x0 - 0.6, 3.2)
        canoe(d, players[0], (x0 + x1) / 2, (top + bottom) / 2, w, h, font - 1)  # its player: in the hover
        return
    per = 3 if len(players) > 3 else len(players)
    rows = [players[k:k + per] for k in range(0, len(players), per)]
    rh = (top - bottom) / len(rows)
    for r, row in enumerate(rows):
        w = min(2.6, (x1 - x0 - 0.4) / per - 0.2)
        for c, p in enumerate(row):
            cx = (x0 + x1) / 2 + (c - (len(row) - 1) / 2) * (w + 0.2)
            canoe(d, p, cx, top - rh * (r + 0.5), w, min(rh - 0.1, 1.1), font - 2)


# ---- the guide, the prompt ------------------------------------------------------------------------------------------
GUIDE = Extra(1, Text("ガイド（パワー1）", "guide (power 1)"), Text("ガイド", "guide"))
G = {
    "ready": Text("ガイド: 次のラウンドに加わる", "guide: joins next round"),
    "here": Text("ガイド: このラウンド参加（6体目の探索者）", "guide: in play this round (a 6th explorer)"),
    "both": Text("ガイド: このラウンドと次のラウンドに参加", "guide: in play this round and next"),
    "none": Text("ガイド: 表向き（まだ得ていない）", "guide: face up (not taken)"),
    "paddle": Text("カヌーを時計回りに1〜{k}マス（アンベラウのパワー）進め、空いたマスに止めます: カヌー・トラックの"
                   "マス（太枠）をクリックします。",
                   "Move your canoe clockwise 1 to {k} spaces (your power at Ambelau) and stop on a free space: click an "
                   "outlined space of the canoe track."),
    "benefits": Text("カヌーが止まったマスの利益を好きな順に使えます（残り: {c}）。終わったら「アクションを終える」。",
                     "Use the benefits of the space your canoe stopped on, in any order (left: {c}); press Done when "
                     "finished."),
}


def guided(view: BuruView, p: int) -> bool:
    """Whether ``p`` has their guide this round (a sixth explorer of power 1)."""
    return bool(view.get("guided")) and bool(view["guided"][p])


def guide_text(d: Draw[BuruView], p: int) -> str | None:
    """Where ``p``'s guide is: with them this round, flipped to join next round, both, or face up (nothing at the
    end)."""
    view = d.view
    if view["phase"] == "over":
        return None
    now, next_round = bool(view["guided"][p]), bool(view["guides"][p])
    key = "both" if now and next_round else "here" if now else "ready" if next_round else "none"
    return G[key](d.lang)


def _prompt(d: Draw[BuruView]) -> list[str] | None:
    """The canoe step (how far the canoe may go) and the benefits of the space it stopped on."""
    view, lang = d.view, d.lang
    if view["step"] == "space" and view["area"] == AMBELAU:
        return [G["paddle"].format(k=max(1, sum(view["bids"][AMBELAU][view["viewer"]])))(lang)]
    if view["area"] == AMBELAU and view["step"] == "benefit":
        return [G["benefits"].format(c=credits_text(view["left"], view["kinds"], lang, CREDITS))(lang)]
    return None


# ---- its component data --------------------------------------------------------------------------------------------
def _track_table(lang: Lang) -> str:
    """The canoe track: what each space gives (the rulebook's), its rating (reconstructed)."""
    rows = [f"<tr><td>{i + 1}</td>" + cell(space_words(i, lang), sp.provenance, lang)
            + cell(str(sp.rating), RATINGS_PROVENANCE, lang) + "</tr>" for i, sp in enumerate(TRACK)]
    return table([Text("カヌーのマス（時計回り）", "Canoe space (clockwise)"), Text("止まると", "Stopping there"),
                  Text("評価（宝石）", "Rating (gems)")], rows, lang)


def _ibu_table(lang: Lang) -> str:
    """Ibu's altar: no cost but stopping on its space (the rules'), its offering values (reconstructed)."""
    values = ", ".join(map(str, OFFERINGS[IBU]))
    row = (f"<tr><td><b>{html.escape(spirit_name(IBU)(lang))}</b> ({html.escape(SPIRIT_WHAT[IBU](lang))})</td>"
           + cell(IBU_COST(lang), "seed", lang) + cell(values, "reconstructed", lang) + "</tr>")
    return table([Text("精霊", "Spirit"), Text("コスト", "Cost"),
                  Text("供物カード10枚の値（ほかのイブのカード1枚につき+1）",
                       "Values on its 10 offering cards (each +1 per other Ibu card)")], [row], lang)


def data_html(lang: Lang) -> str:
    t = Text
    note = t(
        "アンベラウの地域を入れると、5つ目の地域、13マスのカヌー・トラック、イブの祭壇と供物カード10枚、長老1枚、指令3枚が"
        "加わります。ルールブックが定めているのは各マスで得られるもの（イブのマス4つ、ガイドのマス5つ、任務のマス3つ）と、"
        "イブのカードがほかの精霊より低く、ほかのイブのカード1枚につき+1されることです。マスの評価、イブのカードの値、"
        "長老と指令の値はこのプロジェクトが設計しました（kernel_games/buru/cards_ambelau.py）。",
        "The Ambelau region adds a fifth area, a canoe track of 13 spaces, Ibu's altar with 10 offering cards, 1 elder "
        "and 3 decrees. The rulebook gives what each space gives (four Ibu spaces, five guide spaces, three task spaces) "
        "and that Ibu's cards are worth less than the other spirits' and gain 1 per other Ibu card held; this project "
        "designed the spaces' ratings, Ibu's card values, the elder and the decrees "
        "(kernel_games/buru/cards_ambelau.py).")
    parts = [(t("カヌー・トラック", "The canoe track"), _track_table(lang)),
             (t("イブの祭壇と供物カード", "Ibu's altar and offering cards"), _ibu_table(lang)),
             (t("イブの長老", "Ibu's elder"), elders_table(lang, tuple(ELDERS[k] for k in IBU_ELDER_IDS))),
             (t("アンベラウの指令", "Ambelau's decrees"), decrees_table(lang, tuple(DECREES[k] for k in AMBELAU_DECREE_IDS)))]
    head = t("アンベラウの地域（カヌーとイブ）", "The Ambelau region (canoes and Ibu)")
    return module_html(head, note, parts, lang)


REGION = AreaPart(AMBELAU_FILL, ("buru.ambelau.region", "buru.ambelau.canoe", "buru.ambelau.actions"),
                  ("buru.ambelau.conquer", "buru.ambelau.ibu_totem"), canoe_rows, ibu_altar, track, CREDITS,
                  lambda d: [canoes_text(d), *track_text(d)])
AMBELAU_PART = Part(
    on=lambda view: AMBELAU in sequence(view),
    areas={AMBELAU: REGION},
    spirits={IBU: SpiritPart(IBU_FILL, IBU_COST, AMBELAU, tuple(IBU_RULES), "buru.ambelau.ibu_totem", apart=True,
                             worth=ibu_score)},
    totems={AMBELAU: IBU},
    metrics={"ibu": Text("イブの供物カード", "offering cards to Ibu")},
    player_words=guide_text,
    offering_rules=("buru.ambelau.ibu_cards", "buru.ambelau.guide"),
    explorers=lambda view, p: int(guided(view, p)),
    extra=GUIDE,
    prompt=_prompt,
    prompt_rules=lambda view: ["buru.ambelau.canoe", "buru.ambelau.actions"] if view["phase"] == "afternoon"
    and view["area"] == AMBELAU else None,
    data=data_html,
)

__all__ = ["AMBELAU_FILL", "AMBELAU_PART", "IBU_FILL", "canoe", "canoe_rows", "ibu_altar", "space_words", "track"]
