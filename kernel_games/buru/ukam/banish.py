"""The step BANISH (buru.ukam.offer): an offering to Ukam costs an islander of the offerer's tableau, tasked or not,
chosen here; the offering is then received, and a discarded outlaw pays its bonus (buru.ukam.bonus)."""

from __future__ import annotations

from kernel_games.core import Action, Event, IllegalAction

from ..economy import receive
from ..narration import illegal
from ..phases.benefits import settle
from ..state import BENEFIT, State
from .actions import Banish
from .cards import UKAM
from .outlaws import banish, outlaw_bonus


def candidates(s: State, p: int) -> list[Action]:
    return [Banish(c) for c in s.tableau[p]]


def forbid(s: State, p: int, a: Action) -> IllegalAction | None:
    if isinstance(a, Banish) and a.card in s.tableau[p]:
        return None
    return illegal("ukam.offer", "ウカムに捨てられるのは、自分のタブローの島民だけです。",
                   "Only an islander of your own tableau can be discarded for Ukam.")


def perform(s: State, p: int, a: Action, ev: list[Event]) -> None:
    assert isinstance(a, Banish)
    banish(s, p, a.card, ev)
    receive(s, p, UKAM, ev)
    outlaw_bonus(s, p, a.card, ev)
    s.step = BENEFIT
    settle(s, p, ev)


def refuse(s: State, p: int, a: Action) -> IllegalAction:
    return illegal("ukam.offer", "ウカムへの供物のために、捨てる島民をタブローから選びます。",
                   "Choose the islander of your tableau to discard for your offering to Ukam.")
