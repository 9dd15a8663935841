"""Buru's game state: ints and tuples (a copy shares the tuples; a change replaces the one it touches).

Per-player rows are indexed by seat; per-area rows by ``components.AREAS``; per-spirit rows by spirit (the base
game's ``components.SPIRITS``, then each module's). Cards are ids: islanders and forest cards index
``cards.ISLANDERS``/``cards.FOREST_CARDS``, an offering card is ``spirit * 10 + i`` (its value
``cards.OFFERINGS[spirit][i]``), elders and decrees index ``cards.ELDERS``/``cards.DECREES``.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from kernel_games.core import game_state
from kernel_games.core.state import bump, put  # noqa: F401 - the game's modules take them from here


class P(StrEnum):
    """The five phases of a round (buru.round.phases), then the end."""

    DAWN = "dawn"
    MORNING = "morning"
    NOON = "noon"
    AFTERNOON = "afternoon"
    DUSK = "dusk"
    OVER = "over"


DAWN, MORNING, NOON, AFTERNOON, DUSK, OVER = P.DAWN, P.MORNING, P.NOON, P.AFTERNOON, P.DUSK, P.OVER
DONE = 99  # ``State.area`` once every area is resolved
SPACE, BENEFIT, ELDER = "space", "benefit", "elder"  # the afternoon's steps: choose a space, use it, keep an elder
ANYWHERE = -2  # ``State.space`` while the actor uses credits that work whatever the area (a module's card)
# the credits of a chosen space, in ``State.left``; a module's credits follow (``phases.areas.add_credit``)
HIRE, REFRESH, TASK, OFFER, ELDERS, MESSENGER = range(6)


@dataclass(slots=True)
class State:
    n: int
    rng: int
    modules: tuple[str, ...]  # the active modules' keys ("lawan")
    phase: P
    step: str
    round: int  # 1-5
    messenger: int
    current: int  # whose placement it is in the morning
    # explorers
    mat: tuple[tuple[int, ...], ...]  # per player: the powers still on the mat (secret until noon)
    bids: tuple[tuple[tuple[int, ...], ...], ...]  # per area, per player: the powers placed there (face down)
    shown: tuple[bool, ...]  # per area: its explorers turned face up this round
    kept: tuple[int, ...]  # per player: the explorer revealed at noon (0: not yet)
    # the afternoon
    sequence: tuple[int, ...]  # the areas in the order they are resolved (a module may add one: Ambelau's region)
    area: int  # the area being resolved (-1: none yet; DONE: all resolved)
    order: tuple[int, ...]  # who still acts there, in order: the actor first
    actor: int  # order[0] while someone acts there (-1: nobody)
    spaces: tuple[tuple[int, ...], ...]  # per area, per space: the player whose explorers lie on it (-1: free)
    conquered: tuple[int, ...]  # per area: this round's conqueror (-1: none yet)
    space: int  # the space the actor chose
    left: tuple[int, ...]  # the chosen space's credits still unused (HIRE … MESSENGER)
    kinds: tuple[int, ...]  # task credits limited to one kind each (the space's icon, an islander's chained task)
    drawn: tuple[int, ...]  # the elders drawn, one to keep (secret to the actor)
    # players
    fish: tuple[int, ...]
    esteem: tuple[int, ...]
    res: tuple[tuple[int, ...], ...]  # clay, palm, ebony
    tableau: tuple[tuple[int, ...], ...]  # islanders hired, in order
    tasked: tuple[tuple[int, ...], ...]  # those tasked this round
    offerings: tuple[tuple[int, ...], ...]  # offering cards, face down (their values secret to their owner)
    elders: tuple[tuple[int, ...], ...]  # elders kept, secret
    totems: tuple[int, ...]  # per spirit: the holder (-1: still on its area)
    # the supply and the decks
    supply: tuple[int, ...]  # clay, palm, ebony
    islander_deck: tuple[int, ...]  # top first (secret)
    row: tuple[int, ...]  # the hiring row (-1: an empty place)
    islander_discard: tuple[int, ...]
    forest_deck: tuple[int, ...]
    display: tuple[int, ...]  # the forest cards face up, highest rating first (-1: taken)
    forest_discard: tuple[int, ...]
    elder_deck: tuple[int, ...]
    offering_decks: tuple[tuple[int, ...], ...]  # per spirit
    altar_sides: tuple[int, ...]  # per spirit: 0 or 1
    decree_stack: tuple[int, ...]  # face down, top first (secret)
    decree_unseen: tuple[int, ...]  # those put back in the box at set-up, unseen
    decrees: tuple[int, ...]  # the decrees revealed and still out this round
    decrees_done: tuple[int, ...]  # claimed or gone back to the box
    winners: tuple[int, ...]
    automata: tuple[int, ...] = ()  # the seats the rules play (a module's rivals, A first)
    spirits: tuple[int, ...] = (0, 1, 2)  # the spirits in play (a module may add its own)
    rounds: int = 5  # the rounds the game lasts (a module may lengthen it)


game_state(State)

Field = tuple[str, Any, Any]  # a module's field of the state: its name, its type and its value at set-up


def with_fields(*modules: tuple[Field, ...]) -> type[State]:
    """The game's state: the base game's fields, then each module's (declared in its folder, ``state.py``). One slotted
    class, so that a copy stays one generated call (``@game_state``); every module's fields are there whichever are in
    play, empty when their module is not."""
    fields = [(name, kind, dataclasses.field(default=value)) for group in modules for name, kind, value in group]
    cls = dataclasses.make_dataclass("State", fields, bases=(State,), slots=True)
    cls.__module__, cls.__doc__ = __name__, State.__doc__
    return game_state(cls)
