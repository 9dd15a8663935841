"""The search bot's levels: seat kinds of every game (``make bench`` measures their strength and speed)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Level:
    """How hard a search bot thinks: play-outs a move, and how many of each play-out's first moves follow the game's
    greedy estimate (the rest are random: the estimate is costly in some games)."""

    playouts: int
    guided: int = 0


LEVELS: dict[str, Level] = {"search1": Level(40), "search2": Level(160), "search3": Level(160, guided=12)}
DEFAULT_LEVEL = "search1"  # the level that answers within 2 s on a 2-core machine in every game (make bench)
COACH_LEVEL = "search2"  # what the coach's advice is searched with
