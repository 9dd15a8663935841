"""Widget models are not left behind: a table's models stay bounded game after game and move after move, nothing taken
off the page stays open (in the kernel or, through its comm, in the browser), a previous hotseat player's buttons and
bid draft are closed before the next player gets the device, and a closed table leaves no model behind.

ipywidgets 8 keeps every open widget model (one comm each, mirrored in the browser) in
``ipywidgets.widgets.widget._instances`` (``Widget.widgets`` is its deprecated name); a closed widget leaves it.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import ipywidgets as w
import pytest
from ipywidgets.widgets.widget import _instances

from kernel_games import GAMES
from kernel_games.core import solutions
from widgets.i18n import Language
from widgets.lesson import Walkthrough
from widgets.table import GameTable

GAME_IDS = sorted(GAMES)
GAMES_PLAYED = 3  # the first sets up what every game keeps; the second and third must leave the same counts
SLACK = 30  # between two passes through a walkthrough: how many buttons and controls a position shows


def live() -> set[str]:
    """The model ids of every open widget."""
    return set(_instances)


def _inside(value: Any) -> Iterator[w.Widget]:
    if isinstance(value, w.Widget):
        yield value
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from _inside(v)
    elif isinstance(value, dict):
        for v in value.values():
            yield from _inside(v)


def on_page(root: w.Widget) -> set[str]:
    """The model ids reachable from ``root`` through its synced traits (children, layout, style, ...)."""
    seen: set[str] = set()
    todo = [root]
    while todo:
        x = todo.pop()
        if x.model_id in seen:
            continue
        seen.add(x.model_id)
        for name in x.keys:
            todo.extend(_inside(getattr(x, name)))
    return seen


def orphans(root: w.Widget, before: set[str]) -> list[str]:
    """Open models made since ``before`` that are not on the page of ``root``: taken off (or never put on), never
    closed."""
    return sorted(type(_instances[m]).__name__ for m in live() - before - on_page(root))


def secret_controls(before: set[str]) -> list[str]:
    """Open action buttons and bid controls made since ``before`` (what one player may do, or has set behind their
    screen)."""
    return sorted(c for m in live() - before for c in getattr(_instances[m], "_dom_classes", ())
                  if c == "kg-action" or c.startswith("kg-bid"))


def _seats(game, humans: int) -> tuple[int, list[str]]:
    n = min(max(game.min_players, 3), game.max_players)
    return n, ["human"] * humans + ["greedy"] * (n - humans)


def _play_one_game(t: GameTable, rng: random.Random, before: set[str], peak: list[int]) -> int:
    """The humans play random legal moves until the game is over; after every move nothing is orphaned."""
    moves = 0
    while not t.match.is_over():
        if t.needs_pass_screen():
            assert secret_controls(before) == [], "the previous player's buttons or bid draft are still open"
            t.confirm_viewer()
        p = t.acting_human()
        assert p is not None, "bots at no delay finish their turns at once"
        assert t.play(rng.choice(t.match.legal_actions(p)))
        moves += 1
        peak.append(len(live()))
        assert orphans(t, before) == [], f"move {moves}: models off the page left open"
    return moves


@pytest.mark.parametrize("gid", GAME_IDS)
def test_games_in_a_row_leave_no_models_behind(gid: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The same deal played the same way three times (the deal's seed, the human's moves and the bots' randomness
    fixed): a table that leaks shows more models in each later game, one model a game is enough to tell; one that does
    not shows exactly the same counts every time (at the end, and at the busiest moment)."""
    game = GAMES[gid]
    monkeypatch.setattr("widgets.table.random_seed", lambda: 4242)
    before = live()
    n, seats = _seats(game, 1)
    t = GameTable(game, players=n, seats=seats, seed=11, bot_delay=0, language=Language())
    after_game: list[int] = []
    peaks: list[int] = []
    moves = 0
    for _ in range(GAMES_PLAYED):
        t.runner.rng = random.Random(9)
        t.new_game()
        peak: list[int] = []
        moves += _play_one_game(t, random.Random(5), before, peak)
        after_game.append(len(live()))
        peaks.append(max(peak))
    assert moves > 10 * GAMES_PLAYED
    assert after_game[2] == after_game[1], f"models after each game: {after_game}"
    assert peaks[2] == peaks[1], f"most models during each game: {peaks}"
    t.close()
    assert live() == before, "a closed table leaves no model open"


@pytest.mark.parametrize("gid", GAME_IDS)
def test_hotseat_closes_the_previous_players_controls_before_the_device_is_passed(gid: str) -> None:
    game = GAMES[gid]
    before = live()
    n, seats = _seats(game, 2)
    t = GameTable(game, players=n, seats=seats, seed=12, bot_delay=0, language=Language())
    passes = 0
    rng = random.Random(6)
    while not t.match.is_over():
        if t.needs_pass_screen():
            passes += 1
            assert t.actions.children == ()
            assert secret_controls(before) == [], "the previous player's buttons or bid draft are still open"
            assert orphans(t, before) == []
            t.confirm_viewer()
        p = t.acting_human()
        assert t.play(rng.choice(t.match.legal_actions(p)))
        assert orphans(t, before) == []
    assert passes > 2
    t.close()
    assert live() == before


@pytest.mark.parametrize("gid", GAME_IDS)
def test_drawing_the_same_position_again_reuses_every_model(gid: str) -> None:
    """What the bots' paced loop does after each bot step: the human's buttons and draft stay the same models."""
    game = GAMES[gid]
    n, seats = _seats(game, 1)
    t = GameTable(game, players=n, seats=seats, seed=13, bot_delay=0, language=Language())
    assert t.actions.children
    models, buttons = live(), t.actions.children
    t.refresh()
    t.refresh()
    assert live() == models and t.actions.children == buttons
    t.close()


@pytest.mark.parametrize("gid", GAME_IDS)
def test_a_walkthrough_leaves_no_models_behind(gid: str) -> None:
    game = GAMES[gid]
    before = live()
    walk = Walkthrough(game, language=Language())
    after_pass: list[int] = []
    for _pass in range(2):  # every step, twice: the second pass makes nothing the first did not
        for i, lesson in enumerate(walk.lessons):
            walk.go(i)
            if lesson.task is not None:
                assert walk.try_action(solutions(game, lesson)[0])
            assert orphans(walk, before) == [], lesson.key
        after_pass.append(len(live()))
    assert after_pass[1] <= after_pass[0] + SLACK, after_pass
    walk.close()
    assert live() == before
