"""Contributing (blue_moon_city.contribute.*): cards laid one by one on a box of the tile you stand on, with the
wild Khind and Mimix and the recolouring Hoax (power.*); the dragons' scales; a building completed and scored
(complete.*)."""

from __future__ import annotations

from functools import lru_cache

from kernel_games.core import Action, Event, IllegalAction, Text

from .. import supply
from ..actions import Cancel, Pay, Recolour, box_name
from ..components import ANY, CARD_NAMES, HOAX, KHIND, MIMIX, NEIGHBOURS, PEOPLES, TILES, card_name, people_of
from ..hand import HOAX_LIMIT, HOAXES, after, alone
from ..hand import Pay as Payment
from ..hand import lay as count
from ..narration import NAME, illegal, player, rule
from ..state import BUILD, MOVE, PAY, State, put

HOAX_1, HOAX_2 = HOAXES
PAYS = {(b, c): Pay(b, c) for b in range(max(len(t.boxes) for t in TILES)) for c in CARD_NAMES}  # made once


def tile(s: State, cell: int):
    return TILES[s.cells[cell]]


def free_boxes(s: State, cell: int) -> list[int]:
    return [b for b, owner in enumerate(s.boxes[cell]) if owner == -1] if not s.built[cell] else []


def payment(s: State, box_people: int) -> Payment:
    """The payment being laid, or a new one on a box of ``box_people``'s colour (hand.Pay)."""
    if s.pay_box < 0:
        return Payment(colour=box_people)
    return Payment(s.pay_total, s.pay_colour, s.pay_hoax, s.pay_from, s.pay_recoloured, bool(s.pay_half))


def lay(s: State, p: int, box_people: int, c: int) -> tuple[str, int] | None:
    """How ``p``'s card ``c`` would count in the payment being laid (or a new one): (how, value added), or None when
    it adds nothing. ``how``: "colour", "wild", "half" (a Mimix waiting for its partner), "pair", "recolour"."""
    return count(payment(s, box_people), c, alone(s.hands[p], c))


def reach(colour: int, hoax: int, frm: int, recoloured: int, half: int, hand: tuple[int, ...]) -> int:
    """The most a payment in this state could still gain from ``hand``, laying its cards one by one: a card is
    refused when even this would not fill the box, so a payment begun can always be finished. Summed at once for a
    set colour (few calls repeat a hand); the palace's search over every colour is cached."""
    if colour == ANY:
        return _reach_palace(hoax, frm, recoloured, half, hand)
    khind = total = small = 0  # the colour's cards, the Khind, the Mimix 1s and 2s (wild in pairs), and the rest
    other: dict[int, list[int]] = {}  # by people: what a Hoax could recolour
    for c in hand:
        people, v = divmod(c, 10)
        if people == colour:
            total += v
        elif people == KHIND:
            khind += 1
        elif people == MIMIX and v < 3:
            small += 1
        else:
            other.setdefault(people, []).append(v)
    best = khind + total + 3 * ((small + half) // 2)
    if (small + half) % 2 and small:  # the Mimix left once the others are paired is lone: a Hoax may recolour it
        other.setdefault(MIMIX, []).append(max(c % 10 for c in hand if c // 10 == MIMIX and c % 10 < 3))
    if hoax:  # the Hoax on the payment recolours the best cards of its colour (or of any one, not chosen yet)
        left = HOAX_LIMIT[hoax] - recoloured
        return best + max((_top(other.get(x, []), left) for x in ((frm,) if frm >= 0 else other)), default=0)
    most = best
    for h in (HOAX_1, HOAX_2):  # a Hoax in hand played as its power: it no longer counts as a white card
        if h in hand:
            v, limit = h % 10, HOAX_LIMIT[h % 10]
            if colour == HOAX:
                base, rest = best - v, other
            else:
                base, rest = best, {**other, HOAX: _without(other[HOAX], v)}
            most = max(most, base + max((_top(vs, limit) for vs in rest.values()), default=0))
    return most


def _top(values: list[int], k: int) -> int:
    """The sum of the ``k`` highest values."""
    if k >= len(values):
        return sum(values)
    return max(values) if k == 1 else sum(sorted(values, reverse=True)[:k])


def _without(values: list[int], v: int) -> list[int]:
    out = values[:]
    out.remove(v)
    return out


@lru_cache(maxsize=1 << 14)
def _reach_palace(hoax: int, frm: int, recoloured: int, half: int, hand: tuple[int, ...]) -> int:
    """reach() for a palace payment whose colour is not chosen yet: the best of every colour."""
    colour = ANY
    khind = 0
    small: list[int] = []  # Mimix 1s and 2s of a payment not (yet) brown: halves of wild pairs
    by: dict[int, list[int]] = {}
    for c in hand:
        people, v = divmod(c, 10)
        if people == KHIND:
            khind += 1
        elif people == MIMIX and v < 3 and colour != MIMIX:
            small.append(v)
        else:
            by.setdefault(people, []).append(v)
    small.sort()
    best = _best(colour, by, small, bool(half), hoax, frm, recoloured)
    for h in HOAXES:  # a Hoax in hand played as its power: it no longer counts as a white card
        if not hoax and h in hand:
            rest = {x: vs[:] for x, vs in by.items()}
            rest[HOAX].remove(h % 10)
            best = max(best, _best(colour, rest, small, bool(half), h % 10, -1, 0))
    return khind + best


def _best(colour: int, by: dict[int, list[int]], small: list[int], half: bool, hoax: int, frm: int,
          recoloured: int) -> int:
    """The most the cards can add to a palace box besides the Khind: one colour (brown too, below), the Mimix pairs,
    and what the Hoax played (``hoax``) can recolour. ``small``: the Mimix 1s and 2s, ascending."""
    halves = len(small) + half
    pairs = 3 * (halves // 2)
    rec = dict(by)
    if halves % 2 and small:  # the Mimix left once the others are paired is lone: a Hoax may recolour it
        rec[MIMIX] = [*by.get(MIMIX, ()), small[-1]]
    best = pairs
    for y in {*by, *((MIMIX,) if small else ())}:
        if y == MIMIX:  # paid in brown: a Mimix 3 or a lone Mimix turns the box brown (power.mimix)
            extra, pool = _brown(small, half, bool(by.get(MIMIX))), {x: vs for x, vs in by.items() if x != MIMIX}
        else:
            extra, pool = pairs, {x: vs for x, vs in rec.items() if x != y}
        gain = 0
        if hoax:
            xs = [frm] if frm >= 0 else list(pool)
            gain = max((sum(sorted(pool.get(x, ()), reverse=True)[:HOAX_LIMIT[hoax] - recoloured]) for x in xs), default=0)
        best = max(best, sum(by.get(y, ())) + extra + gain)
    return best


def _brown(small: list[int], half: bool, three: bool) -> int:
    """What the Mimix 1s and 2s (``small``, ascending; ``half``: one waiting) add to a palace box paid in brown.
    With a Mimix 3 to turn it brown, any number of pairs first (the lowest cards, the waiting half in the first),
    the rest at their own values; without one, every Mimix pairs but a last lone one, the highest, which turns it
    brown."""
    halves = len(small) + half
    if not three:
        return 3 * (halves // 2) + (small[-1] if halves % 2 and small else 0)
    best = 0
    for k in range(halves // 2 + 1):
        used = 0 if k == 0 else 2 * k - half
        if used > len(small):
            break
        best = max(best, 3 * k + sum(small[used:]))
    return best


def fits(s: State, p: int, box: int, c: int, power: bool = False) -> bool:
    """Card ``c`` adds to the payment on ``box`` (a Hoax as its power when ``power``) and the hand can still fill it."""
    t = tile(s, s.figures[p])
    return _fits(tuple(s.hands[p]), payment(s, t.people), t.boxes[box], c, power)


def _fits(hand: tuple[int, ...], pay: Payment, need: int, c: int, power: bool) -> bool:
    return _bound(hand, pay, c, power) >= need


def _bound(hand: tuple[int, ...], pay: Payment, c: int, power: bool, most: int = -1) -> int:
    """The most the payment could reach with ``c`` laid first (a Hoax as its power when ``power``); -1 when ``c``
    adds nothing or is half of a Mimix pair without a partner. ``most``: the whole hand's bound, when known."""
    lone = alone(hand, c)
    if not power:
        how = count(pay, c, lone)
        if how is None or (how[0] == "half" and lone):
            return -1
        if how[0] == "wild" or (how[0] == "colour" and pay.colour != ANY and c // 10 != HOAX):
            # a Khind, or a card of the payment's set colour that is not a Hoax, counts the same laid or kept: the
            # bound is the whole hand's
            return most if most >= 0 else pay.total + reach(pay.colour, pay.hoax, pay.frm, pay.recoloured, pay.half, hand)
    new = after(pay, c, power, lone)
    i = hand.index(c)
    return new.total + reach(new.colour, new.hoax, new.frm, new.recoloured, new.half, (*hand[:i], *hand[i + 1:]))


def candidates(s: State, p: int) -> list[Action]:
    """Cards that can start or continue a payment on a free box of the tile you stand on (and leave it possible to
    fill), and a Hoax for one; a payment that no card in hand can go on with can only be taken back."""
    cell = s.figures[p]
    if s.pay_box >= 0:
        boxes = [s.pay_box]
    elif s.markers[p] == 0:
        return []
    else:
        boxes = free_boxes(s, cell)
    if not boxes:
        return []
    hand = tuple(s.hands[p])
    t = tile(s, cell)
    pay = payment(s, t.people)
    most = pay.total + reach(pay.colour, pay.hoax, pay.frm, pay.recoloured, pay.half, hand)
    out: list[Action] = []
    needs = [(b, t.boxes[b]) for b in boxes if most >= t.boxes[b]]  # the boxes the whole hand could fill
    if needs:
        kinds = sorted(set(hand))
        powers = [(h, _bound(hand, pay, h, True)) for h in HOAXES if h in kinds] if not pay.hoax else []
        if pay.colour != ANY and not pay.hoax:  # nothing recolours yet: only the colour, Khind and Mimix pairs add
            kinds = [c for c in kinds if c // 10 == pay.colour or c // 10 == KHIND or (c // 10 == MIMIX and c % 10 < 3)]
        bounds = [(c, _bound(hand, pay, c, False, most)) for c in kinds]
        for b, need in needs:
            out += [PAYS[b, c] for c, most_with in bounds if most_with >= need]
            out += [Recolour(b, h) for h, most_with in powers if most_with >= need]
    if s.pay_box >= 0 and not out:
        out.append(Cancel())
    return out


def stuck(s: State, p: int) -> bool:
    """No card in hand can go on with the payment being laid (contribute.one_by_one)."""
    return not any(fits(s, p, s.pay_box, c) or (c in HOAXES and not s.pay_hoax and fits(s, p, s.pay_box, c, True))
                   for c in set(s.hands[p]))


def forbid(s: State, p: int, a: Action) -> IllegalAction | None:
    if isinstance(a, Cancel):
        if s.pay_box < 0:
            return illegal("contribute.one_by_one", "取り消す支払いがありません。", "There is no payment to take back.")
        if not stuck(s, p):
            return illegal("contribute.one_by_one", "まだ支払いを続けられます。やめたいときは『↶ 戻す』を押してください。",
                           "You can still go on with this payment; to change your mind, use Undo.")
        return None
    cell = s.figures[p]
    t = tile(s, cell)
    if not t.boxes or s.built[cell]:
        return illegal("contribute.where", "ここには貢献できるマスがありません。貢献できるのは立っている建物の空いたマスです。",
                       "There is no box to contribute to here: you contribute on the ruined building you stand on.")
    if type(a.box) is not int or not 0 <= a.box < len(t.boxes) or s.boxes[cell][a.box] != -1:
        return illegal("contribute.where", "そのマスは空いていません。", "That box is not free.")
    if s.pay_box >= 0 and a.box != s.pay_box:
        return illegal("contribute.one_by_one", "いまは{b}への支払いの途中です。", "You are paying for {b}; finish or take it back.",
                       b=box_name({"cells": s.cells}, cell, s.pay_box))
    if s.pay_box < 0 and s.markers[p] == 0:
        return illegal("contribute.marker", "マーカーが残っていません。", "You have no marker left.")
    if a.card not in s.hands[p]:
        return illegal("contribute.pay", "手札に{c}がありません。", "You have no {c} in hand.", c=card_name(a.card))
    if isinstance(a, Recolour):
        if a.card not in HOAXES:
            return illegal("power.hoax", "色を変えられるのはホークス1か2だけです。", "Only a Hoax 1 or 2 recolours cards.")
        if s.pay_hoax:
            return illegal("power.hoax", "1回の貢献に使えるホークスは1枚です。", "One Hoax per contribution.")
        return None if fits(s, p, a.box, a.card, power=True) else _short(s, t, a.box)
    how = lay(s, p, t.people, a.card)
    if how is None:
        return _useless(s, t.people, a.card)
    if how[0] == "half" and alone(s.hands[p], a.card):
        return illegal("power.mimix", "ミミックスの1と2は2枚1組で3になります。相方がいない1枚は茶色のカードなので、"
                       "この支払いではホークスで色を変えない限り数えません。",
                       "A Mimix 1 or 2 makes a wild 3 only in a pair; with no second one to pair it with it is just a "
                       "brown card, which this payment takes only if a Hoax recolours it.")
    return None if fits(s, p, a.box, a.card) else _short(s, t, a.box)


def _short(s: State, t, box: int) -> IllegalAction:
    return illegal("contribute.pay", "手札のカードでは{v}に届きません（いま{t}）。", "Your hand cannot make up the {v} this box needs "
                   "(laid so far: {t}).", v=t.boxes[box], t=s.pay_total)


def _useless(s: State, box_people: int, c: int) -> IllegalAction:
    colour = s.pay_colour if s.pay_box >= 0 else box_people
    if s.pay_hoax and s.pay_from not in (-1, people_of(c)):
        return illegal("power.hoax", "ホークスが変えられるのは1つの色だけです（{c}）。",
                       "A Hoax recolours cards of one colour only ({c}).", c=PEOPLES[s.pay_from].colour)
    if s.pay_hoax:
        return illegal("power.hoax", "このホークスではもう色を変えられません。", "This Hoax recolours no more cards.")
    return illegal("contribute.pay", "{c}はここのマスの色（{b}）ではありません。カインド・ミミックス・ホークスなら助けになります。",
                   "{c} is not the colour of the boxes here ({b}); Khind, Mimix or Hoax could help.",
                   c=card_name(c), b=PEOPLES[colour].colour if colour >= 0 else Text("?", "?"))


def perform(s: State, p: int, a: Action, ev: list[Event]) -> None:
    if isinstance(a, Cancel):
        s.hands[p] = sorted(s.hands[p] + s.pay_cards)
        ev.append(Event(rule("contribute.one_by_one"), Text("{p}が支払いを取り消しました。", "{p} takes the payment back.")
                        .format(p=player(p)), data={"player": p}))
        _clear(s)
        s.step = BUILD if s.acted else MOVE
        return
    cell = s.figures[p]
    t = tile(s, cell)
    power = isinstance(a, Recolour)
    pay = payment(s, t.people)
    lone = alone(s.hands[p], a.card)
    how, v = ("power", 0) if power else count(pay, a.card, lone)
    new = after(pay, a.card, power, lone)
    s.pay_box = a.box
    s.pay_total, s.pay_colour, s.pay_hoax, s.pay_from, s.pay_recoloured = (
        new.total, new.colour, new.hoax, new.frm, new.recoloured)
    s.pay_half = (a.card if how == "half" else s.pay_half) if new.half else 0
    s.hands[p].remove(a.card)
    s.pay_cards.append(a.card)
    s.step = PAY
    if power:
        ev.append(Event(rule("power.hoax"), Text("{p}がホークス{v}を出しました。", "{p} plays Hoax {v} on the payment.")
                        .format(p=player(p), v=s.pay_hoax), data={"player": p, "card": a.card}))
        return
    need = t.boxes[a.box]
    (pj, pe), c = NAME[p], CARD_NAMES[a.card]
    ev.append(Event(_rule_of(how, t.people == ANY), Text(f"{pj}が{c.ja}を出しました（合計{s.pay_total}、必要{need}）。",
                                                         f"{pe} lays {c.en} (total {s.pay_total}, needs {need})."),
        data={"player": p, "card": a.card, "box": a.box, "total": s.pay_total, "need": need, "how": how}))
    if s.pay_total >= need:
        _fill(s, p, cell, a.box, ev)


def _rule_of(how: str, palace: bool = False) -> str:
    return rule({"wild": "power.khind", "half": "power.mimix", "pair": "power.mimix", "recolour": "power.hoax"}.get(
        how, "contribute.palace" if palace else "contribute.pay"))


def _clear(s: State) -> None:
    s.pay_box, s.pay_cards, s.pay_colour, s.pay_hoax = -1, [], -1, 0
    s.pay_from, s.pay_recoloured, s.pay_total, s.pay_half = -1, 0, 0, 0


def _fill(s: State, p: int, cell: int, box: int, ev: list[Event]) -> None:
    """The box is paid: the cards are discarded, a marker goes on it; the dragons' scales; the building completed."""
    s.discard.extend(s.pay_cards)
    _clear(s)
    s.boxes = put(s.boxes, cell, put(s.boxes[cell], box, p))
    s.markers[p] -= 1
    s.acted = True
    s.step = BUILD
    ev.append(Event(rule("contribute.marker"), Text("{p}が{b}にマーカーを置きました。", "{p} puts a marker on {b}.")
                    .format(p=player(p), b=box_name({"cells": s.cells}, cell, box)), data={"player": p, "cell": cell, "box": box}))
    if not s.scaled:
        s.scaled = True
        dragons = sum(1 for d in s.dragons if d == cell)
        if dragons:
            supply.scales(s, p, dragons, rule("dragons.scales"), ev)
    if all(owner != -1 for owner in s.boxes[cell]):
        complete(s, cell, ev)


def majority(owners: list[int]) -> int:
    """complete.majority: most markers; a tie goes to the tied player whose marker lies furthest left."""
    counts = {q: owners.count(q) for q in owners}
    best = max(counts.values())
    return next(q for q in owners if counts[q] == best)


def complete(s: State, cell: int, ev: list[Event]) -> None:
    t = tile(s, cell)
    owners = list(s.boxes[cell])
    order = [(s.current + k) % s.n for k in range(s.n)]
    contributors = [q for q in order if q in owners]
    ev.append(Event(rule("complete.trigger"), Text("{t}が再建されました！", "The {t} is rebuilt!").format(t=t.name),
                    data={"cell": cell, "owners": owners}))
    winner = majority(owners)
    supply.reward(s, winner, t.majority, rule("complete.majority"), ev)
    for q in contributors:
        supply.reward(s, q, t.participation, rule("complete.participation"), ev)
    for other in NEIGHBOURS[cell]:
        if s.built[other] and tile(s, other).neighbourhood:
            for q in contributors:
                supply.reward(s, q, tile(s, other).neighbourhood, rule("complete.neighbourhood"), ev)
    for q in owners:
        s.markers[q] += 1
    s.boxes = put(s.boxes, cell, (-1,) * len(owners))
    s.built = put(s.built, cell, True)
    ev.append(Event(rule("complete.flip"), Text("マーカーが持ち主に戻り、{t}は再建済みの面になりました。",
                                                "The markers go home and the {t} turns to its built side.").format(
        t=t.name), data={"cell": cell, "neighbours": [c for c in NEIGHBOURS[cell] if s.built[c]]}))
