"""The Ambelau region (rulebook chapter "Ambelau: the Ambelau region"): a fifth area between the Village and the
Sacred Lake whose explorers move canoes round a thirteen-space track, Ibu offered to only there, guides as a sixth
explorer for the next round; the rules' canoe example (Becky 4, Kate and Sonia 3, Kate the messenger) step by step."""

from __future__ import annotations

import random

import pytest

from kernel_games.buru import BURU as G
from kernel_games.buru.actions import Choose, Done, Keep, Offer, Task
from kernel_games.buru.ambelau.actions import Guide, Paddle
from kernel_games.buru.ambelau.canoe import START, destinations
from kernel_games.buru.ambelau.cards import AMBELAU, AMBELAU_DECREE_IDS, IBU, TRACK, ibu_score
from kernel_games.buru.cards import BASE_ELDERS, DECREES, ELDERS, OFFERINGS
from kernel_games.buru.components import FOREST, LAKE, POWERS, SHORE, VILLAGE
from kernel_games.buru.economy import PER_SPIRIT
from kernel_games.buru.phases.end import elder_score, score
from kernel_games.buru.state import BENEFIT, ELDER, MORNING, SPACE, State, put

from .build import give, hire_into, morning, play
from .helpers import cites, illegal, islander

RED, BLUE, GREEN = 0, 1, 2
BECKY, SONIA, KATE = RED, BLUE, GREEN  # the rules' example: Kate is the messenger
ON = {"ambelau": 1}


def region_game(n: int = 3, seed: int = 2, **more: int) -> State:
    """A new game with the Ambelau region (seed 2 at three seats: Green is the messenger)."""
    return G.setup(n, seed, {**ON, **more})


def to_area(s: State, area: int) -> tuple[State, list]:
    """Play the afternoon on (the first space or card, then Done; the first elder kept) until ``area`` is resolved."""
    events = []
    while s.area != area:
        p = G.to_act(s)[0]
        legal = G.legal_actions(s, p)
        a = Done() if Done() in legal and s.step == BENEFIT else Keep(s.drawn[0]) if s.step == ELDER else legal[0]
        s, ev = G.apply(s, p, a)
        events += ev
    return s, events


def example() -> State:
    """Round 1: Becky bids 4 at Ambelau, Sonia and Kate 3 each; the region is about to be resolved."""
    s, _ = morning(region_game(), {BECKY: [(AMBELAU, 4), (FOREST, 5), (SHORE, 3), (SHORE, 2)],
                                   SONIA: [(AMBELAU, 3), (FOREST, 4), (VILLAGE, 5), (VILLAGE, 2)],
                                   KATE: [(AMBELAU, 3), (LAKE, 5), (LAKE, 4), (LAKE, 2)]})
    s, _ = to_area(s, AMBELAU)
    return s


def rules_of(events) -> list[str]:
    return [e.rule for e in events]


# ---- set-up and the region -----------------------------------------------------------------------------------
@cites("buru.ambelau.setup", "buru.ambelau.decrees", "buru.ambelau.elder")
@pytest.mark.parametrize("ukam", (0, 1))
def test_set_up_adds_the_region_canoes_guides_ibu_and_its_decrees(ukam):
    s = region_game(4, 1, ukam=ukam)
    assert s.sequence == (FOREST, SHORE, VILLAGE, AMBELAU, LAKE)
    assert s.canoes == (START,) * 4 and s.guides == (False,) * 4 and s.guided == (False,) * 4
    assert sorted(s.offering_decks[IBU]) == [IBU * PER_SPIRIT + i for i in range(10)] and s.totems[IBU] == -1
    assert len(s.elder_deck) == len(BASE_ELDERS) + 1 + 2 * ukam
    decrees = [*s.decree_stack, *s.decrees, *s.decree_unseen]
    assert len(s.decree_stack) + len(s.decrees) == 10 and len(decrees) == 11 + 3 + ukam
    assert set(AMBELAU_DECREE_IDS) <= set(decrees) and G.invariants(s) == []


@cites("buru.ambelau.region", "buru.morning.place")
def test_explorers_go_to_ambelau_and_it_resolves_between_the_village_and_the_lake():
    s = example()
    assert s.area == AMBELAU and s.shown[VILLAGE] and not s.shown[LAKE]
    assert s.bids[AMBELAU] == ((4,), (3,), (3,)) and s.shown[AMBELAU]


@cites("buru.ambelau.conquer", "buru.afternoon.tie")
def test_the_conqueror_takes_ibus_totem_and_the_regions_decrees():
    s, _ = morning(region_game(), {BECKY: [(AMBELAU, 4), (FOREST, 5), (SHORE, 3), (SHORE, 2)],
                                   SONIA: [(AMBELAU, 3), (FOREST, 4), (VILLAGE, 5), (VILLAGE, 2)],
                                   KATE: [(AMBELAU, 3), (LAKE, 5), (LAKE, 4), (LAKE, 2)]})
    s = s.copy()
    decree = AMBELAU_DECREE_IDS[0]  # 3 fish for the conqueror
    s.decree_stack = tuple(d for d in s.decree_stack if d != decree)
    s.decree_unseen = tuple(d for d in s.decree_unseen if d != decree) + s.decrees[:1]
    s.decrees = (decree, *s.decrees[1:])
    assert G.invariants(s) == []
    fish = s.fish[BECKY]
    s, ev = to_area(s, AMBELAU)
    assert s.totems[IBU] == BECKY and s.conquered[AMBELAU] == BECKY and s.order == (BECKY, KATE, SONIA)
    assert s.fish[BECKY] >= fish + DECREES[decree].gain[3] and decree in s.decrees_done
    assert "buru.ambelau.conquer" in rules_of(ev), "Kate (3) acts before Sonia (3): nearer the messenger, herself"


# ---- the rules' canoe example ----------------------------------------------------------------------------------
@cites("buru.ambelau.canoe", "buru.ambelau.actions", "buru.ambelau.guide", "buru.ambelau.ibu",
       "buru.ambelau.ibu_totem")
def test_the_rules_canoe_example():
    s = example()
    assert G.to_act(s) == (BECKY,) and s.step == SPACE
    assert destinations(s, BECKY) == (0, 1, 2, 3), "1 to 4 spaces from the start"
    clay = s.res[BECKY][0]
    s, ev = play(s, (BECKY, Paddle(3)))
    assert s.canoes[BECKY] == 3 and s.res[BECKY][0] == clay + 1, "the 4th space: 1 clay at once"
    assert Guide() in G.legal_actions(s, BECKY)
    s, ev = play(s, (BECKY, Guide()))
    assert s.guides[BECKY] and "buru.ambelau.guide" in rules_of(ev)
    assert G.to_act(s) == (KATE,), "Kate and Sonia tie on 3: Kate, the messenger, goes first"
    esteem, palm = s.esteem[BECKY], s.res[KATE][1]
    s, ev = play(s, (KATE, Paddle(2)))
    assert s.res[KATE][1] == palm + 1
    s, ev = play(s, (KATE, Offer(IBU)))
    assert s.offerings[KATE] and s.offerings[KATE][0] // PER_SPIRIT == IBU
    assert s.esteem[BECKY] == esteem + 1 and "buru.ambelau.ibu_totem" in rules_of(ev), "Becky holds Ibu's totem"
    assert G.to_act(s) == (SONIA,)
    assert destinations(s, SONIA) == (0, 1, 4), "three spaces on ends on Kate's, then Becky's: she goes on to the 5th"
    before = (s.res[SONIA], s.fish[SONIA])
    s, ev = play(s, (SONIA, Paddle(4)))
    assert s.res[SONIA] == (before[0][0] + 1, before[0][1] + 1, before[0][2]) and s.fish[SONIA] == before[1] + 1
    assert s.area == LAKE, "every canoe has moved: the Sacred Lake is next"


@cites("buru.ambelau.canoe")
def test_a_canoe_cannot_stop_on_another_nor_beyond_its_power():
    s = example()
    s, _ = play(s, (BECKY, Paddle(3)), (BECKY, Done()))
    illegal(s, KATE, Paddle(3), "buru.ambelau.canoe")  # Becky's
    illegal(s, KATE, Paddle(5), "buru.ambelau.canoe")  # 6 spaces: power 3
    illegal(s, KATE, Choose(0), "buru.ambelau.canoe")  # no action spaces here
    illegal(s, KATE, Done(), "buru.ambelau.canoe")  # a canoe must move


@cites("buru.ambelau.start", "buru.ambelau.canoe")
def test_the_track_comes_round_past_the_start_and_never_back_to_it():
    s = example().copy()
    s.canoes = put(s.canoes, BECKY, len(TRACK) - 1)
    assert destinations(s, BECKY) == (0, 1, 2, 3), "from the 13th space on: 1st, 2nd … never the start"
    s.canoes = put(s.canoes, KATE, 0)
    assert destinations(s, BECKY) == (1, 2, 3), "the 1st is taken: one step goes on to the 2nd"
    s2 = s.copy()
    s2.bids = put(s2.bids, AMBELAU, ((5, 4, 3, 2, 1), (), ()))
    assert (len(TRACK) - 1) not in destinations(s2, BECKY), "15 power comes round, but never stops where it began"


@cites("buru.ambelau.actions", "buru.village.task")
def test_a_task_space_tasks_an_islander_of_any_kind():
    s = hire_into(region_game(), BECKY, "farmer")
    s, _ = morning(s, {BECKY: [(AMBELAU, 2), (FOREST, 5), (SHORE, 3), (SHORE, 4)],
                       SONIA: [(FOREST, 3), (FOREST, 4), (VILLAGE, 5), (VILLAGE, 2)],
                       KATE: [(LAKE, 3), (LAKE, 5), (LAKE, 4), (LAKE, 2)]})
    s, _ = to_area(s, AMBELAU)
    s, _ = play(s, (BECKY, Paddle(1)))  # 1 fish and a task
    assert Task(islander("farmer"), 0) in G.legal_actions(s, BECKY)
    palm = s.res[BECKY][1]
    s, _ = play(s, (BECKY, Task(islander("farmer"), 0)))
    assert s.res[BECKY][1] == palm + 1


# ---- Ibu -------------------------------------------------------------------------------------------------------
@cites("buru.ambelau.ibu", "buru.lake.offer")
def test_ibu_is_offered_to_only_on_ambelau():
    s = give(hire_into(region_game(), KATE, "temple_dancer"), KATE, clay=3, palm=3, ebony=3, fish=5)
    s, _ = morning(s, {BECKY: [(FOREST, 5), (FOREST, 4), (FOREST, 3), (FOREST, 2)],
                       SONIA: [(SHORE, 5), (SHORE, 4), (SHORE, 3), (SHORE, 2)],
                       KATE: [(VILLAGE, 5), (VILLAGE, 4), (LAKE, 3), (LAKE, 2)]})
    s, _ = to_area(s, VILLAGE)
    s, _ = play(s, (KATE, Choose(0)))
    dancer = islander("temple_dancer")
    assert {a.spirit for a in G.legal_actions(s, KATE) if isinstance(a, Task)} == {0, 1, 2}, "no Ibu by a priest"
    illegal(s, KATE, Task(dancer, 0, IBU), "buru.lake.offer")
    s, _ = play(s, (KATE, Done()))
    assert s.area == LAKE and G.to_act(s) == (KATE,)
    s, _ = play(s, (KATE, Choose(0)))
    assert Offer(IBU) not in G.legal_actions(s, KATE)
    illegal(s, KATE, Offer(IBU), "buru.ambelau.ibu")


@cites("buru.ambelau.ibu_cards", "buru.end.scoring")
def test_each_ibu_card_gains_one_for_every_other_ibu_card():
    assert sum(OFFERINGS[IBU]) < min(sum(OFFERINGS[k]) for k in range(3))
    assert ibu_score([1, 1, 2]) == 1 + 1 + 2 + 3 * 2, "three cards: each 2 more"
    s = region_game().copy()
    deck = s.offering_decks[IBU]
    s.offering_decks = put(s.offering_decks, IBU, deck[3:])
    s.offerings = put(s.offerings, RED, deck[:3])
    printed = sum(OFFERINGS[IBU][c % PER_SPIRIT] for c in deck[:3])
    assert score(s, RED)["offerings"] == printed + 6


@cites("buru.ambelau.elder", "buru.end.elders")
def test_ibus_elder_counts_ibu_cards():
    growth = next(i for i, e in enumerate(ELDERS) if e.key == "elder_growth")
    s = region_game().copy()
    s.offerings = put(s.offerings, RED, s.offering_decks[IBU][:2])
    assert elder_score(s, RED, growth) == 3 and elder_score(s, BLUE, growth) == 0


# ---- guides ------------------------------------------------------------------------------------------------------
@cites("buru.ambelau.guide", "buru.dusk.reset", "buru.morning.place", "buru.noon.fish")
def test_a_guide_is_a_sixth_explorer_for_the_next_round_only():
    s = example()
    s, _ = play(s, (BECKY, Paddle(3)), (BECKY, Guide()))
    while s.phase != MORNING:
        p = G.to_act(s)[0]
        legal = G.legal_actions(s, p)
        s, _ = play(s, (p, Done() if Done() in legal and s.step == BENEFIT else legal[0]))
    assert s.round == 2 and s.guided[BECKY] and not s.guides[BECKY]
    assert sorted(s.mat[BECKY]) == [1, *POWERS] and s.mat[SONIA] == POWERS
    placed = {p: 0 for p in range(3)}
    while s.phase == MORNING:
        p = s.current
        s, _ = play(s, (p, G.legal_actions(s, p)[0]))
        placed[p] += 1
    assert placed == {BECKY: 5, SONIA: 4, KATE: 4}, "Becky places five and keeps one"
    assert G.invariants(s) == []
    while s.round == 2:
        p = G.to_act(s)[0]
        legal = G.legal_actions(s, p)
        s, _ = play(s, (p, Done() if Done() in legal and s.step == BENEFIT else Keep(s.drawn[0]) if s.step == ELDER
                        else next((a for a in legal if not isinstance(a, Guide)), legal[0])))
    assert not s.guided[BECKY] or s.guides == (False,) * 3, "the guide went back at dusk unless taken again"


@cites("buru.ukam.tyrant", "buru.ukam.bonus", "buru.ambelau.guide")
def test_with_ukam_and_the_region_the_tyrant_joins_and_its_discard_gives_a_guide():
    s = region_game(3, 2, ukam=1)
    tyrant = islander("tyrant")
    assert tyrant in (*s.row, *s.islander_deck)
    s = hire_into(s, BECKY, "tyrant")
    s, _ = morning(s, {BECKY: [(VILLAGE, 5), (VILLAGE, 4), (SHORE, 3), (SHORE, 2)],
                       SONIA: [(FOREST, 3), (FOREST, 4), (FOREST, 5), (LAKE, 2)],
                       KATE: [(LAKE, 3), (LAKE, 5), (LAKE, 4), (FOREST, 2)]})
    s, _ = to_area(s, VILLAGE)
    s, _ = play(s, (BECKY, Choose(0)), (BECKY, Task(tyrant, 0)))
    assert s.guides[BECKY] and s.banished[BECKY] == 1


# ---- options and whole games -------------------------------------------------------------------------------------
@cites("buru.longer.decrees")
def test_the_region_allows_the_longer_game():
    s = G.setup(3, 1, {"ambelau": 1, "rounds": 6})
    assert len(s.decree_stack) + len(s.decrees) == 12 and G.view(s, 0)["rounds"] == 6


@cites("buru.ambelau.setup", "buru.ambelau.canoe", "buru.ambelau.ibu")
@pytest.mark.parametrize("n", range(2, 6))
def test_games_with_the_region_run_to_their_end_for_every_seat_count(n):
    moved = 0
    for seed in range(3):
        s, rng = region_game(n, seed, ukam=seed % 2), random.Random(seed)
        while not G.is_over(s):
            p = rng.choice(G.to_act(s))
            s, ev = G.apply(s, p, rng.choice(G.legal_actions(s, p)))
            moved += sum(1 for e in ev if e.rule == "buru.ambelau.canoe")
            assert G.invariants(s) == []
        assert s.round == 5 and G.result(s).winners
    assert moved > 0
