"""Noli's board: the support track, the town (walls, towers), the four sea areas and each faction's sheet.

``figure(view, lang, tries, legal, events)`` draws a view; ``events`` (the log the viewer may see) lets the board
show the latest round's public story — the revealed bids, the regatta and the catch of each sea area — even after
the round has moved on. ``controls(view, lang, legal, submit)`` is the bid draft: four sliders and one button that
submits every bid at once (``covers`` names the actions it replaces among the buttons).
"""

from __future__ import annotations

import html
from typing import Any

from kernel_games.core import Action, Event, Lang, Text
from kernel_games.noli import NOLI
from kernel_games.noli.actions import RaidTower, Ready, ResolveSymbol, Roll, SetBid, Stop, TakeRower, Wreck
from kernel_games.noli.components import (
    AREA_CARDS,
    BOATS,
    BUOY_FACES,
    CARDS,
    DICE,
    DIE_FACES,
    FACTION_BY_KEY,
    FACTIONS,
    FISHING_AREAS,
    FLOOR_TOKENS,
    INVESTMENT_NAMES,
    INVESTMENTS,
    MAX_ROWERS,
    ROWER_TOKENS,
    TRACK_END,
    TRACK_WALL_SPACES,
    WALLS,
    WIN_FLOORS,
    Faction,
    risk,
)

from .common import Canvas, action_key, wrap

W, H = 120.0, 90.0
CARD_PITCH = 4.85  # a drawn card's height and gap in its sea area
HEIGHT_PX = 820
INVEST, DEVELOP, REGATTA, FISH, OVER = "investment", "development", "regatta", "fishing", "over"
PHASES = (INVEST, DEVELOP, REGATTA, FISH)

BRICK, SAND, SEA, INK, MUTED = "#8C5A3C", "#F3EBDD", "#E4F0F7", "#222222", "#777777"
OUTLINE = "#000000"
# card symbols: a glyph, a short label and a fill; the glyph and label carry the meaning, the fill only helps
SYMBOL_LOOK = {
    "coins": ("◎", Text("{v}コイン", "{v} coins"), "#F6E7B0"),
    "wall": ("▦", Text("壁", "Wall"), "#E8D3C3"),
    "genoa": ("♛", Text("ジェノヴァ", "Genoa"), "#E3D7EC"),
    "raid": ("⚔", Text("襲撃", "Raid"), "#F7D3C4"),
    "shipwreck": ("⚓", Text("難破", "Wreck"), "#CFE3F0"),
    "storm": ("⚡", Text("嵐", "Storm"), "#DDDDDD"),
}
COIN = Text("{v}コイン", "{v} coin")
SYMBOL_RULE = {"coins": "noli.symbol.coins", "wall": "noli.symbol.wall", "genoa": "noli.symbol.genoa",
               "raid": "noli.symbol.raid", "shipwreck": "noli.symbol.shipwreck", "storm": "noli.symbol.storm"}
AREA_MOOD = {1: Text("いちばん豊か・穏やか", "richest, calm"), 2: Text("豊か・少し危険", "rich, some risk"),
             3: Text("まずまず・危険", "fair, risky"), 4: Text("貧しい・いちばん危険", "poor, most dangerous")}
L = {
    "round": Text("ラウンド {r}", "Round {r}"),
    "phase": {INVEST: Text("① 投資", "① Investment"), DEVELOP: Text("② 発展", "② Development"),
              REGATTA: Text("③ レガッタ", "③ Regatta"), FISH: Text("④ 漁期", "④ Fishing")},
    "over": Text("ゲーム終了", "Game over"),
    "bank": Text("あなたの銀行: {b}コイン", "Your bank: {b} coins"),
    "spectator": Text("観戦者の視点（入札と銀行は見えません）", "Spectator view (bids and banks are hidden)"),
    "track": Text("支持トラック（廷臣で進む・端に着いたらゲーム終了）",
                  "Support track (the Courtier moves you; the end finishes the game)"),
    "wall_space": Text("▦壁", "▦wall"),
    "end": Text("終点", "end"),
    "crest": Text("ノーリの紋章", "Noli's crest"),
    "supply": Text("サプライ", "Supply"),
    "rower_stock": Text("漕ぎ手 {k}/{t}", "Rowers {k}/{t}"),
    "floor_stock": Text("塔の階層 {k}", "Tower floors {k}"),
    "town": Text("ノーリの町", "The town of Noli"),
    "walls": Text("城壁 {k}/6（襲撃を防ぐ）", "Walls {k}/6 (stop raids)"),
    "towers": Text("塔（6階で勝利）", "Towers (six floors win)"),
    "sea": Text("海: 4つの漁場", "The sea: four fishing areas"),
    "sea_last": Text("海: 4つの漁場 — ラウンド{r}の結果", "The sea: four fishing areas — round {r}'s results"),
    "area": Text("海域{a}", "Area {a}"),
    "deck": Text("山札 {k}枚", "Deck: {k} cards"),
    "closed": Text("閉鎖", "Closed"),
    "closed_note": Text("（漁区トークン）", "(fishing-zone token)"),
    "place": Text("{k}着", "#{k}"),
    "fishing_now": Text("▶ 漁の最中", "▶ fishing now"),
    "storm_here": Text("⚡ 嵐で漁期終了", "⚡ storm: season over"),
    "sea_hint": (Text("レガッタの着順で漁場が決まります（1着が海域1）。",
                      "The regatta's finishing order gives the areas (first: area 1)."),
                 Text("漁期には、ビーチの漁船1隻につき1枚、自分の海域のカードを引きます。",
                      "In the fishing season you draw one card of your area per boat on the beach.")),
    "you": Text("（あなた）", " (you)"),
    "ready": Text("準備完了 ✓", "ready ✓"),
    "bidding": Text("入札中…", "bidding…"),
    "rowing": Text("漕いでいる…", "rowing…"),
    "finished": Text("{k}着 → 海域{a}", "#{k} → area {a}"),
    "deciding": Text("ダブルアップを検討中", "deciding on double up"),
    "last_bids": Text("前回の入札 {b}", "last bids {b}"),
    "boats": Text("漁船 {k}/4（ビーチ）", "Boats {k}/4 on the beach"),
    "rowers": Text("漕ぎ手 {k}/3", "Rowers {k}/3"),
    "dice": Text("ダイス（{k}回振った）", "Dice (rolled {k}×)"),
    "dice_hand": Text("ダイス（手の中）", "Dice (in hand)"),
    "last_regatta": Text("前回 {k}着・{r}回", "last: #{k}, {r} rolls"),
    "roll_me": Text("クリックで振る", "click to roll"),
    "stop_here": Text("クリックで止めてここを取る", "click: stop, take this area"),
    "resolve_me": Text("クリックで解決", "click to resolve"),
    "resolved": Text("解決済み", "resolved"),
    "pending": Text("未解決", "not yet resolved"),
    "won": Text("★ = 落札", "★ = won"),
    "unplaced": Text("– = まだ置いていない入札", "– = bid not placed yet"),
    "hidden": Text("?", "?"),
    "winner": Text("勝者", "winner"),
}
SHORT_INVEST = INVESTMENT_NAMES


# ---- small drawing helpers ---------------------------------------------------------------------------------------
def tint(colour: str, f: float = 0.7) -> str:
    """``colour`` mixed with white (f = share of white)."""
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return "#{:02X}{:02X}{:02X}".format(*(round(c + (255 - c) * f) for c in (r, g, b)))


def _shape(cv: Canvas, kind: str, fill: str, line: str = "#444444", width: float = 1, dash: str = "solid",
           **geometry: Any) -> None:
    cv.shapes.append({"type": kind, **geometry, "fillcolor": fill, "line": {"color": line, "width": width, "dash": dash},
                      "layer": "below"})


def _boat(cv: Canvas, x: float, y: float, w: float, h: float, fill: str, line: str, dash: str = "solid",
          width: float = 1) -> None:
    """A hull (trapezoid) with a small sail, x..x+w, y..y+h."""
    hull = f"M {x},{y + h * 0.45} L {x + w},{y + h * 0.45} L {x + w * 0.8},{y} L {x + w * 0.2},{y} Z"
    sail = f"M {x + w * 0.48},{y + h * 0.5} L {x + w * 0.48},{y + h} L {x + w * 0.85},{y + h * 0.55} Z"
    _shape(cv, "path", fill, line, width, dash, path=hull)
    _shape(cv, "path", fill if dash == "solid" else "rgba(0,0,0,0)", line, width, dash, path=sail)


def _rule_hover(rule_ids: tuple[str, ...] | list[str], lang: Lang, head: str = "") -> str:
    parts = [f"<b>{html.escape(head)}</b>"] if head else []
    for rid in rule_ids:
        r = NOLI.rule(rid)
        parts.append(f"<b>{html.escape(r.title(lang))}</b><br>{wrap(html.escape(r.text(lang)), 44)}")
    return "<br>".join(parts)


def _fac(view: dict[str, Any], p: int) -> Faction:
    return FACTION_BY_KEY[view["factions"][p]]


def _label(f: Faction, lang: Lang) -> str:
    return f"{f.symbol} {f.name(lang)}"


def symbol_label(kind: str, value: int, lang: Lang) -> str:
    glyph, name, _ = SYMBOL_LOOK[kind]
    if kind == "coins" and value == 1:
        name = COIN
    return f"{glyph}{name.format(v=value)(lang)}"


def symbol_hover(card: int, i: int, lang: Lang) -> str:
    sym = CARDS[card].symbols[i]
    head = f"{CARDS[card].name(lang)}: {symbol_label(sym.kind, sym.value, lang)}"
    rules = [SYMBOL_RULE[sym.kind]] + (["noli.raid.floor"] if sym.kind == "raid" else [])
    return _rule_hover(rules, lang, head)


# ---- the latest round's public story, read from the events --------------------------------------------------------
def season_record(events: list[Event] | None) -> dict[str, Any] | None:
    """Revealed bids, winners, regatta (dice, rolls, finishing order) and catch of the latest revealed round."""
    if not events:
        return None
    start = next((i for i in range(len(events) - 1, -1, -1)
                  if events[i].rule == "noli.invest.ready" and "bids" in events[i].data), None)
    if start is None:
        return None
    rec: dict[str, Any] = {"bids": [list(b) for b in events[start].data["bids"]], "wins": {}, "finish": [],
                           "rolls": {}, "dice": {}, "draws": {}, "storm": 0, "ended": False}
    last_area = 0
    for e in events[start + 1:]:
        r, d = e.rule, e.data
        if r == "noli.bid.win" and "investment" in d:
            rec["wins"].setdefault(d["investment"], d["player"])
        elif r == "noli.regatta.simulated" and "dice" in d:
            for p, faces in d["dice"].items():
                rec["rolls"][int(p)] = rec["rolls"].get(int(p), 0) + 1
                rec["dice"][int(p)] = list(faces)
        elif r == "noli.regatta.roll" and "dice" in d:
            p = d["player"]
            rec["rolls"][p] = rec["rolls"].get(p, 0) + 1
            rec["dice"][p] = list(d["dice"])
        elif r in ("noli.regatta.finish", "noli.regatta.last") and "area" in d:
            rec["finish"].append((d["player"], d["area"]))
        elif r == "noli.fishing.draw" and "cards" in d:
            last_area = d["area"]
            rec["draws"][last_area] = (d["player"], list(d["cards"]))
        elif r == "noli.symbol.storm":
            rec["storm"] = last_area
        elif r == "noli.round.phases":
            rec["ended"] = True
    return rec


# ---- the board -----------------------------------------------------------------------------------------------------
def figure(view: dict[str, Any], lang: Lang, tries: list[Action], legal: set[Action],
           events: list[Event] | None = None) -> tuple[dict, dict]:
    """The board for ``view``; ``tries`` become click targets, outlined when in ``legal``."""
    cv = Canvas(W, H)
    rec = season_record(events)
    past = rec is not None and rec["ended"]  # the round of the latest reveal is over: its story is the last round's
    _header(cv, view, lang)
    _track(cv, view, lang)
    _town(cv, view, lang, tries, legal)
    _sea(cv, view, lang, tries, legal, rec, past)
    _sheets(cv, view, lang, tries, legal, rec, past)
    return cv.figure(HEIGHT_PX), cv.click


def _header(cv: Canvas, view: dict[str, Any], lang: Lang) -> None:
    cv.text(8, 87.6, L["round"](lang).format(r=view["round"]), 16)
    for i, ph in enumerate(PHASES):
        x0 = 17 + i * 14.5
        now = view["phase"] == ph
        cv.rect(x0, 85.8, x0 + 13.5, 89.4, "#FFE8A3" if now else "#FFFFFF", line=OUTLINE if now else "#AAAAAA",
                width=3 if now else 1)
        cv.text(x0 + 6.75, 87.6, ("▶ " if now else "") + L["phase"][ph](lang), 12, INK if now else MUTED)
    me = view["viewer"]
    if view["phase"] == OVER:
        names = "・".join(_fac(view, p).name(lang) for p in view["winners"]) if lang == "ja" else \
            ", ".join(_fac(view, p).name(lang) for p in view["winners"])
        text = L["over"](lang) + (f" — {names}" if names else "")
    elif me is None:
        text = L["spectator"](lang)
    else:
        text = L["bank"](lang).format(b=view["bank"])
    cv.text(99, 87.6, text, 13)


def _track(cv: Canvas, view: dict[str, Any], lang: Lang) -> None:
    n = view["players"]
    end = view.get("track_end", TRACK_END)
    walls = set(view.get("wall_spaces", TRACK_WALL_SPACES))
    pitch = 93.6 / (end + 1)
    cv.text(50, 82.6, L["track"](lang), 12)
    starts = {_fac(view, p).start: _fac(view, p) for p in range(n)}
    occupant = {view["track"][p]: p for p in range(n)}
    for s in range(end + 1):
        cx = 4 + s * pitch
        x0, x1 = cx - pitch * 0.45, cx + pitch * 0.45
        start = starts.get(s)
        fill = "#C9A27E" if s == end else ("#EAD9C4" if s in walls else "#F5EDE2")
        cv.rect(x0, 73.6, x1, 80.6, fill, line=start.colour if start else "#8A7560", width=4 if start else 1)
        cv.text(x0 + 1.1, 79.6, str(s), 10, MUTED)
        if s in walls:
            cv.text(cx, 72.4, L["wall_space"](lang), 10, BRICK)
        if s == end:
            cv.text(cx, 72.4, L["end"](lang), 10, INK)
        p = occupant.get(s)
        if p is not None:
            f = _fac(view, p)
            cv.text(cx, 77.5, f.symbol, 20, f.colour)
            cv.text(cx, 74.6, f.name(lang), 9, INK)
        rules = ["noli.courtier.move"] + (["noli.courtier.wall"] if s in walls else []) + \
            (["noli.courtier.end", "noli.win.track"] if s == end else []) + (["noli.setup.pawn"] if start else [])
        head = f"{s}" + (f" — {_label(start, lang)}" if start else "")
        cv.target(cx, 77, "", _rule_hover(rules, lang, head), False, size=36)
    # Noli's crest, just past the last space
    cx = 4 + (end + 1) * pitch + 1.5
    cv.rect(cx - 3.2, 73.6, cx + 3.2, 80.6, "#FFF6D6", line="#8A7560", width=2)
    cv.text(cx, 77.4, "⚜", 22, "#7A5C00")
    cv.text(cx, 72.4, L["crest"](lang), 10, INK)
    # the supply
    sx = 111.9
    cv.rect(104.3, 72.2, 119.5, 82.2, "#FFFFFF", line="#AAAAAA")
    cv.text(sx, 80.8, L["supply"](lang), 11)
    stock = view["rower_stock"]
    cv.text(sx, 78.2, L["rower_stock"](lang).format(k=stock, t=ROWER_TOKENS), 10)
    for k in range(ROWER_TOKENS):
        x = sx + (k - (ROWER_TOKENS - 1) / 2) * 2.3
        _shape(cv, "circle", "#5B4636" if k < stock else "rgba(0,0,0,0)", "#5B4636", 1, "solid" if k < stock else "dot",
               x0=x - 0.9, y0=75.2, x1=x + 0.9, y1=76.9)
    cv.text(sx, 73.6, L["floor_stock"](lang).format(k=view["floor_stock"]), 10)
    cv.target(sx, 77, "", _rule_hover(["noli.setup.supply", "noli.rower.take", "noli.rower.steal"], lang), False, size=50)


def _town(cv: Canvas, view: dict[str, Any], lang: Lang, tries: list[Action], legal: set[Action]) -> None:
    n = view["players"]
    cv.rect(1, 33.5, 39.5, 69.5, SAND, line="#B9A27F", width=2)
    cv.text(20.25, 68, L["town"](lang), 13)
    walls = view["walls"]
    cv.text(20.25, 65.4, L["walls"](lang).format(k=walls), 11, BRICK)
    for k in range(WALLS):
        x0 = 3 + k * 5.95
        up = k < walls
        cv.rect(x0, 59.8, x0 + 5.3, 63.4, BRICK if up else "rgba(0,0,0,0)", line=BRICK, width=1 if up else 1.5,
                dash="solid" if up else "dot")
        cv.text(x0 + 2.65, 61.6, "▦" if up else "·", 12, "#FFFFFF" if up else BRICK)
    cv.target(20.25, 61.6, "", _rule_hover(["noli.setup.walls", "noli.symbol.raid", "noli.raid.floor"], lang), False,
              size=60)
    cv.text(20.25, 57.4, L["towers"](lang), 11)
    raid = {a.target: a for a in tries if isinstance(a, RaidTower)}
    col = 37.0 / n
    for p in range(n):
        f = _fac(view, p)
        cx = 2 + col * (p + 0.5)
        tw = min(6.5, col - 2)
        floors = view["floors"][p]
        for k in range(WIN_FLOORS):
            y0 = 38 + k * 2.75
            built = k < floors
            cv.rect(cx - tw / 2, y0, cx + tw / 2, y0 + 2.5, f.colour if built else "rgba(255,255,255,0.6)",
                    line=f.colour if built else "#B9A27F", dash="solid" if built else "dot")
            if built:
                cv.text(cx, y0 + 1.25, f.symbol, 10, "#FFFFFF")
        cv.text(cx, 55.3, f"{floors}/6", 11, INK)
        cv.text(cx, 36.0, _label(f, lang), 10, INK)
        act = raid.get(p)
        key = f"tower:{p}" if act else ""
        if act:
            ok = act in legal
            cv.rect(cx - tw / 2 - 0.8, 37.2, cx + tw / 2 + 0.8, 56.8, "rgba(0,0,0,0)", line=OUTLINE if ok else "#BBBBBB",
                    width=3 if ok else 1, dash="solid" if ok else "dash")
            cv.bind(key, [act])
        hover = _rule_hover(["noli.mason.floor", "noli.win.tower"] + (["noli.raid.floor"] if act else []), lang,
                            f"{_label(f, lang)}: {floors}/6")
        cv.target(cx, 46, key, hover, bool(act and act in legal), size=48)


def _sea(cv: Canvas, view: dict[str, Any], lang: Lang, tries: list[Action], legal: set[Action],
         rec: dict[str, Any] | None, past: bool) -> None:
    cv.rect(41, 33.5, 119.5, 69.5, SEA, line="#9CC3DA", width=2)
    title = L["sea_last"](lang).format(r=view["round"] - 1) if past and view["phase"] == INVEST else L["sea"](lang)
    cv.text(80.25, 68, title, 13)
    phase = view["phase"]
    live = phase in (REGATTA, FISH)
    # who fishes where: this round's order once the regatta runs, else the last round's (muted)
    if live:
        order = [(p, a) for p, a in enumerate(view["area_of"]) if a]
    elif rec is not None and past:
        order = list(rec["finish"])
    else:
        order = []
    open_areas = [a for a in FISHING_AREAS if a not in view["closed"]]
    place_of = {a: open_areas.index(a) + 1 for a in open_areas}
    stop = next((a for a in tries if isinstance(a, Stop)), None)
    free = [a for a in open_areas if a not in view["area_of"]] if live else []
    resolve = {(a.card, a.symbol): a for a in tries if isinstance(a, ResolveSymbol)}
    if not order and not view["closed"] and not (rec is not None and rec["draws"] and (past or live)):
        for k, hint in enumerate(L["sea_hint"]):  # nothing to show yet: say what will come here
            cv.text(80.25, 47.5 - k * 2.6, hint(lang), 11, MUTED)
    pending = {(c, i) for c, i in view["pending"]}
    for a in FISHING_AREAS:
        x0 = 42 + (a - 1) * 19.4
        cx = x0 + 9.2
        closed = a in view["closed"]
        current = phase == FISH and view["area"] == a
        cv.rect(x0, 59.3, x0 + 18.4, 66.6, "#FFFFFF" if not closed else "#D9D9D9", line=OUTLINE if current else "#7FA7BF",
                width=3 if current else 1)
        cv.text(cx, 65.1, L["area"](lang).format(a=a), 13)
        cv.text(cx, 62.8, L["deck"](lang).format(k=view["deck_sizes"][a - 1]), 10)
        cv.text(cx, 60.6, AREA_MOOD[a](lang), 10, MUTED)
        key = ""
        if stop is not None and len(free) == 1 and free[0] == a:
            key = f"area:{a}"
            cv.bind(key, [stop])
            ok = stop in legal
            cv.rect(x0 - 0.4, 58.9, x0 + 18.8, 67.0, "rgba(0,0,0,0)", line=OUTLINE if ok else "#BBBBBB", width=3)
            cv.text(cx, 57.2, L["stop_here"](lang), 10, INK)
        cv.target(cx, 63, key, _area_hover(a, lang), bool(key and stop in legal), size=56)
        if closed:  # shut this round: greyed out and crossed
            cv.rect(x0, 34.2, x0 + 18.4, 58.8, "#D9D9D9", line="#888888")
            _shape(cv, "line", "rgba(0,0,0,0)", "#888888", 2, x0=x0, y0=34.2, x1=x0 + 18.4, y1=58.8)
            _shape(cv, "line", "rgba(0,0,0,0)", "#888888", 2, x0=x0, y0=58.8, x1=x0 + 18.4, y1=34.2)
            cv.rect(x0 + 2, 50, x0 + 16.4, 55, "#FFFFFF", line="#888888")
            cv.text(cx, 53.2, "✕ " + L["closed"](lang), 12, INK)
            cv.text(cx, 51.2, L["closed_note"](lang), 10, MUTED)
            continue
        fishers = [p for p, area in order if area == a]
        for p in fishers:
            f = _fac(view, p)
            muted = not live
            cv.rect(x0 + 0.5, 55.3, x0 + 17.9, 58.5, tint(f.colour, 0.85 if muted else 0.6), line=f.colour,
                    width=1 if muted else 2, dash="dot" if muted else "solid")
            cv.text(cx, 56.9, f"{f.symbol} {f.name(lang)} · {L['place'](lang).format(k=place_of.get(a, a))}", 11,
                    MUTED if muted else INK)
        if current:
            cv.text(cx, 34.6, L["fishing_now"](lang), 10, INK)
        # the cards drawn in this area this season (or last season, muted)
        if current:
            cards = list(view["drawn"])
        elif rec is not None and (past or live):
            cards = rec["draws"].get(a, (None, []))[1] if (past or (phase == FISH and a < view["area"])) else []
        else:
            cards = []
        for k, c in enumerate(cards[:BOATS]):
            top = 54.8 - k * CARD_PITCH
            _card(cv, view, lang, x0 + 0.5, top, c, current, pending, resolve, legal, muted=not current and past)
        if rec is not None and rec["storm"] == a and (past or live) and not current:
            cv.text(cx, 54.8 - min(len(cards), BOATS) * CARD_PITCH - 0.6, L["storm_here"](lang), 10, INK)


def _area_hover(a: int, lang: Lang) -> str:
    cards = [CARDS[c] for c in AREA_CARDS[a]]
    coins = sum(c.coins for c in cards)
    kinds = {k: sum(1 for c in cards for s in c.symbols if s.kind == k) for k in SYMBOL_LOOK}
    counts = ", ".join(f"{SYMBOL_LOOK[k][0]}{SYMBOL_LOOK[k][1].format(v='')(lang).strip()} {kinds[k]}"
                       for k in SYMBOL_LOOK if kinds[k] and k != "coins")
    head = Text(f"海域{a}: {len(cards)}枚、コイン計{coins}、危険なシンボル{risk(a)}【再構成データ】",
                f"Area {a}: {len(cards)} cards, {coins} coins in all, {risk(a)} risky symbols [reconstructed data]")(lang)
    return _rule_hover(["noli.fishing.draw", "noli.components.decks"], lang, head) + "<br>" + html.escape(counts)


def _card(cv: Canvas, view: dict[str, Any], lang: Lang, x0: float, top: float, c: int, current: bool,
          pending: set[tuple[int, int]], resolve: dict[tuple[int, int], Action], legal: set[Action], muted: bool) -> None:
    card = CARDS[c]
    w = 17.4
    cv.rect(x0, top - 4.55, x0 + w, top, "#FFFDF5" if not muted else "#F4F4F0", line="#555555" if not muted else "#AAAAAA")
    cv.text(x0 + w / 2, top - 1.1, card.name(lang), 10, INK if not muted else MUTED)
    syms = card.symbols
    cw = (w - 0.6) / max(len(syms), 1)
    for i, sym in enumerate(syms):
        glyph, _, fill = SYMBOL_LOOK[sym.kind]
        sx0 = x0 + 0.3 + i * cw
        cxs = sx0 + cw / 2
        waiting = current and (c, i) in pending
        act = resolve.get((c, i))
        ok = act is not None and act in legal
        cv.rect(sx0 + 0.15, top - 4.3, sx0 + cw - 0.15, top - 2.1, fill if (waiting or not current) else "#EFEFEF",
                line=OUTLINE if ok else ("#777777" if waiting else "#BBBBBB"), width=3 if ok else 1,
                dash="solid" if (waiting or not current) else "dot")
        label = symbol_label(sym.kind, sym.value, lang)
        if current and not waiting:
            label = "✓" + label
        cv.text(cxs, top - 3.2, label, 10, INK if (waiting or not current) and not muted else MUTED)
        key = f"sym:{c}:{i}" if act else ""
        if act:
            cv.bind(key, [act])
        state = L["resolve_me"] if ok else (L["pending"] if waiting else (L["resolved"] if current else None))
        hover = symbol_hover(c, i, lang) + (f"<br><i>{html.escape(state(lang))}</i>" if state else "")
        cv.target(cxs, top - 3.2, key, hover, ok, size=30)


def _sheets(cv: Canvas, view: dict[str, Any], lang: Lang, tries: list[Action], legal: set[Action],
            rec: dict[str, Any] | None, past: bool) -> None:
    n, me, phase = view["players"], view["viewer"], view["phase"]
    width = W / n
    take = {a.victim: a for a in tries if isinstance(a, TakeRower)}
    wreck = {a.target: a for a in tries if isinstance(a, Wreck)}
    roll = next((a for a in tries if isinstance(a, Roll)), None)
    open_areas = [a for a in FISHING_AREAS if a not in view["closed"]]
    finish_last = {p: (k + 1, a) for k, (p, a) in enumerate(rec["finish"])} if rec is not None and past else {}
    for p in range(n):
        f = _fac(view, p)
        x0 = p * width + 0.5
        x1 = x0 + width - 1
        cx = (x0 + x1) / 2
        mine = p == me
        acting = p in view["to_act"]
        cv.rect(x0, 0.5, x1, 31.8, "#FFFFFF", line=f.colour, width=5 if mine else 3)
        cv.rect(x0, 28.2, x1, 31.8, tint(f.colour, 0.55), line=f.colour, width=5 if mine else 3)
        cv.text(cx, 30.0, ("▶ " if acting and phase not in (INVEST, REGATTA) else "") + _label(f, lang)
                + (L["you"](lang) if mine else ""), 13, INK)
        # status
        if phase == INVEST:
            status = L["ready"](lang) if view["ready"][p] else L["bidding"](lang)
        elif phase == DEVELOP:
            status = L["deciding"](lang) if view["step"] == "double" and view["winner"] == p else ""
        elif phase in (REGATTA, FISH):
            a = view["area_of"][p]
            status = L["finished"](lang).format(k=open_areas.index(a) + 1 if a in open_areas else a, a=a) if a \
                else L["rowing"](lang)
        else:
            status = ("★ " + L["winner"](lang)) if p in view["winners"] else ""
        cv.text(cx, 26.6, status, 11, INK)
        # bids
        bids = view["bids"][p]
        placed = (view.get("placed") or [None] * n)[p] if phase == INVEST else None  # own sheet: which bids are placed
        wins = rec["wins"] if rec is not None and not past else {}
        cell = (x1 - x0 - 1.0) / 4
        for i, key in enumerate(INVESTMENTS):
            bx0 = x0 + 0.5 + i * cell
            resolving = phase == DEVELOP and view.get("investment") == key
            won = wins.get(key) == p
            deciding = resolving and view["winner"] == p
            cv.rect(bx0 + 0.15, 19.6, bx0 + cell - 0.15, 24.8, "#FFF3C4" if won else "#FAFAFA",
                    line=OUTLINE if (deciding or won) else ("#333333" if resolving else "#BBBBBB"),
                    width=3 if (deciding or won) else (2 if resolving else 1))
            cv.text(bx0 + cell / 2, 23.6, SHORT_INVEST[key](lang), 10, MUTED)
            if bids is None:
                amount, colour = L["hidden"](lang), MUTED
            elif len(bids) <= i or (placed is not None and not placed[i]):
                amount, colour = "–", MUTED
            else:
                amount, colour = ("★" if won else "") + str(bids[i]), INK
            cv.text(bx0 + cell / 2, 21.0, amount, 14, colour)
        if phase == INVEST and rec is not None and past and p < len(rec["bids"]):
            cv.text(cx, 18.4, L["last_bids"](lang).format(b="·".join(map(str, rec["bids"][p]))), 10, MUTED)
        elif rec is not None and not past and any(v == p for v in wins.values()):
            cv.text(cx, 18.4, L["won"](lang), 10, MUTED)
        elif placed is not None and not all(placed) and not view["ready"][p]:
            cv.text(cx, 18.4, L["unplaced"](lang), 10, MUTED)
        # boats and rowers
        half = (x1 - x0) / 2
        boats = view["boats"][p]
        cv.text(x0 + half / 2, 16.6, L["boats"](lang).format(k=boats), 10, INK)
        bw = (half - 1.6) / BOATS
        for k in range(BOATS):
            bx = x0 + 0.8 + k * bw
            on = k < boats
            _boat(cv, bx + 0.2, 11.2, bw - 0.5, 4.0, f.colour if on else "rgba(0,0,0,0)", f.colour if on else "#999999",
                  "solid" if on else "dot")
        act = wreck.get(p)
        key = f"boats:{p}" if act else ""
        if act:
            ok = act in legal
            cv.rect(x0 + 0.4, 10.7, x0 + half - 0.3, 17.8, "rgba(0,0,0,0)", line=OUTLINE if ok else "#BBBBBB",
                    width=3 if ok else 1, dash="solid" if ok else "dash")
            cv.bind(key, [act])
        cv.target(x0 + half / 2, 13.2, key, _rule_hover(["noli.fishing.draw", "noli.shipwright.boat"]
                                                         + (["noli.symbol.shipwreck"] if act else []), lang,
                                                         L["boats"](lang).format(k=boats)), bool(act and act in legal),
                  size=44)
        rowers = view["rowers"][p]
        rx = x0 + half
        cv.text(rx + half / 2, 16.6, L["rowers"](lang).format(k=rowers), 10, INK)
        for k in range(MAX_ROWERS):
            ccx = rx + half / 2 + (k - 1) * 3.2
            on = k < rowers
            _shape(cv, "circle", f.colour if on else "rgba(0,0,0,0)", f.colour if on else "#999999", 1.5,
                   "solid" if on else "dot", x0=ccx - 1.25, y0=12.0, x1=ccx + 1.25, y1=14.3)
        act = take.get(p)
        key = f"rowers:{p}" if act else ""
        if act:
            ok = act in legal
            cv.rect(rx + 0.3, 10.7, x1 - 0.4, 17.8, "rgba(0,0,0,0)", line=OUTLINE if ok else "#BBBBBB",
                    width=3 if ok else 1, dash="solid" if ok else "dash")
            cv.bind(key, [act])
        cv.target(rx + half / 2, 13.2, key, _rule_hover(["noli.regatta.rowers", "noli.rower.max"]
                                                        + (["noli.rower.steal"] if act else []), lang,
                                                        L["rowers"](lang).format(k=rowers)), bool(act and act in legal),
                  size=44)
        # dice
        dice = view["dice"][p]
        rolls = view["rolls"][p]
        in_hand = all(d < 0 for d in dice)
        cv.text(x0 + half / 2 + 1.5, 9.2, (L["dice_hand"] if in_hand else L["dice"])(lang).format(k=rolls), 10, INK)
        dw = min(3.6, (half + 4 - 1.4) / DICE - 0.5)
        for k, face in enumerate(dice):
            dx = x0 + 1.0 + k * (dw + 0.5)
            buoy = 0 <= face < BUOY_FACES
            if face < 0:
                cv.rect(dx, 2.6, dx + dw, 6.9, "rgba(0,0,0,0)", line="#999999", dash="dot")
                cv.text(dx + dw / 2, 4.75, "·", 11, MUTED)
            else:
                cv.rect(dx, 2.6, dx + dw, 6.9, f.colour if buoy else "#FFFFFF", line=f.colour, width=2)
                cv.text(dx + dw / 2, 4.75, "◉" if buoy else "○", 15, "#FFFFFF" if buoy else MUTED)
        gx = x0 + 1.0 + DICE * (dw + 0.5) / 2
        key = ""
        if roll is not None and mine:
            key = f"dice:{p}"
            ok = roll in legal
            cv.rect(x0 + 0.5, 1.9, x0 + 0.5 + DICE * (dw + 0.5) + 0.6, 7.6, "rgba(0,0,0,0)", line=OUTLINE if ok else "#BBBBBB",
                    width=3 if ok else 1)
            cv.bind(key, [roll])
        cv.target(gx, 4.75, key, _rule_hover(["noli.regatta.roll", "noli.components.dice"], lang),
                  bool(key and roll in legal), size=50)
        # the regatta's outcome for this faction, big, to the right of the dice
        fx = (x0 + 1.0 + DICE * (dw + 0.5) + x1) / 2
        a = view["area_of"][p] if phase in (REGATTA, FISH) else 0
        if key:
            cv.text(fx, 4.75, L["roll_me"](lang), 11, INK)
        elif a:
            place = open_areas.index(a) + 1 if a in open_areas else a
            cv.text(fx, 5.9, L["place"](lang).format(k=place), 14, INK)
            cv.text(fx, 3.6, L["area"](lang).format(a=a), 10, INK)
        elif p in finish_last:
            k, a = finish_last[p]
            cv.text(fx, 4.75, L["last_regatta"](lang).format(k=k, r=rec["rolls"].get(p, 0)), 10, MUTED)


# ---- the board as text -----------------------------------------------------------------------------------------------
def _dice_text(faces: list[int]) -> str:
    return "".join("◉" if 0 <= f < BUOY_FACES else ("○" if f >= 0 else "·") for f in faces)


def text(view: dict[str, Any], lang: Lang) -> str:
    """The board as plain text, for screen readers and for the log."""
    n = view["players"]
    t = Text
    lines = [L["round"](lang).format(r=view["round"]) + " — " + (L["phase"][view["phase"]](lang)
                                                                 if view["phase"] in L["phase"] else L["over"](lang))]
    if view["bank"] is not None:
        lines.append(L["bank"](lang).format(b=view["bank"]))
    track = ", ".join(f"{_fac(view, p).name(lang)} {view['track'][p]}" for p in range(n))
    lines.append(t("支持トラック（0〜{e}、壁のマス{w}）: ", "Support track (0-{e}, wall spaces {w}): ").format(
        e=view["track_end"], w="/".join(map(str, view["wall_spaces"])))(lang) + track)
    lines.append(L["walls"](lang).format(k=view["walls"]))
    lines.append(t("サプライ: 漕ぎ手{r}、塔の階層{f}", "Supply: {r} rowers, {f} tower floors").format(
        r=view["rower_stock"], f=view["floor_stock"])(lang))
    for p in range(n):
        f = _fac(view, p)
        bids = view["bids"][p]
        if bids is None:
            bid_text = t("入札は伏せられている", "bids hidden")(lang)
        elif not bids:
            bid_text = "-"
        else:
            placed = (view.get("placed") or [None] * n)[p] if view["phase"] == INVEST else None
            bid_text = ", ".join(f"{INVESTMENT_NAMES[k](lang)} {bids[i] if placed is None or placed[i] else '–'}"
                                 for i, k in enumerate(INVESTMENTS))
        ready = ""
        if view["phase"] == INVEST:
            ready = " (" + (L["ready"] if view["ready"][p] else L["bidding"])(lang) + ")"
        area = view["area_of"][p]
        lines.append(
            f"{_label(f, lang)}{L['you'](lang) if p == view['viewer'] else ''}: "
            + t("塔{fl}/6、漁船{b}/4、漕ぎ手{r}、ダイス {d}（{k}回）", "tower {fl}/6, boats {b}/4, rowers {r}, dice {d} ({k} rolls)")
            .format(fl=view["floors"][p], b=view["boats"][p], r=view["rowers"][p], d=_dice_text(view["dice"][p]),
                    k=view["rolls"][p])(lang)
            + (t("、海域{a}", ", area {a}").format(a=area)(lang) if area else "") + f"; {bid_text}{ready}")
    for a in FISHING_AREAS:
        closed = f" {L['closed'](lang)}" if a in view["closed"] else ""
        lines.append(f"{L['area'](lang).format(a=a)}: {L['deck'](lang).format(k=view['deck_sizes'][a - 1])}{closed}")
    if view["drawn"]:
        pending = {(c, i) for c, i in view["pending"]}
        cards = []
        for c in view["drawn"]:
            syms = ", ".join(("" if (c, i) in pending else "✓") + symbol_label(s.kind, s.value, lang)
                             for i, s in enumerate(CARDS[c].symbols))
            cards.append(f"{CARDS[c].name(lang)} [{syms}]")
        who = _fac(view, view["fisher"]).name(lang) if view["fisher"] >= 0 else "?"
        lines.append(t("{p}の漁（海域{a}）: ", "{p} fishing (area {a}): ").format(p=who, a=view["area"])(lang)
                     + "; ".join(cards))
    return "\n".join(lines)


# ---- the bid draft: sliders and one button ----------------------------------------------------------------------
C = {
    "title": Text("入札の下書き（衝立の陰で。決めたら一度に出します）",
                  "Your bids, behind your screen (set them, then submit all at once)"),
    "left": Text("銀行に残る: {k}コイン（入札計 {s} / {b}）", "Left in your bank: {k} coins (bid {s} of {b})"),
    "submit": Text("入札する", "Place bids"),
    "set": Text("（決定済み）", " (set)"),
}


def covers(action: Action) -> bool:
    """The actions the bid controls replace among the action buttons."""
    return isinstance(action, (SetBid, Ready))


def controls(view: dict[str, Any], lang: Lang, legal: set[Action], submit: Any) -> Any:
    """Four sliders (one per investment; their sum may not exceed the bank) and a button that submits them.

    ``submit(actions)`` receives a SetBid for every changed investment, in sheet order, then Ready if it is legal.
    Investments whose bid can no longer change (no SetBid legal for them) show their bid, disabled.
    """
    if not any(isinstance(a, (SetBid, Ready)) for a in legal) or view.get("viewer") is None or view.get("bank") is None:
        return None
    import ipywidgets as w

    me = view["viewer"]
    current = list(view["bids"][me] or [0] * len(INVESTMENTS))
    open_keys = {a.investment for a in legal if isinstance(a, SetBid)}
    purse = view["bank"] + sum(current[i] for i, k in enumerate(INVESTMENTS) if k in open_keys)
    sliders: dict[str, Any] = {}
    for i, key in enumerate(INVESTMENTS):
        is_open = key in open_keys
        s = w.IntSlider(value=current[i], min=0, max=max(purse, current[i]) if is_open else current[i],
                        description=INVESTMENT_NAMES[key](lang) + ("" if is_open else C["set"](lang)),
                        disabled=not is_open or purse == 0, continuous_update=True,
                        style={"description_width": "110px"}, layout={"width": "420px"})
        s.add_class(f"kg-bid-{key}")
        sliders[key] = s
    left = w.HTML()
    left.add_class("kg-bid-left")

    def open_total() -> int:
        return sum(s.value for k, s in sliders.items() if k in open_keys)

    def refresh(_change: Any = None) -> None:
        total = open_total()
        left.value = (f"<span style='font-size:14px'><b>{html.escape(C['left'](lang).format(k=purse - total, s=total, b=purse))}"
                      "</b></span>")

    def clamp(change: dict) -> None:
        over = open_total() - purse
        if over > 0:
            change["owner"].value = change["new"] - over
        refresh()

    for k, s in sliders.items():
        if k in open_keys:
            s.observe(clamp, names="value")
    button = w.Button(description=C["submit"](lang), button_style="primary", layout={"width": "auto", "margin": "0 0 0 16px"})
    button.add_class("kg-bid-submit")
    ready = next((a for a in legal if isinstance(a, Ready)), None)

    def on_submit(_b: Any) -> None:
        actions: list[Action] = [SetBid(k, sliders[k].value) for i, k in enumerate(INVESTMENTS)
                                 if k in open_keys and sliders[k].value != current[i]]
        if ready is not None:
            actions.append(ready)
        submit(actions)

    button.on_click(on_submit)
    refresh()
    title = w.HTML(f"<b>{html.escape(C['title'](lang))}</b>")
    box = w.VBox([title, *sliders.values(), w.HBox([left, button], layout={"align_items": "center"})],
                 layout={"width": "100%", "border": "1px solid #ccc", "padding": "6px", "margin": "4px 0"})
    box.add_class("kg-bid-controls")
    return box


# ---- the reconstructed data, with reasons -------------------------------------------------------------------------------
def data_html(lang: Lang) -> str:
    """The support track, dice, tokens and sea decks, tagged as reconstructed, with the reasons for each choice."""
    e = html.escape
    t = Text
    head = t("ノーリのデータ（再構成）", "Noli's data (reconstructed)")(lang)
    note = t(
        "翻訳ルールブックは陣営・最初のコイン・漁船・ダイスの数・壁6つ・勝利条件を定めていますが、支持トラックのマス数と壁のマス、"
        "ダイスの面、漕ぎ手と塔の階層トークンの数、4つの海域の山札の中身は書かれておらず、公開資料でも見つかりませんでした。"
        "以下はこのプロジェクトが、ルールブックの記述（ヒントや例を含む）すべてと矛盾しないよう設計した値です。"
        "出版社（River Horse）の値ではありません。実物に合わせたいときは kernel_games/noli/components.py の表を書き換えてください"
        "（読み込み時に制約を検査します）。",
        "The translated rulebook fixes the factions, starting coins, boats, number of dice, the six walls and how to "
        "win, but not the length of the support track or its wall spaces, the dice faces, how many rower and tower-floor "
        "tokens there are, or what the four sea decks contain, and no public source gives them. The values below were "
        "designed by this project to agree with everything the rulebook says (its tips and example included). They are "
        "not the publisher's (River Horse). To match a physical copy, edit the tables in kernel_games/noli/components.py "
        "(they are checked when loaded).")(lang)
    tag = t("【再構成】", "[reconstructed]")(lang)
    seed = t("【ルールブック】", "[rulebook]")(lang)
    starts = ", ".join(f"{f.name(lang)} {f.start}" for f in sorted(FACTIONS, key=lambda f: f.start))
    coins = ", ".join(f"{f.name(lang)} {f.coins}" for f in FACTIONS)
    rows = [
        (t("陣営と最初のコイン", "Factions and starting coins"), coins, seed, t(
            "ルールブックの準備のとおり。色はノーリの実際の地区の色を色覚に配慮した配色に寄せ、記号（◆●■▲）でも区別します。",
            "As the rulebook's set-up says. Colours follow Noli's real districts, taken from a colour-blind-safe palette, "
            "and each faction also has a shape (◆●■▲).")),
        (t("支持トラック", "Support track"),
         t(f"0〜{TRACK_END}の{TRACK_END + 1}マス、壁のマス {', '.join(map(str, TRACK_WALL_SPACES))}、開始 {starts}",
           f"{TRACK_END + 1} spaces 0-{TRACK_END}, wall spaces {', '.join(map(str, TRACK_WALL_SPACES))}, starts {starts}")(lang),
         tag, t("コインの多い陣営ほど後ろから始め、同額の入札で負けやすくして釣り合わせます。13マスでは貪欲ボットの4人戦の約7割が"
                "トラックの端で終わり、平均8ラウンド。15マスではほとんどが塔で決着し11〜12ラウンドかかりました。壁のマスは5から3マスおき。",
                "Richer factions start further back, so they lose tied bids more often. With thirteen spaces about 70% of "
                "greedy-bot 4-player games end at the track's end, in 8 rounds on average; with fifteen (tried) nearly all "
                "ran on to the tower in 11-12 rounds. Wall spaces every third space from 5.")),
        (t("ダイス", "Dice"), t(f"{DIE_FACES}面、うちブイ{BUOY_FACES}面", f"{DIE_FACES} faces, {BUOY_FACES} of them buoys")(lang),
         tag, t("4個を振ってブイ4つまで平均約5回、漕ぎ手3人（残り1個）なら約3回。漕ぎ手に価値があり、運も残ります。",
                "Four dice need about five rolls to show four buoys, one die (three rowers) about three: rowers are "
                "worth something and luck still matters.")),
        (t("漕ぎ手トークン", "Rower tokens"), str(ROWER_TOKENS), tag,
         t("ヒントのとおり、ストックが尽きるまで数ラウンドは漕ぎ手が手元に残ります（2組分で3〜5ラウンド）。",
           "As the tip says, rowers stay with their owner for several rounds until the stock runs out (two crews: "
           "three to five rounds).")),
        (t("塔の階層トークン", "Tower floors"), str(FLOOR_TOKENS), tag,
         t("各陣営5階＋勝利の6階目まで足りるので、尽きることはありません。", "Enough for five floors each plus a winning "
           "sixth: the stock never runs out.")),
        (t("漁区トークン（2〜3人）", "Fishing-zone tokens (2-3 players)"),
         t("3人で1枚、2人で2枚を引く", "one drawn with 3 players, two with 2")(lang), seed,
         t("ルールブックのとおり。", "As the rulebook says.")),
    ]
    table = "".join(f"<tr><td><b>{e(a(lang))}</b></td><td>{e(b)}</td><td>{e(c)}</td><td>{e(d(lang))}</td></tr>"
                    for a, b, c, d in rows)
    hdr = "".join(f"<th>{e(x(lang))}</th>" for x in (t("項目", "Item"), t("値", "Value"), t("出典", "Source"),
                                                       t("理由", "Why")))
    decks = []
    for a in FISHING_AREAS:
        cards = [CARDS[c] for c in AREA_CARDS[a]]
        listing = "<br>".join(
            e(f"{c.name(lang)}: " + " ".join(symbol_label(s.kind, s.value, lang) for s in c.symbols)) for c in cards)
        total = sum(c.coins for c in cards)
        decks.append(f"<td style='vertical-align:top'><b>{e(L['area'](lang).format(a=a))}</b> {e(tag)}<br>"
                     + e(t(f"{len(cards)}枚・コイン計{total}・危険{risk(a)}", f"{len(cards)} cards, {total} coins, risk {risk(a)}")
                         (lang)) + f"<br><small>{listing}</small></td>")
    why = t(
        "山札の理由: レガッタの着順に意味があるよう、海域1から4へコインは43・29・18・9と減り、危険（襲撃・難破・嵐のシンボル）は"
        "1・2・4・7と増えます。嵐は海域3と4だけ（海域2に入れると半分以上のラウンドで漁がなくなりました）。ジェノヴァは海域4に1枚。"
        "壁のシンボル6つに対して襲撃のシンボル8つで、壁はゆっくり減り、後半の襲撃は塔に届きます。襲撃はサラセン海賊・サヴォーナ・"
        "フィナーレのカードだけにあります（ルールブックのとおり）。",
        "Why the decks look like this: so that the regatta's order matters, coins fall from area 1 to 4 (43, 29, 18, 9) "
        "and risk (raid, shipwreck and storm symbols) rises (1, 2, 4, 7). Storms only in areas 3 and 4 (with one in area 2 "
        "more than half the rounds lost their fishing). One Genoa, in area 4. Six wall symbols against eight raid "
        "symbols: walls wear down slowly and late raids reach the towers. Raids appear only on the Saracen pirates, "
        "Savona and Finale cards, as the rulebook says.")(lang)
    return (f"<h4>{e(head)}</h4><p>{e(note)}</p>"
            f"<table class='kg-data' style='border-collapse:collapse' border='1' cellpadding='4'><tr>{hdr}</tr>{table}</table>"
            f"<h4>{e(t('4つの海域の山札', 'The four sea decks')(lang))} {e(tag)}</h4>"
            f"<table class='kg-data' style='border-collapse:collapse' border='1' cellpadding='4'><tr>{''.join(decks)}</tr>"
            f"</table><p>{e(why)}</p>")


__all__ = ["figure", "text", "controls", "covers", "data_html", "season_record", "action_key"]
