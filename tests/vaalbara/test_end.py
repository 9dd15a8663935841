"""The end of a Vaalbara game (seed 001: ゲーム終了): nine lands, the variety bonus, the winner and ties."""

from __future__ import annotations

from kernel_games.vaalbara.actions import ChooseCharacter

from .helpers import (
    FARMER,
    HUNTER,
    PRIEST,
    G,
    check,
    choose_all,
    cites,
    drive,
    illegal,
    kind,
    lands,
    omen_land,
    ranking,
    scenario,
    set_points,
    take,
)


def variety_bonus(realm):
    """The seed's rule, computed here independently: 5 types → +5, 6 types → +10, otherwise nothing."""
    return {5: 5, 6: 10}.get(len({kind(c) for c in realm}), 0)


def last_round(omen=None):
    """3 players in round 9 with eight lands each. Player 0 gets a 6th type, player 1 a 5th, player 2 stays at 4.

    ``omen``: clans in the order the last card's back must rank them (that card is a meadow, village or river,
    the types with cards to spare).
    """
    top = None
    if omen is not None:
        top = omen_land(3, *omen, avoid=lands("field", 3) + lands("forest", 3) + lands("mountain", 3))
    pool = {k: [c for c in lands(k, 3) if c != top] for k in ("meadow", "field", "forest", "village", "mountain", "river")}

    def some(**counts):
        return [pool[k].pop(0) for k, c in counts.items() for _ in range(c)]

    realms = [
        some(meadow=2, field=2, forest=1, village=1, mountain=2),  # 5 types, no river
        some(field=2, forest=2, mountain=2, river=2),  # 4 types, no village
        some(meadow=2, field=2, forest=3, mountain=1),  # 4 types
    ]
    river, village, mountain = some(river=1, village=1, mountain=1)
    s = scenario(3, realms=realms, row1=[river, village, mountain], top=top)
    s.round = 9
    s = check(s)
    s = choose_all(s, [HUNTER, PRIEST, FARMER])  # acting order 0, 1, 2
    s = take(s, 0, river)
    s = take(s, 1, village)
    before_last = s
    s = take(s, 2, mountain)
    return before_last, s


@cites("vaalbara.end.trigger")
def test_the_last_land_of_round_nine_ends_the_game():
    """vaalbara.end.trigger: when the ninth land is placed in every realm the game is over and points are public."""
    before, s = last_round()
    assert not G.is_over(before) and G.view(before, 0)["scores"] is None
    assert G.is_over(s) and s.phase == "over"
    assert [len(r) for r in s.realms] == [9, 9, 9]
    assert G.view(s, 0)["scores"] == s.scores == G.view(s, None)["scores"]
    illegal(s, 0, ChooseCharacter(s.hands[0][0]), "core.turn.game_over")


@cites("vaalbara.end.diversity")
def test_variety_bonus_five_and_ten():
    """vaalbara.end.diversity: +10 for all six land types, +5 for five, nothing for four."""
    _, s = last_round()
    assert [len({kind(c) for c in r}) for r in s.realms] == [6, 5, 4]
    res = G.result(s)
    assert res.scores == {0: s.scores[0] + 10, 1: s.scores[1] + 5, 2: s.scores[2]}
    bonus_rows = {p: [r.points for r in res.breakdown[p] if r.rule == "vaalbara.end.diversity"] for p in range(3)}
    assert bonus_rows == {0: [10], 1: [5], 2: []}
    # the breakdown adds up to the final score, each row naming its rule
    for p in range(3):
        assert sum(r.points for r in res.breakdown[p]) == res.scores[p]
        assert all(r.rule in G.rulebook for r in res.breakdown[p])


@cites("vaalbara.end.diversity")
def test_variety_bonus_is_only_added_at_the_end():
    """vaalbara.end.diversity: the bonus is not part of the points during play."""
    before, s = last_round()
    assert "vaalbara.end.diversity" not in s.ledger[0]
    assert s.scores[0] == before.scores[0]  # nothing changed for player 0 when the game ended


@cites("vaalbara.end.winner")
def test_most_points_wins():
    """vaalbara.end.winner: the highest total, variety bonus included, wins."""
    _, s = last_round()
    s = set_points(set_points(set_points(s, 0, 20), 1, 30), 2, 25)  # totals 30, 35, 25
    res = G.result(s)
    assert res.scores == {0: 30, 1: 35, 2: 25}
    assert res.winners == [1] and res.rule == "vaalbara.end.winner"
    s = set_points(s, 0, 26)  # 26 + 10 = 36 beats 30 + 5
    res = G.result(s)
    assert res.winners == [0] and res.rule == "vaalbara.end.winner"


def with_last_omen(state, *clans):
    """A copy whose last land-deck card ranks ``clans`` in this order, swapped in from row 2 (same deck size)."""
    s = state.copy()
    if [c for c in ranking(s.land_deck[0], s.n) if c in clans] == list(clans):
        return s
    card = omen_land(s.n, *clans, avoid=[c for r in s.realms for c in r] + [s.land_deck[0]])
    assert card in s.rows[1], "no such card left in row 2"
    i = s.rows[1].index(card)
    s.rows[1][i], s.land_deck[0] = s.land_deck[0], card
    return check(s)


@cites("vaalbara.end.tiebreak")
def test_tie_goes_to_the_clan_ranked_higher_by_the_last_omen():
    """vaalbara.end.tiebreak: on equal totals the last omen (the card left on the deck) decides."""
    s = drive(G.setup(2, seed=4))
    assert G.is_over(s) and len(s.land_deck) == 1
    for first, second in ((0, 1), (1, 0)):
        t = with_last_omen(s, first, second)
        # equal totals once each player's variety bonus is added
        t = set_points(set_points(t, 0, 40 - variety_bonus(t.realms[0])), 1, 40 - variety_bonus(t.realms[1]))
        res = G.result(t)
        assert res.scores == {0: 40, 1: 40}
        assert res.winners == [first]
        assert res.rule == "vaalbara.end.tiebreak"


@cites("vaalbara.end.tiebreak")
def test_tiebreak_only_among_the_tied_players():
    """vaalbara.end.tiebreak: a clan the omen ranks first but with fewer points does not win the tie."""
    for order in ((0, 2, 1), (0, 1, 2)):
        _, t = last_round(order)
        assert ranking(t.land_deck[0], 3) == order
        t = set_points(set_points(set_points(t, 0, 5), 1, 45), 2, 50)  # totals 15, 50, 50
        res = G.result(t)
        assert res.scores == {0: 15, 1: 50, 2: 50}
        assert res.winners == [order[1]] and res.rule == "vaalbara.end.tiebreak"
