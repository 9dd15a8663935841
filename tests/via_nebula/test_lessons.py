"""Via Nebula's walkthrough: it follows the rulebook and teaches every rule, each step can be solved and then shows what
its text says it changes, the illegal moves a step's text mentions are refused with the rule it names, and the positions
are the ones the texts describe (scenes built from a set-up, nothing created).

tests/test_lessons.py runs the generic checks (facts, acts, play-ons, questions, the page) on every step.
"""

from __future__ import annotations

import pytest

from kernel_games.core.lesson import answer, solutions, solve
from kernel_games.via_nebula import VIA_NEBULA as G
from kernel_games.via_nebula import scenes as S
from kernel_games.via_nebula.actions import Explore, Pass
from kernel_games.via_nebula.lessons import TRIES
from kernel_games.via_nebula.maps import BOARDS, FOG, FOREST, MEADOW, RUIN
from tests.rule_checks import steps_change_what_they_say, steps_solve_within_the_invariants

from .helpers import cites, fired

LESSONS = {ls.key: ls for ls in G.lessons()}


def at(state, key: str, act: int):
    """The state in which the learner does act ``act`` of step ``key`` (the acts before it met by their first answer)."""
    ls = LESSONS[key]
    for i in range(act):
        state = G.apply(state, ls.viewer, solutions(G, ls, state, i)[0])[0]
    return state


@cites("via_nebula.goal", "via_nebula.end.tie")
def test_the_walkthrough_follows_the_rulebook_and_teaches_every_rule():
    order = G.rulebook.ids()
    firsts = [order.index(ls.rules[0]) for ls in G.lessons()]
    assert firsts == sorted(firsts), "each step's first rule comes after the previous step's"
    assert sorted(set(order) - {rid for ls in G.lessons() for rid in ls.rules}) == []
    assert LESSONS["goal"].rules[0] == "via_nebula.goal" and "via_nebula.end.tie" in LESSONS["tie"].rules
    assert sum(ls.question is not None for ls in G.lessons()) >= 2


def test_each_step_with_a_move_changes_what_its_text_says():
    steps_change_what_they_say(G)


def test_every_step_can_be_solved_and_its_scene_keeps_the_invariants():
    steps_solve_within_the_invariants(G)


@pytest.mark.parametrize(("key", "act", "action", "rid"),
                         [(k, i, a, r) for k, tries in TRIES.items() for i, a, r in tries], ids=repr)
def test_the_illegal_tries_a_step_mentions_are_refused_with_its_rule(key, act, action, rid):
    ls = LESSONS[key]
    rid = "via_nebula." + rid
    taught = {r for other in G.lessons()[:list(LESSONS).index(key) + 1] for r in other.rules}
    assert rid in taught, f"{key}: the try breaks {rid}, which no step up to this one teaches"
    state = at(ls.scenario(), key, act)
    err = G.why_illegal(state, ls.viewer, action)
    assert err is not None and err.rule == rid, (key, action, err)
    assert action not in G.legal_actions(state, ls.viewer)


@cites("via_nebula.action.explore", "via_nebula.action.site", "via_nebula.action.half_sites",
       "via_nebula.action.transport_path")
def test_the_tries_on_the_map_are_clickable():
    """Exploring a far or forbidden hex, a site on a taken ruin, a carry with no path: the board offers them, so a click
    is answered with the rule."""
    for key in ("site", "half_sites", "explore", "forest", "transport_path"):
        ls = LESSONS[key]
        state = ls.scenario()
        clickable = [a for act, a, _rid in TRIES[key] if act == 0 and type(a).__name__ in ("Explore", "Transport")
                     or type(a).__name__ == "Site" and BOARDS[state.board].terrain[a.hex] == RUIN]
        assert clickable and all(a in G.tries(state, ls.viewer) for a in clickable), key


# ---- the scenes are what the texts say ---------------------------------------------------------------------------------
def test_the_scenes_stand_on_the_terrain_their_texts_name():
    s = S.fresh()
    for label, terrain in (("F5", RUIN), ("E5", RUIN), ("D3", RUIN), ("G4", RUIN), ("F4", MEADOW), ("F3", MEADOW),
                           ("F2", MEADOW), ("H5", MEADOW), ("E7", MEADOW), ("G3", FOREST), ("D7", FOREST), ("I5", FOG),
                           ("G5", FOG), ("E6", FOG), ("A2", FOG)):
        assert S.terrain(s, label) == terrain, label
    nb = BOARDS["beginner"].neighbours.__getitem__
    assert S.hx("F4") in nb(S.hx("F5")) and S.hx("F3") in nb(S.hx("F4")) and S.hx("F2") in nb(S.hx("F3"))
    assert S.hx("F2") not in nb(S.hx("F4")) and S.hx("I5") in nb(S.hx("H5")) and S.hx("G3") in nb(S.hx("G4"))
    assert S.hx("E6") in nb(S.hx("E5")) and S.hx("E6") in nb(S.hx("F5")) and S.hx("E7") in nb(S.hx("E6"))
    assert not set(nb(S.hx("D7"))) & {S.hx("G4"), S.hx("F5")}


@cites("via_nebula.turn.pass")
def test_the_stuck_scene_leaves_only_a_pass():
    s = LESSONS["pass"].scenario()
    assert G.legal_actions(s, 0) == [Pass()]
    assert s.stacks[0] != (0, 0, 0, 0) and s.craftsmen[0] == 0 and s.sites[0] == 0  # tiles left, but nowhere to lay them
    assert G.legal_actions(s, 1) == [] and G.to_act(s) == (0,)


@cites("via_nebula.action.forest")
def test_a_forest_with_one_action_left_is_refused():
    """The forest step's text: a petrified forest costs both actions, so it cannot be the turn's second."""
    s = LESSONS["forest"].scenario().copy()
    s.actions_left = 1
    assert G.why_illegal(s, 0, Explore(S.hx("G3"))).rule == "via_nebula.action.forest"


@cites("via_nebula.end.scoring", "via_nebula.end.cleanup", "via_nebula.end.tie")
def test_the_end_questions_are_built_as_their_texts_tell_them():
    """Scoring: tokens 2 + 1, Bakery and Smithy 2 + 2, one explorer 2, 1 food stored: 8; Brown 2 + 15 + 2 + 2 − 3 = 18.
    Clean-up: 2 resources from the site on E5 and 1 under the craftsman on H3 go to storage, not the neutral wheat.
    Tie: 18 each, 1 stored against Brown's 3: Blue wins alone."""
    engine, story = answer(G, LESSONS["scoring"])
    assert engine == 8 and G.result(story.state).scores == {0: 8, 1: 18}
    parts = fired(story.events, "via_nebula.end.scoring")[-1].data["parts"]  # after each player's cards turned up
    assert parts[0] == {"tokens": 3, "contracts": 4, "explorers": 2, "end_card": 0, "storage": -1}
    assert parts[1] == {"tokens": 2, "contracts": 15, "explorers": 2, "end_card": 2, "storage": -3}
    engine, story = answer(G, LESSONS["cleanup"])
    assert engine == 3 and story.state.heap[S.hx("E7")] == 4 and story.state.craftsman[S.hx("H3")] == 0
    engine, story = answer(G, LESSONS["tie"])
    result = G.result(story.state)
    assert engine == 0 and result.scores == {0: 18, 1: 18} and result.rule == "via_nebula.end.tie"


@cites("via_nebula.end.trigger", "via_nebula.end.last_turns")
def test_the_end_steps_end_as_they_say():
    _moves, s, events = solve(G, LESSONS["trigger"])
    assert s.end_holder == 0 and s.current == 1 and s.actions_left == 2 and fired(events, "via_nebula.end.trigger")
    _moves, s, _events = solve(G, LESSONS["last_turns"])
    assert G.is_over(s) and s.end_holder == 1
    for key in ("quiet_town", "architect", "mayor", "lazy_explorer", "merchant", "priest", "plain"):
        _moves, s, _events = solve(G, LESSONS[key])
        assert G.is_over(s), key  # each scoring card is shown at the end


@cites("via_nebula.neutral.architect", "via_nebula.neutral.mayor", "via_nebula.neutral.lazy_explorer",
       "via_nebula.neutral.merchant", "via_nebula.neutral.priest", "via_nebula.private.quiet_town",
       "via_nebula.neutral.plain")
def test_the_scoring_cards_score_what_their_steps_say():
    want = {"quiet_town": 4, "architect": 2 + 3 + 3, "mayor": 2 + 2 + 4, "lazy_explorer": 2, "merchant": 3, "priest": 3,
            "plain": 2}
    for key, contracts in want.items():
        _moves, s, _events = solve(G, LESSONS[key])
        assert G.result(s).breakdown[0] and G.view(s, 0)["scores"][0]["contracts"] == contracts, key


@cites("via_nebula.private.secret_plan", "via_nebula.action.build_refill")
def test_the_drawn_cards_are_the_decks_top():
    for key in ("secret_plan", "build_refill"):
        ls = LESSONS[key]
        top = ls.scenario().deck[0]
        _moves, s, _events = solve(G, ls)
        assert top in s.hands[0] or top in s.display, key
