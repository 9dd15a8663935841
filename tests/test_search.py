"""The search bot (core/search.py) in every game: a seat kind at every level, legal, reproducible, and shown only what
its seat may know (its samples are states the seat cannot tell from the real one). Its strength is measured by
``make bench`` (bench/search_bench.py), never asserted here."""

from __future__ import annotations

import random

import pytest

from kernel_games import GAMES
from kernel_games.core import SearchBot, bot_kinds, decide, play_out
from kernel_games.core.levels import DEFAULT_LEVEL, LEVELS
from kernel_games.core.search import sampler_for, search, standing
from widgets.seats import Seats

GAME_IDS = sorted(GAMES)
QUICK = 6  # playouts a move: enough to exercise the tree, cheap enough to play whole games


def mid_game(gid: str, moves: int, seed: int = 3):
    """A state after ``moves`` random moves (or the last before the end) and the player due there."""
    game, rng = GAMES[gid], random.Random(seed)
    state = game.setup(game.min_players, seed)
    for _ in range(moves):
        p = game.to_act(state)[0]
        nxt, _ = game.apply(state, p, rng.choice(game.legal_actions(state, p)))
        if game.is_over(nxt):
            break
        state = nxt
    return game, state, game.to_act(state)[0]


@pytest.mark.parametrize("gid", GAME_IDS)
def test_every_level_is_a_seat_kind(gid):
    game = GAMES[gid]
    kinds = bot_kinds(game)
    assert DEFAULT_LEVEL in LEVELS
    for kind, level in LEVELS.items():
        assert kind in game.facts.bots
        assert isinstance(kinds[kind], SearchBot) and kinds[kind].level == level
        assert str(level.playouts) in kinds[kind].name.en and str(level.playouts) in kinds[kind].name.ja
    seats = Seats(game, lambda: None, lambda: {})
    seats.build(game.min_players)
    offered = dict((value, label) for label, value in seats.boxes[0].options)
    for kind, level in LEVELS.items():
        assert str(level.playouts) in offered[kind], f"the seat menu names {kind} by its playouts"
    seats.close()


class Watched:
    """A sampler that checks every state it hands the bot looks, to the bot's seat, exactly like the real one."""

    def __init__(self, game, state, seat):
        self.inner, self.game, self.seat = sampler_for(game, state, seat), game, seat
        self.view, self.legal, self.calls = game.view(state, seat), game.legal_actions(state, seat), 0

    def __call__(self, rng):
        sample = self.inner(rng)
        assert self.game.view(sample, self.seat) == self.view
        assert self.game.legal_actions(sample, self.seat) == self.legal
        self.calls += 1
        return sample


@pytest.mark.parametrize("gid", GAME_IDS)
def test_search_bot_finishes_games_with_legal_moves_from_samples_it_cannot_tell_apart(gid):
    game = GAMES[gid]
    bot = SearchBot(game, QUICK)
    state = game.setup(game.min_players, 21)
    rng, moves = random.Random(4), 0
    while not game.is_over(state):
        p = game.to_act(state)[0]
        legal = game.legal_actions(state, p)
        if moves % 5 == 0 and len(legal) > 1:  # every fifth decision through a watching sampler
            sampler = Watched(game, state, p)
            action = bot.choose(game.view(state, p), legal, rng, sampler=sampler)
            assert sampler.calls >= QUICK
        else:
            action = decide(bot, game, state, p, rng)
        assert action in legal
        state, _ = game.apply(state, p, action)
        moves += 1
    assert game.invariants(state) == []


@pytest.mark.parametrize("gid", GAME_IDS)
def test_the_same_view_and_generator_give_the_same_search(gid):
    game, state, p = mid_game(gid, 30)
    legal = game.legal_actions(state, p)
    first = search(game, p, legal, sampler_for(game, state, p), random.Random(8), 30)
    again = search(game, p, legal, sampler_for(game, state, p), random.Random(8), 30)
    assert first == again
    assert {c.action for c in first} == set(legal), "every legal action is ranked"
    assert sum(c.visits for c in first) == 30
    assert all(0.0 <= c.value <= 1.0 for c in first)
    assert [c.visits for c in first] == sorted((c.visits for c in first), reverse=True)


def test_a_search_bot_without_a_sampler_says_how_to_ask_it():
    game, state, p = mid_game("buru", 0)
    legal = game.legal_actions(state, p)
    assert len(legal) > 1
    with pytest.raises(TypeError, match="decide"):
        SearchBot(game, QUICK).choose(game.view(state, p), legal, random.Random(1))


def test_play_out_hands_search_bots_their_sampler():
    game = GAMES["buru"]
    state = game.setup(2, 5)
    final, steps = play_out(game, state, {0: SearchBot(game, 2), 1: bot_kinds(game)["greedy"]}, random.Random(2))
    assert game.is_over(final) and steps > 0


def test_standing_ranks_players_by_score():
    assert standing({0: 5, 1: 3, 2: 3}, 3) == [1.0, 0.25, 0.25]
    assert standing({0: 1, 1: 9}, 2) == [0.0, 1.0]
