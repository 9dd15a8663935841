"""Blue Moon City set-up (seed 003: ゲームの準備) and its components, with the data the seed leaves out."""

from __future__ import annotations

from collections import Counter

import pytest

from kernel_games.blue_moon_city.components import (
    ANY,
    CARDS_PER_PEOPLE,
    CELLS,
    CENTRE,
    COURTYARD,
    CRYSTAL_TILES,
    DECK,
    DISTANCE,
    FIXED,
    KHIND,
    MARKERS,
    OBELISK,
    PEOPLES,
    SCALES_FOR,
    SPLIT,
    TILE_INDEX,
    TILES,
    people_of,
    value_of,
)
from kernel_games.core import OptionError

from .helpers import EAST, NORTH, SOUTH, WEST, G, check, cites


@cites("blue_moon_city.setup.city")
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_fixed_city(seed):
    """The Courtyard in the middle, already built; Fire Temple north, Earth south, Water west, the palace east; the
    other sixteen shuffled, all in ruins."""
    s = check(G.setup(3, seed))
    v = G.view(s, None)
    name = {c: TILES[t].key for c, t in enumerate(v["cells"])}
    assert (name[CENTRE], name[NORTH], name[SOUTH], name[WEST], name[EAST]) == (
        "courtyard", "fire_temple", "earth_temple", "water_temple", "palace")
    assert sorted(v["cells"]) == list(range(21)) and len(CELLS) == 21
    assert v["built"] == [c == CENTRE for c in range(21)]
    assert all(owner == -1 for row in v["boxes"] for owner in row)
    assert v["layout"] == "fixed"


@cites("blue_moon_city.setup.city")
def test_the_sixteen_other_tiles_are_shuffled():
    layouts = {G.setup(2, seed).cells for seed in range(6)}
    assert len(layouts) > 1
    for cells in layouts:
        assert {c: cells[c] for c in FIXED} == FIXED and cells[CENTRE] == COURTYARD


@cites("blue_moon_city.setup.random_city")
def test_the_random_city_option():
    """Only the Courtyard stays in the middle: the temples and the palace land anywhere."""
    states = [check(G.setup(2, seed, {"layout": "random"})) for seed in range(8)]
    for s in states:
        assert s.cells[CENTRE] == COURTYARD and sorted(s.cells) == list(range(21)) and s.layout == "random"
        assert s.built == tuple(c == CENTRE for c in range(21))
    temples = {s.cells.index(TILE_INDEX["fire_temple"]) for s in states}
    assert len(temples) > 2 and temples != {NORTH}
    with pytest.raises(OptionError):
        G.setup(2, 1, {"layout": "spiral"})


@cites("blue_moon_city.components.tiles")
def test_building_tiles():
    """21 tiles on a 5×5 grid without its corners; 1-3 boxes of one colour (the palace four, any colour), numbered 2-5
    from the highest on the left; each ruin has a majority and a participation reward."""
    assert len(TILES) == 21 and (0, 0) not in CELLS and (4, 4) not in CELLS
    assert DISTANCE[CELLS.index((1, 2))][CELLS.index((2, 1))] == 2  # no diagonal steps
    palace = TILES[TILE_INDEX["palace"]]
    assert palace.boxes == (5, 4, 4, 3) and palace.people == ANY
    for key in ("fire_temple", "earth_temple", "water_temple"):
        assert TILES[TILE_INDEX[key]].boxes == (5, 4, 3)
    for t in TILES:
        if t.key in ("courtyard", "palace"):
            continue
        assert 1 <= len(t.boxes) <= 3 and all(2 <= v <= 5 for v in t.boxes)
        assert list(t.boxes) == sorted(t.boxes, reverse=True)
        assert t.people in range(8) and t.people != KHIND and t.majority and t.participation
    assert not TILES[COURTYARD].boxes and not TILES[COURTYARD].neighbourhood
    university = TILES[TILE_INDEX["university"]]
    assert (university.majority.scales, university.participation.crystals) == (1, 1)
    rule = G.rule("blue_moon_city.components.tiles")
    assert rule.note is not None
    assert rule.note.ja.startswith("【再構成】") and rule.note.en.startswith("[Reconstructed]")
    assert "Reconstructed" not in rule.text.en  # the rule reads as a rule; what is ours is in its note


@cites("blue_moon_city.components.cards")
def test_people_cards():
    """80 cards, ten per people, values 1-3; every Khind card is a 1."""
    assert len(DECK) == 80 and len(PEOPLES) == 8
    per = Counter(people_of(c) for c in DECK)
    assert set(per.values()) == {CARDS_PER_PEOPLE}
    assert {value_of(c) for c in DECK} == {1, 2, 3}
    assert {value_of(c) for c in DECK if people_of(c) == KHIND} == {1} and SPLIT[KHIND] == (10, 0, 0)
    assert G.rule("blue_moon_city.components.cards").note.en.startswith("[Reconstructed]")


@cites("blue_moon_city.components.crystals", "blue_moon_city.setup.crystals")
def test_crystal_tiles():
    """40 face-down tiles, twelve 1s and twenty-eight 3s, shuffled beside the obelisk; nobody holds any at first."""
    assert Counter(CRYSTAL_TILES) == {1: 12, 3: 28}
    a, b = G.setup(3, 1), G.setup(3, 2)
    assert sorted(a.supply) == sorted(CRYSTAL_TILES) and a.supply != b.supply
    v = G.view(a, 0)
    assert v["supply_size"] == 40 and v["crystal_counts"] == [0, 0, 0] and v["crystals"] == []
    assert "supply" not in v  # the values stay hidden


@cites("blue_moon_city.components.scales", "blue_moon_city.setup.scales")
@pytest.mark.parametrize(("n", "scales"), [(2, 9), (3, 12), (4, 15)])
def test_golden_scales_per_player_count(n, scales):
    v = G.view(G.setup(n, 1), None)
    assert v["scale_supply"] == v["scale_total"] == scales == SCALES_FOR[n] and v["scales"] == [0] * n
    assert max(SCALES_FOR.values()) == 15


@cites("blue_moon_city.components.dragons", "blue_moon_city.setup.dragons")
def test_the_dragons_start_beside_the_city():
    v = G.view(G.setup(4, 3), None)
    assert v["dragons"] == [-1, -1, -1]


@cites("blue_moon_city.components.obelisk", "blue_moon_city.setup.obelisk")
@pytest.mark.parametrize(("n", "costs"), [(2, [7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12]),
                                          (3, [7, 7, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12]),
                                          (4, [7, 7, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12])])
def test_the_obelisk(n, costs):
    """13 boxes filled bottom up; with 2 players the two outer 7s are left out, leaving 11."""
    assert list(OBELISK) == [7, 7, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12]
    v = G.view(G.setup(n, 1), None)
    assert v["obelisk_costs"] == costs and v["obelisk"] == [-1] * len(costs)


@cites("blue_moon_city.components.markers", "blue_moon_city.setup.players")
@pytest.mark.parametrize("n", [2, 3, 4])
def test_figures_and_markers(n):
    """Every figure starts on the Courtyard; each player has ten markers in front of them."""
    v = G.view(G.setup(n, 5), None)
    assert v["figures"] == [CENTRE] * n and v["markers"] == [MARKERS] * n == [10] * n


@cites("blue_moon_city.setup.cards")
@pytest.mark.parametrize("n", [2, 3, 4])
def test_eight_cards_each(n):
    """Eight cards dealt to each player from the shuffled 80; the rest is a face-down deck, the discard pile empty."""
    s = check(G.setup(n, 2))
    assert [len(h) for h in s.hands] == [8] * n and len(s.deck) == 80 - 8 * n and s.discard == []
    assert Counter(s.deck) + sum((Counter(h) for h in s.hands), Counter()) == Counter(DECK)
    v = G.view(s, 0)
    assert v["hand"] == s.hands[0] and v["hand_sizes"] == [8] * n and v["deck_size"] == 80 - 8 * n
    assert "hands" not in v and "deck" not in v
    assert G.setup(n, 2).hands != G.setup(n, 3).hands


@cites("blue_moon_city.setup.start", "blue_moon_city.turn.order")
@pytest.mark.parametrize("n", [2, 3, 4])
def test_a_random_start_player_then_clockwise(n):
    starts = {G.setup(n, seed).start for seed in range(30)}
    assert starts == set(range(n))
    s = G.setup(n, 4)
    assert G.to_act(s) == (s.start,) and s.current == s.start and G.view(s, None)["start"] == s.start


def test_player_counts():
    for n in (1, 5):
        with pytest.raises(OptionError):
            G.setup(n, 1)
