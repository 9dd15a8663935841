"""The support track: where a Courtier win moves a pawn, and who is further along (which breaks ties)."""

from __future__ import annotations

from collections.abc import Sequence

from .components import TRACK_END

TRACK_SPAN = TRACK_END + 1  # spaces 0..TRACK_END: a bid × TRACK_SPAN + space orders by bid, then by space


def next_space(track: Sequence[int], p: int) -> int:
    """Where a Courtier win puts ``p``'s pawn: the next free space, jumping the pawns in the way (noli.courtier.move)."""
    space = track[p] + 1
    while space in track:
        space += 1
    return space
