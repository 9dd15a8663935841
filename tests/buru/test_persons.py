"""The Great Persons (rulebook chapter "Ambelau: the Great Persons"): two cards dealt to each person, one kept in
secret and revealed together with its starting benefit; its private action used instead of an area's, once a round."""

from __future__ import annotations

import random

import pytest

from kernel_games.buru import BURU as G
from kernel_games.buru.actions import Choose, Done, Gather, Hire, Keep, Place
from kernel_games.buru.components import FISH, FOREST, LAKE, SHORE, VILLAGE
from kernel_games.buru.persons.actions import PERSON, Lead, Recruit
from kernel_games.buru.persons.cards import PERSONS
from kernel_games.buru.state import ANYWHERE, BENEFIT, DAWN, ELDER, MORNING, SPACE, State

from .build import morning, play
from .helpers import cites, illegal

RED, BLUE, GREEN = 0, 1, 2
ON = {"persons": 1}


def dealt_game(n: int = 2, seed: int = 2, **more: int) -> State:
    return G.setup(n, seed, {**ON, **more})


def chosen(s: State, picks: dict[int, int] | None = None) -> State:
    """Everyone keeps a card: ``picks[p]`` (an index into their two), else their first."""
    for p in list(s.choosing):
        s, _ = play(s, (p, Recruit(s.dealt[p][(picks or {}).get(p, 0)])))
    return s


def keeping(s: State, p: int, key: str) -> State:
    """``p`` is dealt the person ``key`` (swapped in from the box) and keeps it; the others keep their first."""
    s = s.copy()
    c = next(i for i, x in enumerate(PERSONS) if x.key == key)
    if c not in s.dealt[p]:
        holder = next((q for q in range(s.n) if c in s.dealt[q]), None)
        mine = s.dealt[p][0]
        if holder is None:
            s.person_box = tuple(mine if x == c else x for x in s.person_box)
        else:
            s.dealt = tuple(tuple(mine if x == c else x for x in d) if q == holder else d for q, d in enumerate(s.dealt))
        s.dealt = tuple((c, d[1]) if q == p else d for q, d in enumerate(s.dealt))
    assert G.invariants(s) == []
    return chosen(s, {p: s.dealt[p].index(c)})


@cites("buru.persons.setup", "buru.persons.cards")
@pytest.mark.parametrize("n", range(2, 6))
def test_two_cards_dealt_to_each_person_everyone_choosing_at_once(n):
    s = dealt_game(n, 1)
    assert len(PERSONS) == 10 and s.step == PERSON and str(s.phase) == DAWN and s.round == 0
    assert all(len(d) == 2 for d in s.dealt) and len(s.person_box) == 10 - 2 * n
    assert set(G.to_act(s)) == set(range(n)), "everyone chooses at the same time"
    view = G.view(s, RED)
    assert view["my_dealt"] == list(s.dealt[RED]) and view["persons"] == [-1] * n
    assert G.view(s, BLUE)["my_dealt"] == list(s.dealt[BLUE]) and G.view(s, None)["my_dealt"] == []


@cites("buru.persons.setup")
def test_a_card_not_dealt_to_you_is_refused_and_choices_stay_secret_until_all_have_chosen():
    s = dealt_game(3)
    other = s.dealt[BLUE][0]
    illegal(s, RED, Recruit(other), "buru.persons.setup")
    s, ev = play(s, (RED, Recruit(s.dealt[RED][1])))
    assert G.view(s, BLUE)["persons"] == [-1, -1, -1] and G.view(s, BLUE)["my_choice"] == -1
    assert G.view(s, RED)["my_choice"] == s.chosen[RED] and set(G.to_act(s)) == {BLUE, GREEN}
    assert not any(str(PERSONS[s.chosen[RED]].name.en) in e.text.en for e in ev if e.to is None)
    illegal(s, BLUE, Place(FOREST, 5), "buru.persons.setup")


@cites("buru.persons.setup", "buru.setup.decrees", "buru.dawn.decrees", "buru.dawn.forest")
@pytest.mark.parametrize(("n", "lawan"), [(2, 0), (3, 0), (5, 0), (3, 2), (4, 1)])
def test_the_choice_comes_at_set_up_before_the_first_dawn_reveals_anything_of_round_one(n, lawan):
    """The seed (Ambelau p. 12, line 780): the Great Persons are dealt after the decrees are shuffled (set-up step 7),
    and chosen there; the first Dawn (p. 9) then reveals round 1's two decrees and its forest cards. So while anyone
    chooses, no view shows a decree or a forest card of round 1, and Dawn comes only after every person has chosen."""
    s = dealt_game(n, 3, lawan=lawan)
    people = [p for p in range(n) if p not in s.automata]
    assert s.round == 0 and str(s.phase) == DAWN and set(G.to_act(s)) == set(people) and len(s.decree_stack) == 10
    for p in (*people, None):
        view = G.view(s, p)
        assert view["decrees"] == [] and view["display"] == [] and view["round"] == 0, p
        assert view["decree_stack"] == 10, "the stack is shuffled and still whole"
    dawns = []
    for k, p in enumerate(people):
        s, ev = play(s, (p, Recruit(s.dealt[p][0])))
        dawns += [e for e in ev if e.rule == "buru.dawn.decrees"]
        last = k == len(people) - 1
        assert bool(dawns) == last and (s.round == 1) == last, "Dawn waits for every person"
        if not last:
            assert G.view(s, people[-1])["decrees"] == [] and G.view(s, people[-1])["display"] == []
    rules = [e.rule for e in ev]
    assert rules.index("buru.persons.start") < rules.index("buru.round.phases"), "the cards turn up, then Dawn"
    assert len(dawns) == 2 and len(s.decrees) == 2 and len(s.display) == (5 if n == 5 else 4 if n == 4 else 3)
    assert str(s.phase) == MORNING and G.to_act(s) == (s.messenger,)


@cites("buru.persons.setup", "buru.persons.start")
def test_once_all_have_chosen_the_cards_turn_up_give_their_start_and_placing_begins():
    s = dealt_game(3)
    kept = {p: s.dealt[p][1] for p in range(3)}
    fish = s.fish
    s = chosen(s, {p: 1 for p in range(3)})
    assert s.persons == tuple(kept[p] for p in range(3)) and s.step == "" and not s.choosing
    assert len(s.person_box) == 10 - 3 and all(kept[p] not in s.person_box for p in range(3))
    for p in range(3):
        assert s.fish[p] == min(20, fish[p] + PERSONS[kept[p]].start[FISH])
    assert G.to_act(s) == (s.messenger,) and isinstance(G.legal_actions(s, s.messenger)[0], Place)


@cites("buru.persons.action", "buru.shore.hire")
def test_the_admiral_hires_from_the_forest_instead_of_taking_a_forest_card():
    s = keeping(dealt_game(), RED, "admiral")
    s, _ = morning(s, {RED: [(FOREST, 5), (FOREST, 4), (LAKE, 3), (LAKE, 2)],
                       BLUE: [(FOREST, 1), (VILLAGE, 5), (VILLAGE, 4), (VILLAGE, 3)]})
    assert s.area == FOREST and G.to_act(s) == (RED,) and Lead() in G.legal_actions(s, RED)
    fish = s.fish[RED]
    s, ev = play(s, (RED, Lead()))
    assert s.space == ANYWHERE and s.step == BENEFIT and s.fish[RED] == min(20, fish + 2)
    assert all(q < 0 for q in s.spaces[FOREST]), "the explorers went to the card, not to a Forest space"
    hires = [a for a in G.legal_actions(s, RED) if isinstance(a, Hire)]
    assert hires, "the Admiral hires whatever the area"
    s, _ = play(s, (RED, hires[0]))
    assert len(s.tableau[RED]) == 1 and G.to_act(s) == (BLUE,), "then the next in the Forest acts"


@cites("buru.persons.once", "buru.persons.action", "buru.dusk.reset")
def test_the_persons_action_is_once_a_round_and_free_again_after_dusk():
    s = keeping(dealt_game(), RED, "trader")
    s, _ = morning(s, {RED: [(FOREST, 5), (SHORE, 4), (LAKE, 3), (LAKE, 2)],
                       BLUE: [(FOREST, 1), (VILLAGE, 5), (VILLAGE, 4), (VILLAGE, 3)]})
    s, _ = play(s, (RED, Lead()))
    while G.to_act(s) != (RED,) or s.step != SPACE:
        p = G.to_act(s)[0]
        legal = G.legal_actions(s, p)
        s, _ = play(s, (p, Done() if Done() in legal and s.step == BENEFIT else Keep(s.drawn[0]) if s.step == ELDER
                        else next(a for a in legal if not isinstance(a, Lead))))
    assert s.area == SHORE and Lead() not in G.legal_actions(s, RED)
    illegal(s, RED, Lead(), "buru.persons.once")
    while s.round == 1:
        p = G.to_act(s)[0]
        legal = G.legal_actions(s, p)
        s, _ = play(s, (p, Done() if Done() in legal and s.step == BENEFIT else Keep(s.drawn[0]) if s.step == ELDER
                        else next(a for a in legal if not isinstance(a, Lead))))
    assert s.led == (False, False), "freed at dusk"


@cites("buru.persons.setup", "buru.lawan.basics")
def test_a_lawan_gets_no_great_person():
    s = dealt_game(3, 1, lawan=1)
    assert s.dealt[2] == () and set(G.to_act(s)) == {0, 1} and len(s.person_box) == 6
    s = chosen(s)
    assert s.persons[2] == -1 and s.persons[0] >= 0 and s.persons[1] >= 0


@cites("buru.persons.action", "buru.persons.once")
@pytest.mark.parametrize("n", range(2, 6))
def test_games_with_great_persons_run_to_their_end_for_every_seat_count(n):
    led = 0
    for seed in range(3):
        s, rng = dealt_game(n, seed, ambelau=seed % 2, ukam=seed % 2), random.Random(seed)
        while not G.is_over(s):
            p = rng.choice(G.to_act(s))
            s, ev = G.apply(s, p, rng.choice(G.legal_actions(s, p)))
            led += sum(1 for e in ev if e.rule == "buru.persons.action")
            assert G.invariants(s) == []
        assert G.result(s).winners
    assert led > 0


@cites("buru.forest.take")
def test_forest_and_choose_unchanged_without_the_module():
    s, _ = morning(G.setup(2, 2), {RED: [(FOREST, 5), (FOREST, 4), (LAKE, 3), (LAKE, 2)],
                                   BLUE: [(FOREST, 1), (VILLAGE, 5), (VILLAGE, 4), (VILLAGE, 3)]})
    assert Lead() not in G.legal_actions(s, RED) and Gather(0) in G.legal_actions(s, RED)
    assert Choose(0) not in G.legal_actions(s, RED)
