"""Blue Moon City's walkthrough: it follows the rulebook, each step's move changes what its text says it changes, and
the rulebook's two worked examples are steps built exactly as the rulebook tells them.

tests/test_lessons.py runs the generic checks (facts, acts, play-ons, questions, the page) on every step.
"""

from __future__ import annotations

from kernel_games.blue_moon_city import BLUE_MOON_CITY as G
from kernel_games.blue_moon_city.actions import Pay
from kernel_games.blue_moon_city.components import CELL_INDEX, NEIGHBOURS, TILE_INDEX
from kernel_games.core.lesson import answer, play_on, solve
from tests.rule_checks import steps_change_what_they_say

LESSONS = {ls.key: ls for ls in G.lessons()}


def cell(state, key: str) -> int:
    return state.cells.index(TILE_INDEX[key])


def fired(events, rid: str) -> list:
    return [e for e in events if e.rule == rid]


def test_the_walkthrough_follows_the_rulebook_and_teaches_every_rule():
    order = G.rulebook.ids()
    firsts = [order.index(ls.rules[0]) for ls in G.lessons()]
    assert firsts == sorted(firsts), "each step's first rule comes after the previous step's"
    taught = {rid for ls in G.lessons() for rid in ls.rules}
    assert sorted(set(order) - taught) == []
    assert sum(ls.question is not None for ls in G.lessons()) >= 2


def test_each_step_with_a_move_changes_what_its_text_says():
    steps_change_what_they_say(G)


def test_the_university_example_is_built_as_the_rulebook_tells_it():
    """The University (cell 6) touches the built Fire Temple and Market Hall and the ruined palace; Sky holds its 5
    box. Orange fills the 3 box: Sky takes the majority (1 scale) by the leftmost marker, both take 1 crystal for
    taking part, 3 crystals from the Fire Temple and 2 cards from the Market Hall; the palace gives nothing."""
    s = LESSONS["university"].scenario()
    uni = cell(s, "university")
    assert uni == CELL_INDEX[(1, 3)] == 6
    assert cell(s, "fire_temple") == 5 and cell(s, "palace") == 11 and cell(s, "market_hall") in (2, 7)
    assert {5, 11, cell(s, "market_hall")} <= set(NEIGHBOURS[uni])
    assert s.built[5] and s.built[cell(s, "market_hall")] and not s.built[11]
    assert s.boxes[uni] == (1, -1) and s.figures[0] == uni

    moves, after, events = solve(G, LESSONS["university"])
    assert moves == [Pay(1, 63)]  # the Hoax 3 on the 3 box
    assert [e.data["player"] for e in fired(events, "blue_moon_city.complete.majority")] == [1]
    assert after.scales == [0, 1, 0]
    part = fired(events, "blue_moon_city.complete.participation")
    assert sorted((e.data["player"], e.data["crystals"]) for e in part if e.to is None) == [(0, 1), (1, 1)]
    nb = [e.data for e in fired(events, "blue_moon_city.complete.neighbourhood") if e.to is None]
    assert sorted((d["player"], d.get("crystals", 0), d.get("cards", 0)) for d in nb) == [
        (0, 0, 2), (0, 3, 0), (1, 0, 2), (1, 3, 0)]
    assert [len(c) for c in after.crystals] == [4, 4, 0] and [len(g) for g in after.gained] == [2, 2, 0]
    assert after.built[uni] and after.boxes[uni] == (-1, -1) and after.markers == [10, 10, 10]

    engine, _story = answer(G, LESSONS["tie"])
    assert engine == LESSONS["tie"].question.answer == 1


def test_the_scale_example_is_built_as_the_rulebook_tells_it():
    """Holdings 5, 4 and 2 with one scale left; Orange takes 2 (two dragons): 7 with a phantom. Orange takes 6
    crystals, Sky (4) takes 3, Purple (2) nothing and keeps both; the phantom vanishes."""
    ls = LESSONS["scales"]
    s = ls.scenario()
    assert s.scales == [5, 4, 2] and s.scale_supply == 1
    assert s.dragons.count(s.figures[0]) == 2
    _moves, after, events = solve(G, ls)
    assert fired(events, "blue_moon_city.dragons.scales")[0].data["scales"] == 2
    assert fired(events, "blue_moon_city.scales.trigger")[0].data["scales"] == [7, 4, 2]
    paid = {e.data["player"]: e.data["crystals"] for e in fired(events, "blue_moon_city.scales.scoring") if e.to is None}
    assert paid == {0: 6, 1: 3}
    assert after.scales == [0, 0, 2] and after.phantom == (0, 0, 0) and after.scale_supply == 10

    engine, _story = answer(G, LESSONS["scale_return"])
    assert engine == LESSONS["scale_return"].question.answer == 2


def test_owed_crystals_are_paid_when_tiles_come_back():
    """The shortage step: Orange is owed what the supply lacked, and is paid first once Sky's offering returns tiles."""
    ls = LESSONS["shortage"]
    _moves, state, events = solve(G, ls)
    assert state.owed == (0, 0, 0) and len(state.crystals[0]) == 1
    story = play_on(G, ls, state, events)
    assert story.met and story.state.owed == () and len(story.state.crystals[0]) == 4
    assert [m.player for m in story.moves][-1] == 1  # Sky's offering paid the debt
    assert fired(story.events, "blue_moon_city.supply.shortage")


def test_the_ends_end_the_game_as_the_steps_say():
    for key, rid, winners in (("win", "blue_moon_city.end.offerings", [0]),
                              ("rebuilt", "blue_moon_city.end.city_rebuilt", [0]),
                              ("no_markers", "blue_moon_city.end.no_markers", [0, 1, 2])):
        _moves, state, _events = solve(G, LESSONS[key])
        assert G.is_over(state) and state.end == rid and list(state.winners) == winners, key
