"""Vaalbara's board: the omen, both land rows, characters in play, every realm by land type, your hand."""

from __future__ import annotations

from kernel_games.core import Action, Lang, Text
from kernel_games.vaalbara import VAALBARA
from kernel_games.vaalbara.actions import ChooseCharacter, ChoosePlayer, ExchangeLand
from kernel_games.vaalbara.components import CHARACTERS, CLANS, LAND_NAMES, LAND_SYMBOLS, LAND_TYPES, LANDS
from kernel_games.vaalbara.preview import deck_ends, short
from kernel_games.vaalbara.view import VaalbaraView

from .common import Box, Canvas, with_previews, wrap
from .contrast import ink_on
from .kit import Draw, Kit, Seat
from .palettes import VAALBARA as PAL
from .palettes import tint
from .spec import BoardSpec, Clicks, final_score_line, responsive

W, H = 100.0, 72.0
HEIGHT_PX = 640
CARD_W, CARD_H = 9.0, 9.5
L = {
    "round": Text("ラウンド {r}/{n}", "Round {r}/{n}"),
    "omen": Text("予兆（同値の順）", "Omen (breaks ties)"),
    "deck": Text("土地の山札: {k}枚", "Land deck: {k} cards"),
    "row1": Text("1列目（取れる）", "Row 1 (take one)"),
    "row2": Text("2列目（次のラウンド）", "Row 2 (next round)"),
    "played": Text("このラウンドのキャラクター（解決順）", "Characters this round (in turn order)"),
    "hand": Text("あなたの手札", "Your hand"),
    "you": Text("あなた", "you"),
    "points": Text("{s}点（秘密）", "{s} pts (secret)"),
    "final": Text("{s}点", "{s} pts"),
    "final_rest": Text("点（{parts}）", " pts ({parts})"),  # the board as text: after the final score
    "parts": Text("得点{s} + {bonus}{b}", "points {s} + {bonus} {b}"),  # the final score's breakdown
    "hidden": Text("伏せ札", "face down"),
    "waiting": Text("選択中…", "choosing…"),
    "discard": Text("捨て札", "discards"),
    "spectator": Text("観戦者の視点（手札は見えません）", "Spectator view (hands are hidden)"),
}


def _land_hover(land: int, lang: Lang) -> str:
    c = LANDS[land]
    rule = VAALBARA.rule(f"vaalbara.land.{c.type}")
    value = f" {c.value}" if c.type == "forest" else ""
    return f"<b>{LAND_NAMES[c.type](lang)}{value}</b><br>{wrap(rule.text(lang))}"


def _card(cv: Canvas, x: float, y: float, w: float, h: float, land: int, lang: Lang, outline: bool = False) -> None:
    c = LANDS[land]
    cv.rect((x - w / 2, y - h / 2, x + w / 2, y + h / 2), PAL.components[c.type],
            line="#000000" if outline else "#555555", width=4 if outline else 1, name=f"land:{c.type}")
    ink = ink_on(PAL.components[c.type])
    cv.text(x, y + h * 0.23, LAND_SYMBOLS[c.type], 20, ink)
    label = LAND_NAMES[c.type](lang) + (f" {c.value}" if c.type == "forest" else "")
    cv.text(x, y - h * 0.24, label, 11, ink)


def _parts(view: VaalbaraView, p: int, lang: Lang) -> str:
    """A final score's breakdown: the points of play and the variety bonus (vaalbara.end.diversity)."""
    bonus = VAALBARA.rule("vaalbara.end.diversity").title(lang)
    return L["parts"](lang).format(s=view["scores"][p], bonus=bonus, b=view["bonus"][p])


def _short(p: int, lang: Lang) -> str:
    return short(p)(lang)


def _seat(view: VaalbaraView, p: int) -> Seat:
    m = PAL.seat(view["players"], p)
    return Seat(m.colour, m.glyph, CLANS[p].name)


KIT = Kit(VAALBARA, _seat)


# ---- sections -------------------------------------------------------------------------------------------------------
def omen(d: Draw[VaalbaraView], slots: list[tuple[float, float, float]], size: int = 11) -> None:
    """The clans in omen order, one box each at ``(x0, x1, y)`` (narrow: taller, the clans' short names)."""
    short_names = d.narrow
    h = 1.8 if not short_names else 2.4
    for i, (clan, (x0, x1, y)) in enumerate(zip(d.view["omen"], slots, strict=False)):
        m = d.seat(clan)
        d.cv.rect((x0, y - h, x1, y + h), tint(m.colour, 0.45), line=m.colour, width=2, name=f"player:{clan}")
        name = _short(clan, d.lang) if short_names else CLANS[clan].name(d.lang)
        d.cv.text((x0 + x1) / 2, y, f"{i + 1}. {m.glyph} {name}", size)


def row(d: Draw[VaalbaraView], r: int, xs: list[float], y: float, w: float, h: float, label_y: float) -> None:
    """Row ``r`` (0: row 1, which you take from) with its label; each land a click target."""
    view, cv, lang = d.view, d.cv, d.lang
    cv.text(50, label_y, (L["row1"] if r == 0 else L["row2"])(lang), 12)
    for x, land in zip(xs, view["rows"][r], strict=True):
        acts = [a for a in d.t.tries if getattr(a, "land", None) == land
                or land in (getattr(a, "row1", None), getattr(a, "row2", None))]
        acts = [a for a in acts if not isinstance(a, ExchangeLand)]
        is_legal = any(a in d.t.legal for a in acts)
        _card(cv, x, y, w, h, land, lang, outline=is_legal)
        key = f"land:{land}"
        cv.target(x, y, key, with_previews(_land_hover(land, lang), d.tips(acts)), is_legal, size=46)
        cv.bind(key, acts)


def played(d: Draw[VaalbaraView], slots: list[tuple[float, float, float]], h: float = 2.2) -> None:
    """This round's characters in turn order, one box each at ``(x0, x1, y)``."""
    view, lang = d.view, d.lang
    order = view["turn_order"]
    for p, (x0, x1, y) in zip(order, slots, strict=False):
        card = view["chosen"][p]
        current = p == view["current"]
        m = d.seat(p)
        d.cv.rect((x0, y - h, x1, y + h), tint(m.colour, 0.45), line="#000000" if current else m.colour,
                  width=4 if current else 2, name=f"player:{p}")
        if card > 0:
            label = f"{m.glyph} [{card}] {CHARACTERS[card].name(lang)}"
        else:
            label = f"{m.glyph} " + (L["hidden"](lang) if card == -1 else L["waiting"](lang))
        d.cv.text((x0 + x1) / 2, y, ("▶ " if current else "") + label, 11)


def realm(d: Draw[VaalbaraView], p: int, box: Box, head: float, below: float,
          stack: tuple[float, float, float, float]) -> None:
    """A clan's realm in ``box`` = (x0, bottom, x1, top): its name (and score) ``head`` under the top, the discards
    ``below`` under it, then a column per land type; ``stack`` = (first card's y, step, most height, the gap down to
    the column's symbol)."""
    x0, bottom, x1, top = box
    view, cv, lang, me = d.view, d.cv, d.lang, d.view["viewer"]
    m = d.seat(p)
    cx = (x0 + x1) / 2
    cv.rect((x0 + 0.5, bottom, x1 - 0.5, top), "#FFFFFF", line=m.colour, width=3, name=f"player:{p}")
    name = f"{m.glyph} {CLANS[p].name(lang)}" + (f" ({L['you'](lang)})" if p == me else "")
    if view["final_scores"] is not None:  # the final score of result(), its breakdown below it
        final = view["final_scores"][p]
        cv.final_score(cx, top - head - 0.5, p, final, f"{name}  <b>{L['final'](lang).format(s=final)}</b><br>"
                       f"<span style='font-size:10px'>{_parts(view, p, lang)}</span>", 12)
    else:
        if p == me and view["score"] is not None:
            name += "  " + L["points"](lang).format(s=view["score"])
        cv.text(cx, top - head, name, 12)
    bard = [a for a in d.t.of(ChoosePlayer) if a.target == p]
    if bard:
        key = f"player:{p}"
        cv.rect((x0 + 2, top - 2 * head, x1 - 2, top), "rgba(0,0,0,0)", line="#000000", width=3)
        cv.target(cx, top - head, key, with_previews(CLANS[p].name(lang), d.tips(bard)),
                  any(a in d.t.legal for a in bard), size=30)
        cv.bind(key, bard)
    discards = " ".join(str(c) for c in view["discards"][p])
    cv.text(cx, top - below, f"{L['discard'](lang)}: {discards or '-'}", 9)
    col = (x1 - x0 - 2) / 6
    first, step0, most, gap = stack
    for t, kind in enumerate(LAND_TYPES):
        lx = x0 + 1 + col * (t + 0.5)
        cv.text(lx, first - gap, LAND_SYMBOLS[kind], 12)
        cards = [c for c in view["realms"][p] if LANDS[c].type == kind]
        step = step0 if len(cards) <= 5 else most / (len(cards) - 1)  # nine of a kind still fit the panel
        for k, land in enumerate(cards):
            y = first + k * step
            pioneer = [a for a in d.t.of(ExchangeLand) if a.land == land]
            half = min(step0 * 0.46, step / 2 - 0.1)
            cv.rect((lx - col * 0.42, y - half, lx + col * 0.42, y + half), PAL.components[kind],
                    line="#000000" if pioneer else "#555555", width=3 if pioneer else 1, name=f"land:{kind}")
            if kind == "forest":
                cv.text(lx, y, str(LANDS[land].value), 9, ink_on(PAL.components[kind]))
            if pioneer:
                key = f"realm:{land}"
                cv.target(lx, y, key, with_previews(_land_hover(land, lang), d.tips(pioneer)), True, size=14)
                cv.bind(key, pioneer)


def hand(d: Draw[VaalbaraView], xs: list[float], y0: float, y1: float, w: float) -> None:
    """The viewer's hand, a card each at ``xs`` between ``y0`` and ``y1``."""
    view, cv, lang = d.view, d.cv, d.lang
    h = y1 - y0
    for x, card in zip(xs, view["hand"], strict=True):
        acts = [a for a in d.t.of(ChooseCharacter) if a.initiative == card]
        is_legal = any(a in d.t.legal for a in acts)
        cv.rect((x - w / 2, y0, x + w / 2, y1), "#FFFDF5", line="#000000" if is_legal else "#888888",
                width=4 if is_legal else 1)
        cv.text(x, y0 + h * 0.7, f"[{card}]", 14)
        cv.text(x, y0 + h * 0.3, CHARACTERS[card].name(lang), 11)
        key = f"hand:{card}"
        rule = VAALBARA.rule(f"vaalbara.character.{CHARACTERS[card].key}")
        hover = f"<b>{rule.title(lang)}</b><br>{wrap(rule.text(lang))}"
        cv.target(x, (y0 + y1) / 2, key, with_previews(hover, d.tips(acts)), is_legal, size=44)
        cv.bind(key, acts)


def _spread(k: int, centre: float, pitch: float) -> list[float]:
    return [centre + (i - (k - 1) / 2) * pitch for i in range(k)]


def _wide(d: Draw[VaalbaraView]) -> dict:
    view, cv, lang, n = d.view, d.cv, d.lang, d.view["players"]
    cv.text(9, 69.5, L["round"](lang).format(r=view["round"], n=view["rounds"]), 15)
    cv.text(9, 64.5, L["omen"](lang), 11)
    omen(d, [(2, 16, 60 - i * 4.2) for i in range(n)])
    cv.text(9, 39, L["deck"](lang).format(k=view["deck_size"]), 11)
    if ends := deck_ends(view)(lang):  # a top or bottom card everyone saw put there
        cv.text(9, 37, ends, 9)
    for r, y in ((1, 56.5), (0, 43.5)):
        row(d, r, _spread(len(view["rows"][r]), 50, CARD_W + 1.5), y, CARD_W, CARD_H, y + CARD_H / 2 + 1.6)
    cv.text(90, 69.5, L["played"](lang), 11)
    played(d, [(81, 99, 64.5 - i * 5.3) for i in range(n)])
    width = W / n
    final = view["final_scores"] is not None
    for p in range(n):
        realm(d, p, (p * width, 13.5, (p + 1) * width, 36.0), 1.5, 5.0 if final else 4.2, (18.5, 2.4, 10.5, 2.5))
    if view["hand"] is None:
        cv.text(50, 6, L["spectator"](lang), 13)
    else:
        cv.text(6, 11.5, L["hand"](lang), 12)
        hand(d, _spread(len(view["hand"]), 50, 11), 1, 11, 10)
    return cv.figure(HEIGHT_PX)


NARROW_PX = 4.0  # pixels per unit of height in the narrow figure (its width is 100 units across the phone)


def _narrow(d: Draw[VaalbaraView]) -> dict:
    """The board stacked for a phone (about 340–720 px wide): header, omen, rows, characters, a realm per row, hand."""
    view, cv, lang, n = d.view, d.cv, d.lang, d.view["players"]
    final = view["final_scores"] is not None
    realm_h = 36.5 if final else 31.0
    per_row = n if n <= 4 else (n + 1) // 2  # five clans' names do not fit one row of a phone at 11 px
    omen_rows = -(-n // per_row)
    top = 13 + 10 + 6 * (omen_rows - 1) + 2 * 20 + 5 + 6 * ((n + 1) // 2) + n * (realm_h + 1) + (18 if view["hand"] is not None else 8)
    cv.height = top
    y = top - 3.5
    cv.text(18, y, L["round"](lang).format(r=view["round"], n=view["rounds"]), 15)
    cv.text(72, y, L["deck"](lang).format(k=view["deck_size"]), 11)
    if ends := deck_ends(view)(lang):
        cv.text(72, y - 3.2, ends, 11)
    y -= 7
    cv.text(50, y, L["omen"](lang), 11)
    y -= 5
    pitch = 98 / per_row
    omen(d, [(1 + (i % per_row) * pitch + 0.4, 1 + (i % per_row + 1) * pitch - 0.4, y - 6 * (i // per_row))
             for i in range(n)], size=11)
    y -= 5 + 6 * (omen_rows - 1)
    for r in (1, 0):
        k = len(view["rows"][r])
        w = min(17.0, 98 / max(k, 1) - 2)
        row(d, r, _spread(k, 50, w + 2), y - 11, w, 13, y - 2)
        y -= 20
    cv.text(50, y - 1, L["played"](lang), 11)
    y -= 5
    played(d, [(1 + (i % 2) * 49.5, 49 + (i % 2) * 49.5, y - 3 - (i // 2) * 6) for i in range(n)], h=2.5)
    y -= 6 * ((n + 1) // 2) + 1
    for p in range(n):
        realm(d, p, (0.5, y - realm_h, 99.5, y), 3.0 if not final else 3.8, 7.4 if not final else 10.9,
              (y - realm_h + 7.0, 3.6, 15.0, 4.6))
        y -= realm_h + 1
    if view["hand"] is None:
        cv.text(50, y - 4, L["spectator"](lang), 12)
    else:
        cv.text(50, y - 2, L["hand"](lang), 12)
        k = len(view["hand"])
        w = min(18.0, 98 / max(k, 1) - 1.5)
        hand(d, _spread(k, 50, w + 1.5), y - 16, y - 4.5, w)
    return cv.figure(round(top * NARROW_PX))


def figure(view: VaalbaraView, lang: Lang, tries: list[Action], legal: set[Action],
           narrow: bool = False) -> tuple[dict, Clicks]:
    """The board for ``view``; ``tries`` become click targets, highlighted when in ``legal``; ``narrow``: the phone
    layout (widgets/boards/spec.py)."""
    d = KIT.draw(view, lang, tries, legal, Canvas(W, H), NARROW_PX if narrow else HEIGHT_PX / H, narrow)
    return (_narrow if narrow else _wide)(d), d.cv.click


def text(view: VaalbaraView, lang: Lang) -> str:
    """The board as plain text, for screen readers and for the log."""
    def lands(ids: list[int]) -> str:
        return ", ".join(LAND_NAMES[LANDS[c].type](lang) + (f" {LANDS[c].value}" if LANDS[c].type == "forest" else "")
                         for c in ids) or "-"

    lines = [L["round"](lang).format(r=view["round"], n=view["rounds"]),
             L["omen"](lang) + ": " + " > ".join(CLANS[c].name(lang) for c in view["omen"]),
             L["deck"](lang).format(k=view["deck_size"]) + (Text("（{e}）", " ({e})").format(e=ends)(lang)
                                                          if (ends := deck_ends(view))(lang) else ""),
             L["row1"](lang) + ": " + lands(view["rows"][0]),
             L["row2"](lang) + ": " + lands(view["rows"][1])]
    for p in range(view["players"]):
        card = view["chosen"][p]
        played = f"[{card}] {CHARACTERS[card].name(lang)}" if card > 0 else (L["hidden"](lang) if card == -1 else "-")
        lines.append(f"{CLANS[p].name(lang)}: {played}; {lands(view['realms'][p])}")
    if view["hand"] is not None:
        lines.append(L["hand"](lang) + ": " + ", ".join(f"[{c}] {CHARACTERS[c].name(lang)}" for c in view["hand"]))
    if view["final_scores"] is not None:
        for p in range(view["players"]):
            rest = L["final_rest"](lang).format(parts=_parts(view, p, lang))
            lines.append(final_score_line(CLANS[p].name(lang), view["final_scores"][p], lang, rest))
    return "\n".join(lines)


def data_html(lang: Lang) -> str:
    """The land cards by type and mark, tagged with their provenance, and the omen design."""
    from kernel_games.vaalbara.components import FOREST_VALUES, LAND_SPLIT

    head = Text("土地カードのデータ（再構成）", "Land card data (reconstructed)")(lang)
    note = Text(
        "ルールブックは土地の種類・報酬・合計51枚・人数の目印を定めていますが、種類ごとの枚数、目印の割り振り、"
        "森林の値、裏面の予兆の並びは公表されていません。以下はこのプロジェクトが、各人数でちょうど「10×人数＋1」枚に"
        "なるよう設計したもので、出版社の数値ではありません。予兆は51通りの異なる並びで、10枚ごとに各一族が各順位に2回ずつ"
        "来るよう釣り合わせています。",
        "The rulebook fixes the land types, their rewards, the total of 51 cards and the player-count marks, but not "
        "how many cards of each type there are, which cards carry which mark, the forest values, or the omen on "
        "each back. The split below was designed by this project so that every player count gets exactly 10 × "
        "players + 1 cards; it is not the publisher's. The omens are 51 different orderings, balanced so that in "
        "every ten cards each clan holds each rank twice.")(lang)
    marks = {2: Text("目印なし", "unmarked"), 3: Text("3+", "3+"), 4: Text("4+", "4+"), 5: Text("5+", "5+")}
    rows = "".join(
        f"<tr><td>{esc(marks[m](lang))}</td>" + "".join(f"<td>{split[k]}</td>" for k in LAND_TYPES)
        + f"<td>{sum(split.values())}</td><td>{', '.join(map(str, FOREST_VALUES[m]))}</td></tr>"
        for m, split in LAND_SPLIT.items())
    header = "".join(f"<th>{LAND_SYMBOLS[k]} {esc(LAND_NAMES[k](lang))}</th>" for k in LAND_TYPES)
    total, forest = Text("計", "Total")(lang), Text("森林の値", "Forest values")(lang)
    return (f"<h4>{esc(head)}</h4><p>{esc(note)}</p><table class='kg-data' style='border-collapse:collapse' border='1' "
            f"cellpadding='4'><tr><th></th>{header}<th>{total}</th><th>{forest}</th></tr>{rows}</table>")


def esc(s: str) -> str:
    import html

    return html.escape(s)


BOARD = BoardSpec(figure=responsive(figure), text=text, data_html=data_html)
