"""How a game of Noli ends (seed 002: 勝利条件): a six-floor tower, or the end of the support track."""

from __future__ import annotations

import random

from kernel_games.core import GreedyBot
from kernel_games.noli.actions import Ready, SetBid
from kernel_games.noli.scenes import fresh, place

from .helpers import BURGU, CIASSA, MAINA, PORTELLU, G, act, all_bid, cites, fired, illegal


@cites("noli.goal")
def test_whole_games_end_with_one_winner():
    """noli.goal: every game ends, by the tower or by the track, with one winner who has the tallest tower."""
    bot = GreedyBot(G)
    for n in (2, 3, 4):
        for seed in range(4):
            s = G.setup(n, seed)
            rng = random.Random(seed)
            while not G.is_over(s):
                p = G.to_act(s)[0]
                s, _ = act(s, p, bot.choose(G.view(s, p), G.legal_actions(s, p), rng))
            r = G.result(s)
            (w,) = r.winners
            assert r.rule in ("noli.win.tower", "noli.win.track", "noli.win.track_tie")
            assert r.scores == {p: s.floors[p] for p in range(n)} and r.scores[w] == max(r.scores.values())
            assert all(row.rule == "noli.mason.floor" for rows in r.breakdown.values() for row in rows)
            if r.rule == "noli.win.tower":
                assert s.floors[w] == 6
            else:
                assert 12 in s.track


@cites("noli.win.track")
def test_the_tallest_tower_wins_at_the_end_of_the_track():
    """noli.win.track: Màina's pawn ends the game, but Burgu's three floors beat Màina's two."""
    s = place(fresh(), track=[11, 1, 0, 2], floors=[2, 3, 0, 1])
    s, events = all_bid(s, {MAINA: {"courtier": 1}})
    assert G.is_over(s) and fired(events, "noli.win.track")
    r = G.result(s)
    assert r.winners == [BURGU] and r.rule == "noli.win.track" and "tallest tower" in r.reason.en


@cites("noli.win.track_tie")
def test_equal_towers_go_to_the_pawn_furthest_along():
    """noli.win.track_tie: towers tied — the pawn furthest along wins, whether or not it ended the game."""
    s = place(fresh(), track=[11, 1, 0, 2], floors=[2, 2, 0, 1])
    s, events = all_bid(s, {MAINA: {"courtier": 1}})
    assert G.result(s).winners == [MAINA] and G.result(s).rule == "noli.win.track_tie" and fired(events, "noli.win.track_tie")
    s = place(fresh(), track=[3, 8, 7, 11], floors=[0, 2, 2, 1])
    s, _ = all_bid(s, {CIASSA: {"courtier": 1}})
    r = G.result(s)
    assert r.winners == [BURGU] and r.rule == "noli.win.track_tie" and r.scores == {0: 0, 1: 2, 2: 2, 3: 1}
    assert PORTELLU not in r.winners


@cites("noli.win.tower", "core.turn.game_over")
def test_nothing_after_the_end():
    """noli.win.tower: the sixth floor ends the game; core.turn.game_over: no action is accepted afterwards."""
    s = place(fresh(), floors=[0, 5, 0, 0])
    s, _ = all_bid(s, {BURGU: {"mason": 9}})
    assert G.is_over(s) and G.to_act(s) == () and G.result(s).winners == [BURGU]
    for p in range(4):
        assert G.legal_actions(s, p) == []
        illegal(s, p, Ready(), "core.turn.game_over")
        illegal(s, p, SetBid("mason", 1), "core.turn.game_over")
    v = G.view(s, None)
    assert v["phase"] == "over" and v["winners"] == [BURGU] and v["end_rule"] == "noli.win.tower"
