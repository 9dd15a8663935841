"""Blue Moon City's game state: plain ints and lists; ``copy`` is generated from the fields (core.state)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from kernel_games.core import game_state
from kernel_games.core.state import put  # noqa: F401 - the games' modules take them from here


class P(StrEnum):
    """A game is one turn after another (blue_moon_city.turn.order), then the end."""

    TURN = "turn"
    OVER = "over"


TURN, OVER = P.TURN, P.OVER
# the steps of a turn: moving (card powers of the movement phase too), contributing or offering, a payment being
# laid on a box card by card, discarding before the draw
MOVE, BUILD, PAY, DRAW = "move", "build", "pay", "draw"


@game_state
@dataclass(slots=True)
class State:
    """Everything about one game. Cells index ``components.CELLS``; cards are codes ``10 × people + value``."""

    n: int
    rng: int
    layout: str  # the set-up option: "fixed" (four tiles around the Courtyard) or "random"
    rewards: str  # the set-up option: a reward of N crystals is N tiles ("tiles") or tiles worth N ("value")
    phase: P
    step: str
    turn: int  # turns begun, counting from 1
    start: int  # the start player
    current: int
    cells: tuple[int, ...]  # the tile on each cell
    # the fields written seldom are tuples, replaced whole when they change (``put``): a copy shares them
    built: tuple[bool, ...]  # per cell
    boxes: tuple[tuple[int, ...], ...]  # per cell, the owner of the marker on each box (-1: free)
    figures: list[int]  # per player, the cell their figure stands on
    dragons: list[int]  # per dragon, its cell (-1: beside the city)
    hands: list[list[int]]  # sorted card codes
    deck: list[int]  # index 0 on top
    discard: list[int]
    gained: tuple[tuple[int, ...], ...]  # reward cards, face down until the turn is over
    crystals: tuple[tuple[int, ...], ...]  # per player, the values of their face-down crystal tiles
    supply: tuple[int, ...]  # the face-down crystal tiles beside the obelisk, index 0 drawn first
    owed: tuple[int, ...]  # what the supply could not give, in order: a player per tile ("tiles") or per crystal ("value")
    scales: list[int]  # per player, phantom scales included
    phantom: tuple[int, ...]  # per player, the scales received after the supply ran out
    scale_supply: int
    markers: list[int]  # per player, markers not on a box
    obelisk: tuple[int, ...]  # the owner of each box in use, bottom up (-1: free)
    offerings: tuple[int, ...]
    # this turn
    steps_left: int
    discarded: int
    offered: bool
    scaled: bool  # the dragons' scales of this turn's tile have been taken
    acted: bool  # a contribution or an offering made this turn: no more moving
    # a payment being laid on a box
    pay_box: int  # -1: none
    pay_cards: list[int]
    pay_colour: int  # the payment's colour (-1: not set yet, on the palace)
    pay_hoax: int  # the value of the Hoax played on it (0: none)
    pay_from: int  # the colour the Hoax turns into the payment's colour (-1: not set yet)
    pay_recoloured: int
    pay_total: int
    pay_half: int  # a Mimix waiting for its partner (0 or its code)
    winners: tuple[int, ...]  # once over: the winners (everyone: a draw)
    end: str  # once over: the rule that ended the game

