"""Buru's Ambelau Lawan (rulebook chapter "Ambelau: the Ambelau Lawan"): the 20 Ambelau plot cards, by rule, on the
walkthrough's solo game (kernel_games/buru/scenes_ambelau_lawan.py: Red against Lawan A, Blue, and Lawan B, Green,
with Ukam and the region) and on random games of every mix that plays them."""

from __future__ import annotations

import random

import pytest

from kernel_games.buru import BURU as G
from kernel_games.buru.actions import Place
from kernel_games.buru.ambelau.canoe import destinations
from kernel_games.buru.ambelau.cards import AMBELAU, IBU, TRACK
from kernel_games.buru.cards import ISLANDERS
from kernel_games.buru.components import EBONY, FOREST, LAKE, SHORE, VILLAGE
from kernel_games.buru.economy import PER_SPIRIT
from kernel_games.buru.lawan import acting
from kernel_games.buru.lawan import scenes_ambelau as S
from kernel_games.buru.lawan.actions import Pick
from kernel_games.buru.lawan.plots import AMBELAU_IDS, BASE_IDS, GUIDE_BONUS, IBU_BONUS, PLOTS
from kernel_games.buru.lawan.plots_ambelau import AMBELAU_PLOTS, validate_ambelau_plots
from kernel_games.buru.lawan.scoring import sets
from kernel_games.buru.lessons.scenes import card
from kernel_games.buru.state import State, put
from kernel_games.buru.ukam.cards import OUTLAW, OUTLAW_IDS, UKAM

from .helpers import acts, cites, fired

RED, A, B = 0, S.LAWAN_A, S.LAWAN_B
AREAS5 = (FOREST, SHORE, VILLAGE, AMBELAU, LAKE)


def plot(number: int) -> int:
    return number - 1


# ---- the cards -----------------------------------------------------------------------------------------------------
@cites("buru.ambelau.lawan", "buru.fifth.lawan")
@pytest.mark.parametrize(("n", "options", "ambelau"), [
    (3, {"lawan": 2}, False), (4, {"lawan": 1}, False), (3, {"lawan": 2, "ukam": 1}, True),
    (3, {"lawan": 2, "ambelau": 1}, True), (5, {"lawan": 2}, True), (5, {"lawan": 1, "ambelau": 1, "ukam": 1}, True),
    (2, {"lawan": 1, "ambelau": 1, "persons": 1}, True)])
def test_the_ambelau_cards_replace_the_base_ones_with_ukam_the_region_or_five_seats(n, options, ambelau):
    s = G.setup(n, 4, options)
    assert sorted(s.plot_deck) == sorted(AMBELAU_IDS if ambelau else BASE_IDS)
    assert len(s.plot_deck) == (20 if ambelau else 12)


@cites("buru.ambelau.lawan")
def test_the_twenty_cards_are_reconstructed_within_the_seeds_parts():
    validate_ambelau_plots()
    assert [c.number for c in AMBELAU_PLOTS] == list(range(13, 33)) and all(
        c.provenance == "reconstructed" for c in AMBELAU_PLOTS)
    assert {a for c in AMBELAU_PLOTS for a in c.morning} == set(AREAS5)
    assert any(OUTLAW in c.recruit for c in AMBELAU_PLOTS)
    assert all(UKAM in c.offer and IBU in c.offer for c in AMBELAU_PLOTS)
    assert {c.ambelau for c in AMBELAU_PLOTS} == {GUIDE_BONUS, IBU_BONUS}


# ---- the morning ----------------------------------------------------------------------------------------------------
@cites("buru.ambelau.lawan_morning", "buru.lawan.morning")
def test_a_card_sends_a_lawan_explorer_to_the_region():
    s, ev = acts(S.morning(), RED, Place(FOREST, 5))
    assert PLOTS[plot(S.TO_AMBELAU)].morning == (AMBELAU, LAKE)
    assert len(s.bids[AMBELAU][A]) == 1 and len(s.bids[LAKE][B]) == 1
    assert not fired(ev, "buru.ambelau.lawan_morning")


@cites("buru.ambelau.lawan_morning")
def test_without_the_region_a_card_sending_a_lawan_there_is_drawn_again():
    s, ev = acts(S.redraw(), RED, Place(FOREST, 5))
    again = fired(ev, "buru.ambelau.lawan_morning")
    assert [e.data["plot"] for e in again] == [plot(S.TO_AMBELAU)]
    assert "Ambelau" in again[0].text.en and "アンベラウ" in again[0].text.ja
    assert PLOTS[plot(13)].morning == (FOREST, SHORE) and len(s.bids[FOREST][A]) == 1 and len(s.bids[SHORE][B]) == 1
    assert s.plot_discard == (plot(S.TO_AMBELAU), plot(13))


@cites("buru.ambelau.lawan_morning")
def test_with_lawan_a_alone_only_its_area_can_cause_a_redraw():
    """Card 15 sends B to Ambelau: with one Lawan it is played as it is."""
    s = G.setup(2, 4, {"lawan": 1, "ukam": 1})
    s.plot_deck = (plot(15), *(c for c in s.plot_deck if c != plot(15)))
    human = 1 - s.automata[0]
    while s.current != human:  # the Lawan may place first
        s, _ = G.apply(s, G.to_act(s)[0], G.legal_actions(s, G.to_act(s)[0])[0])
    s, ev = acts(s, human, Place(FOREST, 5))
    assert not fired(ev, "buru.ambelau.lawan_morning") and PLOTS[plot(15)].morning[0] == VILLAGE
    assert len(s.bids[VILLAGE][s.automata[0]]) == 1


@cites("buru.ambelau.lawan_guide", "buru.ambelau.guide")
def test_a_lawan_with_its_guide_places_a_fifth_time_on_a_card_of_its_own():
    s = S.solo()
    s.guided = put(s.guided, A, True)
    s.mat = put(s.mat, A, (1, 1, 2, 3, 4, 5))
    events = []
    for power in (5, 4, 3, 2):
        s, ev = acts(s, RED, Place(FOREST, power))
        events += ev
    assert s.phase == "afternoon"
    placed = {q: sum(len(s.bids[a][q]) for a in AREAS5) for q in (A, B)}
    assert placed == {A: 5, B: 4}
    extra = fired(events, "buru.ambelau.lawan_guide")
    assert len(extra) == 1 and extra[0].data["player"] == A
    drawn = [e for e in events if e.rule == "buru.lawan.morning" and "plot" in e.data]
    assert len(drawn) == 5 and all(len(s.bids[a][q]) <= 2 for a in AREAS5 for q in (A, B))


# ---- the afternoon in the region ------------------------------------------------------------------------------------
@cites("buru.ambelau.lawan_canoe", "buru.lawan.tie")
def test_a_tie_between_the_best_spaces_in_reach_is_the_messengers_to_break():
    s = S.canoe()
    assert s.pick == "canoe" and s.actor == A and G.to_act(s) == (RED,)
    best = max(TRACK[i].rating for i in destinations(s, A))
    assert s.picks == tuple(i for i in destinations(s, A) if TRACK[i].rating == best) == (2, 3, 5)
    s, ev = acts(s, RED, Pick(5))
    assert s.canoes[A] == 5 and fired(ev, "buru.ambelau.lawan_canoe")
    assert s.actor == RED and s.area == AMBELAU  # Red's canoe next


@cites("buru.ambelau.lawan_canoe", "buru.ambelau.lawan_double", "buru.ambelau.lawan_offers", "buru.ambelau.ibu_totem")
def test_a_lawan_paddles_to_the_best_space_in_reach_and_takes_all_it_gives():
    """Its canoe on the 5th space: the 9th, rated 3 (1 ebony and an offering to Ibu), is the best in reach. It takes
    the ebony and an Ibu card unseen; it holds Ibu's totem (its 6 beat Red's 5), which pays nothing for its own
    offering; its card 28 gives 1 esteem per offering with two at the Lake, and its guide for two in the region."""
    s = S.canoe_ahead()
    assert s.canoes[A] == 8 and TRACK[8].rating == 3 and TRACK[8].offer
    assert [PLOTS[c].offer.index(IBU) >= 0 for c in s.plots] and PLOTS[s.plots[0]].ambelau == GUIDE_BONUS
    assert s.res[A][EBONY] == 1 and [c // PER_SPIRIT for c in s.offerings[A]] == [IBU]
    assert s.esteem[A] == 1 and s.guides[A] and s.totems[IBU] == A
    assert G.to_act(s) == (RED,) and s.actor == RED


def _lawan_at_region(s: State, card_number: int) -> list:
    """Lawan A acts at Ambelau again with the plot card ``card_number`` (its two explorers there): the events."""
    s.plots = put(s.plots, 0, plot(card_number))
    s.guides = put(s.guides, A, False)
    s.canoes = put(s.canoes, A, S.AHEAD)
    ev: list = []
    acting.paddle(s, A, 8, ev)
    return ev


@cites("buru.ambelau.lawan_double")
def test_two_in_the_region_with_an_ibu_card_bonus_take_one_free_and_none_when_they_have_run_out():
    s = S.canoe_ahead()
    before = len(s.offerings[A])
    assert PLOTS[plot(17)].ambelau == IBU_BONUS
    ev = _lawan_at_region(s, 17)
    assert len(s.offerings[A]) == before + 2 and not s.guides[A]  # the space's offering and the bonus's card
    assert len(fired(ev, "buru.ambelau.lawan_double")) == 1
    s = S.canoe_ahead()
    s.offering_decks = put(s.offering_decks, IBU, ())
    ev = _lawan_at_region(s, 17)
    said = fired(ev, "buru.ambelau.lawan_double")
    assert len(said) == 1 and "run out" in said[0].text.en and "尽き" in said[0].text.ja


@cites("buru.ambelau.lawan_canoe")
def test_a_lawan_gains_esteem_for_a_task_a_canoe_space_shows():
    s = S.canoe_ahead()  # card 28: its bonus is the guide, already taken
    assert s.guides[A] and PLOTS[s.plots[0]].ambelau == GUIDE_BONUS
    was = s.esteem[A]
    ev: list = []
    acting.paddle(s, A, 1, ev)  # 1 fish and a task
    assert TRACK[1].task == 1 and s.esteem[A] == was + 1 and not s.tasked[A]


# ---- Ukam and the offering line ---------------------------------------------------------------------------------------
def _at_lake(s: State, p: int, card_number: int, offers: int) -> list:
    """``p`` uses a Sacred Lake space with ``offers`` offerings, plot card ``card_number`` in hand: the events."""
    s.plots = put(s.plots, s.automata.index(p), plot(card_number))
    s.area, s.actor, s.step = LAKE, p, "benefit"
    s.left = (0, 0, 0, offers, 0, 0, 0)
    ev: list = []
    acting.lake(s, p, ev)
    return ev


@cites("buru.ambelau.lawan_ukam")
def test_a_lawan_offers_to_ukam_only_by_discarding_an_outlaw():
    """Card 13 puts Ukam first: with an outlaw and a farmer hired, the outlaw goes, its bonus is paid, the farmer
    stays; a second offering finds no outlaw and passes Ukam and Ibu for a spirit it cannot pay either."""
    s = S.solo()
    outlaw = OUTLAW_IDS[0]
    s.tableau = put(s.tableau, A, (card("farmer"), outlaw))
    s.res = put(s.res, A, (0, 0, 0))
    assert PLOTS[plot(13)].offer[:2] == (UKAM, IBU)
    ev = _at_lake(s, A, 13, 2)
    assert [c // PER_SPIRIT for c in s.offerings[A]] == [UKAM] and s.tableau[A] == (card("farmer"),)
    assert fired(ev, "buru.ambelau.lawan_ukam") and s.banished[A] == 1
    assert outlaw in s.islander_discard and ISLANDERS[outlaw].kind == OUTLAW


@cites("buru.ambelau.lawan_ukam", "buru.ambelau.lawan_offers")
def test_without_ukam_its_place_in_the_lines_is_skipped_and_ibu_waits_for_the_region():
    s = S.solo({"lawan": 2, "ambelau": 1})
    assert UKAM not in s.spirits
    line = PLOTS[plot(14)].recruit
    assert OUTLAW in line and acting.wanted(s, PLOTS[plot(14)]) == tuple(k for k in line if k != OUTLAW)
    assert not acting.affordable(s, A, UKAM) and not acting.affordable(s, A, IBU)
    s.res = put(s.res, A, (5, 5, 5))
    ev = _at_lake(s, A, 13, 1)  # Ukam, Ibu, Gunung, ...: Gunung it is
    chose = [e.data["spirit"] for e in fired(ev, "buru.lawan.lake") if "spirit" in e.data]
    assert chose == [PLOTS[plot(13)].offer[2]]


@cites("buru.ambelau.lawan_ukam", "buru.lawan.score")
def test_outlaws_make_a_set_of_their_own_for_a_lawan():
    s = S.solo()
    s.tableau = put(s.tableau, A, OUTLAW_IDS[:3])
    assert sets(s, A) == 2  # three of one kind


# ---- whole games ------------------------------------------------------------------------------------------------------
@cites("buru.ambelau.lawan", "buru.lawan.basics", "buru.lawan.third")
@pytest.mark.parametrize(("n", "options"), [
    (3, {"lawan": 2, "ambelau": 1, "ukam": 1}), (5, {"lawan": 2, "ambelau": 1, "ukam": 1, "persons": 1}),
    (2, {"lawan": 1, "ambelau": 1}), (4, {"lawan": 2, "ukam": 1, "rounds": 6}), (5, {"lawan": 1})])
def test_random_games_play_out_with_the_lawan_never_due_and_never_three_to_an_area(n, options):
    for seed in range(3):
        s, rng = G.setup(n, seed, options), random.Random(seed)
        while not G.is_over(s):
            assert not set(G.to_act(s)) & set(s.automata)
            assert all(len(s.bids[a][q]) <= 2 for a in s.sequence for q in s.automata)
            p = rng.choice(G.to_act(s))
            s, _ = G.apply(s, p, rng.choice(G.legal_actions(s, p)))
        assert G.invariants(s) == [] and len(G.result(s).scores) == n


@cites("buru.ambelau.lawan_canoe", "buru.lawan.tie")
def test_each_tied_canoe_space_previews_what_the_lawan_takes_there():
    s = S.canoe()
    view = G.view(s, RED)
    for a in G.legal_actions(s, RED):
        said = G.preview(view, a)
        assert f"space {a.option + 1}" in said.en and f"{a.option + 1}番のスペース" in said.ja and "Lawan" in said.en


@cites("buru.lawan.double", "buru.ambelau.lawan_offers")
def test_the_lake_bonus_pays_for_each_offering_this_round_not_only_the_lakes_action():
    """The seed (p. 20: with two explorers at the Sacred Lake, 1 esteem for each offering in this round; the Ambelau
    Lawan's note: the bonus lasts all afternoon, wherever the Lawan offers): card 28's esteem bonus pays for the
    offering to Ibu from Lawan A's canoe, before the Lake is resolved, and again for each of its offerings there."""
    s = S.canoe_ahead()
    assert len(s.bids[LAKE][A]) == 2 and PLOTS[plot(28)].lake == "esteem" and not s.shown[LAKE]
    ev = _lawan_at_region(s, 28)
    assert s.area == AMBELAU and [e.data["gain"][4] for e in fired(ev, "buru.lawan.double")] == [1]
    more = (4, 4, 4)  # from the supply: enough for any two altars
    s.res = put(s.res, A, tuple(a + b for a, b in zip(s.res[A], more, strict=True)))
    s.supply = tuple(a - b for a, b in zip(s.supply, more, strict=True))
    s.fish = put(s.fish, A, 20)
    assert not any(ISLANDERS[c].kind == OUTLAW for c in s.tableau[A]), "Ukam, first on card 28's line, is passed"
    assert G.invariants(s) == []
    ev = _at_lake(s, A, 28, 2)
    offered = [e.data["spirit"] for e in ev if e.rule == "buru.lake.offer" and "spirit" in e.data]
    assert len(offered) == 2 and [e.data["gain"][4] for e in fired(ev, "buru.lawan.double")] == [1, 1]
