"""Offerings to the obelisk (blue_moon_city.obelisk.*), and Pillar's extra offerings (power.pillar)."""

from __future__ import annotations

from kernel_games.core import Action, Event, IllegalAction, Text

from .. import supply
from ..actions import PILLARS, Offer, OfferAgain
from ..components import CENTRE, OFFERINGS_TO_WIN, card_name, obelisk_for
from ..narration import illegal, player, rule
from ..state import BUILD, State, put


def next_box(s: State) -> int:
    """The lowest free box of the obelisk, or -1 when it is full."""
    return s.obelisk.index(-1) if -1 in s.obelisk else -1


def cost(s: State) -> int:
    b = next_box(s)
    return obelisk_for(s.n)[b] if b >= 0 else 0


def payments(ones: int, threes: int, price: int) -> list[tuple[int, int]]:
    """Every way to pay ``price`` with at most ``ones`` 1s and ``threes`` 3s, none of them unneeded
    (obelisk.no_change): taking away any one tile would leave too little."""
    out = []
    for t in range(threes + 1):
        for o in range(ones + 1):
            total = o + 3 * t
            if total >= price and (o == 0 or total - 1 < price) and (t == 0 or total - 3 < price):
                out.append((o, t))
    return out


def _can_offer(s: State, p: int) -> bool:
    return s.figures[p] == CENTRE and s.markers[p] > 0 and next_box(s) >= 0


def candidates(s: State, p: int) -> list[Action]:
    if not _can_offer(s, p):
        return []
    ones, threes = s.crystals[p].count(1), s.crystals[p].count(3)
    if not s.offered:
        return [Offer(o, t) for o, t in payments(ones, threes, cost(s))]
    return [OfferAgain(c, o, t) for c in PILLARS if c in s.hands[p]
            for o, t in payments(ones, threes, cost(s) + c % 10)]


def forbid(s: State, p: int, a: Action) -> IllegalAction | None:
    if s.figures[p] != CENTRE:
        return illegal("obelisk.offer", "捧げものができるのは、自分のミニチュアが中庭にいるときだけです。",
                       "You can make an offering only with your figure on the Courtyard.")
    if s.markers[p] == 0:
        return illegal("contribute.marker", "マーカーが残っていません。", "You have no marker left.")
    if next_box(s) < 0:
        return illegal("obelisk.offer", "オベリスクに空いたマスがありません。", "The obelisk has no free box.")
    extra = 0
    if isinstance(a, OfferAgain):
        if not s.offered:
            return illegal("power.pillar", "ピラーは捧げものをした後に使います。", "Play a Pillar after an offering.")
        if a.pillar not in PILLARS or a.pillar not in s.hands[p]:
            return illegal("power.pillar", "手札にそのピラーがありません。", "You have no such Pillar in hand.")
        extra = a.pillar % 10
    elif s.offered:
        return illegal("obelisk.offer", "捧げものは1手番に1回です（ピラーがあればもう1回）。",
                       "One offering a turn (a Pillar gives one more).")
    if a.ones < 0 or a.threes < 0 or a.ones > s.crystals[p].count(1) or a.threes > s.crystals[p].count(3):
        return illegal("obelisk.offer", "そのクリスタルを持っていません。", "You do not hold those crystal tiles.")
    price = cost(s) + extra
    if (a.ones, a.threes) not in payments(a.ones, a.threes, price):
        if a.ones + 3 * a.threes < price:
            return illegal("obelisk.offer", "このマスには{c}クリスタル必要です（出したのは{t}）。",
                           "This box costs {c} crystals (you offered {t}).", c=price, t=a.ones + 3 * a.threes)
        return illegal("obelisk.no_change", "おつりは出ません。足りているのに余分なタイルを出しています。",
                       "No change is given: a tile the cost does not need stays with you.")
    return None


def perform(s: State, p: int, a: Action, ev: list[Event]) -> None:
    extra = 0
    if isinstance(a, OfferAgain):
        s.hands[p].remove(a.pillar)
        s.discard.append(a.pillar)
        extra = a.pillar % 10
        ev.append(Event(rule("power.pillar"), Text("{p}が{c}を使い、もう1回捧げます（+{e}）。",
                                                   "{p} plays {c} to offer again (+{e}).").format(
            p=player(p), c=card_name(a.pillar), e=extra), data={"player": p, "card": a.pillar}))
    box, price = next_box(s), cost(s) + extra
    tiles = [1] * a.ones + [3] * a.threes
    left = list(s.crystals[p])
    for v in tiles:
        left.remove(v)
    s.crystals = put(s.crystals, p, tuple(left))
    s.obelisk = put(s.obelisk, box, p)
    s.markers[p] -= 1
    s.offerings = put(s.offerings, p, s.offerings[p] + 1)
    s.offered = s.acted = True
    s.step = BUILD
    ev.append(Event(rule("obelisk.offer"), Text("{p}がオベリスクに{v}クリスタル分を捧げました（{k}回目）。",
                                                "{p} offers {v} crystals to the obelisk (offering {k}).").format(
        p=player(p), v=price, k=s.offerings[p]), data={"player": p, "box": box, "cost": price, "paid": sum(tiles)}))
    supply.returned(s, tiles, ev)
    if s.offerings[p] >= OFFERINGS_TO_WIN[s.n]:
        s.winners, s.end = (p,), rule("end.offerings")
