"""What Noli's board looks like: sizes, colours, words, small drawing helpers, and the round's story from the view."""

from __future__ import annotations

from typing import Any

from kernel_games.core import Lang, Text
from kernel_games.noli import NOLI
from kernel_games.noli.components import CARDS, FACTION_BY_KEY, INVESTMENT_NAMES, INVESTMENTS
from kernel_games.noli.state import DEVELOP, FISH, INVEST, REGATTA
from kernel_games.noli.view import NoliView

from ..common import Canvas
from ..kit import Kit, Seat
from ..palettes import BRICK as BRICK
from ..palettes import NOLI as PAL
from ..palettes import SAND as SAND
from ..palettes import SEA as SEA
from ..palettes import tint as tint

W, H = 120.0, 90.0
CARD_PITCH = 4.85  # a drawn card's height and gap in its sea area
HEIGHT_PX = 820
PHASES = (INVEST, DEVELOP, REGATTA, FISH)

INK, MUTED = "#222222", "#595959"
OUTLINE = "#000000"
# card symbols: a glyph, a short label and a fill; the glyph and label carry the meaning, the fill only helps
SYMBOL_LOOK = {
    "coins": ("◎", Text("{v}コイン", "{v} coins"), PAL.components["coins"]),
    "wall": ("▦", Text("壁", "Wall"), PAL.components["wall"]),
    "genoa": ("♛", Text("ジェノヴァ", "Genoa"), PAL.components["genoa"]),
    "raid": ("⚔", Text("襲撃", "Raid"), PAL.components["raid"]),
    "shipwreck": ("⚓", Text("難破", "Wreck"), PAL.components["shipwreck"]),
    "storm": ("⚡", Text("嵐", "Storm"), PAL.components["storm"]),
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
    "walls": Text("城壁 {k}/{t}（襲撃を防ぐ）", "Walls {k}/{t} (stop raids)"),
    "towers": Text("塔（{t}階で勝利）", "Towers ({t} floors win)"),
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
    "boats": Text("漁船 {k}/{t}（ビーチ）", "Boats {k}/{t} on the beach"),
    "rowers": Text("漕ぎ手 {k}/{t}", "Rowers {k}/{t}"),
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
    "final": Text("最終得点 {k}（塔の階数）", "Final score {k} (tower floors)"),
    "final_rest": Text("（塔の階数）", " (tower floors)"),  # the board as text: after the final score
}
SHORT_INVEST = INVESTMENT_NAMES


# ---- small drawing helpers ---------------------------------------------------------------------------------------
def boat(cv: Canvas, at: tuple[float, float, float, float], fill: str, line: str, dash: str = "solid",
         width: float = 1) -> None:
    """A hull (trapezoid) with a small sail, ``at`` = (x, y, w, h): x..x+w, y..y+h."""
    x, y, w, h = at
    hull = f"M {x},{y + h * 0.45} L {x + w},{y + h * 0.45} L {x + w * 0.8},{y} L {x + w * 0.2},{y} Z"
    sail = f"M {x + w * 0.48},{y + h * 0.5} L {x + w * 0.48},{y + h} L {x + w * 0.85},{y + h * 0.55} Z"
    cv.shape("path", {"path": hull}, fill, line, width, dash)
    cv.shape("path", {"path": sail}, fill if dash == "solid" else "rgba(0,0,0,0)", line, width, dash)


def fac(view: NoliView, p: int) -> Seat:
    """A faction as the board draws it: its name from the rules, its colour and glyph from the palette."""
    m = PAL.seat(view["players"], p)
    return Seat(m.colour, m.glyph, FACTION_BY_KEY[view["factions"][p]].name)


KIT = Kit(NOLI, fac)


def symbol_label(kind: str, value: int, lang: Lang) -> str:
    glyph, name, _ = SYMBOL_LOOK[kind]
    if kind == "coins" and value == 1:
        name = COIN
    return f"{glyph}{name.format(v=value)(lang)}"


def symbol_hover(card: int, i: int, lang: Lang) -> str:
    sym = CARDS[card].symbols[i]
    head = f"{CARDS[card].name(lang)}: {symbol_label(sym.kind, sym.value, lang)}"
    rules = [SYMBOL_RULE[sym.kind]] + (["noli.raid.floor"] if sym.kind == "raid" else [])
    return KIT.rule_hover(rules, lang, head)



# ---- the latest revealed round's public story, from the view ----------------------------------------------------------
def story(view: NoliView) -> dict[str, Any] | None:
    """What the board shows of the latest revealed round: this round's once the bids are revealed, the last round's
    during an investment (``past``), None before any reveal. Bids, who won each investment, the finishing order
    (area order), rolls, the cards drawn in each area and where a storm struck."""
    phase = view["phase"]
    if phase == INVEST:
        last = view["last"]
        if last is None:
            return None
        bids, won, area_of, rolls, catch, storm = (last["bids"], last["won"], last["area_of"], last["rolls"], last["catch"],
                                                    last["storm"])
    else:
        bids, won, area_of, rolls, catch, storm = (view["bids"], view["won"], view["area_of"], view["rolls"],
                                                    view["catch"], view["storm"])
    finish = sorted(((p, a) for p, a in enumerate(area_of) if a), key=lambda pa: pa[1])
    return {"past": phase == INVEST, "bids": [list(b or []) for b in bids],
            "wins": {INVESTMENTS[i]: w for i, w in enumerate(won) if w >= 0}, "finish": finish,
            "rolls": dict(enumerate(rolls)), "draws": {a: (p, list(cards)) for a, p, cards in catch}, "storm": storm}
