"""Blue Moon City's walkthrough: every rule of the rulebook, in its order, each on a live position.

The learner is Orange (player 0) in a 3-player game (Sky 1, Purple 2), except where the player count is the rule.
Cards are written as codes ``10 × people + value`` (``components.card``). The rulebook's two worked examples are
steps of their own: the University completed by two players (``tie``, ``university``) and the scale scoring with
holdings of 5, 4 and 2 (``scales``, ``scale_return``).
"""

from __future__ import annotations

from kernel_games.core import Chapter, Lesson, Text
from kernel_games.core.lesson import Act, PlayOn, Question

from . import lesson_facts as F
from .actions import Done, DragonFly, DragonMove, Pay
from .components import AQUA, CELL_INDEX, FLIT, HOAX, KHIND, MIMIX, PILLAR, TERRAH, VULCA, card, obelisk_for
from .narration import player, rule
from .rules import BLUE_MOON_CITY
from .scenes import (
    build,
    crystals,
    deal,
    dragon,
    figure,
    fresh,
    leave_in_supply,
    mark,
    offerings,
    scales,
    spend_markers,
    swap,
    to_discard,
)
from .state import State

G = BLUE_MOON_CITY
V1, V2, V3 = card(VULCA, 1), card(VULCA, 2), card(VULCA, 3)
T2, T3 = card(TERRAH, 2), card(TERRAH, 3)
A1, A3 = card(AQUA, 1), card(AQUA, 3)
FLIT1, FLIT2 = card(FLIT, 1), card(FLIT, 2)
K1 = card(KHIND, 1)
M1, M2, M3 = card(MIMIX, 1), card(MIMIX, 2), card(MIMIX, 3)
H2, H3 = card(HOAX, 2), card(HOAX, 3)
P1, P3 = card(PILLAR, 1), card(PILLAR, 3)
RED, GREEN, BLUE = range(3)


# ---- scenarios ----------------------------------------------------------------------------------------------------
def start() -> State:
    return fresh()


def random_city() -> State:
    return fresh(layout="random")


def on(key: str, hand: list[int], steps: int = 1, rewards: str = "tiles") -> State:
    """Orange's turn, standing on ``key`` (having walked there) with exactly ``hand``."""
    s = fresh(rewards=rewards)
    figure(s, 0, key)
    deal(s, 0, hand)
    s.steps_left = steps
    return s


def contribute() -> State:
    return on("fire_temple", [V2, V2, V3, A3, T3, P3])


def palace() -> State:
    return on("palace", [T2, T2, A3, M3, P3])


def dragon_scales() -> State:
    s = on("fire_temple", [V3, V2, V2, A3, P3])
    dragon(s, RED, "fire_temple")
    dragon(s, BLUE, "fire_temple")
    return s


def complete() -> State:
    s = on("mill", [T2, A3, P3])
    mark(s, "mill", [0, 1, -1])
    return s


def university(rewards: str = "tiles") -> State:
    """The rulebook's example: the University touches the built Fire Temple and Market Hall and the ruined palace;
    Sky's marker is on its 5 box, Orange is about to pay its 3 box."""
    s = on("university", [H3, A3, T3, P3], rewards=rewards)
    swap(s, "university", CELL_INDEX[(1, 3)])
    swap(s, "market_hall", CELL_INDEX[(1, 4)])
    build(s, "fire_temple", "market_hall")
    mark(s, "university", [1, -1])
    figure(s, 0, "university")
    return s


def by_value() -> State:
    """The same example, with the option "crystals by value"."""
    return university("value")


def rewards_waiting() -> State:
    s, _ = G.apply(university(), 0, Pay(1, H3))
    return s


def shortage() -> State:
    s = on("fire_temple", [V3, A3, P3])
    mark(s, "fire_temple", [0, 0, -1])
    crystals(s, 1, [1, 3, 3])
    leave_in_supply(s, 1, 2)
    return s


def discarding() -> State:
    s = on("courtyard", [V2, T3, A3, M3, H3, P3], steps=2)
    s, _ = G.apply(s, 0, Done())
    return s


def reshuffle() -> State:
    s = fresh()
    to_discard(s, 1)
    s, _ = G.apply(s, 0, Done())
    return s


def vulca() -> State:
    return on("fire_temple", [V1, V3, A3, P3])


def terrah() -> State:
    s = on("mill", [T2, T3, A3, P3])
    dragon(s, GREEN, "earth_temple")
    return s


def aqua() -> State:
    s = on("water_temple", [A1, T3, P3])
    dragon(s, BLUE, "palace")
    figure(s, 1, "palace")
    return s


def flit_fly() -> State:
    return on("courtyard", [FLIT1, A3, T3, P3], steps=2)


def flit_dash() -> State:
    return on("aqueduct", [FLIT2, A3, T3, P3], steps=2)


def khind() -> State:
    return on("fire_temple", [V3, K1, A3, P3])


def mimix() -> State:
    return on("fire_temple", [M1, M2, A3, P3])


def hoax() -> State:
    return on("fire_temple", [H2, A3, T2, P3])


def pillar() -> State:
    s = on("courtyard", [P1, A3, T3], steps=2)
    crystals(s, 0, [3] * 6)
    return s


def scale_scoring() -> State:
    """The rulebook's example: holdings 5, 4 and 2 with one scale left; two dragons on Orange's tile."""
    s = on("university", [H3, A3, P3])
    dragon(s, RED, "university")
    dragon(s, BLUE, "university")
    scales(s, [5, 4, 2])
    return s


def offer() -> State:
    s = on("fire_temple", [A3, T3, P3], steps=2)
    crystals(s, 0, [1, 3, 3, 3])
    return s


def two_players() -> State:
    s = fresh(2)
    offerings(s, [0, 1])
    deal(s, 0, [A3, T3, P3])
    crystals(s, 0, [1, 1, 3, 3])
    return s


def winning() -> State:
    s = on("courtyard", [A3, T3, P3], steps=2)
    offerings(s, [0, 0, 1, 0, 1, 0])
    crystals(s, 0, [3, 3, 3])
    return s


def rebuilt() -> State:
    s = on("courtyard", [A3, T3, P3], steps=2)
    s.built = (True,) * len(s.built)
    offerings(s, [0, 1, 1, 0, 1, 2])
    crystals(s, 0, [1, 1, 3, 3, 3, 3])
    crystals(s, 1, [1, 3])
    crystals(s, 2, [3])
    return s


def last_marker() -> State:
    s = on("fire_temple", [V3, A3, P3])
    offerings(s, [0, 1, 2, 0, 1, 2])
    for p, k in ((0, 7), (1, 8), (2, 8)):
        spend_markers(s, p, k, skip=("fire_temple",))
    return s


# ---- question engines ------------------------------------------------------------------------------------------------
def _majority(s, events, after) -> int:
    return next(e.data["player"] for e in events if e.rule == rule("complete.majority"))


def _purple_scales(s, events, after) -> int:
    return after.scales[2]


def _r(*ids: str) -> tuple[str, ...]:
    return tuple(rule(i) for i in ids)


SKY = player(1)
L = Lesson
LESSONS: list[Lesson] = [
    # ---- introduction and set-up ----
    L("goal", _r("goal", "components.tiles", "components.cards", "components.crystals", "components.scales",
                 "components.dragons", "components.obelisk", "components.markers"), Text(
        "8つの種族のカードで廃墟の建物を建て直し、報酬のクリスタルをオベリスクに捧げます。決まった回数を最初に捧げた人が勝ちです。"
        "使うのは21枚のタイル、80枚の種族カード、裏向きのクリスタルタイル40枚、黄金の鱗、3匹のドラゴン、13マスのオベリスク、"
        "1人10個のマーカーです。タイルの数字と報酬の多くは、このプロジェクトが再構成したものです。",
        "Play the cards of eight peoples to rebuild ruined buildings, and offer the crystals they pay you at the "
        "obelisk: the first to make the set number of offerings wins. The game uses 21 tiles, 80 people cards, 40 "
        "face-down crystal tiles, golden scales, three dragons, a 13-box obelisk and 10 markers each. Many tiles' "
        "numbers and rewards are reconstructed by this project."), start,
      facts=(F.target(5), F.offerings({0: 0, 1: 0, 2: 0}), F.hands(8), F.supply(40), F.scale_supply(12),
             F.obelisk(obelisk_for(3)), F.markers({0: 10, 1: 10, 2: 10}))),
    L("setup", _r("setup.city", "setup.dragons", "setup.obelisk", "setup.crystals", "setup.scales", "setup.players",
                  "setup.cards", "setup.start", "setup.random_city"), Text(
        "中庭は中央にあって、最初から再建済みです。3つの神殿と王宮がそのまわりに並び、全員のミニチュアは中庭から出発します。あなたはオレンジです。"
        "オプションの「ランダムな都市」では中庭だけが中央に決まり、神殿と王宮はどこに来るかわかりません。",
        "The Courtyard sits in the centre, already built, with the three temples and the palace around it; every "
        "figure starts on it. You are Orange. With the random-city option only the Courtyard is fixed in the centre; "
        "the temples and the palace may lie anywhere."), start,
      facts=(F.at("courtyard", 3, 3), F.built("courtyard"), F.at("fire_temple", 2, 3), F.at("earth_temple", 4, 3),
             F.at("water_temple", 3, 2), F.at("palace", 3, 4), F.figure(0, "courtyard"), F.figure(1, "courtyard"),
             F.figure(2, "courtyard"), F.turn_of(0, "before"), F.dragon(RED, None))),
    L("crystal_value", _r("setup.crystal_value"), Text(
        "「クリスタル3個」はタイル3枚か、価値3か。翻訳ルールはタイルを裏向きに混ぜ、表は受け取った人だけが見て、鱗の決算も"
        "「6枚」と数えるので、この解説は伏せたタイルN枚と読みます（1枚平均2.4）。出版されたルールブックは価値で数えます。"
        "オプション「価値で数える」のこの対局では、大学の例の報酬は価値1と3のタイルです。",
        "Is \"3 crystals\" three tiles, or tiles worth 3? The seed mixes the tiles face down, lets only the receiver "
        "look, and pays scale scoring in tiles (6 tiles), so this walkthrough reads N face-down tiles (2.4 each on "
        "average). The published rulebook counts value: in this game, with the option \"crystals by value\", the "
        "University's rewards are tiles worth 1 and 3."), by_value,
      facts=(F.counted_by("value"), F.built("fire_temple"), F.marker(1, "university", 0),
             F.gained_tiles({0: 2, 1: 2, 2: 0}), F.my_crystals([1, 3], "after")),
      task=Text("ホークス3で大学の3のマスを埋めてください。", "Fill the University's 3 box with the Hoax 3."), goal=F.fills(1),
      success=Text("建築の1個は価値1のタイル1枚、火の神殿の3個は価値3のタイル1枚。枚数で数えれば4枚（平均で価値約9.6）でした。",
                   "The participation crystal is one tile worth 1, the Fire Temple's 3 crystals one tile worth 3; "
                   "counted in tiles they would have been 4 tiles (worth about 9.6).")),
    # ---- a turn ----
    L("walk", _r("turn.order", "move.steps"), Text(
        "手番は移動、貢献（または捧げもの）、捨て札と補充の順。まず移動: 縦横に2歩まで、斜めはなしです。",
        "A turn is: move, contribute (or offer), then discard and draw. First the move: up to 2 steps, "
        "horizontally or vertically, never diagonally."), start,
      facts=(F.figure(0, "courtyard"), F.steps(2), F.figure(0, "market_hall", "after"), F.steps(0, "after")),
      task=Text("市場まで歩いてください（南へ1歩、東へ1歩）。", "Walk to the Market Hall (one step south, one east)."),
      goal=F.walks_to("market_hall")),
    L("contribute", _r("contribute.where", "contribute.pay", "contribute.one_by_one", "contribute.marker"), Text(
        "立っている建物のマスに、マスと同じ色のカードを数字の合計がマスの数字に届くまで1枚ずつ出します。届いたらマーカーが置かれます。",
        "On the building you stand on, lay cards of a box's colour one by one until their values reach its "
        "number; then your marker goes on it."), contribute,
      facts=(F.figure(0, "fire_temple"), F.hand([V2, V2, V3, A3, T3, P3]), F.free("fire_temple", 1),
             F.markers({0: 10}), F.marker(0, "fire_temple", 1, "after"), F.markers({0: 9}, "after"), F.cannot_move()),
      task=Text("4のマス（黒）にヴルカ2を出してください。", "Lay a Vulca 2 on the black 4 box."), goal=F.lays(1, V2),
      then=(Act(Text("もう1枚の黒いカードを出して、4のマスを埋めてください。", "Lay a second black card to fill the 4 box."),
                  F.fills(1)),)),
    L("palace", _r("contribute.palace"), Text(
        "王宮のマスはどの色でも払えますが、1つのマスは1色だけ。最初のカードがそのマスの色を決めます。",
        "The palace's boxes take any colour, but one colour per box: the first card laid sets it."), palace,
      facts=(F.figure(0, "palace"), F.hand([T2, T2, A3, M3, P3]), F.marker(0, "palace", 1, "after")),
      task=Text("4のマスにテラ2（赤）を出してください。", "Lay a Terrah 2 (red) on the 4 box."), goal=F.lays(1, T2),
      then=(Act(Text("赤いカードでマスを埋めてください。もう青は出せません。", "Fill the box with red: blue is now refused."),
                  F.fills(1)),)),
    L("dragon_scales", _r("dragons.scales"), Text(
        "ドラゴンのいるタイルで貢献すると、ドラゴン1匹につき黄金の鱗1枚。ただし1手番に1回だけです。",
        "Contributing where dragons stand pays a golden scale per dragon, but only once a turn."), dragon_scales,
      facts=(F.dragon(RED, "fire_temple"), F.dragon(BLUE, "fire_temple"), F.scales({0: 0}), F.scale_supply(12),
             F.scales({0: 2}, "after"), F.scale_supply(10, "after"), F.marker(0, "fire_temple", 2, "after"),
             F.marker(0, "fire_temple", 1, "after")),
      task=Text("ヴルカ3で3のマスを埋めてください。", "Fill the 3 box with the Vulca 3."), goal=F.fills(2),
      then=(Act(Text("続けて4のマスにヴルカ2を出してください。", "Go on: lay a Vulca 2 on the 4 box."), F.lays(1, V2)),
            Act(Text("もう1枚のヴルカ2で4のマスを埋めてください。鱗は増えません。",
                       "Fill the 4 box with the other Vulca 2: no more scales."), F.fills(1)))),
    L("complete", _r("complete.trigger", "complete.flip"), Text(
        "最後のマスが埋まると建物は再建され、報酬が配られます。マーカーは持ち主に戻り、ミニチュアはそのまま残ります。",
        "When its last box is filled a building is rebuilt and pays its rewards; the markers go home and figures "
        "stay put."), complete,
      facts=(F.marker(0, "mill", 0), F.marker(1, "mill", 1), F.free("mill", 2), F.built("mill", "after"),
             F.markers({0: 10, 1: 10}, "after"), F.figure(0, "mill", "after"), F.gained_tiles({0: 2, 1: 0}),
             F.waiting({0: 1, 1: 1}, "after")),
      task=Text("テラ2で2のマスを埋めて、水車小屋を再建してください。", "Fill the 2 box with the Terrah 2 and rebuild the Mill."),
      goal=F.fills(2)),
    L("tie", _r("complete.majority"), Text(
        "ルールブックの例です。最多貢献ボーナスはマーカーが最も多い人へ。同数なら、より左（大きい数字）のマスの人が取ります。",
        "The rulebook's example. The majority reward goes to whoever has the most markers; on a tie, to the one "
        "whose marker lies further left, on the higher box."), university,
      facts=(F.marker(1, "university", 0), F.free("university", 1), F.scales({1: 1}, "after")),
      question=Question(Text("水色は大学の5のマス、あなたは3のマスを埋めて1個ずつ。最多貢献ボーナス（黄金の鱗1枚）は誰に？",
                             "Sky holds the University's 5 box; you are about to take its 3 box: one marker each. Who "
                             "takes the majority reward (1 golden scale)?"),
                        ((Text("あなた", "You"), 0), (SKY, 1)), 1, _majority,
                        Text("同数のときは、マーカーがより左のマスにある人です。",
                             "On a tie, look at whose marker lies further left.")),
      success=Text("正解。水色のマーカーが左の5のマスにあるので、水色が鱗を取ります。",
                   "Right: Sky's marker is on the left, on the 5 box, so Sky takes the scale."),
      play_on=PlayOn(rule=rule("complete.majority"), others=F.others, learner=F.plays(Pay(1, H3)))),
    L("university", _r("complete.participation", "complete.neighbourhood"), Text(
        "同じ例の続き。マーカーを置いた人は全員、建築ボーナスと、隣の再建済みの建物ごとの隣接ボーナスを受け取ります。"
        "瓦礫のままの王宮からは何もありません。",
        "The same example. Everyone with a marker takes the participation reward, and the neighbourhood reward of "
        "each rebuilt neighbour; the palace, still in ruins, gives nothing."), university,
      facts=(F.built("fire_temple"), F.built("market_hall"), F.built("palace", yes=False), F.marker(1, "university", 0),
             F.gained_tiles({0: 4, 1: 4, 2: 0}), F.waiting({0: 2, 1: 2}, "after"), F.scales({0: 0, 1: 1}, "after")),
      task=Text("ホークス3で大学の3のマスを埋めてください。", "Fill the University's 3 box with the Hoax 3."), goal=F.fills(1),
      success=Text("2人とも建築で1個と火の神殿の3個、合わせて4個のクリスタルと、市場のカード2枚を受け取りました。",
                   "Each of you took 1 crystal for taking part and 3 from the Fire Temple, 4 in all, and 2 cards "
                   "from the Market Hall.")),
    L("cards_later", _r("complete.cards_later"), Text(
        "報酬のカードは裏向きで受け取り、手番が終わってから手札に加わります。",
        "Reward cards are taken face down and join the hand only once the turn is over."), rewards_waiting,
      facts=(F.waiting({0: 2, 1: 2}), F.hand_size(3), F.waiting({0: 0, 1: 0}, "after"), F.hand_size(7, "after")),
      task=Text("「終了」で移動と貢献を終えてください。", "Finish moving and contributing."), goal=F.done,
      then=(Act(Text("何も捨てずにカードを引いてください（2枚）。", "Draw without discarding (2 cards)."), F.draws),)),
    L("shortage", _r("supply.shortage"), Text(
        "ストックのクリスタルが足りなくても、もらう分は貸しとして記録され、タイルが戻りしだい受け取ります。貸しもあなたのクリスタルとして数えます。",
        "When the supply runs short, what you should get is owed to you and paid as soon as tiles come back; until "
        "then it counts as yours."),
      shortage, facts=(F.supply(1), F.marker(0, "fire_temple", 0), F.marker(0, "fire_temple", 1),
                       F.owed(0, "after"), F.gained_tiles({0: 4}), F.offerings({1: 1}, "after")),
      task=Text("ヴルカ3で火の神殿を完成させ、水色の捧げものまで見てください。",
                "Complete the Fire Temple with the Vulca 3, and watch until Sky's offering."), goal=F.fills(2),
      success=Text("1枚しか残っていなかったので、3枚が貸しになりました。水色の捧げたタイルが戻ると、まずあなたに渡ります。",
                   "Only 1 tile was left, so 3 were owed to you; the tiles Sky offered came back and went to you "
                   "first."),
      play_on=PlayOn(until=lambda s, ev: not s.owed, others=F.others, learner=F.finish)),
    L("discard", _r("discard.draw"), Text(
        "手番の最後に、手札を0〜2枚捨て、捨てた枚数+2枚を引きます。手札の上限はありません。",
        "To end your turn, discard 0 to 2 cards, then draw that many plus 2. There is no hand limit."), discarding,
      facts=(F.hand_size(6), F.hand_size(8, "after"), F.turn_of(1)),
      task=Text("カードを1枚捨ててください。", "Discard a card."), goal=F.discards,
      then=(Act(Text("もう1枚捨ててください。2枚目で4枚引きます。", "Discard one more: after the second you draw 4."),
                  F.discards),)),
    L("reshuffle", _r("discard.reshuffle"), Text(
        "山札が尽きたら、捨て札を混ぜて新しい山札にします。", "When the deck runs out, the discard pile is shuffled into a new "
        "deck."), reshuffle,
      facts=(F.deck(1), F.discard_pile(55), F.deck(54, "after"), F.discard_pile(0, "after"), F.hand_size(10, "after")),
      task=Text("何も捨てずに2枚引いてください。", "Draw 2 cards without discarding."), goal=F.draws),
    # ---- card powers ----
    L("vulca", _r("power.use", "power.vulca"), Text(
        "1と2のカードには力があります。カードは数字か力のどちらかに使います。ヴルカ1は赤竜をどこへでも飛ばします。",
        "Cards of value 1 and 2 have powers; a card is used for its value or its power, not both. Vulca 1 flies "
        "the red dragon anywhere."), vulca,
      facts=(F.dragon(RED, None), F.figure(0, "fire_temple"), F.dragon(RED, "fire_temple", "after"),
             F.scales({0: 1}, "after")),
      task=Text("ヴルカ1で赤竜を火の神殿へ飛ばしてください。", "Fly the red dragon to the Fire Temple with the Vulca 1."),
      goal=F.dragon_to(DragonFly, RED, "fire_temple"),
      then=(Act(Text("ヴルカ3で3のマスを埋めて、鱗をもらいましょう。", "Fill the 3 box with the Vulca 3 and earn a scale."),
                  F.fills(2)),)),
    L("terrah", _r("power.terrah"), Text(
        "テラ2は、街の中にいる緑竜を縦横に3歩まで動かします。", "Terrah 2 moves the green dragon up to 3 steps, if it is in the "
        "city."), terrah,
      facts=(F.dragon(GREEN, "earth_temple"), F.figure(0, "mill"), F.dragon(GREEN, "mill", "after"),
             F.scales({0: 1}, "after")),
      task=Text("テラ2で緑竜を水車小屋へ動かしてください（3歩）。", "Move the green dragon to the Mill with the Terrah 2 (3 "
                "steps)."), goal=F.dragon_to(DragonMove, GREEN, "mill"),
      then=(Act(Text("テラ3で3のマスを埋めてください。", "Fill the 3 box with the Terrah 3."), F.fills(1)),)),
    L("aqua", _r("power.aqua"), Text(
        "アクア1は青竜を飛ばします。街の外へ出すこともできます。青竜のいる王宮に水色が立っています。",
        "Aqua 1 flies the blue dragon, even off the board. Sky stands on the palace, where the blue dragon is."), aqua,
      facts=(F.dragon(BLUE, "palace"), F.figure(1, "palace"), F.dragon(BLUE, None, "after"), F.discarded(A1)),
      task=Text("アクア1で青竜を街の外へ飛ばしてください。", "Fly the blue dragon off the board with the Aqua 1."),
      goal=F.dragon_to(DragonFly, BLUE, None)),
    L("flit_fly", _r("power.flit"), Text(
        "フリット1で自分のミニチュアを好きなタイルへ飛ばせます。", "Flit 1 flies your figure to any tile."), flit_fly,
      facts=(F.figure(0, "courtyard"), F.steps(2), F.figure(0, "great_hall", "after"), F.discarded(FLIT1)),
      task=Text("フリット1で大広間へ飛んでください（歩けば3歩）。", "Fly to the Great Hall with the Flit 1 (3 steps away)."),
      goal=F.flies_to("great_hall")),
    L("flit_dash", _r("power.flit"), Text(
        "フリット2は1枚ごとにこの手番の移動を2歩増やします。1枚なら4歩まで歩けます。",
        "Each Flit 2 gives two more steps this turn: with one, up to 4."),
      flit_dash, facts=(F.figure(0, "aqueduct"), F.steps(2), F.figure(0, "great_hall", "after"), F.steps(0, "after")),
      task=Text("フリット2を出してください。", "Play the Flit 2."), goal=F.dashes,
      then=(Act(Text("大広間まで4歩歩いてください。", "Walk the 4 steps to the Great Hall."), F.walks_to("great_hall")),)),
    L("khind", _r("power.khind"), Text(
        "カインドのカードは、どの色の支払いにも1として使えます。", "A Khind card counts as a 1 of any colour."), khind,
      facts=(F.hand([V3, K1, A3, P3]), F.marker(0, "fire_temple", 1, "after")),
      task=Text("火の神殿の4のマスにカードを1枚出してください。", "Lay a card on the Fire Temple's 4 box."), goal=F.lays(1),
      then=(Act(Text("カインドを使って4のマスを埋めてください。", "Fill the 4 box using the Khind."), F.fills(1, KHIND)),)),
    L("mimix", _r("power.mimix"), Text(
        "ミミックスの1か2を2枚組むと、どの色にも使える3になります。1枚目は相方が来るまで0です。",
        "Two Mimix 1s or 2s make a 3 of any colour; the first counts 0 until its partner joins it."), mimix,
      facts=(F.hand([M1, M2, A3, P3]), F.marker(0, "fire_temple", 2, "after")),
      task=Text("火の神殿の3のマスにミミックスを1枚出してください。", "Lay a Mimix on the Fire Temple's 3 box."), goal=F.lays(2),
      then=(Act(Text("もう1枚のミミックスで3のマスを埋めてください。", "Fill the 3 box with the other Mimix."), F.fills(2)),)),
    L("hoax", _r("power.hoax"), Text(
        "ホークスは支払い1回分、カードの色を変えます。1なら1色4枚まで、2なら1枚。",
        "A Hoax recolours cards for one payment: a 1 up to 4 cards of one colour, a 2 one card."), hoax,
      facts=(F.hand([H2, A3, T2, P3]), F.marker(0, "fire_temple", 2, "after")),
      task=Text("火の神殿の3のマスの支払いにホークス2を出してください。", "Play the Hoax 2 on a payment for the Fire Temple's 3 box."),
      goal=F.recolours(2, H2),
      then=(Act(Text("アクア3を出してください（ピラー3でも可）。黒として数え、3のマスが埋まります。",
                     "Lay the Aqua 3 (the Pillar 3 would do too): it counts as black and fills the 3 box."),
                F.fills(2)),)),
    L("pillar", _r("power.pillar"), Text(
        "捧げもののあとにピラーを出すと、もう1回捧げられます。ピラー1なら1つ、2なら2つ高くなります。",
        "After an offering, a Pillar gives one more: 1 crystal dearer with a Pillar 1, 2 with a Pillar 2."), pillar,
      facts=(F.figure(0, "courtyard"), F.my_crystals([3] * 6), F.next_cost(7), F.offerings({0: 2}, "after"),
             F.tiles({0: 0}, "after")),
      task=Text("オベリスクに捧げものをしてください。", "Make an offering at the obelisk."), goal=F.offers_any,
      then=(Act(Text("ピラー1でもう1回捧げてください（7+1＝8）。", "Play the Pillar 1 and offer again (7 + 1 = 8)."),
                  F.offers_again),)),
    # ---- golden scales ----
    L("scales", _r("scales.trigger", "scales.scoring"), Text(
        "ルールブックの例です。最後の鱗が取られると決算。足りない分は幻の鱗として数えます。単独トップは6個、3枚以上の人は3個。",
        "The rulebook's example. Taking the last scale sets off scoring; scales beyond the supply count as "
        "phantoms. A sole leader takes 6 crystals, others with 3 or more take 3."), scale_scoring,
      facts=(F.scales({0: 5, 1: 4, 2: 2}), F.scale_supply(1), F.dragon(RED, "university"), F.dragon(BLUE, "university"),
             F.gained_tiles({0: 6, 1: 3, 2: 0}), F.scales({0: 0, 1: 0}, "after"), F.scale_supply(10, "after")),
      task=Text("ホークス3で大学の3のマスを埋めてください（ドラゴン2匹で鱗2枚、残りは1枚）。",
                "Fill the University's 3 box with the Hoax 3 (two dragons: 2 scales, only 1 left)."), goal=F.fills(1),
      success=Text("あなたは6+幻の1で7枚、単独トップでクリスタル6個。水色は4枚で3個。",
                   "You reach 7 (6 + 1 phantom), the sole leader: 6 crystals. Sky, with 4, takes 3.")),
    L("scale_return", _r("scales.return"), Text(
        "同じ決算の続き。クリスタルを受け取った人は鱗をすべて戻し、受け取らなかった人は持ったまま。幻の鱗は消えます。",
        "The same scoring. Those paid return all their scales; the others keep theirs; phantoms vanish."),
      scale_scoring, facts=(F.scales({0: 5, 1: 4, 2: 2}), F.scales({0: 0, 1: 0, 2: 2}, "after")),
      question=Question(Text("決算のあと、紫（鱗2枚）の鱗は何枚？", "After the scoring, how many scales does Purple (2) "
                             "hold?"),
                        ((Text("0枚", "0"), 0), (Text("2枚", "2"), 2)), 2, _purple_scales,
                        Text("3枚未満の紫はクリスタルをもらえません。もらわなかった人は？",
                             "With fewer than 3, Purple is paid nothing. What do unpaid players do?")),
      success=Text("正解。紫は何ももらわないので2枚を持ったままです。", "Right: Purple is paid nothing and keeps both."),
      play_on=PlayOn(rule=rule("scales.return"), others=F.others, learner=F.plays(Pay(1, H3)))),
    # ---- the obelisk ----
    L("offer", _r("obelisk.offer", "obelisk.no_change"), Text(
        "中庭にいれば、手番に1回、空いたいちばん下のマスの数字以上のクリスタルを捧げます。おつりはなく、なくても足りるタイルは出せません。",
        "On the Courtyard you may, once a turn, offer crystals worth at least the lowest free box. No change is "
        "given, and a tile the cost does not need stays home."), offer,
      facts=(F.figure(0, "fire_temple"), F.my_crystals([1, 3, 3, 3]), F.next_cost(7), F.offerings({0: 1}, "after"),
             F.my_crystals([3], "after"), F.next_cost(7, "after")),
      task=Text("中庭へ歩いてください。", "Walk to the Courtyard."), goal=F.walks_to_courtyard,
      then=(Act(Text("1と3と3、ちょうど7を捧げてください。", "Offer 1 + 3 + 3, exactly 7."), F.offers(1, 2)),)),
    L("two_players", _r("obelisk.two_players"), Text(
        "2人のときは外側の7のマス2つを使わないので、7・7の次は8です。", "With 2 players the two outer 7s are not used: after "
        "7 and 7 comes 8."), two_players,
      facts=(F.obelisk(obelisk_for(2)), F.next_cost(8), F.target(6), F.offerings({0: 2}, "after")),
      task=Text("8のマスに捧げてください。", "Make an offering on the 8 box."), goal=F.offers_any),
    # ---- the end ----
    L("win", _r("end.offerings"), Text(
        "3人なら5回目の捧げものをした人がその場で勝ちます。", "With 3 players, the fifth offering wins on the spot."), winning,
      facts=(F.target(5), F.offerings({0: 4, 1: 2}), F.next_cost(9), F.winners([0])),
      task=Text("5回目の捧げものをしてください。", "Make your fifth offering."), goal=F.offers_any),
    L("rebuilt", _r("end.city_rebuilt"), Text(
        "街がすべて再建されたら、誰も捧げられなくなるまで続け、捧げものの多い人の勝ち。同数なら残りのクリスタルの価値で決めます。",
        "Once the whole city is rebuilt, play goes on until nobody can offer; the most offerings win, and a tie "
        "goes to the most crystal value left."), rebuilt,
      facts=(F.all_built(), F.offerings({0: 2, 1: 3, 2: 1}), F.tiles({1: 2, 2: 1}), F.next_cost(9),
             F.offerings({0: 3, 1: 3}, "after"), F.final_crystals({0: 5, 1: 4}), F.winners([0])),
      task=Text("捧げものをしてください。そのあと誰も次の9に届きません。", "Make an offering: after it, nobody can reach the "
                "next 9."), goal=F.offers_any),
    L("no_markers", _r("end.no_markers"), Text(
        "全員がマーカー10個を置ききったら、その場で引き分けです。", "Once everyone has placed all 10 markers, the game ends "
        "in a draw."), last_marker,
      facts=(F.markers({0: 1, 1: 0, 2: 0}), F.figure(0, "fire_temple"), F.a_draw(3)),
      task=Text("ヴルカ3で3のマスを埋めて、最後のマーカーを置いてください。", "Fill the 3 box with the Vulca 3, placing your "
                "last marker."), goal=F.fills(2)),
]

_POWERS = [ls.key for ls in LESSONS].index("vulca")
CHAPTERS = [
    Chapter("city", Text("準備と手番、建物の完成", "Set-up, a turn and completing a building"), tuple(LESSONS[:_POWERS])),
    Chapter("powers", Text("種族の力とゲームの終わり", "The peoples' powers and the end of the game"),
            tuple(LESSONS[_POWERS:])),
]
