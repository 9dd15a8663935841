"""What Blue Moon City's board looks like: colours, glyphs, words and small helpers shared by its sections."""

from __future__ import annotations

from kernel_games.blue_moon_city import BLUE_MOON_CITY as GAME
from kernel_games.blue_moon_city.components import (
    ANY,
    DRAGONS,
    PEOPLES,
    TILE_REWARDS,
    TILES,
    VALUE_REWARDS,
    Reward,
    people_of,
    value_of,
)
from kernel_games.blue_moon_city.narration import player
from kernel_games.blue_moon_city.view import BlueMoonView
from kernel_games.core import Lang, Text

from ..contrast import ink_on as ink_for
from ..contrast import legible
from ..kit import Kit, Seat
from ..palettes import BLUE_MOON_CITY as PAL
from ..palettes import CRYSTAL, GOLD, INK, MUTED, tint
from .targets import SPOTS

OUTLINE = "#000000"
PAPER = "#FFFFFF"
RUIN, COURT = PAL.components["ruin"], PAL.components["courtyard"]
# glyphs: a crystal tile, a reward card, a golden scale; the majority, each builder, the neighbours
GEM, CARD, SCALE = "✦", "🂠", "⬢"
MOST, EACH, NEXT = "★", "✓", "⌂"
RAINBOW = tuple(PEOPLES[p].hex for p in (1, 7, 4, 2, 0))  # the palace's any-colour boxes: stripes

L = {
    "turn": Text("第{t}手番", "Turn {t}"),
    "whose": Text("{p}の手番", "{p} to play"),
    "steps": (Text("① 移動", "① Move"), Text("② 貢献・捧げもの", "② Contribute / offer"),
              Text("③ 捨てて引く", "③ Discard & draw")),
    "steps_short": (Text("① 移動", "① Move"), Text("② 貢献", "② Build"), Text("③ 補充", "③ Draw")),
    "left": Text("残り{k}歩", "{k} steps left"),
    "paying": Text("支払い中", "paying"),
    "over": Text("ゲーム終了", "Game over"),
    "beside": Text("街の外", "Beside the city"),
    "built": Text("再建済み", "rebuilt"),
    "court": Text("ここで捧げもの", "offer here"),
    "court_2": Text("ここで<br>捧げもの", "offer<br>here"),  # a phone's narrow tile
    "legend_rewards": (Text(f"{MOST} 最多貢献", f"{MOST} most markers"), Text(f"{EACH} 貢献者全員", f"{EACH} each builder"),
                       Text(f"{NEXT} 隣が再建されたら", f"{NEXT} when next door is built")),
    "legend_items": (Text(f"{GEM} クリスタル", f"{GEM} crystal"), Text(f"{CARD} カード", f"{CARD} card"),
                     Text(f"{SCALE} 黄金の鱗", f"{SCALE} golden scale"), Text("竜 ドラゴン", "D dragon")),
    "dragon_glyph": Text("竜", "D"),
    "deck": Text("山札 {k}枚", "Deck {k}"),
    "discard": Text("捨て札 {k}枚", "Discards {k}"),
    "supply": Text("ストック", "Supply"),
    "gems": Text(f"{GEM} 伏せたクリスタル {{k}}枚", f"{GEM} {{k}} crystal tiles, face down"),
    "scales": Text(f"{SCALE} 黄金の鱗 {{k}}/{{t}}", f"{SCALE} golden scales {{k}}/{{t}}"),
    "owed": Text("貸し{k}枚: {p}", "owed {k}: {p}"),
    "owed_value": Text("貸し{k}個: {p}", "owed {k} crystals: {p}"),
    "owed_mine": Text("（+貸し{k}）", " (+{k} owed)"),
    "obelisk": Text("オベリスク（{t}回の捧げもので勝ち）", "Obelisk ({t} offerings win)"),
    "two_only": Text("2人では使わない", "not used by 2"),
    "next_cost": Text("次は{c}", "next: {c}"),
    "full": Text("満杯", "full"),
    "offer": Text(f"捧げる {GEM}{{p}}", f"Offer {GEM}{{p}}"),
    "again": Text(f"ピラー{{v}}でもう1回 {GEM}{{p}}", f"Pillar {{v}}, again: {GEM}{{p}}"),
    "offerings": Text("捧げもの {k}/{t}", "offerings {k}/{t}"),
    "row": Text("マーカー{m}・鱗{s}・クリスタル{c}枚・手札{h}枚", "markers {m} · scales {s} · crystals {c} · cards {h}"),
    "gained": Text("（+{k}枚あとで）", " (+{k} after the turn)"),
    "mine": Text("あなたのクリスタル: {v}（計{t}）", "your crystals: {v} (total {t})"),
    "mine_none": Text("あなたのクリスタル: なし", "your crystals: none"),
    "turned": Text("残りクリスタル 計{t}", "crystals left: {t} in all"),
    "final": Text("最終: 捧げもの{k}回", "Final: {k} offering{s}"),
    "winner": Text("★ 勝者", "★ winner"),
    "hand": Text("あなたの手札（{k}枚）", "Your hand ({k} cards)"),
    "hand_more": Text("・報酬カード{k}枚は手番の後で", " · {k} reward cards join after the turn"),
    "spectator": Text("観戦者の視点（手札と他人のクリスタルは見えません）", "Spectator view (hands and crystal values are hidden)"),
    "recolour": Text("色替え", "recolour"), "recolour_split": Text("色<br>替え", "re-<br>colour"),
    "pay_head": Text("{b}への支払い（{p}）", "Paying for {b} ({p})"),
    "pay_total": Text("計 {t}/{n}", "total {t} of {n}"),
    "hoax": Text("ホークス{v}: {f}のカードを{c}として（{k}/{m}枚）", "Hoax {v}: {f} cards count as {c} ({k} of {m})"),
    "hoax_open": Text("ホークス{v}: ほかの1色のカード{m}枚までを{c}として", "Hoax {v}: up to {m} cards of one other colour "
                      "count as {c}"),
    "any_colour": Text("どれか1色", "one colour of your choice"),
    "half": Text("ミミックス待ち（2枚で3）", "a Mimix waits for its partner (two make 3)"),
    "walk": Text("歩く（{d}歩）", "Walk ({d})"),
    "fly": Text("フリット1で飛ぶ", "Fly (Flit 1)"),
    "dfly": Text("{c}1で飛ばす", "{c} 1: fly"),
    "dmove": Text("{c}2で動かす", "{c} 2: move"),
}
HINTS = {
    "move": Text("太枠のタイルへ歩けます（縦横に）。点線の円: カードでドラゴンを送れる場所。立っている建物のマスに支払うか、"
                 "中庭で捧げものをします。",
                 "Walk to an outlined tile (orthogonal steps). Dashed circles: where a card can send a dragon. Then pay "
                 "for a box of the building you stand on, or offer on the Courtyard."),
    "build": Text("同じ建物のマスにさらに支払うか、「終了」を押して捨て札と補充に進んでください。",
                  "Pay for more boxes of this building, or finish to discard and draw."),
    "draw": Text("カードを2枚まで捨てられます（クリックで1枚ずつ）。そのあと捨てた枚数＋2枚を引きます。",
                 "Discard up to 2 cards (click them one at a time), then draw as many plus 2."),
    "wait": Text("{p}の手番を待っています。", "Waiting for {p}."),
}


def _seat(view: BlueMoonView, p: int) -> Seat:
    m = PAL.seat(view["players"], p)
    return Seat(m.colour, m.glyph, player(p))


KIT = Kit(GAME, _seat, SPOTS)


def people_ink(fill_people: int) -> str:
    """Writing that can be read on a card or box of this people's colour (4.5:1: the dark ink, black or white)."""
    return ink_for(people_hex(fill_people))


def people_hex(people: int) -> str:
    return PEOPLES[people].hex if people != ANY else PAPER


def card_text(code: int, lang: Lang) -> str:
    return f"{PEOPLES[people_of(code)].name(lang)}{'' if lang == 'ja' else ' '}{value_of(code)}"


def reward_parts(r: Reward, rich: bool = True, under: str = PAPER) -> list[str]:
    """``["2✦", "1🂠"]``: a reward in glyphs (coloured when ``rich``, as dark as reading on ``under`` needs), one part
    per kind."""
    parts = []
    for k, glyph, colour in ((r.crystals, GEM, CRYSTAL), (r.cards, CARD, INK), (r.scales, SCALE, GOLD)):
        if k:
            parts.append(f"{k}<span style='color:{legible(colour, under)}'>{glyph}</span>" if rich else f"{k}{glyph}")
    return parts


def reward_text(r: Reward, rich: bool = True, under: str = PAPER) -> str:
    """``2✦ 1🂠 1⬢``."""
    return " ".join(reward_parts(r, rich, under))


def reward_words(r: Reward, lang: Lang, rewards: str | None = None) -> str:
    """A reward in words. Its crystals: as printed (``None``), as tiles, or as tiles worth so much (the option
    "crystals", setup.crystal_value)."""
    gems = {None: Text("クリスタル{k}個", "{k} crystal{s}"), TILE_REWARDS: Text("クリスタル{k}枚", "{k} crystal tile{s}"),
            VALUE_REWARDS: Text("価値{k}のクリスタル", "crystals worth {k}")}[rewards]
    parts = []
    for k, word in ((r.crystals, gems), (r.cards, Text("カード{k}枚", "{k} card{s}")),
                    (r.scales, Text("黄金の鱗{k}枚", "{k} golden scale{s}"))):
        if k:
            parts.append(word.format(k=k, s="" if k == 1 else "s")(lang))
    return ("、" if lang == "ja" else ", ").join(parts) or "-"


def owed(view: BlueMoonView, p: int) -> int:
    """What ``p`` is owed (supply.shortage): tiles, or crystals when they are counted by value."""
    return view["owed"].count(p)


def tile_of(view: BlueMoonView, cell: int):
    return TILES[view["cells"][cell]]


def dragon_colour(dragon: int) -> str:
    return DRAGONS[dragon][1]


__all__ = ["CRYSTAL", "GOLD", "INK", "MUTED", "tint"]
