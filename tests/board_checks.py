"""Checks the boards' own tests share: which actions a player can reach by clicking a board."""

from __future__ import annotations

from kernel_games.core import Action
from widgets.boards.spec import BoardSpec


def reachable(board: BoardSpec, view: dict, legal: list[Action], tried: list[Action], lang: str = "en") -> set[Action]:
    """The actions a player can play by clicking ``board`` (``tried``: what the table offers, ``Game.tries``): a key
    standing for one action plays it; one standing for several narrows the choice (widgets/panel.py) and the board
    is drawn again with only those."""
    got: set[Action] = set()
    seen: set[frozenset] = set()

    def explore(narrowed: frozenset | None, depth: int) -> None:
        tries = [a for a in tried if narrowed is None or a in narrowed]
        _, clicks = board.figure(view, lang, tries, set(legal))
        for key, actions in clicks.items():
            assert key and set(actions) <= set(tries), f"target {key} stands for actions not tried: {actions}"
            acts = [a for a in actions if narrowed is None or a in narrowed] or actions
            if len(acts) == 1:
                got.add(acts[0])
            elif frozenset(acts) not in seen and depth < 3:
                seen.add(frozenset(acts))
                explore(frozenset(acts), depth + 1)

    explore(None, 0)
    return got
