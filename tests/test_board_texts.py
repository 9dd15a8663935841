"""Every board's texts keep apart, wide and narrow, in both languages: each text's box is estimated from its
characters (``tests/board_checks.py``: CJK and symbols square, others 0.6 of the font) on a board as wide as a
laptop page or a phone gives it, and no two boxes may overlap. (Whether a text runs off the board's edge depends on
the width the browser gives the board, so only the browser test measures that.)

Generic over ``kernel_games.GAMES``: every game, player count and option set, on the seeded random play-outs of
``tests/test_conformance.py`` (their first seed), sampling eight positions each, from the view of the player due
(with the targets and chips the table would offer) and from a spectator's at the end. The browser test
``tests/browser/test_phone_width.py`` measures the real glyphs, but only on the deal a fresh page happens to get;
this one sees the rare positions (two decrees on one area, a long queue of owed crystals) on every run.
"""

from __future__ import annotations

import pytest

from kernel_games import GAMES
from kernel_games.core import LANGS
from tests.board_checks import NARROW_PX, WIDE_PX, problems
from tests.test_conformance import PLAYOUT_IDS, PLAYOUTS, playout
from widgets.boards import board_for

SAMPLES = 8  # positions per play-out, spread evenly, and the last
FIRST_SEED = [(case, pid) for case, pid in zip(PLAYOUTS, PLAYOUT_IDS, strict=True) if case[3] == PLAYOUTS[0][3]]


def test_the_estimate_sees_a_text_running_into_another() -> None:
    """The check itself: two labels written over each other are found, two apart are not."""
    layout = {"height": 100, "xaxis": {"range": [0, 30]}, "yaxis": {"range": [0, 10]}}
    trace = {"mode": "text", "x": [2, 8, 2], "y": [5, 5, 1], "text": ["Wilderness (bids)", "Decree", "apart"],
             "textfont": {"size": [10, 10, 10]}, "textposition": ["middle right", "middle right", "middle right"]}
    assert problems({"layout": layout, "data": [trace]}, 300) == ["'Wilderness (bids)' runs into 'Decree'"]
    assert problems({"layout": layout, "data": [trace]}, 600) == []  # wider apart on a wider board


@pytest.mark.parametrize(("gid", "n", "key", "seed"), [c for c, _ in FIRST_SEED], ids=[i for _, i in FIRST_SEED])
def test_board_texts_keep_apart(gid: str, n: int, key: tuple, seed: int) -> None:
    game, board = GAMES[gid], board_for(gid)
    po = playout(gid, n, key, seed)
    last = len(po.states) - 1
    picks = sorted({*range(0, last, max(1, last // SAMPLES)), last})
    for i in picks:
        state = po.states[i]
        due = game.to_act(state)
        viewers = [due[0]] if due else [None, 0]
        for viewer in viewers:
            legal = game.legal_actions(state, viewer) if viewer is not None and due else []
            tries = game.tries(state, viewer) if legal else []
            for lang in LANGS:
                fig, _ = board.figure(game.view(state, viewer), lang, tries, set(legal))
                for layout, drawing, width_px in (("wide", fig, WIDE_PX), ("narrow", fig["narrow"], NARROW_PX)):
                    found = problems(drawing, width_px)
                    assert not found, f"{gid} {n}p state {i}, {layout}, {lang}, viewer {viewer}: {found[:5]}"
