"""Buru's fifth player (rulebook chapter "Ambelau: the fifth player"): five seats play the base game unchanged but
for Dawn's five forest cards; Black is the fifth seat; Lawan on the base plot cards stop at four seats."""

from __future__ import annotations

import random

import pytest

from kernel_games.buru import BURU as G
from kernel_games.buru.components import POWERS, START_FISH
from kernel_games.buru.lawan.plots import PLOTS
from kernel_games.buru.phases.round import display_order
from kernel_games.buru.state import MORNING

from .helpers import cites


@cites("buru.fifth.seats", "buru.setup.players", "buru.setup.messenger")
@pytest.mark.parametrize("seed", range(6))
def test_five_set_up_like_four(seed):
    s = G.setup(5, seed)
    assert s.n == G.max_players == 5 and G.to_act(s) == (s.messenger,) and str(s.phase) == MORNING
    assert all(s.mat[p] == POWERS and s.esteem[p] == 0 for p in range(5))
    assert [s.fish[p] for p in range(5)] == [0 if p == s.messenger else START_FISH for p in range(5)]
    assert [G.player_name(s, p).en for p in range(5)] == ["Red", "Blue", "Green", "Yellow", "Black"]
    assert G.player_name(s, 4).ja == "黒"


@cites("buru.fifth.seats", "buru.dawn.forest")
def test_dawn_lays_out_five_forest_cards_for_five():
    s = G.setup(5, 2)
    assert len(s.display) == 5 and list(s.display) == sorted(s.display, key=display_order)
    assert len(G.setup(4, 2).display) == 4 and len(G.setup(3, 2).display) == 3


@cites("buru.fifth.seats", "buru.morning.place", "buru.noon.fish")
def test_all_five_place_clockwise_from_the_messenger_until_four_each():
    s = G.setup(5, 0)
    order = []
    while str(s.phase) == MORNING:
        (p,) = G.to_act(s)
        order.append(p)
        s, _ = G.apply(s, p, G.legal_actions(s, p)[0])
    first = order[0]
    assert order == [(first + k) % 5 for k in range(20)], "one explorer each in turn, four rounds of five"
    assert all(s.kept[p] for p in range(5)), "at Noon each of the five turns their last explorer into fish"


@cites("buru.fifth.seats")
@pytest.mark.parametrize("seed", range(3))
def test_a_five_player_game_runs_to_its_end(seed):
    s, rng = G.setup(5, seed), random.Random(seed)
    while not G.is_over(s):
        p = rng.choice(G.to_act(s))
        s, _ = G.apply(s, p, rng.choice(G.legal_actions(s, p)))
        assert G.invariants(s) == []
    result = G.result(s)
    assert len(result.scores) == 5 and s.round == 5 and result.winners


@cites("buru.fifth.lawan")
@pytest.mark.parametrize("lawan", [1, 2])
def test_lawan_at_five_seats_play_the_ambelau_plot_cards(lawan):
    s = G.setup(5, 1, {"lawan": lawan})
    assert len(s.automata) == lawan and all(PLOTS[c].number > 12 for c in s.plot_deck) and len(s.plot_deck) == 20
    assert all(PLOTS[c].number <= 12 for c in G.setup(4, 1, {"lawan": lawan}).plot_deck)  # four seats: the base 12
