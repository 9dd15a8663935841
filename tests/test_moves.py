"""Moves played all or none, each action applied once: ``Game.apply_all`` (the one all-or-none loop), ``Match.play_all``
(a list recorded move by move), and the table's submission of a board's controls (Noli's bids at once)."""

from __future__ import annotations

import pytest

from kernel_games.core import IllegalAction, Match
from kernel_games.core.match import too_long
from kernel_games.noli import NOLI
from kernel_games.noli.actions import Ready, SetBid
from widgets.i18n import Language
from widgets.table import GameTable


def counting(monkeypatch: pytest.MonkeyPatch, game) -> list:
    """Record every (state, player, action) ``game.apply`` is asked to play."""
    calls, apply = [], game.apply

    def counted(state, player, action):
        calls.append((state, player, action))
        return apply(state, player, action)

    monkeypatch.setattr(game, "apply", counted)
    return calls


def test_apply_all_plays_in_order_and_leaves_the_state_alone() -> None:
    state = NOLI.setup(3, 5)
    moves = NOLI.apply_all(state, 1, [SetBid("mason", 2), SetBid("rower", 1)])
    assert [m.action for m in moves] == [SetBid("mason", 2), SetBid("rower", 1)]
    assert moves[0].before is state and moves[1].before is moves[0].after
    assert not any(state.bids[1]) and any(moves[-1].after.bids[1]), "the input is never changed"
    assert all(m.player == 1 and m.events for m in moves)


def test_apply_all_refuses_the_whole_list_for_one_illegal_action() -> None:
    state = NOLI.setup(3, 5)
    with pytest.raises(IllegalAction) as err:
        NOLI.apply_all(state, 0, [SetBid("mason", 2), SetBid("mason", 99), Ready()])
    assert err.value.rule.startswith("noli.invest")


def test_apply_all_drops_what_is_left_once_the_player_is_no_longer_due() -> None:
    state = NOLI.setup(2, 5)
    moves = NOLI.apply_all(state, 0, [Ready(), SetBid("mason", 1)])
    assert [m.action for m in moves] == [Ready()] and 0 not in NOLI.to_act(moves[-1].after)


def test_match_play_all_applies_each_action_once_and_records_each(monkeypatch: pytest.MonkeyPatch) -> None:
    m = Match(NOLI, 3, seed=5)
    calls = counting(monkeypatch, NOLI)
    events = m.play_all(0, [SetBid("mason", 2), SetBid("courtier", 1), Ready()])
    assert [(p, a) for _, p, a in calls] == [(0, SetBid("mason", 2)), (0, SetBid("courtier", 1)), (0, Ready())]
    assert [s for s, _, _ in calls] == [m.state_at(i) for i in range(3)], "each from the state the one before made"
    assert [s.action for s in m.steps] == [SetBid("mason", 2), SetBid("courtier", 1), Ready()]
    assert events == [e for s in m.steps for e in s.events]
    assert m.face_down() == 3, "bids stay face down until everyone is ready"
    m.undo()
    assert [s.action for s in m.steps] == [SetBid("mason", 2), SetBid("courtier", 1)] and m.can_redo()


def test_match_play_all_is_all_or_none() -> None:
    m = Match(NOLI, 3, seed=5)
    m.play(1, SetBid("rower", 1))
    before, state = list(m.steps), m.state
    with pytest.raises(IllegalAction):
        m.play_all(0, [SetBid("mason", 2), SetBid("mason", 99)])
    assert m.steps == before and m.state is state and m.can_undo() and not m.can_redo()


def test_match_play_all_never_passes_the_games_length() -> None:
    m = Match(NOLI, 3, seed=5)
    m.limit = 2
    m.play(1, SetBid("rower", 1))
    with pytest.raises(IllegalAction) as err:
        m.play_all(0, [SetBid("mason", 2), SetBid("courtier", 1)])
    assert err.value.rule == too_long(NOLI, 2).rule and len(m.steps) == 1, "nothing of a list too long is played"
    m.play_all(0, [SetBid("mason", 2)])
    assert len(m.steps) == 2


def test_the_tables_submission_applies_each_action_once(monkeypatch: pytest.MonkeyPatch) -> None:
    t = GameTable(NOLI, players=3, seats=["human", "greedy", "greedy"], seed=5, bot_delay=0, language=Language())
    t.autoplay.value = False
    calls = counting(monkeypatch, NOLI)
    assert t.play_all([SetBid("mason", 2), SetBid("courtier", 1), Ready()])
    # the undo policy also replays a move in other deals (Match.revealed): only applies to the game's own states count
    real = [(p, a) for s, p, a in calls if any(s is t.match.state_at(i) for i in range(len(t.match.steps) + 1))]
    played = [SetBid("mason", 2), SetBid("courtier", 1), Ready()]
    assert [a for p, a in real if p == 0] == played, "each of the human's actions applied once"
    assert [s.action for s in t.match.steps if s.player == 0] == played
    t.close()
