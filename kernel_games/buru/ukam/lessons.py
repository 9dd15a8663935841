"""The Ukam chapter of Buru's walkthrough (the Ambelau expansion): set-up, an offering to Ukam paid with an islander,
Ukam's totem and the rules' Smuggler example."""

from __future__ import annotations

from kernel_games.core import Action, Lesson, Text
from kernel_games.core.lesson import Act, Fact, PlayOn

from ..components import LAKE, VILLAGE
from ..lessons import facts as F
from ..lessons.areas import _cited, space_task
from ..lessons.chapter import Chapter
from ..lessons.scenes import BLUE, RED, card
from ..narration import islander_name, rule
from . import scenes as S
from .actions import Banish
from .cards import UKAM

L = Lesson
FARMER, POTTER, SMUGGLER, CLAY_DIGGER = card("farmer"), card("potter"), card("smuggler"), card("clay_digger")


def _r(*ids: str) -> tuple[str, ...]:
    return tuple(rule(i) for i in ids)


def ukam_deck(k: int) -> Fact:
    return Fact(Text("ウカムの供物カード: 残り{k}枚", "Ukam's offering deck: {k} cards").format(k=k),
                lambda v, _f: v["offering_decks"][UKAM] == k)


def banishes(c: int):
    """A goal: discard islander ``c`` for Ukam."""
    def goal(before, action, events, after) -> Text | None:
        if type(action) is Banish and action.card == c:
            return None
        return Text("この課題は{c}を捨てることです。", "the task is to discard the {c}.").format(c=islander_name(c))
    return goal


STEPS_UKAM: list[Lesson] = [
    L("ukam", _r("ukam.setup", "ukam.tyrant", "ukam.elders", "ukam.decree", "ukam.lawan", "morning.place"), Text(
        "ウカムは正義と秩序の精霊です。このモジュールでは島民の山札にアウトローが混ざり、聖なる湖の横にウカムの祭壇と供物カード10枚が"
        "並び、長老が2枚、指令が1枚増えます（指令は12枚から10枚を積み、2枚を見ずに戻します）。暴君だけはアンベラウの地域がないと使え"
        "ないので箱に残ります。ラワンはアンベラウの計画カードで動き、ウカムには雇ったアウトローを捨てるときだけ供物をします。まず聖なる湖に探索者を置きましょう。",
        "Ukam is the spirit of justice and order. With this module outlaws are shuffled into the islander deck, Ukam's "
        "altar and its 10 offering cards sit beside the Sacred Lake, and there are two more elders and one more decree "
        "(10 of the 12 decrees are stacked, 2 go back unseen). Only the Tyrant stays in the box: it needs the Ambelau "
        "region. The Lawan run on the Ambelau plot cards and offer to Ukam only by discarding an outlaw they hired. "
        "First, send an explorer to the "
        "Sacred Lake."),
      S.ukam_start, facts=(ukam_deck(10), F.elder_deck(15), F.decree_stack(8), F.totem(UKAM, -1),
                           F.placed_at(LAKE, 1, "after")),
      task=Text("聖なる湖に探索者を1体置いてください。", "Place an explorer on the Sacred Lake."), goal=F.place(LAKE),
      play_on=PlayOn(rule=rule("morning.place"))),
    L("ukam_offer", _r("ukam.offer", "ukam.cards", "ukam.totem"), Text(
        "聖なる湖を征服したので、1エスティームではなくウカムの象徴を取りました。ウカムへの供物のコストは資源ではなく、タブローの島民を"
        "1人捨てること。供物カードの値はほかの精霊より低めです。象徴はほかの人がウカムに供物をするたびに1エスティームをくれますが、"
        "自分の供物では得ません。",
        "You conquered the Sacred Lake, so you took Ukam's totem instead of 1 esteem. An offering to Ukam costs no "
        "resources: you discard one islander of your tableau. Its cards are worth less than the other spirits'. The "
        "totem gives you 1 esteem whenever someone else offers to Ukam, never for your own offerings."),
      S.ukam_lake, facts=(F.totem(UKAM, RED), F.esteem(RED, 0), F.tableau(RED, (FARMER, POTTER)),
                          F.tableau(RED, (FARMER,), "after"), F.offerings(RED, UKAM, 1), F.offerings(BLUE, UKAM, 1),
                          F.esteem(RED, 1, "after")),
      task=space_task(LAKE, 2, "供物2", "2 offerings"), goal=F.choose(LAKE, 1),
      then=(Act(Text("ウカムに供物をしてください。", "Make an offering to Ukam."), F.offer(UKAM)),
            Act(Text("陶工を捨ててください。", "Discard the Potter."), banishes(POTTER))),
      play_on=PlayOn(until=_cited("ukam.totem", 1), others=F.offers(UKAM), learner=F.finish)),
    L("outlaw", _r("ukam.outlaw", "ukam.bonus"), Text(
        "アウトローはタブローでは何もしません。村で任務を与えるとすぐに捨てられ、それがウカムへの無料の供物になります（聖なる湖に"
        "いなくても）。そして捨てられたアウトローはカードの黒枠のボーナスをくれます。密輸屋ならクレイ2。供物が先、ボーナスが後です。",
        "Outlaws do nothing in your tableau. Task one in the Village and it is discarded at once: a free offering to "
        "Ukam, without going to the Sacred Lake. A discarded outlaw then pays the bonus in its black box: the Smuggler's "
        "is 2 clay. The offering first, the bonus after."),
      S.outlaw, facts=(F.tableau(RED, (SMUGGLER, FARMER)), F.has(RED, (0, 0, 0)), F.has(RED, (2, 0, 0), "after"),
                       F.offerings(RED, UKAM, 1), F.tableau(RED, (FARMER,), "after")),
      task=space_task(VILLAGE, 1, "任務3", "task 3"), goal=F.choose(VILLAGE, 0),
      then=(Act(Text("密輸屋に任務を与えてください。", "Task the Smuggler."), F.task(SMUGGLER)),),
      play_on=PlayOn(rule=rule("ukam.bonus"))),
]

TRIES_UKAM: dict[str, tuple[tuple[int, Action, str], ...]] = {
    "ukam_offer": ((2, Banish(CLAY_DIGGER), "ukam.offer"),),
}

CHAPTER = Chapter('ukam', Text("拡張: ウカム", "Expansion: Ukam"), tuple(STEPS_UKAM), TRIES_UKAM)
