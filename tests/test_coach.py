"""The coach (core/coach.py, widgets/coach.py): top moves from the learner's view, explained in the rules' terms, the
same in every deal the learner cannot tell apart; a review of a finished game; nothing shown to the wrong person."""

from __future__ import annotations

import random

import pytest

from kernel_games import GAMES
from kernel_games.core import Match, bot_kinds
from kernel_games.core.coach import advise_in, review
from widgets.coach import regret_text
from widgets.speech import board_name, labelled
from widgets.table import GameTable
from widgets.ui import esc

GAME_IDS = sorted(GAMES)
PLAYOUTS = 24  # the property holds at any count; few keep the suite quick


def positions(gid: str, seed: int = 5, every: int = 9, count: int = 3):
    """A few states of a seeded random game where the player due has a choice, with that player."""
    game, rng = GAMES[gid], random.Random(seed)
    state, out, k = game.setup(game.min_players, seed), [], 0
    while not game.is_over(state) and len(out) < count:
        p = game.to_act(state)[0]
        legal = game.legal_actions(state, p)
        if k % every == every - 1 and len(legal) > 1:
            out.append((state, p))
        state, _ = game.apply(state, p, rng.choice(legal))
        k += 1
    assert out, f"{gid}: no position with a choice"
    return game, out


@pytest.mark.parametrize("gid", GAME_IDS)
def test_advice_is_the_same_in_every_deal_the_learner_cannot_tell_apart(gid):
    game, found = positions(gid)
    differed = 0
    for state, p in found:
        advice = advise_in(game, state, p, PLAYOUTS)
        for seed in (1, 2):
            other = game.redeal_hidden(state, p, seed)
            differed += other != state
            assert advise_in(game, other, p, PLAYOUTS) == advice, f"{gid}: the advice depends on hidden things"
    assert differed, f"{gid}: no redeal changed anything hidden, so the test proves nothing"


@pytest.mark.parametrize("gid", GAME_IDS)
def test_advice_names_three_legal_moves_with_their_preview_and_rules(gid):
    game, found = positions(gid, count=1)
    state, p = found[0]
    legal = game.legal_actions(state, p)
    advice = advise_in(game, state, p, PLAYOUTS)
    assert len(advice) == min(3, len(legal))
    assert len({a.action for a in advice}) == len(advice) and all(a.action in legal for a in advice)
    assert [a.visits for a in advice] == sorted((a.visits for a in advice), reverse=True)
    for a in advice:
        assert 0.0 <= a.value <= 1.0 and a.playouts == PLAYOUTS
        assert a.preview is not None and a.preview.en and a.preview.ja, f"{gid}: {a.action} has no preview"
        assert a.rules, f"{gid}: {a.action} cites no rule"
        titles = a.titles(game)
        assert titles.en and titles.ja
        for r in a.rules:
            assert game.rule(r).title.en in titles.en


def finished(gid: str, seed: int = 3) -> Match:
    """A whole game: seat 0 plays at random, the others greedily."""
    game = GAMES[gid]
    kinds, rng = bot_kinds(game), random.Random(seed)
    m = Match(game, game.min_players, seed)
    while not m.is_over():
        p = m.to_act()[0]
        bot = kinds["random" if p == 0 else "greedy"]
        m.play(p, bot.choose(m.view(p), m.legal_actions(p), rng))
    return m


@pytest.mark.parametrize("gid", ["vaalbara", "buru"])
def test_a_review_finds_the_moves_that_cost_most(gid):
    m = finished(gid)
    regrets = review(m, [0], playouts=8)
    assert 1 <= len(regrets) <= 3, "a random player's game has moves worth reviewing"
    assert [r.loss for r in regrets] == sorted((r.loss for r in regrets), reverse=True)
    for r in regrets:
        assert r.player == 0 and m.steps[r.move].player == 0
        assert r.played == m.steps[r.move].action and r.played != r.best
        assert r.best in m.game.legal_actions(m.state_at(r.move), 0)
        assert r.loss > 0


def test_the_table_coaches_the_human_on_screen_and_forgets_it_after_a_move():
    t = GameTable(GAMES["buru"], 2, ["human", "greedy"], seed=4, bot_delay=0)
    coach = t.coach
    assert coach.ask_button.layout.display == "" and coach.review_button.layout.display == "none"
    advice = coach.ask()
    assert len(advice) == 3
    assert "<ol" in coach.out.value and coach.out.value.count("<li") == 3
    for a in advice:  # each move with its preview and its rules' titles, in the page's language
        assert esc(a.preview(t.lang)) in coach.out.value and esc(a.titles(t.game)(t.lang)) in coach.out.value
    t.play(advice[0].action)
    assert coach.out.value == "" and coach.advice == [], "advice of the previous position stays on screen"
    t.close()


def test_hotseat_advice_is_gone_before_the_next_player_sits_down():
    t = GameTable(GAMES["vaalbara"], 2, ["human", "human"], seed=4, bot_delay=0)
    assert t.needs_pass_screen() and t.coach.ask() == []
    t.confirm_viewer()
    assert t.coach.ask(), "the first player is coached"
    p = t.acting_human()
    t.play(t.match.legal_actions(p)[0])
    assert t.needs_pass_screen()
    assert t.coach.out.value == "" and t.coach.ask_button.layout.display == "none"
    assert t.coach.ask() == [], "behind the pass screen nobody is coached"
    t.close()


def test_after_a_game_the_review_shows_the_costliest_moves_on_the_board_and_plays_on_from_one():
    t = GameTable(GAMES["vaalbara"], 2, ["human", "greedy"], seed=6, bot_delay=0)
    while not t.match.is_over():  # the learner always takes the first move offered
        t.play(t.match.legal_actions(t.acting_human())[-1])
    assert t.coach.ask_button.layout.display == "none" and t.coach.review_button.layout.display == ""
    regrets = t.coach.run_review()
    assert regrets and t.coach.out.value.count("<li") == len(regrets)
    assert len(t.coach.shows.children) == len(regrets)
    worst = regrets[0]
    t.coach.shows.children[0].click()
    viewer = t.replay_viewer
    assert viewer is not None and viewer in t.review_box.children
    assert viewer.position == worst.move and viewer.viewer == 0
    assert esc(regret_text(t.game, t.match, worst)(t.lang)) in viewer.comment_view.value, "the reviewed move is commented"
    drawing = viewer.spec.figure(t.game.view(t.match.state_at(worst.move), 0), t.lang, [], set())[0]
    assert viewer.board.figure == labelled(drawing, board_name(t.game.name, t.lang), t.lang)
    viewer.play_on()
    assert not t.match.is_over() and len(t.match.steps) == worst.move, "play on starts from the reviewed position"
    assert t.replay_viewer is None and t.review_box.children == ()
    t.close()


@pytest.mark.parametrize("gid", GAME_IDS)
def test_every_walkthrough_step_with_a_choice_can_be_coached(gid, monkeypatch):
    monkeypatch.setattr("widgets.coach.advise_in", lambda game, state, p: advise_in(game, state, p, 4))
    from widgets.lesson import Walkthrough
    w = Walkthrough(GAMES[gid])
    coached = 0
    for i in range(len(w.lessons)):
        w.go(i)
        if w._coachable() is None:
            assert w.coach.ask_button.layout.display == "none"
            continue
        assert w.coach.ask_button.layout.display == ""
        advice = w.coach.ask()
        legal = GAMES[gid].legal_actions(w.state, w.lesson.viewer)
        assert advice and all(a.action in legal for a in advice), f"{gid} step {i + 1}"
        coached += 1
    assert coached, f"{gid}: no walkthrough step offers the coach"
    w.close()
