"""How a game of Blue Moon City ends (seed 003: ゲームの終了条件): the offerings that win at once, the city rebuilt
with nobody able to offer, and everyone out of markers (a draw)."""

from __future__ import annotations

import random

import pytest

from kernel_games.blue_moon_city.actions import Done, Draw, Offer, Pay, Walk
from kernel_games.blue_moon_city.components import OFFERINGS_TO_WIN
from kernel_games.core import GreedyBot

from .helpers import COURTYARD, NORTH, V3, G, act, build, cites, deal, fired, fresh, illegal, mark, occupy, offerings, tiles, turn_of


def rebuilt(s, *, but=()):
    """Every building rebuilt except the cells ``but``."""
    return build(s, *[c for c in range(21) if not s.built[c] and c not in but])


@cites("blue_moon_city.end.offerings")
@pytest.mark.parametrize(("n", "target"), [(2, 6), (3, 5), (4, 4)])
def test_the_winning_offering_ends_the_game_at_once(n, target):
    assert OFFERINGS_TO_WIN[n] == target
    s = offerings(fresh(n), [0] * (target - 1))
    s = tiles(turn_of(s, 0, COURTYARD), {0: [3, 3, 3]})
    s, events = act(s, 0, Offer(0, 3))  # the box costs 9, 8 or 7
    assert G.is_over(s) and s.offerings[0] == target and fired(events, "blue_moon_city.end.offerings")
    r = G.result(s)
    assert r.winners == [0] and r.rule == "blue_moon_city.end.offerings" and r.scores[0] == target
    assert f"offering {target}" in r.reason.en
    illegal(s, 0, Done(), "core.turn.game_over")
    illegal(s, 1, Walk(NORTH), "core.turn.game_over")
    assert G.legal_actions(s, 0) == [] and G.view(s, 1)["winners"] == [0]


@cites("blue_moon_city.end.offerings")
def test_one_short_of_the_target_plays_on():
    s = tiles(turn_of(offerings(fresh(3), [0, 0, 0]), 0, COURTYARD), {0: [3, 3, 3]})
    s, _ = act(s, 0, Offer(0, 3))
    assert not G.is_over(s) and s.offerings[0] == 4


def city_end(others_crystals, my_crystals=(3, 3, 3), before=(0, 1, 1)):
    """Two players, the whole city rebuilt; Orange on the Courtyard after offerings ``before`` (bottom up)."""
    s = rebuilt(offerings(fresh(2), list(before)))
    return tiles(turn_of(s, 0, COURTYARD), {0: list(my_crystals), 1: list(others_crystals)})


@cites("blue_moon_city.end.city_rebuilt")
def test_city_rebuilt_tied_offerings_go_to_the_most_crystals_left():
    """Orange's offering ties Sky at two, and nobody can pay the next box (9): Sky's 6 crystals left beat Orange's 0."""
    s, events = act(city_end([3, 3], before=(1, 1, 0)), 0, Offer(0, 3))
    assert G.is_over(s) and fired(events, "blue_moon_city.end.city_rebuilt")
    r = G.result(s)
    assert s.offerings == (2, 2) and r.winners == [1] and r.rule == "blue_moon_city.end.city_rebuilt"
    assert G.view(s, None)["final_crystals"] == [0, 6]


@cites("blue_moon_city.end.city_rebuilt")
def test_city_rebuilt_most_offerings_beat_more_crystals():
    s, _ = act(city_end([3, 3], before=(0, 1)), 0, Offer(0, 3))
    assert G.is_over(s) and s.offerings == (2, 1) and G.result(s).winners == [0]


@cites("blue_moon_city.end.city_rebuilt")
def test_city_rebuilt_tied_offerings_and_crystals_share_the_win():
    s, _ = act(city_end([3, 3], my_crystals=(3, 3, 3, 3, 3), before=(1, 1, 0)), 0, Offer(0, 3))
    r = G.result(s)
    assert G.is_over(s) and r.winners == [0, 1] and "share" in r.reason.en


@cites("blue_moon_city.end.city_rebuilt")
def test_city_rebuilt_play_goes_on_while_someone_can_offer():
    """The last building completed, but Sky holds enough for the next box: the game goes on."""
    s = rebuilt(fresh(2), but=(NORTH,))
    s = mark(s, NORTH, [1, 1, -1])
    s = tiles(deal(turn_of(s, 0, NORTH), {0: [V3]}), {1: [3, 3, 3]})
    s, _ = act(s, 0, Pay(2, V3))
    assert all(s.built) and not G.is_over(s)
    s, _ = act(s, 0, Done())
    s, _ = act(s, 0, Draw())
    assert G.to_act(s) == (1,)


@cites("blue_moon_city.end.no_markers")
def test_everyone_out_of_markers_is_a_draw():
    """Sky has placed all ten markers; Orange places her last one on a box (the building not completed): a draw."""
    s = occupy(fresh(2), 1, 10, avoid=(NORTH,))
    s = occupy(s, 0, 9, avoid=(NORTH,))
    s = deal(turn_of(s, 0, NORTH), {0: [V3]})
    assert s.markers == [1, 0] and not G.is_over(s)
    s, events = act(s, 0, Pay(2, V3))
    assert G.is_over(s) and fired(events, "blue_moon_city.end.no_markers")
    r = G.result(s)
    assert r.rule == "blue_moon_city.end.no_markers" and "draw" in r.reason.en and "引き分け" in r.reason.ja
    assert r.winners == [0, 1] and r.scores == {0: 0, 1: 0}  # a draw: nobody wins alone, the win is shared by all


@cites("blue_moon_city.end.no_markers", "blue_moon_city.complete.flip")
def test_a_last_marker_that_completes_a_building_comes_back():
    s = occupy(fresh(2), 1, 10, avoid=(NORTH,))
    s = occupy(mark(s, NORTH, [0, 0, -1]), 0, 7, avoid=(NORTH,))
    s = deal(turn_of(s, 0, NORTH), {0: [V3]})
    assert s.markers == [1, 0]
    s, _ = act(s, 0, Pay(2, V3))
    assert not G.is_over(s) and s.markers == [3, 0]


@cites("blue_moon_city.goal")
@pytest.mark.parametrize("n", [2, 3, 4])
def test_whole_games_end(n):
    """Greedy players rebuild, offer and reach one of the three ends; the score is the offerings made."""
    bot = GreedyBot(G)
    for seed in range(3):
        s = G.setup(n, seed)
        rng = random.Random(seed)
        moves = 0
        while not G.is_over(s):
            p = G.to_act(s)[0]
            s, _ = act(s, p, bot.choose(G.view(s, p), G.legal_actions(s, p), rng))
            moves += 1
            assert moves < G.max_moves(n, {})
        r = G.result(s)
        assert r.rule in ("blue_moon_city.end.offerings", "blue_moon_city.end.city_rebuilt", "blue_moon_city.end.no_markers")
        assert r.scores == {p: s.offerings[p] for p in range(n)}
        if r.rule == "blue_moon_city.end.offerings":
            (w,) = r.winners
            assert s.offerings[w] == OFFERINGS_TO_WIN[n]
        elif r.rule == "blue_moon_city.end.no_markers":
            assert s.markers == [0] * n
