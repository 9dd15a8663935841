"""Offerings to the obelisk (seed 003: オベリスクへの貢献): from the Courtyard, once a turn, the lowest free box's cost
in whole crystal tiles; Pillar's extra offerings; the two-player obelisk."""

from __future__ import annotations

import pytest

from kernel_games.blue_moon_city.actions import Offer, OfferAgain, Walk

from .helpers import COURTYARD, NORTH, P1, P2, V3, G, act, cites, deal, fired, fresh, illegal, offerings, tiles, turn_of


def at_courtyard(crystals, n=3, hand=(V3,), before=()):
    """Player 0's turn on the Courtyard with these crystal tiles and cards, after the offerings ``before``."""
    s = offerings(fresh(n), list(before))
    return deal(tiles(turn_of(s, 0, COURTYARD), {0: list(crystals)}), {0: list(hand)})


def offers(s):
    return sorted((a.ones, a.threes) for a in G.legal_actions(s, 0) if isinstance(a, Offer))


@cites("blue_moon_city.obelisk.offer")
def test_an_offering_takes_the_lowest_box():
    s = at_courtyard([1, 3, 3])
    s, events = act(s, 0, Offer(1, 2))
    assert s.obelisk[:2] == (0, -1) and s.offerings[0] == 1 and s.markers[0] == 9
    assert s.crystals[0] == () and len(s.supply) == 40  # the tiles go back to the supply
    assert fired(events, "blue_moon_city.obelisk.offer")[0].data == {"player": 0, "box": 0, "cost": 7, "paid": 7}
    assert G.view(s, 1)["obelisk"][0] == 0 and G.view(s, 1)["offerings"] == [1, 0, 0]


@cites("blue_moon_city.obelisk.offer")
def test_the_cost_is_the_lowest_free_box():
    s = at_courtyard([1, 3, 3, 3], before=[1, 2, 1, 2])
    err = illegal(s, 0, Offer(1, 2), "blue_moon_city.obelisk.offer")
    assert "costs 8" in err.text.en and "8" in err.text.ja
    s, events = act(s, 0, Offer(0, 3))
    assert s.obelisk[4] == 0 and fired(events, "blue_moon_city.obelisk.offer")[0].data["cost"] == 8


@cites("blue_moon_city.obelisk.offer", "blue_moon_city.contribute.where")
def test_only_from_the_courtyard_and_once_a_turn():
    s = tiles(turn_of(fresh(3), 0, NORTH), {0: [3, 3, 3, 3, 3, 3]})
    err = illegal(s, 0, Offer(0, 3), "blue_moon_city.obelisk.offer")
    assert "Courtyard" in err.text.en and "中庭" in err.text.ja
    s, _ = act(s, 0, Walk(COURTYARD))  # walk there first, then offer
    s, _ = act(s, 0, Offer(0, 3))
    illegal(s, 0, Offer(0, 3), "blue_moon_city.obelisk.offer")
    illegal(s, 0, Walk(NORTH), "blue_moon_city.contribute.where")  # an offering ends the movement too
    assert s.offerings[0] == 1


@cites("blue_moon_city.obelisk.no_change")
def test_no_change_and_no_unneeded_tile():
    """1, 1, 3, 3, 3 for a 7: 1+3+3 exactly, or 3+3+3 (no tile could be left out); 1+1+3+3 has a 1 too many."""
    s = at_courtyard([1, 1, 3, 3, 3])
    assert offers(s) == [(0, 3), (1, 2)]
    err = illegal(s, 0, Offer(2, 2), "blue_moon_city.obelisk.no_change")
    assert "change" in err.text.en and "おつり" in err.text.ja
    illegal(s, 0, Offer(1, 3), "blue_moon_city.obelisk.no_change")
    illegal(s, 0, Offer(0, 2), "blue_moon_city.obelisk.offer")  # 6 is short
    illegal(s, 0, Offer(3, 2), "blue_moon_city.obelisk.offer")  # only two 1s held
    s, events = act(s, 0, Offer(0, 3))
    assert s.crystals[0] == (1, 1) and fired(events, "blue_moon_city.obelisk.offer")[0].data["paid"] == 9


@cites("blue_moon_city.obelisk.two_players", "blue_moon_city.setup.obelisk")
def test_two_players_skip_the_outer_sevens():
    s = at_courtyard([3, 3, 3], n=2, before=[1, 1])
    assert G.view(s, 0)["obelisk_costs"][:4] == [7, 7, 8, 8] and len(s.obelisk) == 11
    assert offers(s) == [(0, 3)]
    s, events = act(s, 0, Offer(0, 3))
    assert fired(events, "blue_moon_city.obelisk.offer")[0].data["cost"] == 8
    full = at_courtyard([3, 3, 3, 3, 3], n=3, before=[1, 1])
    assert offers(full) == [(0, 3)] and G.view(full, 0)["obelisk_costs"][2] == 7  # three or four players: a third 7


@cites("blue_moon_city.power.pillar")
def test_pillar_1_and_2_give_extra_offerings_at_plus_1_and_plus_2():
    s = at_courtyard([1, 3, 3] + [3] * 6, hand=[P1, P2, V3])
    illegal(s, 0, OfferAgain(P1, 0, 3), "blue_moon_city.power.pillar")  # first an offering
    s, _ = act(s, 0, Offer(1, 2))
    err = illegal(s, 0, OfferAgain(P1, 0, 2), "blue_moon_city.obelisk.offer")  # 6 for a 7 + 1
    assert "costs 8" in err.text.en
    s, events = act(s, 0, OfferAgain(P1, 0, 3))
    assert fired(events, "blue_moon_city.obelisk.offer")[0].data == {"player": 0, "box": 1, "cost": 8, "paid": 9}
    assert fired(events, "blue_moon_city.power.pillar")[0].data["card"] == P1 and P1 not in s.hands[0]
    illegal(s, 0, OfferAgain(P1, 0, 3), "blue_moon_city.power.pillar")  # that Pillar is spent
    s, events = act(s, 0, OfferAgain(P2, 0, 3))
    assert fired(events, "blue_moon_city.obelisk.offer")[0].data["cost"] == 9
    assert s.obelisk[:4] == (0, 0, 0, -1) and s.offerings[0] == 3 and s.markers[0] == 7 and s.hands[0] == [V3]
    assert sorted(s.discard) == sorted([P1, P2])


@cites("blue_moon_city.power.pillar", "blue_moon_city.obelisk.no_change")
@pytest.mark.parametrize(("pillar", "legal"), [(P1, [(0, 3)]), (P2, [(0, 3)])])
def test_pillar_offers_follow_the_no_change_rule(pillar, legal):
    """After 1+3+3 for the first 7, the rest (1, 3, 3, 3) pays 3+3+3 for an 8 or a 9; 1+3+3+3 has a 1 too many."""
    s = at_courtyard([1, 1, 3, 3, 3, 3, 3], hand=[pillar])
    s, _ = act(s, 0, Offer(1, 2))
    again = sorted((a.ones, a.threes) for a in G.legal_actions(s, 0) if isinstance(a, OfferAgain))
    assert again == legal
    illegal(s, 0, OfferAgain(pillar, 1, 3), "blue_moon_city.obelisk.no_change")
