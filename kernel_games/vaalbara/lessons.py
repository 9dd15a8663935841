"""Vaalbara's walkthrough: every rule of the rulebook, in order, each on a live position.

The learner is always the Orange clan (player 0) in a 3-player game; the Sky clan sits on the left and the
Green clan on the right, so both are neighbours. What a step says about its board is in its ``facts``
(``lesson_facts``); a character whose effect comes after the learner's choice is played on until it has happened.
"""

from __future__ import annotations

from kernel_games.core import Chapter, Lesson, Text
from kernel_games.core.lesson import Act, Fact, PlayOn, Question

from . import lesson_facts as F
from .actions import ChooseCharacter, ChoosePlayer, RevealWarrior, SwapRows, TakeLand
from .components import LANDS
from .rules import VAALBARA
from .scenes import add_realm, choose, fresh, give, omens_differ, set_row
from .state import ALLOCATE, State


def _auto(s: State, until: int = 0) -> State:
    """Let the other players act (``lesson_facts.others``) until ``until`` must act or the game ends."""
    while not VAALBARA.is_over(s) and until not in VAALBARA.to_act(s):
        p = VAALBARA.to_act(s)[0]
        s, _ = VAALBARA.apply(s, p, F.others(s, p, VAALBARA.legal_actions(s, p)))
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


def _take(kind: str):
    """The learner's part of a play-on: take the land of this type."""
    return lambda s, p, legal: next((a for a in legal if isinstance(a, TakeLand) and LANDS[a.land].type == kind), legal[0])


def _events_points(rules: tuple[str, ...]):
    """A question's engine: the points the learner's private events of these rules gave."""
    return lambda s, events, after: sum(e.data.get("points", 0) for e in events if e.rule in rules and e.to == 0)


def _first_turn(s, events, after) -> int:
    return next(e.data["player"] for e in events if e.rule in ("vaalbara.resolution.order", "vaalbara.resolution.tie"))


def _reveals(before, action, events, after) -> Text | None:
    if isinstance(action, RevealWarrior) and action.reveal:
        return None
    return Text("この課題は戦士を見せて1点を得ることです。", "the task is to show your Warrior for 1 point.")


def _rider_brings_mountain(before, action, events, after) -> Text | None:
    if isinstance(action, SwapRows) and LANDS[action.row2].type == "mountain":
        return None
    return Text("この課題は2列目の山を1列目に移すことです。", "the task is to bring row 2's mountain into row 1.")


def _bard_self(before, action, events, after) -> Text | None:
    if isinstance(action, ChoosePlayer) and action.target == 0:
        return None
    return Text("この課題は自分を選ぶことです。点数は秘密の競争なので、ほかの人に2点をあげる理由はありません。",
                "the task is to choose yourself: points are a secret race, so there is no reason to give 2 away.")


def _choice_of(initiative: int):
    """The learner's part of a play-on: play this character (else the first legal action)."""
    return lambda s, p, legal: ChooseCharacter(initiative) if ChooseCharacter(initiative) in legal else legal[0]


def _r(*ids: str) -> tuple[str, ...]:
    return tuple(f"vaalbara.{i}" for i in ids)


def _all_up() -> Fact:
    return Fact(Text("3人のキャラクターがすべて表向きになりました。", "All three characters are face up."),
                lambda v, _f: all(c > 0 for c in v["chosen"]), "after")


def _mountain_in_row1() -> Fact:
    return Fact(Text("1列目に山が来ました。", "Row 1 now holds the mountain."),
                lambda v, _f: any(LANDS[c].type == "mountain" for c in v["rows"][0]), "after")


def _winner(p: int) -> Fact:
    return Fact(Text("最終得点が最も高いのは{p}。", "The highest final score is {p}'s.").format(p=F.clan_label(p)),
                lambda v, _f: v["final_scores"] is not None and max(range(3), key=v["final_scores"].__getitem__) == p
                and sorted(v["final_scores"])[-2] < v["final_scores"][p], "after")


L = Lesson
EVERYONE_STARTED = PlayOn(until=lambda s, ev: len(s.order) == s.n or s.phase == ALLOCATE, others=F.others)  # each clan's turn begun
LESSONS: list[Lesson] = [
    L("goal", _r("goal", "round.phases", "components.lands", "components.points", "components.characters"), Text(
        "あなたはオレンジの一族です。下の盤面が1つのゲームのすべてで、上に土地の2列、中ほどに各一族の領域、下にあなたの手札が"
        "あります。土地は色と記号で6種類を見分け、手札のキャラクターの数字がイニシアチブです。カードにマウスを乗せると、土地の報酬や"
        "キャラクターの効果が読めます。",
        "You play the Orange clan. The board below is a whole game: two land rows at the top, each clan's realm in the "
        "middle, your hand at the bottom. Six land types are told apart by colour and symbol; the number on each "
        "character in your hand is its initiative. Hover over a card to read a land's reward or a character's effect."),
      start),
    L("setup", _r("omen", "setup.box", "setup.clan_deck", "setup.points", "setup.hand", "setup.rows"), Text(
        "3人のゲームなので、4+と5+の土地は箱に戻したまま、31枚で遊びます。左上の予兆は山札の一番上のカードの裏面です。同じ値の"
        "キャラクターが出たときは、予兆で上にある一族が先に動きます。",
        "With three players the 4+ and 5+ lands stay in the box and 31 cards are used. The omen, top left, is the back "
        "of the deck's top card: when two clans play the same value, the one listed higher on the omen goes first."),
      start, facts=(F.omen((1, 0, 2)), F.rows_sized(3), F.deck(25), F.hand(5), F.points(2))),
    L("allocate", _r("allocation.choose", "allocation.reveal"), Text(
        "ほかの2人はもう選びました。何を選んだかは、全員がそろって公開されるまで見えません。",
        "The other two have already chosen; what, you will see only when all are revealed together."),
      lambda: allocation([2, 5, 8, 9, 12], {1: 6, 2: 9}), facts=(F.face_down(1, 2), _all_up()),
      task=Text("手札からキャラクターを1枚選んでください。全員がそろうと一斉に公開されます。",
                "Choose one character from your hand; when all have chosen, they are revealed together.")),
    L("order", _r("resolution.order", "resolution.character", "resolution.land", "resolution.hidden_points"), Text(
        "小さい値から手番です。手番ではまずキャラクターの効果、次に1列目から土地を1枚。",
        "Lowest value first. On your turn: first your character's effect, then one land from row 1."),
      lambda: my_turn(2, {1: 5, 2: 9}),
      facts=(F.shows({0: 2, 1: 5, 2: 9}), F.acting(0, "before"), F.acting(2)),
      task=Text("1. キャラクターアクション: 吟遊詩人の2点を受け取るプレイヤーを選んでください。",
                "1. Character action: choose who gains your Bard's 2 points."),
      then=(Act(Text("2. 土地アクション: 1列目から土地を1枚取ってください（2列目をクリックすると理由が表示されます）。",
                     "2. Land action: take one land from row 1 (click row 2 to see why it is refused).")),),
      success=Text("あなたの手番は終わり。続いて空の一族（5）、緑の一族（9）の順に動きます。",
                   "Your turn is over; the Sky clan (5) acts next, then the Green clan (9)."), play_on=EVERYONE_STARTED),
    L("tie", _r("resolution.tie"), Text(
        "同じ値を出した一族どうしは、予兆で上位の方が先に行動します。",
        "Clans that reveal the same value act in the omen's order, the higher first."),
      lambda: allocation([2, 5, 8, 11, 12], {1: 5, 2: 9}), facts=(
          F.face_down(1, 2), F.omen((1, 0, 2)), F.in_hand(5), F.shows({0: 5, 1: 5, 2: 9}, "after"), F.acting(1)),
      question=Question(Text("あなたと空の一族が同じ値を公開したら、先に行動するのは？",
                             "If you and the Sky clan reveal the same value, who acts first?"),
                        ((F.clan_label(0), 0), (F.clan_label(1), 1)), 1, _first_turn,
                        Text("左上の予兆で、どちらが上にあるかを見てください。",
                             "Look at which clan the omen, top left, lists higher.")),
      success=Text("正解。あなたが【5】を出したことにして続けます。空の一族も5でした。予兆が上位の空の一族が先です。",
                   "Right. The walkthrough plays your [5] for you: the Sky clan revealed 5 too, and the omen sends "
                   "the Sky clan first."),
      play_on=PlayOn(rule="vaalbara.resolution.tie", others=F.others, learner=_choice_of(5))),
    L("neighbours", _r("neighbours"), Text(
        "隣人は左右の2人。3人なら他の2人とも隣人です。2人プレイでは相手を1回だけ数えます。",
        "Your neighbours sit left and right; with three players both others are neighbours. With two, the "
        "opponent counts once."), start),
    L("warrior", _r("character.warrior"), Text(
        "戦士が出されると、手札に戦士を持つ人はそれを見せて1点を得られます。",
        "When a Warrior is played, whoever holds one may show it for 1 point."),
      lambda: _auto(choose(_with(0, [1, 4, 8, 9, 12]), {1: 1, 2: 10, 0: 8})),
      facts=(F.shows({1: 1}), F.in_hand(1), F.gained(1)),
      task=Text("手札の戦士を見せて1点を得ましょう。", "Show your Warrior to gain 1 point."), goal=_reveals),
    L("bard", _r("character.bard"), Text("吟遊詩人: 選んだプレイヤーが2点。", "The Bard: the player you pick gains 2."),
      lambda: my_turn(2, {1: 6, 2: 9}), facts=(F.shows({0: 2, 1: 6, 2: 9}), F.gained(2)),
      task=Text("2点を受け取るプレイヤーを選んでください。", "Choose who gains the 2 points."), goal=_bard_self),
    L("hunter", _r("character.hunter"), Text(
        "隣人の2人はもう伏せて選びました。狩人は2人より先に動ければ3点。小さい数字の賭けです。",
        "Both neighbours have chosen face down. The Hunter gains 3 if you act before both: a bet on a low "
        "number."), lambda: allocation([3, 6, 8, 11, 12], {1: 5, 2: 9}),
      facts=(F.face_down(1, 2), F.shows({1: 5, 2: 9}, "after"), F.gained(3)),
      task=Text("隣人より先に動いて3点を得るキャラクターを選んでください。",
                "Pick the character that gains 3 points by acting before both neighbours."), goal=F.picks(3),
      success=Text("公開されたのは5と9。あなたの3が最初なので、狩人は3点。", "They revealed 5 and 9: your 3 acts first, so the "
                   "Hunter gains 3.")),
    L("priest", _r("character.priest"), Text(
        "神官の点数は、隣人が公開する値しだいです。", "The Priest's points depend on the values your neighbours reveal."),
      lambda: allocation([4, 6, 8, 10, 12], {1: 5, 2: 9}),
      facts=(F.face_down(1, 2), F.shows({1: 5, 2: 9}, "after"), F.gained(4)),
      task=Text("奇数の隣人1人につき2点になるキャラクターを選んでください。",
                "Pick the character worth 2 points per odd-numbered neighbour."), goal=F.picks(4),
      success=Text("公開されたのは5と9、どちらも奇数。神官は2×2＝4点。", "They revealed 5 and 9, both odd: the Priest gains "
                   "2 × 2 = 4.")),
    L("carpenter", _r("character.carpenter"), Text("大工は自分の森林を数えます。", "The Carpenter counts your forests."),
      lambda: allocation([2, 5, 8, 10, 11], {1: 6, 2: 9}, realm=["forest", "forest", "forest"]),
      facts=(F.realm(0, "forest", 3), F.face_down(1, 2), F.gained(9)),
      task=Text("森林1枚につき3点になるキャラクターを選んでください。",
                "Pick the character worth 3 points per forest."), goal=F.picks(5),
      success=Text("森林3枚×3点＝9点。", "3 forests × 3 = 9 points.")),
    L("falconer", _r("character.falconer"), Text(
        "鷹匠は、すぐ前に動いた人から2点を奪います。誰が前になるかは公開してから分かります。",
        "The Falconer takes 2 points from whoever acted just before you; who that is shows once all are "
        "revealed."), lambda: allocation([6, 7, 9, 11, 12], {1: 2, 2: 12}),
      facts=(F.face_down(1, 2), F.shows({0: 6, 1: 2, 2: 12}, "after"), F.gained(2)),
      task=Text("すぐ前に動いた人から2点を奪うキャラクターを選んでください。",
                "Pick the character that takes 2 points from whoever acted just before you."), goal=F.picks(6),
      success=Text("空の一族（2）が先に動き、次のあなたの鷹匠がその2点を奪いました。",
                   "The Sky clan (2) acted first, and your Falconer, next, took 2 of its points."),
      play_on=PlayOn(rule="vaalbara.character.falconer", others=F.others)),
    L("tracker", _r("character.tracker"), Text(
        "追跡者: 並んだ土地1枚と山札の一番上を入れ替えます。選んだカードの裏面が新しい予兆です。",
        "The Tracker swaps a displayed land with the deck's top card; the back of the card you pick is the new "
        "omen."), lambda: _tracker(), facts=(F.shows({0: 7, 1: 8, 2: 9}), F.omen((1, 0, 2)), F.omen_changed()),
      task=Text("入れ替える土地をクリックし、左上の予兆の変化を見てください（ここでは、どのカードの裏面もいまの予兆と違います）。",
                "Click a land to swap, then watch the omen change (here every displayed card's back differs from "
                "the omen now).")),
    L("midwife", _r("character.midwife"), Text("助産師: 捨て札から1枚を手札に戻します。",
                                                "The Midwife takes one card back from your discard pile."),
      lambda: _midwife(), facts=(F.discarded([3, 12]), F.hand(4), F.hand(5, "after")),
      task=Text("手札に戻すキャラクターを選んでください。", "Choose the character to take back.")),
    L("rider", _r("character.rider"), Text("騎手: 1列目と2列目の土地を1枚ずつ入れ替えます。",
                                            "The Rider swaps one land of row 1 with one of row 2."),
      lambda: my_turn(9, {1: 10, 2: 11}, row1=["field", "meadow", "forest"], row2=["mountain", "village", "river"],
                      realms={0: ["mountain"]}),
      facts=(F.row(1, ["field", "meadow", "forest"]), F.row(2, ["mountain", "village", "river"]),
             F.realm(0, "mountain", 1), _mountain_in_row1()),
      task=Text("2列目の山を1列目に移しましょう（1列目の1枚、2列目の山の順にクリック）。",
                "Bring row 2's mountain into row 1 (click a row-1 land, then the mountain)."), goal=_rider_brings_mountain,
      success=Text("山が1列目に来ました。このあと取れば、2枚目の山で10点です。",
                   "The mountain is in row 1: take it next and, as your second, it scores 10.")),
    L("craftsman", _r("character.craftsman"), Text(
        "工匠は、隣人2人より後に動ければ5点。大きい数字の賭けです。",
        "The Craftsman gains 5 if you act after both neighbours: a bet on a high number."),
      lambda: allocation([3, 4, 10, 11, 12], {1: 2, 2: 5}),
      facts=(F.face_down(1, 2), F.shows({0: 10, 1: 2, 2: 5}, "after"), F.gained(5)),
      task=Text("隣人より後に動いて5点を得るキャラクターを選んでください。",
                "Pick the character that gains 5 points by acting after both neighbours."), goal=F.picks(10),
      success=Text("空の一族（2）と緑の一族（5）が先に動き、最後のあなたの工匠が5点を得ました。",
                   "The Sky (2) and Green (5) clans acted first; your Craftsman, after both, gained 5."),
      play_on=PlayOn(rule="vaalbara.character.craftsman", others=F.others)),
    L("pioneer", _r("character.pioneer"), Text("開拓者: 領域の土地1枚を山札の一番下と交換し、その報酬を得ます。",
                                                "The Pioneer trades a land of your realm for the bottom card of the "
                                                "deck and scores the new land."),
      lambda: my_turn(11, {1: 12, 2: 12}, realms={0: ["meadow", "village"]}),
      facts=(F.realm(0, "meadow", 1), F.realm(0, "village", 1)),
      task=Text("交換する自分の土地をクリックしてください。", "Click the land of your realm to trade away.")),
    L("farmer", _r("character.farmer"), Text(
        "農夫: このラウンドに取る土地の報酬が2倍。12は最大の値なので、たいてい最後に動き、残った1枚を取ります。",
        "The Farmer doubles the reward of this round's land. At 12 it usually acts last and gets the card left."),
      lambda: my_turn(12, {1: 10, 2: 11}, row1=["forest", "meadow", "field"], realms={0: ["field", "field"]}),
      facts=(F.shows({0: 12, 1: 10, 2: 11}), F.row(1, ["field"]), F.realm(0, "field", 2), F.gained(12)),
      question=Question(Text("残った野原を取ると、あなたは何点を得る？", "How many points will the field left give you?"),
                        tuple((Text(f"{n}点", f"{n}"), n) for n in (3, 6, 12, 24)), 12,
                        _events_points(("vaalbara.land.field", "vaalbara.character.farmer")),
                        Text("野原は自分の野原1枚につき2点（この1枚も数えます）。それが2倍です。",
                             "A field scores 2 per field you hold, this one included; then double it.")),
      success=Text("正解: 野原3枚×2点＝6点、農夫で2倍の12点。", "Right: 3 fields × 2 = 6, doubled by the Farmer: 12."),
      play_on=PlayOn(rule="vaalbara.character.farmer", learner=_take("field"))),
    L("meadow", _r("land.meadow"), Text("牧草地は、自分と両隣の牧草地をすべて数えます。",
                                        "A meadow counts every meadow of yours and of both neighbours."),
      lambda: my_turn(4, {1: 5, 2: 6}, row1=["meadow", "forest", "mountain"],
                      realms={0: ["meadow"], 1: ["meadow", "meadow"], 2: ["meadow"]}),
      facts=(F.realm(0, "meadow", 1), F.realm(1, "meadow", 2), F.realm(2, "meadow", 1), F.gained(5)),
      question=Question(Text("1列目の牧草地を取ると、あなたは何点を得る？", "How many points will the meadow in row 1 give you?"),
                        tuple((Text(f"{n}点", f"{n}"), n) for n in (2, 3, 4, 5)), 5,
                        _events_points(("vaalbara.land.meadow",)),
                        Text("取った1枚も、隣人の牧草地も数えます。", "Count the new one, and your neighbours' meadows too.")),
      success=Text("正解: あなた2枚（取った1枚を含む）＋空の一族2枚＋緑の一族1枚＝5点。",
                   "Right: your 2 (the new one included) + the Sky clan's 2 + the Green clan's 1 = 5."),
      play_on=PlayOn(rule="vaalbara.land.meadow", learner=_take("meadow"))),
    L("field", _r("land.field"), Text("野原は自分の野原1枚につき2点。", "A field scores 2 per field of yours."),
      lambda: my_turn(4, {1: 5, 2: 6}, row1=["field", "village", "river"], realms={0: ["field", "field"]}),
      facts=(F.realm(0, "field", 2), F.row(1, ["field", "village", "river"]), F.gained(6)),
      task=Text("野原を取ってください（3枚×2点）。", "Take the field (3 fields × 2 points)."), goal=F.takes("field")),
    L("forest", _r("land.forest"), Text("森林は書かれた値（3〜6点）。", "A forest scores its printed value (3-6)."),
      lambda: my_turn(4, {1: 5, 2: 6}, row1=["forest", "meadow", "mountain"]),
      facts=(F.forest_value(3), F.gained(3)), task=Text("森林を取ってください。", "Take the forest."), goal=F.takes("forest")),
    L("village", _r("land.village"), Text("村は、自分の領域の土地の種類1つにつき2点。",
                                          "A village scores 2 per land type in your realm."),
      lambda: my_turn(4, {1: 5, 2: 6}, row1=["village", "field", "mountain"],
                      realms={0: ["meadow", "field", "forest", "river"]}), facts=(F.types_in_realm(4), F.gained(10)),
      task=Text("村を取ってください（5種類×2点）。", "Take the village (5 types × 2 points)."), goal=F.takes("village")),
    L("mountain", _r("land.mountain"), Text("山は2枚目が10点、4枚目が20点。", "A second mountain scores 10, a fourth 20."),
      lambda: my_turn(4, {1: 5, 2: 6}, row1=["mountain", "field", "meadow"], realms={0: ["mountain"]}),
      facts=(F.realm(0, "mountain", 1), F.gained(10)),
      task=Text("2枚目の山を取ってください。", "Take your second mountain."), goal=F.takes("mountain")),
    L("river", _r("land.river"), Text("川は枚数×イニシアチブ（最大6）。", "A river scores rivers × your initiative (at most 6)."),
      lambda: my_turn(6, {1: 7, 2: 8}, row1=["river", "field", "forest"], realms={0: ["river"]}),
      facts=(F.shows({0: 6}), F.realm(0, "river", 1), F.gained(12)),
      task=Text("川を取ってください（2枚×6）。", "Take the river (2 rivers × 6)."), goal=F.takes("river")),
    L("round_end", _r("round_end.slide", "round_end.refill"), Text(
        "あなたがこのラウンド最後の手番です。", "You are the last to act this round."),
      lambda: my_turn(12, {1: 2, 2: 4}), facts=(F.shows({0: 12, 1: 2, 2: 4}), F.acting(0, "before"), F.row(1, ["meadow"]),
                                                F.hand(4),
                                                F.row_slid(), F.hand(5, "after")),
      task=Text("最後の土地を取り、2列目が下がり手札が5枚に戻るのを見てください。",
                "Take the last land; watch row 2 move down and your hand refill to five.")),
    L("game_end", _r("end.trigger", "end.diversity", "end.winner", "end.tiebreak"), Text(
        "9ラウンド目、あなたが最後の手番です。土地を取るとゲームが終わり、点数と種類ボーナスが公開されます。",
        "Round nine, and you act last. Your land ends the game: points and the variety bonus are revealed."),
      lambda: _last_turn(), facts=(F.round_is(9), F.acting(0, "before"), F.row(1, ["forest"]), F.types_in_realm(5),
                                   F.over(), F.bonus(0, 10), _winner(0)),
      task=Text("最後の土地を取ってゲームを終えてください。6種類目の土地です。",
                "Take the final land to end the game: it is your sixth land type."),
      success=Text("ゲーム終了。6種類そろったので種類ボーナスは10点です。",
                   "The game is over: with all six types your variety bonus is 10.")),
]


def _with(p: int, hand: list[int]) -> State:
    s = fresh(3, 11)
    give(s, p, hand)
    return s


def _tracker() -> State:
    s = fresh(3, 11)
    omens_differ(s)
    s = choose(s, {1: 8, 2: 9, 0: 7})
    return _auto(s)


def _midwife() -> State:
    s = fresh(3, 11)
    give(s, 0, [8])
    s.discards[0] = [c for c in (3, 12) if c not in s.hands[0]]
    for c in s.discards[0]:
        s.decks[0].remove(c)
    return _auto(choose(s, {1: 9, 2: 10, 0: 8}))


def _last_turn() -> State:
    """Round nine: the learner plays the Craftsman and acts last; a forest, their sixth type, is left for them."""
    s = fresh(3, 11)
    while s.round < 9:
        s = _play_round(s)
    forest = next(c for c in s.rows[0] if LANDS[c].type == "forest")
    s.rows[0] = [c for c in s.rows[0] if c != forest] + [forest]  # the others take the first lands they see
    others = {1: min(s.hands[1]), 2: min(s.hands[2])}
    s = choose(s, {**others, 0: 10})
    return _auto(s)


def _play_round(s: State) -> State:
    r = s.round
    while s.round == r:
        p = VAALBARA.to_act(s)[0]
        s, _ = VAALBARA.apply(s, p, VAALBARA.legal_actions(s, p)[0])
    return s

CHAPTERS = [
    Chapter("round", Text("ラウンドの流れ", "How a round goes"), tuple(LESSONS[:6])),
    Chapter("characters", Text("キャラクター", "The characters"), tuple(LESSONS[6:18])),
    Chapter("lands", Text("土地の得点とゲームの終わり", "Lands and the end of the game"), tuple(LESSONS[18:])),
]
