"""Positions for Buru's chapter tests, reached by playing the engine from a set-up (seed 2: Red, player 0, is the
messenger at 2 players) and by moving pieces between the supply, the decks and the players — never creating any."""

from __future__ import annotations

from kernel_games.buru import BURU as G
from kernel_games.buru.actions import Place
from kernel_games.buru.state import State, put

from .helpers import cites, islander  # noqa: F401 - the chapter tests take them from here

RED, BLUE, GREEN = 0, 1, 2


def fresh(n: int = 2, seed: int = 2) -> State:
    """A new game in its first morning (seed 2: Red is the messenger at 2 players)."""
    return G.setup(n, seed)


def play(s: State, *moves) -> tuple[State, list]:
    """Apply ``(player, action)`` moves in order; the events of all of them."""
    events = []
    for p, a in moves:
        s, ev = G.apply(s, p, a)
        events += ev
    return s, events


def morning(s: State, plans: dict[int, list[tuple[int, int]]]) -> tuple[State, list]:
    """Place every player's four explorers, each in turn from the messenger: ``plans[p]`` = [(area, power), …]."""
    events, left = [], {p: list(v) for p, v in plans.items()}
    while str(s.phase) == "morning":
        p = s.current
        s, ev = G.apply(s, p, Place(*left[p].pop(0)))
        events += ev
    return s, events


def give(s: State, p: int, clay: int = 0, palm: int = 0, ebony: int = 0, fish: int | None = None) -> State:
    """Move resources from the supply to ``p`` (and set their fish, which has no supply)."""
    s = s.copy()
    got = (clay, palm, ebony)
    s.res = put(s.res, p, tuple(a + b for a, b in zip(s.res[p], got, strict=True)))
    s.supply = tuple(a - b for a, b in zip(s.supply, got, strict=True))
    if fish is not None:
        s.fish = put(s.fish, p, fish)
    assert G.invariants(s) == []
    return s


def hire_into(s: State, p: int, *keys: str) -> State:
    """Move islanders from wherever they lie (deck, row, discards) into ``p``'s tableau."""
    s = s.copy()
    for key in keys:
        c = islander(key)
        if c in s.row:
            s.row = put(s.row, s.row.index(c), s.islander_deck[0])
            s.islander_deck = s.islander_deck[1:]
        else:
            s.islander_deck = tuple(x for x in s.islander_deck if x != c)
            s.islander_discard = tuple(x for x in s.islander_discard if x != c)
        s.tableau = put(s.tableau, p, (*s.tableau[p], c))
    assert G.invariants(s) == []
    return s


def to_row(s: State, *keys: str) -> State:
    """Put these islanders in the hiring row (the row's cards go back on top of the deck)."""
    s = s.copy()
    cards = [islander(k) for k in keys]
    back = [c for c in s.row if c >= 0 and c not in cards]
    deck = [c for c in s.islander_deck if c not in cards]
    s.row = tuple(cards) + tuple(back[:3 - len(cards)])
    s.islander_deck = tuple(back[3 - len(cards):]) + tuple(deck)
    assert G.invariants(s) == []
    return s
