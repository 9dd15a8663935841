"""Choosing a Great Person (buru.persons.setup, buru.persons.start): everyone dealt two keeps one at once and in
secret, at set-up; when the last has chosen, the kept cards are turned face up, each gives its starting benefit, and
the others go back to the box unseen. Then the first Dawn reveals round 1's decrees and forest cards."""

from __future__ import annotations

from kernel_games.core import Action, Event, IllegalAction, Text

from ..economy import gain_logged
from ..narration import illegal, player, rule
from ..state import State, put
from .actions import Recruit
from .cards import PERSONS


def name(c: int) -> Text:
    return PERSONS[c].name


def candidates(s: State, p: int) -> list[Action]:
    return [Recruit(c) for c in s.dealt[p]]


def forbid(s: State, p: int, a: Action) -> IllegalAction | None:
    assert isinstance(a, Recruit)
    if a.person in s.dealt[p]:
        return None
    return illegal("persons.setup", "選べるのは配られた2枚の偉人カードのどちらかです。",
                   "Keep one of the two Great Person cards dealt to you.")


def perform(s: State, p: int, a: Action, ev: list[Event]) -> None:
    assert isinstance(a, Recruit)
    s.chosen = put(s.chosen, p, a.person)
    s.choosing = tuple(q for q in s.choosing if q != p)
    ev.append(Event(rule("persons.setup"), Text("{p}が偉人を1枚選びました（全員が選ぶまで伏せたまま）。",
                                                "{p} has kept a Great Person (face down until everyone has).").format(
        p=player(p)), data={"player": p}))
    ev.append(Event(rule("persons.setup"), Text("あなたは{c}を選びました。", "You keep the {c}.").format(c=name(a.person)),
                    to=p))
    if not s.choosing:
        reveal(s, ev)


def reveal(s: State, ev: list[Event]) -> None:
    """Every kept card face up, its start gained; the unchosen cards to the box; the first Dawn follows."""
    for p in range(s.n):
        c = s.chosen[p]
        if c < 0:
            continue
        s.persons = put(s.persons, p, c)
        s.person_box += tuple(x for x in s.dealt[p] if x != c)
        ev.append(Event(rule("persons.setup"), Text("{p}の偉人は{c}です。", "{p}'s Great Person is the {c}.").format(
            p=player(p), c=name(c)), data={"player": p, "person": c}))
        gain_logged(s, p, PERSONS[c].start, "persons.start", ev, name(c).ja + "のスタート", "the " + name(c).en + "'s start")
    s.dealt, s.chosen, s.step = ((),) * s.n, (-1,) * s.n, ""


def refuse(s: State, p: int, a: Action) -> IllegalAction:
    return illegal("persons.setup", "まず配られた2枚の偉人カードのどちらかを選びます。",
                   "First keep one of the two Great Person cards dealt to you.")
