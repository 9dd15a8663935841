"""A turn's first phase (seed 003: ラウンドの流れ, the first step) and the movement powers: Flit for your figure,
Vulca, Terrah and Aqua for the three dragons."""

from __future__ import annotations

import pytest

from kernel_games.blue_moon_city.actions import Discard, Done, DragonFly, DragonMove, Draw, FlitDash, FlitFly, Pay, Walk
from kernel_games.blue_moon_city.components import CELL_INDEX, DISTANCE, OFF

from .helpers import (
    A1,
    A2,
    BLUE,
    COURTYARD,
    EAST,
    F1,
    F2,
    GREEN,
    NORTH,
    RED,
    SOUTH,
    T1,
    T2,
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
    stand,
    turn_of,
)

FAR_NW = CELL_INDEX[(0, 1)]  # three steps from the Courtyard
FAR_SE = CELL_INDEX[(4, 3)]


def start(hand, at=COURTYARD, n=3):
    """Player 0's turn, their figure on ``at``, holding ``hand``."""
    return deal(turn_of(fresh(n), 0, at), {0: hand})


@cites("blue_moon_city.turn.order")
def test_a_turn_runs_move_then_contribute_then_discard_and_draw():
    """Discarding waits for the end of the turn; drawing passes the turn to the next player clockwise."""
    s = start([V3, V2, A1, A2, T1, T2, F1, F2], at=NORTH)
    illegal(s, 0, Discard(V3), "blue_moon_city.turn.order")
    illegal(s, 0, Draw(), "blue_moon_city.turn.order")
    s, _ = act(s, 0, Pay(2, V3))  # a contribution ends the movement
    assert s.step == "build"
    s, _ = act(s, 0, Done())
    assert s.step == "draw"
    illegal(s, 0, Walk(COURTYARD), "blue_moon_city.discard.draw")
    s, events = act(s, 0, Draw())
    assert s.current == 1 and G.to_act(s) == (1,) and s.step == "move" and s.steps_left == 2
    assert fired(events, "blue_moon_city.turn.order")[-1].data == {"player": 1, "turn": s.turn}
    s, _ = act(s, 1, Done())
    s, _ = act(s, 1, Draw())
    s, _ = act(s, 2, Done())
    s, _ = act(s, 2, Draw())
    assert s.current == 0


@cites("blue_moon_city.move.steps")
def test_walking_up_to_two_orthogonal_steps():
    s = start([V3])
    legal = {a.to for a in G.legal_actions(s, 0) if isinstance(a, Walk)}
    assert legal == {c for c in range(21) if 0 < DISTANCE[COURTYARD][c] <= 2}
    assert FAR_NW not in legal and CELL_INDEX[(1, 1)] in legal  # a "diagonal" cell is two steps away
    s1, events = act(s, 0, Walk(NORTH))
    assert s1.figures[0] == NORTH and s1.steps_left == 1 and fired(events, "blue_moon_city.move.steps")[0].data["steps"] == 1
    s2, _ = act(s1, 0, Walk(CELL_INDEX[(1, 3)]))  # turning between steps
    assert s2.steps_left == 0 and s2.figures[0] == CELL_INDEX[(1, 3)]
    illegal(s2, 0, Walk(EAST), "blue_moon_city.move.steps")


@cites("blue_moon_city.move.steps")
def test_a_third_step_is_refused_and_changes_nothing():
    s = start([V3])
    err = illegal(s, 0, Walk(FAR_NW), "blue_moon_city.move.steps")
    assert "3 steps away" in err.text.en and "2 left" in err.text.en and "3歩" in err.text.ja
    illegal(s, 0, Walk(COURTYARD), "blue_moon_city.move.steps")  # already there
    illegal(s, 0, Walk(21), "blue_moon_city.move.steps")  # off the city


@cites("blue_moon_city.move.steps")
def test_any_tile_may_be_entered_and_standing_still_is_allowed():
    """Built tiles, the Courtyard, tiles with another figure or a dragon: all open. Not moving at all is allowed."""
    s = build(start([V3], at=WEST), NORTH)
    s = dragons(stand(s, p1=NORTH), red=NORTH)
    s1, _ = act(s, 0, Walk(NORTH))
    assert s1.figures[:2] == [NORTH, NORTH]
    s2, _ = act(s, 0, Walk(COURTYARD))
    assert s2.figures[0] == COURTYARD
    s3, _ = act(s, 0, Done())
    assert s3.figures[0] == WEST and s3.step == "draw"


@cites("blue_moon_city.power.flit", "blue_moon_city.power.use")
def test_flit_1_flies_your_figure_anywhere():
    s = start([F1, V3], at=FAR_NW)
    assert DISTANCE[FAR_NW][FAR_SE] == 6
    s1, events = act(s, 0, FlitFly(FAR_SE))
    assert s1.figures[0] == FAR_SE and F1 not in s1.hands[0] and s1.discard == [F1]
    assert fired(events, "blue_moon_city.power.flit")[0].data["card"] == F1
    illegal(s1, 0, FlitFly(COURTYARD), "blue_moon_city.power.flit")  # the card is spent
    illegal(start([F2, V3]), 0, FlitFly(FAR_SE), "blue_moon_city.power.flit")


@cites("blue_moon_city.power.flit")
def test_flit_2_gives_two_more_steps():
    s = start([F2, V3], at=FAR_NW)
    assert DISTANCE[FAR_NW][EAST] == 4
    illegal(s, 0, Walk(EAST), "blue_moon_city.move.steps")
    s1, _ = act(s, 0, FlitDash())
    assert s1.steps_left == 4 and s1.discard == [F2]
    s2, _ = act(s1, 0, Walk(EAST))
    assert s2.figures[0] == EAST and s2.steps_left == 0
    # after one step, Flit 2 still adds two
    s3, _ = act(s, 0, Walk(CELL_INDEX[(1, 1)]))
    s3, _ = act(s3, 0, FlitDash())
    assert s3.steps_left == 3
    illegal(start([F1, V3]), 0, FlitDash(), "blue_moon_city.power.flit")


@cites("blue_moon_city.power.flit")
def test_each_flit_2_adds_two_steps():
    """The card gives up to two *additional* spaces and nothing limits how many are played: two Flit 2 make 6 steps,
    and the rule's text says so (2 more for each card)."""
    s = start([F2, F2, V3], at=FAR_NW)
    s, _ = acts(s, 0, FlitDash(), FlitDash())
    assert s.steps_left == 6 and s.discard == [F2, F2]
    assert DISTANCE[FAR_NW][FAR_SE] == 6
    s, _ = act(s, 0, Walk(FAR_SE))
    assert s.figures[0] == FAR_SE and s.steps_left == 0
    text = G.rule("blue_moon_city.power.flit").text
    assert "for each Flit 2" in text.en and "6" in text.en and "1枚出すごとに" in text.ja and "up to 4 in all" not in text.en


@cites("blue_moon_city.power.flit", "blue_moon_city.contribute.where")
def test_no_moving_after_a_contribution():
    """Flit (and walking) only while moving: once a box is paid, the figure stays."""
    s = start([V3, F1, F2, V1], at=NORTH)
    s, _ = act(s, 0, Pay(2, V3))
    for a, why in ((FlitFly(FAR_SE), "power.flit"), (FlitDash(), "power.flit"), (Walk(COURTYARD), "contribute.where"),
                   (DragonFly(RED, NORTH), "power.use")):
        illegal(s, 0, a, "blue_moon_city." + why)


@cites("blue_moon_city.power.vulca", "blue_moon_city.power.terrah", "blue_moon_city.power.aqua",
       "blue_moon_city.components.dragons")
@pytest.mark.parametrize(("dragon", "one", "rule", "wrong"), [
    (RED, V1, "blue_moon_city.power.vulca", T1),
    (GREEN, T1, "blue_moon_city.power.terrah", A1),
    (BLUE, A1, "blue_moon_city.power.aqua", V1)])
def test_a_1_flies_its_dragon_anywhere_or_off_the_board(dragon, one, rule, wrong):
    """Black moves the red dragon, red the green one, blue the blue one: from beside the city to any tile, from a
    tile to beside the city."""
    s = start([one, V3])
    s1, events = act(s, 0, DragonFly(dragon, FAR_SE))
    assert s1.dragons[dragon] == FAR_SE and s1.dragons.count(OFF) == 2 and s1.discard == [one]
    assert fired(events, rule)[0].data == {"player": 0, "dragon": dragon, "to": FAR_SE, "card": one}
    s2 = deal(s1, {0: [one]})
    s3, _ = act(s2, 0, DragonFly(dragon, OFF))
    assert s3.dragons == [OFF, OFF, OFF]
    illegal(s2, 0, DragonFly(dragon, FAR_SE), rule)  # it is already there
    illegal(start([wrong, V3]), 0, DragonFly(dragon, FAR_SE), rule)  # the wrong people's card


@cites("blue_moon_city.power.vulca", "blue_moon_city.power.terrah", "blue_moon_city.power.aqua")
@pytest.mark.parametrize(("dragon", "two", "rule"), [
    (RED, V2, "blue_moon_city.power.vulca"), (GREEN, T2, "blue_moon_city.power.terrah"),
    (BLUE, A2, "blue_moon_city.power.aqua")])
def test_a_2_moves_its_dragon_up_to_three_steps_inside_the_city(dragon, two, rule):
    s = start([two, V3])
    err = illegal(s, 0, DragonMove(dragon, NORTH), rule)  # still beside the city
    assert "beside the city" in err.text.en
    at = [OFF, OFF, OFF]
    at[dragon] = FAR_NW
    s = dragons(s, *at)
    reach = {a.to for a in G.legal_actions(s, 0) if isinstance(a, DragonMove)}
    assert reach == {c for c in range(21) if 0 < DISTANCE[FAR_NW][c] <= 3}
    s1, _ = act(s, 0, DragonMove(dragon, COURTYARD))  # three steps
    assert s1.dragons[dragon] == COURTYARD and s1.discard == [two]
    illegal(s, 0, DragonMove(dragon, SOUTH), rule)  # four steps
    illegal(s, 0, DragonMove(dragon, OFF), rule)  # a 2 never takes it out of the city


@cites("blue_moon_city.power.use")
def test_dragon_powers_leave_your_figure_and_steps_alone():
    """Playing a power card is not a step: the figure may still walk its two steps afterwards."""
    s = start([V1, V2, V3])
    s, _ = act(s, 0, DragonFly(RED, NORTH))
    s, _ = act(s, 0, DragonMove(RED, EAST))
    assert s.steps_left == 2 and s.figures[0] == COURTYARD and s.dragons[RED] == EAST and s.hands[0] == [V3]
    s, _ = act(s, 0, Walk(EAST))
    assert s.figures[0] == EAST
