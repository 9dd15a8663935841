"""The end of a turn (seed 003: ラウンドの流れ, the third step): discard 0-2 cards face up, draw that many plus
2; the discard pile reshuffled when the deck runs out."""

from __future__ import annotations

from collections import Counter

import pytest

from kernel_games.blue_moon_city.actions import Discard, Done, Draw, Walk

from .helpers import A1, A3, F2, K1, M3, T2, V1, V2, V3, act, acts, cites, deal, fired, fresh, illegal, turn_of

HAND = [V1, V2, V3, A1, A3, T2, K1, M3]
TOP = [F2, V2, A1, M3, K1, V1]


def ending(n=3, hand=HAND, **deal_args):
    """Player 0 done moving and contributing, ``hand`` in hand."""
    s = deal(turn_of(fresh(n), 0), {0: list(hand)}, **({"top": TOP} | deal_args))
    return act(s, 0, Done())[0]


@cites("blue_moon_city.discard.draw")
@pytest.mark.parametrize(("discards", "drawn"), [((), TOP[:2]), ((V1,), TOP[:3]), ((V1, A3), TOP[:4])])
def test_discard_up_to_two_then_draw_that_many_plus_two(discards, drawn):
    s = ending()
    events = []
    for c in discards:
        s, ev = act(s, 0, Discard(c))
        events += ev
    if len(discards) < 2:
        s, ev = act(s, 0, Draw())
        events += ev
    # after the second discard the draw is made at once
    expected = Counter(HAND) - Counter(discards) + Counter(drawn)
    assert Counter(s.hands[0]) == expected and s.discard == list(discards)
    assert fired(events, "blue_moon_city.discard.draw")[-2].data == {"player": 0, "drawn": len(drawn)}
    assert s.current == 1


@cites("blue_moon_city.discard.draw")
def test_no_third_discard_and_no_more_moving():
    s, _ = acts(ending(), 0, Discard(V1))
    illegal(s, 0, Walk(5), "blue_moon_city.discard.draw")
    illegal(s, 0, Discard(F2), "blue_moon_city.discard.draw")  # not in hand
    s, _ = act(s, 0, Discard(V2))
    assert s.current == 1 and len(s.hands[0]) == 8 - 2 + 4


@cites("blue_moon_city.discard.draw")
def test_there_is_no_hand_limit():
    s, _ = act(ending(), 0, Draw())
    assert len(s.hands[0]) == 10
    s, _ = act(ending(hand=HAND + [A1, V1, V2, T2]), 0, Draw())
    assert len(s.hands[0]) == 14


@cites("blue_moon_city.discard.reshuffle")
def test_the_discard_pile_becomes_the_deck():
    """The deck empty, the discard pile is shuffled into a new deck and the draw goes on from it."""
    pile = [A3, T2, M3, V3, K1]
    s = ending(hand=HAND[:4], top=[], discard=pile, deck_size=0, spare=1)
    assert s.deck == [] and s.discard == pile
    s, _ = act(s, 0, Draw())
    drawn = Counter(s.hands[0]) - Counter(HAND[:4])
    assert sum(drawn.values()) == 2 and drawn <= Counter(pile)
    assert Counter(s.deck) == Counter(pile) - drawn and s.discard == []


@cites("blue_moon_city.discard.reshuffle")
def test_drawing_only_what_there_is():
    """Deck and discard pile together hold one card: it is drawn and the turn passes; with none, nothing is."""
    s = ending(hand=HAND[:4], top=[], discard=[A3], deck_size=0, spare=1)
    s, events = act(s, 0, Draw())
    assert sorted(s.hands[0]) == sorted(HAND[:4] + [A3]) and s.deck == s.discard == []
    assert fired(events, "blue_moon_city.discard.draw")[0].data["drawn"] == 1 and s.current == 1
    empty = ending(hand=HAND[:4], top=[], deck_size=0, spare=1)
    s, events = act(empty, 0, Draw())
    assert s.hands[0] == sorted(HAND[:4]) and fired(events, "blue_moon_city.discard.draw")[0].data["drawn"] == 0
    s, _ = acts(empty, 0, Discard(V1), Draw())  # the discarded card is all there is to draw
    assert s.hands[0] == sorted(HAND[:4]) and s.current == 1
