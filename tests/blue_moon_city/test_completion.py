"""A building rebuilt (seed 003: 再建の決算によるボーナス): majority, participation and neighbourhood rewards in that
order, reward cards after the turn, markers home, the tile turned; and crystals owed when the supply runs out."""

from __future__ import annotations

from kernel_games.blue_moon_city.actions import Done, Draw, Offer, Pay
from kernel_games.blue_moon_city.components import CELL_INDEX, NEIGHBOURS

from .helpers import (
    A2,
    A3,
    COURTYARD,
    EAST,
    F3,
    H1,
    H2,
    NORTH,
    T3,
    V1,
    V2,
    V3,
    G,
    act,
    acts,
    all_tiles_but,
    build,
    cites,
    deal,
    dragons,
    fired,
    fresh,
    illegal,
    mark,
    place,
    stand,
    tiles,
    turn_of,
)

UNIVERSITY = CELL_INDEX[(1, 3)]  # between the Fire Temple (north of the Courtyard) and the Royal Palace (east of it)
MARKET = CELL_INDEX[(0, 3)]
TOP = [A3, T3, V1, F3, A2]  # the top of the deck: the reward cards, in the order they are taken


def university(crystals: str = "tiles"):
    """The published example: the University (white 5, 3) with Orange's marker on the 5, beside the built Fire Temple
    and Market Hall and the Royal Palace still in ruins; Sky, on the University, is about to pay the 3. ``crystals``:
    the option that counts crystal rewards in tiles or by value."""
    s = place(fresh(3, crystals=crystals), "university", UNIVERSITY)
    s = build(place(s, "market_hall", MARKET, built=True), NORTH)
    s = mark(s, UNIVERSITY, [0, -1])
    return deal(turn_of(s, 1, UNIVERSITY), {1: [H1, H2, V3], 0: [V2, V2]}, top=TOP)


def public(events, rule):
    return [e for e in fired(events, rule) if e.to is None]


@cites("blue_moon_city.complete.trigger", "blue_moon_city.complete.majority", "blue_moon_city.complete.participation",
       "blue_moon_city.complete.neighbourhood")
def test_the_university_example():
    """One marker each: the leftmost (Orange's, on the 5) takes the majority's golden scale; both take the 1 crystal
    of participation, the Fire Temple's 3 crystals and the Market Hall's 2 cards; the ruined palace gives nothing."""
    before = university()
    assert NEIGHBOURS[UNIVERSITY] == (MARKET, CELL_INDEX[(1, 4)], EAST, NORTH) and not before.built[EAST]
    s, events = acts(before, 1, Pay(1, H1), Pay(1, H2))
    order = [e.rule.rsplit(".", 1)[1] for e in events if e.rule.startswith("blue_moon_city.complete") and e.to is None]
    assert order == ["trigger", "majority", "participation", "participation"] + ["neighbourhood"] * 4 + ["flip"]
    assert public(events, "blue_moon_city.complete.majority")[0].data == {"player": 0, "scales": 1}
    assert s.scales == [1, 0, 0] and s.scale_supply == 11
    assert [len(c) for c in s.crystals] == [1 + 3, 1 + 3, 0]
    assert [len(g) for g in s.gained] == [2, 2, 0] and s.hands[2] == before.hands[2]
    v = G.view(s, 2)  # Purple sees how many tiles each holds, not their values
    assert v["crystal_counts"] == [4, 4, 0] and v["crystals"] == [] and v["scales"] == [1, 0, 0]
    rewards = {(e.data["player"], e.data.get("crystals"), e.data.get("cards"))
               for e in public(events, "blue_moon_city.complete.neighbourhood")}
    assert rewards == {(0, 3, None), (1, 3, None), (0, None, 2), (1, None, 2)}  # no palace scale, card or crystal


@cites("blue_moon_city.complete.flip")
def test_markers_go_home_and_the_tile_turns():
    s = dragons(stand(university(), p2=UNIVERSITY), blue=UNIVERSITY)
    assert s.markers == [9, 10, 10]
    s, events = acts(s, 1, Pay(1, H1), Pay(1, H2))
    assert s.markers == [10, 10, 10] and s.boxes[UNIVERSITY] == (-1, -1) and s.built[UNIVERSITY]
    assert s.figures[1:] == [UNIVERSITY, UNIVERSITY] and s.dragons[2] == UNIVERSITY
    assert fired(events, "blue_moon_city.complete.flip")[0].data["neighbours"] == sorted([MARKET, NORTH])
    illegal(s, 1, Pay(0, V3), "blue_moon_city.contribute.where")


@cites("blue_moon_city.complete.cards_later")
def test_reward_cards_join_the_hands_after_the_turn():
    """Taken face down: in nobody's hand, and not even their owner knows them, until the current turn is over."""
    s, events = acts(university(), 1, Pay(1, H1), Pay(1, H2))
    assert s.gained == ((V1, F3), (A3, T3), ()) and s.hands[1] == [V3] and s.hands[0] == [V2, V2]
    v1 = G.view(s, 1)
    assert v1["hand"] == [V3] and v1["gained_sizes"] == [2, 2, 0] and "gained" not in v1
    assert not any(isinstance(e.data.get("cards"), list) for e in events)  # counts only, no card named
    other = next(o for seed in range(20) if (o := G.redeal_hidden(s, 1, seed)).gained[1] != s.gained[1])
    assert G.view(other, 1) == v1  # nothing Sky sees tells their reward cards apart
    s, _ = act(s, 1, Done())
    assert s.hands[1] == [V3]  # discarding and drawing still to come
    s, events = act(s, 1, Draw())
    joined = {e.to: e.data["cards"] for e in fired(events, "blue_moon_city.complete.cards_later")}
    assert joined == {1: [A3, T3], 0: [V1, F3]}
    assert s.hands[0] == sorted([V2, V2, V1, F3]) and s.gained == ((), (), ())
    assert len(s.hands[1]) == 1 + 2 + 2 and {V3, A2, A3, T3} <= set(s.hands[1])  # drew A2 and one more, then the rewards


@cites("blue_moon_city.complete.majority", "blue_moon_city.complete.participation")
def test_the_most_markers_win_the_majority():
    """The Fire Temple (black 5, 4, 3; majority 3 crystals, participation 1): Sky holds the 5, Orange the 4 and now the
    3 — two markers beat one, and Sky still takes the participation crystal."""
    s = deal(turn_of(mark(fresh(3), NORTH, [1, 0, -1]), 0, NORTH), {0: [V3]})
    s, events = act(s, 0, Pay(2, V3))
    assert public(events, "blue_moon_city.complete.majority")[0].data == {"player": 0, "crystals": 3}
    assert [len(c) for c in s.crystals] == [3 + 1, 1, 0]


@cites("blue_moon_city.complete.majority")
def test_a_tied_majority_goes_to_the_leftmost_marker():
    """The Royal Palace (5, 4, 4, 3; majority 2 crystals): Sky on the 5 and the 3, Orange on both 4s — tied, Sky's
    marker lies furthest left. With Purple on the 5 instead, Orange's two markers win."""
    s = deal(turn_of(mark(fresh(3), EAST, [1, 0, 0, -1]), 1, EAST), {1: [V3]})
    s, events = act(s, 1, Pay(3, V3))
    assert public(events, "blue_moon_city.complete.majority")[0].data == {"player": 1, "crystals": 2}
    s = deal(turn_of(mark(fresh(3), EAST, [2, 0, 1, -1]), 0, EAST), {0: [V3]})
    s, events = act(s, 0, Pay(3, V3))
    assert public(events, "blue_moon_city.complete.majority")[0].data == {"player": 0, "crystals": 2}


@cites("blue_moon_city.complete.neighbourhood")
def test_neighbourhood_rewards_once_per_player_from_built_neighbours_only():
    """Orange completes the Fire Temple with all three markers: the built Library beside it pays its 3 crystals once;
    the Courtyard, also beside it, pays nothing, nor do the ruins around."""
    west_of_temple = CELL_INDEX[(1, 1)]
    s = place(fresh(3), "library", west_of_temple, built=True)
    s = deal(turn_of(mark(s, NORTH, [0, 0, -1]), 0, NORTH), {0: [V3]})
    assert COURTYARD in NEIGHBOURS[NORTH] and west_of_temple in NEIGHBOURS[NORTH]
    s, events = act(s, 0, Pay(2, V3))
    assert [e.data for e in public(events, "blue_moon_city.complete.neighbourhood")] == [{"player": 0, "crystals": 3}]
    assert len(s.crystals[0]) == 3 + 1 + 3


@cites("blue_moon_city.supply.shortage")
def test_crystals_owed_when_the_supply_is_empty():
    """Purple holds every crystal tile; Orange completes the Fire Temple and is owed its 3 + 1 crystals."""
    s = mark(fresh(3), NORTH, [0, 0, -1])
    s = deal(turn_of(tiles(s, {2: all_tiles_but(s)}), 0, NORTH), {0: [V3]})
    s, events = act(s, 0, Pay(2, V3))
    assert s.crystals[0] == () and s.owed == (0, 0, 0, 0) and G.view(s, 1)["owed"] == [0, 0, 0, 0]
    assert sum(e.data["owed"] for e in fired(events, "blue_moon_city.supply.shortage")) == 4


@cites("blue_moon_city.supply.shortage")
def test_owed_crystals_are_paid_in_order_as_tiles_come_back():
    """The University completed with the supply empty: Sky is owed 1, Orange 1, Sky 3, Orange 3, in the order the
    rewards were handed out. Purple's offering returns three tiles: Sky, Orange, Sky are paid."""
    s = university()
    s = tiles(s, {2: all_tiles_but(s)})
    s, _ = acts(s, 1, Pay(1, H1), Pay(1, H2))
    assert s.owed == (1, 0, 1, 1, 1, 0, 0, 0) and s.crystals[:2] == ((), ())
    s, events = act(turn_of(s, 2, COURTYARD), 2, Offer(0, 3))  # 9 for the 7
    paid = [e.data["player"] for e in fired(events, "blue_moon_city.supply.shortage") if e.to is None]
    assert paid == [1, 0, 1] and [len(c) for c in s.crystals] == [1, 2, 37]
    assert s.owed == (1, 1, 0, 0, 0) and s.supply == ()
