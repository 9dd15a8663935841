"""Whole games (seed p. 2, goal): bots of every kind play Buru to its end at every player count; nothing is created
or lost on the way, five rounds are played, and the most esteem wins."""

from __future__ import annotations

import random

import pytest

from kernel_games.core import bot_kinds

from .build import G, cites


def play(n: int, seats: list[str], seed: int):
    kinds = bot_kinds(G)
    s = G.setup(n, seed)
    rng = random.Random(seed)
    steps = 0
    while not G.is_over(s):
        p = G.to_act(s)[0]
        s, _ = G.apply(s, p, kinds[seats[p]].choose(G.view(s, p), G.legal_actions(s, p), rng))
        assert G.invariants(s) == []
        steps += 1
        assert steps < G.max_moves(n, {})
    return s


@cites("buru.goal", "buru.round.phases", "buru.end.scoring")
@pytest.mark.parametrize("kind", ["random", "greedy", "planner"])
@pytest.mark.parametrize("n", [2, 3, 4])
def test_every_bot_plays_five_rounds_and_the_most_esteem_wins(n, kind):
    s = play(n, [kind] * n, seed=n)
    r = G.result(s)
    assert s.round == 5 and not s.decree_stack
    best = max(r.scores.values())
    assert r.scores[r.winners[0]] == best and len(r.winners) == 1
    assert sum(len(t) for t in s.tableau) > 0 and sum(len(o) for o in s.offerings) > 0


def test_the_planner_and_greedy_beat_random_play():
    wins = {"planner": 0, "greedy": 0}
    for kind in wins:
        for seed in range(8):
            seats = [kind, "random"] if seed % 2 == 0 else ["random", kind]
            s = play(2, seats, seed)
            wins[kind] += seats[G.result(s).winners[0]] == kind
    assert wins["planner"] >= 7 and wins["greedy"] >= 7


def test_the_planner_bids_better_than_the_greedy_bot():
    """Same afternoon play, better bids: over 40 seeded two-player games, seats alternating, it wins most (it wins about
    63 % of 200 such games; 16 games were too few to tell that from a coin)."""
    wins = 0
    for seed in range(40):
        seats = ["planner", "greedy"] if seed % 2 == 0 else ["greedy", "planner"]
        wins += seats[G.result(play(2, seats, 100 + seed)).winners[0]] == "planner"
    assert wins > 20
