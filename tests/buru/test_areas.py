"""The four areas' actions (seed pp. 13-16): forest cards, hiring, tasking, offerings, elders, the messenger, totems
and altar decrees."""

from __future__ import annotations

from kernel_games.buru.actions import Choose, Done, Elder, Gather, Hire, Keep, Messenger, Offer, Refresh, Task
from kernel_games.buru.cards import DECREES, FOREST_CARDS, ISLANDERS
from kernel_games.buru.components import ALTARS, BANYU, FOREST, GUNUNG, LAKE, MANUK, SHORE, SPACES, VILLAGE
from kernel_games.buru.economy import offering_value
from kernel_games.buru.state import put
from tests.rule_checks import assert_illegal

from .build import BLUE, RED, G, cites, fresh, give, hire_into, islander, morning, play, to_row

ALL_IN = [(5,), (4,), (3,), (2,)]  # Red keeps its 1 home: one fish at noon


def at(area: int, s=None, blue_area: int = LAKE):
    """Red (the messenger) sends 5, 4, 3, 2 to ``area``, Blue everything to ``blue_area``; returns the state when
    Red acts there (Blue's earlier area played with its first choice and Done)."""
    s = fresh() if s is None else s
    s, _ = morning(s, {RED: [(area, k) for (k,) in ALL_IN], BLUE: [(blue_area, k) for (k,) in ALL_IN]})
    while s.area != area or s.actor != RED:
        p = G.to_act(s)[0]
        s, _ = G.apply(s, p, G.legal_actions(s, p)[-1] if s.step == "benefit" else G.legal_actions(s, p)[0])
    return s


@cites("buru.forest.take")
def test_a_forest_card_gives_its_resources_and_is_discarded():
    s = at(FOREST)
    card = s.display[0]
    s2, _ = play(s, (RED, Gather(0)))
    assert s2.res[RED] == FOREST_CARDS[card].resources and card in s2.forest_discard and s2.display[0] == -1
    assert_illegal(G, s, RED, Choose(2), "buru.forest.take")  # in the Forest you choose a card


@cites("buru.supply.limit")
def test_a_short_supply_gives_what_is_left():
    s = at(FOREST)
    card = FOREST_CARDS[s.display[0]]
    kind = next(k for k in range(3) if card.resources[k])
    s = give(s, BLUE, **{("clay", "palm", "ebony")[kind]: s.supply[kind] - 1 + 0})
    s2, events = play(s, (RED, Gather(0)))
    assert s2.res[RED][kind] == 1 and s2.supply[kind] == 0
    assert any(e.rule == "buru.supply.limit" for e in events) == (card.resources[kind] > 1)


@cites("buru.shore.hire", "buru.shore.refill", "buru.shore.refresh")
def test_the_seeds_shore_example_hire_the_farmer_refresh_and_skip_the_second_hire():
    s = to_row(fresh(), "farmer")
    dear = [c for c in s.islander_deck if ISLANDERS[c].cost >= 3][:4]
    s = s.copy()
    s.islander_deck = tuple(dear) + tuple(c for c in s.islander_deck if c not in dear)
    s.fish = put(s.fish, RED, 3)
    s = at(SHORE, s)
    assert s.fish[RED] == 4  # 3 + the explorer of power 1 left home
    s, _ = play(s, (RED, Choose(0)))
    assert SPACES[SHORE][0].hire == 2 and SPACES[SHORE][0].refresh == 1
    s, events = play(s, (RED, Hire(0)))
    assert islander("farmer") in s.tableau[RED] and s.fish[RED] == 2 and s.row[0] == dear[0]
    assert any(e.rule == "buru.shore.refill" for e in events)
    assert_illegal(G, s, RED, Hire(0), "buru.shore.hire")  # 2 fish cannot pay a 3-fish islander
    s, events = play(s, (RED, Refresh()))
    assert s.row == tuple(dear[1:4])
    assert s.actor == BLUE or s.area != SHORE  # nothing affordable is left: the action ends by itself


@cites("buru.shore.deck")
def test_an_empty_islander_deck_takes_the_discards_shuffled():
    s = at(SHORE)
    s = s.copy()
    s.islander_discard, s.islander_deck = s.islander_deck, ()
    s = give(s, RED, fish=20)
    s, _ = play(s, (RED, Choose(0)), (RED, Hire(0)))
    assert s.row[0] >= 0 and not s.islander_discard and len(s.islander_deck) == 32


@cites("buru.village.task", "buru.village.trade", "buru.village.choice")
def test_tasking_turns_an_islander_and_a_trade_must_be_paid_in_full():
    s = hire_into(fresh(), RED, "weaver", "farmer")
    s = at(VILLAGE, s)
    s = give(s, RED, fish=1)
    s, _ = play(s, (RED, Choose(0)))  # task three
    weaver = islander("weaver")
    assert_illegal(G, s, RED, Task(weaver, 0), "buru.village.trade")  # 2 fish for 2 palm: Red has 1 fish
    s, _ = play(s, (RED, Task(islander("farmer"), 0)))
    assert s.res[RED][1] == 1 and islander("farmer") in s.tasked[RED]
    assert_illegal(G, s, RED, Task(islander("farmer"), 0), "buru.village.task")  # tasked until dusk
    s, _ = play(s, (RED, Task(weaver, 1)))  # the other side of the choice: 1 palm for 2 fish
    assert s.res[RED][1] == 0 and s.fish[RED] == 3
    assert s.area != VILLAGE or s.actor != RED  # a credit is left but no islander: the action ends by itself


@cites("buru.village.kind", "buru.village.fish")
def test_the_noble_space_tasks_only_a_noble_and_gives_a_fish():
    s = hire_into(fresh(), RED, "farmer", "village_chief")
    s = at(VILLAGE, s)
    fish = s.fish[RED]
    s, _ = play(s, (RED, Choose(4)))
    assert SPACES[VILLAGE][4].task_kind == 2 and s.fish[RED] == fish + 1
    assert_illegal(G, s, RED, Task(islander("farmer"), 0), "buru.village.kind")
    s, _ = play(s, (RED, Task(islander("village_chief"), 0)))
    assert islander("village_chief") in s.tasked[RED]


@cites("buru.village.task")
def test_a_nobles_button_says_it_pays_esteem_for_each_totem_held_and_it_does():
    s = hire_into(fresh(), RED, "village_chief")
    s = at(VILLAGE, s)
    s.totems = put(put(s.totems, 0, RED), 1, RED)
    s, _ = play(s, (RED, Choose(4)))
    task = Task(islander("village_chief"), 0)
    assert task.label(None).en == "Task the Village chief: gain 1 esteem for each totem you hold"
    assert "象徴1つにつきエスティーム1" in task.label(None).ja
    esteem, held = s.esteem[RED], s.totems.count(RED)
    assert held >= 2
    s, _ = play(s, (RED, task))
    assert s.esteem[RED] == esteem + held, "one esteem for each totem held"
    envoy = Task(islander("royal_envoy"), 0).label(None).en
    assert envoy == "Task the Royal envoy: pay 1 palm, gain 1 esteem + 1 esteem for each totem you hold"


@cites("buru.lake.offer", "buru.totem.bonus")
def test_an_offering_pays_the_altar_draws_a_secret_card_and_pays_the_totems_holder():
    s = at(LAKE, blue_area=SHORE)  # Blue conquers the Shore: Banyu's totem
    assert s.totems[BANYU] == BLUE
    cost = ALTARS[BANYU][s.altar_sides[BANYU]]
    s = give(s, RED, clay=cost[0] + 2, palm=cost[1] + 2, ebony=cost[2], fish=cost[3] + 3)
    s, _ = play(s, (RED, Choose(1)))  # two offerings
    esteem, card = s.esteem[BLUE], s.offering_decks[BANYU][0]
    s2, events = play(s, (RED, Offer(BANYU)))
    assert s2.offerings[RED] == (card,) and s2.esteem[BLUE] == esteem + 1
    assert s2.res[RED] == tuple(a - b for a, b in zip(s.res[RED], cost[:3], strict=True))
    assert G.view(s2, BLUE)["offerings"][RED] == [1, 0, 0] and G.view(s2, BLUE)["my_offerings"] == [[], [], []]
    assert G.view(s2, RED)["my_offerings"][BANYU] == [offering_value(card)]
    assert [e.to for e in events if e.rule == "buru.lake.offer"].count(RED) == 1


@cites("buru.lake.offer")
def test_an_altar_you_cannot_pay_refuses_the_offering():
    s = at(LAKE, blue_area=SHORE)
    s, _ = play(s, (RED, Choose(1)))
    s = s.copy()
    s.altar_sides = put(s.altar_sides, GUNUNG, 0)
    assert_illegal(G, s, RED, Offer(GUNUNG), "buru.lake.offer")  # 2 palm + 2 clay: Red has none


@cites("buru.decree.altar", "buru.village.ongoing")
def test_an_altar_decree_and_a_tasked_priests_scroll_pay_on_each_offering():
    s = hire_into(fresh(), RED, "learned_priest")
    s = s.copy()
    manuk_decree = next(i for i, d in enumerate(DECREES) if d.spirit == MANUK)
    out = [d for d in s.decrees]
    s.decree_stack = tuple(d for d in s.decree_stack if d != manuk_decree) + tuple(out[1:])
    s.decrees = (out[0] if out[0] != manuk_decree else out[1], manuk_decree) if manuk_decree not in out else s.decrees
    s.decree_unseen = s.decree_unseen if manuk_decree not in s.decree_unseen else (out[1],)
    assert G.invariants(s) == []
    s, _ = morning(s, {RED: [(VILLAGE, 5), (LAKE, 4), (LAKE, 3), (FOREST, 1)],
                       BLUE: [(FOREST, 5), (FOREST, 4), (SHORE, 3), (SHORE, 2)]})
    while s.area != VILLAGE:
        p = G.to_act(s)[0]
        s, _ = G.apply(s, p, G.legal_actions(s, p)[-1] if s.step == "benefit" else G.legal_actions(s, p)[0])
    s, _ = play(s, (RED, Choose(0)), (RED, Task(islander("learned_priest"), 0)))
    assert s.area == LAKE
    cost = ALTARS[MANUK][s.altar_sides[MANUK]]
    s = give(s, RED, clay=cost[0], palm=cost[1], ebony=cost[2], fish=max(s.fish[RED], cost[3]))
    ebony, esteem = s.res[RED][2] - cost[2], s.esteem[RED]
    s, events = play(s, (RED, Choose(1)), (RED, Offer(MANUK)))
    assert s.res[RED][2] == ebony + 1  # the Learned priest's scroll
    assert s.totems[MANUK] == RED  # from the Village; its holder's own offering earns nothing from it (buru.totem.bonus)
    assert s.esteem[RED] == esteem + DECREES[manuk_decree].gain[4]
    assert any(e.rule == "buru.decree.altar" for e in events)


@cites("buru.lake.elder")
def test_an_elder_is_kept_from_two_drawn_and_the_other_goes_to_the_bottom():
    s = at(LAKE, blue_area=SHORE)
    s, _ = play(s, (RED, Choose(4)))  # elder + messenger
    top = s.elder_deck[:2]
    s, events = play(s, (RED, Elder()))
    assert s.step == "elder" and s.drawn == top
    assert G.view(s, BLUE)["drawn"] == [] and G.view(s, BLUE)["drawn_count"] == 2
    assert_illegal(G, s, RED, Keep(99), "buru.lake.elder")
    s, _ = play(s, (RED, Keep(top[1])))
    assert s.elders[RED] == (top[1],) and s.elder_deck[-1] == top[0]


@cites("buru.lake.messenger")
def test_taking_the_messenger_makes_you_first_next_round():
    s = at(LAKE, s=None, blue_area=SHORE)
    s = s.copy()
    s.messenger = BLUE
    s, _ = play(s, (RED, Choose(4)), (RED, Messenger()))
    assert s.messenger == RED
    s2 = at(LAKE, blue_area=SHORE)
    s2, _ = play(s2, (RED, Choose(4)))
    assert_illegal(G, s2, RED, Messenger(), "buru.lake.messenger")  # Red already is


@cites("buru.decree.area")
def test_an_area_decree_pays_the_conqueror_and_goes_back_to_the_box():
    s = fresh()
    d = next(d for d in s.decrees if DECREES[d].area >= 0)
    area = DECREES[d].area
    s = at(area, s, blue_area=LAKE if area != LAKE else SHORE)
    assert d in s.decrees_done and d not in s.decrees and s.conquered[area] == RED


def test_done_leaves_the_rest_unused():
    s = at(LAKE, blue_area=SHORE)
    s, _ = play(s, (RED, Choose(0)), (RED, Done()))
    assert s.offerings[RED] == () and s.elders[RED] == ()
