"""The end and scoring (seed p. 12): the track, offering cards and each elder's highest level met; the tie-break."""

from __future__ import annotations

from kernel_games.buru.cards import ELDERS
from kernel_games.buru.economy import offering_value
from kernel_games.buru.phases.end import elder_score, score, winners

from .build import BLUE, GREEN, RED, G, cites, fresh, give, hire_into


def _elder(metric: str) -> int:
    return next(i for i, e in enumerate(ELDERS) if e.metric == metric)


@cites("buru.end.elders")
def test_an_elder_scores_the_highest_level_fully_met():
    clay = _elder("clay")
    levels = ELDERS[clay].levels
    s = fresh()
    assert elder_score(s, RED, clay) == 0
    for at_least, esteem in levels:
        s = give(fresh(), RED, clay=at_least)
        assert elder_score(s, RED, clay) == esteem
        s = give(fresh(), RED, clay=at_least - 1)
        assert elder_score(s, RED, clay) < esteem


@cites("buru.end.elders")
def test_a_most_goal_needs_at_least_as_many_as_every_rival():
    crowd = _elder("most_islanders")
    s = hire_into(fresh(3), RED, "farmer", "weaver")
    s = hire_into(s, BLUE, "carver", "potter")
    assert elder_score(s, RED, crowd) == elder_score(s, BLUE, crowd) == ELDERS[crowd].levels[0][1]
    assert elder_score(s, GREEN, crowd) == 0
    s = hire_into(s, GREEN, "fisher", "landlord", "steward")
    assert elder_score(s, RED, crowd) == 0 and elder_score(s, GREEN, crowd) > 0


@cites("buru.end.scoring")
def test_the_score_adds_the_track_the_offering_cards_and_the_elders():
    s = fresh().copy()
    s.esteem = (7, 3)
    card = s.offering_decks[0][0]
    s.offering_decks = (s.offering_decks[0][1:], *s.offering_decks[1:])
    s.offerings = ((card,), ())
    clay = _elder("clay")
    s.elder_deck = tuple(e for e in s.elder_deck if e != clay)
    s.elders = ((clay,), ())
    s = give(s, RED, clay=ELDERS[clay].levels[0][0])
    assert G.invariants(s) == []
    assert score(s, RED) == {"esteem": 7, "offerings": offering_value(card), "elders": ELDERS[clay].levels[0][1]}


@cites("buru.end.tie")
def test_a_tie_goes_to_the_player_nearest_the_messenger_clockwise():
    s = fresh(3).copy()
    s.esteem = (5, 5, 5)
    s.messenger = GREEN
    assert winners(s) == (GREEN,)
    s.messenger = BLUE
    s.esteem = (5, 4, 5)
    assert winners(s) == (GREEN,)  # Blue, then Green, then Red
    s.messenger = GREEN
    assert winners(s) == (GREEN,)
    s.esteem = (5, 4, 4)
    assert winners(s) == (RED,)


@cites("buru.end.elders")
def test_at_the_end_every_player_sees_what_each_elder_gave():
    import random

    s = fresh()
    rng = random.Random(3)
    while not G.is_over(s):
        p = G.to_act(s)[0]
        s, _ = G.apply(s, p, rng.choice(G.legal_actions(s, p)))
    view = G.view(s, BLUE)
    assert view["all_elders"] == [list(e) for e in s.elders]
    assert view["elder_scores"] == [[elder_score(s, p, e) for e in s.elders[p]] for p in range(2)]
    assert [sum(x) for x in view["elder_scores"]] == [score(s, p)["elders"] for p in range(2)]
    assert G.view(fresh(), BLUE)["elder_scores"] is None
