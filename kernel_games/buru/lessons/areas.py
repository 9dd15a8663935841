"""Buru's walkthrough, second part: the four areas' actions (Forest, Shore, Village, Sacred Lake), Dusk and the end.

The learner is Red (player 0) against Blue. ``TRIES_AREAS`` lists the illegal moves these steps' texts invite, each with
the rule that refuses it.
"""

from __future__ import annotations

from kernel_games.core import Action, Lesson, Text
from kernel_games.core.lesson import Act, PlayOn, Question

from ..actions import Choose, Hire, Messenger, Offer, Task
from ..components import AREA_NAMES, BANYU, GUNUNG, LAKE, MANUK, SHORE, VILLAGE
from ..economy import offering_value
from ..narration import rule
from ..rules import BURU
from . import facts as F
from . import scenes as S
from .scenes import BLUE, RED, card, decree, elder

L = Lesson
FARMER, CLAY_DIGGER, CARVER, POTTER = card("farmer"), card("clay_digger"), card("carver"), card("potter")
WEAVER, PRIEST, LANDLORD = card("weaver"), card("learned_priest"), card("landlord")
GATHER, HIRE, REFRESH, DECK, OFFER = S.gather(), S.hire(), S.refresh(), S.deck(), S.offer()
GUNUNG_TOP = offering_value(OFFER.offering_decks[GUNUNG][0])
NETS = elder("elder_fish")


def _r(*ids: str) -> tuple[str, ...]:
    return tuple(rule(i) for i in ids)


def _refilled(row: tuple[int, ...], slot: int, top: int) -> tuple[int, ...]:
    return tuple(top if i == slot else c for i, c in enumerate(row))


def _cited(key: str, k: int):
    """A play-on stop: ``k`` events cite rule ``key`` since the scenario."""
    return lambda _s, ev: sum(e.rule == rule(key) for e in ev) >= k


def _score(p: int, part: str | None = None):
    """A question's engine answer: ``p``'s final score, or one part of it, as the end view shows it."""
    def engine(start, events, after) -> int:
        parts = BURU.view(after, p)["scores"][p]
        return parts[part] if part else sum(parts.values())
    return engine


def _choices(unit: Text, *values: int) -> tuple[tuple[Text, int], ...]:
    return tuple((unit.format(k=v), v) for v in values)


ESTEEM = Text("{k}エスティーム", "{k} esteem")
SPACE_TEXT = Text("{a}の{i}番目のスペース（{b}）を選んでください。", "Choose the {a}'s space {i} ({b}).")


def space_task(area: int, i: int, ja: str, en: str) -> Text:
    """Choose the ``i``-th space (from 1) of ``area``, which offers ``ja``/``en``."""
    return SPACE_TEXT.format(a=AREA_NAMES[area], i=i, b=Text(ja, en))


STEPS_AREAS: list[Lesson] = [
    # ---- Forest ----
    L("gather", _r("forest.take", "forest.rating"), Text(
        "森のスペース5つに違いはありません。表向きの森カードを1枚取り、描かれた資源をサプライから得て、カードは捨てます。"
        "カードは評価（資源の価値）の高い順に左から並んでいます。",
        "The Forest's five spaces are all alike: take one face-up forest card, gain its resources from the supply and "
        "discard the card. The cards lie by rating (their resources' worth), highest on the left."),
      S.gather, facts=(F.display(GATHER.display), F.has(RED, (0, 0, 0)), F.has(RED, (1, 2, 0), "after")),
      task=Text("いちばん価値の高い、左端の森カードを取ってください。", "Take the most valuable forest card, on the left."),
      goal=F.gather(0), play_on=PlayOn(rule=rule("forest.take"))),
    # ---- Shore ----
    L("hire", _r("shore.hire", "shore.refill"), Text(
        "雇用の列から1枚選び、魚のコストを払ってタブローに縦向きで加えます。空いた場所はすぐ山札から補充。材木運びは魚4匹、"
        "3匹では雇えません。",
        "Hiring: pick an islander of the row, pay its fish cost and add it to your tableau, upright. Its place is "
        "refilled from the deck at once. The Timber hauler costs 4 fish: with 3 you cannot hire it."),
      S.hire, facts=(F.fish(RED, 3), F.row(HIRE.row), F.tableau(RED, (FARMER,), "after"), F.fish(RED, 1, "after"),
                     F.row(_refilled(HIRE.row, 1, HIRE.islander_deck[0]), "after")),
      task=space_task(SHORE, 4, "雇用1", "hire 1"), goal=F.choose(SHORE, 3),
      then=(Act(Text("農夫を雇ってください。", "Hire the Farmer."), F.hire(FARMER)),),
      play_on=PlayOn(rule=rule("shore.refill"))),
    L("refresh", _r("shore.refresh", "afternoon.benefits"), Text(
        "ルールブックの例です。海岸の最良のスペースでは2回雇い、列を1回リフレッシュ（3枚とも捨てて3枚並べ直す）できます。魚4匹で農夫(2)を"
        "雇い、まだ雇える人を願ってリフレッシュしましょう。",
        "The rulebook's own example. The Shore's best space hires twice and refreshes the row once (all three "
        "discarded, three new dealt). With 4 fish, hire the Farmer (2), then refresh, hoping for someone you can afford."),
      S.refresh, facts=(F.fish(RED, 4), F.row(REFRESH.row), F.tableau(RED, (FARMER,), "after"), F.fish(RED, 2, "after"),
                        F.row(REFRESH.islander_deck[1:4], "after"), F.done_acting()),
      task=space_task(SHORE, 1, "雇用2・リフレッシュ1", "hire 2, refresh 1"), goal=F.choose(SHORE, 0),
      then=(Act(Text("農夫を雇ってください。", "Hire the Farmer."), F.hire(FARMER)),
            Act(Text("ほかは高すぎます。列をリフレッシュしてください。", "The rest cost too much: refresh the row."), F.refreshes)),
      play_on=PlayOn(rule=rule("shore.refresh"))),
    L("deck", _r("shore.deck", "shore.refresh"), Text(
        "島民の山札が尽きたら、捨て札を切って新しい山札にします。山札は残り1枚。リフレッシュすると、捨て札がまた使われます。",
        "When the islander deck runs out, its discards are shuffled into a new deck. One islander is left in the deck: "
        "refresh the row and the discards come back into play."),
      S.deck, facts=(F.islander_piles(1, 32), F.islander_piles(33, 0, "after")),
      task=space_task(SHORE, 3, "雇用1・リフレッシュ1", "hire 1, refresh 1"), goal=F.choose(SHORE, 2),
      then=(Act(Text("列をリフレッシュしてください。", "Refresh the row."), F.refreshes),),
      play_on=PlayOn(rule=rule("shore.refresh"))),
    # ---- Village ----
    L("task", _r("village.task"), Text(
        "任務を与えると島民を横向きにし、すぐ利益を得ます。夕暮れまで任務中なので、1ラウンドに1回だけ。農夫はヤシの葉1です。",
        "Tasking turns one of your islanders sideways for its benefit at once. It stays tasked until Dusk: once a round. "
        "The Farmer brings 1 palm."),
      S.task, facts=(F.tableau(RED, (FARMER, CLAY_DIGGER)), F.has(RED, (0, 0, 0)), F.tasked(RED, (FARMER,)),
                     F.has(RED, (0, 1, 0), "after")),
      task=space_task(VILLAGE, 1, "任務3", "task 3"), goal=F.choose(VILLAGE, 0),
      then=(Act(Text("農夫に任務を与えてください。", "Task the Farmer."), F.task(FARMER)),),
      play_on=PlayOn(rule=rule("village.task"))),
    L("village_fish", _r("village.fish"), Text(
        "村のいくつかのスペースでは魚も1匹得ます。20匹の上限はここでも同じ。19匹なら20匹で打ち止めです。",
        "Some Village spaces also give 1 fish. The 20-fish limit still holds: with 19 you reach 20, the most you may hold."),
      S.village_fish, facts=(F.fish(RED, 19), F.tableau(RED, ()), F.fish(RED, 20, "after")),
      task=space_task(VILLAGE, 4, "任務1・魚1", "task 1, 1 fish"), goal=F.choose(VILLAGE, 3),
      play_on=PlayOn(rule=rule("village.fish"))),
    L("trade", _r("village.trade"), Text(
        "「：」は交換です。左側をすべて払えば右側を得ます。陶工はクレイ1が要りますが、ないので何も得られません。彫刻家は魚2をエボニー1に"
        "替えます。",
        "A benefit with ':' is a trade: pay everything on the left to get the right. The Potter wants 1 clay and you have "
        "none, so it gives nothing; the Carver turns 2 fish into 1 ebony."),
      S.trade, facts=(F.tableau(RED, (CARVER, POTTER)), F.fish(RED, 2), F.has(RED, (0, 0, 0)), F.fish(RED, 0, "after"),
                      F.has(RED, (0, 0, 1), "after")),
      task=space_task(VILLAGE, 3, "任務2", "task 2"), goal=F.choose(VILLAGE, 2),
      then=(Act(Text("彫刻家に任務を与えてください。", "Task the Carver."), F.task(CARVER)),),
      play_on=PlayOn(rule=rule("village.trade"))),
    L("choice", _r("village.choice", "village.trade"), Text(
        "「｜」は選択です。どちらか一方だけで、両方は得られません。織工は魚2→ヤシの葉2か、ヤシの葉1→魚2のどちらか。後者を選びましょう。",
        "A benefit with '|' is a choice: one side or the other, never both. The Weaver turns 2 fish into 2 palm, or 1 "
        "palm into 2 fish. Take the second."),
      S.choice, facts=(F.tableau(RED, (WEAVER,)), F.fish(RED, 2), F.has(RED, (0, 1, 0)), F.fish(RED, 4, "after"),
                       F.has(RED, (0, 0, 0), "after")),
      task=space_task(VILLAGE, 3, "任務2", "task 2"), goal=F.choose(VILLAGE, 2),
      then=(Act(Text("織工に任務を与え、ヤシの葉1で魚2を得てください。", "Task the Weaver: 1 palm for 2 fish."), F.task(WEAVER, 1)),),
      play_on=PlayOn(rule=rule("village.trade"))),
    L("ongoing", _r("village.ongoing"), Text(
        "巻物の利益は、その島民が任務中のあいだ（夕暮れまで）続きます。博識な神官はすぐには何も生みませんが、このラウンドはマヌクへの"
        "供物のたびにエボニー1。聖なる湖で見てみましょう。",
        "A benefit in a scroll lasts while its islander is tasked, until Dusk. The Learned priest gives nothing at once, "
        "but 1 ebony with each of your offerings to Manuk this round: watch at the Sacred Lake."),
      S.ongoing, facts=(F.tableau(RED, (PRIEST,)), F.has(RED, (0, 1, 2)), F.tasked(RED, (PRIEST,)),
                        F.offerings(RED, MANUK, 1), F.has(RED, (0, 0, 2), "after")),
      task=space_task(VILLAGE, 3, "任務2", "task 2"), goal=F.choose(VILLAGE, 2),
      then=(Act(Text("博識な神官に任務を与えてください。", "Task the Learned priest."), F.task(PRIEST)),),
      play_on=PlayOn(rule=rule("village.ongoing"), learner=F.offers(MANUK))),
    L("kind", _r("village.kind", "village.trade"), Text(
        "種類の印のある任務は、その種類の島民にだけ。村の最後のスペースは貴族1人に任務と魚1。地主は働けますが、農夫は働けません。",
        "A task showing a kind, like the noble's crown, is for an islander of that kind only. The Village's last space "
        "tasks one noble and gives 1 fish: the Landlord may work there, the Farmer may not."),
      S.kind, facts=(F.tableau(RED, (FARMER, LANDLORD)), F.has(RED, (3, 0, 0)), F.esteem(RED, 0),
                     F.esteem(RED, 1, "after"), F.has(RED, (0, 0, 0), "after"), F.tasked(RED, (LANDLORD,))),
      task=space_task(VILLAGE, 5, "貴族に任務1・魚1", "task 1 noble, 1 fish"), goal=F.choose(VILLAGE, 4),
      then=(Act(Text("地主に任務を与えてください。", "Task the Landlord."), F.task(LANDLORD)),),
      play_on=PlayOn(rule=rule("village.trade"))),
    # ---- Sacred Lake ----
    L("offer", _r("lake.offer"), Text(
        "供物は、祭壇のコストをサプライに払い、その精霊の供物カードを1枚伏せて取ること。エスティームはあなただけが見られます。グヌンは"
        "ヤシの葉2とクレイ2。マヌクはエボニーが要り、あなたは持っていません。",
        "An offering: pay the altar's cost to the supply and draw that spirit's top offering card face down; only you "
        "see its esteem. Gunung asks 2 palm and 2 clay; Manuk asks an ebony you do not have."),
      S.offer, facts=(F.altars((0, 0, 0)), F.has(RED, (2, 2, 0)), F.supply((23, 23, 20)), F.has(RED, (0, 0, 0), "after"),
                      F.supply((25, 25, 20), "after"), F.offerings(RED, GUNUNG, 1), F.my_offerings((GUNUNG_TOP,))),
      task=space_task(LAKE, 2, "供物2", "2 offerings"), goal=F.choose(LAKE, 1),
      then=(Act(Text("グヌンに供物をしてください。", "Make an offering to Gunung."), F.offer(GUNUNG)),),
      play_on=PlayOn(rule=rule("lake.offer"))),
    L("gather_elder", _r("lake.elder"), Text(
        "長老を集めるときは2枚引いて1枚をこっそり残し、もう1枚は山札の下へ。長老は終了時に得点になる秘密の目標です。",
        "Gathering an elder: draw 2 elder cards, keep 1 in secret and put the other under the deck. Elders are secret "
        "goals scored at the end."),
      S.gather_elder, facts=(F.my_elders(0), F.elder_deck(13), F.my_elders(1, "after"), F.elder_deck(12, "after")),
      task=space_task(LAKE, 3, "供物1・長老", "1 offering, elder"), goal=F.choose(LAKE, 2),
      then=(Act(Text("長老カードを引いてください。", "Draw the elder cards."), F.draws_elders),
            Act(Text("どちらか1枚を残してください。", "Keep one of them.")),),
      play_on=PlayOn(rule=rule("lake.elder"))),
    L("messenger", _r("lake.messenger"), Text(
        "使者マーカーを取ると、次の夜明けの準備をし、朝は最初に置き、同点で優先されます。これがこのラウンド最後のアクションです。",
        "Taking the messenger marker makes you the messenger: you prepare the next Dawn, place first in the Morning and "
        "win ties. This is the round's last action."),
      S.messenger, facts=(F.messenger(BLUE), F.messenger(RED, "after"), F.round_is(2, "after"), F.to_place(RED, "after")),
      task=space_task(LAKE, 4, "供物1・使者", "1 offering, messenger"), goal=F.choose(LAKE, 3),
      then=(Act(Text("使者になってください。", "Become the messenger."), F.becomes_messenger),),
      play_on=PlayOn(until=lambda s, _ev: s.round == 2 and str(s.phase) == "morning")),
    L("totem", _r("totem.bonus"), Text(
        "精霊の象徴を持つ人は、ほかのプレイヤーがその精霊に供物をするたびに1エスティーム。回数に上限はありませんが、自分の供物では"
        "何も得ません。あなたはバニュの象徴を持っています。あなたのバニュへの供物では増えず、青の供物で1増えます。もう使者なので、"
        "このスペースの使者は使えません。",
        "The holder of a spirit's totem gains 1 esteem each time another player offers to that spirit, with no limit, "
        "but nothing for their own offerings. You hold Banyu's totem: your offering to Banyu gives you nothing from it, "
        "Blue's gives you 1. You are the messenger already, so this space's messenger is no use."),
      S.totem_bonus, facts=(F.totem(BANYU, RED), F.messenger(RED), F.esteem(RED, 2), F.esteem(RED, 3, "after"),
                            F.offerings(RED, BANYU, 1), F.offerings(BLUE, BANYU, 1)),
      task=space_task(LAKE, 4, "供物1・使者", "1 offering, messenger"), goal=F.choose(LAKE, 3),
      then=(Act(Text("バニュに供物をしてください。", "Make an offering to Banyu."), F.offer(BANYU)),),
      success=Text("あなたの供物では象徴から何も得ず、青の供物で1エスティーム。2から3になりました。",
                   "Your own offering earned nothing from the totem; Blue's earned you 1 esteem: 2 became 3."),
      play_on=PlayOn(until=_cited("totem.bonus", 1), others=F.offers(BANYU))),
    L("altar_decree", _r("decree.altar"), Text(
        "祭壇の横に指令があるラウンドは、その精霊への供物のたびに、だれでも毎回その報酬を得ます。マヌクの指令はエスティーム1です。",
        "While a decree lies beside an altar this round, every offering to that spirit earns its bonus, for everyone, "
        "each time. Manuk's decree gives 1 esteem."),
      S.altar_decree, facts=(F.decrees_out((decree("village_palm_fish"), decree("altar_manuk"))), F.esteem(RED, 1),
                             F.esteem(BLUE, 0), F.esteem(RED, 2, "after"), F.esteem(BLUE, 1, "after")),
      task=space_task(LAKE, 2, "供物2", "2 offerings"), goal=F.choose(LAKE, 1),
      then=(Act(Text("マヌクに供物をしてください。", "Make an offering to Manuk."), F.offer(MANUK)),),
      play_on=PlayOn(until=_cited("decree.altar", 2), others=F.offers(MANUK))),
    L("supply", _r("supply.limit", "forest.take"), Text(
        "資源は箱にある数だけです。サプライのエボニーは残り1つなので、エボニー2のカードでも1つしか得られません。",
        "Resources are only the pieces in the box. One ebony is left in the supply, so a card showing 2 ebony brings you "
        "only 1."),
      S.supply, facts=(F.supply((25, 25, 1)), F.has(RED, (0, 0, 9)), F.display(S.supply().display),
                       F.has(RED, (1, 0, 10), "after"), F.supply((24, 25, 0), "after")),
      task=Text("エボニー2の森カード（左端）を取ってください。", "Take the forest card with 2 ebony, on the left."),
      goal=F.gather(0), play_on=PlayOn(rule=rule("forest.take"))),
    # ---- Dusk and the end ----
    L("dusk", _r("dusk.reset"), Text(
        "夕暮れには残った指令が箱に戻り、探索者はマットへ、任務中の島民は縦向きに戻ります。聖なる湖のあなたのアクションがラウンド最後です。",
        "At Dusk the decrees still out go back to the box, explorers return to the mats and tasked islanders stand up "
        "again. Your action at the Sacred Lake is the round's last."),
      S.dusk, facts=(F.tasked(RED, (FARMER,), "before"), F.decrees_out((decree("altar_manuk"),)), F.kept(RED, 1, "before"),
                     F.tasked(RED, ()), F.mat((1, 2, 3, 4, 5), "after"), F.decree_gone(decree("altar_manuk"))),
      task=Text("聖なる湖の空いたスペースを選んでください。", "Choose a free space at the Sacred Lake."), goal=F.choose(LAKE),
      play_on=PlayOn(rule=rule("dusk.reset"), learner=F.finish)),
    L("end", _r("dusk.end"), Text(
        "指令の山が空です。これが5回目の最終ラウンドで、その夕暮れのあとゲームが終わり、得点を数えます。",
        "The decree stack is empty: this is the fifth and last round. After its Dusk the game ends and the scores are "
        "counted."),
      S.end, facts=(F.round_is(5), F.decree_stack(0), F.over()),
      task=Text("森カードを1枚取ってください。", "Take a forest card."), goal=F.gather(),
      play_on=PlayOn(rule=rule("dusk.end"))),
    L("scoring", _r("end.scoring"), Text(
        "得点＝トラック上のエスティーム＋供物カードのエスティーム＋長老の報酬。最後のアクションは森カードで、得点は動きません。",
        "Score = esteem on the track + your offering cards' esteem + your elders' rewards. Your last action is a forest "
        "card, which scores nothing."),
      S.scoring, facts=(F.esteem(RED, 7), F.my_offerings((4, 5), "before"), F.my_elders(0), F.part(RED, "esteem", 7),
                        F.part(RED, "offerings", 9), F.final(RED, 16)),
      question=Question(Text("ゲーム終了時のあなたの得点は？", "What is your final score?"), _choices(ESTEEM, 7, 9, 12, 16), 16,
                        _score(RED), Text("トラックの7に、供物カードの4と5を足します。", "Add your cards' 4 and 5 to the 7 on "
                                          "the track.")),
      success=Text("正解。7＋4＋5＝16です。", "Right: 7 + 4 + 5 = 16."),
      play_on=PlayOn(rule=rule("end.scoring"), learner=F.finish)),
    L("elder_score", _r("end.elders", "end.scoring"), Text(
        "長老は、完全に満たした最も高い段階のエスティームを与え、どれも満たさなければ0。網の長老は終了時の魚を数えます。",
        "An elder gives the esteem of the highest level you fully meet, none if you meet none. The Elder of the nets "
        "counts your fish at the end."),
      S.elder_score, facts=(F.my_elders((NETS,)), F.elder_levels(NETS), F.fish(RED, 12), F.part(RED, "elders", 3)),
      question=Question(Text("網の長老はあなたに何エスティームを与えますか？", "How much esteem does the Elder of the nets give "
                             "you?"), _choices(ESTEEM, 0, 1, 3, 5), 3, _score(RED, "elders"),
                        Text("魚12匹で満たせる最も高い段階は？", "Which is the highest level 12 fish fully meet?")),
      success=Text("正解。10匹以上の段階で3です。15匹には届きません。", "Right: 10 or more gives 3; 15 is out of reach."),
      play_on=PlayOn(rule=rule("end.scoring"), learner=F.finish)),
    L("winner", _r("end.tie", "end.scoring"), Text(
        "最も多い人の勝ち。同点なら、使者から時計回りで最も近い人（使者が最優先）の勝ちです。",
        "The most esteem wins. A tie goes to the tied player nearest the messenger clockwise, the messenger first."),
      S.winner, facts=(F.messenger(BLUE), F.esteem(BLUE, 15), F.no_offerings(BLUE), F.elders_of(BLUE, 0),
                       F.esteem(RED, 11), F.my_offerings((4,), "before"), F.final(RED, 15), F.final(BLUE, 15),
                       F.winners([BLUE])),
      question=Question(Text("最後のアクション（森カード）のあと、勝つのは？", "After your last action (a forest card), who "
                             "wins?"), ((Text("あなた", "You"), RED), (Text("青", "Blue"), BLUE)), BLUE,
                        lambda start, events, after: after.winners[0],
                        Text("どちらも15。同点なら使者が勝ちます。", "15 each: a tie goes to the messenger.")),
      success=Text("正解。15対15の同点で、使者の青の勝ちです。", "Right: 15 all, and Blue, the messenger, wins the tie."),
      play_on=PlayOn(rule=rule("end.scoring"), learner=F.finish)),
]

TRIES_AREAS: dict[str, tuple[tuple[int, Action, str], ...]] = {
    "gather": ((0, Choose(0), "forest.take"),),
    "hire": ((1, Hire(2), "shore.hire"),),
    "refresh": ((2, Hire(0), "shore.hire"),),
    "task": ((2, Task(FARMER), "village.task"),),
    "trade": ((1, Task(POTTER), "village.trade"),),
    "choice": ((1, Task(WEAVER, 2), "village.choice"),),
    "kind": ((1, Task(FARMER), "village.kind"),),
    "offer": ((1, Offer(MANUK), "lake.offer"),),
    "totem": ((1, Messenger(), "lake.messenger"),),
}


