"""Vaalbara's walkthrough: every rule of the rulebook, in order, each on a live position.

The learner is always the Orange clan (player 0) in a 3-player game; the Sky clan sits on the left and the
Green clan on the right, so both are neighbours.
"""

from __future__ import annotations

from kernel_games.core import Lesson, Text

from . import scoring
from .actions import ChooseCharacter, ChoosePlayer, RevealWarrior, SwapRows, TakeLand
from .components import LANDS
from .rules import VAALBARA
from .scenes import add_realm, choose, fresh, give, set_row
from .state import State


def _auto(s: State, until: int = 0) -> State:
    """Let the other players act (first legal action) until ``until`` must act or the game ends."""
    while not VAALBARA.is_over(s) and until not in VAALBARA.to_act(s):
        p = VAALBARA.to_act(s)[0]
        s, _ = VAALBARA.apply(s, p, VAALBARA.legal_actions(s, p)[0])
    return s


def start() -> State:
    return fresh(3, 11)


def allocation(hand: list[int], others: dict[int, int], realm: list[str] | None = None) -> State:
    """Round 1, the others have chosen; the learner holds ``hand`` and chooses last."""
    s = fresh(3, 11)
    give(s, 0, hand)
    for p, c in others.items():
        give(s, p, [c])
    if realm:
        add_realm(s, 0, realm)
    return choose(s, others)


def my_turn(mine: int, others: dict[int, int], row1: list[str] | None = None, row2: list[str] | None = None,
            realms: dict[int, list[str]] | None = None) -> State:
    """Everyone has chosen; the table is set; the others act until the learner's turn."""
    s = fresh(3, 11)
    old = s.rows
    s.land_deck.extend(old[0] + old[1])
    s.rows = [[], []]
    for p, kinds in (realms or {}).items():
        add_realm(s, p, kinds)
    for r, kinds in enumerate((row1, row2)):
        s.rows[r] = [] if kinds else [s.land_deck.pop(1) for _ in range(3)]
        if kinds:
            set_row(s, r, kinds)
    s = choose(s, {**others, 0: mine})
    return _auto(s)


def takes(kind: str):
    """Goal: the learner took a land of this type."""
    def goal(before, action, events, after):
        if isinstance(action, TakeLand) and LANDS[action.land].type == kind:
            return None
        return Text("ルールどおりの手ですが、この課題は{k}を取ることです。", "Legal, but the task is to take the {k}.").format(
            k=LANDS[[c for c in before.rows[0] if LANDS[c].type == kind][0]].name)
    return goal


def picks(card: int):
    """Goal: the learner chose this character."""
    def goal(before, action, events, after):
        if isinstance(action, ChooseCharacter) and action.initiative == card:
            return None
        return Text("ルールどおりですが、この課題の答えは別のキャラクターです。効果をもう一度読んでみましょう。",
                    "Legal, but another character answers this task; read the effect again.")
    return goal


def best_land(before: State, action, events, after) -> Text | None:
    """Goal: the land with the highest reward."""
    def reward(land: int) -> int:
        realms = [r[:] for r in before.realms]
        realms[0].append(land)
        return scoring.land_reward(realms, 0, land, before.chosen[0])[0]
    best = max(reward(c) for c in before.rows[0])
    if isinstance(action, TakeLand) and reward(action.land) == best:
        return None
    return Text("もっと点数の高い土地があります。各カードにマウスを乗せると報酬が読めます。",
                "Another land scores more; hover over each card to read its reward.")


def reveals(before, action, events, after) -> Text | None:
    if isinstance(action, RevealWarrior) and action.reveal:
        return None
    return Text("公開しないこともできますが、公開すれば1点です。", "You may keep it hidden, but showing it is worth 1 point.")


def rider_brings_mountain(before, action, events, after) -> Text | None:
    if isinstance(action, SwapRows) and LANDS[action.row2].type == "mountain":
        return None
    return Text("2列目の山を1列目に移してみましょう。", "Try bringing the mountain from row 2 into row 1.")


def bard_self(before, action, events, after) -> Text | None:
    if isinstance(action, ChoosePlayer) and action.target == 0:
        return None
    return Text("ほかの人を選ぶのも反則ではありませんが、点数は秘密の競争です。自分を選びましょう。",
                "Choosing someone else is allowed, but points are a secret race: choose yourself.")


def _r(*ids: str) -> tuple[str, ...]:
    return tuple(f"vaalbara.{i}" for i in ids)


L = Lesson
LESSONS: list[Lesson] = [
    L("goal", _r("goal", "round.phases"), Text(
        "下の盤面が1つのゲームのすべてです。上に土地の列、中ほどに各一族の領域、下にあなたの手札があります。",
        "The board below is a whole game: land rows at the top, each clan's realm in the middle, your hand at "
        "the bottom."), start),
    L("lands", _r("components.lands", "components.points"), Text(
        "色と記号で6種類の土地を見分けます。カードにマウスを乗せると、その土地の報酬が読めます。",
        "Six land types, told apart by colour and symbol. Hover over a card to read its reward."), start),
    L("characters", _r("components.characters"), Text(
        "手札のキャラクターの数字がイニシアチブです。マウスを乗せると効果が読めます。",
        "The number on each character in your hand is its initiative; hover to read its effect."), start),
    L("omen", _r("omen"), Text(
        "左上の予兆は山札の一番上のカードの裏面です。同じ値を出したとき、上にある一族が先です。",
        "The omen, top left, is the back of the deck's top card: on equal values, the clan listed higher goes "
        "first."), start),
    L("setup", _r("setup.box", "setup.clan_deck", "setup.points", "setup.hand", "setup.rows"), Text(
        "3人なので4+と5+の土地は箱に戻り、31枚を使います。各列に3枚、手札は5枚、点数は2点から。",
        "With three players the 4+ and 5+ lands stay in the box and 31 cards are used: three per row, five "
        "cards in hand, 2 points to start."), start),
    L("allocate", _r("allocation.choose", "allocation.reveal"), Text(
        "ほかの2人はもう伏せて選びました（中身は見えません）。",
        "The other two have already chosen face down; you cannot see what."),
      lambda: allocation([2, 5, 8, 9, 12], {1: 6, 2: 9}),
      task=Text("手札からキャラクターを1枚選んでください。全員がそろうと一斉に公開されます。",
                "Choose one character from your hand; when all have chosen, they are revealed together.")),
    L("order", _r("resolution.order", "resolution.character", "resolution.land", "resolution.hidden_points"), Text(
        "小さい値から手番です。あなた（2）が最初。吟遊詩人の効果は済み、次は1列目から土地を取ります。",
        "Lowest value first: you (2) lead. Your Bard is done; now take a land from row 1."),
      lambda: _bard_done(),
      task=Text("1列目から土地を1枚取ってください（2列目をクリックすると理由が表示されます）。",
                "Take one land from row 1 (click row 2 to see why it is refused).")),
    L("tie", _r("resolution.tie"), Text(
        "空の一族と緑の一族がどちらも5を出しました。予兆で上位の方が先に行動します。",
        "The Sky and Green clans both played 5: the one the omen ranks higher acts first."),
      lambda: allocation([2, 7, 8, 11, 12], {1: 5, 2: 5}),
      task=Text("何か1枚選んで、右側の手番順が予兆どおりになるのを確かめてください。",
                "Choose any card and check, on the right, that the turn order follows the omen.")),
    L("neighbours", _r("neighbours"), Text(
        "隣人は左右の2人。3人なら他の2人とも隣人です。2人プレイでは相手を1回だけ数えます。",
        "Your neighbours sit left and right; with three players both others are neighbours. With two, the "
        "opponent counts once."), start),
    L("warrior", _r("character.warrior"), Text(
        "空の一族が戦士を出しました。あなたの手札にも戦士があります。",
        "The Sky clan played a Warrior, and you hold one too."),
      lambda: _auto(choose(_with(0, [1, 4, 8, 9, 12]), {1: 1, 2: 10, 0: 8})),
      task=Text("手札の戦士を見せて1点を得ましょう。", "Show your Warrior to gain 1 point."), goal=reveals),
    L("bard", _r("character.bard"), Text("吟遊詩人: 選んだプレイヤーが2点。", "The Bard: the player you pick gains 2."),
      lambda: my_turn(2, {1: 6, 2: 9}), task=Text("2点を受け取るプレイヤーを選んでください。",
                                                  "Choose who gains the 2 points."), goal=bard_self),
    L("hunter", _r("character.hunter"), Text("隣人の2人は5と9を出しています。",
                                              "Your neighbours revealed 5 and 9."),
      lambda: allocation([3, 6, 8, 11, 12], {1: 5, 2: 9}),
      task=Text("隣人より先に動いて3点を得るキャラクターを選んでください。",
                "Pick the character that gains 3 points by acting before both neighbours."), goal=picks(3)),
    L("priest", _r("character.priest"), Text("隣人の2人は奇数（5と9）を出しています。",
                                              "Both neighbours revealed odd numbers (5 and 9)."),
      lambda: allocation([4, 6, 8, 10, 12], {1: 5, 2: 9}),
      task=Text("奇数の隣人1人につき2点になるキャラクターを選んでください。",
                "Pick the character worth 2 points per odd-numbered neighbour."), goal=picks(4)),
    L("carpenter", _r("character.carpenter"), Text("あなたの領域には森林が3枚あります。",
                                                    "Your realm holds three forests."),
      lambda: allocation([2, 5, 8, 10, 11], {1: 6, 2: 9}, realm=["forest", "forest", "forest"]),
      task=Text("森林1枚につき3点になるキャラクターを選んでください。",
                "Pick the character worth 3 points per forest."), goal=picks(5)),
    L("falconer", _r("character.falconer"), Text("空の一族は2、緑の一族は12を出しています。",
                                                  "The Sky clan revealed 2 and the Green clan 12."),
      lambda: allocation([6, 7, 9, 11, 12], {1: 2, 2: 12}),
      task=Text("すぐ前に動いた人から2点を奪うキャラクターを選んでください。",
                "Pick the character that takes 2 points from whoever acted just before you."), goal=picks(6)),
    L("tracker", _r("character.tracker"), Text("追跡者: 並んだ土地1枚と山札の一番上を入れ替え、予兆も変わります。",
                                                "The Tracker swaps a displayed land with the deck's top card; the "
                                                "omen changes with it."),
      lambda: my_turn(7, {1: 8, 2: 9}), task=Text("入れ替える土地をクリックし、左上の予兆の変化を見てください。",
                                                 "Click a land to swap, then watch the omen change.")),
    L("midwife", _r("character.midwife"), Text("助産師: 捨て札から1枚を手札に戻します。",
                                                "The Midwife takes one card back from your discard pile."),
      lambda: _midwife(), task=Text("手札に戻すキャラクターを選んでください。", "Choose the character to take back.")),
    L("rider", _r("character.rider"), Text("騎手: 1列目と2列目の土地を1枚ずつ入れ替えます。",
                                            "The Rider swaps one land of row 1 with one of row 2."),
      lambda: my_turn(9, {1: 10, 2: 11}, row1=["field", "meadow", "forest"], row2=["mountain", "village", "river"],
                      realms={0: ["mountain"]}),
      task=Text("2列目の山を1列目に移しましょう（1列目の1枚、2列目の山の順にクリック）。",
                "Bring row 2's mountain into row 1 (click a row-1 land, then the mountain)."), goal=rider_brings_mountain),
    L("craftsman", _r("character.craftsman"), Text("隣人の2人は2と5を出しています。",
                                                    "Your neighbours revealed 2 and 5."),
      lambda: allocation([3, 4, 10, 11, 12], {1: 2, 2: 5}),
      task=Text("隣人より後に動いて5点を得るキャラクターを選んでください。",
                "Pick the character that gains 5 points by acting after both neighbours."), goal=picks(10)),
    L("pioneer", _r("character.pioneer"), Text("開拓者: 領域の土地1枚を山札の一番下と交換し、その報酬を得ます。",
                                                "The Pioneer trades a land of your realm for the bottom card of the "
                                                "deck and scores the new land."),
      lambda: my_turn(11, {1: 12, 2: 12}, realms={0: ["meadow", "village"]}),
      task=Text("交換する自分の土地をクリックしてください。", "Click the land of your realm to trade away.")),
    L("farmer", _r("character.farmer"), Text("農夫: このラウンドの土地の報酬が2倍。",
                                              "The Farmer doubles this round's land reward."),
      lambda: my_turn(12, {1: 10, 2: 11}, row1=["field", "forest", "meadow"], realms={0: ["field", "field"]}),
      task=Text("いちばん点数の高い土地を取りましょう（2倍になります）。", "Take the land that scores most (it is doubled)."),
      goal=best_land),
    L("meadow", _r("land.meadow"), Text("あなたの領域に牧草地1枚、隣人に2枚と1枚。",
                                        "You have one meadow; your neighbours two and one."),
      lambda: my_turn(4, {1: 5, 2: 6}, row1=["meadow", "forest", "mountain"],
                      realms={0: ["meadow"], 1: ["meadow", "meadow"], 2: ["meadow"]}),
      task=Text("牧草地を取って、隣人の分まで数えられるのを確かめてください。",
                "Take the meadow and see your neighbours' meadows counted too."), goal=takes("meadow")),
    L("field", _r("land.field"), Text("あなたの領域に野原が2枚。", "Your realm holds two fields."),
      lambda: my_turn(4, {1: 5, 2: 6}, row1=["field", "village", "river"], realms={0: ["field", "field"]}),
      task=Text("野原を取ってください（3枚×2点）。", "Take the field (3 fields × 2 points)."), goal=takes("field")),
    L("forest", _r("land.forest"), Text("森林は書かれた値（3〜6点）。", "A forest scores its printed value (3-6)."),
      lambda: my_turn(4, {1: 5, 2: 6}, row1=["forest", "meadow", "mountain"]),
      task=Text("森林を取ってください。", "Take the forest."), goal=takes("forest")),
    L("village", _r("land.village"), Text("あなたの領域には4種類の土地があります。", "Your realm holds four land types."),
      lambda: my_turn(4, {1: 5, 2: 6}, row1=["village", "field", "mountain"],
                      realms={0: ["meadow", "field", "forest", "river"]}),
      task=Text("村を取ってください（5種類×2点）。", "Take the village (5 types × 2 points)."), goal=takes("village")),
    L("mountain", _r("land.mountain"), Text("あなたの領域に山が1枚。2枚目は10点、4枚目は20点。",
                                            "You hold one mountain; the second is worth 10, the fourth 20."),
      lambda: my_turn(4, {1: 5, 2: 6}, row1=["mountain", "field", "meadow"], realms={0: ["mountain"]}),
      task=Text("2枚目の山を取ってください。", "Take your second mountain."), goal=takes("mountain")),
    L("river", _r("land.river"), Text("あなたは6（鷹匠）を出しました。川は枚数×イニシアチブ（最大6）。",
                                      "You played 6 (Falconer); a river scores rivers × initiative (at most 6)."),
      lambda: my_turn(6, {1: 7, 2: 8}, row1=["river", "field", "forest"], realms={0: ["river"]}),
      task=Text("川を取ってください（2枚×6）。", "Take the river (2 rivers × 6)."), goal=takes("river")),
    L("round_end", _r("round_end.slide", "round_end.refill"), Text(
        "あなたがこのラウンド最後の手番です。", "You are the last to act this round."),
      lambda: my_turn(12, {1: 2, 2: 4}),
      task=Text("最後の土地を取り、2列目が下がり手札が5枚に戻るのを見てください。",
                "Take the last land; watch row 2 move down and your hand refill to five.")),
    L("game_end", _r("end.trigger", "end.diversity", "end.winner", "end.tiebreak"), Text(
        "9ラウンド目、あなたが最後の手番です。土地を取るとゲームが終わり、点数と種類ボーナスが公開されます。",
        "Round nine, and you act last. Your land ends the game: points and the variety bonus are revealed."),
      lambda: _last_turn(), task=Text("最後の土地を取ってゲームを終えてください。", "Take the final land to end the game.")),
]


def _with(p: int, hand: list[int]) -> State:
    s = fresh(3, 11)
    give(s, p, hand)
    return s


def _bard_done() -> State:
    s = my_turn(2, {1: 6, 2: 9})
    s, _ = VAALBARA.apply(s, 0, ChoosePlayer(0))
    return s


def _midwife() -> State:
    s = fresh(3, 11)
    give(s, 0, [8])
    s.discards[0] = [c for c in (3, 12) if c not in s.hands[0]]
    for c in s.discards[0]:
        s.decks[0].remove(c)
    return _auto(choose(s, {1: 9, 2: 10, 0: 8}))


def _last_turn() -> State:
    s = fresh(3, 11)
    while s.round < 9:
        s = _play_round(s)
    high = max(s.hands[0])
    others = {1: min(s.hands[1]), 2: min(s.hands[2])}
    s = choose(s, {**others, 0: high})
    return _auto(s)


def _play_round(s: State) -> State:
    r = s.round
    while s.round == r:
        p = VAALBARA.to_act(s)[0]
        s, _ = VAALBARA.apply(s, p, VAALBARA.legal_actions(s, p)[0])
    return s
