"""Annotated replays, for every registered game: a record steps back and forth to exactly the positions played, its
comments survive saving, a bad comment is refused, a running game's record shows only the spectator's view (the page is
the same in every deal the spectator cannot tell apart), and "Play on from here" starts from the position shown.

One seeded bot game per game (the fewest players), played through ``Match`` as in ``tests/test_conformance.py``.
"""

from __future__ import annotations

import html
import json
import random
from functools import cache
from typing import Any

import pytest

from kernel_games import GAMES
from kernel_games.core import GameError, GreedyBot, Match, RandomBot, Replay, SaveError
from kernel_games.core import match as match_module
from kernel_games.core.match import MAX_COMMENT
from kernel_games.core.replay import ViewerRefused
from kernel_games.examples import example_record
from tests.rule_checks import assert_text, same_state
from tests.test_secrets import synced
from tests.test_widget_count import live, on_page
from widgets.i18n import Language
from widgets.replay import SPECTATOR, ReplayViewer
from widgets.speech import board_name, labelled

GAME_IDS = sorted(GAMES)
HIDDEN = sorted(gid for gid, g in GAMES.items() if g.hidden_information)
games = pytest.mark.parametrize("gid", GAME_IDS)
SEED = 20240611


@cache
def played(gid: str) -> tuple[Match, tuple[dict, ...]]:
    """A finished game of the fewest players (a random bot against a greedy one) and every position's views."""
    game = GAMES[gid]
    n = game.min_players
    m, rng = Match(game, n, seed=SEED), random.Random(gid)
    bots = [RandomBot(), GreedyBot(game)]
    history = [views(game, m.state, n)]
    while not m.is_over():
        p = m.to_act()[0]
        m.play(p, bots[p % 2].choose(m.view(p), m.legal_actions(p), rng))
        history.append(views(game, m.state, n))
    return m, tuple(history)


def views(game, state: Any, n: int) -> dict:
    return {o: game.view(state, o) for o in [None, *range(n)]}


def finished(gid: str) -> str:
    return played(gid)[0].to_json()


def running(gid: str) -> str:
    """The record of the same game saved half-way (its seed sealed: it opens on this installation)."""
    m, _ = played(gid)
    return m.prefix(len(m.steps) // 2).to_json()


def shown(widget: Any) -> str:
    """An HTML widget's text as the reader sees it."""
    return html.unescape(widget.value)


def viewer_of(gid: str, text: str | None = None, lang: str = "en", **kw: Any) -> ReplayViewer:
    return ReplayViewer(GAMES[gid], text, language=Language(lang=lang), **kw)


# ---- the kernel ----------------------------------------------------------------------------------------------------
@games
def test_stepping_forward_and_back_shows_every_position_as_it_was_played(gid):
    m, history = played(gid)
    r = Replay(finished(gid))
    assert r.finished and r.length == len(m.steps) and r.position == 0
    n = m.num_players
    assert r.viewers() == [None, *range(n)], "a finished game may be seen through every seat"
    for i in range(r.length + 1):
        assert r.go(i) == i
        assert {o: r.view(r.position, o) for o in r.viewers()} == history[i], f"position {i}"
        assert same_state(r.state_at(i), m.state_at(i))
        for o in r.viewers():
            assert r.events(i, o) == [e for s in m.steps[:i] for e in s.events if e.visible_to(o)]
    for i in range(r.length, -1, -1):  # back, then forward again
        r.go(i)
        assert r.view(r.position, None) == history[i][None]
    for i in range(r.length + 1):
        r.go(i)
        assert r.view(r.position, n - 1) == history[i][n - 1]
    assert r.go(r.length + 5) == r.length and r.go(-3) == 0, "a position is kept within the record"
    with pytest.raises(IndexError):
        r.state_at(r.length + 1)


@games
def test_play_on_from_a_position_loads_the_game_as_it_stood_there(gid):
    m, history = played(gid)
    r = Replay(finished(gid))
    r.set_comment(1, "一手目", "ja")
    r.set_comment(r.length, "end", "en")
    for i in sorted({0, 1, 2, r.length // 3, r.length // 2, r.length - 1, r.length}):
        again = Match.from_json(r.prefix_json(i))
        assert len(again.steps) == i and same_state(again.state, r.state_at(i)), f"position {i}"
        assert views(again.game, again.state, m.num_players) == history[i]
        assert again.comments == {k: v for k, v in r.match.comments.items() if k <= i}
        assert again.is_over() == (i == r.length)
    part = Replay(running(gid))  # a running record: its deal is sealed, so play goes on only from where it was saved
    assert part.match.floor == part.length
    for i in range(part.length):
        with pytest.raises(GameError):
            part.prefix_json(i)
    again = Match.from_json(part.prefix_json(part.length))
    assert len(again.steps) == part.length and same_state(again.state, part.state_at(part.length))


@games
def test_rounds_start_at_increasing_positions_where_the_round_changes(gid):
    r = Replay(finished(gid))
    rounds = r.rounds()
    key = r.round_key()
    assert key in ("round", "turn") and len(rounds) >= 2, f"{gid}: no rounds or turns in the views"
    assert rounds[0][1] == 0
    assert all(a[1] < b[1] and a[0] < b[0] for a, b in zip(rounds, rounds[1:], strict=False)), rounds
    for number, start in rounds:
        assert r.view(start, None)[key] == number
        assert start == 0 or r.view(start - 1, None)[key] != number, f"{number} does not start at {start}"


@games
def test_a_running_games_record_is_shown_only_as_a_spectator_sees_it(gid):
    r = Replay(running(gid))
    assert not r.finished and r.viewers() == [None]
    for seat in (0, 1, True):
        with pytest.raises(ViewerRefused) as info:
            r.view(r.length, seat)
        assert_text(info.value.text, "refusing a seat's view")
        with pytest.raises(ViewerRefused):
            r.events(r.length, seat)
    v = viewer_of(gid, running(gid))
    assert [value for _, value in v.viewer_box.options] == [SPECTATOR] and "still running" in v.status.value
    done = viewer_of(gid, finished(gid))
    assert [value for _, value in done.viewer_box.options] == [SPECTATOR, *range(r.match.num_players)]


# ---- comments in the record ------------------------------------------------------------------------------------------
@games
def test_comments_survive_save_and_load(gid):
    m = Match.from_json(finished(gid))
    m.set_comment(0, "はじめ", "ja")
    m.set_comment(0, "The start", "en")
    m.set_comment(len(m.steps), "最後", "ja")
    m.set_comment(2, "two", "en")
    data = json.loads(m.to_json())
    assert [c["move"] for c in data["comments"]] == [0, 2, len(m.steps)], "saved in order of position"
    back = Match.from_json(json.dumps(data))
    assert back.comments == m.comments
    assert back.comment(0).ja == "はじめ" and back.comment(0).en == "The start"
    assert back.comment(2).ja == "two", "a comment in one language shows in the other too"
    assert back.comment(1) is None
    back.set_comment(0, "", "ja")
    assert back.comment(0).ja == "The start"
    back.set_comment(0, "", "en")
    assert back.comment(0) is None and 0 not in back.comments
    old = json.loads(finished(gid))
    assert "comments" not in old and Match.from_json(json.dumps(old)).comments == {}, "an old file still loads"


def test_comments_of_moves_taken_back_are_not_saved_and_go_when_another_move_is_played():
    m = Match.from_json(finished("via_nebula"))
    last = len(m.steps)
    m.set_comment(last, "the end", "en")
    m.set_comment(1, "early", "en")
    m.undo()
    assert [c["move"] for c in json.loads(m.to_json())["comments"]] == [1]
    m.redo()
    assert [c["move"] for c in json.loads(m.to_json())["comments"]] == [1, last], "redo brings it back"
    m.undo()
    p = m.to_act()[0]
    m.play(p, m.legal_actions(p)[-1])
    assert m.comment(last) is None, "the comment belonged to the move taken back, not to the new one"


def corruptions(moves: int) -> dict[str, Any]:
    ok = {"move": 0, "en": "fine"}
    return {
        "not a list": {"move": 0, "en": "x"},
        "text": "comments",
        "entry not an object": [ok | {"move": 1}, "a comment"],
        "move missing": [{"en": "x"}],
        "move as text": [{"move": "1", "en": "x"}],
        "move true": [{"move": True, "en": "x"}],
        "move 1.0": [{"move": 1.0, "en": "x"}],
        "move negative": [{"move": -1, "en": "x"}],
        "move beyond the record": [{"move": moves + 1, "en": "x"}],
        "move repeated": [ok, {"move": 0, "ja": "もう一つ"}],
        "text a number": [{"move": 0, "ja": 5}],
        "text null": [{"move": 0, "en": None}],
        "text too long": [{"move": 0, "en": "x" * (MAX_COMMENT + 1)}],
        "unknown key": [ok | {"author": "me"}],
        "no text": [{"move": 0}],
        "empty texts": [{"move": 0, "ja": "", "en": ""}],
        "more entries than positions": [{"move": k % (moves + 1), "en": "x"} for k in range(moves + 2)],
    }


@pytest.mark.parametrize("kind", list(corruptions(1)))
def test_every_malformed_comment_is_refused_and_nothing_is_loaded(kind):
    gid = "vaalbara"
    data = json.loads(finished(gid))
    data["comments"] = corruptions(len(data["actions"]))[kind]
    with pytest.raises(SaveError) as info:
        Match.from_json(json.dumps(data))
    assert_text(info.value.text, kind)
    assert "comments" in info.value.text.en and len(info.value.text.en) < 300, info.value.text.en
    v = viewer_of(gid, finished(gid))
    v.go(3)
    before = v.replay
    v.files.save_text.value = json.dumps(data)
    v.files.load_button.click()
    assert v.replay is before and v.position == 3, "a refused file changes nothing"
    assert "comments" in v.message.value and "kg-msg-error" in v.message.value


# ---- the widget ------------------------------------------------------------------------------------------------------
def drawn(v: ReplayViewer, view: dict) -> dict:
    """The board the viewer draws for ``view`` (in English): the game's drawing, named for assistive technology."""
    return labelled(v.spec.figure(view, "en", [], set())[0], board_name(v.game.name, "en"), "en")


@games
def test_the_buttons_slider_and_rounds_show_the_positions_played(gid):
    m, history = played(gid)
    v = viewer_of(gid, finished(gid))
    assert v.position == 0 and v.prev_button.disabled
    v.next_button.click()
    v.next_button.click()
    assert v.position == 2 and v.slider.value == 2
    assert v.board.figure == drawn(v, history[2][None])
    v.prev_button.click()
    assert v.position == 1 and v.board.figure == drawn(v, history[1][None])
    v.slider.value = half = len(m.steps) // 2
    assert v.position == half
    public = [e.text.en for s in m.steps[:half] for e in s.events if e.visible_to(None)]
    assert public and public[-1] in shown(v.log_view)
    assert v.log_view.value.count("<li") == min(60, len(public)), "the log holds what happened up to the position"
    v.viewer_box.value = 1
    assert v.board.figure == drawn(v, history[v.position][1]), "seen through seat 1"
    assert "winner" not in shown(v.status)
    v.last_button.click()
    assert v.next_button.disabled and v.play_on_button.disabled and v.viewer_box.value == 1
    result = m.game.result(m.state)
    assert result.reason("en") in shown(v.status) and shown(v.status).count("★ winner") == len(result.winners), \
        "the last position says who won, with the scores"
    for p, total in result.scores.items():
        assert f"{m.game.player_name(m.state, p)('en')}: {total}" in shown(v.status)
    assert v.board.figure == drawn(v, history[-1][1])
    second = v.replay.rounds()[1][1]
    v.rounds.value = second
    assert v.position == second and v.slider.value == second
    v.first_button.click()
    assert v.position == 0 and v.rounds.value == 0


@games
def test_a_positions_comment_shows_in_japanese_and_english(gid):
    language = Language(lang="ja")
    v = ReplayViewer(GAMES[gid], finished(gid), language=language)
    v.go(2)
    v.comment_edit.value = "ここで森を取るのが良い"
    v.comment_button.click()
    language.lang = "en"
    assert "ここで森を取るのが良い" in shown(v.comment_view), "without an English comment the Japanese one shows"
    v.comment_edit.value = "Taking the forest here pays"
    v.comment_button.click()
    assert "Taking the forest here pays" in shown(v.comment_view) and "Comment" in v.comment_view.value
    language.lang = "ja"
    assert "ここで森を取るのが良い" in shown(v.comment_view) and "コメント" in v.comment_view.value
    v.go(3)
    assert "kg-comment-box" not in v.comment_view.value and v.comment_edit.value == ""
    assert "コメントはありません" in shown(v.comment_view), "the comment's place says there is none here"
    saved = v.save()
    assert Match.from_json(saved).comment(2).en == "Taking the forest here pays"
    again = viewer_of(gid, v.files.save_text.value)  # the widget's own save, loaded again
    again.go(2)
    assert "Taking the forest here pays" in shown(again.comment_view)
    again.comment_edit.value = "x" * (MAX_COMMENT + 1)
    again.comment_button.click()
    assert "kg-msg-error" in again.message.value and again.replay.comment(2).en == "Taking the forest here pays"


@games
def test_play_on_calls_back_with_the_position_shown(gid):
    assert viewer_of(gid, finished(gid)).play_on_button.layout.display == "none", "no button without a callback"
    got: list[str] = []
    v = viewer_of(gid, finished(gid), on_play_on=got.append)
    assert v.play_on_button.layout.display == ""
    v.go(5)
    v.play_on_button.click()
    assert len(got) == 1
    again = Match.from_json(got[0])
    assert len(again.steps) == 5 and same_state(again.state, v.replay.state_at(5)) and not again.is_over()


@games
def test_a_bad_record_is_explained_and_changes_nothing(gid):
    v = viewer_of(gid)
    assert v.replay is None and v.player.layout.display == "none"
    v.load("{not json")
    assert "not valid JSON" in v.message.value and v.replay is None
    ja = viewer_of(gid, lang="ja")
    ja.load("{not json")
    assert "JSON" in ja.message.value and "壊れて" in ja.message.value
    v.load(finished(gid))
    v.go(4)
    other = next(g for g in GAME_IDS if g != gid)
    v.load(finished(other))
    assert "not for this page's game" in shown(v.message) and v.position == 4 and v.replay.game is GAMES[gid]


@pytest.mark.parametrize("gid", HIDDEN)
def test_a_running_records_page_is_the_same_in_every_deal_the_spectator_cannot_tell_apart(gid, monkeypatch):
    text = running(gid)
    real, other = Replay(text), Replay(text)
    game, n = real.game, real.match.num_players
    differs = False
    for i in range(other.length + 1):
        other.match._states[i] = game.redeal_hidden(other.state_at(i), None, i + 1)
        differs |= any(game.view(other.state_at(i), p) != game.view(real.state_at(i), p) for p in range(n))
    other.match.seed = (real.match.seed + 7919) % 10**18
    assert differs, f"{gid}: the other deal hides nothing different: the check below would prove nothing"
    monkeypatch.setattr(match_module, "seal", lambda *_sealed: "k2.SEALED")
    monkeypatch.setattr(match_module, "seal_text", lambda text, game: "m1.SEALED")
    pages = []
    for replay in (real, other):
        v = viewer_of(gid, on_play_on=lambda _text: None)
        v.install(replay)
        seen = []
        for i in sorted({0, 1, replay.length // 2, replay.length}):
            v.go(i)
            v.save()
            seen.append(synced(v))
        pages.append(seen)
    assert pages[0] == pages[1], f"{gid}: the replay page differs in another deal"
    assert str(real.match.seed) not in json.dumps(pages[0]), "the running game's seed is on the page"


def test_stepping_through_a_record_leaves_no_widget_behind_and_closing_leaves_none():
    gid = "buru"
    language = Language(lang="en")
    v = ReplayViewer(GAMES[gid], finished(gid), language=language, on_play_on=lambda _t: None)
    v.go(1)
    before = live()
    for i in range(v.replay.length + 1):
        v.go(i)
    v.viewer_box.value = 1
    language.lang = "ja"
    v.save()
    assert live() == before, "drawing positions made or left widget models"
    mine = on_page(v)
    v.close()
    assert not mine & live() and language.observers() == []


@games
def test_the_replay_jumps_between_comments_and_keeps_the_comments_place(gid):
    """Issue: jump to the next and previous comment; the comment's place stays between commented moves; a page that
    opens with a record does not say it loaded one."""
    language = Language(lang="en")
    v = ReplayViewer(GAMES[gid], example_record(gid), language=language)
    assert v.message.value == "", "a fresh page says nothing of loading its record"
    marks = v.commented()
    assert len(marks) >= 3 and marks == sorted(v.replay.match.comments)
    v.go(0)
    seen = [0] if 0 in marks else []
    while not v.next_comment_button.disabled:
        v.next_comment_button.click()
        seen.append(v.position)
        assert "kg-comment-box" in v.comment_view.value
    assert seen == marks and v.prev_comment_button.disabled is (len(marks) == 1)
    v.prev_comment_button.click()
    assert v.position == marks[-2]
    between = next(i for i in range(marks[0], v.replay.length) if i not in marks)
    v.go(between)
    after = next(k for k in marks if k > between)
    assert "kg-comment-none" in v.comment_view.value and f"after move {after}" in shown(v.comment_view)
    v.load(example_record(gid))
    assert "Loaded" in v.message.value, "a record the learner loads is still acknowledged"
    v.close()
