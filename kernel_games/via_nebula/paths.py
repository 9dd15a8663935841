"""The board as a graph: which hexes carry resources (empty meadows), where a player may explore, and which
exploitations reach which of a player's sites (action.explore, action.transport_path).

The functions read any object with the state's board fields (a ``State``, or a view through ``bots.board``). The
legal moves need only whether a path exists: the empty meadows are labelled once by connected group, and an
exploitation reaches a ruin when it touches the ruin or a group the ruin touches. ``sources`` also finds a shortest
path, for the log and the board.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from .maps import BOARDS, FOG, FOREST, MEADOW, RUIN


def empties(s: Any) -> tuple[bool, ...]:
    """Per hex, an empty meadow: a meadow tile, or a printed meadow without token or resources (a craftsman always
    stands on resources, so it needs no look)."""
    return _layout(s.board, tuple(s.tile), tuple(s.token), tuple(s.heap))[0]


@lru_cache(maxsize=4096)
def _layout(board: str, tile: tuple[int, ...], token: tuple[int, ...], heap: tuple[int, ...]
            ) -> tuple[tuple[bool, ...], tuple[int, ...]]:
    """The empty meadows and their connected groups: asked several times a move, changed by few moves."""
    terrain = BOARDS[board].terrain
    empty = tuple(t >= 0 or (kind == MEADOW and tok < 0 and n == 0)
                  for t, kind, tok, n in zip(tile, terrain, token, heap, strict=True))
    near = BOARDS[board].neighbours
    label = [-1] * len(empty)
    k = 0
    for h, e in enumerate(empty):
        if e and label[h] < 0:
            label[h] = k
            stack = [h]
            while stack:
                for x in near[stack.pop()]:
                    if empty[x] and label[x] < 0:
                        label[x] = k
                        stack.append(x)
            k += 1
    return empty, tuple(label)


def owns_piece(s: Any, p: int, h: int) -> bool:
    """One of ``p``'s craftsmen, sites or buildings stands on the hex."""
    if s.craftsman[h] == p:
        return True
    if BOARDS[s.board].terrain[h] != RUIN:
        return False
    return p in (s.site[2 * h], s.site[2 * h + 1], s.building[2 * h], s.building[2 * h + 1])


def explorable(s: Any, p: int, h: int) -> bool:
    """Next to one of ``p``'s pieces or to an empty meadow (action.explore)."""
    empty = empties(s)
    return any(empty[x] or owns_piece(s, p, x) for x in BOARDS[s.board].neighbours[h])


def explore_targets(s: Any, p: int, forests: bool) -> list[int]:
    """The fog hexes (and, when ``forests``, the petrified forests) ``p`` may lay a meadow tile on now."""
    b = BOARDS[s.board]
    want = [h for t in ((FOG, FOREST) if forests else (FOG,)) for h in b.of(t) if s.tile[h] < 0]
    if not want:
        return []
    empty = empties(s)
    mine = {h for h, c in enumerate(s.craftsman) if c == p}
    mine |= {slot // 2 for slot, o in enumerate(s.site) if o == p} | {slot // 2 for slot, o in enumerate(s.building)
                                                                        if o == p}
    near = b.neighbours
    return [h for h in want if any(empty[x] or x in mine for x in near[h])]


def groups(s: Any) -> tuple[int, ...]:
    """Each empty meadow's connected group (-1: not an empty meadow)."""
    return _layout(s.board, tuple(s.tile), tuple(s.token), tuple(s.heap))[1]


def transports(s: Any, p: int) -> list[tuple[int, int]]:
    """Every (exploitation, site slot) pair ``p`` may carry a resource between."""
    own = [slot for slot, o in enumerate(s.site) if o == p]
    heaps = [h for h, n in enumerate(s.heap) if n > 0]
    if not own or not heaps:
        return []
    near = BOARDS[s.board].neighbours
    empty, label = _layout(s.board, tuple(s.tile), tuple(s.token), tuple(s.heap))
    touch = {h: {label[x] for x in near[h] if empty[x]} for h in heaps}
    out = []
    for slot in own:
        r = slot // 2
        mine = {label[x] for x in near[r] if empty[x]}
        out += [(h, slot) for h in heaps if h in near[r] or touch[h] & mine]
    return out


def reaches(s: Any, src: int, ruin: int) -> bool:
    """The exploitation on ``src`` reaches the ruin (action.transport_path)."""
    near = BOARDS[s.board].neighbours
    if src in near[ruin]:
        return True
    empty, label = _layout(s.board, tuple(s.tile), tuple(s.token), tuple(s.heap))
    return bool({label[x] for x in near[src] if empty[x]} & {label[x] for x in near[ruin] if empty[x]})


def network(s: Any, start: int) -> dict[int, int]:
    """The empty meadows connected to hex ``start``, each with the hex it is reached from: a breadth-first search, so
    following the links back gives a shortest path."""
    near = BOARDS[s.board].neighbours
    empty = empties(s)
    came: dict[int, int] = {}
    frontier = [start]
    while frontier:
        nxt = []
        for h in frontier:
            for x in near[h]:
                if x not in came and x != start and empty[x]:
                    came[x] = h
                    nxt.append(x)
        frontier = nxt
    return came


def sources(s: Any, ruin: int) -> dict[int, list[int]]:
    """The exploitations (hexes holding resources) that reach the ruin, each with a shortest path of empty meadows
    between them (empty when they are neighbours)."""
    near = BOARDS[s.board].neighbours
    came = network(s, ruin)
    out: dict[int, list[int]] = {}
    for h in (ruin, *came):
        for x in near[h]:
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
