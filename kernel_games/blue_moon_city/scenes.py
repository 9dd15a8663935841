"""Building exact Blue Moon City positions for lessons and tests: tiles swapped, figures and dragons placed, hands
dealt, markers, crystal tiles, scales and offerings set.

``fresh`` deals a game; the other helpers change the state they are given and keep the game's invariants: cards
move between the deck and the hands, crystal tiles between the supply and the players, markers between the players
and the boxes, golden scales between the supply and the players.
"""

from __future__ import annotations

from .components import SCALES_FOR, TILE_INDEX
from .rules import BLUE_MOON_CITY
from .state import DRAW, State, put

G = BLUE_MOON_CITY


def fresh(n: int = 3, seed: int = 1, layout: str = "fixed", rewards: str = "tiles") -> State:
    """A new game (with seed 1 Orange, player 0, starts for every player count); ``rewards``: the option "crystals"."""
    return G.setup(n, seed, {"layout": layout, "crystals": rewards})


def cell_of(s: State, key: str) -> int:
    """The cell the tile ``key`` lies on."""
    return s.cells.index(TILE_INDEX[key])


def swap(s: State, key: str, cell: int) -> None:
    """Put tile ``key`` on ``cell``; the tile that lay there takes its old place (no markers on either)."""
    a = cell_of(s, key)
    assert s.boxes[a].count(-1) == len(s.boxes[a]) and s.boxes[cell].count(-1) == len(s.boxes[cell])
    cells = list(s.cells)
    cells[a], cells[cell] = cells[cell], cells[a]
    s.cells = tuple(cells)
    s.boxes = put(put(s.boxes, a, s.boxes[cell]), cell, s.boxes[a])
    s.built = put(put(s.built, a, s.built[cell]), cell, s.built[a])


def build(s: State, *keys: str) -> None:
    """These buildings are already rebuilt (no markers on them)."""
    for key in keys:
        c = cell_of(s, key)
        assert all(o == -1 for o in s.boxes[c])
        s.built = put(s.built, c, True)


def mark(s: State, key: str, owners: list[int]) -> None:
    """The markers on the building's boxes, left to right (-1: free); the markers come from their owners."""
    c = cell_of(s, key)
    assert len(owners) == len(s.boxes[c]) and all(o == -1 for o in s.boxes[c])
    s.boxes = put(s.boxes, c, tuple(owners))
    for o in owners:
        if o >= 0:
            s.markers[o] -= 1


def spend_markers(s: State, p: int, k: int, skip: tuple[str, ...] = ()) -> None:
    """Put ``k`` of ``p``'s markers on free boxes of ruined buildings, never on the last free box of one (no building
    is completed), nor on the tiles ``skip``."""
    avoid = {cell_of(s, key) for key in skip}
    for c in range(len(s.boxes)):
        while k and c not in avoid and not s.built[c] and s.boxes[c].count(-1) > 1:
            s.boxes = put(s.boxes, c, put(s.boxes[c], s.boxes[c].index(-1), p))
            s.markers[p] -= 1
            k -= 1
    assert k == 0, "not enough free boxes"


def figure(s: State, p: int, key: str) -> None:
    s.figures[p] = cell_of(s, key)


def dragon(s: State, d: int, key: str | None) -> None:
    """Dragon ``d`` (0 red, 1 green, 2 blue) on the tile ``key`` (None: beside the city)."""
    s.dragons[d] = -1 if key is None else cell_of(s, key)


def deal(s: State, p: int, cards: list[int]) -> None:
    """Player ``p``'s hand becomes exactly ``cards``: their old hand goes under the deck, the cards come from the deck
    (or, if the deck has none left of a kind, from another hand, which gets a deck card in exchange)."""
    s.deck.extend(s.hands[p])
    s.hands[p] = []
    for i, c in enumerate(cards):
        if c in s.deck:
            s.deck.remove(c)
        else:
            q = next(q for q in range(s.n) if q != p and c in s.hands[q])
            spare = next(x for x in s.deck if x not in cards[i:])
            s.deck.remove(spare)
            s.hands[q].remove(c)
            s.hands[q] = sorted(s.hands[q] + [spare])
        s.hands[p].append(c)
    s.hands[p].sort()


def crystals(s: State, p: int, values: list[int]) -> None:
    """Player ``p`` holds these crystal tiles (besides any they had), taken from the supply."""
    supply = list(s.supply)
    for v in values:
        supply.remove(v)
    s.supply = tuple(supply)
    s.crystals = put(s.crystals, p, tuple(sorted(s.crystals[p] + tuple(values))))


def leave_in_supply(s: State, k: int, p: int) -> None:
    """All crystal tiles but the first ``k`` of the supply go to player ``p``."""
    crystals(s, p, s.supply[k:])


def scales(s: State, holdings: list[int]) -> None:
    """Each player's golden scales; the supply holds the rest."""
    s.scales = list(holdings)
    s.phantom = (0,) * s.n
    s.scale_supply = SCALES_FOR[s.n] - sum(holdings)
    assert s.scale_supply >= 0


def offerings(s: State, owners: list[int]) -> None:
    """The obelisk's boxes, bottom up, hold these players' offerings."""
    for i, p in enumerate(owners):
        assert s.obelisk[i] == -1
        s.obelisk = put(s.obelisk, i, p)
        s.markers[p] -= 1
        s.offerings = put(s.offerings, p, s.offerings[p] + 1)


def to_discard(s: State, k: int) -> None:
    """All but ``k`` cards of the deck are already on the discard pile."""
    s.discard.extend(s.deck[k:])
    del s.deck[k:]


def drawing(s: State) -> State:
    """The current player has finished moving and contributing: only discarding and drawing are left."""
    s = s.copy()
    s.step = DRAW
    return s
