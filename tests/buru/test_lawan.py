"""Buru's Lawan module (rulebook chapter "Lawan"): the automated rivals, by rule, on the walkthrough's solo game
(kernel_games/buru/lawan/scenes.py: Red against Lawan A, Blue, and Lawan B, Green) and on random games of every seat
mix. The seed's worked examples are here as tests: the Shore (a refresh, then the cheaper artisan, then nothing it can
afford) and the Sacred Lake (Gunung and Manuk unaffordable, Banyu once, the double-placement esteem, the totem's)."""

from __future__ import annotations

import random

import pytest

from kernel_games.buru import BURU as G
from kernel_games.buru.actions import Gather, Place
from kernel_games.buru.cards import FOREST_CARDS, ISLANDERS
from kernel_games.buru.components import BANYU, EBONY, FOREST, KINDS, LAKE, SHORE, VILLAGE
from kernel_games.buru.lawan import scenes as S
from kernel_games.buru.lawan.actions import Pick
from kernel_games.buru.lawan.common import chooser
from kernel_games.buru.lawan.plots import BASE_PLOTS, PLOTS, validate_plots
from kernel_games.buru.lawan.scoring import set_esteem, sets
from kernel_games.buru.lessons import scenes as SC
from kernel_games.core import OptionError
from kernel_games.core.bots import bot_kinds

from .helpers import acts, cites, fired, illegal

RED, A, B = SC.RED, S.LAWAN_A, S.LAWAN_B
CARVER, WEAVER, PALM = SC.card("carver"), SC.card("weaver"), SC.card("palm_merchant")


def lawan_events(events, p: int) -> list:
    return [e for e in events if e.rule.startswith("buru.lawan.") and e.data.get("player") == p]


def random_game(n: int, lawan: int, seed: int):
    """A seeded game of ``n`` seats with ``lawan`` Lawan, the people's seats played at random: every state and event."""
    s, rng = G.setup(n, seed, {"lawan": lawan}), random.Random(seed)
    states, events = [s], []
    while not G.is_over(s):
        p = rng.choice(G.to_act(s))
        s, ev = G.apply(s, p, rng.choice(G.legal_actions(s, p)))
        states.append(s)
        events += ev
    return states, events


# ---- set-up ------------------------------------------------------------------------------------------------------
@cites("buru.lawan.basics", "buru.lawan.setup")
@pytest.mark.parametrize(("n", "lawan", "seats"), [(2, 1, (1,)), (3, 1, (2,)), (3, 2, (1, 2)), (4, 1, (3,)), (4, 2, (2, 3))])
def test_the_lawan_take_the_last_seats_a_first_and_start_like_anyone(n, lawan, seats):
    s = G.setup(n, 7, {"lawan": lawan})
    assert s.automata == seats and G.automata(s) == seats
    assert [G.player_name(s, p).en.endswith(f"(Lawan {x})") for p, x in zip(seats, "AB", strict=False)] == [True] * lawan
    assert all(s.fish[p] == 3 and s.esteem[p] == 0 and len(s.mat[p]) == 5 for p in seats)
    assert len(s.plot_deck) == len(BASE_PLOTS) == 12 and s.plots == (-1,) * lawan


@cites("buru.lawan.setup")
def test_a_game_needs_a_person_besides_the_lawan():
    with pytest.raises(OptionError) as err:
        G.setup(2, 1, {"lawan": 2})
    assert "ラワン" in err.value.text.ja and "Lawan" in err.value.text.en


@cites("buru.lawan.messenger")
def test_a_lawan_is_never_the_first_messenger_and_its_ties_go_to_the_next_person():
    for seed in range(40):
        for n, lawan in ((2, 1), (3, 2), (4, 2), (4, 1)):
            s = G.setup(n, seed, {"lawan": lawan})
            assert s.messenger not in s.automata and chooser(s) == s.messenger
    s = S.start()
    s.messenger = B  # Lawan B won the messenger at the Sacred Lake: the first person after it decides its ties
    assert chooser(s) == RED
    s = G.setup(4, 3, {"lawan": 1})
    s.messenger = 3
    assert chooser(s) == 0


@cites("buru.lawan.plot")
def test_the_twelve_plot_cards_keep_the_constraints_they_were_designed_by():
    validate_plots()
    assert all(c.provenance == "reconstructed" for c in BASE_PLOTS)
    assert all(len(c.recruit) == 3 and set(c.recruit) < set(KINDS) and not c.ambelau for c in BASE_PLOTS)


# ---- secrets -------------------------------------------------------------------------------------------------------
@cites("buru.lawan.unseen")
def test_nobody_sees_a_lawans_explorers_offerings_or_elders_not_even_its_own_seat():
    states, events = random_game(3, 2, seed=5)
    for s in states[:-1]:
        for viewer in (None, 0, 1, 2):
            v = G.view(s, viewer)
            for q in s.automata:
                assert all(k == 0 for a in range(4) if not s.shown[a] for k in v["bids"][a][q])
            if viewer in s.automata:
                assert v["mat"] is None and v["my_offerings"] == [] and v["my_elders"] == []
            assert v["plot_deck"] == len(s.plot_deck) and "plot_order" not in v
    assert not [e for e in events if e.to in (1, 2)], "a private event addressed to a Lawan"
    mid = next(s for s in states if s.plot_deck and s.plot_discard)
    others = {G.redeal_hidden(mid, 0, k).plot_deck for k in range(8)}
    assert len(others) > 1 and all(sorted(d) == sorted(mid.plot_deck) for d in others)
    assert all(G.redeal_hidden(mid, 1, k).plot_discard == mid.plot_discard for k in range(4))


# ---- morning and noon --------------------------------------------------------------------------------------------
@cites("buru.lawan.morning")
def test_the_first_lawan_draws_a_plot_card_and_places_for_a_then_b():
    s, ev = acts(S.first_card(), RED, Place(FOREST, 5))
    drawn = [e for e in ev if e.rule == "buru.lawan.morning" and "plot" in e.data]
    assert [e.data["plot"] + 1 for e in drawn] == [2] and PLOTS[1].morning == (SHORE, VILLAGE)
    placed = [(e.data["player"], e.data["area"]) for e in ev if e.rule == "buru.lawan.morning" and "area" in e.data]
    assert placed == [(A, SHORE), (B, VILLAGE)]
    assert len(s.bids[SHORE][A]) == 1 and len(s.bids[VILLAGE][B]) == 1 and s.plot_discard == (1,)
    assert s.current == RED and G.to_act(s) == (RED,)  # B's turn is skipped: it placed on A's


@cites("buru.lawan.morning", "buru.lawan.basics")
@pytest.mark.parametrize(("n", "lawan"), [(2, 1), (3, 2), (4, 1), (4, 2)])
def test_a_lawan_is_never_due_to_act_and_places_four_like_anyone(n, lawan):
    states, _ = random_game(n, lawan, seed=n + lawan)
    assert not [s for s in states if set(G.to_act(s)) & set(s.automata)]
    noon = [s for s in states if s.phase == "afternoon"]
    assert noon and all(sum(len(s.bids[a][p]) for a in range(4)) == 4 and s.kept[p] for s in noon for p in s.automata)


@cites("buru.lawan.third")
def test_a_third_explorer_goes_to_the_next_area_with_fewer_than_two():
    s = S.third()
    assert len(s.bids[FOREST][A]) == 2 and PLOTS[8].morning[0] == FOREST
    s, ev = acts(s, RED, Place(VILLAGE, 3))
    assert fired(ev, "buru.lawan.third") and len(s.bids[FOREST][A]) == 2 and len(s.bids[SHORE][A]) == 1
    for seed in range(12):  # and never three in one area, whatever the cards
        states, _ = random_game(3, 2, seed)
        assert all(len(s.bids[a][p]) <= 2 for s in states for p in s.automata for a in range(4))


@cites("buru.lawan.noon")
def test_noon_deals_each_lawan_a_plot_card_face_up():
    s, ev = acts(S.noon(), RED, Place(FOREST, 2))
    assert [(e.data["player"], e.data["plot"] + 1) for e in fired(ev, "buru.lawan.noon")] == [(A, 10), (B, 4)]
    assert s.plots == (9, 3) and G.view(s, RED)["plots"] == [9, 3]


# ---- the afternoon -------------------------------------------------------------------------------------------------
@cites("buru.lawan.choose", "buru.lawan.double")
def test_a_lawan_takes_the_best_forest_card_left_and_its_forest_bonus():
    s = S.forest()
    s, ev = acts(s, RED, Gather(0))
    took = [e for e in lawan_events(ev, A) if e.rule == "buru.lawan.choose" and "slot" in e.data]
    assert [e.data["slot"] for e in took] == [1]  # the rating-1 card, better than the rating-0 one
    bonus = [e for e in fired(ev, "buru.lawan.double") if e.data.get("player") == A and "gain" in e.data]
    assert bonus[0].data["gain"][EBONY] == 1 and PLOTS[9].forest == EBONY


@cites("buru.lawan.choose")
def test_a_lawan_takes_the_highest_rated_free_space():
    s, ev = acts(S.forest(), RED, Gather(0))
    spaces = [e.data["space"] for e in ev if e.rule == "buru.lawan.choose" and "space" in e.data]
    assert spaces == [0, 0, 0]  # Shore (A), Village (B), Sacred Lake (B): each the rating-3 space


@cites("buru.lawan.tie")
def test_forest_cards_tied_on_rating_go_to_the_most_resources_then_to_the_messenger():
    s = S.forest()
    SC.forest(s, 8, 3, 4)  # after Red's card: rating 1 with 3 clay, or with 1 clay + 1 palm
    s, ev = acts(SC.done(s), RED, Gather(0))
    assert [e.data["slot"] for e in ev if e.rule == "buru.lawan.choose" and "slot" in e.data] == [1]
    s = S.forest()
    SC.forest(s, 8, 3, 6)  # rating 1 and 3 resources each, 3 clay or 2 clay + 1 palm: the messenger chooses
    s, ev = acts(SC.done(s), RED, Gather(0))
    assert s.step == "pick" and s.pick == "forest" and s.picks == (1, 2) and G.to_act(s) == (RED,)
    chosen, had = FOREST_CARDS[s.display[2]], s.res[A]
    s, ev = acts(s, RED, Pick(2))
    gained = tuple(b - a for a, b in zip(had, s.res[A], strict=True))
    assert fired(ev, "buru.lawan.tie") and gained == (*chosen.resources[:2], chosen.resources[2] + 1)  # + ebony bonus


@cites("buru.lawan.tie", "buru.lawan.cheapest")
def test_islanders_of_one_cost_are_the_messengers_choice_and_nothing_else_is():
    s = S.hire_tie()
    assert s.picks == (0, 1) and {s.row[0], s.row[1]} == {WEAVER, CARVER}
    illegal(s, RED, Pick(2), "buru.lawan.tie")
    s, ev = acts(s, RED, Pick(1))
    hires = [e.data["islander"] for e in ev if "islander" in e.data and e.data.get("player") == A]
    assert hires == [CARVER, WEAVER]  # the chosen one first; the other with the second hire, at 1 fish


@cites("buru.lawan.shore", "buru.lawan.cheapest", "buru.lawan.double")
def test_the_rulebooks_lawan_shore_example():
    """No noble (plot card 10's first kind) in the row: a refresh; then, of two artisans, the cheaper Carver; then
    nothing it wants that it can afford, so the action ends with a hire unused."""
    s = S.forest()
    assert s.fish[A] == 2 and not any(ISLANDERS[c].kind == PLOTS[9].recruit[0] for c in s.row)
    s, ev = acts(s, RED, Gather(0))
    mine = [e for e in lawan_events(ev, A) if e.rule in ("buru.lawan.shore", "buru.lawan.cheapest")]
    assert "row" in mine[0].data and mine[1].data["islander"] == CARVER and "islander" not in mine[2].data
    assert s.tableau[A] == (CARVER,) and s.fish[A] == 1  # 2 fish less 1 for the Carver (2, but two at the Shore)
    assert "10" in mine[1].text.en and "10" in mine[1].text.ja  # the log names the plot card that decided
    assert s.totems[BANYU] == A


@cites("buru.lawan.village", "buru.lawan.double")
def test_a_lawan_gains_esteem_for_the_tasks_it_never_gives():
    s, ev = acts(S.forest(), RED, Gather(0))
    got = [e.data["gain"][4] for e in ev if e.data.get("player") == B and e.rule in ("buru.lawan.village",
                                                                                     "buru.lawan.double")]
    assert got[:2] == [3, 1] and s.tasked[B] == ()


@cites("buru.lawan.lake", "buru.lawan.double", "buru.totem.bonus")
def test_the_rulebooks_lawan_sacred_lake_example():
    """Lawan B, both explorers at the Lake with plot card 4 (Gunung > Manuk > Banyu): an elder unseen, Gunung and
    Manuk unaffordable, one offering to Banyu with its 1 esteem bonus, Lawan A's 1 for Banyu's totem, and no second
    offering for want of clay."""
    s = S.forest()
    s, ev = acts(s, RED, Gather(0))
    lake = ev[next(i for i, e in enumerate(ev) if e.rule == "buru.afternoon.reveal" and e.data["area"] == LAKE):]
    assert [e.data["spirit"] for e in lake if e.rule == "buru.lake.offer" and "spirit" in e.data] == [BANYU]
    assert [e.data["player"] for e in fired(lake, "buru.totem.bonus")] == [A]
    assert [e.data["gain"][4] for e in fired(lake, "buru.lawan.double")] == [1]
    assert "cannot pay" in lawan_events(lake, B)[-1].text.en
    assert len(s.elders[B]) == 1 and len(s.offerings[B]) == 1 and s.esteem[B] == 6


@cites("buru.lawan.double", "buru.lawan.lake")
def test_a_double_at_the_lake_with_a_messenger_card_makes_the_lawan_the_messenger():
    s = S.forest()
    s.plots = (s.plots[0], 1)  # Lawan B holds plot card 2 (its Lake bonus: becoming the messenger) instead of 4
    s, ev = acts(s, RED, Gather(0))
    assert PLOTS[1].lake == "messenger" and s.messenger == B
    assert [e.rule for e in ev if e.text.en.endswith("becomes the messenger.")] == ["buru.lawan.double"]


@cites("buru.lawan.dusk")
def test_dusk_gathers_and_shuffles_every_plot_card():
    s, ev = acts(S.forest(), RED, Gather(0))
    assert fired(ev, "buru.lawan.dusk") and s.round == 2
    assert sorted(s.plot_deck) == list(range(12)) and s.plot_discard == () and s.plots == (-1, -1)


# ---- the end -------------------------------------------------------------------------------------------------------
@cites("buru.lawan.score", "buru.end.scoring")
def test_a_lawans_islanders_score_in_sets_kind_by_kind():
    assert [set_esteem(k) for k in range(8)] == [0, 0, 1, 2, 3, 5, 5, 5]
    s = S.sets()
    assert sets(s, A) == 3 and sets(s, RED) == 0
    while not G.is_over(s):
        p = G.to_act(s)[0]
        s = G.apply(s, p, G.legal_actions(s, p)[0])[0]
    result = G.result(s)
    rows = {r.rule: r.points for r in result.breakdown[A]}
    assert rows["buru.lawan.score"] == 3 and result.scores[A] == sum(rows.values())
    assert "buru.lawan.score" not in {r.rule for r in result.breakdown[RED]}


@cites("buru.lawan.basics", "buru.lawan.score")
@pytest.mark.parametrize("kind", ["random", "greedy", "planner"])
def test_any_mix_of_people_bots_and_lawan_plays_to_the_end(kind):
    bot = bot_kinds(G)[kind]
    for n, lawan in ((2, 1), (3, 2), (4, 2)):
        s, rng = G.setup(n, 11, {"lawan": lawan}), random.Random(11)
        while not G.is_over(s):
            p = G.to_act(s)[0]
            s = G.apply(s, p, bot.choose(G.view(s, p), G.legal_actions(s, p), rng))[0]
        assert G.invariants(s) == [] and set(G.result(s).scores) == set(range(n))


@cites("buru.lawan.tie")
def test_a_bot_breaking_a_lawans_tie_gives_it_the_option_it_gains_least_from():
    """The messenger's seat may be a bot: choosing for a rival, it gives the Lawan the Village space with one task and
    a fish rather than the one with two tasks (two esteem for a Lawan)."""
    view = {"viewer": RED, "pick": "space", "area": VILLAGE, "picks": [2, 3]}
    greedy = bot_kinds(G)["greedy"]
    assert greedy.choose(view, [Pick(2), Pick(3)], random.Random(0)) == Pick(3)
