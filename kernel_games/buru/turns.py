"""Who decides in Buru: the player a state field names, unless that seat is a Lawan's (buru.lawan.basics), whose
decisions the Lawan module takes from its plot cards while nobody is due."""

from __future__ import annotations

from operator import attrgetter

from kernel_games.core.flow import TurnOrder


def person(name: str) -> TurnOrder:
    """The player in ``state.<name>`` (a seat, -1 for nobody), when a person or a bot plays that seat."""
    get = attrgetter(name)

    def actors(state) -> tuple[int, ...]:
        p = get(state)
        return (p,) if p >= 0 and p not in state.automata else ()

    def due(state, player: int) -> bool:
        return get(state) == player and player not in state.automata

    return TurnOrder(f"person({name})", actors, due)
