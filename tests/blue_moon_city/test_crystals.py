"""How crystal rewards are counted (seed 003: ゲームの準備 7, 再建の決算の注記, 黄金の鱗の決算): N face-down tiles by
default, tiles worth N with the option; what the supply lacks is owed, and what is owed is counted."""

from __future__ import annotations

import random

import pytest

from kernel_games.blue_moon_city.actions import Offer, Pay
from kernel_games.blue_moon_city.components import CRYSTAL_TILES, obelisk_for
from kernel_games.blue_moon_city.phases.end import can_offer
from kernel_games.blue_moon_city.supply import held, take
from kernel_games.core import OptionError

from .helpers import (
    COURTYARD,
    H1,
    H2,
    NORTH,
    V3,
    G,
    act,
    acts,
    all_tiles_but,
    cites,
    deal,
    dragons,
    fired,
    fresh,
    mark,
    offerings,
    scales,
    tiles,
    turn_of,
)
from .test_completion import university


@cites("blue_moon_city.components.crystals")
def test_a_reward_of_n_crystals_is_n_face_down_tiles():
    """The seed mixes the crystal tiles face down (set-up, step 7), lets only the receiver look at their faces, and
    counts scale scoring in tiles (6 tiles, 3 tiles): the University's 1 crystal and the Fire Temple's 3 are four
    tiles, whatever they turn out to be worth. This reading is the project's ruling, and its note names the other."""
    s, _ = acts(university(), 1, Pay(1, H1), Pay(1, H2))
    assert [len(c) for c in s.crystals[:2]] == [4, 4] and all(v in (1, 3) for c in s.crystals for v in c)
    rule = G.rule("blue_moon_city.components.crystals")
    assert rule.provenance == "decision" and rule.note is not None
    assert rule.note.en.startswith("[Ruling]") and rule.note.ja.startswith("【裁定】")
    assert "published rulebook counts by value" in rule.note.en and "crystals by value" in rule.note.en


@cites("blue_moon_city.setup.crystal_value")
def test_the_option_is_declared_in_both_languages_and_checked():
    option = G.options["crystals"]
    assert option.values == ("tiles", "value") and option.default == "tiles"
    assert option.label.ja and option.label.en and all(t.ja and t.en for t in option.value_labels)
    assert len(option.value_labels) == 2
    for n in (2, 3, 4):
        assert G.setup(n, 5, {"crystals": "value"}).rewards == "value"
        assert G.view(G.setup(n, 5), 0)["rewards"] == "tiles"
    with pytest.raises(OptionError) as err:
        G.setup(3, 5, {"crystals": "weight"})
    assert "cannot be 'weight'" in err.value.text.en and "使えません" in err.value.text.ja


@cites("blue_moon_city.setup.crystal_value", "blue_moon_city.complete.participation",
       "blue_moon_city.complete.neighbourhood")
def test_by_value_the_university_pays_tiles_worth_its_rewards():
    """With the option, the published example pays each builder tiles worth 1 and 3: a 1 and a 3, two tiles each."""
    s, _ = acts(university("value"), 1, Pay(1, H1), Pay(1, H2))
    assert s.crystals[:2] == ((1, 3), (1, 3)) and len(s.supply) == len(CRYSTAL_TILES) - 4


@cites("blue_moon_city.setup.crystal_value", "blue_moon_city.scales.scoring")
def test_by_value_scale_scoring_pays_tiles_worth_6_and_3():
    """The rulebook's scale example (5, 4 and 2, you take the last scale): 6 crystals by value are two 3s, 3 a 3."""
    s = scales(fresh(3, crystals="value"), [5, 4, 2])
    s = deal(turn_of(dragons(s, NORTH, NORTH), 0, NORTH), {0: [V3]})
    s, _ = act(s, 0, Pay(2, V3))
    assert s.crystals == ((3, 3), (3,), ())


@cites("blue_moon_city.setup.crystal_value", "blue_moon_city.obelisk.no_change")
def test_by_value_a_tile_is_never_split():
    """Exactly N when the supply can make it, in as few tiles as it can; otherwise the least worth above N, a tile
    taken whole (no change is given, as at the obelisk); all of a supply worth less than N, the rest owed."""
    assert take((1, 1, 3, 3), 2, "value")[0] == (1, 1)  # exact beats fewer tiles
    assert take((1, 3, 3, 3), 4, "value")[:2] == ((3, 1), (3, 3))
    assert take((1, 3, 3, 3), 2, "value")[0] == (3,)  # a single 3, not 1 + 3
    assert take((3, 3, 3), 4, "value")[0] == (3, 3)
    assert take((3, 1), 6, "value") == ((3, 1), (), 2)
    assert take((3, 1, 3), 2, "tiles") == ((3, 1), (3,), 0)  # N tiles whatever their worth
    # in play: the University's 1 crystal when no tile worth 1 is left is a whole 3
    s = university("value")
    s = tiles(s, {2: [1] * 12})
    s, _ = acts(s, 1, Pay(1, H1), Pay(1, H2))
    assert s.crystals[:2] == ((3, 3), (3, 3))


@cites("blue_moon_city.supply.shortage", "blue_moon_city.setup.crystal_value")
def test_by_value_what_the_empty_supply_lacks_is_owed_in_crystals():
    """One tile worth 1 is left: the Fire Temple's majority (3) takes it and is owed 2, its participation (1) owes 1
    more. Purple's offering brings back three 3s: one whole 3 pays Orange's 3 owed crystals."""
    s = mark(fresh(3, crystals="value"), NORTH, [0, 0, -1])
    s = deal(turn_of(tiles(s, {2: all_tiles_but(s, [1])}), 0, NORTH), {0: [V3]})
    s, events = act(s, 0, Pay(2, V3))
    assert s.crystals[0] == (1,) and s.owed == (0, 0, 0) and s.supply == ()
    assert [e.data["owed"] for e in fired(events, "blue_moon_city.supply.shortage")] == [2, 1]
    assert "owed 2 crystals" in fired(events, "blue_moon_city.supply.shortage")[0].text.en
    assert held(s, 0) == 1 + 3 and G.view(s, 1)["owed"] == [0, 0, 0]
    s, events = act(turn_of(s, 2, COURTYARD), 2, Offer(0, 3))
    assert s.owed == () and s.crystals[0] == (1, 3) and len(s.supply) == 2


def shortage(owed: int, mine: list[int]):
    """Four players; Orange holds ``mine`` and is owed ``owed`` tiles, Sky holds every other tile (the supply is
    empty: crystals are owed only then)."""
    s = fresh(4)
    s = tiles(s, {0: mine, 1: all_tiles_but(s, mine)})
    s.owed = (0,) * owed
    return s


@cites("blue_moon_city.supply.shortage", "blue_moon_city.end.city_rebuilt")
def test_owed_crystals_count_as_the_players():
    """What is short is recorded and counted (seed: 足りない分は記録して数える): Orange's 1 + 3 and three tiles owed
    (counted 1 each, the least a tile is worth) reach the next box's 7, so Orange could still make an offering —
    the check that ends a rebuilt city's game — and the same count breaks a tie."""
    s = shortage(3, [1, 3])
    assert obelisk_for(4)[0] == 7 and held(s, 0) == 7 and can_offer(s, 0)
    assert held(shortage(2, [1, 3]), 0) == 6 and not can_offer(shortage(2, [1, 3]), 0)
    v = G.view(s, 0)
    assert v["owed"] == [0, 0, 0] and v["crystal_counts"][0] == 2


@cites("blue_moon_city.supply.shortage", "blue_moon_city.end.offerings")
def test_crystals_still_owed_at_the_end_are_counted():
    """Sky makes the winning fourth offering with three 3s; the tiles come back and pay three of Orange's five owed
    tiles. The game is over: Orange's crystals left count the two still owed."""
    s = offerings(shortage(5, [1]), [1, 1, 1])
    s, events = act(turn_of(s, 1, COURTYARD), 1, Offer(0, 3))
    assert G.is_over(s) and s.owed == (0, 0) and len(s.crystals[0]) == 4
    left = sum(s.crystals[0]) + 2
    assert G.view(s, None)["final_crystals"][0] == left
    assert fired(events, "blue_moon_city.end.offerings")[-1].data["crystals"][0] == left


@cites("blue_moon_city.supply.shortage")
@pytest.mark.parametrize("crystals", ["tiles", "value"])
def test_crystals_are_owed_only_while_someone_can_pay_the_next_box(crystals):
    """The note's claim, over random play from an empty supply: tiles are owed only while every tile is in the
    players' hands, and then some player always holds enough for the next box (so the count of what is owed never
    holds a game up)."""
    s = mark(fresh(3, crystals=crystals), NORTH, [0, 0, -1])
    s = deal(turn_of(tiles(s, {2: all_tiles_but(s)}), 0, NORTH), {0: [V3]})
    s, _ = act(s, 0, Pay(2, V3))
    rng, seen = random.Random(3), 0
    for _ in range(3000):
        if G.is_over(s):
            break
        if s.owed:
            seen += 1
            cost = [c for c, o in zip(obelisk_for(3), s.obelisk, strict=True) if o == -1][0]
            assert s.supply == () and max(sum(c) for c in s.crystals) >= cost
        p = G.to_act(s)[0]
        s, _ = G.apply(s, p, rng.choice(G.legal_actions(s, p)))
    assert seen > 0
