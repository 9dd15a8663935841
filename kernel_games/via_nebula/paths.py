"""The board as a graph: which hexes carry resources (empty meadows), where a player may explore, and which
exploitations reach which of a player's sites (action.explore, action.transport_path)."""

from __future__ import annotations

from .maps import BOARDS, FOG, FOREST, MEADOW, RUIN
from .state import State


def empty_meadow(s: State, h: int) -> bool:
    """A meadow with nothing on it: a printed meadow without token, resources or craftsman, or a meadow tile."""
    if s.tile[h] >= 0:
        return True
    return BOARDS[s.board].terrain[h] == MEADOW and s.token[h] < 0 and s.heap[h] == 0 and s.craftsman[h] < 0


def owns_piece(s: State, p: int, h: int) -> bool:
    """One of ``p``'s craftsmen, sites or buildings stands on the hex."""
    if s.craftsman[h] == p:
        return True
    if BOARDS[s.board].terrain[h] != RUIN:
        return False
    return p in (s.site[2 * h], s.site[2 * h + 1], s.building[2 * h], s.building[2 * h + 1])


def explorable(s: State, p: int, h: int) -> bool:
    """Next to one of ``p``'s pieces or to an empty meadow (action.explore)."""
    return any(owns_piece(s, p, x) or empty_meadow(s, x) for x in BOARDS[s.board].neighbours[h])


def explore_targets(s: State, p: int, forest: bool) -> list[int]:
    """The fog hexes (``forest``: petrified forests) ``p`` may lay a meadow tile on now."""
    b = BOARDS[s.board]
    want = FOREST if forest else FOG
    return [h for h in b.of(want) if s.tile[h] < 0 and explorable(s, p, h)]


def network(s: State, start: int) -> dict[int, int]:
    """The empty meadows connected to hex ``start`` (itself not included unless empty), each with the hex it is
    reached from: a breadth-first search, so following the links back gives a shortest path."""
    b = BOARDS[s.board]
    came: dict[int, int] = {}
    frontier = [start]
    while frontier:
        nxt = []
        for h in frontier:
            for x in b.neighbours[h]:
                if x not in came and x != start and empty_meadow(s, x):
                    came[x] = h
                    nxt.append(x)
        frontier = nxt
    return came


def sources(s: State, ruin: int) -> dict[int, list[int]]:
    """The exploitations (hexes holding resources) that reach the ruin, each with a shortest path of empty meadows
    between them (empty when they are neighbours)."""
    b = BOARDS[s.board]
    came = network(s, ruin)
    out: dict[int, list[int]] = {}
    for h in (ruin, *came):
        for x in b.neighbours[h]:
            if s.heap[x] > 0 and x not in out:
                out[x] = back(came, h, ruin)
    return out


def back(came: dict[int, int], h: int, start: int) -> list[int]:
    """The path from ``h`` back to (not including) ``start``."""
    path = []
    while h != start:
        path.append(h)
        h = came[h]
    return path


def transports(s: State, p: int) -> list[tuple[int, int]]:
    """Every (exploitation, site slot) pair ``p`` may carry a resource between."""
    out = []
    for slot, owner in enumerate(s.site):
        if owner == p:
            out += [(src, slot) for src in sources(s, slot // 2)]
    return out
