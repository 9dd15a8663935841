"""The Ambelau region's fields of the game state (``state.with_fields``): each canoe's space on the track (-1: the
start), each guide flipped for the next round, and who has their guide this round (a sixth explorer of power 1)."""

from __future__ import annotations

from ..state import Field

KEY = "ambelau"  # the module's key: its option switches it on, State.modules names it
FIELDS: tuple[Field, ...] = (
    ("canoes", tuple[int, ...], ()),
    ("guides", tuple[bool, ...], ()),
    ("guided", tuple[bool, ...], ()),
)
