"""Every game's notebook replays one annotated example game (kernel_games/examples/): a finished record whose comments,
in Japanese and English, run from the first position to the last and are shown as the replay reaches them."""

from __future__ import annotations

import pytest

from kernel_games import GAMES
from kernel_games.core import Replay
from kernel_games.examples import example_record
from widgets.i18n import Language
from widgets.replay import ReplayViewer
from widgets.ui import esc


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_each_game_has_an_annotated_finished_example(gid):
    replay = Replay(example_record(gid), {gid: GAMES[gid]})
    assert replay.finished, f"{gid}: the example game is not over"
    comments = replay.match.comments
    assert len(comments) >= 6, f"{gid}: an annotated game needs several comments"
    assert 0 in comments and replay.length in comments, "the commentary opens the game and explains its end"
    for move, texts in comments.items():
        assert texts.get("ja", "").strip() and texts.get("en", "").strip(), f"{gid} move {move}: one language missing"
    assert replay.to_json() == example_record(gid).strip(), "the file is exactly what the program saves"


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_replay_shows_each_comment_when_it_reaches_its_move(lang):
    language = Language()
    language.lang = lang
    viewer = ReplayViewer(GAMES["noli"], example_record("noli"), language=language)
    comments = viewer.replay.match.comments
    for move in sorted(comments)[:3]:
        viewer.go(move)
        assert esc(comments[move][lang]) in viewer.comment_view.value
    between = next(i for i in range(viewer.replay.length) if i not in comments)
    viewer.go(between)
    assert "kg-comment-box" not in viewer.comment_view.value and "kg-comment-none" in viewer.comment_view.value
    viewer.close()
