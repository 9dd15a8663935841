"""Noli's narration: faction names and the texts of the log, built once (narration is on the engine's hot path)."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from kernel_games.core import IllegalAction, Text, join

from .components import CARDS, CLOSED_AREAS_FOR, FISHING_AREAS, INVESTMENT_NAMES, INVESTMENTS, faction

NAMES = {n: tuple(faction(n, p).name for p in range(n)) for n in CLOSED_AREAS_FOR}


def name(n: int, player: object) -> Text:
    """The faction of seat ``player`` in an ``n``-player game (a plain seat number for one out of range)."""
    if type(player) is int and 0 <= player < n:
        return NAMES[n][player]
    return Text(f"プレイヤー{player}", f"player {player}")


def illegal(rule: str, ja: str, en: str, **values: Any) -> IllegalAction:
    return IllegalAction(rule, Text(ja, en).format(**values) if values else Text(ja, en))


def _card_text(c: int) -> Text:
    card = CARDS[c]
    return card.name + Text("（", " (") + join([sym.name for sym in card.symbols], "・", ", ") + Text("）", ")")


CARD_TEXT = tuple(_card_text(c.id) for c in CARDS)  # a card's name and symbols, for the log
BEAT_PIECES: dict[int, tuple[dict[tuple[int, ...], tuple[str, str]], ...]] = {  # [n][seat][dice]: "Màina ◉◉○·", filled as met
    n: tuple({} for _ in range(n)) for n in NAMES}
READY_TEXT = {n: tuple(Text(f"{nm.ja}が準備完了を宣言しました。", f"{nm.en} is ready.") for nm in names)
              for n, names in NAMES.items()}
SIGNAL_TEXT = {n: tuple(Text(f"{nm.ja}の合図でレガッタがスタート！", f"At {nm.en}'s signal the regatta starts!") for nm in names)
               for n, names in NAMES.items()}


def _per_area(make) -> dict[int, tuple[tuple[Text | None, ...], ...]]:
    """A table [n][seat][area] of ``make(name, area)`` (index 0 of the areas unused)."""
    return {n: tuple((None, *(make(nm, a) for a in FISHING_AREAS)) for nm in names) for n, names in NAMES.items()}


FINISH_TEXT = (  # [the last one, stopping?][n][seat][area]
    _per_area(lambda nm, a: Text(f"{nm.ja}のダイスがすべてブイ！ 海域{a}を取ります。",
                                 f"All of {nm.en}'s dice show buoys: {nm.en} takes area {a}!")),
    _per_area(lambda nm, a: Text(f"最後の{nm.ja}は振るのをやめ、残った海域{a}を取ります。",
                                 f"{nm.en}, the last one left, stops and takes area {a}.")),
)
BOTTOM_TEXT = _per_area(lambda nm, a: Text(f"{nm.ja}のカードを海域{a}の山札の一番下に入れます。",
                                           f"{nm.en}'s cards go to the bottom of the area {a} deck."))
ALL_PLACED_TEXT = Text("4つの入札をすべて置いたので、準備完了です。", "All four bids are placed: you are ready.")
DEVELOP_ORDER_TEXT = Text("発展フェイズ: 廷臣、漕ぎ手、船大工、石工の順に解決します。",
                          "Development: Courtier, Rower, Shipwright and Mason are resolved in turn.")
BID_ZERO_TEXT = tuple(Text(f"{INVESTMENT_NAMES[k].ja}には誰もコインを置いていないので、何も起きません。",
                           f"Nobody put a coin on the {INVESTMENT_NAMES[k].en}: nothing happens.") for k in INVESTMENTS)
NOBODY_LAUNCHES_TEXT = Text("船を出せる入札者がいないので、誰も船を得ません。", "No bidder can launch a boat: nobody gets one.")
WALL_SPACE_FULL_TEXT = Text("壁のマスですが、壁はすでに6つあります。", "A wall space, but six walls already stand.")
NO_ROWER_TEXT = Text("サプライにも他の陣営にも漕ぎ手がいないので、何も起きません。",
                     "No rower in the supply or with anyone else: nothing happens.")
SAME_BEAT_TEXT = Text("同じ拍にゴール: 支持トラックで先にいる順に着順が決まります。",
                      "Several finish on the same beat: furthest along the track arrives first.")
WALLS_FULL_TEXT = Text("壁はすでに6つあるので、何も起きません。", "Six walls already stand: nothing happens.")
NO_WRECK_TEXT = Text("難破: 漁船を2隻以上持つ他の陣営がないので、何も起きません。",
                     "Shipwreck: no other faction has two boats, so nothing happens.")
STORM_TEXT = Text("嵐！ 漁期はここで終わり、4つの海域の山札をシャッフルし直します。",
                  "Storm! The fishing season ends here and all four decks are reshuffled.")


@lru_cache(maxsize=4096)
def bid_text(i: int, amount: int, bank: int) -> Text:
    name = INVESTMENT_NAMES[INVESTMENTS[i]]
    return Text(f"{name.ja}に{amount}コインを入札しました（銀行に{bank}コイン）。",
                f"You bid {amount} on the {name.en} (bank: {bank}).")


@lru_cache(maxsize=1024)
def coins_text(n: int, p: int, card: int, coins: int) -> Text:
    name, cn = NAMES[n][p], CARDS[card].name
    many = "coin" if coins == 1 else "coins"
    return Text(f"{name.ja}が{cn.ja}で{coins}コインを得ました。", f"{name.en} gets {coins} {many} from the {cn.en}.")


@lru_cache(maxsize=4096)
def win_text(n: int, p: int, i: int, price: int) -> Text:
    nm, name = NAMES[n][p], INVESTMENT_NAMES[INVESTMENTS[i]]
    return Text(f"{nm.ja}が{price}コインで{name.ja}を落札し、サプライに払います。",
                f"{nm.en} wins the {name.en} with {price} and pays it to the supply.")
