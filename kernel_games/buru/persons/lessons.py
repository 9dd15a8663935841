"""The Great Persons' chapter of Buru's walkthrough: keeping one of two leaders, and using its action instead of an
area's (the Admiral hires from the Forest)."""

from __future__ import annotations

from kernel_games.core import Action, Lesson, Text
from kernel_games.core.lesson import Act, Fact, PlayOn

from ..actions import Hire
from ..components import FOREST
from ..lessons import facts as F
from ..lessons.chapter import Chapter
from ..lessons.scenes import BLUE, RED
from ..narration import rule
from . import scenes as S
from .actions import Lead, Recruit
from .cards import PERSONS

L = Lesson
_START = S.persons_start()


def _r(*ids: str) -> tuple[str, ...]:
    return tuple(rule(i) for i in ids)


def dealt(cards: tuple[int, ...]) -> Fact:
    names = Text("・".join(PERSONS[c].name.ja for c in cards), " and the ".join(PERSONS[c].name.en for c in cards))
    return Fact(Text("あなたに配られた偉人: {n}", "Great Persons dealt to you: the {n}").format(n=names),
                lambda v, _f: sorted(v["my_dealt"]) == sorted(cards))


def kept(p: int, when: str = "after") -> Fact:
    return Fact(Text("{p}の偉人: 表向き", "{P} Great Person: face up").format(p=F.who(p), P=F.whose(p)),
                lambda v, _f: v["persons"][p] >= 0, when)


def nothing_out(when: str = "before") -> Fact:
    """Set-up: no decree and no forest card of round 1 out yet."""
    return Fact(Text("第1ラウンドの指令と森カード: まだ出ていない（準備中）", "Round 1's decrees and forest cards: not out yet "
                     "(set-up)"), lambda v, _f: v["round"] == 0 and not v["decrees"] and not v["display"], when)


def laid_out(k: int, when: str = "after") -> Fact:
    return Fact(Text("森カード: {k}枚が表向き", "Forest cards: {k} face up").format(k=k),
                lambda v, _f: len([c for c in v["display"] if c >= 0]) == k, when)


def has_person(p: int, c: int) -> Fact:
    return Fact(Text("{p}の偉人: {c}", "{P} Great Person: the {c}").format(p=F.who(p), P=F.whose(p), c=PERSONS[c].name),
                lambda v, _f: v["persons"][p] == c)


def used(p: int, when: str = "after") -> Fact:
    return Fact(Text("{p}の偉人のアクション: このラウンドは使用済み", "{P} Great Person's action: used this round").format(
        p=F.who(p), P=F.whose(p)), lambda v, _f: v["led"][p], when)


def islanders_of(p: int, k: int, when: str = "after") -> Fact:
    return Fact(Text("{p}の島民: {k}人", "{P} islanders: {k}").format(p=F.who(p), P=F.whose(p), k=k),
                lambda v, _f: len(v["tableau"][p]) == k, when)


def recruits(before, action, events, after) -> Text | None:
    return None if type(action) is Recruit else Text("この課題は偉人を1枚選ぶことです。", "the task is to keep a Great Person.")


def leads(before, action, events, after) -> Text | None:
    return None if type(action) is Lead else Text("この課題は偉人のアクションを使うことです。",
                                                  "the task is to use your Great Person's action.")


def hires(before, action, events, after) -> Text | None:
    return None if type(action) is Hire else Text("この課題は島民を雇うことです。", "the task is to hire an islander.")


STEPS_PERSONS: list[Lesson] = [
    L("persons", _r("persons.setup", "persons.start", "persons.cards", "dawn.decrees"), Text(
        "偉人は遠征隊の隊長です。準備のうち、指令を切ったあとで、人間のプレイヤーに2枚ずつ配り、各自1枚を残します（ラワンには"
        "配りません）。全員が同時に伏せて選び、そろったら表にして、カードの「スタート」の利益をすぐに得ます。残さなかったカードは箱へ。"
        "第1ラウンドの指令と森カードは、全員が選んだあとの最初の夜明けに出ます。カードの中身はこのプロジェクトで作ったものです。",
        "The Great Persons are the expedition's leaders. At set-up, after the decrees are shuffled, each human player is "
        "dealt two and keeps one (a Lawan gets none). Everyone chooses at once, face down; then the kept cards turn up "
        "and each gives its start at once. The other cards go back to the box. Round 1's decrees and forest cards come "
        "out at the first Dawn, once everyone has chosen. The cards' contents are designed by this project."),
      S.persons_start, facts=(dealt(_START.dealt[RED]), nothing_out(), F.decree_stack(10), kept(RED), kept(BLUE),
                              F.round_is(1, "after"), F.decree_stack(8, "after"), laid_out(3)),
      task=Text("どちらかの偉人を選んでください。", "Keep one of your two Great Persons."), goal=recruits,
      play_on=PlayOn(rule=rule("persons.start"))),
    L("lead", _r("persons.action", "persons.once", "shore.hire"), Text(
        "午後、ある地域で番が来たら、スペースを選ぶ代わりに、そこにいる探索者を自分の偉人のアクションスペースに置いて、その専用"
        "アクションを使えます。提督は魚2と、地域に関係なく島民1人の雇用。森にいても海岸の列から雇えます。1ラウンドに1回だけで、"
        "夕暮れにまた使えるようになります。",
        "In the afternoon, when it is your turn in an area, you may put your explorers there on your Great Person's "
        "action space instead of choosing a space, and use its own action. The Admiral gives 2 fish and one hire, "
        "whatever the area: from the Forest you hire from the Shore's row. Once a round; free again after dusk."),
      S.admiral, facts=(has_person(RED, S.ADMIRAL), F.area_now(FOREST), islanders_of(RED, 0, "before"), used(RED),
                        islanders_of(RED, 1)),
      task=Text("偉人のアクションを使ってください。", "Use your Great Person's action."), goal=leads,
      then=(Act(Text("島民を1人雇ってください。", "Hire an islander."), hires),),
      play_on=PlayOn(rule=rule("shore.hire"))),
]

TRIES_PERSONS: dict[str, tuple[tuple[int, Action, str], ...]] = {
    "persons": ((0, Recruit(next(c for c in range(len(PERSONS)) if c not in _START.dealt[RED])), "persons.setup"),),
}

CHAPTER = Chapter('persons', Text("拡張: 偉人", "Expansion: the Great Persons"), tuple(STEPS_PERSONS), TRIES_PERSONS)
