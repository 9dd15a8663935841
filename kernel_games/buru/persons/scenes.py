"""Exact positions for the Great Persons' chapter of Buru's walkthrough (two seats, seed 3: Blue the messenger, Red the
learner), built as ``lessons/scenes.py`` builds its own."""

from __future__ import annotations

from ..components import FOREST, LAKE, SHORE, VILLAGE
from ..lessons.scenes import BLUE, RED, SEEDS, bid, done, play, scene
from ..rules import BURU
from ..state import State
from .actions import Recruit
from .cards import PERSONS

PERSONS_ON = {"persons": 1}
ADMIRAL = next(i for i, p in enumerate(PERSONS) if p.key == "admiral")


def fresh_persons() -> State:
    return done(BURU.setup(2, SEEDS[2], PERSONS_ON).copy())


@scene
def persons_start() -> State:
    """Set-up: Red and Blue have each been dealt two Great Persons and choose."""
    return fresh_persons()


@scene
def admiral() -> State:
    """Red kept the Admiral (dealt in the place of its first card, which goes to the box); Red (9) leads the Forest
    and acts there first, Blue (1) after; the row holds islanders Red can pay for."""
    s = fresh_persons()
    if ADMIRAL not in s.dealt[RED]:
        holder = next((q for q in (BLUE,) if ADMIRAL in s.dealt[q]), None)
        mine = s.dealt[RED][0]
        if holder is None:
            s.person_box = tuple(mine if x == ADMIRAL else x for x in s.person_box)
        else:
            s.dealt = (s.dealt[RED], tuple(mine if x == ADMIRAL else x for x in s.dealt[BLUE]))
        s.dealt = ((ADMIRAL, s.dealt[RED][1]), s.dealt[BLUE])
    s = play(done(s), (RED, Recruit(ADMIRAL)), (BLUE, Recruit(s.dealt[BLUE][0])))
    return bid(s, {BLUE: [(FOREST, 1), (VILLAGE, 5), (VILLAGE, 4), (VILLAGE, 3)],
                   RED: [(FOREST, 5), (FOREST, 4), (SHORE, 3), (LAKE, 2)]})
