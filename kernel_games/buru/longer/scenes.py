"""The position of the longer game's chapter: a two-seat game of six rounds (with Ukam, whose decree makes twelve),
built as the Ukam chapter's are (``ukam/scenes.py``)."""

from __future__ import annotations

from ..components import LAKE
from ..lessons.scenes import BLUE, bid, scene
from ..state import State
from ..ukam.scenes import fresh_with

LONGER = {"ukam": 1, "rounds": 6}


@scene
def longer_start() -> State:
    """The longer game: Blue has placed one explorer on the Sacred Lake; Red places."""
    return bid(fresh_with(LONGER), {BLUE: [(LAKE, 3)]})

