"""The common supply: resources from and back to the stock (supply.stock), meadow tiles from a player's stacks and then
the common stock (action.explore_tiles), and the pieces that go home."""

from __future__ import annotations

from kernel_games.core import Event, Text

from .components import EXPLORER_VP
from .narration import NAME, player, rule
from .state import State, bump, put


def take(s: State, kind: int, k: int) -> int:
    """Up to ``k`` resources of ``kind`` from the stock: what it has (supply.stock)."""
    got = min(k, s.stock[kind])
    s.stock = bump(s.stock, kind, -got)
    return got


def give_back(s: State, counts: tuple[int, ...]) -> None:
    s.stock = tuple(a + b for a, b in zip(s.stock, counts, strict=True))


def tiles_left(s: State, p: int) -> int:
    return sum(s.stacks[p]) + s.tile_stock


def after_taking(stacks: tuple[int, ...] | list[int]) -> tuple[tuple[int, ...], int]:
    """The four stacks once a meadow tile is taken from the leftmost that has one, and which that was (-1: none);
    read from a state or a view alike."""
    for i, left in enumerate(stacks):
        if left:
            return put(stacks, i, left - 1), i
    return tuple(stacks), -1


def take_tile(s: State, p: int, ev: list[Event]) -> bool:
    """A meadow tile for ``p``: from the leftmost stack that has one, else from the common stock; a stack used up shows
    its explorer (2 VP at the end). False when there is none."""
    stacks, i = after_taking(s.stacks[p])
    if i >= 0:
        s.stacks = put(s.stacks, p, stacks)
        if stacks[i] == 0:
            pj, pe = NAME[p]
            ev.append(Event(rule("action.explore_tiles"),
                            Text(f"{pj}の{i + 1}つ目の山がなくなり、探検家が現れました（{EXPLORER_VP}点）。",
                                 f"{pe}'s stack {i + 1} is used up: an explorer shows ({EXPLORER_VP} VP)."),
                            data={"player": p, "stack": i}))
        return True
    if s.tile_stock:
        s.tile_stock -= 1
        return True
    return False


def emptied(s: State, h: int, ev: list[Event]) -> None:
    """The last resource has left hex ``h``: its craftsman goes home (action.craftsman_home)."""
    s.heap_kind = put(s.heap_kind, h, -1)
    owner = s.craftsman[h]
    if owner >= 0:
        s.craftsman = put(s.craftsman, h, -1)
        s.craftsmen = bump(s.craftsmen, owner, 1)
        ev.append(Event(rule("action.craftsman_home"), Text("{p}の職人が家に帰りました（資源がなくなった）。",
                                                            "{p}'s craftsman goes home: the hex is empty.").format(
            p=player(owner)), data={"player": owner, "hex": h}))


def take_from_heap(s: State, h: int, ev: list[Event]) -> int:
    """One resource off the exploitation on ``h``; returns its kind."""
    kind = s.heap_kind[h]
    s.heap = bump(s.heap, h, -1)
    if s.heap[h] == 0:
        emptied(s, h, ev)
    return kind


