"""Buru's walkthrough: it follows the rulebook and teaches every rule, each step can be solved and then shows what its
text says it changes, the illegal moves a step's text mentions are refused with the rule it names, the seed's worked
examples play out as the rulebook tells them, and no question depends on what the learner cannot see.

tests/test_lessons.py runs the generic checks (facts, acts, play-ons, questions, the page) on every step.
"""

from __future__ import annotations

import pytest

from kernel_games.buru import BURU as G
from kernel_games.buru import chapters
from kernel_games.buru.actions import Choose, Gather, Hire, Offer, Refresh, Task
from kernel_games.buru.cards import ISLANDERS, islander
from kernel_games.buru.components import ALTARS, BANYU, FOREST, GUNUNG, LAKE, SHORE
from kernel_games.buru.lessons import scenes as S
from kernel_games.core.lesson import answer, play_on, solutions, solve
from tests.rule_checks import steps_change_what_they_say, steps_solve_within_the_invariants

from .helpers import acts, cites, fired
from .helpers import islander as card

LESSONS = {ls.key: ls for ls in G.lessons()}
TRIES = {key: tries for chapter in chapters() for key, tries in chapter.tries.items()}  # every chapter's
RED, BLUE, GREEN = S.RED, S.BLUE, S.GREEN


def at(state, key: str, act: int):
    """The state in which the learner does act ``act`` of step ``key`` (the acts before it met by their first answer)."""
    ls = LESSONS[key]
    for i in range(act):
        state = G.apply(state, ls.viewer, solutions(G, ls, state, i)[0])[0]
    return state


@cites("buru.goal", "buru.end.tie")
def test_the_walkthrough_follows_the_rulebook_and_teaches_every_rule():
    order = G.rulebook.ids()
    for chapter in chapters():
        firsts = [order.index(ls.rules[0]) for ls in chapter.steps]
        assert firsts == sorted(firsts), f"{chapter.key}: each step's first rule comes after the previous step's"
    assert sorted(set(order) - {rid for ls in G.lessons() for rid in ls.rules}) == []
    assert LESSONS["goal"].rules[0] == "buru.goal" and LESSONS["winner"].rules[0] == "buru.end.tie"
    assert sum(ls.question is not None for ls in G.lessons()) >= 2


def test_the_learner_is_red_in_a_two_player_game_unless_the_count_or_the_lawan_are_the_point():
    counts = {key: G.num_players(ls.scenario()) for key, ls in LESSONS.items()}
    lawan = {k for k in LESSONS if k.startswith(("lawan_", "amb_lawan_"))}  # the Lawan chapters: Red against two Lawan
    example = {"canoe", "canoe_jump"}  # the rules' canoe example: Becky (you), Sonia and Kate
    assert {k for k, n in counts.items() if n != 2} == {"forest_four", "tie", "fifth"} | lawan | example
    assert counts["fifth"] == 5, "the fifth player's step plays at five seats"
    assert all(counts[k] == 3 and LESSONS[k].scenario().automata == (1, 2) for k in lawan) and len(lawan) == 11 + 4
    assert all(ls.viewer == RED for ls in G.lessons())


def test_each_step_with_a_move_changes_what_its_text_says():
    steps_change_what_they_say(G)


def test_every_step_can_be_solved_and_its_scene_keeps_the_invariants():
    steps_solve_within_the_invariants(G)


@pytest.mark.parametrize(("key", "act", "action", "rid"),
                         [(k, i, a, r) for k, tries in TRIES.items() for i, a, r in tries], ids=repr)
def test_the_illegal_tries_a_step_mentions_are_refused_with_its_rule(key, act, action, rid):
    ls = LESSONS[key]
    rid = "buru." + rid
    taught = {r for other in G.lessons()[:list(LESSONS).index(key) + 1] for r in other.rules}
    assert rid in taught, f"{key}: the try breaks {rid}, which no step up to this one teaches"
    state = at(ls.scenario(), key, act)
    assert ls.viewer in G.to_act(state), key
    err = G.why_illegal(state, ls.viewer, action)
    assert err is not None and err.rule == rid, (key, action, err)
    assert action not in G.legal_actions(state, ls.viewer)


@cites("buru.morning.place", "buru.afternoon.choose", "buru.shore.hire", "buru.village.task", "buru.village.trade",
       "buru.village.kind", "buru.lake.offer", "buru.lake.messenger", "buru.forest.take")
def test_the_tries_are_clickable():
    """The board offers each try, so a click on it is answered with the rule; not the Weaver's third benefit (it has
    two) nor a Forest space (the Forest's cards are its targets)."""
    for key, tries in TRIES.items():
        for act, action, _rid in tries:
            if key in ("choice", "gather"):
                continue
            state = at(LESSONS[key].scenario(), key, act)
            assert action in G.tries(state, RED), (key, action)


def test_no_question_depends_on_what_the_learner_cannot_see():
    """Redeal everything hidden from Red (Blue's face-down explorers, offering cards and elders, every deck): the
    engine's answer to each question is the same."""
    for ls in G.lessons():
        if ls.question is None:
            continue
        start = ls.scenario()
        for seed in (1, 2, 3):
            other = G.redeal_hidden(start, ls.viewer, seed)
            assert G.view(other, ls.viewer) == G.view(start, ls.viewer)
            story = play_on(G, ls, other, [])
            assert story.met and ls.question.engine(other, story.events, story.state) == ls.question.answer, (ls.key, seed)


# ---- the seed's worked examples ------------------------------------------------------------------------------------
@cites("buru.shore.hire", "buru.shore.refill", "buru.shore.refresh", "buru.afternoon.benefits")
def test_the_rulebooks_shore_example():
    """4 fish at the Shore's "hire 2 + refresh 1" space: the Farmer (2 fish) is hired and its place refilled; nobody
    left is affordable, so the row is refreshed; the three new islanders cost 3 or more, so the action ends without
    the second hire."""
    s = LESSONS["refresh"].scenario()
    farmer = card("farmer")
    assert ISLANDERS[farmer] is islander("farmer") and ISLANDERS[farmer].cost == 2
    assert s.area == SHORE and s.actor == RED and s.fish[RED] == 4 and farmer in s.row
    s, ev = acts(s, RED, Choose(0))
    assert s.left[:2] == (2, 1)  # two hires and one refresh
    top = s.islander_deck[0]
    s, ev = acts(s, RED, Hire(s.row.index(farmer)))
    assert s.tableau[RED] == (farmer,) and s.fish[RED] == 2 and top in s.row and fired(ev, "buru.shore.refill")
    assert all(ISLANDERS[c].cost > 2 for c in s.row) and Hire(0) not in G.legal_actions(s, RED)
    new = s.islander_deck[:3]
    s, ev = acts(s, RED, Refresh())
    assert s.row == new and all(ISLANDERS[c].cost >= 3 for c in s.row)
    assert fired(ev, "buru.shore.refresh") and fired(ev, "buru.afternoon.benefits")
    assert s.actor != RED and s.fish[RED] == 2 and not any(s.left)  # the second hire is skipped


@cites("buru.afternoon.tie")
def test_a_tie_goes_to_the_player_nearer_the_messenger_clockwise():
    """The rulebook's Becky and Sonia: equal power, and the one nearer the messenger clockwise wins. Green is the
    messenger, so Red (next after Green) beats Blue; with Blue the messenger, Blue would."""
    ls = LESSONS["tie"]
    engine, story = answer(G, ls)
    assert engine == RED and fired(story.events, "buru.afternoon.tie")
    assert sum(story.state.bids[SHORE][RED]) == sum(story.state.bids[SHORE][BLUE]) == 14
    s = ls.scenario()
    s.messenger = BLUE
    story = play_on(G, ls, s, [])
    assert story.state.conquered[SHORE] == BLUE and story.state.totems[BANYU] == BLUE


@cites("buru.components.altars", "buru.lake.offer")
def test_gunungs_altar_takes_two_palm_and_two_clay():
    """Gunung's shown side costs 2 palm + 2 clay, paid back to the supply, for the top card of Gunung's deck."""
    assert ALTARS[GUNUNG][0] == (2, 2, 0, 0)
    s = LESSONS["offer"].scenario()
    assert s.altar_sides[GUNUNG] == 0 and s.res[RED] == (2, 2, 0)
    top, supply = s.offering_decks[GUNUNG][0], s.supply
    s, ev = acts(s, RED, Choose(1), Offer(GUNUNG))
    assert s.res[RED] == (0, 0, 0) and s.supply == (supply[0] + 2, supply[1] + 2, supply[2])
    assert s.offerings[RED] == (top,) and fired(ev, "buru.lake.offer")


# ---- the scenes are what the texts say ------------------------------------------------------------------------------
@cites("buru.setup.messenger", "buru.dawn.forest", "buru.components.forest")
def test_the_player_count_steps_show_what_the_count_changes():
    s = LESSONS["setup"].scenario()  # the text: fish start on 0, then all but the messenger gain 3
    assert s.n == 2 and s.messenger == BLUE and s.fish == (3, 0)
    _moves, s, events = solve(G, LESSONS["forest_four"])
    assert len(s.display) == 4 and fired(events, "buru.dawn.forest")
    two = G.setup(2, 3)
    assert len(two.display) == 3 and len(S.start().display) == 3


@cites("buru.fish.cap", "buru.noon.fish", "buru.village.fish")
def test_the_fish_steps_stop_at_twenty():
    _moves, s, events = solve(G, LESSONS["fish_cap"])
    assert s.fish[RED] == 20 and fired(events, "buru.fish.cap")
    _moves, s, events = solve(G, LESSONS["noon"])
    assert s.kept[RED] == 5 and s.fish[RED] == 8 and fired(events, "buru.noon.fish")
    _moves, s, events = solve(G, LESSONS["village_fish"])
    assert s.fish[RED] == 20 and fired(events, "buru.village.fish")


@cites("buru.supply.limit", "buru.shore.deck", "buru.village.ongoing", "buru.totem.bonus", "buru.decree.altar")
def test_the_scenes_hold_what_their_steps_rely_on():
    s = LESSONS["supply"].scenario()
    assert s.supply[2] == 1 and s.area == FOREST and Gather(0) in G.legal_actions(s, RED)
    s = LESSONS["deck"].scenario()
    assert len(s.islander_deck) == 1 and len(s.islander_discard) == 32
    s = LESSONS["ongoing"].scenario()
    assert card("learned_priest") in s.tableau[RED] and s.bids[LAKE][RED] and sum(s.bids[LAKE][RED]) > sum(s.bids[LAKE][BLUE])
    s = LESSONS["totem"].scenario()
    assert s.totems[BANYU] == RED and s.messenger == RED
    for key, rid, k in (("totem", "buru.totem.bonus", 1), ("altar_decree", "buru.decree.altar", 2),
                        ("ongoing", "buru.village.ongoing", 1)):
        _moves, state, events = solve(G, LESSONS[key])
        story = play_on(G, LESSONS[key], state, events)
        assert story.met and len(fired(events + story.events, rid)) == k, key


@cites("buru.village.choice", "buru.village.kind")
def test_a_choice_gives_one_side_and_a_kind_space_only_its_kind():
    s = at(LESSONS["choice"].scenario(), "choice", 1)
    weaver = card("weaver")
    both = {Task(weaver, 0), Task(weaver, 1)}
    assert both <= set(G.legal_actions(s, RED))
    after = G.apply(s, RED, Task(weaver, 1))[0]
    assert after.res[RED][1] == s.res[RED][1] - 1 and after.fish[RED] == s.fish[RED] + 2
    assert not both & set(G.legal_actions(after, RED))  # the Weaver is tasked: the other side is gone for the round
    s = at(LESSONS["kind"].scenario(), "kind", 1)
    assert [a for a in G.legal_actions(s, RED) if type(a) is Task] == [Task(card("landlord"))]


@cites("buru.end.scoring", "buru.end.elders", "buru.dusk.end")
def test_the_end_questions_are_built_as_their_texts_tell_them():
    engine, story = answer(G, LESSONS["scoring"])
    assert engine == 16 and G.result(story.state).scores[RED] == 16
    engine, story = answer(G, LESSONS["elder_score"])
    assert engine == 3 and story.state.fish[RED] == 12 and G.is_over(story.state)
    engine, story = answer(G, LESSONS["winner"])
    result = G.result(story.state)
    assert engine == BLUE and result.scores == {RED: 15, BLUE: 15} and result.rule == "buru.end.tie"
    _moves, s, events = solve(G, LESSONS["end"])
    assert G.is_over(s) and fired(events, "buru.dusk.end")


def test_the_walkthrough_is_one_ordered_list_of_chapters_each_module_teaching_its_own_rules():
    found = chapters()
    assert [c.key for c in found] == ["base", "practice", "lawan", "fifth", "ukam", "ambelau", "persons", "longer",
                                      "lawan_ambelau"], "the base game, then each module after what it builds on"
    base = found[0]
    extra = ("lawan", "fifth", *G.flow.modules)
    rules = {r for r in G.rulebook.ids() if not r.startswith(tuple(f"buru.{m}." for m in extra))}
    assert len(base.steps) <= 25 and rules <= {r for s in base.steps for r in s.rules}, "the base chapter teaches it all"
    assert [s.key for s in G.lessons()] == [s.key for c in found for s in c.steps], "the steps are the chapters'"
    for chapter in found:
        module = chapter.key.split("_")[0]
        if module in G.flow.modules:  # a module's chapter teaches that module's rules
            assert any(r.startswith(f"buru.{module}.") for s in chapter.steps for r in s.rules), chapter.key
    assert set(TRIES) == {k for c in found for k in c.tries}, "every chapter's tries are checked"
