"""Where a game's actions lie on its board: ``Spots``, declared once per board (the click keys an action stands on,
which of a key's tries it keeps, which spot a first click may pick, the largest menu), and ``Targets``, the actions
tried now grouped by those keys, with the spot a first click picked and the menu that opens on it.

A spot that offers a legal move stands for its legal moves only; a spot that offers none stands for one of the
learner's plausible tries (``Game.tries``), which the table refuses with the rule it breaks (``legal_or_first``). When
one spot stands for every action left, the choice was narrowed to it (``picked``): the board, drawn again, outlines
where the second click goes, or, when the actions left cannot be told apart by a second spot, opens a menu of chips
(``menu``, a chip per action, keyed by ``chip_key``).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from kernel_games.core import Action


def legal_or_first(key: str, actions: list[Action], legal: set[Action]) -> list[Action]:
    """The actions a spot stands for: its legal ones, else its first try (to be explained when clicked)."""
    ok = [a for a in actions if a in legal]
    return ok or actions[:1]


def anywhere(key: str) -> bool:
    """Every spot may be the one a first click picked."""
    return True


@dataclass(frozen=True)
class Spots:
    """How a game's actions lie on its board.

    - ``keys(action, view)``: the click keys the action stands on (an action with two places has two: a site and a
      card narrow each other down).
    - ``keep(key, actions, legal)``: which of the actions tried on a key it stands for.
    - ``pickable(key)``: whether a first click on this key may have narrowed the choice to it.
    - ``apart``: action types shown as chips of their own (Pass, Skip), never part of a choice on the map.
    - ``menu_max``: a picked spot with at most this many actions left opens a menu of chips (0: never).
    """

    keys: Callable[[Action, Any], list[str]]
    keep: Callable[[str, list[Action], set[Action]], list[Action]] = legal_or_first
    pickable: Callable[[str], bool] = anywhere
    apart: tuple[type, ...] = ()
    menu_max: int = 0


class Targets:
    """The actions tried now, grouped by the click key each stands on (``Spots``), the spot a first click picked
    (``picked``, or None) and the actions of its menu (empty when no menu opens). Without spots (a board that binds
    its targets itself) no key stands for anything."""

    def __init__(self, spots: Spots | None, view: Any, tries: Iterable[Action], legal: set[Action]) -> None:
        self.tries, self.legal = list(tries), legal
        self.keys: dict[str, list[Action]] = {}
        self.picked: str | None = None
        self.menu: list[Action] = []
        if spots is None:
            return
        for a in self.tries:
            for k in spots.keys(a, view):
                self.keys.setdefault(k, []).append(a)
        for k, acts in self.keys.items():
            self.keys[k] = spots.keep(k, acts, legal)
        placed = {a for acts in self.keys.values() for a in acts if not isinstance(a, spots.apart)}
        # one spot stands for every action left: the choice was narrowed to it (or there is only that spot)
        self.picked = next((k for k, acts in self.keys.items() if spots.pickable(k) and len(acts) > 1
                            and set(acts) == placed), None)
        single = {acts[0] for acts in self.keys.values() if len(acts) == 1}
        if self.picked is not None and len(placed) <= spots.menu_max and not placed <= single:
            self.menu = list(self.keys[self.picked])

    def actions(self, key: str) -> list[Action]:
        """The actions ``key`` stands for."""
        return self.keys.get(key, [])

    def ok(self, key: str) -> bool:
        """Whether ``key`` stands for a legal move."""
        return any(a in self.legal for a in self.keys.get(key, ()))

    def of(self, kind: type | tuple[type, ...]) -> list[Action]:
        """The actions of these types, each once, in the order tried."""
        return [a for a in dict.fromkeys(self.tries) if isinstance(a, kind)]


def chip_key(a: Action) -> str:
    """The key of a menu chip standing for ``a`` alone: ``pick:`` and the action's type and fields."""
    return "pick:" + ":".join([type(a).__name__, *map(str, dataclasses.astuple(a))])
