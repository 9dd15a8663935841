"""Contributing (seed 003: 建物の再建へ貢献): paying a box of the building you stand on, card by card, a marker on
it, the Royal Palace's single colour per box, and the dragons' golden scales."""

from __future__ import annotations

from kernel_games.blue_moon_city.actions import Cancel, Done, Offer, Pay, Walk
from kernel_games.blue_moon_city.components import CELL_INDEX

from .helpers import (
    A1,
    A2,
    A3,
    COURTYARD,
    EAST,
    K1,
    NORTH,
    V1,
    V2,
    V3,
    WEST,
    G,
    act,
    acts,
    build,
    cites,
    deal,
    dragons,
    fired,
    fresh,
    illegal,
    mark,
    occupy,
    tiles,
    turn_of,
)


def start(hand, at=NORTH, n=3):
    """Player 0's turn on ``at`` (the Fire Temple, black boxes 5, 4, 3, unless told), holding ``hand``."""
    return deal(turn_of(fresh(n), 0, at), {0: hand})


def pays(s, box):
    return sorted(a.card for a in G.legal_actions(s, 0) if isinstance(a, Pay) and a.box == box)


@cites("blue_moon_city.contribute.pay", "blue_moon_city.contribute.marker")
def test_paying_a_box_exactly():
    """Black 3 then black 1 make the 4: the box is filled, a marker goes on it, the cards go to the discard pile."""
    s = start([V3, V1, V2, A3])
    s, ev1 = act(s, 0, Pay(1, V3))
    assert s.boxes[NORTH] == (-1, -1, -1) and s.step == "pay"
    assert G.view(s, 1)["pay"]["cards"] == [V3] and G.view(s, 1)["pay"]["total"] == 3  # the payment is public
    s, ev2 = act(s, 0, Pay(1, V1))
    assert s.boxes[NORTH] == (-1, 0, -1) and s.markers[0] == 9 and sorted(s.discard) == [V1, V3]
    assert s.hands[0] == [V2, A3] and s.step == "build"
    assert fired(ev1 + ev2, "blue_moon_city.contribute.pay")[-1].data["total"] == 4
    assert fired(ev2, "blue_moon_city.contribute.marker")[0].data == {"player": 0, "cell": NORTH, "box": 1}


@cites("blue_moon_city.contribute.pay", "blue_moon_city.contribute.one_by_one")
def test_paying_over_and_no_card_beyond():
    """3 + 2 on the 4: paid over, the box fills as the total reaches it, and the next card is not taken."""
    s = start([V3, V2, V1])
    s, events = acts(s, 0, Pay(1, V3), Pay(1, V2))
    assert s.boxes[NORTH][1] == 0 and s.hands[0] == [V1] and sorted(s.discard) == [V2, V3]
    assert fired(events, "blue_moon_city.contribute.pay")[-1].data["total"] == 5
    illegal(s, 0, Pay(1, V1), "blue_moon_city.contribute.where")  # the box is taken now


@cites("blue_moon_city.contribute.pay")
def test_each_contribution_pays_with_its_own_cards():
    """What was paid over on one box does not count towards the next: the 4 needs its own four."""
    s = start([V2, V2, V3, V1])
    s, _ = acts(s, 0, Pay(2, V2), Pay(2, V2))  # 4 on the 3
    assert s.boxes[NORTH] == (-1, -1, 0) and G.view(s, 0)["pay"]["total"] == 0
    s, _ = acts(s, 0, Pay(1, V3), Pay(1, V1))
    assert s.boxes[NORTH] == (-1, 0, 0)


@cites("blue_moon_city.contribute.pay")
def test_cards_of_another_colour_are_refused():
    s = start([V3, A3, A2])
    err = illegal(s, 0, Pay(2, A3), "blue_moon_city.contribute.pay")
    assert "black" in err.text.en and "黒" in err.text.ja
    assert pays(s, 2) == [V3]


@cites("blue_moon_city.contribute.pay")
def test_a_card_the_hand_cannot_finish_with_is_refused():
    """Black 2 + 1 can pay the 3 but never the 5: starting the 5 or the 4 with them is refused."""
    s = start([V2, V1, A3])
    err = illegal(s, 0, Pay(0, V2), "blue_moon_city.contribute.pay")
    assert "5" in err.text.en and "5" in err.text.ja
    illegal(s, 0, Pay(1, V1), "blue_moon_city.contribute.pay")
    assert pays(s, 0) == pays(s, 1) == [] and pays(s, 2) == [V1, V2]
    s = start([V3, V1, V1])  # 1 + 1 + 3 reaches the 5: each card may start it
    assert pays(s, 0) == [V1, V3]
    s, _ = acts(s, 0, Pay(0, V1), Pay(0, V1), Pay(0, V3))
    assert s.boxes[NORTH][0] == 0


@cites("blue_moon_city.contribute.where")
def test_you_contribute_only_on_the_ruin_you_stand_on():
    s = start([V3, A3, A2], at=COURTYARD)
    illegal(s, 0, Pay(0, V3), "blue_moon_city.contribute.where")  # the Courtyard has no boxes
    s = start([V3, V3], at=WEST)  # the Water Temple: blue boxes
    assert pays(s, 2) == []
    built = build(start([V3, V3]), NORTH)
    err = illegal(built, 0, Pay(2, V3), "blue_moon_city.contribute.where")
    assert "ruined building" in err.text.en
    taken = mark(start([V3, V3]), NORTH, [-1, -1, 1])
    illegal(taken, 0, Pay(2, V3), "blue_moon_city.contribute.where")
    illegal(taken, 0, Pay(7, V3), "blue_moon_city.contribute.where")


@cites("blue_moon_city.contribute.where")
def test_as_many_contributions_as_you_can_pay():
    s = start([V3, V3, V2, V2, V2])
    s, _ = acts(s, 0, Pay(2, V3), Pay(1, V2), Pay(1, V2))
    assert s.boxes[NORTH] == (-1, 0, 0) and s.step == "build"
    s, _ = acts(s, 0, Pay(0, V3), Pay(0, V2))
    assert s.hands[0] == []
    assert s.built[NORTH]  # the three boxes were the last: the temple is rebuilt
    illegal(s, 0, Walk(COURTYARD), "blue_moon_city.contribute.where")


@cites("blue_moon_city.contribute.one_by_one")
def test_a_payment_in_progress_must_be_finished():
    """While a box is being paid, no walking, no other box, and no taking it back while it can still be finished."""
    s = start([V3, V1, V2])
    s, _ = act(s, 0, Pay(0, V3))
    illegal(s, 0, Walk(COURTYARD), "blue_moon_city.contribute.one_by_one")
    illegal(s, 0, Pay(2, V1), "blue_moon_city.contribute.one_by_one")
    illegal(s, 0, Done(), "blue_moon_city.contribute.one_by_one")
    illegal(s, 0, Cancel(), "blue_moon_city.contribute.one_by_one")
    illegal(start([V3]), 0, Cancel(), "blue_moon_city.contribute.one_by_one")  # no payment to take back
    assert G.legal_actions(s, 0) == [Pay(0, V1), Pay(0, V2)]
    s, _ = act(s, 0, Pay(0, V2))
    assert s.boxes[NORTH][0] == 0 and s.hands[0] == [V1]


@cites("blue_moon_city.contribute.marker")
def test_no_marker_no_contribution():
    s = occupy(start([V3, V3], n=2), 0, 10, avoid=(NORTH,))
    assert s.markers[0] == 0
    illegal(s, 0, Pay(2, V3), "blue_moon_city.contribute.marker")
    assert not any(isinstance(a, Pay) for a in G.legal_actions(s, 0))
    s = tiles(turn_of(s, 0, COURTYARD), {0: [3, 3, 1]})
    illegal(s, 0, Offer(1, 2), "blue_moon_city.contribute.marker")


@cites("blue_moon_city.contribute.palace")
def test_the_palace_takes_any_colour_but_one_per_box():
    s = start([V2, A2, V1, A2, A1, K1], at=EAST)
    assert pays(s, 3) == [V1, V2, A1, A2, K1]
    s, _ = act(s, 0, Pay(3, V2))
    err = illegal(s, 0, Pay(3, A2), "blue_moon_city.contribute.pay")  # the 3 is being paid in black
    assert "black" in err.text.en
    s, _ = act(s, 0, Pay(3, V1))
    s, _ = acts(s, 0, Pay(2, A2), Pay(2, A2))  # the next box in blue
    assert s.boxes[EAST] == (-1, -1, 0, 0)
    s2, _ = acts(start([K1, A3, V1], at=EAST), 0, Pay(3, K1), Pay(3, A3))  # a wild Khind leaves the colour open
    assert s2.boxes[EAST][3] == 0 and s2.hands[0] == [V1]


@cites("blue_moon_city.dragons.scales")
def test_each_dragon_on_the_tile_gives_a_scale_once_a_turn():
    s = dragons(start([V3, V2, V2, V3]), red=NORTH, blue=NORTH, green=COURTYARD)
    s, events = act(s, 0, Pay(2, V3))
    assert s.scales[0] == 2 and s.scale_supply == 10
    assert fired(events, "blue_moon_city.dragons.scales")[0].data == {"player": 0, "scales": 2}
    s, events = acts(s, 0, Pay(1, V2), Pay(1, V2))  # a second contribution, the same turn: nothing more
    assert s.scales[0] == 2 and not fired(events, "blue_moon_city.dragons.scales")
    s = deal(turn_of(s, 0), {0: [V3, V2]})  # a later turn pays again
    s, events = acts(s, 0, Pay(0, V3), Pay(0, V2))
    assert s.scales[0] == 4 and fired(events, "blue_moon_city.dragons.scales")


@cites("blue_moon_city.dragons.scales")
def test_no_dragon_no_scale_and_courtyard_dragons_give_nothing():
    s = dragons(start([V3]), red=CELL_INDEX[(1, 3)])
    s, events = act(s, 0, Pay(2, V3))
    assert s.scales[0] == 0 and not fired(events, "blue_moon_city.dragons.scales")
    s = tiles(dragons(start([V3], at=COURTYARD), red=COURTYARD, green=COURTYARD, blue=COURTYARD), {0: [3, 3, 1]})
    s, events = act(s, 0, Offer(1, 2))
    assert s.offerings[0] == 1 and s.scales[0] == 0 and not fired(events, "blue_moon_city.dragons.scales")
