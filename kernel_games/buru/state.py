"""Buru's game state: ints and tuples (a copy shares the tuples; a change replaces the one it touches).

Per-player rows are indexed by seat; per-area rows by ``components.AREAS``; per-spirit rows by spirit (the base
game's ``components.SPIRITS``, then UKAM with its module). Cards are ids: islanders and forest cards index
``cards.ISLANDERS``/``cards.FOREST_CARDS``, an offering card is ``spirit * 10 + i`` (its value
``cards.OFFERINGS[spirit][i]``), elders and decrees index ``cards.ELDERS``/``cards.DECREES``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

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
    # the fields below belong to the modules (one slotted class, so that a copy stays one generated call): the Lawan's
    # plot deck (secret order), the cards drawn this round (face up), each Lawan's noon card, and a tie being broken
    plot_deck: tuple[int, ...] = ()
    plot_discard: tuple[int, ...] = ()
    plots: tuple[int, ...] = ()  # per Lawan (A, B): its afternoon plot card (-1: none yet)
    picks: tuple[int, ...] = ()  # the tied choices (spaces, forest slots or hiring-row slots, by ``pick``)
    pick: str = ""  # what the picks are: "space", "forest", "hire" or "canoe"
    chooser: int = -1  # the player who breaks the tie: the messenger, or the first person after a Lawan messenger
    # the Ambelau expansion: the spirits in play (Ukam's module adds UKAM), the outlaws each player discarded, and
    # the rounds the game lasts (the longer game: 6)
    spirits: tuple[int, ...] = (0, 1, 2)
    banished: tuple[int, ...] = ()
    rounds: int = 5
    # the Ambelau region (module "ambelau"): each canoe's space on the track (-1: the start), each guide flipped for the
    # next round, and who has their guide this round (a sixth explorer of power 1)
    canoes: tuple[int, ...] = ()
    guides: tuple[bool, ...] = ()
    guided: tuple[bool, ...] = ()
    # the Great Persons (module "persons"): the cards left in the box (secret), each person's two dealt cards while
    # choosing (secret to them), their choice until all have chosen (secret), the persons kept (face up, -1: none),
    # who has used their person's action this round, and who is still choosing
    person_box: tuple[int, ...] = ()
    dealt: tuple[tuple[int, ...], ...] = ()
    chosen: tuple[int, ...] = ()
    persons: tuple[int, ...] = ()
    led: tuple[bool, ...] = ()
    choosing: tuple[int, ...] = ()


game_state(State)
