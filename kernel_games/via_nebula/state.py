"""Via Nebula's game state: ints and tuples (a copy shares the tuples; a change replaces the one it touches).

Hexes index the board's hexes (``maps.Board``). A ruin has two site slots, ``2 × hex`` and ``2 × hex + 1``: at 3-4
players each takes a half tile; at 2 players a full tile takes the first and closes the second. Resources are counted
per kind (``components.KINDS``) wherever several kinds can lie together (sites, storage, the stock).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from kernel_games.core import game_state
from kernel_games.core.state import bump, put  # noqa: F401 - the games' modules take them from here


class P(StrEnum):
    """Turns, clockwise (via_nebula.turn.actions), then the end."""

    PLAY = "play"
    OVER = "over"


PLAY, OVER = P.PLAY, P.OVER
ACT, EFFECT = "act", "effect"  # the steps of a turn: an action, or the effect of a contract just fulfilled


@dataclass(slots=True)
class State:
    n: int
    rng: int
    board: str  # "beginner" or "expert"
    phase: P
    step: str
    turn: int  # turns begun, from 1
    start: int
    current: int
    actions_left: int
    # the board, per hex
    token: tuple[int, ...]  # the unopened exploitation token on a meadow (-1: none)
    tile: tuple[int, ...]  # the player whose meadow tile lies on a fog, forest or forbidden hex (-1: none)
    heap_kind: tuple[int, ...]  # the kind of the resources on an exploitation (-1: none)
    heap: tuple[int, ...]  # how many
    craftsman: tuple[int, ...]  # the owner of the craftsman on the hex (-1: none)
    # the ruins, per slot (2 × hex + half)
    site: tuple[int, ...]  # the owner of the site on the slot (-1: none; -2: closed by a full tile)
    site_res: tuple[tuple[int, ...], ...]  # resources delivered to the site, per kind
    building: tuple[int, ...]  # the owner of the building on the slot (-1: none)
    # the players
    craftsmen: tuple[int, ...]  # at home, on the guild board
    sites: tuple[int, ...]  # site tiles at home
    buildings: tuple[int, ...]  # buildings not built yet
    stacks: tuple[tuple[int, ...], ...]  # meadow tiles left in each of the four stacks, left first
    storage: tuple[tuple[int, ...], ...]  # per kind
    held: tuple[tuple[int, ...], ...]  # exploitation tokens taken
    hands: tuple[tuple[int, ...], ...]  # contracts in hand, secret
    done: tuple[tuple[int, ...], ...]  # contracts fulfilled, in order
    # the supply
    stock: tuple[int, ...]  # resources per kind
    tile_stock: int  # the common meadow tiles
    deck: tuple[int, ...]  # the neutral contracts face down, top first (secret)
    display: tuple[int, ...]  # the four face-up neutral contracts (-1: an empty space)
    boxed: tuple[int, ...]  # private contracts not dealt, back in the box unseen
    removed: int  # the special token put back in the box at set-up, unseen
    spent: tuple[int, ...]  # tokens turned into resources and boxed: the specials at set-up, Abundance's
    # the end
    end_holder: int  # who took the end card (-1: nobody yet)
    last_turns: int  # turns still to play once the end is set off (-1: not yet)
    passes: int  # turns in a row that ended in a pass: everyone passing in turn ends the game (turn.pass)
    over: bool  # the last turn is played: scoring follows
    # a contract's effect being used
    effect: str  # its rule key ("": none)
    effect_left: int  # Exportation: resources it may still return
    winners: tuple[int, ...]


game_state(State)

