"""Scene builders and checks for the Blue Moon City rule tests.

A scene starts from ``BLUE_MOON_CITY.setup(n, seed)`` and edits the state's fields; every builder works on a copy,
keeps what must always hold (cards, crystal tiles, markers and scales are moved, never made or lost) and checks the
invariants, so a broken scene fails loudly instead of testing nonsense.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from kernel_games.blue_moon_city import BLUE_MOON_CITY
from kernel_games.blue_moon_city.components import (
    AQUA,
    CELL_INDEX,
    CENTRE,
    CRYSTAL_TILES,
    DECK,
    FIGURE_STEPS,
    FLIT,
    HOAX,
    KHIND,
    MIMIX,
    PILLAR,
    SCALES_FOR,
    TERRAH,
    TILE_INDEX,
    TILES,
    VULCA,
    card,
)
from kernel_games.blue_moon_city.state import MOVE, State, put
from tests.rule_checks import Plays, citing, fired, rules_of  # noqa: F401 - re-exported for the game's tests

G = BLUE_MOON_CITY
PLAYS = Plays(G, offered=False)
check, act, acts, illegal = PLAYS.check, PLAYS.act, PLAYS.acts, PLAYS.illegal
cites = citing(G)

# the cards by people and value (black Vulca, red Terrah, blue Aqua, grey Flit, green Khind, brown Mimix, white Hoax,
# yellow Pillar)
V1, V2, V3 = (card(VULCA, v) for v in (1, 2, 3))
T1, T2, T3 = (card(TERRAH, v) for v in (1, 2, 3))
A1, A2, A3 = (card(AQUA, v) for v in (1, 2, 3))
F1, F2, F3 = (card(FLIT, v) for v in (1, 2, 3))
K1 = card(KHIND, 1)
M1, M2, M3 = (card(MIMIX, v) for v in (1, 2, 3))
H1, H2, H3 = (card(HOAX, v) for v in (1, 2, 3))
P1, P2, P3 = (card(PILLAR, v) for v in (1, 2, 3))
RED, GREEN, BLUE = 0, 1, 2  # the dragons

# the cells of the fixed layout: the Courtyard and its four neighbours
COURTYARD = CENTRE
NORTH, SOUTH, WEST, EAST = CELL_INDEX[(1, 2)], CELL_INDEX[(3, 2)], CELL_INDEX[(2, 1)], CELL_INDEX[(2, 3)]


# ---- playing ------------------------------------------------------------------------------------------------------
# ---- building a scene ------------------------------------------------------------------------------------------------
def fresh(n: int = 3, seed: int = 1, layout: str = "fixed", crystals: str = "tiles") -> State:
    return check(G.setup(n, seed, {"layout": layout, "crystals": crystals}))


def cell_of(state: State, key: str) -> int:
    return state.cells.index(TILE_INDEX[key])


def boxes_of(state: State, cell: int) -> tuple[int, ...]:
    return TILES[state.cells[cell]].boxes


def turn_of(state: State, p: int, at: int | None = None) -> State:
    """The start of ``p``'s turn (their figure on ``at`` when given): nothing moved, contributed or offered yet."""
    s = state.copy()
    s.current, s.step, s.steps_left, s.discarded = p, MOVE, FIGURE_STEPS, 0
    s.offered = s.scaled = s.acted = False
    if at is not None:
        s.figures[p] = at
    return check(s)


def stand(state: State, **where: int) -> State:
    """Figures placed: ``stand(s, p0=NORTH, p1=COURTYARD)``."""
    s = state.copy()
    for name, cell in where.items():
        s.figures[int(name[1:])] = cell
    return check(s)


def place(state: State, key: str, cell: int, built: bool = False) -> State:
    """The tile ``key`` moved to ``cell`` (swapped with the tile there; both without markers), built or not."""
    s = state.copy()
    here = cell_of(s, key)
    assert all(o == -1 for o in s.boxes[here] + s.boxes[cell]), "move tiles before putting markers on them"
    cells = list(s.cells)
    cells[here], cells[cell] = cells[cell], cells[here]
    s.cells = tuple(cells)
    s.built = put(put(s.built, here, s.built[cell]), cell, built)
    s.boxes = put(put(s.boxes, here, (-1,) * len(TILES[cells[here]].boxes)), cell, (-1,) * len(TILES[cells[cell]].boxes))
    return check(s)


def build(state: State, *cells: int) -> State:
    """These buildings turned to their built side."""
    s = state.copy()
    for c in cells:
        assert all(o == -1 for o in s.boxes[c])
        s.built = put(s.built, c, True)
    return check(s)


def mark(state: State, cell: int, owners: list[int]) -> State:
    """The markers on the boxes of ``cell``, left to right (-1: free); taken from (or returned to) their owners."""
    s = state.copy()
    assert len(owners) == len(s.boxes[cell]) and not s.built[cell]
    for q in s.boxes[cell]:
        if q >= 0:
            s.markers[q] += 1
    for q in owners:
        if q >= 0:
            s.markers[q] -= 1
    s.boxes = put(s.boxes, cell, tuple(owners))
    return check(s)


def offerings(state: State, owners: list[int]) -> State:
    """The obelisk's lowest boxes taken by these players' offerings, bottom up."""
    s = state.copy()
    assert all(o == -1 for o in s.obelisk)
    for b, q in enumerate(owners):
        s.obelisk = put(s.obelisk, b, q)
        s.markers[q] -= 1
        s.offerings = put(s.offerings, q, s.offerings[q] + 1)
    return check(s)


def occupy(state: State, p: int, k: int, avoid: tuple[int, ...] = ()) -> State:
    """``k`` of ``p``'s markers put on free boxes of ruins (never the last free box of a ruin, nor cells in
    ``avoid``), so that they are out of play without completing anything."""
    s = state.copy()
    for c in range(len(s.cells)):
        if k == 0:
            break
        if c in avoid or s.built[c]:
            continue
        free = [b for b, o in enumerate(s.boxes[c]) if o == -1][:-1]
        for b in free[:k]:
            s.boxes = put(s.boxes, c, put(s.boxes[c], b, p))
            s.markers[p] -= 1
            k -= 1
    assert k == 0, "not enough free boxes"
    return check(s)


def _ordered(counts: Counter, *sources: list[int]) -> list[int]:
    """The cards of ``counts`` in the order they appear in ``sources`` (then any others, sorted)."""
    left = Counter(counts)
    out = []
    for src in sources:
        for c in src:
            if left[c] > 0:
                out.append(c)
                left[c] -= 1
    return out + sorted(left.elements())


def deal(state: State, hands: dict[int, list[int]] | None = None, top: Sequence[int] = (), discard: Sequence[int] = (),
         deck_size: int | None = None, spare: int | None = None) -> State:
    """The cards arranged: the given hands, ``top`` on top of the deck, the discard pile. The other players keep as much
    of their hand as they can (topped up from the deck); with ``deck_size`` the deck is cut down, the cards beyond it
    going to the ``spare`` player's hand."""
    s = state.copy()
    hands = hands or {}
    fixed = Counter(c for h in hands.values() for c in h) + Counter(top) + Counter(discard)
    fixed += Counter(c for g in s.gained for c in g) + Counter(s.pay_cards)
    assert fixed <= Counter(DECK), f"more cards than the game has: {fixed - Counter(DECK)}"
    rest = _ordered(Counter(DECK) - fixed, s.deck, s.discard, *s.hands)
    for p in range(s.n):
        if p in hands:
            s.hands[p] = sorted(hands[p])
            continue
        keep = []
        for c in s.hands[p]:
            if c in rest:
                rest.remove(c)
                keep.append(c)
        while len(keep) < len(s.hands[p]):
            keep.append(rest.pop())
        s.hands[p] = sorted(keep)
    s.deck, s.discard = list(top) + rest, list(discard)
    if deck_size is not None:
        assert len(top) <= deck_size and spare is not None
        s.deck, extra = s.deck[:deck_size], s.deck[deck_size:]
        s.hands[spare] = sorted(s.hands[spare] + extra)
    return check(s)


def tiles(state: State, held: dict[int, list[int]]) -> State:
    """The crystal tiles each of these players holds (values); the others keep theirs, the rest is the supply."""
    s = state.copy()
    taken = Counter(v for vs in held.values() for v in vs) + Counter(
        v for p in range(s.n) if p not in held for v in s.crystals[p])
    assert taken <= Counter(CRYSTAL_TILES), "more crystal tiles than the game has"
    for p, vs in held.items():
        s.crystals = put(s.crystals, p, tuple(sorted(vs)))
    s.supply = tuple(_ordered(Counter(CRYSTAL_TILES) - taken, s.supply))
    return check(s)


def all_tiles_but(state: State, *others: list[int]) -> list[int]:
    """Every crystal tile except those listed (to leave the supply empty)."""
    return sorted((Counter(CRYSTAL_TILES) - sum((Counter(o) for o in others), Counter())).elements())


def scales(state: State, holdings: list[int]) -> State:
    """The golden scales each player holds (none of them phantoms); the rest is the supply."""
    s = state.copy()
    s.scales, s.phantom = list(holdings), (0,) * s.n
    s.scale_supply = SCALES_FOR[s.n] - sum(holdings)
    return check(s)


def dragons(state: State, red: int = -1, green: int = -1, blue: int = -1) -> State:
    s = state.copy()
    s.dragons = [red, green, blue]
    return check(s)
