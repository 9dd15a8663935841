"""The kernel's half of playing the board from the keyboard (widgets/keys.js, issue 32):

- Escape on the board (``{"type": "cancel"}`` from the page) forgets a part-made choice: the panel's narrowed choice is
  gone, every legal target is outlined again and the message line says so, in Japanese and in English; with nothing
  part-made, Escape changes nothing and says nothing;
- every game's figure carries the keyboard layer's words in the figure's language (``layout.meta.kgKeys``), in its wide
  and its phone drawing, and a declared target order (``kgOrder``) names only the figure's own targets.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any

import pytest

from kernel_games import GAMES
from kernel_games.core import Action, Game, IllegalAction, Match
from widgets.boards import board_for
from widgets.i18n import Language
from widgets.panel import BoardPanel, T

JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
MULTI_PART = ("blue_moon_city", "via_nebula")  # games whose board has a spot that stands for several moves


def positions(gid: str, seed: int = 5, limit: int = 400) -> Iterator[tuple[Game, Any, int]]:
    """The positions of a seeded random game, with a player due in each."""
    game, rng = GAMES[gid], random.Random(seed)
    match = Match(game, 4, seed, None)
    for _ in range(limit):
        due = game.to_act(match.state)
        if not due:
            return
        yield game, match.state, due[0]
        match.play_all(due[0], [rng.choice(match.legal_actions(due[0]))])


def narrowing(gid: str) -> tuple[Game, Any, int, str]:
    """A position and a board key that stands for several legal moves there (a click on it narrows the choice)."""
    spec = board_for(gid)
    for game, state, player in positions(gid):
        legal = set(game.legal_actions(state, player))
        _, clicks = spec.figure(game.view(state, player), "en", game.tries(state, player), legal)
        for key, acts in clicks.items():
            if sum(a in legal for a in acts) > 1:
                return game, state, player, key
    raise AssertionError(f"{gid}: no spot stands for several legal moves in a whole game")


class Seat:
    """A panel at one position, submitting to the rules as the table does."""

    def __init__(self, game: Game, state: Any, player: int) -> None:
        self.game, self.state, self.player = game, state, player
        self.language = Language()
        self.panel = BoardPanel(game, self.submit, self.language)
        self.legal = set(game.legal_actions(state, player))
        self.panel.show(game.view(state, player), game.tries(state, player), self.legal)

    def submit(self, actions: list[Action]) -> bool:
        try:
            self.game.apply_all(self.state, self.player, actions)
        except IllegalAction as err:
            self.panel.explain(err)
            return False
        return True

    def escape(self) -> None:
        """What the page sends on Escape."""
        self.panel.board._on_custom_msg(self.panel.board, {"type": "cancel"}, [])


@pytest.mark.parametrize("gid", MULTI_PART)
def test_escape_forgets_a_part_made_choice(gid: str) -> None:
    game, state, player, key = narrowing(gid)
    seat = Seat(game, state, player)
    board = seat.panel.board
    everything = list(board.legal)
    seat.panel.click(key)
    assert seat.panel.narrowed, f"{gid}: a click on {key} did not narrow the choice"
    assert set(board.legal) != set(everything), f"{gid}: the narrowed board outlines what it outlined before"
    revision = board.revision
    seat.escape()
    assert seat.panel.narrowed is None, f"{gid}: Escape left the choice narrowed"
    assert list(board.legal) == everything, f"{gid}: after Escape not every legal target is outlined again"
    assert board.revision > revision, f"{gid}: Escape did not redraw the board"
    assert seat.panel._message[0] == T["cancelled"] and seat.panel._message[1] == "info"
    for lang, words in (("ja", "取り消しました"), ("en", "cancelled")):
        seat.language.lang = lang
        seat.panel._write_message()
        assert words in seat.panel.message.value, f"{gid} {lang}: {seat.panel.message.value!r}"
    seat.panel.close()


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_escape_with_nothing_part_made_says_nothing(gid: str) -> None:
    game, state, player = next((g, s, p) for g, s, p in positions(gid) if g.legal_actions(s, p))
    seat = Seat(game, state, player)
    board = seat.panel.board
    before = (list(board.legal), board.revision, seat.panel.message.value)
    seat.escape()
    assert (list(board.legal), board.revision, seat.panel.message.value) == before, f"{gid}: Escape changed the board"
    assert seat.panel.message.value == ""
    seat.panel.close()


def test_the_words_say_how_many_and_how() -> None:
    """The group's name says how many choices and which keys, in the figure's language; {n} is board.js's to fill."""
    from widgets.boards.spec import KEYS_LABEL, KEYS_NONE, KEYS_NOT_NOW, KEYS_ONE

    assert "{n}" in KEYS_LABEL.ja and "{n}" in KEYS_LABEL.en
    for words in (KEYS_LABEL, KEYS_ONE, KEYS_NONE, KEYS_NOT_NOW):
        assert JAPANESE.search(words.ja) and not JAPANESE.search(words.en)
    assert "Enter" in KEYS_LABEL.en and "Enter" in KEYS_LABEL.ja


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_every_figure_carries_the_keyboard_words_and_order(gid: str) -> None:
    spec = board_for(gid)
    game, state, player = next((g, s, p) for g, s, p in positions(gid) if g.legal_actions(s, p))
    legal = set(game.legal_actions(state, player))
    for lang in ("ja", "en"):
        figure, clicks = spec.figure(game.view(state, player), lang, game.tries(state, player), legal)
        for drawing in (figure, figure["narrow"]):
            meta = drawing["layout"]["meta"]
            words = meta["kgKeys"]
            assert words["lang"] == lang
            for text in (words["label"], words["one"], words["none"], words["notNow"]):
                assert bool(JAPANESE.search(text)) == (lang == "ja"), f"{gid} {lang}: {text!r}"
            order = meta.get("kgOrder")
            if order is not None:
                assert len(set(order)) == len(order) and set(order) <= set(clicks), f"{gid}: kgOrder {order}"
        assert figure["layout"]["meta"].get("kgOrder") == figure["narrow"]["layout"]["meta"].get("kgOrder")
