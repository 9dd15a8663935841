"""Vaalbara's game state: plain lists of card ids, copied whole by ``copy``."""

from __future__ import annotations

from dataclasses import dataclass

ALLOCATE, RESOLVE, OVER = "allocate", "resolve", "over"
CHARACTER, WARRIOR, LAND = "character", "warrior", "land"


@dataclass(slots=True)
class State:
    """Everything about one game. Lists of land ids put index 0 on top of the land deck."""

    n: int
    rng: int
    round: int
    phase: str  # ALLOCATE, RESOLVE or OVER
    step: str  # within RESOLVE: CHARACTER (a choice the character asks for), WARRIOR (window) or LAND
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

    def copy(self) -> State:
        return State(
            self.n, self.rng, self.round, self.phase, self.step,
            [h[:] for h in self.hands], [d[:] for d in self.decks], [d[:] for d in self.discards],
            self.chosen[:], self.order[:], self.current, [r[:] for r in self.rows], self.land_deck[:],
            [r[:] for r in self.realms], self.scores[:], [dict(x) for x in self.ledger],
            self.warrior_wait[:], self.box[:],
        )
