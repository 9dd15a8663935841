"""Exact positions for the Ukam chapter of Buru's walkthrough, built as ``lessons/scenes.py`` builds its own:
a set-up with the module on, then pieces moved (islanders from the deck, resources from the supply) and the morning
played through the engine. Seed 3 at two seats, as the base chapters: Blue is the messenger, Red the learner."""

from __future__ import annotations

from ..components import FOREST
from ..lessons.scenes import BLUE, RED, SEEDS, _lake, _village, bid, done, hired, scene
from ..rules import BURU
from ..state import State

UKAM = {"ukam": 1}


def fresh_with(options: dict[str, int]) -> State:
    """A two-seat game with these options in its first morning (Blue the messenger, to place first)."""
    return done(BURU.setup(2, SEEDS[2], options).copy())


@scene
def ukam_start() -> State:
    """Ukam in play: Blue has placed one explorer on the Forest; Red places."""
    return bid(fresh_with(UKAM), {BLUE: [(FOREST, 3)]})


@scene
def ukam_lake() -> State:
    """Red (14) conquers the Sacred Lake, so holds Ukam's totem; Red has the Farmer and the Potter, Blue (10, also at
    the Lake) the Clay digger."""
    s = fresh_with(UKAM)
    hired(s, RED, "farmer", "potter")
    hired(s, BLUE, "clay_digger")
    return _lake(s)


@scene
def outlaw() -> State:
    """The rules' example: Red holds the Smuggler (and the Farmer) and conquers the Village."""
    s = fresh_with(UKAM)
    hired(s, RED, "smuggler", "farmer")
    return _village(s)
