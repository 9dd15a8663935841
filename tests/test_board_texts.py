"""Every board's texts keep apart, wide and narrow, in both languages: each text's box is estimated from its
characters (``tests/board_checks.py``: CJK and symbols square, others 0.6 of the font) on a board as wide as a
laptop page or a phone gives it, and no two boxes may overlap. (Whether a text runs off the board's edge depends on
the width the browser gives the board, so only the browser test measures that.)

Generic over ``kernel_games.GAMES``: every game, player count and option set of ``tests/option_sets.py``, on the
seeded random play-outs of ``tests/playouts.py`` (their first seed), sampling eight positions each, from the view of
the player due (with the targets and chips the table would offer) and from a spectator's at the end. The browser test
``tests/browser/test_phone_width.py`` measures the real glyphs, but only on the deal a fresh page happens to get;
this one sees the rare positions (two decrees on one area, a long queue of owed crystals) on every run.
"""

from __future__ import annotations

import pytest

from kernel_games import GAMES
from kernel_games.core import LANGS
from tests.board_checks import NARROW_PX, WIDE_PX, problems
from tests.drawings import drawn, sampled
from tests.playouts import FIRST_PLAYOUT_IDS, FIRST_PLAYOUTS, playout

SAMPLES = 8  # positions per play-out, spread evenly over those tests/drawings.py samples, and the end


def test_the_estimate_sees_a_text_running_into_another() -> None:
    """The check itself: two labels written over each other are found, two apart are not."""
    layout = {"height": 100, "xaxis": {"range": [0, 30]}, "yaxis": {"range": [0, 10]}}
    trace = {"mode": "text", "x": [2, 8, 2], "y": [5, 5, 1], "text": ["Wilderness (bids)", "Decree", "apart"],
             "textfont": {"size": [10, 10, 10]}, "textposition": ["middle right", "middle right", "middle right"]}
    assert problems({"layout": layout, "data": [trace]}, 300) == ["'Wilderness (bids)' runs into 'Decree'"]
    assert problems({"layout": layout, "data": [trace]}, 600) == []  # wider apart on a wider board


@pytest.mark.parametrize(("gid", "n", "key", "seed"), FIRST_PLAYOUTS, ids=FIRST_PLAYOUT_IDS)
def test_board_texts_keep_apart(gid: str, n: int, key: tuple, seed: int) -> None:
    game, po = GAMES[gid], playout(gid, n, key, seed)
    grid = sampled(gid, n, key, seed)
    for i in [*grid[::max(1, len(grid) // SAMPLES)], len(po.states) - 1]:
        due = game.to_act(po.states[i])
        for viewer in [due[0]] if due else [None, 0]:
            for lang in LANGS:
                fig, _ = drawn(gid, n, key, seed, i, viewer, lang)
                for layout, drawing, width_px in (("wide", fig, WIDE_PX), ("narrow", fig["narrow"], NARROW_PX)):
                    found = problems(drawing, width_px)
                    assert not found, f"{gid} {n}p state {i}, {layout}, {lang}, viewer {viewer}: {found[:5]}"
