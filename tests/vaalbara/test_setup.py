"""Vaalbara set-up and components (seed 001: コンポーネント, セットアップ)."""

from __future__ import annotations

from collections import Counter

import pytest

from kernel_games.core import OptionError
from kernel_games.vaalbara.actions import ChooseCharacter
from kernel_games.vaalbara.components import CHARACTERS, CLAN_DECK, LAND_TYPES, LANDS, lands_for

from .helpers import G, arrange, cites, current_omen, omen_land, ranking


@cites("vaalbara.components.lands")
def test_land_cards():
    """vaalbara.components.lands: 51 cards of six types, marked for 2+/3+/4+/5+, forests worth 3-6."""
    assert len(LANDS) == 51
    assert [c.id for c in LANDS] == list(range(51))
    assert {c.type for c in LANDS} == set(LAND_TYPES) and len(LAND_TYPES) == 6
    assert {c.mark for c in LANDS} == {2, 3, 4, 5}
    assert all(3 <= c.value <= 6 for c in LANDS if c.type == "forest")
    assert all(c.value == 0 for c in LANDS if c.type != "forest")
    assert {c.provenance for c in LANDS} == {"reconstructed"}


@cites("vaalbara.setup.box")
@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_box_returns_cards_marked_above_the_player_count(n):
    """vaalbara.setup.box: cards marked above the player count go back to the box, leaving 10 × n + 1."""
    s = G.setup(n, seed=3)
    in_play = s.rows[0] + s.rows[1] + s.land_deck
    assert len(in_play) == len(set(in_play)) == 10 * n + 1
    assert all(LANDS[c].mark <= n for c in in_play)
    assert sorted(s.box) == [c.id for c in LANDS if c.mark > n]
    assert sorted(in_play + s.box) == list(range(51))


@cites("vaalbara.setup.box")
def test_box_examples_from_the_seed():
    """vaalbara.setup.box: with 3 players the 4+ and 5+ cards are out; with 2 players 21 lands, with 5 all 51."""
    assert {LANDS[c].mark for c in G.setup(3, 0).box} == {4, 5}
    two = G.setup(2, 0)
    assert len(two.rows[0] + two.rows[1] + two.land_deck) == 21 and len(two.box) == 30
    assert {LANDS[c].mark for c in two.box} == {3, 4, 5}
    five = G.setup(5, 0)
    assert len(five.rows[0] + five.rows[1] + five.land_deck) == 51 and five.box == []


@cites("vaalbara.setup.rows")
@pytest.mark.parametrize("n", [2, 5])
def test_two_rows_of_one_card_per_player(n):
    """vaalbara.setup.rows: two face-up rows with as many lands as players; the rest is the face-down deck."""
    s = G.setup(n, seed=11)
    assert [len(r) for r in s.rows] == [n, n]
    assert len(s.land_deck) == 10 * n + 1 - 2 * n
    v = G.view(s, 0)
    assert v["rows"] == s.rows and v["deck_size"] == len(s.land_deck)
    assert "land_deck" not in v  # face down: only its size is shown
    # the deck is shuffled: different seeds give different rows
    assert len({tuple(G.setup(n, seed).rows[0]) for seed in range(10)}) > 1


@cites("vaalbara.setup.clan_deck", "vaalbara.setup.hand")
@pytest.mark.parametrize("n", [2, 5])
def test_clan_deck_and_starting_hand(n):
    """vaalbara.setup.clan_deck and vaalbara.setup.hand: each clan's twelve characters, five of them in hand."""
    s = G.setup(n, seed=5)
    for p in range(n):
        assert len(s.hands[p]) == 5 and len(s.decks[p]) == 7
        assert sorted(s.hands[p] + s.decks[p]) == list(CLAN_DECK) == list(range(1, 13))
        assert s.discards[p] == []
        assert G.view(s, p)["hand"] == s.hands[p]
    # each clan shuffles its own deck: the hands are not all the same across seeds and players
    hands = {tuple(G.setup(n, seed).hands[p]) for seed in range(6) for p in range(n)}
    assert len(hands) > 1


@cites("vaalbara.setup.points")
@pytest.mark.parametrize("n", [2, 5])
def test_everyone_starts_with_two_points(n):
    """vaalbara.setup.points: each player starts with 2 points."""
    s = G.setup(n, seed=2)
    assert s.scores == [2] * n
    assert all(G.view(s, p)["score"] == 2 for p in range(n))
    assert all(sum(s.ledger[p].values()) == 2 for p in range(n))


def test_setup_refuses_a_wrong_player_count():
    """Vaalbara is for 2-5 players."""
    for n in (1, 6):
        with pytest.raises(OptionError):
            G.setup(n, seed=0)


@cites("vaalbara.components.characters")
def test_characters_are_twelve_identical_cards_per_clan():
    """vaalbara.components.characters: initiatives 1-12, the same twelve for every clan."""
    assert sorted(CHARACTERS) == list(range(1, 13))
    assert [CHARACTERS[i].key for i in (1, 6, 12)] == ["warrior", "falconer", "farmer"]
    s = G.setup(5, seed=9)
    for p in range(5):
        assert sorted(s.hands[p] + s.decks[p]) == list(CLAN_DECK)
        # a player may play any card of their hand, whatever the others hold
        assert sorted(a.initiative for a in G.legal_actions(s, p)) == s.hands[p]
        assert all(isinstance(a, ChooseCharacter) for a in G.legal_actions(s, p))


@cites("vaalbara.omen")
def test_the_omen_is_the_back_of_the_top_land_card():
    """vaalbara.omen: every back differs; the top card's back is the omen, absent clans skipped."""
    assert len({c.omen for c in LANDS}) == 51
    assert all(sorted(c.omen) == [0, 1, 2, 3, 4] for c in LANDS)
    s = G.setup(3, seed=4)
    assert G.view(s, 0)["omen"] == list(current_omen(s))
    assert sorted(G.view(s, 0)["omen"]) == [0, 1, 2]  # clans 3 and 4 are not in a 3-player game
    # put two different backs on top: the omen follows the top card
    a = omen_land(3, 2, 1, 0)
    b = omen_land(3, 0, 1, 2)
    assert G.view(arrange(s, top=a), None)["omen"] == [2, 1, 0]
    assert G.view(arrange(s, top=b), None)["omen"] == [0, 1, 2]
    assert ranking(a, 3) == (2, 1, 0)


@cites("vaalbara.omen")
def test_every_player_count_sees_every_tie_order():
    """vaalbara.omen: the reconstructed backs give every order of clans at 3 players and both at 2."""
    for n in (2, 3):
        orders = Counter(ranking(c, n) for c in lands_for(n))
        assert len(orders) == {2: 2, 3: 6}[n]
