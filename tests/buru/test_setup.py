"""Set-up and dawn (seed pp. 3-4, 9): the components dealt, the messenger's rivals' fish, the decrees, the forest."""

from __future__ import annotations

import pytest

from kernel_games.buru.cards import BASE_DECREES, DECREES, FOREST_CARDS, OFFERINGS
from kernel_games.buru.components import ALTARS, AREAS, FOREST_DISPLAY, POWERS, SPACES, SUPPLY

from .build import BLUE, RED, G, cites, fresh


@cites("buru.goal", "buru.lawan.setup")
def test_one_to_five_people_play_the_one_alone_against_two_lawan():
    """The seed (p. 2, line 10 of the seed file): 1 to 5 players; alone, one person adds two Lawan (p. 17). The table
    counts seats (2 to 5, the Lawan's included); what the gallery, the summary and the README say is people, 1-5."""
    assert (G.min_players, G.max_players) == (2, 5) and G.facts.players_text == "1–5"
    solo = G.setup(3, 1, {"lawan": 2})
    assert [p for p in range(3) if p not in solo.automata] == [RED], "one person, two Lawan"
    assert "1〜5人" in G.rule("buru.goal").text.ja and "For 1 to 5 players" in G.rule("buru.goal").text.en
    assert "two Lawan" in G.rule("buru.goal").text.en and "2人のラワン" in G.rule("buru.goal").text.ja


@cites("buru.goal", "buru.components.board", "buru.components.explorers")
def test_two_to_five_seats_each_with_five_explorers_on_four_areas_of_five_spaces():
    assert (G.min_players, G.max_players) == (2, 5)  # five with Ambelau's fifth player (buru.fifth.seats)
    s = fresh(3)
    assert s.mat == (POWERS,) * 3 and len(AREAS) == 4
    assert all(len(row) == 5 and all(0 <= sp.rating <= 3 for sp in row) for row in SPACES)
    view = G.view(s, RED)
    assert view["mat"] == [1, 2, 3, 4, 5] and view["mat_sizes"] == [5, 5, 5]


@cites("buru.components.resources", "buru.setup.board", "buru.components.totems", "buru.setup.players")
def test_the_supply_holds_every_resource_and_the_totems_wait_on_their_areas():
    s = fresh(4)
    assert s.supply == SUPPLY == (25, 25, 20)
    assert s.totems == (-1, -1, -1)  # on the Shore, the Forest and the Village
    assert s.esteem == (0,) * 4 and s.res == ((0, 0, 0),) * 4 and s.tableau == ((),) * 4


@cites("buru.setup.messenger")
@pytest.mark.parametrize("n", [2, 3, 4])
def test_everyone_but_the_first_messenger_starts_with_three_fish(n):
    for seed in range(1, 6):
        s = fresh(n, seed)
        assert [s.fish[p] for p in range(n)] == [0 if p == s.messenger else 3 for p in range(n)]
        assert s.current == s.messenger  # the messenger places first


@cites("buru.setup.decks", "buru.setup.altars", "buru.components.altars", "buru.components.offerings")
def test_decks_are_shuffled_the_row_dealt_and_each_altar_shows_a_side():
    states = [fresh(2, seed) for seed in range(1, 9)]
    assert all(len(s.row) == 3 and min(s.row) >= 0 and len(s.islander_deck) == 33 for s in states)
    assert len({s.row for s in states}) > 1 and len({s.elder_deck for s in states}) > 1
    assert {side for s in states for side in s.altar_sides} == {0, 1}
    assert all(len(d) == len(OFFERINGS[k]) == 10 for s in states for k, d in enumerate(s.offering_decks))
    assert ALTARS[1][0] == (2, 2, 0, 0)  # Gunung's side in the seed's example: 2 palm and 2 clay


@cites("buru.setup.decrees", "buru.components.decrees")
def test_ten_decrees_face_down_and_one_unseen_in_the_box():
    s = fresh()
    assert len(BASE_DECREES) == 11
    assert len(s.decree_stack) + len(s.decrees) == 10
    assert len(s.decree_unseen) == 1 and s.decree_unseen[0] not in s.decree_stack + s.decrees
    view = G.view(s, BLUE)
    assert view["decree_stack"] == 8 and "decree_unseen" not in view  # two are out in round 1


@cites("buru.dawn.decrees", "buru.round.phases")
def test_dawn_reveals_two_decrees_for_their_area_or_altar():
    s = fresh()
    assert s.round == 1 and str(s.phase) == "morning"
    assert len(s.decrees) == 2
    for d in s.decrees:
        dec = DECREES[d]
        assert (dec.area >= 0) != (dec.spirit >= 0)


@cites("buru.dawn.forest", "buru.forest.rating", "buru.components.forest")
@pytest.mark.parametrize("n", [2, 3, 4])
def test_dawn_lays_out_forest_cards_by_player_count_highest_rating_first(n):
    s = fresh(n)
    assert len(s.display) == FOREST_DISPLAY[n] == (4 if n == 4 else 3)
    ratings = [FOREST_CARDS[c].rating for c in s.display]
    assert ratings == sorted(ratings, reverse=True)
    assert len(FOREST_CARDS) == 16
