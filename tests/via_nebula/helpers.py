"""Scene builders and checks for the Via Nebula rule tests.

A scene starts from ``VIA_NEBULA.setup(n, seed)``, usually cleared (``blank``: no token or resource on the board,
every resource back in the stock), and edits the state's fields; every builder works on a copy and checks the
invariants, so a broken scene fails loudly instead of testing nonsense. Hexes are found by what the map holds
(``find``), never by number, so the tests hold for both boards and survive a change of the maps.
"""

from __future__ import annotations

from kernel_games.via_nebula import VIA_NEBULA
from kernel_games.via_nebula.components import CONTRACTS, KINDS, STOCK_PER_KIND, TOKENS
from kernel_games.via_nebula.maps import BOARDS, FOG, FORBIDDEN, FOREST, MEADOW, RUIN
from kernel_games.via_nebula.state import ACT, State, bump, put
from tests.rule_checks import (
    Plays,
    citing,
    fired,  # noqa: F401 - re-exported for the game's tests
)

G = VIA_NEBULA
PLAYS = Plays(G)
check, act, acts, illegal = PLAYS.check, PLAYS.act, PLAYS.acts, PLAYS.illegal
cites = citing(G)
BOARD_KEYS = tuple(BOARDS)


def contract(key: str, private: bool | None = None) -> int:
    """The first contract with this key (``plain_3``, ``priest`` ...)."""
    return next(i for i, c in enumerate(CONTRACTS) if c.key == key and (private is None or c.private == private))


# ---- building a scene ------------------------------------------------------------------------------------------------
def fresh(n: int = 2, seed: int = 1, board: str = "beginner") -> State:
    return check(G.setup(n, seed, {"board": board}))


def blank(n: int = 2, board: str = "beginner", seed: int = 1) -> State:
    """Player 0's turn with two actions; every meadow holds an unopened token (so no meadow is empty yet), no resource
    lies on the board (all in the stock)."""
    s = fresh(n, seed, board).copy()
    hexes = len(s.token)
    spare = [t for t in range(len(TOKENS)) if t != s.removed]
    token = [-1] * hexes
    for h, t in zip(of(s, MEADOW), spare, strict=True):
        token[h] = t
    s.token, s.heap_kind, s.heap, s.spent = tuple(token), (-1,) * hexes, (0,) * hexes, ()
    s.stock = (STOCK_PER_KIND,) * len(KINDS)
    s.current, s.actions_left = 0, 2
    return check(s)


def empty(state: State, *hexes: int) -> State:
    """These meadows emptied: their tokens leave the game."""
    s = state.copy()
    for h in hexes:
        assert BOARDS[s.board].terrain[h] == MEADOW and s.heap[h] == 0 and s.craftsman[h] < 0
        s = _box(s, h)
    return check(s)


def _box(s: State, h: int) -> State:
    """The token on ``h`` (if any) leaves the board for the box."""
    if s.token[h] >= 0:
        s.spent = (*s.spent, s.token[h])
        s.token = put(s.token, h, -1)
    return s


def turn_of(state: State, p: int, actions: int = 2) -> State:
    s = state.copy()
    s.current, s.actions_left, s.step = p, actions, ACT
    return check(s)


def token(state: State, h: int, t: int) -> State:
    """Exploitation token ``t`` (an id of components.TOKENS) on meadow ``h``."""
    s = state.copy()
    assert BOARDS[s.board].terrain[h] == MEADOW and s.heap[h] == 0
    if t in s.token:
        s.token = put(s.token, s.token.index(t), -1)
    else:
        assert t in s.spent, "a token already opened"
        s.spent = tuple(x for x in s.spent if x != t)
    s = _box(s, h)
    s.token = put(s.token, h, t)
    return check(s)


def heap(state: State, h: int, kind: int, count: int, owner: int = -1) -> State:
    """``count`` resources of ``kind`` on meadow ``h`` (from the stock), held by ``owner``'s craftsman (-1: neutral)."""
    s = _box(state.copy(), h)
    assert BOARDS[s.board].terrain[h] == MEADOW and s.heap[h] == 0
    s.stock = bump(s.stock, kind, -count)
    s.heap_kind, s.heap = put(s.heap_kind, h, kind), put(s.heap, h, count)
    if owner >= 0:
        s.craftsman = put(s.craftsman, h, owner)
        s.craftsmen = bump(s.craftsmen, owner, -1)
    return check(s)


def tiles(state: State, *hexes: int, p: int = 0) -> State:
    """Meadow tiles laid on these hexes (from the common stock)."""
    s = state.copy()
    for h in hexes:
        assert s.tile[h] < 0
        s.tile = put(s.tile, h, p)
        s.tile_stock -= 1
    return check(s)


def site(state: State, h: int, p: int, res: tuple[int, ...] = (0, 0, 0, 0, 0), half: int = 0) -> State:
    """``p``'s building site on ruin ``h`` (its ``half`` at 3-4 players) holding ``res`` (counts per kind)."""
    s = state.copy()
    slot = 2 * h + half
    assert BOARDS[s.board].terrain[h] == RUIN and s.site[slot] == -1
    s.site = put(s.site, slot, p)
    if s.n == 2:
        s.site = put(s.site, 2 * h + 1, -2)
    s.sites = bump(s.sites, p, -1)
    s.site_res = put(s.site_res, slot, res)
    s.stock = tuple(a - b for a, b in zip(s.stock, res, strict=True))
    return check(s)


def hand(state: State, p: int, *cards: int) -> State:
    """``p`` holds exactly these contracts; the rest go back to the box (private) or the deck (neutral). A card
    another player held is replaced in their hand by an unseen one of the same kind."""
    s = state.copy()
    assert not set(cards) & set(s.display), "take a displayed card with display() instead"
    pool = [c for c in (*s.boxed, *s.deck, *s.hands[p]) if c not in cards]
    for q in range(s.n):
        if q != p and set(cards) & set(s.hands[q]):
            mine = []
            for c in s.hands[q]:
                if c in cards:
                    c = next(x for x in pool if CONTRACTS[x].private == CONTRACTS[c].private)
                    pool.remove(c)
                mine.append(c)
            s.hands = put(s.hands, q, tuple(mine))
    s.hands = put(s.hands, p, tuple(cards))
    s.boxed = tuple(c for c in pool if CONTRACTS[c].private)
    s.deck = tuple(c for c in pool if not CONTRACTS[c].private)
    return check(s)


def display(state: State, *cards: int) -> State:
    """These neutral contracts face up (from the deck), the rest of the display as it was."""
    s = state.copy()
    deck = [c for c in s.deck if c not in cards] + [c for c in s.display if c not in cards]
    s.display = tuple(cards) + tuple(deck[:4 - len(cards)])
    s.deck = tuple(deck[4 - len(cards):])
    return check(s)


# ---- finding hexes ---------------------------------------------------------------------------------------------------
def of(state: State, terrain: str) -> tuple[int, ...]:
    return BOARDS[state.board].of(terrain)


def near(state: State, h: int) -> tuple[int, ...]:
    return BOARDS[state.board].neighbours[h]


def terrain(state: State, h: int) -> str:
    return BOARDS[state.board].terrain[h]


def chain(state: State, via: str = FOG) -> tuple[int, int, int]:
    """A ruin R, a ``via`` hex X next to it and a meadow M next to X but not next to R: M → X → R."""
    for r in of(state, RUIN):
        for x in near(state, r):
            if terrain(state, x) != via:
                continue
            for m in near(state, x):
                if terrain(state, m) == MEADOW and m not in near(state, r):
                    return r, x, m
    raise AssertionError(f"no ruin - {via} - meadow chain on the {state.board} board")


def stuck(state: State, p: int) -> State:
    """``p`` can do nothing: every site out and empty, every craftsman out on resources no site of theirs touches
    (the tokens on every other meadow block all paths), and no meadow tile left for them (theirs and the common
    stock moved to the next player's first stack)."""
    s = state
    ruins = of(s, RUIN)[:s.sites[p]]
    for r in ruins:
        s = site(s, r, p)
    far = [m for m in of(s, MEADOW) if s.heap[m] == 0 and not set(near(s, m)) & set(ruins)][:s.craftsmen[p]]
    for m in far:
        s = heap(s, m, 0, 1, owner=p)
    s = s.copy()
    q = (p + 1) % s.n
    s.stacks = put(put(s.stacks, q, (s.stacks[q][0] + sum(s.stacks[p]) + s.tile_stock, *s.stacks[q][1:])), p, (0,) * 4)
    s.tile_stock = 0
    return check(s)


__all__ = ["FOG", "FOREST", "FORBIDDEN", "MEADOW", "RUIN", "CONTRACTS", "KINDS"]
