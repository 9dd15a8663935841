"""The payment bound (contribute.one_by_one): a card may be laid exactly when some way of laying the rest of the hand,
card by card, still fills the box. The engine answers with a cached bound and a shortcut for cards that count the
same laid or kept; here every answer is checked against a plain search over the orders of laying."""

from __future__ import annotations

import random
from functools import cache

from kernel_games.blue_moon_city.components import ANY, HOAX, KHIND, MIMIX, PEOPLES, card
from kernel_games.blue_moon_city.hand import HOAXES, Pay, after, lay
from kernel_games.blue_moon_city.phases.contribution import _fits

from .helpers import cites

CARDS = [card(p, v) for p in range(len(PEOPLES)) if p != KHIND for v in (1, 2, 3)] + [card(KHIND, 1)]


def lone(hand: tuple[int, ...], c: int) -> bool:
    """No second Mimix 1 or 2 in ``hand`` beside ``c``: a Mimix laid now can find no partner (power.mimix)."""
    return sum(1 for x in hand if x // 10 == MIMIX and x % 10 < 3) < 2


def counts(pay: Pay, hand: tuple[int, ...], c: int) -> tuple[str, int] | None:
    return lay(pay, c, lone(hand, c))


def moves(pay: Pay, hand: tuple[int, ...]) -> list[tuple[int, bool]]:
    """Each card that adds something, and a Hoax played for its power when none is yet."""
    out = [(c, False) for c in set(hand) if counts(pay, hand, c) is not None]
    return out + [(h, True) for h in HOAXES if h in hand and not pay.hoax]


@cache
def fillable(pay: Pay, hand: tuple[int, ...], need: int) -> bool:
    """Some order of laying cards from ``hand`` brings ``pay`` to ``need``: the search the bound stands for."""
    if pay.total >= need:
        return True
    for c, power in moves(pay, hand):
        i = hand.index(c)
        if fillable(after(pay, c, power, lone(hand, c)), hand[:i] + hand[i + 1:], need):
            return True
    return False


def payments(rng: random.Random, k: int) -> list[tuple[Pay, tuple[int, ...], int]]:
    """``k`` payments part-way laid by random legal cards, each with the hand left and the box's value."""
    out = []
    while len(out) < k:
        colour = rng.choice([ANY, *(p for p in range(len(PEOPLES)) if p != KHIND)])
        hand = tuple(sorted(rng.choice(CARDS) for _ in range(rng.randint(1, 7))))
        pay, need = Pay(colour=colour), rng.randint(2, 9)
        for _ in range(rng.randint(0, 3)):
            options = moves(pay, hand)
            if not options:
                break
            c, power = rng.choice(options)
            i = hand.index(c)
            pay, hand = after(pay, c, power, lone(hand, c)), hand[:i] + hand[i + 1:]
        if pay.total < need and hand:
            out.append((pay, hand, need))
    return out


@cites("blue_moon_city.contribute.one_by_one", "blue_moon_city.power.hoax", "blue_moon_city.power.mimix",
       "blue_moon_city.power.khind")
def test_a_card_is_offered_exactly_when_the_rest_can_still_fill_the_box():
    checked = refused = 0
    seen: set[str] = set()
    for pay, hand, need in payments(random.Random(9), 8000):
        for c, power in moves(pay, hand):
            how = counts(pay, hand, c)
            mimix = c // 10 == MIMIX and c % 10 < 3 and not power
            seen |= {k for k, hit in (("palace", pay.colour == ANY), ("white", pay.colour == HOAX and c in HOAXES),
                                      ("power", power), ("recolour", how == ("recolour", c % 10)),
                                      ("pair", pay.half), ("lone brown", mimix and how == ("colour", c % 10)),
                                      ("lone recoloured", mimix and how == ("recolour", c % 10))) if hit}
            i = hand.index(c)
            rest = hand[:i] + hand[i + 1:]
            if not power and how[0] == "half" and lone(hand, c):
                expected = False  # a half of a Mimix pair with no partner is refused at once (power.mimix)
            else:
                expected = fillable(after(pay, c, power, lone(hand, c)), rest, need)
            assert _fits(hand, pay, need, c, power) == expected, (pay, hand, need, c, power)
            checked += 1
            refused += not expected
    assert checked > 5000 and refused > 500  # both answers are exercised
    assert seen == {"palace", "white", "power", "recolour", "pair", "lone brown", "lone recoloured"}  # every way a
    # card can count, a Mimix with no partner as a brown card (a palace box) or recoloured by a Hoax among them

