"""What Via Nebula's board looks like: colours, words, the players' marks and the small shapes the map is drawn with
(hexes, pawns, cranes, houses, trees), shared by its sections."""

from __future__ import annotations

from math import cos, pi, sin, sqrt

from kernel_games.core import Lang, Text
from kernel_games.via_nebula import VIA_NEBULA as GAME
from kernel_games.via_nebula.components import CONTRACTS, RESOURCES
from kernel_games.via_nebula.narration import player
from kernel_games.via_nebula.view import ViaNebulaView

from ..common import around
from ..contrast import GRAPHIC, ink_on, legible
from ..kit import Kit, Seat
from ..palettes import INK, MUTED, PAPER, tint
from ..palettes import VIA_NEBULA as PAL
from ..words import VCanvas as Canvas
from .targets import SPOTS

OUTLINE = "#000000"
PICKED = "#FFE08A"  # the spot a first click chose (the choice narrowed to its actions)
DARK_EDGE = "#333333"
WHITE = "#FFFFFF"  # the white guild's pieces
VP = "★"  # victory points, on tokens, cards and explorers (the legend says so)
TERRAIN = {k: PAL.components[k] for k in ("meadow", "fog", "forest", "forbidden", "ruin")}
EXPLORE = legible("#2E7D32", TERRAIN["forest"], GRAPHIC)  # a fog or forest the player may explore: 3:1 on either
PRIVATE_BAND, NEUTRAL_BAND = "#CDB8E6", "#E2CDAE"  # the contracts' backs: purple (private), brown (neutral)

L = {
    "turn": Text("第{t}手番", "Turn {t}"),
    "whose": Text("{p}の手番", "{p} to play"),
    "left": Text("残り{k}アクション", "{k} action{s} left"),
    "over": Text("ゲーム終了", "Game over"),
    "last": Text("最後の手番: あと{k}手番", "last turns: {k} to go"),
    "points": Text("現在{k}点", "{k} pts so far"),
    "final": Text("最終得点 {k}", "Final score: {k}"),  # no unit: a score may be negative (tests/test_end_screen.py)
    "winner": Text("★勝者", "★ winner"),
    "wins": Text("{w}の勝ち", "{w} wins"),
    "share": Text("{w}が勝ちを分け合います", "{w} share the win"),
    "hand_count": Text("手札{k}枚", "hand: {k}"),
    "home": Text("手元", "home"),
    "stacks": Text("草原の山", "stacks"),
    "storage": Text("倉庫", "storage"),
    "points_hidden": Text("点は終了時に", "points at the end"),
    "tokens": Text("トークン{k}枚 {v}{s}", "tokens {k} {v}{s}"),
    "tokens_hidden": Text("トークン{k}枚（裏向き）", "tokens {k} (face down)"),
    "built": Text("建設: {c}", "built: {c}"),
    "built_hidden": Text("建設: 裏向きの契約{k}枚（個人{a}・中立{b}）", "built: {k} face down ({a} private, {b} neutral)"),
    "built_none": Text("建設: なし", "built: none"),
    "display": Text("中立契約（表向き4枚）", "Neutral contracts on display"),
    "hand": Text("あなたの個人契約（{k}枚）", "Your contracts ({k})"),
    "hand_spectator": Text("観戦者の視点: 手札は見えません", "Spectator view: the hands are hidden"),
    "empty_space": Text("空き", "empty"),
    "supply": Text("ストック", "Stock"),
    "tiles": Text("共通の草原タイル {k}枚", "common meadow tiles: {k}"),
    "deck": Text("中立契約の山 {k}枚", "neutral deck: {k}"),
    "end_card": Text("終了カード{v}2: {w}", "end card {v}2: {w}"),
    "end_free": Text("まだ誰も", "not yet taken"),
    "effect": Text("効果: {e} — 使うものを選ぶか「効果を使わない」", "Effect: {e} — choose how to use it, or skip it"),
    "effect_hidden": Text("{p}が、裏向きにした契約の効果を使うか決めています", "{p} decides whether to use the effect of the "
                          "contract they keep face down"),
    "effect_left": Text("（あと{k}個まで）", " (up to {k} more)"),
    "wait": Text("{p}の手番を待っています", "Waiting for {p}"),
    "picked": Text("選択中: 太枠の候補から1つ選んでください", "Chosen: now pick one of the outlined spots"),
    "spectator": Text("観戦中", "watching"),
    "no_hand": Text("（なし）", "(none)"),
    "pass": Text("パス（できるアクションがない）", "Pass (nothing possible)"),
    "use": Text("効果を使う", "Use the effect"),
    "skip": Text("効果を使わない", "Skip the effect"),
    "choose": Text("どれにしますか", "Which one?"),
}
HINTS = {
    "act": Text("太枠のマスをクリック: 職人（トークン）・建設現場（遺跡）・探検（霧・森）。資源のマスか自分の建設現場を"
                "クリックすると運べる道が出ます。契約カードをクリックすると建てられます。",
                "Click an outlined hex: a craftsman (token), a site (ruin), exploring (fog, forest). Click resources or "
                "your site to see the ways to carry them; click a contract to build."),
}
EFFECT_HINTS = {  # what to click to use an effect
    "private.express_delivery": Text("自分の建設現場をクリックし、次にストックの資源を選びます。",
                                     "Click one of your sites, then the resource you want in the stock."),
    "neutral.abundance": Text("太枠のトークンをクリックします。", "Click an outlined token."),
    "neutral.adventures": Text("太枠の禁止区域をクリックします。", "Click an outlined forbidden hex."),
    "neutral.workshop": Text("太枠の化石の森をクリックします。", "Click an outlined petrified forest."),
    "neutral.caravan": Text("自分の資源（マス・建設現場・倉庫）をクリックし、種類が複数ならストックでその種類を選びます。",
                            "Click resources of yours (a hex, a site, your storage); if several kinds lie there, then "
                            "the kind in the stock."),
    "neutral.exportation": Text("自分の資源（マス・建設現場・倉庫）をクリックし、種類が複数ならストックでその種類を選びます。",
                                "Click resources of yours (a hex, a site, your storage); if several kinds lie there, "
                                "then the kind in the stock."),
    "neutral.store": Text("自分の資源をクリックし、次にストックで欲しい種類を選びます。",
                          "Click one of your resources, then the kind you want from the stock."),
    "neutral.by_air": Text("動かす草原タイルをクリックし、次に移す先の霧を選びます（逆の順でも）。",
                           "Click the meadow tile to move, then the fog it goes to (or the other way round)."),
}
LEGEND_TERRAIN = (("meadow", Text("草原", "meadow")), ("fog", Text("霧", "fog")), ("forest", Text("化石の森", "forest")),
                  ("forbidden", Text("禁止区域", "forbidden")), ("ruin", Text("遺跡", "ruin")))
LEGEND_PIECES = (Text("職人", "craftsman"), Text("建設現場", "site"), Text("建物", "building"),
                 Text("トークン（数=資源 ★=勝利点）", "token (number: yield, ★: VP)"))
LEGEND_MARKS = (Text("太枠: できる行動", "bold outline: a move you can make"),
                Text("緑の破線: 探検できる", "green dashes: you may explore"),
                Text("点線: 資源を運べる道", "dotted line: a way to carry"))
EFFECTS = {  # a contract's effect in a few words (no "N点": the final figure writes points only in final scores)
    "private.quiet_town": Text("効果なし", "no effect"),
    "private.express_delivery": Text("ストックの資源1個を自分の現場へ", "1 resource from the stock to your site"),
    "private.secret_plan": Text("中立契約を1枚引いて手札に", "draw a neutral contract into your hand"),
    "private.shortcut": Text("自分の草原タイル2枚をストックへ", "2 of your meadow tiles to the stock"),
    "neutral.abundance": Text("トークン1枚をみんなの資源に", "turn a token into resources for all"),
    "neutral.architect": Text("終了時: 建てた契約1枚につき★1", "end: ★1 per contract you built"),
    "neutral.adventures": Text("草原タイルを禁止区域に置く", "a meadow tile onto a forbidden hex"),
    "neutral.mayor": Text("終了時: 資源2個の契約1枚につき★2", "end: ★2 per 2-resource contract"),
    "neutral.caravan": Text("自分の資源1個をストックへ", "return 1 of your resources"),
    "neutral.distillery": Text("この手番にアクション+1", "one more action this turn"),
    "neutral.lazy_explorer": Text("終了時: 手元の職人1人につき★1", "end: ★1 per craftsman at home"),
    "neutral.exportation": Text("自分の資源2個までをストックへ", "return up to 2 of your resources"),
    "neutral.store": Text("自分の資源1個をストックと交換", "swap 1 of your resources"),
    "neutral.merchant": Text("終了時: トークン1枚につき★1", "end: ★1 per token you hold"),
    "neutral.workshop": Text("草原タイルを化石の森に置く", "a meadow tile onto a forest"),
    "neutral.priest": Text("効果なし", "no effect"),
    "neutral.by_air": Text("草原タイル1枚を霧へ移す", "move a meadow tile onto fog"),
    "neutral.plain": Text("効果なし", "no effect"),
}


def _seat(view: ViaNebulaView, p: int) -> Seat:
    """A guild as drawn; the white guild's pieces white (its palette colour is grey); every piece dark-edged, to stand
    out on the meadows."""
    m = PAL.seat(view["players"], p)
    white = p == 2
    return Seat(m.colour, m.glyph, player(p), fill=WHITE if white else m.colour,
                edge=DARK_EDGE)


KIT = Kit(GAME, _seat, SPOTS)


def res_colour(k: int) -> str:
    return RESOURCES[k].hex


def res_ink(k: int) -> str:
    """The ink that reads on a resource's colour (4.5:1)."""
    return ink_on(RESOURCES[k].hex)


def res_name(k: int, lang: Lang) -> str:
    return RESOURCES[k].name(lang)


def effect_words(c: int) -> Text:
    return EFFECTS.get(CONTRACTS[c].effect, Text("", ""))


# ---- shapes ---------------------------------------------------------------------------------------------------------
def hexagon(cx: float, cy: float, r: float, ky: float = 1.0) -> list[tuple[float, float]]:
    """A pointy-top hexagon's corners (``ky``: units of height per unit of width, when they differ)."""
    return [(cx + r * cos(pi / 6 + k * pi / 3), cy + ky * r * sin(pi / 6 + k * pi / 3)) for k in range(6)]


def pawn(cv: Canvas, x: float, y: float, h: float, s: Seat, name: str = "") -> None:
    """A craftsman: a head over a bell-shaped body, ``h`` high, standing on (x, y)."""
    w = h * 0.62
    cv.polygon([(x - w / 2, y), (x + w / 2, y), (x + w * 0.18, y + h * 0.62), (x - w * 0.18, y + h * 0.62)],
               s.fill, s.edge, 1, name=name)
    cv.circle(around(x, y + h * 0.74, h * 0.2), s.fill, s.edge, 1)
    cv.mark(s.glyph, (x, y + h * 0.3, h * 0.15), s.ink, s.ink, 0.5)  # their glyph's shape: more than colour tells them apart


def crane(cv: Canvas, x: float, y: float, h: float, s: Seat, name: str = "") -> None:
    """A building site: a triangle (a scaffold) with a crane's arm, ``h`` high, standing on (x, y)."""
    w = h * 0.8
    cv.polygon([(x - w / 2, y), (x + w / 2, y), (x, y + h * 0.8)], s.fill, s.edge, 1, name=name)
    cv.polyline([(x, y + h * 0.8), (x, y + h), (x + w * 0.55, y + h)], s.edge if s.fill == WHITE else s.colour, 1.5)
    cv.mark(s.glyph, (x, y + h * 0.27, h * 0.13), s.ink, s.ink, 0.5)


def house(cv: Canvas, x: float, y: float, h: float, s: Seat, name: str = "") -> None:
    """A building: a house with a pitched roof, ``h`` high, standing on (x, y)."""
    w = h * 0.8
    cv.polygon([(x - w / 2, y), (x + w / 2, y), (x + w / 2, y + h * 0.58), (x, y + h), (x - w / 2, y + h * 0.58)],
               s.fill, s.edge, 1.2, name=name)
    cv.mark(s.glyph, (x, y + h * 0.34, h * 0.17), s.ink, s.ink, 0.5)


def tree(cv: Canvas, x: float, y: float, h: float) -> None:
    """A withered tree: a trunk and bare branches (a petrified forest)."""
    trunk = [(x, y), (x, y + h)]
    left = [(x, y + h * 0.45), (x - h * 0.3, y + h * 0.8)]
    right = [(x, y + h * 0.6), (x + h * 0.28, y + h * 0.9)]
    for pts in (trunk, left, right):
        cv.polyline(pts, "#5B4B3A", 2)


def cross(cv: Canvas, x: float, y: float, r: float) -> None:
    """The mark of a forbidden hex."""
    for a, b in (((x - r, y - r), (x + r, y + r)), ((x - r, y + r), (x + r, y - r))):
        cv.polyline([a, b], "#5E3F86", 2.5)


def chip(cv: Canvas, x: float, y: float, w: float, h: float, k: int, line: str = DARK_EDGE) -> None:
    """A resource: a small square in its colour."""
    cv.rect((x - w / 2, y - h / 2, x + w / 2, y + h / 2), res_colour(k), line=line, width=0.8)


HEX_W = sqrt(3)  # a pointy-top hexagon's width per unit of radius

__all__ = ["INK", "MUTED", "PAPER", "tint"]
