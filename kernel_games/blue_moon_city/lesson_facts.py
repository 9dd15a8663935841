"""What Blue Moon City's walkthrough says about its boards, as checkable facts; its goals; how the others play on.

A fact's words are made from the values it checks, so the text can only say what the learner's view shows. Tiles
are named by their key and found on the view's city, so a fact holds wherever a scene put the tile. The learner is
Orange (seat 0); the others are Sky (1) and Purple (2).
"""

from __future__ import annotations

from kernel_games.core import Action, Text, join
from kernel_games.core.lesson import Fact

from .actions import Discard, Done, DragonFly, Draw, FlitDash, FlitFly, Offer, OfferAgain, Pay, Recolour, Walk
from .components import CELL_INDEX, DRAGONS, KHIND, TILE_INDEX, TILES, card_name, people_of
from .narration import player
from .state import BUILD, PAY, State
from .view import BlueMoonView


def who(p: int) -> Text:
    return Text("あなた", "you") if p == 0 else player(p)


def whose(p: int) -> Text:
    return Text("あなた", "Your") if p == 0 else player(p) + Text("", "'s")


def tile(key: str) -> Text:
    return TILES[TILE_INDEX[key]].name


def cell(v: BlueMoonView, key: str) -> int:
    return v["cells"].index(TILE_INDEX[key])


def _fact(ja: str, en: str, holds, when: str = "before", **values) -> Fact:
    return Fact(Text(ja, en).format(**values) if values else Text(ja, en), holds, when)  # type: ignore[arg-type]


def _each(parts: dict[int, int], ja: str, en: str) -> Text:
    return join([Text(ja, en).format(p=who(p), k=k) for p, k in parts.items()])


def _cards(cards: list[int]) -> Text:
    return join([card_name(c) for c in sorted(cards)], "・", ", ")


# ---- the city -------------------------------------------------------------------------------------------------------
def at(key: str, row: int, col: int) -> Fact:
    """Tile ``key`` lies at (row, col), counted from 1."""
    return _fact("{t}は{r}行{c}列にあります。", "The {t} lies in row {r}, column {c}.",
                 lambda v, _f: v["cells"][CELL_INDEX[(row - 1, col - 1)]] == TILE_INDEX[key], t=tile(key), r=row, c=col)


def built(key: str, when: str = "before", yes: bool = True):
    if yes:
        return _fact("{t}は再建済みです。", "The {t} is rebuilt.", lambda v, _f: v["built"][cell(v, key)], when, t=tile(key))
    return _fact("{t}はまだ瓦礫のままです。", "The {t} is still in ruins.", lambda v, _f: not v["built"][cell(v, key)], when,
                 t=tile(key))


def all_built(when: str = "before"):
    return _fact("街の建物はすべて再建済みです。", "Every building of the city is rebuilt.", lambda v, _f: all(v["built"]), when)


def marker(p: int, key: str, box: int, when: str = "before"):
    value = TILES[TILE_INDEX[key]].boxes[box]
    return _fact("{t}の{b}のマスに{p}のマーカー。", "{P} marker is on the {b} box of the {t}.",
                 lambda v, _f: v["boxes"][cell(v, key)][box] == p, when, t=tile(key), b=value, p=who(p), P=whose(p))


def free(key: str, box: int, when: str = "before"):
    value = TILES[TILE_INDEX[key]].boxes[box]
    return _fact("{t}の{b}のマスは空いています。", "The {b} box of the {t} is free.",
                 lambda v, _f: v["boxes"][cell(v, key)][box] == -1, when, t=tile(key), b=value)


def markers(parts: dict[int, int], when: str = "before"):
    return _fact("手元のマーカー: {w}", "Markers not yet placed: {w}",
                 lambda v, _f: all(v["markers"][p] == k for p, k in parts.items()), when,
                 w=_each(parts, "{p} {k}個", "{p} {k}"))


# ---- figures and dragons --------------------------------------------------------------------------------------------
def figure(p: int, key: str, when: str = "before"):
    return _fact("{p}のミニチュアは{t}にいます。", "{P} figure stands on the {t}.",
                 lambda v, _f: v["figures"][p] == cell(v, key), when, p=who(p), P=whose(p), t=tile(key))


def steps(k: int, when: str = "before"):
    return _fact("この手番の残り歩数: {k}", "Steps left this turn: {k}", lambda v, _f: v["steps_left"] == k, when, k=k)


def dragon(d: int, key: str | None, when: str = "before"):
    name = DRAGONS[d][0]
    if key is None:
        return _fact("{d}は街の外にいます。", "The {d} is beside the city.", lambda v, _f: v["dragons"][d] == -1, when, d=name)
    return _fact("{d}は{t}にいます。", "The {d} is on the {t}.", lambda v, _f: v["dragons"][d] == cell(v, key), when, d=name,
                 t=tile(key))


def cannot_move():
    return _fact("貢献したので、この手番はもう移動できません。", "Having contributed, you cannot move any more this turn.",
                 lambda v, _f: v["acted"] and v["step"] == BUILD, "after")


# ---- cards ----------------------------------------------------------------------------------------------------------
def hand(cards: list[int], when: str = "before"):
    return _fact("あなたの手札: {c}", "Your hand: {c}", lambda v, _f: v["hand"] == sorted(cards), when, c=_cards(cards))


def hand_size(k: int, when: str = "before"):
    return _fact("あなたの手札: {k}枚", "Cards in your hand: {k}", lambda v, _f: len(v["hand"]) == k, when, k=k)


def hands(k: int):
    return _fact("全員の手札が{k}枚ずつ。", "Everyone holds {k} cards.", lambda v, _f: set(v["hand_sizes"]) == {k}, k=k)


def waiting(parts: dict[int, int], when: str = "before"):
    """Reward cards lying face down beside the hands."""
    return _fact("手番の後で手札に入る裏向きの報酬カード: {w}", "Reward cards waiting face down until the turn is over: {w}",
                 lambda v, _f: all(v["gained_sizes"][p] == k for p, k in parts.items()), when,
                 w=_each(parts, "{p} {k}枚", "{p} {k}"))


def discarded(card: int):
    return _fact("捨て札のいちばん上: {c}", "On top of the discard pile: {c}",
                 lambda v, _f: bool(v["discard"]) and v["discard"][-1] == card, "after", c=card_name(card))


def deck(k: int, when: str = "before"):
    return _fact("山札: {k}枚", "Cards in the deck: {k}", lambda v, _f: v["deck_size"] == k, when, k=k)


def discard_pile(k: int, when: str = "before"):
    return _fact("捨て札: {k}枚", "Cards on the discard pile: {k}", lambda v, _f: len(v["discard"]) == k, when, k=k)


# ---- crystals and scales --------------------------------------------------------------------------------------------
def tiles(parts: dict[int, int], when: str = "before"):
    return _fact("クリスタルタイルの枚数: {w}", "Crystal tiles held: {w}",
                 lambda v, _f: all(v["crystal_counts"][p] == k for p, k in parts.items()), when,
                 w=_each(parts, "{p} {k}枚", "{p} {k}"))


def gained_tiles(parts: dict[int, int]):
    return _fact("このステップで増えたクリスタルタイル: {w}", "Crystal tiles gained in this step: {w}",
                 lambda v, f: all(v["crystal_counts"][p] - f["crystal_counts"][p] == k for p, k in parts.items()), "after",
                 w=_each(parts, "{p} {k}枚", "{p} {k}"))


def my_crystals(values: list[int], when: str = "before"):
    words = "・".join(map(str, sorted(values))), ", ".join(map(str, sorted(values)))
    return _fact("あなたのクリスタルタイルの価値: {j}", "Your crystal tiles are worth: {e}",
                 lambda v, _f: sorted(v["crystals"]) == sorted(values), when, j=words[0], e=words[1])


def supply(k: int, when: str = "before"):
    return _fact("ストックのクリスタルタイル: {k}枚", "Crystal tiles in the supply: {k}", lambda v, _f: v["supply_size"] == k,
                 when, k=k)


def counted_by(rewards: str):
    """The set-up option: a reward of N crystals is N tiles ("tiles") or tiles worth N ("value")."""
    words = {"tiles": Text("伏せたタイルの枚数", "face-down tiles"), "value": Text("タイルの価値の合計", "the tiles' value")}
    return _fact("この対局では、クリスタルの報酬を{w}で数えます。", "In this game, crystal rewards are counted in {w}.",
                 lambda v, _f: v["rewards"] == rewards, w=words[rewards])


def owed(k: int, when: str = "before"):
    return _fact("あなたへのクリスタルの貸し: {k}枚", "Crystal tiles owed to you: {k}",
                 lambda v, _f: v["owed"].count(0) == k, when, k=k)


def scales(parts: dict[int, int], when: str = "before"):
    return _fact("黄金の鱗: {w}", "Golden scales: {w}", lambda v, _f: all(v["scales"][p] == k for p, k in parts.items()),
                 when, w=_each(parts, "{p} {k}枚", "{p} {k}"))


def scale_supply(k: int, when: str = "before"):
    return _fact("ストックの黄金の鱗: {k}枚", "Golden scales left in the supply: {k}", lambda v, _f: v["scale_supply"] == k,
                 when, k=k)


# ---- the obelisk and the end ----------------------------------------------------------------------------------------
def target(k: int):
    return _fact("この人数では、{k}回目の捧げものをした人がその場で勝ちます。",
                 "With this many players, offering {k} wins on the spot.", lambda v, _f: v["target"] == k, k=k)


def obelisk(costs: tuple[int, ...]):
    words = "・".join(map(str, costs)), ", ".join(map(str, costs))
    return _fact("オベリスクのマス（下から）: {j}", "The obelisk's boxes, bottom up: {e}",
                 lambda v, _f: tuple(v["obelisk_costs"]) == costs, j=words[0], e=words[1])


def next_cost(c: int, when: str = "before"):
    def holds(v: BlueMoonView, _f: BlueMoonView) -> bool:
        free = [i for i, o in enumerate(v["obelisk"]) if o == -1]
        return bool(free) and v["obelisk_costs"][free[0]] == c
    return _fact("オベリスクの空いているいちばん下のマス: {c}", "The lowest free box of the obelisk costs {c}.", holds, when, c=c)


def offerings(parts: dict[int, int], when: str = "before"):
    return _fact("捧げものの回数: {w}", "Offerings made: {w}",
                 lambda v, _f: all(v["offerings"][p] == k for p, k in parts.items()), when,
                 w=_each(parts, "{p} {k}回", "{p} {k}"))


def turn_of(p: int, when: str = "after"):
    return _fact("{p}の手番です。", "It is {p} turn.", lambda v, _f: v["current"] == p and v["to_act"] == [p], when,
                 p=Text("あなた", "your") if p == 0 else player(p) + Text("", "'s"))


def winners(ps: list[int]):
    words = join([who(p) for p in ps], "・", " and ")
    return _fact("ゲーム終了: 勝者は{w}。", "The game is over; the winner: {w}.", lambda v, _f: v["winners"] == ps, "after",
                 w=words)


def a_draw(n: int):
    return _fact("ゲーム終了: 引き分けです。", "The game is over: a draw.",
                 lambda v, _f: v["winners"] == list(range(n)) and v["end"].endswith("no_markers"), "after")


def final_crystals(parts: dict[int, int]):
    return _fact("残ったクリスタルの価値: {w}", "Crystal value left: {w}",
                 lambda v, _f: v["final_crystals"] is not None and all(v["final_crystals"][p] == k for p, k in parts.items()),
                 "after", w=_each(parts, "{p} {k}", "{p} {k}"))


# ---- goals: a legal move that is not the task says what the task is (the walkthrough adds "That is legal, but") ----
def _task(ja: str, en: str, **values) -> Text:
    return Text(ja, en).format(**values) if values else Text(ja, en)


def walks_to(key: str):
    def goal(before: State, action, events, after) -> Text | None:
        if type(action) is Walk and before.cells[action.to] == TILE_INDEX[key]:
            return None
        return _task("この課題は{t}まで歩くことです。", "the task is to walk to the {t}.", t=tile(key))
    return goal


def walks_to_courtyard(before, action, events, after) -> Text | None:
    return walks_to("courtyard")(before, action, events, after)


def flies_to(key: str):
    def goal(before: State, action, events, after) -> Text | None:
        if type(action) is FlitFly and before.cells[action.to] == TILE_INDEX[key]:
            return None
        return _task("この課題はフリット1で{t}へ飛ぶことです。", "the task is to fly to the {t} with Flit 1.", t=tile(key))
    return goal


def dashes(before, action, events, after) -> Text | None:
    if type(action) is FlitDash:
        return None
    return _task("この課題は、まずフリット2を出して歩数を増やすことです。", "the task is to play Flit 2 first, for two more steps.")


def dragon_to(kind: type, d: int, key: str | None):
    def goal(before: State, action, events, after) -> Text | None:
        if type(action) is kind and action.dragon == d and (
                action.to == -1 if key is None else before.cells[action.to] == TILE_INDEX[key]):
            return None
        where = Text("街の外", "beside the city") if key is None else tile(key)
        verb = Text("飛ばす", "fly") if kind is DragonFly else Text("動かす", "move")
        return _task("この課題は{d}を{w}へ{v}ことです。", "the task is to {v} the {d} to {w}.", d=DRAGONS[d][0], w=where if key is None
                     else Text("{t}", "the {t}").format(t=where), v=verb)
    return goal


def lays(box: int, card: int | None = None):
    """Lay a card (this one, if given) on box ``box`` of the tile you stand on."""
    def goal(before: State, action, events, after) -> Text | None:
        if type(action) is Pay and action.box == box and (card is None or action.card == card):
            return None
        what = card_name(card) if card is not None else Text("カード", "a card")
        value = _box_value(before, box)
        return _task("この課題は{c}を{v}のマスに出すことです。", "the task is to lay {c} on the {v} box.", c=what, v=value)
    return goal


def _box_value(s: State, box: int) -> int | str:
    """The value of box ``box`` of the tile the learner stands on ("?" once they have walked to a tile without it)."""
    boxes = TILES[s.cells[s.figures[0]]].boxes
    return boxes[box] if 0 <= box < len(boxes) else "?"


def fills(box: int, with_people: int | None = None):
    """The card laid fills box ``box`` (with a card of ``with_people`` in the payment, if given)."""
    def goal(before: State, action, events, after) -> Text | None:
        cards = before.pay_cards + [action.card] if type(action) is Pay else []
        if type(action) is Pay and action.box == box and after.step != PAY and (
                with_people is None or any(people_of(c) == with_people for c in cards)):
            return None
        value = _box_value(before, box)
        if with_people == KHIND:
            return _task("この課題はカインドを使って{v}のマスを埋めることです。", "the task is to fill the {v} box using the Khind.",
                         v=value)
        return _task("この課題は{v}のマスを埋めることです。", "the task is to fill the {v} box.", v=value)
    return goal


def recolours(box: int, card: int):
    def goal(before: State, action, events, after) -> Text | None:
        if type(action) is Recolour and action.box == box and action.card == card:
            return None
        value = _box_value(before, box)
        return _task("この課題は{c}を{v}のマスの支払いに出して、色を変えることです。",
                     "the task is to play {c} on the {v} box's payment, to recolour a card.", c=card_name(card), v=value)
    return goal


def offers(ones: int, threes: int):
    def goal(before, action, events, after) -> Text | None:
        if type(action) is Offer and (action.ones, action.threes) == (ones, threes):
            return None
        return _task("この課題は価値1を{o}枚と価値3を{t}枚捧げることです。",
                     "the task is to offer {o} tile(s) worth 1 and {t} worth 3.", o=ones, t=threes)
    return goal


def offers_any(before, action, events, after) -> Text | None:
    if type(action) is Offer:
        return None
    return _task("この課題はオベリスクに捧げものをすることです。", "the task is to make an offering at the obelisk.")


def offers_again(before, action, events, after) -> Text | None:
    if type(action) is OfferAgain:
        return None
    return _task("この課題はピラーを出してもう1回捧げることです。", "the task is to play a Pillar and offer once more.")


def done(before, action, events, after) -> Text | None:
    if type(action) is Done:
        return None
    return _task("この課題は「終了」で移動と貢献を終えることです。", "the task is to finish moving and contributing.")


def draws(before, action, events, after) -> Text | None:
    if type(action) is Draw:
        return None
    return _task("この課題は、何も捨てずにカードを引くことです。", "the task is to draw without discarding.")


def discards(before, action, events, after) -> Text | None:
    if type(action) is Discard:
        return None
    return _task("この課題はカードを1枚捨てることです。", "the task is to discard a card.")


# ---- how the others (and, where the step asks nothing of it, the learner) play on ---------------------------------------
def others(state: State, p: int, legal: list[Action]) -> Action:
    """A fixed, readable choice: offer if possible, else finish the turn and draw without discarding."""
    for kind in (Offer, Done, Draw):
        pick = next((a for a in legal if type(a) is kind), None)
        if pick is not None:
            return pick
    return legal[0]


def finish(state: State, p: int, legal: list[Action]) -> Action:
    """The learner's part once the step is met: end the turn (Done, then draw)."""
    for pick in (Done(), Draw()):
        if pick in legal:
            return pick
    return legal[0]


def plays(action: Action):
    """The learner's part of a question's play-on: this move."""
    return lambda state, p, legal: action

