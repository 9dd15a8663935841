"""The generic widgets without a browser: table (hotseat, bots, undo, save/load), walkthrough, language."""

from __future__ import annotations

import gc
import re
import weakref

import pytest

from kernel_games import GAMES
from kernel_games.core import solutions
from widgets.analysis import Analysis
from widgets.i18n import Language, lang_from_query
from widgets.lesson import Walkthrough
from widgets.table import GameTable

GAME_IDS = sorted(GAMES)


def _targets(table_or_walk) -> dict:
    return table_or_walk.panel.clicks


@pytest.mark.parametrize("gid", GAME_IDS)
def test_bots_only_game_plays_to_the_end_as_a_spectator(gid: str) -> None:
    game = GAMES[gid]
    t = GameTable(game, players=game.min_players, seats=["greedy"] * game.min_players, seed=3, bot_delay=0,
                  language=Language())
    assert t.match.is_over()
    assert t.viewer() is None
    t.show_what.value = "scores"
    assert t.board.figure["data"], "the score breakdown chart is drawn"


@pytest.mark.parametrize("gid", GAME_IDS)
def test_hotseat_hides_secrets_until_the_next_player_confirms(gid: str) -> None:
    game = GAMES[gid]
    n = game.min_players
    t = GameTable(game, players=n, seats=["human"] * n, seed=4, bot_delay=0, language=Language())
    assert t.needs_pass_screen(), "two humans: the first must confirm before seeing their secrets"
    assert t.actions.children == (), "no actions while the device is being passed"
    assert t.pass_box.layout.display != "none"
    spectator_fig = t.board.figure
    t.confirm_viewer()
    assert not t.needs_pass_screen()
    assert t.actions.children, "the confirmed player sees their actions"
    assert t.board.figure != spectator_fig
    first = t.acting_human()
    t.play(t.match.legal_actions(first)[0])
    if t.acting_human() != first and not t.match.is_over():
        assert t.needs_pass_screen(), "the next human gets the pass screen"
        assert t.actions.children == ()


def test_illegal_board_click_is_explained_and_changes_nothing() -> None:
    game = GAMES["vaalbara"]
    t = GameTable(game, players=3, seats=["human", "greedy", "greedy"], seed=5, bot_delay=0, language=Language())
    t.play(t.match.legal_actions(0)[-1])  # the highest card: the learner resolves last
    while t.acting_human() is not None and t.match.state.step != "land":
        t.play(t.match.legal_actions(0)[0])
    assert t.match.state.step == "land"
    before = [(s.player, s.action) for s in t.match.steps], t.match.view(0)
    row2 = t.match.view(0)["rows"][1][0]
    t.board.click(f"land:{row2}")
    shown = re.sub(r"<[^>]+>", "", t.message.value)
    assert game.rule("vaalbara.resolution.land").title.ja in shown, "the learner reads the rule's title"
    assert "vaalbara.resolution.land" not in shown
    assert 'title="vaalbara.resolution.land"' in t.message.value, "the rule id is in the tooltip"
    assert ([(s.player, s.action) for s in t.match.steps], t.match.view(0)) == before
    row1 = t.match.view(0)["rows"][0][0]
    t.board.click(f"land:{row1}")
    assert row1 in t.match.view(0)["realms"][0]


def test_undo_takes_back_the_humans_move_unless_it_revealed_something_and_redo_replays() -> None:
    """The undo policy (kernel_games/core/match.py): no undo once the face-down characters are revealed; a move that
    showed nothing hidden (a character's action before the land) can be taken back and redone."""
    game = GAMES["vaalbara"]
    t = GameTable(game, players=3, seats=["human", "greedy", "greedy"], seed=6, bot_delay=0, language=Language())
    t.play(t.match.legal_actions(0)[0])  # the last character chosen: all three are turned up
    chosen, steps = t.match.state.chosen, len(t.match.steps)
    assert t.history.undo_button.disabled
    t.undo()
    assert len(t.match.steps) == steps and t.match.state.chosen == chosen, "undo let the human choose again"
    assert "戻せません" in t.message.value  # the page language (Japanese first)
    undone = 0
    while not t.match.is_over() and not undone:
        start, legal = t.match.view(0), t.match.legal_actions(0)
        t.play(legal[t.match.state.round % len(legal)])  # a different character each round
        if not t.history.undo_button.disabled:
            after = t.match.view(0)
            t.undo()
            assert t.match.view(0) == start
            t.redo()
            assert t.match.view(0) == after
            undone += 1
    assert undone, "no move could be taken back"


def test_save_and_load_round_trip_and_a_corrupt_file_changes_nothing() -> None:
    game = GAMES["vaalbara"]
    t = GameTable(game, players=3, seats=["human", "greedy", "greedy"], seed=7, bot_delay=0, language=Language())
    t.play(t.match.legal_actions(0)[0])
    saved = t.save()
    view = t.match.view(0)
    assert not t.load("{not json")
    assert "JSON" in t.message.value
    assert t.match.view(0) == view
    tampered = saved.replace('"initiative": ', '"initiative": 99 + ', 1)
    assert not t.load(tampered)
    assert t.match.view(0) == view
    t.new_game()
    assert t.load(saved)
    assert t.match.view(0) == view


def test_language_switch_changes_every_word_on_the_table() -> None:
    lang = Language()
    t = GameTable(GAMES["vaalbara"], players=3, seed=8, bot_delay=0, language=lang)
    ja = (t.new_button.description, t.status.value, t.board.figure["data"][0]["text"])
    lang.lang = "en"
    en = (t.new_button.description, t.status.value, t.board.figure["data"][0]["text"])
    assert en[0] == "New game" and ja[0] == "新しいゲーム"
    assert "to act" in en[1]
    assert ja[2] != en[2]


def test_query_string_chooses_the_language() -> None:
    assert lang_from_query("lang=en") == "en"
    assert lang_from_query("x=1&lang=ja") == "ja"
    assert lang_from_query("lang=fr") is None
    assert lang_from_query("") is None


@pytest.mark.parametrize("gid", GAME_IDS)
def test_walkthrough_explains_illegal_tries_and_accepts_solutions(gid: str) -> None:
    game = GAMES[gid]
    w = Walkthrough(game, language=Language())
    for i, lesson in enumerate(w.lessons):
        w.go(i)
        assert w.rule_title.value and w.rule_text.value
        if lesson.task is None:
            continue
        legal = set(game.legal_actions(w.state, lesson.viewer))
        wrong = [a for a in game.candidates(w.state, lesson.viewer) if a not in legal]
        if wrong:
            before = w.state
            assert not w.try_action(wrong[0])
            assert "kg-msg-error" in w.message.value and 'class="kg-rule" title="' in w.message.value
            assert w.state is before
        assert w.try_action(solutions(game, lesson)[0]), lesson.key
        assert "kg-msg-ok" in w.message.value


def test_walkthrough_two_click_choice_narrows_then_plays() -> None:
    w = Walkthrough(GAMES["vaalbara"], language=Language())
    w.go([ls.key for ls in w.lessons].index("rider"))
    view = GAMES["vaalbara"].view(w.state, 0)
    mountain = next(c for c in view["rows"][1] if GAMES["vaalbara"].land_label(c).en == "Mountain")
    w.board.click(f"land:{view['rows'][0][0]}")
    assert w.panel.narrowed is not None and not w.solved
    w.board.click(f"land:{mountain}")
    assert w.solved


@pytest.mark.parametrize("make", [
    lambda lang: GameTable(GAMES["vaalbara"], players=3, seed=2, bot_delay=0, language=lang),
    lambda lang: GameTable(GAMES["noli"], players=4, seats=["human", "greedy", "greedy", "greedy"], seed=3, bot_delay=0,
                           language=lang),
    lambda lang: Walkthrough(GAMES["noli"], language=lang),
    lambda lang: Analysis(GAMES["vaalbara"], players=3, seats=["greedy"] * 3, games=3, language=lang),
], ids=["table", "noli-table", "walkthrough", "analysis"])
def test_a_closed_widget_lets_go_of_the_language(make) -> None:
    lang = Language()
    before = lang.observers()
    widget = make(lang)
    assert len(lang.observers()) > len(before), "it follows the language while open"
    lang.lang = "en"  # a switch redraws it: the buttons it replaced must be closed too
    ref = weakref.ref(widget)
    widget.close()
    del widget
    gc.collect()
    assert ref() is None, "nothing keeps a closed widget alive"
    assert lang.observers() == before
