"""Building exact Noli positions for lessons and tests: pieces placed, bids made, decks stacked, a season begun.

Every helper returns a new state (the input is never changed) and keeps the game's invariants: stocks follow the
pieces placed, the supply's coin ledger follows the banks, and stacked cards come out of their own deck.
"""

from __future__ import annotations

from .actions import Ready, SetBid
from .components import CARDS, FLOOR_TOKENS, ROWER_TOKENS
from .phases.regatta import next_free_area
from .rules import NOLI
from .state import INVEST, REGATTA, State, put

G = NOLI


def fresh(n: int = 4, seed: int = 5, mode: str = "simulated") -> State:
    return G.setup(n, seed, {"regatta": mode})


def place(s: State, *, floors: list[int] | None = None, rowers: list[int] | None = None, boats: list[int] | None = None,
          walls: int | None = None, track: list[int] | None = None, banks: list[int] | None = None) -> State:
    """A copy with pieces set directly (a position, not moves); the stocks and the coin ledger follow."""
    s = s.copy()
    if floors is not None:
        s.floors = tuple(floors)
        s.floor_stock = FLOOR_TOKENS - sum(floors)
    if rowers is not None:
        s.rowers = tuple(rowers)
        s.rower_stock = ROWER_TOKENS - sum(rowers)
    if boats is not None:
        s.boats = tuple(boats)
    if walls is not None:
        s.walls = walls
    if track is not None:
        s.track = tuple(track)
    if banks is not None:
        for p, coins in enumerate(banks):
            s.coins_in += coins - s.bank[p]
            s.bank[p] = coins
    return s


def bid(s: State, p: int, ready: bool = False, **amounts: int) -> State:
    """Player ``p`` places these bids (investment=coins) and, if asked, declares ready (unless placing all four
    already made them ready)."""
    for key, amount in amounts.items():
        s, _ = G.apply(s, p, SetBid(key, amount))
    if ready and not s.ready[p]:
        s, _ = G.apply(s, p, Ready())
    return s


def others_ready(s: State, bids: dict[int, dict[str, int]] | None = None, learner: int = 0) -> State:
    """Everyone but ``learner`` places the given bids (none by default) and declares ready."""
    assert s.phase == INVEST
    for p in range(s.n):
        if p != learner:
            s = bid(s, p, ready=True, **(bids or {}).get(p, {}))
    return s


def card(area: int, key: str, nth: int = 0) -> int:
    """The id of the ``nth`` card named ``key`` in the deck of ``area``."""
    return [c.id for c in CARDS if c.area == area and c.key == key][nth]


def stack(s: State, area: int, cards: list[int]) -> State:
    """A copy with ``cards`` (of that area) on top of the area's deck, in this order; the rest keep theirs."""
    s = s.copy()
    deck = s.decks[area - 1]
    assert all(c in deck for c in cards), "a card not in that deck"
    s.decks[area - 1] = tuple(cards) + tuple(c for c in deck if c not in cards)
    s.known[area - 1] = 0
    return s


def season(s: State, areas: list[int], tops: dict[int, list[int]] | None = None, closed: tuple[int, ...] = ()) -> State:
    """A copy where the regatta of this round has just ended with ``areas`` (the sea area per player) and the
    fishing season runs up to the first decision. ``tops`` stacks cards on top of the area decks first."""
    assert s.phase == INVEST and not any(map(any, s.bids)), "start from an investment phase with no bids"
    for area, cards in (tops or {}).items():
        s = stack(s, area, cards)
    s = s.copy()
    s.phase, s.step = REGATTA, ""
    s.closed = tuple(closed)
    s.area_of = tuple(areas)
    s.dice = tuple((0,) * len(d) for d in s.dice)  # every die shows a buoy: the race is over
    G.flow.run(s, [])  # everyone is in: the flow moves on to the fishing season
    return s


def regatta(s: State, learner: int = 0) -> State:
    """Nobody bids this round: everyone declares ready, the development passes and the regatta begins."""
    s = others_ready(s, learner=learner)
    s, _ = G.apply(s, learner, Ready())
    return s


def finished_but(s: State, last: int) -> State:
    """Live regatta: everyone but ``last`` has crossed the line, in seat order, taking the open areas in turn."""
    assert s.phase == REGATTA
    s = s.copy()
    for p in range(s.n):
        if p != last and not s.area_of[p]:
            s.dice = put(s.dice, p, (0,) * len(s.dice[p]))
            s.rolls = put(s.rolls, p, max(s.rolls[p], 1))
            s.area_of = put(s.area_of, p, next_free_area(s))
    s.dice = put(s.dice, last, (0, 3, 4, 5))  # one buoy, three blanks
    s.rolls = put(s.rolls, last, max(s.rolls[last], 1))
    return s
