"""Land rewards (seed 001: 土地カード), each scored at the moment the land joins a realm."""

from __future__ import annotations

import pytest

from kernel_games.vaalbara.components import LANDS

from .helpers import CRAFTSMAN, FALCONER, FARMER, HUNTER, PRIEST, choose_all, cites, land_points, lands, scenario


def land_gain(n, realms, land, initiative=HUNTER):
    """Player 0 plays ``initiative`` (acting first, as the others play the Farmer) and takes ``land`` from row 1."""
    s = scenario(n, realms=realms, row1=[land])
    s = choose_all(s, [initiative] + [FARMER] * (n - 1))
    assert s.current == 0 and s.step == "land"
    return land_points(s, 0, land)[1]


# ---- Meadow ----------------------------------------------------------------------------------------
@cites("vaalbara.land.meadow")
def test_meadow_counts_your_meadows_and_your_neighbours():
    """vaalbara.land.meadow: 1 point per meadow of yours and of both neighbours, the new one included."""
    m = lands("meadow", 4)
    # 4 players: neighbours of seat 0 are seats 1 and 3; seat 2's meadow is not counted
    realms = [[m[0]], [m[1], m[2]], [m[3]], [m[4]]]
    assert land_gain(4, realms, m[5]) == 2 + 2 + 1


@cites("vaalbara.land.meadow")
def test_first_meadow_alone_scores_one():
    """vaalbara.land.meadow: the new meadow counts itself."""
    assert land_gain(3, [[], [], []], lands("meadow", 3)[0]) == 1


@cites("vaalbara.land.meadow", "vaalbara.neighbours")
def test_meadow_with_two_players_counts_the_opponent_once():
    """vaalbara.land.meadow and vaalbara.neighbours: at 2 players the opponent is one neighbour, counted once."""
    m = lands("meadow", 2)
    assert len(m) == 3
    assert land_gain(2, [[m[0]], [m[1]]], m[2]) == 2 + 1  # not 2 + 1 + 1


@cites("vaalbara.land.meadow")
def test_meadow_ignores_other_land_types():
    """vaalbara.land.meadow: only meadows count, not fields or forests next door."""
    realms = [lands("field", 3)[:2], lands("forest", 3)[:2], []]
    assert land_gain(3, realms, lands("meadow", 3)[0]) == 1


# ---- Field -----------------------------------------------------------------------------------------
@cites("vaalbara.land.field")
@pytest.mark.parametrize("already", [0, 1, 2, 3])
def test_field_two_points_per_field_in_your_realm(already):
    """vaalbara.land.field: 2 points for each of your fields, this one included; others' fields do not count."""
    f = lands("field", 5)
    realms = [f[:already], f[5:8], [], [], []]
    assert land_gain(5, realms, f[9]) == 2 * (already + 1)


# ---- Forest ----------------------------------------------------------------------------------------
@cites("vaalbara.land.forest")
@pytest.mark.parametrize("forest", lands("forest", 5))
def test_forest_scores_its_printed_value(forest):
    """vaalbara.land.forest: the value printed on the card (3 to 6), whatever else the realm holds."""
    value = LANDS[forest].value
    assert 3 <= value <= 6
    others = [f for f in lands("forest", 5) if f != forest][:2]
    assert land_gain(5, [others, [], [], [], []], forest) == value


@cites("vaalbara.land.forest")
def test_forest_values_differ():
    """vaalbara.land.forest: a 6-forest is worth twice a 3-forest."""
    assert {LANDS[f].value for f in lands("forest", 2)} == {3, 4, 5, 6}
    by_value = {LANDS[f].value: f for f in lands("forest", 2)}
    assert land_gain(2, [[], []], by_value[6]) == 6
    assert land_gain(2, [[], []], by_value[3]) == 3


# ---- Village ---------------------------------------------------------------------------------------
@cites("vaalbara.land.village")
def test_village_two_points_per_land_type():
    """vaalbara.land.village: 2 points per different type in your realm, the village included."""
    fields, forest = lands("field", 3)[:2], lands("forest", 3)[0]
    assert land_gain(3, [fields + [forest], [], []], lands("village", 3)[0]) == 2 * 3  # field, forest, village


@cites("vaalbara.land.village")
def test_village_counts_types_not_cards():
    """vaalbara.land.village: a second village adds no new type; a realm of one village scores 2."""
    v = lands("village", 3)
    meadow = lands("meadow", 3)[0]
    assert land_gain(3, [[v[0], meadow], [], []], v[1]) == 2 * 2
    assert land_gain(3, [[], [], []], v[0]) == 2


@cites("vaalbara.land.village")
def test_village_with_all_six_types():
    """vaalbara.land.village: with the five other types already held, a village scores 12."""
    realm = [lands(k, 3)[0] for k in ("meadow", "field", "forest", "mountain", "river")]
    assert land_gain(3, [realm, [], []], lands("village", 3)[0]) == 12


# ---- Mountain --------------------------------------------------------------------------------------
@cites("vaalbara.land.mountain")
@pytest.mark.parametrize("already, points", [(0, 0), (1, 10), (2, 0), (3, 20), (4, 0), (5, 0)])
def test_mountain_second_scores_10_fourth_scores_20(already, points):
    """vaalbara.land.mountain: only the 2nd (10) and the 4th (20) mountain of a realm score."""
    m = lands("mountain", 5)
    assert land_gain(5, [m[:already], [], [], [], []], m[9]) == points


@cites("vaalbara.land.mountain")
def test_mountain_counts_only_your_own_mountains():
    """vaalbara.land.mountain: a neighbour's mountains do not make yours the second."""
    m = lands("mountain", 3)
    assert land_gain(3, [[], m[:3], m[3:4]], m[5]) == 0


# ---- River -----------------------------------------------------------------------------------------
@cites("vaalbara.land.river")
@pytest.mark.parametrize("initiative, already, points", [
    (HUNTER, 0, 3),  # 1 river × 3
    (PRIEST, 1, 8),  # 2 rivers × 4
    (FALCONER, 1, 12),  # 2 rivers × 6: 6 is allowed
    (CRAFTSMAN, 1, 12),  # 2 rivers × min(10, 6)
    (CRAFTSMAN, 2, 18),  # 3 rivers × 6
])
def test_river_rivers_times_initiative_capped_at_six(initiative, already, points):
    """vaalbara.land.river: rivers in your realm (this one included) × the initiative you played, at most 6."""
    r = lands("river", 4)
    assert land_gain(4, [r[:already], [], [], []], r[4], initiative) == points


@cites("vaalbara.land.river")
def test_river_uses_the_takers_initiative():
    """vaalbara.land.river: the taker's own initiative counts (the Priest's 4), not that of whoever acted first."""
    r = lands("river", 3)
    s = scenario(3, realms=[[], [r[0]], []], row1=[r[1]])
    s = choose_all(s, [HUNTER, PRIEST, FARMER])
    s = land_points(s, 0, s.rows[0][-1])[0]
    s, pts = land_points(s, 1, r[1])
    assert pts == 2 * 4
