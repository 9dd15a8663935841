"""Exact positions for the Ambelau Lawan's chapter of Buru's walkthrough: a solo game, Red against Lawan A (Blue) and
Lawan B (Green), with Ukam and the Ambelau region, so the Lawan play the Ambelau plot cards (numbered 13-32). Built
like ``lawan/scenes.py``: from a set-up, by playing the engine and putting the plot deck in another order."""

from __future__ import annotations

from ..ambelau.cards import AMBELAU
from ..ambelau.scenes import settle_until
from ..components import FOREST, SHORE, VILLAGE
from ..lessons.scenes import RED, done, scene
from ..rules import BURU
from ..state import State, put
from .scenes import placing, stacked

G = BURU
LAWAN_A, LAWAN_B = 1, 2
SEED = 3
AMBELAU_LAWAN = {"lawan": 2, "ambelau": 1, "ukam": 1}
TO_AMBELAU = 16  # the morning card sending Lawan A to Ambelau (and B to the Sacred Lake)
# Lawan A twice to Ambelau (cards 16 and 21), then twice to the Sacred Lake (22, 27); at noon A is dealt card 28
# (its Ambelau bonus: its guide; with two at the Lake, 1 esteem per offering) and B card 20
CANOE_MORNING, CANOE_NOON = (16, 21, 22, 27), (28, 20)
AHEAD = 4  # Lawan A's canoe on the 5th space (from an earlier round) in ``canoe_ahead``


def solo(options: dict[str, int] | None = None) -> State:
    """A new solo game: Red, the only person, is the messenger and places first."""
    s = G.setup(3, SEED, options or AMBELAU_LAWAN).copy()
    assert s.automata == (LAWAN_A, LAWAN_B) and s.messenger == RED
    return done(s)


@scene
def morning() -> State:
    """Red's first placement; the plot deck's top card is number 16 (A: Ambelau, B: the Sacred Lake)."""
    s = solo()
    stacked(s, TO_AMBELAU, 13)
    return s


@scene
def redraw() -> State:
    """As ``morning`` with Ukam but without the region: card 16 cannot send Lawan A to Ambelau."""
    s = solo({"lawan": 2, "ukam": 1})
    stacked(s, TO_AMBELAU, 13)
    return s


def _canoe(ahead: int) -> State:
    s = solo()
    stacked(s, *CANOE_MORNING, *CANOE_NOON)
    if ahead >= 0:
        s.canoes = put(s.canoes, LAWAN_A, ahead)
    s = placing(s, [(AMBELAU, 5), (FOREST, 4), (SHORE, 3), (VILLAGE, 2)])
    return settle_until(s, AMBELAU)


@scene
def canoe() -> State:
    """The afternoon reaches Ambelau: Red put its 5 there, Lawan A two explorers (6 in all: it moves first) with card
    28's guide bonus. From the start, the best spaces it reaches (3rd, 4th and 6th, rated 2) tie: Red chooses."""
    return _canoe(-1)


@scene
def canoe_ahead() -> State:
    """As ``canoe`` with Lawan A's canoe on the 5th space: the 9th (rated 3: an offering to Ibu and 1 ebony) is in
    reach, and it goes there by itself; Red paddles next."""
    return _canoe(AHEAD)



