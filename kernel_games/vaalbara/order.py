"""Who acts when: the omen on the back of the land deck's top card, and the lowest initiative first."""

from __future__ import annotations

from .components import LANDS
from .state import State


def omen_of(land: int, n: int) -> tuple[int, ...]:
    """The clans of an ``n``-player game, best first, as the back of ``land`` ranks them."""
    return tuple(c for c in LANDS[land].omen if c < n)


def omen(state: State) -> tuple[int, ...]:
    """The clans present, best first, as shown on the back of the land deck's top card (vaalbara.omen)."""
    return omen_of(state.land_deck[0], state.n) if state.land_deck else tuple(range(state.n))


def next_player(state: State) -> int | None:
    """Lowest initiative among those yet to act; ties go to the clan ranked higher by the omen now."""
    waiting = [p for p in range(state.n) if p not in state.order]
    if not waiting:
        return None
    rank = omen(state)
    return min(waiting, key=lambda p: (state.chosen[p], rank.index(p)))
