"""Which cards a game holds: the base game's, and a module's when it is in play (the Ukam module: outlaws, two elders
and a decree). The invariants count every card against these."""

from __future__ import annotations

from .cards import BASE_DECREES, BASE_ELDERS, BASE_ISLANDERS, DECREES, ELDERS
from .components import UKAM
from .state import State
from .ukam.setup import outlaws


def islanders(s: State) -> tuple[int, ...]:
    return (*range(len(BASE_ISLANDERS)), *(outlaws(s.modules) if UKAM in s.spirits else ()))


def elders(s: State) -> tuple[int, ...]:
    return tuple(range(len(ELDERS) if UKAM in s.spirits else len(BASE_ELDERS)))


def decrees(s: State) -> tuple[int, ...]:
    return tuple(range(len(DECREES) if UKAM in s.spirits else len(BASE_DECREES)))
