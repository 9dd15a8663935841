"""Every board's texts keep apart, wide and narrow, in both languages: each text's box is estimated from its
characters (``tests/board_checks.py``: CJK and symbols square, others 0.6 of the font) on a board as wide as a
laptop page or a phone gives it, and no two boxes may overlap. (Whether a text runs off the board's edge depends on
the width the browser gives the board, so only the browser test measures that.)

Generic over ``kernel_games.GAMES``: every game, player count and option set of ``tests/option_sets.py``, on the
seeded random play-outs of ``tests/playouts.py`` (their first seed), sampling eight positions each, from the view of
the player due (with the targets and chips the table would offer) and from a spectator's at the end. The browser test
``tests/browser/test_phone_width.py`` measures the real glyphs, but only on the deal a fresh page happens to get;
this one sees the rare positions (two decrees on one area, a long queue of owed crystals) on every run.

The walkthrough's "what changed" marks (``widgets/lesson_parts.py``: a frame around each changed text, a note
"old → new" beside a number) are checked the same way on every game's lessons, wide and narrow: no note covers a
text or another note, and no frame's line runs through a text.
"""

from __future__ import annotations

import pytest

from kernel_games import GAMES
from kernel_games.core import LANGS, Game, Lesson, View, attempt, solutions
from kernel_games.core.lesson import play_on
from tests.board_checks import NARROW_PX, WIDE_PX, mark_boxes, problems
from tests.drawings import drawn, sampled
from tests.playouts import FIRST_PLAYOUT_IDS, FIRST_PLAYOUTS, playout
from widgets.boards import board_for
from widgets.lesson_parts import mark_changes

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


def test_the_check_sees_a_mark_over_a_text() -> None:
    """The check itself: a note written over a text and a frame whose line crosses one are found; a frame around its
    own text is not."""
    layout = {"height": 100, "xaxis": {"range": [0, 100]}, "yaxis": {"range": [0, 100]}}
    trace = {"mode": "text", "x": [20, 20], "y": [50, 30], "text": ["fish 6/20", "Wilderness"], "textfont": {"size": 10}}
    frame = {"type": "rect", "name": "kg-changed", "xsizemode": "pixel", "ysizemode": "pixel", "xanchor": 20,
             "yanchor": 50, "x0": -30, "x1": 30, "y0": -7, "y1": 7}
    note = {"name": "kg-changed", "x": 20, "y": 50, "xshift": 0, "yshift": -10, "text": "<b>3 → 6</b>",
            "font": {"size": 13}, "borderpad": 2}
    fig = {"layout": {**layout, "shapes": [frame]}, "data": [trace]}
    assert problems(fig, 100) == []
    assert problems({**fig, "layout": {**fig["layout"], "shapes": [{**frame, "y0": -22}]}}, 100) == [
        "a frame runs through 'Wilderness'"]
    found = problems({**fig, "layout": {**fig["layout"], "annotations": [note]}}, 100)
    assert "'note <b>3 → 6</b>' covers 'fish 6/20'" in found and "'note <b>3 → 6</b>' covers 'Wilderness'" in found


def marked_views(game: Game, lesson: Lesson) -> tuple[View, View]:
    """The learner's views before and after a step's payoff, as the walkthrough marks them (``widgets/lesson.py``):
    the step solved (its acts played, or its question answered), the play-on played, and the position before the
    last move that led to the payoff."""
    state, mine = lesson.scenario(), []
    before = state
    for i in range(len(lesson.acts)):
        before = state
        t = attempt(game, lesson, state, solutions(game, lesson, state, i)[0], i)
        state, mine = t.state, mine + t.events
    story = play_on(game, lesson, state, mine)
    if story.moves:
        before = story.moves[-1].before
    return game.view(before, lesson.viewer), game.view(story.state, lesson.viewer)


MARKED_GAMES = sorted(gid for gid, game in GAMES.items() if hasattr(game, "lessons"))


@pytest.mark.parametrize("gid", MARKED_GAMES)
def test_what_changed_marks_cover_no_text(gid: str) -> None:
    """Every step the walkthrough marks, in both languages, wide and on a phone: each changed text is framed, and the
    frames and notes "old → new" leave every text readable."""
    game, board = GAMES[gid], board_for(gid)
    framed = 0
    for lesson in game.lessons():
        if not lesson.acts and lesson.question is None:
            continue
        before, after = marked_views(game, lesson)
        for lang in LANGS:
            fig = mark_changes(board.figure(before, lang, [], set())[0], board.figure(after, lang, [], set())[0])
            for layout, drawing, width_px in (("wide", fig, WIDE_PX), ("narrow", fig["narrow"], NARROW_PX)):
                found = problems(drawing, width_px)
                assert not found, f"{gid} {lesson.key} {lang} {layout}: {found[:5]}"
                framed += len(mark_boxes(drawing, width_px)[0])
    assert framed, f"{gid}: no step's board marks what changed"
