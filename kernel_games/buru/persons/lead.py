"""A Great Person's action (buru.persons.action, buru.persons.once): when it is your turn in an area, instead of its
action you may put your explorers there on your person's action space and use its action — its resources and fish at
once, its other benefits as the BENEFIT step's credits, whatever the area. Once a round: the space is freed at
Dusk."""

from __future__ import annotations

from kernel_games.core import Action, Event, IllegalAction, Text

from ..economy import gain_logged
from ..narration import area_name, illegal, player, rule
from ..phases import benefits
from ..state import ANYWHERE, BENEFIT, State, put
from .actions import Lead
from .cards import PERSONS

LEAD = Lead()


def candidates(s: State, p: int) -> list[Action]:
    return [LEAD] if s.persons[p] >= 0 and not s.led[p] else []


def forbid(s: State, p: int, a: Action) -> IllegalAction | None:
    if s.persons[p] < 0:
        return illegal("persons.action", "あなたには偉人がいません。", "You have no Great Person.")
    if s.led[p]:
        return illegal("persons.once", "偉人のアクションはこのラウンドもう使いました（1ラウンドに1回）。",
                       "You have used your Great Person's action this round already (once a round).")
    return None


def perform(s: State, p: int, a: Action, ev: list[Event]) -> None:
    person = PERSONS[s.persons[p]]
    s.led = put(s.led, p, True)
    s.space, s.left, s.kinds, s.step = ANYWHERE, person.credits(), (), BENEFIT
    ev.append(Event(rule("persons.action"), Text("{p}は{a}の探索者を{c}のアクションスペースに置き、その専用アクションを使います。",
                                                 "{p} puts their explorers of the {a} on the {c}'s action space and uses "
                                                 "its own action.").format(p=player(p), a=area_name(s.area),
                                                                           c=person.name),
                    data={"player": p, "area": s.area, "person": s.persons[p]}))
    if any(person.gain):
        gain_logged(s, p, person.gain, "persons.action", ev, person.name.ja + "のアクション",
                    "the " + person.name.en + "'s action")
    benefits.settle(s, p, ev)


def dusk(s: State, ev: list[Event]) -> None:
    """The persons' action spaces are freed with every explorer at Dusk (buru.persons.once)."""
    s.led = (False,) * s.n
