"""Checks shared by Buru's tests: rule citations, events fired, legal moves played with the invariants checked,
illegal ones refused for the right rule. Nothing here builds a position (tests/buru/build.py and
kernel_games/buru/scenes.py do)."""

from __future__ import annotations

from kernel_games.buru import BURU
from kernel_games.buru.cards import ISLANDER_KEYS
from tests.rule_checks import (
    Plays,
    citing,
    fired,  # noqa: F401 - re-exported for the game's tests
)

G = BURU
PLAYS = Plays(G)
check, act, acts, illegal = PLAYS.check, PLAYS.act, PLAYS.acts, PLAYS.illegal
cites = citing(G)


def islander(key: str) -> int:
    """The islander card with this key ("farmer")."""
    return ISLANDER_KEYS.index(key)
