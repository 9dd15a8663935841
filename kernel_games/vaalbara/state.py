"""Vaalbara's game state: plain lists of card ids; ``copy`` is generated from the fields (core.state)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from kernel_games.core import game_state


class P(StrEnum):
    """The phases of a round (docs/architecture.md: the flow)."""

    ALLOCATE = "allocate"  # everyone puts a character face down at once
    RESOLVE = "resolve"  # characters act in initiative order, each followed by the land action
    OVER = "over"


ALLOCATE, RESOLVE, OVER = P.ALLOCATE, P.RESOLVE, P.OVER
# steps of the resolution: a choice the character asks for, the Warrior window, the land action
CHARACTER, WARRIOR, LAND = "character", "warrior", "land"


@game_state
@dataclass(slots=True)
class State:
    """Everything about one game. Lists of land ids put index 0 on top of the land deck."""

    n: int
    rng: int
    round: int
    phase: P
    step: str  # within RESOLVE: CHARACTER, WARRIOR or LAND ("" between turns)
    hands: list[list[int]]
    decks: list[list[int]]  # clan decks, index 0 on top
    discards: list[list[int]]
    chosen: list[int]  # this round's character per player; 0 = none yet
    order: list[int]  # players who have begun their turn this round, in resolution order
    current: int  # the player resolving, or -1
    rows: list[list[int]]  # rows[0] = row 1 (available), rows[1] = row 2
    land_deck: list[int]
    realms: list[list[int]]
    scores: list[int]
    ledger: list[dict[str, int]]  # per player: rule id -> points gained by that rule
    warrior_wait: list[int]  # players still to answer a Warrior window
    box: list[int]  # land cards returned to the box at set-up
    # whether everyone knows the land deck's top card (a Tracker put it there) and its bottom card (a Pioneer did)
    top_known: bool = False
    bottom_known: bool = False
