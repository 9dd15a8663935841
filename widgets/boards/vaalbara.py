"""Vaalbara's board: the omen, both land rows, characters in play, every realm by land type, your hand."""

from __future__ import annotations

from typing import Any

from kernel_games.core import Action, Lang, Text
from kernel_games.vaalbara import VAALBARA
from kernel_games.vaalbara.actions import ChooseCharacter, ChoosePlayer, ExchangeLand
from kernel_games.vaalbara.components import CHARACTERS, CLANS, LAND_COLOURS, LAND_NAMES, LAND_SYMBOLS, LAND_TYPES, LANDS

from .common import Canvas, wrap
from .spec import BoardSpec, final_score_line

W, H = 100.0, 72.0
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


def _card(cv: Canvas, x: float, y: float, land: int, lang: Lang, outline: bool = False) -> None:
    c = LANDS[land]
    cv.rect(x - CARD_W / 2, y - CARD_H / 2, x + CARD_W / 2, y + CARD_H / 2, LAND_COLOURS[c.type],
            line="#000000" if outline else "#555555", width=4 if outline else 1)
    cv.text(x, y + 2.2, LAND_SYMBOLS[c.type], 20)
    label = LAND_NAMES[c.type](lang) + (f" {c.value}" if c.type == "forest" else "")
    cv.text(x, y - 2.3, label, 11)


def _parts(view: dict[str, Any], p: int, lang: Lang) -> str:
    """A final score's breakdown: the points of play and the variety bonus (vaalbara.end.diversity)."""
    bonus = VAALBARA.rule("vaalbara.end.diversity").title(lang)
    return L["parts"](lang).format(s=view["scores"][p], bonus=bonus, b=view["bonus"][p])


def figure(view: dict[str, Any], lang: Lang, tries: list[Action], legal: set[Action]) -> tuple[dict, dict]:
    """The board for ``view``; ``tries`` become click targets, highlighted when in ``legal``."""
    cv = Canvas(W, H)
    n, me = view["players"], view["viewer"]
    by_kind: dict[type, list[Action]] = {}
    for a in tries:
        by_kind.setdefault(type(a), []).append(a)

    # header and omen
    cv.text(9, 69.5, L["round"](lang).format(r=view["round"], n=view["rounds"]), 15)
    cv.text(9, 64.5, L["omen"](lang), 11)
    for i, clan in enumerate(view["omen"]):
        y = 60 - i * 4.2
        cv.rect(2, y - 1.8, 16, y + 1.8, CLANS[clan].colour, width=1)
        cv.text(9, y, f"{i + 1}. {CLANS[clan].symbol} {CLANS[clan].name(lang)}", 11)
    cv.text(9, 39, L["deck"](lang).format(k=view["deck_size"]), 11)

    # rows
    for r, (label, y) in enumerate(((L["row2"], 56.5), (L["row1"], 43.5))):
        row = view["rows"][1 - r]
        cv.text(50, y + CARD_H / 2 + 1.6, label(lang), 12)
        for i, land in enumerate(row):
            x = 50 + (i - (len(row) - 1) / 2) * (CARD_W + 1.5)
            acts = [a for a in tries if getattr(a, "land", None) == land or land in (getattr(a, "row1", None),
                                                                                     getattr(a, "row2", None))]
            acts = [a for a in acts if not isinstance(a, ExchangeLand)]
            is_legal = any(a in legal for a in acts)
            _card(cv, x, y, land, lang, outline=is_legal)
            key = f"land:{land}"
            cv.target(x, y, key, _land_hover(land, lang), is_legal, size=46)
            cv.bind(key, acts)

    # characters this round, in turn order
    cv.text(90, 69.5, L["played"](lang), 11)
    order = view["order"] + [p for p in range(n) if p not in view["order"]]
    for i, p in enumerate(order):
        y = 64.5 - i * 5.3
        card = view["chosen"][p]
        current = p == view["current"]
        cv.rect(81, y - 2.2, 99, y + 2.2, CLANS[p].colour, line="#000000" if current else "#777777",
                width=4 if current else 1)
        if card > 0:
            label = f"{CLANS[p].symbol} [{card}] {CHARACTERS[card].name(lang)}"
        else:
            label = f"{CLANS[p].symbol} " + (L["hidden"](lang) if card == -1 else L["waiting"](lang))
        cv.text(90, y, ("▶ " if current else "") + label, 11)

    # realms
    top = 36.0
    width = W / n
    for p in range(n):
        x0 = p * width
        cv.rect(x0 + 0.5, 13.5, x0 + width - 0.5, top, "#FFFFFF", line=CLANS[p].colour, width=3)
        name = f"{CLANS[p].symbol} {CLANS[p].name(lang)}" + (f" ({L['you'](lang)})" if p == me else "")
        if view["final_scores"] is not None:  # the final score of result(), its breakdown below it
            final = view["final_scores"][p]
            cv.final_score(x0 + width / 2, top - 2.0, p, final,
                           f"{name}  <b>{L['final'](lang).format(s=final)}</b><br>"
                           f"<span style='font-size:10px'>{_parts(view, p, lang)}</span>", 12)
        else:
            if p == me and view["score"] is not None:
                name += "  " + L["points"](lang).format(s=view["score"])
            cv.text(x0 + width / 2, top - 1.5, name, 12)
        bard = [a for a in by_kind.get(ChoosePlayer, []) if a.target == p]
        if bard:
            key = f"player:{p}"
            cv.rect(x0 + 2, top - 3, x0 + width - 2, top, "rgba(0,0,0,0)", line="#000000", width=3)
            cv.target(x0 + width / 2, top - 1.5, key, CLANS[p].name(lang), any(a in legal for a in bard), size=30)
            cv.bind(key, bard)
        col = (width - 2) / 6
        for t, kind in enumerate(LAND_TYPES):
            cx = x0 + 1 + col * (t + 0.5)
            cv.text(cx, 16, LAND_SYMBOLS[kind], 12)
            cards = [c for c in view["realms"][p] if LANDS[c].type == kind]
            step = 2.4 if len(cards) <= 5 else 10.5 / (len(cards) - 1)  # nine of a kind still fit the panel
            for k, land in enumerate(cards):
                y = 18.5 + k * step
                pioneer = [a for a in by_kind.get(ExchangeLand, []) if a.land == land]
                half = min(1.1, step / 2 - 0.1)
                cv.rect(cx - col * 0.42, y - half, cx + col * 0.42, y + half, LAND_COLOURS[kind],
                        line="#000000" if pioneer else "#555555", width=3 if pioneer else 1)
                if kind == "forest":
                    cv.text(cx, y, str(LANDS[land].value), 9)
                if pioneer:
                    key = f"realm:{land}"
                    cv.target(cx, y, key, _land_hover(land, lang), True, size=14)
                    cv.bind(key, pioneer)
        discards = " ".join(str(c) for c in view["discards"][p])
        below = 5.0 if view["final_scores"] is not None else 4.2  # under the final score's two lines
        cv.text(x0 + width / 2, top - below, f"{L['discard'](lang)}: {discards or '-'}", 9)

    # hand
    if view["hand"] is None:
        cv.text(50, 6, L["spectator"](lang), 13)
    else:
        cv.text(6, 11.5, L["hand"](lang), 12)
        hand = view["hand"]
        for i, card in enumerate(hand):
            x = 50 + (i - (len(hand) - 1) / 2) * 11
            acts = [a for a in by_kind.get(ChooseCharacter, []) if a.initiative == card]
            is_legal = any(a in legal for a in acts)
            cv.rect(x - 5, 1, x + 5, 11, "#FFFDF5", line="#000000" if is_legal else "#888888", width=4 if is_legal else 1)
            cv.text(x, 8, f"[{card}]", 14)
            cv.text(x, 4, CHARACTERS[card].name(lang), 11)
            key = f"hand:{card}"
            rule = VAALBARA.rule(f"vaalbara.character.{CHARACTERS[card].key}")
            cv.target(x, 6, key, f"<b>{rule.title(lang)}</b><br>{wrap(rule.text(lang))}", is_legal, size=44)
            cv.bind(key, acts)
    return cv.figure(), cv.click


def text(view: dict[str, Any], lang: Lang) -> str:
    """The board as plain text, for screen readers and for the log."""
    def lands(ids: list[int]) -> str:
        return ", ".join(LAND_NAMES[LANDS[c].type](lang) + (f" {LANDS[c].value}" if LANDS[c].type == "forest" else "")
                         for c in ids) or "-"

    lines = [L["round"](lang).format(r=view["round"], n=view["rounds"]),
             L["omen"](lang) + ": " + " > ".join(CLANS[c].name(lang) for c in view["omen"]),
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


BOARD = BoardSpec(figure=figure, text=text, data_html=data_html)
