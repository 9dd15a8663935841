"""Which cards a game holds: the base game's, and each module's when it is in play (``plugs.IN_PLAY``, by table).
The invariants count every card against these."""

from __future__ import annotations

from .cards import BASE_DECREES, BASE_ELDERS, BASE_ISLANDERS
from .plugs import IN_PLAY
from .state import State


def _with_modules(s: State, table: str, base: int) -> tuple[int, ...]:
    return (*range(base), *(c for more in IN_PLAY[table] for c in more(s)))


def islanders(s: State) -> tuple[int, ...]:
    return _with_modules(s, "islanders", len(BASE_ISLANDERS))


def elders(s: State) -> tuple[int, ...]:
    return _with_modules(s, "elders", len(BASE_ELDERS))


def decrees(s: State) -> tuple[int, ...]:
    return _with_modules(s, "decrees", len(BASE_DECREES))
