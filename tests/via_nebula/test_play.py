"""Whole games (seed 004: ゲームの目的と終了条件): bots of every kind play Via Nebula to its end on both sides of the
board at every player count; nothing is created or lost on the way, and the most points win."""

from __future__ import annotations

import random

import pytest

from kernel_games.core import bot_kinds

from .helpers import BOARD_KEYS, G, cites


def play(n: int, board: str, seats: list[str], seed: int):
    kinds = bot_kinds(G)
    s = G.setup(n, seed, {"board": board})
    rng = random.Random(seed)
    steps = 0
    while not G.is_over(s):
        p = G.to_act(s)[0]
        s, _ = G.apply(s, p, kinds[seats[p]].choose(G.view(s, p), G.legal_actions(s, p), rng))
        assert G.invariants(s) == []
        steps += 1
        assert steps < 2_000
    return s


@cites("via_nebula.goal", "via_nebula.end.scoring")
@pytest.mark.parametrize("board", BOARD_KEYS)
@pytest.mark.parametrize("n", [2, 3, 4])
def test_planners_build_and_the_most_points_win(n, board):
    s = play(n, board, ["planner"] * n, seed=n)
    r = G.result(s)
    assert max(len(d) for d in s.done) >= 3  # they do build
    best = max(r.scores.values())
    assert all(r.scores[w] == best for w in r.winners)
    assert set(r.winners) <= {p for p in range(n) if r.scores[p] == best}


@cites("via_nebula.goal")
def test_the_planner_beats_random_and_greedy_players():
    wins = {"random": 0, "greedy": 0}
    for rival in wins:
        for seed in range(8):
            seats = ["planner", rival] if seed % 2 == 0 else [rival, "planner"]
            r = G.result(play(2, BOARD_KEYS[seed % 2], seats, seed))
            wins[rival] += seats.index("planner") in r.winners
    assert wins["random"] == 8 and wins["greedy"] >= 5, wins
