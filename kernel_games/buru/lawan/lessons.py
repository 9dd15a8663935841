"""The Lawan chapter of Buru's walkthrough: a solo game, Red against Lawan A (Blue) and Lawan B (Green), in which the
learner runs the automaton as the messenger does at a real table. Its steps follow the seed's two worked examples
(Lawan A at the Shore, Lawan B at the Sacred Lake); the questions ask what a Lawan will do before the engine shows it.
"""

from __future__ import annotations

from kernel_games.core import Action, Lesson, Text
from kernel_games.core.lesson import PlayOn, Question

from ..components import BANYU, FOREST, LAKE, SHORE, VILLAGE
from ..lessons import facts as F
from ..lessons.areas import ESTEEM, _choices
from ..lessons.chapter import Chapter
from ..lessons.scenes import RED, card
from ..narration import rule
from . import facts as FL
from . import scenes as S
from .actions import Pick
from .scenes import LAWAN_A, LAWAN_B

L = Lesson
A, B = LAWAN_A, LAWAN_B
CARVER, PALM_MERCHANT, HONEY, WEAVER = card("carver"), card("palm_merchant"), card("honey_hunter"), card("weaver")
ESTEEM_AT = 4  # a gain's esteem, after clay, palm, ebony and fish


def _r(*ids: str) -> tuple[str, ...]:
    return tuple(rule(i) for i in ids)


def _shore_events(p: int):
    """The Lawan's recruiting at the Shore, in order: ("refresh",) or ("hire", islander)."""
    def read(events) -> list[tuple]:
        out: list[tuple] = []
        for e in events:
            if e.data.get("player") != p:
                continue
            if e.rule == rule("lawan.shore") and "row" in e.data:
                out.append(("refresh",))
            elif e.rule in (rule("lawan.shore"), rule("lawan.cheapest")) and "islander" in e.data:
                out.append(("hire", e.data["islander"]))
        return out
    return read


def _first_step(start, events, after) -> str:
    return _shore_events(A)(events)[0][0]


def _first_hire(start, events, after) -> int:
    return next(x[1] for x in _shore_events(A)(events) if x[0] == "hire")


def _esteem_at(area: int, p: int):
    """A question's engine answer: the esteem ``p`` gained while ``area`` was being resolved, read from the log."""
    def engine(start, events, after) -> int:
        here, got = -1, 0
        for e in events:
            if e.rule == rule("afternoon.reveal"):
                here = e.data["area"]
            elif e.rule == rule("dusk.reset"):
                here = -1
            if here != area or e.data.get("player") != p:
                continue
            if "gain" in e.data:
                got += e.data["gain"][ESTEEM_AT]
            elif e.rule == rule("afternoon.conquer"):
                got += e.data.get("esteem", 0)
        return got
    return engine


def _sets(start, events, after) -> int:
    from ..rules import BURU

    return BURU.view(after, RED)["scores"][A]["sets"]


STEPS_LAWAN: list[Lesson] = [
    L("lawan_basics", _r("lawan.basics", "lawan.setup", "lawan.messenger", "lawan.plot", "lawan.unseen"), Text(
        "ラワンは計画カードで動く自動のライバルです。ひとり遊びではあなたと、ラワンA（青）・ラワンB（緑）の3人。ラワンは最初の使者に"
        "ならないので、使者はあなたです。ラワンの探索者・供物・長老はだれにも見えません（あなたにも）。",
        "The Lawan are automated rivals driven by plot cards. In a solo game it is you against Lawan A (Blue) and Lawan "
        "B (Green). A Lawan never starts as the messenger, so you are. Nobody sees a Lawan's explorers, offerings or "
        "elders, not even you."),
      S.start, facts=(FL.seats(), F.messenger(RED), F.mat_size(A, 5), F.mat_size(B, 5), FL.plot_deck(12))),
    L("lawan_morning", _r("lawan.morning"), Text(
        "朝、時計回りで最初のラワンの番が来ると計画カードを1枚引き、Aの探索者をカードの「A」の地域へ、Bの探索者を「B」の地域へ、"
        "見ずに伏せて置きます。山の一番上は2番（A：海岸、B：村）です。",
        "In the Morning, when the first Lawan clockwise has its turn, a plot card is drawn: one of A's explorers goes "
        "face down, unseen, to the area marked A, one of B's to the area marked B. The top card is number 2 (A: Shore, "
        "B: Village)."),
      S.first_card, facts=(F.to_place(RED), FL.plot_deck(12), FL.drawn((2,)), FL.explorers(A, {SHORE: 1}, "after"),
                           FL.explorers(B, {VILLAGE: 1}, "after"), F.mat_size(A, 4, "after")),
      task=Text("探索者を1体置いてください。ラワンの番がどうなるか見ましょう。", "Place an explorer, then watch the Lawan's turn."),
      goal=F.place(), play_on=PlayOn(rule=rule("lawan.morning"))),
    L("lawan_third", _r("lawan.third"), Text(
        "ラワンは1つの地域に3体目を置きません。ラワンAは森にもう2体。次のカード9番もAに森を示すので、3体目は午後の解決順で次の地域"
        "（海岸）へ行きます。",
        "A Lawan never puts a third explorer in one area. Lawan A already has two in the Forest, and the next card, "
        "number 9, names the Forest for A again: the third goes on to the next area in the afternoon's order, the Shore."),
      S.third, facts=(FL.explorers(A, {FOREST: 2, SHORE: 0}), FL.drawn((1, 5), "before"),
                      FL.explorers(A, {FOREST: 2, SHORE: 1}, "after"), FL.drawn((1, 5, 9))),
      task=Text("探索者を1体置いてください。", "Place an explorer."), goal=F.place(),
      play_on=PlayOn(rule=rule("lawan.third"))),
    L("lawan_noon", _r("lawan.noon"), Text(
        "正午はいつもどおり解決し、各ラワンに計画カードを1枚表向きに配ります。このカードの雇用と供物の好み、ボーナスが午後を決めます。",
        "Noon runs as usual; then each Lawan is dealt a plot card face up. Its recruit and offering lines and its "
        "bonuses decide that Lawan's afternoon."),
      S.noon, facts=(F.mine_at(FOREST, (5, 4, 3)), FL.plot_of(A, 10, "after"), FL.plot_of(B, 4, "after")),
      task=Text("最後の探索者を森に置いてください。", "Place your last explorer in the Forest."), goal=F.place(FOREST),
      play_on=PlayOn(rule=rule("lawan.noon"))),
    L("lawan_choose", _r("lawan.choose", "lawan.double"), Text(
        "ラワンはいつも、空いている中で宝石の最も多いスペース（森では森カード）を取ります。森を征服したあなたが先に1枚取り、"
        "ラワンAが残りの最上の1枚を。森に2体いるので、計画カード10番の森の資源（エボニー）もボーナスで得ます。",
        "A Lawan always takes the free space (in the Forest, the forest card) with the most gems. You conquered the "
        "Forest and take a card first; Lawan A takes the best one left and, with two explorers there, plot card 10's "
        "Forest resource (ebony) as a bonus."),
      S.forest, facts=(FL.explorers(A, {FOREST: 2}), F.conquered(FOREST, RED, "before"), FL.resource(A, 2, 0),
                       FL.resource(A, 2, 1, "after")),
      task=Text("森カードを1枚取ってください。", "Take a forest card."), goal=F.gather(),
      play_on=PlayOn(rule=rule("lawan.choose"))),
    L("lawan_shore", _r("lawan.shore", "lawan.double"), Text(
        "次は海岸。ひとりで征服したラワンAは評価3のスペース（雇用2・リフレッシュ1）を取ります。計画カード10番の雇用の好みは"
        "貴族＞職人＞神官で、列に貴族はいません。海岸に2体いるので、島民は魚1匹安く雇えます。",
        "The Shore comes next. Lawan A, alone there, conquers it and takes the rating-3 space (2 hires, 1 refresh). "
        "Plot card 10 recruits noble > artisan > priest, and there is no noble in the row. With two explorers at the "
        "Shore, each islander costs it 1 fish less."),
      S.forest, facts=(FL.plot_of(A, 10), F.row((card("fisher"), card("farmer"), card("woodcutter"))),
                       F.totem(BANYU, A, "after")),
      question=Question(Text("ラワンAが海岸で最初にすることは？", "What does Lawan A do first at the Shore?"),
                        ((Text("列をリフレッシュする", "Refresh the row"), "refresh"),
                         (Text("一番安い島民を雇う", "Hire the cheapest islander"), "hire")), "refresh", _first_step,
                        Text("好みの先頭の種類が列になく、スペースにリフレッシュがあります。", "Its first kind is missing and the "
                             "space has a refresh.")),
      success=Text("正解。貴族がいないので、まず列を入れ替えます。", "Right: no noble, so the row is refreshed first."),
      play_on=PlayOn(rule=rule("lawan.shore"), learner=F.finish)),
    L("lawan_cheapest", _r("lawan.cheapest"), Text(
        "好みの種類の島民が何人も払えるなら、魚の最も少ない方を雇います。今度のラワンAの計画カードは5番（職人＞採集人＞貴族）、"
        "魚は2匹。列はヤシの葉商人（職人・魚3）、彫刻家（職人・魚2）、蜂蜜採り（採集人・魚2）。",
        "When it can pay for several islanders of the kind it wants, a Lawan hires the one with the fewest fish. This "
        "time Lawan A's card is number 5 (artisan > gatherer > noble) and it has 2 fish. The row: the Palm merchant "
        "(artisan, 3 fish), the Carver (artisan, 2) and the Honey hunter (gatherer, 2)."),
      S.forest_row, facts=(FL.plot_of(A, 5), FL.fish(A, 2), F.row((PALM_MERCHANT, CARVER, HONEY)),
                           FL.holds(A, CARVER, "after")),
      question=Question(Text("ラワンAが最初に雇うのは？", "Whom does Lawan A hire first?"),
                        ((Text("ヤシの葉商人", "The Palm merchant"), PALM_MERCHANT), (Text("彫刻家", "The Carver"), CARVER),
                         (Text("蜂蜜採り", "The Honey hunter"), HONEY)), CARVER, _first_hire,
                        Text("職人が先。海岸に2体いるので、どちらも1匹安くなります。", "Artisans first; with two explorers at "
                             "the Shore each costs 1 fish less.")),
      success=Text("正解。彫刻家（魚1）がヤシの葉商人（魚2）より安いからです。", "Right: the Carver (1 fish) is cheaper than "
                   "the Palm merchant (2)."),
      play_on=PlayOn(rule=rule("lawan.cheapest"), learner=F.finish)),
    L("lawan_tie", _r("lawan.tie"), Text(
        "同じ魚の島民、同じ評価のスペース、資源の数まで同じ森カードで迷ったら、使者が選びます。ここでは彫刻家と織工がどちらも魚2"
        "（ラワンAには1）。使者のあなたが選びます。選ばれなかった方も、魚が足りれば次の雇用で雇われます。",
        "When islanders cost the same fish, spaces share a rating, or forest cards tie even on resources, the messenger "
        "chooses. Here the Carver and the Weaver both cost 2 fish (1 for Lawan A): you, the messenger, choose. The other "
        "one is hired with the second hire if the fish last."),
      S.hire_tie, facts=(FL.tied_hire((0, 1)), F.messenger(RED), FL.holds(A, CARVER), FL.holds(A, WEAVER),
                         FL.no_pick()),
      task=Text("ラワンAのために、彫刻家か織工を選んでください。", "Choose the Carver or the Weaver for Lawan A."), goal=None,
      play_on=PlayOn(rule=rule("lawan.tie"))),
    L("lawan_village", _r("lawan.village", "lawan.double"), Text(
        "ラワンは任務を与えず、スペースの任務1つごとに1エスティームを得ます。村にはラワンBだけ（2体）。征服して評価3のスペース"
        "（任務3）を取ります。",
        "A Lawan never tasks islanders: it gains 1 esteem per task its space shows. Only Lawan B (two explorers) is in "
        "the Village: it conquers it and takes the rating-3 space (3 tasks)."),
      S.forest, facts=(FL.explorers(B, {VILLAGE: 2}), FL.esteem(B, 0), FL.esteem(B, 6, "after")),
      question=Question(Text("ラワンBは村で何エスティーム得ますか？", "How much esteem does Lawan B gain in the Village?"),
                        _choices(ESTEEM, 1, 3, 4, 5), 4, _esteem_at(VILLAGE, B),
                        Text("任務3つぶんと、2体置いたボーナス。", "Three tasks' worth, and the double-placement bonus.")),
      success=Text("正解。任務3つで3、ボーナスで1、合わせて4です。", "Right: 3 for the tasks and 1 bonus, 4 in all."),
      play_on=PlayOn(rule=rule("lawan.dusk"), learner=F.finish)),
    L("lawan_lake", _r("lawan.lake", "lawan.double", "lawan.dusk"), Text(
        "聖なる湖はラワンBだけ。征服で1エスティーム、評価3のスペースで長老を見ずに1枚。供物は好み（グヌン＞マヌク＞バニュ）の順に、"
        "払えるところへ。ラワンBはクレイ1・ヤシの葉1（村の指令で＋1）と魚だけ。計画カード4番の湖ボーナスは供物ごとに1エスティーム。",
        "Only Lawan B is at the Sacred Lake: 1 esteem for conquering it, and on the rating-3 space an elder drawn unseen. "
        "It offers along its line (Gunung > Manuk > Banyu) where it can pay, with only 1 clay, 1 palm (+1 from the "
        "Village's decree) and fish. Plot card 4's Lake bonus is 1 esteem per offering."),
      S.forest, facts=(FL.plot_of(B, 4), FL.esteem(B, 6, "after"), FL.no_plots(), FL.plot_deck(12, "after")),
      question=Question(Text("ラワンBは聖なる湖で何エスティーム得ますか（供物カードの価値は終了時まで伏せたまま）？",
                             "How much esteem does Lawan B gain at the Sacred Lake (its offering card stays face down "
                             "until the end)?"), _choices(ESTEEM, 1, 2, 3, 4), 2, _esteem_at(LAKE, B),
                        Text("グヌンとマヌクには払えず、バニュに1回だけ。征服の1を忘れずに。", "It cannot pay Gunung or "
                             "Manuk, and Banyu only once; do not forget the 1 for conquering.")),
      success=Text("正解。征服で1、バニュへの供物のボーナスで1。バニュの象徴を持つラワンAも1得ます。夕暮れに計画カードは全部切り直し。",
                   "Right: 1 for conquering and 1 bonus for the offering to Banyu; Lawan A, holding Banyu's totem, "
                   "gains 1 too. At Dusk every plot card is shuffled back."),
      play_on=PlayOn(rule=rule("lawan.dusk"), learner=F.finish)),
    L("lawan_score", _r("lawan.score"), Text(
        "終了時、ラワンはトラック・供物・長老に加え、島民を種類ごとに数えます：2人で1、3人で2、4人で3、5人以上で5。最終ラウンドの"
        "最後の地域、ラワンAは職人3・神官2・貴族1を持っています。",
        "At the end a Lawan scores its track, offerings and elders, and its islanders kind by kind: 2 give 1, 3 give "
        "2, 4 give 3, 5 or more give 5. It is the last round's last area, and Lawan A holds 3 artisans, 2 priests and 1 "
        "noble."),
      S.sets, facts=(F.round_is(5), FL.sets(A, 3)),
      question=Question(Text("ラワンAの島民セットは何エスティーム？", "How much esteem do Lawan A's islander sets give?"),
                        _choices(ESTEEM, 2, 3, 4, 6), 3, _sets,
                        Text("職人3人と神官2人を別々に数えます。貴族1人は0。", "Count the 3 artisans and the 2 priests apart; "
                             "1 noble gives 0.")),
      success=Text("正解。職人3人で2、神官2人で1、合わせて3です。", "Right: 2 for 3 artisans and 1 for 2 priests, 3 in all."),
      play_on=PlayOn(rule=rule("lawan.score"), learner=F.finish)),
]

TRIES_LAWAN: dict[str, tuple[tuple[int, Action, str], ...]] = {
    "lawan_tie": ((0, Pick(2), "lawan.tie"),),
}

CHAPTER = Chapter('lawan', Text("ひとりで遊ぶ: ラワン", "Playing alone: the Lawan"), tuple(STEPS_LAWAN), TRIES_LAWAN)
