"""The end (seed 004: ゲームの終了): the fifth building takes the end card and ends its turn, everyone else plays
once more, leftovers go to storage, and the score with its tie-break."""

from __future__ import annotations

from kernel_games.via_nebula.actions import Build, Pass, Use
from kernel_games.via_nebula.components import WHEAT
from kernel_games.via_nebula.phases.end import score, winners

from .helpers import MEADOW, G, act, blank, cites, contract, fired, heap, of, stuck, turn_of
from .test_build import ready


def fifth(n: int = 3, key: str = "plain_1"):
    """Player 0 about to build their fifth building (four stand already) with the first action of the turn, with the
    contract ``key``."""
    s, slot, c = ready(key, n=n)
    s = s.copy()
    others = [x for x in range(len(s.building)) if x % 2 == 0 and x != slot][:4]
    s.building = tuple(0 if i in others else v for i, v in enumerate(s.building))
    s.buildings = (1,) + s.buildings[1:]
    olds = [contract(k) for k in ("plain_5", "plain_6", "plain_7", "plain_8")]
    s.deck = tuple(x for x in s.deck if x not in olds)
    s.done = (tuple(olds),) + s.done[1:]
    return s, slot, c


@cites("via_nebula.end.trigger", "via_nebula.end.last_turns")
def test_the_fifth_building_takes_the_end_card_and_the_others_play_once_more():
    s, slot, c = fifth(3)
    s, ev = act(s, 0, Build(slot, c))
    assert s.end_holder == 0 and fired(ev, "via_nebula.end.trigger")
    assert s.current == 1 and s.actions_left == 2  # the turn ended at once, one action unused
    for p in (1, 2):
        assert not G.is_over(s)
        s = turn_of(s, p, actions=1)
        s, _ = act(s, p, G.legal_actions(s, p)[0])
    assert G.is_over(s)
    assert score(s, 0)["end_card"] == 2 and score(s, 1)["end_card"] == 0


@cites("via_nebula.end.cleanup", "via_nebula.end.scoring", "via_nebula.action.surplus")
def test_leftovers_go_to_storage_and_cost_a_point_each():
    s, slot, c = fifth(2)
    m = of(s, MEADOW)[0]
    s = heap(s, m, WHEAT, 2, owner=1)
    s, _ = act(s, 0, Build(slot, c))
    s = turn_of(s, 1, actions=1)
    s, ev = act(s, 1, G.legal_actions(s, 1)[0])
    assert G.is_over(s) and fired(ev, "via_nebula.end.cleanup")
    assert s.storage[1][WHEAT] >= 1 and s.craftsman[m] == 1  # the craftsman stays; its resources are stored
    assert score(s, 1)["storage"] == -sum(s.storage[1])
    r = G.result(s)
    parts = score(s, 0)
    assert r.scores[0] == sum(parts.values()) == parts["tokens"] + parts["contracts"] + parts["explorers"] + 2
    assert {row.rule for row in r.breakdown[0]} >= {"via_nebula.action.build", "via_nebula.end.trigger"}


@cites("via_nebula.end.tie")
def test_a_tie_goes_to_fewer_stored_resources_then_is_shared():
    s, _, _ = fifth(2)
    s = s.copy()  # the scores alone, as the end sees them
    s.done, s.held, s.stacks, s.end_holder = ((contract("plain_5"),), (contract("plain_6"),)), ((), ()), ((1,) * 4,) * 2, -1
    s.storage = ((0,) * 5, (0,) * 5)
    assert [sum(score(s, p).values()) for p in (0, 1)] == [3, 3] and winners(s) == (0, 1)  # shared
    s.done = ((contract("plain_9"),), (contract("plain_6"),))
    s.storage = ((1, 0, 0, 0, 0), (0,) * 5)  # 4 − 1 = 3 against 3: fewer stored resources wins
    assert [sum(score(s, p).values()) for p in (0, 1)] == [3, 3] and winners(s) == (1,)


@cites("via_nebula.turn.pass")
def test_a_round_of_players_who_cannot_act_ends_the_game():
    s = stuck(blank(2), 0)
    s.passes = 1  # the player before could only pass too
    assert G.legal_actions(s, 0) == [Pass()]
    s, ev = act(s, 0, Pass())
    assert G.is_over(s) and s.end_holder == -1 and fired(ev, "via_nebula.end.scoring")


@cites("via_nebula.end.trigger", "via_nebula.neutral.distillery")
def test_the_fifth_buildings_effect_is_used_but_its_extra_action_is_lost():
    s, slot, d = fifth(2, "distillery")
    s, _ = act(s, 0, Build(slot, d))
    assert s.step == "effect" and s.current == 0
    s, _ = act(s, 0, Use())  # one more action…
    assert s.current == 1 and s.end_holder == 0  # …but the turn is over
