"""Boards of play-out positions, drawn once per test process and shared by the suites that look at them: the texts
that must keep apart (``tests/test_board_texts.py``), the previews on hover and the phone layout
(``tests/test_preview.py``).

A position is drawn as the table draws it (``widgets/table.py``): the view of the player at the screen, the click
targets of ``Game.tries`` and the legal actions outlined when that player is due, none otherwise. The tests of one
play-out run one after another on one worker (``tests/xdist_groups.py``), so the cache needs to hold one play-out's
boards only.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from kernel_games.core import Action, Lang
from tests.option_sets import Options
from tests.playouts import playout
from widgets.boards import board_for

EVERY = 4  # the positions sampled: every fourth of a play-out, and the last before the end
BOARDS_KEPT = 1024  # more than the boards of the longest play-out (a random Blue Moon City game for two: ~720)


def sampled(gid: str, n: int, key: Options, seed: int) -> list[int]:
    """The positions of a play-out that the suites look at: every ``EVERY``-th one and the last before the end."""
    last = len(playout(gid, n, key, seed).states) - 2
    return sorted({*range(0, last + 1, EVERY), last})


def due_actions(gid: str, n: int, key: Options, seed: int, i: int, viewer: int | None) -> tuple[list[Action], list[Action]]:
    """What the table offers ``viewer`` at position ``i``: the legal actions and the tries, or nothing when not due."""
    po = playout(gid, n, key, seed)
    state, game = po.states[i], po.game
    if viewer is None or viewer not in game.to_act(state):
        return [], []
    return game.legal_actions(state, viewer), game.tries(state, viewer)


@lru_cache(maxsize=BOARDS_KEPT)
def drawn(gid: str, n: int, key: Options, seed: int, i: int, viewer: int | None, lang: Lang) -> tuple[dict, dict[str, Any]]:
    """The figure and click targets (key → actions) of position ``i`` of a play-out, drawn for ``viewer``."""
    po = playout(gid, n, key, seed)
    legal, tries = due_actions(gid, n, key, seed, i, viewer)
    return board_for(gid).figure(po.game.view(po.states[i], viewer), lang, tries, set(legal))
