"""Blue Moon City's bots (kernel_games/blue_moon_city/bots.py): the Planner plans its walk, its payments, its offerings
and its discards from its view only, finishes games, and beats the random and greedy bots over seeded games."""

from __future__ import annotations

import copy
import random

import pytest

from kernel_games.blue_moon_city.actions import Discard, DragonFly, Offer, OfferAgain, Pay, Walk
from kernel_games.blue_moon_city.bots import PlannerBot
from kernel_games.blue_moon_city.components import CELL_INDEX, DISTANCE, TILES, card
from kernel_games.blue_moon_city.hand import cheapest
from kernel_games.blue_moon_city.state import DRAW
from kernel_games.core import bot_kinds, play_out

from .helpers import (
    A1,
    A2,
    BLUE,
    COURTYARD,
    EAST,
    K1,
    M1,
    M2,
    NORTH,
    P1,
    T3,
    V2,
    V3,
    G,
    act,
    build,
    cell_of,
    check,
    cites,
    deal,
    dragons,
    fresh,
    mark,
    tiles,
    turn_of,
)

BOT = PlannerBot(G)


def choose(s, p=0):
    return BOT.choose(G.view(s, p), G.legal_actions(s, p), random.Random(0))


def wins(seats: list[str], games: int, seed: int = 5) -> dict[str, float]:
    """Games won per bot kind, the seats rotating every game so that no kind keeps the start player."""
    kinds = bot_kinds(G)
    out = dict.fromkeys(seats, 0.0)
    for g in range(games):
        rot = [seats[(p + g) % len(seats)] for p in range(len(seats))]
        final, _ = play_out(G, G.setup(len(seats), seed * 1000 + g), {p: kinds[k] for p, k in enumerate(rot)},
                            random.Random(g))
        for w in G.result(final).winners:
            out[rot[w]] += 1 / len(G.result(final).winners)
    return out


# ---- whole games ----------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("n", [2, 3, 4])
def test_planners_finish_games_by_offerings(n):
    final, _ = play_out(G, G.setup(n, 11), dict.fromkeys(range(n), BOT), random.Random(n))
    assert G.is_over(final) and G.invariants(final) == []
    assert G.result(final).rule == "blue_moon_city.end.offerings"


def test_the_planner_beats_random_and_greedy_bots():
    """Over 12 seeded 4-player games each: two Planners against two Random bots win nearly every game; one Planner
    against three Greedy bots wins most of them."""
    assert wins(["planner", "planner", "random", "random"], 12)["planner"] >= 11
    assert wins(["planner", "greedy", "greedy", "greedy"], 12)["planner"] >= 7


def test_the_planner_reads_its_view_only_and_leaves_it_as_it_was():
    """The same view (a deep copy) gives the same choice, in every deal the player cannot tell apart."""
    s = G.setup(4, 3)
    rng = random.Random(3)
    for _ in range(150):
        if G.is_over(s):
            break
        p = G.to_act(s)[0]
        view, legal = G.view(s, p), G.legal_actions(s, p)
        kept = copy.deepcopy(view)
        a = BOT.choose(view, legal, random.Random(1))
        assert view == kept and a in legal
        other = G.redeal_hidden(s, p, 99)
        assert BOT.choose(G.view(other, p), G.legal_actions(other, p), random.Random(1)) == a
        s, _ = G.apply(s, p, a if rng.random() < 0.7 else rng.choice(legal))


# ---- its choices ------------------------------------------------------------------------------------------------------
@cites("blue_moon_city.obelisk.offer", "blue_moon_city.obelisk.no_change")
def test_with_crystals_for_the_next_box_it_walks_to_the_courtyard_and_pays_exactly():
    s = tiles(deal(turn_of(fresh(4), 0, NORTH), {0: [V3, V2, A2]}), {0: [1, 3, 3, 3]})
    assert choose(s) == Walk(COURTYARD)
    s, _ = act(s, 0, Walk(COURTYARD))
    assert choose(s) == Offer(1, 2), "1 + 3 + 3 = 7: no tile the cost does not need"


@cites("blue_moon_city.power.pillar")
def test_it_offers_again_with_a_pillar():
    s = tiles(deal(turn_of(fresh(4), 0, COURTYARD), {0: [P1, V2]}), {0: [3] * 6})
    s, _ = act(s, 0, choose(s))
    assert choose(s) == OfferAgain(P1, 0, 3), "the second box costs 7 + 1"


@cites("blue_moon_city.complete.majority", "blue_moon_city.move.steps")
def test_it_walks_to_the_ruin_its_hand_completes():
    """Player 0 holds the Fire Temple's 5 and Sky its 4; player 0's black 3, one step away, completes it with the
    majority (the palace, where the 3 would also fit, is built)."""
    s = mark(build(fresh(4), EAST), NORTH, [0, 1, -1])
    s = deal(turn_of(s, 0, COURTYARD), {0: [V3, A2, T3]})
    assert choose(s) == Walk(NORTH)
    s, _ = act(s, 0, Walk(NORTH))
    assert choose(s) == Pay(2, V3)
    s, ev = act(s, 0, Pay(2, V3))
    assert [e.data["player"] for e in ev if e.rule == "blue_moon_city.complete.majority" and e.to is None] == [0]


@cites("blue_moon_city.contribute.pay", "blue_moon_city.power.khind", "blue_moon_city.power.mimix")
def test_it_pays_with_its_cheapest_cards_and_keeps_the_wild_ones():
    """With no step left and only the Fire Temple's 4 free: black 3 and 2 fill it; the Khind and the Mimix pair stay in hand."""
    s = mark(build(fresh(4), EAST), NORTH, [0, -1, 1])
    s = deal(turn_of(s, 0, NORTH), {0: [V3, V2, K1, M1, M2]})
    s.steps_left = 0
    laid = []
    for _ in range(2):
        a = choose(s)
        assert isinstance(a, Pay) and a.box == 1
        laid.append(a.card)
        s, _ = act(s, 0, a)
    assert sorted(laid) == [V2, V3]
    assert {K1, M1, M2} <= set(s.hands[0])


@cites("blue_moon_city.power.aqua", "blue_moon_city.dragons.scales")
def test_it_flies_a_spare_dragon_onto_the_tile_it_pays():
    """An Aqua 1 it does not need to pay on the Fire Temple brings the blue dragon there first: one more scale."""
    s = deal(turn_of(fresh(4), 0, NORTH), {0: [V3, V3, V2, A1]})
    s = dragons(s)
    assert choose(s) == DragonFly(BLUE, NORTH)
    s, _ = act(s, 0, DragonFly(BLUE, NORTH))
    before = s.scales[0]
    for _ in range(6):
        a = choose(s)
        if not isinstance(a, Pay):
            break
        s, _ = act(s, 0, a)
    assert s.scales[0] == before + 1


@cites("blue_moon_city.discard.draw")
def test_it_discards_cards_of_a_colour_no_ruin_needs():
    """Every black building and the palace are built: its Vulca 3 is worth less than a fresh card."""
    s = fresh(4)
    s = build(s, *(cell_of(s, k) for k in ("fire_temple", "citadel", "iron_foundry", "palace")))
    s = deal(turn_of(s, 0, COURTYARD), {0: [V3, A2, A1, K1]})
    s.step = DRAW
    s = check(s)
    assert choose(s) == Discard(V3)


def test_cheapest_uses_the_hoax_only_when_nothing_else_fills_the_box():
    """A Hoax 1 makes two red 3s count on a black 5; with enough black cards no Hoax is spent."""
    h1 = 61
    assert cheapest([h1, T3, T3], 0, 5)[1] == (h1, T3, T3)
    assert h1 not in cheapest([h1, T3, V3, V2], 0, 5)[1]
    assert cheapest([K1, K1], 0, 3) is None
    assert sorted(cheapest([M1, M2, K1], 0, 4)[1]) == sorted([M1, M2, K1])


@cites("blue_moon_city.move.steps")
def test_the_greedy_bot_walks_out_of_a_ring_of_finished_buildings():
    """Every building but one in the far corner is rebuilt and nothing next to the bot is worth a step: it still
    heads for the ruin its hand can pay for, one step nearer each time (greedy bots once ended turn after turn where
    they stood, a game that never ended)."""
    start, ruin = CELL_INDEX[(0, 1)], CELL_INDEX[(4, 3)]
    s = fresh(2)
    s = build(s, *(c for c in range(len(s.cells)) if c not in (ruin, COURTYARD)))
    people = TILES[s.cells[ruin]].people
    s = deal(turn_of(s, 0, start), {0: [card(people, 3)] * 3})
    greedy = bot_kinds(G)["greedy"]
    for turn in range(3):  # six steps away, two a turn
        s = turn_of(s, 0)
        a = greedy.choose(G.view(s, 0), G.legal_actions(s, 0), random.Random(turn))
        assert isinstance(a, Walk) and DISTANCE[a.to][ruin] == DISTANCE[s.figures[0]][ruin] - 2, a
        s, _ = act(s, 0, a)
    assert s.figures[0] == ruin
    assert isinstance(greedy.choose(G.view(s, 0), G.legal_actions(s, 0), random.Random(0)), Pay)
