"""Exact Via Nebula positions for the walkthrough, each built from a set-up by moving pieces, never creating them.

Every scene starts from ``VIA_NEBULA.setup(n, 1, {"board": ...})`` (seed 1: Blue, player 0, begins, at every player
count) and edits the state's fields: resources come from the stock, tokens are swapped between meadows or taken by
the player who opened them, meadow tiles come from the layer's stacks, contracts from the deck, the display or a
hand, pieces from the guild boards. ``done`` checks the invariants, so a scene that broke one fails at once. Hexes are
named as the board labels them ("F5"); ``hexes`` checks the terrain each scene relies on.
"""

from __future__ import annotations

from collections.abc import Iterable

from .components import BUILDINGS, CONTRACTS, KINDS, TOKENS, yield_of
from .maps import BOARDS, MEADOW, RUIN
from .narration import LABELS
from .rules import VIA_NEBULA
from .state import ACT, State, bump, put

G = VIA_NEBULA
SEED = 1
WHEAT, WOOD, FOOD, CLAY, STONE = KINDS
BLUE, BROWN, WHITE = 0, 1, 2


def fresh(n: int = 2, board: str = "beginner") -> State:
    """A new game; with seed 1 Blue begins with two actions."""
    s = G.setup(n, SEED, {"board": board})
    assert s.current == s.start == BLUE or n == 4, "seed 1: Blue begins"
    return s


def hx(label: str, board: str = "beginner") -> int:
    """The hex labelled ``label`` ("F5")."""
    return LABELS[board].index(label)


def terrain(s: State, label: str) -> str:
    return BOARDS[s.board].terrain[hx(label, s.board)]


def res(*kinds: int) -> tuple[int, ...]:
    """Counts per kind: ``res(WOOD, WOOD, STONE)``."""
    return tuple(kinds.count(k) for k in KINDS)


def card(key: str, copy: int = 0) -> int:
    """The contract with this key (``copy``: its first or second card)."""
    return [i for i, c in enumerate(CONTRACTS) if c.key == key][copy]


def done(s: State) -> State:
    broken = G.invariants(s)
    assert broken == [], broken
    return s


# ---- the board ----------------------------------------------------------------------------------------------------
def swap(s: State, a: str, b: str) -> None:
    """Two meadows exchange what lies on them (a token, or resources): a different shuffle at set-up."""
    x, y = hx(a, s.board), hx(b, s.board)
    assert terrain(s, a) == terrain(s, b) == MEADOW and s.craftsman[x] < 0 and s.craftsman[y] < 0
    for f in ("token", "heap_kind", "heap"):
        row = getattr(s, f)
        setattr(s, f, put(put(row, x, row[y]), y, row[x]))


def opened(s: State, p: int, label: str, left: int = 0) -> None:
    """``p`` opened the token on ``label`` earlier: they hold it; ``left`` of its resources still lie there with their
    craftsman (none left: the hex is an empty meadow and the craftsman is home)."""
    h = hx(label, s.board)
    t = s.token[h]
    assert t >= 0 and 0 <= left <= yield_of(t, s.n)
    s.token, s.held = put(s.token, h, -1), put(s.held, p, s.held[p] + (t,))
    if left:
        kind = TOKENS[t].kind
        s.stock = bump(s.stock, kind, -left)
        s.heap_kind, s.heap = put(s.heap_kind, h, kind), put(s.heap, h, left)
        s.craftsman, s.craftsmen = put(s.craftsman, h, p), bump(s.craftsmen, p, -1)


def site(s: State, p: int, label: str, have: tuple[int, ...] = (0,) * 5, half: int = 0) -> None:
    """``p``'s building site on the ruin ``label`` (its ``half`` at 3-4 players), holding ``have`` from the stock."""
    h = hx(label, s.board)
    slot = 2 * h + half
    assert terrain(s, label) == RUIN and s.site[slot] == -1 and s.building[slot] == -1 and s.sites[p] > 0
    s.site, s.sites = put(s.site, slot, p), bump(s.sites, p, -1)
    if s.n == 2:
        s.site = put(s.site, slot + 1, -2)
    s.site_res = put(s.site_res, slot, have)
    s.stock = tuple(a - b for a, b in zip(s.stock, have, strict=True))


def tiles(s: State, p: int, *labels: str) -> None:
    """``p`` explored these hexes earlier: their meadow tiles come from ``p``'s leftmost stacks."""
    for label in labels:
        h = hx(label, s.board)
        assert s.tile[h] < 0 and terrain(s, label) != MEADOW
        i = next(i for i, left in enumerate(s.stacks[p]) if left)
        s.stacks = put(s.stacks, p, bump(s.stacks[p], i, -1))
        s.tile = put(s.tile, h, p)


def take(s: State, c: int) -> None:
    """Contract ``c`` leaves the deck, the display (refilled from the deck) or a hand."""
    if c in s.deck:
        s.deck = tuple(x for x in s.deck if x != c)
    elif c in s.display:
        s.display, s.deck = put(s.display, s.display.index(c), s.deck[0]), s.deck[1:]
    else:
        q = next(q for q in range(s.n) if c in s.hands[q])
        s.hands = put(s.hands, q, tuple(x for x in s.hands[q] if x != c))


def built(s: State, p: int, label: str, c: int, half: int = 0) -> None:
    """``p`` built on the ruin ``label`` earlier, fulfilling contract ``c``."""
    h = hx(label, s.board)
    slot = 2 * h + half
    assert terrain(s, label) == RUIN and s.site[slot] == -1 and s.building[slot] == -1
    take(s, c)
    s.building, s.buildings = put(s.building, slot, p), bump(s.buildings, p, -1)
    if s.n == 2:
        s.site = put(s.site, slot + 1, -2)
    s.done = put(s.done, p, s.done[p] + (c,))


def hand(s: State, p: int, *cards: int) -> None:
    """``p`` holds exactly these private contracts; their old ones go back to the box unseen."""
    assert all(CONTRACTS[c].private for c in cards)
    for c in cards:
        if c not in s.hands[p]:
            if c in s.boxed:
                s.boxed = tuple(x for x in s.boxed if x != c)
            else:  # another hand gives it up for one from the box
                q = next(q for q in range(s.n) if c in s.hands[q])
                s.hands = put(s.hands, q, tuple(s.boxed[0] if x == c else x for x in s.hands[q]))
                s.boxed = s.boxed[1:]
    s.boxed += tuple(c for c in s.hands[p] if c not in cards)
    s.hands = put(s.hands, p, tuple(cards))


def show(s: State, *cards: int) -> None:
    """These neutral contracts lie face up (from the deck), each in place of the last display card not asked for;
    the cards they replace go to the bottom of the deck."""
    display = list(s.display)
    for c in cards:
        if c in display:
            continue
        assert c in s.deck, c
        i = max(i for i, x in enumerate(display) if x not in cards)
        s.deck = tuple(x for x in s.deck if x != c) + (display[i],)
        display[i] = c
    s.display = tuple(display)


def store(s: State, p: int, have: tuple[int, ...]) -> None:
    """``p``'s storage holds ``have`` (surplus of earlier buildings), from the stock."""
    s.storage = put(s.storage, p, tuple(a + b for a, b in zip(s.storage[p], have, strict=True)))
    s.stock = tuple(a - b for a, b in zip(s.stock, have, strict=True))


def turn(s: State, p: int = BLUE, actions: int = 2, number: int | None = None) -> State:
    """``p`` to play with ``actions`` left, on turn ``number`` (default: the first on a fresh board, else the 7th,
    which is Blue's at 2 and 3 players alike)."""
    played = any(x >= 0 for x in (*s.site, *s.building, *s.tile, *s.craftsman)) or any(s.held)
    s.current, s.actions_left, s.step = p, actions, ACT
    s.turn = number if number is not None else 7 if played else 1
    return done(s)


# ---- positions shared by several steps ----------------------------------------------------------------------------
BROWN_RUINS = ("B2", "H2", "A4", "I6", "B8")
BROWN_CARDS = ("plain_3", "plain_5", "plain_7", "plain_8", "plain_9")  # Barn 2, Inn 3, Mill 3, Watchtower 3, Warehouse 4


def ending(n: int = 2, actions: int = 1) -> State:
    """Brown has put up a fifth building and holds the end card; Blue plays the last turn of the game. Brown's
    buildings stand on ruins along the edge, next to the tiles Brown explored; they opened two tokens and stored 3."""
    s = fresh(n)
    for label, key in zip(BROWN_RUINS, BROWN_CARDS, strict=True):
        built(s, BROWN, label, card(key))
    tiles(s, BROWN, "A2", "I2", "B5", "B6", "B7")
    opened(s, BROWN, "B1")
    opened(s, BROWN, "I9")
    store(s, BROWN, res(STONE, STONE, CLAY))
    s.end_holder, s.last_turns = BROWN, 1
    assert s.buildings[BROWN] == BUILDINGS - 5 == 0
    return turn(s, BLUE, actions, number=31)


def on_site(have: tuple[int, ...], neutral: Iterable[int] = (), actions: int = 2, label: str = "F5") -> State:
    """Blue's site on ``label`` holds ``have``; these neutral contracts are face up."""
    s = fresh()
    site(s, BLUE, label, have)
    show(s, *neutral)
    return turn(s, BLUE, actions)


def last_build(have: tuple[int, ...], key: str, **more: int) -> State:
    """The last action of the game: Blue's site on F5 holds ``have``; ``key`` is face up (neutral) or in hand."""
    s = ending()
    c = card(key)
    site(s, BLUE, "F5", have)
    if CONTRACTS[c].private:
        hand(s, BLUE, c, card("shortcut"))
    else:
        show(s, c)
    return done(s)


# ---- the steps' scenes (named as the steps) -------------------------------------------------------------------------
def start() -> State:
    return fresh()


def expert() -> State:
    return fresh(board="expert")


def four() -> State:
    return fresh(4)


def stuck() -> State:
    """Blue can do nothing: three empty sites in the centre, cut off by unopened tokens; three craftsmen out in the
    south-east; every fog and forest next to Blue's pieces already explored (the neutral heaps moved to the west)."""
    s = fresh()
    swap(s, "E7", "C7")
    swap(s, "C4", "C9")
    swap(s, "G9", "H1")
    for label in ("D3", "E5", "F5"):
        site(s, BLUE, label)
    for label, left in (("I7", 2), ("G9", 1), ("I9", 1)):
        opened(s, BLUE, label, left)
    tiles(s, BLUE, "E3", "D4", "E4", "D5", "G5", "E6", "F6", "F7", "C2", "C3")
    tiles(s, BROWN, "C1", "H7", "G8", "H9", "I8", "F9")
    return turn(s, number=21)


def craftsman_home() -> State:
    s = fresh()
    site(s, BLUE, "F5")
    opened(s, BLUE, "F4", left=1)
    return turn(s)


def site_taken() -> State:
    s = fresh()
    site(s, BROWN, "E5")
    return turn(s)


def halves() -> State:
    s = fresh(3)
    site(s, BROWN, "E5", half=0)
    site(s, BROWN, "F5", half=0)
    site(s, WHITE, "F5", half=1)
    return turn(s)


def explore() -> State:
    s = fresh()
    site(s, BLUE, "F5")
    opened(s, BROWN, "H5")
    return turn(s)


def last_tile() -> State:
    s = fresh()
    site(s, BLUE, "F5")
    tiles(s, BLUE, "E4", "G5", "E6", "F6")
    return turn(s)


def forest() -> State:
    s = fresh()
    site(s, BLUE, "G4")
    return turn(s)


def transport() -> State:
    s = fresh()
    swap(s, "E7", "F2")  # the neutral wheat lies on F2
    opened(s, BROWN, "F3")
    opened(s, BROWN, "F4")
    site(s, BLUE, "F5")
    return turn(s)


def blocked() -> State:
    s = fresh()
    swap(s, "E7", "F2")
    opened(s, BROWN, "F4")  # F3 keeps its token, which blocks the way from F2
    opened(s, BROWN, "H5", left=2)
    site(s, BLUE, "F5")
    tiles(s, BLUE, "G5")
    return turn(s)


def own_site() -> State:
    s = fresh()
    site(s, BROWN, "E5", res(WHEAT))
    site(s, BLUE, "F5")
    tiles(s, BROWN, "E6")
    return turn(s)


def stock_low() -> State:
    """Wheat is everywhere but in the stock: only 1 is left there."""
    s = fresh()
    opened(s, BROWN, "C5", left=3)
    opened(s, BROWN, "B3", left=2)
    site(s, BROWN, "E5", res(WHEAT, WHEAT, WHEAT))
    site(s, BLUE, "D3", res(WHEAT, WHEAT))
    store(s, BROWN, res(WHEAT, WHEAT))
    store(s, BLUE, res(WHEAT))
    assert s.stock[WHEAT] == 1
    return turn(s)


def two_sites(have: tuple[int, ...], other: tuple[int, ...], neutral: Iterable[int] = (),
              private: tuple[int, ...] = ()) -> State:
    """Blue's sites on F5 (holding ``have``) and E5 (holding ``other``)."""
    s = fresh()
    site(s, BLUE, "F5", have)
    site(s, BLUE, "E5", other)
    show(s, *neutral)
    if private:
        hand(s, BLUE, *private)
    return turn(s)


def shortcut() -> State:
    s = fresh()
    site(s, BLUE, "F5", res(FOOD, FOOD, STONE))
    tiles(s, BLUE, "E4", "G5", "E6", "F6")
    hand(s, BLUE, card("shortcut"), card("express_delivery", 1))
    return turn(s)


def exporting() -> State:
    s = on_site(res(CLAY, FOOD), [card("exportation")])
    opened(s, BLUE, "F4", left=1)
    store(s, BLUE, res(STONE))
    return done(s)


def caravan() -> State:
    s = on_site(res(WOOD, FOOD), [card("caravan")])
    store(s, BLUE, res(STONE))
    return done(s)


def by_air() -> State:
    s = on_site(res(FOOD, WHEAT), [card("by_air")])
    tiles(s, BROWN, "E6")
    return done(s)


def lazy() -> State:
    s = last_build(res(STONE, STONE), "lazy_explorer")
    opened(s, BLUE, "H3", left=1)
    return done(s)


def merchant() -> State:
    s = last_build(res(WHEAT, FOOD, WOOD), "merchant")
    for label in ("D2", "C5", "F8"):
        opened(s, BLUE, label)
    return done(s)


def with_buildings(s: State, *keys: str, ruins: tuple[str, ...] = ("D3", "G4", "C6", "G7")) -> State:
    """Blue built these plain contracts earlier, on the ruins ``ruins``."""
    for label, key in zip(ruins, keys, strict=False):
        built(s, BLUE, label, card(key))
    return done(s)


def fifth() -> State:
    s = on_site(res(WOOD, CLAY), [card("plain_4")])
    with_buildings(s, "plain_1", "plain_2", "plain_6", "plain_10")
    return turn(s, number=27)


def last_turn_three() -> State:
    """Three players: Brown built a fifth building and White has had a last turn; Blue plays the last one."""
    s = fresh(3)
    for (label, half), key in zip((("B2", 0), ("B2", 1), ("H2", 0), ("H2", 1), ("A4", 0)), BROWN_CARDS, strict=True):
        built(s, BROWN, label, card(key), half)
    s.end_holder, s.last_turns = BROWN, 1
    return turn(s, number=31)


def clean_up() -> State:
    s = ending()
    site(s, BLUE, "E5", res(WOOD, CLAY))
    opened(s, BLUE, "H3", left=1)
    return done(s)


def scored() -> State:
    s = ending()
    with_buildings(s, "plain_2", "plain_4")
    tiles(s, BLUE, "C2", "C3", "E3", "D4", "G3", "G5", "H4")
    opened(s, BLUE, "D2")
    opened(s, BLUE, "F3")
    store(s, BLUE, res(FOOD))
    return done(s)


def tied() -> State:
    s = ending()
    with_buildings(s, "plain_1", "plain_2", "plain_4", "plain_6")
    tiles(s, BLUE, "C2", "C3", "E3", "D4", "G3")
    for label in ("D2", "C5", "D8", "F8"):
        opened(s, BLUE, label)
    store(s, BLUE, res(WOOD))
    return done(s)


def secret_plan() -> State:
    s = on_site(res(CLAY, STONE))
    hand(s, BLUE, card("secret_plan", 1), card("shortcut"))
    return done(s)


def architect() -> State:
    return with_buildings(last_build(res(WHEAT, WOOD, CLAY, STONE), "architect"), "plain_2", "plain_6")


def mayor() -> State:
    return with_buildings(last_build(res(FOOD, CLAY, STONE), "mayor"), "plain_1", "plain_2")
