"""The Ukam module (rulebook chapter "Ambelau: Ukam and the outlaws"): Ukam's altar takes an islander, outlaws are
discarded as free offerings and pay a bonus, the Sacred Lake's conqueror takes Ukam's totem, and the module's elders,
decree and Lawan rule."""

from __future__ import annotations

import random

import pytest

from kernel_games.buru import BURU as G
from kernel_games.buru.actions import Choose, Done, Gather, Offer, Task
from kernel_games.buru.cards import BASE_ELDERS, DECREES, ELDERS, ISLANDERS, OFFERINGS
from kernel_games.buru.components import ESTEEM, FOREST, LAKE, SPIRITS, VILLAGE
from kernel_games.buru.economy import PER_SPIRIT
from kernel_games.buru.phases.end import elder_score
from kernel_games.buru.state import BENEFIT, State, put
from kernel_games.buru.ukam.actions import BANISH, Banish
from kernel_games.buru.ukam.cards import OUTLAW, OUTLAW_IDS, UKAM

from .build import give, hire_into, morning, play
from .helpers import cites, illegal, islander

RED, BLUE = 0, 1
UKAM_ON = {"ukam": 1}


def ukam_game(n: int = 2, seed: int = 2) -> State:
    """A new game with the Ukam module (seed 2: Red is the messenger at 2 players)."""
    return G.setup(n, seed, UKAM_ON)


def ukam_cards(s: State, p: int) -> list[int]:
    return [c for c in s.offerings[p] if c // PER_SPIRIT == UKAM]


def at_lake(s: State) -> State:
    """Red sends four explorers to the Sacred Lake and Blue four to the Forest; Blue takes a forest card, Red conquers
    the Lake and chooses its first space (offer twice, draw elders)."""
    s, _ = morning(s, {RED: [(LAKE, 5), (LAKE, 4), (LAKE, 3), (LAKE, 2)],
                       BLUE: [(FOREST, 5), (FOREST, 4), (FOREST, 3), (FOREST, 2)]})
    s, _ = play(s, (BLUE, Gather(0)))
    if s.area == FOREST:
        s, _ = play(s, (BLUE, Done()))
    assert s.area == LAKE and s.actor == RED
    s, _ = play(s, (RED, Choose(0)))
    assert s.step == BENEFIT
    return s


def in_village(s: State) -> State:
    """Red conquers the Village (four explorers) and chooses its first space (three tasks of any kind)."""
    s, _ = morning(s, {RED: [(VILLAGE, 5), (VILLAGE, 4), (VILLAGE, 3), (VILLAGE, 2)],
                       BLUE: [(FOREST, 5), (FOREST, 4), (FOREST, 3), (FOREST, 2)]})
    s, _ = play(s, (BLUE, Gather(0)))
    if s.area == FOREST:
        s, _ = play(s, (BLUE, Done()))
    s, _ = play(s, (RED, Choose(0)))
    assert s.area == VILLAGE and s.step == BENEFIT
    return s


def rules_of(events) -> list[str]:
    return [e.rule for e in events]


# ---- set-up ------------------------------------------------------------------------------------------------------
@cites("buru.ukam.setup", "buru.ukam.decree", "buru.ukam.elders")
@pytest.mark.parametrize("seed", range(4))
def test_set_up_adds_outlaws_ukams_deck_totem_elders_and_decree(seed):
    s = ukam_game(3, seed)
    islanders = [*s.row, *s.islander_deck]
    assert sorted(c for c in islanders if ISLANDERS[c].kind == OUTLAW) == [c for c in OUTLAW_IDS
                                                                          if ISLANDERS[c].key != "tyrant"]
    assert s.spirits == (*SPIRITS, UKAM) and sorted(s.offering_decks[UKAM]) == [UKAM * PER_SPIRIT + i for i in range(10)]
    assert s.totems[UKAM] == -1, "Ukam's totem waits on the Sacred Lake's conquest reward"
    assert len(s.elder_deck) == len(BASE_ELDERS) + 2 == 15
    assert len(s.decree_stack) + len(s.decrees) == 10 and len(s.decree_unseen) == 2, "12 decrees: 10 stacked"
    base = G.setup(3, seed)
    assert UKAM not in base.spirits and not any(ISLANDERS[c].kind == OUTLAW for c in (*base.row, *base.islander_deck))
    assert len(base.elder_deck) == 13 and len(base.decree_unseen) == 1


@cites("buru.ukam.tyrant")
@pytest.mark.parametrize("seed", range(8))
def test_the_tyrant_stays_in_the_box_without_the_ambelau_region(seed):
    s = ukam_game(2, seed)
    tyrant = islander("tyrant")
    assert ISLANDERS[tyrant].guide and tyrant not in (*s.row, *s.islander_deck, *s.islander_discard)
    assert G.invariants(s) == []


# ---- offering to Ukam --------------------------------------------------------------------------------------------
@cites("buru.ukam.offer", "buru.lake.offer")
def test_an_offering_to_ukam_costs_an_islander_of_your_choice():
    s = hire_into(ukam_game(), RED, "farmer", "potter")
    s = at_lake(s)
    assert Offer(UKAM) in G.legal_actions(s, RED)
    res, fish = s.res[RED], s.fish[RED]
    s, ev = play(s, (RED, Offer(UKAM)))
    assert s.step == BANISH and G.to_act(s) == (RED,)
    assert set(G.legal_actions(s, RED)) == {Banish(islander("farmer")), Banish(islander("potter"))}
    s, ev = play(s, (RED, Banish(islander("potter"))))
    assert s.tableau[RED] == (islander("farmer"),) and islander("potter") in s.islander_discard
    assert len(ukam_cards(s, RED)) == 1 and s.res[RED] == res and s.fish[RED] == fish, "no resource is paid"
    assert s.step == BENEFIT, "back to the space's other benefits"
    private = [e for e in ev if e.to == RED]
    assert private and "worth" in private[0].text.en


@cites("buru.ukam.offer")
def test_without_an_islander_there_is_no_offering_to_ukam():
    s = at_lake(ukam_game())
    assert Offer(UKAM) not in G.legal_actions(s, RED)
    illegal(s, RED, Offer(UKAM), "buru.ukam.offer")


@cites("buru.ukam.offer")
def test_only_your_own_islander_pays_for_your_offering_to_ukam():
    s = hire_into(hire_into(ukam_game(), RED, "farmer"), BLUE, "potter")
    s, _ = play(at_lake(s), (RED, Offer(UKAM)))
    illegal(s, RED, Banish(islander("potter")), "buru.ukam.offer")
    illegal(s, RED, Offer(0), "buru.ukam.offer")


@cites("buru.ukam.offer", "buru.lake.offer")
def test_a_priests_offering_to_the_spirit_of_your_choice_may_go_to_ukam():
    s = give(hire_into(ukam_game(), RED, "temple_dancer", "farmer"), RED, fish=5)
    s = in_village(s)
    dancer = islander("temple_dancer")
    assert Task(dancer, 0, UKAM) in G.legal_actions(s, RED)
    s, _ = play(s, (RED, Task(dancer, 0, UKAM)))
    assert s.step == BANISH
    s, _ = play(s, (RED, Banish(dancer)))  # [ruling] the tasked dancer itself may go
    assert dancer in s.islander_discard and dancer not in s.tasked[RED] and len(ukam_cards(s, RED)) == 1


# ---- the totem ---------------------------------------------------------------------------------------------------
@cites("buru.ukam.totem", "buru.afternoon.conquer")
def test_the_lakes_conqueror_takes_ukams_totem_instead_of_esteem():
    for options, totem, esteem in ((UKAM_ON, RED, 0), ({}, -1, 1)):
        s, _ = morning(G.setup(2, 2, options), {RED: [(LAKE, 5), (LAKE, 4), (LAKE, 3), (LAKE, 2)],
                                               BLUE: [(FOREST, 5), (FOREST, 4), (FOREST, 3), (FOREST, 2)]})
        decreed = sum(DECREES[d].gain[ESTEEM] for d in s.decrees if DECREES[d].area == LAKE)
        s, _ = play(s, (BLUE, Gather(0)))
        assert s.area == LAKE and s.conquered[LAKE] == RED
        assert s.esteem[RED] == esteem + decreed, "the base game's Lake conquest gives 1 esteem; Ukam's, its totem"
        assert s.totems[UKAM] == totem if options else UKAM not in s.spirits


@cites("buru.ukam.totem")
def test_ukams_totem_pays_for_anothers_offering_not_its_holders_own():
    s = hire_into(ukam_game(), RED, "farmer", "potter")
    s = at_lake(s)
    assert s.totems[UKAM] == RED
    before = s.esteem[RED]
    s, ev = play(s, (RED, Offer(UKAM)), (RED, Banish(islander("farmer"))))
    assert s.esteem[RED] == before and "buru.ukam.totem" not in rules_of(ev)
    s2 = s.copy()
    s2.totems = put(s2.totems, UKAM, BLUE)
    s2, ev = play(s2, (RED, Offer(UKAM)), (RED, Banish(islander("potter"))))
    assert s2.esteem[BLUE] == 1 and "buru.ukam.totem" in rules_of(ev)


# ---- outlaws -----------------------------------------------------------------------------------------------------
@cites("buru.ukam.outlaw", "buru.ukam.bonus", "buru.village.task")
def test_tasking_an_outlaw_discards_it_as_a_free_offering_then_pays_its_bonus():
    s = hire_into(ukam_game(), RED, "smuggler")
    s = in_village(s)
    smuggler = islander("smuggler")
    res, fish = s.res[RED], s.fish[RED]
    s, ev = play(s, (RED, Task(smuggler, 0)))
    assert smuggler not in s.tableau[RED] and smuggler in s.islander_discard
    assert len(ukam_cards(s, RED)) == 1 and s.banished[RED] == 1
    assert s.res[RED] == (res[0] + 2, res[1], res[2]) and s.fish[RED] == fish, "the seed's Smuggler: 2 clay"
    order = rules_of(ev)
    assert order.index("buru.ukam.cards") < order.index("buru.ukam.bonus"), "the offering first, then the bonus"


@cites("buru.ukam.outlaw", "buru.village.kind")
def test_a_kind_only_task_cannot_take_an_outlaw():
    s = hire_into(ukam_game(), RED, "smuggler", "village_chief")  # a noble, so the space has a task to offer
    s, _ = morning(s, {RED: [(VILLAGE, 5), (VILLAGE, 4), (VILLAGE, 3), (VILLAGE, 2)],
                       BLUE: [(VILLAGE, 1), (FOREST, 5), (FOREST, 4), (FOREST, 3)]})
    s, _ = play(s, (BLUE, Gather(0)))
    if s.area == FOREST:
        s, _ = play(s, (BLUE, Done()))
    s, _ = play(s, (RED, Choose(4)))  # the space whose one task is for a noble only
    illegal(s, RED, Task(islander("smuggler"), 0), "buru.village.kind")


@cites("buru.ukam.outlaw")
def test_with_ukams_deck_empty_an_outlaw_still_goes_and_pays_but_no_offering():
    s = hire_into(ukam_game(), RED, "pickpocket").copy()
    s.offerings = put(s.offerings, BLUE, s.offering_decks[UKAM])
    s.offering_decks = put(s.offering_decks, UKAM, ())
    s = in_village(s)
    fish = s.fish[RED]
    s, ev = play(s, (RED, Task(islander("pickpocket"), 0)))
    assert islander("pickpocket") in s.islander_discard and s.fish[RED] == fish + 2 and not ukam_cards(s, RED)
    assert "buru.ukam.cards" not in rules_of(ev)


@cites("buru.ukam.bonus", "buru.ukam.offer")
def test_an_outlaw_discarded_for_an_offering_at_the_lake_pays_its_bonus_too():
    s = hire_into(ukam_game(), RED, "pirate", "farmer")
    s = at_lake(s)
    s, _ = play(s, (RED, Offer(UKAM)), (RED, Banish(islander("pirate"))))
    assert s.res[RED][2] == 1 and s.banished[RED] == 1 and len(ukam_cards(s, RED)) == 1
    s, _ = play(s, (RED, Offer(UKAM)), (RED, Banish(islander("farmer"))))
    assert s.banished[RED] == 1, "a farmer is no outlaw: no bonus, not counted"


# ---- cards, elders and the decree --------------------------------------------------------------------------------
@cites("buru.ukam.cards", "buru.end.scoring")
def test_ukams_offering_cards_are_worth_less_and_score_at_the_end():
    assert sum(OFFERINGS[UKAM]) < min(sum(OFFERINGS[k]) for k in SPIRITS)
    assert max(OFFERINGS[UKAM]) <= 4 and len(OFFERINGS[UKAM]) == 10
    s = ukam_game().copy()
    card = s.offering_decks[UKAM][0]
    s.offering_decks = put(s.offering_decks, UKAM, s.offering_decks[UKAM][1:])
    s.offerings = put(s.offerings, RED, (card,))
    from kernel_games.buru.phases.end import score

    assert score(s, RED)["offerings"] == OFFERINGS[UKAM][card % PER_SPIRIT]


@cites("buru.ukam.elders", "buru.end.elders")
def test_ukams_elders_count_its_cards_and_the_outlaws_you_discarded():
    s = ukam_game().copy()
    justice = next(i for i, e in enumerate(ELDERS) if e.key == "elder_justice")
    exile = next(i for i, e in enumerate(ELDERS) if e.key == "elder_exile")
    s.offerings = put(s.offerings, RED, s.offering_decks[UKAM][:2])
    assert elder_score(s, RED, justice) == 3 and elder_score(s, BLUE, justice) == 0
    s.banished = put(s.banished, RED, 4)
    assert elder_score(s, RED, exile) == 6
    s.banished = put(s.banished, RED, 3)
    assert elder_score(s, RED, exile) == 3, "the highest level fully met"


@cites("buru.ukam.decree", "buru.decree.altar")
def test_ukams_altar_decree_pays_each_offering_to_ukam_an_outlaws_too():
    s = hire_into(ukam_game(), RED, "poacher").copy()
    ukam_decree = next(d for d in (*s.decree_stack, *s.decree_unseen, *s.decrees) if d == 11)
    s.decree_stack = tuple(d for d in s.decree_stack if d != ukam_decree)
    s.decree_unseen = tuple(d for d in s.decree_unseen if d != ukam_decree) + s.decrees[1:]
    s.decrees = (s.decrees[0], ukam_decree)
    assert G.invariants(s) == []
    s = in_village(s)
    res, fish = s.res[RED], s.fish[RED]
    s, ev = play(s, (RED, Task(islander("poacher"), 0)))
    assert s.res[RED][0] == res[0] + 1 + 1 and s.fish[RED] == fish + 1, "the decree's clay and fish, the Poacher's clay"
    assert "buru.decree.altar" in rules_of(ev)


# ---- whole games -------------------------------------------------------------------------------------------------
@cites("buru.ukam.lawan", "buru.ambelau.lawan_ukam", "buru.lawan.shore", "buru.lawan.lake")
def test_lawan_with_ukam_hire_outlaws_and_offer_to_ukam_only_by_discarding_one():
    hired = offered = 0
    for seed in range(12):
        s, rng = G.setup(3, seed, {"ukam": 1, "lawan": 2}), random.Random(seed)
        while not G.is_over(s):
            p = rng.choice(G.to_act(s))
            s, ev = G.apply(s, p, rng.choice(G.legal_actions(s, p)))
            for e in ev:
                if e.rule == "buru.ambelau.lawan_ukam":
                    assert e.data["player"] in s.automata and ISLANDERS[e.data["islander"]].kind == OUTLAW
                    offered += 1
                if e.data.get("player") in s.automata and e.data.get("discarded"):
                    assert ISLANDERS[e.data["islander"]].kind == OUTLAW, "a Lawan discards only outlaws"
        hired += sum(ISLANDERS[c].kind == OUTLAW for q in s.automata for c in s.tableau[q]) + sum(
            s.banished[q] for q in s.automata)
        assert G.invariants(s) == [] and all(len(ukam_cards(s, q)) <= s.banished[q] for q in s.automata)
    assert hired > 0 and offered > 0, "over twelve games the Lawan hire outlaws and offer some to Ukam"


@cites("buru.ukam.setup", "buru.ukam.outlaw", "buru.ukam.offer")
@pytest.mark.parametrize("n", range(2, 6))
def test_games_with_ukam_run_to_their_end_for_every_seat_count(n):
    offered = 0
    for seed in range(3):
        s, rng = ukam_game(n, seed), random.Random(seed)
        while not G.is_over(s):
            p = rng.choice(G.to_act(s))
            s, ev = G.apply(s, p, rng.choice(G.legal_actions(s, p)))
            offered += sum(1 for e in ev if e.rule == "buru.ukam.cards")
            assert G.invariants(s) == []
        assert s.round == 5 and G.result(s).winners
    assert offered > 0, "random play reaches Ukam's offerings"
