"""What a hand can pay, read from the player's own cards and the public payment only: used by the previews ("you
can pay 2 of its 3 free boxes") and by the bots' plans.

A box of one colour worth ``need`` is filled by cards of its colour (their values), Khind cards (wild 1s), pairs of
Mimix 1s and 2s (a wild 3 a pair) and, with a Hoax played as its power, cards of one other colour (a Hoax 1 up to
4 of them, a Hoax 2 one) — blue_moon_city.contribute.pay and power.*. The Royal Palace takes any one colour a box.
``Pay`` is a payment's public state (the view's ``pay``); ``cheapest`` finds the cards that fill the rest of it at the
least cost (a small knapsack over the sum, capped at what is missing); ``best_boxes`` pays as many free boxes of a
tile as the hand allows, one after another.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from itertools import permutations
from typing import NamedTuple

from .components import ANY, HOAX, KHIND, MIMIX, PEOPLES, card, people_of, value_of
from .view import BlueMoonView

HOAX_LIMIT = {1: 4, 2: 1}  # power.hoax: a Hoax 1 recolours up to 4 cards of one colour, a Hoax 2 one
HOAXES = (card(HOAX, 1), card(HOAX, 2))
COLOURS = tuple(p for p in range(len(PEOPLES)) if p != KHIND)  # a palace box can be paid in any of these
Cost = Callable[[int], float]


class Pay(NamedTuple):
    """A payment under way (or about to start): what is laid so far and how it counts."""

    total: int = 0
    colour: int = ANY  # the payment's people (ANY: the palace, not chosen yet)
    hoax: int = 0  # the value of the Hoax played on it (0: none)
    frm: int = -1  # the colour the Hoax recolours (-1: not yet)
    recoloured: int = 0
    half: bool = False  # a Mimix waiting for its partner


def from_view(view: BlueMoonView, people: int) -> Pay:
    """The payment of the view, or a new one on a box of ``people``."""
    p = view["pay"]
    if p["box"] < 0:
        return Pay(colour=people)
    return Pay(p["total"], p["colour"], p["hoax"], p["recolour_from"], p["recoloured"], bool(p["half"]))


def flat(c: int) -> float:
    """Every card costs the same, a little more for a higher value: the cheapest set wastes least."""
    return 1.0 + 0.01 * value_of(c)


def _half(c: int, colour: int) -> bool:
    return people_of(c) == MIMIX and value_of(c) < 3 and colour != MIMIX


def alone(hand: Sequence[int], c: int) -> bool:
    """Mimix ``c`` has no partner in ``hand`` (which holds it): no other Mimix 1 or 2 to pair with (power.mimix)."""
    return sum(1 for x in hand if x // 10 == MIMIX and x % 10 < 3) < 2


def lay(pay: Pay, c: int, lone: bool = False) -> tuple[str, int] | None:
    """How card ``c`` counts in ``pay`` (contribution.lay): (how, value added), or None when it adds nothing.

    A Mimix 1 or 2 outside a brown payment is half of a wild pair, unless it is ``lone`` (no partner in hand, none
    waiting: ``alone``): then it is the brown card it is — a palace box not yet coloured turns brown, a Hoax on the
    payment may recolour it (power.mimix, power.hoax); with neither it stays a half that can never pair."""
    p, v = divmod(c, 10)  # people_of, value_of (on every step's hot path)
    if p == KHIND:
        return WILD
    if p == MIMIX and v < 3 and pay.colour != MIMIX:
        if pay.half:
            return PAIR
        if lone and pay.colour == ANY:
            return "colour", v
        if not lone or not _recolours(pay, p):
            return HALF
        return "recolour", v
    if p == pay.colour or pay.colour == ANY:
        return "colour", v
    if _recolours(pay, p):
        return "recolour", v
    return None


def _recolours(pay: Pay, p: int) -> bool:
    """The Hoax on ``pay`` can still recolour a card of people ``p``."""
    return bool(pay.hoax) and pay.frm in (-1, p) and pay.recoloured < HOAX_LIMIT[pay.hoax]


WILD, PAIR, HALF = ("wild", 1), ("pair", 3), ("half", 0)


def after(pay: Pay, c: int, power: bool = False, lone: bool = False) -> Pay:
    """The payment once ``c`` is laid (a Hoax as its power when ``power``; a Mimix with no partner when ``lone``)."""
    total, colour, hoax, frm, recoloured, half = pay
    if power:
        return Pay(total, colour, value_of(c), frm, recoloured, half)
    how, v = lay(pay, c, lone) or ("colour", 0)
    if how == "colour":
        if colour == ANY:
            colour = people_of(c)
    elif how == "recolour":
        frm, recoloured = people_of(c), recoloured + 1
    elif how != "wild":
        half = how == "half"
    return Pay(total + v, colour, hoax, frm, recoloured, half)


def _knapsack(items: list[tuple[int, tuple[int, ...], float, int]], need: int,
              limit: int) -> tuple[float, tuple[int, ...]] | None:
    """The cheapest items (value, cards, cost, recoloured 0/1) summing to at least ``need``, with at most ``limit``
    recoloured ones."""
    best: dict[tuple[int, int], tuple[float, tuple[int, ...]]] = {(0, 0): (0.0, ())}
    for value, cards, cost, rec in items:
        for (s, r), (c0, used) in list(best.items()):
            if s >= need or r + rec > limit:
                continue
            key = (min(need, s + value), r + rec)
            if key not in best or c0 + cost < best[key][0]:
                best[key] = (c0 + cost, used + cards)
    done = [v for (s, _), v in best.items() if s >= need]
    return min(done, key=lambda v: v[0]) if done else None


Items = list[tuple[int, tuple[int, ...], float, int]]


def _sorted_people(hand: Sequence[int], colour: int) -> dict[int, list[int]]:
    """The hand by people, Mimix 1s and 2s of a non-brown payment apart (key -1) and Khind (key KHIND)."""
    by: dict[int, list[int]] = {}
    for c in hand:
        by.setdefault(-1 if _half(c, colour) else people_of(c), []).append(c)
    return by


def _items(by: dict[int, list[int]], colour: int, half: bool, cost: Cost) -> Items:
    items = [(1, (c,), cost(c), 0) for c in by.get(KHIND, ())]
    if colour != KHIND:
        items += [(value_of(c), (c,), cost(c), 0) for c in by.get(colour, ())]
    halves = sorted(by.get(-1, ()), key=cost)
    if half and halves:
        items.append((3, (halves[0],), cost(halves[0]), 0))
        halves = halves[1:]
    for a, b in zip(halves[::2], halves[1::2], strict=False):
        items.append((3, (a, b), cost(a) + cost(b), 0))
    return items


def _with_lone(by: dict[int, list[int]], half: bool, cost: Cost) -> dict[int, list[int]]:
    """``by`` with the Mimix left over once the others are paired (``_items`` pairs the cheapest) among the brown
    cards a Hoax may recolour: it has no partner then (power.mimix)."""
    halves = sorted(by.get(-1, ()), key=cost)
    if (len(halves) + half) % 2 == 0 or not halves:
        return by
    return {**by, MIMIX: [*by.get(MIMIX, ()), halves[-1]]}


def _recoloured(by: dict[int, list[int]], x: int, cost: Cost) -> Items:
    return [(value_of(c), (c,), cost(c), 1) for c in by.get(x, ())]


def _top(by: dict[int, list[int]], x: int, k: int) -> int:
    """The most ``k`` recoloured cards of people ``x`` can add."""
    return sum(sorted((value_of(c) for c in by.get(x, ())), reverse=True)[:k])


def _one_colour(hand: tuple[int, ...], pay: Pay, need: int, cost: Cost) -> tuple[float, tuple[int, ...]] | None:
    colour = pay.colour
    by = _sorted_people(hand, colour)
    items = _items(by, colour, pay.half, cost)
    most = sum(i[0] for i in items)
    by = _with_lone(by, pay.half, cost)
    others = [x for x in by if x not in (colour, KHIND, -1)]
    if pay.hoax:
        left = HOAX_LIMIT[pay.hoax] - pay.recoloured
        found = _knapsack(items, need, 0) if most >= need else None
        for x in ([pay.frm] if pay.frm >= 0 else others):
            if most + _top(by, x, left) < need:
                continue
            got = _knapsack(items + _recoloured(by, x, cost), need, left)
            if got is not None and (found is None or got[0] < found[0]):
                found = got
        return found
    if most >= need:
        return _knapsack(items, need, 0)
    options = []
    for h in HOAXES:  # played as its power, a Hoax stops counting as a white card
        if h not in by.get(HOAX, ()):
            continue
        rest = {x: [c for c in cs] for x, cs in by.items()}
        rest[HOAX].remove(h)
        mine = _items(rest, colour, pay.half, cost)
        base, k = sum(i[0] for i in mine), HOAX_LIMIT[value_of(h)]
        for x in others:
            if base + _top(rest, x, k) < need:
                continue
            got = _knapsack(mine + _recoloured(rest, x, cost), need, k)
            if got is not None:
                options.append((got[0] + cost(h), (h,) + got[1]))
    return min(options, key=lambda o: o[0]) if options else None


@lru_cache(maxsize=16384)
def _cheapest(hand: tuple[int, ...], pay: Pay, need: int, cost: Cost) -> tuple[float, tuple[int, ...]] | None:
    if pay.total >= need:
        return 0.0, ()
    best = None
    for colour in (COLOURS if pay.colour == ANY else (pay.colour,)):
        got = _one_colour(hand, pay._replace(colour=colour), need - pay.total, cost)
        if got is not None and (best is None or got[0] < best[0]):
            best = got
    return best


def cheapest(hand: Sequence[int], people: int, need: int, cost: Cost = flat,
             pay: Pay | None = None) -> tuple[float, tuple[int, ...]] | None:
    """(cost, cards): the cards of ``hand`` that fill a box worth ``need`` — a new one of ``people``'s colour (``ANY``:
    the palace), or the payment ``pay`` under way — at the least total ``cost``; None when the hand cannot fill it.
    A Hoax among the cards is played as its power, first."""
    return _cheapest(tuple(sorted(hand)), pay or Pay(colour=people), need, cost)


@lru_cache(maxsize=8192)
def _best_boxes(hand: tuple[int, ...], people: int, free: tuple[tuple[int, int], ...], most: int,
                cost: Cost) -> tuple[tuple[int, ...], tuple[int, ...], float]:
    best: tuple[tuple[int, ...], tuple[int, ...], float] = ((), (), 0.0)
    orders = set(permutations(free)) if len(free) <= 3 else {tuple(sorted(free, key=lambda f: f[1])),
                                                              tuple(sorted(free, key=lambda f: -f[1]))}
    for order in orders:
        left = list(hand)
        paid: list[int] = []
        spent: list[int] = []
        total = 0.0
        for box, need in order:
            if len(paid) >= most:
                break
            got = _cheapest(tuple(sorted(left)), Pay(colour=people), need, cost)
            if got is None:
                continue
            paid.append(box)
            spent += got[1]
            total += got[0]
            for c in got[1]:
                left.remove(c)
        if (len(paid), -total) > (len(best[0]), -best[2]):
            best = (tuple(paid), tuple(spent), total)
    return best


def best_boxes(hand: Sequence[int], people: int, free: Sequence[tuple[int, int]], cost: Cost = flat,
               most: int = 4) -> tuple[tuple[int, ...], tuple[int, ...], float]:
    """As many of the ``free`` boxes ((box index, value) pairs; at most ``most``) as ``hand`` can pay one after
    another, at the least cost: (the boxes paid, the cards spent, their cost)."""
    return _best_boxes(tuple(sorted(hand)), people, tuple(free), most, cost)
