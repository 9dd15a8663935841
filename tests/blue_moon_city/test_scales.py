"""Golden-scale scoring (seed 003: 黄金の鱗の決算): set off by the last scale of the supply; 6 crystals for a sole
leader, 3 each for tied leaders and for anyone else with 3 or more; the paid return their scales."""

from __future__ import annotations

from kernel_games.blue_moon_city.actions import Pay

from .helpers import NORTH, V3, act, cites, deal, dragons, fired, fresh, scales, turn_of


def contribute_under_dragons(s, p, how_many, box=2):
    """``p`` pays the Fire Temple's 3 (or ``box``) under ``how_many`` dragons: that many golden scales."""
    s = dragons(s, *([NORTH] * how_many + [-1] * (3 - how_many)))
    s = deal(turn_of(s, p, NORTH), {p: [V3, V3]})
    s, events = act(s, p, Pay(box, V3))
    if box < 2:
        s, more = act(s, p, Pay(box, V3))
        events += more
    return s, events


def paid(events):
    return {e.data["player"]: e.data["crystals"] for e in fired(events, "blue_moon_city.scales.scoring") if e.to is None}


@cites("blue_moon_city.scales.trigger", "blue_moon_city.scales.scoring", "blue_moon_city.scales.return",
       "blue_moon_city.supply.shortage")
def test_the_rulebook_example():
    """Holdings 5, 4, 2 of 12: you take 2 scales with 1 left, so you count 7 (one a phantom). You take 6 crystals,
    the 4 takes 3, the 2 takes nothing and keeps both scales."""
    s = scales(fresh(3), [5, 4, 2])
    assert s.scale_supply == 1
    s, events = contribute_under_dragons(s, 0, 2)
    assert fired(events, "blue_moon_city.scales.trigger")[0].data == {"scales": [7, 4, 2]}
    assert paid(events) == {0: 6, 1: 3}
    assert [len(c) for c in s.crystals] == [6, 3, 0]
    assert s.scales == [0, 0, 2] and s.phantom == (0, 0, 0) and s.scale_supply == 10  # the phantom is gone
    assert fired(events, "blue_moon_city.scales.return")[0].data == {"paid": [0, 1]}


@cites("blue_moon_city.scales.scoring", "blue_moon_city.scales.return")
def test_tied_leaders_take_3_each_as_does_anyone_with_3():
    """Four players, 14 of 15 taken (6, 5, 3, 0): Sky's dragon scale ties the lead — 3 each for the two leaders, 3 for
    Purple's three scales, nothing for Teal; everyone paid returns their scales."""
    s = scales(fresh(4), [6, 5, 3, 0])
    s, events = contribute_under_dragons(s, 1, 1)
    assert fired(events, "blue_moon_city.scales.trigger")[0].data == {"scales": [6, 6, 3, 0]}
    assert paid(events) == {0: 3, 1: 3, 2: 3}
    assert s.scales == [0, 0, 0, 0] and s.scale_supply == 15


@cites("blue_moon_city.scales.scoring")
def test_fewer_than_three_scales_take_nothing():
    s = scales(fresh(4), [8, 2, 2, 2])
    s, events = contribute_under_dragons(s, 0, 1)
    assert paid(events) == {0: 6} and s.scales == [0, 2, 2, 2] and s.scale_supply == 9


@cites("blue_moon_city.scales.return", "blue_moon_city.supply.shortage")
def test_an_unpaid_player_keeps_real_scales_but_not_phantoms():
    """Four players at 5, 5, 4, 0: Teal takes 2 scales with 1 left and counts 2, too few to be paid: Teal keeps the
    one real scale and the phantom vanishes."""
    s = scales(fresh(4), [5, 5, 4, 0])
    s, events = contribute_under_dragons(s, 3, 2)
    assert fired(events, "blue_moon_city.scales.trigger")[0].data == {"scales": [5, 5, 4, 2]}
    assert paid(events) == {0: 3, 1: 3, 2: 3}
    assert s.scales == [0, 0, 0, 1] and s.phantom == (0,) * 4 and s.scale_supply == 14


@cites("blue_moon_city.scales.trigger")
def test_no_scoring_while_scales_are_left():
    s = scales(fresh(3), [5, 4, 1])
    s, events = contribute_under_dragons(s, 0, 1)
    assert s.scale_supply == 1 and s.scales == [6, 4, 1] and not fired(events, "blue_moon_city.scales.trigger")


@cites("blue_moon_city.scales.return", "blue_moon_city.scales.trigger")
def test_scoring_happens_again_and_again():
    s = scales(fresh(3), [5, 4, 2])
    s, _ = contribute_under_dragons(s, 0, 2)
    assert s.scales == [0, 0, 2]
    s = scales(s, [5, 3, 2])
    s, events = contribute_under_dragons(s, 1, 2, box=1)  # the 3 is taken: Sky pays the 4
    assert fired(events, "blue_moon_city.scales.trigger")[0].data == {"scales": [5, 5, 2]}
    assert paid(events) == {0: 3, 1: 3} and s.scales == [0, 0, 2]
